"""Sessions of a LAN game in the app.

:class:`HostSession` is the table of the person at the hosting computer: the
game is the :class:`~.net.host.Host`'s own (the only engine), the host's seat
answers through :meth:`Host.submit`, the joiners answer over the network and the
computer seats think in the host's worker (never on the GUI thread). Undo is
the host's alone (see :meth:`HostSession.undo`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from ..i18n import QT_TRANSLATE_NOOP

from engine.view import view

from ..sessions.base import SessionSignals
from ..sessions.local import GameSession
from ..sessions.seats import Seat

if TYPE_CHECKING:
    from ..settings import Settings
    from .discovery import Advertiser
    from .host import Host
    from .peer import Peer
    from .protocol import SeatInfo, StateMsg

translate = QCoreApplication.translate

#: Why a joiner cannot undo, shown on its Undo button (translated where shown).
PEER_UNDO_REASON = QT_TRANSLATE_NOOP("LanSession", "In a LAN game only the host can take back an action: the host "
                                     "runs the only copy of the game.")


class HostSession(GameSession):
    """The hosting app's session over a started :class:`~.net.host.Host`.

    The table sees a local session whose only human is the host's ``local``
    seat; every other seat is answered elsewhere (a joiner, or a computer in the
    host's worker). Signals as :class:`GameSession`, plus ``seatsChanged()`` when
    a seat's connection or stand-in changes. The session owns the host: closing
    it closes the host (the game is saved after every answer, so *Host from a
    save* can take it up again)."""

    seatsChanged = Signal()

    def __init__(self, host: Host, advertiser: Advertiser | None = None, settings: Settings | None = None) -> None:
        self.host = host
        self.advertiser = advertiser
        self.local = next((i for i, s in enumerate(host.seats) if s.is_local), None)
        seats = [Seat("human") if s.is_local else Seat("random") for s in host.seats]
        game = host.game
        if game is None:
            raise ValueError("the host has no game yet")
        # the host's authority is this session's: one gate, one undo rule, one set of placeholders
        super().__init__(game, seats, settings, authority=host.auth)
        self._seen = (id(game), len(game.record))
        self._last_open: int | None = None
        host.changed.connect(self._changed)
        host.thinking.connect(self._thinking)

    # ---- who answers where -------------------------------------------------------
    def view(self, viewer: int | None) -> dict[str, Any]:
        """The table view of ``viewer``; a host without a seat of its own (a game
        hosted from a ``serve`` save) sees nobody's private cards, never everything.
        In the setup the host's person chooses a first meld at once, as every seat
        does: its ``pending`` is then that question."""
        v = super().view(-1 if viewer is None else viewer)
        first = self.host.first_meld_view(viewer) if viewer is not None and viewer == self.local else None
        if first is not None:
            v["pending"] = first
        return v

    def is_human(self, p: int) -> bool:
        return p == self.local

    @property
    def humans(self) -> list[int]:
        return [] if self.local is None else [self.local]

    def seat_label(self, p: int) -> str:
        """``""`` for the host's person, else "(computer)", "(remote)",
        "(disconnected)" or "(away: computer plays)"."""
        s = self.host.seats[p]
        if s.is_local:
            return ""
        if not s.is_remote:
            return translate("LanSession", "(computer)")
        if s.conn is None:
            return (translate("LanSession", "(away: computer plays)") if s.stand_in
                    else translate("LanSession", "(disconnected)"))
        return translate("LanSession", "(remote)")

    def seat_infos(self) -> list[SeatInfo]:
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
    def close(self) -> None:
        """Close the table and the host for good: the host stops (no seat answers,
        no computer seat plays, nothing is saved after) and no signal of the host
        reaches this session any more."""
        if self._closed:
            return
        super().close()
        for sig, slot in ((self.host.changed, self._changed), (self.host.thinking, self._thinking)):
            try:
                sig.disconnect(slot)
            except (RuntimeError, TypeError):   # not connected (any more)
                pass
        self.host.close()
        if self.advertiser is not None:
            self.advertiser.close()
            self.advertiser = None

    def answer(self, answer: Any) -> bool:
        """The host's person answers the open decision (outside form, hidden cards
        as their placeholders), through the host's gate like every seat."""
        g = self.host.game
        d = g.pending if g is not None else None
        if g is None or d is None:
            self.error.emit(translate("LanSession", "The game is over."))
            return False
        local = self.local
        first = self.host.first_meld_decision(local) if local is not None else None
        if local is None or (d.player != local and first is None):
            self.error.emit(translate("LanSession", "It is {name}'s decision, not yours.").format(
                name=g.state.players[d.player].name))
            return False
        if first is not None:           # the first meld, chosen at once (its options: our own hand)
            why = self.host.submit(local, first[0], answer)
        else:
            why = self.host.submit(local, g.decision_id, answer)
        if why is not None:
            self.error.emit(why[1])
            return False
        return True

    def end_turn(self) -> bool:
        return False

    def end_turn_info(self) -> dict[str, Any] | None:
        return None

    def _thinking(self, seat: int) -> None:
        if not self._closed:
            self.thinking.emit(seat)

    def _changed(self) -> None:
        if self._closed:
            return
        self.seatsChanged.emit()
        moved = self._seen != (id(self.game), len(self.game.record))
        self._seen = (id(self.game), len(self.game.record))
        if not self._started or self._closed:
            return
        if not moved:
            self.viewChanged.emit()     # seat labels (who is disconnected) are in the panels
            return
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
            self.gameOver.emit(view(g, None)["result"])
            return
        d = g.decision
        if d.player == self.local:
            self.decisionRequested.emit(self._pending_now())
        elif self.local is not None and (first := self.host.first_meld_view(self.local)) is not None:
            self.decisionRequested.emit(first)      # every seat chooses its first meld at once

    # ---- undo: the host's person only --------------------------------------------
    def can_undo(self) -> bool:
        """True when the host's person may take back their last answer: no other
        seat has answered since, and nothing hidden was seen (the host's rule is
        the local game's). Every peer's view follows."""
        return self.host.can_undo()

    def undo(self) -> bool:
        return self.host.undo()


class PeerSession(SessionSignals):
    """A joiner's session: the table drawn from what the host sends this seat.

    Implements :class:`innovation_desktop.sessions.base.Session` from the last
    :class:`~.protocol.StateMsg` of a :class:`~.peer.Peer` alone (the host's
    ``table_view`` for this seat, the log lines this seat may read, the open
    decision by name): this computer never holds the game. The table's answers
    (position-file form, placeholders included) go to the host as ``answer``
    messages for the open decision's id; a refusal comes back as ``error``.

    Extra signals: ``seatsChanged()`` (a seat's connection or stand-in changed, or
    the connection's own state: :attr:`note`), ``lost(reason)`` when the peer has
    stopped reconnecting by itself (the app then offers Reconnect or Leave),
    ``recordKept(path)`` when the finished game's record is kept."""

    seatsChanged = Signal()
    lost = Signal(str)
    recordKept = Signal(str)

    def __init__(self, peer: Peer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.peer = peer
        peer.setParent(self)
        if peer.seat is None:
            raise ValueError("the peer has no seat yet (not welcomed)")
        self.seat: int = peer.seat
        self.humans = [peer.seat]
        self.awaiting_end = None
        #: the connection's state in words ("" when connected)
        self.note = ""
        self._asked: int | None = None          # decision id announced to the table
        self._sent: tuple[int, Any, dict[str, Any]] | None = None   # (id, answer, pending) sent last
        self._over = False
        self._started = False
        self._closed = False
        #: the last decision id whose answer was reported (``answerApplied``)
        self._applied_seen: int | None = None
        peer.state.connect(self._state)
        peer.refused.connect(self._refused)
        peer.status.connect(self._status)
        peer.gave_up.connect(self._gave_up)
        peer.record.connect(self._record)
        peer.bad_state.connect(self._bad_state)

    # ---- reading ---------------------------------------------------------------
    @property
    def state(self) -> StateMsg | None:
        """The last state message from the host."""
        return self.peer.last_state

    def view(self, viewer: int | None = None) -> dict[str, Any]:
        """This seat's table view as the host sent it (whatever ``viewer`` is asked
        for: a joiner sees only its own seat's view)."""
        st = self.state
        return st.view if st is not None and st.view is not None else {}

    def log_length(self) -> int:
        return len(self.peer.log)

    def log(self, viewer: int | None = None, start: int = 0) -> list[tuple[str, str, Any]]:
        """The log lines received (this seat may read them all), as ``(English text,
        kind, message data)`` (:func:`engine.view.log_entries`' form)."""
        return [(x.text, x.kind, x.msg) for x in self.peer.log[start:]]

    def is_human(self, player: int) -> bool:
        return player == self.seat

    def seat_infos(self) -> list[SeatInfo]:
        st = self.state
        return list(st.seats) if st is not None else []

    def seat_label(self, player: int) -> str:
        """``""`` for this seat, else the seat's kind and connection: "(computer)",
        "(host)", "(disconnected)", "(away: computer plays)"."""
        if player == self.seat:
            return ""
        infos = self.seat_infos()
        if player >= len(infos):
            return ""
        s = infos[player]
        if s.kind == "computer":
            return translate("LanSession", "(computer)")
        if s.kind == "host":
            return translate("LanSession", "(host)")
        if not s.connected:
            return (translate("LanSession", "(away: computer plays)") if s.stand_in
                    else translate("LanSession", "(disconnected)"))
        return translate("LanSession", "(remote)")

    def end_turn_info(self) -> dict[str, Any] | None:
        return None

    def can_undo(self) -> bool:
        """Always False: see :data:`PEER_UNDO_REASON`."""
        return False

    @property
    def undo_reason(self) -> str:
        """Why this table cannot undo (:data:`PEER_UNDO_REASON`, translated)."""
        return translate("LanSession", PEER_UNDO_REASON)
    #: no Hint button: the hint player would need the whole game, which only the host has
    offers_hints = False

    # ---- acting ----------------------------------------------------------------
    def start(self) -> None:
        self._started = True
        if self.state is not None:
            self._state(self.state)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self.peer.close()

    def wait(self, ms: int = 5000) -> bool:
        return True

    def request_hint(self) -> bool:
        """No hints in a LAN game (the hint player would need the whole game)."""
        return False

    def answer(self, answer: Any) -> bool:
        """Send ``answer`` (position-file form) to the open decision if this seat is
        asked; False (and ``error``) otherwise. The host may still refuse it: its
        refusal arrives as ``error``."""
        st = self.state
        d = st.decision if st is not None else None
        if st is None or d is None or d.player != self.seat or d.options is None:
            self.error.emit(translate("LanSession", "You are not being asked anything now."))
            return False
        if self._sent is not None and self._sent[0] == d.id:
            self.error.emit(translate("LanSession", "Your answer is on its way to the host."))
            return False
        if not self.peer.connected:
            self.error.emit(translate("LanSession", "Not connected to the host: your answer was not sent."))
            return False
        self._sent = (d.id, answer, dict((st.view or {}).get("pending") or {}))
        self.peer.answer(d.id, answer)
        return True

    def end_turn(self) -> bool:
        return False

    def undo(self) -> bool:
        self.error.emit(translate("LanSession", PEER_UNDO_REASON))
        return False

    def reconnect(self) -> None:
        """Try again to reach the host (after ``lost``), with this seat's token."""
        self.note = translate("LanSession", "Reconnecting...")
        self.seatsChanged.emit()
        self.peer.start()

    # ---- from the host -----------------------------------------------------------
    def _state(self, st: StateMsg) -> None:
        if self._closed or not self._started or st.view is None:
            if st is not None and st.applied is not None:     # not shown: nothing to animate later
                self._applied_seen = st.applied.id
            return
        d = st.decision
        if st.log_reset:                         # (re)joined: what came before is history
            self._applied_seen = st.applied.id if st.applied is not None else None
        ap = st.applied
        if ap is not None and (self._applied_seen is None or ap.id > self._applied_seen):
            # the answer the host's engine took, as this seat may know it: the
            # table animates it (another player's meld flies) as the host's does
            self._applied_seen = ap.id
            before = {"kind": ap.kind, "player": ap.player}
            if ap.player == self.seat and self._sent is not None and self._sent[0] == ap.id:
                before = self._sent[2]
            self.answerApplied.emit(ap.player, ap.answer, before)
        if st.events:
            self.eventsAppended.emit([e.model_dump(exclude_none=True) for e in st.events])
        if self._sent is not None and (d is None or d.id > self._sent[0]):
            self._sent = None
        self.seatsChanged.emit()
        self.viewChanged.emit()
        res = st.view.get("result")
        if res is not None:
            if not self._over:
                self._over = True
                self.gameOver.emit(res)
            return
        if d is None:
            return
        if d.player == self.seat and d.options is not None:
            pending = st.view.get("pending")
            if not isinstance(pending, dict):   # never from a Peer (StateMsg checks it): nothing to ask
                return
            if self._asked != d.id or self._sent is None:
                self._asked = d.id
                self.decisionRequested.emit(pending)
        else:
            self.thinking.emit(d.player)

    def _refused(self, code: str, message: str) -> None:
        """A refusal from the host (``code``: illegal, closed, not-yours, flood,
        internal, schema...). With an answer of ours on its way it refused that
        answer (the host answers each message in order; an error names no
        message): the answer is no longer on its way, the player is told so and
        may answer again (a second answer to a decision already taken is refused
        as ``closed``, never applied twice). ``message`` is the host's plain text."""
        if self._sent is not None:
            self._sent = None                # the decision is still ours to answer
            self.error.emit(translate("LanSession", "The host did not take your answer ({message}). "
                                      "Answer again.").format(message=message))
            return
        self.error.emit(translate("LanSession", "The host says: {message}").format(message=message))

    def _bad_state(self, why: str) -> None:
        """The host sent a state this table cannot draw (refused by the peer): the
        table keeps the last good one and says so; the log lines it carried are
        shown. An answer of ours on its way may be given again (the host never
        applies one twice)."""
        if self._closed:
            return
        self._sent = None
        self.error.emit(translate("LanSession", "The host sent a game state this table cannot show ({reason}); "
                                  "the table shows the last good one.").format(reason=why))
        if self._started:
            self.viewChanged.emit()         # the log lines it carried

    def _status(self, what: str) -> None:
        self.note = {"connected": "", "connecting": translate("LanSession", "Connecting..."),
                     "reconnecting": translate("LanSession", "Connection lost: reconnecting..."),
                     "lost": translate("LanSession", "Not connected to the host.")}.get(what, what)
        if what == "connected":
            self._sent = None                # after a rejoin the open decision may need our answer again
        self.seatsChanged.emit()

    def _gave_up(self, reason: str) -> None:
        if not self._closed and not self._over:
            self.lost.emit(reason)

    def _record(self, path: str) -> None:
        if path:
            self.recordKept.emit(path)
