"""Fit the weights of the evaluation's terms to who won, with 4 players.

    python bench/fit_strength.py --games 2000 --seed 50000 --jobs 2 [--json-out FILE]

Plays ``--games`` 4-player games between Easy seats (seeded, no teams), and at
every action decision takes each player's :func:`engine.ai.strength_terms`. The
model: the chance that player q wins the game from that position is
``exp(w . t_q) / sum_j exp(w . t_j)`` (a conditional logit over the table),
fitted by Newton's method with a small ridge penalty on the games of the first
80%, checked on the last 20% (held-out log-loss and how often the player the
model favours is the winner) against the hand-set weights
(:data:`engine.ai.HAND_WEIGHTS`, with the temperature that fits them best).
Games with a shared win or none are left out.

The fitted weights are printed in points: logits times the hand weights' fitted
temperature, so that a point means about what it means in :func:`strength`, and
the lead over the opponents' soft maximum at that temperature (StrongPlayer
``soft``) is the model's log-odds of winning times that temperature. Needs numpy
(``pip install numpy``: neither the engine nor the app nor the tests use it).
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
from engine.ai import HAND_WEIGHTS, STRENGTH_TERMS, EasyPlayer, strength_terms  # noqa: E402


#: the fewest games fitted (the first 80% of them; 14 weights)
MIN_GAMES = 50


def play(seed: int) -> dict | None:
    """One Easy game of 4 from ``seed``: {"terms": [[t_0..t_3] per action decision],
    "winner": seat}; None if it had no single winner."""
    g = Game.new([f"P{i}" for i in range(4)], seed=seed)
    agents = [EasyPlayer(seed * 4 + i) for i in range(4)]
    rows = []
    steps = 0
    while not g.over and steps < 3000:
        d = g.pending
        if d.kind == "action" and g.state.turn > 0:
            s = g.state
            icons = [p.icon_counts() for p in s.players]
            rows.append([list(strength_terms(s, q, icons)) for q in range(4)])
        g.apply(agents[d.player].choose(g))
        steps += 1
    res = g.state.result
    if res is None or len(res[1]) != 1:
        return None
    return {"terms": rows, "winner": res[1][0], "how": res[0]}


def fit(X, y, ridge: float = 1e-3, iters: int = 30):
    """Newton's method for the conditional logit: ``X`` (n, 4, k), ``y`` (n,)
    the winner's seat. Returns the weights (k,)."""
    import numpy as np
    n, m, k = X.shape
    w = np.zeros(k)
    scale = X.reshape(-1, k).std(axis=0) + 1e-9
    Z = X / scale                         # standardised terms, for a well-posed Newton step
    for _ in range(iters):
        u = Z @ w                         # (n, 4)
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
        if np.abs(step).max() < 1e-8:
            break
    return w / scale


def loss(X, y, w):
    """Mean log-loss and the share of positions whose favourite won."""
    import numpy as np
    u = X @ w
    u -= u.max(axis=1, keepdims=True)
    lp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
    return float(-lp[np.arange(len(y)), y].mean()), float((u.argmax(axis=1) == y).mean())


def _at_least(n: int):
    def check(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if v < n:
            raise argparse.ArgumentTypeError(f"must be at least {n}, not {v}")
        return v
    return check


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=_at_least(MIN_GAMES), default=2000,
                    help=f"games to play (at least {MIN_GAMES}: with fewer the fit means nothing)")
    ap.add_argument("--seed", type=int, default=50000)
    ap.add_argument("--jobs", type=_at_least(1), default=1, help="games at once (a process each)")
    ap.add_argument("--json-out", default=None)
    a = ap.parse_args(argv)
    try:
        import numpy as np
    except ImportError:
        print("fit_strength.py needs numpy: pip install numpy", file=sys.stderr)
        return 2
    t0 = time.time()
    seeds = list(range(a.seed, a.seed + a.games))
    with mp.Pool(a.jobs) as pool:
        games = [r for r in pool.imap(play, seeds, chunksize=8) if r is not None]
    cut = int(len(games) * 0.8)
    def stack(gs):
        X = np.array([row for gm in gs for row in gm["terms"]], dtype=float)
        y = np.array([gm["winner"] for gm in gs for _ in gm["terms"]], dtype=int)
        return X, y
    Xtr, ytr = stack(games[:cut])
    Xte, yte = stack(games[cut:])
    hand = np.array(HAND_WEIGHTS)
    # the hand weights' best temperature: a one-term fit of the hand strength
    ht = fit((Xtr @ hand)[:, :, None], ytr)[0]
    if not ht > 0:
        print(f"the hand-set strength does not predict the winner in these {len(games)} games "
              f"(fitted slope {ht:.4g}): play more games", file=sys.stderr)
        return 1
    tau = 1.0 / ht
    w = fit(Xtr, ytr)
    pts = w * tau
    out = {
        "games": a.games, "seed": a.seed, "kept": len(games), "positions": int(len(ytr) + len(yte)),
        "train_games": cut, "seconds": round(time.time() - t0),
        "hand_temperature": round(float(tau), 3),
        "held_out": {"hand": loss(Xte, yte, hand * ht), "fitted": loss(Xte, yte, w),
                     "uniform": [float(np.log(4)), 0.25]},
        "weights_points": {name: round(float(v), 4) for name, v in zip(STRENGTH_TERMS, pts)},
        "hand_weights": dict(zip(STRENGTH_TERMS, HAND_WEIGHTS)),
        "ends": {k: sum(1 for gm in games if gm["how"] == k) for k in sorted({gm["how"] for gm in games})},
    }
    print(json.dumps(out, indent=1))
    if a.json_out:
        with open(a.json_out, "w") as f:
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
