"""Rules tests for the age 10 cards, written as position files."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, pile, pos, run, splay, hand, score, supply


def pending(out):
    p = out["pending"]
    return None if p is None else (p["player"], p["kind"], p["options"], p["min"], p["max"])


# ---- Bioengineering ---------------------------------------------------------------------

def test_bioengineering_takes_leaf_card_then_single_most_leaves_wins_even_another_player():
    doc = pos(P("Ann", board={"blue": ["Bioengineering"]}),
              P("Bob", board={"yellow": ["Agriculture"], "green": ["Clothing"]}),
              P("Carol", board={"red": ["Archery"]}),
              moves=[dogma("Bioengineering")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Clothing", "Agriculture"], 1, 1)
    doc["moves"].append(choose(["Agriculture"]))
    out = run(doc)
    assert score(out, "Ann") == ["Agriculture"]
    # Leaves now: Ann 0, Bob 2 (Clothing), Carol 0: Bob alone has the most.
    assert out["result"] == {"reason": "dogma", "winners": ["Bob"]}


def test_bioengineering_tie_for_most_leaves_nobody_wins():
    """Bob's leaves are on splayed cards under a top card without a leaf, so effect 1
    has nothing to take; Ann and Bob tie with 2 leaves: the game goes on."""
    out = run(pos(P("Ann", board={"blue": ["Bioengineering"], "yellow": ["Fermenting"]}),
                  P("Bob", board={"blue": {"cards": ["Calendar", "Writing"], "splay": "up"}}),
                  P("Carol"), moves=[dogma("Bioengineering")]))
    assert out["pending"] is None
    assert out["result"] is None


def test_bioengineering_tied_teammates_win_together():
    out = run(pos(P("Ann", board={"blue": ["Bioengineering"], "yellow": ["Fermenting"]}),
                  P("Bob"),
                  P("Carol", board={"blue": {"cards": ["Calendar", "Writing"], "splay": "up"}}),
                  P("Dave"), teams=True, moves=[dogma("Bioengineering")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann", "Carol"]}


def test_bioengineering_everyone_three_leaves_no_win():
    out = run(pos(P("Ann", board={"blue": ["Bioengineering"], "yellow": ["Agriculture"]}),
                  P("Bob", board={"purple": {"cards": ["Reformation", "Code of Laws"], "splay": "up"},
                                  "red": ["Oars"]}),
                  moves=[dogma("Bioengineering")]))
    # Bob: Reformation splayed up shows 2 leaves + Code of Laws 1 = 3; nothing to take.
    assert out["result"] is None


# ---- Software ------------------------------------------------------------------------------

def test_software_scores_10_melds_two_and_executes_the_second_only():
    doc = pos(P("Ann", board={"blue": ["Software"]}, hand=["Pottery"]), P("Bob"),
              supply={"10": ["Databases", "Stem Cells", "Miniaturization", "Robotics"]},
              moves=[dogma("Software")])
    out = run(doc)
    assert score(out, "Ann") == ["Databases"]
    assert pile(out, "Ann", "yellow") == ["Stem Cells"]
    assert pile(out, "Ann", "red") == ["Miniaturization"]
    # Miniaturization's question, not Stem Cells' yes/no.
    assert pending(out) == ("Ann", "cards", ["Pottery"], 0, 1)
    doc["moves"].append(choose(["Pottery"]))
    out = run(doc)
    assert hand(out, "Ann") == []
    assert supply(out, 10) == ["Robotics"]
    assert out["pending"] is None


def test_software_draw_above_10_ends_game():
    out = run(pos(P("Ann", board={"blue": ["Software"]}), P("Bob", score=["Pottery"]),
                  supply={"10": ["Databases", "Stem Cells"]}, moves=[dogma("Software")]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}
    assert pile(out, "Ann", "yellow") == ["Stem Cells"]


# ---- Miniaturization ----------------------------------------------------------------------

def test_miniaturization_return_10_draws_per_distinct_score_value():
    out = run(pos(P("Ann", board={"red": ["Miniaturization"]}, hand=["A.I.", "Pottery"],
                    score=["Agriculture", "Writing", "Calendar"]), P("Bob"),
                  supply={"10": ["Software", "Robotics", "Databases"]},
                  moves=[dogma("Miniaturization"), choose(["A.I."])]))
    assert hand(out, "Ann") == ["Pottery", "Software", "Robotics"]
    assert supply(out, 10) == ["Databases", "A.I."]


def test_miniaturization_return_non_10_or_decline_draws_nothing():
    doc = pos(P("Ann", board={"red": ["Miniaturization"]}, hand=["A.I.", "Pottery"], score=["Agriculture"]),
              P("Bob"), supply={"10": ["Software"]}, moves=[dogma("Miniaturization")])
    out = run({**doc, "moves": doc["moves"] + [choose(["Pottery"])]})
    assert hand(out, "Ann") == ["A.I."]
    assert supply(out, 10) == ["Software"]
    out = run({**doc, "moves": doc["moves"] + [choose(None)]})
    assert hand(out, "Ann") == ["A.I.", "Pottery"]


# ---- Robotics -----------------------------------------------------------------------------

def test_robotics_nested_execution_ai_makes_another_player_win():
    """Robotics scores the top green card, melds Software and runs it; Software scores
    Databases, melds Stem Cells and A.I. and runs A.I.: A.I. scores a 10, then
    Robotics and Software are both top cards, so Bob (lowest score) wins at once."""
    out = run(pos(P("Ann", board={"red": ["Robotics"], "green": ["Sailing"]}), P("Bob"),
                  supply={"10": ["Software", "Databases", "Stem Cells", "A.I.", "Globalization", "Bioengineering"]},
                  moves=[dogma("Robotics")]))
    assert pile(out, "Ann", "blue") == ["Software"]
    assert pile(out, "Ann", "yellow") == ["Stem Cells"]
    assert pile(out, "Ann", "purple") == ["A.I."]
    assert sorted(score(out, "Ann")) == ["Databases", "Globalization", "Sailing"]
    assert out["result"] == {"reason": "dogma", "winners": ["Bob"]}
    assert supply(out, 10) == ["Bioengineering"]


def test_robotics_without_green_card_still_melds_and_executes():
    out = run(pos(P("Ann", board={"red": ["Robotics"]}, hand=["Pottery"]), P("Bob"),
                  supply={"10": ["Stem Cells"]}, moves=[dogma("Robotics"), choose("yes")]))
    assert pile(out, "Ann", "yellow") == ["Stem Cells"]
    assert score(out, "Ann") == ["Pottery"]


# ---- Databases ----------------------------------------------------------------------------

def test_databases_demand_half_rounded_up_three_players():
    doc = pos(P("Ann", board={"green": ["Databases"]}),
              P("Bob", score=["Pottery", "Writing", "Calendar"]),
              P("Carol", score=["Mathematics"]),
              moves=[dogma("Databases")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", ["Pottery", "Writing", "Calendar"], 2, 2)
    doc["moves"].append(choose(["Pottery", "Calendar"], "Bob"))
    out = run(doc)
    assert score(out, "Bob") == ["Writing"]
    assert score(out, "Carol") == []        # one card: rounded up, returned without asking
    assert supply(out, 2)[-2:] == ["Calendar", "Mathematics"]
    assert out["pending"] is None


def test_databases_empty_score_nothing():
    out = run(pos(P("Ann", board={"green": ["Databases"]}), P("Bob"), moves=[dogma("Databases")]))
    assert out["pending"] is None


# ---- Self Service -------------------------------------------------------------------------

def test_self_service_executes_other_top_card_then_wins_with_more_achievements():
    doc = pos(P("Ann", board={"green": ["Self Service"], "blue": ["Writing"], "yellow": ["Agriculture"]},
                achievements=[1, 2]),
              P("Bob", achievements=[3]), supply={"2": ["Calendar", "Mathematics"]},
              moves=[dogma("Self Service")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", ["Writing", "Agriculture"], 1, 1)
    doc["moves"].append(choose(["Writing"]))
    out = run(doc)
    assert hand(out, "Ann") == ["Calendar"]
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_self_service_tied_achievements_no_win():
    out = run(pos(P("Ann", board={"green": ["Self Service"], "blue": ["Writing"]}, achievements=[1]),
                  P("Bob", achievements=[3]), supply={"2": ["Calendar"]},
                  moves=[dogma("Self Service")]))
    assert hand(out, "Ann") == ["Calendar"]      # Writing was the only other top card
    assert out["result"] is None


def test_self_service_alone_on_board_does_nothing():
    out = run(pos(P("Ann", board={"green": ["Self Service"]}), P("Bob"), moves=[dogma("Self Service")]))
    assert out["pending"] is None and out["result"] is None


# ---- Globalization -------------------------------------------------------------------------

def test_globalization_demand_choice_and_no_win_while_leaves_exceed_factories():
    doc = pos(P("Ann", board={"yellow": ["Globalization"]}),
              P("Bob", board={"blue": ["Pottery"], "green": ["Clothing"]}),
              supply={"6": ["Canning", "Vaccination"]}, moves=[dogma("Globalization")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", ["Pottery", "Clothing"], 1, 1)
    doc["moves"].append(choose(["Pottery"], "Bob"))
    out = run(doc)
    assert pile(out, "Bob", "blue") == []
    assert score(out, "Ann") == ["Canning"]
    assert out["result"] is None                 # Bob still has more leaves than factories


def test_globalization_single_most_points_wins():
    out = run(pos(P("Ann", board={"yellow": ["Globalization"]}),
                  P("Bob", board={"blue": ["Pottery"]}, score=["Calendar"]),
                  supply={"6": ["Canning"]}, moves=[dogma("Globalization")]))
    assert pile(out, "Bob", "blue") == []
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_globalization_tie_for_most_points_nobody_wins():
    out = run(pos(P("Ann", board={"yellow": ["Globalization"]}),
                  P("Bob", score=["Vaccination"]),
                  supply={"6": ["Canning"]}, moves=[dogma("Globalization")]))
    assert score(out, "Ann") == ["Canning"]
    assert out["result"] is None


# ---- Stem Cells ------------------------------------------------------------------------------

def test_stem_cells_score_whole_hand_or_decline():
    doc = pos(P("Ann", board={"yellow": ["Stem Cells"]}, hand=["Pottery", "Calendar"]), P("Bob"),
              moves=[dogma("Stem Cells")])
    out = run(doc)
    assert pending(out) == ("Ann", "yesno", ["yes", "no"], 1, 1)
    out = run({**doc, "moves": doc["moves"] + [choose("yes")]})
    assert score(out, "Ann") == ["Pottery", "Calendar"]
    assert hand(out, "Ann") == []
    out = run({**doc, "moves": doc["moves"] + [choose("no")]})
    assert hand(out, "Ann") == ["Pottery", "Calendar"]


def test_stem_cells_empty_hand_not_asked_and_shared_free_draw():
    out = run(pos(P("Ann", board={"yellow": ["Stem Cells"]}),
                  P("Bob", board={"yellow": ["Agriculture"]}, hand=["Writing"]),
                  supply={"10": ["Software"]},
                  moves=[dogma("Stem Cells"), choose("yes", "Bob")]))
    assert score(out, "Bob") == ["Writing"]
    assert hand(out, "Ann") == ["Software"]      # free Draw of a 10
    assert out["pending"] is None


# ---- A.I. ---------------------------------------------------------------------------------

def test_ai_lowest_score_wins_another_player():
    out = run(pos(P("Ann", board={"purple": ["A.I."], "blue": ["Software"]}),
                  P("Bob", board={"red": ["Robotics"]}),
                  supply={"10": ["Databases"]}, moves=[dogma("A.I.")]))
    assert score(out, "Ann") == ["Databases"]
    assert out["result"] == {"reason": "dogma", "winners": ["Bob"]}


def test_ai_tie_for_lowest_nobody_wins():
    out = run(pos(P("Ann", board={"purple": ["A.I."], "blue": ["Software"]}),
                  P("Bob", board={"red": ["Robotics"]}), P("Carol"),
                  supply={"10": ["Databases"]}, moves=[dogma("A.I.")]))
    assert out["result"] is None


def test_ai_needs_both_robotics_and_software():
    out = run(pos(P("Ann", board={"purple": ["A.I."], "blue": ["Software"]}), P("Bob"),
                  supply={"10": ["Databases"]}, moves=[dogma("A.I.")]))
    assert out["result"] is None
    assert score(out, "Ann") == ["Databases"]


# ---- The Internet -------------------------------------------------------------------------

def test_the_internet_splay_score_and_meld_per_two_clocks():
    doc = pos(P("Ann", board={"purple": ["The Internet"], "blue": ["Software"], "green": ["Sailing", "Clothing"]}),
              P("Bob"), supply={"10": ["Databases", "Robotics", "A.I.", "Stem Cells"]},
              moves=[dogma("The Internet")])
    out = run(doc)
    assert pending(out) == ("Ann", "yesno", ["yes", "no"], 1, 1)
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert splay(out, "Ann", "green") == "up"
    assert score(out, "Ann") == ["Databases"]
    # 5 clocks (Software 3, The Internet 2): two 10s drawn and melded.
    assert pile(out, "Ann", "red") == ["Robotics"]
    assert pile(out, "Ann", "purple") == ["The Internet", "A.I."]
    assert supply(out, 10) == ["Stem Cells"]


def test_the_internet_declined_and_empty_10_pile_ends_game():
    out = run(pos(P("Ann", board={"purple": ["The Internet"], "green": ["Sailing", "Clothing"]}),
                  P("Bob", score=["Agriculture", "Pottery"]), supply={"10": []},
                  moves=[dogma("The Internet"), choose("no")]))
    assert splay(out, "Ann", "green") == "none"
    assert out["result"] == {"reason": "score", "winners": ["Bob"]}


def test_self_service_team_game_counts_partners_achievements():
    """Ruling: in a team game the partners' achievements add up and sides are
    compared: Ann 1 + Carol 2 = 3 against Bob 2 + Dave 0 = 2, so Ann's side wins
    although Ann alone has fewer than Bob."""
    out = run(pos(P("Ann", board={"green": ["Self Service"]}, achievements=[1]),
                  P("Bob", achievements=[3, 4]),
                  P("Carol", achievements=[2, 5]),
                  P("Dave"), teams=True, moves=[dogma("Self Service")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann", "Carol"]}
