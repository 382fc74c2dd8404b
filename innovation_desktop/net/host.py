"""The host of a LAN game: the only engine, a TCP server, and the seats.

:class:`Host` listens with Qt's :class:`QTcpServer` on the running Qt event loop
(a ``QCoreApplication`` headless, the GUI's ``QApplication`` later), so it never
blocks the loop and reports through signals. It trusts nothing a peer sends:

* an answer is applied only if its sender holds the seat being asked, its
  decision id is the open one (the number of answers given so far, so the same
  answer sent twice is applied once) and the engine accepts it; anything else
  gets an ``error`` to that peer alone and changes nothing;
* messages are framed and size-capped (:mod:`.protocol`); a peer that keeps
  sending refused messages, floods, or stops reading is disconnected and the
  game goes on;
* each peer receives only its own view (:func:`engine.view.table_view`: its view plus what a table draws), the log lines
  its player may read and, when asked, its options by name; never another
  hand or score pile, the supply order, the seed or internal card ids.

Seats keep their player when the connection drops: the others see the seat
marked disconnected and the game waits when that seat is asked; the peer
rejoins with its random seat token and gets the current view and the same open
decision (or, if the host chose so, a computer stand-in plays the seat while
its player is away: :meth:`Host.set_stand_in`). The game is saved after every answer
(:mod:`innovation_desktop.saves.store`;
the save's ``meta["net"]`` notes the seats and a hash of each token, never the
token), and :meth:`Host.from_save` hosts it again so the same players rejoin. At
the end every peer is sent the complete record (the save document, tokens
removed).
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import time
import weakref
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from engine import Game
from engine.ai import make_player
from engine.decisions import Decision, IllegalAnswer
from engine.answers import NotYourDecision, StaleDecision, check_outside
from engine.first_melds import FirstMelds
from engine.position import PositionError
from engine.inputs import name_key, quote, show_path
from engine.open_decision import OpenDecision
from engine.view import answer_seen_by, events_data, events_entries, pending_view

from . import APP_VERSION
from ..saves import store as saves
from ..saves.background import BackgroundSaver
from ..sessions.authority import Authority, Masked
from .peer import unhook
from .protocol import (MAX_MESSAGE, PROTOCOL_VERSION, Answer, Applied, Error, EventItem, FrameDecoder, Hello, LogItem,
                       Ping, Pong, ProtocolError, Record, SeatInfo, StateMsg, Welcome, check_name, decode,
                       check_game_id, code_key, encode, new_game_id, peek_protocol, printable_line, version_refusal)

if TYPE_CHECKING:     # the computer runner loads when a computer seat first thinks
    from ..sessions.seats import ComputerRunner

#: Seat kinds a host accepts: a joiner's seat, a computer player run here
#: (:func:`engine.ai.make_player` levels; ``greedy`` is the old name of ``easy``),
#: or ``local``: the person at the hosting computer (the app's own table; at most
#: one, and never in the headless ``serve``).
HOST_SEAT_KINDS = ("remote", "random", "easy", "strong", "greedy", "local")
#: The computer levels (a stand-in's too).
COMPUTER_LEVELS = ("random", "easy", "strong", "greedy")
#: Refused messages tolerated per minute before a peer is disconnected.
MAX_STRIKES = 20
#: Messages per second a peer may send on average (burst: twice as many).
RATE = 50.0
#: A connection that has not said hello after this many ms is closed.
HELLO_TIMEOUT_MS = 10_000
#: While no seat is open (every seat taken, or the game started), a connection
#: that has not said hello after this many ms is closed (a player who comes back
#: says hello at once; a silent connection only holds a place).
FULL_HELLO_TIMEOUT_MS = 3_000
#: Connections a host keeps at most; when they are all in use, the oldest one that
#: has not said hello makes room for a new one (a seat's holder can always come back).
MAX_CONNECTIONS = 32
#: Connections from one address that have not said hello yet, at most (a new one
#: closes the oldest of them).
MAX_SILENT_PER_ADDRESS = 4
#: Wrong join codes from one address answered at once; after that each wrong
#: code makes that address wait before its next hello is looked at: 2 s, 4 s, 8 s...
#: (at most :data:`CODE_MAX_WAIT` s) ...
FREE_WRONG_CODES = 3
CODE_MAX_WAIT = 60.0
#: ... and this many wrong codes lock the address out for :data:`CODE_LOCKOUT` s
#: (a seat's holder, proved by its token, still comes back).
CODE_LOCKOUT_AFTER = 10
CODE_LOCKOUT = 15 * 60.0
#: Wrong codes are forgotten after this many seconds without one.
CODE_FORGET = 30 * 60.0
#: Wrong join codes from all addresses together answered at once (one computer can
#: speak from many addresses: IPv6 privacy addresses, spoofed IPv4 ones); after
#: that each wrong code makes the host look at no code for 2 s, 4 s, 8 s... (at
#: most :data:`CODE_MAX_WAIT` s; no lockout: the game stays open to its players).
#: A seat's holder, proved by its token, still comes back.
HOST_FREE_WRONG_CODES = 20
#: A peer silent this long (ms) is considered gone (peers ping every few seconds).
IDLE_TIMEOUT_MS = 60_000
#: A peer that does not read: drop it when this much output is queued.
MAX_QUEUED = 16 * MAX_MESSAGE
#: Log lines sent on (re)joining at most (the latest ones).
MAX_LOG_ON_JOIN = 2000


def token_hash(token: str) -> str:
    """SHA-256 hex of a seat token (what a save keeps)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class HostSeat:
    """One seat: ``kind`` (one of :data:`HOST_SEAT_KINDS`), the player's ``name``
    (None while open), the hash of its token, and its live connection (None if
    disconnected)."""

    kind: str
    name: str | None = None
    token_sha256: str | None = None
    conn: "_Conn | None" = None
    log_pos: int = 0          # game.events index sent to this seat's peer so far
    #: the next state sent to this seat's peer starts afresh (after a join or an undo)
    fresh: bool = True
    record_sent: bool = False
    #: a computer level playing this remote seat while its player is away (None: waits)
    stand_in: str | None = None
    away_since: float | None = None

    @property
    def is_remote(self) -> bool:
        return self.kind == "remote"

    @property
    def is_local(self) -> bool:
        """The person at the hosting computer (answers through :meth:`Host.submit`)."""
        return self.kind == "local"

    @property
    def computer_plays(self) -> bool:
        """True when the host's computer answers for this seat now."""
        if self.is_local:
            return False
        return not self.is_remote or (self.stand_in is not None and self.conn is None)

    @property
    def level(self) -> str | None:
        """The computer level answering for this seat now (None: a person answers)."""
        if not self.computer_plays:
            return None
        return self.kind if not self.is_remote else self.stand_in


@dataclass
class _Conn:
    sock: QTcpSocket
    decoder: FrameDecoder = field(default_factory=FrameDecoder)
    seat: int | None = None
    strikes: deque[float] = field(default_factory=deque)     # when each refused message came (monotonic s)
    bucket: float = 2 * RATE
    last_fill: float = field(default_factory=time.monotonic)
    last_seen: float = field(default_factory=time.monotonic)
    closed: bool = False
    peer: str = ""
    address: str = ""
    opened: float = field(default_factory=time.monotonic)


@dataclass
class _WrongCodes:
    """The wrong join codes one address sent: how many, the last one's time, and
    until when its hellos are refused unread (a wait, then a lockout)."""

    count: int = 0
    last: float = 0.0
    until: float = 0.0

    def wait(self, now: float) -> float:
        """Seconds this address must still wait before a hello is looked at (0: none)."""
        return max(0.0, self.until - now)

    #: wrong codes answered at once, and how many lock out (None: never)
    free: int = FREE_WRONG_CODES
    lockout_after: int | None = CODE_LOCKOUT_AFTER

    def wrong(self, now: float) -> None:
        """Count one more wrong code at ``now`` and set the wait it earns."""
        if now - self.last > CODE_FORGET:
            self.count = 0
        self.count += 1
        self.last = now
        if self.locked:
            self.until = now + CODE_LOCKOUT
        elif self.count > self.free:
            self.until = now + min(CODE_MAX_WAIT, 2.0 ** min(16, self.count - self.free))

    @property
    def locked(self) -> bool:
        return self.lockout_after is not None and self.count >= self.lockout_after


def _address_text(a: QHostAddress) -> str:
    """A peer's address in one spelling (an IPv4 address mapped into IPv6 as IPv4)."""
    # 0 when it is no IPv4 address (cast: PySide6's stub types it as (int, bool); it returns the int)
    v4 = cast(int, a.toIPv4Address())
    return QHostAddress(v4).toString() if v4 else a.toString()


def read_host_meta(path: str | Path) -> dict[str, Any]:
    """The ``meta["net"]`` of a game saved by a host (seats, title, port, code),
    or ``{}`` if the file is not such a save or cannot be read."""
    try:
        sg = saves.read_save(path)
    except Exception:  # noqa: BLE001  (SaveError, OSError: nothing to prefill)
        return {}
    net = sg.meta.get("net") if isinstance(sg.meta, dict) else None
    return net if isinstance(net, dict) else {}


class Host(QObject):
    """A hosted game. Create with :meth:`new` or :meth:`from_save`, then
    :meth:`listen`.

    Signals: ``listening(address, port)``, ``log(text)`` (what happens, for a
    console or status line), ``changed()`` (seats or game moved on),
    ``started()``, ``finished(reason, winner_names)``, ``applied(seat, answer,
    events)`` after each answer the engine took (``answer`` in its outside form,
    whoever gave it; ``events`` the new engine events), ``thinking(seat)``
    when a computer seat starts thinking, ``undone()`` after :meth:`undo`.

    Computer seats think off the event loop's thread (the app's
    :class:`~innovation_desktop.sessions.seats.ComputerRunner`: a worker thread waiting on a
    thinking process), at least ``computer_delay_ms`` each, so neither the GUI of
    a hosting app nor the other peers' messages wait for them.

    ``expansions`` (``["artifacts"]`` or ``[]``) and ``relics`` choose the
    Artifacts of History expansion of a new game (a saved game keeps its own).

    Raises ``ValueError`` (bad seats/code/options, or an expansion whose cards
    this build cannot play) or SaveError (bad save)."""

    listening = Signal(str, int)
    log = Signal(str)
    changed = Signal()
    started = Signal()
    finished = Signal(str, list)
    applied = Signal(int, object, list)
    thinking = Signal(int)
    undone = Signal()

    def __init__(self, seats: list[HostSeat], code: str, *, seed: int | None = None,
                 save_path: str | Path | None = None, edition: str = "third", teams: bool = False,
                 game: Game | None = None, title: str = "Innovation", ai_seed: int | None = None,
                 computer_delay_ms: int = 0, expansions: list[str] | tuple[str, ...] = (),
                 relics: bool = False, game_id: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: this game's identity, advertised and sent in the welcome (kept in the save,
        #: so a game hosted again is the same game to its joiners)
        self.game_id = check_game_id(game_id) or new_game_id()
        if not 2 <= len(seats) <= 4:
            raise ValueError(QCoreApplication.translate("Host", "a game has 2 to 4 seats"))
        if sum(s.is_local for s in seats) > 1:
            raise ValueError(
                QCoreApplication.translate("Host", "a hosted game has at most one seat for the person at this computer")
            )
        if teams and len(seats) != 4:
            raise ValueError(QCoreApplication.translate("Host", "the team game needs exactly 4 seats"))
        if not isinstance(code, str) or not 1 <= len(code) <= 32 or not code.isprintable() or not code_key(code):
            raise ValueError(QCoreApplication.translate("Host", "the join code is 1 to 32 printable characters"))
        from engine.game import check_expansions
        #: the new game's expansions (``("artifacts",)`` or ``()``) and relics
        #: (:func:`engine.game.check_expansions`; a game from a save keeps its own)
        self.expansions, self.relics = check_expansions(list(expansions), relics)
        if self.expansions and game is None:
            from engine.effects import missing_effects
            from engine.cards import SET
            missing = missing_effects([c for c in range(len(SET)) if SET[c] != "base"], edition)
            if missing:
                raise ValueError(
                    QCoreApplication.translate(
                        "Host", "this build cannot play the Artifacts expansion yet ({count} cards have no effects)"
                    ).format(count=len(missing))
                )
        self.seats = seats
        self.code = code
        self.seed = seed if seed is not None else secrets.randbelow(1 << 31)
        self.edition, self.teams = edition, teams
        self.save_path = Path(save_path) if save_path is not None else None
        self.title = title
        #: the one owner of the running game (None before the start): the gate, the
        #: undo rule (the ``local`` seat's answers), the views and their placeholders
        self.auth: Authority | None = None
        if game is not None:
            self.game = game
        self._rng_seed = ai_seed if ai_seed is not None else secrets.randbelow(1 << 31)
        self._ai: dict[Any, Any] = {}
        #: least time (ms) a computer seat takes to answer
        self.computer_delay_ms = max(0, int(computer_delay_ms))
        self._runner: ComputerRunner | None = None            # made when first needed
        #: True once :meth:`close` ran: nothing is answered, played, sent or saved after
        self._closed = False
        self._asked: tuple[int, int, str] | None = None   # (decision id, seat, level) in flight
        #: the setup's first melds: every seat chooses at once (kept until the game asks it)
        self._first_melds = FirstMelds()
        #: the last answer the engine took: (decision id, the Decision, answer in its
        #: outside form, the answer as its seat sent it: placeholders kept; None for a computer)
        self._applied: tuple[int, Any, Any, Any] | None = None
        self._seq = 0
        self._conns: list[_Conn] = []
        #: wrong join codes per peer address (:class:`_WrongCodes`)
        self._wrong_codes: dict[str, _WrongCodes] = {}
        #: wrong join codes from every address together (guessing from many addresses)
        self._all_wrong_codes = _WrongCodes(free=HOST_FREE_WRONG_CODES, lockout_after=None)
        #: the clock of the wrong-code waits (seconds; tests set their own)
        self.clock = time.monotonic
        self._server = QTcpServer(self)
        self._server.setMaxPendingConnections(16)
        self._server.newConnection.connect(self._accept)
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._computer_turn)
        self._idle = QTimer(self)
        self._idle.setInterval(5000)
        self._idle.timeout.connect(self._check_idle)
        self._idle.start()
        #: answers applied and wall time in the engine (for the bench)
        self.answers_applied = 0
        #: writes the save after every answer off this thread (atomic, fsync)
        self._saver = BackgroundSaver(self)
        self._saver.failed.connect(self._save_failed)

    # ---- construction ----------------------------------------------------------
    @classmethod
    def new(cls, kinds: list[str], code: str, local_name: str | None = None, **kw: Any) -> "Host":
        """A new game: ``kinds`` one of :data:`HOST_SEAT_KINDS` per seat (at least
        one remote). Computer seats are named "Computer 1"...; the ``local`` seat
        (the person at this computer) is named ``local_name`` (checked like a
        joiner's name). The game's options (``edition``, ``expansions``, ``relics``,
        ``teams``) are checked here as the engine will check them when the last
        joiner comes (the fourth edition takes no expansion): a host never listens
        for a game it cannot start. Raises ValueError."""
        from engine.game import FOURTH_NO_EXPANSIONS, check_expansions
        if kw.get("edition") == "fourth" and kw.get("expansions"):
            raise ValueError(FOURTH_NO_EXPANSIONS)
        check_expansions(list(kw.get("expansions") or ()), bool(kw.get("relics", False)))
        if kw.get("teams") and len(kinds) != 4:
            raise ValueError("the team game needs exactly 4 players")
        bad = [k for k in kinds if k not in HOST_SEAT_KINDS]
        if bad:
            raise ValueError(f"unknown seat kind {bad[0]!r} (a host takes {', '.join(HOST_SEAT_KINDS)})")
        if "remote" not in kinds:
            raise ValueError("a hosted game needs at least one remote seat")
        seats = []
        n = 0
        for k in kinds:
            s = HostSeat(k)
            if k == "local":
                s.name = check_name(local_name if local_name is not None else "")
            elif k != "remote":
                n += 1
                s.name = f"Computer {n}"
            seats.append(s)
        names = [name_key(s.name) for s in seats if s.name is not None]
        if len(set(names)) != len(names):
            raise ValueError(QCoreApplication.translate("Host", "two seats have the same name"))
        return cls(seats, code, **kw)

    @classmethod
    def from_save(cls, path: str | Path, code: str, **kw: Any) -> "Host":
        """Host again a game saved by a host (its ``meta["net"]`` seats): the same
        players rejoin with their tokens. Raises SaveError, or ValueError if the
        save was not made by a host."""
        game, sg = saves.load_game(path)
        net = sg.meta.get("net") if isinstance(sg.meta, dict) else None
        if not isinstance(net, dict) or not isinstance(net.get("seats"), list) \
                or len(net["seats"]) != len(game.state.players):
            raise ValueError(
                QCoreApplication.translate(
                    "Host", "{file} is not a game saved by a LAN host (it has no seat list)"
                ).format(file=show_path(path))
            )
        seats = []
        for i, s in enumerate(net["seats"]):
            kind = s.get("kind") if isinstance(s, dict) else None
            if kind not in HOST_SEAT_KINDS:
                raise ValueError(
                    QCoreApplication.translate("Host", "{file}: seat {number} has an unknown kind {kind}").format(
                        file=show_path(path), number=i + 1, kind=repr(kind)
                    )
                )
            th = s.get("token_sha256")
            seats.append(HostSeat(kind, game.state.players[i].name,
                                  th if isinstance(th, str) else None))
        kw.setdefault("game_id", check_game_id(net.get("game_id")) or None)
        return cls(seats, code, seed=sg.seed, save_path=path, edition=game.state.edition,
                   teams=game.state.teams, expansions=game.state.expansions, relics=game.state.relics,
                   game=game, **kw)

    # ---- the server --------------------------------------------------------------
    def listen(self, address: str = "0.0.0.0", port: int = 0) -> int:
        """Start listening; returns the port. Raises OSError if it cannot."""
        if self._closed:
            raise OSError("this host is closed: host the game again")
        addr = QHostAddress(address)
        if addr.isNull():
            raise OSError(f"not an IP address: {address!r}")
        if not self._server.listen(addr, port):
            raise OSError(f"cannot listen on {address}:{port}: {self._server.errorString()}")
        p = self._server.serverPort()
        now = time.monotonic()
        for s in self.seats:          # hosted again: everyone is away until they rejoin
            if self.game is not None and s.is_remote and s.conn is None and s.away_since is None:
                s.away_since = now
        self.listening.emit(address, p)
        if self.game is not None:
            QTimer.singleShot(0, self, self._after_change)
        return p

    @property
    def port(self) -> int:
        return self._server.serverPort()

    def close(self) -> None:
        """Stop listening and drop every connection, for good: after it no seat
        answers (:meth:`submit` refuses with ``stopped``), no computer seat thinks
        or plays (a timer, a call queued before the close or a computer answer
        arriving late does nothing), nothing is sent or saved and no signal says
        the game moved. The last save is on disk when it returns. A second call
        does nothing."""
        if self._closed:
            return
        self._closed = True
        self._server.close()
        self._ai_timer.stop()
        self._idle.stop()
        if hasattr(self, "_stand_in_timer"):
            self._stand_in_timer.stop()
        self._asked = None
        if self._runner is not None:
            self._runner.shutdown()
        for c in list(self._conns):
            self._drop(c, None)
        self._saver.wait()              # the last save is on disk before the host is gone

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run (the host is stopped for good)."""
        return self._closed

    @property
    def _authority(self) -> Authority:
        """The authority of the game in play (AssertionError before the start)."""
        assert self.auth is not None, "no game yet"
        return self.auth

    @property
    def game(self) -> Game | None:
        """The running game (None before the start), as the authority holds it."""
        return self.auth.game if self.auth is not None else None

    @game.setter
    def game(self, game: Game) -> None:
        if self.auth is None:
            # the check holds the host weakly: no reference cycle keeps a dropped
            # host (and its sockets and timers) for the garbage collector, which may
            # run on any thread (Qt objects must be deleted on their own)
            me = weakref.ref(self)
            self.auth = Authority(game, lambda seat: (h := me()) is not None and h.seats[seat].is_local, self)
        else:
            self.auth.reset(game)

    @property
    def started_game(self) -> bool:
        return self.game is not None

    def open_seats(self) -> list[int]:
        """Remote seats nobody has taken yet (before the start)."""
        return [i for i, s in enumerate(self.seats) if s.is_remote and s.name is None]

    def seat_infos(self) -> list[SeatInfo]:
        out = []
        for s in self.seats:
            kind = "remote" if s.is_remote else "host" if s.is_local else "computer"
            out.append(SeatInfo(name=s.name, kind=kind, connected=(s.conn is not None) if s.is_remote else True,
                                stand_in=s.stand_in if s.is_remote and s.conn is None else None))
        return out

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            if sock is None:
                break
            address = _address_text(sock.peerAddress())
            silent = [c for c in self._conns if c.seat is None and not c.closed]
            same = [c for c in silent if c.address == address]
            if len(same) >= MAX_SILENT_PER_ADDRESS:
                # one address cannot hold the places of many players: its connection
                # silent longest goes (whoever says hello at once keeps theirs)
                old = min(same, key=lambda c: c.opened)
                silent.remove(old)
                self._drop(old, Error(code="timeout", message="no hello in time", fatal=True))
            if len(self._conns) >= MAX_CONNECTIONS:
                if not silent:
                    sock.abort()
                    sock.deleteLater()
                    continue
                # room for whoever comes now (a seat's holder coming back): the
                # connection that has been silent longest goes
                self._drop(min(silent, key=lambda c: c.opened),
                           Error(code="timeout", message="no hello in time", fatal=True))
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            c = _Conn(sock, peer=f"{address}:{sock.peerPort()}", address=address)
            self._conns.append(c)
            sock.readyRead.connect(lambda c=c: self._read(c))
            sock.disconnected.connect(lambda c=c: self._lost(c))
            QTimer.singleShot(self._hello_timeout_ms(), self, lambda c=c: self._hello_timeout(c))

    def _table_full(self) -> bool:
        """True when no seat is open to a new joiner (all taken, or the game started)."""
        return self.game is not None or not self.open_seats()

    def _hello_timeout_ms(self) -> int:
        return FULL_HELLO_TIMEOUT_MS if self._table_full() else HELLO_TIMEOUT_MS

    def _hello_timeout(self, c: _Conn) -> None:
        if not c.closed and c.seat is None:
            self._drop(c, Error(code="timeout", fatal=True,
                                message=f"no hello within {self._hello_timeout_ms() // 1000} seconds"))

    def _check_idle(self) -> None:
        now = time.monotonic()
        full = self._table_full()
        for c in list(self._conns):
            if c.closed:
                continue
            if now - c.last_seen > IDLE_TIMEOUT_MS / 1000:
                self._drop(c, Error(code="timeout", message="nothing heard for a minute", fatal=True))
            elif full and c.seat is None and now - c.opened > FULL_HELLO_TIMEOUT_MS / 1000:
                self._drop(c, Error(code="timeout", fatal=True,
                                    message=f"no hello within {FULL_HELLO_TIMEOUT_MS // 1000} seconds"))

    # ---- sending ------------------------------------------------------------------
    def _send(self, c: _Conn, msg: Any) -> None:
        if c.closed:
            return
        try:
            data = encode(msg)
        except ProtocolError as e:   # never expected: our own message too big
            self.log.emit(f"cannot send a {msg.type} message: {e.message}")
            return
        if c.sock.bytesToWrite() + len(data) > MAX_QUEUED:
            self._drop(c, None)
            self.log.emit(f"{c.peer} does not read its messages: disconnected")
            return
        c.sock.write(data)

    def _drop(self, c: _Conn, err: Error | None) -> None:
        """Close a connection (after sending ``err`` if given); its seat stays taken."""
        if c.closed:
            return
        if err is not None:
            try:
                c.sock.write(encode(err))
                c.sock.flush()
            except ProtocolError:
                pass
        c.closed = True
        if c in self._conns:
            self._conns.remove(c)
        seat = c.seat
        if seat is not None and self.seats[seat].conn is c:
            self.seats[seat].conn = None
            self.seats[seat].away_since = time.monotonic()
            self.log.emit(f"{self.seats[seat].name} disconnected")
        unhook(c.sock)                  # nothing calls back into this host any more
        c.sock.disconnectFromHost()
        c.sock.deleteLater()
        if seat is not None and not self._closed:
            self._broadcast()
            self.changed.emit()

    def _lost(self, c: _Conn) -> None:
        self._drop(c, None)

    def _refuse(self, c: _Conn, code: str, message: str, strike: bool = True) -> None:
        """An error to this peer alone; too many in a minute and it is disconnected."""
        now = time.monotonic()
        if strike:
            c.strikes.append(now)
            while c.strikes and now - c.strikes[0] > 60:
                c.strikes.popleft()
            if len(c.strikes) > MAX_STRIKES:
                self._drop(c, Error(code="garbage", fatal=True,
                                    message="too many refused messages: disconnected (the seat is kept)"))
                self.log.emit(f"{c.peer}: too many refused messages, disconnected")
                return
        self._send(c, Error(code=code, message=message))

    # ---- receiving -----------------------------------------------------------------
    def _read(self, c: _Conn) -> None:
        while not c.closed and c.sock.bytesAvailable() > 0:
            data = bytes(c.sock.read(65536).data())
            if not data:
                break
            c.last_seen = time.monotonic()
            try:
                bodies = c.decoder.feed(data)
            except ProtocolError as e:
                self._drop(c, Error(code=e.code, message=e.message, fatal=True))
                return
            for body in bodies:
                if c.closed:
                    return
                try:
                    self._message(c, body)
                except Exception as e:  # noqa: BLE001  (a fault of ours: the rest of the read still counts)
                    # one line, no traceback: the peer is told, the other messages of this read go on
                    self.log.emit(f"{c.peer}: a message could not be handled "
                                  f"({type(e).__name__}: {printable_line(e, 200)})")
                    self._refuse(c, "internal", "the host could not handle this message")

    def _message(self, c: _Conn, body: bytes) -> None:
        now = time.monotonic()
        c.bucket = min(2 * RATE, c.bucket + (now - c.last_fill) * RATE)
        c.last_fill = now
        if c.bucket < 1:
            self._refuse(c, "flood", "too many messages; slow down")
            return
        c.bucket -= 1
        if c.seat is None:
            typ, proto = peek_protocol(body)
            if typ == "hello" and proto != PROTOCOL_VERSION:
                self._drop(c, version_refusal(proto, "host"))
                return
        try:
            msg = decode(body)
        except ProtocolError as e:
            self._refuse(c, e.code, e.message)
            return
        if isinstance(msg, Ping):
            self._send(c, Pong(nonce=msg.nonce))
        elif isinstance(msg, Pong):
            pass
        elif isinstance(msg, Hello):
            self._hello(c, msg)
        elif c.seat is None:
            self._drop(c, Error(code="hello-first", message="say hello first", fatal=True))
        elif isinstance(msg, Answer):
            why = self.submit(c.seat, msg.decision, msg.answer)
            if why is not None:
                self._refuse(c, why[0], why[1], strike=why[0] != "closed")
        elif isinstance(msg, Error):
            # one line of plain text: a peer's words never forge a console line or reach a terminal
            self.log.emit(f"{self.seats[c.seat].name} reports: {printable_line(msg.message, 300)}")
        else:
            self._refuse(c, "unexpected", f"a peer does not send {msg.type} messages")

    def _hello(self, c: _Conn, h: Hello) -> None:
        if c.seat is not None:
            self._refuse(c, "unexpected", "already joined")
            return
        now = self.clock()
        held = self._token_seat(h.token)
        wrong = self._wrong_codes.get(c.address)
        if wrong is not None and held is None and wrong.wait(now) > 0:
            # not even looked at: guessing from this address is slowed down, then stopped
            self._refuse_code(c, wrong, now)
            return
        if held is None and self._all_wrong_codes.wait(now) > 0:
            # guessing from many addresses: no code is looked at for a while
            self._refuse_busy(c, now)
            return
        if not hmac.compare_digest(code_key(h.code).encode("utf-8"), code_key(self.code).encode("utf-8")):
            if held is None:        # a seat's holder that mistypes is not a guesser
                if len(self._wrong_codes) > 1000:     # bounded memory: the oldest records go
                    for k in sorted(self._wrong_codes, key=lambda k: self._wrong_codes[k].last)[:500]:
                        del self._wrong_codes[k]
                wrong = self._wrong_codes.setdefault(c.address, _WrongCodes())
                wrong.wrong(now)
                self._all_wrong_codes.wrong(now)
                if wrong.wait(now) > 0:
                    self._refuse_code(c, wrong, now)
                    return
                if self._all_wrong_codes.wait(now) > 0:
                    self._refuse_busy(c, now)
                    return
            self._drop(c, Error(code="code", message="wrong join code", fatal=True))
            return
        if h.token is not None:
            th = token_hash(h.token)
            for i, s in enumerate(self.seats):
                if s.is_remote and s.token_sha256 is not None and hmac.compare_digest(th, s.token_sha256):
                    if s.conn is not None:      # the old connection is dead but not noticed yet
                        old = s.conn
                        s.conn = None
                        old.seat = None
                        self._drop(old, Error(code="replaced", fatal=True,
                                              message="this seat was rejoined from another connection"))
                    self._seat(c, i, h.token, rejoin=True)
                    return
            self._drop(c, Error(code="token", fatal=True,
                                message="this seat token is not valid for this game; join without it "
                                        "(before the start) or ask the host"))
            return
        if self.game is not None:
            names = [s.name for s in self.seats]
            why = (f"{h.name!r} is a player of this game, but rejoining needs the seat token "
                   f"that player's app received" if h.name.strip() in names
                   else "the game has started; only its players can rejoin (with their seat token)")
            self._drop(c, Error(code="started", message=why, fatal=True))
            return
        try:
            name = check_name(h.name)
        except ValueError as e:
            self._drop(c, Error(code="name", message=f"name refused: {e}", fatal=True))
            return
        if any(s.name is not None and name_key(s.name) == name_key(name) for s in self.seats):
            self._drop(c, Error(code="name", message=f"the name {quote(name)} is taken at this table", fatal=True))
            return
        open_ = self.open_seats()
        if not open_:
            self._drop(c, Error(code="full", message="the table is full", fatal=True))
            return
        if h.seat is not None:
            if h.seat not in open_:
                self._drop(c, Error(code="seat", fatal=True,
                                    message=f"seat {h.seat + 1} is not open (open: "
                                            f"{', '.join(str(i + 1) for i in open_)})"))
                return
            seat = h.seat
        else:
            seat = open_[0]
        token = secrets.token_urlsafe(24)
        s = self.seats[seat]
        s.name = name
        s.token_sha256 = token_hash(token)
        self.log.emit(f"{name} joined seat {seat + 1}")
        self._seat(c, seat, token, rejoin=False)
        if not self.open_seats():
            self._start()

    def _token_seat(self, token: str | None) -> int | None:
        """The remote seat whose token is ``token`` (None: no token, or no such seat)."""
        if token is None:
            return None
        th = token_hash(token)
        for i, s in enumerate(self.seats):
            if s.is_remote and s.token_sha256 is not None and hmac.compare_digest(th, s.token_sha256):
                return i
        return None

    def _refuse_code(self, c: _Conn, wrong: "_WrongCodes", now: float) -> None:
        """Refuse a hello from an address that sent too many wrong join codes:
        ``code-wait`` (try again in N seconds) or ``code-locked`` (locked out for
        N minutes). The joiner's dialog says which, in its language."""
        left = max(1, int(wrong.wait(now) + 0.999))
        if wrong.locked:
            self._drop(c, Error(code="code-locked", fatal=True,
                                message=f"too many wrong join codes from your address: locked out for "
                                        f"{max(1, (left + 59) // 60)} minutes"))
            self.log.emit(f"{c.address}: too many wrong join codes, locked out")
        else:
            self._drop(c, Error(code="code-wait", fatal=True,
                                message=f"too many wrong join codes from your address: wait {left} seconds "
                                        f"before trying again"))

    def _refuse_busy(self, c: _Conn, now: float) -> None:
        """Refuse a hello while the host looks at no join code (too many wrong
        codes from all addresses together): ``code-busy``, try again in N seconds."""
        left = max(1, int(self._all_wrong_codes.wait(now) + 0.999))
        self._drop(c, Error(code="code-busy", fatal=True,
                            message=f"too many wrong join codes sent to this game: wait {left} seconds "
                                    f"before trying again"))
        if self._all_wrong_codes.count == HOST_FREE_WRONG_CODES + 1:
            self.log.emit(f"too many wrong join codes from {len(self._wrong_codes)} addresses: codes are "
                          f"looked at more slowly")

    def _seat(self, c: _Conn, seat: int, token: str, rejoin: bool) -> None:
        s = self.seats[seat]
        c.seat = seat
        s.conn = c
        s.log_pos = 0
        s.fresh = True
        s.away_since = None
        s.stand_in = None           # the player is back: the seat is theirs again
        if self._asked is not None and self._asked[1] == seat:
            self._cancel_thinking()
        self._wrong_codes.pop(c.address, None)     # the right code: earlier typos are forgiven
        self._send(c, Welcome(protocol=PROTOCOL_VERSION, app=APP_VERSION, seat=seat, token=token,
                              game=self.title[:200], game_id=self.game_id))
        if rejoin:
            self.log.emit(f"{s.name} rejoined seat {seat + 1}")
        self._broadcast()
        self.changed.emit()
        if self.game is not None and self.game.over:
            self._send_record(seat)

    # ---- the game --------------------------------------------------------------------
    def _seat_names(self) -> list[str]:
        """The players' names (every seat is taken once the game starts)."""
        names = [s.name for s in self.seats]
        assert all(n is not None for n in names), "a seat without a player"
        return [n for n in names if n is not None]

    def _start(self) -> None:
        names = self._seat_names()
        self.game = Game.new(names, seed=self.seed, edition=self.edition, teams=self.teams,
                             expansions=list(self.expansions), relics=self.relics)
        self.log.emit(f"the game starts: {', '.join(names)}")
        self.started.emit()
        self._after_change()

    def _meta(self, with_tokens: bool = True) -> dict[str, Any]:
        seats = []
        for s in self.seats:
            d: dict[str, Any] = {"kind": s.kind, "name": s.name}
            if with_tokens and s.token_sha256:
                d["token_sha256"] = s.token_sha256
            seats.append(d)
        net: dict[str, Any] = {"protocol": PROTOCOL_VERSION, "seats": seats, "title": self.title,
                               "game_id": self.game_id}
        if with_tokens:         # the host's own save: hosted again on the same port, with the same code
            net.update(port=self.port, code=self.code)
        return {"net": net}

    def _save(self) -> None:
        if self.game is None or self._closed:
            return
        if self.save_path is None:      # the first save: a fresh name, never over another save
            try:
                self.save_path, _ = saves.save_new_game(self.game, self._seat_names(), self._meta(),
                                                        interrupted=not self.game.over)
            except (OSError, saves.SaveError) as e:
                self.log.emit(f"cannot save: {e}")
            return                      # the first save is written here: it makes the file
        # a snapshot now, written and synced in the saver's thread: the GUI thread
        # and the joiners never wait for the disk
        self._saver.save(self.game, self.save_path, self._meta(), interrupted=not self.game.over)

    def _save_failed(self, why: str) -> None:
        self.log.emit(f"cannot save: {why}")

    def wait_saved(self, ms: int = 10_000) -> bool:
        """Wait at most ``ms`` for the saves asked for to be on disk; True if they are."""
        return self._saver.wait(ms)

    def submit(self, seat: int, decision: int, answer: Any) -> tuple[str, str] | None:
        """Apply ``answer`` (outside form: :mod:`engine.answers`; a hidden card as
        the placeholder this seat was shown) for ``seat`` to decision id
        ``decision``, through :meth:`engine.Game.apply`'s gate. Returns None when
        applied, else ``(code, reason)`` and nothing changed. Codes: stopped (the
        host is closed), not-started, over, closed (not the open decision),
        not-yours, illegal (malformed or not allowed). Every seat answers the same way: a joiner, the person at
        this computer (``local``) and a computer seat."""
        if self._closed:
            return ("stopped", "the host has stopped hosting this game")
        g = self.game
        if g is None:
            return ("not-started", "the game has not started")
        d = g.pending
        if d is None:
            return ("over", "the game is over")
        if not 0 <= seat < len(self.seats):
            return ("not-yours", f"there is no seat {seat}")
        if d.player != seat and self._first_melds.open_for(g, seat) is not None:
            return self._choose_first_meld(seat, decision, answer)
        try:
            events = self._authority.submit(seat, decision, answer)
        except StaleDecision as e:
            return ("closed", str(e))
        except NotYourDecision as e:
            return ("not-yours", str(e))
        except IllegalAnswer as e:
            return ("illegal", str(e))
        except (TypeError, KeyError, IndexError, AttributeError) as e:
            return ("illegal", f"malformed answer ({type(e).__name__})")
        self._applied = (decision, d, g.record[-1], answer)
        self.answers_applied += 1
        self.applied.emit(seat, g.record[-1], list(events))
        self._after_change()
        return None

    # ---- the setup: every seat chooses its first meld at once ------------------------
    def first_meld_decision(self, seat: int) -> tuple[int, Any] | None:
        """``(decision id, Decision)``: ``seat``'s first-meld question while it may
        choose ahead of the seat order (the game asks another seat now), else None."""
        g = self.game
        if g is None or g.pending is None or g.pending.player == seat:
            return None
        d = self._first_melds.open_for(g, seat)
        return None if d is None else (self._first_melds.decision_id(g, seat), d)

    def first_meld_view(self, seat: int) -> dict[str, Any] | None:
        """``seat``'s first-meld question as a table view's ``pending`` (options:
        its own hand), or None (see :meth:`first_meld_decision`)."""
        got = self.first_meld_decision(seat)
        if got is None:
            return None
        assert self.game is not None    # a first meld is open
        return pending_view(self.game, seat, None, decision=got[1], decision_id=got[0])

    def _choose_first_meld(self, seat: int, decision: int, answer: Any) -> tuple[str, str] | None:
        """Keep ``seat``'s first meld, chosen before the seat order reaches it; the
        others see nothing of it until every seat has chosen (the engine melds
        them together)."""
        got = self.first_meld_decision(seat)
        assert got is not None and self.game is not None    # open_for said so
        did, d = got
        if decision != did:
            return ("closed", f"decision {decision} is closed; your open decision is {did}")
        try:
            if not self.seats[seat].is_local:
                check_outside(d, answer)       # names, as every peer's answer
            self._first_melds.choose(self.game, seat, answer)
        except (IllegalAnswer, PositionError) as e:
            return ("illegal", str(e))
        except (TypeError, KeyError, IndexError, AttributeError, ValueError) as e:
            return ("illegal", f"malformed answer ({type(e).__name__})")
        self._after_change()
        return None

    def _play_first_melds(self) -> None:
        """Give the game the first melds chosen ahead, as it asks for them."""
        g = self.game
        if g is None:
            return
        while (r := self._first_melds.ready(g)) is not None:
            seat, ans = r
            n = g.decision_id
            # through the authority's one gate (seat, decision id, outside form), as every answer
            events = self._authority.submit(seat, n, ans, shown=False)
            g = self._authority.game
            self._authority.forget_undo()
            # the last one goes with the next state message (a first meld is secret:
            # the others learn only that it was chosen)
            self._applied = (n, Decision(seat, "cards", []), g.record[n], None)
            self.answers_applied += 1
            self.applied.emit(seat, ans, list(events))

    # ---- undo (the host's own seat only: the authority's rule) ----------------------
    def can_undo(self) -> bool:
        """True when the person at this computer (the ``local`` seat) may take back
        their last answer: every answer since was theirs, and no new information
        was seen since (the authority's rule). Peers cannot undo."""
        return self.auth is not None and self.auth.can_undo()

    def undo(self) -> bool:
        """Take back the local seat's last answer (see :meth:`can_undo`): the game
        goes back, a computer seat thinking meanwhile is stopped, and every peer
        gets its view again with its whole log (``log_reset``). Returns False
        when there is nothing to take back."""
        if self._closed or not self.can_undo():
            return False
        self._cancel_thinking()
        self._authority.undo()
        self._applied = None
        for s in self.seats:
            s.log_pos = 0
            s.fresh = True
        self.log.emit("the host took back an action")
        self.undone.emit()
        self._after_change()
        return True

    def _after_change(self) -> None:
        if self._closed:                # a call queued before the close (listen's, a late answer)
            return
        self._play_first_melds()
        self._broadcast()               # the joiners first: the save is written meanwhile
        self._save()
        self.changed.emit()
        g = self.game
        if g is None:
            return
        if g.result is not None:        # g.over
            for i in range(len(self.seats)):
                self._send_record(i)
            reason, winners = g.result
            self.finished.emit(reason, [g.state.players[w].name for w in winners])
            return
        if self.seats[g.decision.player].computer_plays:
            self._ai_timer.start(0)

    def _get_runner(self) -> ComputerRunner:
        if self._runner is None:
            from ..sessions.seats import ComputerRunner
            self._runner = ComputerRunner(self)
            self._runner.answered.connect(self._computer_answered)
            self._runner.failed.connect(self._computer_failed)
        return self._runner

    def _cancel_thinking(self) -> None:
        self._ai_timer.stop()
        if self._asked is not None and self._runner is not None:
            self._runner.cancel()
        self._asked = None

    def _computer_turn(self) -> None:
        """Ask the computer level playing the seat being asked, off this thread
        (its answer arrives in :meth:`_computer_answered`)."""
        g = self.game
        if g is None or g.over or self._closed:
            return
        p = g.decision.player
        s = self.seats[p]
        level = s.level
        if level is None:
            return
        key = (len(g.record), p, level)
        if self._asked == key:
            return                      # already thinking on it
        ai = self._ai.get((p, level))
        if ai is None:
            ai = make_player(level, self._rng_seed + p)
            self._ai[(p, level)] = ai
        self._asked = key
        clone = g.clone()
        clone.events = list(g.events)   # the seat's memory of what it saw
        self.thinking.emit(p)
        self._get_runner().request(ai, clone, self.computer_delay_ms)

    def _computer_answered(self, token: int, ans: Any, player: Any = None) -> None:
        g = self.game
        asked, self._asked = self._asked, None
        if g is None or g.over or asked is None or self._closed:
            return
        did, p, level = asked
        if did != len(g.record) or g.decision.player != p or self.seats[p].level != level:
            self._after_change()        # the game moved on meanwhile: ask again if needed
            return
        if player is not None:
            self._ai[(p, level)] = player
        d = g.pending
        try:                            # through the same gate as a person's answer
            events = self._authority.submit_computer(p, did, ans)
        except IllegalAnswer as e:      # never expected: the engine's own player
            self.log.emit(f"the computer player of {self.seats[p].name} failed: {e}")
            return
        self._applied = (did, d, g.record[-1], None)
        self.answers_applied += 1
        self.applied.emit(p, g.record[-1], list(events))
        self._after_change()

    def _computer_failed(self, msg: str) -> None:
        self._asked = None
        if self._closed:
            return
        self.log.emit(f"a computer player failed: {msg}")

    def set_stand_in(self, seat: int, level: str | None) -> None:
        """Hand remote seat ``seat`` to a computer player of ``level`` (random, easy,
        strong) while its player is away, or give it back (None). The stand-in
        plays only while the seat is disconnected and ends when its player
        rejoins. Raises ValueError for a seat that is not remote or a bad level.
        Does nothing once the host is closed."""
        if self._closed:
            return
        s = self.seats[seat]
        if not s.is_remote:
            raise ValueError(f"seat {seat + 1} is not a joiner's seat")
        if level is not None and level not in COMPUTER_LEVELS:
            raise ValueError(f"unknown level {level!r}")
        s.stand_in = level
        if level is None and self._asked is not None and self._asked[1] == seat:
            self._cancel_thinking()
        if level is not None and s.conn is None:
            self.log.emit(f"a computer player ({level}) plays for {s.name} while away")
        self._broadcast()
        self.changed.emit()
        g = self.game
        if g is not None and not g.over and g.decision.player == seat and s.computer_plays:
            self._ai_timer.start(0)

    def stand_in_after(self, level: str, seconds: float) -> None:
        """From now on, a remote seat whose player has been away ``seconds`` is
        handed to a computer player of ``level`` (see :meth:`set_stand_in`)."""
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self._auto_stand_in = (level, seconds)
        if not hasattr(self, "_stand_in_timer") and not self._closed:
            self._stand_in_timer = QTimer(self)
            self._stand_in_timer.setInterval(250)
            self._stand_in_timer.timeout.connect(self._check_away)
            self._stand_in_timer.start()

    def _check_away(self) -> None:
        level, seconds = self._auto_stand_in
        now = time.monotonic()
        for i, s in enumerate(self.seats):
            if (self.game is not None and s.is_remote and s.conn is None and s.stand_in is None
                    and s.away_since is not None and now - s.away_since >= seconds):
                self.set_stand_in(i, level)

    def _masked_options(self) -> Masked | None:
        """The open card question's options as the player asked may see them
        (the authority's placeholders, fixed for the decision: :meth:`Authority.masked`)."""
        return self.auth.masked() if self.auth is not None else None

    def decision_info(self, seat: int) -> OpenDecision | None:
        """The open decision as ``seat`` may see it (options only if asked; a card
        the seat may not see as this decision's placeholder): the engine's record
        (:class:`engine.open_decision.OpenDecision`), sent as it is."""
        g = self.game
        if g is None or g.pending is None:
            return None
        first = self.first_meld_decision(seat)
        if first is not None:           # this seat chooses its first meld now, as every seat does
            return OpenDecision.of(g, seat, None, decision=first[1], decision_id=first[0])
        return self._authority.open_decision(seat)

    def state_for(self, seat: int, reset: bool = False) -> StateMsg:
        """The state message for ``seat`` now (advances its log cursor)."""
        g = self.game
        self._seq += 1
        if g is None:
            return StateMsg(seq=self._seq, seats=self.seat_infos(), started=False)
        s = self.seats[seat]
        start = 0 if reset else s.log_pos
        lines = [LogItem(text=t, kind=k, msg=m) for t, k, m in events_entries(g.events[start:], seat)]
        # the events as data for this seat, and the answer just taken: what a
        # joiner's table animates (none after a reset: that is history)
        events = [] if reset else [EventItem.model_construct(**e) for e in events_data(g.events[start:], seat)]
        applied = None
        if self._applied is not None and not reset:
            did, d, ans, sent = self._applied
            # the one who answered gets back what it sent (a hidden card as the
            # placeholder it was shown, never the card's name); the others what
            # they may know of it
            mine = seat == d.player and d.kind in ("cards", "order")
            applied = Applied(id=did, player=d.player, kind=str(d.kind),
                              answer=sent if mine else answer_seen_by(d, ans, seat))
        s.log_pos = len(g.events)
        s.fresh = False
        if reset:
            lines = lines[-MAX_LOG_ON_JOIN:]
        # the table view: what a peer's table draws (draw age, Dogma previews, pile
        # icons), the asked player's hidden options as this decision's placeholders;
        # its "pending" is the record sent as the decision
        v = self._authority.view(seat)
        first = self.first_meld_view(seat)
        if first is not None:           # this seat's own first-meld question (its hand only)
            v["pending"] = first
        info = self.decision_info(seat)
        return StateMsg(seq=self._seq, seats=self.seat_infos(), started=True, view=v, log=lines,
                        log_reset=reset, decision=info, events=events, applied=applied)

    def _broadcast(self) -> None:
        if self._closed:
            return
        for i, s in enumerate(self.seats):
            c = s.conn
            if c is None or c.closed:
                continue
            self._send(c, self.state_for(i, reset=s.fresh))

    def _send_record(self, seat: int) -> None:
        s = self.seats[seat]
        if s.conn is None or s.conn.closed or self.game is None or not self.game.over:
            return
        doc = saves.from_game(self.game, self._meta(with_tokens=False)).model_dump(mode="json")
        doc["origin"] = {k: v for k, v in doc["origin"].items() if v is not None}
        self._send(s.conn, Record(save=doc))
        s.record_sent = True

    def all_records_sent(self) -> bool:
        """True once every remote seat has been sent the final record."""
        return all(s.record_sent for s in self.seats if s.is_remote)
