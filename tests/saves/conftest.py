"""Fixtures for the saves tests: a private home folder and random games."""
from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import random_answer


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test gets its own INNOVATION_DESKTOP_HOME."""
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def random_game(seed: int, names=("Ann", "Bob"), steps: int | None = None, teams: bool = False,
                stop=None) -> Game:
    """A game played at random (seeded) for ``steps`` answers, to its end, or until
    ``stop(game)`` is true."""
    g = Game.new(list(names), seed=seed, teams=teams)
    rng = random.Random(seed)
    while not g.over and (steps is None or len(g.record) < steps):
        if stop is not None and stop(g):
            break
        g.apply(random_answer(g.pending, rng))
    return g


def mid_decision(g: Game) -> bool:
    """True while a non-action question is pending inside an action (a dogma or the setup)."""
    d = g.pending
    return d is not None and d.kind != "action" and g.action is not None and g.action[0] == "dogma"
