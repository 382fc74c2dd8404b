"""Rules tests for the age 9 cards, written as position files."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, game, pile, pl, pos, run, splay, hand, score, supply


def ach(out, name):
    return pl(out, name)["achievements"]


def pending(out):
    p = out["pending"]
    return None if p is None else (p["player"], p["kind"], p["options"], p["min"], p["max"])


# ---- Computers -------------------------------------------------------------------------

def test_computers_splay_choice_then_executes_melded_10_for_self_only():
    doc = pos(P("Ann", board={"blue": ["Computers"], "red": ["Archery", "Oars"], "green": ["Sailing", "Clothing"]},
                hand=["Pottery"]),
              P("Bob", hand=["Writing"]),
              supply={"10": ["Stem Cells", "Software"]},
              moves=[dogma("Computers")])
    out = run(doc)
    assert pending(out) == ("Ann", "color", ["red", "green"], 0, 1)
    doc["moves"].append(choose("green"))
    out = run(doc)
    assert splay(out, "Ann", "green") == "up"
    assert splay(out, "Ann", "red") == "none"
    # Stem Cells melded; its effect is carried out by Ann alone (Bob is never asked).
    assert pile(out, "Ann", "yellow") == ["Stem Cells"]
    assert pending(out) == ("Ann", "yesno", ["yes", "no"], 1, 1)
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert score(out, "Ann") == ["Pottery"]
    assert hand(out, "Bob") == ["Writing"]
    assert out["pending"] is None


def test_computers_splay_declined_and_nothing_to_splay():
    out = run(pos(P("Ann", board={"blue": ["Computers"], "red": ["Archery", "Oars"]}), P("Bob"),
                  supply={"10": ["Software", "Databases", "Robotics", "A.I."]},
                  moves=[dogma("Computers"), choose(None)]))
    assert splay(out, "Ann", "red") == "none"
    # Software executed: draw and score a 10, then draw and meld two 10s and run the second.
    assert pile(out, "Ann", "blue") == ["Computers", "Software"]
    assert score(out, "Ann") == ["Databases"]
    assert pile(out, "Ann", "red") == ["Archery", "Oars", "Robotics"]
    assert pile(out, "Ann", "purple") == ["A.I."]


def test_computers_executed_card_with_only_a_demand_does_nothing():
    out = run(pos(P("Ann", board={"blue": ["Computers"]}), P("Bob", score=["Pottery", "Writing"]),
                  supply={"10": ["Databases"]}, moves=[dogma("Computers")]))
    assert pile(out, "Ann", "green") == ["Databases"]
    assert score(out, "Bob") == ["Pottery", "Writing"]
    assert out["pending"] is None


# ---- Genetics ------------------------------------------------------------------------------

def test_genetics_scores_every_card_beneath_the_melded_10():
    out = run(pos(P("Ann", board={"blue": {"cards": ["Pottery", "Writing", "Genetics"], "splay": "left"}}),
                  P("Bob"), supply={"10": ["Software"]}, moves=[dogma("Genetics")]))
    assert pile(out, "Ann", "blue") == ["Software"]
    assert sorted(score(out, "Ann")) == ["Genetics", "Pottery", "Writing"]
    assert splay(out, "Ann", "blue") == "none"


def test_genetics_new_pile_scores_nothing():
    out = run(pos(P("Ann", board={"blue": ["Genetics"]}), P("Bob"), supply={"10": ["Robotics"]},
                  moves=[dogma("Genetics")]))
    assert pile(out, "Ann", "red") == ["Robotics"]
    assert score(out, "Ann") == []


# ---- Composites ------------------------------------------------------------------------------

def test_composites_demand_three_players():
    doc = pos(P("Ann", board={"red": ["Composites"]}),
              P("Bob", hand=["Pottery", "Writing", "Sailing"], score=["Calendar", "Mathematics", "Oars"]),
              P("Carol", hand=["Agriculture"]),
              moves=[dogma("Composites")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", ["Pottery", "Writing", "Sailing"], 2, 2)
    doc["moves"].append(choose(["Pottery", "Sailing"], "Bob"))
    out = run(doc)
    assert pending(out) == ("Bob", "cards", ["Calendar", "Mathematics"], 1, 1)
    doc["moves"].append(choose(["Mathematics"], "Bob"))
    out = run(doc)
    assert hand(out, "Ann") == ["Pottery", "Sailing"]
    assert hand(out, "Bob") == ["Writing"]
    assert score(out, "Ann") == ["Mathematics"]
    assert score(out, "Bob") == ["Calendar", "Oars"]
    # Carol keeps her only card and has no score: nothing asked.
    assert hand(out, "Carol") == ["Agriculture"]
    assert out["pending"] is None


def test_composites_empty_hand_still_gives_score_card():
    out = run(pos(P("Ann", board={"red": ["Composites"]}), P("Bob", score=["Calendar"]),
                  moves=[dogma("Composites")]))
    assert score(out, "Ann") == ["Calendar"]


# ---- Fission ---------------------------------------------------------------------------------

def test_fission_not_red_then_return_top_card_and_draw_10():
    doc = pos(P("Ann", board={"red": ["Fission"], "blue": ["Writing"]}),
              P("Bob", board={"green": ["Sailing"]}),
              supply={"10": ["Software", "Databases", "Stem Cells"]},
              moves=[dogma("Fission")])
    out = run(doc)
    assert hand(out, "Bob") == ["Software"]
    assert pending(out) == ("Ann", "cards", ["Writing", "Sailing"], 1, 1)
    doc["moves"].append(choose(["Sailing"]))
    out = run(doc)
    assert pile(out, "Bob", "green") == []
    assert supply(out, 1)[-1] == "Sailing"
    assert hand(out, "Ann") == ["Databases"]           # last edition: then draw a 10
    assert supply(out, 10) == ["Stem Cells"]


def test_fission_first_edition_no_draw():
    out = run(pos(P("Ann", board={"red": ["Fission"], "blue": ["Writing"]}),
                  P("Bob"), supply={"10": ["Software", "Databases"]},
                  moves=[dogma("Fission")], edition="first"))
    assert hand(out, "Bob") == ["Software"]
    assert pile(out, "Ann", "blue") == []              # Writing was the only other top card
    assert hand(out, "Ann") == []
    assert supply(out, 10) == ["Databases"]


def test_fission_red_wipes_everything_and_ends_the_dogma():
    """Ruling (card text, reference summary): the cards are removed from the game,
    not returned; achievements and the supply stay. Turn order: Bob draws a blue 10,
    then Carol draws red Robotics and the wipe ends the action (no non-demand)."""
    doc = pos(P("Ann", board={"red": ["Fission"], "blue": {"cards": ["Pottery", "Writing"], "splay": "left"}},
                hand=["Oars"], score=["Calendar"], achievements=[1]),
              P("Bob", board={"green": ["Sailing"]}, hand=["Tools"], score=["Mathematics"]),
              P("Carol", board={"yellow": ["Agriculture"]}),
              supply={"10": ["Software", "Robotics", "Databases"]},
              moves=[dogma("Fission")])
    out = run(doc)
    for name in ("Ann", "Bob", "Carol"):
        p = pl(out, name)
        assert p["hand"] == [] and p["score"] == []
        assert all(v["cards"] == [] and v["splay"] == "none" for v in p["board"].values())
    assert len(ach(out, "Ann")) == 1
    assert supply(out, 10) == ["Databases"]
    assert out["pending"] is None
    assert out["result"] is None
    g = game(doc)
    assert len(g.state.locate_all()) == 105
    assert g.state.current == 0 and g.state.actions_left == 1


def test_fission_empty_10_pile_ends_game_by_score():
    out = run(pos(P("Ann", board={"red": ["Fission"]}, score=["Calendar"]), P("Bob"),
                  supply={"10": []}, moves=[dogma("Fission")]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}


# ---- Collaboration ----------------------------------------------------------------------------

def test_collaboration_demander_chooses_card_victim_melds_other():
    doc = pos(P("Ann", board={"green": ["Collaboration"]}), P("Bob"),
              supply={"9": ["Computers", "Specialization"]}, moves=[dogma("Collaboration")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Computers", "Specialization"], 1, 1)
    doc["moves"].append(choose(["Computers"], "Ann"))
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Computers"]
    assert pile(out, "Bob", "purple") == ["Specialization"]
    assert hand(out, "Bob") == []
    assert out["result"] is None


GREENS = ["Clothing", "Sailing", "The Wheel", "Currency", "Mapmaking", "Compass", "Paper",
          "Invention", "Navigation", "Collaboration"]


def test_collaboration_ten_green_cards_wins():
    out = run(pos(P("Ann", board={"green": GREENS}), P("Bob", board={"red": ["Archery"]}, hand=[]),
                  supply={"9": ["Computers", "Specialization"]},
                  moves=[dogma("Collaboration"), choose(["Specialization"], "Ann")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_collaboration_nine_green_cards_does_not_win():
    out = run(pos(P("Ann", board={"green": GREENS[1:]}), P("Bob", board={"red": ["Archery"]}),
                  supply={"9": ["Computers", "Specialization"]},
                  moves=[dogma("Collaboration"), choose(["Specialization"], "Ann")]))
    assert out["result"] is None
    assert pile(out, "Ann", "purple") == ["Specialization"]


# ---- Satellites ----------------------------------------------------------------------------

def test_satellites_returns_hand_draws_8s_melds_and_executes():
    doc = pos(P("Ann", board={"green": ["Satellites"], "purple": ["Code of Laws", "Mysticism"]},
                hand=["Pottery", "Writing"]),
              P("Bob", board={"red": ["Archery"]}),
              supply={"8": ["Corporations", "Flight", "Mobility", "Skyscrapers", "Socialism"]},
              moves=[dogma("Satellites")])
    out = run(doc)
    assert hand(out, "Ann") == ["Corporations", "Flight", "Mobility"]
    assert supply(out, 1)[-2:] == ["Pottery", "Writing"]
    assert out["pending"]["kind"] == "yesno"
    doc["moves"].append(choose("no"))
    out = run(doc)
    assert splay(out, "Ann", "purple") == "none"
    assert pending(out) == ("Ann", "cards", ["Corporations", "Flight", "Mobility"], 1, 1)
    doc["moves"].append(choose(["Corporations"]))
    out = run(doc)
    # Corporations' demand is not carried out (Bob keeps Archery); its non-demand is.
    assert pile(out, "Ann", "green") == ["Satellites", "Corporations"]
    assert pile(out, "Ann", "yellow") == ["Skyscrapers"]
    assert pile(out, "Bob", "red") == ["Archery"]
    assert out["pending"] is None


def test_satellites_empty_8_pile_draws_higher():
    out = run(pos(P("Ann", board={"green": ["Satellites"]}), P("Bob"),
                  supply={"8": ["Flight"], "9": ["Computers", "Genetics"]},
                  moves=[dogma("Satellites"), choose(["Flight"])]))
    assert pile(out, "Ann", "red") == ["Flight"]
    assert hand(out, "Ann") == ["Computers", "Genetics"]
    assert out["pending"] is None


# ---- Ecology ------------------------------------------------------------------------------

def test_ecology_return_then_score_and_draw_two_10s():
    doc = pos(P("Ann", board={"yellow": ["Ecology"]}, hand=["Pottery", "Writing", "Sailing"]), P("Bob"),
              supply={"10": ["Software", "Robotics", "A.I."]}, moves=[dogma("Ecology")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Pottery", "Writing", "Sailing"], 0, 1)
    doc["moves"] += [choose(["Pottery"]), choose(["Sailing"])]
    out = run(doc)
    assert score(out, "Ann") == ["Sailing"]
    assert hand(out, "Ann") == ["Writing", "Software", "Robotics"]
    assert supply(out, 1)[-1] == "Pottery"


def test_ecology_declined_and_single_card():
    out = run(pos(P("Ann", board={"yellow": ["Ecology"]}, hand=["Pottery"]), P("Bob"),
                  supply={"10": ["Software", "Robotics"]}, moves=[dogma("Ecology"), choose(None)]))
    assert hand(out, "Ann") == ["Pottery"]
    assert supply(out, 10) == ["Software", "Robotics"]
    # Returning the only card leaves nothing to score; the two 10s are still drawn.
    out = run(pos(P("Ann", board={"yellow": ["Ecology"]}, hand=["Pottery"]), P("Bob"),
                  supply={"10": ["Software", "Robotics"]}, moves=[dogma("Ecology"), choose(["Pottery"])]))
    assert score(out, "Ann") == []
    assert hand(out, "Ann") == ["Software", "Robotics"]


# ---- Suburbia ----------------------------------------------------------------------------

def test_suburbia_tuck_some_draw_and_score_1s():
    doc = pos(P("Ann", board={"yellow": ["Suburbia"]}, hand=["Writing", "Oars", "Calendar"]), P("Bob"),
              supply={"1": ["Pottery", "Tools", "Archery"]}, moves=[dogma("Suburbia")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Writing", "Oars", "Calendar"], 0, 3)
    doc["moves"].append(choose(["Writing", "Oars"]))
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Writing"]
    assert pile(out, "Ann", "red") == ["Oars"]
    assert score(out, "Ann") == ["Pottery", "Tools"]
    assert hand(out, "Ann") == ["Calendar"]


def test_suburbia_declined_and_empty_1_pile():
    out = run(pos(P("Ann", board={"yellow": ["Suburbia"]}, hand=["Writing"]), P("Bob"),
                  moves=[dogma("Suburbia"), choose([])]))
    assert hand(out, "Ann") == ["Writing"]
    out = run(pos(P("Ann", board={"yellow": ["Suburbia"]}, hand=["Writing"]), P("Bob"),
                  supply={"1": [], "2": ["Calendar"]}, moves=[dogma("Suburbia"), choose(["Writing"])]))
    assert score(out, "Ann") == ["Calendar"]


# ---- Services ----------------------------------------------------------------------------

def test_services_takes_highest_score_cards_then_victim_takes_top_card_without_leaf():
    doc = pos(P("Ann", board={"purple": ["Services"], "blue": ["Writing"], "red": ["Archery"],
                              "yellow": ["Agriculture"]}),
              P("Bob", score=["Calendar", "Mathematics", "Pottery"]),
              P("Carol"),
              moves=[dogma("Services")])
    out = run(doc)
    assert hand(out, "Ann") == ["Calendar", "Mathematics"]
    assert score(out, "Bob") == ["Pottery"]
    assert pending(out) == ("Bob", "cards", ["Writing", "Archery"], 1, 1)
    doc["moves"].append(choose(["Archery"], "Bob"))
    out = run(doc)
    assert hand(out, "Bob") == ["Archery"]
    assert pile(out, "Ann", "red") == []
    # Carol has no score cards: nothing moves either way.
    assert hand(out, "Carol") == []
    assert out["pending"] is None


def test_services_empty_score_takes_nothing():
    out = run(pos(P("Ann", board={"purple": ["Services"], "blue": ["Writing"]}), P("Bob"),
                  moves=[dogma("Services")]))
    assert pile(out, "Ann", "blue") == ["Writing"]
    assert hand(out, "Bob") == []


# ---- Specialization --------------------------------------------------------------------------

def test_specialization_takes_top_card_of_revealed_color_from_each_opponent():
    doc = pos(P("Ann", board={"purple": ["Specialization"], "yellow": ["Agriculture", "Masonry"],
                              "blue": ["Tools", "Calendar"]},
                hand=["Pottery", "Archery"]),
              P("Bob", board={"blue": ["Writing", "Mathematics"]}),
              P("Carol", board={"blue": ["Alchemy"]}),
              moves=[dogma("Specialization")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Pottery", "Archery"], 1, 1)
    doc["moves"].append(choose(["Pottery"]))
    out = run(doc)
    assert hand(out, "Ann") == ["Pottery", "Archery", "Mathematics", "Alchemy"]
    assert pile(out, "Bob", "blue") == ["Writing"]
    assert pile(out, "Carol", "blue") == []
    assert pending(out) == ("Ann", "color", ["blue", "yellow"], 0, 1)
    doc["moves"].append(choose("yellow"))
    out = run(doc)
    assert splay(out, "Ann", "yellow") == "up"


def test_specialization_empty_hand_and_declined_splay():
    out = run(pos(P("Ann", board={"purple": ["Specialization"], "blue": ["Tools", "Calendar"]}),
                  P("Bob", board={"blue": ["Writing"]}), moves=[dogma("Specialization"), choose(None)]))
    assert pile(out, "Bob", "blue") == ["Writing"]
    assert splay(out, "Ann", "blue") == "none"
    assert out["pending"] is None


def test_specialization_shared_gives_free_draw():
    # Bob (3 factories on Coal) shares: he reveals his only card (blue Writing) and
    # takes Ann's top blue card; that change earns Ann the free Draw.
    out = run(pos(P("Ann", board={"purple": ["Specialization"], "blue": ["Tools"]}),
                  P("Bob", board={"red": ["Coal"]}, hand=["Writing"]),
                  supply={"9": ["Computers"]}, moves=[dogma("Specialization")]))
    assert hand(out, "Bob") == ["Writing", "Tools"]
    assert hand(out, "Ann") == ["Computers"]             # free Draw of a 9
