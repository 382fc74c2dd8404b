"""The local game session: a QObject that owns the :class:`engine.Game`.

It implements :class:`~innovation_desktop.sessions.base.Session`: the table
reads a player's table view (:meth:`GameSession.view`) and the log lines they may
read, and answers the pending decision with :meth:`GameSession.answer`; it never
touches the game. The game itself is owned by an
:class:`~innovation_desktop.sessions.authority.Authority` (the gate, the undo
rule, the masking), the session's own or a LAN host's. Computer seats are asked through
:class:`~innovation_desktop.sessions.seats.ComputerRunner`, hints through another.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from engine import Game, IllegalAnswer
from engine.answers import to_outside as public_answer
from engine.decisions import Decision, Event
from engine.game import Action
from engine.state import State
from engine.view import log_entries, view

from ..settings import SETTINGS, Settings
from ..words import render
from .authority import Authority
from .base import SessionSignals, view_title
from .seats import ComputerRunner, Seat, hint_player

if TYPE_CHECKING:     # the search code loads at first need
    from engine.ai import Player


def game_title(game: Game, what: str = "") -> str:
    """A window title naming the game: its players (teams as partners), the turn
    and whose it is, e.g. ``"Ada vs Bruno \u2014 turn 3, Ada to play \u2014 Innovation"``;
    ``what`` goes first (``"Replay"``). Plain text (names are not markup here)."""
    return view_title(view(game, -1), what)


class GameSession(SessionSignals):
    """Owns one local game and its seats; a :class:`~.base.Session`.

    Signals: ``viewChanged()`` after every change; ``decisionRequested(dict)``
    when a human seat must answer (the decision as that player sees it);
    ``eventsAppended(list[Event])``; ``answerApplied(int player, object answer,
    dict decision)`` (answer in position-file form; for animations);
    ``gameOver(dict result)``; ``error(str)`` for an illegal answer or a failing
    computer player; ``thinking(int)``; ``hintReady(int decision id, object
    answer, str short, str long)``.

    Hot seat (several human seats at one screen): when a human's answer passes
    the decision to another seat, the session waits (:attr:`awaiting_end` is that
    human) so that they can look at the result and undo; :meth:`end_turn` then
    asks the next seat (the table shows the hand-off screen).

    Undo: each :meth:`undo` takes back one answer of the human being asked, back
    through all of their answers in this turn, until new information was seen
    (:func:`engine.view.apply_noting`: a draw, a dig, a reveal, anyone shown a
    card this player could not see, an effect another player carried out;
    another seat's answer)."""


    def __init__(self, game: Game, seats: list[Seat], settings: Settings | None = None,
                 parent: QObject | None = None, ai_seed: int | None = None,
                 authority: Authority | None = None) -> None:
        super().__init__(parent)
        if len(seats) != len(game.state.players):
            raise ValueError("one seat per player")
        from engine.effects import check_effects
        check_effects(game.state)     # MissingEffects: a card of this game would do nothing
        #: the one owner of the game (gate, undo rule, masking): this session's own,
        #: or the LAN host's (:class:`~innovation_desktop.net.session.HostSession`)
        self.auth = authority if authority is not None else Authority(game, self.is_human, self)
        self.seats = seats
        self.settings = settings or SETTINGS
        self.auth.applied.connect(self._applied)
        self.runner = ComputerRunner(self)
        self.runner.answered.connect(self._computer_answered)
        self.runner.failed.connect(self._computer_failed)
        #: Each seat's computer player, made at its first decision (None until
        #: then, and always for a human): the search code is not loaded before a
        #: computer seat has to think, so the table shows sooner.
        self.players: list[Player | None] = [None] * len(seats)
        self._ai_seed = ai_seed
        #: The human (hot seat) who has answered and must press End turn before the
        #: next seat is asked; None otherwise.
        self.awaiting_end: int | None = None
        #: The last human answer given here: ``(Decision, answer)`` (or None).
        self.last_answer: tuple[Decision, Any] | None = None
        #: ``(turn number, current player)`` when :attr:`last_answer` was given, so
        #: the end-of-answer prompt knows whose turn it was (a demand is answered in
        #: someone else's turn).
        self.last_answer_turn: tuple[int, int] | None = None
        self._last_public: Any = None
        self._started = False
        self._closed = False
        self._hints: ComputerRunner | None = None
        self._hint_n = 0
        self._hint_for: tuple[int, Decision] | None = None    # (decision id, Decision) being thought about

    # ---- reading ---------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game, as the authority holds it (read only: answers go through it)."""
        return self.auth.game

    @property
    def pending(self) -> Decision | None:
        return self.game.pending

    def _pending_now(self) -> dict[str, Any] | None:
        """The open decision as the player asked sees it (the record's data)."""
        d = self.game.pending
        rec = None if d is None else self.auth.open_decision(d.player)
        return None if rec is None else rec.to_data()

    def view(self, viewer: int | None) -> dict[str, Any]:
        """The table view of ``viewer`` (:func:`engine.view.table_view`; -1:
        nobody's private cards, None: everything)."""
        return self.auth.view(viewer)

    def log_length(self) -> int:
        """The number of log entries (events); goes down after an undo."""
        return len(self.game.events)

    def log(self, viewer: int | None, start: int = 0) -> list[tuple[str, str, Any]]:
        """``(text, kind, message data)`` of the entries from ``start`` that ``viewer`` may read."""
        return log_entries(self.game, viewer, start)

    def seat_label(self, p: int) -> str:
        """``""`` for a person at this screen, ``"(computer)"`` for a computer seat."""
        return "" if self.seats[p].is_human else QCoreApplication.translate("Session", "(computer)")

    def end_turn_info(self) -> dict[str, Any] | None:
        """See :meth:`~.base.Session.end_turn_info`."""
        if self.awaiting_end is None or self.last_answer is None:
            return None
        d, ans = self.last_answer
        turn, current = self.last_answer_turn or (self.game.state.turn, self.awaiting_end)
        return {"player": self.awaiting_end, "source": d.source, "answer": self._last_public,
                "turn": turn, "current": current}

    def is_human(self, p: int) -> bool:
        return self.seats[p].is_human

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def hot_seat(self) -> bool:
        """True when several humans share the screen (hand-off screens between them)."""
        return len(self.humans) > 1

    def legal_actions(self, p: int) -> list[Action]:
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
        """Stop asking computer seats (the window is closing or a new game starts),
        for good: nothing this session emits after says the game moved."""
        self._closed = True
        self.runner.shutdown()
        if self._hints is not None:
            self._hints.shutdown()

    def answer(self, answer: Any) -> bool:
        """Answer the pending decision for a human seat, in its outside form
        (:mod:`engine.answers`: card names or the placeholders of hidden options,
        "yes"/"no", color and player names, action dicts). Returns False (and emits ``error``) if
        the answer is illegal or the seat
        is not a human's."""
        d = self.game.pending
        if d is None:
            self.error.emit(QCoreApplication.translate("Session", "The game is over."))
            return False
        if not self.is_human(d.player):
            self.error.emit(QCoreApplication.translate("Session", "It is not a human's decision ({name}).").format(
                name=self.game.state.players[d.player].name))
            return False
        if self.awaiting_end is not None:
            self.error.emit(QCoreApplication.translate("Session", "End your turn first."))
            return False
        turn_before = (self.game.state.turn, self.game.state.current)
        if not self._apply(answer):
            return False
        self.last_answer = (d, answer)
        self._last_public = self.game.record[-1] if self.game.record else None
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
        self.auth.forget_undo()
        self._after()
        return True

    def _apply(self, answer: Any, computer: bool = False) -> bool:
        """Apply ``answer`` of the seat asked through the authority's gate (outside
        form; a computer seat's in the engine's form, ``computer``): the undo rule
        is the authority's (a human's own answers, back to new information)."""
        d = self.game.decision
        try:
            if computer:
                self.auth.submit_computer(d.player, self.auth.decision_id, answer)
            else:
                self.auth.submit(d.player, self.auth.decision_id, answer)
        except IllegalAnswer as e:
            self.error.emit(render(e.args[0]) if e.args else str(e))      # the engine's words, said here
            return False
        return True

    def _applied(self, seat: int, answer: Any, before: Any, events: list[Event]) -> None:
        """The authority took an answer: say so (animations, the log)."""
        if self._closed:
            return
        self.answerApplied.emit(seat, answer, before)
        if events:
            self.eventsAppended.emit(events)

    def _after(self) -> None:
        self.viewChanged.emit()
        self._next()

    def _next(self) -> None:
        if self._closed:
            return
        g = self.game
        if g.over:
            self.runner.cancel()
            self.gameOver.emit(view(g, None)["result"])
            return
        d = g.decision
        if self.is_human(d.player):
            self.decisionRequested.emit(self._pending_now())
        else:
            self.thinking.emit(d.player)
            clone = g.clone()
            clone.events = list(g.events)   # the computer seat's memory of what it saw
            player = self.player_of(d.player)
            if player is not None:          # (not a human's seat: it has one)
                self.runner.request(player, clone, self.settings.computer_delay_ms)

    def player_of(self, p: int) -> Player | None:
        """Seat ``p``'s computer player (made on first use; None for a human seat)."""
        if self.players[p] is None and not self.seats[p].is_human:
            seed = None if self._ai_seed is None else self._ai_seed + p
            self.players[p] = self.seats[p].make_player(seed)
        return self.players[p]

    def _computer_answered(self, token: int, answer: Any, player: Any = None) -> None:
        if self._closed or self.game.over:
            return
        d = self.game.pending
        if player is not None and d is not None:
            self.players[d.player] = player
        if d is not None and self._apply(answer, computer=True):
            self._after()

    def _computer_failed(self, msg: str) -> None:
        self.error.emit(
            QCoreApplication.translate("Session", "A computer player failed: {problem}").format(problem=msg)
        )

    # ---- hints -----------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask the Strong player (short budget, off the GUI thread) what the human
        being asked should answer; ``hintReady`` follows (dropped if the decision
        is gone by then). False if no human is being asked."""
        g = self.game
        d = g.pending
        if d is None or not self.is_human(d.player) or self.awaiting_end is not None or self._closed:
            return False
        if self._hints is None:
            self._hints = ComputerRunner(self)
            self._hints.answered.connect(self._hint_answered)
            self._hints.failed.connect(lambda msg: self.error.emit(
                QCoreApplication.translate("Session", "No hint: {problem}").format(problem=msg)))
        clone = g.clone()
        clone.events = list(g.events)     # what this seat has seen (the AI samples the rest)
        self._hint_n += 1
        self._hint_for = (len(g.record), d)
        self._hints.request(hint_player(self._hint_n), clone, 0)
        return True

    def _hint_answered(self, token: int, answer: Any, player: Any = None) -> None:
        g = self.game
        if self._hint_for is None or g.pending is not self._hint_for[1]:
            return                         # the decision is gone: the hint is of no use
        did, d = self._hint_for
        info = getattr(player, "last", {}) or {}
        st = g.state
        public = public_answer(st, d, answer)
        m = self.auth.masked()
        if m is not None and m[1]:
            back = {name: tok for tok, name in m[1].items()}
            public = [back.get(x, x) for x in public] if isinstance(public, list) else public
        self.hintReady.emit(did, public, render(_hint_text(st, d, answer, info, short=True)),
                            render(_hint_text(st, d, answer, info)))

    def wait(self, ms: int = 5000) -> bool:
        """Wait at most ``ms`` for the computer seats' (and hints') threads."""
        ok = self.runner.wait(ms)
        if self._hints is not None:
            ok = self._hints.wait(ms) and ok
        return ok

    # ---- undo ------------------------------------------------------------------
    def can_undo(self) -> bool:
        """True if a human's last answer can be taken back: it was given in the
        turn that human is playing now (or just ended, before End turn), no other
        seat has answered and no hidden information was seen since."""
        last = self.auth.undo_player
        if last is None:
            return False
        d = self.game.pending
        return d is None or d.player == last or not self.is_human(d.player) or self.awaiting_end == last

    def undo(self) -> bool:
        """Take back the last answer of the human being asked (press again to go
        further back through their turn)."""
        if not self.can_undo():
            return False
        self.awaiting_end = None
        self.runner.cancel()
        self.auth.undo()
        self.viewChanged.emit()
        self._next()
        return True


def new_local_session(names: list[str], seats: list[Seat], seed: int | None = None, edition: str = "third",
                      teams: bool = False, expansions: list[str] | None = None,
                      relics: bool = False) -> GameSession:
    """A new local game (:meth:`engine.Game.new`; a random seed if None) with
    these seats, its computer players seeded from the game's seed
    (``expansions=["artifacts"]`` and ``relics``: the Artifacts of History
    expansion). Raises ValueError for bad names or options, as
    :meth:`engine.Game.new` does."""
    import random
    if seed is None:
        seed = random.randrange(1 << 31)
    g = Game.new(names, seed=seed, edition=edition, teams=teams, expansions=expansions or [], relics=relics)
    return GameSession(g, seats, ai_seed=seed)


def _hint_text(s: State, d: Decision, ans: Any, info: dict[str, Any], short: bool = False) -> Any:
    """:func:`engine.ai.hint_text`, imported when first needed (the search code
    is not loaded at start-up)."""
    from engine.ai import hint_text
    return hint_text(s, d, ans, info, short)
