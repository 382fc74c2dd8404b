"""The table's animations: cards flying across it.

A melded card flies from the hand (or the player's zone) to its pile; an
Artifact dug into a display flies there from its Artifacts pile. The window
says where from and where to (it knows its widgets); :class:`Flights` moves a
picture of the card between the two points and forgets it when it lands, and
:func:`dug` tells from two table views which cards came into a display.
Animations change nothing of the game: with ``SETTINGS.fly_ms`` 0 there are none.
"""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPoint, QPropertyAnimation
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from ..settings import SETTINGS


def dug(before: list[str | None] | None, now: list[str | None]) -> list[tuple[int, str]]:
    """Artifacts: the cards that have just come into a display, ``[(player, card
    name)]``, from each player's display before and now (``view["players"][p]
    ["display"]``: a name or None). A display is filled only by a dig. None
    (nothing drawn yet) or another number of players: none."""
    if before is None or len(before) != len(now):
        return []
    return [(p, new) for p, (old, new) in enumerate(zip(before, now)) if new is not None and new != old]


class Flights:
    """Pictures of cards flying over ``over`` (the window's central widget, or
    any widget whose coordinates the points are in). :attr:`running` holds the
    animations under way (each removed when it lands, its picture deleted)."""

    def __init__(self, over: QWidget) -> None:
        self.over = over
        self.running: list[QPropertyAnimation] = []

    def launch(self, pixmap: QPixmap, start: QPoint, end: QPoint, ms: int | None = None) -> QPropertyAnimation | None:
        """Fly ``pixmap`` from ``start`` to ``end`` (points in :attr:`over`) in
        ``ms`` milliseconds (default ``SETTINGS.fly_ms``); None when animations
        are off (``ms`` <= 0) or :attr:`over` is not shown."""
        ms = SETTINGS.fly_ms if ms is None else ms
        if ms <= 0 or not self.over.isVisible():
            return None
        lab = QLabel(self.over)
        lab.setPixmap(pixmap)
        lab.resize(pixmap.size())
        lab.move(start)
        lab.show()
        lab.raise_()
        anim = QPropertyAnimation(lab, b"pos", lab)
        anim.setDuration(ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.finished.connect(lab.deleteLater)
        anim.finished.connect(lambda: self.running.remove(anim) if anim in self.running else None)
        self.running.append(anim)
        anim.start()
        return anim
