"""Age 1 card effects, each through a position file (``python -m engine play``'s code)."""
import pytest

from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run, splay, PositionError


# ---- Pottery ------------------------------------------------------------------------

def test_pottery_returns_up_to_three_and_scores_that_value():
    out = run(pos(P("Ann", {"blue": ["Pottery"]}, hand=["Archery", "Oars", "Tools", "Sailing"]),
                  P("Bob", {"red": ["Metalworking"]}),
                  supply={"1": ["Writing", "Agriculture"], "3": ["Optics", "Paper"]},
                  moves=[dogma("Pottery"), choose(["Archery", "Oars", "Tools"])]))
    ann = pl(out, "Ann")
    assert ann["score"] == ["Optics"]                      # drew and scored a 3
    assert sorted(ann["hand"]) == ["Sailing", "Writing"]   # second effect: draw a 1
    assert out["supply"]["1"][-3:] == ["Archery", "Oars", "Tools"]  # returned to the bottom


def test_pottery_declined_only_draws():
    out = run(pos(P("Ann", {"blue": ["Pottery"]}, hand=["Archery"]), P("Bob", {"red": ["Metalworking"]}),
                  supply={"1": ["Writing"]}, moves=[dogma("Pottery"), choose(None)]))
    assert pl(out, "Ann")["score"] == []
    assert sorted(pl(out, "Ann")["hand"]) == ["Archery", "Writing"]


def test_pottery_question_has_min_0_max_3():
    out = run(pos(P("Ann", {"blue": ["Pottery"]}, hand=["Archery", "Oars"]), P("Bob", {"red": ["Metalworking"]}),
                  moves=[dogma("Pottery")]))
    p = out["pending"]
    assert (p["player"], p["kind"], p["min"], p["max"]) == ("Ann", "cards", 0, 2)
    assert sorted(p["options"]) == ["Archery", "Oars"]


def test_pottery_shared_by_opponent_gives_free_draw():
    # Bob has 3 leaves (Clothing... no: Pottery's own leaves) - give Bob a leaf-rich board.
    out = run(pos(P("Ann", {"blue": ["Pottery"]}, hand=[]),
                  P("Bob", {"yellow": ["Agriculture"]}, hand=[]),
                  supply={"1": ["Writing", "Oars", "Sailing"]},
                  moves=[dogma("Pottery")]))
    # Bob (3 leaves >= Ann's 3) shares: empty hands, so nothing asked; each draws a 1.
    assert pl(out, "Bob")["hand"] == ["Writing"]
    # Ann draws Oars from the effect, then the free Draw (a 1: her highest top card).
    assert pl(out, "Ann")["hand"] == ["Oars", "Sailing"]
    assert any("free Draw" in line for line in out["log"])


# ---- Tools -------------------------------------------------------------------------------

def test_tools_return_three_draw_and_meld_a_3():
    out = run(pos(P("Ann", {"blue": ["Tools"]}, hand=["Archery", "Oars", "Sailing", "Writing"]),
                  P("Bob", {"red": ["Metalworking"]}),
                  supply={"3": ["Optics"]},
                  moves=[dogma("Tools"), choose(["Archery", "Oars", "Sailing"])]))
    assert pile(out, "Ann", "red") == ["Optics"]
    assert pl(out, "Ann")["hand"] == ["Writing"]


def test_tools_two_cards_is_illegal_answer():
    doc = pos(P("Ann", {"blue": ["Tools"]}, hand=["Archery", "Oars", "Sailing"]), P("Bob", {"red": ["Metalworking"]}),
              moves=[dogma("Tools"), choose(["Archery", "Oars"])])
    with pytest.raises(PositionError, match="move 1"):
        run(doc)


def test_tools_fewer_than_three_cards_is_not_asked():
    """Tools with two cards in hand: the golden rule (BGA's game help) says a "you
    may" that needs three cards returned must be passed with fewer, so the first
    effect asks nothing and the second (return a 3) is asked at once."""
    doc = pos(P("Ann", {"blue": ["Tools"]}, hand=["Optics", "Archery"]), P("Bob", {"red": ["Metalworking"]}),
              supply={"1": ["Writing", "Oars", "Sailing", "Pottery"], "3": ["Paper"]},
              moves=[dogma("Tools")])
    p = run(doc)["pending"]
    assert (p["player"], p["kind"], p["min"], p["max"], p["options"]) == ("Ann", "cards", 0, 1, ["Optics"])
    out = run({**doc, "moves": [dogma("Tools"), choose(["Optics"])]})
    assert sorted(pl(out, "Ann")["hand"]) == ["Archery", "Oars", "Sailing", "Writing"]
    assert out["supply"]["3"] == ["Paper", "Optics"]


def test_tools_second_effect_returns_a_3():
    out = run(pos(P("Ann", {"blue": ["Tools"]}, hand=["Optics", "Archery"]), P("Bob", {"red": ["Metalworking"]}),
                  supply={"1": ["Writing", "Oars", "Sailing", "Pottery"]},
                  moves=[dogma("Tools"), choose(["Optics"])]))
    ann = pl(out, "Ann")
    assert sorted(ann["hand"]) == ["Archery", "Oars", "Sailing", "Writing"]
    assert out["supply"]["3"][-1] == "Optics"


def test_tools_second_effect_not_asked_without_a_3():
    out = run(pos(P("Ann", {"blue": ["Tools"]}, hand=["Archery"]), P("Bob", {"red": ["Metalworking"]}),
                  moves=[dogma("Tools")]))
    assert pl(out, "Ann")["hand"] == ["Archery"]
    assert out["pending"] is None and out["current"] == 0 and out["actions_left"] == 1


# ---- Writing ------------------------------------------------------------------------------

def test_writing_draws_a_2_skipping_empty_pile():
    out = run(pos(P("Ann", {"blue": ["Writing"]}), P("Bob", {"red": ["Metalworking"]}),
                  supply={"2": [], "3": ["Optics"]}, moves=[dogma("Writing")]))
    assert pl(out, "Ann")["hand"] == ["Optics"]


# ---- Archery -------------------------------------------------------------------------------

def test_archery_demand_in_turn_order_against_two_opponents():
    out = run(pos(P("Ann", {"red": ["Archery"]}),
                  P("Bob", {"green": ["Clothing"]}, hand=["Optics"]),
                  P("Cat", {"blue": ["Writing"]}, hand=["Paper", "Compass"]),
                  supply={"1": ["Sailing", "Oars"]},
                  moves=[dogma("Archery"), choose(["Compass"], "Cat")]))
    # Bob draws Sailing and gives Optics (his only highest); Cat draws Oars, then picks among two 3s.
    assert sorted(pl(out, "Ann")["hand"]) == ["Compass", "Optics"]
    assert sorted(pl(out, "Bob")["hand"]) == ["Sailing"]
    assert sorted(pl(out, "Cat")["hand"]) == ["Oars", "Paper"]


def test_archery_no_demand_when_opponent_has_as_many_castles():
    out = run(pos(P("Ann", {"red": ["Archery"]}), P("Bob", {"red": ["Oars"]}, hand=["Optics"]),
                  moves=[dogma("Archery")]))
    assert pl(out, "Bob")["hand"] == ["Optics"]


# ---- Metalworking --------------------------------------------------------------------------

def test_metalworking_scores_castles_until_one_without():
    # Archery (castle) scored, Oars (castle) scored, Writing (no castle) kept.
    out = run(pos(P("Ann", {"red": ["Metalworking"]}), P("Bob", {"blue": ["Pottery"]}),
                  supply={"1": ["Archery", "Oars", "Writing", "Sailing"]}, moves=[dogma("Metalworking")]))
    assert pl(out, "Ann")["score"] == ["Archery", "Oars"]
    assert pl(out, "Ann")["hand"] == ["Writing"]
    assert any("reveals" in line for line in out["log"])


# ---- Oars -----------------------------------------------------------------------------------

def test_oars_demand_repeats_in_last_edition():
    """Oars (last edition) repeats until Bob has no crown card left, so every crown
    card goes whatever the order: the engine moves them without asking (BGA
    automates this demand too)."""
    out = run(pos(P("Ann", {"red": ["Oars"]}), P("Bob", {"green": ["Clothing"]}, hand=["Sailing", "Code of Laws"]),
                  supply={"1": ["Archery", "City States", "Pottery", "Tools"]},
                  moves=[dogma("Oars")]))
    # Sailing and Code of Laws (crowns) move, each followed by a draw: Archery (no crown),
    # City States (crown: moves too), Pottery (no crown); then no crown is left.
    assert out["pending"] is None
    assert sorted(pl(out, "Ann")["score"]) == ["City States", "Code of Laws", "Sailing"]
    assert sorted(pl(out, "Bob")["hand"]) == ["Archery", "Pottery"]
    assert pl(out, "Ann")["hand"] == []  # the demand moved cards: no draw for Ann


def test_oars_first_edition_demand_happens_once():
    out = run(pos(P("Ann", {"red": ["Oars"]}), P("Bob", {"green": ["Clothing"]}, hand=["Sailing", "Code of Laws"]),
                  supply={"1": ["Archery", "Pottery", "Tools"]}, edition="first",
                  moves=[dogma("Oars"), choose(["Sailing"], "Bob")]))
    assert pl(out, "Ann")["score"] == ["Sailing"]
    assert sorted(pl(out, "Bob")["hand"]) == ["Archery", "Code of Laws"]


def test_oars_draws_when_demand_moved_nothing():
    out = run(pos(P("Ann", {"red": ["Oars"]}), P("Bob", {"green": ["Clothing"]}, hand=["Tools"]),
                  supply={"1": ["Pottery"]}, moves=[dogma("Oars")]))
    assert pl(out, "Ann")["hand"] == ["Pottery"]
    assert pl(out, "Bob")["hand"] == ["Tools"]


# ---- Clothing ---------------------------------------------------------------------------------

def test_clothing_melds_new_color_and_scores_unique_colors():
    out = run(pos(P("Ann", {"green": ["Clothing"]}, hand=["Writing", "Sailing", "Archery"]),
                  P("Bob", {"red": ["Oars"]}),
                  supply={"1": ["Pottery", "Tools"]},
                  moves=[dogma("Clothing"), choose(["Writing"])]))
    assert pile(out, "Ann", "blue") == ["Writing"]
    # Ann has blue and green, Bob has neither: two 1s scored.
    assert sorted(pl(out, "Ann")["score"]) == ["Pottery", "Tools"]


def test_clothing_not_asked_when_no_new_color():
    out = run(pos(P("Ann", {"green": ["Clothing"]}, hand=["Sailing"]), P("Bob", {"green": ["The Wheel"]}),
                  moves=[dogma("Clothing")]))
    assert pl(out, "Ann")["hand"] == ["Sailing"] and pl(out, "Ann")["score"] == []


# ---- Sailing, The Wheel -------------------------------------------------------------------------

def test_sailing_draws_and_melds_a_1():
    out = run(pos(P("Ann", {"green": ["Sailing"]}), P("Bob", {"red": ["Oars"]}),
                  supply={"1": ["Writing"]}, moves=[dogma("Sailing")]))
    assert pile(out, "Ann", "blue") == ["Writing"]


def test_the_wheel_draws_two_1s():
    out = run(pos(P("Ann", {"green": ["The Wheel"]}), P("Bob", {"blue": ["Pottery"]}),
                  supply={"1": ["Writing", "Oars"]}, moves=[dogma("The Wheel")]))
    assert pl(out, "Ann")["hand"] == ["Writing", "Oars"]


# ---- Agriculture ----------------------------------------------------------------------------------

def test_agriculture_returns_and_scores_one_higher():
    out = run(pos(P("Ann", {"yellow": ["Agriculture"]}, hand=["Optics"]), P("Bob", {"red": ["Oars"]}),
                  supply={"4": ["Invention"]}, moves=[dogma("Agriculture"), choose("Optics")]))
    assert pl(out, "Ann")["score"] == ["Invention"] and out["supply"]["3"][-1] == "Optics"


def test_agriculture_declined():
    out = run(pos(P("Ann", {"yellow": ["Agriculture"]}, hand=["Optics"]), P("Bob", {"red": ["Oars"]}),
                  moves=[dogma("Agriculture"), choose([])]))
    assert pl(out, "Ann")["hand"] == ["Optics"] and pl(out, "Ann")["score"] == []


# ---- Domestication ---------------------------------------------------------------------------------

def test_domestication_melds_lowest_forced_then_draws():
    out = run(pos(P("Ann", {"yellow": ["Domestication"]}, hand=["Optics", "Writing"]), P("Bob", {"blue": ["Pottery"]}),
                  supply={"1": ["Sailing"]}, moves=[dogma("Domestication")]))
    assert pile(out, "Ann", "blue") == ["Writing"]
    assert sorted(pl(out, "Ann")["hand"]) == ["Optics", "Sailing"]


def test_domestication_asks_among_tied_lowest():
    out = run(pos(P("Ann", {"yellow": ["Domestication"]}, hand=["Optics", "Writing", "Oars"]),
                  P("Bob", {"blue": ["Pottery"]}), moves=[dogma("Domestication")]))
    assert sorted(out["pending"]["options"]) == ["Oars", "Writing"]


# ---- Masonry ----------------------------------------------------------------------------------------

def test_masonry_four_castles_claims_monument():
    hand = ["Archery", "Metalworking", "Mysticism", "The Wheel", "Writing"]
    out = run(pos(P("Ann", {"yellow": ["Masonry"]}, hand=hand), P("Bob", {"blue": ["Pottery"]}),
                  moves=[dogma("Masonry"), choose(["Archery", "Metalworking", "Mysticism", "The Wheel"])]))
    assert "Monument" in pl(out, "Ann")["achievements"]
    assert "Monument" not in out["available_achievements"]
    assert pl(out, "Ann")["hand"] == ["Writing"]


def test_masonry_three_castles_no_monument():
    out = run(pos(P("Ann", {"yellow": ["Masonry"]}, hand=["Archery", "Metalworking", "Mysticism"]),
                  P("Bob", {"blue": ["Pottery"]}),
                  moves=[dogma("Masonry"), choose(["Archery", "Metalworking", "Mysticism"])]))
    assert "Monument" not in pl(out, "Ann")["achievements"]
    assert pile(out, "Ann", "red") == ["Archery", "Metalworking"]  # both melded, castle cards only


# ---- City States ---------------------------------------------------------------------------------------

def test_city_states_takes_a_castle_top_card():
    out = run(pos(P("Ann", {"purple": ["City States"], "red": ["Oars"]}),
                  P("Bob", {"red": ["Archery"], "yellow": ["Masonry"]}),
                  supply={"1": ["Writing"]},
                  moves=[dogma("City States"), choose("Archery", "Bob")]))
    assert pile(out, "Ann", "red") == ["Oars", "Archery"]
    assert pl(out, "Bob")["hand"] == ["Writing"]


def test_city_states_needs_four_castles():
    out = run(pos(P("Ann", {"purple": ["City States"], "red": ["Oars"]}),
                  P("Bob", {"red": ["Archery"]}), moves=[dogma("City States")]))
    assert pile(out, "Bob", "red") == ["Archery"]


# ---- Code of Laws -------------------------------------------------------------------------------------------

def test_code_of_laws_tucks_and_splays_left():
    out = run(pos(P("Ann", {"purple": ["Code of Laws"], "red": ["Oars"]}, hand=["Archery", "Writing"]),
                  P("Bob", {"blue": ["Pottery"]}),
                  moves=[dogma("Code of Laws"), choose("Archery"), choose("yes")]))
    assert pile(out, "Ann", "red") == ["Archery", "Oars"]
    assert splay(out, "Ann", "red") == "left"


def test_code_of_laws_tuck_without_splay():
    out = run(pos(P("Ann", {"purple": ["Code of Laws"], "red": ["Oars"]}, hand=["Archery"]),
                  P("Bob", {"blue": ["Pottery"]}),
                  moves=[dogma("Code of Laws"), choose("Archery"), choose("no")]))
    assert splay(out, "Ann", "red") == "none" and pile(out, "Ann", "red") == ["Archery", "Oars"]


def test_code_of_laws_nothing_eligible_not_asked():
    out = run(pos(P("Ann", {"purple": ["Code of Laws"]}, hand=["Archery"]), P("Bob", {"blue": ["Pottery"]}),
                  moves=[dogma("Code of Laws")]))
    assert out["pending"] is None and pl(out, "Ann")["hand"] == ["Archery"]


# ---- Mysticism ---------------------------------------------------------------------------------------------

def test_mysticism_melds_matching_color_and_draws():
    out = run(pos(P("Ann", {"purple": ["Mysticism"], "red": ["Oars"]}), P("Bob", {"blue": ["Pottery"]}),
                  supply={"1": ["Archery", "Writing"]}, moves=[dogma("Mysticism")]))
    assert pile(out, "Ann", "red") == ["Oars", "Archery"] and pl(out, "Ann")["hand"] == ["Writing"]


def test_mysticism_keeps_other_color():
    out = run(pos(P("Ann", {"purple": ["Mysticism"]}), P("Bob", {"blue": ["Pottery"]}),
                  supply={"1": ["Archery", "Writing"]}, moves=[dogma("Mysticism")]))
    assert pl(out, "Ann")["hand"] == ["Archery"]


def test_tools_empty_hand_asks_nothing():
    """Tools: a "you may" with nothing eligible (empty hand) is not asked (position spec)."""
    out = run(pos(P("Ann", {"blue": ["Tools"]}), P("Bob", {"red": ["Metalworking"]}), moves=[dogma("Tools")]))
    assert out["pending"] is None and pl(out, "Ann")["hand"] == [] and out["actions_left"] == 1
