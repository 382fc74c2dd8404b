"""Echoes of the Past, age 2 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply


def test_lever_draws_two_2s_and_one_higher_card_per_returned_pair():
    out = run(epos(E("Ann", {"blue": ["Lever"]}, hand=["Oars", "Tools", "Calendar"]), E("Bob"),
                   supply={"2": ["Mathematics", "Construction"]}, echoes={"2": ["Linguistics"]},
                   moves=[dogma("Lever"), choose(["Oars", "Tools"])]))
    # echo: an Echoes 2 (only base cards in hand), then a base 2; a pair of 1s draws a 2
    assert hand(out, "Ann") == ["Calendar", "Linguistics", "Mathematics", "Construction"]


def test_lever_needs_two_cards_of_one_value_per_draw():
    out = run(epos(E("Ann", {"blue": ["Lever"]}, hand=["Oars", "Calendar", "Dice"]), E("Bob"),
                   supply={"2": ["Mathematics", "Construction", "Fermenting"]},
                   moves=[dogma("Lever"), choose(["Oars", "Calendar"])]))
    assert hand(out, "Ann") == ["Dice", "Mathematics", "Construction"]


def test_linguistics_foreshadows_a_4_then_draws_a_bonus_value():
    out = run(epos(E("Ann", {"blue": ["Linguistics"], "purple": ["Puppet"], "yellow": ["Soap"]}), E("Bob"),
                   supply={"4": ["Anatomy"], "3": ["Alchemy"]}, moves=[dogma("Linguistics"), choose(1), choose(3)]))
    assert forecast(out, "Ann") == ["Anatomy"] and hand(out, "Ann") == ["Alchemy"]


def test_crossbow_takes_a_bonus_card_and_gives_a_card_away():
    out = run(epos(E("Ann", {"red": ["Crossbow"]}, hand=["Tools"]), E("Bob", hand=["Dice", "Oars"]),
                   moves=[dogma("Crossbow")]))
    assert score(out, "Ann") == ["Dice"] and pile(out, "Bob", "blue") == ["Tools"]


def test_horseshoes_takes_a_top_card_without_castle_or_factory():
    out = run(epos(E("Ann", {"red": ["Horseshoes"]}), E("Bob", {"blue": ["Writing"], "purple": ["Philosophy"]}),
                   supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Horseshoes"), choose(["Writing"], "Bob")]))
    assert forecast(out, "Ann") == ["Calendar"]
    assert pile(out, "Ann", "blue") == ["Writing"] and pile(out, "Bob", "blue") == ["Mathematics"]


def test_glassblowing_scores_a_bonus_card_and_foreshadows_three_above_the_lowest_non_green_top():
    out = run(epos(E("Ann", {"green": ["Glassblowing"], "blue": ["Calendar"]}, hand=["Dice", "Oars"]), E("Bob"),
                   echoes={"5": ["Stove"]}, moves=[dogma("Glassblowing")]))
    # Oars left in hand: the foreshadowed 5 is an Echoes card
    assert score(out, "Ann") == ["Dice"] and forecast(out, "Ann") == ["Stove"]


def test_scissors_takes_a_bottom_card_melds_or_scores_and_takes_paper():
    out = run(epos(E("Ann", {"green": ["Scissors"], "blue": ["Pottery", "Tools"]}, hand=["Oars"]),
                   E("Bob", {"green": ["Paper"]}),
                   moves=[dogma("Scissors"), choose(["Pottery"]), choose(["Oars", "Pottery"]), choose(0), choose(1)]))
    assert pile(out, "Ann", "red") == ["Oars"] and score(out, "Ann") == ["Pottery", "Paper"]
    assert pile(out, "Bob", "green") == []


def test_toothbrush_tucks_a_value_splays_left_and_moves_the_bottom_2():
    out = run(epos(E("Ann", {"yellow": ["Agriculture", "Toothbrush"]}, hand=["Oars", "Archery", "Calendar"]),
                   E("Bob"), supply={"2": ["Mathematics", "Construction"]}, available_achievements=[],
                   moves=[dogma("Toothbrush"), choose(1), choose("yellow"), choose("yes")]))
    assert pile(out, "Ann", "red") == ["Archery", "Oars"] or pile(out, "Ann", "red") == ["Oars", "Archery"]
    assert splay(out, "Ann", "yellow") == "left" and supply(out, 2) == ["Mathematics"]
    assert out["available_achievements"] == [2]


def test_watermill_tucks_draws_and_repeats_while_the_drawn_card_has_a_bonus():
    out = run(epos(E("Ann", {"yellow": ["Watermill"]}, hand=["Dice", "Oars"]), E("Bob"),
                   supply={"1": ["Tools"]}, echoes={"1": ["Perfume"]},
                   moves=[dogma("Watermill"), choose(["Oars"])]))
    # tuck Dice (bonus 1): draw a 1 (hand Oars only: Echoes) = Perfume (bonus): return Oars, repeat:
    # tuck Perfume: draw a 1 (empty hand: base Tools, no bonus): stop
    assert pile(out, "Ann", "blue") == ["Perfume", "Dice"] and hand(out, "Ann") == ["Tools"]


def test_pagoda_tucks_a_matching_card_and_melds_or_foreshadows():
    out = run(epos(E("Ann", {"purple": ["Pagoda"]}, hand=["Writing"]), E("Bob"), echoes={"3": ["Almanac"]},
                   moves=[dogma("Pagoda")]))
    assert pile(out, "Ann", "blue") == ["Writing", "Almanac"]
    out = run(epos(E("Ann", {"purple": ["Pagoda"]}, hand=["Oars"]), E("Bob"), echoes={"3": ["Almanac"]},
                   moves=[dogma("Pagoda")]))
    assert forecast(out, "Ann") == ["Almanac"] and hand(out, "Ann") == ["Oars"]


def test_chaturanga_melds_a_bonus_card_or_foreshadows_by_top_count():
    out = run(epos(E("Ann", {"purple": ["Chaturanga"]}, hand=["Soap"]), E("Bob"),
                   supply={"2": ["Calendar", "Mathematics"]}, echoes={"2": ["Lever"]}, moves=[dogma("Chaturanga")]))
    assert pile(out, "Ann", "yellow") == ["Soap"] and hand(out, "Ann") == ["Calendar", "Lever"]
    out = run(epos(E("Ann", {"purple": ["Chaturanga"], "red": ["Oars"]}, hand=["Tools"]), E("Bob"),
                   echoes={"2": ["Lever"]}, moves=[dogma("Chaturanga")]))
    assert forecast(out, "Ann") == ["Lever"]
