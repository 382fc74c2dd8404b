"""Cities of Destiny: the rules (reference README R1-R12, choices D1-D9), each
through a position file (``python -m engine play``'s code) or a new game."""
import json

import pytest

from engine import Game
from engine.cards import (BONUS, CARD_ICONS, CITIES_BY_AGE, CITIES_CARDS, CITIES_OFFSET, CITIES_SPECIALS,
                          CITY_SPLAY_POSITIONS, COLORS, FLAG, FOUNTAIN, HEX, NAMES, SET, card_id, covered_positions)
from engine.cities import icon_achievement_count, search_icon
from engine.decisions import GameOver
from engine.position import PositionError
from engine.view import table_view, view
from engine import verbs
from tests.engine.cit_helpers import DRAW, C, cit_pile, count, cpos, endorse, meld, spl
from tests.engine.helpers import choose, dogma, game, hand, pile, pl, pos, run, score, splay, supply


# ---- card data -----------------------------------------------------------------------------

def test_the_105_cities_have_ids_after_echoes_and_six_icon_positions():
    assert CITIES_OFFSET == 330 and [c.id for c in CITIES_CARDS] == list(range(330, 435))
    assert [len(p) for p in CITIES_BY_AGE] == [15] + [10] * 9
    assert all(SET[c.id] == "cities" and len(c.icons) == 6 and c.effects == () for c in CITIES_CARDS)
    assert all(c.icons[5] == HEX for c in CITIES_CARDS)                  # the hexagon at top_right
    assert sum(search_icon(c.id) is not None for c in CITIES_CARDS) == 37
    assert sum(c.icons.count(FLAG) for c in CITIES_CARDS) == 13
    assert sum(c.icons.count(FOUNTAIN) for c in CITIES_CARDS) == 13
    per_color = [sum(c.icons.count(FLAG) for c in CITIES_CARDS if COLORS[c.color] == k) for k in COLORS]
    assert per_color == [1, 4, 2, 3, 3]
    assert BONUS[card_id("Johannesburg")] == 7 and BONUS[card_id("Bangkok")] == 11
    assert len(CARD_ICONS[card_id("Timbuktu")]) == 6            # the relic is a city too
    assert len(CARD_ICONS[card_id("Archery")]) == 4


def test_the_card_data_of_a_city_is_checked():
    from engine.cards import CardDataError, load_card_set
    good = json.loads(open("resources/cities.json", encoding="utf-8").read())
    load_card_set(json.dumps(good).encode(), "cities")
    bad = json.loads(json.dumps(good))
    del bad[0]["icons"]["top_middle"]
    with pytest.raises(CardDataError, match="all six positions"):
        load_card_set(json.dumps(bad).encode(), "cities")
    bad = json.loads(json.dumps(good))
    bad[0]["icons"]["bottom_left"] = "flag"
    with pytest.raises(CardDataError, match="flag only at top_middle"):
        load_card_set(json.dumps(bad).encode(), "cities")
    bad = json.loads(json.dumps(good))
    bad[0]["effects"] = [{"kind": "non-demand", "text": "Draw a 1."}]
    with pytest.raises(CardDataError, match="no effects"):
        load_card_set(json.dumps(bad).encode(), "cities")


# ---- R1 setup, R2 achievements to win -----------------------------------------------------------

@pytest.mark.parametrize("n,teams,exps,target", [
    (2, False, ["cities"], 7), (3, False, ["cities"], 6), (4, False, ["cities"], 5), (4, True, ["cities"], 7),
    (2, False, ["artifacts", "cities"], 8), (3, False, ["artifacts", "cities"], 7),
    (4, False, ["artifacts", "cities"], 6), (2, False, ["echoes", "cities"], 8),
    (2, False, ["cities", "echoes", "artifacts"], 9), (4, True, ["artifacts", "echoes", "cities"], 9)])
def test_setup_adds_the_cities_piles_and_specials_and_raises_the_target(n, teams, exps, target):
    g = Game.new(["A", "B", "C", "D"][:n], seed=4, teams=teams, expansions=exps)
    s = g.state
    assert s.win_target == target
    assert s.expansions == tuple(x for x in ("artifacts", "echoes", "cities") if x in exps)
    assert [len(x) for x in s.cit_supply] == [15] + [10] * 9          # nobody starts with a city
    assert all(SET[c] != "cities" for p in s.players for c in p.hand)
    assert s.specials[-5:] == list(CITIES_SPECIALS)
    assert all(SET[c] == "base" for c in s.achievements)             # no city is a standard achievement


def test_the_first_melds_never_draw_a_city():
    g = Game.new(["A", "B"], seed=2, expansions=["cities"])
    for _ in (0, 1):
        g.apply(g.pending.options[0])
    assert all(SET[c] != "cities" for p in g.state.players for c in p.hand)
    assert [len(x) for x in g.state.cit_supply] == [15] + [10] * 9


# ---- R5 icons of a city ---------------------------------------------------------------------

@pytest.mark.parametrize("how,crowns,castles,hexes", [("none", 4, 1, 1), ("left", 4, 2, 2), ("right", 5, 2, 1),
                                                      ("up", 6, 2, 1)])
def test_a_top_city_shows_six_positions_and_a_covered_one_what_its_splay_reveals(how, crowns, castles, hexes):
    # Linzi: castle castle hex / crown crown castle; Damascus: crown castle hex / crown crown crown
    out_doc = cpos(C("Ann", board={"yellow": spl(["Linzi", "Damascus"], how)}), C("Bob"))
    g = game(out_doc)
    icons = view(g, None)["players"][0]["icons"]
    assert (icons["crown"], icons["castle"]) == (crowns, castles)        # the search castle counts too
    assert g.state.players[0].all_icon_counts()[6] == hexes            # left shows a covered city's hexagon


def test_covered_positions_follow_the_reference_table():
    yin = card_id("Yin")
    assert covered_positions(yin, 1) == (3, 5) and covered_positions(yin, 2) == (0, 1)
    assert covered_positions(yin, 3) == (1, 2, 3) and 4 not in CITY_SPLAY_POSITIONS[1] + CITY_SPLAY_POSITIONS[3]
    assert covered_positions(card_id("Archery"), 1) == (3,)


# ---- R3 drawing a city ----------------------------------------------------------------------

def test_a_meld_action_that_starts_a_new_color_draws_a_city_of_the_draw_value():
    out = run(cpos(C("Ann", board={"blue": ["Mathematics"]}, hand=["Sailing"]), C("Bob"),
                   cities={"2": ["Alexandria", "Carthage"]}, moves=[meld("Sailing")]))
    assert hand(out, "Ann") == ["Alexandria"] and cit_pile(out, 2) == ["Carthage"]
    assert any("draws Alexandria (a city 2)" in line for line in out["log"])


def test_the_city_value_moves_past_empty_base_piles_and_an_empty_cities_pile_gives_a_base_card():
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Sailing"]), C("Bob"), supply={"1": []},
                   cities={"2": ["Carthage"]}, moves=[meld("Sailing")]))
    assert hand(out, "Ann") == ["Carthage"]
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Sailing"]), C("Bob"), supply={"1": ["Oars"]},
                   cities={"1": []}, moves=[meld("Sailing")]))
    assert hand(out, "Ann") == ["Oars"]


def test_no_city_is_drawn_with_a_city_in_hand_nor_for_a_pile_that_exists():
    out = run(cpos(C("Ann", hand=["Sailing", "Troy"]), C("Bob"), cities={"1": ["Yin"]}, moves=[meld("Sailing")]))
    assert hand(out, "Ann") == ["Troy"] and cit_pile(out, 1) == ["Yin"]
    assert any("already holds a city" in line for line in out["log"])
    out = run(cpos(C("Ann", board={"green": ["The Wheel"]}, hand=["Sailing"]), C("Bob"), cities={"1": ["Yin"]},
                   moves=[meld("Sailing")]))
    assert hand(out, "Ann") == [] and cit_pile(out, 1) == ["Yin"]


def test_timbuktu_in_hand_counts_as_a_city():
    out = run(cpos(C("Ann", hand=["Sailing", "Timbuktu"]), C("Bob"), cities={"1": ["Yin"]}, relics=True,
                   expansions=["artifacts", "cities"], moves=[meld("Sailing")]))
    assert hand(out, "Ann") == ["Timbuktu"] and cit_pile(out, 1) == ["Yin"]


def test_a_meld_by_an_effect_draws_no_city():
    # Sailing: draw a 1 and meld it (Archery starts a red pile: no city)
    out = run(cpos(C("Ann", board={"green": ["Sailing"]}), C("Bob"), supply={"1": ["Archery"]},
                   cities={"1": ["Yin"]}, moves=[dogma("Sailing")]))
    assert pile(out, "Ann", "red") == ["Archery"] and hand(out, "Ann") == [] and cit_pile(out, 1) == ["Yin"]


def test_a_splay_to_a_new_direction_draws_a_city():
    out = run(cpos(C("Ann", board={"blue": ["Writing", "Tools"], "purple": ["Philosophy"]}), C("Bob"),
                   cities={"2": ["Rome", "Tikal"]}, moves=[dogma("Philosophy"), choose("blue"), choose([])]))
    assert splay(out, "Ann", "blue") == "left" and hand(out, "Ann") == ["Rome"]      # Philosophy is a 2


def test_splays_that_change_nothing_draw_nothing_and_the_splayer_draws_d5():
    g = game(cpos(C("Ann", board={"blue": spl(["Writing", "Tools"], "left"), "red": ["Archery"]}),
                  C("Bob", board={"green": ["Sailing", "The Wheel"]}), cities={"1": ["Yin", "Troy", "Uruk"]}))
    s = g.state
    assert verbs.splay(s, 0, 0, 1) is False and verbs.splay(s, 0, 1, 1) is False      # same way; one card
    assert s.players[0].hand == []
    assert verbs.splay(s, 0, 0, 0) is True and s.players[0].hand == []                 # unsplaying draws nothing
    verbs.splay(s, 1, 2, 2, actor=0)                   # Ann splays Bob's green pile right: Ann draws
    assert [NAMES[c] for c in s.players[0].hand] == ["Yin"] and s.players[1].hand == []
    verbs.splay(s, 0, 0, 3)
    assert [NAMES[c] for c in s.players[0].hand] == ["Yin"]        # holding a city: no second one


def test_a_city_draw_above_10_ends_the_game_by_score():
    out = run(cpos(C("Ann", board={"blue": ["Software"]}, hand=["Sailing"], score=["Coal"]), C("Bob"),
                   supply={"10": []}, moves=[meld("Sailing")]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}


# ---- R4 cities as cards ---------------------------------------------------------------------

def test_a_returned_city_goes_under_its_cities_pile_and_plain_draws_never_take_cities():
    g = game(cpos(C("Ann", hand=["Yin"]), C("Bob"), cities={"1": ["Troy"]}, supply={"1": ["Oars"]}))
    verbs.return_card(g.state, 0, card_id("Yin"))
    assert g.state.cit_supply[0] == [card_id("Troy"), card_id("Yin")]
    assert verbs.draw(g.state, 0, 1) == card_id("Oars")


def test_cities_in_a_position_need_the_expansion_and_their_own_piles():
    with pytest.raises(PositionError, match="cities"):
        run(cpos(C("Ann", hand=["Yin"]), C("Bob"), expansions=["echoes"]))
    with pytest.raises(PositionError, match="not a city"):
        run(cpos(C("Ann"), C("Bob"), cities={"1": ["Archery"]}))
    with pytest.raises(PositionError, match="not a 2"):
        run(cpos(C("Ann"), C("Bob"), cities={"2": ["Yin"]}))
    with pytest.raises(PositionError, match="not a base card"):
        run(cpos(C("Ann"), C("Bob"), supply={"1": ["Yin"]}))


# ---- R6 the Meld action's city icons ------------------------------------------------------------

def test_a_plus_draws_one_higher_then_the_new_color_city():
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Athens"]), C("Bob"), supply={"2": ["Calendar"]},
                   cities={"1": ["Yin"]}, moves=[meld("Athens")]))
    assert hand(out, "Ann") == ["Calendar", "Yin"]


def test_two_pluses_draw_twice():
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Frankfurt"]), C("Bob"),
                   supply={"5": ["Coal", "Banking", "Physics"]}, moves=[meld("Frankfurt")]))
    assert hand(out, "Ann") == ["Coal", "Banking"]


def test_an_arrow_splays_the_city_color_and_the_new_direction_draws_a_city():
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Cordoba"]), C("Bob"), cities={"3": ["Hangzhou"]},
                   moves=[meld("Cordoba")]))
    assert splay(out, "Ann", "blue") == "left" and hand(out, "Ann") == ["Hangzhou"]


def test_an_arrow_on_a_new_pile_does_nothing():
    out = run(cpos(C("Ann", board={"red": ["Oars"]}, hand=["Cordoba"]), C("Bob"), cities={"3": ["Hangzhou"]},
                   moves=[meld("Cordoba")]))
    assert splay(out, "Ann", "blue") == "none" and hand(out, "Ann") == ["Hangzhou"]     # the new color's city


def test_london_splays_first_then_draws_d8():
    out = run(cpos(C("Ann", board={"green": ["Sailing"]}, hand=["London"]), C("Bob"), cities={"7": ["Munich"]},
                   supply={"8": ["Flight"]}, moves=[meld("London")]))
    assert splay(out, "Ann", "green") == "right" and hand(out, "Ann") == ["Munich", "Flight"]


def test_a_meld_by_an_effect_carries_out_no_city_icon():
    # Masonry melds Kaifeng (an arrow) from hand: no splay, no city draw (but Legend: see R11)
    out = run(cpos(C("Ann", board={"yellow": ["Masonry"]}, hand=["Kaifeng"]), C("Bob"), cities={"3": ["Delhi"]},
                   moves=[dogma("Masonry"), choose(["Kaifeng"])]))
    assert pile(out, "Ann", "yellow") == ["Masonry", "Kaifeng"] and splay(out, "Ann", "yellow") == "none"
    assert hand(out, "Ann") == [] and cit_pile(out, 3) == ["Delhi"]


def test_a_search_keeps_the_cards_showing_the_icon_and_returns_the_others():
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Yin"]), C("Bob"), supply={"1": ["Archery", "Oars"]},
                   moves=[meld("Yin")]))
    assert hand(out, "Ann") == ["Archery"] and supply(out, 1) == ["Oars"]           # Archery shows a castle
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Yin"]), C("Bob"), supply={"1": ["Tools", "Oars"]},
                   moves=[meld("Yin")]))
    assert hand(out, "Ann") == ["Tools"] and supply(out, 1) == ["Oars"]             # Tools shows a castle too
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Yin"]), C("Bob"),
                   supply={"1": ["Pottery", "Oars"]}, moves=[meld("Yin")]))
    assert hand(out, "Ann") == [] and supply(out, 1) == ["Oars", "Pottery"]
    assert any("reveals Pottery" in line for line in out["log"])


def test_a_search_asks_the_order_of_two_or_more_returned_cards_then_draws_the_new_color_city():
    doc = cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Jakarta"]), C("Bob"),
               supply={"3": ["Alchemy", "Translation", "Optics", "Paper"]}, cities={"3": ["Delhi"]},
               moves=[meld("Jakarta")])
    out = run(doc)
    assert out["pending"]["kind"] == "order" and sorted(out["pending"]["options"]) == ["Optics", "Translation"]
    assert hand(out, "Ann") == ["Alchemy", "Translation", "Optics"]                # waiting in hand, revealed
    out = run(dict(doc, moves=[meld("Jakarta"), choose(["Optics", "Translation"])]))
    assert supply(out, 3) == ["Paper", "Optics", "Translation"]
    assert hand(out, "Ann") == ["Alchemy", "Delhi"] and out["pending"] is None and out["actions_left"] == 1
    # the output in the middle of the search continues the same game
    mid = run(doc)
    assert run(dict(mid, moves=[choose(["Translation", "Optics"])]))["supply"]["3"] == ["Paper", "Translation",
                                                                                        "Optics"]


def test_a_search_takes_only_what_the_pile_holds():
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Jakarta"]), C("Bob"), supply={"3": ["Alchemy"]},
                   cities={"3": ["Delhi"], "4": ["Madrid"]}, moves=[meld("Jakarta")]))
    # the 3 pile is empty once searched: the city draw moves up to 4
    assert hand(out, "Ann") == ["Alchemy", "Madrid"] and supply(out, 3) == []
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Jakarta"]), C("Bob"), supply={"3": []},
                   cities={"3": ["Delhi"], "4": ["Madrid"]}, moves=[meld("Jakarta")]))
    assert hand(out, "Ann") == ["Madrid"] and any("nothing is found" in line for line in out["log"])


# ---- R7 flags and fountains -------------------------------------------------------------------

def test_a_flag_counts_unless_an_opponent_shows_more_cards_of_its_color():
    base = dict(board={"red": ["Zurich"]})
    out = run(cpos(C("Ann", **base), C("Bob", board={"red": ["Archery", "Oars"]})))
    assert count(out, "Ann") == 1                                            # a tie keeps it
    out = run(cpos(C("Ann", **base), C("Bob", board={"red": spl(["Archery", "Oars"], "left")})))
    assert count(out, "Ann") == 0
    v = view(game(cpos(C("Ann", **base), C("Bob", board={"red": spl(["Archery", "Oars"], "left")}))), 1)
    assert v["players"][0]["icon_achievements"] == [{"card": "Zurich", "color": "red", "kind": "flag",
                                                     "counts": False, "shown": 1,
                                                     "rivals": [{"player": 1, "shown": 2}]}]
    assert v["players"][0]["achievement_total"] == 0


def test_a_covered_flag_never_counts_and_fountains_always_do():
    out = run(cpos(C("Ann", board={"red": spl(["Zurich", "Oars"], "up"), "green": ["Hamburg"]}),
                   C("Bob", board={"green": spl(["Sailing", "The Wheel", "Clothing"], "up")})))
    assert count(out, "Ann") == 1
    # Brussels: a fountain at top_middle and one at bottom_middle (shown when splayed up)
    for how, n in (("up", 1), ("left", 0), ("right", 0)):
        out = run(cpos(C("Ann", board={"purple": spl(["Brussels", "Mysticism"], how)}), C("Bob")))
        assert count(out, "Ann") == n
    out = run(cpos(C("Ann", board={"purple": ["Mysticism", "Brussels"]}), C("Bob")))
    assert count(out, "Ann") == 2


def test_in_a_team_game_flags_are_compared_with_the_other_team_only_d6():
    players = [C("Ann", board={"red": ["Zurich"]}), C("Bob", board={"red": ["Oars"]}),
               C("Cat", board={"red": spl(["Archery", "Metalworking"], "left")}), C("Dan")]
    out = run(cpos(*players, teams=True))
    assert count(out, "Ann") == 1                      # Cat (partner) shows more: no matter
    players[1] = C("Bob", board={"red": spl(["Oars", "Construction"], "right")})
    out = run(cpos(*players, teams=True))
    assert count(out, "Ann") == 0


def test_reaching_the_target_through_a_fountain_wins_at_once():
    out = run(cpos(C("Ann", hand=["Kuala Lumpur"], board={"blue": ["Software"]}, achievements=[1, 2, 3, 4, 5, 6]),
                   C("Bob"), moves=[meld("Kuala Lumpur")]))
    assert out["result"] == {"reason": "achievements", "winners": ["Ann"]}
    assert count(out, "Ann") == 7


def test_a_flag_lost_during_another_players_turn_ends_the_game_for_them():
    # Bob melds Tehran onto his red pile: the arrow splays it right (3 cards shown);
    # Ann's Zurich (2 red cards shown) stops counting, Tehran's flag counts: Bob wins.
    doc = cpos(C("Ann", board={"red": spl(["Coal", "Zurich"], "left")}, achievements=[1, 2, 3, 4, 5]),
               C("Bob", board={"red": ["Oars", "Metalworking"]}, hand=["Tehran"], achievements=[6, 7, 8, 9, "Monument",
                                                                                              "Empire"]),
               current=1)
    assert count(run(doc), "Ann") == 6 and count(run(doc), "Bob") == 6
    out = run(dict(doc, moves=[meld("Tehran")]))
    assert out["result"] == {"reason": "achievements", "winners": ["Bob"]}
    assert count(out, "Ann") == 5 and count(out, "Bob") == 7


def test_a_fountain_gained_during_another_players_turn_wins_for_its_owner():
    g = game(cpos(C("Ann", achievements=[1, 2, 3, 4, 5, 6]), C("Bob", board={"red": ["Kuala Lumpur"]}), current=1))
    with pytest.raises(GameOver):
        verbs.transfer(g.state, 1, card_id("Kuala Lumpur"), 0, "board")
    assert g.state.result == ("achievements", (0,))


def test_flags_count_in_the_achievements_effects_compare():
    g = game(cpos(C("Ann", board={"red": ["Zurich"]}), C("Bob")))
    assert g.state.achievement_count(0) == 1 and icon_achievement_count(g.state, 1) == 0


# ---- R8 bonus points ----------------------------------------------------------------------

def test_bonus_icons_of_cities_add_to_the_score_without_echoes():
    out = run(cpos(C("Ann", board={"purple": ["Rome"]}, score=["Oars"]), C("Bob")))
    assert pl(out, "Ann")["points"] == 1 + 2
    out = run(cpos(C("Ann", board={"blue": ["Johannesburg"]}), C("Bob")))
    assert pl(out, "Ann")["points"] == 8                        # two bonus 7s: 7 + 1
    out = run(cpos(C("Ann", board={"blue": spl(["Johannesburg", "Writing"], "right")}), C("Bob")))
    assert pl(out, "Ann")["points"] == 8                        # right shows top_left and bottom_left
    out = run(cpos(C("Ann", board={"blue": spl(["Johannesburg", "Writing"], "left")}), C("Bob")))
    assert pl(out, "Ann")["points"] == 0


# ---- R9 Endorse ---------------------------------------------------------------------------------

def test_endorse_needs_a_top_city_showing_the_featured_icon_and_a_cheap_enough_card():
    g = game(cpos(C("Ann", board={"red": ["Archery"], "blue": ["Yin"]}, hand=["Tools", "Calendar"]), C("Bob")))
    acts = g.pending.options
    assert ("endorse", card_id("Archery")) in acts and ("endorse", card_id("Yin")) in acts
    tv = table_view(g, 0)["endorse"]
    assert tv["legal"] and {k: v for k, v in tv["cards"]["Archery"].items() if k != "dogma"} == {
        "limit": 1, "count": 1, "payment": ["Tools"]}
    assert tv["cards"]["Archery"]["dogma"]["demand"] is True
    assert table_view(g, 1)["endorse"]["cards"]["Archery"]["payment"] is None
    g = game(cpos(C("Ann", board={"red": ["Archery"], "green": ["Babylon"]}, hand=["Tools"]), C("Bob")))
    assert [a for a in g.pending.options if a[0] == "endorse"] == [("endorse", card_id("Babylon"))]   # no castle
    with pytest.raises(PositionError, match="cannot be endorsed|not a legal"):
        run(cpos(C("Ann", board={"red": ["Archery"], "green": ["Babylon"]}, hand=["Tools"]), C("Bob"),
                 moves=[endorse("Archery")]))


def test_endorse_demands_are_carried_out_twice_by_each_opponent_in_turn_d4():
    out = run(cpos(C("Ann", board={"red": ["Archery"], "blue": ["Yin"]}, hand=["Tools"]), C("Bob"), C("Cat"),
                   supply={"1": ["Oars", "Sailing", "Clothing", "Pottery", "Masonry"]}, moves=[endorse("Archery")]))
    assert pile(out, "Ann", "blue") == ["Tools", "Yin"]                        # the payment is tucked
    assert hand(out, "Ann") == ["Oars", "Sailing", "Clothing", "Pottery"]      # Bob, Cat, Bob, Cat
    assert out["endorsed"] is True and out["actions_left"] == 1
    assert pl(out, "Ann").get("achievement_count") == 0


def test_endorse_runs_your_effects_twice_after_the_sharers_once():
    out = run(cpos(C("Ann", board={"blue": ["Writing"], "red": ["Athens"]}, hand=["Pottery"]),
                   C("Bob", board={"blue": ["Tools"], "purple": ["Education"]}),
                   supply={"2": ["Calendar", "Mathematics", "Currency"], "1": ["Oars"]},
                   moves=[endorse("Writing")]))
    assert hand(out, "Bob") == ["Calendar"]
    assert hand(out, "Ann") == ["Mathematics", "Currency", "Oars"]          # twice, then the free draw


def test_endorse_asks_which_card_pays_only_when_several_may():
    doc = cpos(C("Ann", board={"red": ["Archery"], "blue": ["Carthage"]}, hand=["Tools", "Calendar", "Coal"]),
               C("Bob"), moves=[endorse("Carthage")])
    out = run(doc)
    assert out["pending"]["kind"] == "cards" and out["pending"]["options"] == ["Tools", "Calendar"]
    out = run(dict(doc, moves=[endorse("Carthage"), choose("Calendar")]))
    assert pile(out, "Ann", "blue") == ["Calendar", "Carthage"] and out["endorsed"] is True


def test_endorse_is_once_per_turn_and_the_flag_resets():
    doc = cpos(C("Ann", board={"red": ["Archery"], "blue": ["Yin"]}, hand=["Tools", "Oars"]), C("Bob"),
               supply={"1": ["Sailing", "Clothing", "Pottery", "Masonry", "Mysticism", "Agriculture"]})
    with pytest.raises(PositionError, match="already endorsed"):
        run(dict(doc, moves=[endorse("Archery"), choose("Tools"), endorse("Archery")]))
    with pytest.raises(PositionError, match="already endorsed"):
        run(dict(doc, endorsed=True, moves=[endorse("Archery")]))
    out = run(dict(doc, moves=[endorse("Archery"), choose("Tools"), DRAW]))
    assert out["endorsed"] is False and out["current"] == 1


def test_endorse_payment_tuck_claims_glory():
    out = run(cpos(C("Ann", board={"blue": ["Writing"], "red": ["Algiers"]}, hand=["Zurich"]), C("Bob"),
                   supply={"2": ["Calendar", "Mathematics"]}, moves=[endorse("Writing")]))
    assert "Glory" in pl(out, "Ann")["achievements"] and pile(out, "Ann", "red") == ["Zurich", "Algiers"]


def test_endorse_with_echoes_runs_the_echo_effect_twice():
    out = run(cpos(C("Ann", board={"blue": ["Ruler"], "red": ["Athens"]}, hand=["Pottery"], forecast=[]), C("Bob"),
                   supply={"2": ["Calendar", "Mathematics"], "echoes": {"2": ["Lever"]}},
                   expansions=["echoes", "cities"],
                   moves=[endorse("Ruler")]))
    assert hand(out, "Ann") == ["Calendar", "Lever"]


# ---- R10 Artifacts ----------------------------------------------------------------------------

def test_a_city_melded_on_a_city_digs_after_the_city_draw():
    out = run(cpos(C("Ann", board={"blue": ["Troy"]}, hand=["Cordoba"]), C("Bob"),
                   cities={"3": ["Hangzhou"]}, supply={"artifacts": {"1": ["Holmegaard Bows"]}},
                   expansions=["artifacts", "cities"], moves=[meld("Cordoba")]))
    assert pl(out, "Ann")["display"] == "Holmegaard Bows" and hand(out, "Ann") == ["Hangzhou"]
    log = out["log"]
    drew = next(i for i, line in enumerate(log) if "Hangzhou" in line)
    dug = next(i for i, line in enumerate(log) if "digs" in line)
    assert drew < dug


def test_timbuktu_may_go_to_hand_with_cities():
    from engine.artifacts import relic_options
    g = game(cpos(C("Ann"), C("Bob"), relics=True, expansions=["artifacts", "cities"]))
    assert relic_options(g.state, 0, card_id("Timbuktu")) == ["hand", "achievements"]
    g = game(cpos(C("Ann"), C("Bob"), relics=True, expansions=["artifacts"]))
    assert relic_options(g.state, 0, card_id("Timbuktu")) == ["achievements"]


# ---- R11 special achievements -------------------------------------------------------------------

@pytest.mark.parametrize("city,how,name", [("Cordoba", "left", "Legend"), ("Berlin", "right", "Repute"),
                                           ("Taipei", "up", "Fame")])
def test_an_arrow_city_melded_on_a_pile_splayed_its_way_claims_its_achievement(city, how, name):
    out = run(cpos(C("Ann", board={"blue": spl(["Writing", "Tools"], how)}, hand=[city]), C("Bob"),
                   moves=[meld(city)]))
    assert name in pl(out, "Ann")["achievements"]
    assert name not in out["available_achievements"]


def test_legend_by_a_meld_of_an_effect_and_not_when_the_arrow_splays_it():
    out = run(cpos(C("Ann", board={"yellow": spl(["Domestication", "Masonry"], "left")}, hand=["Kaifeng"]), C("Bob"),
                   moves=[dogma("Masonry"), choose(["Kaifeng"])]))
    assert "Legend" in pl(out, "Ann")["achievements"]
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Cordoba"]), C("Bob"), moves=[meld("Cordoba")]))
    assert "Legend" not in pl(out, "Ann")["achievements"]


def test_tucking_a_city_with_a_fountain_claims_victory():
    g = game(cpos(C("Ann", hand=["Kuala Lumpur"]), C("Bob")))
    verbs.tuck(g.state, 0, card_id("Kuala Lumpur"))
    assert "Victory" in g.state.players[0].achievements


# ---- R12 position files ---------------------------------------------------------------------------

def test_the_output_lists_the_cities_piles_endorsed_points_and_achievement_counts():
    out = run(cpos(C("Ann", board={"red": ["Zurich"]}, achievements=[1, "Legend"]), C("Bob"), seed=3))
    assert out["expansions"] == ["cities"] and out["endorsed"] is False
    assert sorted(out["supply"]["cities"]) == sorted(str(a) for a in range(1, 11))
    assert sum(len(v) for v in out["supply"]["cities"].values()) == 104
    assert count(out, "Ann") == 3 and pl(out, "Ann")["points"] == 0
    assert "Legend" not in out["available_achievements"] and "Glory" in out["available_achievements"]
    again = run(dict(out, moves=[]))
    assert {k: v for k, v in again.items() if k != "log"} == {k: v for k, v in out.items() if k != "log"}


def test_an_endorse_in_progress_is_written_and_continued():
    doc = cpos(C("Ann", board={"red": ["Archery"], "blue": ["Carthage"]}, hand=["Tools", "Calendar"]), C("Bob"),
               supply={"1": ["Oars", "Sailing"]}, moves=[endorse("Carthage")])
    mid = run(doc)
    assert mid["pending"]["kind"] == "cards" and mid["in_progress"]["action"] == ["endorse", "Carthage"]
    out = run(dict(mid, moves=[choose("Tools")]))
    assert pile(out, "Ann", "blue") == ["Tools", "Carthage"] and out["endorsed"] is True


# ---- what others see ------------------------------------------------------------------------

def test_a_search_is_shown_to_everyone_and_a_city_draw_by_its_back():
    from engine.view import events_for
    g = game(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Jakarta"]), C("Bob"),
                  supply={"3": ["Alchemy", "Translation", "Optics", "Paper"]}, cities={"3": ["Delhi"]},
                  moves=[meld("Jakarta"), choose(["Optics", "Translation"])]))
    bob = events_for(g, 1)
    assert any("reveals Translation" in line for line in bob) and any("keeps Alchemy" in line for line in bob)
    assert any("returns Optics" in line for line in bob)
    assert any("draws a city 3" in line for line in bob) and not any("Delhi" in line for line in bob)
    assert any("Delhi" in line for line in events_for(g, 0))


def test_timbuktu_melded_by_the_meld_action_draws_by_its_plus():
    out = run(cpos(C("Ann", board={"green": ["Sailing"]}, hand=["Timbuktu"]), C("Bob"), relics=True,
                   expansions=["artifacts", "cities"], supply={"4": ["Reformation"]}, moves=[meld("Timbuktu")]))
    assert hand(out, "Ann") == ["Reformation"]


def test_wealth_counts_both_bonus_icons_of_a_city_with_few_cards_and_piles():
    # four cities with two bonus icons each, two piles splayed right: eight visible
    # bonus icons on four cards in two colors; melding a third color claims Wealth
    # (the quick bound of the Echoes specials' check counted one bonus per card)
    from engine.echoes import claimable, qualifies
    board = {"green": spl(["Toronto", "São Paulo"], "right"), "yellow": spl(["Melbourne", "Chicago"], "right")}
    doc = cpos(C("Ann", board=board, hand=["Archery"]), C("Bob"), expansions=["echoes", "cities"],
               moves=[meld("Archery")])
    g = game({**doc, "moves": []})
    assert qualifies(g.state, 0, "Wealth") and "Wealth" in claimable(g.state, 0)
    out = run(doc)
    assert "Wealth" in pl(out, "Ann")["achievements"] and "Wealth" not in out["available_achievements"]


def test_the_output_of_any_echoes_or_cities_game_lists_forecasts_and_the_endorse_flag():
    """position.md: for a game with Echoes or Cities the output lists every player's
    forecast and `endorsed` (empty / false where that expansion is not played)."""
    for exps in (["echoes"], ["cities"], ["artifacts", "echoes", "cities"]):
        out = run(cpos(C("Ann", hand=["Archery"]), C("Bob"), expansions=exps))
        assert out["endorsed"] is False, exps
        assert [p["forecast"] for p in out["players"]] == [[], []], exps
    out = run(pos(C("Ann", hand=["Archery"]), C("Bob")))
    assert "endorsed" not in out and "forecast" not in out["players"][0]

# ---- audit (issue 29): cases checked against the reference, one test per rule --------------------

def test_choose_a_card_type_offers_cities_with_the_expansion_r4():
    # Rosetta Stone: choose a card type, draw two 2s of it, meld one, the other to an opponent
    doc = cpos(C("Ann", board={"blue": ["Rosetta Stone"]}), C("Bob", board={"green": ["Clothing"]}),
               cities={"2": ["Carthage", "Rome", "Sparta"]}, expansions=["artifacts", "cities"],
               moves=[dogma("Rosetta Stone")])
    p = run(doc)["pending"]
    assert p["kind"] == "alternative" and p["options"] == ["base", "artifacts", "cities"]
    out = run(dict(doc, moves=doc["moves"] + [choose("cities"), choose(["Rome"])]))
    assert pile(out, "Ann", "purple") == ["Rome"] and pile(out, "Bob", "blue") == ["Carthage"]
    assert cit_pile(out, 2) == ["Sparta"] and hand(out, "Ann") == []
    # an empty Cities pile gives a base card, like any expansion draw
    out = run(dict(doc, supply={"2": ["Calendar", "Fermenting"], "cities": {"2": []}},
                   moves=doc["moves"] + [choose("cities"), choose(["Fermenting"])]))
    assert pile(out, "Ann", "yellow") == ["Fermenting"] and pile(out, "Bob", "blue") == ["Calendar"]
    p = run(dict(doc, expansions=["artifacts", "echoes", "cities"]))["pending"]
    assert p["options"] == ["base", "artifacts", "echoes", "cities"]


def test_melding_your_only_city_to_a_new_color_draws_a_city_r3():
    # the city melded leaves the hand first: no city in hand, so the new color draws one
    out = run(cpos(C("Ann", board={"red": ["Archery"]}, hand=["Yin"]), C("Bob"), cities={"1": ["Troy", "Uruk"]},
                   supply={"1": ["Pottery"]}, moves=[meld("Yin")]))
    assert pile(out, "Ann", "blue") == ["Yin"] and hand(out, "Ann") == ["Troy"] and cit_pile(out, 1) == ["Uruk"]


def test_a_splay_from_one_direction_to_another_draws_a_city_r3():
    # Invention: splay right a color splayed left (then draw and score a 4)
    out = run(cpos(C("Ann", board={"blue": spl(["Writing", "Tools"], "left"), "green": ["Invention"]}), C("Bob"),
                   cities={"4": ["Madrid"]}, supply={"4": ["Gunpowder"]}, moves=[dogma("Invention"), choose("blue")]))
    assert splay(out, "Ann", "blue") == "right" and hand(out, "Ann") == ["Madrid"]


def test_a_pile_cut_to_one_card_loses_its_splay_so_splaying_it_again_draws_r3():
    g = game(cpos(C("Ann", board={"blue": spl(["Writing", "Tools"], "left")}), C("Bob"), cities={"1": ["Yin"]},
                  supply={"1": ["Pottery"]}))
    s = g.state
    verbs.return_card(s, 0, card_id("Tools"))
    assert s.players[0].splay[0] == 0
    verbs.meld(s, 0, verbs.draw(s, 0, 1))                     # Pottery: two blue cards again
    assert verbs.splay(s, 0, 0, 1) is True and [NAMES[c] for c in s.players[0].hand] == ["Yin"]


def test_an_arrow_city_on_a_pile_splayed_its_way_claims_but_draws_no_city_r6_r11():
    out = run(cpos(C("Ann", board={"blue": spl(["Writing", "Tools"], "left")}, hand=["Cordoba"]), C("Bob"),
                   cities={"3": ["Hangzhou"]}, moves=[meld("Cordoba")]))
    assert "Legend" in pl(out, "Ann")["achievements"] and splay(out, "Ann", "blue") == "left"
    assert hand(out, "Ann") == [] and cit_pile(out, 3) == ["Hangzhou"]


def test_legend_by_an_echoes_promotion_r11():
    doc = cpos(C("Ann", board={"yellow": spl(["Domestication", "Masonry"], "left"), "red": ["Archery"]},
                 hand=["Compass"], forecast=["Kaifeng"]), C("Bob"), expansions=["echoes", "cities"],
               cities={"3": ["Delhi"]}, moves=[meld("Compass"), choose(["Kaifeng"])])
    out = run(doc)
    # the Meld action's new color drew Delhi first; the promotion is a meld (no city icons, no city draw)
    assert hand(out, "Ann") == ["Delhi"] and pile(out, "Ann", "yellow")[-1] == "Kaifeng"
    assert "Legend" in pl(out, "Ann")["achievements"] and splay(out, "Ann", "yellow") == "left"


def test_a_search_with_echoes_takes_the_base_pile_r6():
    out = run(cpos(C("Ann", board={"red": ["Archery"]}, hand=["Yin"], forecast=[]), C("Bob"),
                   expansions=["echoes", "cities"], supply={"1": ["Oars", "Pottery"], "echoes": {"1": ["Bell"]}},
                   cities={"1": ["Troy"]}, moves=[meld("Yin")]))
    assert hand(out, "Ann") == ["Oars", "Troy"] and supply(out, 1) == ["Pottery"]
    assert out["supply"]["echoes"]["1"] == ["Bell"]


def test_a_fountain_win_in_the_middle_of_an_effect_stops_it_r7():
    # Domestication melds Kuala Lumpur (a fountain: the seventh achievement): the "draw a 1" never happens
    out = run(cpos(C("Ann", board={"yellow": ["Domestication"]}, hand=["Kuala Lumpur"],
                     achievements=[1, 2, 3, 4, 5, 6]), C("Bob"), supply={"1": ["Oars"]},
                   moves=[dogma("Domestication")]))
    assert out["result"] == {"reason": "achievements", "winners": ["Ann"]}
    assert supply(out, 1) == ["Oars"] and hand(out, "Ann") == []


def test_a_flag_comes_back_when_the_rival_pile_shrinks_r7():
    g = game(cpos(C("Ann", board={"red": ["Zurich"]}), C("Bob", board={"red": spl(["Archery", "Oars"], "left")})))
    assert icon_achievement_count(g.state, 0) == 0
    verbs.return_card(g.state, 1, card_id("Oars"))            # Bob now shows one red card: a tie
    assert icon_achievement_count(g.state, 0) == 1


def test_bonus_points_of_cities_and_echoes_cards_add_up_r8():
    out = run(cpos(C("Ann", board={"purple": ["Rome"], "blue": ["Dice"]}, forecast=[]), C("Bob"),
                   expansions=["echoes", "cities"]))
    assert pl(out, "Ann")["points"] == 2 + 1                    # highest bonus 2, plus 1 for Dice's bonus 1
    for how, pts in (("none", 10), ("up", 9), ("left", 0), ("right", 0)):
        cards = ["Mysticism", "San Francisco"] if how == "none" else spl(["San Francisco", "Mysticism"], how)
        board = {"purple": cards}
        assert pl(run(cpos(C("Ann", board=board), C("Bob"))), "Ann")["points"] == pts   # bonus 9 at top_middle too


def test_endorse_the_featured_icon_may_be_a_search_icon_of_a_top_city_only_r9():
    # Atlantis shows a castle only at top_middle (its search icon): Archery may be endorsed
    doc = cpos(C("Ann", board={"red": ["Archery"], "blue": ["Atlantis"]}, hand=["Tools"]), C("Bob"),
               supply={"1": ["Oars", "Sailing"]}, moves=[endorse("Archery")])
    out = run(doc)
    assert hand(out, "Ann") == ["Oars", "Sailing"] and pile(out, "Ann", "blue") == ["Tools", "Atlantis"]
    # a covered city does not count, even if its pile is splayed
    with pytest.raises(PositionError, match="cannot be endorsed"):
        run(dict(doc, players=[C("Ann", board={"red": ["Archery"], "blue": spl(["Atlantis", "Writing"], "up")},
                                 hand=["Tools"]), C("Bob")]))


def test_endorse_counts_the_featured_icon_after_the_payment_is_tucked_r9():
    # Ann shows 3 castles, Bob 3: before the payment Bob would not be affected; Tools
    # tucked under Ann's blue pile splayed up shows one more castle, so Bob is, twice
    out = run(cpos(C("Ann", board={"red": ["Archery"], "blue": spl(["Writing", "Atlantis"], "up")}, hand=["Tools"]),
                   C("Bob", board={"green": ["The Wheel"]}), supply={"1": ["Oars", "Sailing", "Clothing"]},
                   moves=[endorse("Archery")]))
    assert hand(out, "Ann") == ["Oars", "Sailing"] and supply(out, 1) == ["Clothing"]


def test_endorse_a_city_runs_the_visible_echo_effects_of_its_pile_twice_r9():
    out = run(cpos(C("Ann", board={"blue": spl(["Ruler", "Yin"], "left")}, hand=["Pottery"], forecast=[]), C("Bob"),
                   expansions=["echoes", "cities"], supply={"2": ["Calendar", "Mathematics"],
                                                            "echoes": {"2": ["Lever"]}},
                   moves=[endorse("Yin")]))
    assert hand(out, "Ann") == ["Calendar", "Lever"] and pile(out, "Ann", "blue") == ["Pottery", "Ruler", "Yin"]
    out = run(cpos(C("Ann", board={"blue": spl(["Ruler", "Yin"], "left")}, forecast=[]), C("Bob"),
                   expansions=["echoes", "cities"], supply={"2": ["Calendar"]}, moves=[dogma("Yin")]))
    assert hand(out, "Ann") == ["Calendar"]                   # a Dogma on the city: once


def test_victory_by_an_effects_tuck_then_its_splay_draws_a_city_r11_r3():
    # Code of Laws: tuck Kuala Lumpur (a fountain) under red, then splay red left
    out = run(cpos(C("Ann", board={"red": ["Archery"], "purple": ["Code of Laws"]}, hand=["Kuala Lumpur"]), C("Bob"),
                   cities={"1": ["Yin"]}, moves=[dogma("Code of Laws"), choose(["Kuala Lumpur"]), choose("yes")]))
    assert "Victory" in pl(out, "Ann")["achievements"] and "Victory" not in out["available_achievements"]
    assert splay(out, "Ann", "red") == "left" and hand(out, "Ann") == ["Yin"]
    assert count(out, "Ann") == 1                          # the covered fountain does not count


def test_self_service_counts_flags_as_achievements_r7():
    doc = cpos(C("Ann", board={"red": ["Zurich"], "green": ["Self Service"]}), C("Bob"), moves=[dogma("Self Service")])
    assert run(doc)["result"] == {"reason": "dogma", "winners": ["Ann"]}
    doc["players"][1] = C("Bob", board={"red": spl(["Archery", "Oars"], "left")})      # the flag no longer counts
    assert run(doc)["result"] is None


def test_a_demand_that_uncovers_a_flag_ends_the_game_for_the_opponent_at_once_r7():
    # Bob's Gunpowder takes Ann's Oars: Zurich is on top again (one red card each: a
    # tie keeps the flag), Ann's seventh achievement; Bob's "draw and score a 2" never comes
    out = run(cpos(C("Ann", board={"red": ["Zurich", "Oars"]}, achievements=[1, 2, 3, 4, 5, 6]),
                   C("Bob", board={"red": ["Gunpowder"], "yellow": ["Masonry"]}), current=1,
                   supply={"2": ["Calendar"]}, moves=[dogma("Gunpowder")]))
    assert out["result"] == {"reason": "achievements", "winners": ["Ann"]}
    assert score(out, "Bob") == ["Oars"] and supply(out, 2) == ["Calendar"]


def test_a_city_meld_with_all_three_expansions_arrow_city_draw_dig_then_promotion_r6_r10():
    doc = cpos(C("Ann", board={"blue": ["Troy"]}, hand=["Cordoba"], forecast=["Candles"]), C("Bob"),
               cities={"3": ["Hangzhou"]}, supply={"artifacts": {"1": ["Holmegaard Bows"]}},
               expansions=["artifacts", "echoes", "cities"], moves=[meld("Cordoba")])
    out = run(doc)
    log = out["log"]
    first = [next(i for i, line in enumerate(log) if word in line) for word in ("splays", "Hangzhou", "digs")]
    assert first == sorted(first)
    assert hand(out, "Ann") == ["Hangzhou"] and pl(out, "Ann")["display"] == "Holmegaard Bows"
    assert out["pending"]["kind"] == "cards" and out["pending"]["options"] == ["Candles"]     # the promotion, last


def test_timbuktu_on_top_is_a_top_city_for_endorse_r9_r10():
    out = run(cpos(C("Ann", board={"purple": ["Code of Laws"], "green": ["Timbuktu"]}, hand=["Compass"]), C("Bob"),
                   relics=True, expansions=["artifacts", "cities"], moves=[endorse("Code of Laws")]))
    assert pile(out, "Ann", "green") == ["Compass", "Timbuktu"] and out["endorsed"] is True


def test_melding_the_displayed_artifact_to_a_new_color_draws_a_city_r3_r10():
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, display="Holmegaard Bows"), C("Bob"),
                   cities={"1": ["Thebes"]}, expansions=["artifacts", "cities"], artifact_choice=False,
                   moves=[meld("Holmegaard Bows")]))
    assert pile(out, "Ann", "red") == ["Holmegaard Bows"] and hand(out, "Ann") == ["Thebes"]


def test_a_partners_flag_uncovered_by_a_demand_wins_for_the_team_r7_d6():
    # teams: Ann (6 achievements) and Cat; Bob's Gunpowder takes Cat's Oars, Zurich's
    # flag now counts for Cat (a tie with Bob's one red card): the team has 7
    out = run(cpos(C("Ann", achievements=[1, 2, 3, 4, 5, 6]),
                   C("Bob", board={"red": ["Gunpowder"], "yellow": ["Masonry"]}),
                   C("Cat", board={"red": ["Zurich", "Oars"]}), C("Dan"), teams=True, current=1,
                   supply={"2": ["Calendar"]}, moves=[dogma("Gunpowder")]))
    assert out["result"] == {"reason": "achievements", "winners": ["Ann", "Cat"]}
    assert count(out, "Cat") == 1 and supply(out, 2) == ["Calendar"]


def test_an_empty_cities_pile_gives_a_base_card_even_with_echoes_r3():
    # Ann's hand holds a base card and no Echoes card: an ordinary draw would be an
    # Echoes card; the city draw's fallback is a base card
    out = run(cpos(C("Ann", board={"blue": ["Writing"]}, hand=["Sailing", "Oars"], forecast=[]), C("Bob"),
                   expansions=["echoes", "cities"], cities={"1": []},
                   supply={"1": ["Pottery"], "echoes": {"1": ["Bell"]}}, moves=[meld("Sailing")]))
    assert hand(out, "Ann") == ["Oars", "Pottery"] and out["supply"]["echoes"]["1"] == ["Bell"]


def test_an_endorsed_effect_asks_again_on_its_second_run_and_survives_a_saved_position_r9():
    # Philosophy endorsed: "you may splay one color left" twice (the first splay draws a city),
    # each step written out and continued from the output
    doc = cpos(C("Ann", board={"purple": ["Philosophy"], "red": ["Thebes"], "blue": ["Writing", "Tools"],
                               "green": ["Sailing", "The Wheel"]}, hand=["Pottery", "Oars"]), C("Bob"),
               cities={"2": ["Marseille"]}, moves=[endorse("Philosophy")])
    out = run(doc)
    for answer in ("Oars", "blue", "green"):
        out = run(dict(out, moves=[choose(answer)]))
    assert splay(out, "Ann", "blue") == "left" and splay(out, "Ann", "green") == "left"
    assert hand(out, "Ann") == ["Pottery", "Marseille"]              # one city only: the second splay holds one
    assert out["pending"]["kind"] == "cards" and out["pending"]["options"] == ["Pottery", "Marseille"]
