"""Artifacts of History, age 3 card effects, each through a position file."""
from tests.engine.art_helpers import achievements, apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, splay, supply


# ---- Dunhuang Star Chart ----------------------------------------------------------------------

def test_dunhuang_star_chart_returns_hand_and_draws_by_count():
    out = run(apos(P("Ann", {"blue": ["Dunhuang Star Chart"]}, hand=["Archery", "Oars", "Writing"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"3": ["Optics"]},
                   moves=[dogma("Dunhuang Star Chart")]))
    assert hand(out, "Ann") == ["Optics"]
    assert sorted(supply(out, 1)[-3:]) == ["Archery", "Oars", "Writing"]


def test_dunhuang_star_chart_empty_hand_draws_a_1():
    out = run(apos(P("Ann", {"blue": ["Dunhuang Star Chart"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"1": ["Pottery"]},
                   moves=[dogma("Dunhuang Star Chart")]))
    assert hand(out, "Ann") == ["Pottery"]


# ---- Charter of Liberties ---------------------------------------------------------------------

def test_charter_of_liberties_tucks_splays_left_and_carries_out_a_splayed_top():
    doc = apos(P("Ann", {"blue": ["Writing", "Charter of Liberties"]}, hand=["Tools"]),
               P("Bob", {"red": {"cards": ["Archery", "Metalworking"], "splay": "right"}}),
               supply={"1": ["Oars", "Pottery"]},
               moves=[dogma("Charter of Liberties")])
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Tools", "Writing", "Charter of Liberties"]
    assert splay(out, "Ann", "blue") == "left"
    p = out["pending"]
    assert sorted(p["options"]) == ["Charter of Liberties", "Metalworking"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Metalworking"])]})
    # Metalworking carried out by Ann: Oars (castle) scored, Pottery kept.
    assert score(out, "Ann") == ["Oars"] and hand(out, "Ann") == ["Pottery"]


def test_charter_of_liberties_empty_hand_does_nothing():
    out = run(apos(P("Ann", {"blue": ["Writing", "Charter of Liberties"]}),
                   P("Bob", {"red": {"cards": ["Archery", "Metalworking"], "splay": "right"}}),
                   moves=[dogma("Charter of Liberties")]))
    assert out["pending"] is None and splay(out, "Ann", "blue") == "none"


# ---- Excalibur ---------------------------------------------------------------------------------

def test_excalibur_compels_a_top_card_higher_than_mine_of_its_color():
    doc = apos(P("Ann", {"red": ["Excalibur"], "blue": ["Pottery"]}),
               P("Bob", {"blue": ["Alchemy"], "green": ["Clothing"], "red": ["Oars"]}),
               moves=[dogma("Excalibur")])
    p = run(doc)["pending"]
    # Oars (1) is not higher than Excalibur (3); Clothing qualifies (Ann has no green).
    assert (p["player"], sorted(p["options"])) == ("Bob", ["Alchemy", "Clothing"])
    out = run({**doc, "moves": doc["moves"] + [choose(["Alchemy"], "Bob")]})
    assert pile(out, "Ann", "blue") == ["Pottery", "Alchemy"] and pile(out, "Bob", "blue") == []


# ---- Mjolnir Amulet ----------------------------------------------------------------------------

def test_mjolnir_amulet_takes_a_whole_pile_into_my_score():
    out = run(apos(P("Ann", {"red": ["Mjolnir Amulet"]}),
                   P("Bob", {"red": ["Archery", "Oars"], "green": ["Clothing"]}),
                   moves=[dogma("Mjolnir Amulet"), choose(["Oars"], "Bob")]))
    assert sorted(score(out, "Ann")) == ["Archery", "Oars"]
    assert pile(out, "Bob", "red") == [] and pile(out, "Bob", "green") == ["Clothing"]


# ---- Philosopher's Stone -----------------------------------------------------------------------

def test_philosophers_stone_scores_as_many_cards_as_returned_value():
    out = run(apos(P("Ann", {"green": ["Philosopher's Stone"]}, hand=["Calendar", "Archery", "Oars", "Writing"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Philosopher's Stone"), choose(["Calendar"]), choose(["Archery", "Writing"])]))
    assert supply(out, 2)[-1] == "Calendar"
    assert sorted(score(out, "Ann")) == ["Archery", "Writing"] and hand(out, "Ann") == ["Oars"]


def test_philosophers_stone_scores_whole_hand_when_short():
    out = run(apos(P("Ann", {"green": ["Philosopher's Stone"]}, hand=["Optics", "Archery"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Philosopher's Stone"), choose(["Optics"])]))
    assert score(out, "Ann") == ["Archery"] and hand(out, "Ann") == []


# ---- Beauvais Cathedral Clock ----------------------------------------------------------------------

def test_beauvais_cathedral_clock_splays_drawn_color_right():
    out = run(apos(P("Ann", {"green": ["Beauvais Cathedral Clock"], "red": ["Archery", "Oars"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"4": ["Gunpowder"]},
                   moves=[dogma("Beauvais Cathedral Clock")]))
    assert hand(out, "Ann") == ["Gunpowder"] and splay(out, "Ann", "red") == "right"


# ---- Moylough Belt Shrine -------------------------------------------------------------------------

def test_moylough_belt_shrine_compelling_player_picks_from_revealed_hand():
    doc = apos(P("Ann", {"yellow": ["Moylough Belt Shrine"]}),
               P("Bob", {"red": ["Metalworking"]}, hand=["Writing", "Optics"]),
               moves=[dogma("Moylough Belt Shrine")])
    out = run(doc)
    assert out["pending"]["player"] == "Ann" and sorted(out["pending"]["options"]) == ["Optics", "Writing"]
    assert any("reveals Optics" in line for line in out["log"])
    out = run({**doc, "moves": doc["moves"] + [choose(["Optics"], "Ann")]})
    assert pile(out, "Ann", "red") == ["Optics"] and hand(out, "Bob") == ["Writing"]


# ---- Along the River during the Qingming Festival ----------------------------------------------------

def test_along_the_river_keeps_until_yellow_is_tucked():
    out = run(apos(P("Ann", {"yellow": ["Along the River during the Qingming Festival"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"4": ["Gunpowder", "Invention", "Anatomy", "Enterprise"]},
                   moves=[dogma("Along the River during the Qingming Festival")]))
    assert hand(out, "Ann") == ["Gunpowder", "Invention"]
    assert pile(out, "Ann", "yellow") == ["Anatomy", "Along the River during the Qingming Festival"]


def test_along_the_river_scores_purple_and_stops():
    out = run(apos(P("Ann", {"yellow": ["Along the River during the Qingming Festival"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"4": ["Enterprise", "Anatomy"]},
                   moves=[dogma("Along the River during the Qingming Festival")]))
    assert score(out, "Ann") == ["Enterprise"] and hand(out, "Ann") == []


# ---- Necronomicon -----------------------------------------------------------------------------------

def _necro(card, **kw):
    return run(apos(P("Ann", {"purple": ["Necronomicon"], "red": {"cards": ["Archery", "Oars"], "splay": "left"}},
                      hand=["Writing"], score=["Calendar"]),
                    P("Bob", {"red": ["Metalworking"]}),
                    supply={"3": [card], "9": ["Computers"]},
                    moves=[dogma("Necronomicon")], **kw))


def test_necronomicon_yellow_returns_whole_hand():
    out = _necro("Machinery")
    assert hand(out, "Ann") == [] and supply(out, 3)[-1] == "Machinery"


def test_necronomicon_green_unsplays_and_red_returns_score_pile():
    out = _necro("Paper")
    assert splay(out, "Ann", "red") == "none" and sorted(hand(out, "Ann")) == ["Paper", "Writing"]
    out = _necro("Optics")
    assert score(out, "Ann") == [] and splay(out, "Ann", "red") == "left"


def test_necronomicon_blue_draws_a_9_and_purple_does_nothing_more():
    out = _necro("Alchemy")
    assert sorted(hand(out, "Ann")) == ["Alchemy", "Computers", "Writing"]
    out = _necro("Education")
    assert sorted(hand(out, "Ann")) == ["Education", "Writing"] and score(out, "Ann") == ["Calendar"]


# ---- Shroud of Turin --------------------------------------------------------------------------------

def test_shroud_of_turin_three_returns_claim_any_achievement_special_included():
    doc = apos(P("Ann", {"purple": ["Shroud of Turin"], "red": ["Archery"]}, hand=["Oars"], score=["Construction"]),
               P("Bob", {"blue": ["Writing"]}),
               available_achievements=[3, "Monument"],
               moves=[dogma("Shroud of Turin")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "alternative" and len(p["options"]) == 2
    out = run({**doc, "moves": doc["moves"] + [choose(1)]})
    assert achievements(out, "Ann") == ["Monument"]
    assert pile(out, "Ann", "red") == [] and score(out, "Ann") == []


def test_shroud_of_turin_no_claim_without_a_score_card_of_that_color():
    out = run(apos(P("Ann", {"purple": ["Shroud of Turin"], "red": ["Archery"]}, hand=["Oars"], score=["Writing"]),
                   P("Bob", {"blue": ["Pottery"]}),
                   moves=[dogma("Shroud of Turin")]))
    assert achievements(out, "Ann") == [] and pile(out, "Ann", "red") == [] and score(out, "Ann") == ["Writing"]
