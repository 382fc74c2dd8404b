"""Random complete games with invariant checks (used by tests and runnable by hand).

    python tests/engine/sim_check.py [GAMES] [FIRST_SEED]

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


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    reasons: dict[str, int] = {}
    for seed in range(first, first + games):
        g = play_one(seed, check_every=5)
        reasons[g.result[0]] = reasons.get(g.result[0], 0) + 1
    print(f"{games} games ok; ends: {reasons}")
