"""Echoes of the Past: each player's forecast drawn as cards at the table (issue 28).

Your own face up between your hand and score pile, an opponent's as backs showing
their ages in their zone; no hidden card's name in any text of the table (tooltips,
accessible names, titles, the log, the prompt bar); the promote question answered
by a click on a forecast card (then Done), a double-click, a drop on the board, or
the prompt bar's None; and at a hot-seat table the forecast flips with the seat.
The position is the screenshots' one (``resources/positions/echoes.json``): Ann has
just melded Deodorant (a 3) and is asked to promote Bangle (1) or Almanac (3), not
Physics (5); Bob's forecast holds Lever (an Echoes 2) and Philosophy (a base 2)."""
from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import QEvent, QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from engine import BY_NAME, NAMES
from innovation_desktop.sessions.seats import Seat
from innovation_desktop.settings import SETTINGS
from innovation_desktop.table.widgets import ECHOES_BACK, MIME, CardRow

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ECHOES = os.path.join(ROOT, "resources", "positions", "echoes.json")
#: the cards nobody but their owner may name: Bob's forecast and hand
BOB_HIDDEN = ("Lever", "Philosophy", "Tools", "Sailing")
ANN_HIDDEN = ("Bangle", "Almanac", "Physics", "Puppet")


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)
    monkeypatch.setattr(SETTINGS, "ai_process", False)


def doc() -> dict:
    with open(ECHOES, encoding="utf-8") as f:
        return json.load(f)


def table(qtbot, d: dict, seats: list[str]):
    from engine.position import build, play_moves
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    g = build(d)
    play_moves(g, d.get("moves", []))
    win.set_session(GameSession(g, [Seat(k) for k in seats]))
    if win.handing_off:
        win._handoff_ready()
    return win


def texts(w: QWidget) -> list[str]:
    """Every word ``w`` and its children show or say: titles, labels and buttons,
    tooltips, accessible names and descriptions, and each card row's tooltips at
    every card (as hovering shows them). (The prompt bar's old buttons, deleted
    later, are deleted first.)"""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    out = []
    for x in [w, *w.findChildren(QWidget)]:
        out += [x.toolTip(), x.accessibleName(), x.accessibleDescription()]
        if isinstance(x, (QLabel, QAbstractButton)):
            out.append(x.text())
        if hasattr(x, "full_text"):
            out.append(x.full_text())
        if isinstance(x, CardRow):
            out.append(x.backs_tip())
            out += [x.tooltip_at(r.center()) for r in x.card_rects()]
    return [t for t in out if t]


def ages(row: CardRow) -> list[tuple[int, str]]:
    from innovation_desktop.table.widgets import back_kind
    return [back_kind(b) for b in row.backs]


def test_each_forecast_is_drawn_as_cards_own_face_up_others_as_backs_with_their_ages(qtbot):
    win = table(qtbot, doc(), ["human", "easy"])
    assert not win.forecast_zone.isHidden()
    assert [NAMES[c] for c in win.forecast.faces] == ["Bangle", "Almanac", "Physics"] and not win.forecast.backs
    assert win.forecast_title.text() == "Your forecast (3)"
    assert "Only you see these cards" in win.forecast_zone.toolTip()
    bob = win.opp_zones[0]
    assert not bob.forecast.isHidden() and bob.forecast.faces == []
    assert sorted(ages(bob.forecast)) == [(2, "base"), (2, "echoes")]
    assert ECHOES_BACK + 2 in bob.forecast.backs
    assert bob.forecast_label.text() == "Forecast (2)"
    assert bob.forecast.backs_tip() == "Bob's forecast: 2 cards, ages 2, 2 (Echoes) (face down)."
    assert bob.forecast.accessibleDescription() == "Bob's forecast: 2 cards, ages 2, 2 (Echoes) (face down)."
    # the text form is gone from the titles
    assert "forecast" not in win.hand_title.text() and "forecast" not in bob.stats.text()
    # an own forecast card's tooltip is its face and text, as for a hand card
    tip = win.forecast.tooltip_at(win.forecast.card_rect(BY_NAME["Almanac"]).center())
    assert "<img" in tip and "Promote it" in tip
    assert "Promote it" not in win.forecast.tooltip_at(win.forecast.card_rect(BY_NAME["Physics"]).center())
    # nothing of Bob's hidden cards anywhere on Ann's table (opponent zone, panels, log, prompt)
    everything = texts(win) + [win.log.toPlainText()]
    for name in BOB_HIDDEN:
        assert not any(name in t for t in everything), name
    assert not win.grab().isNull()


def test_a_game_without_echoes_has_no_forecast_area(qtbot):
    d = doc()
    d["expansions"] = []
    for p in d["players"]:
        p.pop("forecast")
    d["players"][0]["hand"] = ["Agriculture", "Tools"]
    d["players"][0]["board"] = {"blue": ["Writing"]}
    d["players"][1] = {"name": "Bob", "board": {"red": ["Archery"]}, "hand": ["Sailing"]}
    d["moves"] = []
    win = table(qtbot, d, ["human", "easy"])
    assert win.forecast_zone.isHidden() and win.opp_zones[0].forecast.isHidden()
    assert win.opp_zones[0].rows() == 2


def test_the_promote_question_glows_on_the_forecast_and_a_click_then_done_promotes(qtbot):
    win = table(qtbot, doc(), ["human", "easy"])
    s = win.session
    assert s.pending.source == "promote"
    sc = win.scene
    assert sc.promote == {"Bangle", "Almanac"}
    assert sc.card_state(BY_NAME["Almanac"]) == "selectable" and sc.card_state(BY_NAME["Physics"]) is None
    assert sc.can_meld(0, BY_NAME["Almanac"]) and not sc.can_meld(0, BY_NAME["Physics"])
    # Physics (a 5) may not be promoted after a 3: a click does nothing
    qtbot.mouseClick(win.forecast, Qt.LeftButton, pos=win.forecast.card_rect(BY_NAME["Physics"]).center().toPoint())
    assert win.selected == []
    qtbot.mouseClick(win.forecast, Qt.LeftButton, pos=win.forecast.card_rect(BY_NAME["Almanac"]).center().toPoint())
    assert win.selected == ["Almanac"] and sc.card_state(BY_NAME["Almanac"]) == "selected"
    assert "decline" in win.prompt.buttons                 # the bar still offers None
    qtbot.mouseClick(win.prompt.buttons["done"], Qt.LeftButton)
    ann = s.game.state.players[0]
    assert BY_NAME["Almanac"] not in ann.forecast and ann.board[0][-1] == BY_NAME["Almanac"]
    assert [NAMES[c] for c in win.forecast.faces] == ["Bangle", "Physics"]
    assert win.forecast_title.text() == "Your forecast (2)"
    assert s.pending.kind == "yesno" and s.pending.source == "promote"      # dogma it for free?
    assert win.scene.promote == set()
    qtbot.mouseClick(win.prompt.buttons["no"], Qt.LeftButton)


def test_the_promote_question_is_answered_by_a_double_click_or_a_drop_on_the_board(qtbot):
    win = table(qtbot, doc(), ["human", "easy"])
    r = win.forecast.card_rect(BY_NAME["Bangle"]).center().toPoint()
    qtbot.mouseDClick(win.forecast, Qt.LeftButton, pos=r)
    ann = win.session.game.state.players[0]
    assert BY_NAME["Bangle"] in ann.board[1] and BY_NAME["Bangle"] not in ann.forecast
    # again from the start: a forecast card dropped on the board
    win = table(qtbot, doc(), ["human", "easy"])
    board = win.my_board

    def drop(name: str) -> bool:
        md = QMimeData()
        md.setData(MIME, str(BY_NAME[name]).encode())
        pos = board.rect().center()
        enter = QDragEnterEvent(pos, Qt.MoveAction, md, Qt.LeftButton, Qt.NoModifier)
        QApplication.sendEvent(board, enter)
        ev = QDropEvent(QPointF(pos), Qt.MoveAction, md, Qt.LeftButton, Qt.NoModifier)
        QApplication.sendEvent(board, ev)
        return enter.isAccepted() and ev.isAccepted()

    assert not drop("Physics")                             # too high: the drop is refused
    assert win.session.pending.source == "promote" and win.session.pending.kind == "cards"
    assert drop("Almanac")
    ann = win.session.game.state.players[0]
    assert ann.board[0][-1] == BY_NAME["Almanac"] and BY_NAME["Almanac"] not in ann.forecast


def test_the_promote_question_is_declined_with_the_prompt_bar(qtbot):
    win = table(qtbot, doc(), ["human", "easy"])
    qtbot.mouseClick(win.prompt.buttons["decline"], Qt.LeftButton)
    ann = win.session.game.state.players[0]
    assert sorted(NAMES[c] for c in ann.forecast) == ["Almanac", "Bangle", "Physics"]
    assert len(win.forecast.faces) == 3 and win.scene.promote == set()
    assert "Ann promotes no card." in win.log.toPlainText()


def test_at_a_hot_seat_table_the_forecast_flips_with_the_seat(qtbot):
    d = doc()
    d["actions_left"] = 1                      # Ann's last action: Bob's turn comes next
    win = table(qtbot, d, ["human", "human"])
    assert win.viewer == 0 and len(win.forecast.faces) == 3
    qtbot.mouseClick(win.prompt.buttons["decline"], Qt.LeftButton)
    s = win.session
    if s.awaiting_end is not None:
        s.end_turn()
    assert s.pending.player == 1 and win.handing_off
    # the hand-off screen: nobody's forecast face up, no name of either in any text
    assert win.forecast.faces == [] and len(win.forecast.backs) == 3
    assert win.forecast_title.text() == "Ann's forecast (3)"
    covered = texts(win) + [win.log.toPlainText()]
    for name in BOB_HIDDEN + ANN_HIDDEN:
        assert not any(name in t for t in covered), name
    win._handoff_ready()
    assert win.viewer == 1
    assert sorted(NAMES[c] for c in win.forecast.faces) == ["Lever", "Philosophy"]
    assert win.forecast_title.text() == "Your forecast (2)"
    ann = win.opp_zones[0]
    assert ann.forecast.faces == [] and sorted(ages(ann.forecast)) == [(1, "echoes"), (3, "echoes"), (5, "base")]
    seen = texts(win) + [win.log.toPlainText()]
    for name in ("Bangle", "Almanac", "Physics"):
        assert not any(name in t for t in seen), name


def test_the_replay_viewer_draws_the_forecasts_as_the_chosen_seat_saw_them(qtbot, tmp_path, monkeypatch):
    from engine.position import build, play_moves
    from innovation_desktop.library import replay_viewer
    from innovation_desktop.saves import store as saves
    d = doc()
    g = build(d)
    play_moves(g, d["moves"])
    g.apply(["Bangle"])                        # Ann promotes Bangle, and does not use its dogma
    g.apply("no")
    p = tmp_path / "echoes.json"
    saves.save_game(g, p, {"seats": ["human", "easy"]})
    monkeypatch.setattr(replay_viewer.ReplayViewer, "confirm_reveal", lambda self, export=False: True)
    v = replay_viewer.open_replay(p)
    qtbot.addWidget(v)
    v.resize(1400, 900)
    v.show()
    qtbot.waitExposed(v)
    t = v.table
    assert v.viewer == 0
    for k in range(v.model.last + 1):
        v.set_position(k)
        assert t.forecast.backs == [] and not any(n in x for x in texts(t) for n in BOB_HIDDEN[:2])
    assert sorted(NAMES[c] for c in t.forecast.faces) == ["Almanac", "Physics"]
    assert t.forecast_title.text() == "Ann's forecast (2)"         # a replay: nobody acts here
    assert sorted(ages(t.opp_zones[0].forecast)) == [(2, "base"), (2, "echoes")]
    v.view_box.setCurrentIndex(2)              # as Bob saw it: his own face up, Ann's as backs
    assert v.viewer == 1
    assert sorted(NAMES[c] for c in t.forecast.faces) == ["Lever", "Philosophy"]
    assert sorted(ages(t.opp_zones[0].forecast)) == [(3, "echoes"), (5, "base")]
    assert not any(n in x for x in texts(t) for n in ("Almanac", "Physics"))
    v.view_box.setCurrentIndex(0)              # everything: both face up
    assert v.viewer is None
    assert sorted(NAMES[c] for c in t.opp_zones[0].forecast.faces) == ["Lever", "Philosophy"]
    assert t.opp_zones[0].forecast.backs == [] and t.opp_zones[0].forecast_label.text() == "Forecast (2)"


def test_an_opponent_zone_with_a_forecast_row_is_planned_taller_beside_the_board_not_below():
    from innovation_desktop.table import opponents
    piles = [(100, 150)] * 5
    two, three = opponents.zone_size(piles, False, 100), opponents.zone_size(piles, False, 100, rows=3)
    assert three[0] == two[0] and three[1] > two[1]          # hand, score pile, forecast one under the other
    assert opponents.zone_size(piles, False, 100, below=True, rows=3) == opponents.zone_size(piles, False, 100,
                                                                                              below=True)
    assert opponents.tile_zone_size(300, beside=True, rows=3)[1] > opponents.tile_zone_size(300, beside=True)[1]
    assert opponents.tile_zone_size(300, rows=3) == opponents.tile_zone_size(300)      # one line below
