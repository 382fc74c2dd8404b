"""Strength and speed of the computer levels (issue 12), one core.

    python bench/bench_ai.py [--games N] [--multi-games M] [--budget-ms MS] [--seed S]
                             [--only se,er,s3,s4] [--jobs J] [--json-out FILE]
                             [--iterations N] [--no-clock] [--edition third|first|fourth]

Plays seat-swapped 2-player games Strong-Easy and Easy-Random (N each), then
3- and 4-player games with one Strong seat against Easy seats (M each), and
prints for each pairing: games, wins, draws, A's win rate with its 95% interval,
and Strong's time per decision (actions: median and 95th percentile; questions
inside an action: median and 95th percentile). The issue's targets: Strong beats
Easy in >= 75% of games, Easy beats Random in >= 90%, over >= 400 games per
pairing; Strong <= 1 s median and 2 s p95 per action and 100 ms per question with
the default budget; with 3-4 players Strong wins >= 1.5x its fair share.

Times are wall-clock and, beside them, this process's processor time ("cpu"):
on a machine busy with other work the wall-clock times grow (and a time budget
then buys fewer iterations) while the processor times show the cost on a free
core. ``--json-out FILE`` writes every pairing's figures to FILE as one JSON
object (rewritten after each pairing, and every few games, so a run cut short
leaves its figures). ``--edition`` plays every pairing in that edition (default
the third). ``--no-clock`` takes Strong's clock away (questions included): the
iteration caps alone stop its search, so a machine busy with other work changes
only how long the run takes, not how Strong plays.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.arena import percentile, run, summary  # noqa: E402

#: figures of the pairings run so far, by pairing name (``--json-out``)
RESULTS: dict = {}


def figures(t, players: int, seconds: float) -> dict:
    """A pairing's figures: :func:`engine.arena.summary` plus the players, the
    rate over the fair share, and per side and kind of decision the count,
    median, 95th percentile and maximum of wall-clock and processor ms."""
    s = summary(t)
    s["players"] = players
    s["rate_over_fair_share"] = round(s["rate"] * players, 3)
    s["seconds"] = round(seconds)
    s["by_kind"] = {}
    for k in ("A", "B"):
        for kind in ("action", "question"):
            for label, src in (("wall", t.ms), ("cpu", t.cpu_ms)):
                xs = src[k][kind]
                if xs:
                    s["by_kind"][f"{k} {kind} {label}"] = {
                        "n": len(xs), "median": round(statistics.median(xs), 1),
                        "p95": round(percentile(xs, 0.95), 1), "max": round(max(xs), 1)}
    return s


def save(path: str | None) -> None:
    if path:
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(RESULTS, f, indent=1)
        os.replace(tmp, path)


def report(title: str, t, players: int, t0: float) -> None:
    s = summary(t)
    print(f"== {title}: {t.games} games, {players} players ({time.perf_counter() - t0:.0f} s)")
    print(f"   wins A {t.wins_a}, B {t.wins_b}, draws {t.draws}; A's rate {s['rate']:.3f} "
          f"(95% {s['ci95'][0]:.3f}-{s['ci95'][1]:.3f}); fair share {1 / players:.3f}, "
          f"rate / fair share {s['rate'] * players:.2f}")
    for k in ("A", "B"):
        for kind in ("action", "question"):
            xs = t.ms[k][kind]
            cs = t.cpu_ms[k][kind]
            if xs:
                print(f"   {k} {kind}s: n {len(xs)}, median {statistics.median(xs):.1f} ms, "
                      f"p95 {percentile(xs, 0.95):.1f} ms, max {max(xs):.1f} ms; cpu median "
                      f"{statistics.median(cs):.1f} ms, p95 {percentile(cs, 0.95):.1f} ms, max {max(cs):.1f} ms")
    sys.stdout.flush()


def _progress(every: int, name: str = "", players: int = 2, path: str | None = None):
    """A progress callback printing a one-line tally every ``every`` games (so a
    run cut short still leaves its figures) and saving them under ``name``."""
    t0 = time.perf_counter()

    def cb(i: int, t) -> None:
        if (i + 1) % every == 0:
            if name:
                RESULTS[name] = figures(t, players, time.perf_counter() - t0)
                RESULTS[name]["complete"] = False
                save(path)
            s = summary(t)
            print(f"   .. {t.games} games: A {t.wins_a}, B {t.wins_b}, draws {t.draws}, "
                  f"rate {s['rate']:.3f} ({s['ci95'][0]:.3f}-{s['ci95'][1]:.3f})", flush=True)
    return cb


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400, help="games per 2-player pairing (default 400)")
    ap.add_argument("--multi-games", type=int, default=120, help="games of 3 and of 4 players (default 120)")
    ap.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help="Strong's clock per action in ms (default: 300 per player, engine.ai.STRONG_MS_PER_PLAYER; "
        "1800 with 4 players, STRONG_MS_4_PLAYERS)",
    )
    ap.add_argument("--seed", type=int, default=1000, help="game i uses seed SEED + i (default 1000)")
    ap.add_argument("--only", default="", help="comma list of pairings: se,er,s3,s4")
    ap.add_argument("--iterations", type=int, default=None,
                    help="Strong's iterations per action (default engine.ai.STRONG_ITERATIONS; 0: the clock alone)")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once, a process each (one core per game)")
    ap.add_argument("--json-out", default=None, help="write the figures to this file as JSON")
    ap.add_argument("--edition", default="third", choices=("third", "first", "fourth"),
                    help="the edition every game plays (default third)")
    ap.add_argument("--no-clock", action="store_true",
                    help="no clock for Strong, questions included: the iteration caps alone")
    a = ap.parse_args()
    only = set(a.only.split(",")) if a.only else {"se", "er", "s3", "s4"}
    if not only <= {"se", "er", "s3", "s4"}:
        ap.error(f"--only: unknown pairing(s) {', '.join(sorted(only - {'se', 'er', 's3', 's4'}))} (se, er, s3, s4)")
    if a.games < 1 or a.multi_games < 1 or not 1 <= a.jobs <= 64:
        ap.error("--games and --multi-games must be at least 1, --jobs 1 to 64")
    if a.budget_ms is not None and not (math.isfinite(a.budget_ms) and a.budget_ms > 0):
        ap.error("--budget-ms must be a positive number")
    if a.no_clock:
        if a.budget_ms is not None or a.iterations == 0:
            ap.error("--no-clock takes neither --budget-ms nor --iterations 0 (nothing would stop the search)")
        a.budget_ms = math.inf
    print(f"Strong's budget per action: {a.budget_ms or 'default'} ms, iterations {a.iterations}, "
          f"{a.edition} edition")
    RESULTS["command"] = "python bench/bench_ai.py " + " ".join(sys.argv[1:])
    RESULTS["budget_ms"] = None if a.budget_ms == math.inf else a.budget_ms
    RESULTS["no_clock"] = a.no_clock
    RESULTS["iterations"] = a.iterations
    RESULTS["jobs"] = a.jobs
    RESULTS["edition"] = a.edition
    plan = [("er", "easy", "random", a.games, 2, None, 10), ("se", "strong", "easy", a.games, 2, a.budget_ms, 4),
            ("s3", "strong", "easy", a.multi_games, 3, a.budget_ms, 3),
            ("s4", "strong", "easy", a.multi_games, 4, a.budget_ms, 4)]
    titles = {"er": "Easy vs Random", "se": "Strong vs Easy", "s3": "one Strong vs Easy seats",
              "s4": "one Strong vs Easy seats"}
    for name, la, lb, games, n, budget, every in plan:
        if name not in only:
            continue
        t0 = time.perf_counter()
        t = run(la, lb, games, n, a.seed, budget, _progress(every, name, n, a.json_out), a.iterations, a.jobs,
                edition=a.edition)
        report(titles[name], t, n, t0)
        RESULTS[name] = figures(t, n, time.perf_counter() - t0)
        RESULTS[name]["complete"] = True
        save(a.json_out)


if __name__ == "__main__":
    main()
