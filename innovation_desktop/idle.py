"""Work deferred until it is needed: :func:`after_first_paint` (until a window has
been seen), :func:`lazy_tooltip` (until a tooltip is wanted)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    def __init__(self, win: QWidget, steps: tuple[Callable[[], object], ...]) -> None:
        super().__init__(win)
        self.steps = steps

    def eventFilter(self, obj, ev):  # noqa: N802  (Qt's name)
        if ev.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self._run)
        return False

    def _run(self) -> None:
        # one step per turn of the event loop: input and paints get in between
        if not self.steps:
            self.deleteLater()
            return
        step, self.steps = self.steps[0], self.steps[1:]
        step()
        QTimer.singleShot(0, self._run)


def after_first_paint(win: QWidget, *steps: Callable[[], object]) -> None:
    """Call ``steps`` (callables without arguments), in order, one per turn of the
    event loop, once ``win`` (a top-level widget) has been painted the first time:
    its whole widget tree is laid out and painted in that pass, so this is work the
    first sight of the window need not wait for. Never called if ``win`` is never
    painted."""
    win.installEventFilter(_FirstPaint(win, steps))


class _LazyTip(QObject):
    def __init__(self, w: QWidget, make: Callable[[], str]) -> None:
        super().__init__(w)
        self.make = make

    def eventFilter(self, obj, ev):  # noqa: N802  (Qt's name)
        if ev.type() == QEvent.Type.ToolTip:
            obj.removeEventFilter(self)
            obj.setToolTip(self.make())
            self.deleteLater()
        return False      # the widget then shows its tooltip as usual


def lazy_tooltip(w: QWidget, make: Callable[[], str]) -> None:
    """Give ``w`` the tooltip ``make()`` returns, computed when it is first wanted
    (a card's tooltip writes the card's face image: not for every button drawn)."""
    w.installEventFilter(_LazyTip(w, make))


#: Modules a game with computer seats needs at its first computer move (the
#: process pool they think in): imported ahead, in idle time, by :func:`preload`.
COMPUTER_MODULES = ("multiprocessing", "concurrent.futures.process", "multiprocessing.sharedctypes",
                    "multiprocessing.synchronize", "multiprocessing.spawn", "multiprocessing.heap",
                    "multiprocessing.resource_tracker", "multiprocessing.popen_spawn_posix")


def preload(names: tuple[str, ...] = COMPUTER_MODULES) -> None:
    """Import ``names`` now (call it in idle time), so that the first use does not
    stall the GUI thread (importing the process pool takes about 20-30 ms, partly
    in a worker thread that holds the interpreter lock meanwhile)."""
    import importlib
    for n in names:
        try:
            importlib.import_module(n)
        except ImportError:      # not on this system (popen_spawn_posix on Windows)
            pass
