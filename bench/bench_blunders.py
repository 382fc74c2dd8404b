"""Are the review's blunders real? Games continued with the answer played and with the best one.

    python bench/bench_blunders.py [--positions 50] [--deals 10] [--seed 20000] [--label blunder]

Plays 2-player games between Easy seats from ``--seed`` on and reviews them
(quick pass, both players) until ``--positions`` decisions labelled
``--label`` (or worse) are found. From each, ``--deals`` games are dealt from
what the player knew (its observation), and each is played to the end twice
with Easy seats, once after the answer played and once after the best answer
found (the same seats and random streams for both). Prints, over all the
positions: the mean drop the labels claimed, the mean difference in the share
of games the player won (best minus played) with its 95% interval (positions
as the unit), and how many positions saw the best answer win more often.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine import Game  # noqa: E402
from engine.ai import EasyPlayer  # noqa: E402
from engine.determinize import DeterminizeError, determinize, observe  # noqa: E402
from engine.review import LABELS, positions, review_positions  # noqa: E402


def play_out(g: Game, seed: int, limit: int = 3000) -> tuple | None:
    """Play ``g`` to its end with Easy seats (seeded); its winners, or None."""
    agents = [EasyPlayer(seed * 4 + i) for i in range(len(g.state.players))]
    n = 0
    while not g.over and n < limit:
        g.apply(agents[g.pending.player].choose(g))
        n += 1
    return g.state.result[1] if g.over else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--label", default="blunder", choices=[n for n, _ in LABELS])
    a = ap.parse_args(argv)
    least = dict(LABELS)[a.label]
    t0 = time.time()
    found = []      # (game before the answer, played answer, best answer, player, drop)
    seed = a.seed
    games = 0
    while len(found) < a.positions:
        g = Game.new(["Ann", "Bob"], seed=seed)
        agents = [EasyPlayer(seed), EasyPlayer(seed + 1)]
        while not g.over and len(g.record) < 400:
            g.apply(agents[g.pending.player].choose(g))
        start = Game.new(["Ann", "Bob"], seed=seed)
        ps = positions(start, list(g.record))
        rev = review_positions(ps, list(g.record), seed=seed)
        games += 1
        for r in rev.decisions:
            if r.chance_best - r.chance_played >= least - 1e-12 and not r.forced:
                found.append((ps[r.index], r.played, r.best, r.player, r.chance_best - r.chance_played))
        seed += 1
    found = found[:a.positions]
    print(f"{len(found)} decisions labelled {a.label} or worse, from {games} reviewed games "
          f"(seeds {a.seed}-{seed - 1}), in {time.time() - t0:.0f} s")
    diffs, drops, better = [], [], 0
    for n, (g, played, best, p, drop) in enumerate(found):
        rng = random.Random(n)
        obs = observe(g, p)
        wins = {"played": 0, "best": 0}
        deals = 0
        for k in range(a.deals):
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
            deals += 1
            for name in wins:
                wins[name] += 1 if p in outcome[name] else 0
        if not deals:
            continue
        d = (wins["best"] - wins["played"]) / deals
        diffs.append(d)
        drops.append(drop)
        better += d > 0
    m = len(diffs)
    mean = sum(diffs) / m
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / max(1, m - 1))
    half = 1.96 * sd / math.sqrt(m)
    print(f"{m} positions, {a.deals} deals each, Easy seats to the end: the labels claimed a mean drop of "
          f"{100 * sum(drops) / m:.1f} points; the best answer won {100 * mean:+.1f} points more often than the "
          f"one played (95% interval {100 * (mean - half):+.1f} to {100 * (mean + half):+.1f}); the best did better "
          f"at {better} positions, worse or as well at {m - better}; {time.time() - t0:.0f} s in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
