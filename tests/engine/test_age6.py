"""Age 6 card effects, each through a position file (``python -m engine play``'s code)."""
from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run, splay

YESNO = ["no", "yes"]


def pending(out):
    p = out["pending"]
    return None if p is None else (p["player"], p["kind"], p["min"], p["max"], sorted(map(str, p["options"])))


# ---- Atomic Theory --------------------------------------------------------------------

def test_atomic_theory_splay_and_draw_meld_a_7():
    out = run(pos(P("Ann", {"blue": ["Tools", "Atomic Theory"]}), P("Bob", {"yellow": ["Agriculture"]}),
                  supply={"7": ["Lighting"]},
                  moves=[dogma("Atomic Theory")]))
    assert pending(out) == ("Ann", "yesno", 1, 1, YESNO)
    out = run(pos(P("Ann", {"blue": ["Tools", "Atomic Theory"]}), P("Bob", {"yellow": ["Agriculture"]}),
                  supply={"7": ["Lighting"]},
                  moves=[dogma("Atomic Theory"), choose("yes")]))
    assert splay(out, "Ann", "blue") == "right"
    assert pile(out, "Ann", "purple") == ["Lighting"]


def test_atomic_theory_single_blue_card_not_asked_empty_seven_pile():
    out = run(pos(P("Ann", {"blue": ["Atomic Theory"]}), P("Bob", {"yellow": ["Agriculture"]}),
                  supply={"7": [], "8": ["Flight"]},
                  moves=[dogma("Atomic Theory")]))
    assert pile(out, "Ann", "red") == ["Flight"] and out["pending"] is None


# ---- Encyclopedia ---------------------------------------------------------------------

def test_encyclopedia_melds_all_highest_of_different_colors():
    doc = pos(P("Ann", {"blue": ["Encyclopedia"]}, score=["Optics", "Paper", "Tools"]),
              P("Bob", {"yellow": ["Agriculture"]}), moves=[dogma("Encyclopedia")])
    out = run(doc)
    assert pending(out) == ("Ann", "yesno", 1, 1, YESNO)
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert pile(out, "Ann", "red") == ["Optics"] and pile(out, "Ann", "green") == ["Paper"]
    assert pl(out, "Ann")["score"] == ["Tools"]
    assert out["pending"] is None


def test_encyclopedia_declined():
    out = run(pos(P("Ann", {"blue": ["Encyclopedia"]}, score=["Optics", "Tools"]),
                  P("Bob", {"yellow": ["Agriculture"]}), moves=[dogma("Encyclopedia"), choose("no")]))
    assert sorted(pl(out, "Ann")["score"]) == ["Optics", "Tools"]


def test_encyclopedia_same_color_highest_cards_melded_without_order_question():
    """Ruling (position spec): several cards moved at once in no order the rules
    give are placed in an order the engine picks; nothing more is asked."""
    doc = pos(P("Ann", {"blue": ["Encyclopedia"]}, score=["Optics", "Engineering", "Tools"]),
              P("Bob", {"yellow": ["Agriculture"]}), moves=[dogma("Encyclopedia"), choose("yes")])
    out = run(doc)
    assert out["pending"] is None
    assert sorted(pile(out, "Ann", "red")) == ["Engineering", "Optics"]
    assert pl(out, "Ann")["score"] == ["Tools"]


def test_encyclopedia_empty_score_not_asked():
    out = run(pos(P("Ann", {"blue": ["Encyclopedia"]}), P("Bob", {"yellow": ["Agriculture"]}),
                  moves=[dogma("Encyclopedia")]))
    assert out["pending"] is None


# ---- Industrialization ------------------------------------------------------------------

def _industrialization(edition, board=None, moves=()):
    return run(pos(P("Ann", board or {"red": ["Industrialization"], "blue": ["Physics"]}),
                   P("Bob", {"green": ["Sailing"]}),
                   supply={"6": ["Encyclopedia", "Vaccination", "Canning"]},
                   edition=edition, moves=[dogma("Industrialization"), *moves]))


def test_industrialization_last_edition_one_per_color_with_factory():
    out = _industrialization("third")
    # red and blue show factories: two 6s tucked
    assert pile(out, "Ann", "blue") == ["Encyclopedia", "Physics"]
    assert pile(out, "Ann", "yellow") == ["Vaccination"]
    assert out["supply"]["6"] == ["Canning"]
    assert out["pending"] is None                        # red has one card, no purple


def test_industrialization_first_edition_one_per_two_factories():
    out = _industrialization("first")
    # three visible factories: one 6 tucked
    assert pile(out, "Ann", "blue") == ["Encyclopedia", "Physics"]
    assert pile(out, "Ann", "yellow") == []
    assert out["supply"]["6"] == ["Vaccination", "Canning"]


def test_industrialization_splay_red_or_purple():
    board = {"red": ["Coal", "Industrialization"], "purple": ["Code of Laws", "Mysticism"]}
    out = _industrialization("third", board)
    assert pile(out, "Ann", "blue") == ["Encyclopedia"]     # only red shows factories: one 6
    assert pending(out) == ("Ann", "color", 0, 1, ["purple", "red"])
    out = _industrialization("third", board, [choose("purple")])
    assert splay(out, "Ann", "purple") == "right" and splay(out, "Ann", "red") == "none"
    out = _industrialization("first", board, [choose(None)])
    assert splay(out, "Ann", "purple") == "none" and out["pending"] is None


# ---- Machine Tools ------------------------------------------------------------------------

def test_machine_tools_draws_and_scores_highest_score_value():
    out = run(pos(P("Ann", {"red": ["Machine Tools"]}, score=["Optics", "Tools"]), P("Bob", {"green": ["Sailing"]}),
                  supply={"3": ["Paper"]}, moves=[dogma("Machine Tools")]))
    assert sorted(pl(out, "Ann")["score"]) == ["Optics", "Paper", "Tools"]


def test_machine_tools_empty_score_scores_a_1():
    out = run(pos(P("Ann", {"red": ["Machine Tools"]}), P("Bob", {"green": ["Sailing"]}),
                  supply={"1": ["Writing"]}, moves=[dogma("Machine Tools")]))
    assert pl(out, "Ann")["score"] == ["Writing"]


# ---- Classification ----------------------------------------------------------------------

def test_classification_takes_color_from_all_hands_and_melds_them_all():
    doc = pos(P("Ann", {"green": ["Classification"]}, hand=["Coal", "Tools"]),
              P("Bob", {"yellow": ["Agriculture"]}, hand=["Oars", "Writing"]),
              P("Cat", {"purple": ["Mysticism"]}, hand=["Archery"]),
              moves=[dogma("Classification")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", 1, 1, ["Coal", "Tools"])
    doc["moves"].append(choose(["Coal"]))
    out = run(doc)
    assert out["pending"] is None
    assert pl(out, "Bob")["hand"] == ["Writing"] and pl(out, "Cat")["hand"] == []
    assert sorted(pile(out, "Ann", "red")) == ["Archery", "Coal", "Oars"]
    assert pl(out, "Ann")["hand"] == ["Tools"]


def test_classification_single_color_hand_not_asked_single_card_melded():
    out = run(pos(P("Ann", {"green": ["Classification"]}, hand=["Tools"]),
                  P("Bob", {"yellow": ["Agriculture"]}, hand=["Oars"]),
                  moves=[dogma("Classification")]))
    assert pile(out, "Ann", "blue") == ["Tools"]
    assert pl(out, "Bob")["hand"] == ["Oars"] and out["pending"] is None


def test_classification_empty_hand_nothing():
    out = run(pos(P("Ann", {"green": ["Classification"]}),
                  P("Bob", {"yellow": ["Agriculture"]}, hand=["Oars"]),
                  moves=[dogma("Classification")]))
    assert pl(out, "Bob")["hand"] == ["Oars"] and out["pending"] is None


# ---- Metric System -------------------------------------------------------------------------

def test_metric_system_green_splayed_right_lets_any_color_splay_right():
    doc = pos(P("Ann", {"green": {"cards": ["Sailing", "Metric System"], "splay": "right"},
                        "red": ["Archery", "Oars"]}),
              P("Bob", {"yellow": ["Agriculture"]}), moves=[dogma("Metric System")])
    out = run(doc)
    assert pending(out) == ("Ann", "color", 0, 1, ["red"])
    doc["moves"].append(choose("red"))
    out = run(doc)
    assert splay(out, "Ann", "red") == "right"
    assert out["pending"] is None                        # green already right: not asked


def test_metric_system_green_not_splayed_only_second_effect():
    doc = pos(P("Ann", {"green": ["Sailing", "Metric System"], "red": ["Archery", "Oars"]}),
              P("Bob", {"yellow": ["Agriculture"]}), moves=[dogma("Metric System")])
    out = run(doc)
    assert pending(out) == ("Ann", "yesno", 1, 1, YESNO)
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert splay(out, "Ann", "green") == "right" and splay(out, "Ann", "red") == "none"


# ---- Canning -------------------------------------------------------------------------------

def test_canning_tuck_then_score_top_cards_without_factory():
    doc = pos(P("Ann", {"yellow": ["Canning"], "red": ["Archery"], "blue": ["Chemistry"]}),
              P("Bob", {"green": ["Sailing"]}),
              supply={"6": ["Vaccination"]}, moves=[dogma("Canning")])
    out = run(doc)
    assert pending(out) == ("Ann", "yesno", 1, 1, YESNO)
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert pile(out, "Ann", "yellow") == ["Vaccination", "Canning"]
    assert pl(out, "Ann")["score"] == ["Archery"]
    assert pile(out, "Ann", "blue") == ["Chemistry"]
    assert pending(out) == ("Ann", "yesno", 1, 1, YESNO)   # yellow now has two cards
    doc["moves"].append(choose("no"))
    out = run(doc)
    assert splay(out, "Ann", "yellow") == "none" and out["pending"] is None


def test_canning_scores_only_the_cards_on_top_after_the_tuck():
    """Ruling (Deluxe text, BGA): "all your top cards without a factory" are the top
    cards once the 6 is tucked; a card uncovered by scoring one of them is not scored."""
    out = run(pos(P("Ann", {"yellow": ["Canning"], "red": ["Archery", "Oars"]}), P("Bob", {"green": ["Sailing"]}),
                  supply={"6": ["Vaccination"]}, moves=[dogma("Canning"), choose("yes")]))
    assert pl(out, "Ann")["score"] == ["Oars"] and pile(out, "Ann", "red") == ["Archery"]


def test_canning_declined():
    out = run(pos(P("Ann", {"yellow": ["Canning"], "red": ["Archery"]}), P("Bob", {"green": ["Sailing"]}),
                  supply={"6": ["Vaccination"]}, moves=[dogma("Canning"), choose("no")]))
    assert pl(out, "Ann")["score"] == [] and out["supply"]["6"] == ["Vaccination"]
    assert out["pending"] is None


# ---- Vaccination ------------------------------------------------------------------------------

def test_vaccination_demand_three_players_and_draw_meld_7():
    out = run(pos(P("Ann", {"yellow": ["Vaccination"]}),
                  P("Bob", {"red": ["Archery"]}, score=["Tools", "Oars", "Optics"]),
                  P("Cat", {"blue": ["Writing"]}),
                  supply={"6": ["Canning"], "7": ["Lighting"]},
                  moves=[dogma("Vaccination")]))
    assert pl(out, "Bob")["score"] == ["Optics"]
    assert out["supply"]["1"][-2:] in (["Tools", "Oars"], ["Oars", "Tools"])
    assert pile(out, "Bob", "yellow") == ["Canning"]
    assert pile(out, "Ann", "purple") == ["Lighting"]


def test_vaccination_nothing_returned_no_7():
    out = run(pos(P("Ann", {"yellow": ["Vaccination"]}), P("Bob", {"red": ["Archery"]}),
                  supply={"7": ["Lighting"]}, moves=[dogma("Vaccination")]))
    assert pile(out, "Ann", "purple") == [] and out["supply"]["7"] == ["Lighting"]


# ---- Democracy -----------------------------------------------------------------------------------

def _democracy(moves):
    return run(pos(P("Ann", {"purple": ["Democracy"]}, hand=["Archery", "Metalworking", "Agriculture"]),
                   P("Bob", {"purple": ["Philosophy"]}, hand=["Writing", "Oars"]),
                   P("Cat", {"blue": ["Tools"]}, hand=["Sailing"]),
                   supply={"8": ["Flight", "Mobility", "Corporations"], "6": ["Canning"]},
                   moves=[dogma("Democracy"), *moves]))


def test_democracy_counts_across_players_in_one_action():
    out = _democracy([])
    assert pending(out) == ("Bob", "cards", 0, 2, ["Oars", "Writing"])
    out = _democracy([choose(["Writing", "Oars"], "Bob"), choose(["Sailing"], "Cat"),
                      choose(["Archery", "Metalworking", "Agriculture"], "Ann")])
    assert pl(out, "Bob")["score"] == ["Flight"]        # 2 > 0
    assert pl(out, "Cat")["score"] == []                # 1 is not more than Bob's 2
    assert pl(out, "Ann")["score"] == ["Mobility"]      # 3 > 2
    assert pl(out, "Ann")["hand"] == ["Canning"]        # free Draw (a 6)


def test_democracy_tie_is_not_more():
    out = _democracy([choose(["Writing", "Oars"], "Bob"), choose(None, "Cat"),
                      choose(["Archery", "Metalworking"], "Ann")])
    assert pl(out, "Bob")["score"] == ["Flight"]
    assert pl(out, "Ann")["score"] == []
    assert pl(out, "Ann")["hand"] == ["Agriculture", "Canning"]


def test_democracy_returning_nothing_scores_nothing():
    out = run(pos(P("Ann", {"purple": ["Democracy"]}, hand=["Archery"]), P("Bob", {"red": ["Oars"]}),
                  supply={"8": ["Flight"]}, moves=[dogma("Democracy"), choose([])]))
    assert pl(out, "Ann")["score"] == [] and pl(out, "Ann")["hand"] == ["Archery"]


# ---- Emancipation ----------------------------------------------------------------------------------

def test_emancipation_demand_three_players_then_optional_splay():
    doc = pos(P("Ann", {"purple": ["Mysticism", "Emancipation"]}),
              P("Bob", {"green": ["Sailing"]}, hand=["Tools", "Oars"]),
              P("Cat", {"blue": ["Writing"]}),
              supply={"6": ["Canning"]}, moves=[dogma("Emancipation")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", 1, 1, ["Oars", "Tools"])
    doc["moves"].append(choose(["Tools"], "Bob"))
    out = run(doc)
    assert pl(out, "Ann")["score"] == ["Tools"]
    assert sorted(pl(out, "Bob")["hand"]) == ["Canning", "Oars"]
    assert pl(out, "Cat")["hand"] == []                  # empty hand: no card, no draw
    assert pending(out) == ("Ann", "color", 0, 1, ["purple"])
    doc["moves"].append(choose(None))
    out = run(doc)
    assert splay(out, "Ann", "purple") == "none" and out["pending"] is None
