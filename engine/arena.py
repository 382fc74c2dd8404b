"""Seeded games between computer levels: ``python -m engine.arena A B --games N``.

Options: ``--players P`` (2 to 4; A takes one seat, B every other one),
``--seed S`` (game ``i`` uses seed ``S + i``), ``--budget-ms MS`` (Strong's time
budget per action decision, default 300 ms per player, 1.8 s with 4 players; questions inside an
action get an eighth, at most 70 ms), ``--iterations N`` (Strong's iterations per action, questions in
proportion; default :data:`engine.ai.STRONG_ITERATIONS`, 0 for the clock alone)
``--no-clock`` (no clock at all, questions included: the iteration caps alone, so a
busy machine slows the run but does not weaken Strong), ``--jobs J`` (games played at once, a
process each), ``--edition E`` (``third``,
the default, ``first`` or ``fourth``) and ``--json``. The seat of A moves round the table from one
game to the next (seats
swapped in 2-player games). Prints wins, draws, A's win rate (a draw, that is a
shared win or a game cut short, counts half) with a 95% Wilson interval, and the
mean and 95th-percentile time per decision of each level (also split into actions
and questions inside actions). With ``--json`` one object::

    {"games": N, "wins": {"A": w, "B": w}, "draws": d, "rate": r, "ci95": [lo, hi],
     "decision_ms": {"A": {"mean": m, "p95": p}, "B": {...}},
     "decision_cpu_ms": {...}}

``decision_cpu_ms`` is the same for the processor time of this process (on a
machine busy with other work, wall-clock times grow but these do not).

Exit status 2 with a message for bad arguments.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from .ai import LEVELS, make_player
from .game import Game

#: answers after which a game is stopped and counted as a draw (a game between
#: computer levels takes about 100-300 answers; now and then both sides keep
#: away from drawing near the end of the supply and the game would go on for ever)
MAX_ANSWERS = 1000


@dataclass
class Tally:
    """Results so far: wins of A and B, draws, and decision times (ms) of each side."""

    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    ms: dict[str, Any] = field(default_factory=lambda: {"A": {"action": [], "question": []},
                                               "B": {"action": [], "question": []}})
    #: the same decisions' processor time (ms of this process's CPU), which a
    #: machine busy with other work does not inflate
    cpu_ms: dict[str, Any] = field(default_factory=lambda: {"A": {"action": [], "question": []},
                                                   "B": {"action": [], "question": []}})

    @property
    def rate(self) -> float:
        return (self.wins_a + 0.5 * self.draws) / self.games if self.games else 0.0


def wilson(rate: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``rate`` over ``n`` trials."""
    if n == 0:
        return (0.0, 1.0)
    den = 1 + z * z / n
    mid = (rate + z * z / (2 * n)) / den
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def percentile(xs: list[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``xs`` by nearest rank; 0 for an empty list."""
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))]


def play_game(level_a: str, level_b: str, players: int, seat_a: int, seed: int, tally: Tally,
              budget_ms: float | None = None, iterations: int | None = None, edition: str = "third",
              expansions: tuple[str, ...] = ()) -> None:
    """Play one game of ``edition``, A in seat ``seat_a`` and B elsewhere; add it to ``tally``.
    ``expansions``: the expansions played (:data:`engine.game.EXPANSIONS`)."""
    names = [f"P{i + 1}" for i in range(players)]
    g = Game.new(names, seed=seed, edition=edition, expansions=list(expansions))
    side = ["A" if i == seat_a else "B" for i in range(players)]
    agents = [make_player(level_a if side[i] == "A" else level_b, seed=seed * 7 + i, budget_ms=budget_ms,
                          iterations=iterations) for i in range(players)]
    n = 0
    while not g.over and n < MAX_ANSWERS:
        d = g.decision
        t0, c0 = time.perf_counter(), time.process_time()
        ans = agents[d.player].choose(g)
        ms = (time.perf_counter() - t0) * 1000
        kind = "action" if d.kind == "action" else "question"
        tally.ms[side[d.player]][kind].append(ms)
        tally.cpu_ms[side[d.player]][kind].append((time.process_time() - c0) * 1000)
        g.apply(ans)
        n += 1
    tally.games += 1
    winners = set(g.result[1]) if g.result else set()
    if not winners or (seat_a in winners and len(winners) > 1):
        tally.draws += 1
    elif seat_a in winners:
        tally.wins_a += 1
    else:
        tally.wins_b += 1


def _one_game(job: tuple[Any, ...]) -> Tally:
    """One game of :func:`run` in a tally of its own (a worker process's job)."""
    level_a, level_b, players, seat_a, seed, budget_ms, iterations, edition, expansions = job
    t = Tally()
    play_game(level_a, level_b, players, seat_a, seed, t, budget_ms, iterations, edition, expansions)
    return t


def _merge(into: Tally, t: Tally) -> None:
    """Add the games and decision times of ``t`` to ``into``."""
    into.games += t.games
    into.wins_a += t.wins_a
    into.wins_b += t.wins_b
    into.draws += t.draws
    for src, dst in ((t.ms, into.ms), (t.cpu_ms, into.cpu_ms)):
        for k in ("A", "B"):
            for kind in ("action", "question"):
                dst[k][kind].extend(src[k][kind])


def run(
    level_a: str,
    level_b: str,
    games: int,
    players: int = 2,
    seed: int = 0,
    budget_ms: float | None = None,
    progress: Callable[[int, Tally], None] | None = None,
    iterations: int | None = None,
    jobs: int = 1,
    edition: str = "third",
    expansions: tuple[str, ...] = (),
) -> Tally:
    """Play ``games`` games; ``progress(i, tally)`` is called after each.
    ``budget_ms``, ``iterations``: Strong's budget (:func:`engine.ai.make_player`).
    ``jobs``: games played at once, each in a process of its own (one core per
    game, so give at most as many as there are free cores, or the clocks of the
    searching levels buy less); the games, their seats and seeds, and the tally
    are the same as with one job, taken in game order. ``edition``: the rules played;
    ``expansions``: the expansions every game plays (none: the base game)."""
    t = Tally()
    plan = [(level_a, level_b, players, i % players, seed + i, budget_ms, iterations, edition, tuple(expansions))
            for i in range(games)]
    if jobs <= 1 or games <= 1:
        for i, job in enumerate(plan):
            play_game(*job[:5], t, *job[5:])
            if progress:
                progress(i, t)
        return t
    import multiprocessing
    with multiprocessing.get_context("spawn").Pool(min(jobs, games)) as pool:
        for i, one in enumerate(pool.imap(_one_game, plan)):
            _merge(t, one)
            if progress:
                progress(i, t)
    return t


def summary(t: Tally) -> dict[str, Any]:
    """The ``--json`` object of a tally."""
    lo, hi = wilson(t.rate, t.games)
    out: dict[str, Any] = {"games": t.games, "wins": {"A": t.wins_a, "B": t.wins_b}, "draws": t.draws,
           "rate": round(t.rate, 4), "ci95": [round(lo, 4), round(hi, 4)], "decision_ms": {},
           "decision_cpu_ms": {}}
    for key, src in (("decision_ms", t.ms), ("decision_cpu_ms", t.cpu_ms)):
        for k in ("A", "B"):
            xs = src[k]["action"] + src[k]["question"]
            out[key][k] = {"mean": round(statistics.fmean(xs), 2) if xs else 0.0,
                           "p95": round(percentile(xs, 0.95), 2)}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.arena", description="Play computer levels against each other.")
    ap.add_argument("a", metavar="A", help="level of A: " + ", ".join(LEVELS))
    ap.add_argument("b", metavar="B", help="level of B: " + ", ".join(LEVELS))
    ap.add_argument("--games", type=int, required=True)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--budget-ms", type=float, default=None)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--no-clock", action="store_true",
                    help="no clock for Strong (the iteration caps alone: play independent of the machine's load)")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once, a process each (one core per game)")
    ap.add_argument("--edition", default="third", choices=("third", "first", "fourth"))
    ap.add_argument("--expansions", default="",
                    help="expansions to play, comma-separated (artifacts, echoes, cities); none: the base game")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    from .game import check_expansions
    try:
        expansions, _ = check_expansions([x.strip() for x in args.expansions.split(",") if x.strip()], False)
    except ValueError as e:
        print(f"--expansions: {e}", file=sys.stderr)
        return 2
    for lv in (args.a, args.b):
        if lv.lower() not in LEVELS + ("greedy",):
            print(f"unknown level {lv!r}: use one of {', '.join(LEVELS)}", file=sys.stderr)
            return 2
    if not 2 <= args.players <= 4 or args.games < 1:
        print("--players must be 2 to 4 and --games at least 1", file=sys.stderr)
        return 2
    if args.budget_ms is not None and not (math.isfinite(args.budget_ms) and args.budget_ms > 0):
        print("--budget-ms must be a positive number", file=sys.stderr)
        return 2
    if args.iterations is not None and args.iterations < 0:
        print("--iterations must be 0 (no cap) or more", file=sys.stderr)
        return 2
    if args.no_clock:
        if args.budget_ms is not None or args.iterations == 0:
            print("--no-clock takes neither --budget-ms nor --iterations 0 (nothing would stop the search)",
                  file=sys.stderr)
            return 2
        args.budget_ms = math.inf
    if not 1 <= args.jobs <= 64:
        print("--jobs must be 1 to 64", file=sys.stderr)
        return 2
    t = run(args.a, args.b, args.games, args.players, args.seed, args.budget_ms, iterations=args.iterations,
            jobs=args.jobs, edition=args.edition, expansions=expansions)
    s = summary(t)
    if args.json:
        print(json.dumps(s))
        return 0
    print(f"{t.games} games, {args.players} players, {args.edition} edition: A={args.a} (one seat), B={args.b}")
    print(f"wins: A {t.wins_a}, B {t.wins_b}; draws {t.draws}")
    print(f"A's win rate: {s['rate']:.3f} (95% interval {s['ci95'][0]:.3f}-{s['ci95'][1]:.3f}); "
          f"fair share {1 / args.players:.3f}")
    for k, lv in (("A", args.a), ("B", args.b)):
        line = (
            f"{k} ({lv}) ms per decision: mean {s['decision_ms'][k]['mean']:.1f}, p95 {s['decision_ms'][k]['p95']:.1f}"
        )
        for kind in ("action", "question"):
            xs = t.ms[k][kind]
            if xs:
                line += (f"; {kind}s: n {len(xs)}, median {statistics.median(xs):.1f}, "
                         f"p95 {percentile(xs, 0.95):.1f}")
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
