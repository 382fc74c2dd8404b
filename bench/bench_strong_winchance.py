"""Does the Strong player play better judging by the win-chance model? Strong against Strong.

    python bench/bench_strong_winchance.py [--games 40] [--seed 31000] [--players 2]
                                           [--iterations 100] [--question-iterations 30]

Plays ``--games`` games (game ``i`` from seed ``SEED + i``; the seats swapped
from one game to the next) between one Strong player whose search scores the
positions it reaches with the win-chance model (:mod:`engine.winchance`) and
Strong players as they are (the hand-set evaluation's logistic,
:func:`engine.ai.rewards`), both with the same number of search iterations (no
clock, so that the machine's load does not change the play). The model player's
reward for a seat is ``sigmoid(logit(c) - logit(c0))``, ``c`` the model's chance
for that seat at the position scored and ``c0`` at the position the iteration
started from (centred as the Strong player's own rewards are: 0.5 for no change;
1 and 0 once the game is over). Prints the tally every 5 games, the model
player's win rate with its 95% Wilson interval, and its processor ms per action
against the other's.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from contextlib import contextmanager

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine import ai  # noqa: E402
from engine.arena import MAX_ANSWERS, wilson  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.winchance import load_model  # noqa: E402

_EPS = 1e-6


def _logit(x: float) -> float:
    x = min(1 - _EPS, max(_EPS, x))
    return math.log(x / (1 - x))


def model_leads(s, late=0.0, soft=0.0, weights=None):
    """Stands in for :func:`engine.ai.leads`: the model's chance of each seat."""
    return load_model().chances(s)


def model_rewards(s, scale=10.0, base=None, late=0.0, soft=0.0, weights=None):
    """Stands in for :func:`engine.ai.rewards`: see the module text."""
    n = len(s.players)
    if s.result is not None:
        return [1.0 if q in s.result[1] else 0.0 for q in range(n)]
    c = load_model().chances(s)
    if base is None:
        return c
    return [1.0 / (1.0 + math.exp(-(_logit(x) - _logit(b)))) for x, b in zip(c, base)]


@contextmanager
def _model_scoring():
    saved = ai.rewards, ai.leads
    ai.rewards, ai.leads = model_rewards, model_leads
    try:
        yield
    finally:
        ai.rewards, ai.leads = saved


class ModelStrong(ai.StrongPlayer):
    """The Strong player scoring positions with the win-chance model (the
    engine's scoring functions swapped while it chooses; one thread)."""

    def choose_obs(self, obs):
        with _model_scoring():
            return super().choose_obs(obs)


def play(seed: int, players: int, seat: int, it: int, qit: int) -> tuple[str, list[float], list[float]]:
    """One game; the model player at ``seat``. Returns its outcome ("won",
    "lost", "drawn") and the processor ms per action of the model player and
    of the others."""
    g = Game.new([f"P{j + 1}" for j in range(players)], seed=seed)
    kw = {"max_iterations": it, "question_iterations": qit, "budget_ms": 1e9}
    agents = [ModelStrong(seed * 7 + j, **kw) if j == seat else ai.StrongPlayer(seed * 7 + j, **kw)
              for j in range(players)]
    mine, theirs = [], []
    n = 0
    while not g.over and n < MAX_ANSWERS:
        d = g.pending
        c0 = time.process_time()
        a = agents[d.player].choose(g)
        if d.kind == "action":
            (mine if d.player == seat else theirs).append(1000 * (time.process_time() - c0))
        g.apply(a)
        n += 1
    winners = set(g.result[1]) if g.result else set()
    if not winners or (seat in winners and len(winners) > 1):
        return "drawn", mine, theirs
    return ("won" if seat in winners else "lost"), mine, theirs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=31000)
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--question-iterations", type=int, default=30)
    a = ap.parse_args(argv)
    w = lost = drawn = 0
    mine: list[float] = []
    theirs: list[float] = []
    t0 = time.time()
    for i in range(a.games):
        outcome, m, t = play(a.seed + i, a.players, i % a.players, a.iterations, a.question_iterations)
        mine += m
        theirs += t
        w += outcome == "won"
        lost += outcome == "lost"
        drawn += outcome == "drawn"
        if (i + 1) % 5 == 0 or i + 1 == a.games:
            r = (w + drawn / 2) / (i + 1)
            lo, hi = wilson(r, i + 1)
            print(f"{i + 1} games ({a.players} players, {a.iterations}/{a.question_iterations} iterations): "
                  f"the model's Strong won {w}, lost {lost}, drew {drawn}: rate {r:.3f} (95% {lo:.3f}-{hi:.3f}, "
                  f"fair share {1 / a.players:.3f}); ms of processor per action: model "
                  f"{statistics.median(mine or [0]):.0f}, hand-set {statistics.median(theirs or [0]):.0f} "
                  f"(medians); {time.time() - t0:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
