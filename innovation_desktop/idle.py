"""Work deferred until it is needed: :func:`after_first_paint` (until a window has
been seen), :func:`lazy_tooltip` (until a tooltip is wanted)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


#: Deferred work starts at the latest this long after it was set up (ms), painted
#: or not (a window started minimized, a platform that never paints).
FIRST_PAINT_TIMEOUT_MS = 3000


class _FirstPaint(QObject):
    # It holds no Python reference to its window (``self.parent()`` is the window):
    # a child whose Python attributes keep the last reference to its window would,
    # when deleted, delete the window from inside its own destructor, and so itself
    # twice (the test suite crashed in Qt's event processing that way).
    def __init__(self, win: QWidget, steps: tuple[Callable[[], object], ...], timeout_ms: int) -> None:
        super().__init__(win)
        self.steps = steps
        self.started = False
        QTimer.singleShot(timeout_ms, self, self._start)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if ev.type() == QEvent.Type.Paint:
            self._start()
        return False

    def _start(self) -> None:
        if not self.started:
            self.started = True
            win = self.parent()
            if win is not None:
                win.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)

    def _run(self) -> None:
        # one step per turn of the event loop: input and paints get in between
        if not self.steps:
            self.deleteLater()
            return
        step, self.steps = self.steps[0], self.steps[1:]
        step()
        QTimer.singleShot(0, self, self._run)


def after_first_paint(win: QWidget, *steps: Callable[[], object],
                      timeout_ms: int = FIRST_PAINT_TIMEOUT_MS) -> None:
    """Call ``steps`` (callables without arguments), in order, one per turn of the
    event loop, once ``win`` (a top-level widget) has been painted the first time:
    its whole widget tree is laid out and painted in that pass, so this is work the
    first sight of the window need not wait for. If no paint comes within
    ``timeout_ms`` milliseconds, they start then. Nothing runs once ``win`` is
    destroyed."""
    win.installEventFilter(_FirstPaint(win, steps, timeout_ms))


class _LazyTip(QObject):
    def __init__(self, w: QWidget, make: Callable[[], str]) -> None:
        super().__init__(w)
        self.make: Callable[[], str] | None = make

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if ev.type() == QEvent.Type.ToolTip and self.make is not None and isinstance(obj, QWidget):
            obj.removeEventFilter(self)
            # ``make`` is dropped here, while the widget is in use, not in this
            # object's destructor: if it held the last reference to the window,
            # the window would be deleted from inside the deletion of its own child
            make, self.make = self.make, None
            obj.setToolTip(make())
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
                    "multiprocessing.resource_tracker", "multiprocessing.popen_spawn_posix",
                    "engine.ai")


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


class ImportAhead:
    """Modules imported in a background thread (see :func:`import_ahead`)."""

    def __init__(self, names: tuple[str, ...]) -> None:
        import threading
        self.names = names
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="import-ahead", daemon=True)

    def _run(self) -> None:
        try:
            preload(self.names + COMPUTER_MODULES)
        except Exception:  # noqa: BLE001  (the GUI thread's own import raises it then)
            pass
        finally:
            self._done.set()

    def start(self) -> None:
        """Start importing (once; later calls do nothing)."""
        if not self._thread.is_alive() and not self._done.is_set():
            try:
                self._thread.start()
            except RuntimeError:      # started already
                pass

    def is_set(self) -> bool:
        """True once every module has been imported (or failed to)."""
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done or ``timeout`` seconds have passed; True if done."""
        return self._done.wait(timeout)


def import_ahead(names: tuple[str, ...]) -> ImportAhead:
    """Modules ``names`` (and what the first computer move needs, :data:`COMPUTER_MODULES`)
    to import in a background thread once :meth:`ImportAhead.start` is called: the
    save format (pydantic models, about 100 ms of CPU) would freeze the GUI thread
    that long, while in a thread the interpreter switches back to the GUI thread
    every few milliseconds (``sys.getswitchinterval()``). Until
    :meth:`ImportAhead.is_set`, the GUI thread must not import them itself (it
    would wait for the thread's import lock)."""
    return ImportAhead(tuple(names))
