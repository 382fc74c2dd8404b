"""Echoes of the Past, age 8 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, achievements, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply

NO_ECHOES_9 = {"9": []}


def test_radio_telescope_melds_one_9_per_two_lightbulbs_and_wins_with_ai():
    out = run(epos(E("Ann", {"blue": ["Radio Telescope"], "purple": ["Education"]}), E("Bob"),
                   supply={"9": ["Computers", "Genetics", "Fission"]}, echoes=NO_ECHOES_9,
                   moves=[dogma("Radio Telescope"), choose(["Genetics"])]))
    # 6 lightbulbs: three 9s; Genetics melded (on Radio Telescope), the others returned
    assert pile(out, "Ann", "blue") == ["Radio Telescope", "Genetics"] and supply(out, 9) == ["Computers", "Fission"]
    out = run(epos(E("Ann", {"blue": ["Radio Telescope"]}), E("Bob"), supply={"9": [], "10": ["A.I."]},
                   echoes={"9": [], "10": []}, moves=[dogma("Radio Telescope")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_x_ray_tucks_an_8_and_foreshadows_per_three_leaves():
    out = run(epos(E("Ann", {"blue": ["X-Ray"], "yellow": ["Agriculture"]}), E("Bob"),
                   supply={"8": ["Flight"], "2": ["Calendar"]}, moves=[dogma("X-Ray"), choose(2)]))
    assert pile(out, "Ann", "red") == ["Flight"] and forecast(out, "Ann") == ["Calendar"]


def test_bandage_melds_a_leaf_card_and_demands_two_returns():
    out = run(epos(E("Ann", {"red": ["Bandage"]}, hand=["Agriculture"]),
                   E("Bob", {"blue": ["Quantum Theory"], "yellow": ["Masonry"]}, hand=["Oars"],
                     score=["Tools", "Calendar", "Alchemy"]),
                   moves=[dogma("Bandage")]))
    assert pile(out, "Ann", "yellow") == ["Agriculture"]
    assert score(out, "Bob") == ["Tools", "Calendar"] and pile(out, "Bob", "blue") == []


def test_parachute_takes_every_card_without_a_clock():
    out = run(epos(E("Ann", {"red": ["Parachute"]}), E("Bob", hand=["Oars", "Publications", "Tools"]),
                   moves=[dogma("Parachute")]))
    assert hand(out, "Ann") == ["Oars", "Tools"] and hand(out, "Bob") == ["Publications"]


def test_nylon_tucks_per_three_factories_and_repeats_on_green():
    out = run(epos(E("Ann", {"green": ["Nylon"], "red": ["Oars", "Archery"]}), E("Bob"),
                   supply={"8": ["Corporations", "Antibiotics"]}, moves=[dogma("Nylon"), choose("yes")]))
    # 2 factories... Nylon shows 2: nothing tucked; red splayed up
    assert pile(out, "Ann", "green") == ["Nylon"] and splay(out, "Ann", "red") == "up"
    out = run(epos(E("Ann", {"green": ["Nylon"], "red": ["Coal"]}), E("Bob"),
                   supply={"8": ["Corporations", "Antibiotics"]}, moves=[dogma("Nylon")]))
    # 5 factories: one 8 per round: Corporations (green: repeat), Antibiotics (yellow: stop)
    assert pile(out, "Ann", "green") == ["Corporations", "Nylon"] and pile(out, "Ann", "yellow") == ["Antibiotics"]


def test_sliced_bread_returns_the_hand_and_trades_a_score_card_for_two_lower():
    out = run(epos(E("Ann", {"green": ["Sliced Bread"]}, hand=["Oars"], score=["Optics"]), E("Bob"),
                   supply={"8": ["Flight", "Mobility"], "2": ["Calendar", "Mathematics"]}, echoes={"8": ["Tractor"]},
                   moves=[dogma("Sliced Bread")]))
    # an empty hand draws a base 8, then with Flight in hand an Echoes 8
    assert hand(out, "Ann") == ["Flight", "Tractor"] and score(out, "Ann") == ["Calendar", "Mathematics"]


def test_air_conditioner_scores_and_demands_score_cards_matching_tops():
    out = run(epos(E("Ann", {"yellow": ["Air Conditioner"]}, hand=["Oars"]),
                   E("Bob", {"red": ["Archery"]}, score=["Tools", "Calendar"]),
                   moves=[dogma("Air Conditioner"), choose(["Oars"])]))
    assert score(out, "Ann") == ["Oars"] and score(out, "Bob") == ["Calendar"]


def test_tractor_draws_a_7_and_scores_one():
    out = run(epos(E("Ann", {"yellow": ["Tractor"]}), E("Bob"), supply={"7": ["Bicycle", "Lighting", "Railroad"]},
                   echoes={"7": ["Jeans", "Rubber"]}, moves=[dogma("Tractor")]))
    # echo: Bicycle (empty hand: base); then the hand holds Bicycle only: both 7s of the effect are Echoes
    # cards (Jeans scored, Rubber kept)
    assert score(out, "Ann") == ["Jeans"] and hand(out, "Ann") == ["Bicycle", "Rubber"]


def test_crossword_draws_per_visible_bonus():
    out = run(epos(E("Ann", {"purple": ["Crossword"], "blue": ["Dice"]}), E("Bob"),
                   supply={"1": ["Tools"], "8": ["Flight"]}, echoes={"8": ["X-Ray"]}, moves=[dogma("Crossword")]))
    assert hand(out, "Ann") == ["Tools", "X-Ray"]


def test_television_melds_an_8_then_moves_a_score_card_and_achieves_one():
    out = run(epos(E("Ann", {"purple": ["Television"]}, score=["Optics", "Compass", "Paper"]),
                   E("Bob", score=["Oars", "Tools"], achievements=[1]), supply={"8": ["Flight"]},
                   available_achievements=[],
                   moves=[dogma("Television"), choose(1), choose(["Oars"])]))
    assert pile(out, "Ann", "red") == ["Flight"] and pile(out, "Bob", "red") == ["Oars"]
    assert achievements(out, "Ann") == ["Tools"]
