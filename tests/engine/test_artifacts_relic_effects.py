"""The relic effects playable with Artifacts of History alone (Complex Numbers,
Newton-Wickins Telescope), each through a position file with the Relics option."""
from tests.engine.art_helpers import achievements, apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, supply


# ---- Complex Numbers ------------------------------------------------------------------------------

def test_complex_numbers_reveals_a_matching_card_and_claims_its_value():
    doc = apos(P("Ann", {"blue": ["Complex Numbers"], "yellow": ["Masonry"]}, hand=["Mysticism", "Optics"]),
               P("Bob", {"red": ["Archery"]}),
               relics=True, moves=[dogma("Complex Numbers")])
    p = run(doc)["pending"]
    # Mysticism shows three castles, like Masonry; Optics matches no top card.
    assert (p["min"], p["options"]) == (0, ["Mysticism"])
    out = run({**doc, "moves": doc["moves"] + [choose(["Mysticism"])]})
    assert sorted(hand(out, "Ann")) == ["Mysticism", "Optics"]
    assert len(achievements(out, "Ann")) == 1 and 1 not in out["available_achievements"]


def test_complex_numbers_declined_or_no_match_claims_nothing():
    out = run(apos(P("Ann", {"blue": ["Complex Numbers"], "yellow": ["Masonry"]}, hand=["Mysticism"]),
                   P("Bob", {"red": ["Archery"]}),
                   relics=True, moves=[dogma("Complex Numbers"), choose(None)]))
    assert achievements(out, "Ann") == []
    out = run(apos(P("Ann", {"blue": ["Complex Numbers"]}, hand=["Optics"]),
                   P("Bob", {"red": ["Archery"]}),
                   relics=True, moves=[dogma("Complex Numbers")]))
    assert out["pending"] is None and achievements(out, "Ann") == []


# ---- Newton-Wickins Telescope ----------------------------------------------------------------------

def test_newton_wickins_telescope_melds_a_card_of_the_count_returned():
    out = run(apos(P("Ann", {"purple": ["Newton-Wickins Telescope"]}, score=["Pottery", "Tools", "Optics"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"2": ["Calendar"]},
                   relics=True, moves=[dogma("Newton-Wickins Telescope"), choose(["Pottery", "Tools"])]))
    assert pile(out, "Ann", "blue") == ["Calendar"] and score(out, "Ann") == ["Optics"]


def test_newton_wickins_telescope_returns_a_melded_card_with_a_clock():
    seven = ["Pottery", "Tools", "Writing", "Archery", "Oars", "Clothing", "Sailing"]
    out = run(apos(P("Ann", {"purple": ["Newton-Wickins Telescope"]}, score=seven),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"7": ["Bicycle", "Evolution"]},
                   relics=True, moves=[dogma("Newton-Wickins Telescope"), choose(seven)]))
    assert pile(out, "Ann", "green") == [] and supply(out, 7) == ["Evolution", "Bicycle"]


def test_newton_wickins_telescope_declined_does_nothing():
    out = run(apos(P("Ann", {"purple": ["Newton-Wickins Telescope"]}, score=["Pottery"]),
                   P("Bob", {"red": ["Archery"]}),
                   relics=True, moves=[dogma("Newton-Wickins Telescope"), choose([])]))
    assert score(out, "Ann") == ["Pottery"] and hand(out, "Ann") == []


# ---- Safety Pin ------------------------------------------------------------------------------------

def test_safety_pin_demand_returns_high_cards_and_draws_a_6():
    # Safety Pin (Echoes of the Past) can only be seized into achievements with Artifacts
    # alone; its demand is written all the same (a position file may put it on a board).
    out = run(apos(P("Ann", {"yellow": ["Safety Pin"]}),
                   P("Bob", {"red": ["Archery"]}, hand=["Bicycle", "Software", "Optics"]),
                   supply={"6": ["Canning"]},
                   relics=True, moves=[dogma("Safety Pin")]))
    assert sorted(hand(out, "Bob")) == ["Canning", "Optics"]
    assert supply(out, 7)[-1] == "Bicycle" and supply(out, 10)[-1] == "Software"
