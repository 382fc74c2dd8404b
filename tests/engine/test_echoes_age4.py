"""Echoes of the Past, age 4 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, achievements, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply


def test_slide_rule_splays_yellow_right_and_draws_lowest_top_plus_splayed_colors():
    out = run(epos(E("Ann", {"blue": ["Slide Rule"], "yellow": ["Agriculture", "Masonry"],
                             "red": {"cards": ["Oars", "Archery"], "splay": "left"}}), E("Bob"),
                   supply={"3": ["Optics"]}, moves=[dogma("Slide Rule"), choose("yes")]))
    assert splay(out, "Ann", "yellow") == "right" and hand(out, "Ann") == ["Optics"]      # 1 + 2 splayed


def test_telescope_puts_a_forecast_card_back_and_achieves_from_the_forecast():
    out = run(epos(E("Ann", {"blue": ["Telescope"]}, forecast=["Tools"], score=["Optics", "Compass"]), E("Bob"),
                   supply={"5": ["Astronomy"]}, available_achievements=[],
                   moves=[dogma("Telescope"), choose(["Astronomy"])]))
    # Astronomy back on top of the 5 pile; Tools (a 1) achieved: score 6 + bonus 4
    assert supply(out, 5)[0] == "Astronomy" and achievements(out, "Ann") == ["Tools"] and forecast(out, "Ann") == []


def test_kobukson_splays_any_board_returns_castle_tops_and_tucks_per_two_returned():
    out = run(epos(E("Ann", {"red": ["Kobukson"]}),
                   E("Bob", {"red": ["Oars"], "green": ["The Wheel"], "blue": ["Pottery", "Tools"]}),
                   supply={"4": ["Anatomy", "Perspective", "Invention"]},
                   moves=[dogma("Kobukson")]))
    # echo: Bob's blue is the only pile that can splay left; the demand then returns Oars, The Wheel
    # and Tools (three castle tops: one pair), Bob tucks a 4; Ann tucks a 4 for the pair
    assert any("splays their blue cards left" in t for t in out["log"])
    assert pile(out, "Bob", "red") == [] and pile(out, "Bob", "green") == [] and pile(out, "Bob", "blue") == ["Pottery"]
    assert pile(out, "Bob", "yellow") == ["Anatomy"] and pile(out, "Ann", "yellow") == ["Perspective"]


def test_kobukson_counts_the_cards_returned_by_all_opponents_together():
    # Bob and Cid return one castle top each: together a pair, so Ann draws and tucks one 4
    out = run(epos(E("Ann", {"red": ["Kobukson"]}), E("Bob", {"red": ["Oars"]}), E("Cid", {"green": ["The Wheel"]}),
                   supply={"4": ["Anatomy", "Perspective", "Invention", "Colonialism"]}, moves=[dogma("Kobukson")]))
    assert pile(out, "Bob", "yellow") == ["Anatomy"] and pile(out, "Cid", "yellow") == ["Perspective"]
    assert pile(out, "Ann", "green") == ["Invention"] and supply(out, 4) == ["Colonialism"]


def test_shuriken_takes_a_non_red_castle_or_lightbulb_top_and_splays_purple():
    out = run(epos(E("Ann", {"red": ["Shuriken"], "purple": ["Mysticism", "Code of Laws"]}),
                   E("Bob", {"blue": ["Writing"], "red": ["Archery"]}), supply={"4": ["Anatomy"]},
                   moves=[dogma("Shuriken"), choose("yes")]))
    assert pile(out, "Ann", "blue") == ["Writing"] and hand(out, "Bob") == ["Anatomy"]
    assert splay(out, "Ann", "purple") == "right"


def test_chintz_draws_then_with_one_card_draws_and_scores():
    out = run(epos(E("Ann", {"green": ["Chintz"]}), E("Bob"), supply={"4": ["Anatomy", "Invention"]},
                   echoes={"4": ["Globe", "Pencil"]}, moves=[dogma("Chintz")]))
    assert hand(out, "Ann") == ["Anatomy", "Globe"] and score(out, "Ann") == ["Invention"]


def test_globe_returns_two_of_a_color_splays_right_and_foreshadows_a_6():
    out = run(
        epos(
            E("Ann", {"green": ["Globe"], "red": ["Oars", "Archery"]}, hand=["Tools", "Writing", "Metalworking"]),
            E("Bob"),
            supply={"6": ["Canning"]},
            echoes={"6": ["Loom"]},
            moves=[dogma("Globe"), choose("blue"), choose(["Tools", "Writing"])],
        )
    )
    # Metalworking (base) left in hand: the foreshadowed 6 is an Echoes card
    assert splay(out, "Ann", "red") == "right" and forecast(out, "Ann") == ["Loom"]
    assert hand(out, "Ann") == ["Metalworking"]


def test_barometer_takes_a_5_foreshadows_bonus_plus_two_and_claims_destiny():
    out = run(epos(E("Ann", {"yellow": ["Barometer"]}, forecast=["Astronomy", "Tools"]),
                   E("Bob", {"purple": ["Puppet"]}), supply={"5": ["Coal"]},
                   moves=[dogma("Barometer"), choose("yes")]))
    assert hand(out, "Ann") == ["Astronomy"] and forecast(out, "Ann") == []
    assert achievements(out, "Ann") == ["Destiny"] and supply(out, 5)[-1] == "Coal"


def test_pencil_returns_draws_one_higher_foreshadows_one():
    out = run(epos(E("Ann", {"yellow": ["Pencil"]}, hand=["Oars", "Calendar"]), E("Bob"),
                   supply={"5": ["Coal"], "3": ["Optics", "Compass"]}, echoes={"5": ["Stove"]},
                   moves=[dogma("Pencil"), choose(["Oars", "Calendar"]), choose(["Compass"])]))
    assert forecast(out, "Ann") == ["Compass"] and supply(out, 3)[-1] == "Optics"


def test_clock_splays_the_biggest_pile_and_demands_cards_of_the_clock_count():
    from engine.cards import BY_NAME, CARD_ICONS, CLOCK
    tens = ["Software", "Databases", "A.I."]
    n = sum(CARD_ICONS[BY_NAME[c]].count(CLOCK) for c in tens)
    hand_cards = {
        1: "Tools",
        2: "Calendar",
        3: "Optics",
        4: "Anatomy",
        5: "Coal",
        6: "Canning",
        7: "Lighting",
        8: "Flight",
        9: "Computers",
    }
    out = run(epos(E("Ann", {"purple": ["Clock"], "red": ["Oars", "Archery"]}),
                   E("Bob", hand=[hand_cards[n], "Sailing"], score=["Writing"]), supply={"10": tens},
                   echoes={"10": []}, moves=[dogma("Clock"), choose("red")]))
    assert splay(out, "Ann", "red") == "right"
    assert score(out, "Ann") == [hand_cards[n]] and supply(out, 10) == tens


def test_toilet_tucks_returns_score_cards_of_my_highest_bonus_and_swaps():
    out = run(epos(E("Ann", {"purple": ["Toilet"], "blue": ["Dice"]}),
                   E("Bob", score=["Oars", "Calendar"]), supply={"4": ["Anatomy"], "1": ["Writing"]},
                   moves=[dogma("Toilet")]))
    assert score(out, "Bob") == ["Calendar"] and pile(out, "Ann", "yellow") == ["Anatomy"]
    out = run(
        epos(
            E("Ann", {"purple": ["Toilet"]}, hand=["Dice"]),
            E("Bob"),
            supply={"4": ["Anatomy"], "1": ["Writing"]},
            moves=[dogma("Toilet"), choose(["Dice"])],
        )
    )
    assert hand(out, "Ann") == ["Writing"]
