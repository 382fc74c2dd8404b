"""Artifacts of History, age 7 card effects, each through a position file."""
from tests.engine.art_helpers import achievements, apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, splay, supply


# ---- Periodic Table ---------------------------------------------------------------------------

def test_periodic_table_melds_one_higher_and_repeats_when_it_lands_on_a_chosen_pile():
    doc = apos(P("Ann", {"blue": ["Periodic Table"], "red": ["Archery"], "green": ["Clothing"],
                         "yellow": ["Agriculture"]}),
               P("Bob", {"red": ["Metalworking"]}),
               supply={"2": ["Construction", "Mathematics"]},
               moves=[dogma("Periodic Table"), choose(["Archery"])])
    p = run(doc)["pending"]
    assert sorted(p["options"]) == ["Agriculture", "Clothing"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Clothing"]), choose(["Clothing"])]})
    # Construction (red) lands on the chosen red pile: repeat with the two 1s left (Clothing and
    # Agriculture, the second forced); Mathematics (blue) lands elsewhere: stop.
    assert pile(out, "Ann", "red") == ["Archery", "Construction"]
    assert pile(out, "Ann", "blue") == ["Periodic Table", "Mathematics"]
    assert out["pending"] is None


def test_periodic_table_without_two_equal_values_does_nothing():
    out = run(apos(P("Ann", {"blue": ["Periodic Table"], "red": ["Archery"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Periodic Table")]))
    assert out["pending"] is None and hand(out, "Ann") == []


# ---- Corvette Challenger ------------------------------------------------------------------------

def test_corvette_challenger_tucks_splays_up_and_scores_by_visible_cards():
    out = run(apos(P("Ann", {"blue": ["Corvette Challenger"], "red": ["Archery", "Oars"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"8": ["Flight"], "3": ["Optics"]},
                   moves=[dogma("Corvette Challenger")]))
    assert pile(out, "Ann", "red") == ["Flight", "Archery", "Oars"] and splay(out, "Ann", "red") == "up"
    assert score(out, "Ann") == ["Optics"]


# ---- Submarine H. L. Hunley -----------------------------------------------------------------------

def test_submarine_hunley_bottom_1_returns_the_whole_pile():
    out = run(apos(P("Ann", {"red": ["Submarine H. L. Hunley"]}),
                   P("Bob", {"red": ["Archery", "Coal"]}),
                   supply={"7": ["Combustion"]},
                   moves=[dogma("Submarine H. L. Hunley")]))
    assert pile(out, "Bob", "red") == []
    assert supply(out, 1)[-1] == "Archery" and supply(out, 7)[-1] == "Combustion"


def test_submarine_hunley_other_bottom_value_keeps_the_pile():
    out = run(apos(P("Ann", {"red": ["Submarine H. L. Hunley"]}),
                   P("Bob", {"red": ["Coal"]}),
                   supply={"7": ["Combustion"]},
                   moves=[dogma("Submarine H. L. Hunley")]))
    assert pile(out, "Bob", "red") == ["Coal", "Combustion"]
    assert any("reveals Coal" in line for line in out["log"])


# ---- Jedlik's Electromagnetic Self-Rotor -----------------------------------------------------------

def test_jedliks_scores_and_melds_an_8_and_claims_the_8_achievement():
    out = run(apos(P("Ann", {"red": ["Jedlik's Electromagnetic Self-Rotor"]}),
                   P("Bob", {"green": ["Clothing"]}),
                   supply={"8": ["Flight", "Quantum Theory"]},
                   moves=[dogma("Jedlik's Electromagnetic Self-Rotor")]))
    assert score(out, "Ann") == ["Flight"] and pile(out, "Ann", "blue") == ["Quantum Theory"]
    assert len(achievements(out, "Ann")) == 1 and 8 not in out["available_achievements"]


def test_jedliks_8_achievement_taken_claims_nothing():
    out = run(apos(P("Ann", {"red": ["Jedlik's Electromagnetic Self-Rotor"]}),
                   P("Bob", {"green": ["Clothing"]}, achievements=[8]),
                   supply={"8": ["Flight", "Quantum Theory"]},
                   moves=[dogma("Jedlik's Electromagnetic Self-Rotor")]))
    assert achievements(out, "Ann") == []


# ---- International Prototype Metre Bar ----------------------------------------------------------------

def test_metre_bar_wins_when_visible_cards_equal_melded_value():
    out = run(apos(P("Ann", {"green": ["International Prototype Metre Bar"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"2": ["Mapmaking"]},
                   moves=[dogma("International Prototype Metre Bar"), choose(2)]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_metre_bar_otherwise_returns_the_melded_card():
    out = run(apos(P("Ann", {"green": ["International Prototype Metre Bar"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"3": ["Paper"]},
                   moves=[dogma("International Prototype Metre Bar"), choose(3)]))
    assert out["result"] is None
    assert pile(out, "Ann", "green") == ["International Prototype Metre Bar"] and supply(out, 3)[-1] == "Paper"


# ---- Hansen Writing Ball -----------------------------------------------------------------------------

def test_hansen_writing_ball_compel_and_shared_tucking_draws():
    out = run(apos(P("Ann", {"green": ["Hansen Writing Ball"]}),
                   P("Bob", {"purple": ["Railroad"]}, hand=["Optics"]),
                   supply={"7": ["Evolution", "Sanitation", "Refrigeration", "Explosives", "Publications",
                                 "Combustion", "Bicycle"], "8": ["Flight"]},
                   moves=[dogma("Hansen Writing Ball")]))
    # Bob draws four 7s, melds the blue one, hands over the rest (Optics included).
    assert pile(out, "Bob", "blue") == ["Evolution"]
    assert {"Optics", "Sanitation", "Refrigeration", "Explosives"} <= set(hand(out, "Ann"))
    # Bob shares: Publications has a clock, kept. Ann: Combustion (no clock) tucked, Bicycle kept.
    assert hand(out, "Bob") == ["Publications"]
    assert pile(out, "Ann", "red") == ["Combustion"] and "Bicycle" in hand(out, "Ann")


# ---- Colt Paterson Revolver --------------------------------------------------------------------------

def test_colt_paterson_revolver_matching_color_returns_hand_and_score_pile():
    out = run(apos(P("Ann", {"yellow": ["Colt Paterson Revolver"]}),
                   P("Bob", {"red": ["Coal"]}, hand=["Optics"], score=["Calendar"]),
                   supply={"7": ["Combustion"]},
                   moves=[dogma("Colt Paterson Revolver")]))
    assert hand(out, "Bob") == [] and score(out, "Bob") == []


def test_colt_paterson_revolver_new_color_is_kept():
    out = run(apos(P("Ann", {"yellow": ["Colt Paterson Revolver"]}),
                   P("Bob", {"red": ["Coal"]}, hand=["Optics"], score=["Calendar"]),
                   supply={"7": ["Evolution"]},
                   moves=[dogma("Colt Paterson Revolver")]))
    assert sorted(hand(out, "Bob")) == ["Evolution", "Optics"] and score(out, "Bob") == ["Calendar"]


# ---- Singer Model 27 ----------------------------------------------------------------------------------

def test_singer_model_27_tucks_splays_up_and_tucks_score_cards_of_that_color():
    out = run(apos(P("Ann", {"yellow": ["Singer Model 27"], "red": ["Archery"]}, hand=["Oars"],
                     score=["Construction", "Writing"]),
                   P("Bob", {"green": ["Clothing"]}),
                   moves=[dogma("Singer Model 27")]))
    assert pile(out, "Ann", "red") == ["Construction", "Oars", "Archery"] and splay(out, "Ann", "red") == "up"
    assert score(out, "Ann") == ["Writing"]


# ---- Roundhay Garden Scene -----------------------------------------------------------------------------

def test_roundhay_garden_scene_melds_scores_and_carries_out_a_demand_as_its_own():
    out = run(apos(P("Ann", {"purple": ["Roundhay Garden Scene"]}, score=["Archery"]),
                   P("Bob", {"red": ["Metalworking"]}, hand=["Optics"]),
                   supply={"1": ["Pottery", "Tools", "Writing"]},
                   moves=[dogma("Roundhay Garden Scene")]))
    assert pile(out, "Ann", "red") == ["Archery"] and score(out, "Ann") == ["Pottery", "Tools"]
    # Archery's demand hits Bob (fewer leaves than Ann): he draws a 1 and gives his highest card.
    assert hand(out, "Ann") == ["Optics"] and hand(out, "Bob") == ["Writing"]


def test_roundhay_garden_scene_empty_score_pile_scores_two_1s():
    out = run(apos(P("Ann", {"purple": ["Roundhay Garden Scene"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"1": ["Pottery", "Tools"]},
                   moves=[dogma("Roundhay Garden Scene")]))
    assert score(out, "Ann") == ["Pottery", "Tools"]


# ---- The Communist Manifesto -----------------------------------------------------------------------------

def test_the_communist_manifesto_gives_a_7_to_everyone_and_carries_out_own():
    out = run(apos(P("Ann", {"purple": ["The Communist Manifesto"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"7": ["Electricity", "Lighting"], "8": ["Flight"]},
                   moves=[dogma("The Communist Manifesto"), choose(["Electricity"])]))
    assert pile(out, "Bob", "purple") == ["Lighting"]
    # Electricity carried out by Ann: her top card without a factory (the Manifesto) is
    # returned and an 8 drawn.
    assert pile(out, "Ann", "green") == ["Electricity"] and pile(out, "Ann", "purple") == []
    assert hand(out, "Ann") == ["Flight"]


def test_the_communist_manifesto_three_players_each_gets_the_card_chosen():
    doc = apos(P("Ann", {"purple": ["The Communist Manifesto"]}),
               P("Bob", {"red": ["Archery"]}),
               P("Cat", {"blue": ["Pottery"]}),
               supply={"7": ["Electricity", "Lighting", "Bicycle"], "8": ["Flight"]},
               moves=[dogma("The Communist Manifesto"), choose(["Electricity"]), choose(["Bicycle"])])
    out = run(doc)
    # Ann keeps Electricity, gives Bicycle to Bob; Lighting, the last card, goes to Cat.
    # Electricity carried out by Ann: the Manifesto (no factory) returned, an 8 drawn.
    assert pile(out, "Ann", "green") == ["Electricity"] and hand(out, "Ann") == ["Flight"]
    assert pile(out, "Bob", "green") == ["Bicycle"] and pile(out, "Cat", "purple") == ["Lighting"]
