"""Echoes of the Past, age 7 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, achievements, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply


def test_photography_melds_from_the_forecast_and_takes_the_highest_top_into_hand():
    out = run(epos(E("Ann", {"blue": ["Photography"]}, forecast=["Oars"]), E("Bob", {"yellow": ["Agriculture"],
                                                                                    "green": ["Mapmaking"]}),
                   moves=[dogma("Photography")]))
    assert pile(out, "Ann", "red") == ["Oars"] and hand(out, "Bob") == ["Mapmaking"]


def test_photography_claims_history_with_three_visible_echo_effects_in_a_color():
    out = run(epos(E("Ann", {"blue": ["Photography"], "purple": {"cards": ["Bell", "Flute", "Novel"], "splay": "up"}}),
                   E("Bob"), moves=[dogma("Photography")]))
    assert achievements(out, "Ann") == ["History"]


def test_typewriter_returns_the_hand_and_draws_one_more_per_returned_color():
    out = run(epos(E("Ann", {"blue": ["Typewriter"]}, hand=["Oars", "Archery", "Tools"]), E("Bob"),
                   supply={"6": ["Canning"], "7": ["Combustion"], "8": ["Flight"]}, echoes={"7": [], "8": []},
                   moves=[dogma("Typewriter")]))
    assert hand(out, "Ann") == ["Canning", "Combustion", "Flight"]       # red and blue returned: a 7 and an 8


def test_machine_gun_scores_with_five_tops_takes_bonus_tops_and_returns_non_red_tops():
    board = {"red": ["Machine Gun"], "blue": ["Tools"], "green": ["Sailing"], "yellow": ["Agriculture"],
             "purple": ["Mysticism"]}
    out = run(epos(E("Ann", board), E("Bob", {"blue": ["Dice"], "yellow": ["Masonry"]}),
                   supply={"7": ["Combustion", "Lighting"]}, moves=[dogma("Machine Gun")]))
    assert score(out, "Ann") == ["Combustion", "Dice"] and hand(out, "Bob") == ["Lighting"]
    assert pile(out, "Ann", "blue") == [] and pile(out, "Ann", "red") == ["Machine Gun"]


def test_rubber_tucks_two_8s_scores_a_top_without_bonus_and_splays_red_up():
    out = run(epos(E("Ann", {"red": ["Oars", "Rubber"], "blue": ["Dice"], "green": ["Sailing"]}), E("Bob"),
                   supply={"8": ["Antibiotics", "Skyscrapers"]},
                   moves=[dogma("Rubber"), choose(["Sailing"]), choose("yes")]))
    assert pile(out, "Ann", "yellow") == ["Skyscrapers", "Antibiotics"]
    assert score(out, "Ann") == ["Sailing"] and splay(out, "Ann", "red") == "up"


def test_jeans_foreshadows_one_9_and_melds_one_of_two_revealed_values():
    out = run(epos(E("Ann", {"green": ["Jeans"]}), E("Bob"),
                   supply={"9": ["Computers", "Genetics"], "2": ["Calendar"], "5": ["Coal"]},
                   echoes={"9": [], "2": [], "5": []},
                   moves=[dogma("Jeans"), choose(["Genetics"]), choose(2), choose(5), choose(["Coal"])]))
    assert forecast(out, "Ann") == ["Genetics"] and supply(out, 9)[-1] == "Computers"
    assert pile(out, "Ann", "red") == ["Coal"] and supply(out, 2)[-1] == "Calendar"


def test_telegraph_copies_an_opponents_splay_and_splays_blue_up():
    out = run(epos(E("Ann", {"green": ["Telegraph"], "red": ["Oars", "Archery"], "blue": ["Tools", "Writing"]}),
                   E("Bob", {"red": {"cards": ["Metalworking", "Coal"], "splay": "right"}}),
                   moves=[dogma("Telegraph"), choose("Bob"), choose("yes")]))
    assert splay(out, "Ann", "red") == "right" and splay(out, "Ann", "blue") == "up"


def test_elevator_scores_a_green_card_and_takes_a_value_from_the_others():
    out = run(epos(E("Ann", {"yellow": ["Elevator"], "green": ["Sailing", "Mapmaking"]}, score=["Oars"]),
                   E("Bob", hand=["Tools", "Calendar"], score=["Writing"]),
                   moves=[dogma("Elevator"), choose(["Sailing"]), choose(0)]))      # the value (1) is forced
    assert score(out, "Ann") == ["Oars", "Sailing", "Tools"] and hand(out, "Bob") == ["Calendar"]
    assert score(out, "Bob") == ["Writing"]


def test_fertilizer_takes_every_score_card_of_the_returned_value_and_foreshadows():
    out = run(epos(E("Ann", {"yellow": ["Fertilizer"]}, hand=["Oars"], score=["Tools"]),
                   E("Bob", score=["Writing", "Calendar"]), supply={"4": ["Anatomy"]},
                   moves=[dogma("Fertilizer"), choose(["Oars"]), choose(4)]))
    assert sorted(hand(out, "Ann")) == ["Tools", "Writing"] and score(out, "Bob") == ["Calendar"]
    assert forecast(out, "Ann") == ["Anatomy"] or len(forecast(out, "Ann")) == 1


def test_ice_cream_scores_a_top_without_bonus_demands_a_1_and_moves_a_bottom_card():
    out = run(epos(E("Ann", {"purple": ["Ice Cream"], "red": ["Oars"], "blue": ["Dice"]}), E("Bob"),
                   supply={"1": ["Tools"], "8": ["Flight", "Antibiotics"]}, available_achievements=[],
                   moves=[dogma("Ice Cream"), choose(8), choose("yes")]))
    assert score(out, "Ann") == ["Oars"] and pile(out, "Bob", "blue") == ["Tools"]
    assert supply(out, 8) == ["Flight"] and out["available_achievements"] == [8]


def test_saxophone_wins_with_the_four_music_notes_visible():
    out = run(epos(E("Ann", {"purple": ["Bell", "Saxophone"]}),
                   E("Bob", {"purple": {"cards": ["Flute", "Piano"], "splay": "up"}}),
                   moves=[dogma("Saxophone"), choose("no")]))
    # Bell's note (bottom left) is covered by Saxophone, unsplayed: three notes, three 7s; no win
    assert out["result"] is None and len(hand(out, "Ann")) == 3
    out = run(epos(E("Ann", {"purple": ["Bell", "Saxophone"]}),
                   E("Bob", {"purple": {"cards": ["Flute", "Piano"], "splay": "up"}}),
                   moves=[dogma("Saxophone"), choose("yes")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}
