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
    that owns this object instead (the GUI thread), from a timer, once
    :meth:`start` is called. Keep it for the life of the application (parent it
    to the app: :func:`install`); :meth:`stop` gives the collection back to the
    interpreter as it was before."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = CHECK_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(collect_due)

    def start(self) -> None:
        """Automatic collection off; the timer collects what is due."""
        if not self._timer.isActive():
            self._was_enabled = gc.isenabled()
            gc.disable()
            self._timer.start()

    def stop(self) -> None:
        """Stop the timer and turn the automatic collection back on if it was."""
        if self._timer.isActive():
            self._timer.stop()
            if self._was_enabled:
                gc.enable()

    @property
    def running(self) -> bool:
        return self._timer.isActive()


_installed: list[GuiCollector] = []


def install(app: QObject) -> GuiCollector:
    """Start the collector of this process on ``app``'s thread (the GUI thread;
    ``app``: the QCoreApplication, its parent), created at the first call; later
    calls start the same one again if it was stopped. Returns it."""
    import shiboken6
    if not _installed or not shiboken6.isValid(_installed[0]):
        _installed[:] = [GuiCollector(app)]
    _installed[0].start()
    return _installed[0]


def stop() -> None:
    """Stop the collector of this process, if any (:meth:`GuiCollector.stop`)."""
    import shiboken6
    if _installed and shiboken6.isValid(_installed[0]):
        _installed[0].stop()
