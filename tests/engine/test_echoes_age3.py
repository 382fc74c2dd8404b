"""Echoes of the Past, age 3 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, achievements, ech_pile, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply


def test_almanac_foreshadows_a_4_and_scores_one_above_a_returned_forecast_bonus():
    out = run(epos(E("Ann", {"blue": ["Almanac"]}, forecast=["Dice"]), E("Bob"),
                   supply={"4": ["Anatomy"], "2": ["Calendar"]}, moves=[dogma("Almanac"), choose(["Dice"])]))
    assert forecast(out, "Ann") == ["Anatomy"] and score(out, "Ann") == ["Calendar"]
    assert ech_pile(out, 1)[-1] == "Dice"


def test_magnifying_glass_draws_and_returns_then_trades_three_of_a_value_and_splays():
    out = run(epos(E("Ann", {"blue": ["Magnifying Glass"], "yellow": ["Agriculture", "Masonry"]},
                     hand=["Oars", "Tools", "Writing", "Dice"]), E("Bob"),
                   supply={"4": ["Anatomy"], "3": ["Alchemy"]},
                   moves=[dogma("Magnifying Glass"), choose(["Anatomy"]), choose(0),
                          choose(["Oars", "Tools", "Writing"]), choose("yellow")]))
    assert hand(out, "Ann") == ["Dice", "Alchemy"] and splay(out, "Ann", "yellow") == "left"


def test_liquid_fire_puts_the_drawn_card_in_my_forecast_and_a_red_one_takes_the_hand():
    out = run(epos(E("Ann", {"red": ["Liquid Fire"]}), E("Bob", {"purple": ["Puppet"]}, hand=["Tools", "Dice"]),
                   supply={"3": ["Engineering"]}, moves=[dogma("Liquid Fire")]))
    assert forecast(out, "Ann") == ["Engineering"] and sorted(score(out, "Ann")) == ["Dice", "Tools"]


def test_liquid_fire_without_a_bonus_draws_a_1():
    out = run(epos(E("Ann", {"red": ["Liquid Fire"]}), E("Bob", hand=["Dice"]), supply={"1": ["Tools"]},
                   moves=[dogma("Liquid Fire")]))
    assert forecast(out, "Ann") == ["Tools"] and hand(out, "Bob") == ["Dice"]


def test_katana_takes_two_castle_tops_and_forecasts_a_card_of_their_castles():
    out = run(epos(E("Ann", {"red": ["Katana"]}), E("Bob", {"red": ["Oars"], "green": ["Clothing"],
                                                            "yellow": ["Agriculture"], "purple": ["Flute"]}),
                   supply={"2": ["Calendar"]}, moves=[dogma("Katana")]))
    # Bob: 2 castles (Oars) < Ann's 3; Oars is his only top card with a castle: it goes, then a 2
    assert score(out, "Ann") == ["Oars"] and forecast(out, "Ann") == ["Calendar"]


def test_charitable_trust_melds_the_echo_card_and_returns_or_achieves_the_green_top():
    out = run(epos(E("Ann", {"green": ["Charitable Trust"]}), E("Bob"), supply={"3": ["Compass"]},
                   moves=[dogma("Charitable Trust"), choose(3), choose("yes")]))
    # Compass melded on green: Ann's score (bonus 0 now) cannot achieve: it is returned
    assert pile(out, "Ann", "green") == ["Charitable Trust"] and supply(out, 3)[-1] == "Compass"


def test_charitable_trust_can_achieve_the_green_top():
    out = run(epos(E("Ann", {"green": ["Charitable Trust"]}, score=["Optics", "Engineering", "Paper", "Alchemy",
                                                                 "Translation"]), E("Bob"),
                   supply={"3": ["Compass"]}, available_achievements=[],
                   moves=[dogma("Charitable Trust"), choose(3), choose("yes"), choose(1)]))
    assert achievements(out, "Ann") == ["Compass"]


def test_homing_pigeons_returns_score_cards_matching_my_hand_and_splays():
    out = run(epos(E("Ann", {"green": ["Homing Pigeons"], "red": ["Oars", "Archery"]}, hand=["Tools"]),
                   E("Bob", score=["Writing", "Calendar", "Pottery"]),
                   moves=[dogma("Homing Pigeons"), choose("red")]))
    assert score(out, "Bob") == ["Calendar"] and splay(out, "Ann", "red") == "left"


def test_deodorant_melds_a_3_by_echo_then_draws_a_4_without_castle_tops():
    out = run(epos(E("Ann", {"yellow": ["Deodorant"]}), E("Bob"), supply={"3": ["Optics"], "4": ["Anatomy"]},
                   moves=[dogma("Deodorant")]))
    assert pile(out, "Ann", "red") == ["Optics"] and hand(out, "Ann") == ["Anatomy"]


def test_deodorant_melds_again_with_a_castle_top():
    out = run(epos(E("Ann", {"yellow": ["Deodorant"], "purple": ["Mysticism"]}), E("Bob"),
                   supply={"3": ["Optics", "Compass"]}, moves=[dogma("Deodorant")]))
    assert pile(out, "Ann", "green") == ["Compass"]


def test_sandpaper_returns_draws_that_many_3s_then_melds():
    out = run(epos(E("Ann", {"yellow": ["Sandpaper"]}, hand=["Oars", "Tools"]), E("Bob"),
                   supply={"3": ["Optics", "Compass"]}, echoes={"3": ["Almanac"]},
                   moves=[dogma("Sandpaper"), choose(["Oars", "Tools"]), choose(["Almanac"])]))
    # the second 3 is an Echoes card (Optics, a base card, was in hand)
    assert hand(out, "Ann") == ["Optics"] and pile(out, "Ann", "blue") == ["Almanac"]


def test_novel_draws_splays_and_claims_supremacy_on_a_common_icon():
    out = run(epos(E("Ann", {"purple": ["Mysticism", "Novel"], "red": ["Archery"], "yellow": ["Masonry"]}),
                   E("Bob"), supply={"3": ["Optics", "Compass"]}, echoes={"3": ["Katana"]},
                   moves=[dogma("Novel"), choose("yes")]))
    assert hand(out, "Ann") == ["Optics", "Katana"] and splay(out, "Ann", "purple") == "left"
    assert achievements(out, "Ann") == ["Supremacy"]


def test_novel_needs_an_icon_other_than_crown_in_common():
    out = run(epos(E("Ann", {"purple": ["Novel"], "red": ["Oars"], "green": ["Sailing"]}), E("Bob"),
                   supply={"3": ["Optics", "Compass"]}, moves=[dogma("Novel")]))
    assert achievements(out, "Ann") == []


def test_sunglasses_scores_a_splayed_color_card_and_copies_a_splay():
    out = run(epos(E("Ann", {"purple": ["Mysticism", "Sunglasses"], "red": {"cards": ["Oars", "Archery"],
                                                                           "splay": "right"}},
                     hand=["Metalworking", "Tools"]), E("Bob"),
                   moves=[dogma("Sunglasses"), choose(0)]))
    assert score(out, "Ann") == ["Metalworking"] and splay(out, "Ann", "purple") == "right"
