"""Fourth edition: the changed base cards of ages 1-5, one position file each
(several for the tricky branches). Positions: ``edition: fourth``; Bob has fewer of
every featured icon than Ann unless a test says otherwise, so he never shares."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, hand, pile, pl, pos, run, score, splay, supply


def F(*players, **kw):
    return pos(*players, edition="fourth", **kw)


def ach(out, name):
    return pl(out, name)["achievements"]


def std(out):
    return [a for a in out["available_achievements"] if isinstance(a, int)]


# ---- Archery ---------------------------------------------------------------------------------

def test_archery_demand_then_junks_the_achievement_of_1_or_2_asked_as_a_number():
    doc = F(P("Ann", board={"red": ["Archery"]}), P("Bob", hand=["Sailing"]),
            supply={"1": ["Tools", "Pottery"]}, moves=[dogma("Archery"), choose("Tools", "Bob")])
    out = run(doc)
    assert hand(out, "Ann") == ["Tools"]
    p = out["pending"]
    assert p["kind"] == "number" and p["options"] == [1, 2] and p["min"] == 1 and p["player"] == "Ann"
    doc["moves"].append(choose(2))
    out = run(doc)
    assert std(out) == [1, 3, 4, 5, 6, 7, 8, 9, 10] and len(out["junk"]) == 1
    assert out["pending"] is None


def test_archery_with_only_one_of_the_two_achievements_junks_it_without_asking():
    out = run(F(P("Ann", board={"red": ["Archery"]}), P("Bob"), available_achievements=[2, 5],
                supply={"1": ["Tools", "Pottery"]}, moves=[dogma("Archery")]))
    assert std(out) == [5] and out["pending"] is None and len(out["junk"]) == 1


def test_archery_with_neither_achievement_available_junks_nothing():
    out = run(F(P("Ann", board={"red": ["Archery"]}), P("Bob"), available_achievements=[3],
                supply={"1": ["Tools", "Pottery"]}, moves=[dogma("Archery")]))
    assert std(out) == [3] and out["junk"] == []


# ---- Masonry ---------------------------------------------------------------------------------

def test_masonry_melds_castle_cards_and_claims_monument_with_exactly_three_red():
    doc = F(P("Ann", board={"yellow": ["Masonry"], "red": ["Oars", "Archery"]}, hand=["Metalworking", "Writing"]),
            P("Bob"), moves=[dogma("Masonry"), choose(["Metalworking"])])
    out = run(doc)
    assert pile(out, "Ann", "red") == ["Oars", "Archery", "Metalworking"]
    assert "Monument" in ach(out, "Ann")


def test_masonry_with_four_red_cards_does_not_claim_monument():
    out = run(F(P("Ann", board={"yellow": ["Masonry"], "red": ["Oars", "Archery", "Construction"]},
                  hand=["Metalworking"]), P("Bob"), moves=[dogma("Masonry"), choose(["Metalworking"])]))
    assert "Monument" not in ach(out, "Ann") and "Monument" in out["available_achievements"]


# ---- Road Building ----------------------------------------------------------------------------

def test_road_building_melds_the_other_players_green_card():
    doc = F(P("Ann", board={"red": ["Road Building"]}, hand=["Oars", "Writing"]),
            P("Bob", board={"green": ["Sailing"]}),
            moves=[dogma("Road Building"), choose(["Oars", "Writing"]), choose("Bob")])
    out = run(doc)
    assert pile(out, "Bob", "red") == ["Oars"]
    assert pile(out, "Ann", "green") == ["Sailing"] and pile(out, "Bob", "green") == []
    assert any("melds Sailing" in line for line in out["log"])


# ---- Canal Building ----------------------------------------------------------------------------

def test_canal_building_junks_the_3_pile_and_a_later_3_draw_takes_a_4():
    doc = F(P("Ann", board={"yellow": ["Canal Building"], "blue": ["Alchemy"]}), P("Bob"),
            supply={"3": ["Optics", "Paper"], "4": ["Invention"]},
            moves=[dogma("Canal Building"), choose(1), {"action": "draw"}])
    out = run(doc)
    assert supply(out, 3) == [] and sorted(out["junk"]) == ["Optics", "Paper"]
    assert hand(out, "Ann") == ["Invention"]


def test_canal_building_exchange_option():
    out = run(F(P("Ann", board={"yellow": ["Canal Building"]}, hand=["Optics", "Writing"], score=["Tools", "Calendar"]),
                P("Bob"), moves=[dogma("Canal Building"), choose(0)]))
    assert sorted(hand(out, "Ann")) == ["Calendar", "Writing"]
    assert sorted(score(out, "Ann")) == ["Optics", "Tools"]


def test_canal_building_may_be_declined():
    out = run(F(P("Ann", board={"yellow": ["Canal Building"]}, hand=["Optics"]), P("Bob"),
                moves=[dogma("Canal Building"), choose(None)]))
    assert hand(out, "Ann") == ["Optics"] and out["junk"] == []


# ---- Fermenting -----------------------------------------------------------------------------------

def test_fermenting_without_green_tuck_junks_the_2_pile_and_itself():
    out = run(F(P("Ann", board={"yellow": ["Fermenting"]}), P("Bob"),
                supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Fermenting")]))
    assert hand(out, "Ann") == ["Calendar"]                 # one color with a leaf
    assert pile(out, "Ann", "yellow") == []
    assert sorted(out["junk"]) == ["Fermenting", "Mathematics"]


def test_fermenting_tucking_a_green_card_keeps_the_pile():
    doc = F(P("Ann", board={"yellow": ["Fermenting"]}, hand=["Sailing"]), P("Bob"),
            supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Fermenting"), choose("Sailing")])
    out = run(doc)
    assert pile(out, "Ann", "green") == ["Sailing"] and out["junk"] == [] and supply(out, 2) == ["Mathematics"]


# ---- Alchemy --------------------------------------------------------------------------------------

def test_alchemy_counts_colors_with_a_castle_and_a_red_draw_returns_the_hand():
    # castles in blue (Alchemy) and red (Metalworking): two 4s
    out = run(F(P("Ann", board={"blue": ["Alchemy"], "red": ["Metalworking"]}, hand=["Writing"]), P("Bob"),
                supply={"4": ["Invention", "Gunpowder", "Anatomy"]}, moves=[dogma("Alchemy")]))
    assert hand(out, "Ann") == [] and supply(out, 4)[0] == "Anatomy"


def test_alchemy_second_effect_melds_then_scores():
    doc = F(P("Ann", board={"blue": ["Alchemy"]}, hand=["Writing", "Oars"]), P("Bob"),
            supply={"4": ["Invention"]}, moves=[dogma("Alchemy"), choose("Oars"), choose("Writing")])
    out = run(doc)
    assert pile(out, "Ann", "red") == ["Oars"] and score(out, "Ann") == ["Writing"]
    assert hand(out, "Ann") == ["Invention"]


# ---- Compass ---------------------------------------------------------------------------------------

def test_compass_moves_a_leaf_card_and_melds_a_leafless_one_from_the_demander():
    doc = F(P("Ann", board={"green": ["Compass"], "blue": ["Writing"], "red": ["Archery"]}),
            P("Bob", board={"yellow": ["Agriculture"], "green": ["Clothing"]}),
            moves=[dogma("Compass")])
    out = run(doc)
    # Agriculture (yellow, leaf) moves to Ann (Clothing is green: excluded); then Bob picks Writing or Archery
    assert pile(out, "Ann", "yellow") == ["Agriculture"]
    assert out["pending"]["player"] == "Bob" and sorted(out["pending"]["options"]) == ["Archery", "Writing"]
    doc["moves"].append(choose("Writing", "Bob"))
    out = run(doc)
    assert pile(out, "Bob", "blue") == ["Writing"] and pile(out, "Ann", "blue") == []


# ---- Paper -------------------------------------------------------------------------------------------

def test_paper_scores_a_leaf_top_card_and_draws_a_4_per_left_splay():
    doc = F(P("Ann", board={"green": {"cards": ["Sailing", "Paper"], "splay": "left"},
                            "blue": {"cards": ["Tools", "Writing", "Pottery"], "splay": "none"}}), P("Bob"),
            supply={"4": ["Invention", "Anatomy"]}, moves=[dogma("Paper"), choose("blue")])
    out = run(doc)
    assert splay(out, "Ann", "blue") == "left"
    assert score(out, "Ann") == ["Pottery"]                  # the only top card with a leaf
    assert hand(out, "Ann") == ["Invention", "Anatomy"]


def test_paper_without_a_leaf_top_card_draws_nothing():
    out = run(F(P("Ann", board={"green": ["Paper"]}), P("Bob"), supply={"4": ["Invention"]},
                moves=[dogma("Paper")]))
    assert hand(out, "Ann") == [] and score(out, "Ann") == []


# ---- Machinery ----------------------------------------------------------------------------------------

def test_machinery_three_effects():
    doc = F(P("Ann", board={"yellow": ["Machinery"], "red": ["Oars", "Archery"]}, hand=["Optics", "Mysticism"]),
            P("Bob", hand=["Sailing"]), moves=[dogma("Machinery")])
    out = run(doc)
    assert hand(out, "Bob") == ["Optics"] and hand(out, "Ann") == ["Sailing"]
    assert score(out, "Ann") == ["Mysticism"]               # the only castle card is scored without asking
    assert out["pending"]["kind"] == "yesno"
    doc["moves"].append(choose("yes"))
    assert splay(run(doc), "Ann", "red") == "left"


# ---- Medicine -------------------------------------------------------------------------------------------

def test_medicine_demand_and_achievement_junk():
    doc = F(P("Ann", board={"yellow": ["Medicine"]}, score=["Pottery"]), P("Bob", score=["Optics"]),
            moves=[dogma("Medicine"), choose(4)])
    out = run(doc)
    assert score(out, "Ann") == ["Optics"] and score(out, "Bob") == ["Pottery"]
    assert 4 not in std(out) and 3 in std(out)


# ---- Feudalism --------------------------------------------------------------------------------------------

def test_feudalism_transfer_junks_every_available_special():
    out = run(F(P("Ann", board={"purple": ["Feudalism"]}), P("Bob", hand=["Mysticism"]),
                moves=[dogma("Feudalism")]))
    assert hand(out, "Ann") == ["Mysticism"]
    assert [a for a in out["available_achievements"] if isinstance(a, str)] == []
    assert sorted(a for a in out["junk"]) == sorted(["Monument", "Empire", "World", "Wonder", "Universe"])


def test_feudalism_splay_draws_a_3():
    out = run(F(P("Ann", board={"purple": ["Mysticism", "Feudalism"]}), P("Bob"),
                supply={"3": ["Optics"]}, moves=[dogma("Feudalism"), choose("purple")]))
    assert splay(out, "Ann", "purple") == "left" and hand(out, "Ann") == ["Optics"]
    assert "Monument" in out["available_achievements"]      # nothing was transferred


# ---- Colonialism ---------------------------------------------------------------------------------------------

def test_colonialism_green_junks_the_5_pile_and_a_crown_repeats():
    # Compass: green with a crown -> junk 5, repeat; Alchemy: no crown -> stop
    out = run(F(P("Ann", board={"red": ["Colonialism"]}), P("Bob"),
                supply={"3": ["Compass", "Alchemy", "Optics"], "5": ["Coal", "Physics"]}, moves=[dogma("Colonialism")]))
    assert pile(out, "Ann", "green") == ["Compass"] and pile(out, "Ann", "blue") == ["Alchemy"]
    assert supply(out, 5) == [] and sorted(out["junk"]) == ["Coal", "Physics"]


# ---- Anatomy ------------------------------------------------------------------------------------------------

def test_anatomy_both_returns_then_junks_the_4_pile():
    out = run(F(P("Ann", board={"yellow": ["Anatomy"]}), P("Bob", board={"blue": ["Writing"]}, score=["Tools"]),
                supply={"4": ["Invention"]}, moves=[dogma("Anatomy")]))
    assert score(out, "Bob") == [] and pile(out, "Bob", "blue") == []
    assert supply(out, 4) == [] and out["junk"] == ["Invention"]


def test_anatomy_without_a_matching_top_card_keeps_the_4_pile():
    out = run(F(P("Ann", board={"yellow": ["Anatomy"]}), P("Bob", board={"blue": ["Calendar"]}, score=["Tools"]),
                supply={"4": ["Invention"]}, moves=[dogma("Anatomy")]))
    assert score(out, "Bob") == [] and pile(out, "Bob", "blue") == ["Calendar"] and supply(out, 4) == ["Invention"]


# ---- Perspective -------------------------------------------------------------------------------------------------

def test_perspective_scores_one_card_per_color_with_a_lightbulb():
    doc = F(
        P("Ann", board={"yellow": ["Perspective"], "blue": ["Writing"]}, hand=["Oars", "Sailing", "Tools", "Pottery"]),
        P("Bob"),
        moves=[dogma("Perspective"), choose("Oars"), choose(["Sailing", "Tools"])],
    )
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Sailing", "Tools"] and hand(out, "Ann") == ["Pottery"]


# ---- Reformation -------------------------------------------------------------------------------------------------

def test_reformation_splays_then_tucks_one_card_per_splayed_color():
    doc = F(
        P(
            "Ann",
            board={"purple": ["Mysticism", "Reformation"], "red": {"cards": ["Oars", "Archery"], "splay": "left"}},
            hand=["Writing", "Sailing", "Tools"],
        ),
        P("Bob"),
        moves=[dogma("Reformation"), choose("purple")],
    )
    out = run(doc)
    assert splay(out, "Ann", "purple") == "right"
    p = out["pending"]
    assert p["max"] == 2 and p["counts"] == [0, 2]
    doc["moves"].append(choose(["Writing", "Sailing"]))
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Writing"] and pile(out, "Ann", "green") == ["Sailing"]


# ---- Coal ----------------------------------------------------------------------------------------------------------

def test_coal_scores_the_top_two_cards_of_the_chosen_color():
    doc = F(P("Ann", board={"red": ["Coal"], "blue": ["Pottery", "Writing", "Tools"]}), P("Bob"),
            supply={"5": ["Physics"]}, moves=[dogma("Coal"), choose("blue")])
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Physics", "Pottery"]        # Physics tucked first
    assert sorted(score(out, "Ann")) == ["Tools", "Writing"]


def test_coal_may_decline_the_color():
    out = run(F(P("Ann", board={"red": ["Coal"], "blue": ["Writing"]}), P("Bob"),
                supply={"5": ["Coal"] and ["Physics"]}, moves=[dogma("Coal"), choose(None)]))
    assert score(out, "Ann") == []


# ---- Statistics ------------------------------------------------------------------------------------------------------

def test_statistics_demander_names_a_value():
    doc = F(P("Ann", board={"yellow": ["Statistics"]}), P("Bob", score=["Tools", "Writing", "Calendar"]),
            moves=[dogma("Statistics")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "number" and p["player"] == "Ann" and p["options"] == list(range(1, 12))
    doc["moves"].append(choose(1))
    out = run(doc)
    assert sorted(hand(out, "Bob")) == ["Tools", "Writing"] and score(out, "Bob") == ["Calendar"]


# ---- Steam Engine ----------------------------------------------------------------------------------------------------

def test_steam_engine_scores_itself_and_junks_the_6_pile():
    out = run(F(P("Ann", board={"yellow": ["Steam Engine"]}), P("Bob"),
                supply={"4": ["Invention", "Experimentation"], "6": ["Canning"]}, moves=[dogma("Steam Engine")]))
    assert score(out, "Ann") == ["Steam Engine"] and supply(out, 6) == [] and out["junk"] == ["Canning"]


def test_steam_engine_scoring_another_card_keeps_the_6_pile():
    out = run(F(P("Ann", board={"yellow": ["Steam Engine"]}), P("Bob"),
                supply={"4": ["Anatomy", "Experimentation"], "6": ["Canning"]}, moves=[dogma("Steam Engine")]))
    assert score(out, "Ann") == ["Anatomy"] and supply(out, 6) == ["Canning"]
