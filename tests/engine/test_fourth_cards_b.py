"""Fourth edition: the changed base cards of ages 6-10, as position files."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, hand, pile, pl, pos, run, score, splay, supply


def F(*players, **kw):
    return pos(*players, edition="fourth", **kw)


def ach(out, name):
    return pl(out, name)["achievements"]


def std(out):
    return [a for a in out["available_achievements"] if isinstance(a, int)]


# ---- Encyclopedia ----------------------------------------------------------------------------

def test_encyclopedia_names_a_value_then_melds_all_of_it_and_may_junk_an_achievement():
    doc = F(P("Ann", board={"blue": ["Encyclopedia"]}, score=["Oars", "Sailing", "Calendar"]), P("Bob"),
            moves=[dogma("Encyclopedia")])
    out = run(doc)
    assert out["pending"]["kind"] == "number" and out["pending"]["options"] == [1, 2]
    doc["moves"] += [choose(1), choose("yes")]
    out = run(doc)
    assert pile(out, "Ann", "red") == ["Oars"] and pile(out, "Ann", "green") == ["Sailing"]
    assert score(out, "Ann") == ["Calendar"]
    p = out["pending"]
    assert p["kind"] == "number" and p["options"] == [5, 6, 7] and p["min"] == 0
    doc["moves"].append(choose(6))
    assert std(run(doc)) == [1, 2, 3, 4, 5, 7, 8, 9, 10]


# ---- Industrialization -----------------------------------------------------------------------

def test_industrialization_returns_top_red_only_with_the_most_clocks_alone():
    doc = F(P("Ann", board={"red": ["Industrialization"], "purple": ["Railroad"]}), P("Bob"),
            supply={"6": ["Canning", "Vaccination", "Metric System"]}, moves=[dogma("Industrialization")])
    out = run(doc)
    assert pile(out, "Ann", "red") == []                   # two clocks against none: returned
    doc2 = F(P("Ann", board={"red": ["Industrialization"], "purple": ["Railroad"]}),
             P("Bob", board={"purple": ["Lighting"], "green": ["Bicycle"]}),
             supply={"6": ["Canning", "Vaccination", "Metric System"]}, moves=[dogma("Industrialization")])
    out = run(doc2)
    assert pile(out, "Ann", "red") == ["Industrialization"]    # Bob has two clocks too


# ---- Vaccination -------------------------------------------------------------------------------

def test_vaccination_returns_a_whole_value_then_both_melds():
    doc = F(P("Ann", board={"yellow": ["Vaccination"]}), P("Bob", score=["Tools", "Writing", "Calendar"]),
            supply={"6": ["Canning"], "7": ["Lighting"]}, moves=[dogma("Vaccination"), choose("Tools", "Bob")])
    out = run(doc)
    assert score(out, "Bob") == ["Calendar"] and pile(out, "Bob", "yellow") == ["Canning"]
    assert pile(out, "Ann", "purple") == ["Lighting"]


def test_vaccination_with_nothing_returned_draws_no_7():
    out = run(F(P("Ann", board={"yellow": ["Vaccination"]}), P("Bob"), supply={"7": ["Lighting"]},
                moves=[dogma("Vaccination")]))
    assert pile(out, "Ann", "purple") == [] and supply(out, 7) == ["Lighting"]


# ---- Publications -------------------------------------------------------------------------------

def test_publications_junks_a_special_then_brings_it_back():
    doc = F(P("Ann", board={"blue": ["Publications"]}), P("Bob"), available_achievements=[1, "Wonder"],
            junk=["World"], moves=[dogma("Publications")])
    out = run(doc)
    p = out["pending"]
    assert p["kind"] == "alternative" and p["options"] == ["Wonder", "World"] and p["min"] == 0
    doc["moves"].append(choose("World"))
    out = run(doc)
    assert "World" in out["available_achievements"] and out["junk"] == []
    doc["moves"][-1] = choose(0)
    out = run(doc)
    assert "Wonder" not in out["available_achievements"] and sorted(out["junk"]) == ["Wonder", "World"]


# ---- Combustion -----------------------------------------------------------------------------------

def test_combustion_takes_one_score_card_per_crown_color_and_returns_bottom_red():
    doc = F(P("Ann", board={"red": ["Oars", "Combustion"], "purple": ["Code of Laws"]}),
            P("Bob", score=["Tools", "Writing", "Calendar"]), moves=[dogma("Combustion"),
                                                                      choose(["Tools", "Writing"], "Bob")])
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Tools", "Writing"]
    assert pile(out, "Ann", "red") == ["Combustion"] and supply(out, 1)[-1] == "Oars"


# ---- Refrigeration ----------------------------------------------------------------------------------

def test_refrigeration_keeps_one_card_and_scores_optionally():
    doc = F(P("Ann", board={"yellow": ["Refrigeration"]}, hand=["Writing"]),
            P("Bob", hand=["Tools", "Oars", "Calendar"]),
            moves=[dogma("Refrigeration"), choose(["Tools", "Oars"], "Bob"), choose("Writing")])
    out = run(doc)
    assert hand(out, "Bob") == ["Calendar"] and score(out, "Ann") == ["Writing"]


# ---- Sanitation ---------------------------------------------------------------------------------------

def test_sanitation_exchange_and_junk_a_pile_of_choice():
    doc = F(P("Ann", board={"yellow": ["Sanitation"]}, hand=["Tools"]),
            P("Bob", hand=["Optics", "Calendar", "Oars"]), supply={"7": ["Lighting"], "8": ["Flight"]},
            moves=[dogma("Sanitation")])
    out = run(doc)
    assert hand(out, "Bob") == ["Oars", "Tools"] and sorted(hand(out, "Ann")) == ["Calendar", "Optics"]
    assert out["pending"]["options"] == [7, 8]
    doc["moves"].append(choose(8))
    out = run(doc)
    assert supply(out, 8) == [] and out["junk"] == ["Flight"] and supply(out, 7) == ["Lighting"]


# ---- Railroad ---------------------------------------------------------------------------------------------

def test_railroad_three_effects():
    doc = F(P("Ann", board={"purple": ["Railroad"], "red": {"cards": ["Oars", "Archery"], "splay": "right"}},
              hand=["Writing"]), P("Bob"), supply={"6": ["Canning", "Vaccination", "Metric System"]},
            moves=[dogma("Railroad"), choose("red")])
    out = run(doc)
    assert hand(out, "Ann") == ["Canning", "Vaccination", "Metric System"]
    assert splay(out, "Ann", "red") == "up" and supply(out, 1)[-1] == "Writing"


# ---- Rocketry --------------------------------------------------------------------------------------------

def test_rocketry_returns_one_opponent_score_card_per_clock_color():
    doc = F(P("Ann", board={"blue": ["Rocketry"], "purple": ["Railroad"]}), P("Bob", score=["Tools", "Oars"]),
            P("Cat", score=["Calendar"]), moves=[dogma("Rocketry"), choose(["Oars", "Calendar"])])
    out = run(doc)
    assert score(out, "Bob") == ["Tools"] and score(out, "Cat") == []


# ---- Mobility -----------------------------------------------------------------------------------------------

def test_mobility_moves_the_two_highest_non_red_factoryless_tops():
    out = run(F(P("Ann", board={"red": ["Mobility"]}),
                P("Bob", board={"red": ["Oars"], "blue": ["Writing"], "green": ["Compass"], "yellow": ["Agriculture"],
                                "purple": ["Enterprise"]}), supply={"8": ["Flight"]}, moves=[dogma("Mobility")]))
    # candidates: Writing 1, Compass 3, Enterprise 4, Agriculture 1 (Oars is red)
    assert sorted(score(out, "Ann")) == ["Compass", "Enterprise"] and hand(out, "Bob") == ["Flight"]


# ---- Skyscrapers ---------------------------------------------------------------------------------------------

def test_skyscrapers_moves_a_clock_card_scores_the_next_returns_the_rest_and_goes_to_hand():
    out = run(F(P("Ann", board={"yellow": ["Skyscrapers"]}),
                P("Bob", board={"purple": ["Mysticism", "Code of Laws", "Enterprise", "Lighting"]}),
                moves=[dogma("Skyscrapers")]))
    assert pile(out, "Ann", "purple") == ["Lighting"]
    assert score(out, "Bob") == ["Enterprise"] and pile(out, "Bob", "purple") == []
    assert hand(out, "Ann") == ["Skyscrapers"] and pile(out, "Ann", "yellow") == []


# ---- Empiricism ---------------------------------------------------------------------------------------------

def test_empiricism_named_color_melds_and_splays_up():
    doc = F(P("Ann", board={"purple": ["Mysticism", "Empiricism"], "blue": ["Pottery", "Writing"]}), P("Bob"),
            supply={"9": ["Computers"]}, moves=[dogma("Empiricism"), choose(["blue", "red"])])
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Pottery", "Writing", "Computers"] and splay(out, "Ann", "blue") == "up"


def test_empiricism_other_color_unsplays_and_stays_in_hand():
    doc = F(P("Ann", board={"purple": ["Mysticism", "Empiricism"], "blue": {"cards": ["Pottery", "Writing"],
                                                                              "splay": "left"}}), P("Bob"),
            supply={"9": ["Computers"]}, moves=[dogma("Empiricism"), choose(["red", "green"])])
    out = run(doc)
    assert hand(out, "Ann") == ["Computers"] and splay(out, "Ann", "blue") == "none"


# ---- Socialism ------------------------------------------------------------------------------------------------

def test_socialism_tucks_a_top_card_then_the_hand_and_may_junk_an_achievement():
    doc = F(P("Ann", board={"purple": ["Socialism"], "blue": ["Writing"]}, hand=["Oars", "Sailing"]), P("Bob"),
            moves=[dogma("Socialism"), choose("Writing"), choose(None)])
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Writing"] and pile(out, "Ann", "red") == ["Oars"]
    assert hand(out, "Ann") == [] and std(out) == list(range(1, 11))


# ---- Computers / Robotics / Software / Satellites (self-execute) ---------------------------------------------

def test_computers_self_executes_the_melded_10():
    out = run(F(P("Ann", board={"blue": ["Computers"]}), P("Bob"),
                supply={"10": ["Stem Cells"], "11": ["Fusion", "Reclamation"]},
                moves=[dogma("Computers")]))
    assert pile(out, "Ann", "yellow") == ["Stem Cells"]
    assert hand(out, "Ann") == ["Fusion"]                    # Stem Cells' second effect: draw an 11
    assert ach(out, "Ann") == []                              # no chain: Computers was dogma'd


def test_robotics_self_executes_only_a_10_with_factory_or_clock():
    out = run(F(P("Ann", board={"red": ["Robotics"], "green": ["Sailing"]}), P("Bob"),
                supply={"10": ["Stem Cells"]}, moves=[dogma("Robotics")]))
    assert score(out, "Ann") == ["Sailing"] and pile(out, "Ann", "yellow") == ["Stem Cells"]
    assert hand(out, "Ann") == []                             # Stem Cells has neither: not executed


def test_software_chain_achievement_when_a_self_executed_card_self_executes():
    # Software self-executes Computers (2nd 9); Computers self-executes Stem Cells: chain -> an 11 achieved
    out = run(F(P("Ann", board={"blue": ["Software"]}), P("Bob"),
                supply={"10": ["A.I.", "Stem Cells"], "9": ["Suburbia", "Computers"],
                        "11": ["Fusion", "Reclamation", "Escapism"]},
                moves=[dogma("Software")]))
    assert score(out, "Ann") == ["A.I."]
    assert pile(out, "Ann", "yellow") == ["Suburbia", "Stem Cells"]
    assert ach(out, "Ann") == ["Fusion"]                    # the Chain Achievement, named by its card
    assert hand(out, "Ann") == ["Reclamation"]              # then Stem Cells draws an 11


def test_chain_achievement_with_an_empty_11_pile_gives_nothing_and_play_goes_on():
    out = run(F(P("Ann", board={"blue": ["Software"]}), P("Bob"),
                supply={"10": ["A.I.", "Stem Cells"], "9": ["Suburbia", "Computers"], "11": []},
                moves=[dogma("Software")]))
    assert ach(out, "Ann") == []
    assert any("Chain Achievement, but the 11 pile is empty" in line for line in out["log"])
    # play went on: Stem Cells' "draw an 11" then found no 11 and ended the game by score
    assert out["result"]["reason"] == "score"


def test_satellites_melds_and_self_executes():
    doc = F(P("Ann", board={"green": ["Satellites"]}, hand=["Tools"]), P("Bob"),
            supply={"8": ["Flight", "Antibiotics", "Mass Media"], "1": ["Pottery"]},
            moves=[dogma("Satellites"), choose("Flight")])
    out = run(doc)
    assert pile(out, "Ann", "red") == ["Flight"] and supply(out, 1)[-1] == "Tools"


# ---- Genetics ----------------------------------------------------------------------------------------------------

def test_genetics_melds_an_11_and_scores_the_cards_beneath():
    out = run(F(P("Ann", board={"blue": ["Pottery", "Writing", "Genetics"]}), P("Bob"),
                supply={"11": ["Climatology"]}, moves=[dogma("Genetics")]))
    assert pile(out, "Ann", "blue") == ["Climatology"]
    assert sorted(score(out, "Ann")) == ["Genetics", "Pottery", "Writing"]


# ---- Fission --------------------------------------------------------------------------------------------------

def test_fission_red_junks_every_non_achievement_card_and_ends_the_dogma():
    out = run(F(P("Ann", board={"red": ["Fission"]}, hand=["Tools"], score=["Oars"], achievements=[1]),
                P("Bob", hand=["Sailing"]), supply={"10": ["Robotics", "Software"]}, moves=[dogma("Fission")]))
    assert hand(out, "Ann") == [] and hand(out, "Bob") == [] and pile(out, "Ann", "red") == []
    assert len(ach(out, "Ann")) == 1
    assert sorted(out["junk"]) == ["Fission", "Oars", "Robotics", "Sailing", "Tools"]
    assert supply(out, 10) == ["Software"]                   # the non-demand never ran


def test_fission_not_red_then_returns_a_top_card_and_draws_a_10():
    doc = F(P("Ann", board={"red": ["Fission"], "blue": ["Writing"]}), P("Bob", board={"green": ["Sailing"]}),
            supply={"10": ["Software", "Databases"]}, moves=[dogma("Fission"), choose("Sailing")])
    out = run(doc)
    assert hand(out, "Bob") == ["Software"] and pile(out, "Bob", "green") == [] and hand(out, "Ann") == ["Databases"]


# ---- Ecology / Suburbia ---------------------------------------------------------------------------------------

def test_ecology_and_its_optional_junk_of_the_10_pile():
    doc = F(P("Ann", board={"yellow": ["Ecology"]}, hand=["Tools", "Oars"]), P("Bob"),
            supply={"10": ["Software", "Databases", "A.I."]},
            moves=[dogma("Ecology"), choose("Tools"), choose("yes")])
    out = run(doc)
    assert score(out, "Ann") == ["Oars"] and hand(out, "Ann") == ["Software", "Databases"]
    assert supply(out, 10) == [] and out["junk"] == ["A.I."]


def test_suburbia_scores_a_1_per_tuck_and_may_junk_the_9_pile():
    doc = F(P("Ann", board={"yellow": ["Suburbia"]}, hand=["Tools", "Oars"]), P("Bob"),
            supply={"1": ["Pottery", "Sailing"], "9": ["Computers"]},
            moves=[dogma("Suburbia"), choose(["Tools", "Oars"]), choose("no")])
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Pottery", "Sailing"] and supply(out, 9) == ["Computers"]


# ---- Services ----------------------------------------------------------------------------------------------------

def test_services_takes_a_value_and_the_victim_takes_a_leafless_top_card():
    doc = F(P("Ann", board={"purple": ["Services"], "blue": ["Writing"]}), P("Bob", score=["Tools", "Calendar"]),
            moves=[dogma("Services"), choose(1)])
    out = run(doc)
    assert hand(out, "Ann") == ["Tools"] and hand(out, "Bob") == ["Writing"]


# ---- Bioengineering ----------------------------------------------------------------------------------------------

def test_bioengineering_scores_a_leaf_top_card_from_an_opponent_and_win_check():
    out = run(F(P("Ann", board={"blue": ["Bioengineering"], "yellow": ["Agriculture"]}),
                P("Bob", board={"green": ["Clothing"]}), moves=[dogma("Bioengineering")]))
    assert score(out, "Ann") == ["Clothing"]
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}    # Bob has no leaf, Ann three


# ---- Miniaturization -------------------------------------------------------------------------------------------

def test_miniaturization_returning_an_11_junks_the_11_pile():
    out = run(F(P("Ann", board={"red": ["Miniaturization"]}, hand=["Fusion"]), P("Bob"),
                supply={"11": ["Climatology"]}, moves=[dogma("Miniaturization")]))
    assert supply(out, 11) == [] and sorted(out["junk"]) == ["Climatology", "Fusion"]


def test_miniaturization_returning_a_10_draws_one_per_value_in_the_score_pile():
    out = run(F(P("Ann", board={"red": ["Miniaturization"]}, hand=["Software"], score=["Tools", "Oars", "Calendar"]),
                P("Bob"), supply={"10": ["Databases", "A.I.", "Robotics"]}, moves=[dogma("Miniaturization")]))
    assert hand(out, "Ann") == ["Databases", "A.I."]


# ---- Databases -----------------------------------------------------------------------------------------------------

def test_databases_returns_as_many_as_the_highest_achievement():
    doc = F(P("Ann", board={"green": ["Databases"]}), P("Bob", score=["Tools", "Oars", "Calendar"], achievements=[2]),
            moves=[dogma("Databases"), choose(["Tools", "Oars"], "Bob")])
    out = run(doc)
    assert score(out, "Bob") == ["Calendar"]


# ---- Self Service ---------------------------------------------------------------------------------------------------

def test_self_service_wins_with_twice_the_achievements():
    out = run(F(P("Ann", board={"green": ["Self Service"]}, achievements=[1, 2]), P("Bob", achievements=[3]),
                moves=[dogma("Self Service")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_self_service_self_executes_another_top_card():
    out = run(F(P("Ann", board={"green": ["Self Service"], "blue": ["Writing"]}, achievements=[1]),
                P("Bob", achievements=[3]), supply={"2": ["Calendar"]}, moves=[dogma("Self Service")]))
    assert out["result"] is None and hand(out, "Ann") == ["Calendar"]


# ---- Globalization --------------------------------------------------------------------------------------------------

def test_globalization_demand_and_most_points_win():
    out = run(F(P("Ann", board={"yellow": ["Globalization"]}, score=["Software"]),
                P("Bob", board={"green": ["Clothing"]}), supply={"11": ["Astrogeology"]},
                moves=[dogma("Globalization")]))
    assert pile(out, "Bob", "green") == []
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


# ---- Stem Cells / The Internet ---------------------------------------------------------------------------------------


def test_stem_cells_scores_the_whole_hand_and_draws_an_11():
    out = run(F(P("Ann", board={"yellow": ["Stem Cells"]}, hand=["Tools", "Oars"]), P("Bob"),
                supply={"11": ["Fusion"]}, moves=[dogma("Stem Cells"), choose("yes")]))
    assert sorted(score(out, "Ann")) == ["Oars", "Tools"] and hand(out, "Ann") == ["Fusion"]


def test_the_internet_features_the_avatar_and_melds_two_10s():
    doc = F(P("Ann", board={"purple": ["The Internet"]}), P("Bob", board={"purple": ["Escapism"]}),
            supply={"10": ["Software", "Databases", "A.I."]}, moves=[dogma("The Internet")])
    out = run(doc)
    # Bob has three avatars against Ann's two: he shares (and goes first)
    assert score(out, "Bob") == ["Software"] and score(out, "Ann") == ["Databases"]
