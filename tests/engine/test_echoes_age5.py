"""Echoes of the Past, age 5 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, achievements, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply


def test_lightning_rod_tucks_demands_a_tuck_and_a_return_and_may_return_a_top():
    out = run(epos(E("Ann", {"blue": ["Lightning Rod"]}), E("Bob", {"yellow": ["Agriculture"]}),
                   supply={"5": ["Coal", "Statistics", "Banking"]}, moves=[dogma("Lightning Rod"), choose([])]))
    assert pile(out, "Ann", "red") == ["Coal"]                          # echo
    assert pile(out, "Bob", "yellow") == ["Statistics"]                 # tucked under Agriculture, which is returned
    assert supply(out, 1)[-1] == "Agriculture"
    assert pile(out, "Ann", "green") == ["Banking"]


def test_thermometer_melds_the_bottom_green_keeping_the_splay_and_repeats_on_yellow():
    out = run(epos(E("Ann", {"blue": ["Thermometer"], "green": {"cards": ["Sailing", "Clothing", "Mapmaking"],
                                                               "splay": "left"}}), E("Bob"),
                   supply={"1": ["Agriculture", "Oars"], "2": ["Fermenting"]}, moves=[dogma("Thermometer")]))
    assert pile(out, "Ann", "green") == ["Clothing", "Mapmaking", "Sailing"] and splay(out, "Ann", "green") == "left"
    # no yellow top: a 1 (Agriculture, yellow: repeat), then a 2 (Fermenting, yellow: repeat), then a 3...
    assert pile(out, "Ann", "yellow")[:2] == ["Agriculture", "Fermenting"]


def test_coke_melds_factory_cards_and_foreshadows_the_first_without():
    out = run(epos(E("Ann", {"red": ["Coke"]}), E("Bob"), supply={"4": ["Anatomy"], "6": ["Canning", "Encyclopedia"]},
                   echoes={"6": []}, moves=[dogma("Coke")]))
    assert pile(out, "Ann", "yellow") == ["Anatomy", "Canning"] and forecast(out, "Ann") == ["Encyclopedia"]


def test_octant_takes_a_leaf_or_factory_top_and_both_foreshadow():
    out = run(epos(E("Ann", {"red": ["Octant"]}), E("Bob", {"yellow": ["Agriculture"], "red": ["Coal"]}),
                   supply={"6": ["Canning", "Encyclopedia"]}, moves=[dogma("Octant")]))
    assert pile(out, "Ann", "yellow") == ["Agriculture"] and forecast(out, "Bob") == ["Canning"]
    assert forecast(out, "Ann") == ["Encyclopedia"]


def test_palampore_scores_a_repeated_bonus_splays_and_claims_wealth_with_six():
    board = {"green": ["Palampore"], "purple": ["Flute", "Bell"], "blue": ["Dice"],
             "red": {"cards": ["Candles", "Bangle"], "splay": "right"}, "yellow": ["Soap"]}
    # bonuses: Palampore 5, Dice 1, Bangle 1, Candles 1 (shown by the right splay), Soap 2: 1 repeats
    out = run(epos(E("Ann", board), E("Bob"), supply={"1": ["Oars"]}, moves=[dogma("Palampore"), choose("yes")]))
    assert score(out, "Ann") == ["Oars"] and splay(out, "Ann", "purple") == "right"
    # splayed right, Flute's bonus (top left) shows: six bonuses
    assert achievements(out, "Ann") == ["Wealth"]


def test_seed_drill_demands_a_low_top_and_moves_a_bottom_card_to_the_achievements():
    out = run(epos(E("Ann", {"green": ["Seed Drill"]}), E("Bob", {"blue": ["Writing"], "red": ["Coal"]}),
                   supply={"4": ["Anatomy", "Invention"]}, available_achievements=[],
                   moves=[dogma("Seed Drill"), choose(4), choose("yes")]))
    assert pile(out, "Bob", "blue") == [] and pile(out, "Bob", "red") == ["Coal"]
    assert supply(out, 4) == ["Anatomy"] and out["available_achievements"] == [4]


def test_pressure_cooker_returns_the_hand_and_draws_per_bonus_top():
    out = run(epos(E("Ann", {"yellow": ["Pressure Cooker"], "blue": ["Dice"]}, hand=["Oars"]), E("Bob"),
                   supply={"5": ["Coal"], "1": ["Tools"]}, echoes={"5": ["Coke"]}, moves=[dogma("Pressure Cooker")]))
    # blue first: Dice's 1 (empty hand: base), then Pressure Cooker's 5 (a base card in hand: Echoes)
    assert hand(out, "Ann") == ["Tools", "Coke"] and supply(out, 1)[-1] == "Oars"


def test_stove_scores_a_top_without_factory_and_scores_a_4_under_a_low_top():
    out = run(epos(E("Ann", {"yellow": ["Stove"], "green": ["Sailing"], "blue": ["Pottery", "Writing"]}), E("Bob"),
                   supply={"4": ["Experimentation", "Anatomy", "Invention"]},
                   moves=[dogma("Stove"), choose(["Sailing"])]))
    # echo: Writing or Sailing: Sailing scored. Then Experimentation tucked under blue (top Writing, a 1 < 4)
    assert score(out, "Ann") == ["Sailing", "Anatomy"] and pile(out, "Ann", "blue")[0] == "Experimentation"


def test_piano_draws_a_value_in_a_hand_and_trades_five_score_cards():
    from engine.cards import AGE, BY_NAME
    tops = {"blue": ["Dice"], "red": ["Gunpowder"], "green": ["Mapmaking"], "yellow": ["Machinery"],
            "purple": ["Piano"]}                 # values 1, 4, 2, 3, 5
    out = run(epos(E("Ann", tops, score=["Oars", "Tools", "Writing", "Clothing", "Sailing"]),
                   E("Bob", hand=["Calendar"]),
                   supply={"2": ["Mathematics", "Construction"], "1": ["Pottery"], "3": ["Optics"], "4": ["Anatomy"],
                           "5": ["Coal"]}, moves=[dogma("Piano")]))
    assert hand(out, "Ann") == ["Mathematics"]
    # Mathematics (a base card) in hand: the five draws are Echoes cards, lowest first
    assert [AGE[BY_NAME[c]] for c in score(out, "Ann")] == [1, 2, 3, 4, 5]


def test_tuning_fork_looks_privately_and_melds_a_higher_card():
    doc = epos(E("Ann", {"purple": ["Tuning Fork"], "red": ["Oars"]}, hand=["Archery"]), E("Bob"),
               supply={"3": ["Engineering"], "1": ["Metalworking"]},
               moves=[dogma("Tuning Fork"), choose(3)])
    out = run(doc)
    assert pile(out, "Ann", "red") == ["Oars"] and supply(out, 1)[-2:] == ["Archery", "Metalworking"]
    assert any("looks at Engineering" in t for t in out["log"])


def test_tuning_fork_melds_a_higher_revealed_card():
    out = run(epos(E("Ann", {"purple": ["Tuning Fork"], "red": ["Oars"]}, hand=["Calendar"]), E("Bob"),
                   supply={"3": ["Engineering"], "2": ["Construction"]},
                   moves=[dogma("Tuning Fork"), choose(3)]))
    assert pile(out, "Ann", "red") == ["Oars", "Construction"]
