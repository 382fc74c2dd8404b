"""Are the review's blunders real? Games continued with the answer played and with the best one.

    python bench/bench_blunders.py [--positions 50] [--deals 10] [--seed 20000] [--label blunder]
        [--noise P] [--actions-only] [--minutes M] [--pool LOG ...]
    python bench/bench_blunders.py --fit-shrink [same options] [--write resources/review.json]

Plays 2-player games between Easy seats from ``--seed`` on and reviews them
(quick pass, both players; ``--actions-only``: their actions only) until
``--positions`` decisions labelled ``--label`` (or worse) are found (or
``--minutes`` have passed); with ``--noise P`` the seats of those games play a
random action with chance P (Easy seats rarely blunder: about one blunder in
13 quick-reviewed games; with the honest drop of review version 2, about one in 8 noisy games). From each
one as it is found, ``--deals`` games are dealt from
what the player knew (its observation), and each is played to the end twice
with Easy seats, once after the answer played and once after the best answer
found (the same seats and random streams for both). Prints, over all the
positions: the mean drop the labels claimed, the mean difference in the share
of games the player won (best minus played) with its 95% interval (positions
as the unit), and how many positions saw the best answer win more often.

The labels apply to the review's honest drop (the drop measured on deals other
than those the best was chosen on, times the shrink factor of
resources/review.json). ``--fit-shrink`` refits that factor: it picks the
positions by the drop *measured* (before the shrink) reaching the label's
threshold, plays them on the same way, and fits the factor as the mean gain
over the mean drop measured (clipped to 0.05..1); ``--write`` writes it. The
factor must be checked on other positions (other seeds) than it was fitted on:
the fit used seeds 21000 onwards, the check 22000 onwards (2026-12-03).

``--pool LOG ...`` reads the per-position lines ("seed S answer I (action):
claimed drop ...; won A/N after the answer played, B/N after the best") that
earlier runs printed (their output kept in files, e.g. bench/blunder_runs/)
and prints, after this run's summary, the summary of those positions and this
run's together, positions as the unit (a position found twice, by its seed and
answer, counts once). ``--positions 0 --pool ...`` only pools.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import re
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine import Game  # noqa: E402
from engine.ai import EasyPlayer  # noqa: E402
from engine.determinize import DeterminizeError, determinize, observe  # noqa: E402
from engine.review import LABELS, SHRINK_FILE, drop_shrink, judge, positions, review_positions  # noqa: E402


def play_out(g: Game, seed: int, limit: int = 3000) -> tuple | None:
    """Play ``g`` to its end with Easy seats (seeded); its winners, or None."""
    agents = [EasyPlayer(seed * 4 + i) for i in range(len(g.state.players))]
    n = 0
    while not g.over and n < limit:
        g.apply(agents[g.pending.player].choose(g))
        n += 1
    return g.state.result[1] if g.over else None


def continue_both(g: Game, played, best, p: int, deals: int, rng: random.Random) -> tuple[int, int, int]:
    """Deal ``deals`` games from what player ``p`` knew at ``g`` and play each
    to its end twice (Easy seats, the same seats and random stream for both):
    after ``played`` and after ``best``. Returns (deals finished, wins of p
    after played, wins after best)."""
    obs = observe(g, p)
    done = w_played = w_best = 0
    for _ in range(deals):
        try:
            w = determinize(obs, rng)
        except DeterminizeError:
            continue
        s = rng.getrandbits(30)
        outcome = {}
        for name, ans in (("played", played), ("best", best)):
            c = w.clone()
            c.apply(ans)
            outcome[name] = play_out(c, s)
        if outcome["played"] is None or outcome["best"] is None:
            continue
        done += 1
        w_played += p in outcome["played"]
        w_best += p in outcome["best"]
    return done, w_played, w_best


def summary(diffs: list[float], drops: list[float]) -> tuple[float, float, float, float]:
    """(mean claimed drop, mean win difference, its 95% interval's low and
    high end), positions as the unit."""
    m = len(diffs)
    mean = sum(diffs) / m
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / max(1, m - 1))
    half = 1.96 * sd / math.sqrt(m)
    return sum(drops) / m, mean, mean - half, mean + half


#: a per-position line as the check prints it (not --fit-shrink)
LINE = re.compile(r"seed (\d+) answer (\d+) \((\w+)\): claimed drop ([0-9.]+) points; won (\d+)/(\d+) after the "
                  r"answer played, (\d+)/(\d+) after the best")


def read_pooled(paths: list[str]) -> dict[tuple[int, int], tuple[float, float]]:
    """The positions of earlier runs' output files: {(seed, answer index):
    (claimed drop, win difference best minus played)}, both as shares (0-1).
    Lines that are not per-position lines are skipped."""
    out: dict[tuple[int, int], tuple[float, float]] = {}
    for path in paths:
        with open(path) as f:
            for line in f:
                m = LINE.search(line)
                if m:
                    n = int(m[6])
                    out[(int(m[1]), int(m[2]))] = (float(m[4]) / 100, (int(m[7]) - int(m[5])) / n)
    return out


def pooled_line(pooled: dict[tuple[int, int], tuple[float, float]], head: str) -> str:
    """The summary line of pooled positions (:func:`read_pooled`'s form), after ``head``."""
    pc, pmean, plo, phi = summary([v[1] for v in pooled.values()], [v[0] for v in pooled.values()])
    return (f"{head}: drop claimed {100 * pc:.1f} points, the best answer won {100 * pmean:+.1f} points more often "
            f"(95% interval {100 * plo:+.1f} to {100 * phi:+.1f}); better at "
            f"{sum(v[1] > 0 for v in pooled.values())}, worse or as well at "
            f"{sum(v[1] <= 0 for v in pooled.values())}; best wins more often: {'yes' if plo > 0 else 'not shown'}; "
            f"by at least the drop claimed within the interval: {'yes' if phi >= pc else 'no'}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--label", default="blunder", choices=[n for n, _ in LABELS])
    ap.add_argument("--noise", type=float, default=0.0,
                    help="the reviewed games' seats play a random action with this chance (more mistakes "
                         "to find; the continuations are played by plain Easy seats)")
    ap.add_argument("--actions-only", action="store_true",
                    help="look for labelled decisions among the actions only (quicker)")
    ap.add_argument("--minutes", type=float, default=0.0,
                    help="stop after this many minutes of clock (0: no limit) and report what was done")
    ap.add_argument("--fit-shrink", action="store_true",
                    help="pick positions by the drop measured before the shrink and fit the shrink factor")
    ap.add_argument("--write", default=None, metavar="FILE",
                    help="with --fit-shrink: write the factor fitted (resources/review.json)")
    ap.add_argument("--pool", nargs="+", default=[], metavar="LOG",
                    help="also summarise this run's positions pooled with the per-position lines of these "
                         "earlier outputs")
    a = ap.parse_args(argv)
    if a.pool and a.fit_shrink:
        ap.error("--pool is for the check, not --fit-shrink")
    least = dict(LABELS)[a.label]
    t0 = time.time()
    seed = a.seed
    games = 0
    diffs, drops, better = [], [], 0
    here: dict[tuple[int, int], tuple[float, float]] = {}
    shrink = drop_shrink()
    while len(diffs) < a.positions and not (a.minutes and time.time() - t0 > 60 * a.minutes):
        g = Game.new(["Ann", "Bob"], seed=seed)
        agents = [EasyPlayer(seed), EasyPlayer(seed + 1)]
        noise = random.Random(-seed)
        while not g.over and len(g.record) < 400:
            d = g.pending
            if d.kind == "action" and noise.random() < a.noise:
                g.apply(noise.choice(d.options))
            else:
                g.apply(agents[d.player].choose(g))
        start = Game.new(["Ann", "Bob"], seed=seed)
        ps = positions(start, list(g.record))
        if a.actions_only:
            decisions = []
            for i, ans in enumerate(g.record):
                if ps[i].pending is not None and ps[i].pending.kind == "action":
                    try:
                        decisions.append(judge(ps[i], ans, seed=seed, index=i))
                    except DeterminizeError:
                        pass
        else:
            decisions = review_positions(ps, list(g.record), seed=seed).decisions
        games += 1
        for r in decisions:
            if len(diffs) >= a.positions or (a.minutes and time.time() - t0 > 60 * a.minutes):
                break
            drop = r.drop_measured if a.fit_shrink else r.chance_best - r.chance_played
            if drop < least - 1e-12 or r.forced:
                continue
            done, wp, wb = continue_both(ps[r.index], r.played, r.best, r.player, a.deals,
                                         random.Random(seed * 1000 + r.index))
            if not done:
                continue
            d = (wb - wp) / done
            diffs.append(d)
            drops.append(drop)
            better += d > 0
            here[(seed, r.index)] = (drop, d)
            print(f"seed {seed} answer {r.index} ({r.kind}): {'measured' if a.fit_shrink else 'claimed'} drop "
                  f"{100 * drop:.1f} points; "
                  f"won {wp}/{done} after the answer played, {wb}/{done} after the best "
                  f"({time.time() - t0:.0f} s)", flush=True)
        seed += 1
    if a.pool:
        pooled = read_pooled(a.pool)
        pooled.update(here)
        pm = len(pooled)
        if not diffs:
            if not pm:
                print("no position in the files pooled", file=sys.stderr)
                return 1
            print(pooled_line(pooled, f"pooled: {pm} positions from {len(a.pool)} files"))
            return 0
    m = len(diffs)
    if not m:
        print("no position found", file=sys.stderr)
        return 1
    claimed, mean, lo, hi = summary(diffs, drops)
    kind = "actions" if a.actions_only else "decisions"
    if a.fit_shrink:
        k = max(0.05, min(1.0, mean / claimed))
        print(f"{m} {kind} whose drop measured (before the shrink) reached {100 * least:.0f} points, from {games} "
              f"reviewed games (seeds {a.seed}-{seed - 1}), {a.deals} deals each: drop measured "
              f"{100 * claimed:.1f} points on average, the best answer won {100 * mean:+.1f} points more often "
              f"(95% interval {100 * lo:+.1f} to {100 * hi:+.1f}): shrink factor {k:.3f} (was {shrink:.3f}); "
              f"{time.time() - t0:.0f} s in all")
        if a.write:
            import json
            doc = {"version": 1, "drop_shrink": round(k, 4), "positions": m, "seeds": [a.seed, seed - 1],
                   "deals": a.deals, "label": a.label, "noise": a.noise, "actions_only": a.actions_only,
                   "mean_drop_measured": round(claimed, 4), "mean_gain": round(mean, 4),
                   "gain_interval_95": [round(lo, 4), round(hi, 4)],
                   "fitted_by": "python bench/bench_blunders.py --fit-shrink " + " ".join(
                       x for x in (argv if argv is not None else sys.argv[1:]) if x != "--fit-shrink"),
                   "note": "the review's drop (engine/review.py) is the drop measured on fresh deals times "
                           "drop_shrink: the share of it the best answer won in games played on"}
            with open(a.write, "w") as f:
                json.dump(doc, f, indent=1)
                f.write("\n")
            print(f"written {a.write} ({SHRINK_FILE} in resources/ is the one the review reads)")
        return 0
    noisy = f", a random action {100 * a.noise:.0f}% of the time" if a.noise else ""
    print(f"{m} {kind} labelled {a.label} or worse (quick pass), from {games} reviewed Easy-vs-Easy games{noisy} "
          f"(seeds {a.seed}-{seed - 1}); {a.deals} deals each from what the player knew, Easy seats to the end: "
          f"the labels claimed a mean drop of {100 * claimed:.1f} points (measured on fresh deals, times the "
          f"shrink {shrink:.3f}); the best answer won "
          f"{100 * mean:+.1f} points more often than the one played (95% interval {100 * lo:+.1f} to "
          f"{100 * hi:+.1f}); the best did better at {better} positions, worse or as well at {m - better}; "
          f"best wins more often: {'yes' if lo > 0 else 'not shown'}; by at least the drop claimed within "
          f"the interval: {'yes' if hi >= claimed else 'no'}; {time.time() - t0:.0f} s in all")
    if a.pool:
        print(pooled_line(pooled, f"pooled with {len(a.pool)} earlier outputs: {pm} positions"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
