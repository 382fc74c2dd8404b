"""Artifacts of History and Relics: the rules that are not card effects (digging,
the display, the start-of-turn choice and the free dogma, compel effects, relics,
the end of the game), written as position files. Rules: the expansion's reference
README (rules point by point, BGA's behaviour where it differs)."""
import json

import pytest

from engine import Game, IllegalAnswer, card_id, verbs
from engine.cards import AGE, ARTIFACTS_BY_AGE, RELICS
from engine.dogma import EFFECTS
from engine.game import default_win_target
from tests.engine.helpers import P, PositionError, choose, dogma, game, hand, pile, pl, pos, run


def A(*players, relics=False, **kw):
    """A position with the Artifacts expansion (and Relics if asked)."""
    return pos(*players, expansions=["artifacts"], relics=relics, **kw)


def D(player: dict, display: str) -> dict:
    """``player`` with ``display`` in their display."""
    return dict(player, display=display)


MELD = lambda card: {"action": "meld", "card": card}  # noqa: E731


def art(out, age):
    return out["supply"]["artifacts"][str(age)]


# ---- digging: each condition and its failure -----------------------------------------------

def test_a_meld_action_digs_when_the_melded_card_is_not_higher_than_the_covered_one():
    # Archery (1) covers Road Building (2): 1 <= 2, dig value 2
    out = run(A(P("Ann", {"red": ["Road Building"]}, ["Archery"]), P("Bob"),
                supply={"artifacts": {"2": ["Babylonian Chronicles", "Chronicle of Zuo"]}}, moves=[MELD("Archery")]))
    assert pl(out, "Ann")["display"] == "Babylonian Chronicles"
    assert art(out, 2) == ["Chronicle of Zuo"]
    assert pile(out, "Ann", "red") == ["Road Building", "Archery"]
    assert any("dig" in line for line in out["log"])


def test_a_higher_card_digs_when_both_hexagons_are_in_the_same_place():
    # Road Building (2) on Archery (1): higher, but both hexes are bottom middle; dig value 1
    out = run(A(P("Ann", {"red": ["Archery"]}, ["Road Building"]), P("Bob"),
                supply={"artifacts": {"1": ["Holmegaard Bows"]}}, moves=[MELD("Road Building")]))
    assert pl(out, "Ann")["display"] == "Holmegaard Bows"


def test_a_higher_card_with_its_hexagon_elsewhere_does_not_dig():
    # Construction (2, hex bottom left) on Archery (1, hex bottom middle)
    out = run(A(P("Ann", {"red": ["Archery"]}, ["Construction"]), P("Bob"),
                supply={"artifacts": {"1": ["Holmegaard Bows"]}}, moves=[MELD("Construction")]))
    assert pl(out, "Ann")["display"] is None
    assert art(out, 1) == ["Holmegaard Bows"]


def test_no_dig_while_the_display_is_full():
    out = run(A(D(P("Ann", {"red": ["Road Building"]}, ["Archery"]), "Papyrus of Ani"), P("Bob"),
                supply={"artifacts": {"2": ["Babylonian Chronicles"]}}, artifact_choice=False,
                moves=[MELD("Archery")]))
    assert pl(out, "Ann")["display"] == "Papyrus of Ani"
    assert art(out, 2) == ["Babylonian Chronicles"]


def test_starting_a_new_pile_never_digs():
    out = run(A(P("Ann", {}, ["Archery"]), P("Bob"), supply={"artifacts": {"1": ["Holmegaard Bows"]}},
                moves=[MELD("Archery")]))
    assert pl(out, "Ann")["display"] is None and art(out, 1) == ["Holmegaard Bows"]


def test_an_empty_artifacts_pile_digs_nothing_no_base_card_no_skipping():
    doc = A(P("Ann", {"red": ["Road Building"]}, ["Archery"]), P("Bob"),
            supply={"2": ["Mathematics"], "artifacts": {"2": [], "3": ["Excalibur"]}}, moves=[MELD("Archery")])
    out = run(doc)
    assert pl(out, "Ann")["display"] is None and hand(out, "Ann") == []
    assert art(out, 3) == ["Excalibur"] and out["supply"]["2"] == ["Mathematics"]
    assert out["result"] is None and any("nothing is dug" in line for line in out["log"])


def test_the_dig_value_skips_empty_base_piles_then_looks_at_that_artifacts_pile_only():
    # covered Archery (1), base pile 1 empty: the dig value is 2
    out = run(A(P("Ann", {"red": ["Archery"]}, ["Road Building"]), P("Bob"),
                supply={"1": [], "artifacts": {"1": ["Holmegaard Bows"], "2": ["Babylonian Chronicles"]}},
                moves=[MELD("Road Building")]))
    assert pl(out, "Ann")["display"] == "Babylonian Chronicles" and art(out, 1) == ["Holmegaard Bows"]
    # ...and if the Artifacts 2 pile is empty, nothing: neither Artifacts 1 nor 3
    out = run(A(P("Ann", {"red": ["Archery"]}, ["Road Building"]), P("Bob"),
                supply={"1": [], "artifacts": {"1": ["Holmegaard Bows"], "2": [], "3": ["Excalibur"]}},
                moves=[MELD("Road Building")]))
    assert pl(out, "Ann")["display"] is None
    assert art(out, 1) == ["Holmegaard Bows"] and art(out, 3) == ["Excalibur"]


def test_melding_the_displayed_card_is_a_meld_action_that_may_dig():
    out = run(A(D(P("Ann", {"red": ["Road Building"]}), "Holmegaard Bows"), P("Bob"), artifact_choice=False,
                supply={"artifacts": {"2": ["Babylonian Chronicles"]}}, moves=[MELD("Holmegaard Bows")]))
    assert pile(out, "Ann", "red") == ["Road Building", "Holmegaard Bows"]
    assert pl(out, "Ann")["display"] == "Babylonian Chronicles"


def test_a_meld_by_an_effect_never_digs():
    out = run(A(P("Ann", {"yellow": ["Masonry"], "red": ["Road Building"]}, ["Archery"]), P("Bob"),
                supply={"artifacts": {"2": ["Babylonian Chronicles"]}},
                moves=[dogma("Masonry"), choose(["Archery"], "Ann")]))
    assert pile(out, "Ann", "red") == ["Road Building", "Archery"]
    assert pl(out, "Ann")["display"] is None and art(out, 2) == ["Babylonian Chronicles"]


def test_battleship_yamato_counts_11_on_a_board():
    # anything melded on it digs (value test), but the dig value 11 finds nothing, and the game goes on
    out = run(A(P("Ann", {"red": ["Battleship Yamato"]}, ["Archery"]), P("Bob"), moves=[MELD("Archery")]))
    assert pl(out, "Ann")["display"] is None and out["result"] is None
    # as a top card it asks its Draw action for an 11: the game ends by score
    out = run(A(P("Ann", {"red": ["Battleship Yamato"]}, score=["Sailing"]), P("Bob"), moves=[{"action": "draw"}]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}
    # and it has no dogma
    with pytest.raises(PositionError, match="no featured icon"):
        run(A(P("Ann", {"red": ["Battleship Yamato"]}), P("Bob"), moves=[dogma("Battleship Yamato")]))


# ---- the display and the start of a turn -----------------------------------------------------

def _turn_passes(display="Holmegaard Bows", **kw):
    """Bob's last action, then Ann's turn begins with ``display`` in her display."""
    return A(D(P("Ann"), display), P("Bob"), current=1, actions_left=1, **kw)


def test_the_start_of_turn_choice_is_asked_before_any_action():
    out = run(dict(_turn_passes(), moves=[{"action": "draw"}]))
    assert out["pending"]["player"] == "Ann" and out["pending"]["kind"] == "alternative"
    assert out["pending"]["options"] == ["dogma", "return", "pass"]
    assert out["actions_left"] == 2 and out["artifact_choice"] is True
    with pytest.raises(PositionError, match="must first answer"):
        run(dict(_turn_passes(), moves=[{"action": "draw"}, {"action": "draw"}]))


def test_returning_the_displayed_card_puts_it_under_its_artifacts_pile():
    for answer in ("return", 1):
        out = run(dict(_turn_passes(supply={"artifacts": {"1": ["Papyrus of Ani"]}}),
                       moves=[{"action": "draw"}, choose(answer, "Ann")]))
        assert pl(out, "Ann")["display"] is None
        assert art(out, 1) == ["Papyrus of Ani", "Holmegaard Bows"]
        assert out["pending"] is None and out["actions_left"] == 2 and out["artifact_choice"] is False


def test_passing_keeps_the_card_which_keeps_blocking_digs():
    out = run(dict(_turn_passes(), players=[D(P("Ann", {"red": ["Road Building"]}, ["Archery"]), "Holmegaard Bows"),
                                             P("Bob")],
                   moves=[{"action": "draw"}, choose("pass"), MELD("Archery")]))
    assert pl(out, "Ann")["display"] == "Holmegaard Bows" and out["actions_left"] == 1


def test_only_the_current_player_answers_and_yamato_cannot_be_dogmad():
    with pytest.raises(PositionError, match="not the player being asked"):
        run(dict(_turn_passes(), moves=[{"action": "draw"}, choose("pass", "Bob")]))
    out = run(dict(_turn_passes("Battleship Yamato"), moves=[{"action": "draw"}]))
    assert out["pending"]["options"] == ["return", "pass"]
    with pytest.raises(PositionError, match="not one of"):
        run(dict(_turn_passes("Battleship Yamato"), moves=[{"action": "draw"}, choose("dogma")]))


@pytest.fixture
def chronicles(monkeypatch):
    """Babylonian Chronicles (castle; a compel, then a non-demand effect; three castles
    printed) with stand-in effects that only draw a 1, to watch who executes what."""
    cid = card_id("Babylonian Chronicles")
    monkeypatch.setitem(EFFECTS, (cid, "third"), [lambda x: x.draw(1), lambda x: x.draw(1)])
    return cid


ONES = ["Pottery", "Tools", "Writing", "Sailing", "Clothing", "Agriculture"]


def test_the_free_dogma_counts_the_cards_own_icons_compels_shares_and_draws_for_sharing(chronicles):
    # Ann: no castle on her board + 3 on the card = 3. Bob (3 castles) is compelled and
    # shares; Cat (2) neither. Order: Bob's compel draw, Bob's share, Ann, then Ann's free
    # Draw for the shared dogma; then the card goes back under the Artifacts 2 pile.
    doc = A(D(P("Ann"), "Babylonian Chronicles"), P("Bob", {"red": ["Metalworking"]}),
            P("Cat", {"red": ["Archery"]}), supply={"1": ONES, "artifacts": {"2": ["Chronicle of Zuo"]}},
            moves=[choose("dogma", "Ann")])
    out = run(doc)
    assert hand(out, "Bob") == ["Pottery", "Tools"]
    assert hand(out, "Cat") == []
    assert hand(out, "Ann") == ["Writing", "Sailing"]
    assert pl(out, "Ann")["display"] is None
    assert art(out, 2) == ["Chronicle of Zuo", "Babylonian Chronicles"]
    assert out["actions_left"] == 2 and out["pending"] is None and out["current"] == 0


def test_without_the_cards_own_icons_everyone_would_share(chronicles):
    # the same players on a normal Dogma action of the card as a top card with no other
    # castle: Ann counts 3 (the card's own, on her board) and nothing is added
    out = run(A(P("Ann", {"red": ["Babylonian Chronicles"]}), P("Bob", {"red": ["Metalworking"]}),
                P("Cat", {"red": ["Archery"]}), supply={"1": ONES}, moves=[dogma("Babylonian Chronicles")]))
    assert hand(out, "Bob") == ["Pottery", "Tools"] and hand(out, "Cat") == []
    assert hand(out, "Ann")[0] == "Writing" and AGE[card_id(hand(out, "Ann")[1])] == 2   # free Draw: her top 2
    assert pile(out, "Ann", "red") == ["Babylonian Chronicles"] and out["actions_left"] == 1


def test_a_teammate_with_as_many_icons_shares_but_is_never_compelled(chronicles):
    out = run(A(D(P("Ann"), "Babylonian Chronicles"), P("Bob"), P("Cat", {"red": ["Metalworking"]}), P("Dan"),
                teams=True, supply={"1": ONES}, moves=[choose("dogma")]))
    assert hand(out, "Cat") == ["Pottery"]              # shares the non-demand only
    assert hand(out, "Ann") == ["Tools"]                # no free Draw: a partner's sharing
    assert hand(out, "Bob") == [] and hand(out, "Dan") == []


def test_the_free_dogma_is_not_an_action_and_an_unwritten_effect_does_nothing(monkeypatch):
    monkeypatch.delitem(EFFECTS, (card_id("Holmegaard Bows"), "third"), raising=False)
    out = run(dict(_turn_passes(), moves=[{"action": "draw"}, choose("dogma")]))
    assert any("not written yet" in line for line in out["log"])
    assert pl(out, "Ann")["display"] is None and out["actions_left"] == 2


# ---- relics ----------------------------------------------------------------------------------

def _dig4(ann=None, bob=None, answer=None, **kw):
    """Ann melds Archery on Gunpowder (4) and digs the Artifact 4 Tortugas Galleon."""
    ann = ann or P("Ann", {"red": ["Gunpowder"]}, ["Archery"])
    moves = [MELD("Archery")] + ([] if answer is None else [choose(answer, "Ann")])
    return run(A(ann, bob or P("Bob"), relics=True, supply={"artifacts": {"4": ["Tortugas Galleon"]}},
                 moves=moves, **kw))


def test_a_dig_of_value_4_offers_complex_numbers_to_hand_or_achievements():
    out = _dig4()
    assert out["pending"]["kind"] == "alternative" and out["pending"]["options"] == ["hand", "achievements"]
    assert out["pending"]["min"] == 0
    out = _dig4(answer="hand")
    assert hand(out, "Ann") == ["Complex Numbers"] and "Complex Numbers" not in out["available_relics"]
    out = _dig4(answer="achievements")
    assert pl(out, "Ann")["achievements"] == ["Complex Numbers"]
    out = _dig4(answer=None)
    assert out["pending"] is not None
    out = run(A(P("Ann", {"red": ["Gunpowder"]}, ["Archery"]), P("Bob"), relics=True,
                supply={"artifacts": {"4": ["Tortugas Galleon"]}}, moves=[MELD("Archery"), choose(None)]))
    assert "Complex Numbers" in out["available_relics"] and out["actions_left"] == 1


def test_a_relic_in_another_players_achievements_is_stolen():
    out = _dig4(bob=P("Bob", achievements=["Complex Numbers", 1]), answer="achievements")
    assert pl(out, "Ann")["achievements"] == ["Complex Numbers"]
    assert len(pl(out, "Bob")["achievements"]) == 1


def test_your_own_relic_can_only_come_back_to_your_hand():
    out = _dig4(ann=P("Ann", {"red": ["Gunpowder"]}, ["Archery"], achievements=["Complex Numbers"]))
    assert out["pending"]["options"] == ["hand"]


def test_a_relic_in_a_hand_or_on_a_board_is_not_offered():
    out = _dig4(bob=P("Bob", hand=["Complex Numbers"]))
    assert out["pending"] is None and hand(out, "Bob") == ["Complex Numbers"]


def test_a_relic_of_a_set_not_in_play_goes_to_achievements_only():
    # Engineering (3) covered: an Artifact 3 (Excalibur) offers Timbuktu (Cities)
    out = run(A(P("Ann", {"red": ["Engineering"]}, ["Archery"]), P("Bob"), relics=True,
                supply={"artifacts": {"3": ["Excalibur"]}}, moves=[MELD("Archery")]))
    assert out["pending"]["options"] == ["achievements"]
    with pytest.raises(PositionError, match="not one of"):
        run(A(P("Ann", {"red": ["Engineering"]}, ["Archery"]), P("Bob"), relics=True,
              supply={"artifacts": {"3": ["Excalibur"]}}, moves=[MELD("Archery"), choose("hand")]))


def test_no_relic_without_the_relics_option_or_for_values_without_one():
    out = run(A(P("Ann", {"red": ["Gunpowder"]}, ["Archery"]), P("Bob"),
                supply={"artifacts": {"4": ["Tortugas Galleon"]}}, moves=[MELD("Archery")]))
    assert out["pending"] is None and "available_relics" not in out
    out = run(A(P("Ann", {"red": ["Road Building"]}, ["Archery"]), P("Bob"), relics=True,
                supply={"artifacts": {"2": ["Babylonian Chronicles"]}}, moves=[MELD("Archery")]))
    assert out["pending"] is None and len(out["available_relics"]) == 5


def test_seizing_a_relic_into_achievements_can_win_at_once():
    out = _dig4(ann=P("Ann", {"red": ["Gunpowder"]}, ["Archery"], achievements=[1, 2, 3, 4, 5, 6]),
                answer="achievements")
    assert out["result"] == {"reason": "achievements", "winners": ["Ann"]}


def test_a_returned_relic_goes_back_to_the_relic_area():
    g = game(A(P("Ann", hand=["Complex Numbers"]), P("Bob"), relics=True))
    verbs.return_card(g.state, 0, card_id("Complex Numbers"))
    assert card_id("Complex Numbers") in g.state.relic_area
    assert all(card_id("Complex Numbers") not in pile for pile in g.state.supply)


# ---- draws and the end of the game -------------------------------------------------------------

@pytest.mark.parametrize("n,teams,target", [(2, False, 7), (3, False, 6), (4, False, 5), (4, True, 7)])
def test_the_expansion_needs_one_more_achievement(n, teams, target):
    for relics in (False, True):
        g = Game.new(["A", "B", "C", "D"][:n], seed=3, teams=teams, expansions=["artifacts"], relics=relics)
        assert g.state.win_target == target == default_win_target(n, teams, 1)
        assert [len(p) for p in g.state.art_supply] == [15] + [10] * 9
        assert len(g.state.relic_area) == (5 if relics else 0)
        assert len(g.state.locate_all()) == 210 + (5 if relics else 0)


def test_a_base_game_is_dealt_exactly_as_before_and_holds_no_expansion_card():
    a, b = Game.new(["A", "B"], seed=8), Game.new(["A", "B"], seed=8, expansions=["artifacts"])
    assert a.state.supply == b.state.supply and [p.hand for p in a.state.players] == [p.hand for p in b.state.players]
    assert len(a.state.locate_all()) == 105 and "expansions" not in a.state.to_dict()


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match="relics"):
        Game.new(["A", "B"], relics=True)
    with pytest.raises(ValueError, match="unknown expansion"):
        Game.new(["A", "B"], expansions=["figures"])


def test_an_expansion_draw_uses_base_piles_for_the_value_and_a_base_card_when_its_pile_is_empty():
    g = game(A(P("Ann"), P("Bob"), supply={"1": [], "2": ["Mathematics"], "3": ["Alchemy"],
                                            "artifacts": {"1": ["Holmegaard Bows"], "2": [],
                                                          "3": ["Excalibur"]}}))
    s = g.state
    assert verbs.draw(s, 0, 1, card_set="artifacts") == card_id("Mathematics")     # 1 -> 2; Artifacts 2 empty
    assert verbs.draw(s, 0, 3, card_set="artifacts") == card_id("Excalibur")
    assert verbs.draw(s, 0, 0, card_set="base") == card_id("Alchemy")             # plain draws stay base


def test_effects_returning_an_artifact_put_it_under_its_own_pile():
    g = game(A(P("Ann", hand=["Excalibur"]), P("Bob"), supply={"artifacts": {"3": ["Mjolnir Amulet"]}}))
    verbs.return_card(g.state, 0, card_id("Excalibur"))
    assert g.state.art_supply[2] == [card_id("Mjolnir Amulet"), card_id("Excalibur")]


# ---- position files ---------------------------------------------------------------------------

@pytest.mark.parametrize("doc,words", [
    (pos(P("Ann", hand=["Excalibur"]), P("Bob")), "expansions"),
    (pos(P("Ann"), P("Bob"), relics=True), "relics"),
    (A(P("Ann", hand=["Complex Numbers"]), P("Bob")), "relics"),
    (A(P("Ann"), P("Bob"), supply={"artifacts": {"1": ["Archery"]}}), "not an Artifacts card"),
    (A(P("Ann"), P("Bob"), supply={"1": ["Holmegaard Bows"]}), "not a base card"),
    (A(P("Ann"), P("Bob"), supply={"artifacts": {"2": ["Holmegaard Bows"]}}), "not a 2"),
    (A(D(P("Ann"), "Archery"), P("Bob")), "not an Artifacts card"),
    (A(P("Ann"), P("Bob"), artifact_choice=True), "display is empty"),
    (A(P("Ann"), P("Bob"), relics=True, available_relics=["Archery"]), "not a relic"),
    (A(P("Ann"), P("Bob"), supply={"artifacts": {"11": []}}), "age 1-10"),
    (pos(P("Ann"), P("Bob"), expansions=["figures"]), "unknown expansion"),
])
def test_bad_expansion_positions_are_refused(doc, words):
    with pytest.raises(PositionError, match=words):
        run(doc)


def test_a_base_position_is_written_as_before():
    out = run(pos(P("Ann"), P("Bob")))
    assert not {"expansions", "relics", "available_relics", "artifact_choice"} & set(out)
    assert "artifacts" not in out["supply"] and "display" not in out["players"][0]


def test_an_expansion_position_is_fully_explicit_and_continues_the_same_game():
    doc = A(D(P("Ann", {"red": ["Gunpowder"]}, ["Archery"]), "Excalibur"), P("Bob", achievements=["Timbuktu"]),
            relics=True, seed=4)
    out = run(doc)
    assert out["expansions"] == ["artifacts"] and out["relics"] is True and "win_target" not in out
    assert sorted(out["available_relics"]) == sorted(["Complex Numbers", "Newton-Wickins Telescope", "Ching Shih",
                                                      "Safety Pin"])
    assert sum(len(v) for v in out["supply"]["artifacts"].values()) == 104
    assert out["artifact_choice"] is True and out["pending"]["options"] == ["dogma", "return", "pass"]
    again = run(dict(out, moves=[]))
    assert {k: v for k, v in again.items() if k != "log"} == {k: v for k, v in out.items() if k != "log"}
    # continue through the choice, the meld, the dig and the relic question, in one file or two
    moves = [choose("return"), MELD("Archery")]
    whole = run(dict(doc, moves=moves + [choose("hand")]))
    half = run(dict(doc, moves=moves))
    assert half["pending"]["options"] == ["hand", "achievements"] and "in_progress" in half
    rest = run(dict(half, moves=[choose("hand")]))
    assert {k: v for k, v in rest.items() if k != "log"} == {k: v for k, v in whole.items() if k != "log"}
    assert "Complex Numbers" in hand(whole, "Ann") and pl(whole, "Ann")["display"] is not None


def test_a_relic_listed_as_available_and_one_left_out():
    out = run(A(P("Ann"), P("Bob"), relics=True, available_relics=["Safety Pin"]))
    assert out["available_relics"] == ["Safety Pin"]


def test_saves_and_clones_of_an_expansion_game_mid_action_are_identical():
    g = game(A(P("Ann", {"red": ["Gunpowder"]}, ["Archery"]), P("Bob"), relics=True,
               supply={"artifacts": {"4": ["Tortugas Galleon"]}}, moves=[MELD("Archery")]))
    assert g.pending.source == "relic"
    j = g.to_json()
    assert Game.from_json(json.loads(json.dumps(j))).to_json() == j == g.clone().to_json()
    g2 = g.clone()
    g2.apply("achievements")
    assert card_id("Complex Numbers") in g2.state.players[0].achievements
    with pytest.raises(IllegalAnswer):
        g.apply("board")


def test_relic_and_artifact_ids():
    assert [AGE[r] for r in RELICS] == [3, 4, 5, 6, 7]
    assert all(len(ARTIFACTS_BY_AGE[a]) == (15 if a == 0 else 10) for a in range(10))


def test_the_table_view_of_a_board_with_yamato_and_of_an_artifacts_question():
    from engine.view import masked_options, table_view
    g = game(A(P("Ann", {"red": ["Battleship Yamato"], "blue": ["Writing"]}), P("Bob")))
    tv = table_view(g, 0)
    assert set(tv["dogma"]) == {"Writing"}          # Yamato has no dogma
    g = game(A(P("Ann", {"red": ["Gunpowder"]}, ["Archery"]), P("Bob"), relics=True,
               supply={"artifacts": {"4": ["Tortugas Galleon"]}}, moves=[MELD("Archery")]))
    assert table_view(g, 0)["pending"]["options"] == ["hand", "achievements"]
    g.state.art_supply[3].append(card_id("Moses"))   # a card question over an Artifacts pile hides its cards
    from engine.decisions import Decision
    g._pending = Decision(0, "cards", [card_id("Moses")], 1, 1, "x")
    opts, mapping, descr = masked_options(g)
    assert opts == ["?1"] and descr["?1"]["zone"] == "artifacts"
