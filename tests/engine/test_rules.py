"""The general rules: setup, actions, dogma, verbs, special achievements, the end,
decisions, serialization and views."""
import json
import subprocess
import sys

import pytest

from engine import Game, IllegalAnswer, GameIsOver, card_id
from engine import verbs
from engine.cards import AGE, NAMES
from engine.decisions import GameOver
from engine.game import new_state
from engine.view import view
from tests.engine.helpers import P, choose, dogma, game, pile, pl, pos, run, PositionError


def ids(*names):
    return [card_id(n) for n in names]


# ---- setup -------------------------------------------------------------------------------

@pytest.mark.parametrize("n,teams,target", [(2, False, 6), (3, False, 5), (4, False, 4), (4, True, 6)])
def test_setup_deals_and_sets_aside(n, teams, target):
    g = Game.new(["A", "B", "C", "D"][:n], seed=11, teams=teams)
    s = g.state
    assert s.win_target == target
    assert sorted(AGE[c] for c in s.achievements) == list(range(1, 10))
    assert s.specials == ["Monument", "Empire", "World", "Wonder", "Universe"]
    assert all(len(p.hand) == 2 and all(AGE[c] == 1 for c in p.hand) for p in s.players)
    assert len(s.supply[0]) == 15 - 1 - 2 * n
    assert len(s.locate_all()) == 105


def test_setup_is_deterministic_by_seed():
    assert Game.new(["A", "B"], seed=5).to_json() == Game.new(["A", "B"], seed=5).to_json()
    assert Game.new(["A", "B"], seed=5).to_json() != Game.new(["A", "B"], seed=6).to_json()


def test_first_meld_choice_is_secret_and_alphabetical_first_player_has_one_action():
    g = Game.new(["A", "B", "C"], seed=3)
    picks = []
    for i in range(3):
        d = g.pending
        assert d.player == i and d.kind == "cards" and (d.min, d.max) == (1, 1)
        c = min(d.options, key=lambda c: NAMES[c])
        picks.append(c)
        ev = g.apply([c])
        if i < 2:
            assert ev == []  # nothing is revealed before everyone has chosen
    first = min(range(3), key=lambda i: NAMES[picks[i]].casefold())
    assert g.state.current == first and g.state.actions_left == 1
    g.apply(("draw",))
    assert g.state.current == (first + 1) % 3 and g.state.actions_left == 2


def test_four_players_first_two_turns_have_one_action():
    g = Game.new(["A", "B", "C", "D"], seed=4)
    for _ in range(4):
        g.apply([g.pending.options[0]])
    first = g.state.current
    assert g.state.actions_left == 1
    g.apply(("draw",))
    assert g.state.current == (first + 1) % 4 and g.state.actions_left == 1
    g.apply(("draw",))
    assert g.state.actions_left == 2


def test_the_wheel_comes_before_tools_alphabetically():
    assert sorted(["Tools", "The Wheel"], key=str.casefold)[0] == "The Wheel"


# ---- actions -------------------------------------------------------------------------------

def test_draw_action_uses_highest_top_card_and_skips_empty_piles():
    out = run(pos(P("Ann", {"blue": ["Tools"]}, hand=[]),
                  P("Bob", {"red": ["Oars"]}), supply={"1": [], "2": ["Mathematics"]},
                  moves=[{"action": "draw"}]))
    assert pl(out, "Ann")["hand"] == ["Mathematics"]


def test_draw_above_10_ends_by_score():
    out = run(pos(P("Ann", {"blue": ["Software"]}, score=["Optics"]), P("Bob", {"red": ["Oars"]}, score=["Tools"]),
                  supply={"10": []}, moves=[{"action": "draw"}]))
    assert out["result"] == {"reason": "score", "winners": ["Ann"]}


def test_score_tie_broken_by_achievements_then_shared():
    base = dict(supply={"10": []}, moves=[{"action": "draw"}])
    out = run(pos(P("Ann", {"blue": ["Software"]}, score=["Optics"]),
                  P("Bob", {"red": ["Oars"]}, score=["Paper"], achievements=[1]), **base))
    assert out["result"]["winners"] == ["Bob"]
    out = run(pos(P("Ann", {"blue": ["Software"]}, score=["Optics"]),
                  P("Bob", {"red": ["Oars"]}, score=["Paper"]), **base))
    assert out["result"]["winners"] == ["Ann", "Bob"]


def test_score_end_in_team_game_adds_partners():
    out = run(pos(P("A", {"blue": ["Software"]}, score=["Optics"]), P("B", {"red": ["Oars"]}, score=["Paper"]),
                  P("C", {}, score=[]), P("D", {}, score=["Tools"]),
                  teams=True, supply={"10": []}, moves=[{"action": "draw"}]))
    assert out["result"]["winners"] == ["B", "D"]


def test_meld_action_keeps_splay():
    out = run(pos(P("Ann", {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}, hand=["Metalworking"]),
                  P("Bob"), moves=[{"action": "meld", "card": "Metalworking"}]))
    assert pile(out, "Ann", "red") == ["Archery", "Oars", "Metalworking"]
    assert pl(out, "Ann")["board"]["red"]["splay"] == "left"


def test_achieve_needs_score_and_top_card():
    doc = pos(P("Ann", {"red": ["Archery"]}, score=["Invention", "Navigation", "Anatomy"]), P("Bob"),
              moves=[{"action": "achieve", "age": 2}])
    with pytest.raises(PositionError, match="move 0: .*top card of value 2"):
        run(doc)
    out = run(pos(P("Ann", {"red": ["Archery"]}, score=["Optics", "Paper"]), P("Bob"),
                  moves=[{"action": "achieve", "age": 1}]))
    assert len(pl(out, "Ann")["achievements"]) == 1 and 1 not in out["available_achievements"]
    with pytest.raises(PositionError, match="needs a score of 10"):
        run(pos(P("Ann", {"blue": ["Mathematics"]}, score=["Tools"]), P("Bob"),
                moves=[{"action": "achieve", "age": 2}]))


def test_illegal_action_names_the_move_and_changes_nothing():
    doc = pos(P("Ann", {"blue": ["Writing"]}), P("Bob", {"red": ["Archery"]}),
              moves=[{"action": "draw"}, {"action": "dogma", "card": "Archery"}])
    with pytest.raises(PositionError, match="move 1: Archery is not a top card of Ann's board"):
        run(doc)
    g = game(pos(P("Ann", {"blue": ["Writing"]}), P("Bob", {"red": ["Archery"]})))
    before = g.to_json()
    with pytest.raises(IllegalAnswer):
        g.apply({"action": "meld", "card": "Archery"})
    assert g.to_json() == before


def test_turn_passes_after_two_actions_and_monument_counters_reset():
    g = game(pos(P("Ann", {"blue": ["Writing"]}), P("Bob", {"red": ["Archery"]})))
    g.state.players[0].scored = 3
    g.apply({"action": "draw"})
    g.apply({"action": "draw"})
    assert g.state.current == 1 and g.state.actions_left == 2 and g.state.players[0].scored == 0


# ---- dogma -------------------------------------------------------------------------------

def test_demand_skips_teammate_and_hits_opponents_in_order():
    out = run(
        pos(
            P("A", {"red": ["Archery"]}),
            P("B", hand=["Optics"]),
            P("C", hand=["Paper"]),
            P("D", hand=["Compass"]),
            teams=True,
            supply={"1": ["Tools", "Oars", "Sailing"]},
            moves=[dogma("Archery")],
        )
    )
    assert sorted(pl(out, "A")["hand"]) == ["Compass", "Optics"]   # from B then D
    assert pl(out, "C")["hand"] == ["Paper"]                        # the partner is never demanded
    assert "A activates" in out["log"][0]
    assert out["log"].index("B draws Tools (a 1).") < out["log"].index("D draws Oars (a 1).")


def test_sharing_order_activator_last_and_counts_fixed_at_start():
    # Bob and Cat share Writing (both have >= lightbulbs); order: Bob, Cat, then Ann.
    out = run(
        pos(
            P("Ann", {"blue": ["Writing"]}),
            P("Bob", {"blue": ["Tools"]}),
            P("Cat", {"blue": ["Pottery"], "purple": ["Philosophy"]}),
            supply={"1": ["Oars"], "2": ["Mathematics", "Calendar", "Currency", "Mapmaking"]},
            moves=[dogma("Writing")],
        )
    )
    assert pl(out, "Bob")["hand"] == ["Mathematics"]
    assert pl(out, "Cat")["hand"] == ["Calendar"]
    assert pl(out, "Ann")["hand"] == ["Currency", "Oars"]  # then the free Draw (a 1: her top card's age)


def test_no_free_draw_when_sharer_changes_nothing():
    out = run(pos(P("Ann", {"purple": ["Code of Laws"], "red": ["Oars"]}, hand=["Archery"]),
                  P("Bob", {"purple": ["City States"]}, hand=[]),
                  moves=[dogma("Code of Laws"), choose("Archery"), choose("no")]))
    assert pl(out, "Ann")["hand"] == []   # Bob shared but had nothing to tuck: no free Draw
    assert not any("free Draw" in x for x in out["log"])


def test_free_draw_even_if_change_is_undone():
    # Agriculture shared: Bob returns a 1 and draws+scores a 2; a change, so Ann gets the Draw.
    out = run(pos(P("Ann", {"yellow": ["Agriculture"]}), P("Bob", {"blue": ["Pottery"]}, hand=["Tools"]),
                  supply={"1": ["Oars"], "2": ["Calendar"]},
                  moves=[dogma("Agriculture"), choose("Tools", "Bob")]))
    assert pl(out, "Bob")["score"] == ["Calendar"]
    assert pl(out, "Ann")["hand"] == ["Oars"]


def test_teammate_sharing_does_not_earn_free_draw():
    out = run(pos(P("A", {"blue": ["Writing"]}), P("B"), P("C", {"blue": ["Tools"]}), P("D"), teams=True,
                  supply={"2": ["Mathematics", "Calendar", "Currency"]}, moves=[dogma("Writing")]))
    assert pl(out, "C")["hand"] == ["Mathematics"] and pl(out, "A")["hand"] == ["Calendar"]


def test_dogma_action_counts_as_one_action():
    out = run(pos(P("Ann", {"blue": ["Writing"]}), P("Bob"), moves=[dogma("Writing")]))
    assert out["actions_left"] == 1 and out["current"] == 0


# ---- verbs and splays ---------------------------------------------------------------------------

def _bare(n=2):
    s = new_state(["A", "B", "C", "D"][:n], seed=1)
    s.specials = []
    return s


def test_return_goes_to_bottom_and_recreates_empty_pile():
    s = _bare()
    c = s.players[0].hand[0]
    s.supply[0], rest = [], s.supply[0]
    s.out_of_play.extend(rest)
    verbs.return_card(s, 0, c)
    assert s.supply[0] == [c]


def test_pile_reduced_to_one_card_loses_splay_for_good():
    s = _bare()
    a, b = ids("Archery", "Oars")
    s.players[0].board[1] = [a, b]
    for pile_ in s.supply:
        for c in (a, b):
            if c in pile_:
                pile_.remove(c)
    for p in s.players:
        for c in (a, b):
            if c in p.hand:
                p.hand.remove(c)
    assert verbs.splay(s, 0, 1, 1)
    verbs.return_card(s, 0, b)
    assert s.players[0].splay[1] == 0
    verbs.meld(s, 0, b)
    assert s.players[0].splay[1] == 0  # the splay does not come back


def test_splay_needs_two_cards():
    s = _bare()
    assert not verbs.can_splay(s, 0, 1, 1)


def test_draw_zero_counts_as_one():
    s = _bare()
    c = verbs.draw(s, 0, 0)
    assert AGE[c] == 1


# ---- special achievements -----------------------------------------------------------------------

def test_monument_by_six_scores_in_a_turn_not_by_transfers():
    s = _bare()
    s.specials = ["Monument"]
    cards = list(s.supply[1][:6])
    for c in cards[:5]:
        verbs.score(s, 0, c)
    verbs.transfer(s, 0, cards[5], 0, "score")
    assert "Monument" not in s.players[0].achievements
    verbs.score(s, 0, s.supply[2][0])
    assert "Monument" in s.players[0].achievements


def test_empire_world_wonder_universe_conditions():
    out = run(pos(P("Ann", {"red": {"cards": ["Oars", "Archery"], "splay": "none"}}, hand=["Metalworking"]), P("Bob"),
                  moves=[{"action": "meld", "card": "Metalworking"}]))
    assert pl(out, "Ann")["achievements"] == []
    # Universe: five top cards of value 8+
    out = run(pos(P("Ann", {"blue": ["Computers"], "red": ["Flight"], "green": ["Satellites"], "yellow": ["Suburbia"]},
                    hand=["Socialism"]), P("Bob"), moves=[{"action": "meld", "card": "Socialism"}]))
    assert "Universe" in pl(out, "Ann")["achievements"]


def test_wonder_claimed_on_splay_and_current_player_first():
    board = {"blue": {"cards": ["Tools", "Writing"], "splay": "right"},
             "red": {"cards": ["Archery", "Oars"], "splay": "up"},
             "green": {"cards": ["Sailing", "The Wheel"], "splay": "right"},
             "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
             "purple": ["Mysticism", "Code of Laws"]}
    g = game(pos(P("Ann", board), P("Bob"), available_achievements=["Wonder"]))
    verbs.splay(g.state, 0, 4, 3)
    assert "Wonder" in g.state.players[0].achievements and g.state.specials == []


def test_achievement_target_ends_game_mid_effect():
    with pytest.raises(GameOver):
        s = _bare()
        s.win_target = 1
        s.specials = ["Monument"]
        for c in list(s.supply[1][:6]):
            verbs.score(s, 0, c)
    assert s.result == ("achievements", (0,))


def test_team_achievements_count_together():
    out = run(pos(P("A", {"red": ["Archery"]}, score=["Optics", "Paper"], achievements=[2, 3, 4]),
                  P("B"), P("C", achievements=[5, 6]), P("D"), teams=True,
                  moves=[{"action": "achieve", "age": 1}]))
    assert out["result"] == {"reason": "achievements", "winners": ["A", "C"]}


# ---- decisions and data ----------------------------------------------------------------------------

def test_forced_answer_not_asked_and_decline_accepts_null_and_empty():
    for decline in (None, []):
        out = run(pos(P("Ann", {"yellow": ["Agriculture"]}, hand=["Optics"]), P("Bob", {"red": ["Oars"]}),
                      moves=[dogma("Agriculture"), choose(decline)]))
        assert pl(out, "Ann")["hand"] == ["Optics"]


def test_answer_after_game_over_is_refused():
    g = game(pos(P("Ann", {"blue": ["Software"]}), P("Bob"), supply={"10": []}, moves=[{"action": "draw"}]))
    assert g.over and g.pending is None
    with pytest.raises(GameIsOver):
        g.apply({"action": "draw"})


def test_mid_effect_position_continues_from_output():
    doc = pos(P("Ann", {"red": ["Archery"]}), P("Bob", hand=["Paper", "Compass"]),
              supply={"1": ["Oars"]}, moves=[dogma("Archery")])
    out = run(doc)
    assert out["pending"]["player"] == "Bob" and out["pending"]["kind"] == "cards"
    assert "in_progress" in out
    out["moves"] = [choose("Paper", "Bob")]
    out2 = run(out)
    assert pl(out2, "Ann")["hand"] == ["Paper"] and out2["pending"] is None
    out["moves"] = [{"action": "draw"}]
    with pytest.raises(PositionError, match="move 0: Bob must first answer"):
        run(out)


def test_serialize_and_clone_mid_dogma_are_identical():
    g = game(pos(P("Ann", {"red": ["Archery"]}), P("Bob", hand=["Paper", "Compass"]), supply={"1": ["Oars"]},
                 moves=[dogma("Archery")]))
    j = g.to_json()
    h = Game.from_json(json.loads(json.dumps(j)))
    assert h.to_json() == j and g.clone().to_json() == j
    h.apply(["Paper"])
    g2 = g.clone()
    g2.apply(["Compass"])
    assert g.to_json() == j  # the clone is independent


def test_view_hides_what_player_cannot_see():
    a = game(pos(P("Ann", {"red": ["Archery"]}, hand=["Optics"], score=["Paper"]),
                 P("Bob", {"blue": ["Writing"]}, hand=["Compass"], score=["Alchemy"]), seed=1))
    b = game(pos(P("Ann", {"red": ["Archery"]}, hand=["Optics"], score=["Paper"]),
                 P("Bob", {"blue": ["Writing"]}, hand=["Engineering"], score=["Medicine"]), seed=2))
    assert view(a, 0) == view(b, 0)
    assert view(a, 1) != view(b, 1)
    v = view(a, 0)
    assert v["players"][1]["hand"] is None and v["players"][1]["hand_ages"] == [3]
    assert v["players"][0]["hand"] == ["Optics"]


def test_engine_never_imports_qt():
    code = ("import sys, engine, engine.position, engine.view, engine.ai; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'innovation_desktop'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


# ---- position files -----------------------------------------------------------------------------

@pytest.mark.parametrize("doc,msg", [
    ({"format": "x", "players": [{"name": "A"}, {"name": "B"}]}, "format"),
    ({"format": "innovation-position/1", "players": [{"name": "A"}]}, "players"),
    (pos(P("A", {"red": ["Writing"]}), P("B")), "Writing is blue"),
    (pos(P("A", {"red": {"cards": ["Archery"], "splay": "left"}}), P("B")), "cannot be splayed"),
    (pos(P("A", hand=["Nope"]), P("B")), "unknown card"),
    (pos(P("A", hand=["Oars"]), P("B", hand=["Oars"])), "named twice"),
    (pos(P("A"), P("A")), "unique"),
])
def test_invalid_position_files(doc, msg):
    with pytest.raises(PositionError, match=msg):
        run(doc)


def test_cli_exit_codes(tmp_path):
    f = tmp_path / "p.json"
    f.write_text(json.dumps(pos(P("Ann", {"blue": ["Writing"]}), P("Bob"), moves=[dogma("Writing")])))
    r = subprocess.run([sys.executable, "-m", "engine", "play", str(f)], capture_output=True, text=True)
    assert r.returncode == 0 and json.loads(r.stdout)["players"][0]["hand"]
    f.write_text("{not json")
    r = subprocess.run([sys.executable, "-m", "engine", "play", str(f)], capture_output=True, text=True)
    assert r.returncode == 2 and r.stdout == "" and "JSON" in r.stderr
    r = subprocess.run([sys.executable, "-m", "engine", "play", "-"], input=json.dumps(
        pos(P("Ann"), P("Bob"), moves=[{"action": "meld", "card": "Oars"}])), capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.startswith("move 0:")


def test_cli_cards_prints_card_data():
    r = subprocess.run([sys.executable, "-m", "engine", "cards"], capture_output=True, text=True)
    data = json.loads(r.stdout)
    assert len(data) == 435 and data[3]["name"] == "Archery"
    assert set(data[3]) >= {"index", "name", "age", "color", "icons", "dogma_icon", "effects", "implemented", "set"}
    assert [sum(1 for c in data if c["set"] == k) for k in ("base", "artifacts", "relic", "fourth", "echoes",
                                                            "cities")] == [105, 105, 5, 10, 105, 105]
    assert [c["id"] for c in data] == list(range(435))
    yin = next(c for c in data if c["name"] == "Yin")      # the first city: six icon positions
    assert yin["set"] == "cities" and yin["id"] == 330 and len(yin["icons"]) == 6
    assert len(data[3]["icons"]) == 4
    assert data[3]["fourth_edition_effects"][1]["kind"] == "non-demand"       # Archery junks an achievement
    yamato = next(c for c in data if c["name"] == "Battleship Yamato")
    assert yamato["set"] == "artifacts" and yamato["dogma_icon"] is None and yamato["icons"]["top_left"] is None


def test_cli_cards_looks_each_card_up_under_its_own_sets_edition(capsys, monkeypatch):
    """The age-11 cards are registered for the fourth edition only and the Echoes
    cards for the third: each is reported implemented under its own set's key. The
    one card not implemented is the relic Ching Shih (karma effects only, which this
    game never carries out)."""
    from engine import effects
    from engine.__main__ import main
    from engine.dogma import EFFECTS
    assert main(["cards"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [c["name"] for c in data if not c["implemented"]] == ["Ching Shih"]
    for card_set in ("base", "artifacts", "fourth", "echoes"):
        assert all(c["implemented"] for c in data if c["set"] == card_set), card_set
    climatology = next(c for c in data if c["name"] == "Climatology")
    assert climatology["set"] == "fourth" and (climatology["id"], "third") not in EFFECTS
    # a card whose functions are missing under its own key is reported as not implemented
    effects.load_expansions()
    dice = next(c for c in data if c["name"] == "Dice")
    monkeypatch.delitem(EFFECTS, (dice["id"], "third"))
    monkeypatch.delitem(EFFECTS, (climatology["id"], "fourth"))
    assert main(["cards"]) == 0
    again = {c["name"]: c["implemented"] for c in json.loads(capsys.readouterr().out)}
    assert again["Dice"] is False and again["Climatology"] is False and again["Perfume"] is True


def test_output_is_fully_explicit_and_unplaced_cards_follow_the_seed():
    out = run(pos(P("Ann"), P("Bob"), seed=9))
    assert set(out["supply"]) == {str(a) for a in range(1, 11)}
    assert sum(len(v) for v in out["supply"].values()) == 105 - 9
    assert out["available_achievements"][:9] == list(range(1, 10))
    assert run(pos(P("Ann"), P("Bob"), seed=9)) == out


# ---- position-file strictness (found by a new-user test) ----------------------------------

def test_editing_the_position_mid_effect_is_refused():
    out = run(pos(P("Ann", {"red": ["Archery"]}), P("Bob", hand=["Mathematics", "Philosophy", "Tools"]),
                  moves=[dogma("Archery")]))
    assert out["pending"]["player"] == "Bob"
    bob = pl(out, "Bob")
    swap = out["supply"]["2"][0]
    bob["hand"] = [swap if c == "Philosophy" else c for c in bob["hand"]]
    out["supply"]["2"][0] = "Philosophy"
    out["moves"] = [choose("Mathematics")]
    with pytest.raises(PositionError, match="in_progress"):
        run(out)


@pytest.mark.parametrize("answer", [[5], 5, True, 1])
def test_position_answers_name_cards_not_ids(answer):
    with pytest.raises(PositionError, match="move 1"):
        run(pos(P("Ann", {"red": ["Archery"]}), P("Bob", hand=["Optics", "Paper"]),
                supply={"1": ["Oars"]}, moves=[dogma("Archery"), choose(answer)]))


def test_position_action_card_by_name_only_and_no_extra_keys():
    with pytest.raises(PositionError, match="move 0"):
        run(pos(P("Ann", hand=["Oars"]), P("Bob"), moves=[{"action": "meld", "card": 5}]))
    with pytest.raises(PositionError, match="unknown key"):
        run(pos(P("Ann", {"red": ["Archery"]}), P("Bob", hand=["Optics", "Paper"]),
                moves=[dogma("Archery"), {"choose": "Optics", "extra": 1}]))


@pytest.mark.parametrize("key,value", [("seed", "7"), ("seed", True), ("current", "0"), ("actions_left", "2")])
def test_position_fields_have_strict_types(key, value):
    with pytest.raises(PositionError, match=key):
        run(pos(P("Ann"), P("Bob"), **{key: value}))


def test_position_already_won_is_over():
    out = run(pos(P("Ann", achievements=[1, 2, 3, 4, 5, 6]), P("Bob")))
    assert out["result"] == {"reason": "achievements", "winners": ["Ann"]}
    with pytest.raises(PositionError, match="move 0: the game is over"):
        run(pos(P("Ann", achievements=[1, 2, 3, 4, 5, 6]), P("Bob"), moves=[{"action": "draw"}]))


def test_bad_splay_names_the_field():
    with pytest.raises(PositionError, match="players.0.board.red.splay"):
        run(pos(P("Ann", {"red": {"cards": ["Archery", "Oars"], "splay": "down"}}), P("Bob")))


def test_log_says_an_8():
    out = run(pos(P("Ann", {"blue": ["Software"]}), P("Bob"), supply={"10": ["A.I."]},
                  moves=[{"action": "draw"}]))
    assert any("(a 10)" in x for x in out["log"])
    from engine.verbs import a_age
    assert a_age(8) == "an 8" and a_age(3) == "a 3"
