"""The game session: a QObject that owns the :class:`engine.Game`.

Widgets never change the game: they call :meth:`GameSession.answer` with an
answer to the pending decision, and redraw when the session says the view
changed. Computer seats are asked through :class:`~innovation_desktop.seats.ComputerRunner`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine import Game, IllegalAnswer
from engine.decisions import Decision, Event

from .seats import ComputerRunner, Seat
from .settings import SETTINGS, Settings


def reveals_hidden(e: Event) -> bool:
    """True for an event that shows someone new hidden information (a draw, a
    reveal, any event not seen by everybody): undo may not go back past it."""
    return e.kind in ("draw", "reveal") or e.seen_by is not None


@dataclass
class _Snapshot:
    game: Game
    events: list
    player: int


class GameSession(QObject):
    """Owns one local game and its seats.

    Signals: ``viewChanged()`` after every change; ``decisionRequested(Decision)``
    when a human seat must answer; ``eventsAppended(list[Event])``;
    ``answerApplied(int player, object answer)`` (for animations);
    ``gameOver(tuple result)``; ``error(str)`` for an illegal answer or a failing
    computer player."""

    viewChanged = Signal()
    decisionRequested = Signal(object)
    eventsAppended = Signal(list)
    answerApplied = Signal(int, object, object)   # player, answer (internal), decision
    gameOver = Signal(object)
    error = Signal(str)
    thinking = Signal(int)   # player index of the computer seat now thinking

    def __init__(self, game: Game, seats: list[Seat], settings: Settings | None = None,
                 parent: QObject | None = None, ai_seed: int | None = None) -> None:
        super().__init__(parent)
        if len(seats) != len(game.state.players):
            raise ValueError("one seat per player")
        self.game = game
        self.seats = seats
        self.settings = settings or SETTINGS
        self.runner = ComputerRunner(self)
        self.runner.answered.connect(self._computer_answered)
        self.runner.failed.connect(self._computer_failed)
        self.players = [s.make_player(None if ai_seed is None else ai_seed + i) for i, s in enumerate(seats)]
        self._undo: list[_Snapshot] = []
        self._revealed = False
        self._started = False
        self._closed = False

    # ---- reading ---------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        return self.game.pending

    def is_human(self, p: int) -> bool:
        return self.seats[p].is_human

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def legal_actions(self, p: int) -> list[tuple]:
        """The legal actions, if ``p`` is being asked for an action; else []."""
        d = self.game.pending
        if d is None or d.kind != "action" or d.player != p:
            return []
        return list(d.options)

    # ---- driving ---------------------------------------------------------------
    def start(self) -> None:
        """Announce the first decision (call once the widgets are connected)."""
        self._started = True
        self.viewChanged.emit()
        self._next()

    def close(self) -> None:
        """Stop asking computer seats (the window is closing or a new game starts)."""
        self._closed = True
        self.runner.shutdown()

    def answer(self, answer: Any) -> bool:
        """Answer the pending decision for a human seat. Returns False (and emits
        ``error``) if the answer is illegal or the seat is not a human's."""
        d = self.game.pending
        if d is None:
            self.error.emit("The game is over.")
            return False
        if not self.is_human(d.player):
            self.error.emit(f"It is not a human's decision ({self.game.state.players[d.player].name}).")
            return False
        snap = _Snapshot(self.game.clone(), list(self.game.events), d.player)
        if d.kind == "action" or (self._undo and self._undo[-1].player != d.player):
            # undo takes back only this human's last action (the answers given within it)
            self._undo.clear()
        if not self._apply(answer):
            return False
        if not self._revealed:
            self._undo.append(snap)
        self._after()
        return True

    def _apply(self, answer: Any) -> bool:
        d = self.game.pending
        setup = self.game.state.turn == 0
        try:
            events = self.game.apply(answer)
        except IllegalAnswer as e:
            self.error.emit(str(e))
            return False
        # new hidden information (a draw, a reveal, the setup's simultaneous
        # melds) or another seat's answer: nothing before it can be taken back
        self._revealed = any(reveals_hidden(e) for e in events) or (setup and self.game.state.turn != 0)
        if self._revealed or not self.is_human(d.player):
            self._undo.clear()
        self.answerApplied.emit(d.player, answer, d)
        if events:
            self.eventsAppended.emit(events)
        return True

    def _after(self) -> None:
        self.viewChanged.emit()
        self._next()

    def _next(self) -> None:
        if self._closed:
            return
        g = self.game
        if g.over:
            self.runner.cancel()
            self.gameOver.emit(g.result)
            return
        d = g.pending
        if self.is_human(d.player):
            self.decisionRequested.emit(d)
        else:
            self.thinking.emit(d.player)
            clone = g.clone()
            clone.events = list(g.events)   # the computer seat's memory of what it saw
            self.runner.request(self.players[d.player], clone, self.settings.computer_delay_ms)

    def _computer_answered(self, token: int, answer: Any, player: Any = None) -> None:
        if self._closed or self.game.over:
            return
        d = self.game.pending
        if player is not None and d is not None:
            self.players[d.player] = player
        if self._apply(answer):
            self._after()

    def _computer_failed(self, msg: str) -> None:
        self.error.emit(f"A computer player failed: {msg}")

    # ---- undo ------------------------------------------------------------------
    def can_undo(self) -> bool:
        """True if a human's last answer can be taken back: it belongs to the
        action that human is taking now (or just took), no other seat has answered
        and no hidden information was seen since."""
        if not self._undo:
            return False
        d = self.game.pending
        last = self._undo[-1].player
        return d is None or d.player == last or not self.is_human(d.player)

    def undo(self) -> bool:
        """Take back the last answer of the human whose action it is."""
        if not self.can_undo():
            return False
        self.runner.cancel()
        snap = self._undo.pop()
        self.game = snap.game.clone()
        self.game.events = list(snap.events)
        self.viewChanged.emit()
        self._next()
        return True
