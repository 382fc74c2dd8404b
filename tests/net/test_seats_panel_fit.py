"""The host's seats panel shows its "Let a computer play" button whole, in the
table's style sheet and in Spanish (issue 26)."""
from __future__ import annotations

import pytest

from innovation_desktop.lan.menu import show_seats_panel
from innovation_desktop.net.protocol import SeatInfo


class _Session:
    """Just what show_seats_panel reads: seat infos and a seatsChanged signal."""

    def __init__(self, infos):
        from PySide6.QtCore import QObject, Signal

        class S(QObject):
            seatsChanged = Signal()
        self._s = S()
        self.seatsChanged = self._s.seatsChanged
        self.infos = infos
        self.note = ""

    def seat_infos(self):
        return self.infos


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_stand_in_button_is_whole(qtbot, lang):
    from PySide6.QtWidgets import QApplication
    from innovation_desktop import i18n
    from innovation_desktop.table.window import TableWindow
    i18n.install(QApplication.instance(), lang)
    try:
        win = TableWindow()
        qtbot.addWidget(win)
        win.resize(1600, 1000)
        infos = [SeatInfo(name="Ada", kind="host", connected=True),
                 SeatInfo(name="Bruno", kind="remote", connected=False),
                 SeatInfo(name="Chen", kind="remote", connected=False, stand_in="easy")]
        session = _Session(infos)
        panel = show_seats_panel(win, session, 0, True)
        panel.set_seats(infos)
        win.show()
        qtbot.waitExposed(win)
        qtbot.wait(30)
        for seat in (1, 2):
            btn = panel.rows[seat][2]
            assert btn is not None and btn.isVisible()
            assert btn.width() >= btn.sizeHint().width()
            right = btn.mapTo(panel, btn.rect().topRight()).x()
            assert right <= panel.contentsRect().right(), (seat, right, panel.width())
            assert win.lan_dock.width() >= panel.width()
    finally:
        i18n.install(QApplication.instance(), "en")
