"""Rules tests for the age 8 cards, written as position files."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, pile, pos, run, splay, hand, score, supply


def pending(out):
    p = out["pending"]
    return None if p is None else (p["player"], p["kind"], p["options"], p["min"], p["max"])


# ---- Quantum Theory --------------------------------------------------------------------

def test_quantum_theory_return_two_draws_10_and_scores_10():
    doc = pos(P("Ann", board={"blue": ["Quantum Theory"]}, hand=["Agriculture", "Writing", "Sailing"]),
              P("Bob"), supply={"10": ["Software", "Robotics", "A.I."]},
              moves=[dogma("Quantum Theory")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Agriculture", "Writing", "Sailing"], 0, 2)
    doc["moves"].append(choose(["Agriculture", "Writing"], "Ann"))
    out = run(doc)
    assert hand(out, "Ann") == ["Sailing", "Software"]
    assert score(out, "Ann") == ["Robotics"]
    assert supply(out, 10) == ["A.I."]
    assert supply(out, 1)[-2:] == ["Agriculture", "Writing"]
    assert out["pending"] is None


def test_quantum_theory_return_one_draws_nothing():
    out = run(pos(P("Ann", board={"blue": ["Quantum Theory"]}, hand=["Agriculture", "Writing"]),
                  P("Bob"), supply={"10": ["Software"]},
                  moves=[dogma("Quantum Theory"), choose(["Writing"])]))
    assert hand(out, "Ann") == ["Agriculture"]
    assert score(out, "Ann") == []
    assert supply(out, 10) == ["Software"]


def test_quantum_theory_declined():
    out = run(pos(P("Ann", board={"blue": ["Quantum Theory"]}, hand=["Agriculture", "Writing"]),
                  P("Bob"), supply={"10": ["Software"]},
                  moves=[dogma("Quantum Theory"), choose([])]))
    assert hand(out, "Ann") == ["Agriculture", "Writing"]
    assert supply(out, 10) == ["Software"]


def test_quantum_theory_empty_hand_asks_nothing():
    out = run(pos(P("Ann", board={"blue": ["Quantum Theory"]}), P("Bob"),
                  moves=[dogma("Quantum Theory")]))
    assert out["pending"] is None


def test_quantum_theory_draw_above_10_ends_game_by_score():
    out = run(pos(P("Ann", board={"blue": ["Quantum Theory"]}, hand=["Agriculture", "Writing"]),
                  P("Bob", score=["Calendar"]), supply={"10": []},
                  moves=[dogma("Quantum Theory"), choose(["Agriculture", "Writing"])]))
    assert out["result"] == {"reason": "score", "winners": ["Bob"]}
    assert out["pending"] is None


def test_quantum_theory_shared_by_opponent_gives_free_draw():
    # Bob (3 clocks on Software) shares; he returns one card, which changes the game.
    out = run(pos(P("Ann", board={"blue": ["Quantum Theory"]}),
                  P("Bob", board={"blue": ["Software"]}, hand=["Pottery"]),
                  supply={"8": ["Flight", "Mobility"]},
                  moves=[dogma("Quantum Theory"), choose(["Pottery"], "Bob")]))
    assert hand(out, "Bob") == []
    assert hand(out, "Ann") == ["Flight"]     # free Draw of an 8


# ---- Rocketry ----------------------------------------------------------------------------

def test_rocketry_returns_one_card_per_two_clocks_from_any_opponents():
    # Rocketry 3 clocks + Flight 1 clock = 4 clocks: two returns, from Bob's and Carol's piles.
    doc = pos(P("Ann", board={"blue": ["Rocketry"], "red": ["Flight"]}, score=["Oars"]),
              P("Bob", score=["Agriculture", "Calendar"]), P("Carol", score=["Pottery"]),
              moves=[dogma("Rocketry")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Agriculture", "Calendar", "Pottery"], 2, 2)
    doc["moves"].append(choose(["Calendar", "Pottery"]))
    out = run(doc)
    assert score(out, "Bob") == ["Agriculture"]
    assert score(out, "Carol") == []
    assert score(out, "Ann") == ["Oars"]
    assert supply(out, 2)[-1] == "Calendar" and supply(out, 1)[-1] == "Pottery"


def test_rocketry_fewer_cards_than_required_takes_all_without_asking():
    out = run(pos(P("Ann", board={"blue": ["Rocketry"], "red": ["Flight"]}),
                  P("Bob", score=["Agriculture"]), moves=[dogma("Rocketry")]))
    assert out["pending"] is None
    assert score(out, "Bob") == []


def test_rocketry_nothing_eligible():
    out = run(pos(P("Ann", board={"blue": ["Rocketry"]}, score=["Pottery"]), P("Bob"),
                  moves=[dogma("Rocketry")]))
    assert out["pending"] is None
    assert score(out, "Ann") == ["Pottery"]


# ---- Flight ---------------------------------------------------------------------------------

def test_flight_red_not_up_only_offers_red_splay():
    doc = pos(P("Ann", board={"red": ["Archery", "Flight"], "blue": ["Pottery", "Writing"]}), P("Bob"),
              moves=[dogma("Flight")])
    out = run(doc)
    assert pending(out) == ("Ann", "yesno", ["yes", "no"], 1, 1)
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert splay(out, "Ann", "red") == "up"
    assert splay(out, "Ann", "blue") == "none"


def test_flight_red_up_may_splay_another_color_up():
    doc = pos(P("Ann", board={"red": {"cards": ["Archery", "Flight"], "splay": "up"},
                              "blue": ["Pottery", "Writing"], "green": ["Sailing"]}), P("Bob"),
              moves=[dogma("Flight")])
    out = run(doc)
    assert pending(out) == ("Ann", "color", ["blue"], 0, 1)
    out = run({**doc, "moves": doc["moves"] + [choose("blue")]})
    assert splay(out, "Ann", "blue") == "up"
    assert out["pending"] is None          # red is already up: effect 2 asks nothing
    out = run({**doc, "moves": doc["moves"] + [choose(None)]})
    assert splay(out, "Ann", "blue") == "none"


def test_flight_nothing_to_splay_asks_nothing():
    out = run(pos(P("Ann", board={"red": ["Flight"]}), P("Bob"), moves=[dogma("Flight")]))
    assert out["pending"] is None


# ---- Mobility --------------------------------------------------------------------------------

def test_mobility_demand_three_players_in_turn_order():
    """Ruling followed (BGA): the two cards are taken one after the other, each the
    highest eligible top card at that moment, so Clothing (uncovered by taking
    Mapmaking) is a candidate for the second card."""
    doc = pos(P("Ann", board={"red": ["Mobility"]}),
              P("Bob", board={"blue": ["Writing"], "green": ["Clothing", "Mapmaking"],
                              "purple": ["Code of Laws"], "red": ["Construction"]}),
              P("Carol", board={"red": ["Archery"]}),
              supply={"8": ["Antibiotics", "Empiricism"]},
              moves=[dogma("Mobility")])
    out = run(doc)
    # Mapmaking (2) went without asking; the tie among the 1s is asked.
    assert score(out, "Ann") == ["Mapmaking"]
    assert pending(out) == ("Bob", "cards", ["Writing", "Clothing", "Code of Laws"], 1, 1)
    doc["moves"].append(choose(["Clothing"], "Bob"))
    out = run(doc)
    assert score(out, "Ann") == ["Mapmaking", "Clothing"]
    assert pile(out, "Bob", "green") == []
    assert hand(out, "Bob") == ["Antibiotics"]
    # Carol has only a red card: nothing moves, she draws nothing.
    assert pile(out, "Carol", "red") == ["Archery"]
    assert hand(out, "Carol") == []
    assert supply(out, 8) == ["Empiricism"]
    assert out["pending"] is None


def test_mobility_skips_cards_with_factory():
    out = run(pos(P("Ann", board={"red": ["Mobility"], "yellow": ["Steam Engine"]}),
                  P("Bob", board={"yellow": ["Canning"], "blue": ["Pottery"]}),
                  supply={"8": ["Antibiotics"]}, moves=[dogma("Mobility")]))
    assert score(out, "Ann") == ["Pottery"]
    assert pile(out, "Bob", "yellow") == ["Canning"]
    assert hand(out, "Bob") == ["Antibiotics"]


def test_mobility_two_tied_highest_both_taken_without_asking():
    """Mobility: the two highest are both 3s and nothing beneath them can compete,
    so both go without a question (position spec: every eligible card must be
    taken -> the engine does it), then Bob draws an 8."""
    out = run(pos(P("Ann", board={"red": ["Mobility"]}),
                  P("Bob", board={"blue": ["Pottery", "Translation"], "green": ["Paper"],
                                  "purple": ["Code of Laws"]}),
                  supply={"8": ["Antibiotics"]}, moves=[dogma("Mobility")]))
    assert out["pending"] is None
    assert sorted(score(out, "Ann")) == ["Paper", "Translation"]
    assert pile(out, "Bob", "blue") == ["Pottery"]
    assert hand(out, "Bob") == ["Antibiotics"]


def test_mobility_three_tied_highest_one_question_for_two():
    """Mobility: three 3s tie for the two places and nothing beneath can compete:
    one cards question (min 2, max 2) among the tied cards, naming those moved."""
    doc = pos(P("Ann", board={"red": ["Mobility"]}),
              P("Bob", board={"blue": ["Translation"], "green": ["Paper"], "purple": ["Education"]}),
              supply={"8": ["Antibiotics"]}, moves=[dogma("Mobility")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", ["Translation", "Paper", "Education"], 2, 2)
    doc["moves"].append(choose(["Paper", "Education"], "Bob"))
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Education", "Paper"]
    assert pile(out, "Bob", "blue") == ["Translation"]
    assert hand(out, "Bob") == ["Antibiotics"]


def test_mobility_tie_with_higher_card_beneath_is_asked_one_at_a_time():
    """Mobility (BGA refresh selection): Translation and Paper tie, but taking
    Translation uncovers Experimentation (a 4), which then becomes the second card;
    so the order matters and the first pick is asked alone."""
    doc = pos(P("Ann", board={"red": ["Mobility"]}),
              P("Bob", board={"blue": ["Experimentation", "Translation"], "green": ["Paper"]}),
              supply={"8": ["Antibiotics"]}, moves=[dogma("Mobility")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", ["Translation", "Paper"], 1, 1)
    out = run({**doc, "moves": doc["moves"] + [choose(["Translation"], "Bob")]})
    assert sorted(score(out, "Ann")) == ["Experimentation", "Translation"]
    assert pile(out, "Bob", "green") == ["Paper"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Paper"], "Bob")]})
    assert sorted(score(out, "Ann")) == ["Paper", "Translation"]
    assert pile(out, "Bob", "blue") == ["Experimentation"]


# ---- Corporations ------------------------------------------------------------------------------

def test_corporations_demand_and_non_demand():
    doc = pos(P("Ann", board={"green": ["Corporations"], "red": ["Coal"]}),
              P("Bob", board={"blue": ["Chemistry"], "yellow": ["Canning"]}),
              supply={"8": ["Antibiotics", "Empiricism", "Flight"]},
              moves=[dogma("Corporations")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", ["Chemistry", "Canning"], 1, 1)
    doc["moves"].append(choose(["Chemistry"], "Bob"))
    out = run(doc)
    assert score(out, "Ann") == ["Chemistry"]
    assert pile(out, "Bob", "yellow") == ["Canning", "Antibiotics"]   # drawn and melded
    assert pile(out, "Ann", "purple") == ["Empiricism"]               # non-demand
    assert supply(out, 8) == ["Flight"]


def test_corporations_demand_nothing_eligible_no_meld():
    out = run(pos(P("Ann", board={"green": ["Corporations"], "red": ["Coal"]}),
                  P("Bob", board={"green": ["Electricity"]}),
                  supply={"8": ["Antibiotics", "Empiricism"]}, moves=[dogma("Corporations")]))
    assert pile(out, "Bob", "green") == ["Electricity"]
    assert pile(out, "Bob", "yellow") == []
    assert pile(out, "Ann", "yellow") == ["Antibiotics"]


def test_corporations_shared_non_demand_gives_free_draw():
    out = run(pos(P("Ann", board={"green": ["Corporations"]}),
                  P("Bob", board={"red": ["Coal"]}),
                  supply={"8": ["Antibiotics", "Empiricism", "Flight"]}, moves=[dogma("Corporations")]))
    assert pile(out, "Bob", "yellow") == ["Antibiotics"]
    assert pile(out, "Ann", "purple") == ["Empiricism"]
    assert hand(out, "Ann") == ["Flight"]


# ---- Mass Media ---------------------------------------------------------------------------------

def test_mass_media_returns_all_cards_of_chosen_value_from_all_score_piles():
    doc = pos(P("Ann", board={"green": ["Mass Media"], "purple": ["Code of Laws", "Mysticism"]},
                hand=["Writing"], score=["Mathematics", "Pottery"]),
              P("Bob", score=["Calendar", "Fermenting", "Archery"]),
              moves=[dogma("Mass Media")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Writing"], 0, 1)
    doc["moves"].append(choose(["Writing"]))
    out = run(doc)
    assert pending(out) == ("Ann", "number", list(range(1, 11)), 1, 1)
    doc["moves"].append(choose(2))
    out = run(doc)
    assert score(out, "Ann") == ["Pottery"]
    assert score(out, "Bob") == ["Archery"]
    assert set(supply(out, 2)[-3:]) == {"Mathematics", "Calendar", "Fermenting"}
    assert out["pending"]["kind"] == "yesno"              # effect 2: splay purple up
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert splay(out, "Ann", "purple") == "up"


def test_mass_media_declined_asks_no_value():
    out = run(pos(P("Ann", board={"green": ["Mass Media"]}, hand=["Writing"], score=["Pottery"]), P("Bob"),
                  moves=[dogma("Mass Media"), choose(None)]))
    assert hand(out, "Ann") == ["Writing"]
    assert score(out, "Ann") == ["Pottery"]
    assert out["pending"] is None


# ---- Antibiotics -------------------------------------------------------------------------------

def test_antibiotics_two_8s_per_distinct_value():
    out = run(pos(P("Ann", board={"yellow": ["Antibiotics"]}, hand=["Pottery", "Writing", "Calendar", "Oars"]),
                  P("Bob"), supply={"8": ["Flight", "Mobility", "Rocketry", "Socialism", "Empiricism"]},
                  moves=[dogma("Antibiotics"), choose(["Pottery", "Writing", "Calendar"])]))
    assert hand(out, "Ann") == ["Oars", "Flight", "Mobility", "Rocketry", "Socialism"]
    assert supply(out, 8) == ["Empiricism"]


def test_antibiotics_empty_8_pile_draws_9s():
    out = run(pos(P("Ann", board={"yellow": ["Antibiotics"]}, hand=["Pottery"]),
                  P("Bob"), supply={"8": [], "9": ["Computers", "Genetics", "Fission"]},
                  moves=[dogma("Antibiotics"), choose(["Pottery"])]))
    assert hand(out, "Ann") == ["Computers", "Genetics"]


def test_antibiotics_declined():
    out = run(pos(P("Ann", board={"yellow": ["Antibiotics"]}, hand=["Pottery"]), P("Bob"),
                  supply={"8": ["Flight"]}, moves=[dogma("Antibiotics"), choose([])]))
    assert hand(out, "Ann") == ["Pottery"]
    assert supply(out, 8) == ["Flight"]


# ---- Skyscrapers ----------------------------------------------------------------------------

def test_skyscrapers_transfers_scores_beneath_returns_rest():
    out = run(pos(P("Ann", board={"yellow": ["Skyscrapers"]}),
                  P("Bob", board={"blue": ["Pottery", "Tools", "Writing", "Quantum Theory"]}),
                  moves=[dogma("Skyscrapers")]))
    assert pile(out, "Ann", "blue") == ["Quantum Theory"]
    assert score(out, "Bob") == ["Writing"]
    assert pile(out, "Bob", "blue") == []
    assert set(supply(out, 1)[-2:]) == {"Pottery", "Tools"}
    assert out["pending"] is None


def test_skyscrapers_choice_and_single_card_pile():
    doc = pos(P("Ann", board={"yellow": ["Skyscrapers"], "purple": ["Enterprise"]}),
              P("Bob", board={"blue": ["Quantum Theory"], "red": ["Flight"]}),
              moves=[dogma("Skyscrapers")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", ["Quantum Theory", "Flight"], 1, 1)
    doc["moves"].append(choose(["Quantum Theory"], "Bob"))
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Quantum Theory"]
    assert score(out, "Bob") == []


def test_skyscrapers_nothing_eligible():
    out = run(pos(P("Ann", board={"yellow": ["Skyscrapers"]}),
                  P("Bob", board={"blue": ["Pottery", "Writing"]}), moves=[dogma("Skyscrapers")]))
    assert pile(out, "Bob", "blue") == ["Pottery", "Writing"]
    assert out["pending"] is None


# ---- Empiricism ---------------------------------------------------------------------------

def test_empiricism_named_color_melds_and_may_splay_up():
    doc = pos(P("Ann", board={"purple": ["Empiricism"], "blue": ["Pottery"]}), P("Bob"),
              supply={"9": ["Computers"]}, moves=[dogma("Empiricism")])
    out = run(doc)
    assert pending(out) == ("Ann", "colors", ["blue", "red", "green", "yellow", "purple"], 2, 2)
    doc["moves"] += [choose(["blue", "red"]), choose("yes")]
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Pottery", "Computers"]
    assert splay(out, "Ann", "blue") == "up"


def test_empiricism_other_color_kept_in_hand():
    out = run(pos(P("Ann", board={"purple": ["Empiricism"]}), P("Bob"),
                  supply={"9": ["Computers"]}, moves=[dogma("Empiricism"), choose(["red", "green"])]))
    assert hand(out, "Ann") == ["Computers"]
    assert pile(out, "Ann", "blue") == []
    assert out["result"] is None


def test_empiricism_twenty_lightbulbs_wins():
    board = {"purple": {"cards": ["Philosophy", "Education", "Empiricism"], "splay": "up"},
             "blue": {"cards": ["Experimentation", "Printing Press", "Atomic Theory"], "splay": "up"},
             "green": ["Classification"], "yellow": ["Perspective"]}
    out = run(pos(P("Ann", board=board), P("Bob"), supply={"9": ["Computers"]},
                  moves=[dogma("Empiricism"), choose(["red", "green"])]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


# ---- Socialism -----------------------------------------------------------------------------

def test_socialism_tuck_all_with_purple_takes_lowest_from_each_opponent():
    doc = pos(P("Ann", board={"purple": ["Socialism"]}, hand=["Code of Laws", "Pottery"]),
              P("Bob", hand=["Writing", "Sailing", "Calendar"]), P("Carol", hand=["Mathematics"]),
              moves=[dogma("Socialism")])
    out = run(doc)
    assert out["pending"]["player"] == "Ann" and out["pending"]["kind"] == "yesno"
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert pile(out, "Ann", "purple") == ["Code of Laws", "Socialism"]
    assert pile(out, "Ann", "blue") == ["Pottery"]
    assert sorted(hand(out, "Ann")) == ["Mathematics", "Sailing", "Writing"]
    assert hand(out, "Bob") == ["Calendar"]
    assert hand(out, "Carol") == []


def test_socialism_without_purple_takes_nothing():
    out = run(pos(P("Ann", board={"purple": ["Socialism"]}, hand=["Pottery"]), P("Bob", hand=["Writing"]),
                  moves=[dogma("Socialism"), choose("yes")]))
    assert pile(out, "Ann", "blue") == ["Pottery"]
    assert hand(out, "Ann") == []
    assert hand(out, "Bob") == ["Writing"]


def test_socialism_declined_and_empty_hand():
    out = run(pos(P("Ann", board={"purple": ["Socialism"]}, hand=["Code of Laws"]), P("Bob", hand=["Writing"]),
                  moves=[dogma("Socialism"), choose("no")]))
    assert hand(out, "Ann") == ["Code of Laws"]
    out = run(pos(P("Ann", board={"purple": ["Socialism"]}), P("Bob", hand=["Writing"]),
                  moves=[dogma("Socialism")]))
    assert out["pending"] is None


def test_flight_shared_without_change_gives_no_free_draw():
    # Bob (2 crowns on Sailing, as many as Ann) shares Flight but has nothing he can
    # splay, so nothing changes and Ann gets no free Draw.
    out = run(pos(P("Ann", board={"red": ["Archery", "Flight"]}),
                  P("Bob", board={"green": ["Sailing"]}),
                  supply={"8": ["Antibiotics"]},
                  moves=[dogma("Flight"), choose("yes", "Ann")]))
    assert splay(out, "Ann", "red") == "up"
    assert hand(out, "Ann") == []
    assert supply(out, 8) == ["Antibiotics"]
