"""Player names that look like markup are shown literally in every widget,
tooltip, dialog, window title and message: a name is never read as HTML (which
could load local files) nor as a keyboard mnemonic."""
from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (QAbstractButton, QApplication, QLabel, QMessageBox, QTableWidget, QTextEdit,
                               QToolTip, QWidget)

from engine import Game
from engine.ai import random_answer
from engine.inputs import check_names
from innovation_desktop.saves import store as saves

# Each name holds a token (two letters) that appears nowhere else; shown
# literally, every occurrence of the token is inside the whole name.
NAMES = {
    "Xv": "<b>Xv&amp;</b>",
    "Zq": '<img src="/no">Zq',
    "Wy": "<a href='x'>Wy</a>&",
    "Kj": "<h1>Kj&lt;</h1>",
}


@pytest.fixture(autouse=True)
def instant():
    from innovation_desktop.settings import SETTINGS, Settings
    saved = Settings(**SETTINGS.__dict__)
    SETTINGS.instant()
    SETTINGS.ai_process = False
    yield
    SETTINGS.__dict__.update(saved.__dict__)


def shown(text: str, fmt=Qt.AutoText) -> str:
    """What Qt displays for ``text`` in a label/tooltip of format ``fmt``."""
    if fmt == Qt.RichText or (fmt == Qt.AutoText and GuiQt.mightBeRichText(text)):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def mnemonic(text: str) -> str:
    """A button text as displayed: ``&&`` is ``&``, a single ``&`` marks a mnemonic."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class Seen:
    """Every text displayed, with where it was seen."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, str]] = []

    def add(self, where: str, text: str) -> None:
        if text:
            self.texts.append((where, text))

    def widget(self, w: QWidget) -> None:
        where = f"{type(w).__name__}:{w.objectName()}"
        if w.isWindow():
            self.add(where + " title", w.windowTitle())
        if w.toolTip():
            self.add(where + " tooltip", shown(w.toolTip()))
        if isinstance(w, QLabel):
            full = w.full_text() if hasattr(w, "full_text") else w.text()
            self.add(where, shown(full, w.textFormat()))
        elif isinstance(w, QAbstractButton):
            self.add(where, mnemonic(w.text()))
        elif isinstance(w, QTextEdit):
            self.add(where, w.toPlainText())
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    it = w.item(r, c)
                    if it is not None:
                        self.add(f"{where} cell", it.text())
                        self.add(f"{where} cell tooltip", shown(it.toolTip()))
        for a in w.actions():
            self.add(where + " action", mnemonic(a.text()))
            if a.toolTip():
                self.add(where + " action tooltip", shown(a.toolTip()))
            m = a.menu()
            if m is not None:
                for b in m.actions():
                    self.add(where + " menu", mnemonic(b.text()))
                    self.add(where + " menu tooltip", shown(b.toolTip()))

    def window(self, top: QWidget) -> None:
        """Every widget of ``top``, and the tooltips its widgets show when asked."""
        tips: list[str] = []
        real = QToolTip.showText
        QToolTip.showText = lambda pos, text, *a, **k: tips.append(text)
        try:
            self._walk(top)
        finally:
            QToolTip.showText = real
        for t in tips:
            self.add("tooltip shown", shown(t))

    def _walk(self, top: QWidget) -> None:
        for w in [top] + top.findChildren(QWidget):
            self.widget(w)
            if not w.isVisible() or w.width() <= 0:
                continue
            for fx, fy in ((0.5, 0.5), (0.2, 0.5), (0.8, 0.5), (0.5, 0.2), (0.9, 0.9)):
                p = QPoint(int(w.width() * fx), int(w.height() * fy))
                QApplication.sendEvent(w, QHelpEvent(QEvent.ToolTip, p, w.mapToGlobal(p)))

    def check(self, names=NAMES) -> int:
        """Assert every token is inside its whole name wherever it is shown; return
        how many texts showed a name."""
        hits = 0
        for where, text in self.texts:
            text = re.sub(r"\S*\.json", "", text)     # file names hold a cleaned-up name
            for token, name in names.items():
                if token in text:
                    hits += 1
                    assert text.count(token) == text.count(name), (where, text)
        return hits


def played(names: list[str], seed: int, steps: int, teams: bool = False) -> Game:
    g = Game.new(names, seed=seed, teams=teams)
    rng = random.Random(seed)
    while not g.over and len(g.record) < steps:
        g.apply(random_answer(g.pending, rng))
    return g


def test_the_names_are_acceptable_names():
    check_names(list(NAMES.values()))


@pytest.mark.parametrize("n, teams", [(2, False), (4, True)])
def test_every_widget_shows_markup_names_literally(qtbot, home, monkeypatch, n, teams):
    assert str(saves.paths.games_dir(create=False)).startswith(str(home))
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.table.dialogs import EndDialog, NewGameDialog
    from innovation_desktop.library.saves_ui import open_replay
    from innovation_desktop.library.saves_ui import OpenDialog, offer_resume
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    from engine.view import view

    names = list(NAMES.values())[:n]
    seen = Seen()
    for steps in (3, 40, 120):
        g = played(names, 5, steps, teams)
        win = TableWindow()
        qtbot.addWidget(win)
        win.set_session(GameSession(g, [Seat("human")] * n))
        win.resize(1400, 900)
        win.show()
        qtbot.waitExposed(win)
        qtbot.wait(20)
        seen.window(win)
        if win.handoff.isVisible():
            win._handoff_ready()
            qtbot.wait(10)
            seen.window(win)
        win.session.close()
        win.close()
    # the end of a game
    g = played(names, 5, 100000, teams)
    assert g.over
    end = EndDialog(view(g, -1))
    qtbot.addWidget(end)
    end.show()
    seen.window(end)
    # saved: the Open list, the resume offer, the replay viewer
    p = saves.new_save_path(names)
    saves.autosave(played(names, 6, 60, teams), p)
    dlg = OpenDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    seen.window(dlg)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.No)
    offer_resume(None)
    assert asked
    for t in asked:
        seen.add("resume question", shown(t))
    v = open_replay(p)
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    for k in (0, 10, v.model.last):
        v.set_position(k)
        seen.window(v)
    # a typed name that breaks the rule: the message quotes it, as plain text
    nd = NewGameDialog()
    qtbot.addWidget(nd)
    nd.names[0].setText("<b>Xv&amp;</b>" + "x" * 30)
    nd._check()
    assert "at most" in nd.error.text() and nd.error.textFormat() == Qt.PlainText
    seen.widget(nd.error)

    hits = seen.check()
    assert hits > 30
    for name in names:       # each name was really shown, in full, in many places
        assert sum(name in t for _, t in seen.texts) >= 5, name
