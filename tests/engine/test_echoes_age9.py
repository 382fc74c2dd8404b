"""Echoes of the Past, age 9 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply


def test_calculator_scores_two_bottom_cards_draws_their_total_and_repeats_once():
    board = {"blue": ["Calculator"], "red": ["Oars"], "green": ["Sailing"], "yellow": ["Agriculture", "Masonry"]}
    out = run(epos(E("Ann", board), E("Bob"), supply={"2": ["Calendar"]},
                   moves=[dogma("Calculator"), choose(["Oars", "Sailing"])]))
    # 1 + 1 = 2 < 11: draw a 2 and repeat: the bottoms left are Agriculture (yellow): only one, scored
    assert score(out, "Ann") == ["Oars", "Sailing", "Agriculture"] and hand(out, "Ann") == ["Calendar"]


def test_laser_returns_the_achievements_and_half_the_score_then_melds_two_10s():
    out = run(epos(E("Ann", {"blue": ["Laser"]}, score=["Oars", "Tools", "Writing"]), E("Bob"),
                   available_achievements=[1, 2], supply={"10": ["Software", "Robotics"]}, echoes={"10": []},
                   moves=[dogma("Laser"), choose(["Oars", "Tools"])]))
    assert out["available_achievements"][:2] == [] or all(isinstance(a, str) for a in out["available_achievements"])
    assert score(out, "Ann") == ["Writing"]
    assert pile(out, "Ann", "blue") == ["Laser", "Software"] and pile(out, "Ann", "red") == ["Robotics"]


def test_helicopter_scores_a_top_card_for_its_owner_and_repeats_for_a_shared_icon():
    out = run(epos(E("Ann", {"red": ["Helicopter"]}, hand=["Metalworking"]), E("Bob", {"red": ["Archery"],
                                                                                       "yellow": ["Agriculture"]}),
                   moves=[dogma("Helicopter"), choose(["Archery"]), choose(["Metalworking"])]))
    # the repeat: Agriculture is the only top card left but Helicopter: forced
    assert score(out, "Bob") == ["Archery", "Agriculture"] and hand(out, "Ann") == []


def test_jet_demands_the_top_card_of_the_color_its_echo_melded():
    out = run(epos(E("Ann", {"red": ["Jet"]}, hand=["Tools"]), E("Bob", {"blue": ["Writing"], "red": ["Oars"]}),
                   moves=[dogma("Jet")]))
    assert (
        pile(out, "Ann", "blue") == ["Tools"] and pile(out, "Bob", "blue") == [] and pile(out, "Bob", "red") == ["Oars"]
    )


def test_credit_card_foreshadows_trades_a_top_card_for_a_score_and_splays():
    out = run(epos(E("Ann", {"green": ["Sailing", "Credit Card"], "red": ["Oars"]}), E("Bob"),
                   supply={"9": ["Computers"], "1": ["Tools"]},
                   moves=[dogma("Credit Card"), choose(["Oars"]), choose("yes")]))
    assert forecast(out, "Ann") == ["Computers"] and hand(out, "Ann") == ["Oars"]
    assert score(out, "Ann") == ["Tools"] or len(score(out, "Ann")) == 1
    assert splay(out, "Ann", "green") == "up"


def test_email_foreshadows_and_carries_out_the_lowest_non_green_top_alone():
    out = run(epos(E("Ann", {"green": ["Email"], "blue": ["Writing"]}), E("Bob"),
                   supply={"10": ["Software"], "9": ["Computers"], "2": ["Calendar"]}, echoes={"10": [], "9": []},
                   moves=[dogma("Email")]))
    assert forecast(out, "Ann") == ["Software", "Computers"] and hand(out, "Ann") == ["Calendar"]


def test_email_carries_out_non_demand_effects_only_never_the_echo_effect():
    # R4 (3E "execute its non-demand effects"): the lowest non-green top is Ruler, whose
    # echo effect (draw a 2) does not run; its non-demand effect is blank
    out = run(epos(E("Ann", {"green": ["Email"], "blue": ["Ruler"]}), E("Bob"),
                   supply={"10": ["Software"], "9": ["Computers"], "2": ["Calendar"]}, echoes={"10": [], "9": []},
                   moves=[dogma("Email")]))
    assert forecast(out, "Ann") == ["Software", "Computers"] and hand(out, "Ann") == []
    assert supply(out, 2)[0] == "Calendar"


def test_atm_scores_a_chosen_value_takes_a_crownless_top_and_splays():
    out = run(epos(E("Ann", {"yellow": ["ATM"], "purple": ["Mysticism", "Code of Laws"]}),
                   E("Bob", {"red": ["Archery"], "blue": ["Writing"]}), supply={"3": ["Optics"]},
                   moves=[dogma("ATM"), choose(3), choose("yes")]))     # Writing has a crown: Archery is forced
    assert score(out, "Ann") == ["Optics"] and pile(out, "Ann", "red") == ["Archery"]
    assert splay(out, "Ann", "purple") == "up"


def test_wristwatch_tucks_a_top_card_and_draws_and_tucks_per_bonus():
    out = run(epos(E("Ann", {"yellow": ["Wristwatch"], "blue": ["Dice"], "red": ["Oars", "Archery"]}), E("Bob"),
                   supply={"1": ["Tools"], "10": ["Software"]}, echoes={"10": []},
                   moves=[dogma("Wristwatch"), choose(["Archery"])]))
    assert pile(out, "Ann", "red") == ["Archery", "Oars"]
    assert pile(out, "Ann", "blue") == ["Software", "Tools", "Dice"]


def test_karaoke_melds_a_chosen_value_and_carries_out_its_effects():
    out = run(epos(E("Ann", {"purple": ["Karaoke"], "blue": ["Pottery"]}), E("Bob"),
                   supply={"1": ["Writing"], "2": ["Calendar"]},
                   moves=[dogma("Karaoke"), choose(1), choose(["Pottery"])]))
    # Writing melded on blue by the echo; its effect: draw a 2; then Pottery (bottom) taken into hand
    assert pile(out, "Ann", "blue") == ["Writing"] and sorted(hand(out, "Ann")) == ["Calendar", "Pottery"]


def test_rock_wins_when_scissors_shows_and_scores_a_top_card():
    out = run(epos(E("Ann", {"purple": ["Rock"]}), E("Bob", {"green": ["Scissors", "Sailing"]}),
                   moves=[dogma("Rock")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}
    out = run(epos(E("Ann", {"purple": ["Rock"], "green": ["Paper", "Sailing"]}), E("Bob", {"green": ["Mapmaking"]}),
                   moves=[dogma("Rock"), choose(["Sailing"])]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}
