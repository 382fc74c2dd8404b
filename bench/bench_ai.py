"""Strength and speed of the computer levels (issue 12), one core.

    python bench/bench_ai.py [--games N] [--multi-games M] [--budget-ms MS] [--seed S]

Plays seat-swapped 2-player games Strong-Easy and Easy-Random (N each), then
3- and 4-player games with one Strong seat against Easy seats (M each), and
prints for each pairing: games, wins, draws, A's win rate with its 95% interval,
and Strong's time per decision (actions: median and 95th percentile; questions
inside an action: median and 95th percentile). The issue's targets: Strong beats
Easy in >= 75% of games, Easy beats Random in >= 90%, over >= 400 games per
pairing; Strong <= 1 s median and 2 s p95 per action and 100 ms per question with
the default budget; with 3-4 players Strong wins >= 1.5x its fair share.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.arena import percentile, run, summary  # noqa: E402


def report(title: str, t, players: int, t0: float) -> None:
    s = summary(t)
    print(f"== {title}: {t.games} games, {players} players ({time.perf_counter() - t0:.0f} s)")
    print(f"   wins A {t.wins_a}, B {t.wins_b}, draws {t.draws}; A's rate {s['rate']:.3f} "
          f"(95% {s['ci95'][0]:.3f}-{s['ci95'][1]:.3f}); fair share {1 / players:.3f}, "
          f"rate / fair share {s['rate'] * players:.2f}")
    for k in ("A", "B"):
        for kind in ("action", "question"):
            xs = t.ms[k][kind]
            if xs:
                print(f"   {k} {kind}s: n {len(xs)}, median {statistics.median(xs):.1f} ms, "
                      f"p95 {percentile(xs, 0.95):.1f} ms, max {max(xs):.1f} ms")
    sys.stdout.flush()


def _progress(every: int):
    """A progress callback printing a one-line tally every ``every`` games (so a
    run cut short still leaves its figures)."""
    def cb(i: int, t) -> None:
        if (i + 1) % every == 0:
            s = summary(t)
            print(f"   .. {t.games} games: A {t.wins_a}, B {t.wins_b}, draws {t.draws}, "
                  f"rate {s['rate']:.3f} ({s['ci95'][0]:.3f}-{s['ci95'][1]:.3f})", flush=True)
    return cb


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--multi-games", type=int, default=100)
    ap.add_argument("--budget-ms", type=float, default=None, help="Strong's budget per action (default 600)")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--only", default="", help="comma list of pairings: se,er,s3,s4")
    a = ap.parse_args()
    only = set(a.only.split(",")) if a.only else {"se", "er", "s3", "s4"}
    print(f"budget per Strong action: {a.budget_ms or 600} ms")
    if "er" in only:
        t0 = time.perf_counter()
        report("Easy vs Random", run("easy", "random", a.games, 2, a.seed, progress=_progress(50)), 2, t0)
    if "se" in only:
        t0 = time.perf_counter()
        report("Strong vs Easy", run("strong", "easy", a.games, 2, a.seed, a.budget_ms, _progress(4)), 2, t0)
    for n in (3, 4):
        if f"s{n}" in only:
            t0 = time.perf_counter()
            report("one Strong vs Easy seats", run("strong", "easy", a.multi_games, n, a.seed, a.budget_ms,
                                                   _progress(n)), n, t0)


if __name__ == "__main__":
    main()
