"""Saving off the GUI thread: :class:`BackgroundSaver`.

A game that is saved after every answer (a LAN host) must not hold the GUI
thread or delay telling the joiners while the file is written and synced. The
saver takes a snapshot of the game on the caller's thread (a clone: cheap), and
one worker thread (a :class:`QThreadPool` of one) writes it with
:func:`~innovation_desktop.saves.store.save_game` (atomic, fsync, as before).
Saves are written in order; when several wait, only the newest is written (an
older one would be replaced at once). :meth:`BackgroundSaver.wait` waits for the
last one (closing the game, the end of the game).
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

from engine import Game

from . import store


class BackgroundSaver(QObject):
    """Writes snapshots of a game to one file in a worker thread.

    Signals: ``failed(str)`` with the SaveError's text when a write fails
    (delivered on the saver's own thread, so a slot may touch widgets);
    ``saved(str path, int answers)`` after each file written."""

    failed = Signal(str)
    saved = Signal(str, int)

    def __init__(self, parent: QObject | None = None,
                 write: Callable[..., Any] | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._lock = threading.Lock()
        self._next: tuple | None = None
        self._running = False
        self._write = write or store.save_game
        #: saves written (for tests and the bench)
        self.written = 0

    def save(self, game: Game, path: str | Path, meta: dict[str, Any] | None, interrupted: bool) -> None:
        """Save a snapshot of ``game`` now (taken here: later answers are not in
        it) to ``path`` in the background. Returns at once."""
        job = (game.clone(), Path(path), dict(meta) if meta is not None else None, interrupted)
        with self._lock:
            self._next = job
            if self._running:
                return
            self._running = True
        self._pool.start(self._run)

    def _run(self) -> None:
        while True:
            with self._lock:
                job, self._next = self._next, None
                if job is None:
                    self._running = False
                    return
            game, path, meta, interrupted = job
            try:
                self._write(game, path, meta, interrupted=interrupted)
            except (store.SaveError, OSError) as e:       # OSError: never expected (SaveError is)
                self._say(self.failed, str(e))
            else:
                self.written += 1
                self._say(self.saved, str(path), len(game.record))

    @staticmethod
    def _say(signal: Any, *args: Any) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:            # the saver was deleted meanwhile (its owner closed): nobody listens
            pass

    def pending(self) -> bool:
        """True while a save is waiting or being written."""
        with self._lock:
            return self._running

    def wait(self, ms: int = 10_000) -> bool:
        """Wait at most ``ms`` for every save asked for to be written; True if done."""
        return self._pool.waitForDone(ms)
