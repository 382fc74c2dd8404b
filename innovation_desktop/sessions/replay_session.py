"""The replay session: a read-only :class:`~.base.Session` over one position of
a replayed game (:class:`~.replay.ReplayModel`), for the replay viewer's table.

Nobody answers here (no human seat, no answer taken). ``view(None)`` is the whole
game (the viewer's *Everything* perspective); ``view(i)`` what player ``i`` saw.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine import Game
from engine.view import log_entries, table_view

from .base import SessionSignals
from .seats import Seat


class ReplaySession(SessionSignals):
    """Shows ``game`` (set another position with :meth:`set_game`); ``seats``
    only label the players (computer or person), all persons if None."""


    def __init__(self, game: Game, seats: list[Seat] | None = None) -> None:
        super().__init__()
        self.game = game
        self.seats = seats if seats is not None else [Seat("human") for _ in game.state.players]
        self.humans: list[int] = []
        self.awaiting_end: int | None = None

    def set_game(self, game: Game) -> None:
        """Show another position (emits ``viewChanged``)."""
        self.game = game
        self.viewChanged.emit()

    # ---- reading -----------------------------------------------------------------
    def view(self, viewer: int | None) -> dict[str, Any]:
        """The table view of ``viewer`` (None: everything) at this position."""
        return table_view(self.game, viewer)

    def log_length(self) -> int:
        return len(self.game.events)

    def log(self, viewer: int | None, start: int = 0) -> list[tuple[str, str, Any]]:
        return log_entries(self.game, viewer, start)

    def is_human(self, p: int) -> bool:
        return False

    def seat_label(self, p: int) -> str:
        return "" if self.seats[p].is_human else QCoreApplication.translate("Session", "(computer)")

    def end_turn_info(self) -> None:
        return None

    def can_undo(self) -> bool:
        return False

    # ---- acting: nothing is taken -------------------------------------------------
    def start(self) -> None:
        self.viewChanged.emit()

    def answer(self, answer: Any) -> bool:
        return False

    def end_turn(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def close(self) -> None:
        pass

    def wait(self, ms: int = 5000) -> bool:
        return True
