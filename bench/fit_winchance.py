"""Fit the win-chance model (engine/winchance.py) to who won self-play games.

    python bench/fit_winchance.py play --players 2 --games 2400 --seed 60000 --out /tmp/wc2.jsonl [--jobs 1]
    python bench/fit_winchance.py fit /tmp/wc2.jsonl [/tmp/wc3.jsonl ...] [--write resources/winchance.json]

``play`` plays ``--games`` games between Easy seats (seeded; ``--teams`` for
2-vs-2) and writes one JSON line per game: the seed, the table, the winning
sides and, at every action decision after the setup, each side's
:data:`engine.winchance.FEATURES`. About 0.35 s of processor time a 2-player
game. ``fit`` fits, per table size found in the files, a conditional logit over
the sides (Newton's method, a small ridge penalty on standardised features;
games with a shared win or none are left out: 70% of the games fit the weights,
the next 20% the calibration, one slope that scales them all and a share of the
uniform chance mixed in (:func:`calibrate`), and the last 10% are held out) and, with ``--write``, writes the
model file the engine reads (the weights and how they were obtained). Games in
these files must not be the ones the calibration bench (bench/bench_winchance.py)
plays: the defaults use seeds 60000 onwards here, 90000 onwards there.

Needs numpy (``pip install numpy``: neither the engine nor the app nor the
tests use it).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine import Game  # noqa: E402
from engine.ai import STRENGTH_TERMS, EasyPlayer, strength_terms  # noqa: E402
from engine.winchance import FEATURES, MODEL_VERSION, side_features, sides  # noqa: E402


def play_game(args: tuple) -> dict | None:
    """One game between Easy seats: ``args`` = (seed, players, teams). Returns
    {"seed", "players", "teams", "winners": [side indexes], "how", "rows":
    [[features per side] per action decision], "movers": [side to move per
    row], "terms": [[the evaluation's 14 terms per side] per row] (for the
    hand-set yardstick)}; None if it did not end in 3000 answers."""
    seed, n, teams = args
    g = Game.new([f"P{i}" for i in range(n)], seed=seed, teams=teams)
    agents = [EasyPlayer(seed * 8 + i) for i in range(n)]
    rows, movers, terms = [], [], []
    steps = 0
    while not g.over and steps < 3000:
        d = g.pending
        s = g.state
        if d.kind == "action" and s.turn > 0:
            sd = sides(s)
            rows.append([[round(x, 4) for x in f] for f in side_features(s)])
            icons = [p.icon_counts() for p in s.players]
            per = [strength_terms(s, q, icons) for q in range(n)]
            terms.append([[round(sum(per[q][i] for q in side) / len(side), 4) for i in range(len(STRENGTH_TERMS))]
                          for side in sd])
            movers.append(next(i for i, side in enumerate(sd) if s.current in side))
        g.apply(agents[d.player].choose(g))
        steps += 1
    if not g.over:
        return None
    res = g.state.result
    sd = sides(g.state)
    winners = sorted({i for i, side in enumerate(sd) for q in side if q in res[1]})
    return {"seed": seed, "players": n, "teams": teams, "winners": winners, "how": res[0],
            "rows": rows, "movers": movers, "terms": terms}


def read_games(paths: list[str]) -> list[dict]:
    games = []
    for path in paths:
        with open(path) as f:
            for line in f:
                if line.strip():
                    games.append(json.loads(line))
    return games


def fit(X, y, ridge: float = 1e-3, iters: int = 40):
    """Newton's method for the conditional logit: ``X`` (n, sides, k), ``y`` (n,)
    the winning side. Returns the weights (k,) for the raw features."""
    import numpy as np
    n, m, k = X.shape
    w = np.zeros(k)
    scale = X.reshape(-1, k).std(axis=0) + 1e-9
    Z = X / scale
    for _ in range(iters):
        u = Z @ w
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        zbar = np.einsum("nm,nmk->nk", p, Z)
        zy = Z[np.arange(n), y]
        grad = (zy - zbar).sum(axis=0) - ridge * n * w
        d = Z - zbar[:, None, :]
        H = np.einsum("nm,nmk,nml->kl", p, d, d) + ridge * n * np.eye(k)
        step = np.linalg.solve(H, grad)
        w += step
        if np.abs(step).max() < 1e-9:
            break
    return w / scale


def calibrate(U, y) -> tuple[float, float]:
    """The slope ``s`` and the share ``e`` of the uniform chance that fit the
    logits ``U`` (n, sides) to the winners ``y`` best (least log-loss; a grid):
    the chance is then ``(1 - e) * softmax(s * U) + e / sides``. Self-play games
    turn round more often than a model of the position alone foresees (a lost
    position is won now and then), which ``e`` takes in."""
    import numpy as np
    n, m = U.shape
    best = (float("inf"), 1.0, 0.0)
    for sl in np.arange(0.5, 1.51, 0.02):
        u = sl * U
        u = u - u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        py = p[np.arange(n), y]
        for e in np.arange(0.0, 0.305, 0.005):
            ll = float(-np.log((1 - e) * py + e / m).mean())
            if ll < best[0]:
                best = (ll, float(sl), float(e))
    return round(best[1], 4), round(best[2], 4)


def log_loss_mixed(X, y, w, e) -> float:
    import numpy as np
    u = X @ w
    u -= u.max(axis=1, keepdims=True)
    p = np.exp(u)
    p /= p.sum(axis=1, keepdims=True)
    m = X.shape[1]
    return float(-np.log((1 - e) * p[np.arange(len(y)), y] + e / m).mean())


def stack(games: list[dict]):
    import numpy as np
    X = np.array([row for gm in games for row in gm["rows"]], dtype=float)
    y = np.array([gm["winners"][0] for gm in games for _ in gm["rows"]], dtype=int)
    return X, y


def log_loss(X, y, w) -> float:
    import numpy as np
    u = X @ w
    u -= u.max(axis=1, keepdims=True)
    lp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
    return float(-lp[np.arange(len(y)), y].mean())


def cmd_play(a) -> int:
    t0 = time.process_time()
    w0 = time.time()
    args = [(s, a.players, a.teams) for s in range(a.seed, a.seed + a.games)]
    done = 0
    with open(a.out, "w") as f:
        if a.jobs > 1:
            with mp.Pool(a.jobs) as pool:
                it = pool.imap(play_game, args, chunksize=4)
                for r in it:
                    if r is not None:
                        f.write(json.dumps(r) + "\n")
                        f.flush()
                        done += 1
        else:
            for x in args:
                r = play_game(x)
                if r is not None:
                    f.write(json.dumps(r) + "\n")
                    f.flush()
                    done += 1
    print(f"{done} games of {a.players}{' (teams)' if a.teams else ''} written to {a.out} in "
          f"{time.time() - w0:.0f} s ({time.process_time() - t0:.0f} s of this process's CPU)")
    return 0


def cmd_fit(a) -> int:
    try:
        import numpy as np  # noqa: F401
    except ImportError:
        print("fit_winchance.py fit needs numpy: pip install numpy", file=sys.stderr)
        return 2
    games = [g for g in read_games(a.files) if len(g["winners"]) == 1 and g["rows"]]
    by_sides: dict[int, list[dict]] = {}
    for g in games:
        by_sides.setdefault(len(g["rows"][0]), []).append(g)
    models = {}
    for m, gs in sorted(by_sides.items()):
        key = str(m)
        if len(gs) < 50:
            print(f"{m} sides: only {len(gs)} games, not fitted", file=sys.stderr)
            continue
        # 70% of the games fit the weights, the next 20% the calibration (one
        # slope for all, and a share of the uniform chance: positions of one game
        # are alike, so the weights alone come out overconfident on other games),
        # the last 10% are held out
        cut = int(len(gs) * 0.7)
        cut2 = int(len(gs) * 0.9)
        Xtr, ytr = stack(gs[:cut])
        Xva, yva = stack(gs[cut:cut2])
        Xte, yte = stack(gs[cut2:])
        w0 = fit(Xtr, ytr, ridge=a.ridge)
        slope, mix = calibrate(Xva @ w0, yva)
        w = w0 * slope
        import numpy as np
        uniform = float(np.log(m))
        models[key] = {
            "weights": [round(float(x), 6) for x in w],
            "games": len(gs), "positions": int(len(ytr) + len(yte)),
            "seeds": sorted({g["seed"] for g in gs})[:1] + sorted({g["seed"] for g in gs})[-1:],
            "held_out_games": len(gs) - cut2, "calibration_games": cut2 - cut, "slope": slope,
            "uniform_share": mix,
            "held_out_log_loss": round(log_loss_mixed(Xte, yte, w, mix), 4),
            "held_out_log_loss_before_slope": round(log_loss(Xte, yte, w0), 4),
            "uniform_log_loss": round(uniform, 4),
            "ridge": a.ridge,
        }
        print(f"{m} sides: {len(gs)} games, {len(ytr)} positions fitted, slope {slope:.3f} and uniform share "
              f"{mix:.3f} from {cut2 - cut} "
              f"more games; held-out log-loss {models[key]['held_out_log_loss']} (before the slope "
              f"{models[key]['held_out_log_loss_before_slope']}, uniform {uniform:.4f})")
    doc = {"version": MODEL_VERSION, "features": list(FEATURES), "models": models,
           "fitted_by": "python bench/fit_winchance.py fit FILES --write resources/winchance.json "
                        "(FILES from bench/fit_winchance.py play: Easy-vs-Easy self-play)",
           "note": "a conditional logit over the sides; weights for the raw features (engine/winchance.py)"}
    if a.write:
        with open(a.write, "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
        print(f"written {a.write}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play", help="play Easy-vs-Easy games and write their positions")
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    p.add_argument("--teams", action="store_true")
    p.add_argument("--games", type=int, default=2400)
    p.add_argument("--seed", type=int, default=60000)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", required=True)
    f = sub.add_parser("fit", help="fit the model to files written by play")
    f.add_argument("files", nargs="+")
    f.add_argument("--ridge", type=float, default=0.01)
    f.add_argument("--write", default=None)
    a = ap.parse_args(argv)
    if a.cmd == "play":
        if a.teams and a.players != 4:
            ap.error("--teams needs --players 4")
        return cmd_play(a)
    return cmd_fit(a)


if __name__ == "__main__":
    raise SystemExit(main())
