"""The LAN protocol: length-prefixed JSON messages over TCP, checked by pydantic.

Framing: every message is a 4-byte big-endian unsigned length followed by that
many bytes of UTF-8 JSON (one object). A length above :data:`MAX_MESSAGE`
(1 MiB) is refused as soon as the 4 bytes are in, before any of the body is read
(:class:`FrameDecoder`); the connection is then closed, since the stream cannot be
resynchronised.

Messages (``type`` field; unknown fields and unknown types are refused):

============  ==========  ==================================================================
type          direction   fields
============  ==========  ==================================================================
``hello``     peer->host  protocol, app, code, name, seat (wanted, or null), token (rejoin)
``welcome``   host->peer  protocol, app, seat, token, game (the game's title), game_id (the
                          game's identity: the same wherever it is hosted again)
``state``     host->peer  seq, seats [{name, kind, connected, stand_in}], started, view (engine view
                          for this peer, or null before the start), log (new lines this
                          peer may read: [{text, kind, msg}]), log_reset (true: ``log`` is
                          the whole log), decision (the engine's record of the open
                          decision, :class:`engine.open_decision.OpenDecision`: {id,
                          player, kind, prompt, prompt_msg, min, max, counts, may_decline,
                          source, source_msg, alternatives, alternatives_msg, options (for
                          the player asked only), hidden (placeholders of cards that
                          player may not see)} or null), events (the engine's events
                          since the last state, as this peer may know them: [{kind,
                          card (null when hidden), age, set, src, dst}]; none after a
                          log reset), applied ({id, player, kind, answer}: the answer
                          just taken, another's card choice null; or null)
``answer``    peer->host  decision (id), answer (outside form, :mod:`engine.answers`: an action dict
                          ``{"action": "meld", "card": NAME}`` or a choice: card names,
                          "yes"/"no", color or player names, ints; null declines)
``error``     both        code, message, fatal
``record``    host->peer  save (the complete saved-game document, sent at the end)
``ping``      both        nonce
``pong``      both        nonce
============  ==========  ==================================================================

Versioning: ``hello`` and ``welcome`` carry :data:`PROTOCOL_VERSION`. The
``error`` message is the one form every version keeps (``type``, ``code``,
``message``, ``fatal``), and a receiver reads any object whose ``type`` is
``"error"`` and whose ``message`` is a string as an error even if other fields
differ (:func:`decode`), so a refusal from a newer or older host is always
readable. :func:`version_refusal` builds that refusal, naming both versions.

The engine's words travel as data (``msg``, ``prompt_msg``...: :meth:`engine.msg.Msg.to_data`)
beside their English, so that each joiner says them in its own language
(:mod:`innovation_desktop.words`); such data is checked on arrival
(:meth:`engine.msg.Msg.from_data`: shape, sizes, nesting) and a malformed one makes
the whole message a schema error.

No Qt here: the host and peer classes do the socket work.
"""
from __future__ import annotations

import json
import struct
from typing import Annotated, Any, Literal, Union

from engine.inputs import MAX_NAME_LEN, check_name as _engine_check_name
from engine.msg import Msg
from engine.open_decision import OpenDecision
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator, model_validator

#: The protocol version this build speaks. Peers of another version are refused.
PROTOCOL_VERSION = 4      # 2: log lines and prompts carry message data; 3: the welcome names the game_id;
                          # 4: answers in the outside form only, the decision as the engine's record,
                          # events and the answer applied
#: Largest message body in bytes (1 MiB); a larger declared length is refused unread.
MAX_MESSAGE = 1 << 20
#: Longest player name in characters.
MAX_NAME = MAX_NAME_LEN
#: Longest join code in characters.
MAX_CODE = 32
_HEADER = struct.Struct(">I")
#: Longest game id in characters.
GAME_ID_MAX = 32


def new_game_id() -> str:
    """A new game's identity: 16 random hex digits (not a secret: it is
    advertised on the LAN; it tells one hosted game from another)."""
    import secrets
    return secrets.token_hex(8)


def check_game_id(v: Any) -> str:
    """``v`` if it is a game id (1 to :data:`GAME_ID_MAX` ASCII letters and
    digits), else ``""`` (unknown): an id from the network or a file is only
    compared, never trusted for more."""
    if isinstance(v, str) and 0 < len(v) <= GAME_ID_MAX and v.isascii() and v.isalnum():
        return v
    return ""


class ProtocolError(ValueError):
    """A message that breaks the protocol. ``code`` is a short machine word
    (``"too-big"``, ``"json"``, ``"schema"``); ``fatal`` means the stream cannot go on."""

    def __init__(self, code: str, message: str, fatal: bool = False) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.fatal = fatal


def code_key(code: str) -> str:
    """A join code as it is compared: without case and without spaces or dashes
    (people read codes aloud and type them as they hear them: "3zr 96" is
    "3ZR96")."""
    return "".join(ch for ch in code if not ch.isspace() and ch != "-").casefold()


def check_name(name: Any) -> str:
    """A joiner's name: surrounding spaces removed, then the engine's player-name
    rule (:func:`engine.inputs.check_name`: 1 to :data:`MAX_NAME` characters, no
    control or invisible formatting characters, not blank). Returns the cleaned
    name; raises ``ValueError`` (``InputError``) saying what is wrong. Names are
    always shown as plain text, never markup."""
    if not isinstance(name, str):
        raise ValueError("a player name is text")
    return _engine_check_name(name.strip())


class _Msg(BaseModel):
    # strict: a value of the wrong JSON type is refused, never converted ("decision":
    # true or "3" is not decision 1 or 3; "fatal": "yes" is not true)
    model_config = ConfigDict(extra="forbid", strict=True)


class Hello(_Msg):
    """A peer's first message: who it is and which seat it wants."""

    type: Literal["hello"] = "hello"
    protocol: int
    app: str = Field(max_length=40)
    code: str = Field(max_length=MAX_CODE)
    name: str = Field(max_length=4 * MAX_NAME)
    seat: int | None = Field(default=None, ge=0, le=3)
    token: str | None = Field(default=None, max_length=100)


class Welcome(_Msg):
    """The host's acceptance: the peer's seat and its secret seat token."""

    type: Literal["welcome"] = "welcome"
    protocol: int
    app: str = Field(max_length=40)
    seat: int = Field(ge=0, le=3)
    token: str = Field(max_length=100)
    game: str = Field(default="", max_length=200)
    #: the game's identity (:func:`check_game_id`), kept with the seat so that a
    #: restarted joiner finds its game by it, whatever address reaches the host
    game_id: str = Field(default="", max_length=GAME_ID_MAX)


class SeatInfo(_Msg):
    """One seat as every peer sees it. ``kind``: remote or computer; ``stand_in``:
    the level of the computer playing a remote seat while its player is away."""

    name: str | None = None
    kind: str
    connected: bool
    stand_in: str | None = None


def _check_msg(v: Any) -> Any:
    """A message's data as :meth:`engine.msg.Msg.from_data` accepts it (None passes)."""
    if v is not None:
        Msg.from_data(v)          # raises ValueError: pydantic reports it as a schema error
    return v


class LogItem(_Msg):
    """One log line: the English ``text``, the event's ``kind`` and the message
    as data (``msg``, None for plain text), which the joiner says in its language."""

    text: str = Field(max_length=2000)
    kind: str = Field(default="", max_length=20)
    msg: dict[str, Any] | None = None

    @field_validator("msg")
    @classmethod
    def _one_msg(cls, v: Any) -> Any:
        return _check_msg(v)


#: The open decision on the wire: the engine's one record of it
#: (:class:`engine.open_decision.OpenDecision`, checked on arrival by pydantic).
DecisionInfo = OpenDecision


class EventItem(_Msg):
    """One engine event as this peer may know it (:func:`engine.view.event_data`):
    its kind, the card by name (None when hidden from this peer) with its age and
    set, and where it went from and to (``[zone, owner]``)."""

    kind: str = Field(default="", max_length=20)
    card: str | None = Field(default=None, max_length=100)
    age: int | None = Field(default=None, ge=0, le=20)
    set: str | None = Field(default=None, max_length=20)
    src: list[str | int] | None = Field(default=None, min_length=2, max_length=2)
    dst: list[str | int] | None = Field(default=None, min_length=2, max_length=2)


class Applied(_Msg):
    """The answer the host's engine just took: decision ``id``, the ``player``
    who answered, the decision's ``kind`` and the ``answer`` in its outside form
    as this peer may know it (:func:`engine.view.answer_seen_by`: another
    player's card choice is null)."""

    id: int = Field(ge=0)
    player: int = Field(ge=0, le=3)
    kind: str = Field(max_length=20)
    answer: Any = None


class StateMsg(_Msg):
    """What one peer may see now.

    Checked on arrival for what a joiner's table needs of the ``view`` (a
    ``ValueError``, so :func:`decode` refuses the message as ``schema``): its
    ``players`` a non-empty list of players with a name; its ``pending``, when
    present, the engine's record of a decision (:class:`OpenDecision`); and
    while a decision is open (``decision``) the view's ``pending`` is that same
    decision (id, player, kind): a table is never asked a question it cannot draw."""

    type: Literal["state"] = "state"
    seq: int = Field(ge=0)
    seats: list[SeatInfo]
    started: bool
    view: dict[str, Any] | None = None
    log: list[LogItem] = []
    log_reset: bool = False
    decision: DecisionInfo | None = None
    events: list[EventItem] = Field(default=[], max_length=5000)
    applied: Applied | None = None

    @model_validator(mode="after")
    def _view_fits(self) -> "StateMsg":
        v = self.view
        if v is None:
            return self
        players = v.get("players")
        if not isinstance(players, list) or not players \
                or not all(isinstance(p, dict) and isinstance(p.get("name"), str) for p in players):
            raise ValueError("the view has no list of players with their names")
        pending = v.get("pending")
        if pending is not None:
            try:
                OpenDecision.model_validate(pending)
            except ValidationError as e:
                first = e.errors()[0] if e.errors() else {"loc": (), "msg": "malformed"}
                where = ".".join(str(x) for x in first["loc"])
                raise ValueError(f"the view's pending decision is malformed ({where}: {first['msg']})") from None
        d = self.decision
        if d is not None and (not isinstance(pending, dict) or (pending.get("id"), pending.get("player"),
                                                                  pending.get("kind")) != (d.id, d.player, d.kind)):
            raise ValueError(f"the view does not show the open decision {d.id} (player {d.player + 1}, {d.kind})")
        return self


class Answer(_Msg):
    """A peer's answer to decision ``decision`` (position-file form)."""

    type: Literal["answer"] = "answer"
    decision: int = Field(ge=0)
    answer: Any = None


class Error(_Msg):
    """A refusal or a problem. This form never changes between versions."""

    type: Literal["error"] = "error"
    code: str = Field(max_length=40)
    message: str = Field(max_length=2000)
    fatal: bool = False


class Record(_Msg):
    """The complete record of a finished game (a saved-game document)."""

    type: Literal["record"] = "record"
    save: dict[str, Any]


class Ping(_Msg):
    type: Literal["ping"] = "ping"
    nonce: int = 0


class Pong(_Msg):
    type: Literal["pong"] = "pong"
    nonce: int = 0


Message = Annotated[Union[Hello, Welcome, StateMsg, Answer, Error, Record, Ping, Pong],
                    Field(discriminator="type")]
_ADAPTER: TypeAdapter[Message] = TypeAdapter(Message)


def encode(msg: BaseModel) -> bytes:
    """One message as a frame (length + JSON). Raises ProtocolError("too-big") if
    the body exceeds :data:`MAX_MESSAGE`."""
    body = msg.model_dump_json(exclude_none=False).encode("utf-8")
    if len(body) > MAX_MESSAGE:
        raise ProtocolError("too-big", f"message of {len(body)} bytes exceeds the {MAX_MESSAGE}-byte limit")
    return _HEADER.pack(len(body)) + body


def frame(body: bytes) -> bytes:
    """Raw bytes as a frame (tests use it to send anything at all)."""
    return _HEADER.pack(len(body)) + body


def _load(body: bytes) -> Any:
    """``body`` as JSON. Raises ProtocolError ``json`` for anything that is not a
    UTF-8 JSON text Python can read: bad bytes or syntax, nesting too deep, an
    integer longer than Python converts (``ValueError``: the int-string limit of
    4,300 digits), or any other failure of the parser."""
    try:
        return json.loads(body.decode("utf-8"))
    except (ValueError, RecursionError, MemoryError) as e:      # JSONDecodeError, UnicodeDecodeError too
        raise ProtocolError("json", f"not a JSON message ({type(e).__name__})") from None


def decode(body: bytes) -> Any:
    """Parse and check one message body. Returns a message model; raises
    ProtocolError ``json`` (not UTF-8 JSON, or a number too long to read),
    ``schema`` (unknown type or fields, wrong values). An ``error`` object from
    any version is read leniently. Nothing else escapes: whatever a body holds,
    the caller gets a message or a ProtocolError."""
    doc = _load(body)
    if not isinstance(doc, dict):
        raise ProtocolError("schema", "a message is a JSON object")
    try:
        return _ADAPTER.validate_python(doc)
    except ValidationError as e:
        try:
            if doc.get("type") == "error" and isinstance(doc.get("message"), str):
                code = doc.get("code", "error")
                return Error(code=printable_line(code if isinstance(code, str) else "error", 40),
                             message=doc["message"][:2000], fatal=bool(doc.get("fatal", True)))
            first = e.errors()[0]
            loc = ".".join(printable_line(x, 40) for x in first["loc"]) or "message"
            msg = printable_line(first["msg"], 300)
        except Exception:  # noqa: BLE001  (a report of the report's failure: still a schema error)
            loc, msg = "message", "not readable"
        raise ProtocolError("schema", f"bad message: {loc}: {msg}") from None
    except (RecursionError, MemoryError, ValueError, TypeError) as e:   # a validator's own failure
        raise ProtocolError("schema", f"bad message ({type(e).__name__})") from None


def printable_line(text: Any, limit: int = 500) -> str:
    """``text`` as one line of plain printable text, for a console, a log or a
    status line: every line break, tab, control, formatting or other
    non-printable character (escape sequences, bidirectional overrides) becomes
    a space or a ``\\uXXXX`` escape; cut to ``limit`` characters with "…".
    Whatever a peer sends, printing the result writes exactly one line and no
    terminal command."""
    out = []
    for ch in str(text):
        if ch.isprintable():
            out.append(ch)
        elif ch in "\r\n\t\v\f\x1c\x1d\x1e\x85\u2028\u2029":
            out.append(" ")
        else:
            out.append(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
        if len(out) > limit:
            break
    line = "".join(out)
    return line if len(line) <= limit else line[:max(0, limit - 1)] + "\u2026"


def peek_protocol(body: bytes) -> tuple[str | None, Any]:
    """``(type, protocol)`` of a message body, read without the schema (so that a
    hello from another version can be refused by version, not by its fields).
    Returns ``(None, None)`` if it is not a JSON object (an unreadable body
    included: :func:`decode` then refuses it)."""
    try:
        doc = _load(body)
    except ProtocolError:
        return None, None
    if not isinstance(doc, dict):
        return None, None
    typ, proto = doc.get("type"), doc.get("protocol")
    return (typ if isinstance(typ, str) else None), proto


def version_refusal(theirs: Any, side: str) -> Error:
    """The refusal of a peer (or host) speaking protocol ``theirs``; ``side`` is
    "host" or "peer" (who refuses). Names both versions."""
    other = "peer" if side == "host" else "host"
    return Error(
        code="version",
        fatal=True,
        message=f"protocol version mismatch: this {side} speaks version {PROTOCOL_VERSION}, "
        f"the {other} speaks version {printable_line(repr(theirs), 40)}; both need the same version of "
        f"Innovation Desktop",
    )


class FrameDecoder:
    """Cuts a byte stream into message bodies.

    ``feed(data)`` returns the complete bodies now available (bytes). Raises
    ProtocolError("too-big", fatal=True) as soon as a header announces more than
    ``limit`` bytes; at most ``limit + 4`` bytes are ever buffered."""

    def __init__(self, limit: int = MAX_MESSAGE) -> None:
        self.limit = limit
        self._buf = bytearray()
        self._need: int | None = None

    def feed(self, data: bytes) -> list[bytes]:
        self._buf += data
        out: list[bytes] = []
        while True:
            if self._need is None:
                if len(self._buf) < 4:
                    break
                (n,) = _HEADER.unpack_from(self._buf, 0)
                if n > self.limit:
                    self._buf.clear()
                    raise ProtocolError("too-big", f"a message of {n} bytes announced; the limit is "
                                                   f"{self.limit} bytes", fatal=True)
                del self._buf[:4]
                self._need = n
            if len(self._buf) < self._need:
                break
            out.append(bytes(self._buf[:self._need]))
            del self._buf[:self._need]
            self._need = None
        return out

    def wanted(self) -> int:
        """How many more bytes the current frame needs (4 when between frames)."""
        if self._need is None:
            return 4 - len(self._buf)
        return self._need - len(self._buf)
