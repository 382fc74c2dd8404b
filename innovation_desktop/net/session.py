"""Sessions of a LAN game in the app.

:class:`HostSession` is the table of the person at the hosting computer: the
game is the :class:`~.net.host.Host`'s own (the only engine), the host's seat
answers through :meth:`Host.submit`, the joiners answer over the network and the
computer seats think in the host's worker (never on the GUI thread). Undo is
the host's alone (see :meth:`HostSession.undo`).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal

from engine import BY_NAME

from ..sessions.local import GameSession
from ..sessions.seats import Seat

#: Why a joiner cannot undo, shown on its Undo button.
PEER_UNDO_REASON = ("In a LAN game only the host can take back an action: the host runs the only copy "
                    "of the game.")


class HostSession(GameSession):
    """The hosting app's session over a started :class:`~.net.host.Host`.

    The table sees a local session whose only human is the host's ``local``
    seat; every other seat is answered elsewhere (a joiner, or a computer in the
    host's worker). Signals as :class:`GameSession`, plus ``seatsChanged()`` when
    a seat's connection or stand-in changes. The session owns the host: closing
    it closes the host (the game is saved after every answer, so *Host from a
    save* can take it up again)."""

    seatsChanged = Signal()

    def __init__(self, host: Any, advertiser: Any = None, settings=None) -> None:
        self.host = host
        self.advertiser = advertiser
        self.local = next((i for i, s in enumerate(host.seats) if s.is_local), None)
        seats = [Seat("human") if s.is_local else Seat("random") for s in host.seats]
        super().__init__(host.game, seats, settings)
        self._before = host.game.pending
        self._seen = (id(host.game), len(host.game.record))
        self._last_open = None
        host.applied.connect(self._applied)
        host.changed.connect(self._changed)
        host.thinking.connect(self.thinking.emit)
        host.undone.connect(self._undone)

    # ---- who answers where -------------------------------------------------------
    def is_human(self, p: int) -> bool:
        return p == self.local

    def seat_infos(self) -> list:
        """The seats as every peer sees them (name, kind, connected, stand_in)."""
        return self.host.seat_infos()

    def set_stand_in(self, seat: int, level: str | None) -> None:
        """Hand a joiner's seat to a computer player of ``level`` while its player is
        away, or give it back (None). Errors go to ``error``."""
        try:
            self.host.set_stand_in(seat, level)
        except ValueError as e:
            self.error.emit(str(e))

    # ---- driving -------------------------------------------------------------------
    def start(self) -> None:
        self._started = True
        self.viewChanged.emit()
        self._next()

    def close(self) -> None:
        if self._closed:
            return
        super().close()
        self.host.close()
        if self.advertiser is not None:
            self.advertiser.close()
            self.advertiser = None

    def answer(self, answer: Any) -> bool:
        """The host's person answers the open decision (engine form)."""
        g = self.host.game
        d = g.pending
        if d is None:
            self.error.emit("The game is over.")
            return False
        if d.player != self.local:
            self.error.emit(f"It is {g.state.players[d.player].name}'s decision, not yours.")
            return False
        why = self.host.submit(self.local, len(g.record), answer)
        if why is not None:
            self.error.emit(why[1])
            return False
        self.last_answer = (d, answer)
        return True

    def end_turn(self) -> bool:
        return False

    def _applied(self, seat: int, answer: Any, events: list) -> None:
        d = self._before
        if isinstance(answer, dict) and answer.get("action") == "meld" and answer.get("card") in BY_NAME:
            answer = ("meld", BY_NAME[answer["card"]])     # a joiner's meld flies like a local one
        self.answerApplied.emit(seat, answer, d)
        if events:
            self.eventsAppended.emit(events)

    def _changed(self) -> None:
        self.game = self.host.game
        self._before = self.game.pending
        self.seatsChanged.emit()
        moved = self._seen != (id(self.game), len(self.game.record))
        self._seen = (id(self.game), len(self.game.record))
        if not self._started or self._closed or not moved:
            return              # only a seat's connection changed: the table stays as it is
        self.viewChanged.emit()
        self._next()
        if self.advertiser is not None:
            n = len(self.host.open_seats())
            if n != self._last_open:
                self._last_open = n
                self.advertiser.update(n)

    def _next(self) -> None:
        if self._closed:
            return
        g = self.game
        if g.over:
            self.gameOver.emit(g.result)
            return
        d = g.pending
        if d.player == self.local:
            self.decisionRequested.emit(d)

    def _undone(self) -> None:
        self.game = self.host.game

    # ---- undo: the host's person only --------------------------------------------
    def can_undo(self) -> bool:
        """True when the host's person may take back their last answer: no other
        seat has answered since, and nothing hidden was seen (the host's rule is
        the local game's). Every peer's view follows."""
        return self.host.can_undo()

    def undo(self) -> bool:
        return self.host.undo()
