"""Rules tests for the age 3 cards, written as position files."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run, splay, hand, score, supply


def ach(out, name):
    return pl(out, name)["achievements"]


# ---- Alchemy ---------------------------------------------------------------------------

ALCH = {"blue": ["Alchemy"], "red": ["Metalworking"], "yellow": ["Masonry"]}   # 8 castles


def test_alchemy_no_red_keeps_cards_then_meld_and_score():
    doc = pos(P("Ann", board=ALCH, hand=["Writing"]), P("Bob"),
              supply={"4": ["Invention", "Navigation", "Anatomy"]}, moves=[dogma("Alchemy")])
    out = run(doc)
    assert hand(out, "Ann") == ["Writing", "Invention", "Navigation"]
    p = out["pending"]
    assert p["kind"] == "cards" and p["min"] == 1 and sorted(p["options"]) == ["Invention", "Navigation", "Writing"]
    doc["moves"] += [choose("Invention"), choose("Writing")]
    out = run(doc)
    assert pile(out, "Ann", "green") == ["Invention"]
    assert score(out, "Ann") == ["Writing"]
    assert hand(out, "Ann") == ["Navigation"]


def test_alchemy_red_card_returns_whole_hand():
    out = run(pos(P("Ann", board=ALCH, hand=["Writing"]), P("Bob"),
                  supply={"4": ["Invention", "Gunpowder", "Anatomy"]}, moves=[dogma("Alchemy")]))
    assert hand(out, "Ann") == []
    assert supply(out, 4)[0] == "Anatomy"
    assert sorted(supply(out, 4)[1:]) == ["Gunpowder", "Invention"]
    assert supply(out, 1)[-1] == "Writing"
    assert out["pending"] is None                       # nothing left to meld or score


def test_alchemy_too_few_castles_draws_nothing():
    out = run(pos(P("Ann", board={"blue": ["Alchemy"]}, hand=["Writing", "Sailing"]), P("Bob"),
                  supply={"4": ["Invention"]}, moves=[dogma("Alchemy"), choose("Writing")]))
    assert supply(out, 4) == ["Invention"]
    assert pile(out, "Ann", "blue") == ["Alchemy", "Writing"]
    assert score(out, "Ann") == ["Sailing"]             # the last card is scored without a question


# ---- Translation --------------------------------------------------------------------------

def test_translation_meld_score_pile_and_claim_world():
    """Ruling: one yes/no question (all or none); the engine picks the meld order."""
    doc = pos(P("Ann", board={"blue": ["Translation"]}, score=["Sailing", "City States"]), P("Bob"),
              moves=[dogma("Translation")])
    out = run(doc)
    assert out["pending"]["kind"] == "yesno"
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert score(out, "Ann") == []
    assert pile(out, "Ann", "green") == ["Sailing"] and pile(out, "Ann", "purple") == ["City States"]
    assert "World" in ach(out, "Ann")


def test_translation_declined_and_top_without_crown_no_world():
    out = run(pos(P("Ann", board={"blue": ["Translation"], "red": ["Archery"]}, score=["Sailing"]), P("Bob"),
                  moves=[dogma("Translation"), choose("no")]))
    assert score(out, "Ann") == ["Sailing"]
    assert ach(out, "Ann") == []


def test_translation_sharing_opponent_claims_world_first():
    """Bob (4 crowns, every top card with a crown) executes first and claims World;
    Ann's Archery has no crown. Ann takes the free Draw."""
    out = run(pos(P("Ann", board={"blue": ["Translation"], "red": ["Archery"]}),
                  P("Bob", board={"purple": ["City States"], "green": ["Sailing"]}),
                  supply={"3": ["Optics"]}, moves=[dogma("Translation")]))
    assert out["pending"] is None                       # no score piles: no question
    assert ach(out, "Bob") == ["World"] and ach(out, "Ann") == []
    assert hand(out, "Ann") == ["Optics"]


# ---- Engineering ----------------------------------------------------------------------------

def test_engineering_demand_three_players_and_splay():
    doc = pos(P("Ann", board={"red": ["Oars", "Engineering"], "yellow": ["Masonry"]}),
              P("Bob", board={"red": ["Archery"], "blue": ["Writing"], "yellow": ["Domestication"]}),
              P("Cat", board={"green": ["Clothing"]}), moves=[dogma("Engineering")])
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Archery", "Domestication"]
    assert pile(out, "Bob", "blue") == ["Writing"]
    assert pile(out, "Cat", "green") == ["Clothing"]
    p = out["pending"]
    assert p["player"] == "Ann" and p["kind"] == "yesno"
    doc["moves"].append(choose("yes"))
    assert splay(run(doc), "Ann", "red") == "left"


def test_engineering_splay_declined():
    out = run(pos(P("Ann", board={"red": ["Oars", "Engineering"]}), P("Bob"),
                  moves=[dogma("Engineering"), choose("no")]))
    assert splay(out, "Ann", "red") == "none"


# ---- Optics --------------------------------------------------------------------------------

def test_optics_crown_draws_and_scores_a_4():
    out = run(pos(P("Ann", board={"red": ["Optics"]}), P("Bob"),
                  supply={"3": ["Compass"], "4": ["Invention"]}, moves=[dogma("Optics")]))
    assert pile(out, "Ann", "green") == ["Compass"]
    assert score(out, "Ann") == ["Invention"]


def test_optics_no_crown_gives_score_card_to_poorer_opponent():
    doc = pos(P("Ann", board={"red": ["Optics"]}, score=["Calendar", "Pottery"]),
              P("Bob", score=["Tools"]), P("Cat"), P("Dan", score=["Alchemy"]),
              supply={"3": ["Engineering"]}, moves=[dogma("Optics")])
    out = run(doc)
    assert pile(out, "Ann", "red") == ["Optics", "Engineering"]
    p = out["pending"]
    assert p["kind"] == "player" and p["options"] == ["Bob", "Cat"] and p["min"] == 1
    doc["moves"] += [choose("Cat"), choose("Pottery")]
    out = run(doc)
    assert score(out, "Cat") == ["Pottery"] and score(out, "Ann") == ["Calendar"]


def test_optics_no_poorer_opponent_nothing_happens():
    out = run(pos(P("Ann", board={"red": ["Optics"]}, score=["Pottery"]), P("Bob", score=["Tools"]),
                  supply={"3": ["Engineering"]}, moves=[dogma("Optics")]))
    assert out["pending"] is None
    assert score(out, "Ann") == ["Pottery"] and score(out, "Bob") == ["Tools"]


# ---- Compass --------------------------------------------------------------------------------

def test_compass_demand_both_transfers():
    """Ruling: the victim picks both cards; the card taken back may be of any color
    (printed text; no non-green limit on the second part)."""
    doc = pos(P("Ann", board={"green": ["Compass"], "red": ["Oars"], "blue": ["Writing"]}),
              P("Bob", board={"yellow": ["Agriculture"], "green": ["Clothing"], "red": ["Archery"]}),
              moves=[dogma("Compass")])
    out = run(doc)
    # Agriculture is Bob's only top non-green card with a leaf: moved without a question
    assert pile(out, "Ann", "yellow") == ["Agriculture"]
    p = out["pending"]
    assert p["player"] == "Bob" and sorted(p["options"]) == ["Oars", "Writing"]
    doc["moves"].append(choose("Writing", "Bob"))
    out = run(doc)
    assert pile(out, "Bob", "blue") == ["Writing"] and pile(out, "Ann", "blue") == []


def test_compass_nothing_to_give_still_takes():
    out = run(pos(P("Ann", board={"green": ["Compass"], "red": ["Oars"]}),
                  P("Bob", board={"green": ["Clothing"]}), moves=[dogma("Compass")]))
    assert pile(out, "Bob", "red") == ["Oars"]
    assert pile(out, "Bob", "green") == ["Clothing"]


def test_compass_three_players_turn_order():
    out = run(pos(P("Ann", board={"green": ["Compass"], "red": ["Oars"], "blue": ["Writing"]}),
                  P("Bob"), P("Cat"), moves=[dogma("Compass")]))
    assert out["pending"]["player"] == "Bob"


# ---- Paper --------------------------------------------------------------------------------

def test_paper_splay_then_draw_per_left_splay():
    doc = pos(P("Ann", board={"green": ["Sailing", "Paper"], "blue": ["Pottery", "Writing"],
                              "red": {"cards": ["Archery", "Oars"], "splay": "left"}}),
              P("Bob"), supply={"4": ["Invention", "Navigation", "Anatomy"]}, moves=[dogma("Paper")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "color" and sorted(p["options"]) == ["blue", "green"] and p["min"] == 0
    doc["moves"].append(choose("green"))
    out = run(doc)
    assert splay(out, "Ann", "green") == "left"
    assert hand(out, "Ann") == ["Invention", "Navigation"]


def test_paper_declined_splay():
    out = run(pos(P("Ann", board={"green": ["Sailing", "Paper"],
                                  "red": {"cards": ["Archery", "Oars"], "splay": "left"}}),
                  P("Bob"), supply={"4": ["Invention", "Navigation"]}, moves=[dogma("Paper"), choose(None)]))
    assert splay(out, "Ann", "green") == "none"
    assert hand(out, "Ann") == ["Invention"]


# ---- Machinery --------------------------------------------------------------------------------

def test_machinery_exchange_then_score_castle_and_splay():
    """Printed text: the victim gives the whole hand for the demander's highest cards."""
    doc = pos(P("Ann", board={"yellow": ["Machinery"], "red": ["Archery", "Oars"]},
                hand=["Calendar", "Optics", "Alchemy"]),
              P("Bob", hand=["Pottery", "Tools"]), moves=[dogma("Machinery")])
    out = run(doc)
    assert sorted(hand(out, "Bob")) == ["Alchemy", "Optics"]
    # Tools is Ann's only card with a castle now: scored without a question
    assert score(out, "Ann") == ["Tools"]
    assert sorted(hand(out, "Ann")) == ["Calendar", "Pottery"]
    assert out["pending"]["kind"] == "yesno"
    doc["moves"].append(choose("yes"))
    assert splay(run(doc), "Ann", "red") == "left"


def test_machinery_victim_empty_hand_still_receives():
    out = run(pos(P("Ann", board={"yellow": ["Machinery"]}, hand=["Calendar", "Optics"]), P("Bob"),
                  moves=[dogma("Machinery")]))
    assert hand(out, "Bob") == ["Optics"] and hand(out, "Ann") == ["Calendar"]


def test_machinery_demander_empty_hand_still_takes():
    out = run(pos(P("Ann", board={"yellow": ["Machinery"]}), P("Bob", hand=["Pottery", "Writing"]),
                  moves=[dogma("Machinery")]))
    assert hand(out, "Bob") == [] and sorted(hand(out, "Ann")) == ["Pottery", "Writing"]


def test_machinery_three_players_in_turn_order():
    out = run(pos(P("Ann", board={"yellow": ["Machinery"]}, hand=["Optics"]),
                  P("Bob", hand=["Calendar"]), P("Cat", hand=["Writing"]), moves=[dogma("Machinery")]))
    # Bob takes Optics and gives Calendar; Cat then takes Calendar and gives Writing
    assert hand(out, "Bob") == ["Optics"] and hand(out, "Cat") == ["Calendar"]
    assert hand(out, "Ann") == ["Writing"]


# ---- Medicine --------------------------------------------------------------------------------

def test_medicine_exchange_demander_chooses_first():
    """Ruling (as BGA): the demanding player picks among their tied lowest cards
    first, then the victim among their tied highest; then both move at once."""
    doc = pos(P("Ann", board={"yellow": ["Medicine"]}, score=["Pottery", "Tools", "Calendar"]),
              P("Bob", score=["Alchemy", "Optics", "Writing"]), moves=[dogma("Medicine")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Ann" and sorted(p["options"]) == ["Pottery", "Tools"]
    doc["moves"].append(choose("Tools", "Ann"))
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and sorted(p["options"]) == ["Alchemy", "Optics"]
    doc["moves"].append(choose("Optics", "Bob"))
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Calendar", "Optics", "Pottery"]
    assert sorted(score(out, "Bob")) == ["Alchemy", "Tools", "Writing"]


def test_medicine_victim_empty_score_still_receives():
    out = run(pos(P("Ann", board={"yellow": ["Medicine"]}, score=["Pottery", "Calendar"]), P("Bob"),
                  moves=[dogma("Medicine")]))
    assert score(out, "Bob") == ["Pottery"] and score(out, "Ann") == ["Calendar"]


def test_medicine_demander_empty_score_still_takes():
    out = run(pos(P("Ann", board={"yellow": ["Medicine"]}), P("Bob", score=["Pottery", "Calendar"]),
                  moves=[dogma("Medicine")]))
    assert score(out, "Ann") == ["Calendar"] and score(out, "Bob") == ["Pottery"]


# ---- Education -------------------------------------------------------------------------------

def test_education_return_highest_draw_two_above_remaining():
    doc = pos(P("Ann", board={"purple": ["Education"]}, score=["Calendar", "Optics", "Alchemy", "Pottery"]),
              P("Bob"), supply={"5": ["Coal"]}, moves=[dogma("Education")])
    out = run(doc)
    p = out["pending"]
    assert p["min"] == 0 and sorted(p["options"]) == ["Alchemy", "Optics"]
    doc["moves"].append(choose("Optics"))
    out = run(doc)
    assert hand(out, "Ann") == ["Coal"]
    assert supply(out, 3)[-1] == "Optics"


def test_education_last_card_draws_a_2():
    out = run(pos(P("Ann", board={"purple": ["Education"]}, score=["Calendar"]), P("Bob"),
                  supply={"2": ["Mathematics"]}, moves=[dogma("Education"), choose("Calendar")]))
    assert hand(out, "Ann") == ["Mathematics"] and score(out, "Ann") == []


def test_education_declined():
    out = run(pos(P("Ann", board={"purple": ["Education"]}, score=["Calendar"]), P("Bob"),
                  moves=[dogma("Education"), choose(None)]))
    assert score(out, "Ann") == ["Calendar"] and hand(out, "Ann") == []


# ---- Feudalism --------------------------------------------------------------------------------

def _feudalism(edition):
    return pos(P("Ann", board={"purple": ["Code of Laws", "Feudalism"], "yellow": ["Agriculture", "Masonry"]}),
               P("Bob", hand=["Archery", "Sailing", "Tools"],
                 board={"red": {"cards": ["Oars", "Metalworking"], "splay": "left"}}),
               moves=[dogma("Feudalism"), choose("Archery", "Bob")], edition=edition)


def test_feudalism_last_edition_unsplays_that_color():
    out = run(_feudalism("third"))
    assert hand(out, "Ann") == ["Archery"]
    assert splay(out, "Bob", "red") == "none"
    p = out["pending"]
    assert p["player"] == "Ann" and p["kind"] == "color" and sorted(p["options"]) == ["purple", "yellow"]


def test_feudalism_first_edition_keeps_splay():
    doc = _feudalism("first")
    out = run(doc)
    assert hand(out, "Ann") == ["Archery"]
    assert splay(out, "Bob", "red") == "left"
    doc["moves"].append(choose("purple"))
    assert splay(run(doc), "Ann", "purple") == "left"


def test_feudalism_no_castle_card_nothing_asked_of_victim():
    out = run(pos(P("Ann", board={"purple": ["Feudalism"]}), P("Bob", hand=["Sailing"]),
                  moves=[dogma("Feudalism")]))
    assert hand(out, "Bob") == ["Sailing"] and out["pending"] is None
