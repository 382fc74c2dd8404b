"""Screen a Strong player variant against Easy (issue 12), one core.

    python bench/screen_strong.py NAME GAMES SEED [players=P] [jobs=J] [KEY=VALUE ...]

Plays GAMES seat-swapped games (game ``i`` uses seed ``SEED + i``, the Strong
seat moving round the table, agents seeded as in ``engine.arena``) between one
:class:`engine.ai.StrongPlayer` built with the given keyword arguments (Python
literals: ``rollout_turns=2 greedy_q=0.0 max_iterations=150
question_iterations=40``; iteration caps default to the seat's, the clock is
left out so that the machine's load does not change the play) and Easy seats.
Every 10 games it prints the tally, Strong's win rate with its 95% Wilson
interval, the rate over the fair share, and Strong's processor ms per action
and per question (median, 95th percentile). ``jobs=J`` plays J games at once,
a process each (the same games; the tallies in game order): give at most as
many as there are free cores, since a question's search is still stopped by
its 70 ms clock.
"""
from __future__ import annotations

import ast
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import ai  # noqa: E402
from engine.arena import MAX_ANSWERS, percentile, wilson  # noqa: E402
from engine.game import Game  # noqa: E402


def _game(job: tuple) -> tuple[str, dict]:
    """One screened game: ``(seed, players, Strong's seat, Strong's keyword
    arguments)`` -> ("won" | "lost" | "drawn", Strong's processor ms by kind)."""
    s, players, seat, kw = job
    g = Game.new([f"P{j + 1}" for j in range(players)], seed=s)
    agents = [ai.StrongPlayer(s * 7 + j, **kw) if j == seat else ai.EasyPlayer(s * 7 + j)
              for j in range(players)]
    cpu: dict = {"action": [], "question": []}
    n = 0
    while not g.over and n < MAX_ANSWERS:
        d = g.pending
        c0 = time.process_time()
        ans = agents[d.player].choose(g)
        if d.player == seat:
            cpu["action" if d.kind == "action" else "question"].append((time.process_time() - c0) * 1000)
        g.apply(ans)
        n += 1
    winners = set(g.result[1]) if g.result else set()
    if not winners or (seat in winners and len(winners) > 1):
        return "drawn", cpu
    return ("won" if seat in winners else "lost"), cpu


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        name, games, seed = argv[0], int(argv[1]), int(argv[2])
        kw: dict = {}
        players = 2
        for a in argv[3:]:
            k, eq, v = a.partition("=")
            if not eq:
                raise ValueError(f"{a!r} is not KEY=VALUE")
            if k == "players":
                players = int(v)
            else:
                kw[k] = ast.literal_eval(v)
        if not 2 <= players <= 4 or games < 1:
            raise ValueError("players must be 2 to 4 and GAMES at least 1")
        ai.StrongPlayer(0, **{k: v for k, v in kw.items() if k != "jobs"})   # unknown keywords fail here
    except (ValueError, SyntaxError, TypeError) as e:
        print(f"screen_strong: {e}\n{__doc__}", file=sys.stderr)
        return 2
    kw.setdefault("max_iterations", ai.STRONG_ITERATIONS)
    kw.setdefault("question_iterations", ai.STRONG_QUESTION_ITERATIONS)
    kw.setdefault("budget_ms", 1e9)
    jobs = int(kw.pop("jobs", 1))
    w = lost = drawn = 0
    cpu: dict = {"action": [], "question": []}
    t0 = time.time()
    plan = [(seed + i, players, i % players, kw) for i in range(games)]
    if jobs > 1:
        import multiprocessing
        pool = multiprocessing.get_context("spawn").Pool(jobs)
        results = pool.imap(_game, plan)
    else:
        pool = None
        results = map(_game, plan)
    for i, (outcome, times) in enumerate(results):
        for kind in cpu:
            cpu[kind].extend(times[kind])
        if outcome == "drawn":
            drawn += 1
        elif outcome == "won":
            w += 1
        else:
            lost += 1
        if (i + 1) % 10 == 0 or i + 1 == games:
            r = (w + drawn / 2) / (i + 1)
            lo, hi = wilson(r, i + 1)
            print(f"{name} {i + 1} games: W{w} L{lost} D{drawn} rate {r:.3f} ({lo:.3f}-{hi:.3f}) x{r * players:.2f} "
                  f"act cpu med {statistics.median(cpu['action'] or [0]):.0f} p95 {percentile(cpu['action'], .95):.0f} "
                  f"q med {statistics.median(cpu['question'] or [0]):.0f} p95 {percentile(cpu['question'], .95):.0f} "
                  f"{time.time() - t0:.0f}s", flush=True)
    if pool is not None:
        pool.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
