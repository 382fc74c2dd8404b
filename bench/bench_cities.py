"""Engine speed with Cities of Destiny, side by side with the base game (issue 29:
with all three expansions within 30% of the base game).

    python bench/bench_cities.py [SECONDS]

Random complete 2-player games of each setup (the base game; Cities alone; Artifacts,
Echoes and Cities together), played in alternating slices of the given time (default
30 s in all), so that a change in the machine's load touches every setup alike.
Prints games/s, answers/s and the time per answer of each, and each setup's time per
answer relative to the base game's (the figure the target is about: games with
expansions are longer, so games/s alone would mislead), plus the cost of a clone and of
a serialize round-trip in a game with all three expansions.
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

#: The setups compared: name -> expansions.
SETUPS = {"base": (), "cities": ("cities",), "all three": ("artifacts", "echoes", "cities")}


def play(expansions: tuple[str, ...], seed: int) -> int:
    """One random 2-player game with ``expansions``; returns its number of answers."""
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob"], seed=seed, expansions=list(expansions))
    n = 0
    while not g.over:
        g.apply(random_answer(g.pending, rng))
        n += 1
    return n


def side_by_side(seconds: float, slices: int = 10) -> dict[str, tuple[int, int, float]]:
    """Every setup of :data:`SETUPS` in turn, ``seconds`` in all; prints and returns
    ``{setup: (games, answers, elapsed seconds)}``."""
    tally = {name: [0, 0, 0.0] for name in SETUPS}
    seed = 20_000
    names = list(SETUPS)
    for k in range(slices * len(names)):
        name = names[k % len(names)]
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds / (slices * len(names)):
            tally[name][1] += play(SETUPS[name], seed)
            tally[name][0] += 1
            seed += 1
        tally[name][2] += time.perf_counter() - t0
    base_us = tally["base"][2] / max(tally["base"][1], 1) * 1e6
    for name, (games, answers, el) in tally.items():
        us = el / max(answers, 1) * 1e6
        print(f"{name:9s}: {games} games, {answers} answers in {el:.2f} s -> {games / el:.1f} games/s, "
              f"{answers / el:.0f} answers/s, {us:.0f} us per answer ({us / base_us:.2f} x base; "
              f"{answers / max(games, 1):.0f} answers per game)")
    return {n: tuple(v) for n, v in tally.items()}


def clone_costs() -> None:
    """Clone and serialize round-trip costs at positions of a game with all three expansions."""
    rng = random.Random(1)
    g = Game.new(["Ann", "Bob"], seed=1, expansions=list(SETUPS["all three"]))
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
    print(f"all three: clone {clone_us:.0f} us; serialize+load round-trip {ser_us:.0f} us")


if __name__ == "__main__":
    side_by_side(float(sys.argv[1]) if len(sys.argv) > 1 else 30.0)
    clone_costs()
