"""Ending the app cleanly when the system asks: SIGTERM (a logout, ``kill``),
SIGINT (Ctrl+C in the terminal) and SIGHUP (the terminal closed) quit the app as
*Game > Quit* does: games are saved and their locks released.

Python runs signal handlers only when it gets control, which it rarely does while
Qt's event loop waits; so the signal is written to a socket (``signal.set_wakeup_fd``)
that a :class:`QSocketNotifier` watches, and the quit runs on the GUI thread.
(SIGKILL cannot be caught: then the operating system releases the locks and the
computer players' worker exits by itself; see :mod:`innovation_desktop.sessions.ai_worker`.)
"""
from __future__ import annotations

import signal
import socket
from typing import Callable

from PySide6.QtCore import QObject, QSocketNotifier

_SIGNALS = tuple(getattr(signal, n) for n in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, n))


class SignalQuitter(QObject):
    """Calls ``quit()`` on the GUI thread when one of the signals arrives. Keep a
    reference (it is parented to the app). :meth:`uninstall` restores the old
    handlers."""

    def __init__(self, parent: QObject, quit: Callable[[], None]) -> None:
        super().__init__(parent)
        self.quit = quit
        self._r, self._w = socket.socketpair()
        self._r.setblocking(False)
        self._w.setblocking(False)
        self._old = {s: signal.getsignal(s) for s in _SIGNALS}
        self._old_fd = signal.set_wakeup_fd(self._w.fileno())
        for s in _SIGNALS:
            signal.signal(s, lambda *_: None)     # the wake-up byte does the work
        self.notifier = QSocketNotifier(self._r.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._woken)
        self.received: list[int] = []

    def _woken(self, *_: object) -> None:
        try:
            data = self._r.recv(64)
        except OSError:
            return
        sigs = [b for b in data if b in _SIGNALS]
        if sigs:
            self.received += sigs
            self.quit()

    def uninstall(self) -> None:
        """Restore the previous handlers and wake-up descriptor."""
        self.notifier.setEnabled(False)
        signal.set_wakeup_fd(self._old_fd)
        for s, h in self._old.items():
            signal.signal(s, h)
        self._r.close()
        self._w.close()


def quit_on_signals(app: QObject, quit: Callable[[], None] | None = None) -> SignalQuitter | None:
    """Make SIGTERM, SIGINT and SIGHUP quit ``app`` cleanly (``quit``, default
    :func:`innovation_desktop.windows.quit_app`). Only from the main thread;
    returns None where it cannot be done (another thread, no socketpair)."""
    if quit is None:
        from .windows import quit_app
        quit = quit_app
    try:
        return SignalQuitter(app, quit)
    except (ValueError, OSError):      # not the main thread, or no sockets
        return None
