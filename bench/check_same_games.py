"""Fingerprints of random games, to check that a speed change leaves every game the same.

    python bench/check_same_games.py [GAMES] > after.txt

For each setup of :mod:`bench_cities` (base, artifacts, echoes, cities, art+ech, all3),
plays GAMES (default 40) random 2-player games, seeds 0.., the answers picked by
``engine.ai.random_answer`` from ``random.Random(seed)``, and prints one line per game:
setup, seed, number of answers, and a SHA-256 of every event (text, hidden text, kind,
card, source, destination, who sees it) and of the final state's ``to_json``. Run it at
two commits and ``diff`` the outputs: any difference is a changed game.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import Game  # noqa: E402
from engine.ai import random_answer  # noqa: E402

SETUPS: dict[str, tuple[str, ...]] = {
    "base": (), "artifacts": ("artifacts",), "echoes": ("echoes",), "cities": ("cities",),
    "art+ech": ("artifacts", "echoes"), "all3": ("artifacts", "echoes", "cities"),
}


def fingerprint(expansions: tuple[str, ...], seed: int) -> tuple[int, str]:
    """``(answers, hex digest)`` of one random game (see the module's docstring)."""
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob"], seed=seed, expansions=list(expansions))
    h = hashlib.sha256()
    n = 0
    while not g.over:
        for e in g.apply(random_answer(g.pending, rng)):
            h.update(repr((e.text, e.hidden, e.kind, e.card, e.src, e.dst, e.seen_by)).encode())
        n += 1
    h.update(json.dumps(g.to_json(), sort_keys=True).encode())
    return n, h.hexdigest()


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 40
    for name, exp in SETUPS.items():
        for seed in range(games):
            n, digest = fingerprint(exp, seed)
            print(f"{name} {seed} {n} {digest}")


if __name__ == "__main__":
    main(sys.argv[1:])
