"""Echoes of the Past, age 1 card effects, each through a position file.

Remember the draw rule (R2): a hand holding base cards and no Echoes card draws an
Echoes card; an empty hand, or one with an Echoes card, draws a base card."""
from tests.engine.ech_helpers import E, achievements, ech_pile, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, supply


def test_dice_melds_a_card_of_the_revealed_bonus():
    out = run(epos(E("Ann", {"blue": ["Dice"]}, hand=["Tools"]), E("Bob"), supply={"1": ["Oars"]},
                   echoes={"1": ["Perfume"]}, moves=[dogma("Dice")]))
    assert hand(out, "Ann") == ["Tools", "Perfume"] and pile(out, "Ann", "red") == ["Oars"]


def test_dice_without_a_bonus_does_nothing_more():
    out = run(epos(E("Ann", {"blue": ["Dice"]}), E("Bob"), supply={"1": ["Oars", "Tools"]}, moves=[dogma("Dice")]))
    assert hand(out, "Ann") == ["Oars"] and supply(out, 1) == ["Tools"]


def test_perfume_takes_a_top_card_of_a_new_value_and_the_opponent_melds_one_like_it():
    out = run(epos(E("Ann", {"blue": ["Perfume"]}), E("Bob", {"purple": ["Philosophy"]}),
                   supply={"1": ["Oars"], "2": ["Calendar"]}, moves=[dogma("Perfume")]))
    assert pile(out, "Ann", "red") == ["Oars"]                   # echo: draw and tuck a 1
    assert pile(out, "Ann", "purple") == ["Philosophy"] and pile(out, "Bob", "blue") == ["Calendar"]


def test_perfume_demand_needs_a_value_i_do_not_have():
    out = run(epos(E("Ann", {"blue": ["Perfume"]}), E("Bob", {"green": ["Clothing"]}),
                   supply={"1": ["Oars"]}, moves=[dogma("Perfume")]))
    assert pile(out, "Bob", "green") == ["Clothing"]


def test_ruler_draws_a_2_by_its_echo():
    out = run(epos(E("Ann", {"blue": ["Ruler"]}), E("Bob"), supply={"2": ["Calendar"]}, moves=[dogma("Ruler")]))
    assert hand(out, "Ann") == ["Calendar"]


def test_bangle_tucks_a_red_card_then_foreshadows_an_echoes_3():
    out = run(epos(E("Ann", {"red": ["Bangle"]}, hand=["Oars", "Tools"]), E("Bob"), echoes={"3": ["Almanac"]},
                   moves=[dogma("Bangle")]))
    assert pile(out, "Ann", "red") == ["Oars", "Bangle"] and forecast(out, "Ann") == ["Almanac"]


def test_candles_draws_when_everyone_scores_more_and_takes_a_castle_card():
    out = run(epos(E("Ann", {"red": ["Candles"]}), E("Bob", hand=["Archery", "Writing"], score=["Calendar"]),
                   supply={"3": ["Alchemy"]}, echoes={"1": ["Flute"]}, moves=[dogma("Candles")]))
    # Bob keeps Writing (a base card, no Echoes card): his draw is an Echoes 1
    assert hand(out, "Ann") == ["Alchemy", "Archery"] and hand(out, "Bob") == ["Writing", "Flute"]


def test_candles_echo_needs_every_other_score_higher():
    out = run(epos(E("Ann", {"red": ["Candles"]}), E("Bob", score=["Oars"]), supply={"3": ["Alchemy"]},
                   moves=[dogma("Candles")]))
    assert hand(out, "Ann") == []                                 # Bob's 1 is not higher than Ann's bonus 1


def test_plumbing_scores_a_bottom_card():
    out = run(epos(E("Ann", {"red": ["Plumbing"], "blue": ["Pottery", "Tools"]}), E("Bob"),
                   moves=[dogma("Plumbing"), choose(["Pottery"])]))
    assert score(out, "Ann") == ["Pottery"] and pile(out, "Ann", "blue") == ["Tools"]


def test_comb_keeps_the_chosen_color_and_returns_the_rest():
    out = run(epos(E("Ann", {"green": ["Comb"]}), E("Bob"), supply={"1": ["Oars", "Tools", "Writing", "Clothing"]},
                   echoes={"1": ["Dice", "Bangle"]}, moves=[dogma("Comb"), choose("red")]))
    # draws: Oars (empty hand: base), Dice (base cards only: Echoes), then base cards
    assert hand(out, "Ann") == ["Oars"]
    assert supply(out, 1)[-3:] == ["Tools", "Writing", "Clothing"] and ech_pile(out, 1) == ["Bangle", "Dice"]


def test_ice_skates_returns_cards_then_melds_or_foreshadows_then_returns_the_highest_top():
    out = run(epos(E("Ann", {"green": ["Ice Skates"]}, hand=["Oars", "Tools"]), E("Bob"),
                   supply={"2": ["Calendar"], "3": ["Alchemy"]},
                   moves=[dogma("Ice Skates"), choose(["Oars", "Tools"]), choose(0), choose(1)]))
    assert forecast(out, "Ann") == ["Alchemy"]
    assert pile(out, "Ann", "blue") == [] and supply(out, 2)[-1] == "Calendar"   # melded, then returned


def test_umbrella_melds_by_its_echo_and_scores_two_per_returned_card():
    out = run(epos(E("Ann", {"green": ["Umbrella"]}, hand=["Oars", "Tools", "Writing", "Clothing"]), E("Bob"),
                   moves=[dogma("Umbrella"), choose(["Oars"]), choose(["Tools"])]))
    assert pile(out, "Ann", "red") == ["Oars"] and sorted(score(out, "Ann")) == ["Clothing", "Writing"]


def test_chopsticks_moves_the_bottom_1_into_the_achievements():
    out = run(epos(E("Ann", {"yellow": ["Chopsticks"]}), E("Bob"), supply={"1": ["Oars", "Tools"]},
                   available_achievements=[], moves=[dogma("Chopsticks"), choose("yes")]))
    assert hand(out, "Ann") == ["Oars"] and supply(out, 1) == [] and out["available_achievements"] == [1]


def test_noodles_draws_and_scores_a_2_then_scores_the_1s_for_a_yellow_reveal():
    out = run(epos(E("Ann", {"yellow": ["Noodles"]}, hand=["Oars", "Tools"]), E("Bob", hand=["Writing"]),
                   echoes={"2": ["Lever"], "1": ["Soap"]}, moves=[dogma("Noodles")]))
    assert sorted(score(out, "Ann")) == ["Lever", "Oars", "Soap", "Tools"] and hand(out, "Ann") == []


def test_noodles_needs_more_1s_than_every_other_player():
    out = run(epos(E("Ann", {"yellow": ["Noodles"]}, hand=["Oars"]), E("Bob", hand=["Writing"]),
                   echoes={"1": ["Dice"]}, moves=[dogma("Noodles")]))
    assert score(out, "Ann") == [] and hand(out, "Ann") == ["Oars", "Dice"]


def test_soap_tucks_three_then_achieves_a_card_from_hand():
    out = run(epos(E("Ann", {"yellow": ["Soap"]}, hand=["Oars", "Archery", "Metalworking", "Tools"],
                     score=["Calendar", "Mathematics"]), E("Bob"),
                   moves=[dogma("Soap"), choose("red"), choose(["Oars", "Archery", "Metalworking"]),
                          choose(["Tools"])]))
    assert len(pile(out, "Ann", "red")) == 3 and achievements(out, "Ann") == ["Tools"]


def test_bell_scores_by_its_echo_and_foreshadows_a_2():
    out = run(epos(E("Ann", {"purple": ["Bell"]}, hand=["Oars"]), E("Bob"), supply={"2": ["Calendar"]},
                   moves=[dogma("Bell"), choose(["Oars"])]))
    assert score(out, "Ann") == ["Oars"] and forecast(out, "Ann") == ["Calendar"]


def test_flute_demands_a_bonus_card_and_draws_again_for_a_bonus():
    out = run(epos(E("Ann", {"purple": ["Flute"]}, hand=["Tools"]), E("Bob", hand=["Dice", "Oars"]),
                   echoes={"1": ["Perfume"]}, supply={"1": ["Writing"]}, moves=[dogma("Flute")]))
    assert hand(out, "Bob") == ["Oars"] and ech_pile(out, 1)[-1] == "Dice"
    assert hand(out, "Ann") == ["Tools", "Perfume", "Writing"]


def test_puppet_does_nothing():
    out = run(epos(E("Ann", {"purple": ["Puppet"]}, hand=["Tools"]), E("Bob"), moves=[dogma("Puppet")]))
    assert hand(out, "Ann") == ["Tools"] and out["pending"] is None
