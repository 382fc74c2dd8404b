"""Fourth edition rules R1-R10 (reference/fourth/README.md), as position files
and through the engine: setup, the 10 achievement, the end at 12, the Junk, aslant,
the avatar, specials at the end of each action (D4 order), losing, refusals."""
from __future__ import annotations

import json

import pytest

from engine import Game
from engine.cards import AGE, BY_NAME, SET
from engine.position import PositionError, build
from engine.view import table_view, view
from tests.engine.helpers import P, choose, dogma, game, hand, pl, pos, run


def F(*players, **kw):
    return pos(*players, edition="fourth", **kw)


def ach(out, name):
    return pl(out, name)["achievements"]


# ---- R1, R2: setup ------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_has_eleven_piles_ten_standard_achievements_and_an_empty_junk(n):
    g = Game.new(["Ann", "Bob", "Cat", "Dan"][:n], seed=5, edition="fourth")
    s = g.state
    assert len(s.supply) == 11 and len(s.supply[10]) == 10
    assert sorted(AGE[c] for c in s.achievements) == list(range(1, 11))
    assert s.junk == [] and len(s.locate_all()) == 115
    assert s.win_target == {2: 6, 3: 5, 4: 4}[n]
    assert all(SET[c] == "fourth" for c in s.supply[10])


def test_the_10_achievement_needs_50_points_and_a_top_card_of_10():
    top10 = {"blue": ["Software"]}
    ok = game(F(P("Ann", board=top10, score=["A.I.", "Robotics", "Globalization", "Stem Cells",
                                                                 "The Internet"]), P("Bob")))
    assert ("achieve", 10) in ok.pending.options
    low = game(F(P("Ann", board=top10, score=["A.I.", "Robotics", "Globalization", "Stem Cells", "Computers"]),
                 P("Bob")))
    assert ("achieve", 10) not in low.pending.options          # 49 points
    out = run(F(P("Ann", board=top10, score=["A.I.", "Robotics", "Globalization", "Stem Cells", "The Internet"]),
                P("Bob"), moves=[{"action": "achieve", "age": 10}]))
    assert len(ach(out, "Ann")) == 1 and 10 not in out["available_achievements"]


# ---- R3: the draw rule and the end at 12 ------------------------------------------------------

def test_drawing_an_11_is_normal_play_and_empty_piles_are_skipped_up_to_11():
    out = run(F(P("Ann", board={"blue": ["Software"]}), P("Bob"), supply={"10": [], "11": ["Fusion"]},
                moves=[{"action": "draw"}]))
    assert hand(out, "Ann") == ["Fusion"] and out["result"] is None


def test_a_draw_of_12_or_more_ends_the_game_by_score():
    out = run(F(P("Ann", board={"blue": ["Solar Sailing"]}, score=["Software"]), P("Bob", score=["Tools"]),
                supply={"11": []}, moves=[{"action": "draw"}]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}
    assert any("12 or higher" in line for line in out["log"])


def test_d1_a_tie_on_score_and_achievements_is_a_shared_win():
    out = run(F(P("Ann", board={"blue": ["Solar Sailing"]}, score=["Tools"], achievements=[1]),
                P("Bob", score=["Oars"], achievements=[2]), supply={"11": []}, moves=[{"action": "draw"}]))
    assert out["result"] == {"reason": "score", "winners": ["Ann", "Bob"]}


def test_a_tie_on_score_is_broken_by_achievements():
    out = run(F(P("Ann", board={"blue": ["Solar Sailing"]}, score=["Tools"]),
                P("Bob", score=["Oars"], achievements=[2]), supply={"11": []}, moves=[{"action": "draw"}]))
    assert out["result"] == {"reason": "score", "winners": ["Bob"]}


def test_the_draw_rule_is_one_named_function_for_expansions():
    from engine import supply as sup
    g = game(F(P("Ann"), P("Bob"), supply={"3": [], "4": []}))
    assert sup.draw_age(g.state, 3) == 5 and sup.top_age(g.state) == 11
    assert "expansions" in (sup.__doc__ or "").lower() and sup.DRAW_AGE_HOOKS == []


# ---- R4: the Junk -----------------------------------------------------------------------------

def test_a_junked_achievement_cannot_be_claimed():
    g = game(F(P("Ann", board={"red": ["Archery"]}, score=["Tools", "Oars", "Writing", "Sailing", "Pottery"]),
               P("Bob"), supply={"1": ["Clothing", "Mysticism"]}, moves=[dogma("Archery"), choose(1)]))
    assert ("achieve", 1) not in g.pending.options


def test_junk_round_trips_through_the_position_file_and_defaults_leave_junked_ages_out():
    doc = F(P("Ann"), P("Bob"), junk=["Tools", "Wonder"])
    out = run(doc)
    assert sorted(out["junk"]) == ["Tools", "Wonder"]
    assert 1 not in out["available_achievements"] and "Wonder" not in out["available_achievements"]
    again = run(dict(out, moves=[]))
    assert sorted(again["junk"]) == ["Tools", "Wonder"] and again["supply"] == out["supply"]


def test_junked_cards_appear_in_no_view():
    g = game(F(P("Ann", hand=["Sailing"]), P("Bob"), junk=["Tools", "Software", "Monument"]))
    for who in (0, 1, -1):
        text = json.dumps(view(g, who)) + json.dumps(table_view(g, who if who >= 0 else None))
        assert "Tools" not in text and "Software" not in text
    v = view(g, 0)
    assert v["junk"]["count"] == 2 and v["junk"]["specials"] == ["Monument"]
    assert v["junk"]["ages"] == {"1": 1, "10": 1}


# ---- R7, R8: aslant and the avatar ----------------------------------------------------------------

def test_aslant_shows_all_four_icons_of_covered_cards():
    g = game(F(P("Ann", board={"red": {"cards": ["Oars", "Archery"], "splay": "aslant"}}), P("Bob")))
    # Archery on top: castle, lightbulb, castle; Oars aslant: castle, crown, castle
    icons = view(g, 0)["players"][0]["icons"]
    assert icons["castle"] == 4 and icons["crown"] == 1 and icons["lightbulb"] == 1


def test_aslant_and_other_editions():
    with pytest.raises(PositionError, match="aslant"):
        build(pos(P("Ann", board={"red": {"cards": ["Oars", "Archery"], "splay": "aslant"}}), P("Bob")))
    with pytest.raises(PositionError, match="fourth edition"):
        build(pos(P("Ann", hand=["Fusion"]), P("Bob")))
    with pytest.raises(PositionError, match="junk"):
        build(pos(P("Ann"), P("Bob"), junk=["Tools"]))


def test_the_avatar_counts_for_sharing_but_not_for_empire():
    g = game(F(P("Ann", board={"purple": ["The Internet"]}), P("Bob", board={"yellow": ["Near-Field Comm"]})))
    icons = view(g, 0)["players"][0]["icons"]
    assert icons["avatar"] == 2
    from engine.fourth import qualifies
    assert not qualifies(g.state, 0, "Empire")
    pv = table_view(g, 0)["dogma"]["The Internet"]
    assert pv["icon"] == "avatar" and pv["shares"] == [1]       # Bob's two avatars equal Ann's


# ---- R10: special achievements at the end of each action ------------------------------------------

MONU = {"red": ["Road Building"], "green": ["Compass"], "yellow": ["Medicine"], "purple": ["Mysticism"]}


def test_monument_is_claimed_at_the_end_of_the_action_not_mid_effect():
    doc = F(P("Ann", board=MONU, hand=["Archery", "City States"]), P("Bob", board={"blue": ["Pottery"]}),
            moves=[dogma("Road Building"), choose(["Archery", "City States"])])
    out = run(doc)
    assert out["pending"]["kind"] == "player"                 # four demand tops now, mid-action
    assert "Monument" not in ach(out, "Ann")
    doc["moves"].append(choose(None))
    out = run(doc)
    assert "Monument" in ach(out, "Ann")


def test_d4_end_of_action_order_starts_left_of_the_acting_player():
    four = {"red": ["Archery"], "green": ["Compass"], "yellow": ["Medicine"], "purple": ["City States"]}
    four_b = {"red": ["Oars"], "green": ["Mapmaking"], "yellow": ["Machinery"], "purple": ["Feudalism"]}
    out = run(
        F(P("Ann", board=four), P("Bob", board=four_b), P("Cat"), supply={"3": ["Optics"]}, moves=[{"action": "draw"}])
    )
    assert "Monument" in ach(out, "Bob") and "Monument" not in ach(out, "Ann")


def test_wonder_accepts_aslant_in_the_fourth_edition():
    board = {c: {"cards": cs, "splay": sp} for c, cs, sp in (
        ("blue", ["Pottery", "Tools"], "aslant"), ("red", ["Oars", "Archery"], "right"),
        ("green", ["Sailing", "Clothing"], "up"), ("yellow", ["Agriculture", "Masonry"], "up"),
        ("purple", ["Mysticism", "City States"], "right"))}
    out = run(F(P("Ann", board=board), P("Bob"), supply={"1": ["The Wheel"]}, moves=[{"action": "draw"}]))
    assert "Wonder" in ach(out, "Ann")


# ---- expansions -----------------------------------------------------------------------------------

def test_the_fourth_edition_with_an_expansion_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="fourth edition cannot be played with an expansion"):
        Game.new(["Ann", "Bob"], edition="fourth", expansions=["artifacts"])
    with pytest.raises(PositionError, match="expansions: the fourth edition cannot"):
        build(F(P("Ann"), P("Bob"), expansions=["artifacts"]))


def test_save_and_reload_mid_effect_in_the_fourth_edition():
    g = game(F(P("Ann", board={"blue": ["Encyclopedia"]}, score=["Oars", "Calendar"]), P("Bob"),
               junk=["Tools"], moves=[dogma("Encyclopedia")]))
    h = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert h == g and h.state.junk == [BY_NAME["Tools"]] and h.pending.kind == "number"
