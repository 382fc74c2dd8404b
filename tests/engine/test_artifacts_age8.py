"""Artifacts of History, age 8 card effects, each through a position file."""
from tests.engine.art_helpers import achievements, apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, splay, supply


# ---- Parnell Pitch Drop -------------------------------------------------------------------------

def test_parnell_pitch_drop_wins_with_exactly_three_clocks():
    out = run(apos(P("Ann", {"blue": ["Parnell Pitch Drop"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"9": ["Fission"]},
                   moves=[dogma("Parnell Pitch Drop")]))
    assert pile(out, "Ann", "red") == ["Fission"]
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_parnell_pitch_drop_two_clocks_does_not_win():
    out = run(apos(P("Ann", {"blue": ["Parnell Pitch Drop"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"9": ["Computers"]},
                   moves=[dogma("Parnell Pitch Drop")]))
    assert out["result"] is None and pile(out, "Ann", "blue") == ["Parnell Pitch Drop", "Computers"]


def test_parnell_pitch_drop_over_battleship_yamato_draws_a_12_and_ends_the_game():
    # Battleship Yamato counts 11 face up: one higher is 12, past the supply.
    out = run(apos(P("Ann", {"blue": ["Parnell Pitch Drop"], "red": ["Battleship Yamato"]}, score=["Optics"]),
                   P("Bob", {"green": ["Clothing"]}),
                   moves=[dogma("Parnell Pitch Drop")]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}


# ---- Earhart's Lockheed Electra 10E ----------------------------------------------------------------

def test_earharts_returns_one_top_card_per_value_8_to_1_and_wins_with_eight():
    out = run(apos(P("Ann", {"blue": ["Calendar", "Earhart's Lockheed Electra 10E"], "red": ["Optics", "Combustion"],
                           "green": ["Invention", "Metric System"], "yellow": ["Masonry", "Steam Engine"]}),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Earhart's Lockheed Electra 10E")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_earharts_fewer_than_eight_claims_an_achievement():
    out = run(apos(P("Ann", {"blue": ["Pottery", "Earhart's Lockheed Electra 10E"]}),
                   P("Bob", {"red": ["Archery"]}),
                   available_achievements=[3],
                   moves=[dogma("Earhart's Lockheed Electra 10E")]))
    assert out["result"] is None and pile(out, "Ann", "blue") == []
    assert len(achievements(out, "Ann")) == 1 and out["available_achievements"] == []


# ---- Battleship Bismarck ---------------------------------------------------------------------------

def test_battleship_bismarck_returns_the_pile_of_the_drawn_color():
    out = run(apos(P("Ann", {"red": ["Battleship Bismarck"]}),
                   P("Bob", {"red": ["Archery", "Coal"], "blue": ["Pottery"]}),
                   supply={"8": ["Mobility"]},
                   moves=[dogma("Battleship Bismarck")]))
    assert hand(out, "Bob") == ["Mobility"] and pile(out, "Bob", "red") == []
    assert pile(out, "Bob", "blue") == ["Pottery"]


# ---- Battleship Yamato -------------------------------------------------------------------------------

def test_battleship_yamato_has_no_effect_and_garlands_ruby_slippers_wins_with_it():
    out = run(apos(P("Ann", {"purple": ["Garland's Ruby Slippers"]}, hand=["Battleship Yamato"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Garland's Ruby Slippers")]))
    assert pile(out, "Ann", "red") == ["Battleship Yamato"]
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


# ---- Ocean Liner Titanic -----------------------------------------------------------------------------

def test_ocean_liner_titanic_scores_every_bottom_card():
    out = run(apos(P("Ann", {"green": ["Clothing", "Ocean Liner Titanic"], "red": ["Archery", "Oars"],
                           "blue": ["Pottery"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Ocean Liner Titanic")]))
    assert sorted(score(out, "Ann")) == ["Archery", "Clothing", "Pottery"]
    assert pile(out, "Ann", "green") == ["Ocean Liner Titanic"] and pile(out, "Ann", "blue") == []


# ---- Meiji-Mura Stamp Vending Machine -------------------------------------------------------------------

def test_meiji_mura_returns_and_scores_three_of_that_value():
    out = run(apos(P("Ann", {"green": ["Meiji-Mura Stamp Vending Machine"]}, hand=["Optics"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"3": ["Paper", "Compass", "Alchemy"]},
                   moves=[dogma("Meiji-Mura Stamp Vending Machine")]))
    assert score(out, "Ann") == ["Paper", "Compass", "Alchemy"] and supply(out, 3) == ["Optics"]


def test_meiji_mura_empty_hand_scores_three_1s():
    out = run(apos(P("Ann", {"green": ["Meiji-Mura Stamp Vending Machine"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"1": ["Pottery", "Tools", "Writing"]},
                   moves=[dogma("Meiji-Mura Stamp Vending Machine")]))
    assert score(out, "Ann") == ["Pottery", "Tools", "Writing"]


# ---- Plush Beweglich Rod Bear ---------------------------------------------------------------------------

def test_plush_beweglich_rod_bear_splays_up_and_everyone_returns_that_value():
    out = run(apos(P("Ann", {"yellow": ["Plush Beweglich Rod Bear"], "red": ["Archery", "Oars"],
                           "blue": ["Calendar", "Writing"], "green": ["Clothing", "Mapmaking"]}, score=["Pottery"]),
                   P("Bob", {"purple": ["Mysticism"]}, score=["Agriculture", "Optics"]),
                   moves=[dogma("Plush Beweglich Rod Bear"), choose(1)]))
    assert splay(out, "Ann", "red") == "up" and splay(out, "Ann", "blue") == "up"
    assert splay(out, "Ann", "green") == "none"
    assert score(out, "Ann") == [] and score(out, "Bob") == ["Optics"]


# ---- Time ------------------------------------------------------------------------------------------------

def test_time_moves_non_yellow_clock_tops_until_none_is_left():
    doc = apos(
        P("Ann", {"yellow": ["Time"]}),
        P("Bob", {"blue": ["Publications"], "red": ["Flight"], "purple": ["Lighting"], "yellow": ["Skyscrapers"]}),
        moves=[dogma("Time")],
    )
    p = run(doc)["pending"]
    assert (p["player"], sorted(p["options"])) == ("Bob", ["Flight", "Lighting", "Publications"])
    out = run({**doc, "moves": doc["moves"] + [choose(["Flight"], "Bob"), choose(["Lighting"], "Bob")]})
    assert pile(out, "Ann", "red") == ["Flight"] and pile(out, "Ann", "purple") == ["Lighting"]
    assert pile(out, "Ann", "blue") == ["Publications"] and pile(out, "Bob", "yellow") == ["Skyscrapers"]


# ---- Garland's Ruby Slippers --------------------------------------------------------------------------------

def test_garlands_ruby_slippers_carries_out_the_melded_8_demand_included():
    out = run(apos(P("Ann", {"purple": ["Garland's Ruby Slippers"]}, hand=["Mobility", "Optics"]),
                   P("Bob", {"green": ["Clothing"], "blue": ["Pottery"]}),
                   supply={"8": ["Flight"]},
                   moves=[dogma("Garland's Ruby Slippers")]))
    # Mobility's demand, issued by Ann: Bob gives his two highest non-red top cards without a
    # factory, and draws an 8.
    assert pile(out, "Ann", "red") == ["Mobility"] and out["result"] is None
    assert sorted(score(out, "Ann")) == ["Clothing", "Pottery"] and hand(out, "Bob") == ["Flight"]


def test_garlands_ruby_slippers_without_an_8_does_nothing():
    out = run(apos(P("Ann", {"purple": ["Garland's Ruby Slippers"]}, hand=["Optics"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Garland's Ruby Slippers")]))
    assert hand(out, "Ann") == ["Optics"] and out["result"] is None


# ---- '30 World Cup Final Ball ---------------------------------------------------------------------------------

def test_world_cup_final_ball_compel_returns_a_standard_achievement():
    out = run(apos(P("Ann", {"purple": ["'30 World Cup Final Ball"]}),
                   P("Bob", {"blue": ["Pottery"]}, achievements=["Mapmaking", "Monument"]),
                   supply={"8": ["Antibiotics", "Skyscrapers"]},
                   moves=[dogma("'30 World Cup Final Ball")]))
    assert achievements(out, "Bob") == ["Monument"] and supply(out, 2)[-1] == "Mapmaking"


def test_world_cup_final_ball_single_highest_top_takes_the_8_into_achievements_and_repeats():
    out = run(apos(P("Ann", {"purple": ["'30 World Cup Final Ball"], "red": ["Archery"]}),
                   P("Bob", {"red": ["Construction"]}),
                   supply={"8": ["Flight", "Mobility", "Antibiotics"]},
                   moves=[dogma("'30 World Cup Final Ball")]))
    assert achievements(out, "Bob") == ["Flight", "Mobility"]
    assert hand(out, "Ann") == ["Antibiotics"]
