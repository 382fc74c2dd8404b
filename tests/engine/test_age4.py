"""Rules tests for the age 4 cards, written as position files."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run, splay, hand, score, supply


def ach(out, name):
    return pl(out, name)["achievements"]


# ---- Experimentation -------------------------------------------------------------------

def test_experimentation_draws_and_melds_a_5():
    out = run(pos(P("Ann", board={"blue": ["Experimentation"]}), P("Bob"),
                  supply={"5": ["Coal", "Chemistry"]}, moves=[dogma("Experimentation")]))
    assert pile(out, "Ann", "red") == ["Coal"]
    assert supply(out, 5) == ["Chemistry"]


def test_experimentation_empty_5_pile_draws_a_6():
    out = run(pos(P("Ann", board={"blue": ["Experimentation"]}), P("Bob"),
                  supply={"5": [], "6": ["Vaccination"]}, moves=[dogma("Experimentation")]))
    assert pile(out, "Ann", "yellow") == ["Vaccination"]


def test_experimentation_shared_gives_free_draw():
    out = run(pos(P("Ann", board={"blue": ["Experimentation"]}),
                  P("Bob", board={"purple": ["Philosophy"]}),            # 3 lightbulbs: shares
                  supply={"5": ["Coal", "Chemistry"], "6": ["Vaccination"]}, moves=[dogma("Experimentation")]))
    assert pile(out, "Bob", "red") == ["Coal"]
    assert pile(out, "Ann", "blue") == ["Experimentation", "Chemistry"]
    # free Draw of a 5 (Ann's highest top card now), the 5 pile is empty: a 6
    assert hand(out, "Ann") == ["Vaccination"]


# ---- Printing Press ---------------------------------------------------------------------

def test_printing_press_return_and_draw_two_above_purple_then_splay():
    doc = pos(P("Ann", board={"blue": ["Writing", "Printing Press"], "purple": ["Philosophy"]},
                score=["Pottery", "Calendar"]), P("Bob"),
              supply={"4": ["Invention"]}, moves=[dogma("Printing Press")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "cards" and p["min"] == 0 and sorted(p["options"]) == ["Calendar", "Pottery"]
    doc["moves"].append(choose("Calendar"))
    out = run(doc)
    assert hand(out, "Ann") == ["Invention"] and score(out, "Ann") == ["Pottery"]
    assert out["pending"]["kind"] == "yesno"
    doc["moves"].append(choose("yes"))
    assert splay(run(doc), "Ann", "blue") == "right"


def test_printing_press_no_purple_draws_a_2():
    out = run(pos(P("Ann", board={"blue": ["Printing Press"]}, score=["Pottery"]), P("Bob"),
                  supply={"2": ["Calendar"]}, moves=[dogma("Printing Press"), choose("Pottery")]))
    assert hand(out, "Ann") == ["Calendar"]
    assert out["pending"] is None                      # single blue card: no splay question


def test_printing_press_declined_both():
    out = run(pos(P("Ann", board={"blue": ["Writing", "Printing Press"]}, score=["Pottery"]), P("Bob"),
                  moves=[dogma("Printing Press"), choose(None), choose("no")]))
    assert score(out, "Ann") == ["Pottery"] and hand(out, "Ann") == []
    assert splay(out, "Ann", "blue") == "none"


# ---- Colonialism --------------------------------------------------------------------------

def test_colonialism_repeats_while_crowns():
    out = run(pos(P("Ann", board={"red": ["Colonialism"]}), P("Bob"),
                  supply={"3": ["Optics", "Compass", "Alchemy", "Paper"]}, moves=[dogma("Colonialism")]))
    assert pile(out, "Ann", "red") == ["Optics", "Colonialism"]
    assert pile(out, "Ann", "green") == ["Compass"]
    assert pile(out, "Ann", "blue") == ["Alchemy"]
    assert supply(out, 3) == ["Paper"]


def test_colonialism_no_crown_stops_at_once():
    out = run(pos(P("Ann", board={"red": ["Colonialism"]}), P("Bob"),
                  supply={"3": ["Alchemy", "Optics"]}, moves=[dogma("Colonialism")]))
    assert pile(out, "Ann", "blue") == ["Alchemy"]
    assert supply(out, 3) == ["Optics"]


# ---- Gunpowder ------------------------------------------------------------------------------

def test_gunpowder_demand_three_players_and_bonus():
    doc = pos(P("Ann", board={"red": ["Gunpowder"]}),
              P("Bob", board={"red": ["Archery"], "yellow": ["Masonry"], "blue": ["Writing"]}),
              P("Cat", board={"green": ["Clothing"]}),
              supply={"2": ["Calendar"]}, moves=[dogma("Gunpowder")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and sorted(p["options"]) == ["Archery", "Masonry"]
    doc["moves"].append(choose("Masonry", "Bob"))
    out = run(doc)
    assert out["pending"] is None
    assert score(out, "Ann") == ["Masonry", "Calendar"]
    assert pile(out, "Cat", "green") == ["Clothing"]


def test_gunpowder_nothing_transferred_no_bonus():
    out = run(pos(P("Ann", board={"red": ["Gunpowder"]}), P("Bob", board={"green": ["Clothing"]}),
                  supply={"2": ["Calendar"]}, moves=[dogma("Gunpowder")]))
    assert score(out, "Ann") == [] and supply(out, 2) == ["Calendar"]


# ---- Invention ------------------------------------------------------------------------------

def test_invention_splay_right_and_score_a_4():
    doc = pos(P("Ann", board={"green": ["Invention"], "blue": {"cards": ["Pottery", "Writing"], "splay": "left"},
                              "red": {"cards": ["Archery", "Oars"], "splay": "left"}}),
              P("Bob"), supply={"4": ["Navigation"]}, moves=[dogma("Invention")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "color" and sorted(p["options"]) == ["blue", "red"] and p["min"] == 0
    doc["moves"].append(choose("red"))
    out = run(doc)
    assert splay(out, "Ann", "red") == "right" and splay(out, "Ann", "blue") == "left"
    assert score(out, "Ann") == ["Navigation"]


def test_invention_declined_no_score():
    out = run(pos(P("Ann", board={"green": ["Invention"], "red": {"cards": ["Archery", "Oars"], "splay": "left"}}),
                  P("Bob"), supply={"4": ["Navigation"]}, moves=[dogma("Invention"), choose(None)]))
    assert splay(out, "Ann", "red") == "left" and score(out, "Ann") == []


def test_invention_nothing_splayed_left_no_question():
    out = run(pos(P("Ann", board={"green": ["Invention"]}), P("Bob"), moves=[dogma("Invention")]))
    assert out["pending"] is None


def test_invention_claims_wonder_with_any_splay_directions():
    board = {"green": {"cards": ["Sailing", "Invention"], "splay": "left"},
             "blue": {"cards": ["Pottery", "Writing"], "splay": "left"},
             "red": {"cards": ["Archery", "Oars"], "splay": "right"},
             "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},
             "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"}}
    out = run(pos(P("Ann", board=board), P("Bob"), moves=[dogma("Invention"), choose(None)]))
    assert "Wonder" in ach(out, "Ann")


def test_invention_four_colors_splayed_no_wonder():
    board = {"green": {"cards": ["Sailing", "Invention"], "splay": "left"},
             "blue": {"cards": ["Pottery", "Writing"], "splay": "left"},
             "red": ["Oars"]}
    out = run(pos(P("Ann", board=board), P("Bob"), moves=[dogma("Invention"), choose(None)]))
    assert ach(out, "Ann") == []


# ---- Navigation ------------------------------------------------------------------------------

def test_navigation_demand_three_players():
    doc = pos(P("Ann", board={"green": ["Navigation"]}),
              P("Bob", score=["Calendar", "Optics", "Pottery", "Invention"]),
              P("Cat", score=["Tools"]), moves=[dogma("Navigation")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and sorted(p["options"]) == ["Calendar", "Optics"] and p["min"] == 1
    doc["moves"].append(choose("Optics", "Bob"))
    out = run(doc)
    assert score(out, "Ann") == ["Optics"]
    assert score(out, "Cat") == ["Tools"] and out["pending"] is None


# ---- Anatomy ----------------------------------------------------------------------------------

def test_anatomy_return_score_card_then_top_card_of_same_value():
    doc = pos(P("Ann", board={"yellow": ["Anatomy"]}),
              P("Bob", score=["Calendar", "Pottery"], board={"purple": ["Philosophy"], "blue": ["Mathematics"],
                                                            "red": ["Archery"]}),
              moves=[dogma("Anatomy")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and p["min"] == 1 and sorted(p["options"]) == ["Calendar", "Pottery"]
    doc["moves"].append(choose("Calendar", "Bob"))
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and sorted(p["options"]) == ["Mathematics", "Philosophy"]
    doc["moves"].append(choose("Philosophy", "Bob"))
    out = run(doc)
    assert score(out, "Bob") == ["Pottery"] and pile(out, "Bob", "purple") == []
    assert supply(out, 2)[-2:] == ["Calendar", "Philosophy"]


def test_anatomy_no_matching_top_card():
    out = run(pos(P("Ann", board={"yellow": ["Anatomy"]}), P("Bob", score=["Pottery"], board={"blue": ["Mathematics"]}),
                  moves=[dogma("Anatomy")]))
    assert score(out, "Bob") == [] and pile(out, "Bob", "blue") == ["Mathematics"]
    assert out["pending"] is None


def test_anatomy_empty_score_nothing():
    out = run(pos(P("Ann", board={"yellow": ["Anatomy"]}), P("Bob", board={"blue": ["Writing"]}),
                  moves=[dogma("Anatomy")]))
    assert pile(out, "Bob", "blue") == ["Writing"] and out["pending"] is None


# ---- Perspective --------------------------------------------------------------------------------

def test_perspective_return_then_score_per_two_lightbulbs():
    doc = pos(P("Ann", board={"yellow": ["Perspective"], "blue": ["Writing"]},
                hand=["Pottery", "Tools", "Sailing", "Oars"]), P("Bob"), moves=[dogma("Perspective")])
    out = run(doc)
    assert out["pending"]["min"] == 0
    doc["moves"].append(choose("Pottery"))
    out = run(doc)
    p = out["pending"]
    assert p["min"] == 2 and p["max"] == 2 and sorted(p["options"]) == ["Oars", "Sailing", "Tools"]
    doc["moves"].append(choose(["Tools", "Oars"]))
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Oars", "Tools"] and hand(out, "Ann") == ["Sailing"]


def test_perspective_declined():
    out = run(pos(P("Ann", board={"yellow": ["Perspective"]}, hand=["Pottery", "Tools"]), P("Bob"),
                  moves=[dogma("Perspective"), choose(None)]))
    assert hand(out, "Ann") == ["Pottery", "Tools"] and score(out, "Ann") == []


def test_perspective_scores_whole_rest_of_hand_if_fewer():
    out = run(pos(P("Ann", board={"yellow": ["Perspective"], "blue": ["Writing"]}, hand=["Pottery", "Tools"]),
                  P("Bob"), moves=[dogma("Perspective"), choose("Pottery")]))
    assert score(out, "Ann") == ["Tools"] and out["pending"] is None


# ---- Enterprise ---------------------------------------------------------------------------------

def test_enterprise_demand_three_players_and_splay():
    doc = pos(P("Ann", board={"purple": ["Enterprise"], "red": ["Optics"], "green": ["Clothing", "Compass"]}),
              P("Bob", board={"green": ["Sailing"], "purple": ["City States"], "blue": ["Writing"]}),
              P("Cat", board={"purple": ["Code of Laws"]}),
              supply={"4": ["Anatomy", "Navigation"]}, moves=[dogma("Enterprise")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and sorted(p["options"]) == ["Sailing", "Writing"]
    doc["moves"].append(choose("Writing", "Bob"))
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Writing"]
    assert pile(out, "Bob", "yellow") == ["Anatomy"]         # Bob drew and melded a 4
    assert pile(out, "Cat", "purple") == ["Code of Laws"]    # purple cards are not eligible
    assert out["pending"]["kind"] == "yesno" and out["pending"]["player"] == "Ann"
    doc["moves"].append(choose("yes"))
    assert splay(run(doc), "Ann", "green") == "right"


def test_enterprise_nothing_eligible():
    out = run(pos(P("Ann", board={"purple": ["Enterprise"]}), P("Bob", board={"red": ["Archery"]}),
                  supply={"4": ["Anatomy"]}, moves=[dogma("Enterprise")]))
    assert supply(out, 4) == ["Anatomy"] and out["pending"] is None


# ---- Reformation ---------------------------------------------------------------------------------

def test_reformation_tucks_one_per_two_leaves_all_or_none_and_splay():
    """Ruling (FAQ, BGA): "you may tuck a card for every two leaves" is all or
    nothing: one question with min 0, max the count, and only 0 or the count legal."""
    doc = pos(P("Ann", board={"purple": ["Code of Laws", "Reformation"], "yellow": ["Agriculture"]},
                hand=["Writing", "Sailing", "Archery", "Oars"]), P("Bob"), moves=[dogma("Reformation")])
    out = run(doc)
    p = out["pending"]
    # 3 + 3 leaves (Code of Laws is covered): exactly three cards, or none
    assert p["kind"] == "cards" and p["min"] == 0 and p["max"] == 3
    doc["moves"].append(choose(["Writing", "Sailing", "Archery"]))
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Writing"] and pile(out, "Ann", "green") == ["Sailing"]
    assert pile(out, "Ann", "red") == ["Archery"] and hand(out, "Ann") == ["Oars"]
    p = out["pending"]
    assert p["kind"] == "color" and p["options"] == ["purple"] and p["min"] == 0
    doc["moves"].append(choose("purple"))
    assert splay(run(doc), "Ann", "purple") == "right"


def test_reformation_declined_both():
    out = run(pos(P("Ann", board={"purple": ["Code of Laws", "Reformation"]}, hand=["Writing"]), P("Bob"),
                  moves=[dogma("Reformation"), choose([]), choose(None)]))
    assert hand(out, "Ann") == ["Writing"] and splay(out, "Ann", "purple") == "none"
