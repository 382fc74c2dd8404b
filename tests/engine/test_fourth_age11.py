"""Fourth edition: the ten age-11 cards, as position files."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, hand, pile, pl, pos, run, score, splay, supply


def F(*players, **kw):
    return pos(*players, edition="fourth", **kw)


def ach(out, name):
    return pl(out, name)["achievements"]


# ---- Climatology ------------------------------------------------------------------------------

def test_climatology_demander_names_an_icon_as_an_alternative_word():
    doc = F(P("Ann", board={"blue": ["Climatology"], "green": ["Clothing"], "yellow": ["Agriculture"]}),
            P("Bob", board={"red": ["Oars"], "purple": ["Mysticism"], "green": ["The Wheel"]}),
            moves=[dogma("Climatology")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "alternative" and p["player"] == "Ann"
    assert p["options"] == ["crown", "lightbulb", "castle", "factory", "clock", "avatar"]
    doc["moves"] += [choose("castle"), choose(["Oars", "Mysticism"], "Bob")]
    out = run(doc)
    assert (
        pile(out, "Bob", "red") == []
        and pile(out, "Bob", "purple") == []
        and pile(out, "Bob", "green") == ["The Wheel"]
    )


def test_climatology_returns_a_top_card_and_every_score_card_of_its_value_or_more():
    out = run(F(P("Ann", board={"blue": ["Climatology"]}, score=["Tools", "Calendar", "Optics"]), P("Bob"),
                moves=[dogma("Climatology")]))
    # Bob has no top card: the icon is not asked; Ann's only top card is an 11: no score card is 11+
    assert pile(out, "Ann", "blue") == [] and score(out, "Ann") == ["Tools", "Calendar", "Optics"]


def test_climatology_returning_a_low_top_card_returns_the_score_pile_from_that_value():
    doc = F(P("Ann", board={"blue": ["Climatology"], "green": ["Mapmaking"]}, score=["Tools", "Calendar", "Optics"]),
            P("Bob"), moves=[dogma("Climatology"), choose("Mapmaking")])
    out = run(doc)
    assert pile(out, "Ann", "green") == [] and score(out, "Ann") == ["Tools"]


# ---- Solar Sailing -----------------------------------------------------------------------------

def test_solar_sailing_returns_all_but_four_and_splays_aslant():
    out = run(F(P("Ann", board={"blue": ["Pottery", "Tools", "Writing", "Calendar", "Solar Sailing"]}), P("Bob"),
                supply={"11": ["Climatology"]}, moves=[dogma("Solar Sailing")]))
    assert pile(out, "Ann", "blue") == ["Writing", "Calendar", "Solar Sailing", "Climatology"]
    assert splay(out, "Ann", "blue") == "aslant" and out["result"] is None


def test_solar_sailing_already_aslant_wins_with_six_cards():
    out = run(F(P("Ann", board={"blue": {"cards": ["Pottery", "Tools", "Writing", "Calendar", "Solar Sailing"],
                                         "splay": "aslant"}}), P("Bob"),
                supply={"11": ["Climatology"]}, moves=[dogma("Solar Sailing")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


# ---- Astrogeology -----------------------------------------------------------------------------

def test_astrogeology_splays_aslant_and_moves_the_rest_to_hand():
    out = run(
        F(
            P(
                "Ann",
                board={"red": ["Astrogeology"], "blue": ["Pottery", "Tools", "Writing", "Calendar", "Alchemy"]},
                hand=["Oars"],
            ),
            P("Bob"),
            supply={"11": ["Climatology"]},
            moves=[dogma("Astrogeology")],
        )
    )
    assert splay(out, "Ann", "blue") == "aslant"
    assert pile(out, "Ann", "blue") == ["Tools", "Writing", "Calendar", "Alchemy"]
    assert sorted(hand(out, "Ann")) == ["Climatology", "Oars", "Pottery"]
    assert out["result"] is None


def test_astrogeology_eight_cards_in_hand_win():
    out = run(F(P("Ann", board={"red": ["Astrogeology"]}, hand=["Tools", "Oars", "Writing", "Calendar", "Optics",
                                                                 "Sailing", "Pottery"]),
                P("Bob"), supply={"11": ["Climatology"]}, moves=[dogma("Astrogeology")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


# ---- Fusion -------------------------------------------------------------------------------------

def test_fusion_scores_an_11_then_repeats_with_a_lower_value():
    doc = F(P("Ann", board={"red": ["Fusion"], "blue": ["Software"], "green": ["Satellites"]}), P("Bob"),
            moves=[dogma("Fusion")])
    out = run(doc)
    assert score(out, "Ann") == ["Fusion"]
    p = out["pending"]
    assert p["kind"] == "number" and p["options"] == [9, 10]
    doc["moves"].append(choose(9))
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Fusion", "Satellites"] and pile(out, "Ann", "blue") == ["Software"]


# ---- Hypersonics -----------------------------------------------------------------------------------

def test_hypersonics_returns_two_tops_of_one_value_then_that_value_or_less():
    out = run(F(P("Ann", board={"green": ["Hypersonics"]}),
                P("Bob", board={"blue": ["Writing"], "red": ["Oars"], "yellow": ["Anatomy"]},
                  hand=["Tools", "Optics"], score=["Sailing", "Fission"]), moves=[dogma("Hypersonics")]))
    assert pile(out, "Bob", "blue") == [] and pile(out, "Bob", "red") == []
    assert hand(out, "Bob") == ["Optics"] and score(out, "Bob") == ["Fission"]


def test_hypersonics_with_no_pair_of_equal_values_does_nothing():
    out = run(F(P("Ann", board={"green": ["Hypersonics"]}),
                P("Bob", board={"blue": ["Writing"], "yellow": ["Canning"]}, hand=["Tools"]),
                moves=[dogma("Hypersonics")]))
    assert hand(out, "Bob") == ["Tools"] and pile(out, "Bob", "blue") == ["Writing"]


# ---- Space Traffic -----------------------------------------------------------------------------------

def test_space_traffic_tucked_beneath_an_11_loses_and_the_other_player_wins():
    out = run(F(P("Ann", board={"green": ["Space Traffic"]}, hand=["Tools"]), P("Bob"),
                supply={"11": ["Hypersonics"]}, moves=[dogma("Space Traffic")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Bob"]}
    assert "Tools" in out["junk"] and "Space Traffic" in out["junk"]


def test_space_traffic_otherwise_scores_below_five_splays_aslant_and_stops_when_highest():
    out = run(F(P("Ann", board={"green": ["Sailing", "Mapmaking", "Compass", "Navigation", "Space Traffic"]}),
                P("Bob", score=["Tools"]), supply={"11": ["Hypersonics", "Fusion"]}, moves=[dogma("Space Traffic")]))
    # Hypersonics tucked under Sailing (a 1): score all but the top five (Hypersonics itself), aslant
    assert score(out, "Ann") == ["Hypersonics"]
    assert splay(out, "Ann", "green") == "aslant" and out["result"] is None
    assert supply(out, 11) == ["Fusion"]                     # 11 points beat Bob's 1: no repeat


def test_space_traffic_loser_in_a_three_player_game_leaves_and_turns_skip_them():
    out = run(F(P("Ann", board={"green": ["Space Traffic"]}, hand=["Tools"]), P("Bob"), P("Cat"),
                supply={"11": ["Hypersonics"]}, moves=[dogma("Space Traffic")]))
    assert out["result"] is None and out["eliminated"] == ["Ann"]
    assert out["current"] == 1 and out["actions_left"] == 2     # the turn passed at once
    assert pl(out, "Ann")["hand"] == [] and "Tools" in out["junk"]


def test_space_traffic_loser_holding_an_11_as_an_achievement_junks_it_too():
    # an 11 achieved by the Chain Achievement is a card among the achievements: the loser's
    # cards are found and junked with it (an arena game raised IndexError looking for its pile)
    out = run(F(P("Ann", board={"green": ["Space Traffic"]}, hand=["Tools"], achievements=["Fusion"]),
                P("Bob"), P("Cat"), supply={"11": ["Hypersonics"]}, moves=[dogma("Space Traffic")]))
    assert out["result"] is None and out["eliminated"] == ["Ann"]
    assert pl(out, "Ann")["achievements"] == [] and "Fusion" in out["junk"] and "Tools" in out["junk"]


def test_space_traffic_team_loses_together():
    out = run(F(P("Ann", board={"green": ["Space Traffic"]}), P("Bob"), P("Cat"), P("Dan"), teams=True,
                supply={"11": ["Hypersonics"]}, moves=[dogma("Space Traffic")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Bob", "Dan"]}


# ---- Near-Field Comm -----------------------------------------------------------------------------------

def test_near_field_comm_demand_and_self_execute_of_the_highest_score_card():
    doc = F(P("Ann", board={"yellow": ["Near-Field Comm"]}, score=["Writing"]), P("Bob", score=["Tools", "Calendar"]),
            supply={"2": ["Mathematics"]}, moves=[dogma("Near-Field Comm"), choose(1)])
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Tools", "Writing"] and score(out, "Bob") == ["Calendar"]
    # highest of Ann's score: both 1s tie: she picks Writing, which draws a 2
    doc["moves"].append(choose("Writing"))
    out = run(doc)
    assert hand(out, "Ann") == ["Mathematics"] and "Writing" in score(out, "Ann")


# ---- Reclamation -------------------------------------------------------------------------------------

def test_reclamation_returns_three_melds_half_and_repeats_with_the_melded_color():
    out = run(F(P("Ann", board={"yellow": ["Reclamation"], "red": ["Oars", "Archery", "Construction", "Optics"]}),
                P("Bob"), supply={"2": ["Calendar", "Mathematics"], "1": ["Pottery"]},
                moves=[dogma("Reclamation")]))
    # returned Oars 1, Archery 1, Construction 2 -> 4 -> meld a 2 (Calendar, blue); blue has 1 card:
    # returned Calendar (2) -> meld a 1 (Pottery... wait: returned card goes to the 2 pile bottom)
    assert pile(out, "Ann", "red") == ["Optics"]
    assert pile(out, "Ann", "blue") == ["Pottery"]


# ---- Escapism ------------------------------------------------------------------------------------------

def test_escapism_junks_a_card_returns_its_value_draws_three_and_self_executes_it():
    doc = F(P("Ann", board={"purple": ["Escapism"]}, hand=["Writing", "Tools", "Calendar"]), P("Bob"),
            supply={"1": ["Pottery", "Oars", "Sailing"], "2": ["Mathematics"]},
            moves=[dogma("Escapism"), choose("Writing")])
    out = run(doc)
    assert "Writing" in out["junk"]
    assert sorted(hand(out, "Ann")) == ["Calendar", "Mathematics", "Oars", "Pottery", "Sailing"]
    assert any("reveals Writing" in line for line in out["log"])


# ---- Whataboutism ---------------------------------------------------------------------------------------

def test_whataboutism_takes_demand_cards_and_swaps_score_piles():
    out = run(F(P("Ann", board={"purple": ["Whataboutism"]}, score=["Tools"]),
                P("Bob", board={"red": ["Oars"], "blue": ["Pottery"]}, score=["Software", "Optics"]),
                moves=[dogma("Whataboutism")]))
    assert pile(out, "Ann", "red") == ["Oars"] and pile(out, "Bob", "blue") == ["Pottery"]
    assert sorted(score(out, "Ann")) == ["Optics", "Software"] and score(out, "Bob") == ["Tools"]
