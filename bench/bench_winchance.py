"""Calibration of the win-chance model (engine/winchance.py) on games not used for the fit.

    python bench/fit_winchance.py play --players 2 --games 500 --seed 90000 --out /tmp/held2.jsonl
    python bench/bench_winchance.py /tmp/held2.jsonl [more files...]

or, playing the held-out games itself (about 0.35 s of processor time a game):

    python bench/bench_winchance.py --games 500 --seed 90000 [--players 2] [--teams]

At every action decision after the setup of those Easy-vs-Easy games it takes
the model's chance that the player (side) to move wins, and prints: the number
of games and positions; per tenth of predicted chance (0-10%, ..., 90-100%) the
positions, the mean prediction, the share of them won and the gap; whether every
tenth with at least 30 positions is within 7 points (and from how many games a
tenth's positions come: positions of one game are alike); and the Brier score (mean
squared error of the chance against 1 for a win, 0 otherwise) of the model, of
the hand-set evaluation's logistic (:func:`engine.winchance.hand_chances`) and of
always saying 1/N. It refuses files whose seeds overlap the seeds the model was
fitted on (recorded in resources/winchance.json).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine.ai import HAND_WEIGHTS  # noqa: E402
from engine.winchance import HAND_SCALE, WinModel, load_model  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fit_winchance import play_game, read_games, side_key  # noqa: E402

#: the largest gap allowed between a tenth's mean prediction and its win rate
GAP = 0.07
#: tenths with fewer positions are shown but not judged
MIN_BIN = 30


def _softmax(u):
    m = max(u)
    e = [math.exp(x - m) for x in u]
    t = sum(e)
    return [x / t for x in e]


def hand_side_chances(rows: list[list[float]], hand: list[list[float]]) -> list[float]:
    """The hand-set logistic from the stored strength terms of each side
    (their hand-weighted sum is :func:`engine.ai.strength`)."""
    vals = [sum(w * x for w, x in zip(HAND_WEIGHTS, t)) for t in hand]
    raw = []
    for i, v in enumerate(vals):
        best = max(x for j, x in enumerate(vals) if j != i)
        raw.append(1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -(v - best) / HAND_SCALE)))))
    t = sum(raw)
    return [x / t for x in raw]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", help="files written by fit_winchance.py play (held-out seeds)")
    ap.add_argument("--games", type=int, default=0, help="play this many held-out games instead")
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--teams", action="store_true", help="with --games: 2 teams of 2 (needs --players 4)")
    ap.add_argument("--seed", type=int, default=90000)
    ap.add_argument("--model", default=None, metavar="FILE",
                    help="a model file written by fit_winchance.py fit --write (default: the package's)")
    a = ap.parse_args(argv)
    if a.model:
        with open(a.model) as f:
            model = WinModel(json.load(f))
    else:
        model = load_model()
    if a.files:
        games = read_games(a.files)
    elif a.games:
        games = [g for g in (play_game((s, a.players, a.teams)) for s in range(a.seed, a.seed + a.games)) if g]
    else:
        ap.error("give files or --games")
    fitted: dict[str, list[tuple[int, int]]] = {}
    for key, m in model.doc["models"].items():
        fitted[key] = [(m["seeds"][0], m["seeds"][-1])]
        if isinstance(m.get("recalibrated"), dict):     # the seeds its calibration was refitted on
            fitted[key].append((m["recalibrated"]["seeds"][0], m["recalibrated"]["seeds"][-1]))
    for g in games:
        if not g["rows"]:
            continue
        m = side_key(g)
        if m == "teams" and m not in fitted:
            m = "2"     # no team weights: the 2-player ones serve
        for lo, hi in fitted.get(m, []):
            if lo <= g["seed"] <= hi:
                print(f"game seed {g['seed']} lies in the seeds the model was fitted on ({lo}-{hi}): not held out",
                      file=sys.stderr)
                return 2
    preds, hands, unis, ys, gids = [], [], [], [], []
    for g in games:
        if len(g["winners"]) != 1:
            continue
        for rows, hand, mover in zip(g["rows"], g["terms"], g["movers"]):
            gids.append(g["seed"])
            preds.append(model.from_features(rows, teams=bool(g.get("teams")))[mover])
            hands.append(hand_side_chances(rows, hand)[mover])
            unis.append(1.0 / len(rows))
            ys.append(1.0 if g["winners"][0] == mover else 0.0)
    n = len(ys)
    if not n:
        print("no positions", file=sys.stderr)
        return 2
    tables = sorted({len(g["rows"][0]) for g in games if g["rows"]})
    teams = " in team games" if any(g.get("teams") for g in games) else ""
    print(f"{len(games)} games ({', '.join(f'{t} sides' for t in tables)}{teams}), seeds "
          f"{min(g['seed'] for g in games)}-{max(g['seed'] for g in games)}, {n} positions "
          f"(the side to move at each action decision)")
    print(f"{'predicted':>12} {'positions':>9} {'mean':>7} {'won':>7} {'gap':>7} {'games':>6}")
    ok = True
    for b in range(10):
        idx = [i for i, p in enumerate(preds) if b / 10 <= p < (b + 1) / 10 or (b == 9 and p == 1.0)]
        if not idx:
            print(f"{10 * b:>4d}-{10 * b + 10:>3d}%  {0:>9}")
            continue
        mean = sum(preds[i] for i in idx) / len(idx)
        won = sum(ys[i] for i in idx) / len(idx)
        gap = won - mean
        judged = len(idx) >= MIN_BIN
        if judged and abs(gap) > GAP:
            ok = False
        print(f"{10 * b:>4d}-{10 * b + 10:>3d}%  {len(idx):>9} {100 * mean:6.1f}% {100 * won:6.1f}% "
              f"{100 * gap:+6.1f} {len({gids[i] for i in idx}):>6}{'' if judged else '  (too few to judge)'}")
    def brier(ps):
        return sum((p - y) ** 2 for p, y in zip(ps, ys)) / n
    print(f"every tenth with {MIN_BIN}+ positions within {100 * GAP:.0f} points: {'yes' if ok else 'NO'}")
    print(f"Brier score: model {brier(preds):.4f}, hand-set logistic {brier(hands):.4f}, "
          f"always 1/N {brier(unis):.4f}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
