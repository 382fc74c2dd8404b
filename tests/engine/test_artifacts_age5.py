"""Artifacts of History, age 5 card effects, each through a position file."""
from tests.engine.art_helpers import achievements, apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, splay, supply


# ---- Boerhavve Silver Microscope --------------------------------------------------------------

def test_boerhavve_silver_microscope_scores_sum_of_lowest_hand_and_top_card():
    out = run(apos(P("Ann", {"blue": ["Boerhavve Silver Microscope"], "red": ["Oars"]}, hand=["Archery", "Optics"]),
                   P("Bob", {"green": ["Clothing"]}),
                   supply={"2": ["Calendar"]},
                   moves=[dogma("Boerhavve Silver Microscope")]))
    assert score(out, "Ann") == ["Calendar"] and hand(out, "Ann") == ["Optics"]
    assert pile(out, "Ann", "red") == [] and supply(out, 1)[-2:] == ["Archery", "Oars"]


def test_boerhavve_silver_microscope_empty_hand_counts_zero():
    out = run(apos(P("Ann", {"blue": ["Boerhavve Silver Microscope"]}),
                   P("Bob", {"green": ["Clothing"]}),
                   supply={"5": ["Coal"]}, artifacts={"5": ["Principia"]},
                   moves=[dogma("Boerhavve Silver Microscope")]))
    # Only Boerhavve itself (5) is returned: a 5 is drawn and scored.
    assert score(out, "Ann") == ["Coal"] and pile(out, "Ann", "blue") == []


# ---- Principia --------------------------------------------------------------------------------

def test_principia_returns_non_blue_tops_and_melds_one_higher_lowest_first():
    out = run(apos(P("Ann", {"blue": ["Principia"], "red": ["Oars"], "green": ["Mapmaking"], "yellow": ["Masonry"]}),
                   P("Bob", {"green": ["Clothing"]}),
                   supply={"2": ["Calendar", "Fermenting"], "3": ["Optics"]},
                   moves=[dogma("Principia")]))
    assert pile(out, "Ann", "blue") == ["Principia", "Calendar"]
    assert pile(out, "Ann", "yellow") == ["Fermenting"] and pile(out, "Ann", "red") == ["Optics"]
    assert pile(out, "Ann", "green") == []


# ---- Bill of Rights ---------------------------------------------------------------------------

def test_bill_of_rights_moves_a_pile_where_opponent_shows_more_bottom_first():
    doc = apos(P("Ann", {"red": ["Bill of Rights"], "blue": ["Calendar"]}),
               P("Bob", {"blue": {"cards": ["Pottery", "Tools", "Writing"], "splay": "left"},
                         "purple": ["Philosophy"], "green": ["Clothing"]}),
               moves=[dogma("Bill of Rights")])
    p = run(doc)["pending"]
    # Blue: 3 showing against Ann's 1; purple: 1 against 0; green: 1 against 0.
    assert (p["player"], p["kind"], sorted(p["options"])) == ("Bob", "color", ["blue", "green", "purple"])
    out = run({**doc, "moves": doc["moves"] + [choose("blue", "Bob")]})
    assert pile(out, "Ann", "blue") == ["Calendar", "Pottery", "Tools", "Writing"]
    assert pile(out, "Bob", "blue") == []


# ---- Ship of the Line Sussex -------------------------------------------------------------------

def test_ship_of_the_line_sussex_empty_score_pile_scores_a_color():
    out = run(apos(P("Ann", {"red": ["Ship of the Line Sussex"], "blue": ["Pottery", "Tools"]}),
                   P("Bob", {"green": ["Clothing"]}),
                   moves=[dogma("Ship of the Line Sussex"), choose("blue")]))
    assert sorted(score(out, "Ann")) == ["Pottery", "Tools"] and pile(out, "Ann", "blue") == []


def test_ship_of_the_line_sussex_returns_a_non_empty_score_pile():
    out = run(apos(P("Ann", {"red": ["Ship of the Line Sussex"], "blue": ["Pottery"]}, score=["Writing", "Optics"]),
                   P("Bob", {"green": ["Clothing"]}),
                   moves=[dogma("Ship of the Line Sussex")]))
    assert score(out, "Ann") == [] and pile(out, "Ann", "blue") == ["Pottery"]


# ---- Barque-Longue La Belle ---------------------------------------------------------------------

def test_barque_longue_la_belle_melds_5s_until_green():
    out = run(apos(P("Ann", {"green": ["Barque-Longue La Belle"]}),
                   P("Bob", {"blue": ["Pottery"]}),
                   supply={"5": ["Coal", "Physics", "Banking", "Statistics"]},
                   moves=[dogma("Barque-Longue La Belle")]))
    assert pile(out, "Ann", "red") == ["Coal"] and pile(out, "Ann", "blue") == ["Physics"]
    assert pile(out, "Ann", "green") == ["Barque-Longue La Belle", "Banking"]
    assert supply(out, 5) == ["Statistics"]


# ---- Hudson's Bay Company Archives ------------------------------------------------------------------

def test_hudsons_bay_company_archives_scores_bottoms_then_melds_from_score_and_splays_right():
    out = run(apos(P("Ann", {"green": ["Clothing", "Hudson's Bay Company Archives"], "red": ["Archery", "Oars"]}),
                   P("Bob", {"blue": ["Pottery"]}),
                   moves=[dogma("Hudson's Bay Company Archives"), choose(["Archery"])]))
    assert score(out, "Ann") == ["Clothing"]
    assert pile(out, "Ann", "red") == ["Oars", "Archery"] and splay(out, "Ann", "red") == "right"


# ---- Gujin Tushu Jinsheng -----------------------------------------------------------------------------

def test_gujin_tushu_jinsheng_carries_out_another_players_demand_as_its_own():
    out = run(apos(P("Ann", {"yellow": ["Gujin Tushu Jinsheng"]}),
                   P("Bob", {"red": ["Archery"]}, hand=["Optics"]),
                   supply={"1": ["Writing"]},
                   moves=[dogma("Gujin Tushu Jinsheng")]))
    # Archery's demand, issued by Ann against Bob (fewer lightbulbs): Bob draws a 1 and gives
    # his highest card.
    assert hand(out, "Ann") == ["Optics"] and hand(out, "Bob") == ["Writing"]


def test_gujin_tushu_jinsheng_does_nothing_unless_it_is_the_top_yellow_card():
    # Carried out through Charter of Liberties from Bob's board: not Ann's top yellow card.
    out = run(apos(P("Ann", {"blue": ["Writing", "Charter of Liberties"], "green": ["Paper"]}, hand=["Tools"]),
                   P("Bob", {"yellow": {"cards": ["Agriculture", "Gujin Tushu Jinsheng"], "splay": "left"},
                             "red": ["Archery"]}, hand=["Optics"]),
                   moves=[dogma("Charter of Liberties"), choose(["Gujin Tushu Jinsheng"])]))
    assert out["pending"] is None and hand(out, "Bob") == ["Optics"] and hand(out, "Ann") == []
    out = run(apos(P("Ann", {"yellow": ["Gujin Tushu Jinsheng"]}),
                   P("Bob", {"red": ["Archery"]}, hand=["Optics"]),
                   moves=[dogma("Gujin Tushu Jinsheng")]))
    assert hand(out, "Ann") == ["Optics"]


# ---- The Daily Courant ------------------------------------------------------------------------------

def test_the_daily_courant_puts_drawn_card_back_then_carries_out_own_top_card():
    doc = apos(P("Ann", {"yellow": ["The Daily Courant"], "red": ["Metalworking"]}),
               P("Bob", {"blue": ["Pottery"]}),
               supply={"1": ["Writing"], "3": ["Optics", "Paper"]},
               moves=[dogma("The Daily Courant"), choose(3)])
    out = run(doc)
    assert supply(out, 3) == ["Optics", "Paper"] and hand(out, "Ann") == []
    assert out["pending"]["min"] == 0 and out["pending"]["options"] == ["Metalworking"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Metalworking"])]})
    assert hand(out, "Ann") == ["Writing"]
    out = run({**doc, "moves": doc["moves"] + [choose(None)]})
    assert hand(out, "Ann") == [] and supply(out, 1) == ["Writing"]


# ---- Sandham Room Cricket Bat -----------------------------------------------------------------------

def test_sandham_room_cricket_bat_red_6_claims_chosen_achievement():
    out = run(apos(P("Ann", {"purple": ["Sandham Room Cricket Bat"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"6": ["Industrialization"]},
                   moves=[dogma("Sandham Room Cricket Bat"), choose(7)]))
    assert hand(out, "Ann") == ["Industrialization"]
    assert len(achievements(out, "Ann")) == 1 and 7 not in out["available_achievements"]


def test_sandham_room_cricket_bat_other_color_claims_nothing():
    out = run(apos(P("Ann", {"purple": ["Sandham Room Cricket Bat"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"6": ["Canning"]},
                   moves=[dogma("Sandham Room Cricket Bat")]))
    assert hand(out, "Ann") == ["Canning"] and achievements(out, "Ann") == []


# ---- Almira, Queen of the Castle --------------------------------------------------------------------

def test_almira_melds_and_claims_achievement_of_that_value():
    out = run(apos(P("Ann", {"purple": ["Almira, Queen of the Castle"]}, hand=["Optics"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Almira, Queen of the Castle")]))
    assert pile(out, "Ann", "red") == ["Optics"]
    assert len(achievements(out, "Ann")) == 1 and 3 not in out["available_achievements"]


def test_almira_value_not_available_claims_nothing():
    out = run(apos(P("Ann", {"purple": ["Almira, Queen of the Castle"]}, hand=["Optics"]),
                   P("Bob", {"red": ["Archery"]}, achievements=[3]),
                   moves=[dogma("Almira, Queen of the Castle")]))
    assert achievements(out, "Ann") == []


def test_bill_of_rights_no_color_with_more_cards_showing_moves_nothing():
    out = run(apos(P("Ann", {"red": ["Bill of Rights"], "blue": ["Calendar"], "purple": ["Mysticism"],
                           "green": ["Clothing"], "yellow": ["Agriculture"]}),
                   P("Bob", {"blue": ["Writing"], "purple": ["Philosophy"]}),
                   moves=[dogma("Bill of Rights")]))
    assert out["pending"] is None and pile(out, "Bob", "blue") == ["Writing"]
