"""Engine speed: random complete 2-player games per second and answers per second, one core.

    python bench/bench_engine.py [SECONDS]

Prints the figures; the goal (issue 2) is at least 50 games/s with every card implemented.
Also prints how many cards are implemented, so the figure can be read in context,
and the cost of a clone and a serialize round-trip.

Then the third and the fourth edition side by side (issue 27: the fourth within 20% of
the third): the same number of seconds again, split between the two editions in
alternating slices (so a change in the machine's load touches both alike), and the
ratio of their answers per second and games per second.
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


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    from engine.effects import missing_effects
    implemented = 105 - len(missing_effects(range(105), "third"))
    implemented4 = 115 - len(missing_effects(list(range(105)) + list(range(215, 225)), "fourth"))
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
    print(f"cards with effects: {implemented}/105 (fourth edition: {implemented4}/115)")
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
    side_by_side(seconds)


def _play(edition: str, seed: int) -> int:
    """One random 2-player game of ``edition``; returns its number of answers."""
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob"], seed=seed, edition=edition)
    n = 0
    while not g.over:
        g.apply(random_answer(g.pending, rng))
        n += 1
    return n


def side_by_side(seconds: float, slices: int = 8) -> dict[str, tuple[int, int, float]]:
    """Third and fourth edition, alternately, ``seconds`` in all: prints and returns
    ``{edition: (games, answers, elapsed seconds)}``."""
    tally = {e: [0, 0, 0.0] for e in ("third", "fourth")}
    seed = 10_000
    for k in range(slices * 2):
        edition = ("third", "fourth")[k % 2]
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds / (slices * 2):
            tally[edition][1] += _play(edition, seed)
            tally[edition][0] += 1
            seed += 1
        tally[edition][2] += time.perf_counter() - t0
    rates = {}
    for e, (games, answers, el) in tally.items():
        rates[e] = (games / el, answers / el)
        print(f"{e:6s}: {games} games, {answers} answers in {el:.2f} s -> {games / el:.1f} games/s, "
              f"{answers / el:.0f} answers/s ({answers / max(games, 1):.0f} per game)")
    print(f"fourth / third: answers/s {rates['fourth'][1] / rates['third'][1]:.2f}, "
          f"games/s {rates['fourth'][0] / rates['third'][0]:.2f}")
    return {e: tuple(v) for e, v in tally.items()}


if __name__ == "__main__":
    main()
