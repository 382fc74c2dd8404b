"""Python's cyclic garbage collector, run on the GUI thread only: :class:`GuiCollector`.

Python collects reference cycles in whichever thread happens to allocate when a
generation's threshold is crossed: zeroconf's threads, the thread that writes a
save, a computer player thinking in a worker thread. A Qt object that is only
reachable through a cycle (a session, a host, a runner and the lambdas that
point back at them) is then deleted on that thread, while the GUI thread may be
using its timers and sockets: Qt allows deleting an object only on its own
thread, and the process crashes later, in the GUI thread's event processing.

So the automatic collection is turned off and a timer on the GUI thread does the
same work: every :data:`CHECK_MS` it looks at the allocation counts and collects
the generations whose thresholds (Python's own, :func:`gc.get_threshold`) are
crossed, exactly as the interpreter would, but on the GUI thread.
"""
from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How often (ms) the GUI thread looks at the allocation counts.
CHECK_MS = 250


def collect_due() -> int | None:
    """Collect the oldest generation whose threshold is crossed (what the
    interpreter's automatic collection would do now); returns that generation,
    or None if none is due. Call it on the GUI thread."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = None
    for gen in range(3):
        if thresholds[gen] and counts[gen] > thresholds[gen]:
            due = gen
    if due is not None:
        gc.collect(due)
    return due


class GuiCollector(QObject):
    """Turns Python's automatic garbage collection off and collects on the thread
    that creates this object instead (the GUI thread), from a timer. Keep it for
    the life of the application (parent it to the app); :meth:`uninstall` turns
    the automatic collection back on."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = CHECK_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(collect_due)
        self._timer.start()

    def uninstall(self) -> None:
        """Stop the timer and give the collection back to the interpreter."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()


_installed: list[GuiCollector] = []


def install(app: QObject) -> GuiCollector:
    """The collector of this process, created once on ``app``'s thread (the GUI
    thread; ``app``: the QCoreApplication, its parent); later calls return it."""
    if not _installed:
        _installed.append(GuiCollector(app))
    return _installed[0]
