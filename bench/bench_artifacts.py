"""Engine speed with the Artifacts of History expansion and Relics: random complete
games per second (2 players, one core), and optionally a big invariant run.

    python bench/bench_artifacts.py [SECONDS] [--check GAMES]

Prints games/s and answers/s for base games and expansion games side by side (the
same random players, the same seeds), how many Artifacts cards have effects
written, and the digs and relic seizures per game. With ``--check GAMES`` it then
plays GAMES random expansion games (2-4 players, teams, with and without Relics)
checking every invariant after every few answers (tests/engine/sim_check.py) and
prints how they ended.
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import Game  # noqa: E402
from engine.ai import random_answer  # noqa: E402
from engine.cards import SET  # noqa: E402
from engine.dogma import EFFECTS  # noqa: E402


def speed(seconds: float, expansion: bool) -> tuple[int, int, float, int, int]:
    games = answers = digs = seizes = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng = random.Random(seed)
        kw = {"expansions": ["artifacts"], "relics": True} if expansion else {}
        g = Game.new(["Ann", "Bob"], seed=seed, **kw)
        while not g.over:
            g.apply(random_answer(g.pending, rng))
            answers += 1
        digs += sum(1 for e in g.events if e.kind == "digs")
        seizes += sum(1 for e in g.events if e.kind == "seizes")
        games += 1
        seed += 1
    return games, answers, time.perf_counter() - start, digs, seizes


def main() -> None:
    args = sys.argv[1:]
    check = 0
    if "--check" in args:
        i = args.index("--check")
        check = int(args[i + 1])
        del args[i:i + 2]
    seconds = float(args[0]) if args else 10.0
    written = sum(1 for c, _ in EFFECTS if SET[c] == "artifacts")
    print(f"Artifacts cards with effects: {written}/105 (the others do nothing when dogma'd)")
    for label, exp in (("base game", False), ("Artifacts + Relics", True)):
        games, answers, el, digs, seizes = speed(seconds / 2, exp)
        line = (f"{label}: {games} games in {el:.2f} s -> {games / el:.1f} games/s, "
                f"{answers / el:.0f} answers/s ({answers / games:.0f} per game)")
        if exp:
            line += f"; {digs / games:.1f} digs and {seizes / games:.1f} relic seizures per game"
        print(line)
    if check:
        from tests.engine.sim_check import play_one_artifacts
        ends: dict[str, int] = {}
        t = time.perf_counter()
        for seed in range(check):
            g = play_one_artifacts(seed, check_every=5, position_every=50)
            ends[g.result[0]] = ends.get(g.result[0], 0) + 1
        print(f"invariants: {check} expansion games ok in {time.perf_counter() - t:.0f} s; ends: {ends}")


if __name__ == "__main__":
    main()
