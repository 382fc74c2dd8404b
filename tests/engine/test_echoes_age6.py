"""Echoes of the Past, age 6 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, achievements, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply


def test_bifocals_foreshadows_a_chosen_value_and_swaps_a_forecast_card():
    out = run(epos(E("Ann", {"blue": ["Bifocals"]}, forecast=["Oars"]), E("Bob"),
                   supply={"3": ["Optics"], "1": ["Tools"]}, moves=[dogma("Bifocals"), choose(3), choose(["Oars"])]))
    assert forecast(out, "Ann") == ["Optics", "Tools"] and supply(out, 1)[-1] == "Oars"


def test_stethoscope_draws_an_8_too_after_melding_a_blue_card_by_its_echo():
    out = run(epos(E("Ann", {"blue": ["Stethoscope"]}, hand=["Writing", "Agriculture"]), E("Bob"),
                   supply={"7": ["Evolution"], "8": ["Flight"]}, echoes={"7": ["Rubber"]},
                   moves=[dogma("Stethoscope"), choose(["Writing"])]))
    assert pile(out, "Ann", "blue") == ["Stethoscope", "Writing"]
    # Agriculture (base) left in hand: the 7 is an Echoes card; then Rubber in hand: the 8 is a base card
    assert hand(out, "Ann") == ["Agriculture", "Rubber", "Flight"]


def test_stethoscope_a_yellow_meld_draws_no_8():
    out = run(epos(E("Ann", {"blue": ["Stethoscope"]}, hand=["Agriculture"]), E("Bob"),
                   supply={"7": ["Evolution"], "8": ["Flight"]}, moves=[dogma("Stethoscope")]))
    assert hand(out, "Ann") == ["Evolution"]


def test_loom_scores_the_lowest_top_and_trades_two_score_cards_of_different_values():
    out = run(epos(E("Ann", {"red": ["Loom"], "blue": ["Tools"]}, score=["Oars", "Writing", "Calendar"]), E("Bob"),
                   supply={"6": ["Canning", "Vaccination", "Encyclopedia"]},
                   moves=[dogma("Loom"), choose(["Oars"])]))     # the second card (another value) is forced
    assert score(out, "Ann") == ["Writing", "Tools"]
    assert pile(out, "Ann", "yellow") == ["Vaccination", "Canning"] and pile(out, "Ann", "blue") == ["Encyclopedia"]


def test_loom_claims_heritage_with_five_visible_hexes_in_one_color():
    board = {"red": ["Loom"], "blue": ["Tools"],
             "yellow": {"cards": ["Masonry", "Fermenting", "Domestication", "Vaccination", "Anatomy"], "splay": "up"}}
    out = run(epos(E("Ann", board), E("Bob"), moves=[dogma("Loom")]))
    assert score(out, "Ann") == ["Tools"] and achievements(out, "Ann") == ["Heritage"]
    board["yellow"]["splay"] = "right"
    out = run(epos(E("Ann", board), E("Bob"), moves=[dogma("Loom")]))
    assert achievements(out, "Ann") == []


def test_shrapnel_takes_two_tops_of_the_tucked_color_and_gives_my_bottom_card():
    out = run(epos(E("Ann", {"red": ["Shrapnel"], "yellow": ["Agriculture", "Masonry"]}),
                   E("Bob", {"yellow": ["Domestication", "Fermenting"]}), supply={"6": ["Canning"]},
                   moves=[dogma("Shrapnel")]))
    assert sorted(score(out, "Ann")) == ["Domestication", "Fermenting"]
    assert pile(out, "Bob", "yellow") == ["Canning"] and score(out, "Bob") == ["Agriculture"]


def test_hot_air_balloon_scores_a_7_then_achieves_another_players_top_card():
    out = run(epos(E("Ann", {"green": ["Hot Air Balloon"]}, score=["Optics", "Compass"]),
                   E("Bob", {"red": ["Oars"], "yellow": ["Agriculture"]}, achievements=[1]),
                   supply={"7": ["Evolution"]}, available_achievements=[],
                   moves=[dogma("Hot Air Balloon"), choose(["Oars"])]))
    assert achievements(out, "Ann") == ["Oars"] and pile(out, "Bob", "green") == ["Hot Air Balloon"]


def test_hot_air_balloon_without_a_target_draws_and_melds_a_7():
    out = run(epos(E("Ann", {"green": ["Hot Air Balloon"]}), E("Bob", {"red": ["Oars"]}),
                   supply={"7": ["Evolution", "Combustion"]}, moves=[dogma("Hot Air Balloon")]))
    assert score(out, "Ann") == ["Evolution"] and pile(out, "Ann", "red") == ["Combustion"]


def test_steamboat_blue_takes_the_hand_red_takes_two_score_cards_purple_nothing():
    base = dict(supply={"6": ["Atomic Theory"]}, moves=[dogma("Steamboat")])
    out = run(epos(E("Ann", {"green": ["Steamboat"]}), E("Bob", hand=["Dice"]), **base))
    assert sorted(hand(out, "Ann")) == ["Atomic Theory", "Dice"]
    out = run(epos(E("Ann", {"green": ["Steamboat"]}), E("Bob", score=["Oars", "Tools", "Writing"]),
                   supply={"6": ["Machine Tools"]}, moves=[dogma("Steamboat"), choose(["Oars", "Tools"])]))
    assert sorted(score(out, "Ann")) == ["Oars", "Tools"] and hand(out, "Bob") == ["Machine Tools"]
    out = run(epos(E("Ann", {"green": ["Steamboat"]}), E("Bob", score=["Oars"]), supply={"6": ["Democracy"]},
                   moves=[dogma("Steamboat")]))
    assert hand(out, "Bob") == ["Democracy"] and score(out, "Bob") == ["Oars"]


def test_dentures_scores_the_top_two_non_bottom_cards_of_the_tucked_color():
    out = run(epos(E("Ann", {"yellow": ["Dentures"], "blue": ["Pottery", "Tools", "Writing"]}), E("Bob"),
                   supply={"6": ["Atomic Theory"]}, moves=[dogma("Dentures")]))
    # Atomic Theory tucked under blue: Pottery, Tools... the top two non-bottom: Writing, Tools
    assert score(out, "Ann") == ["Writing", "Tools"] and pile(out, "Ann", "blue") == ["Atomic Theory", "Pottery"]


def test_dentures_carried_out_without_its_echo_effect_tucks_and_scores_nothing():
    # Karaoke's echo draws and melds Dentures (an Echoes 6: the hand holds a base card
    # only), then Karaoke carries out Dentures' non-demand effects: its echo effect did
    # not run, so no card was tucked through Dentures and its first effect does nothing
    # (no draw and tuck of a 6, nothing scored)
    out = run(epos(E("Ann", {"purple": ["Karaoke"], "yellow": ["Agriculture"]}, hand=["Tools"]), E("Bob"),
                   supply={"6": ["Canning", "Classification"]}, echoes={"6": ["Dentures", "Loom"]},
                   moves=[dogma("Karaoke"), choose(6), choose([])]))
    assert pile(out, "Ann", "yellow") == ["Agriculture", "Dentures"]
    assert score(out, "Ann") == [] and supply(out, 6) == ["Canning", "Classification"]


def test_morphine_scores_an_odd_card_demands_odd_cards_and_draws_above_them():
    out = run(epos(E("Ann", {"yellow": ["Morphine"]}, hand=["Oars", "Calendar"]),
                   E("Bob", hand=["Optics", "Mathematics"]),
                   supply={"6": ["Canning"], "4": ["Anatomy"]}, echoes={"6": ["Loom"], "4": ["Chintz"]},
                   moves=[dogma("Morphine")]))
    assert score(out, "Ann") == ["Oars"]
    # each keeps a base card in hand and no Echoes card: both draws are Echoes cards
    assert hand(out, "Bob") == ["Mathematics", "Loom"] and supply(out, 3)[-1] == "Optics"
    assert hand(out, "Ann") == ["Calendar", "Chintz"]


def test_indian_clubs_demands_two_score_cards_and_scores_one_per_value():
    out = run(epos(E("Ann", {"purple": ["Indian Clubs"]}, hand=["Oars", "Calendar", "Optics"],
                     score=["Tools", "Mathematics"]), E("Bob", score=["Writing", "Pottery", "Alchemy"]),
                   moves=[dogma("Indian Clubs"), choose(["Writing", "Alchemy"])]))
    assert score(out, "Bob") == ["Pottery"]
    assert sorted(score(out, "Ann")) == ["Calendar", "Mathematics", "Oars", "Tools"] and hand(out, "Ann") == ["Optics"]


def test_kaleidoscope_melds_a_7_and_may_splay_its_color_right():
    out = run(epos(E("Ann", {"purple": ["Kaleidoscope"], "red": ["Oars"]}), E("Bob"),
                   supply={"7": ["Combustion"]}, moves=[dogma("Kaleidoscope"), choose("yes")]))
    assert pile(out, "Ann", "red") == ["Oars", "Combustion"] and splay(out, "Ann", "red") == "right"
