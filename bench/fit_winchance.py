"""Fit the win-chance model (engine/winchance.py) to who won self-play games.

    python bench/fit_winchance.py play --players 2 --games 2400 --seed 60000 --out /tmp/wc2.jsonl [--jobs 1]
    python bench/fit_winchance.py fit /tmp/wc2.jsonl [/tmp/wc3.jsonl ...] [--write resources/winchance.json]
        [--ridges 0.003,0.01,0.03,0.1] [--folds 5] [--keep resources/winchance.json] [--note TEXT]
        [--prior MODEL:KEY]
    python bench/fit_winchance.py recalibrate FILES --key 4 [--form map|slope] [--smooth 0.3] [--positions mover|all]
        [--model resources/winchance.json] [--write FILE]

``play`` plays ``--games`` games between Easy seats (seeded; ``--teams`` for
2-vs-2) and writes one JSON line per game: the seed, the table, the winning
sides and, at every action decision after the setup, each side's
:data:`engine.winchance.FEATURES`. About 0.35 s of processor time a 2-player
game. ``fit`` fits, per table size found in the files, a conditional logit over
the sides (Newton's method, a ridge penalty on standardised features; games
with a shared win or none are left out). The last 10% of a size's games are
held out; on the others, for each ridge of ``--ridges``, every game's positions
are scored by weights fitted to the other folds (``--folds``, games dealt round),
and these out-of-fold logits fit one slope that scales all the weights and a
share of the uniform chance mixed in (:func:`calibrate`); the ridge with the
least calibrated out-of-fold log-loss is kept, its weights fitted to all those
games and scaled by the slope. With ``--write`` it writes the model file the
engine reads (the weights and how they were obtained); ``--keep`` keeps the
table sizes of an existing model file that the files do not hold. Games in
these files must not be the ones the calibration bench (bench/bench_winchance.py)
plays: the defaults use seeds 60000 onwards here, 90000 onwards there.

Team games (``play --players 4 --teams``) are fitted apart from 2-player games,
as the model file's ``"teams"`` entry. ``--prior MODEL:KEY`` (e.g.
``resources/winchance.json:2``) makes the ridge pull the weights towards that
entry's weights (scaled back by its slope) instead of towards 0: with few games
(team games are slow to play) the weights then stay near a fit made on many, and
the out-of-fold choice of the ridge says how far the games pull them away.

``recalibrate`` keeps one entry's weights (``--key``: a table size or
``teams``) and fits only a calibration on the games of FILES: games of new
seeds, never used for the weights, so the entry's chances there are out of
fold by construction. ``--form map`` (the default) fits the entry's
``"calibration"`` map (:func:`fit_map`: a monotone piecewise-linear map of the
leader's chance above one half, knots at 0.5, 0.55, ..., 1, fitted by the least
log-loss; the engine scales the other sides to the rest; needs scipy too), by
default on the positions whose leader is the side to move (``--positions
mover``: the chance a review reports and the calibration bench judges is the
deciding side's; ``all`` fits on every position with a leader, as before
2026-12-03's second map);
``--form slope`` refits the slope and the uniform share instead
(:func:`calibrate`; the weights times the new slope). The games' seeds are
recorded (``recalibrated``) so the calibration bench refuses them as held-out
games.

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

# one thread for numpy's linear algebra: the machine's cores are shared
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")

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


def fit(X, y, ridge: float = 1e-3, iters: int = 40, prior=None):
    """Newton's method for the conditional logit: ``X`` (n, sides, k), ``y`` (n,)
    the winning side; the ridge penalty (on standardised features) pulls the
    weights towards ``prior`` (raw weights (k,); None: towards 0). Returns the
    weights (k,) for the raw features."""
    import numpy as np
    n, m, k = X.shape
    scale = X.reshape(-1, k).std(axis=0) + 1e-9
    w0 = np.zeros(k) if prior is None else np.asarray(prior, dtype=float) * scale
    w = w0.copy()
    Z = X / scale
    for _ in range(iters):
        u = Z @ w
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        zbar = np.einsum("nm,nmk->nk", p, Z)
        zy = Z[np.arange(n), y]
        grad = (zy - zbar).sum(axis=0) - ridge * n * (w - w0)
        d = (Z - zbar[:, None, :]) * np.sqrt(p)[:, :, None]
        d = d.reshape(-1, k)
        H = d.T @ d + ridge * n * np.eye(k)
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
    for sl in np.arange(0.5, 3.001, 0.02):
        u = sl * U
        u = u - u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        py = p[np.arange(n), y]
        for e in np.arange(0.0, 0.6001, 0.005):
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
    """The positions of ``games`` as arrays: features (n, sides, k) and the
    winning side (n,) (each game's arrays made once and kept in it)."""
    import numpy as np
    for gm in games:
        if "_X" not in gm:
            gm["_X"] = np.array(gm["rows"], dtype=float)
            gm["_y"] = np.full(len(gm["rows"]), gm["winners"][0], dtype=int)
    return np.concatenate([gm["_X"] for gm in games]), np.concatenate([gm["_y"] for gm in games])


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


def side_key(g: dict) -> str:
    """The model file's key for a game of a ``play`` file: "teams" for a team
    game, else its number of sides."""
    return "teams" if g.get("teams") else str(len(g["rows"][0]))


def cross_logits(games: list[dict], ridge: float, folds: int, prior=None):
    """Out-of-fold logits: the games dealt round into ``folds`` folds, each
    fold's positions scored by the weights fitted to the other folds. Returns
    (logits (n, sides), winners (n,)) in the order of the folds."""
    import numpy as np
    parts = [games[i::folds] for i in range(folds)]
    U, Y = [], []
    for k in range(folds):
        train = [g for j, part in enumerate(parts) if j != k for g in part]
        Xtr, ytr = stack(train)
        w = fit(Xtr, ytr, ridge=ridge, prior=prior)
        Xk, yk = stack(parts[k])
        U.append(Xk @ w)
        Y.append(yk)
    return np.concatenate(U), np.concatenate(Y)


def mixed_log_loss(U, y, slope: float, mix: float) -> float:
    import numpy as np
    u = slope * U
    u = u - u.max(axis=1, keepdims=True)
    p = np.exp(u)
    p /= p.sum(axis=1, keepdims=True)
    return float(-np.log((1 - mix) * p[np.arange(len(y)), y] + mix / U.shape[1]).mean())


def cmd_fit(a) -> int:
    try:
        import numpy as np
    except ImportError:
        print("fit_winchance.py fit needs numpy: pip install numpy", file=sys.stderr)
        return 2
    games = [g for g in read_games(a.files) if len(g["winners"]) == 1 and g["rows"]]
    by_sides: dict[str, list[dict]] = {}
    for g in games:
        by_sides.setdefault(side_key(g), []).append(g)
    models = {}
    if a.keep:
        with open(a.keep) as f:
            kept = json.load(f)
        if kept.get("features") != list(FEATURES):
            print(f"{a.keep} was fitted to other features: nothing kept from it", file=sys.stderr)
            return 2
        models.update({k: v for k, v in kept["models"].items() if k not in by_sides})
    prior = None
    if a.prior:
        path, _, pkey = a.prior.rpartition(":")
        with open(path) as f:
            pdoc = json.load(f)
        if pdoc.get("features") != list(FEATURES) or pkey not in pdoc.get("models", {}):
            print(f"{a.prior}: no such entry fitted to these features", file=sys.stderr)
            return 2
        pm = pdoc["models"][pkey]
        # the prior is the entry's weights before its slope (the fit's own slope scales them again)
        prior = np.array(pm["weights"], dtype=float) / float(pm.get("slope", 1.0))
    ridges = [float(x) for x in a.ridges.split(",")]
    for key, gs in sorted(by_sides.items()):
        m = len(gs[0]["rows"][0])
        if len(gs) < 50:
            print(f"{key}: only {len(gs)} games, not fitted", file=sys.stderr)
            continue
        # the last 10% of the games are held out; on the rest, each ridge's
        # out-of-fold logits (a game's positions are scored by weights fitted to
        # other games: positions of one game are alike, so weights judged on
        # their own games come out overconfident) fit one slope for all the
        # weights and a share of the uniform chance; the ridge whose calibrated
        # out-of-fold log-loss is least is kept, and the weights fitted to all
        # the games but the held-out ones, times the slope
        cut = int(len(gs) * 0.9)
        fitted, held = gs[:cut], gs[cut:]
        best = None
        for ridge in ridges:
            U, Y = cross_logits(fitted, ridge, a.folds, prior)
            slope, mix = calibrate(U, Y)
            ll = mixed_log_loss(U, Y, slope, mix)
            print(f"{key}: {m} sides, ridge {ridge}: out-of-fold log-loss {ll:.4f} (slope {slope:.3f}, uniform share "
                  f"{mix:.3f})", flush=True)
            if best is None or ll < best[0]:
                best = (ll, ridge, slope, mix)
        ll, ridge, slope, mix = best
        Xtr, ytr = stack(fitted)
        Xte, yte = stack(held)
        w0 = fit(Xtr, ytr, ridge=ridge, prior=prior)
        w = w0 * slope
        uniform = float(np.log(m))
        seeds = sorted(g["seed"] for g in gs)
        models[key] = {
            "weights": [round(float(x), 6) for x in w],
            "games": len(gs), "positions": int(len(ytr) + len(yte)),
            "seeds": [seeds[0], seeds[-1]],
            "held_out_games": len(held), "folds": a.folds, "slope": slope,
            "uniform_share": mix,
            "out_of_fold_log_loss": round(ll, 4),
            "held_out_log_loss": round(log_loss_mixed(Xte, yte, w, mix), 4),
            "held_out_log_loss_before_slope": round(log_loss(Xte, yte, w0), 4),
            "uniform_log_loss": round(uniform, 4),
            "ridge": ridge,
        }
        if prior is not None:
            models[key]["prior"] = a.prior
        print(f"{key}: {m} sides: {len(gs)} games, {len(ytr)} positions fitted (ridge {ridge}), slope {slope:.3f} and "
              f"uniform share {mix:.3f} from {a.folds}-fold out-of-fold logits; held-out log-loss "
              f"{models[key]['held_out_log_loss']} (before the slope {models[key]['held_out_log_loss_before_slope']}, "
              f"uniform {uniform:.4f})")
    doc = {"version": MODEL_VERSION, "features": list(FEATURES), "models": dict(sorted(models.items())),
           "fitted_by": a.note or ("python bench/fit_winchance.py fit FILES --write resources/winchance.json "
                                   "(FILES from bench/fit_winchance.py play: Easy-vs-Easy self-play)"),
           "note": "a conditional logit over the sides; weights for the raw features (engine/winchance.py)"}
    _write_model(a.write, doc)
    return 0


def _write_model(path: str | None, doc: dict) -> None:
    """Write the model file ``doc`` to ``path`` (nothing when None)."""
    if path:
        with open(path, "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
        print(f"written {path}")


def fit_map(P, y, step: float = 0.05, smooth: float = 0.3) -> list[list[float]]:
    """A calibration map of the leader's chance from chances ``P`` (n, sides)
    and winners ``y`` (n,): the values at knots 0.5, 0.5 + ``step``, ..., 1 of
    the monotone piecewise-linear map (0.5 kept at 0.5) that, the other sides
    scaled to the rest as the engine does, gives the least log-loss over the
    positions whose leader has more than one half, plus ``smooth`` times the
    sum of squared second differences of the values (few games reach the top:
    there the map goes on nearly straight). Needs scipy."""
    import numpy as np
    from scipy.optimize import minimize
    top = P.argmax(axis=1)
    rows = np.flatnonzero(P[np.arange(len(y)), top] > 0.5)
    Pl, yl, tl = P[rows], y[rows], top[rows]
    r = np.arange(len(rows))
    x = Pl[r, tl]
    lead_won = yl == tl
    knots = np.round(np.arange(0.5, 1.0 + 1e-9, step), 4)

    def values(theta):
        e = np.exp(theta)
        return np.concatenate([[0.5], 0.5 + 0.4999 * np.cumsum(e) / (1.0 + e.sum())])

    def loss(theta):
        v = values(theta)
        q = np.interp(x, knots, v)
        other = Pl[r, yl] * (1.0 - q) / np.maximum(1e-12, 1.0 - x)
        p = np.where(lead_won, q, other)
        return float(-np.log(np.maximum(1e-12, p)).mean()) + smooth * float((np.diff(v, 2) ** 2).sum())

    # start from the identity: value k is 0.5 + 0.4999 * (k steps) / (all steps + 1)
    start = np.zeros(len(knots) - 1)
    res = minimize(loss, start, method="L-BFGS-B", options={"maxiter": 500})
    v = values(res.x)
    return [[float(a), round(float(b), 4)] for a, b in zip(knots, v)]


def cmd_recalibrate(a) -> int:
    try:
        import numpy as np
    except ImportError:
        print("fit_winchance.py recalibrate needs numpy: pip install numpy", file=sys.stderr)
        return 2
    with open(a.model) as f:
        doc = json.load(f)
    if doc.get("features") != list(FEATURES) or a.key not in doc.get("models", {}):
        print(f"{a.model} has no entry {a.key!r} fitted to these features", file=sys.stderr)
        return 2
    entry = doc["models"][a.key]
    games = [g for g in read_games(a.files) if len(g["winners"]) == 1 and g["rows"] and side_key(g) == a.key]
    if len(games) < 50:
        print(f"{a.key}: only {len(games)} games in the files, not recalibrated", file=sys.stderr)
        return 2
    lo, hi = entry["seeds"][0], entry["seeds"][-1]
    used = [g["seed"] for g in games if lo <= g["seed"] <= hi]
    if used:
        print(f"game seed {used[0]} lies in the seeds the weights were fitted on ({lo}-{hi})", file=sys.stderr)
        return 2
    w = np.array(entry["weights"], dtype=float)
    e0 = float(entry.get("uniform_share", 0.0))
    X, y = stack(games)
    U = X @ w
    before = mixed_log_loss(U, y, 1.0, e0)
    seeds = sorted(g["seed"] for g in games)
    by = a.note or (f"python bench/fit_winchance.py recalibrate FILES --key {a.key} --form {a.form} (FILES: play, "
                    f"seeds {seeds[0]}-{seeds[-1]})")
    rec = {"games": len(games), "positions": int(len(y)), "seeds": [seeds[0], seeds[-1]], "form": a.form,
           "log_loss_before": round(before, 4)}
    if a.form == "slope":
        entry.pop("calibration", None)
        slope, mix = calibrate(U, y)
        after = mixed_log_loss(U, y, slope, mix)
        entry["weights"] = [round(float(x), 6) for x in w * slope]
        entry["slope"] = round(float(entry.get("slope", 1.0)) * slope, 4)
        entry["uniform_share"] = mix
        rec.update(slope=slope, uniform_share=mix, uniform_share_before=e0)
        what = f"slope {slope:.3f} on the weights, uniform share {e0:.3f} -> {mix:.3f}"
    else:
        from engine.winchance import WinModel
        m = X.shape[1]
        u = U - U.max(axis=1, keepdims=True)
        P = np.exp(u)
        P /= P.sum(axis=1, keepdims=True)
        P = (1 - e0) * P + e0 / m
        entry.pop("calibration", None)
        if a.positions == "mover":      # the leader is the side to move
            mv = np.concatenate([np.array(g["movers"], dtype=int) for g in games])
            lead = P.argmax(axis=1) == mv
            entry["calibration"] = fit_map(P[lead], y[lead], smooth=a.smooth)
        else:
            entry["calibration"] = fit_map(P, y, smooth=a.smooth)
        model = WinModel(doc)       # checks the map
        Q = np.array([model.from_features(r.tolist(), teams=a.key == "teams") for r in X])
        after = float(-np.log(Q[np.arange(len(y)), y]).mean())
        what = "the leader's chance mapped " + ", ".join(f"{100 * x:.0f}%->{100 * v:.1f}%"
                                                        for x, v in entry["calibration"][::2])
    if a.form == "map":
        rec["smooth"] = a.smooth
        rec["fitted_on"] = ("positions whose leader is to move" if a.positions == "mover"
                            else "every position with a leader")
    rec.update(log_loss_after=round(after, 4), by=by)
    entry["recalibrated"] = rec
    print(f"{a.key}: {len(games)} games ({seeds[0]}-{seeds[-1]}), {len(y)} positions: {what}; log-loss on them "
          f"{before:.4f} -> {after:.4f} (uniform {float(np.log(X.shape[1])):.4f})")
    _write_model(a.write, doc)
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
    f.add_argument("--ridges", default="0.003,0.01,0.03,0.1",
                   help="the ridge penalties tried (commas); the best by out-of-fold log-loss is kept")
    f.add_argument("--folds", type=int, default=5)
    f.add_argument("--keep", default=None, metavar="MODEL",
                   help="keep the table sizes of this model file that the FILES do not hold")
    f.add_argument("--note", default=None, help="how the files were made (kept as fitted_by)")
    f.add_argument("--prior", default=None, metavar="MODEL:KEY",
                   help="pull the weights towards this model file's entry (e.g. resources/winchance.json:2) "
                        "instead of towards 0")
    f.add_argument("--write", default=None)
    r = sub.add_parser("recalibrate", help="refit one entry's slope and uniform share on new games")
    r.add_argument("files", nargs="+")
    r.add_argument("--key", required=True, help="the model file's entry: 2, 3, 4 or teams")
    r.add_argument("--form", default="map", choices=("map", "slope"),
                   help="fit a monotone map of the chances (map) or the slope and uniform share (slope)")
    r.add_argument("--smooth", type=float, default=0.3,
                   help="with --form map: the weight of the map's second differences (its smoothness)")
    r.add_argument("--positions", default="mover", choices=("mover", "all"),
                   help="with --form map: fit on the positions whose leader is the side to move (the default), "
                        "or on every position with a leader")
    r.add_argument("--model", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources",
                                                   "winchance.json"))
    r.add_argument("--note", default=None, help="how the files were made (kept in the entry)")
    r.add_argument("--write", default=None)
    a = ap.parse_args(argv)
    if a.cmd == "play":
        if a.teams and a.players != 4:
            ap.error("--teams needs --players 4")
        return cmd_play(a)
    if a.cmd == "recalibrate":
        return cmd_recalibrate(a)
    return cmd_fit(a)


if __name__ == "__main__":
    raise SystemExit(main())
