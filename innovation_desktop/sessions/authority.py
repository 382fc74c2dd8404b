"""The one authority over a running game: :class:`Authority`.

Whatever runs a game (a local hot-seat game, a hosted LAN game, a saved game
continued) owns it through one :class:`Authority` (boardgame.io's master): it
alone applies answers to the engine's :class:`~engine.Game`, and it

* gates every answer the same way: the seat answering must be the one asked,
  for the decision still open (its id), in the outside form (:mod:`engine.answers`),
  a hidden card named only by the placeholder that seat was shown
  (:meth:`engine.Game.apply` with ``player`` and ``expect``; every refusal is an
  :class:`~engine.decisions.IllegalAnswer` subclass, the state unchanged);
* answers for computer seats through the same gate (:meth:`submit_computer`);
* keeps the undo rule: a seat that may take answers back (a person at this
  screen) may undo its own answers until new information was seen
  (:func:`engine.view.apply_noting`: :func:`engine.view.new_information`, an
  effect another player carried out) or another seat answered;
* masks the views: one set of placeholders per open card question
  (:func:`engine.view.masked_options`), the same for the table view, the
  protocol's record of the decision and the answer's check;
* emits what happened: ``applied(seat, answer, decision, events)`` with the answer
  in its outside form, the decision answered as the seat asked saw it (the
  :class:`~engine.open_decision.OpenDecision`'s data) and the engine's events;
  ``undone()`` after an undo.

A session (local, LAN host) keeps only what is its own: who sits where, the
hand-off between people at one screen, the network.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from engine import Game
from engine.answers import MalformedAnswer, to_outside
from engine.decisions import Event
from engine.inputs import quote
from engine.open_decision import OpenDecision
from engine.view import apply_noting, masked_options, table_view

__all__ = ["Authority"]

#: :func:`engine.view.masked_options`: (options shown, placeholder -> card, placeholder -> description).
Masked = tuple[list[str], dict[str, str], dict[str, dict[str, Any]]]


@dataclass
class _Undo:
    game: Game
    events: list[Event]
    player: int


class Authority(QObject):
    """Owns ``game`` (see the module docstring). ``may_undo(seat)`` says which
    seats may take their answers back (default: none).

    Signals: ``applied(int seat, object answer, object decision, list events)``,
    ``undone()``."""

    applied = Signal(int, object, object, list)
    undone = Signal()

    def __init__(self, game: Game, may_undo: Callable[[int], bool] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self.may_undo = may_undo or (lambda seat: False)
        self._undo: list[_Undo] = []
        self._masked_key: tuple[int, int, int] | None = None
        self._masked: Masked | None = None
        self._rng = random.SystemRandom()

    # ---- reading ---------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game (read it; only this object applies answers to it)."""
        return self._game

    @property
    def decision_id(self) -> int:
        """The open decision's id (:attr:`engine.Game.decision_id`)."""
        return self._game.decision_id

    def masked(self) -> Masked | None:
        """The open card question's options as the player asked sees them:
        :func:`engine.view.masked_options` (placeholders shuffled within their
        groups), fixed for the decision; None when no card question is open."""
        g = self._game
        d = g.pending
        if d is None or d.kind not in ("cards", "order"):
            return None
        key = (id(g), g.decision_id, id(d))
        if self._masked_key != key:
            self._masked_key, self._masked = key, masked_options(g, self._rng)
        return self._masked

    def view(self, viewer: int | None) -> dict[str, Any]:
        """The table view of ``viewer`` (:func:`engine.view.table_view`; -1: nobody's
        private cards; None: everything), with this decision's placeholders."""
        return table_view(self._game, viewer, self.masked())

    def open_decision(self, viewer: int | None) -> OpenDecision | None:
        """The record of the open decision as ``viewer`` sees it (None: over)."""
        return OpenDecision.of(self._game, viewer, self.masked())

    # ---- the gate --------------------------------------------------------------------
    def unmask(self, seat: int, answer: Any) -> Any:
        """A card answer of ``seat`` with each placeholder it was shown turned into
        its card's name. A card the seat may not see named by its name is refused
        (:class:`~engine.answers.MalformedAnswer`), so nobody can probe where a card
        is; anything else is returned unchanged for the engine to judge."""
        d = self._game.pending
        m = self.masked()
        if d is None or d.player != seat or m is None or answer is None or answer == []:
            return answer
        opts, mapping, _ = m
        items = answer if type(answer) is list else [answer]
        shown = set(opts)
        for x in items:
            if type(x) is not str or x not in shown:
                raise MalformedAnswer(f"{quote(x)} is not one of the options")
        out = [mapping.get(x, x) for x in items]
        return out if type(answer) is list else out[0]

    def submit(self, seat: int, decision: int, answer: Any, *, shown: bool = True) -> list[Event]:
        """Apply ``answer`` (outside form) of ``seat`` to decision id ``decision``.
        ``shown``: the answer names hidden cards by the placeholders the seat was
        shown (a person's table); False for a computer seat, which names cards.
        Returns the events. Raises NotYourDecision, StaleDecision,
        MalformedAnswer or IllegalAnswer (state unchanged); GameIsOver at the end."""
        g = self._game
        d = g.pending
        if shown and d is not None and decision == g.decision_id and d.player == seat:
            answer = self.unmask(seat, answer)
        before = OpenDecision.of(g, seat, self.masked()) if d is not None else None
        undoable = self.may_undo(seat)
        snap = _Undo(g.clone(), list(g.events), seat) if undoable else None
        # applied through the engine's gate, noting whether it showed the seat
        # anything new (a draw, a dig, a reveal, another player's effect...)
        events, news = apply_noting(g, answer, player=seat, expect=decision)
        # the undo rule: only the seat's own answers in a row, back to new information
        if self._undo and self._undo[-1].player != seat:
            self._undo.clear()
        if snap is None or news:
            self._undo.clear()
        else:
            self._undo.append(snap)
        self.applied.emit(seat, g.record[-1], before.to_data() if before is not None else None, list(events))
        return events

    def submit_computer(self, seat: int, decision: int, answer: Any) -> list[Event]:
        """A computer seat's answer (the engine's own form, as its players give it)
        through the same gate, in its outside form. Raises as :meth:`submit`."""
        d = self._game.pending
        if d is None:
            return self.submit(seat, decision, answer, shown=False)    # GameIsOver
        return self.submit(seat, decision, to_outside(self._game.state, d, answer), shown=False)

    # ---- undo ------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """True when an answer can be taken back (see the module docstring)."""
        return bool(self._undo) and not self._game.over

    @property
    def undo_player(self) -> int | None:
        """Whose answer :meth:`undo` would take back (None: nothing to take back)."""
        return self._undo[-1].player if self._undo else None

    def undo(self) -> bool:
        """Take back the last answer that may be (the game as it was before it,
        its events too); ``undone`` follows. False when there is none."""
        if not self._undo:
            return False
        snap = self._undo.pop()
        g = snap.game.clone()
        g.events = list(snap.events)
        self._game = g
        self._masked_key = None
        self.undone.emit()
        return True

    def reset(self, game: Game) -> None:
        """Own ``game`` instead (a hosted game that starts, a test's position):
        nothing can be taken back, new placeholders."""
        self._game = game
        self._undo.clear()
        self._masked_key = None

    def forget_undo(self) -> None:
        """Nothing before now may be taken back (a hot seat's turn handed on)."""
        self._undo.clear()
