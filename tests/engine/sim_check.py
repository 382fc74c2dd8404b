"""Random complete games with invariant checks (used by tests and runnable by hand).

    python tests/engine/sim_check.py [GAMES] [FIRST_SEED] [--artifacts | --fourth | --echoes | --cities]
    python tests/engine/sim_check.py GAMES [FIRST_SEED] --every-combination [--only=artifacts+echoes,base]

After every answer: each of the 105 cards is in exactly one place; every few
answers: serialize/load and clone give an identical game. Every game must end.

``--every-combination`` (issue 29) plays GAMES games of each of the eight
combinations of Artifacts, Echoes and Cities (none, each alone, each pair, all
three; with Artifacts, Relics in every other game) for each of 2, 3 and 4
players and the team game, checking every invariant (:func:`play_one_combo`:
each card in one place, clone and save/load identical, the position file read
back the same, no hidden card in any player's view), and prints a line per
combination.
"""
from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from engine import Game  # noqa: E402
from engine.ai import random_answer  # noqa: E402

CONFIGS = [  # (players, teams, edition)
    (2, False, "third"), (3, False, "third"), (4, False, "third"), (4, True, "third"),
    (2, False, "first"), (3, False, "first"), (4, True, "first"),
]


def play_one(seed: int, check_every: int = 1, max_answers: int = 20000) -> Game:
    """Play one random game; raises AssertionError on a broken invariant."""
    n, teams, edition = CONFIGS[seed % len(CONFIGS)]
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob", "Cat", "Dan"][:n], seed=seed, edition=edition, teams=teams)
    k = 0
    while not g.over:
        assert k < max_answers, f"seed {seed}: game did not end after {max_answers} answers"
        d = g.pending
        assert d is not None
        g.apply(random_answer(d, rng))
        k += 1
        where = g.state.locate_all()
        assert len(where) == 105, f"seed {seed}: {105 - len(where)} cards missing after answer {k}"
        if check_every and k % check_every == 0:
            j = g.to_json()
            assert Game.from_json(json.loads(json.dumps(j))).to_json() == j, f"seed {seed}: load differs"
            assert g.clone().to_json() == j, f"seed {seed}: clone differs"
    assert g.result is not None and g.result[0] in ("achievements", "score", "dogma")
    return g


#: Games with the Artifacts of History expansion: (players, teams, relics)
ART_CONFIGS = [(2, False, True), (3, False, True), (4, False, True), (4, True, True),
               (2, False, False), (3, False, False), (4, True, False)]


def play_one_artifacts(seed: int, check_every: int = 1, max_answers: int = 20000,
                       position_every: int = 0) -> Game:
    """One random game with the Artifacts expansion (and Relics in most configs):
    after every answer each card of the game (210, or 215 with relics) is in exactly
    one place and no display holds more than its one card; every ``check_every``
    answers serialize/load and clone give an identical game; every
    ``position_every`` answers between actions, the written position file read back
    gives the same position. Raises AssertionError on a broken invariant."""
    from engine.position import play, write
    n, teams, relics = ART_CONFIGS[seed % len(ART_CONFIGS)]
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob", "Cat", "Dan"][:n], seed=seed, teams=teams, expansions=["artifacts"], relics=relics)
    want = 215 if relics else 210
    k = 0
    while not g.over:
        assert k < max_answers, f"seed {seed}: game did not end after {max_answers} answers"
        d = g.pending
        assert d is not None
        g.apply(random_answer(d, rng))
        k += 1
        where = g.state.locate_all()
        assert len(where) == want, f"seed {seed}: {want - len(where)} cards missing after answer {k}"
        s = g.state
        assert not s.artifact_choice or s.players[s.current].display is not None, f"seed {seed}: choice, no card"
        if check_every and k % check_every == 0:
            j = g.to_json()
            assert Game.from_json(json.loads(json.dumps(j))).to_json() == j, f"seed {seed}: load differs"
            assert g.clone().to_json() == j, f"seed {seed}: clone differs"
        if position_every and k % position_every == 0 and not g.over:
            out = write(g, seed)
            again = play(dict(json.loads(json.dumps(out)), moves=[]))
            assert {a: b for a, b in again.items() if a != "log"} == {a: b for a, b in out.items() if a != "log"}, \
                f"seed {seed}: position file differs after answer {k}"
    assert g.result is not None and g.result[0] in ("achievements", "score", "dogma")
    return g


#: Fourth-edition games: (players, teams)
FOURTH_CONFIGS = [(2, False), (3, False), (4, False), (4, True)]


def _strings(x) -> set:
    """Every string inside a JSON-ready value (keys and values)."""
    if isinstance(x, str):
        return {x}
    if isinstance(x, dict):
        out = set()
        for k, v in x.items():
            out |= {k} | _strings(v)
        return out
    if isinstance(x, (list, tuple)):
        out = set()
        for v in x:
            out |= _strings(v)
        return out
    return set()


def play_one_fourth(seed: int, check_every: int = 1, max_answers: int = 20000, view_every: int = 1,
                    position_every: int = 0) -> Game:
    """One random fourth-edition game: after every answer each of the 115 cards is
    in exactly one place (the Junk included); every ``view_every`` answers no
    player's view nor table view (nor the omniscient one) names a junked card, and
    no player's table view names another player's hand or score card; every ``check_every`` answers
    serialize/load and clone give an identical game; every ``position_every``
    answers between actions the written position file reads back the same.
    Raises AssertionError on a broken invariant."""
    from engine.cards import NAMES
    from engine.position import play, write
    from engine.determinize import knowledge
    from engine.verbs import locate
    from engine.view import table_view, view
    n, teams = FOURTH_CONFIGS[seed % len(FOURTH_CONFIGS)]
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob", "Cat", "Dan"][:n], seed=seed, edition="fourth", teams=teams)
    k = 0
    while not g.over:
        assert k < max_answers, f"seed {seed}: game did not end after {max_answers} answers"
        d = g.pending
        assert d is not None
        g.apply(random_answer(d, rng))
        k += 1
        s = g.state
        where = s.locate_all()
        assert len(where) == 115, f"seed {seed}: {115 - len(where)} cards missing after answer {k}"
        if view_every and k % view_every == 0:
            junked = {NAMES[c] for c in s.junk if isinstance(c, int)}
            for p in [None] + list(range(n)):
                v, tv = view(g, p), table_view(g, p)
                for x in (v, tv):            # a decision's source is the card being carried out: public
                    if x["pending"]:          # (a self-executed card was revealed first: Escapism, NFC)
                        x["pending"].pop("source", None)
                seen = _strings(v) | _strings(tv)
                leak = seen & junked
                assert not leak, f"seed {seed}: junked {sorted(leak)} in the view of {p} after answer {k}"
                if p is not None:
                    # a card the player saw revealed or moved where it lies is theirs to
                    # name (a card question offers it by name: engine.view.masked_options)
                    known = knowledge(g.events, p)
                    hidden = {NAMES[c] for q in range(n) if q != p for c in s.players[q].hand + s.players[q].score
                              if known.get(c) != locate(s, c)}
                    # (view() names a card question's options to the player asked, as
                    # the omniscient position files do; what a table or a peer shows is
                    # the table view, which masks them)
                    leak = _strings(tv) & hidden
                    assert not leak, f"seed {seed}: {sorted(leak)} leak to {p}"
        if check_every and k % check_every == 0:
            j = g.to_json()
            assert Game.from_json(json.loads(json.dumps(j))).to_json() == j, f"seed {seed}: load differs"
            assert g.clone().to_json() == j, f"seed {seed}: clone differs"
        if position_every and k % position_every == 0 and not g.over:
            out = write(g, seed)
            again = play(dict(json.loads(json.dumps(out)), moves=[]))
            assert {a: b for a, b in again.items() if a != "log"} == {a: b for a, b in out.items() if a != "log"}, \
                f"seed {seed}: position file differs after answer {k}"
    assert g.result is not None and g.result[0] in ("achievements", "score", "dogma")
    return g


#: Games with Echoes of the Past: (players, teams, with Artifacts, relics)
ECH_CONFIGS = [(2, False, False, False), (3, False, False, False), (4, False, False, False), (4, True, False, False),
               (2, False, True, False), (3, False, True, True), (4, True, True, True)]


def play_one_echoes(seed: int, check_every: int = 1, max_answers: int = 20000, position_every: int = 0,
                    views_every: int = 0) -> Game:
    """One random game with Echoes of the Past (alone, or with Artifacts and maybe
    Relics): after every answer each card of the game is in exactly one place;
    every ``check_every`` answers serialize/load and clone give an identical game;
    every ``position_every`` answers between actions the written position file
    read back gives the same position; every ``views_every`` answers no player's
    view shows a card of another player's forecast or hand. Raises
    AssertionError on a broken invariant."""
    from engine.cards import NAMES
    from engine.position import play, write
    from engine.view import view as player_view
    n, teams, arts, relics = ECH_CONFIGS[seed % len(ECH_CONFIGS)]
    rng = random.Random(seed)
    exps = ["echoes", "artifacts"] if arts else ["echoes"]
    g = Game.new(["Ann", "Bob", "Cat", "Dan"][:n], seed=seed, teams=teams, expansions=exps, relics=relics)
    want = 210 + (105 if arts else 0) + (5 if relics else 0)
    k = 0
    while not g.over:
        assert k < max_answers, f"seed {seed}: game did not end after {max_answers} answers"
        d = g.pending
        assert d is not None
        g.apply(random_answer(d, rng))
        k += 1
        where = g.state.locate_all()
        assert len(where) == want, f"seed {seed}: {want - len(where)} cards missing after answer {k}"
        if check_every and k % check_every == 0:
            j = g.to_json()
            assert Game.from_json(json.loads(json.dumps(j))).to_json() == j, f"seed {seed}: load differs"
            assert g.clone().to_json() == j, f"seed {seed}: clone differs"
        if views_every and k % views_every == 0:
            s = g.state
            for viewer in range(n):
                text = json.dumps(player_view(g, viewer))
                for q, pl in enumerate(s.players):
                    if s.teammates(viewer, q) and (q == viewer or not s.teams):
                        continue
                    for c in pl.forecast:
                        assert f'"{NAMES[c]}"' not in text or c in where and where[c].startswith("board"), \
                            f"seed {seed}: {NAMES[c]} in {pl.name}'s forecast is shown to player {viewer}"
        if position_every and k % position_every == 0 and not g.over:
            out = write(g, seed)
            again = play(dict(json.loads(json.dumps(out)), moves=[]))
            assert {a: b for a, b in again.items() if a != "log"} == {a: b for a, b in out.items() if a != "log"}, \
                f"seed {seed}: position file differs after answer {k}"
    assert g.result is not None and g.result[0] in ("achievements", "score", "dogma")
    return g


#: Games with Cities of Destiny: (players, teams, other expansions, relics): every
#: combination with Artifacts and Echoes.
CIT_CONFIGS = [(2, False, (), False), (3, False, ("echoes",), False), (4, False, ("artifacts",), True),
               (4, True, (), False), (2, False, ("artifacts", "echoes"), True), (3, False, ("artifacts",), False),
               (4, True, ("echoes",), False), (4, False, ("artifacts", "echoes"), False),
               (4, True, ("artifacts", "echoes"), True), (2, False, ("echoes",), False)]


def hidden_names_shown(g: Game, viewer: int) -> list[str]:
    """The names of cards hidden from ``viewer`` (in another player's hand, score
    pile or forecast, in a supply pile, among the achievements) that ``viewer``'s
    view shows anywhere: must be empty. Relics are public wherever they lie. (The
    options of a card question to the viewer may name hidden cards the viewer saw
    go where they are: :func:`engine.view.masked_options`, tested on its own; the
    pending decision's source is the card being carried out, public.)"""
    from engine.cards import NAMES, SET
    from engine.verbs import card_hidden_from
    from engine.view import table_view
    v = table_view(g, viewer)
    if v["pending"] and v["pending"]["kind"] in ("cards", "order"):
        v["pending"].pop("options", None)
    if v["pending"]:
        # a decision's source is the card being carried out, public: the dogma'd
        # card (which may have gone to a hand since, Specialization) or a card
        # revealed for it
        v["pending"].pop("source", None)
    text = _strings(v)
    s = g.state
    return [NAMES[c] for c in s.locate_all() if SET[c] != "relic" and card_hidden_from(s, c, viewer)
            and NAMES[c] in text]


def play_one_cities(seed: int, check_every: int = 1, max_answers: int = 20000, position_every: int = 0,
                    views_every: int = 0) -> Game:
    """One random game with Cities of Destiny (alone, or with Artifacts and/or
    Echoes, maybe Relics; 2-4 players and teams): after every answer each card of
    the game is in exactly one place; every ``check_every`` answers serialize/load
    and clone give an identical game; every ``position_every`` answers the written
    position file read back gives the same position; every ``views_every`` answers
    no player's table view names a card hidden from them. Raises AssertionError on
    a broken invariant."""
    from engine.position import play, write
    n, teams, others, relics = CIT_CONFIGS[seed % len(CIT_CONFIGS)]
    rng = random.Random(seed)
    exps = list(others) + ["cities"]
    g = Game.new(["Ann", "Bob", "Cat", "Dan"][:n], seed=seed, teams=teams, expansions=exps, relics=relics)
    want = 210 + 105 * len(others) + (5 if relics else 0)
    k = 0
    while not g.over:
        assert k < max_answers, f"seed {seed}: game did not end after {max_answers} answers"
        d = g.pending
        assert d is not None
        g.apply(random_answer(d, rng))
        k += 1
        where = g.state.locate_all()
        assert len(where) == want, f"seed {seed}: {want - len(where)} cards missing after answer {k}"
        if check_every and k % check_every == 0:
            j = g.to_json()
            assert Game.from_json(json.loads(json.dumps(j))).to_json() == j, f"seed {seed}: load differs"
            assert g.clone().to_json() == j, f"seed {seed}: clone differs"
        if views_every and k % views_every == 0:
            for viewer in range(n):
                shown = hidden_names_shown(g, viewer)
                assert not shown, f"seed {seed}: {shown} shown to player {viewer} after answer {k}"
        if position_every and k % position_every == 0 and not g.over:
            out = write(g, seed)
            again = play(dict(json.loads(json.dumps(out)), moves=[]))
            assert {a: b for a, b in again.items() if a != "log"} == {a: b for a, b in out.items() if a != "log"}, \
                f"seed {seed}: position file differs after answer {k}"
    assert g.result is not None and g.result[0] in ("achievements", "score", "dogma")
    return g


#: The combinations of expansions :func:`every_combination` plays (base game first).
COMBINATIONS: list[tuple[str, ...]] = [(), ("artifacts",), ("echoes",), ("cities",), ("artifacts", "echoes"),
                                       ("artifacts", "cities"), ("echoes", "cities"),
                                       ("artifacts", "echoes", "cities")]
#: The player counts and team setting :func:`every_combination` plays: (players, teams).
TABLES = [(2, False), (3, False), (4, False), (4, True)]


def play_one_combo(seed: int, expansions: tuple[str, ...], players: int, teams: bool, relics: bool = False,
                   check_every: int = 5, position_every: int = 0, views_every: int = 0,
                   max_answers: int = 20000) -> Game:
    """One random game of ``players`` players (``teams``: the 4-player team game)
    with ``expansions`` (any combination of ``"artifacts"``, ``"echoes"``,
    ``"cities"``; ``relics`` needs Artifacts): after every answer each card of the
    game is in exactly one place and no Artifacts display holds more than its one
    card; every ``check_every`` answers serialize/load and clone give an identical
    game; every ``position_every`` answers between actions the written position
    file read back gives the same position; every ``views_every`` answers no
    player's table view names a card hidden from them (:func:`hidden_names_shown`:
    another player's hand, score pile or forecast, a supply pile, the
    achievements), and with Echoes no player's own view shows another player's
    forecast. Raises AssertionError on a broken invariant."""
    from engine.cards import NAMES
    from engine.position import play, write
    from engine.view import view as player_view
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob", "Cat", "Dan"][:players], seed=seed, teams=teams, expansions=list(expansions),
                 relics=relics)
    want = 105 * (1 + len(expansions)) + (5 if relics else 0)
    k = 0
    while not g.over:
        assert k < max_answers, f"seed {seed}: game did not end after {max_answers} answers"
        d = g.pending
        assert d is not None
        g.apply(random_answer(d, rng))
        k += 1
        s = g.state
        where = s.locate_all()
        assert len(where) == want, f"seed {seed}: {want - len(where)} cards missing after answer {k}"
        assert not s.artifact_choice or s.players[s.current].display is not None, f"seed {seed}: choice, no card"
        if check_every and k % check_every == 0:
            j = g.to_json()
            assert Game.from_json(json.loads(json.dumps(j))).to_json() == j, f"seed {seed}: load differs"
            assert g.clone().to_json() == j, f"seed {seed}: clone differs"
        if views_every and k % views_every == 0:
            for viewer in range(players):
                shown = hidden_names_shown(g, viewer)
                assert not shown, f"seed {seed}: {shown} shown to player {viewer} after answer {k}"
                if s.echoes:
                    text = json.dumps(player_view(g, viewer))
                    for q, pl in enumerate(s.players):
                        if s.teammates(viewer, q) and (q == viewer or not s.teams):
                            continue
                        for c in pl.forecast:
                            assert f'"{NAMES[c]}"' not in text, \
                                f"seed {seed}: {NAMES[c]} in {pl.name}'s forecast is shown to player {viewer}"
        if position_every and k % position_every == 0 and not g.over:
            out = write(g, seed)
            again = play(dict(json.loads(json.dumps(out)), moves=[]))
            assert {a: b for a, b in again.items() if a != "log"} == {a: b for a, b in out.items() if a != "log"}, \
                f"seed {seed}: position file differs after answer {k}"
    assert g.result is not None and g.result[0] in ("achievements", "score", "dogma")
    return g


def every_combination(games: int, first_seed: int = 0, check_every: int = 5, position_every: int = 11,
                      views_every: int = 3, only: list[tuple[str, ...]] | None = None
                      ) -> dict[tuple[str, ...], dict[str, int]]:
    """``games`` random games of every combination of :data:`COMBINATIONS` and every
    table of :data:`TABLES` (:func:`play_one_combo`, seeds from ``first_seed``);
    prints one line per combination and returns ``{expansions: {end reason: games}}``.
    Raises AssertionError (naming the seed, the table and the expansions) on the
    first broken invariant. ``only``: these combinations of :data:`COMBINATIONS` alone."""
    out: dict[tuple[str, ...], dict[str, int]] = {}
    for exps in COMBINATIONS if only is None else [c for c in COMBINATIONS if c in only]:
        reasons: dict[str, int] = {}
        for n, teams in TABLES:
            for seed in range(first_seed, first_seed + games):
                relics = "artifacts" in exps and seed % 2 == 1
                try:
                    g = play_one_combo(seed, exps, n, teams, relics, check_every=check_every,
                                       position_every=position_every, views_every=views_every)
                except AssertionError as e:
                    raise AssertionError(f"{'+'.join(exps) or 'base'}, {n} players{' teams' if teams else ''}, "
                                         f"relics {relics}: {e}") from e
                assert g.result is not None
                reasons[g.result[0]] = reasons.get(g.result[0], 0) + 1
        out[exps] = reasons
        print(f"{'+'.join(exps) or 'base':26s}: {games} games x {len(TABLES)} tables ok; ends: {reasons}",
              flush=True)
    return out


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if len(args) > 0 else 200
    first = int(args[1]) if len(args) > 1 else 0
    if "--every-combination" in sys.argv:
        # --only artifacts+echoes+cities,base,...: those combinations alone
        picked = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--only=")), None)
        every_combination(games, first, only=None if picked is None else [
            () if x == "base" else tuple(x.split("+")) for x in picked.split(",")])
        sys.exit(0)
    one = (play_one_artifacts if "--artifacts" in sys.argv
           else play_one_fourth if "--fourth" in sys.argv
           else play_one_echoes if "--echoes" in sys.argv
           else play_one_cities if "--cities" in sys.argv else play_one)
    reasons: dict[str, int] = {}
    for seed in range(first, first + games):
        g = one(seed, check_every=5)
        reasons[g.result[0]] = reasons.get(g.result[0], 0) + 1
    print(f"{games} games ok; ends: {reasons}")
