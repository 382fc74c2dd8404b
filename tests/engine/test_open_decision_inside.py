"""The one record of the open decision goes back to the engine's form
(:meth:`engine.open_decision.OpenDecision.inside`, used by the network bot and
:func:`engine.ai.choose_from_view`), and the plain view's ``pending`` is that
record's data (without its id)."""
from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import random_answer
from engine.msg import Msg
from engine.open_decision import OpenDecision
from engine.view import view


def _decisions(seeds, steps: int = 400):
    for seed in seeds:
        rng = random.Random(seed)
        g = Game.new([f"P{i}" for i in range(2 + seed % 3)], seed=seed,
                     expansions=["artifacts"] if seed % 2 else [])
        for _ in range(steps):
            if g.over:
                break
            yield g
            g.apply(random_answer(g.pending, rng))


def test_the_record_goes_back_to_the_engines_decision():
    kinds = set()
    for g in _decisions(range(6)):
        d = g.pending
        back = OpenDecision.of(g, None).inside(g.state)
        kinds.add(str(d.kind))
        assert (str(back.kind), back.player, back.min, back.max, back.counts, back.source) == \
               (str(d.kind), d.player, d.min, d.max, d.counts, d.source)
        if d.kind == "yesno":
            assert back.options == [True, False]
        else:
            assert sorted(map(repr, back.options)) == sorted(map(repr, d.options))
        want = d.prompt.to_data() if isinstance(d.prompt, Msg) else d.prompt
        got = back.prompt.to_data() if isinstance(back.prompt, Msg) else back.prompt
        assert got == want
    assert {"action", "cards", "yesno"} <= kinds


def test_the_plain_views_pending_is_the_record_without_its_id():
    for g in _decisions(range(2), steps=120):
        p = g.pending.player
        rec = OpenDecision.of(g, p, None).to_data() if g.pending.kind not in ("cards", "order") else None
        pv = view(g, p)["pending"]
        assert "id" not in pv and pv["player"] == p and pv["kind"] == str(g.pending.kind)
        assert pv["may_decline"] == g.pending.may_decline
        if rec is not None:
            rec.pop("id")
            assert pv == rec
        OpenDecision.from_data(dict(pv, id=0))           # in the record's shape


def test_a_record_without_options_does_not_go_back():
    g = Game.new(["Ann", "Bob"], seed=3)
    other = 1 - g.pending.player
    with pytest.raises(ValueError):
        OpenDecision.of(g, other).inside(g.state)
