"""Echoes of the Past: the rules that are not card effects (reference README R1-R10),
each through a position file or a new game."""
import json

import pytest

from engine import Game
from engine.cards import AGE, BY_NAME, ECHOES_SPECIALS, NAMES, SET
from engine.position import PositionError
from engine.view import view
from tests.engine.ech_helpers import DRAW, E, achievements, ech_pile, epos, forecast, meld, points
from tests.engine.helpers import choose, dogma, game, hand, pile, pl, run, score, splay, supply


# ---- R1 setup -------------------------------------------------------------------------------

@pytest.mark.parametrize("n,teams,exps,target", [(2, False, ["echoes"], 7), (3, False, ["echoes"], 6),
                                                 (4, False, ["echoes"], 5), (4, True, ["echoes"], 7),
                                                 (2, False, ["echoes", "artifacts"], 8),
                                                 (4, True, ["artifacts", "echoes"], 8)])
def test_setup_deals_a_base_1_and_an_echoes_1_and_raises_the_target(n, teams, exps, target):
    g = Game.new(["A", "B", "C", "D"][:n], seed=3, teams=teams, expansions=exps)
    s = g.state
    assert s.win_target == target
    assert s.expansions == tuple(x for x in ("artifacts", "echoes") if x in exps)
    for p in s.players:
        assert sorted(SET[c] for c in p.hand) == ["base", "echoes"] and all(AGE[c] == 1 for c in p.hand)
    assert [len(x) for x in s.ech_supply] == [15 - n] + [10] * 9
    assert len(s.supply[0]) == 15 - 1 - n          # one 1 set aside as an achievement, one dealt each
    assert s.specials[-5:] == list(ECHOES_SPECIALS) and len(s.specials) == 10
    assert len(s.locate_all()) == 210 + (105 if "artifacts" in exps else 0)


def test_a_base_game_deals_as_before_and_holds_no_echoes_card():
    a, b = Game.new(["A", "B"], seed=8), Game.new(["A", "B"], seed=8, expansions=["echoes"])
    assert a.state.supply[1:] == b.state.supply[1:]
    assert len(a.state.locate_all()) == 105 and "ech_supply" not in a.state.to_dict()


def test_figures_is_not_an_expansion():
    with pytest.raises(ValueError, match="unknown expansion"):
        Game.new(["A", "B"], expansions=["figures"])


# ---- R2 the draw rule -------------------------------------------------------------------------

def test_a_hand_of_base_cards_draws_an_echoes_card():
    out = run(epos(E("Ann", hand=["Archery"]), E("Bob"), echoes={"1": ["Dice", "Ruler"]}, moves=[DRAW]))
    assert hand(out, "Ann") == ["Archery", "Dice"]


def test_an_empty_hand_or_an_echoes_card_in_hand_draws_a_base_card():
    out = run(epos(E("Ann"), E("Bob"), supply={"1": ["Oars", "Tools"]}, echoes={"1": ["Dice"]}, moves=[DRAW]))
    assert hand(out, "Ann") == ["Oars"]
    out = run(epos(E("Ann", hand=["Archery", "Ruler"]), E("Bob"), supply={"1": ["Oars"]}, echoes={"1": ["Dice"]},
                   moves=[DRAW]))
    assert hand(out, "Ann") == ["Archery", "Ruler", "Oars"]


def test_forecast_cards_are_not_in_hand_for_the_draw_rule():
    out = run(epos(E("Ann", hand=["Archery"], forecast=["Ruler"]), E("Bob"), echoes={"1": ["Dice"]}, moves=[DRAW]))
    assert hand(out, "Ann") == ["Archery", "Dice"]


def test_an_empty_echoes_pile_gives_the_base_card_and_skipping_reads_base_piles_only():
    out = run(epos(E("Ann", hand=["Archery"]), E("Bob"), supply={"1": ["Oars"]}, echoes={"1": []}, moves=[DRAW]))
    assert hand(out, "Ann") == ["Archery", "Oars"]
    # base 1 empty: the value becomes 2 although the Echoes 1 pile has cards
    out = run(epos(E("Ann", hand=["Archery"]), E("Bob"), supply={"1": []}, echoes={"1": ["Dice"], "2": ["Lever"]},
                   moves=[DRAW]))
    assert hand(out, "Ann") == ["Archery", "Lever"] and ech_pile(out, 1) == ["Dice"]


def test_draw_and_foreshadow_tests_the_hand_before_the_card_arrives():
    # Bangle: its echo tucks the red card (Archery is not red... Oars is); then draw and foreshadow a 3
    out = run(epos(E("Ann", {"red": ["Bangle"]}, hand=["Tools"]), E("Bob"), echoes={"3": ["Almanac"]},
                   supply={"3": ["Alchemy"]}, moves=[dogma("Bangle")]))
    assert forecast(out, "Ann") == ["Almanac"] and hand(out, "Ann") == ["Tools"]


def test_a_returned_echoes_card_goes_under_its_own_pile():
    out = run(epos(E("Ann", {"blue": ["Lever"]}, hand=["Dice", "Ruler"]), E("Bob"),
                   echoes={"1": ["Perfume"], "2": ["Linguistics"]},
                   moves=[dogma("Lever"), choose(["Dice", "Ruler"])]))
    assert ech_pile(out, 1)[-2:] == ["Dice", "Ruler"] or ech_pile(out, 1)[-2:] == ["Ruler", "Dice"]


# ---- R3/R4 echo effects ------------------------------------------------------------------------

def test_echo_effects_run_bottom_to_top_first_and_are_shared():
    # Ann's blue: Ruler under Perfume splayed left (Ruler's echo box, bottom right, shows).
    # Castles: Ann 1 (Perfume), Bob 2 (Archery): Bob shares both echo effects.
    doc = epos(E("Ann", {"blue": {"cards": ["Ruler", "Perfume"], "splay": "left"}}),
               E("Bob", {"red": ["Archery"]}),
               supply={"1": ["Oars", "Sailing", "Agriculture"], "2": ["Calendar", "Mathematics", "Construction"]},
               echoes={"1": ["Bangle", "Candles", "Dice"]}, moves=[dogma("Perfume")])
    out = run(doc)
    log = out["log"]
    i_ruler = next(i for i, t in enumerate(log) if "echo effect of Ruler" in t)
    i_perf = next(i for i, t in enumerate(log) if "echo effect of Perfume" in t)
    assert i_ruler < i_perf
    # Ruler's echo: Bob (empty hand: base) then Ann draw a 2; Perfume's echo: each draws and tucks a 1,
    # an Echoes 1 since each hand holds a base card and no Echoes card (R2)
    assert hand(out, "Bob") == ["Calendar"] and pile(out, "Bob", "red") == ["Bangle", "Archery"]
    assert hand(out, "Ann")[0] == "Mathematics" and pile(out, "Ann", "red") == ["Candles"]
    # the sharing counted: Ann's free draw at the end (her hand holds a base card: an Echoes card)
    assert any("free Draw" in t for t in log)
    assert hand(out, "Ann") == ["Mathematics", "Dice"]


def test_the_echo_list_is_fixed_when_the_dogma_starts():
    # Flute's echo splays purple left, which shows Bell's echo box: Bell's echo does not run now.
    doc = epos(E("Ann", {"purple": ["Bell", "Flute"]}, hand=["Oars"]), E("Bob"),
               supply={"1": ["Tools", "Writing"]}, moves=[dogma("Flute"), choose("purple")])
    out = run(doc)
    assert splay(out, "Ann", "purple") == "left"
    assert out["pending"] is None and "Oars" in hand(out, "Ann")
    assert not any("echo effect of Bell" in t for t in out["log"])


def test_a_covered_echo_box_runs_only_when_the_splay_shows_it():
    doc = epos(E("Ann", {"blue": ["Ruler", "Perfume"]}), E("Bob"), supply={"1": ["Oars"], "2": ["Calendar"]},
               moves=[dogma("Perfume")])
    out = run(doc)
    assert not any("echo effect of Ruler" in t for t in out["log"])


def test_opponents_hit_by_the_demand_do_not_run_echo_effects():
    # Perfume: Bob has no castle: affected by the demand, not sharing the echo (draw and tuck a 1)
    out = run(epos(E("Ann", {"blue": ["Perfume"]}), E("Bob", {"green": ["Clothing"]}),
                   supply={"1": ["Oars", "Tools"]}, moves=[dogma("Perfume")]))
    assert pile(out, "Bob", "red") == [] and pile(out, "Ann", "red") == ["Oars"]


# ---- R5 bonuses and score ------------------------------------------------------------------------

def test_points_are_the_score_pile_plus_the_highest_bonus_plus_one_per_other_bonus():
    out = run(epos(E("Ann", {"blue": ["Dice"], "yellow": ["Soap"], "purple": ["Puppet"]}, score=["Calendar"]),
                   E("Bob")))
    assert points(out, "Ann") == 2 + 3 + 1 + 1 and pl(out, "Ann")["achievement_count"] == 0


def test_a_covered_bonus_counts_only_when_the_splay_shows_it():
    # Flute's bonus is top left: shown by a right splay only
    left = run(epos(E("Ann", {"purple": {"cards": ["Flute", "Bell"], "splay": "left"}}), E("Bob")))
    right = run(epos(E("Ann", {"purple": {"cards": ["Flute", "Bell"], "splay": "right"}}), E("Bob")))
    assert points(left, "Ann") == 0 and points(right, "Ann") == 1


def test_achieve_uses_the_bonus_points():
    doc = epos(E("Ann", {"blue": ["Dice"], "yellow": ["Soap"], "purple": ["Puppet"]}, score=["Calendar"]),
               E("Bob"), available_achievements=[1], moves=[{"action": "achieve", "age": 1}])
    out = run(doc)
    assert len(achievements(out, "Ann")) == 1


def test_a_second_achievement_of_a_value_costs_double():
    doc = epos(E("Ann", {"blue": ["Dice"], "yellow": ["Soap"], "purple": ["Puppet"]}, score=["Calendar"],
                 achievements=[1]), E("Bob"), available_achievements=[1, 1],
               moves=[{"action": "achieve", "age": 1}])
    with pytest.raises(PositionError, match="score of 10"):
        run(doc)


def test_the_end_by_score_counts_bonus_points():
    empty = {str(a): [] for a in range(1, 11)}
    out = run(epos(E("Ann", {"purple": ["Puppet"]}), E("Bob", score=["Calendar"]), supply=empty,
                   moves=[DRAW]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}


# ---- R6 forecast ------------------------------------------------------------------------------

def test_a_forecast_is_hidden_from_the_others_and_shown_by_its_backs():
    g = game(epos(E("Ann", forecast=["Almanac", "Tools"]), E("Bob")))
    mine, theirs = view(g, 0)["players"][0], view(g, 1)["players"][0]
    assert sorted(mine["forecast"]) == ["Almanac", "Tools"]
    assert theirs["forecast"] is None and theirs["forecast_backs"] == [["base", 1], ["echoes", 3]]
    assert "Almanac" not in json.dumps(view(g, 1))


def test_a_forecast_needs_the_expansion():
    with pytest.raises(PositionError, match="forecast"):
        run({"format": "innovation-position/1", "players": [E("Ann", forecast=["Tools"]), E("Bob")]})
    with pytest.raises(PositionError, match="Echoes card"):
        run({"format": "innovation-position/1", "players": [E("Ann", hand=["Dice"]), E("Bob")]})


# ---- R7 promote --------------------------------------------------------------------------------

def test_after_a_meld_action_a_forecast_card_may_be_promoted_and_dogmad():
    doc = epos(E("Ann", hand=["Agriculture"], forecast=["Bangle", "Lever"]), E("Bob"),
               supply={"3": ["Alchemy"]}, moves=[meld("Agriculture")])
    out = run(doc)
    p = out["pending"]
    assert (p["player"], p["kind"], p["options"], p["min"], p["max"]) == ("Ann", "cards", ["Bangle"], 0, 1)
    out = run({**doc, "moves": doc["moves"] + [choose(["Bangle"])]})
    assert pile(out, "Ann", "red") == ["Bangle"] and out["pending"]["kind"] == "yesno"
    out = run({**doc, "moves": doc["moves"] + [choose(["Bangle"]), choose("yes")]})
    assert forecast(out, "Ann") == ["Lever", "Alchemy"] and out["actions_left"] == 1
    out = run({**doc, "moves": doc["moves"] + [choose(["Bangle"]), choose("no")]})
    assert forecast(out, "Ann") == ["Lever"] and out["actions_left"] == 1


def test_promote_may_be_declined_and_is_not_offered_for_higher_cards():
    doc = epos(E("Ann", hand=["Agriculture"], forecast=["Bangle"]), E("Bob"),
               moves=[meld("Agriculture"), choose([])])
    out = run(doc)
    assert forecast(out, "Ann") == ["Bangle"] and out["actions_left"] == 1 and out["pending"] is None
    out = run(epos(E("Ann", hand=["Agriculture"], forecast=["Lever"]), E("Bob"), moves=[meld("Agriculture")]))
    assert out["pending"] is None and out["actions_left"] == 1


def test_a_promote_in_progress_survives_the_position_file():
    doc = epos(E("Ann", hand=["Agriculture"], forecast=["Bangle"]), E("Bob"), moves=[meld("Agriculture")])
    out = run(doc)
    again = run({**out, "moves": [choose(["Bangle"]), choose("no")]})
    assert pile(again, "Ann", "red") == ["Bangle"]


def test_a_meld_by_an_effect_does_not_promote():
    # Umbrella's echo melds a card from hand: no promote question follows
    out = run(epos(E("Ann", {"green": ["Umbrella"]}, hand=["Agriculture"], forecast=["Bangle"]), E("Bob"),
                   moves=[dogma("Umbrella"), choose(["Agriculture"])]))
    assert out["pending"] is None and forecast(out, "Ann") == ["Bangle"]


# ---- R9 special achievements -----------------------------------------------------------------

def test_destiny_is_claimed_at_once_with_seven_forecast_cards():
    doc = epos(E("Ann", {"red": ["Bangle"]}, forecast=["Tools", "Oars", "Clothing", "Sailing", "Writing", "Pottery"]),
               E("Bob"), supply={"3": ["Alchemy"]}, moves=[dogma("Bangle")])
    out = run(doc)
    assert "Destiny" in achievements(out, "Ann") and "Destiny" not in out["available_achievements"]


def test_history_is_claimed_with_four_visible_echo_effects_in_one_color():
    # the meld puts a fourth echo box on view: claimed at once, in the middle of the Meld action
    doc = epos(E("Ann", {"purple": {"cards": ["Bell", "Flute", "Novel"], "splay": "up"}}, hand=["Sunglasses"]),
               E("Bob"), moves=[meld("Sunglasses")])
    assert achievements(run(doc), "Ann") == ["History"]


def test_supremacy_needs_three_of_one_icon_in_four_colors():
    board = {"red": ["Metalworking"], "green": ["The Wheel"], "yellow": ["Masonry"]}
    out = run(epos(E("Ann", board, hand=["Mysticism"]), E("Bob"), moves=[meld("Mysticism")]))
    assert "Supremacy" in achievements(out, "Ann")
    out = run(epos(E("Ann", board, hand=["Code of Laws"]), E("Bob"), moves=[meld("Code of Laws")]))
    assert "Supremacy" not in achievements(out, "Ann")


def test_echoes_specials_are_named_in_positions():
    out = run(epos(E("Ann", achievements=["Wealth"]), E("Bob"), available_achievements=[1, "Destiny"]))
    assert achievements(out, "Ann") == ["Wealth"] and out["available_achievements"] == [1, "Destiny"]
    with pytest.raises(PositionError, match="Wealth"):
        run({"format": "innovation-position/1", "players": [E("Ann", achievements=["Wealth"]), E("Bob")]})


# ---- R10 with Artifacts --------------------------------------------------------------------------

def test_the_free_dogma_of_a_displayed_artifact_runs_the_echo_effects_of_its_color():
    doc = epos(E("Ann", {"blue": ["Ruler"]}), E("Bob"), expansions=["artifacts", "echoes"],
               supply={"2": ["Calendar"], "1": ["Oars", "Clothing"]}, echoes={"1": ["Perfume"]},
               moves=[choose("dogma")])
    doc["players"][0]["display"] = "Sibidu Needle"
    out = run(doc)
    assert any("echo effect of Ruler" in t for t in out["log"])
    assert "Calendar" in hand(out, "Ann") or "Calendar" in score(out, "Ann")


def test_with_both_expansions_a_meld_digs_then_promotes():
    doc = epos(E("Ann", {"yellow": ["Agriculture"]}, hand=["Domestication"], forecast=["Bangle"]), E("Bob"),
               expansions=["artifacts", "echoes"], artifacts={"1": ["Sibidu Needle"]},
               moves=[meld("Domestication")])
    out = run(doc)
    assert pl(out, "Ann")["display"] == "Sibidu Needle"
    assert out["pending"]["options"] == ["Bangle"]


def test_output_lists_every_echoes_pile_and_forecast():
    out = run(epos(E("Ann"), E("Bob")))
    assert sorted(out["supply"]["echoes"], key=int) == [str(a) for a in range(1, 11)]
    assert forecast(out, "Bob") == [] and supply(out, 1)
    assert sum(len(v) for v in out["supply"]["echoes"].values()) == 105
    assert all(SET[BY_NAME[c]] == "echoes" for v in out["supply"]["echoes"].values() for c in v)
    assert NAMES


def test_with_echoes_the_relic_safety_pin_may_go_to_hand_and_counts_as_an_echoes_card():
    from engine.artifacts import relic_options
    doc = epos(E("Ann"), E("Bob"), expansions=["artifacts", "echoes"], relics=True)
    g = game(doc)
    assert relic_options(g.state, 0, BY_NAME["Safety Pin"]) == ["hand", "achievements"]
    g2 = game({**doc, "expansions": ["artifacts"]})
    assert relic_options(g2.state, 0, BY_NAME["Safety Pin"]) == ["achievements"]
    # in hand, Safety Pin is an Echoes card for the draw rule: the draw is a base card
    out = run(epos(E("Ann", hand=["Safety Pin"]), E("Bob"), expansions=["artifacts", "echoes"], relics=True,
                   available_relics=[], supply={"1": ["Oars"]}, moves=[DRAW]))
    assert hand(out, "Ann") == ["Safety Pin", "Oars"]


def test_endorsed_false_is_accepted_and_true_refused_without_cities():
    assert run(epos(E("Ann"), E("Bob"), endorsed=False))["pending"] is None
    with pytest.raises(PositionError, match="endorsed"):
        run(epos(E("Ann"), E("Bob"), endorsed=True))


def test_the_one_pass_check_of_the_echoes_specials_agrees_with_each_condition():
    import random as _random
    from engine.ai import random_answer
    from engine.cards import ECHOES_SPECIALS as NAMES5
    from engine.echoes import claimable, qualifies
    seen = set()
    for seed in range(6):
        rng = _random.Random(seed)
        g = Game.new(["A", "B", "C"][:2 + seed % 2], seed=seed, expansions=["echoes"])
        while not g.over:
            g.apply(random_answer(g.pending, rng))
            s = g.state
            for p in range(s.n):
                got = claimable(s, p)
                assert got == {n for n in NAMES5 if qualifies(s, p, n)}
                seen |= got
    assert seen        # some condition held at some point (specials already claimed still qualify)


# ---- R10 the Echoes relic Safety Pin has an echo box (bottom left) ------------------------------

def test_safety_pin_dogma_runs_its_echo_effect_first_with_echoes_in_play():
    # Ann's only top card is Safety Pin (2 leaves); Bob has none, so he is hit by the demand
    # and does not share the echo. Echo: Ann (empty hand: a base card) draws and scores a 7.
    # Demand: Bob returns Software (10), keeps Optics (3), then draws a 6: his hand holds a
    # base card and no Echoes card, so an Echoes 6 (R2).
    out = run(epos(E("Ann", {"yellow": ["Safety Pin"]}),
                   E("Bob", {"red": ["Archery"]}, hand=["Software", "Optics"]),
                   expansions=["artifacts", "echoes"], relics=True, available_relics=[],
                   supply={"7": ["Bicycle", "Refrigeration"]}, echoes={"6": ["Stethoscope"]},
                   moves=[dogma("Safety Pin")]))
    assert any("echo effect of Safety Pin" in t for t in out["log"])
    assert score(out, "Ann") == ["Bicycle"] and points(out, "Ann") == 7
    assert sorted(hand(out, "Bob")) == ["Optics", "Stethoscope"]


def test_safety_pin_covered_in_a_right_splay_shows_its_echo_box():
    # Safety Pin under Agriculture, yellow splayed right: its echo box (bottom left) shows, so
    # dogma of Agriculture runs Safety Pin's echo first; unsplayed it does not run.
    doc = epos(E("Ann", {"yellow": {"cards": ["Safety Pin", "Agriculture"], "splay": "right"}}),
               E("Bob", {"red": ["Archery"]}),
               expansions=["artifacts", "echoes"], relics=True, available_relics=[],
               supply={"7": ["Bicycle", "Refrigeration"]}, moves=[dogma("Agriculture")])
    out = run(doc)
    assert any("echo effect of Safety Pin" in t for t in out["log"])
    assert score(out, "Ann") == ["Bicycle"]
    doc["players"][0]["board"]["yellow"]["splay"] = "none"
    out = run(doc)
    assert not any("echo effect of Safety Pin" in t for t in out["log"]) and score(out, "Ann") == []


# ---- audit (issue 28): rules that had no position-file test ------------------------------------

def test_a_draw_above_10_ends_the_game_although_the_echoes_10_pile_has_cards():
    # R2: only the base piles are skipped; an Echoes pile never keeps the game going
    empty = {str(a): [] for a in range(1, 11)}
    out = run(epos(E("Ann", {"purple": ["Puppet"]}, hand=["Archery"]), E("Bob", score=["Calendar"]),
                   supply=empty, echoes={"10": ["GPS"]}, moves=[DRAW]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}
    assert hand(out, "Ann") == ["Archery"] and ech_pile(out, 10) == ["GPS"]


def test_skipping_an_empty_base_pile_then_takes_the_echoes_card_of_the_value_reached():
    # a 9 is asked; base 9 is empty (Echoes 9 is not): the value becomes 10, and the hand
    # (a base card, no Echoes card) makes it an Echoes 10
    out = run(epos(E("Ann", {"blue": ["Computers"]}, hand=["Archery"]), E("Bob"), supply={"9": []},
                   echoes={"9": ["Jet"], "10": ["GPS"]}, moves=[DRAW]))
    assert hand(out, "Ann") == ["Archery", "GPS"] and ech_pile(out, 9) == ["Jet"]


def test_a_drawn_and_revealed_echoes_card_is_in_hand_for_the_next_draw():
    # Dice: the revealed Echoes 1 (Puppet, bonus 3) stays in hand, so the 3 drawn and
    # melded next is a base card
    out = run(epos(E("Ann", {"blue": ["Dice"]}, hand=["Tools"]), E("Bob"), supply={"3": ["Alchemy"]},
                   echoes={"1": ["Puppet"], "3": ["Almanac"]}, moves=[dogma("Dice")]))
    assert hand(out, "Ann") == ["Tools", "Puppet"] and pile(out, "Ann", "blue") == ["Dice", "Alchemy"]


def test_the_draw_of_draw_and_meld_follows_the_draw_rule():
    # Deodorant's echo: draw and meld a 3. A hand of base cards only: an Echoes 3 is melded.
    out = run(epos(E("Ann", {"yellow": ["Deodorant"]}, hand=["Tools"]), E("Bob"),
                   supply={"3": ["Alchemy", "Compass"], "4": ["Gunpowder"]}, echoes={"3": ["Almanac"]},
                   moves=[dogma("Deodorant")]))
    assert pile(out, "Ann", "blue") == ["Almanac"]


def test_a_promote_may_follow_the_meld_of_the_displayed_artifact():
    doc = epos(E("Ann", hand=["Agriculture"], forecast=["Bangle", "Lever"]), E("Bob"),
               expansions=["artifacts", "echoes"], moves=[choose("pass"), meld("Sibidu Needle")])
    doc["players"][0]["display"] = "Sibidu Needle"
    out = run(doc)
    p = out["pending"]
    assert (p["player"], p["kind"], p["options"], p["min"], p["max"]) == ("Ann", "cards", ["Bangle"], 0, 1)


def test_a_special_is_claimed_by_an_opponent_during_my_dogma():
    # Octant's demand makes Bob foreshadow his seventh card: Destiny is his at once,
    # before Ann's non-demand effect
    out = run(epos(E("Ann", {"red": ["Octant"]}),
                   E("Bob", {"yellow": ["Agriculture"]},
                     forecast=["Tools", "Oars", "Clothing", "Sailing", "Writing", "Pottery"]),
                   supply={"6": ["Canning", "Classification"]}, moves=[dogma("Octant")]))
    assert achievements(out, "Bob") == ["Destiny"] and achievements(out, "Ann") == []
    i_claim = next(i for i, t in enumerate(out["log"]) if "Destiny" in t)
    i_ann = next(i for i, t in enumerate(out["log"]) if "Ann draws" in t)
    assert i_claim < i_ann


def test_a_teammate_sharing_an_echo_effect_gives_no_free_draw():
    # Ruler (2 lightbulbs): Cid, Ann's partner, shares its echo (draw a 2); no free draw
    doc = epos(E("Ann", {"blue": ["Ruler"]}), E("Bob"), E("Cid", {"blue": ["Writing"], "red": ["Archery"]}),
               E("Dan"), teams=True, supply={"2": ["Calendar", "Mathematics", "Construction"]},
               moves=[dogma("Ruler")])
    out = run(doc)
    assert hand(out, "Cid") == ["Calendar"] and hand(out, "Ann") == ["Mathematics"]
    assert not any("free Draw" in t for t in out["log"])


def test_bonuses_of_covered_cards_under_an_up_splay():
    # up shows bottom left, bottom middle and bottom right: Almanac's bonus 4 (bottom middle)
    # shows up, not left (its bottom right is its echo box)
    up = run(epos(E("Ann", {"blue": {"cards": ["Almanac", "Dice"], "splay": "up"}}), E("Bob")))
    left = run(epos(E("Ann", {"blue": {"cards": ["Almanac", "Dice"], "splay": "left"}}), E("Bob")))
    assert points(up, "Ann") == 4 + 1 and points(left, "Ann") == 1


def test_a_promoted_card_is_dogmad_with_sharing_and_the_free_draw():
    # Ann promotes Ruler after melding Agriculture and dogmas it: Bob (as many lightbulbs)
    # shares its echo effect (draw a 2), so Ann takes the free Draw; her hand then holds a
    # base card and no Echoes card: an Echoes card
    doc = epos(E("Ann", hand=["Agriculture"], forecast=["Ruler"]), E("Bob", {"blue": ["Writing"]}),
               supply={"2": ["Calendar", "Mathematics"]}, echoes={"1": ["Dice"]},
               moves=[meld("Agriculture"), choose(["Ruler"]), choose("yes")])
    out = run(doc)
    assert pile(out, "Ann", "blue") == ["Ruler"] and hand(out, "Bob") == ["Calendar"]
    assert hand(out, "Ann") == ["Mathematics", "Dice"] and out["actions_left"] == 1


def test_an_echoes_card_digs_by_its_hex_not_by_its_echo_box():
    # R10: Katana (3) covers Archery (1): both hexes are bottom middle, so Ann digs although
    # Katana's value is higher; Horseshoes (2) has its echo box there (its hex is top left):
    # no dig
    doc = epos(E("Ann", {"red": ["Archery"]}, hand=["Katana"]), E("Bob"), expansions=["artifacts", "echoes"],
               artifacts={"1": ["Sibidu Needle"]}, moves=[meld("Katana")])
    assert pl(run(doc), "Ann")["display"] == "Sibidu Needle"
    doc["players"][0]["hand"] = ["Horseshoes"]
    doc["moves"] = [meld("Horseshoes")]
    assert pl(run(doc), "Ann")["display"] is None


def test_music_notes_count_on_any_board_as_the_splay_shows_them():
    # R8: Bob's purple pile, Piano and Flute under Bell. Splayed right it shows Flute's note
    # (bottom left) but not Piano's (bottom middle): with Saxophone and Bell, three notes,
    # three 7s. Splayed up it shows both: the four notes are visible and Ann wins.
    def doc(direction):
        return epos(E("Ann", {"purple": ["Saxophone"]}),
                    E("Bob", {"purple": {"cards": ["Piano", "Flute", "Bell"], "splay": direction}}),
                    supply={"7": ["Bicycle", "Electricity", "Evolution", "Lighting"]}, echoes={"7": []},
                    moves=[dogma("Saxophone")])
    out = run(doc("right"))
    assert out["result"] is None and hand(out, "Ann") == ["Bicycle", "Electricity", "Evolution"]
    out = run(doc("up"))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_a_forecast_has_no_limit_in_the_third_edition():
    # R6: nine cards in the forecast, Bangle foreshadows a tenth
    held = ["Tools", "Oars", "Clothing", "Sailing", "Writing", "Pottery", "Mysticism", "Masonry", "Metalworking"]
    out = run(epos(E("Ann", {"red": ["Bangle"]}, forecast=held, achievements=["Destiny"]), E("Bob"),
                   supply={"3": ["Alchemy"]}, moves=[dogma("Bangle")]))
    assert forecast(out, "Ann") == held + ["Alchemy"]


def test_choosing_a_card_type_offers_echoes_with_both_expansions():
    # R10: Rosetta Stone's "choose a card type" offers base, Artifacts and Echoes; Echoes 2s drawn
    doc = epos(E("Ann", {"blue": ["Rosetta Stone"]}), E("Bob"), expansions=["artifacts", "echoes"],
               echoes={"2": ["Lever", "Horseshoes"]}, supply={"2": ["Calendar"]}, moves=[dogma("Rosetta Stone")])
    out = run(doc)
    assert out["pending"]["options"] == ["base", "artifacts", "echoes"]
    out = run({**doc, "moves": doc["moves"] + [choose("echoes"), choose(["Lever"])]})
    assert pile(out, "Ann", "blue") == ["Rosetta Stone", "Lever"] and pile(out, "Bob", "red") == ["Horseshoes"]


def test_carrying_out_all_effects_as_if_on_an_artifact_runs_the_echo_effect_too():
    # R4/D2 (BGA): Gujin Tushu Jinsheng carries out Bob's Ruler as if on itself: Ruler's echo
    # effect (draw a 2) runs for Ann, then its blank non-demand effect
    out = run(epos(E("Ann", {"yellow": ["Gujin Tushu Jinsheng"]}), E("Bob", {"blue": ["Ruler"]}),
                   expansions=["artifacts", "echoes"], supply={"2": ["Calendar", "Mathematics"]},
                   moves=[dogma("Gujin Tushu Jinsheng")]))
    assert hand(out, "Ann") == ["Calendar"] and hand(out, "Bob") == []


def test_a_special_claimed_outside_ones_turn_can_end_the_game_at_once():
    # Bob holds six achievements (7 win with Echoes, two players); Octant's demand makes him
    # foreshadow his seventh card: Destiny ends the game before Ann's own effect
    out = run(epos(E("Ann", {"red": ["Octant"]}),
                   E("Bob", {"yellow": ["Agriculture"]}, achievements=[1, 2, 3, 4, 5, 6],
                     forecast=["Tools", "Oars", "Clothing", "Sailing", "Writing", "Pottery"]),
                   available_achievements=[7, 8, 9, "Destiny"], supply={"6": ["Canning", "Classification"]},
                   moves=[dogma("Octant")]))
    assert out["result"] == {"reason": "achievements", "winners": ["Bob"]}
    assert forecast(out, "Ann") == [] and supply(out, 6) == ["Classification"]
