"""Age 7 card effects, each through a position file (``python -m engine play``'s code)."""
from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run, splay

YESNO = ["no", "yes"]


def pending(out):
    p = out["pending"]
    return None if p is None else (p["player"], p["kind"], p["min"], p["max"], sorted(map(str, p["options"])))


# ---- Evolution ------------------------------------------------------------------------

def _evolution(moves, score=("Optics",)):
    return run(pos(P("Ann", {"blue": ["Evolution"]}, score=list(score)), P("Bob", {"yellow": ["Agriculture"]}),
                   supply={"8": ["Flight"], "4": ["Anatomy"]}, moves=[dogma("Evolution"), *moves]))


def test_evolution_is_an_optional_alternative():
    out = _evolution([])
    assert pending(out) == ("Ann", "alternative", 0, 1, ["0", "1"])


def test_evolution_first_alternative_scores_8_then_returns():
    out = _evolution([choose(0)])
    assert pending(out) == ("Ann", "cards", 1, 1, ["Flight", "Optics"])
    out = _evolution([choose(0), choose(["Optics"])])
    assert pl(out, "Ann")["score"] == ["Flight"]
    assert out["supply"]["3"][-1] == "Optics"


def test_evolution_second_alternative_draws_one_above_highest_score():
    out = _evolution([choose(1)])
    assert pl(out, "Ann")["hand"] == ["Anatomy"] and pl(out, "Ann")["score"] == ["Optics"]


def test_evolution_declined():
    out = _evolution([choose(None)])
    assert pl(out, "Ann")["hand"] == [] and pl(out, "Ann")["score"] == ["Optics"]
    assert out["pending"] is None


# ---- Publications ------------------------------------------------------------------------

def _publications(moves):
    return run(pos(P("Ann", {"blue": ["Tools", "Writing", "Publications"], "yellow": ["Agriculture", "Statistics"]}),
                   P("Bob", {"red": ["Oars"]}), moves=[dogma("Publications"), *moves]))


def test_publications_rearranges_a_pile_then_splays_up():
    out = _publications([])
    assert pending(out) == ("Ann", "color", 0, 1, ["blue", "yellow"])
    out = _publications([choose("blue")])
    p = out["pending"]
    assert (p["kind"], p["options"]) == ("order", ["Publications", "Writing", "Tools"])   # top first
    out = _publications([choose("blue"), choose(["Tools", "Publications", "Writing"])])
    assert pile(out, "Ann", "blue") == ["Writing", "Publications", "Tools"]
    assert pending(out) == ("Ann", "color", 0, 1, ["blue", "yellow"])
    out = _publications([choose("blue"), choose(["Tools", "Publications", "Writing"]), choose("yellow")])
    assert splay(out, "Ann", "yellow") == "up" and splay(out, "Ann", "blue") == "none"


def test_publications_both_declined():
    out = _publications([choose(None), choose(None)])
    assert pile(out, "Ann", "blue") == ["Tools", "Writing", "Publications"]
    assert splay(out, "Ann", "yellow") == "none" and out["pending"] is None


def test_publications_nothing_to_rearrange_or_splay_asks_nothing():
    out = run(pos(P("Ann", {"blue": ["Publications"]}), P("Bob", {"red": ["Oars"]}),
                  moves=[dogma("Publications")]))
    assert out["pending"] is None


# ---- Combustion ------------------------------------------------------------------------

def _combustion(edition, moves):
    return run(pos(P("Ann", {"red": ["Archery", "Combustion"], "green": ["Navigation"], "purple": ["Enterprise"]}),
                   P("Bob", {"blue": ["Tools"]}, score=["Writing", "Optics", "Anatomy"]),
                   P("Cat", {"yellow": ["Agriculture"]}, score=["Sailing"]),
                   edition=edition, moves=[dogma("Combustion"), *moves]))


def test_combustion_last_edition_one_per_four_crowns_then_return_bottom_red():
    out = _combustion("third", [])
    # Ann shows 8 crowns: two cards each
    assert pending(out) == ("Bob", "cards", 2, 2, ["Anatomy", "Optics", "Writing"])
    out = _combustion("third", [choose(["Writing", "Optics"], "Bob")])
    assert pl(out, "Bob")["score"] == ["Anatomy"] and pl(out, "Cat")["score"] == []
    assert sorted(pl(out, "Ann")["score"]) == ["Optics", "Sailing", "Writing"]
    assert pile(out, "Ann", "red") == ["Combustion"]
    assert out["supply"]["1"][-1] == "Archery"


def test_combustion_last_edition_fewer_than_four_crowns_moves_nothing():
    out = run(pos(P("Ann", {"red": ["Combustion"]}), P("Bob", {"blue": ["Tools"]}, score=["Writing"]),
                  moves=[dogma("Combustion")]))
    assert pl(out, "Bob")["score"] == ["Writing"]
    assert pile(out, "Ann", "red") == []                 # its own bottom red card: returned
    assert out["supply"]["7"][-1] == "Combustion"


def test_combustion_first_edition_two_cards_no_return():
    out = _combustion("first", [choose(["Anatomy", "Optics"], "Bob")])
    assert pl(out, "Bob")["score"] == ["Writing"]
    assert sorted(pl(out, "Ann")["score"]) == ["Anatomy", "Optics", "Sailing"]
    assert pile(out, "Ann", "red") == ["Archery", "Combustion"]


# ---- Explosives -------------------------------------------------------------------------

def test_explosives_three_highest_ties_asked_and_empty_hand_draws_7():
    doc = pos(P("Ann", {"red": ["Explosives"]}),
              P("Bob", {"blue": ["Pottery"]}, hand=["Anatomy", "Optics", "Paper", "Compass", "Tools"]),
              P("Cat", {"green": ["Sailing"]}, hand=["Writing", "Oars"]),
              supply={"7": ["Lighting"]}, moves=[dogma("Explosives")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", 2, 2, ["Compass", "Optics", "Paper"])
    doc["moves"].append(choose(["Optics", "Paper"], "Bob"))
    out = run(doc)
    assert sorted(pl(out, "Bob")["hand"]) == ["Compass", "Tools"]
    assert pl(out, "Cat")["hand"] == ["Lighting"]        # gave both, hand empty: draw a 7
    assert sorted(pl(out, "Ann")["hand"]) == ["Anatomy", "Oars", "Optics", "Paper", "Writing"]


def test_explosives_empty_hand_draws_nothing():
    out = run(pos(P("Ann", {"red": ["Explosives"]}), P("Bob", {"blue": ["Tools"]}),
                  supply={"7": ["Lighting"]}, moves=[dogma("Explosives")]))
    assert pl(out, "Bob")["hand"] == [] and out["supply"]["7"] == ["Lighting"]


# ---- Bicycle ------------------------------------------------------------------------------

def test_bicycle_exchanges_hand_and_score():
    doc = pos(P("Ann", {"green": ["Bicycle"]}, hand=["Tools", "Optics"], score=["Anatomy"]),
              P("Bob", {"yellow": ["Agriculture"]}), moves=[dogma("Bicycle")])
    out = run(doc)
    assert pending(out) == ("Ann", "yesno", 1, 1, YESNO)
    doc["moves"].append(choose("yes"))
    out = run(doc)
    assert pl(out, "Ann")["hand"] == ["Anatomy"]
    assert sorted(pl(out, "Ann")["score"]) == ["Optics", "Tools"]


def test_bicycle_declined_and_nothing_to_exchange():
    out = run(pos(P("Ann", {"green": ["Bicycle"]}, hand=["Tools"]), P("Bob", {"yellow": ["Agriculture"]}),
                  moves=[dogma("Bicycle"), choose("no")]))
    assert pl(out, "Ann")["hand"] == ["Tools"] and pl(out, "Ann")["score"] == []
    out = run(pos(P("Ann", {"green": ["Bicycle"]}), P("Bob", {"yellow": ["Agriculture"]}),
                  moves=[dogma("Bicycle")]))
    assert out["pending"] is None


# ---- Electricity -----------------------------------------------------------------------------

def test_electricity_returns_tops_without_factory_and_draws_8s():
    out = run(pos(P("Ann", {"green": ["Electricity"], "red": ["Archery"], "blue": ["Chemistry"],
                            "yellow": ["Agriculture"]}),
                  P("Bob", {"purple": ["Mysticism"]}),
                  supply={"8": ["Flight", "Mobility", "Corporations"]}, moves=[dogma("Electricity")]))
    assert pile(out, "Ann", "red") == [] and pile(out, "Ann", "yellow") == []
    assert pile(out, "Ann", "blue") == ["Chemistry"]
    assert sorted(pl(out, "Ann")["hand"]) == ["Flight", "Mobility"]


def test_electricity_uncovered_card_is_not_returned():
    """Ruling (Deluxe text, BGA): only the cards on top when the effect starts are
    returned; the card each return uncovers stays, and one 8 is drawn per return."""
    out = run(pos(P("Ann", {"green": ["Electricity"], "red": ["Archery", "Oars"]}), P("Bob", {"purple": ["Mysticism"]}),
                  supply={"8": ["Flight", "Mobility"]}, moves=[dogma("Electricity")]))
    assert pile(out, "Ann", "red") == ["Archery"] and pl(out, "Ann")["hand"] == ["Flight"]


def test_electricity_shared_without_change_gives_no_free_draw():
    out = run(pos(P("Ann", {"green": ["Electricity"]}), P("Bob", {"red": ["Coal"]}),
                  supply={"7": ["Lighting"], "8": ["Flight"]}, moves=[dogma("Electricity")]))
    assert pile(out, "Bob", "red") == ["Coal"] and pl(out, "Bob")["hand"] == []
    assert pl(out, "Ann")["hand"] == []                  # no free Draw
    assert out["supply"]["7"] == ["Lighting"]


# ---- Refrigeration ---------------------------------------------------------------------------

def test_refrigeration_demand_half_rounded_down_three_players_then_score():
    doc = pos(P("Ann", {"yellow": ["Refrigeration"]}, hand=["Optics"]),
              P("Bob", {"red": ["Archery"]}, hand=["Tools", "Writing", "Oars", "Sailing", "Paper"]),
              P("Cat", {"red": ["Metalworking"]}, hand=["Mysticism"]),
              moves=[dogma("Refrigeration")])
    out = run(doc)
    assert pending(out) == ("Bob", "cards", 2, 2, ["Oars", "Paper", "Sailing", "Tools", "Writing"])
    doc["moves"].append(choose(["Tools", "Paper"], "Bob"))
    out = run(doc)
    assert sorted(pl(out, "Bob")["hand"]) == ["Oars", "Sailing", "Writing"]
    assert pl(out, "Cat")["hand"] == ["Mysticism"]      # 1 card: returns 0
    assert pending(out) == ("Ann", "cards", 0, 1, ["Optics"])
    doc["moves"].append(choose(["Optics"]))
    out = run(doc)
    assert pl(out, "Ann")["score"] == ["Optics"]


def test_refrigeration_decline_score():
    out = run(pos(P("Ann", {"yellow": ["Refrigeration"]}, hand=["Optics"]), P("Bob", {"red": ["Archery"]}),
                  moves=[dogma("Refrigeration"), choose(None)]))
    assert pl(out, "Ann")["hand"] == ["Optics"] and pl(out, "Ann")["score"] == []


# ---- Sanitation -----------------------------------------------------------------------------

def test_sanitation_exchange_demander_picks_lowest_first():
    """Ruling (as BGA): the demanding player picks their lowest card first, then the
    affected player picks among ties for their two highest."""
    doc = pos(P("Ann", {"yellow": ["Sanitation"]}, hand=["Tools", "Writing", "Optics"]),
              P("Bob", {"red": ["Archery"]}, hand=["Anatomy", "Paper", "Compass", "Sailing"]),
              moves=[dogma("Sanitation")])
    out = run(doc)
    assert pending(out) == ("Ann", "cards", 1, 1, ["Tools", "Writing"])
    doc["moves"].append(choose(["Tools"], "Ann"))
    out = run(doc)
    assert pending(out) == ("Bob", "cards", 1, 1, ["Compass", "Paper"])
    doc["moves"].append(choose(["Paper"], "Bob"))
    out = run(doc)
    assert sorted(pl(out, "Ann")["hand"]) == ["Anatomy", "Optics", "Paper", "Writing"]
    assert sorted(pl(out, "Bob")["hand"]) == ["Compass", "Sailing", "Tools"]


def test_sanitation_victim_with_empty_hand_still_receives_lowest():
    """Golden rule (as BGA): the exchange happens as far as it can."""
    out = run(pos(P("Ann", {"yellow": ["Sanitation"]}, hand=["Tools", "Optics"]),
                  P("Bob", {"red": ["Archery"]}), moves=[dogma("Sanitation")]))
    assert pl(out, "Ann")["hand"] == ["Optics"] and pl(out, "Bob")["hand"] == ["Tools"]


def test_sanitation_demander_with_empty_hand_still_takes_two_highest():
    """Golden rule (as BGA): with nothing to give, the demanding player still receives
    the affected player's two highest cards; nobody is asked when nothing ties."""
    out = run(pos(P("Ann", {"yellow": ["Sanitation"]}),
                  P("Bob", {"red": ["Archery"]}, hand=["Coal", "Banking", "Pottery"]), moves=[dogma("Sanitation")]))
    assert sorted(pl(out, "Ann")["hand"]) == ["Banking", "Coal"] and pl(out, "Bob")["hand"] == ["Pottery"]
    assert out["pending"] is None


# ---- Lighting ------------------------------------------------------------------------------

def test_lighting_tuck_up_to_three_score_a_7_per_value():
    out = run(pos(P("Ann", {"purple": ["Lighting"]}, hand=["Tools", "Writing", "Optics", "Anatomy"]),
                  P("Bob", {"red": ["Archery"]}), supply={"7": ["Evolution", "Bicycle", "Railroad"]},
                  moves=[dogma("Lighting")]))
    assert pending(out) == ("Ann", "cards", 0, 3, ["Anatomy", "Optics", "Tools", "Writing"])
    out = run(pos(P("Ann", {"purple": ["Lighting"]}, hand=["Tools", "Writing", "Optics", "Anatomy"]),
                  P("Bob", {"red": ["Archery"]}), supply={"7": ["Evolution", "Bicycle", "Railroad"]},
                  moves=[dogma("Lighting"), choose(["Tools", "Writing", "Optics"])]))
    assert sorted(pile(out, "Ann", "blue")) == ["Tools", "Writing"] and pile(out, "Ann", "red") == ["Optics"]
    assert sorted(pl(out, "Ann")["score"]) == ["Bicycle", "Evolution"]     # values 1 and 3
    assert pl(out, "Ann")["hand"] == ["Anatomy"]


def test_lighting_declined():
    out = run(pos(P("Ann", {"purple": ["Lighting"]}, hand=["Tools"]), P("Bob", {"red": ["Archery"]}),
                  moves=[dogma("Lighting"), choose([])]))
    assert pl(out, "Ann")["hand"] == ["Tools"] and pl(out, "Ann")["score"] == []


# ---- Railroad ----------------------------------------------------------------------------

def test_railroad_shared_returns_and_draws_then_splay_up_and_free_draw():
    sixes = ["Atomic Theory", "Encyclopedia", "Industrialization", "Machine Tools", "Classification",
             "Metric System"]
    doc = pos(P("Ann", {"purple": ["Railroad"], "red": {"cards": ["Archery", "Oars"], "splay": "right"}},
                hand=["Tools"]),
              P("Bob", {"green": ["Bicycle"], "purple": ["Lighting"]}),
              supply={"6": sixes, "7": ["Evolution"]}, moves=[dogma("Railroad")])
    out = run(doc)
    assert sorted(pl(out, "Bob")["hand"]) == sorted(sixes[:3])
    assert sorted(pl(out, "Ann")["hand"]) == sorted(sixes[3:])
    assert out["supply"]["1"][-1] == "Tools"
    assert pending(out) == ("Ann", "color", 0, 1, ["red"])
    doc["moves"].append(choose("red"))
    out = run(doc)
    assert splay(out, "Ann", "red") == "up"
    assert "Evolution" in pl(out, "Ann")["hand"]        # free Draw (a 7) for Bob's share


def test_railroad_empty_six_pile_and_declined_splay():
    out = run(pos(P("Ann", {"purple": ["Railroad"], "red": {"cards": ["Archery", "Oars"], "splay": "right"}}),
                  P("Bob", {"blue": ["Tools"]}),
                  supply={"6": ["Canning"], "7": ["Evolution", "Bicycle"]},
                  moves=[dogma("Railroad"), choose(None)]))
    assert sorted(pl(out, "Ann")["hand"]) == ["Bicycle", "Canning", "Evolution"]
    assert splay(out, "Ann", "red") == "right"
