"""Artifacts of History, age 9 card effects, each through a position file."""
from tests.engine.art_helpers import apos
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score, splay, supply


# ---- Yeager's Bell X-1A --------------------------------------------------------------------------

def test_yeagers_bell_carries_out_the_melded_9_and_stops_without_a_clock():
    out = run(apos(P("Ann", {"blue": ["Yeager's Bell X-1A"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"9": ["Genetics", "Suburbia"], "10": ["Software"]},
                   moves=[dogma("Yeager's Bell X-1A")]))
    # Genetics: draw and meld a 10 (Software, blue) and score every card beneath it.
    assert pile(out, "Ann", "blue") == ["Software"]
    assert sorted(score(out, "Ann")) == ["Genetics", "Yeager's Bell X-1A"]
    assert supply(out, 9) == ["Suburbia"]


def test_yeagers_bell_repeats_after_a_9_with_a_clock_and_its_demand_hits_opponents():
    doc = apos(P("Ann", {"blue": ["Yeager's Bell X-1A"]}),
               P("Bob", {"red": ["Archery"]}),
               supply={"9": ["Collaboration", "Ecology", "Specialization", "Genetics"], "10": ["Software"]},
               moves=[dogma("Yeager's Bell X-1A")])
    p = run(doc)["pending"]
    # Collaboration's demand, issued by Ann: Bob drew two 9s, Ann picks one for her board.
    assert p["player"] == "Ann" and sorted(p["options"]) == ["Ecology", "Specialization"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Ecology"], "Ann")]})
    assert pile(out, "Ann", "yellow") == ["Ecology"] and pile(out, "Bob", "purple") == ["Specialization"]
    # Collaboration shows a clock: repeat with Genetics (no clock): Software melded, cards beneath scored.
    assert pile(out, "Ann", "blue") == ["Software"]


# ---- Luna 3 --------------------------------------------------------------------------------------

def test_luna_3_returns_score_pile_and_scores_by_count():
    out = run(apos(P("Ann", {"blue": ["Luna 3"]}, score=["Pottery", "Tools", "Optics"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"3": ["Paper"]},
                   moves=[dogma("Luna 3")]))
    assert score(out, "Ann") == ["Paper"]


# ---- United Nations Charter -----------------------------------------------------------------------

def test_united_nations_charter_takes_demand_tops_then_draws_a_10():
    out = run(apos(P("Ann", {"red": ["United Nations Charter"]}),
                   P("Bob", {"blue": ["Pottery"], "green": ["Mapmaking"], "purple": ["City States"]}),
                   supply={"10": ["Software", "Robotics"]},
                   moves=[dogma("United Nations Charter")]))
    assert sorted(score(out, "Ann")) == ["City States", "Mapmaking"]
    assert pile(out, "Bob", "blue") == ["Pottery"]
    # Bob shares but has no demand top card left; Ann's own card has a compel effect.
    assert hand(out, "Bob") == [] and hand(out, "Ann") == ["Software"]


# ---- Velcro Shoes --------------------------------------------------------------------------------

def test_velcro_shoes_takes_a_9_from_hand_first():
    out = run(apos(P("Ann", {"red": ["Velcro Shoes"]}),
                   P("Bob", {"red": ["Coal"]}, hand=["Computers"], score=["Genetics"]),
                   moves=[dogma("Velcro Shoes")]))
    assert hand(out, "Ann") == ["Computers"] and score(out, "Bob") == ["Genetics"]


def test_velcro_shoes_then_from_score_pile():
    out = run(apos(P("Ann", {"red": ["Velcro Shoes"]}),
                   P("Bob", {"red": ["Coal"]}, hand=["Optics"], score=["Genetics"]),
                   moves=[dogma("Velcro Shoes")]))
    assert score(out, "Ann") == ["Genetics"] and out["result"] is None


def test_velcro_shoes_no_9_anywhere_and_the_compelling_player_wins():
    out = run(apos(P("Ann", {"red": ["Velcro Shoes"]}),
                   P("Bob", {"red": ["Coal"]}, hand=["Optics"]),
                   moves=[dogma("Velcro Shoes")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


# ---- Philips Compact Cassette ----------------------------------------------------------------------

def test_philips_compact_cassette_unsplays_compelled_then_splays_two_up():
    doc = apos(P("Ann", {"green": ["Clothing", "Philips Compact Cassette"], "blue": ["Writing", "Tools"],
                         "yellow": ["Agriculture", "Masonry"]}),
               P("Bob", {"blue": ["Pottery"], "red": {"cards": ["Archery", "Oars"], "splay": "left"}}),
               moves=[dogma("Philips Compact Cassette")])
    out = run(doc)
    # Compelled, Bob unsplays red; sharing, he splays up the one pile he can (red, forced).
    assert splay(out, "Bob", "red") == "up"
    p = out["pending"]
    assert (p["player"], p["kind"], p["min"], p["max"]) == ("Ann", "colors", 2, 2)
    out = run({**doc, "moves": doc["moves"] + [choose(["blue", "green"])]})
    assert splay(out, "Ann", "blue") == "up" and splay(out, "Ann", "green") == "up"
    assert splay(out, "Ann", "yellow") == "none"


# ---- Syncom 3 --------------------------------------------------------------------------------------

def test_syncom_3_five_colors_win():
    out = run(apos(P("Ann", {"green": ["Syncom 3"]}, hand=["Optics"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"9": ["Computers", "Fission", "Satellites", "Ecology", "Services"]},
                   moves=[dogma("Syncom 3")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}
    assert supply(out, 3)[-1] == "Optics"


def test_syncom_3_repeated_color_keeps_cards():
    out = run(apos(P("Ann", {"green": ["Syncom 3"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"9": ["Computers", "Genetics", "Satellites", "Ecology", "Services"]},
                   moves=[dogma("Syncom 3")]))
    assert out["result"] is None and len(hand(out, "Ann")) == 5


# ---- Rock Around the Clock ---------------------------------------------------------------------------

def test_rock_around_the_clock_scores_a_9_per_clock_top():
    out = run(apos(P("Ann", {"yellow": ["Rock Around the Clock"], "blue": ["Publications"], "red": ["Archery"]}),
                   P("Bob", {"red": ["Oars"]}),
                   supply={"9": ["Computers", "Genetics", "Fission"]},
                   moves=[dogma("Rock Around the Clock")]))
    assert score(out, "Ann") == ["Computers", "Genetics"]


# ---- Magnavox Odyssey --------------------------------------------------------------------------------

def test_magnavox_odyssey_two_10s_of_one_color_win():
    out = run(apos(P("Ann", {"yellow": ["Magnavox Odyssey"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"10": ["Software", "Bioengineering"]},
                   moves=[dogma("Magnavox Odyssey")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_magnavox_odyssey_different_colors_no_win():
    out = run(apos(P("Ann", {"yellow": ["Magnavox Odyssey"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"10": ["Software", "Robotics"]},
                   moves=[dogma("Magnavox Odyssey")]))
    assert out["result"] is None and pile(out, "Ann", "red") == ["Robotics"]


# ---- The Big Bang ------------------------------------------------------------------------------------

def test_the_big_bang_repeats_while_the_blue_card_changes_something():
    out = run(apos(P("Ann", {"purple": ["The Big Bang"], "blue": ["Calendar"]}, score=["Pottery", "Tools"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"3": ["Optics", "Paper"], "10": ["Software", "Robotics"]},
                   moves=[dogma("The Big Bang")]))
    # Calendar draws two 3s (more score cards than cards in hand); a 10 is removed; then
    # Calendar changes nothing (2 cards in hand, 2 in the score pile): stop.
    assert hand(out, "Ann") == ["Optics", "Paper"]
    assert supply(out, 10) == ["Robotics"]
    assert "Software" not in str(out["players"])


def test_the_big_bang_without_blue_top_does_nothing():
    out = run(apos(P("Ann", {"purple": ["The Big Bang"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"10": ["Software"]},
                   moves=[dogma("The Big Bang")]))
    assert supply(out, 10) == ["Software"] and hand(out, "Ann") == []


# ---- Marilyn Diptych -----------------------------------------------------------------------------------

def test_marilyn_diptych_score_exactly_25_wins():
    out = run(apos(P("Ann", {"purple": ["Marilyn Diptych"]}, hand=["Optics"], score=["Software", "Databases", "Coal"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Marilyn Diptych"), choose(["Optics"]), choose(["Optics"])]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_marilyn_diptych_declined_and_not_25():
    out = run(apos(P("Ann", {"purple": ["Marilyn Diptych"]}, hand=["Optics"], score=["Software"]),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Marilyn Diptych"), choose(None), choose(None)]))
    assert out["result"] is None and hand(out, "Ann") == ["Optics"] and score(out, "Ann") == ["Software"]


def test_luna_3_empty_score_pile_scores_a_1():
    out = run(apos(P("Ann", {"blue": ["Luna 3"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"1": ["Pottery"]},
                   moves=[dogma("Luna 3")]))
    assert score(out, "Ann") == ["Pottery"]


def test_united_nations_charter_no_demand_top_card_draws_nothing():
    # Dogma'd from the display, the Charter is not on Ann's board: no top card with a
    # demand, no 10 drawn.
    doc = {**apos(P("Ann", {"blue": ["Pottery"]}), P("Bob", {"red": ["Archery"]}),
                  supply={"10": ["Software"]}),
           "moves": [choose("dogma")]}
    doc["players"][0]["display"] = "United Nations Charter"
    out = run(doc)
    assert hand(out, "Ann") == [] and supply(out, 10) == ["Software"]
