"""The LAN seats panel and the reconnect prompt of a network game.

:class:`LanSeatsPanel` lists the seats of a LAN game: who plays each (plain
text), whether that player is connected, and which computer player stands in
for one who is away. At the host it also offers, for each joiner's seat, to let
a computer player take the seat while its player is away, and to give it back.

:func:`ask_reconnect` is the prompt a joiner sees once its app has stopped
reconnecting by itself: Reconnect or Leave.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from ..i18n import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (QFrame, QGridLayout, QLabel, QMenu, QMessageBox, QToolButton, QVBoxLayout,
                               QWidget)

from ..plain import amp, plain_label, rich, shown_name
from ..words import level_name

if TYPE_CHECKING:
    from ..net.protocol import SeatInfo

translate = QCoreApplication.translate

#: Levels a computer stand-in can play at, with their menu labels (translated where shown).
STAND_IN_LEVELS = (("easy", QT_TRANSLATE_NOOP("LanPanel", "Computer (easy)")),
                   ("strong", QT_TRANSLATE_NOOP("LanPanel", "Computer (strong)")),
                   ("random", QT_TRANSLATE_NOOP("LanPanel", "Computer (random)")))


def seat_status(info: SeatInfo, mine: bool = False) -> str:
    """One seat's state in words: ``info`` has ``kind`` (remote, host, computer),
    ``connected`` and ``stand_in``."""
    if mine:
        return translate("LanPanel", "you")
    if info.kind == "computer":
        return translate("LanPanel", "computer player")
    if info.kind == "host":
        return translate("LanPanel", "the host")
    if info.name is None:
        return translate("LanPanel", "open")
    if info.connected:
        return translate("LanPanel", "connected")
    if info.stand_in:
        return translate("LanPanel", "disconnected \u2014 a computer ({level}) plays until they return").format(
            level=level_name(info.stand_in))
    return translate("LanPanel", "disconnected \u2014 the game waits when this seat is asked")


class LanSeatsPanel(QFrame):
    """The seats of a LAN game and their connections.

    :meth:`set_seats` shows a list of seat infos (``name``, ``kind``,
    ``connected``, ``stand_in``; the protocol's :class:`~.net.protocol.SeatInfo`).
    ``me`` is this computer's seat. With ``host=True`` each joiner's seat gets a
    button to hand it to a computer player while its player is away, or to give
    it back: ``standIn(seat, level or "")`` is emitted ("" gives it back)."""

    standIn = Signal(int, str)

    def __init__(self, me: int | None, host: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lanSeats")
        self.me, self.host = me, host
        self.setStyleSheet("#lanSeats { background: #efe8d6; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        # one width whatever the seats' states: a status that wraps (a player
        # disconnects) must not widen the dock and push the table into a scroll bar
        self.setFixedWidth(self._width_needed())
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        lay.addLayout(self.grid)
        self.note = plain_label()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        lay.addStretch(1)
        self.rows: list[tuple[QLabel, QLabel, QToolButton | None]] = []
        self.infos: list[SeatInfo] = []

    def _width_needed(self) -> int:
        """The panel's fixed width (px): the widest button it may show, plus margins."""
        widest = 0
        for i, text in enumerate((translate("LanPanel", "Let a computer play"), translate("LanPanel", "Give back"))):
            # a hidden child: once the panel is in the table, it is measured in the
            # table's style sheet (its padding), as the real buttons are drawn
            b = QToolButton(self)
            b.hide()
            b.setText(text)
            if i == 0:
                b.setMenu(QMenu(b))
                b.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            b.ensurePolished()
            widest = max(widest, b.sizeHint().width())
            b.setParent(None)
            b.deleteLater()
        lay = self.layout()
        assert lay is not None          # made in __init__
        m = lay.contentsMargins()
        return max(170, widest + m.left() + m.right() + 16)   # slack: the dock's own frame

    def _fit_width(self) -> None:
        need = self._width_needed()
        if need != self.width() or self.minimumWidth() != need:
            self.setFixedWidth(need)

    def event(self, ev: QEvent) -> bool:  # noqa: D102
        # measured again in the style it is shown in (the table's), before it is shown
        if ev.type() in (QEvent.Type.Show, QEvent.Type.StyleChange, QEvent.Type.FontChange, QEvent.Type.ParentChange) \
                and self.layout() is not None:
            self._fit_width()
        return super().event(ev)

    def set_note(self, text: str) -> None:
        """A line under the seats (plain text): the connection's state."""
        self.note.setText(text)

    def set_seats(self, infos: list[SeatInfo]) -> None:
        """Show ``infos`` (one per seat)."""
        self.infos = list(infos)
        while self.grid.count():
            it = self.grid.takeAt(0)
            w = it.widget() if it is not None else None
            if w is not None:
                w.deleteLater()
        self.rows = []
        for i, s in enumerate(self.infos):
            name = plain_label(text=s.name if s.name is not None
                               else translate("LanPanel", "Seat {number}").format(number=i + 1))
            name.setStyleSheet("font-weight: bold")
            status = plain_label(text=seat_status(s, mine=(i == self.me)))
            status.setWordWrap(True)
            away = s.kind == "remote" and s.name is not None and not s.connected
            status.setStyleSheet("color:#b3261e" if away else "color:#3c3c3c")
            self.grid.addWidget(name, 3 * i, 0)
            self.grid.addWidget(status, 3 * i + 1, 0)
            btn = None
            if self.host and s.kind == "remote" and s.name is not None:
                btn = self._stand_in_button(i, s)
                self.grid.addWidget(btn, 3 * i + 2, 0, Qt.AlignmentFlag.AlignLeft)
            self.rows.append((name, status, btn))

    def _stand_in_button(self, seat: int, s: SeatInfo) -> QToolButton:
        b = QToolButton()
        b.setObjectName(f"standIn{seat}")
        if s.stand_in:
            b.setText(translate("LanPanel", "Give back"))
            b.setToolTip(rich(translate("LanPanel", "Stop the computer player; the seat waits for {name} again.")
                              .format(name=shown_name(s.name))))
            b.clicked.connect(lambda: self.standIn.emit(seat, ""))
        else:
            b.setText(translate("LanPanel", "Let a computer play"))
            b.setToolTip(rich(translate("LanPanel", "While {name} is away, a computer player answers for this seat "
                                        "(until they rejoin or you give it back).").format(name=shown_name(s.name))))
            m = QMenu(b)
            for level, label in STAND_IN_LEVELS:
                a = m.addAction(amp(translate("LanPanel", label)))
                a.setObjectName(f"standIn{seat}_{level}")
                a.triggered.connect(lambda _=False, lv=level: self.standIn.emit(seat, lv))
            b.setMenu(m)
            b.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        return b

    def status_text(self, seat: int) -> str:
        """The status shown for ``seat`` (plain text)."""
        return self.rows[seat][1].text()


def ask_reconnect(parent: QWidget | None, reason: str, ask: Callable[[QMessageBox], int] | None = None) -> bool:
    """Ask a joiner whose app stopped reconnecting by itself what to do: True for
    Reconnect, False for Leave. ``reason`` (plain text) says what went wrong.
    ``ask`` runs the box (tests answer it); default: ``exec``."""
    box = QMessageBox(parent)
    box.setWindowTitle(translate("LanPanel", "Connection lost"))
    box.setIcon(QMessageBox.Icon.Warning)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(translate("LanPanel", "The connection to the host is lost: {reason}\n\nYour seat is kept: reconnect "
                          "when the host is reachable again, or leave the game.").format(reason=reason))
    rec = box.addButton(translate("LanPanel", "Reconnect"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("LanPanel", "Leave"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(rec)
    (ask or (lambda b: b.exec()))(box)
    return box.clickedButton() is rec
