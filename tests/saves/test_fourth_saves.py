"""Saved fourth-edition games round-trip at random points (the Junk and an effect
in progress included), play on identically, and their options say the edition."""
from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import random_answer
from innovation_desktop.saves import store as saves


@pytest.mark.parametrize("seed", range(4))
def test_a_fourth_edition_game_saves_and_loads_at_random_points(seed, tmp_path):
    rng = random.Random(seed)
    names = ["Ann", "Bob", "Cat", "Dan"][: 2 + seed % 3]
    g = Game.new(names, seed=seed, edition="fourth", teams=len(names) == 4 and seed % 2 == 0)
    for _ in range(rng.randint(40, 160)):
        if g.over:
            break
        g.apply(random_answer(g.pending, rng))
    p = tmp_path / "g.json"
    doc = saves.save_game(g, p, {"seats": ["human"] * len(names)})
    assert doc.options.edition == "fourth"
    h, _ = saves.load_game(p)
    assert h.to_json() == g.to_json() and h.state.edition == "fourth" and h.state.junk == g.state.junk
    r1, r2 = random.Random(7), random.Random(7)
    for _ in range(20):
        if g.over:
            break
        a = random_answer(g.pending, r1)
        assert a == random_answer(h.pending, r2)
        g.apply(a)
        h.apply(a)
    assert h.to_json() == g.to_json()
