"""The parts of the table alone, without a window or a session: the prompt bar
(its buttons emit signals), the opponents' layout arithmetic, the animations,
and the widgets (their gestures are the scene's signals, never calls on the
window or the session)."""
from __future__ import annotations

import re
import warnings
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from engine import BY_NAME
from engine.answers import Action
from engine.game import Game
from engine.view import table_view
from innovation_desktop.table import opponents, presenter
from innovation_desktop.table.animations import Flights, dug
from innovation_desktop.table.presenter import Pending
from innovation_desktop.table.prompt_bar import PromptBar
from innovation_desktop.table.widgets import CardRow, Scene

TABLE = Path(__file__).resolve().parents[2] / "innovation_desktop" / "table"


def _view() -> dict:
    g = Game.new(["Ann", "Bob"], seed=11)
    return table_view(g, g.pending.player)


_BARS: list[PromptBar] = []


def _bar(qtbot) -> PromptBar:
    """A prompt bar alone (one for the module, emptied for each test: a bar
    deleted between tests is not what is tested here)."""
    if not _BARS:
        _BARS.append(PromptBar())
        _BARS[0].resize(1200, 60)
        _BARS[0].show()
    bar = _BARS[0]
    bar.clear()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for sig in (bar.answered, bar.actionChosen, bar.toggled, bar.colorToggled, bar.doneAsked):
            try:
                sig.disconnect()
            except (RuntimeError, TypeError):      # nothing connected yet
                pass
    return bar


def test_prompt_bar_answers_by_its_signals(qtbot):
    v = _view()
    bar = _bar(qtbot)
    got: list = []
    bar.answered.connect(got.append)
    yn = Pending({"player": 0, "kind": "yesno", "options": ["yes", "no"], "min": 0, "max": 1})
    bar.show_row(presenter.choice_row(v, yn, []))
    assert set(bar.buttons) == {"yes", "no"}
    bar.buttons["yes"].click()
    bar.clear()
    who = Pending({"player": 0, "kind": "player", "options": ["Bob"], "min": 0, "max": 1})
    bar.show_row(presenter.choice_row(v, who, []))
    assert set(bar.buttons) == {"player1", "decline"}
    bar.buttons["player1"].click()
    bar.buttons["decline"].click()
    assert got == ["yes", "Bob", None]
    bar.clear()
    num = Pending({"player": 0, "kind": "number", "options": [0, 1, 2], "min": 1, "max": 1})
    bar.show_row(presenter.choice_row(v, num, []))
    assert bar.buttons["n2"].text() == "&2" and bar.keyed[2] is bar.buttons["n2"]
    bar.keyed[1].click()
    assert got[-1] == 1


def test_prompt_bar_picks_and_done(qtbot):
    v = _view()
    bar = _bar(qtbot)
    toggled, colors, done = [], [], []
    bar.toggled.connect(toggled.append)
    bar.colorToggled.connect(colors.append)
    bar.doneAsked.connect(lambda: done.append(True))
    cards = Pending({"player": 0, "kind": "cards", "options": ["Oars", "Writing"], "min": 2, "max": 2})
    bar.show_row(presenter.choice_row(v, cards, ["Oars"]))
    assert bar.buttons[f"card{BY_NAME['Oars']}"].isChecked()
    assert not bar.buttons["done"].isEnabled()            # one of two chosen
    bar.buttons[f"card{BY_NAME['Writing']}"].click()
    assert toggled == ["Writing"]
    bar.clear()
    cols = Pending({"player": 0, "kind": "colors", "options": ["red", "blue"], "min": 1, "max": 2})
    bar.show_row(presenter.choice_row(v, cols, ["red"]))
    assert not bar.buttons["color1"].icon().isNull()        # each color's mark
    bar.buttons["color0"].click()
    bar.buttons["done"].click()
    assert colors == ["blue"] and done == [True]


def test_prompt_bar_action_row(qtbot):
    v = _view()
    bar = _bar(qtbot)
    chosen: list = []
    bar.actionChosen.connect(chosen.append)
    d = Pending({"player": v["current"], "kind": "action", "min": 1, "max": 1,
                 "options": [{"action": "draw"}, {"action": "meld", "card": "Oars"},
                             {"action": "meld", "card": "Writing"}]})
    bar.show_row(presenter.action_row(v, d))
    assert bar.buttons["draw"].text().startswith("&Draw a")
    assert not bar.buttons["dogma"].isEnabled() and bar.buttons["meld"].isEnabled()
    entries = bar.buttons["meld"].menu().actions()
    assert [a.text() for a in entries] == ["&1  Oars", "&2  Writing"]
    entries[1].trigger()
    bar.buttons["draw"].click()
    assert chosen == [Action("meld", "Writing"), Action("draw")]


def test_opponent_layout_arithmetic():
    piles = [(100, 150)] * 5
    small, large = opponents.zone_size(piles, False, 80), opponents.zone_size(piles, False, 120)
    assert small[0] < large[0]
    beside, below = opponents.zone_size(piles, False, 100), opponents.zone_size(piles, False, 100, below=True)
    assert below[0] < beside[0]                             # hand and score under the board: narrower
    assert opponents.zone_size(piles, True, 100)[0] > beside[0]     # an Artifacts display beside the piles

    def size(k, w, below):                                  # zones that grow with their cards
        return (6 * w + (0 if below else 200), 2 * w + (100 if below else 0))
    w, cols, low = opponents.plan_cards(2, size, 2000, 400)
    assert (w, cols, low) == (126, 2, False)                # the widest cards, side by side
    w, cols, low = opponents.plan_cards(2, size, 900, 600)
    ww, wh = size(0, w, low)
    assert cols * ww + (cols - 1) * opponents.SPACING <= 900 and w < 126
    assert opponents.plan_cards(3, size, 100, 100) == (0, 1, False)
    assert opponents.plan_tiles(3, 200, 2000) == (0, 1, False)         # no tile as wide as TILE_MIN_W
    tw, cols, beside = opponents.plan_tiles(3, 1200, 2000)
    assert tw >= opponents.TILE_MIN_W and cols >= 1


def test_dug_cards_and_flights(qtbot):
    assert dug(None, ["Tortugas Galleon", None]) == []
    assert dug([None, None], ["Tortugas Galleon", None]) == [(0, "Tortugas Galleon")]
    assert dug(["A", "B"], ["A", "B"]) == [] and dug([None], [None, None]) == []
    over = QWidget()
    qtbot.addWidget(over)
    over.resize(300, 300)
    over.show()
    flights = Flights(over)
    pm = QPixmap(20, 30)
    pm.fill(Qt.red)
    assert flights.launch(pm, QPoint(0, 0), QPoint(100, 100), ms=0) is None    # animations off
    anim = flights.launch(pm, QPoint(0, 0), QPoint(100, 100), ms=30)
    assert anim is not None and flights.running == [anim]
    assert anim.startValue() == QPoint(0, 0) and anim.endValue() == QPoint(100, 100)
    anim.setCurrentTime(anim.duration())        # landed (without running the event loop)
    assert not flights.running


def test_widgets_never_call_the_window_or_the_session():
    for name in ("widgets.py", "prompt_bar.py", "opponents.py", "animations.py"):
        text = (TABLE / name).read_text(encoding="utf-8")
        assert not re.search(r"\.table\b|\.session\b|\bTableWindow\(", text.replace("TableWindow\"", "")), name


def test_a_click_on_a_card_is_a_signal(qtbot):
    g = Game.new(["Ann", "Bob"], seed=11)
    scene = Scene()
    scene.v = table_view(g, 0)
    scene.viewer = 0
    row = CardRow(scene, "hand", 80)
    qtbot.addWidget(row)
    hand = [BY_NAME[n] for n in scene.v["players"][0]["hand"]]
    row.set_cards(0, hand, [])
    row.resize(400, 140)
    row.show()
    got: list = []
    scene.signals.cardClicked.connect(lambda c, zone, owner: got.append((c, zone, owner)))
    r = row.card_rect(hand[1])
    qtbot.mouseClick(row, Qt.LeftButton, pos=r.center().toPoint())
    assert got == [(hand[1], "hand", 0)]
