"""The table's presenter (innovation_desktop.table.presenter): the words of the
table built from a table view alone, without Qt, for several kinds of decisions,
2 to 4 players, teams, Artifacts, the fourth edition and Echoes."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.answers import Action
from engine.game import Game
from engine.position import build
from engine.view import table_view
from innovation_desktop.table import presenter as P
from innovation_desktop.table.presenter import Pending

ROOT = Path(__file__).resolve().parents[2]
POSITIONS = ROOT / "resources" / "positions"


def position_view(name: str, viewer: int | None = None) -> dict:
    g = build(json.loads((POSITIONS / name).read_text(encoding="utf-8")))
    return table_view(g, g.pending.player if viewer is None else viewer)


def new_view(names: list[str], **kw) -> tuple[Game, dict]:
    g = Game.new(names, seed=11, **kw)
    return g, table_view(g, g.pending.player)


def asked(v: dict, kind: str, **over) -> Pending:
    """A decision of ``kind`` for the player asked in ``v``, as a view's record gives it."""
    d = {"id": 7, "player": v["pending"]["player"], "kind": kind, "prompt": "Choose.", "min": 1, "max": 1,
         "options": [], "may_decline": False, "source": "Oars"}
    d.update(over)
    return Pending(d)


def test_an_action_decision_two_players():
    v = position_view("midgame2.json")
    d = Pending(v["pending"])
    assert d.kind == "action" and all(isinstance(a, Action) for a in d.options)
    template, tail = P.prompt(v, d)
    left = v["actions_left"]
    assert template == ("{name}: your turn \u2014 choose an action (1 left)." if left == 1 else
                        f"{{name}}: your turn \u2014 choose an action ({left} left).")
    assert tail == ""
    row = P.action_row(v, d)
    keys = [c.key for c in row]
    assert keys[-3:] == ["meld", "dogma", "achieve"]
    draw = row[0]
    assert draw.key == "draw" and draw.value == Action("draw") and draw.does == P.ACTION
    assert draw.label == f"&Draw a {v['draw_age']}" and draw.tip_rich and draw.tip.startswith("Draw:")
    meld = next(c for c in row if c.key == "meld")
    hand = v["players"][d.player]["hand"]
    assert [a for _, _, a in meld.entries] == [Action("meld", n) for n in hand if Action("meld", n) in d.options]
    assert all(tip.startswith("Meld ") for _, tip, _ in meld.entries)
    dogma = next(c for c in row if c.key == "dogma")
    assert {a.card for _, _, a in dogma.entries} == {a.card for a in d.options if a.kind == "dogma"}


def test_the_setup_choice_is_answered_by_the_click():
    _, v = new_view(["Ann", "Bob"])
    d = Pending(v["pending"])
    assert d.kind == "cards" and d.source == "setup" and P.picks_at_once(d)
    template, tail = P.prompt(v, d)
    assert template.startswith("{name}: ") and "<i>" not in template     # no source for the setup
    assert tail == " \u2014 choose 1, 0 chosen"
    row = P.choice_row(v, d, [])
    assert [c.value for c in row] == d.options and [c.digit for c in row] == [1, 2]
    assert all(c.does == P.TOGGLE and c.card is not None for c in row)
    assert "done" not in [c.key for c in row]                              # the card itself answers


def test_a_card_choice_counts_and_done():
    _, v = new_view(["Ann", "Bob"])
    d = asked(v, "cards", min=0, max=2, options=["Oars", "Writing", "Archery"], prompt="Return up to two cards.")
    template, tail = P.prompt(v, d, selected=1)
    assert template == "{name}: Return up to two cards. <i>(Oars)</i>"
    assert tail == " \u2014 choose 0 to 2, 1 chosen"
    row = P.choice_row(v, d, ["Writing"])
    by = {c.key: c for c in row}
    assert by["done"].enabled and by["done"].fixed
    assert by["decline"].value == [] and by["decline"].label == "&None"
    assert [c.checked for c in row if c.does == P.TOGGLE] == [False, True, False]
    assert not P.choice_row(v, d, ["Oars", "Writing", "Archery"])[-2].enabled      # three of at most two


def test_counts_and_order():
    _, v = new_view(["Ann", "Bob"])
    d = asked(v, "cards", min=2, max=4, counts=[2, 4], options=["Oars", "Writing", "Archery", "Sailing"])
    assert P.prompt(v, d, selected=3)[1] == " \u2014 choose 2 or 4, 3 chosen"
    assert not P.choice_complete(d, 3) and P.choice_complete(d, 4)
    o = asked(v, "order", min=3, max=3, options=["Oars", "Writing", "Archery"])
    assert P.prompt(v, o, selected=1)[1] == " \u2014 click the cards in their new order, top first (1/3)"
    assert P.choice_hint(o, 1) == "Put all 3 cards in order first (1 chosen)."


def test_yes_no_color_number_alternative():
    _, v = new_view(["Ann", "Bob"])
    yn = asked(v, "yesno", min=0, options=["yes", "no"], prompt="Splay your red cards left?")
    row = P.choice_row(v, yn, [])
    assert [(c.key, c.value) for c in row][:2] == [("yes", "yes"), ("no", "no")]
    col = asked(v, "color", options=["red", "green"])
    row = P.choice_row(v, col, [])
    assert [(c.label, c.value, c.color, c.digit) for c in row] == [("Red", "red", 1, 1), ("Green", "green", 2, 2)]
    cols = asked(v, "colors", min=1, max=2, options=["blue", "purple"])
    row = P.choice_row(v, cols, ["purple"])
    assert [c.does for c in row] == [P.TOGGLE_COLOR, P.TOGGLE_COLOR, P.DONE]
    assert row[1].checked and row[2].enabled
    num = asked(v, "number", options=[0, 1, 2, 3])
    row = P.choice_row(v, num, [])
    assert [(c.label, c.digit, c.bare_digit) for c in row] == [(str(n), n, True) for n in range(4)]
    big = asked(v, "number", options=[5, 10])
    assert [c.digit for c in P.choice_row(v, big, [])] == [1, 2]
    alt = asked(v, "alternative", min=0, options=[0, 1], alternatives=["Draw a 3", "Score a card"])
    row = P.choice_row(v, alt, [])
    assert [(c.label, c.value, c.tip) for c in row[:2]] == [
        ("Draw a 3", 0, "Draw a 3"),
        ("Score a card", 1, "Score a card"),
    ]
    assert row[-1].key == "decline" and row[-1].value is None and row[-1].label == "&Pass"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_players_2_to_4(n):
    names = ["Ann", "B&b", "Chen", "Dov"][:n]
    g, v = new_view(names)
    for p in range(n):
        t = P.panel_texts(v, p, "(computer)" if p else "")
        assert t.name == names[p] and t.seat == ("(computer)" if p else "")
        if p == v["pending"]["player"]:
            assert t.marks == [("#0a5bd3", "setup: choosing")] and t.active
        assert t.achievements == f"Achievements <b>0</b>/{v['win_target']}: none"
        assert t.stats == "Score <b>0</b> (0 cards) \u2022 hand <b>2</b>"
    others = [q for q in range(n) if q != 0]
    d = asked(v, "player", options=[names[q] for q in others])
    row = P.choice_row(v, d, [])
    assert [c.key for c in row] == [f"player{q}" for q in others]
    assert [c.value for c in row] == [names[q] for q in others]          # answered by the name
    assert [c.digit for c in row] == list(range(1, n))
    for q in others:
        o = P.opponent_texts(v, q, 0)
        assert o.title == names[q] and o.chip == "" and o.team is None
        assert o.stats == f"score 0  \u2022  \u2605 0/{v['win_target']}"
    header = P.log_header(v, True)
    assert header == [("Setup: each player secretly chooses one of their two cards to meld first.", "turn")]


def test_waiting_prompts():
    _, v = new_view(["Ann", "Bob"])
    d = Pending(v["pending"])
    assert P.prompt(v, d, human=False, seat="(computer)")[0] == "{name} (computer) is thinking\u2026"
    assert P.prompt(v, d, human=False, seat="(disconnected)")[0] == "Waiting for {name}, who is disconnected."
    assert P.prompt(v, d, human=False, seat="(remote)")[0] == "Waiting for {name}."
    assert P.prompt(v, d, viewer_asked=False)[0] == "Waiting for {name}."


def test_hidden_options_are_named_by_age_and_place():
    _, v = new_view(["Ann", "Bob"])
    d = asked(v, "cards", options=["?1", "?2"], min=1, max=2,
              hidden={"?1": {"age": 5, "zone": "score", "owner": 1}, "?2": {"age": 3, "zone": "supply", "owner": None}})
    row = P.choice_row(v, d, [])
    assert [c.label for c in row[:2]] == ["a 5 in Bob's score pile", "a 3 in the supply"]
    assert row[0].card is None and row[0].tip == "A face-down card: a 5 in Bob's score pile." and row[0].tip_rich
    assert P.hidden_label(v, {"age": 2, "zone": "forecast", "owner": 0}) == "a 2 in Ann's forecast"


def test_teams():
    v = position_view("teams4.json", viewer=0)
    assert P.team_words(v, 0) == f", team A with {v['players'][2]['name']}"
    assert P.board_title(v, 0, True, False) == f"Your board ({v['players'][0]['name']}, team A with " \
                                               f"{v['players'][2]['name']})"
    partner, opponent = P.opponent_texts(v, 2, 0), P.opponent_texts(v, 1, 0)
    assert partner.title.endswith("(partner)") and partner.chip == "Team A" and partner.team == 0
    assert opponent.title.endswith("(opponent)") and opponent.chip == "Team B" and opponent.team == 1
    assert opponent.title_tip.endswith("your opponent, team B")
    assert "win for a team" in opponent.stats_tip and "/" not in opponent.stats.split("\u2605")[1]
    t = P.panel_texts(v, 1)
    facts = P.team_facts(v, 1)
    assert t.team == f"Team B with {v['players'][3]['name']}"
    assert t.team_totals == (f"Team score <b>{facts['score']}</b> \u2022 team achievements "
                             f"<b>{facts['achievements']}</b>/{v['win_target']}")


def test_artifacts_display_and_its_choice():
    v = position_view("artifacts2.json")
    d = Pending(v["pending"])
    p = d.player
    shown = v["players"][p].get("display")
    if d.kind == "action":
        row = P.action_row(v, d)
        meld = next(c for c in row if c.key == "meld")
        labels = {a.card: label for label, _, a in meld.entries}
        if shown is not None and shown in labels:
            assert labels[shown] == f"{shown} (from your display)"
    alt = asked(v, "alternative", source="display", min=0, options=["dogma", "return", "pass"],
                alternatives=["use its dogma", "return it", "pass"])
    row = P.choice_row(v, alt, [])
    assert [(c.value, c.label) for c in row[:3]] == [("dogma", "use its dogma"), ("return", "return it"),
                                                      ("pass", "pass")]


def test_fourth_edition_draws_from_eleven_piles():
    v = position_view("fourth.json")
    assert len(v["supply"]) == 11
    d = Pending(v["pending"])
    if d.kind == "action" and Action("draw") in d.options:
        draw = P.action_row(v, d)[0]
        assert draw.label == f"&Draw a {min(v['draw_age'], 11)}"
    v2 = dict(v, draw_age=12, pending=dict(v["pending"], kind="action", options=[{"action": "draw"}]))
    assert P.action_row(v2, Pending(v2["pending"]))[0].label == "&Draw a 11"


def test_echoes_forecast_and_bonus_points():
    g, v = new_view(["Ann", "Bob"], expansions=["echoes"])
    me = dict(v["players"][0], forecast=["Oars"], forecast_backs=[["base", 1]], points=7, score_total=5,
              bonus_points=2)
    other = dict(v["players"][1], forecast=None, forecast_backs=[["echoes", 2], ["base", 1]], points=3,
                 score_total=3, bonus_points=0)
    # the forecast has its own area (cards): titles and tooltips give its count, an
    # opponent's the ages only, never a name
    assert P.hand_title(me, True) == "Your hand (2)" and "forecast" not in P.hand_title(other, False)
    assert P.forecast_title(me, True) == "Your forecast (1)" and P.forecast_title(other, False) == "Forecast (2)"
    assert P.forecast_tip(me, True).startswith("Your forecast: 1 card. Only you see these cards.")
    assert P.forecast_tip(other, False) == "Bob's forecast: 2 cards, ages 2 (Echoes), 1 (face down)."
    assert P.forecast_title(v["players"][0] | {"forecast_backs": []}, True) == "Your forecast (0)"
    assert P.forecast_title(other, False, named=True) == "Bob's forecast (2)"
    assert P.forecast_tip(me, False) == "Ann's forecast: 1 card."          # face up to another: a replay
    plain = {k: x for k, x in me.items() if k not in ("forecast", "forecast_backs")}
    assert P.forecast_title(plain, True) == "" and P.forecast_tip(plain, True) == ""       # no Echoes
    assert P.score_title(me) == "Score pile: 5 points  \u2022  score 7 (pile 5 + bonuses 2)"
    vv = dict(v, players=[me, other])
    t = P.panel_texts(vv, 0)
    assert t.stats.startswith("Score <b>7</b>") and t.stats_tip.startswith("Score 7: 5 in the score pile + 2")
    o = P.opponent_texts(vv, 1, 0)
    assert o.stats.startswith("score 3") and "forecast" not in o.stats


def test_turn_marks_in_the_panel():
    v = position_view("midgame2.json")
    cur = v["current"]
    t = P.panel_texts(v, cur)
    left = v["actions_left"]
    assert t.marks[0] == ("#b3261e", "\u25b6 1 action left" if left == 1 else f"\u25b6 {left} actions left")
    assert t.active
    other = P.panel_texts(v, 1 - cur)
    assert other.marks == [] and not other.active
