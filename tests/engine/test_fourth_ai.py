"""Fourth edition: fair computer players. The Junk is hidden from the
determinization (dealt by card backs, never peeked at), the evaluation knows the
standard 10, aslant and the end at 12, and every level plays fourth-edition games
to the end with legal answers."""
from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import lateness, make_player, random_answer, state_from_view, strength
from engine.cards import AGE, SET
from engine.determinize import DeterminizeError, determinize, masked_state, observe
from engine.view import view
from tests.engine.helpers import P, game, pos


def _positions(seeds, every=0.25, max_steps=400):
    for seed in seeds:
        rng = random.Random(seed)
        g = Game.new([f"P{i}" for i in range(2 + seed % 3)], seed=seed, edition="fourth")
        for _ in range(max_steps):
            if g.over:
                break
            if rng.random() < every:
                yield g
            g.apply(random_answer(g.pending, rng))


def test_the_junk_is_masked_and_dealt_back_by_backs_only():
    g = game(pos(P("Ann"), P("Bob"), edition="fourth", junk=["Tools", "Software", "Monument"]))
    m = masked_state(g.state, 0, {})
    assert "Monument" in m.junk and sorted(c for c in m.junk if isinstance(c, int)) == [-10, -1]
    worlds = [determinize(observe(g, 0), random.Random(k)) for k in range(12)]
    dealt = {tuple(sorted(c for c in w.state.junk if isinstance(c, int))) for w in worlds}
    assert len(dealt) > 1                                      # not the true cards every time
    for w in worlds:
        assert sorted(AGE[c] for c in w.state.junk if isinstance(c, int)) == [1, 10]
        assert all(SET[c] in ("base", "fourth") for c in w.state.locate_all())


def test_two_games_differing_only_in_the_junk_give_equal_observations():
    a = game(pos(P("Ann"), P("Bob"), edition="fourth", junk=["Tools"], supply={"1": ["Pottery", "Oars"]}))
    b = game(pos(P("Ann"), P("Bob"), edition="fourth", junk=["Pottery"], supply={"1": ["Tools", "Oars"]}))
    # the supply order is hidden too: the masked states are equal
    assert masked_state(a.state, 0, {}).to_dict()["junk"] == masked_state(b.state, 0, {}).to_dict()["junk"]
    assert view(a, 0)["junk"] == view(b, 0)["junk"]


def test_dealt_fourth_edition_games_show_the_player_the_same_view():
    """As for the third edition (tests/engine/test_fair_ai.py): a dealt game shows
    the player the view it came from; within an action a deal may fail, rarely."""
    counts = {"action": 0, "mid": 0, "fail": 0}
    for n, g in enumerate(_positions(range(12))):
        p = g.pending.player
        mid = g.base is not None
        try:
            w = determinize(observe(g, p), random.Random(n))
        except DeterminizeError:
            assert mid, "only an action in progress may fail to deal"
            counts["fail"] += 1
            continue
        counts["mid" if mid else "action"] += 1
        assert len(w.state.locate_all()) == 115
        v1, v2 = view(g, p), view(w, p)
        for v in (v1, v2):
            if v["pending"] and "options" in v["pending"]:
                v["pending"]["options"] = sorted(map(repr, v["pending"]["options"]))
        assert v1 == v2
    assert counts["action"] > 20 and counts["mid"] > 5
    assert counts["fail"] <= 0.1 * (counts["mid"] + counts["fail"])


def test_the_evaluation_knows_the_10_achievement_aslant_and_the_end_at_12():
    rich = game(pos(P("Ann", board={"blue": ["Software"]}, score=["A.I.", "Robotics", "Globalization", "Stem Cells",
                                                                  "The Internet"]), P("Bob"), edition="fourth"))
    poor = game(pos(P("Ann", board={"blue": ["Computers"]}, score=["A.I.", "Robotics", "Globalization", "Stem Cells",
                                                                   "The Internet"]), P("Bob"), edition="fourth"))
    assert strength(rich.state, 0) > strength(poor.state, 0)       # the 10 is claimable with a top 10
    aslant = game(pos(P("Ann", board={"red": {"cards": ["Oars", "Archery"], "splay": "aslant"}}), P("Bob"),
                      edition="fourth"))
    assert strength(aslant.state, 0) > 0
    late = game(pos(P("Ann", board={"blue": ["Software"]}), P("Bob"), edition="fourth", supply={"10": [], "11": []}))
    early = game(pos(P("Ann", board={"blue": ["Software"]}), P("Bob"), edition="fourth"))
    assert lateness(late.state) == 1.0 and lateness(early.state) == 0.0   # ten 11s still to draw


def test_a_bot_reads_the_junk_from_its_view():
    g = game(pos(P("Ann"), P("Bob"), edition="fourth", junk=["Tools", "Wonder"]))
    s = state_from_view(view(g, 0), 0)
    assert len(s.supply) == 11 and sorted(x for x in s.junk if isinstance(x, int)) == [-1] and "Wonder" in s.junk


@pytest.mark.parametrize("level", ["random", "easy", "strong"])
def test_every_level_plays_a_fourth_edition_game_to_the_end(level):
    g = Game.new(["Ann", "Bob"], seed=3, edition="fourth")
    players = [make_player(level, 1, budget_ms=20),
               make_player("easy", 2)]
    k = 0
    while not g.over and k < 4000:
        g.apply(players[g.pending.player].choose(g))
        k += 1
    assert g.over
