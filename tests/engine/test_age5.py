"""Age 5 card effects, each through a position file (``python -m engine play``'s code)."""
from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run, splay


def pending(out):
    p = out["pending"]
    return None if p is None else (p["player"], p["kind"], p["min"], p["max"], sorted(map(str, p["options"])))


# ---- Chemistry ------------------------------------------------------------------------

def test_chemistry_splay_then_draw_score_and_return():
    out = run(pos(P("Ann", {"blue": ["Tools", "Chemistry"]}, score=["Optics"]), P("Bob", {"red": ["Archery"]}),
                  supply={"6": ["Atomic Theory", "Canning"]},
                  moves=[dogma("Chemistry")]))
    assert pending(out) == ("Ann", "yesno", 1, 1, ["no", "yes"])
    out = run(pos(P("Ann", {"blue": ["Tools", "Chemistry"]}, score=["Optics"]), P("Bob", {"red": ["Archery"]}),
                  supply={"6": ["Atomic Theory", "Canning"]},
                  moves=[dogma("Chemistry"), choose("yes")]))
    # highest top card 5 -> draw and score a 6, then return a card of the score pile
    assert pending(out) == ("Ann", "cards", 1, 1, ["Atomic Theory", "Optics"])
    out = run(pos(P("Ann", {"blue": ["Tools", "Chemistry"]}, score=["Optics"]), P("Bob", {"red": ["Archery"]}),
                  supply={"6": ["Atomic Theory", "Canning"]},
                  moves=[dogma("Chemistry"), choose("yes"), choose(["Optics"], "Ann")]))
    assert splay(out, "Ann", "blue") == "right"
    assert pl(out, "Ann")["score"] == ["Atomic Theory"]
    assert out["supply"]["3"][-1] == "Optics"
    assert out["pending"] is None


def test_chemistry_shared_score_then_return_same_card_still_earns_free_draw():
    """Bob shares (3 factories vs 2): he scores a 6 and must return it (his only
    score card): his zones end as they began, but the engine counts every verb call
    as a change, so Ann gets the free Draw (a 5)."""
    out = run(pos(P("Ann", {"blue": ["Chemistry"]}), P("Bob", {"red": ["Coal"]}),
                  supply={"5": ["Physics"], "6": ["Atomic Theory", "Canning", "Encyclopedia"]},
                  moves=[dogma("Chemistry")]))
    assert pl(out, "Bob")["score"] == [] and pl(out, "Bob")["hand"] == []
    assert pl(out, "Ann")["score"] == []
    assert out["supply"]["6"] == ["Encyclopedia", "Atomic Theory", "Canning"]
    assert pl(out, "Ann")["hand"] == ["Physics"]          # the free Draw
    assert out["pending"] is None


def test_chemistry_declined_splay():
    out = run(pos(P("Ann", {"blue": ["Tools", "Chemistry"]}), P("Bob", {"red": ["Archery"]}),
                  supply={"6": ["Atomic Theory"]},
                  moves=[dogma("Chemistry"), choose("no")]))
    assert splay(out, "Ann", "blue") == "none"
    assert pl(out, "Ann")["score"] == []                   # scored then forced to return it
    assert out["supply"]["6"] == ["Atomic Theory"]


# ---- Physics --------------------------------------------------------------------------

def test_physics_two_same_color_returns_drawn_and_whole_hand():
    out = run(pos(P("Ann", {"blue": ["Physics"]}, hand=["Writing"]), P("Bob", {"red": ["Archery"]}),
                  supply={"6": ["Atomic Theory", "Canning", "Encyclopedia", "Vaccination"]},
                  moves=[dogma("Physics")]))
    assert pl(out, "Ann")["hand"] == []
    assert out["supply"]["1"][-1] == "Writing"
    assert sorted(out["supply"]["6"]) == ["Atomic Theory", "Canning", "Encyclopedia", "Vaccination"]
    assert out["supply"]["6"][0] == "Vaccination"


def test_physics_three_colors_keeps_them():
    out = run(pos(P("Ann", {"blue": ["Physics"]}, hand=["Writing"]), P("Bob", {"red": ["Archery"]}),
                  supply={"6": ["Atomic Theory", "Canning", "Machine Tools"]},
                  moves=[dogma("Physics")]))
    assert sorted(pl(out, "Ann")["hand"]) == ["Atomic Theory", "Canning", "Machine Tools", "Writing"]


def test_physics_empty_six_pile_draws_sevens():
    out = run(pos(P("Ann", {"blue": ["Physics"]}), P("Bob", {"red": ["Archery"]}),
                  supply={"6": [], "7": ["Evolution", "Bicycle", "Combustion"]},
                  moves=[dogma("Physics")]))
    assert sorted(pl(out, "Ann")["hand"]) == ["Bicycle", "Combustion", "Evolution"]


# ---- Coal -----------------------------------------------------------------------------

def test_coal_tuck_splay_and_score_top_with_card_beneath():
    out = run(pos(P("Ann", {"red": ["Oars", "Coal"]}), P("Bob", {"green": ["Sailing"]}),
                  supply={"5": ["Statistics"]},
                  moves=[dogma("Coal"), choose("yes")]))
    assert pile(out, "Ann", "yellow") == ["Statistics"]
    assert splay(out, "Ann", "red") == "right"
    assert pending(out) == ("Ann", "cards", 0, 1, ["Coal", "Statistics"])
    out = run(pos(P("Ann", {"red": ["Oars", "Coal"]}), P("Bob", {"green": ["Sailing"]}),
                  supply={"5": ["Statistics"]},
                  moves=[dogma("Coal"), choose("yes"), choose(["Coal"])]))
    assert sorted(pl(out, "Ann")["score"]) == ["Coal", "Oars"]
    assert pile(out, "Ann", "red") == []
    assert pile(out, "Ann", "yellow") == ["Statistics"]


def test_coal_score_single_card_pile_and_declines():
    out = run(pos(P("Ann", {"red": ["Oars", "Coal"]}), P("Bob", {"green": ["Sailing"]}),
                  supply={"5": ["Statistics"]},
                  moves=[dogma("Coal"), choose("no"), choose(["Statistics"])]))
    assert pl(out, "Ann")["score"] == ["Statistics"]
    assert pile(out, "Ann", "red") == ["Oars", "Coal"] and splay(out, "Ann", "red") == "none"
    out = run(pos(P("Ann", {"red": ["Oars", "Coal"]}), P("Bob", {"green": ["Sailing"]}),
                  supply={"5": ["Statistics"]},
                  moves=[dogma("Coal"), choose("no"), choose(None)]))
    assert pl(out, "Ann")["score"] == [] and out["pending"] is None


# ---- The Pirate Code ------------------------------------------------------------------

def test_pirate_code_demand_three_players_then_scores_lowest_crown():
    doc = pos(P("Ann", {"red": ["The Pirate Code"], "green": ["Sailing"]}),
              P("Bob", {"blue": ["Tools"]}, score=["Archery", "Optics", "Anatomy", "Chemistry"]),
              P("Cat", {"yellow": ["Agriculture"]}, score=["Writing"]),
              moves=[dogma("The Pirate Code")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", 2, 2, ["Anatomy", "Archery", "Optics"])
    doc["moves"].append(choose(["Archery", "Optics"], "Bob"))
    out = run(doc)
    assert sorted(pl(out, "Bob")["score"]) == ["Anatomy", "Chemistry"]
    assert pl(out, "Cat")["score"] == []
    # Cat's only card moved without a question; then Ann scores Sailing (lowest crown top card)
    assert sorted(pl(out, "Ann")["score"]) == ["Archery", "Optics", "Sailing", "Writing"]
    assert pile(out, "Ann", "green") == []


def test_pirate_code_nothing_moved_no_score():
    out = run(pos(P("Ann", {"red": ["The Pirate Code"], "green": ["Sailing"]}),
                  P("Bob", {"blue": ["Tools"]}, score=["Chemistry"]),
                  moves=[dogma("The Pirate Code")]))
    assert pl(out, "Ann")["score"] == [] and pile(out, "Ann", "green") == ["Sailing"]
    assert pl(out, "Bob")["score"] == ["Chemistry"]


# ---- Banking -------------------------------------------------------------------------

def test_banking_demand_transfers_factory_card_and_victim_draws_and_scores():
    out = run(pos(P("Ann", {"green": ["Sailing", "Banking"]}),
                  P("Bob", {"red": ["Coal"], "green": ["Measurement"]}),
                  supply={"5": ["Physics"]},
                  moves=[dogma("Banking")]))
    assert pile(out, "Ann", "red") == ["Coal"] and pile(out, "Bob", "red") == []
    assert pl(out, "Bob")["score"] == ["Physics"]
    assert pending(out) == ("Ann", "yesno", 1, 1, ["no", "yes"])


def test_banking_green_factory_card_not_eligible():
    out = run(pos(P("Ann", {"green": ["Banking"]}),
                  P("Bob", {"green": ["Invention"]}),
                  supply={"5": ["Physics"]},
                  moves=[dogma("Banking")]))
    assert pile(out, "Bob", "green") == ["Invention"] and pl(out, "Bob")["score"] == []
    assert out["pending"] is None


# ---- Measurement ----------------------------------------------------------------------

def _measurement(edition, moves):
    return run(pos(P("Ann", {"green": ["Sailing", "Measurement"], "red": ["Archery", "Gunpowder"]},
                     hand=["Coal", "Oars"]),
                   P("Bob", {"yellow": ["Agriculture"]}),
                   supply={"2": ["Calendar", "Fermenting"], "1": ["Writing"]},
                   edition=edition, moves=[dogma("Measurement")] + moves))


def test_measurement_last_edition_splays_returned_cards_color():
    out = _measurement("third", [])
    assert pending(out) == ("Ann", "cards", 0, 1, ["Coal", "Oars"])
    out = _measurement("third", [choose(["Coal"])])
    assert out["supply"]["5"][-1] == "Coal"
    assert splay(out, "Ann", "red") == "right" and splay(out, "Ann", "green") == "none"
    assert sorted(pl(out, "Ann")["hand"]) == ["Calendar", "Oars"]   # 2 red cards -> a 2
    assert any("reveals Coal" in line for line in out["log"])


def test_measurement_declined():
    out = _measurement("third", [choose(None)])
    assert sorted(pl(out, "Ann")["hand"]) == ["Coal", "Oars"] and out["pending"] is None


def test_measurement_first_edition_any_color():
    out = _measurement("first", [choose(["Coal"])])
    assert pending(out) == ("Ann", "color", 1, 1, ["green", "red"])
    out = _measurement("first", [choose(["Coal"]), choose("green")])
    assert splay(out, "Ann", "green") == "right" and splay(out, "Ann", "red") == "none"
    assert sorted(pl(out, "Ann")["hand"]) == ["Calendar", "Oars"]


# ---- Statistics ----------------------------------------------------------------------

def test_statistics_last_edition_all_highest_three_players():
    out = run(pos(P("Ann", {"yellow": ["Agriculture", "Statistics"]}),
                  P("Bob", {"red": ["Archery"]}, score=["Optics", "Paper", "Tools"]),
                  P("Cat", {"blue": ["Writing"]}),
                  moves=[dogma("Statistics")]))
    assert sorted(pl(out, "Bob")["hand"]) == ["Optics", "Paper"]
    assert pl(out, "Bob")["score"] == ["Tools"]
    assert pending(out) == ("Ann", "yesno", 1, 1, ["no", "yes"])


def test_statistics_first_edition_repeats_while_one_card_in_hand():
    doc = pos(P("Ann", {"yellow": ["Agriculture", "Statistics"]}),
              P("Bob", {"red": ["Metalworking"]}, score=["Optics", "Tools", "Archery"]),
              edition="first", moves=[dogma("Statistics")])
    out = run(doc)
    # Optics (the single highest) moved, Bob now holds one card: repeat; Tools/Archery tie
    assert pl(out, "Bob")["hand"] == ["Optics"]
    assert pending(out) == ("Bob", "cards", 1, 1, ["Archery", "Tools"])
    doc["moves"].append(choose(["Tools"], "Bob"))
    out = run(doc)
    assert sorted(pl(out, "Bob")["hand"]) == ["Optics", "Tools"]
    assert pl(out, "Bob")["score"] == ["Archery"]          # two cards in hand: stop
    assert pending(out) == ("Ann", "yesno", 1, 1, ["no", "yes"])


def test_statistics_first_edition_no_repeat_with_other_cards_in_hand():
    out = run(pos(P("Ann", {"yellow": ["Statistics"]}),
                  P("Bob", {"red": ["Metalworking"]}, hand=["Sailing"], score=["Optics", "Tools"]),
                  edition="first", moves=[dogma("Statistics")]))
    assert sorted(pl(out, "Bob")["hand"]) == ["Optics", "Sailing"]
    assert pl(out, "Bob")["score"] == ["Tools"]


def test_statistics_last_edition_takes_all_tied_no_question():
    out = run(pos(P("Ann", {"yellow": ["Statistics"]}),
                  P("Bob", {"red": ["Metalworking"]}, score=["Optics", "Paper"]),
                  moves=[dogma("Statistics")]))
    assert sorted(pl(out, "Bob")["hand"]) == ["Optics", "Paper"] and out["pending"] is None


# ---- Steam Engine ------------------------------------------------------------------------

def test_steam_engine_tucks_two_fours_and_scores_bottom_yellow():
    out = run(pos(P("Ann", {"yellow": ["Agriculture", "Steam Engine"]}), P("Bob", {"green": ["Sailing"]}),
                  supply={"4": ["Anatomy", "Invention"]},
                  moves=[dogma("Steam Engine")]))
    assert pile(out, "Ann", "yellow") == ["Agriculture", "Steam Engine"]
    assert pile(out, "Ann", "green") == ["Invention"]
    assert pl(out, "Ann")["score"] == ["Anatomy"]


def test_steam_engine_shared_without_yellow_and_free_draw():
    out = run(pos(P("Ann", {"yellow": ["Agriculture", "Steam Engine"]}), P("Bob", {"red": ["Coal"]}),
                  supply={"4": ["Colonialism", "Gunpowder", "Anatomy", "Perspective"], "5": ["Physics"]},
                  moves=[dogma("Steam Engine")]))
    assert pile(out, "Bob", "red") == ["Gunpowder", "Colonialism", "Coal"]
    assert pl(out, "Bob")["score"] == []
    assert pile(out, "Ann", "yellow") == ["Anatomy", "Agriculture", "Steam Engine"]
    assert pl(out, "Ann")["score"] == ["Perspective"]
    assert pl(out, "Ann")["hand"] == ["Physics"]           # free Draw


# ---- Astronomy -------------------------------------------------------------------------

def test_astronomy_melds_blue_and_green_then_claims_universe():
    out = run(pos(P("Ann", {"purple": ["Astronomy"]}), P("Bob", {"red": ["Archery"]}),
                  supply={"6": ["Atomic Theory", "Classification", "Canning"]},
                  moves=[dogma("Astronomy")]))
    assert pile(out, "Ann", "blue") == ["Atomic Theory"]
    assert pile(out, "Ann", "green") == ["Classification"]
    assert pl(out, "Ann")["hand"] == ["Canning"]
    assert "Universe" in pl(out, "Ann")["achievements"]
    assert "Universe" not in out["available_achievements"]


def test_astronomy_low_non_purple_top_card_no_universe():
    out = run(pos(P("Ann", {"purple": ["Astronomy"], "red": ["Archery"]}), P("Bob", {"red": ["Oars"]}),
                  supply={"6": ["Canning"]},
                  moves=[dogma("Astronomy")]))
    assert pl(out, "Ann")["hand"] == ["Canning"]
    assert "Universe" not in pl(out, "Ann")["achievements"]


def test_astronomy_only_purple_top_cards_claims_universe():
    """Ruling (as BGA): with no non-purple top card, "all non-purple top cards are
    6 or more" holds, so Universe is claimed."""
    out = run(pos(P("Ann", {"purple": ["Astronomy"]}), P("Bob", {"red": ["Oars"]}),
                  supply={"6": ["Canning"]},
                  moves=[dogma("Astronomy")]))
    assert "Universe" in pl(out, "Ann")["achievements"]


def test_astronomy_universe_already_taken():
    out = run(pos(P("Ann", {"purple": ["Astronomy"]}), P("Bob", {"red": ["Oars"]}, achievements=["Universe"]),
                  supply={"6": ["Canning"]},
                  moves=[dogma("Astronomy")]))
    assert "Universe" not in pl(out, "Ann")["achievements"]


# ---- Societies -------------------------------------------------------------------------

def _societies(bob_board, edition="third", ann_extra=None, moves=()):
    board = {"purple": ["Societies"], "blue": ["Tools"]}
    board.update(ann_extra or {})
    return run(pos(P("Ann", board), P("Bob", bob_board), supply={"5": ["Physics"]},
                   edition=edition, moves=[dogma("Societies"), *moves]))


def test_societies_last_edition_only_higher_than_my_top_card():
    bob = {"blue": ["Experimentation"], "green": ["Measurement"], "purple": ["Philosophy"]}
    out = _societies(bob)
    assert pending(out) == ("Bob", "cards", 1, 1, ["Experimentation", "Measurement"])
    out = _societies(bob, moves=[choose(["Measurement"], "Bob")])
    assert pile(out, "Ann", "green") == ["Measurement"]
    assert pl(out, "Bob")["hand"] == ["Physics"]


def test_societies_last_edition_purple_counts_and_lower_card_stays():
    out = _societies({"purple": ["Democracy"]})
    assert pile(out, "Ann", "purple") == ["Societies", "Democracy"]
    assert pl(out, "Bob")["hand"] == ["Physics"]
    out = _societies({"blue": ["Experimentation"]}, ann_extra={"blue": ["Chemistry"]})
    assert pile(out, "Bob", "blue") == ["Experimentation"] and pl(out, "Bob")["hand"] == []


def test_societies_first_edition_any_non_purple():
    out = _societies({"purple": ["Democracy"]}, edition="first")
    assert pile(out, "Bob", "purple") == ["Democracy"] and pl(out, "Bob")["hand"] == []
    out = _societies({"blue": ["Experimentation"]}, edition="first", ann_extra={"blue": ["Chemistry"]})
    assert pile(out, "Ann", "blue") == ["Chemistry", "Experimentation"]
    assert pl(out, "Bob")["hand"] == ["Physics"]
