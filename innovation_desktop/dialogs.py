"""Dialogs: new game, end of game, and the hot-seat hand-off screen."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from .seats import SEAT_CHOICES, SEAT_LABELS, Seat

DEFAULT_NAMES = ["Ada", "Bruno", "Chen", "Dara"]


class NewGameDialog(QDialog):
    """Choose 2-4 players, their names and seats (human or computer), the edition,
    a team game (4 players) and an optional seed. :meth:`options` reads the choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, 4)
        self.count.setValue(2)
        form.addRow("&Players:", self.count)
        lay.addLayout(form)
        grid = QGridLayout()
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        for i in range(4):
            e = QLineEdit(DEFAULT_NAMES[i])
            cb = QComboBox()
            for k in SEAT_CHOICES:
                cb.addItem(SEAT_LABELS[k], k)
            cb.setCurrentIndex(0 if i == 0 else 1)
            grid.addWidget(QLabel(f"Seat {i + 1}:"), i, 0)
            grid.addWidget(e, i, 1)
            grid.addWidget(cb, i, 2)
            self.names.append(e)
            self.kinds.append(cb)
        lay.addLayout(grid)
        form2 = QFormLayout()
        self.edition = QComboBox()
        self.edition.addItem("Third edition (current rules)", "third")
        self.edition.addItem("First edition", "first")
        form2.addRow("&Edition:", self.edition)
        self.teams = QCheckBox("Team game (players 1+3 against 2+4)")
        form2.addRow("", self.teams)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        form2.addRow("&Seed (optional):", self.seed)
        lay.addLayout(form2)
        self.error = QLabel()
        self.error.setStyleSheet("color:#b3261e")
        lay.addWidget(self.error)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.button(QDialogButtonBox.Ok).setText("Start")
        bb.accepted.connect(self._check)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.count.valueChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        n = self.count.value()
        for i in range(4):
            self.names[i].setEnabled(i < n)
            self.kinds[i].setEnabled(i < n)
        self.teams.setEnabled(n == 4)
        if n != 4:
            self.teams.setChecked(False)

    def options(self) -> dict:
        """``{"names", "seats", "edition", "teams", "seed"}`` (seed None if empty).
        Raises ValueError with a message for bad input."""
        n = self.count.value()
        names = [self.names[i].text().strip() for i in range(n)]
        if any(not x for x in names):
            raise ValueError("Every player needs a name.")
        if len(set(names)) != n:
            raise ValueError("Player names must differ.")
        seed_t = self.seed.text().strip()
        seed = None
        if seed_t:
            try:
                seed = int(seed_t)
            except ValueError:
                raise ValueError(f"The seed must be a whole number, not {seed_t!r}.") from None
        return {"names": names, "seats": [Seat(self.kinds[i].currentData()) for i in range(n)],
                "edition": self.edition.currentData(), "teams": self.teams.isChecked(), "seed": seed}

    def _check(self) -> None:
        try:
            self.options()
        except ValueError as e:
            self.error.setText(str(e))
            return
        self.accept()


REASONS = {"achievements": "reached the number of achievements needed to win",
           "score": "had the highest score when a card above 10 had to be drawn",
           "dogma": "won by a card's effect"}


class EndDialog(QDialog):
    """The end of the game: the winner(s), why, and every player's score."""

    newGame = Signal()

    def __init__(self, view: dict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        res = view["result"]
        players = view["players"]
        winners = [players[i]["name"] for i in res["winners"]]
        lay = QVBoxLayout(self)
        head = QLabel(f"<h2>{' and '.join(winners)} win{'s' if len(winners) == 1 else ''}!</h2>"
                      f"<p>{' and '.join(winners)} {REASONS.get(res['reason'], res['reason'])}.</p>")
        head.setTextFormat(Qt.RichText)
        lay.addWidget(head)
        self.summary = head.text()
        grid = QGridLayout()
        for j, h in enumerate(["Player", "Achievements", "Score"]):
            grid.addWidget(QLabel(f"<b>{h}</b>"), 0, j)
        for i, pv in enumerate(players):
            star = " \u2605" if i in res["winners"] else ""
            grid.addWidget(QLabel(pv["name"] + star), i + 1, 0)
            grid.addWidget(QLabel(str(len(pv["achievements"]))), i + 1, 1)
            grid.addWidget(QLabel(str(pv["score_total"])), i + 1, 2)
        lay.addLayout(grid)
        row = QHBoxLayout()
        b = QPushButton("&New game")
        b.clicked.connect(self._new)
        c = QPushButton("&Close")
        c.clicked.connect(self.accept)
        row.addStretch(1)
        row.addWidget(b)
        row.addWidget(c)
        lay.addLayout(row)

    def _new(self) -> None:
        self.accept()
        self.newGame.emit()


class HandoffScreen(QWidget):
    """Covers the table between two people at one screen, so the next player does
    not see the previous player's hand. ``ready`` when the next player is there."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        # opaque over the whole table: its own styled background, not the parent's
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.Window, QColor("#20302a"))
        self.setPalette(pal)
        self.setStyleSheet("QWidget#handoff { background: #20302a; }")
        parent.installEventFilter(self)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignCenter)
        self.label.setStyleSheet("color:#f3efe2;font-size:26px;")
        lay.addWidget(self.label)
        self.button = QPushButton()
        self.button.setStyleSheet("font-size:18px;padding:10px 24px;background:#e9cc54;")
        self.button.clicked.connect(self.ready)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(2)
        self.hide()

    def eventFilter(self, obj, ev) -> bool:
        if obj is self.parentWidget() and ev.type() == QEvent.Resize:
            self.setGeometry(obj.rect())
        return False

    def show_for(self, name: str) -> None:
        """Cover the table and ask for player ``name``."""
        self.label.setText(f"Pass the screen to {name}.<br><span style='font-size:15px'>"
                           "Everyone else, please look away.</span><br>")
        self.button.setText(f"I am {name}: show my cards")
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()
