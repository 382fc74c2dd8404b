"""Random complete games with invariant checks (used by tests and runnable by hand).

    python tests/engine/sim_check.py [GAMES] [FIRST_SEED] [--artifacts]

After every answer: each of the 105 cards is in exactly one place; every few
answers: serialize/load and clone give an identical game. Every game must end.
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


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--artifacts"]
    games = int(args[0]) if len(args) > 0 else 200
    first = int(args[1]) if len(args) > 1 else 0
    one = play_one_artifacts if "--artifacts" in sys.argv else play_one
    reasons: dict[str, int] = {}
    for seed in range(first, first + games):
        g = one(seed, check_every=5)
        reasons[g.result[0]] = reasons.get(g.result[0], 0) + 1
    print(f"{games} games ok; ends: {reasons}")
