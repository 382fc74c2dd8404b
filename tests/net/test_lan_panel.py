"""The LAN seats panel keeps one width whatever its seats' states, so a joiner who
disconnects (a status that wraps) does not push the host's table into a scroll bar."""
from __future__ import annotations

from PySide6.QtWidgets import QToolButton

from innovation_desktop.lan.panel import LanSeatsPanel
from innovation_desktop.net.protocol import SeatInfo


def seats(connected: bool, stand_in: str | None = None) -> list[SeatInfo]:
    return [SeatInfo(name="Ada", kind="host", connected=True),
            SeatInfo(name="Bea", kind="remote", connected=connected, stand_in=stand_in),
            SeatInfo(name="Computer 1", kind="computer", connected=True)]


def test_panel_width_does_not_change_when_a_joiner_disconnects(qtbot):
    panel = LanSeatsPanel(0, host=True)
    qtbot.addWidget(panel)
    panel.set_seats(seats(True))
    panel.show()
    qtbot.waitExposed(panel)
    panel.adjustSize()
    widths = {panel.width()}
    for state in (seats(False), seats(False, "easy"), seats(True)):
        panel.set_seats(state)
        panel.adjustSize()
        widths.add(panel.width())
    assert len(widths) == 1
    # the hand-over button fits inside it, unclipped
    panel.set_seats(seats(False))
    btn = panel.findChild(QToolButton, "standIn1")
    assert btn is not None and btn.sizeHint().width() <= panel.width() - 12
    assert panel.status_text(1).startswith("disconnected")
