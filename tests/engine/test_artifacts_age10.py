"""Artifacts of History, age 10 card effects, each through a position file."""
from tests.engine.art_helpers import apos, art_pile
from tests.engine.helpers import P, choose, dogma, hand, pile, run, score


# ---- Rover Curiosity ----------------------------------------------------------------------------

def test_rover_curiosity_melds_an_artifact_10_and_carries_it_out():
    out = run(apos(P("Ann", {"blue": ["Rover Curiosity"]}),
                   P("Bob", {"red": ["Archery"]}),
                   artifacts={"10": ["Where's Waldo?"]},
                   moves=[dogma("Rover Curiosity")]))
    assert pile(out, "Ann", "yellow") == ["Where's Waldo?"]
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_rover_curiosity_empty_artifacts_10_pile_melds_a_base_10():
    out = run(apos(P("Ann", {"blue": ["Rover Curiosity"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"10": ["Stem Cells"]}, artifacts={"10": []},
                   moves=[dogma("Rover Curiosity")]))
    assert pile(out, "Ann", "yellow") == ["Stem Cells"] and out["result"] is None


# ---- Higgs Boson ----------------------------------------------------------------------------------

def test_higgs_boson_moves_the_whole_board_to_the_score_pile():
    out = run(apos(P("Ann", {"blue": ["Higgs Boson"], "red": ["Archery", "Oars"]}),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Higgs Boson")]))
    assert sorted(score(out, "Ann")) == ["Archery", "Higgs Boson", "Oars"]
    assert pile(out, "Ann", "red") == [] and pile(out, "Ann", "blue") == []


# ---- Maldives ---------------------------------------------------------------------------------------

def test_maldives_compelled_keeps_two_and_two_then_four_in_score():
    doc = apos(P("Ann", {"red": ["Maldives"]}, score=["Pottery", "Tools", "Writing", "Oars", "Archery"]),
               P("Bob", {"blue": ["Quantum Theory"]}, hand=["Clothing", "Sailing", "Masonry", "Mysticism"],
                 score=["Calendar", "Optics", "Paper"]),
               moves=[dogma("Maldives"), choose(["Clothing", "Sailing"], "Bob"), choose(["Paper"], "Bob")])
    out = run(doc)
    assert sorted(hand(out, "Bob")) == ["Masonry", "Mysticism"]
    assert sorted(score(out, "Bob")) == ["Calendar", "Optics"]
    p = out["pending"]
    assert (p["player"], p["min"], p["max"]) == ("Ann", 1, 1)
    out = run({**doc, "moves": doc["moves"] + [choose(["Pottery"], "Ann")]})
    assert len(score(out, "Ann")) == 4 and "Pottery" not in score(out, "Ann")


# ---- Maastricht Treaty ----------------------------------------------------------------------------------

def test_maastricht_treaty_strictly_most_score_cards_wins():
    out = run(apos(P("Ann", {"green": ["Maastricht Treaty"]}, score=["Pottery", "Tools", "Writing"]),
                   P("Bob", {"red": ["Archery"]}, score=["Calendar", "Optics"]),
                   moves=[dogma("Maastricht Treaty")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_maastricht_treaty_tie_does_not_win():
    out = run(apos(P("Ann", {"green": ["Maastricht Treaty"]}, score=["Pottery", "Tools"]),
                   P("Bob", {"red": ["Archery"]}, score=["Calendar", "Optics"]),
                   moves=[dogma("Maastricht Treaty")]))
    assert out["result"] is None


# ---- Seikan Tunnel ------------------------------------------------------------------------------------

def test_seikan_tunnel_compares_cards_showing_not_pile_sizes():
    # Ann's blue shows 3 cards (splayed); Bob's blue holds 4 but shows 1 (unsplayed), his red shows 2.
    out = run(apos(P("Ann", {"green": ["Seikan Tunnel"], "blue": {"cards": ["Pottery", "Tools", "Writing"],
                                                                  "splay": "left"}}),
                   P("Bob", {"blue": ["Calendar", "Mathematics", "Alchemy", "Translation"],
                             "red": {"cards": ["Archery", "Oars"], "splay": "right"}}),
                   moves=[dogma("Seikan Tunnel")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_seikan_tunnel_fewer_cards_showing_does_not_win():
    out = run(apos(P("Ann", {"green": ["Seikan Tunnel"]}),
                   P("Bob", {"red": {"cards": ["Archery", "Oars"], "splay": "right"}}),
                   moves=[dogma("Seikan Tunnel")]))
    assert out["result"] is None


# ---- Dolly the Sheep ------------------------------------------------------------------------------------

def test_dolly_the_sheep_wins_with_domestication_at_the_bottom():
    out = run(apos(P("Ann", {"yellow": ["Domestication", "Agriculture", "Dolly the Sheep"]}),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Dolly the Sheep"), choose("no"), choose("no")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_dolly_the_sheep_scores_bottom_then_tucks_domestication_and_wins():
    out = run(apos(P("Ann", {"yellow": ["Agriculture", "Dolly the Sheep"]}),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"1": ["Domestication"]},
                   moves=[dogma("Dolly the Sheep"), choose("yes"), choose("yes")]))
    assert score(out, "Ann") == ["Agriculture"]
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_dolly_the_sheep_otherwise_melds_highest_and_draws_a_10():
    out = run(apos(P("Ann", {"yellow": ["Agriculture", "Dolly the Sheep"]}, hand=["Optics", "Writing"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"10": ["Software"]},
                   moves=[dogma("Dolly the Sheep"), choose("no"), choose("no")]))
    assert out["result"] is None
    assert pile(out, "Ann", "red") == ["Optics"] and sorted(hand(out, "Ann")) == ["Software", "Writing"]


# ---- Where's Waldo? -------------------------------------------------------------------------------------

def test_wheres_waldo_wins():
    out = run(apos(P("Ann", {"yellow": ["Where's Waldo?"]}),
                   P("Bob", {"red": ["Archery"]}),
                   moves=[dogma("Where's Waldo?")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


# ---- DeLorean DMC-12 ------------------------------------------------------------------------------------

def test_delorean_removes_every_top_card_and_hand():
    out = run(apos(P("Ann", {"purple": ["DeLorean DMC-12"], "blue": ["Pottery", "Tools"]}, hand=["Optics"]),
                   P("Bob", {"red": ["Archery", "Oars"]}, hand=["Writing"]),
                   moves=[dogma("DeLorean DMC-12")]))
    assert pile(out, "Ann", "blue") == ["Pottery"] and pile(out, "Ann", "purple") == []
    assert pile(out, "Bob", "red") == ["Archery"]
    assert hand(out, "Ann") == [] and hand(out, "Bob") == []
    assert "DeLorean DMC-12" not in art_pile(out, 10)


# ---- Twister -------------------------------------------------------------------------------------------

def test_twister_melds_one_score_card_of_each_color():
    doc = apos(P("Ann", {"purple": ["Twister"]}),
               P("Bob", {"red": ["Coal"]}, score=["Optics", "Oars", "Writing"]),
               moves=[dogma("Twister")])
    p = run(doc)["pending"]
    assert (p["player"], sorted(p["options"])) == ("Bob", ["Oars", "Optics"])
    out = run({**doc, "moves": doc["moves"] + [choose(["Optics"], "Bob")]})
    assert pile(out, "Bob", "red") == ["Coal", "Optics"] and pile(out, "Bob", "blue") == ["Writing"]
    assert score(out, "Bob") == ["Oars"]


# ---- Exxon Valdez ----------------------------------------------------------------------------------

def test_exxon_valdez_two_players_compelled_player_loses_at_once():
    out = run(apos(P("Ann", {"red": ["Exxon Valdez"]}),
                   P("Bob", {"red": ["Coal"], "blue": ["Pottery"]}, hand=["Optics"], score=["Writing"],
                     achievements=[1]),
                   moves=[dogma("Exxon Valdez")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}
    bob = next(p for p in out["players"] if p["name"] == "Bob")
    assert bob["hand"] == [] and bob["score"] == [] and bob["achievements"] == []
    assert pile(out, "Bob", "red") == [] and pile(out, "Bob", "blue") == []


def test_exxon_valdez_team_game_the_compelling_team_wins():
    out = run(apos(P("Ann", {"red": ["Exxon Valdez"]}), P("Bob", {"red": ["Coal"]}),
                   P("Cat", {"blue": ["Pottery"]}), P("Dan", {"blue": ["Writing"]}),
                   teams=True, moves=[dogma("Exxon Valdez")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann", "Cat"]}


def test_exxon_valdez_three_players_the_others_play_on_without_the_loser():
    doc = apos(P("Ann", {"red": ["Exxon Valdez"], "purple": ["Mysticism"]}),
               P("Bob", {"red": ["Coal"]}, hand=["Optics"]),
               P("Cat", {"blue": ["Pottery"]}),
               supply={"1": ["Writing", "Tools", "Oars", "Sailing"]},
               moves=[dogma("Exxon Valdez")])
    out = run(doc)
    assert out["result"] is None and out["eliminated"] == ["Bob"]
    assert hand(out, "Bob") == [] and pile(out, "Bob", "red") == []
    # Ann's second action; then Cat plays (Bob's seat is skipped), then Ann again.
    out = run({**out, "moves": [{"action": "draw"}, {"action": "draw"}, {"action": "draw"}]})
    assert out["current"] == 0 and out["actions_left"] == 2
    assert hand(out, "Bob") == [] and len(hand(out, "Cat")) == 2
    assert out["eliminated"] == ["Bob"]


def test_exxon_valdez_last_player_left_wins():
    out = run(apos(P("Ann", {"red": ["Exxon Valdez"]}),
                   P("Bob", {"red": ["Coal"]}),
                   P("Cat", {"red": ["Gunpowder"], "blue": ["Chemistry"]}),
                   moves=[dogma("Exxon Valdez")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_a_position_with_a_player_out_of_the_game_reads_back():
    doc = apos(P("Ann", {"red": ["Archery"]}), P("Bob"), P("Cat", {"blue": ["Pottery"]}, hand=["Optics"]),
               eliminated=["Bob"], supply={"1": ["Writing", "Tools"]},
               moves=[dogma("Archery")])
    out = run(doc)
    # Archery's demand reaches Cat only (Bob is out of the game).
    assert hand(out, "Bob") == [] and hand(out, "Ann") == ["Optics"]
    assert out["eliminated"] == ["Bob"]


def test_delorean_from_the_display_is_not_a_top_card_and_does_nothing():
    doc = {**apos(P("Ann", {"blue": ["Pottery", "Tools"]}, hand=["Optics"]),
                  P("Bob", {"red": ["Archery", "Oars"]}, hand=["Writing"])),
           "moves": [choose("dogma")]}
    doc["players"][0]["display"] = "DeLorean DMC-12"
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Pottery", "Tools"] and hand(out, "Bob") == ["Writing"]
    assert art_pile(out, 10)[-1] == "DeLorean DMC-12"


def test_twister_with_an_empty_score_pile_melds_nothing():
    out = run(apos(P("Ann", {"purple": ["Twister"]}),
                   P("Bob", {"red": ["Coal"]}),
                   moves=[dogma("Twister")]))
    assert out["pending"] is None and pile(out, "Bob", "red") == ["Coal"]


def test_higgs_boson_moves_splayed_piles_whole():
    out = run(apos(P("Ann", {"blue": ["Higgs Boson"], "red": {"cards": ["Archery", "Oars", "Construction"],
                                                              "splay": "up"}}),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Higgs Boson")]))
    assert sorted(score(out, "Ann")) == ["Archery", "Construction", "Higgs Boson", "Oars"]
