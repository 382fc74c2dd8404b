"""Artifacts of History, age 4 card effects, each through a position file."""
from tests.engine.art_helpers import apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, splay, supply


# ---- Petition of Right ------------------------------------------------------------------------

def test_petition_of_right_moves_one_score_card_per_castle_top():
    doc = apos(P("Ann", {"blue": ["Petition of Right"]}),
               P("Bob", {"blue": ["Tools"], "red": ["Archery"]}, score=["Calendar", "Optics", "Writing"]),
               moves=[dogma("Petition of Right")])
    p = run(doc)["pending"]
    assert (p["player"], p["min"], p["max"]) == ("Bob", 2, 2)
    out = run({**doc, "moves": doc["moves"] + [choose(["Calendar", "Optics"], "Bob")]})
    assert sorted(score(out, "Ann")) == ["Calendar", "Optics"] and score(out, "Bob") == ["Writing"]


# ---- Delft Pocket Telescope -----------------------------------------------------------------------

def test_delft_pocket_telescope_reveals_a_card_sharing_an_icon():
    out = run(apos(P("Ann", {"blue": ["Delft Pocket Telescope"]}, score=["Writing"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"5": ["Coal"], "6": ["Atomic Theory"]},
                   moves=[dogma("Delft Pocket Telescope")]))
    assert sorted(hand(out, "Ann")) == ["Atomic Theory", "Coal"] and score(out, "Ann") == []
    assert any("reveals Atomic Theory" in line for line in out["log"])


def test_delft_pocket_telescope_no_shared_icon_returns_both_and_repeats():
    doc = apos(P("Ann", {"blue": ["Delft Pocket Telescope"]}, score=["Writing", "Pottery"]),
               P("Bob", {"red": ["Metalworking"]}),
               supply={"5": ["Coal", "Chemistry"], "6": ["Machine Tools", "Atomic Theory"]},
               moves=[dogma("Delft Pocket Telescope"), choose(["Pottery"])])
    out = run(doc)
    # Coal and Machine Tools show no leaf: both returned; Writing is returned next (forced),
    # then Chemistry and Atomic Theory both share a lightbulb with it: Ann picks one to reveal.
    assert supply(out, 5)[-1] == "Coal" and supply(out, 6)[-1] == "Machine Tools"
    assert sorted(out["pending"]["options"]) == ["Atomic Theory", "Chemistry"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Chemistry"])]})
    assert sorted(hand(out, "Ann")) == ["Atomic Theory", "Chemistry"] and score(out, "Ann") == []


# ---- East India Company Charter --------------------------------------------------------------------

def test_east_india_company_charter_scores_a_5_per_player_who_returned():
    out = run(apos(P("Ann", {"red": ["East India Company Charter"]}, score=["Archery"]),
                   P("Bob", {"blue": ["Pottery"]}, score=["Oars", "Calendar"]),
                   P("Cat", {"blue": ["Writing"]}, score=["Optics"]),
                   supply={"5": ["Coal", "Physics", "Banking"]},
                   moves=[dogma("East India Company Charter"), choose(1)]))
    assert score(out, "Ann") == ["Coal", "Physics"]
    assert score(out, "Bob") == ["Calendar"] and score(out, "Cat") == ["Optics"]


def test_east_india_company_charter_does_not_offer_5():
    out = run(apos(P("Ann", {"red": ["East India Company Charter"]}),
                   P("Bob", {"blue": ["Pottery"]}),
                   moves=[dogma("East India Company Charter")]))
    assert out["pending"]["options"] == [1, 2, 3, 4, 6, 7, 8, 9, 10]


# ---- Tortugas Galleon ---------------------------------------------------------------------------

def test_tortugas_galleon_takes_highest_score_cards_and_a_top_card_of_that_value():
    out = run(apos(P("Ann", {"red": ["Tortugas Galleon"]}),
                   P("Bob", {"red": ["Gunpowder"], "blue": ["Alchemy"]}, score=["Optics", "Paper", "Writing"]),
                   moves=[dogma("Tortugas Galleon")]))
    assert sorted(score(out, "Ann")) == ["Optics", "Paper"] and score(out, "Bob") == ["Writing"]
    assert pile(out, "Ann", "blue") == ["Alchemy"] and pile(out, "Bob", "blue") == []


def test_tortugas_galleon_empty_score_pile_takes_nothing():
    out = run(apos(P("Ann", {"red": ["Tortugas Galleon"]}),
                   P("Bob", {"red": ["Gunpowder"]}),
                   moves=[dogma("Tortugas Galleon")]))
    assert pile(out, "Bob", "red") == ["Gunpowder"] and score(out, "Ann") == []


# ---- Molasses Reef Caravel -------------------------------------------------------------------------

def test_molasses_reef_caravel_full_sequence():
    out = run(apos(P("Ann", {"green": ["Molasses Reef Caravel"]}, hand=["Archery"], score=["Pottery"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"4": ["Experimentation", "Printing Press", "Gunpowder"]},
                   moves=[dogma("Molasses Reef Caravel"), choose(["Experimentation"]), choose(["Gunpowder"]),
                          choose(["Pottery"])]))
    assert pile(out, "Ann", "blue") == ["Experimentation"]
    assert score(out, "Ann") == ["Gunpowder"] and hand(out, "Ann") == ["Printing Press"]
    assert supply(out, 1)[-2:] == ["Archery", "Pottery"]


# ---- Hunt-Lenox Globe ----------------------------------------------------------------------------

def test_hunt_lenox_globe_returns_non_green_tops_draws_5s_then_melds():
    out = run(apos(P("Ann", {"green": ["Hunt-Lenox Globe"], "red": ["Archery"], "blue": ["Pottery"]}, hand=["Oars"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"5": ["Coal", "Physics"]},
                   moves=[dogma("Hunt-Lenox Globe"), choose(["Coal"])]))
    assert pile(out, "Ann", "red") == ["Coal"] and pile(out, "Ann", "blue") == []
    assert sorted(hand(out, "Ann")) == ["Oars", "Physics"]


def test_hunt_lenox_globe_four_cards_in_hand_only_melds():
    out = run(apos(P("Ann", {"green": ["Hunt-Lenox Globe"], "red": ["Archery"]},
                     hand=["Oars", "Writing", "Tools", "Pottery"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Hunt-Lenox Globe"), choose(["Oars"])]))
    assert pile(out, "Ann", "red") == ["Archery", "Oars"] and len(hand(out, "Ann")) == 3


# ---- Moses ---------------------------------------------------------------------------------------

def test_moses_compel_takes_every_crown_top_then_scores_own_crown_top():
    out = run(apos(P("Ann", {"yellow": ["Moses"], "red": ["Oars"]}),
                   P("Bob", {"blue": ["Pottery"], "green": ["Sailing"], "purple": ["City States"]}),
                   moves=[dogma("Moses")]))
    assert sorted(score(out, "Ann")) == ["City States", "Oars", "Sailing"]
    assert pile(out, "Bob", "blue") == ["Pottery"] and score(out, "Bob") == []


# ---- Mona Lisa -----------------------------------------------------------------------------------

def test_mona_lisa_right_guess_scores_color_and_splays_right():
    out = run(apos(P("Ann", {"yellow": ["Mona Lisa"], "red": ["Metalworking", "Oars"]}, hand=["Archery"]),
                   P("Bob", {"blue": ["Tools"]}),
                   supply={"4": ["Gunpowder", "Colonialism", "Anatomy", "Invention", "Enterprise"]},
                   moves=[dogma("Mona Lisa"), choose(3), choose("red")]))
    assert sorted(score(out, "Ann")) == ["Archery", "Colonialism", "Gunpowder"]
    assert splay(out, "Ann", "red") == "right"
    assert sorted(hand(out, "Ann")) == ["Anatomy", "Enterprise", "Invention"]


def test_mona_lisa_wrong_guess_returns_whole_hand():
    out = run(apos(P("Ann", {"yellow": ["Mona Lisa"]}, hand=["Archery"]),
                   P("Bob", {"blue": ["Tools"]}),
                   supply={"4": ["Gunpowder", "Colonialism", "Anatomy", "Invention", "Enterprise"]},
                   moves=[dogma("Mona Lisa"), choose(2), choose("red")]))
    assert hand(out, "Ann") == [] and score(out, "Ann") == []
    assert supply(out, 1)[-1] == "Archery"


# ---- Cross of Coronado ---------------------------------------------------------------------------

def test_cross_of_coronado_five_colors_wins():
    out = run(apos(P("Ann", {"purple": ["Cross of Coronado"]},
                     hand=["Pottery", "Archery", "Clothing", "Masonry", "Mysticism"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Cross of Coronado")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_cross_of_coronado_repeated_color_or_six_cards_does_not_win():
    out = run(apos(P("Ann", {"purple": ["Cross of Coronado"]},
                     hand=["Pottery", "Archery", "Clothing", "Masonry", "Oars"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Cross of Coronado")]))
    assert out["result"] is None
    out = run(apos(P("Ann", {"purple": ["Cross of Coronado"]},
                     hand=["Pottery", "Archery", "Clothing", "Masonry", "Mysticism", "Oars"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Cross of Coronado")]))
    assert out["result"] is None


# ---- Abell Gallery Harpsichord -------------------------------------------------------------------

def test_abell_gallery_harpsichord_scores_each_unique_top_value():
    out = run(apos(P("Ann", {"purple": ["Abell Gallery Harpsichord"], "blue": ["Calendar"], "red": ["Archery"],
                           "green": ["Clothing"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"2": ["Mathematics"], "4": ["Anatomy"], "1": ["Pottery"]},
                   moves=[dogma("Abell Gallery Harpsichord")]))
    # Values on top: 4 once, 2 once, 1 twice: a 2 then a 4.
    assert score(out, "Ann") == ["Mathematics", "Anatomy"]
