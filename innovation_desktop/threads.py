"""Handing results from plain Python threads to the GUI thread: :class:`Inbox`.

A Qt object may be used only from the thread it lives in; a plain Python thread
(zeroconf's, a thread waiting on a child process) that emits one of its signals,
or calls one of its methods, races the GUI thread, which may be deleting that
object at the same moment (the whole test suite crashed that way in Qt's event
processing). So such a thread touches no Qt object at all: it puts its result
in an :class:`Inbox` (a locked Python list) and writes one byte to a socket pair;
a :class:`QSocketNotifier` on the inbox's own thread wakes up at once and emits
the results there, in order. (The same wake-up as
:mod:`innovation_desktop.signals` uses for the system's signals.)
"""
from __future__ import annotations

import socket
import threading
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, Signal


class Mailbox:
    """The plain-Python side of an :class:`Inbox`: what other threads hold. It has
    no reference to any Qt object, so a thread that keeps it keeps nothing of
    Qt's alive and cannot touch a deleted object."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: list[Any] = []
        self.closed = False
        self._r, self._w = socket.socketpair()
        self._r.setblocking(False)
        self._w.setblocking(False)

    def put(self, item: Any) -> bool:
        """Keep ``item`` for delivery on the inbox's thread (any thread; never
        waits for the GUI). Returns False if the inbox is closed (``item`` dropped)."""
        with self._lock:
            if self.closed:
                return False
            wake = not self._items
            self._items.append(item)
            if wake:
                try:
                    self._w.send(b"\0")
                except OSError:       # the buffer is full: a wake-up is pending anyway
                    pass
        return True

    def take(self) -> list[Any]:
        """Every item put since the last call, in order (the inbox's thread)."""
        try:
            while self._r.recv(4096):
                pass
        except OSError:               # nothing left to read (non-blocking), or closed
            pass
        with self._lock:
            items, self._items = self._items, []
        return items

    def shut(self, *_: Any) -> None:
        """Drop what waits and every later put (the sockets are released with
        this object, or by :meth:`close`)."""
        with self._lock:
            self.closed = True
            self._items = []

    def close(self) -> None:
        """:meth:`shut`, and release the sockets now."""
        self.shut()
        for s in (self._r, self._w):
            s.close()


class Inbox(QObject):
    """Results from any thread, delivered on the thread that owns this object.

    :attr:`mailbox` (or :meth:`put`) may be used from any thread and touches no
    Qt object: it keeps an item and wakes the owner's thread, where
    ``arrived(item)`` is emitted for each item in the order put. After
    :meth:`close`, or once the Qt object has been deleted (with its parent), puts
    are dropped and return False. Give a thread ``inbox.mailbox.put``, not a
    method of a Qt object."""

    arrived = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mailbox = Mailbox()
        self._notifier = QSocketNotifier(self.mailbox._r.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        # deleted with its parent without close(): later puts are dropped
        # (the sockets stay open until the mailbox goes: the notifier, a child, is
        # deleted after this signal, and must not watch a closed socket)
        self.destroyed.connect(self.mailbox.shut)

    def put(self, item: Any) -> bool:
        """``self.mailbox.put(item)``."""
        return self.mailbox.put(item)

    def _woken(self) -> None:
        for item in self.mailbox.take():
            if self.mailbox.closed:
                return
            self.arrived.emit(item)

    def close(self) -> None:
        """Stop delivering (on the owner's thread): later puts are dropped."""
        if not self.mailbox.closed:
            self._notifier.setEnabled(False)
            self.mailbox.close()

    @property
    def closed(self) -> bool:
        return self.mailbox.closed
