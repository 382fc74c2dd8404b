"""Hidden information never leaves the host: every byte sent to each peer over
complete 2-, 3- and 4-player games (and a team game) is checked against what that
peer's player could see at that moment.

What a player may have seen after ``k`` answers, worked out here from the host's
saved game (not from the views the host sends): every card that has been on any
board, every card that has been in that player's own hand or score pile, and
every card named in a log event whose full text that player is entitled to
(``seen_by`` empty or including them). Other hands, score piles, the supply and
the achievement cards stay hidden, as do the seed and the other players' tokens.
With the Artifacts expansion and relics, the displays, the relic area and relics
among achievements are public too; the Artifacts piles, and Artifacts cards in
others' hands and score piles, stay hidden (their backs only).

The final ``record`` message (the whole saved game, sent once the game is over)
is the one exception by design: it is the complete record, seed included."""
from __future__ import annotations

import random
import re

import pytest

from engine.cards import NAMES, SET
from innovation_desktop.saves import store as saves
from innovation_desktop.net.protocol import FrameDecoder, Record, StateMsg, Welcome, decode

from .conftest import Client, play

# longest first, so "Machine Tools" is taken out before "Tools" is looked for
CARDS = sorted(NAMES, key=len, reverse=True)


def visible_by_moment(game_doc_path, n_players):
    """``allowed[k][p]``: card names player ``p`` may know after ``k`` answers."""
    sg = saves.read_save(game_doc_path)
    g = saves.start_game(sg)
    seen = [set() for _ in range(n_players)]
    ev = 0

    def take() -> list[set]:
        nonlocal ev
        s = g.state
        for p in range(n_players):
            for pl in s.players:
                for pile in pl.board:
                    seen[p].update(NAMES[c] for c in pile)
            seen[p].update(NAMES[c] for c in s.players[p].hand)
            seen[p].update(NAMES[c] for c in s.players[p].score)
            if s.artifacts:       # public with the expansion: displays, relics in view
                seen[p].update(NAMES[pl.display] for pl in s.players if pl.display is not None)
                seen[p].update(NAMES[c] for c in s.relic_area)
                seen[p].update(NAMES[c] for pl in s.players for c in pl.achievements
                               if isinstance(c, int) and SET[c] == "relic")
        for e in g.events[ev:]:
            for p in range(n_players):
                if e.seen_by is None or p in e.seen_by:
                    seen[p].update(_NAME_RE.findall(e.text))
        ev = len(g.events)
        return [set(x) for x in seen]

    allowed = [take()]
    for a in sg.answers:
        g.apply(a)
        allowed.append(take())
    return allowed, sg


_NAME_RE = re.compile(r"(?<![\w])(" + "|".join(re.escape(n) for n in CARDS) + r")(?![\w])")


def names_in(text: str, allowed: set) -> set:
    """Card names in ``text`` that are not in ``allowed`` (whole names; "Machine
    Tools" is one name, not also "Tools")."""
    return {n for n in _NAME_RE.findall(text) if n not in allowed}


def test_names_in_finds_names():
    assert names_in('{"hand": ["Machine Tools"], "x": "Ann melds Tools."}', {"Tools"}) == {"Machine Tools"}
    assert names_in("Toolshed", set()) == set()


@pytest.mark.parametrize("players, teams, seed, artifacts", [
    (2, False, 913_577_201, False), (3, False, 824_001_977, False), (4, False, 735_112_049, False),
    (4, True, 646_209_311, False), (3, False, 557_310_823, True)])
def test_no_hidden_card_or_seed_reaches_a_peer(servers, tmp_path, players, teams, seed, artifacts):
    save = tmp_path / "g.json"
    extra = (("--teams",) if teams else ()) + (("--artifacts", "--relics") if artifacts else ())
    srv = servers(save, seats=",".join(["remote"] * players), seed=seed, extra=extra)
    clients = []
    for i in range(players):
        c = Client(srv.port)
        assert isinstance(c.join(f"P{i}"), Welcome)
        clients.append(c)
    play(clients, random.Random(seed), timeout=90)
    srv.finish()
    allowed, sg = visible_by_moment(save, players)
    assert sg.options.teams == teams and len(sg.answers) > 20
    assert sg.options.expansions == (["artifacts"] if artifacts else []) and sg.options.relics == artifacts
    tokens = [c.token for c in clients]
    states = 0
    for c in clients:
        p = c.seat
        raw = bytes(c.received)
        for i, t in enumerate(tokens):
            assert (t.encode() in raw) == (i == p)
        for body in FrameDecoder().feed(raw):
            m = decode(body)
            if isinstance(m, Record):
                continue
            text = body.decode("utf-8")
            assert str(seed) not in text
            if not isinstance(m, StateMsg) or m.view is None:
                assert names_in(text, set()) == set()
                continue
            states += 1
            k = m.decision.id if m.decision is not None else len(sg.answers)
            leaked = names_in(text, allowed[k][p])
            assert not leaked, f"P{p} after {k} answers was sent {sorted(leaked)}: " + "; ".join(
                f"{key}={str(val)[:400]}" for key, val in m.model_dump().items() if any(n in str(val) for n in leaked))
            v = m.view
            assert all(q["hand"] is None and q["score"] is None
                       for i, q in enumerate(v["players"]) if i != p)
            assert all(isinstance(x, int) for x in v["supply"].values())
            assert ("art_supply" in v) == artifacts
            if artifacts:
                assert all(isinstance(x, int) for x in v["art_supply"].values())
            assert (m.decision is None or m.decision.player == p
                    or m.decision.options is None)
    assert states >= len(sg.answers)
