"""Artifacts of History, age 1 card effects, each through a position file."""
from tests.engine.art_helpers import apos, art_pile
from tests.engine.helpers import P, choose, dogma, hand, pile, pl, run, score, splay, supply


# ---- Treaty of Kadesh -----------------------------------------------------------------------

def test_treaty_of_kadesh_compel_returns_demand_and_compel_tops_then_scores_own():
    # Ann: 4 castles (Treaty 2, Oars 2). Bob: 5 (Holmegaard Bows 1, Mapmaking 1, Masonry 3): compelled.
    out = run(apos(P("Ann", {"blue": ["Treaty of Kadesh"], "red": ["Oars"]}),
                   P("Bob", {"red": ["Holmegaard Bows"], "green": ["Mapmaking"], "yellow": ["Masonry"]}),
                   moves=[dogma("Treaty of Kadesh")]))
    # Holmegaard Bows (a compel effect counts as a demand) and Mapmaking returned; Masonry stays.
    assert pile(out, "Bob", "red") == [] and pile(out, "Bob", "green") == []
    assert pile(out, "Bob", "yellow") == ["Masonry"]
    assert art_pile(out, 1)[-1] == "Holmegaard Bows"
    assert supply(out, 2)[-1] == "Mapmaking"
    # Ann scores Oars: her only non-blue top card with a demand (Treaty itself is blue).
    assert score(out, "Ann") == ["Oars"]
    assert pile(out, "Ann", "blue") == ["Treaty of Kadesh"]


def test_treaty_of_kadesh_scores_chosen_card_when_nobody_compelled():
    doc = apos(P("Ann", {"blue": ["Treaty of Kadesh"], "red": ["Archery"], "green": ["Mapmaking"]}),
               P("Bob", {"yellow": ["Agriculture"]}),
               moves=[dogma("Treaty of Kadesh")])
    p = run(doc)["pending"]
    assert (p["player"], p["kind"], p["min"], sorted(p["options"])) == ("Ann", "cards", 1, ["Archery", "Mapmaking"])
    out = run({**doc, "moves": doc["moves"] + [choose(["Mapmaking"])]})
    assert score(out, "Ann") == ["Mapmaking"]
    assert pile(out, "Bob", "yellow") == ["Agriculture"]


# ---- Sibidu Needle -----------------------------------------------------------------------------

def test_sibidu_needle_scores_while_top_card_matches_color_and_value():
    out = run(apos(P("Ann", {"blue": ["Sibidu Needle"], "red": ["Archery"]}),
                   P("Bob", {"yellow": ["Agriculture"]}),
                   supply={"1": ["Oars", "Clothing", "Pottery"]},
                   moves=[dogma("Sibidu Needle")]))
    # Oars: red 1 like Archery, scored; Clothing: no green top card, kept.
    assert score(out, "Ann") == ["Oars"]
    assert hand(out, "Ann") == ["Clothing"]


def test_sibidu_needle_stops_when_value_differs():
    out = run(apos(P("Ann", {"blue": ["Sibidu Needle"], "red": ["Construction"]}),
                   P("Bob", {"yellow": ["Agriculture"]}),
                   supply={"1": ["Oars", "Clothing"]},
                   moves=[dogma("Sibidu Needle")]))
    assert score(out, "Ann") == [] and hand(out, "Ann") == ["Oars"]


# ---- Basur Hoyuk Tokens ----------------------------------------------------------------------------

def test_basur_hoyuk_tokens_returns_drawn_card_and_score_pile_when_top_is_earlier():
    out = run(apos(P("Ann", {"blue": ["Basur Hoyuk Tokens"], "yellow": ["Agriculture"]}, score=["Pottery", "Optics"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"4": ["Anatomy", "Invention"]},
                   moves=[dogma("Basur Hoyuk Tokens")]))
    # "Agriculture" comes before "Anatomy": Anatomy and the whole score pile go back.
    assert hand(out, "Ann") == [] and score(out, "Ann") == []
    assert supply(out, 4)[-1] == "Anatomy"
    assert supply(out, 1)[-1] == "Pottery" and supply(out, 3)[-1] == "Optics"


def test_basur_hoyuk_tokens_keeps_card_when_top_is_later_or_missing():
    out = run(apos(P("Ann", {"blue": ["Basur Hoyuk Tokens"], "yellow": ["Masonry"]}, score=["Pottery"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"4": ["Anatomy"]},
                   moves=[dogma("Basur Hoyuk Tokens")]))
    assert hand(out, "Ann") == ["Anatomy"] and score(out, "Ann") == ["Pottery"]
    out = run(apos(P("Ann", {"blue": ["Basur Hoyuk Tokens"]}, score=["Pottery"]),
                   P("Bob", {"red": ["Archery"]}),
                   supply={"4": ["Anatomy"]},
                   moves=[dogma("Basur Hoyuk Tokens")]))
    assert hand(out, "Ann") == ["Anatomy"] and score(out, "Ann") == ["Pottery"]


# ---- Holmegaard Bows -----------------------------------------------------------------------------

def test_holmegaard_bows_takes_highest_castle_top_and_compelled_player_shares():
    # Ann: 2 leaves. Bob: Clothing 2 + Feudalism 1 = 3 leaves: compelled, and shares.
    out = run(apos(P("Ann", {"red": ["Holmegaard Bows"]}),
                   P("Bob", {"green": ["Clothing"], "blue": ["Tools"], "purple": ["Feudalism"]}),
                   supply={"1": ["Writing"], "2": ["Calendar", "Mathematics"]},
                   moves=[dogma("Holmegaard Bows")]))
    # Feudalism (3) is Bob's highest top card with a castle (Tools is a 1).
    assert pile(out, "Bob", "purple") == [] and pile(out, "Bob", "blue") == ["Tools"]
    assert hand(out, "Bob") == ["Calendar"]
    # Ann: Feudalism, her 2, then the sharing bonus draw (a 1).
    assert hand(out, "Ann") == ["Feudalism", "Mathematics", "Writing"]


def test_holmegaard_bows_asks_the_compelled_player_among_ties():
    doc = apos(P("Ann", {"red": ["Holmegaard Bows"]}),
               P("Bob", {"green": ["Clothing"], "blue": ["Tools"], "yellow": ["Masonry"]}),
               moves=[dogma("Holmegaard Bows")])
    p = run(doc)["pending"]
    assert (p["player"], sorted(p["options"])) == ("Bob", ["Masonry", "Tools"])
    out = run({**doc, "moves": doc["moves"] + [choose(["Masonry"], "Bob")]})
    assert "Masonry" in hand(out, "Ann")


# ---- Papyrus of Ani -------------------------------------------------------------------------------

def test_papyrus_of_ani_draws_artifact_two_higher_melds_purple_and_executes_it():
    doc = apos(P("Ann", {"red": ["Papyrus of Ani"]}, hand=["Mysticism"]),
               P("Bob", {"blue": ["Writing"]}),
               supply={"3": ["Education"]}, artifacts={"3": ["Shroud of Turin"]},
               moves=[dogma("Papyrus of Ani")])
    p = run(doc)["pending"]
    assert p["player"] == "Ann" and p["kind"] == "alternative"
    out = run({**doc, "moves": doc["moves"] + [choose("artifacts")]})
    # Mysticism (1) returned; an Artifact 3 drawn: purple, so melded and executed
    # (Shroud of Turin with an empty hand does nothing).
    assert supply(out, 1)[-1] == "Mysticism"
    assert pile(out, "Ann", "purple") == ["Shroud of Turin"]
    assert hand(out, "Ann") == []
    assert any("Shroud of Turin" in line and "carries out" in line for line in out["log"])


def test_papyrus_of_ani_keeps_non_purple_base_card():
    out = run(apos(P("Ann", {"red": ["Papyrus of Ani"]}, hand=["Mysticism"]),
                   P("Bob", {"blue": ["Writing"]}),
                   supply={"3": ["Optics"]},
                   moves=[dogma("Papyrus of Ani"), choose("base")]))
    assert hand(out, "Ann") == ["Optics"] and pile(out, "Ann", "red") == ["Papyrus of Ani"]


def test_papyrus_of_ani_without_purple_card_does_nothing():
    out = run(apos(P("Ann", {"red": ["Papyrus of Ani"]}, hand=["Archery"]),
                   P("Bob", {"blue": ["Writing"]}),
                   moves=[dogma("Papyrus of Ani")]))
    assert out["pending"] is None and hand(out, "Ann") == ["Archery"]


# ---- Pavlovian Tusk --------------------------------------------------------------------------------

def test_pavlovian_tusk_draws_three_returns_one_scores_one():
    out = run(apos(P("Ann", {"red": ["Pavlovian Tusk"], "green": ["Currency"]}, hand=["Archery"]),
                   P("Bob", {"blue": ["Pottery"]}),
                   supply={"2": ["Calendar", "Mathematics", "Fermenting"]},
                   moves=[dogma("Pavlovian Tusk"), choose(["Mathematics"]), choose(["Fermenting"])]))
    # Currency is a 2: three 2s drawn; the card in hand before is not among the choices.
    assert supply(out, 2)[-1] == "Mathematics"
    assert score(out, "Ann") == ["Fermenting"]
    assert sorted(hand(out, "Ann")) == ["Archery", "Calendar"]


def test_pavlovian_tusk_without_green_draws_1s_and_offers_only_drawn_cards():
    doc = apos(P("Ann", {"red": ["Pavlovian Tusk"]}, hand=["Archery"]),
               P("Bob", {"blue": ["Pottery"]}),
               supply={"1": ["Oars", "Clothing", "Sailing"]},
               moves=[dogma("Pavlovian Tusk")])
    p = run(doc)["pending"]
    assert sorted(p["options"]) == ["Clothing", "Oars", "Sailing"]


# ---- Priest-King ---------------------------------------------------------------------------------

def test_priest_king_scores_executes_matching_top_card_then_claims_eligible_achievement():
    out = run(apos(P("Ann", {"green": ["Priest-King"], "blue": ["Pottery"]}, hand=["Writing"],
                     score=["Construction", "Optics"]),
                   P("Bob", {"yellow": ["Agriculture"]}),
                   supply={"1": ["Oars"]},
                   moves=[dogma("Priest-King")]))
    # Writing scored; Pottery (top blue) carried out: empty hand, then draw a 1.
    assert "Writing" in score(out, "Ann")
    assert hand(out, "Ann") == ["Oars"]
    # Score 6 and a top 1: eligible for the 1 achievement only.
    assert len(pl(out, "Ann")["achievements"]) == 1
    assert 1 not in out["available_achievements"] and 2 in out["available_achievements"]


def test_priest_king_claims_nothing_when_not_eligible():
    out = run(apos(P("Ann", {"green": ["Priest-King"]}, hand=["Writing"]),
                   P("Bob", {"yellow": ["Agriculture"]}),
                   moves=[dogma("Priest-King")]))
    assert score(out, "Ann") == ["Writing"]
    assert pl(out, "Ann")["achievements"] == []


# ---- Electrum Stater of Efesos ---------------------------------------------------------------------

def test_electrum_stater_melds_new_colors_until_one_is_on_board():
    out = run(apos(P("Ann", {"green": ["Electrum Stater of Efesos"]}),
                   P("Bob", {"blue": ["Pottery"]}),
                   supply={"3": ["Optics", "Medicine", "Paper", "Compass"]},
                   moves=[dogma("Electrum Stater of Efesos")]))
    assert pile(out, "Ann", "red") == ["Optics"] and pile(out, "Ann", "yellow") == ["Medicine"]
    assert hand(out, "Ann") == ["Paper"]


# ---- Jiskairumoko Necklace -------------------------------------------------------------------------

def test_jiskairumoko_necklace_moves_achievement_of_returned_value():
    doc = apos(P("Ann", {"green": ["Jiskairumoko Necklace"]}),
               P("Bob", {"red": ["Metalworking"]}, score=["Calendar", "Optics"], achievements=["Mapmaking"]),
               moves=[dogma("Jiskairumoko Necklace"), choose(["Calendar"], "Bob")])
    out = run(doc)
    assert supply(out, 2)[-1] == "Calendar"
    assert pl(out, "Ann")["achievements"] == ["Mapmaking"] and pl(out, "Bob")["achievements"] == []


def test_jiskairumoko_necklace_no_achievement_of_that_value():
    out = run(apos(P("Ann", {"green": ["Jiskairumoko Necklace"]}),
                   P("Bob", {"red": ["Metalworking"]}, score=["Optics"], achievements=["Mapmaking"]),
                   moves=[dogma("Jiskairumoko Necklace")]))
    assert score(out, "Bob") == [] and pl(out, "Bob")["achievements"] == ["Mapmaking"]
    assert pl(out, "Ann")["achievements"] == []


# ---- Dancing Girl -----------------------------------------------------------------------------------

def test_dancing_girl_wins_after_visiting_every_other_board():
    out = run(apos(P("Ann", {"yellow": ["Dancing Girl"]}),
                   P("Bob", {"purple": ["Philosophy"]}),
                   moves=[dogma("Dancing Girl")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}
    assert pile(out, "Bob", "yellow") == ["Dancing Girl"]


def test_dancing_girl_no_win_when_a_player_was_not_compelled():
    out = run(apos(P("Ann", {"yellow": ["Dancing Girl"]}),
                   P("Bob", {"purple": ["Philosophy"]}),
                   P("Cat", {"red": ["Archery"]}),
                   moves=[dogma("Dancing Girl")]))
    assert out["result"] is None
    assert pile(out, "Bob", "yellow") == ["Dancing Girl"] and pile(out, "Ann", "yellow") == []


def test_dancing_girl_travels_through_every_compelled_board_in_turn_order():
    out = run(apos(P("Ann", {"yellow": ["Dancing Girl"]}),
                   P("Bob", {"purple": ["Philosophy"]}),
                   P("Cat", {"blue": ["Tools"], "green": ["Paper"]}),
                   moves=[dogma("Dancing Girl")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}
    assert pile(out, "Cat", "yellow") == ["Dancing Girl"] and pile(out, "Bob", "yellow") == []


# ---- Lurgan Canoe ------------------------------------------------------------------------------------

def test_lurgan_canoe_melds_and_scores_covered_cards_repeating():
    out = run(apos(P("Ann", {"yellow": ["Lurgan Canoe"], "red": ["Archery"]}, hand=["Agriculture", "Oars"]),
                   P("Bob", {"blue": ["Pottery"]}),
                   moves=[dogma("Lurgan Canoe"), choose(["Oars"])]))
    # Oars covers Archery (scored: repeat); Agriculture covers Lurgan Canoe itself (scored: repeat);
    # the hand is then empty.
    assert sorted(score(out, "Ann")) == ["Archery", "Lurgan Canoe"]
    assert pile(out, "Ann", "red") == ["Oars"] and pile(out, "Ann", "yellow") == ["Agriculture"]


def test_lurgan_canoe_stops_after_a_new_pile():
    out = run(apos(P("Ann", {"yellow": ["Lurgan Canoe"]}, hand=["Writing", "Oars"]),
                   P("Bob", {"blue": ["Pottery"]}),
                   moves=[dogma("Lurgan Canoe"), choose(["Writing"])]))
    assert score(out, "Ann") == [] and hand(out, "Ann") == ["Oars"]


# ---- Xianrendong Shards -------------------------------------------------------------------------------

def test_xianrendong_shards_scores_two_same_color_tucks_third_draws_three():
    out = run(apos(P("Ann", {"yellow": ["Xianrendong Shards"], "blue": ["Pottery"]},
                     hand=["Archery", "Oars", "Writing", "Sailing"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   supply={"1": ["Tools", "Clothing", "Masonry"]},
                   moves=[dogma("Xianrendong Shards"), choose(["Archery", "Oars", "Writing"]),
                          choose(["Archery", "Oars"])]))
    assert sorted(score(out, "Ann")) == ["Archery", "Oars"]
    assert pile(out, "Ann", "blue") == ["Writing", "Pottery"]
    assert sorted(hand(out, "Ann")) == ["Clothing", "Masonry", "Sailing", "Tools"]


def test_xianrendong_shards_different_colors_no_draw():
    out = run(apos(P("Ann", {"yellow": ["Xianrendong Shards"]}, hand=["Archery", "Writing", "Sailing"]),
                   P("Bob", {"red": ["Metalworking"]}),
                   moves=[dogma("Xianrendong Shards"), choose(["Archery", "Writing"])]))
    assert sorted(score(out, "Ann")) == ["Archery", "Writing"]
    assert pile(out, "Ann", "green") == ["Sailing"] and hand(out, "Ann") == []


# ---- Mask of Warka -----------------------------------------------------------------------------------

def test_mask_of_warka_returns_color_and_claims_achievements_of_those_values():
    out = run(apos(P("Ann", {"purple": ["Mask of Warka"]}, hand=["Archery", "Construction", "Writing"]),
                   P("Bob", {"blue": ["Pottery"]}, hand=["Calendar"]),
                   moves=[dogma("Mask of Warka"), choose("red")]))
    assert hand(out, "Ann") == ["Writing"]
    assert len(pl(out, "Ann")["achievements"]) == 2
    assert 1 not in out["available_achievements"] and 2 not in out["available_achievements"]


def test_mask_of_warka_nothing_when_another_player_reveals_that_color():
    out = run(apos(P("Ann", {"purple": ["Mask of Warka"]}, hand=["Archery"]),
                   P("Bob", {"blue": ["Pottery"]}, hand=["Oars"]),
                   moves=[dogma("Mask of Warka"), choose("red")]))
    assert hand(out, "Ann") == ["Archery"] and pl(out, "Ann")["achievements"] == []


# ---- Ark of the Covenant ----------------------------------------------------------------------------

def test_ark_of_the_covenant_takes_color_from_boards_without_artifact_then_takes_ark():
    out = run(apos(P("Ann", {"purple": ["Ark of the Covenant"], "blue": ["Pottery"]}, hand=["Tools"]),
                   P("Bob", {"blue": ["Writing", "Calendar"]}),
                   P("Cat", {"blue": ["Basur Hoyuk Tokens"], "red": ["Archery"]}),
                   moves=[dogma("Ark of the Covenant")]))
    # Ann has an Artifact on top (Ark), so her blue stays; Cat too. Bob's blue pile moves.
    assert sorted(score(out, "Ann")) == ["Calendar", "Writing"]
    assert pile(out, "Bob", "blue") == [] and pile(out, "Cat", "blue") == ["Basur Hoyuk Tokens"]
    assert pile(out, "Ann", "blue") == ["Pottery"]
    # Ark was a top card: it goes to Ann's hand.
    assert hand(out, "Ann") == ["Ark of the Covenant"] and pile(out, "Ann", "purple") == []


# ---- Tale of the Shipwrecked Sailor ------------------------------------------------------------------

def test_tale_of_the_shipwrecked_sailor_melds_chosen_color_and_splays_left():
    out = run(apos(P("Ann", {"purple": ["Tale of the Shipwrecked Sailor"], "red": ["Archery"]}, hand=["Oars"]),
                   P("Bob", {"blue": ["Pottery"]}),
                   supply={"1": ["Metalworking"]},
                   moves=[dogma("Tale of the Shipwrecked Sailor"), choose("red"), choose(["Oars"])]))
    assert pile(out, "Ann", "red") == ["Archery", "Oars"] and splay(out, "Ann", "red") == "left"
    assert hand(out, "Ann") == ["Metalworking"]


def test_tale_of_the_shipwrecked_sailor_no_card_of_color():
    out = run(apos(P("Ann", {"purple": ["Tale of the Shipwrecked Sailor"]}, hand=["Oars"]),
                   P("Bob", {"blue": ["Pottery"]}),
                   supply={"1": ["Metalworking"]},
                   moves=[dogma("Tale of the Shipwrecked Sailor"), choose("blue")]))
    assert sorted(hand(out, "Ann")) == ["Metalworking", "Oars"]


def test_dancing_girl_dogma_from_the_display_cannot_win():
    # Free dogma of the displayed card: it started in the display, not on Ann's board
    # (BGA Card119.php), so the compel moves it to Bob but nobody wins. Ann's count is
    # her board's lightbulbs plus the three printed on the card.
    doc = {**apos(P("Ann", {"blue": ["Tools"]}), P("Bob", {"purple": ["Philosophy"], "blue": ["Writing"]})),
           "moves": [choose("dogma")]}
    doc["players"][0]["display"] = "Dancing Girl"
    out = run(doc)
    assert out["result"] is None
    assert pile(out, "Bob", "yellow") == ["Dancing Girl"] and pl(out, "Ann")["display"] is None


def test_ark_of_the_covenant_with_empty_hand_still_takes_ark_like_bga():
    out = run(apos(P("Ann", {"purple": ["Ark of the Covenant"], "blue": ["Pottery"]}),
                   P("Bob", {"blue": ["Writing"]}),
                   moves=[dogma("Ark of the Covenant")]))
    assert hand(out, "Ann") == ["Ark of the Covenant"] and pile(out, "Bob", "blue") == ["Writing"]


def test_ark_of_the_covenant_from_the_display_takes_your_own_pile_and_goes_back():
    # Dogma'd from the display, Ark is not on Ann's board: with no Artifact on top she
    # loses her own blue pile to her score pile too; Ark is then returned to its pile.
    doc = {**apos(P("Ann", {"blue": ["Pottery", "Writing"]}, hand=["Tools"]),
                  P("Bob", {"blue": ["Calendar"], "red": ["Oars"]})),
           "moves": [choose("dogma")]}
    doc["players"][0]["display"] = "Ark of the Covenant"
    out = run(doc)
    assert sorted(score(out, "Ann")) == ["Calendar", "Pottery", "Writing"]
    assert pile(out, "Bob", "red") == ["Oars"] and hand(out, "Ann") == []
    assert art_pile(out, 1)[-1] == "Ark of the Covenant" and pl(out, "Ann")["display"] is None
