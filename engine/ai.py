"""Computer players that need no search: a legal random player and a simple greedy one.

Both take a :class:`~engine.game.Game` and return an answer to its pending
decision (internal form), never touching the game. The greedy player scores each
action on a clone of the game (one step ahead, with random answers for later
questions) and answers other questions by simple preferences.
"""
from __future__ import annotations

import random
from typing import Any

from .cards import AGE
from .decisions import Decision
from .game import Game


def random_answer(d: Decision, rng: random.Random) -> Any:
    """A uniformly chosen legal answer to ``d`` (internal form).

    Card choices pick a size between min and max (or one of ``counts``) and then
    that many options; a question that may be declined is declined 30% of the time."""
    if d.kind == "action":
        return rng.choice(d.options)
    if d.kind == "cards":
        sizes = list(d.counts) if d.counts else list(range(d.min, d.max + 1))
        return rng.sample(d.options, rng.choice(sizes))
    if d.kind == "order":
        o = list(d.options)
        rng.shuffle(o)
        return o
    if d.kind == "colors":
        return rng.sample(d.options, rng.randint(d.min, d.max))
    if d.min == 0 and rng.random() < 0.3:
        return None
    return rng.choice(d.options)


class RandomPlayer:
    """Answers every decision at random (legal answers only)."""

    name = "Random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        return random_answer(game.pending, self.rng)


def evaluate(game: Game, p: int) -> float:
    """How good the position is for player ``p``: achievements weigh most, then
    score, then board strength (icons and top-card ages). Higher is better."""
    s = game.state
    if s.result is not None:
        return 1e6 if p in s.result[1] else -1e6
    me = s.players[p]

    def strength(pl) -> float:
        return (50 * len(pl.achievements) + 2 * pl.score_total() + sum(pl.icon_counts())
                + 3 * sum(AGE[c] for c in pl.tops()) + 0.5 * len(pl.hand))

    mine = strength(me)
    best_other = max((strength(q) for i, q in enumerate(s.players) if not s.teammates(i, p)), default=0)
    return mine - best_other


class GreedyPlayer:
    """Picks the action whose result (played out to the next action with random
    answers) evaluates best for itself; other questions: a simple one-step
    look-ahead over the options (up to 12), else random."""

    name = "Greedy"

    def __init__(self, seed: int | None = None, samples: int = 2) -> None:
        self.rng = random.Random(seed)
        self.samples = samples

    def _rollout(self, game: Game, answer: Any, p: int) -> float:
        total = 0.0
        for _ in range(self.samples):
            g = game.clone()
            g.apply(answer)
            steps = 0
            while g.pending is not None and g.pending.kind != "action" and steps < 200:
                g.apply(random_answer(g.pending, self.rng))
                steps += 1
            total += evaluate(g, p)
        return total / self.samples

    def choose(self, game: Game) -> Any:
        d = game.pending
        p = d.player
        if d.kind == "action":
            options = list(d.options)
        elif d.kind in ("yesno", "color", "player", "number", "alternative"):
            options = list(d.options) + ([None] if d.min == 0 else [])
        elif d.kind == "cards" and d.max == 1 and len(d.options) <= 12:
            options = [[c] for c in d.options] + ([[]] if d.min == 0 else [])
        else:
            return random_answer(d, self.rng)
        best, best_v = None, float("-inf")
        for a in options:
            v = self._rollout(game, a, p) + self.rng.random() * 1e-3
            if v > best_v:
                best, best_v = a, v
        return best
