"""Saving off the GUI thread: :class:`BackgroundSaver`.

A game that is saved after every answer (a LAN host) must not hold the GUI
thread or delay telling the joiners while the file is written and synced. The
saver takes a snapshot of the game on the caller's thread (a clone: cheap), and
one worker thread writes it with :func:`~innovation_desktop.saves.store.save_game`
(atomic, fsync, as before). Saves are written in order; when several wait, only
the newest is written (an older one would be replaced at once).
:meth:`BackgroundSaver.wait` waits for the last one (closing the game).

The worker touches no Qt object: it hands its results to the saver, whose timer
reports them on the saver's own thread (``failed``, ``saved``), so the saver and
its user may be deleted while a write is under way.
"""
from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from engine import Game

from . import store

#: How often (ms) the saver looks for finished writes to report.
REPORT_MS = 50


#: A save to write: (the game, its path, the meta data or None, interrupted).
_Job = tuple[Game, Path, dict[str, Any] | None, bool]


class _Worker:
    """The plain-Python side: one thread, the newest job waiting, the results."""

    def __init__(self, write: Callable[..., Any]) -> None:
        self.write = write
        self.cond = threading.Condition()
        self.next: _Job | None = None
        self.busy = False
        self.results: list[tuple[str, Any]] = []

    def put(self, job: _Job) -> None:
        with self.cond:
            self.next = job
            if self.busy:
                return
            self.busy = True
        threading.Thread(target=self.run, name="save", daemon=True).start()

    def run(self) -> None:
        while True:
            with self.cond:
                job, self.next = self.next, None
                if job is None:
                    self.busy = False
                    self.cond.notify_all()
                    return
            game, path, meta, interrupted = job
            out: tuple[str, Any]        # ("failed", message) or ("saved", (path, answers))
            try:
                self.write(game, path, meta, interrupted=interrupted)
            except (store.SaveError, OSError) as e:     # OSError: never expected (save_game says SaveError)
                out = ("failed", str(e))
            else:
                out = ("saved", (str(path), len(game.record)))
            with self.cond:
                self.results.append(out)

    def wait(self, seconds: float) -> bool:
        end = time.monotonic() + seconds
        with self.cond:
            while self.busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self.cond.wait(left)
        return True

    def take(self) -> list[tuple[str, Any]]:
        with self.cond:
            out, self.results = self.results, []
        return out


class BackgroundSaver(QObject):
    """Writes snapshots of a game to a file in a worker thread.

    Signals (on the saver's thread): ``failed(str)`` with the SaveError's text
    when a write fails; ``saved(str path, int answers)`` after each file written."""

    failed = Signal(str)
    saved = Signal(str, int)

    def __init__(self, parent: QObject | None = None, write: Callable[..., Any] | None = None) -> None:
        super().__init__(parent)
        self._worker = _Worker(write or store.save_game)
        self._timer = QTimer(self)
        self._timer.setInterval(REPORT_MS)
        self._timer.timeout.connect(self._report)
        #: saves written (for tests and the bench)
        self.written = 0

    @property
    def _write(self) -> Callable[..., Any]:
        return self._worker.write

    @_write.setter
    def _write(self, fn: Callable[..., Any]) -> None:      # a test's slow or failing disk
        self._worker.write = fn

    def save(self, game: Game, path: str | Path, meta: dict[str, Any] | None, interrupted: bool) -> None:
        """Save a snapshot of ``game`` now (taken here: later answers are not in
        it) to ``path`` in the background. Returns at once."""
        self._worker.put((game.clone(), Path(path), dict(meta) if meta is not None else None, interrupted))
        if not self._timer.isActive():
            self._timer.start()

    def _report(self) -> None:
        for what, arg in self._worker.take():
            if what == "failed":
                self.failed.emit(arg)
            else:
                self.written += 1
                self.saved.emit(*arg)
        if not self._worker.busy:
            self._timer.stop()

    def pending(self) -> bool:
        """True while a save is waiting or being written."""
        return self._worker.busy

    def wait(self, ms: int = 10_000) -> bool:
        """Wait at most ``ms`` for every save asked for to be written (and report
        them); True if they are."""
        done = self._worker.wait(ms / 1000)
        self._report()
        return done
