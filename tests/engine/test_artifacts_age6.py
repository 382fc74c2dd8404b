"""Artifacts of History, age 6 card effects, each through a position file."""
from tests.engine.art_helpers import achievements, apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, splay, supply


# ---- Kilogram of the Archives ------------------------------------------------------------------

def test_kilogram_of_the_archives_sum_of_10_scores_a_10():
    out = run(apos(P("Ann", {"blue": ["Kilogram of the Archives"]}, hand=["Gunpowder"]),
                   P("Bob", {"green": ["Clothing"]}),
                   supply={"10": ["Software"]},
                   moves=[dogma("Kilogram of the Archives")]))
    assert score(out, "Ann") == ["Software"] and pile(out, "Ann", "blue") == []
    assert supply(out, 4)[-1] == "Gunpowder"


def test_kilogram_of_the_archives_other_sum_scores_nothing():
    out = run(apos(P("Ann", {"blue": ["Kilogram of the Archives"]}, hand=["Optics"]),
                   P("Bob", {"green": ["Clothing"]}),
                   supply={"10": ["Software"]},
                   moves=[dogma("Kilogram of the Archives")]))
    assert score(out, "Ann") == [] and supply(out, 10) == ["Software"]


# ---- Puffing Billy ------------------------------------------------------------------------------

def test_puffing_billy_draws_by_most_visible_icons_of_a_kind_and_splays_right():
    out = run(apos(P("Ann", {"blue": ["Puffing Billy"], "red": {"cards": ["Metalworking", "Oars"], "splay": "left"}},
                     hand=["Archery"]),
                   P("Bob", {"green": ["Clothing"]}),
                   supply={"3": ["Optics"]},
                   moves=[dogma("Puffing Billy")]))
    # Red shows Oars (2 castles) and Metalworking's right corner (a castle): 3 castles.
    assert hand(out, "Ann") == ["Optics"] and splay(out, "Ann", "red") == "right"


def test_puffing_billy_no_pile_of_that_color_draws_a_1():
    out = run(apos(P("Ann", {"blue": ["Puffing Billy"]}, hand=["Archery"]),
                   P("Bob", {"green": ["Clothing"]}),
                   supply={"1": ["Pottery"]},
                   moves=[dogma("Puffing Billy")]))
    assert hand(out, "Ann") == ["Pottery"]


# ---- Frigate Constitution -----------------------------------------------------------------------

def test_frigate_constitution_matching_value_returns_card_and_its_pile():
    out = run(apos(P("Ann", {"red": ["Frigate Constitution"], "blue": ["Alchemy"]}),
                   P("Bob", {"red": ["Coal"], "green": ["Clothing"]}, hand=["Optics", "Writing"]),
                   moves=[dogma("Frigate Constitution"), choose(["Optics"], "Bob")]))
    assert hand(out, "Bob") == ["Writing"] and pile(out, "Bob", "red") == []
    assert supply(out, 3)[-1] == "Optics" and supply(out, 5)[-1] == "Coal"


def test_frigate_constitution_other_value_only_reveals():
    out = run(apos(P("Ann", {"red": ["Frigate Constitution"], "blue": ["Alchemy"]}),
                   P("Bob", {"red": ["Coal"]}, hand=["Optics", "Writing"]),
                   moves=[dogma("Frigate Constitution"), choose(["Writing"], "Bob")]))
    assert sorted(hand(out, "Bob")) == ["Optics", "Writing"] and pile(out, "Bob", "red") == ["Coal"]
    assert any("reveals Writing" in line for line in out["log"])


# ---- U.S. Declaration of Independence ---------------------------------------------------------------

def test_us_declaration_takes_highest_hand_score_and_factory_top():
    out = run(apos(P("Ann", {"red": ["U.S. Declaration of Independence"]}),
                   P("Bob", {"green": ["Sailing"], "yellow": ["Canning"]}, hand=["Optics", "Writing"],
                     score=["Calendar", "Physics"]),
                   moves=[dogma("U.S. Declaration of Independence")]))
    assert hand(out, "Ann") == ["Optics"] and score(out, "Ann") == ["Physics"]
    assert pile(out, "Ann", "yellow") == ["Canning"] and pile(out, "Bob", "green") == ["Sailing"]


# ---- The Wealth of Nations ---------------------------------------------------------------------------

def test_the_wealth_of_nations_scores_a_1_then_score_over_5_rounded_up():
    out = run(apos(P("Ann", {"green": ["The Wealth of Nations"]}, score=["Optics", "Physics"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"1": ["Pottery"], "2": ["Calendar"]},
                   moves=[dogma("The Wealth of Nations")]))
    # 3 + 5 + 1 = 9; 9 / 5 rounded up = 2.
    assert score(out, "Ann") == ["Optics", "Physics", "Pottery", "Calendar"]


# ---- Buttonwood Agreement ---------------------------------------------------------------------------

def test_buttonwood_agreement_chosen_color_scores_and_splays_up():
    out = run(apos(P("Ann", {"green": ["Buttonwood Agreement"], "blue": ["Pottery", "Tools"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"8": ["Quantum Theory"]},
                   moves=[dogma("Buttonwood Agreement"), choose(["blue", "red", "green"])]))
    assert score(out, "Ann") == ["Quantum Theory"] and splay(out, "Ann", "blue") == "up"


def test_buttonwood_agreement_other_color_returns_score_cards_and_unsplays():
    out = run(apos(P("Ann", {"green": ["Buttonwood Agreement"],
                           "yellow": {"cards": ["Masonry", "Fermenting"], "splay": "right"}},
                     score=["Agriculture", "Oars"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"8": ["Antibiotics"]},
                   moves=[dogma("Buttonwood Agreement"), choose(["blue", "red", "green"])]))
    assert hand(out, "Ann") == ["Antibiotics"] and score(out, "Ann") == ["Oars"]
    assert splay(out, "Ann", "yellow") == "none"


# ---- Stamp Act ---------------------------------------------------------------------------------------

def test_stamp_act_moves_card_of_top_yellow_value_then_returns_one_of_top_green_value():
    doc = apos(P("Ann", {"yellow": ["Stamp Act"]}),
               P("Bob", {"yellow": ["Perspective"], "green": ["Paper"]}, score=["Anatomy", "Compass", "Optics"]),
               moves=[dogma("Stamp Act")])
    out = run(doc)
    # Anatomy (a 4, like Perspective) moved; then a 3 (Paper is green and a 3) is returned.
    assert score(out, "Ann") == ["Anatomy"]
    assert out["pending"]["player"] == "Bob" and sorted(out["pending"]["options"]) == ["Compass", "Optics"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Compass"], "Bob")]})
    assert score(out, "Bob") == ["Optics"] and supply(out, 3)[-1] == "Compass"


def test_stamp_act_nothing_moved_nothing_returned():
    out = run(apos(P("Ann", {"yellow": ["Stamp Act"]}),
                   P("Bob", {"yellow": ["Perspective"], "green": ["Paper"]}, score=["Compass"]),
                   moves=[dogma("Stamp Act")]))
    assert score(out, "Bob") == ["Compass"] and score(out, "Ann") == []


# ---- Pride and Prejudice --------------------------------------------------------------------------------

def test_pride_and_prejudice_scores_while_melded_color_shows_fewest_of_five():
    out = run(
        apos(
            P(
                "Ann",
                {
                    "yellow": ["Pride and Prejudice"],
                    "blue": {"cards": ["Pottery", "Tools"], "splay": "left"},
                    "red": ["Archery"],
                    "green": ["Clothing"],
                    "purple": ["Mysticism"],
                },
            ),
            P("Bob", {"red": ["Metalworking"]}),
            supply={"6": ["Canning", "Atomic Theory", "Encyclopedia"]},
            moves=[dogma("Pride and Prejudice")],
        )
    )
    # Canning: yellow shows 1 card, no color fewer: scored, repeat. Atomic Theory: blue shows 3: kept.
    assert score(out, "Ann") == ["Canning"]
    assert pile(out, "Ann", "blue") == ["Pottery", "Tools", "Atomic Theory"]


def test_pride_and_prejudice_a_missing_color_counts_zero_like_bga():
    out = run(
        apos(
            P("Ann", {"yellow": ["Pride and Prejudice"], "blue": {"cards": ["Pottery", "Tools"], "splay": "left"}}),
            P("Bob", {"red": ["Metalworking"]}),
            supply={"6": ["Canning", "Atomic Theory"]},
            moves=[dogma("Pride and Prejudice")],
        )
    )
    # Red, green and purple show 0 cards: yellow (1) is not the fewest, Canning stays melded.
    assert score(out, "Ann") == [] and pile(out, "Ann", "yellow") == ["Pride and Prejudice", "Canning"]


# ---- Moonlight Sonata ------------------------------------------------------------------------------------

def test_moonlight_sonata_melds_bottom_of_highest_pile_and_claims():
    doc = apos(P("Ann", {"purple": ["Mysticism", "Moonlight Sonata"], "red": ["Archery", "Industrialization"]}),
               P("Bob", {"blue": ["Pottery"]}),
               available_achievements=[2, 5],
               moves=[dogma("Moonlight Sonata")])
    p = run(doc)["pending"]
    assert (p["kind"], sorted(p["options"])) == ("color", ["purple", "red"])
    out = run({**doc, "moves": doc["moves"] + [choose("purple"), choose(5)]})
    assert pile(out, "Ann", "purple") == ["Moonlight Sonata", "Mysticism"]
    assert len(achievements(out, "Ann")) == 1 and out["available_achievements"] == [2]


# ---- Marcha Real -------------------------------------------------------------------------------------------

def test_marcha_real_same_value_and_color_draws_and_claims():
    out = run(apos(P("Ann", {"purple": ["Marcha Real"]}, hand=["Archery", "Oars", "Optics"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"2": ["Calendar"]}, available_achievements=[4],
                   moves=[dogma("Marcha Real"), choose(["Archery", "Oars"])]))
    assert sorted(hand(out, "Ann")) == ["Calendar", "Optics"]
    assert len(achievements(out, "Ann")) == 1 and out["available_achievements"] == []


def test_marcha_real_empty_hand_draws_a_1_like_bga():
    out = run(apos(P("Ann", {"purple": ["Marcha Real"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"1": ["Pottery"]},
                   moves=[dogma("Marcha Real")]))
    assert hand(out, "Ann") == ["Pottery"] and achievements(out, "Ann") == []
