"""Engine speed: random complete 2-player games per second and answers per second, one core.

    python bench/bench_engine.py [SECONDS]

Prints the figures; the goal (issue 2) is at least 50 games/s with every card implemented.
Also prints how many cards are implemented, so the figure can be read in context,
and the cost of a clone and a serialize round-trip.
"""
from __future__ import annotations

import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import Game  # noqa: E402
from engine.ai import random_answer  # noqa: E402
from engine.dogma import EFFECTS  # noqa: E402


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    implemented = len({c for c, _ in EFFECTS})
    games = answers = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng = random.Random(seed)
        g = Game.new(["Ann", "Bob"], seed=seed)
        while not g.over:
            g.apply(random_answer(g.pending, rng))
            answers += 1
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    print(f"cards with effects: {implemented}/105")
    print(f"games: {games} in {elapsed:.2f} s -> {games / elapsed:.1f} games/s")
    print(f"answers: {answers} -> {answers / elapsed:.0f} answers/s ({answers / games:.0f} per game)")

    # clone and serialize costs, at positions from a random game
    rng = random.Random(1)
    g = Game.new(["Ann", "Bob"], seed=1)
    snaps = []
    while not g.over and len(snaps) < 200:
        g.apply(random_answer(g.pending, rng))
        snaps.append(g.clone())
    t = time.perf_counter()
    for s in snaps:
        s.clone()
    clone_us = (time.perf_counter() - t) / len(snaps) * 1e6
    t = time.perf_counter()
    for s in snaps:
        Game.from_json(json.loads(json.dumps(s.to_json())))
    ser_us = (time.perf_counter() - t) / len(snaps) * 1e6
    print(f"clone: {clone_us:.0f} us; serialize+load round-trip: {ser_us:.0f} us")


if __name__ == "__main__":
    main()
