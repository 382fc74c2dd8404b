"""A joiner's connection to a host: :class:`Peer`.

Qt's :class:`QTcpSocket` on the running event loop (never blocking it); what
arrives is reported by signals, so the GUI and the headless bot use the same
class. The peer says hello, keeps its seat token, follows the host's states and
sends answers. When the connection drops after it has joined, it reconnects by
itself with its token, every second for ``reconnect_for`` seconds, then gives
up (``gave_up``) so the application can offer to try again. A refusal (wrong
code, full table, bad token, other protocol version...) is final: no retry.

At the end of the game the host sends the complete record; the peer checks it
(:func:`innovation_desktop.saves.store.parse` and a replay) and keeps it in its own
saves folder (:func:`keep_record`).
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from pydantic import BaseModel, ConfigDict

from ..saves import store as saves
from . import APP_VERSION
from .protocol import (PROTOCOL_VERSION, Answer, Error, FrameDecoder, Hello, LogItem, Ping, Pong, ProtocolError,
                       Record, StateMsg, Welcome, check_game_id, decode, encode, peek_protocol, printable_line,
                       version_refusal)

#: Refusals after which reconnecting makes no sense.
FINAL_ERRORS = {
    "code",
    "code-wait",
    "code-busy",
    "code-locked",
    "name",
    "full",
    "started",
    "token",
    "version",
    "seat",
    "replaced",
    "garbage",
}
#: Time to establish a connection (ms).
CONNECT_TIMEOUT_MS = 5000
#: Ping interval (ms); a host silent for SILENCE_MS is taken as gone.
PING_MS = 5000
SILENCE_MS = 30_000


def unhook(sock: QTcpSocket) -> None:
    """Disconnect this program's slots from ``sock``'s signals: a socket that is
    closed for good (or about to be deleted with its owner) then calls nothing
    back, even from its destructor while its owner is being torn down."""
    import warnings
    if sock.property("unhooked"):
        return
    sock.setProperty("unhooked", True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)     # a signal with nothing connected
        for sig in (sock.connected, sock.readyRead, sock.disconnected, sock.errorOccurred):
            try:
                sig.disconnect()
            except (RuntimeError, TypeError):     # nothing connected, or already gone
                pass


def keep_record(doc: dict[str, Any], seat: int | None = None, folder: str | Path | None = None) -> Path:
    """Check a finished game's record (a save document) and write it to ``folder``
    (default: this computer's saves folder) under a fresh name. Returns the path.
    Raises SaveError if the record is not a valid, consistent saved game."""
    data = json.dumps(doc, ensure_ascii=False).encode("utf-8")
    sg = saves.parse(data, "the host's record")
    saves.build_game(sg, "the host's record", verify=True)
    meta = dict(sg.meta)
    net = dict(meta.get("net") or {}) if isinstance(meta.get("net"), dict) else {}
    net["my_seat"] = seat
    meta["net"] = net
    sg = sg.model_copy(update={"meta": meta, "interrupted": False})
    # never over another record: two joiners sharing one data folder end at the same minute
    return saves.write_new_save(sg.players, sg.to_bytes(), folder)


class _StateLog(BaseModel):
    """The log lines of a state message, read on their own (the rest ignored)."""

    model_config = ConfigDict(extra="ignore", strict=True)
    log: list[LogItem] = []
    log_reset: bool = False


class Peer(QObject):
    """One connection to a host.

    Signals: ``welcomed(seat, token)``, ``state(StateMsg)``, ``refused(code,
    message)`` (an error from the host; ``fatal`` ones end the connection),
    ``record(path)`` (the finished game was kept there), ``status(text)``
    (connecting/connected/reconnecting/lost), ``gave_up(reason)``,
    ``bad_state(reason)`` (the host sent a state this peer refused: the table
    keeps the last good one; the refused state's log lines are kept).

    ``last_state`` and ``log`` (every line received, in order) hold what it knows."""

    welcomed = Signal(int, str)
    state = Signal(object)
    refused = Signal(str, str)
    record = Signal(str)
    status = Signal(str)
    gave_up = Signal(str)
    bad_state = Signal(str)

    def __init__(self, host: str, port: int, code: str, name: str, *, seat: int | None = None,
                 token: str | None = None, reconnect_for: float = 60.0, keep_records: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port, self.code, self.name = host, int(port), code, name
        self.want_seat = seat
        self.token = token
        self.seat: int | None = None
        #: the game's identity and title, from the welcome ("" before)
        self.game_id = ""
        self.title = ""
        self.reconnect_for = reconnect_for
        self.keep_records = keep_records
        self.last_state: StateMsg | None = None
        self.log: list[LogItem] = []          # text (English), kind, msg (message data)
        self.record_path: str | None = None
        self.done = False                   # finished or given up: no more reconnects
        self.last_error: Error | None = None
        self._sock: QTcpSocket | None = None
        self._decoder = FrameDecoder()
        self._lost_at: float | None = None
        self._last_heard = time.monotonic()
        self._nonce = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self._ping = QTimer(self)
        self._ping.setInterval(PING_MS)
        self._ping.timeout.connect(self._tick)

    # ---- connection -------------------------------------------------------------
    def start(self) -> None:
        """Connect and say hello (asynchronously)."""
        self.done = False
        self._connect()
        self._ping.start()

    def close(self) -> None:
        """Leave for good (no reconnect)."""
        self.done = True
        self._retry.stop()
        self._ping.stop()
        if self._sock is not None:
            unhook(self._sock)
            self._sock.disconnectFromHost()

    @property
    def connected(self) -> bool:
        return self._sock is not None and self._sock.state() == QAbstractSocket.SocketState.ConnectedState

    def _connect(self) -> None:
        if self.done:
            return
        if self._sock is not None:
            unhook(self._sock)
            self._sock.abort()
            self._sock.deleteLater()
        self._decoder = FrameDecoder()
        s = QTcpSocket(self)
        self._sock = s
        s.connected.connect(lambda s=s: self._on_connected(s))
        s.readyRead.connect(lambda s=s: self._read(s))
        s.disconnected.connect(lambda s=s: self._on_lost(s))
        s.errorOccurred.connect(lambda _e, s=s: self._on_lost(s))
        self.status.emit("connecting" if self._lost_at is None else "reconnecting")
        s.connectToHost(self.host, self.port)
        # tied to the socket: no call once it (or this peer) is deleted
        QTimer.singleShot(CONNECT_TIMEOUT_MS, s, lambda s=s: self._connect_timeout(s))

    def _connect_timeout(self, s: QTcpSocket) -> None:
        if s is self._sock and s.state() != QAbstractSocket.SocketState.ConnectedState:
            s.abort()
            self._on_lost(s)

    def _on_connected(self, s: QTcpSocket) -> None:
        if s is not self._sock:
            return
        s.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._last_heard = time.monotonic()
        self._send(Hello(protocol=PROTOCOL_VERSION, app=APP_VERSION, code=self.code, name=self.name,
                         seat=self.want_seat if self.token is None else None, token=self.token))

    def _on_lost(self, s: QTcpSocket) -> None:
        try:
            if s is not self._sock or self._retry.isActive():
                return
        except RuntimeError:        # the peer is being torn down (its timer is gone)
            return
        if self.done:
            return
        now = time.monotonic()
        if self._lost_at is None:
            self._lost_at = now
        if now - self._lost_at > self.reconnect_for:
            why = (self.last_error.message if self.last_error
                   else QCoreApplication.translate("Peer", "cannot reach the host"))
            self._give_up(QCoreApplication.translate("Peer", "{reason} (tried for {seconds} seconds)").format(
                reason=why, seconds=int(self.reconnect_for)))
            return
        self.status.emit("reconnecting")
        self._retry.start(1000)

    def _give_up(self, reason: str) -> None:
        self.done = True
        self._ping.stop()
        self._retry.stop()
        self.status.emit("lost")
        self.gave_up.emit(reason)

    def _tick(self) -> None:
        if not self.connected:
            return
        if time.monotonic() - self._last_heard > SILENCE_MS / 1000:
            if self._sock is not None:
                self._sock.abort()
            return
        self._nonce += 1
        self._send(Ping(nonce=self._nonce))

    # ---- messages ------------------------------------------------------------------
    def _send(self, msg: Any) -> None:
        if self._sock is not None:
            self._sock.write(encode(msg))

    def answer(self, decision: int, answer: Any) -> None:
        """Send an answer (position-file form) to decision id ``decision``."""
        if self.connected:
            self._send(Answer(decision=decision, answer=answer))

    def _read(self, s: QTcpSocket) -> None:
        while s is self._sock and s.bytesAvailable() > 0:
            data = bytes(s.read(65536).data())
            if not data:
                break
            self._last_heard = time.monotonic()
            try:
                bodies = self._decoder.feed(data)
            except ProtocolError as e:
                self._fail(Error(code=e.code, message=e.message, fatal=True))
                return
            for body in bodies:
                if s is not self._sock:
                    return
                self._message(body)

    def _fail(self, err: Error) -> None:
        """A broken host stream: tell it why, and reconnect."""
        if self._sock is not None:
            self._sock.write(encode(err))
            self._sock.flush()
            self._sock.abort()

    def _message(self, body: bytes) -> None:
        typ, proto = peek_protocol(body)
        if typ == "welcome" and proto != PROTOCOL_VERSION:
            self.done = True
            err = version_refusal(proto, "peer")
            self._fail(err)
            self.refused.emit("version", err.message)
            self._give_up(err.message)
            return
        try:
            msg = decode(body)
        except ProtocolError as e:
            self._send(Error(code=e.code, message=e.message))
            if typ == "state":
                self._bad_state(body, e.message)
            return
        if isinstance(msg, Ping):
            self._send(Pong(nonce=msg.nonce))
        elif isinstance(msg, Welcome):
            self.seat, self.token = msg.seat, msg.token
            self.game_id, self.title = check_game_id(msg.game_id), printable_line(msg.game, 200)
            self._lost_at = None
            self.status.emit("connected")
            self.welcomed.emit(msg.seat, msg.token)
        elif isinstance(msg, StateMsg):
            if msg.log_reset:
                self.log = list(msg.log)
            else:
                self.log.extend(msg.log)
            self.last_state = msg
            self.state.emit(msg)
        elif isinstance(msg, Error):
            # the host's words are shown and printed as one line of plain text
            msg = Error(code=printable_line(msg.code, 40), message=printable_line(msg.message, 2000),
                        fatal=msg.fatal)
            self.last_error = msg
            if msg.fatal and msg.code in FINAL_ERRORS:
                self.done = True
            self.refused.emit(msg.code, msg.message)
            if self.done:
                self._give_up(msg.message)
        elif isinstance(msg, Record):
            self._record(msg.save)
        elif isinstance(msg, Pong):
            pass

    def _bad_state(self, body: bytes, why: str) -> None:
        """A state message refused (:class:`StateMsg` checks what a table needs):
        ``last_state`` stays the last good one, the log lines it carried are kept
        if they are themselves well formed (the host will not send them again),
        and ``bad_state`` says why."""
        try:
            part = _StateLog.model_validate(json.loads(body.decode("utf-8")))
        except (ValueError, TypeError, RecursionError):   # ValidationError, JSON: the lines are lost
            part = None
        if part is not None:
            if part.log_reset:
                self.log = list(part.log)
            else:
                self.log.extend(part.log)
        self.bad_state.emit(printable_line(why, 300))

    def _record(self, doc: dict[str, Any]) -> None:
        if self.record_path is not None:
            return
        if not self.keep_records:
            self.record_path = ""
            self.record.emit("")
            return
        try:
            p = keep_record(doc, self.seat)
        except (saves.SaveError, OSError) as e:
            self.refused.emit("record", f"the host's record could not be kept: {e}")
            self.record_path = ""
            self.record.emit("")
            return
        self.record_path = str(p)
        self.record.emit(str(p))
