"""Rules tests for the age 2 cards, written as position files."""
from __future__ import annotations

import pytest

from tests.engine.helpers import P, PositionError, choose, dogma, pile, pl, pos, run, splay, hand, score, supply


def ach(out, name):
    return pl(out, name)["achievements"]


# ---- Calendar ----------------------------------------------------------------------

def test_calendar_draws_two_3s_when_score_has_more_cards():
    out = run(pos(P("Ann", board={"blue": ["Calendar"]}, score=["Pottery", "Tools"], hand=["Writing"]),
                  P("Bob"), supply={"3": ["Alchemy", "Translation", "Engineering"]},
                  moves=[dogma("Calendar")]))
    assert hand(out, "Ann") == ["Writing", "Alchemy", "Translation"]
    assert supply(out, 3) == ["Engineering"]
    assert out["pending"] is None


def test_calendar_equal_counts_draws_nothing():
    out = run(pos(P("Ann", board={"blue": ["Calendar"]}, score=["Pottery"], hand=["Writing"]),
                  P("Bob"), supply={"3": ["Alchemy"]}, moves=[dogma("Calendar")]))
    assert hand(out, "Ann") == ["Writing"]
    assert supply(out, 3) == ["Alchemy"]


def test_calendar_empty_3_pile_draws_4s():
    out = run(pos(P("Ann", board={"blue": ["Calendar"]}, score=["Pottery"]),
                  P("Bob"), supply={"3": [], "4": ["Invention", "Navigation", "Anatomy"]},
                  moves=[dogma("Calendar")]))
    assert hand(out, "Ann") == ["Invention", "Navigation"]
    assert supply(out, 4) == ["Anatomy"]


def test_calendar_shared_by_opponent_gives_free_draw():
    # Bob (3 leaves on Agriculture) shares Calendar (2 leaves); Ann's own run does nothing.
    out = run(pos(P("Ann", board={"blue": ["Calendar"]}),
                  P("Bob", board={"yellow": ["Agriculture"]}, score=["Oars"]),
                  supply={"3": ["Alchemy", "Translation"], "2": ["Philosophy", "Currency"]},
                  moves=[dogma("Calendar")]))
    assert hand(out, "Bob") == ["Alchemy", "Translation"]
    assert hand(out, "Ann") == ["Philosophy"]          # free Draw of a 2 (Calendar's age)


def test_calendar_share_that_changes_nothing_gives_no_free_draw():
    out = run(pos(P("Ann", board={"blue": ["Calendar"]}),
                  P("Bob", board={"yellow": ["Agriculture"]}),
                  supply={"2": ["Philosophy"]}, moves=[dogma("Calendar")]))
    assert hand(out, "Ann") == [] and hand(out, "Bob") == []
    assert supply(out, 2) == ["Philosophy"]


# ---- Mathematics ---------------------------------------------------------------------

def test_mathematics_return_then_draw_and_meld_one_higher():
    doc = pos(P("Ann", board={"blue": ["Mathematics"]}, hand=["Writing", "Archery"]), P("Bob"),
              supply={"2": ["Philosophy", "Currency"]}, moves=[dogma("Mathematics")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Ann" and p["kind"] == "cards" and p["min"] == 0 and p["max"] == 1
    assert sorted(p["options"]) == ["Archery", "Writing"]
    doc["moves"].append(choose(["Writing"], "Ann"))
    out = run(doc)
    assert hand(out, "Ann") == ["Archery"]
    assert pile(out, "Ann", "purple") == ["Philosophy"]
    assert supply(out, 1)[-1] == "Writing"
    assert supply(out, 2) == ["Currency"]


def test_mathematics_declined():
    out = run(pos(P("Ann", board={"blue": ["Mathematics"]}, hand=["Writing"]), P("Bob"),
                  supply={"2": ["Philosophy"]}, moves=[dogma("Mathematics"), choose(None)]))
    assert hand(out, "Ann") == ["Writing"]
    assert supply(out, 2) == ["Philosophy"]
    assert out["pending"] is None


def test_mathematics_empty_hand_asks_nothing():
    out = run(pos(P("Ann", board={"blue": ["Mathematics"]}), P("Bob"), moves=[dogma("Mathematics")]))
    assert out["pending"] is None
    assert pile(out, "Ann", "blue") == ["Mathematics"]


def test_mathematics_empty_pile_skips_up():
    out = run(pos(P("Ann", board={"blue": ["Mathematics"]}, hand=["Writing"]), P("Bob"),
                  supply={"2": [], "3": ["Optics"]}, moves=[dogma("Mathematics"), choose("Writing")]))
    assert pile(out, "Ann", "red") == ["Optics"]


# ---- Construction ---------------------------------------------------------------------

FIVE = {"blue": ["Pottery"], "red": ["Construction"], "green": ["Clothing"],
        "yellow": ["Agriculture"], "purple": ["Code of Laws"]}


def test_construction_demand_three_players_in_turn_order_and_empire():
    doc = pos(P("Ann", board=FIVE),
              P("Bob", hand=["Sailing", "Tools", "Oars"]),
              P("Cat", hand=["Writing"]),
              supply={"2": ["Calendar", "Mathematics", "Currency"]},
              moves=[dogma("Construction")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and p["kind"] == "cards" and p["min"] == 2 and p["max"] == 2
    doc["moves"].append(choose(["Sailing", "Oars"], "Bob"))
    out = run(doc)
    assert out["pending"] is None                       # Cat's single card goes without a question
    assert sorted(hand(out, "Ann")) == ["Oars", "Sailing", "Writing"]
    assert hand(out, "Bob") == ["Tools", "Calendar"]
    assert hand(out, "Cat") == ["Mathematics"]
    assert "Empire" in ach(out, "Ann")
    assert "Empire" not in out["available_achievements"]


def test_construction_demand_with_empty_hand_still_draws():
    out = run(pos(P("Ann", board={"red": ["Construction"]}), P("Bob"),
                  supply={"2": ["Calendar"]}, moves=[dogma("Construction")]))
    assert hand(out, "Bob") == ["Calendar"]
    assert hand(out, "Ann") == []
    assert ach(out, "Ann") == []                        # one top card only


def test_construction_no_empire_if_another_player_has_five_top_cards():
    cat = {"blue": ["Writing"], "red": ["Optics"], "green": ["Sailing"], "yellow": ["Medicine"],
           "purple": ["Philosophy"]}
    out = run(pos(P("Ann", board=FIVE), P("Bob", hand=[]), P("Cat", board=cat),
                  supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Construction")]))
    assert ach(out, "Ann") == [] and ach(out, "Cat") == []
    assert "Empire" in out["available_achievements"]


def test_construction_sharing_opponent_claims_empire_first():
    """A sharing opponent executes the non-demand first: Bob, the only player with
    five top cards, claims Empire; Ann then gets the free Draw."""
    bob = {"blue": ["Tools"], "red": ["Metalworking"], "green": ["The Wheel"], "yellow": ["Masonry"],
           "purple": ["Mysticism"]}
    out = run(pos(P("Ann", board={"red": ["Construction"]}), P("Bob", board=bob),
                  supply={"2": ["Calendar"]}, moves=[dogma("Construction")]))
    assert ach(out, "Bob") == ["Empire"]
    assert ach(out, "Ann") == []
    assert hand(out, "Ann") == ["Calendar"]             # free Draw
    assert hand(out, "Bob") == []                       # Bob was not affected by the demand


# ---- Road Building ---------------------------------------------------------------------

def test_road_building_meld_two_and_exchange_red_for_green():
    """Ruling: one card question (1 to 2 cards), melded in the order named; the
    transfer is a "you may" player question (min 0), asked even with one opponent."""
    doc = pos(P("Ann", board={"red": ["Road Building"]}, hand=["Archery", "Writing", "Pottery"]),
              P("Bob", board={"green": ["Sailing", "Clothing"]}),
              moves=[dogma("Road Building")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "cards" and p["min"] == 1 and p["max"] == 2
    doc["moves"].append(choose(["Archery", "Writing"]))
    out = run(doc)
    p = out["pending"]
    assert p == {**p, "player": "Ann", "kind": "player", "options": ["Bob"], "min": 0, "max": 1}
    doc["moves"].append(choose("Bob"))
    out = run(doc)
    assert pile(out, "Ann", "red") == ["Road Building"]
    assert pile(out, "Bob", "red") == ["Archery"]
    assert pile(out, "Ann", "green") == ["Clothing"]
    assert pile(out, "Bob", "green") == ["Sailing"]
    assert pile(out, "Ann", "blue") == ["Writing"]
    assert hand(out, "Ann") == ["Pottery"]


def test_road_building_declined_transfer():
    out = run(pos(P("Ann", board={"red": ["Road Building"]}, hand=["Archery", "Writing"]),
                  P("Bob", board={"green": ["Clothing"]}),
                  moves=[dogma("Road Building"), choose(["Archery", "Writing"]), choose(None)]))
    assert pile(out, "Ann", "red") == ["Road Building", "Archery"]
    assert pile(out, "Bob", "green") == ["Clothing"]
    assert out["pending"] is None


def test_road_building_meld_one_asks_no_player():
    out = run(pos(P("Ann", board={"red": ["Road Building"]}, hand=["Archery", "Writing"]),
                  P("Bob", board={"green": ["Clothing"]}),
                  moves=[dogma("Road Building"), choose(["Writing"])]))
    assert out["pending"] is None
    assert pile(out, "Ann", "blue") == ["Writing"]
    assert pile(out, "Bob", "green") == ["Clothing"]


def test_road_building_single_card_melded_without_question():
    out = run(pos(P("Ann", board={"red": ["Road Building"]}, hand=["Writing"]), P("Bob"),
                  moves=[dogma("Road Building")]))
    assert out["pending"] is None
    assert pile(out, "Ann", "blue") == ["Writing"]


def test_road_building_other_player_without_green_still_gets_red():
    """The exchange with one side empty still happens: the red card moves."""
    out = run(pos(P("Ann", board={"red": ["Road Building"]}, hand=["Writing", "Pottery"]),
                  P("Bob"), P("Cat", board={"green": ["Clothing"]}),
                  moves=[dogma("Road Building"), choose(["Writing", "Pottery"]), choose("Bob")]))
    assert pile(out, "Bob", "red") == ["Road Building"]
    assert pile(out, "Ann", "red") == []
    assert pile(out, "Ann", "green") == []
    assert pile(out, "Ann", "blue") == ["Writing", "Pottery"]   # melded in the order named


def test_road_building_three_players_player_options():
    out = run(pos(P("Ann", board={"red": ["Road Building"]}, hand=["Writing", "Pottery"]),
                  P("Bob"), P("Cat"),
                  moves=[dogma("Road Building"), choose(["Writing", "Pottery"])]))
    assert out["pending"]["options"] == ["Bob", "Cat"]


# ---- Currency ---------------------------------------------------------------------------

def test_currency_scores_a_2_per_distinct_value():
    doc = pos(P("Ann", board={"green": ["Currency"]}, hand=["Pottery", "Tools", "Mathematics", "Optics"]),
              P("Bob"), supply={"2": ["Philosophy", "Fermenting", "Monotheism"]},
              moves=[dogma("Currency")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "cards" and p["min"] == 0 and p["max"] == 4
    doc["moves"].append(choose(["Pottery", "Tools", "Mathematics"]))
    out = run(doc)
    assert hand(out, "Ann") == ["Optics"]
    assert score(out, "Ann") == ["Philosophy", "Fermenting"]
    assert supply(out, 2) == ["Monotheism", "Mathematics"]


def test_currency_declined():
    out = run(pos(P("Ann", board={"green": ["Currency"]}, hand=["Pottery"]), P("Bob"),
                  supply={"2": ["Philosophy"]}, moves=[dogma("Currency"), choose([])]))
    assert hand(out, "Ann") == ["Pottery"] and score(out, "Ann") == []


def test_currency_empty_hand_no_question():
    out = run(pos(P("Ann", board={"green": ["Currency"]}), P("Bob"), moves=[dogma("Currency")]))
    assert out["pending"] is None


# ---- Mapmaking ---------------------------------------------------------------------------

def test_mapmaking_demand_three_players_and_bonus_score():
    doc = pos(P("Ann", board={"green": ["Mapmaking"]}),
              P("Bob", score=["Pottery", "Archery", "Calendar"]),
              P("Cat", score=["Mathematics"]),
              supply={"1": ["Oars", "Sailing"]}, moves=[dogma("Mapmaking")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and sorted(p["options"]) == ["Archery", "Pottery"] and p["min"] == 1
    doc["moves"].append(choose("Archery", "Bob"))
    out = run(doc)
    assert out["pending"] is None
    assert score(out, "Bob") == ["Pottery", "Calendar"]
    assert score(out, "Cat") == ["Mathematics"]
    assert score(out, "Ann") == ["Archery", "Oars"]


def test_mapmaking_nothing_transferred_no_score():
    out = run(pos(P("Ann", board={"green": ["Mapmaking"]}), P("Bob", score=["Calendar"]),
                  supply={"1": ["Oars"]}, moves=[dogma("Mapmaking")]))
    assert score(out, "Ann") == [] and score(out, "Bob") == ["Calendar"]
    assert supply(out, 1) == ["Oars"]


def test_mapmaking_shared_second_effect_and_free_draw():
    out = run(pos(P("Ann", board={"green": ["Mapmaking"]}),
                  P("Bob", board={"purple": ["City States"]}),     # 2 crowns: shares
                  P("Cat", score=["Pottery"]),
                  supply={"1": ["Oars", "Sailing"], "2": ["Calendar"]}, moves=[dogma("Mapmaking")]))
    assert score(out, "Ann") == ["Pottery", "Sailing"]
    assert score(out, "Bob") == ["Oars"]
    assert hand(out, "Ann") == ["Calendar"]                # free Draw


# ---- Canal Building ---------------------------------------------------------------------

def test_canal_building_exchange_highest():
    doc = pos(P("Ann", board={"yellow": ["Canal Building"]}, hand=["Pottery", "Calendar", "Mathematics"],
                score=["Tools", "Alchemy"]), P("Bob"), moves=[dogma("Canal Building")])
    out = run(doc)
    assert out["pending"]["kind"] == "yesno" and out["pending"]["player"] == "Ann"
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert sorted(hand(out, "Ann")) == ["Alchemy", "Pottery"]
    assert sorted(score(out, "Ann")) == ["Calendar", "Mathematics", "Tools"]


def test_canal_building_declined():
    out = run(pos(P("Ann", board={"yellow": ["Canal Building"]}, hand=["Calendar"], score=["Alchemy"]),
                  P("Bob"), moves=[dogma("Canal Building"), choose("no")]))
    assert hand(out, "Ann") == ["Calendar"] and score(out, "Ann") == ["Alchemy"]


def test_canal_building_one_side_empty_still_exchanges():
    out = run(pos(P("Ann", board={"yellow": ["Canal Building"]}, score=["Alchemy", "Tools"]),
                  P("Bob"), moves=[dogma("Canal Building"), choose("yes")]))
    assert hand(out, "Ann") == ["Alchemy"] and score(out, "Ann") == ["Tools"]


def test_canal_building_nothing_anywhere_no_question():
    out = run(pos(P("Ann", board={"yellow": ["Canal Building"]}), P("Bob"), moves=[dogma("Canal Building")]))
    assert out["pending"] is None


# ---- Fermenting ------------------------------------------------------------------------------

FERM = {"yellow": ["Fermenting"], "green": ["Clothing"], "blue": ["Writing"], "purple": ["Code of Laws"]}


def test_fermenting_last_edition_counts_colors_with_leaves():
    out = run(pos(P("Ann", board=FERM), P("Bob"), supply={"2": ["Calendar", "Mathematics", "Currency", "Mapmaking"]},
                  moves=[dogma("Fermenting")]))
    # yellow, green and purple piles show leaves: three 2s
    assert hand(out, "Ann") == ["Calendar", "Mathematics", "Currency"]


def test_fermenting_first_edition_counts_pairs_of_leaves():
    out = run(pos(P("Ann", board=FERM), P("Bob"), supply={"2": ["Calendar", "Mathematics", "Currency", "Mapmaking"]},
                  moves=[dogma("Fermenting")], edition="first"))
    # 2 + 2 + 1 = 5 leaves: two 2s
    assert hand(out, "Ann") == ["Calendar", "Mathematics"]


def test_fermenting_hidden_leaves_do_not_count_but_splayed_ones_do():
    board = {"yellow": ["Agriculture", "Fermenting"], "green": {"cards": ["Clothing", "Sailing"], "splay": "left"}}
    out = run(pos(P("Ann", board=board), P("Bob"), supply={"2": ["Calendar", "Mathematics", "Currency"]},
                  moves=[dogma("Fermenting")], edition="first"))
    # Fermenting 2 + Sailing 1 + Clothing's right leaf (splayed left) 1 = 4 -> two 2s
    assert hand(out, "Ann") == ["Calendar", "Mathematics"]


# ---- Monotheism -------------------------------------------------------------------------------

def test_monotheism_demand_three_players_and_tuck():
    doc = pos(P("Ann", board={"purple": ["Monotheism"], "red": ["Archery"]}),
              P("Bob", board={"blue": ["Writing"], "green": ["Clothing"]}),
              P("Cat", board={"red": ["Optics"], "purple": ["Code of Laws"]}),
              supply={"1": ["Pottery", "Tools", "Sailing"]}, moves=[dogma("Monotheism")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Bob" and sorted(p["options"]) == ["Clothing", "Writing"] and p["min"] == 1
    doc["moves"].append(choose("Clothing", "Bob"))
    out = run(doc)
    assert out["pending"] is None
    assert score(out, "Ann") == ["Clothing"]
    assert pile(out, "Bob", "green") == []
    assert pile(out, "Bob", "blue") == ["Pottery", "Writing"]      # Bob drew and tucked Pottery
    assert pile(out, "Cat", "red") == ["Optics"]                   # nothing eligible for Cat
    assert pile(out, "Ann", "blue") == ["Tools"]                   # Ann's non-demand tuck
    assert supply(out, 1) == ["Sailing"]


# ---- Philosophy -------------------------------------------------------------------------------

def test_philosophy_splay_and_score():
    doc = pos(P("Ann", board={"purple": ["Code of Laws", "Philosophy"], "blue": ["Pottery", "Writing"]},
                hand=["Sailing"]), P("Bob"), moves=[dogma("Philosophy")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "color" and sorted(p["options"]) == ["blue", "purple"] and p["min"] == 0
    doc["moves"] += [choose("blue"), choose("Sailing")]
    out = run(doc)
    assert splay(out, "Ann", "blue") == "left"
    assert score(out, "Ann") == ["Sailing"] and hand(out, "Ann") == []


def test_philosophy_declined_both():
    out = run(pos(P("Ann", board={"purple": ["Code of Laws", "Philosophy"]}, hand=["Sailing"]), P("Bob"),
                  moves=[dogma("Philosophy"), choose(None), choose(None)]))
    assert splay(out, "Ann", "purple") == "none"
    assert hand(out, "Ann") == ["Sailing"]
    assert out["pending"] is None


def test_philosophy_nothing_to_splay_asks_only_the_score():
    out = run(pos(P("Ann", board={"purple": ["Philosophy"]}, hand=["Sailing"]), P("Bob"),
                  moves=[dogma("Philosophy")]))
    assert out["pending"]["kind"] == "cards"


def test_illegal_answer_rejected():
    with pytest.raises(PositionError):
        run(pos(P("Ann", board={"blue": ["Mathematics"]}, hand=["Writing"]), P("Bob"),
                moves=[dogma("Mathematics"), choose("Pottery")]))
