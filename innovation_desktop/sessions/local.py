"""The game session: a QObject that owns the :class:`engine.Game`.

Widgets never change the game: they call :meth:`GameSession.answer` with an
answer to the pending decision, and redraw when the session says the view
changed. Computer seats are asked through :class:`~innovation_desktop.sessions.seats.ComputerRunner`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine import Game, IllegalAnswer
from engine.decisions import Decision, Event

from .seats import ComputerRunner, Seat
from ..settings import SETTINGS, Settings


def reveals_hidden(e: Event) -> bool:
    """True for an event that shows someone new hidden information (a draw, a
    reveal, any event not seen by everybody): undo may not go back past it."""
    return e.kind in ("draw", "reveal") or e.seen_by is not None


def game_title(game: Game, what: str = "") -> str:
    """A window title naming the game: its players (teams as partners), the turn
    and whose it is, e.g. ``"Ada vs Bruno \u2014 turn 3, Ada to play \u2014 Innovation"``;
    ``what`` goes first (``"Replay"``). Plain text (names are not markup here)."""
    st = game.state
    names = [p.name for p in st.players]
    if st.teams and len(names) == 4:
        who = f"{names[0]} & {names[2]} vs {names[1]} & {names[3]}"
    elif len(names) == 2:
        who = f"{names[0]} vs {names[1]}"
    else:
        who = ", ".join(names)
    if game.over:
        when = "game over"
    elif st.turn == 0:
        when = "setup"
    else:
        when = f"turn {st.turn}, {names[st.current]} to play"
    return " \u2014 ".join(x for x in (what, who, when, "Innovation") if x)


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
    computer player.

    Hot seat (several human seats at one screen): when a human's answer passes
    the decision to another seat, the session waits (:attr:`awaiting_end` is that
    human) so that they can look at the result and undo; :meth:`end_turn` then
    asks the next seat (the table shows the hand-off screen).

    Undo: each :meth:`undo` takes back one answer of the human being asked, back
    through all of their answers in this turn, until new information was seen (a
    draw, a reveal, another seat's answer)."""

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
        from engine.effects import check_effects
        check_effects(game.state)     # MissingEffects: a card of this game would do nothing
        self.game = game
        self.seats = seats
        self.settings = settings or SETTINGS
        self.runner = ComputerRunner(self)
        self.runner.answered.connect(self._computer_answered)
        self.runner.failed.connect(self._computer_failed)
        self.players = [s.make_player(None if ai_seed is None else ai_seed + i) for i, s in enumerate(seats)]
        self._undo: list[_Snapshot] = []
        self._revealed = False
        #: The human (hot seat) who has answered and must press End turn before the
        #: next seat is asked; None otherwise.
        self.awaiting_end: int | None = None
        #: The last human answer given here: ``(Decision, answer)`` (or None).
        self.last_answer: tuple | None = None
        #: ``(turn number, current player)`` when :attr:`last_answer` was given, so
        #: the end-of-answer prompt knows whose turn it was (a demand is answered in
        #: someone else's turn).
        self.last_answer_turn: tuple[int, int] | None = None
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

    @property
    def hot_seat(self) -> bool:
        """True when several humans share the screen (hand-off screens between them)."""
        return len(self.humans) > 1

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
        if self.awaiting_end is not None:
            self.error.emit("End your turn first.")
            return False
        snap = _Snapshot(self.game.clone(), list(self.game.events), d.player)
        turn_before = (self.game.state.turn, self.game.state.current)
        if self._undo and self._undo[-1].player != d.player:
            # undo takes back only the answers of the human being asked
            self._undo.clear()
        if not self._apply(answer):
            return False
        if not self._revealed:
            self._undo.append(snap)
        self.last_answer = (d, answer)
        self.last_answer_turn = turn_before
        nd = self.game.pending
        if self.hot_seat and nd is not None and nd.player != d.player:
            # let this player see the result (and undo) before the screen is handed on
            self.awaiting_end = d.player
            self.viewChanged.emit()
            return True
        self._after()
        return True

    def end_turn(self) -> bool:
        """Hot seat: the player who must end their turn (:attr:`awaiting_end`) has
        seen the result; their answers are final and the next seat is asked.
        Returns False if nobody was waiting."""
        if self.awaiting_end is None:
            return False
        self.awaiting_end = None
        self._undo.clear()
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
        """True if a human's last answer can be taken back: it was given in the
        turn that human is playing now (or just ended, before End turn), no other
        seat has answered and no hidden information was seen since."""
        if not self._undo:
            return False
        d = self.game.pending
        last = self._undo[-1].player
        return d is None or d.player == last or not self.is_human(d.player) or self.awaiting_end == last

    def undo(self) -> bool:
        """Take back the last answer of the human being asked (press again to go
        further back through their turn)."""
        if not self.can_undo():
            return False
        self.awaiting_end = None
        self.runner.cancel()
        snap = self._undo.pop()
        self.game = snap.game.clone()
        self.game.events = list(snap.events)
        self.viewChanged.emit()
        self._next()
        return True
