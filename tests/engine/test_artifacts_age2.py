"""Artifacts of History, age 2 card effects, each through a position file."""
from tests.engine.art_helpers import achievements, apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, splay, supply


# ---- Seikilos Epitaph -------------------------------------------------------------------------

def test_seikilos_epitaph_melds_a_3_then_the_bottom_card_and_carries_it_out():
    out = run(apos(P("Ann", {"blue": ["Seikilos Epitaph"], "red": ["Metalworking", "Oars"]}),
                   P("Bob", {"yellow": ["Masonry"]}),
                   supply={"1": ["Writing"], "3": ["Optics"]},
                   moves=[dogma("Seikilos Epitaph")]))
    # Optics melded on red; Metalworking (bottom) melded on top and carried out:
    # it draws Writing (no castle), kept.
    assert pile(out, "Ann", "red") == ["Oars", "Optics", "Metalworking"]
    assert hand(out, "Ann") == ["Writing"]


def test_seikilos_epitaph_new_pile_carries_out_the_3_itself():
    out = run(apos(P("Ann", {"blue": ["Seikilos Epitaph"]}),
                   P("Bob", {"yellow": ["Masonry"]}),
                   supply={"3": ["Education", "Paper"], "5": ["Physics"]},
                   moves=[dogma("Seikilos Epitaph")]))
    # Education starts the purple pile; it is also its bottom card, so it is carried
    # out (empty score pile: Education does nothing).
    assert pile(out, "Ann", "purple") == ["Education"]
    assert any("carries out" in line and "Education" in line for line in out["log"])


# ---- Rosetta Stone ----------------------------------------------------------------------------

def test_rosetta_stone_draws_two_artifacts_melds_one_gives_the_other():
    doc = apos(P("Ann", {"blue": ["Rosetta Stone"]}),
               P("Bob", {"green": ["Clothing"]}),
               artifacts={"2": ["Holy Grail", "Terracotta Army"]},
               moves=[dogma("Rosetta Stone"), choose("artifacts"), choose(["Holy Grail"])])
    out = run(doc)
    assert pile(out, "Ann", "yellow") == ["Holy Grail"]
    assert pile(out, "Bob", "yellow") == ["Terracotta Army"]
    assert hand(out, "Ann") == []


def test_rosetta_stone_base_cards_and_choice_of_opponent():
    doc = apos(P("Ann", {"blue": ["Rosetta Stone"]}),
               P("Bob", {"green": ["Clothing"]}),
               P("Cat", {"green": ["Sailing"]}),
               supply={"2": ["Calendar", "Fermenting"]},
               moves=[dogma("Rosetta Stone"), choose("base"), choose(["Fermenting"])])
    p = run(doc)["pending"]
    assert (p["player"], p["kind"], sorted(p["options"])) == ("Ann", "player", ["Bob", "Cat"])
    out = run({**doc, "moves": doc["moves"] + [choose("Cat")]})
    assert pile(out, "Ann", "yellow") == ["Fermenting"]
    assert pile(out, "Ann", "blue") == ["Rosetta Stone"]
    assert pile(out, "Cat", "blue") == ["Calendar"]


# ---- Chronicle of Zuo -------------------------------------------------------------------------

def test_chronicle_of_zuo_draws_for_each_icon_with_fewest_ties_count():
    # Ann: castles 0, crowns 1, lightbulbs 2. Bob (Oars): castles 2, crowns 1, lightbulbs 0.
    out = run(apos(P("Ann", {"red": ["Chronicle of Zuo"]}),
                   P("Bob", {"red": ["Oars"]}),
                   supply={"2": ["Calendar"], "3": ["Optics"], "4": ["Anatomy"]},
                   moves=[dogma("Chronicle of Zuo")]))
    # Fewest castles (0 < 2): a 2; crowns tied at 1: a 3; lightbulbs 2 > 0: no 4.
    assert hand(out, "Ann") == ["Calendar", "Optics"]


# ---- Babylonian Chronicles --------------------------------------------------------------------

def test_babylonian_chronicles_takes_non_red_castle_top_and_compelled_player_shares():
    out = run(apos(P("Ann", {"red": ["Babylonian Chronicles"]}),
                   P("Bob", {"yellow": ["Masonry"], "red": ["Metalworking"]}),
                   supply={"1": ["Writing"], "2": ["Calendar"], "3": ["Optics", "Paper"]},
                   moves=[dogma("Babylonian Chronicles")]))
    # Masonry is Bob's only non-red top card with a castle.
    assert pile(out, "Ann", "yellow") == ["Masonry"] and pile(out, "Bob", "red") == ["Metalworking"]
    assert score(out, "Bob") == ["Optics"] and score(out, "Ann") == ["Paper"]
    # Bob's share changed the game: Ann's free Draw (her highest top card is a 2).
    assert hand(out, "Ann") == ["Calendar"]


# ---- Holy Lance -------------------------------------------------------------------------------

def test_holy_lance_takes_a_top_artifact():
    out = run(apos(P("Ann", {"green": ["Holy Lance"]}),
                   P("Bob", {"blue": ["Sibidu Needle"], "red": ["Oars"]}),
                   moves=[dogma("Holy Lance")]))
    assert pile(out, "Ann", "blue") == ["Sibidu Needle"] and pile(out, "Bob", "red") == ["Oars"]
    assert out["result"] is None


def test_holy_lance_wins_with_holy_grail_on_top():
    out = run(apos(P("Ann", {"green": ["Holy Lance"], "yellow": ["Holy Grail"]}),
                   P("Bob", {"blue": ["Pottery"]}),
                   moves=[dogma("Holy Lance")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


# ---- Baghdad Battery --------------------------------------------------------------------------

def test_baghdad_battery_same_color_different_sets_scores_five_2s():
    out = run(apos(P("Ann", {"green": ["Baghdad Battery"]}, hand=["Mapmaking", "Electrum Stater of Efesos", "Oars"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"2": ["Calendar", "Mathematics", "Construction", "Road Building", "Fermenting"]},
                   moves=[dogma("Baghdad Battery"), choose(["Mapmaking"]), choose(["Electrum Stater of Efesos"])]))
    assert pile(out, "Ann", "green") == ["Baghdad Battery", "Mapmaking", "Electrum Stater of Efesos"]
    assert sorted(score(out, "Ann")) == sorted(["Calendar", "Mathematics", "Construction", "Road Building",
                                                "Fermenting"])


def test_baghdad_battery_same_set_or_other_color_scores_nothing():
    out = run(apos(P("Ann", {"green": ["Baghdad Battery"]}, hand=["Mapmaking", "Sailing", "Oars"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Baghdad Battery"), choose(["Mapmaking"]), choose(["Sailing"])]))
    assert score(out, "Ann") == [] and hand(out, "Ann") == ["Oars"]
    out = run(apos(P("Ann", {"green": ["Baghdad Battery"]}, hand=["Electrum Stater of Efesos", "Oars"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Baghdad Battery"), choose(["Oars"])]))
    assert score(out, "Ann") == [] and pile(out, "Ann", "red") == ["Oars"]


# ---- Holy Grail -------------------------------------------------------------------------------

def test_holy_grail_returns_and_claims_achievement_of_that_value():
    out = run(apos(P("Ann", {"yellow": ["Holy Grail"]}, hand=["Calendar"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Holy Grail")]))
    assert supply(out, 2)[-1] == "Calendar"
    assert len(achievements(out, "Ann")) == 1 and 2 not in out["available_achievements"]


def test_holy_grail_no_achievement_of_that_value():
    out = run(apos(P("Ann", {"yellow": ["Holy Grail"]}, hand=["Software"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Holy Grail")]))
    assert achievements(out, "Ann") == [] and hand(out, "Ann") == []


# ---- Terracotta Army --------------------------------------------------------------------------

def test_terracotta_army_compel_returns_castle_free_top_then_scores_castle_free_card():
    doc = apos(P("Ann", {"yellow": ["Terracotta Army"]}, hand=["Archery", "Pottery"]),
               P("Bob", {"green": ["Sailing"], "purple": ["Code of Laws"], "red": ["Oars"]}, hand=["Writing"]),
               supply={"2": ["Calendar"]},
               moves=[dogma("Terracotta Army")])
    p = run(doc)["pending"]
    assert (p["player"], sorted(p["options"])) == ("Bob", ["Code of Laws", "Sailing"])
    out = run({**doc, "moves": doc["moves"] + [choose(["Sailing"], "Bob")]})
    assert pile(out, "Bob", "green") == [] and supply(out, 1)[-1] == "Sailing"
    assert score(out, "Bob") == ["Writing"]
    assert score(out, "Ann") == ["Pottery"]      # Archery has a castle
    assert hand(out, "Ann") == ["Archery", "Calendar"]  # free Draw (a 2): Bob's share changed the game


# ---- Dead Sea Scrolls -------------------------------------------------------------------------

def test_dead_sea_scrolls_draws_an_artifact_of_highest_top_value():
    out = run(apos(P("Ann", {"purple": ["Dead Sea Scrolls"], "red": ["Optics"]}),
                   P("Bob", {"blue": ["Pottery"]}),
                   supply={"3": ["Paper"]}, artifacts={"3": ["Excalibur"]},
                   moves=[dogma("Dead Sea Scrolls")]))
    assert hand(out, "Ann") == ["Excalibur"] and supply(out, 3) == ["Paper"]


def test_dead_sea_scrolls_empty_artifacts_pile_draws_base_card():
    out = run(apos(P("Ann", {"purple": ["Dead Sea Scrolls"], "red": ["Optics"]}),
                   P("Bob", {"blue": ["Pottery"]}),
                   supply={"3": ["Paper"]}, artifacts={"3": []},
                   moves=[dogma("Dead Sea Scrolls")]))
    assert hand(out, "Ann") == ["Paper"]


# ---- Cyrus Cylinder ---------------------------------------------------------------------------

def test_cyrus_cylinder_carries_out_another_purple_then_splays_any_pile_left():
    doc = apos(P("Ann", {"purple": ["Cyrus Cylinder"], "blue": ["Pottery", "Tools"]}),
               P("Bob", {"purple": ["Mysticism"], "red": ["Archery", "Metalworking"]}),
               supply={"1": ["Writing", "Oars"]},
               moves=[dogma("Cyrus Cylinder")])
    out = run(doc)
    # Mysticism (Bob's) carried out by Ann: Writing drawn, blue is on her board: melded, then a 1 drawn.
    assert pile(out, "Ann", "blue") == ["Pottery", "Tools", "Writing"] and hand(out, "Ann") == ["Oars"]
    p = out["pending"]
    assert p["player"] == "Ann" and sorted(p["options"]) == ["Metalworking", "Writing"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Metalworking"])]})
    assert splay(out, "Bob", "red") == "left" and splay(out, "Ann", "blue") == "none"


def test_cyrus_cylinder_without_another_purple_top_only_splays():
    out = run(apos(P("Ann", {"purple": ["Cyrus Cylinder"], "blue": ["Pottery", "Tools"]}),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Cyrus Cylinder")]))
    # The only pile that can be splayed left is Ann's blue: chosen without a question.
    assert splay(out, "Ann", "blue") == "left" and out["pending"] is None
