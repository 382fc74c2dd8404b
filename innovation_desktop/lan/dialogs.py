"""The LAN dialogs: *Game > Host a LAN game* and *Game > Join a LAN game*.

:class:`HostDialog` chooses the seats (the person at this computer, a seat for a
joiner, a computer player and its level), the edition, the team game, the port
and the join code; then it opens the table (a :class:`~.net.host.Host` listening
on TCP, advertised with zeroconf) and shows the address, port and code to give
the joiners and who has joined, until the game starts (every joiner's seat
taken: the host starts it by itself).

:class:`JoinDialog` lists the games found on the network, updated live
(:class:`DiscoveryThread`: zeroconf runs on its own threads, results come by
signals), and always offers an address:port field, since routers, VPNs and
firewalls often block the multicast that discovery uses. It joins with the code
and a name, shows the host's refusals (started game, wrong code, full table, bad
token...) and waits for the start.

Everything a joiner or the network says (names, titles, refusals) is shown as
plain text.
"""
from __future__ import annotations

import secrets
import socket
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from ..i18n import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSpinBox,
                               QStackedWidget, QVBoxLayout, QWidget)

from ..plain import plain_label, rich
from ..table.dialogs import checked_expansions, sync_game_options
from ..words import level_name, name_problem_text

if TYPE_CHECKING:       # (imported late at run time)
    from ..net.discovery import Browser, FoundGame
    from ..net.host import Host
    from ..net.peer import Peer
    from ..net.protocol import StateMsg

translate = QCoreApplication.translate

#: Seat choices of the host dialog: (value, label). ``local`` is the person at this
#: computer, ``remote`` a seat a joiner takes; the rest are computer levels.
#: The labels are marked for translation (context ``HostDialog``) and translated where shown.
HOST_SEAT_CHOICES = (("local", QT_TRANSLATE_NOOP("HostDialog", "You (at this computer)")),
                     ("remote", QT_TRANSLATE_NOOP("HostDialog", "A joiner (over the network)")),
                     ("easy", QT_TRANSLATE_NOOP("HostDialog", "Computer (easy)")),
                     ("strong", QT_TRANSLATE_NOOP("HostDialog", "Computer (strong)")),
                     ("random", QT_TRANSLATE_NOOP("HostDialog", "Computer (random)")))
#: Letters of a join code: none that look or sound alike when read aloud or
#: written by hand (0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, U/V, M/N), and the code is compared
#: without case (:func:`~.net.protocol.code_key`).
CODE_ALPHABET = "ACEFGHJKPRTWXY34679"
#: Characters of a new join code: 19 ** 6 = 47 million codes (the host slows down
#: and then locks out wrong ones: :data:`~.net.host.FREE_WRONG_CODES`).
CODE_LENGTH = 6
#: The one line on why a game may not be listed, shown in the join dialog (translated there).
NOT_FOUND_NOTE = QT_TRANSLATE_NOOP("JoinDialog", "Not listed? Routers, VPNs and firewalls often block the multicast "
                                   "used to find games: type the host's address and port instead, and ask the "
                                   "host to let that port through the firewall.")


#: The host's refusals a joiner's app says in its own language: the host's exact
#: English words, marked for translation; other refusals are shown as the host worded them.
REFUSALS = (QT_TRANSLATE_NOOP("JoinDialog", "wrong join code"),
            QT_TRANSLATE_NOOP("JoinDialog", "the table is full"),
            QT_TRANSLATE_NOOP("JoinDialog", "no hello within 10 seconds"),
            QT_TRANSLATE_NOOP("JoinDialog", "nothing heard for a minute"),
            QT_TRANSLATE_NOOP("JoinDialog", "this seat was rejoined from another connection"),
            QT_TRANSLATE_NOOP("JoinDialog", "this seat token is not valid for this game; join without it "
                                            "(before the start) or ask the host"),
            QT_TRANSLATE_NOOP("JoinDialog", "the game has started; only its players can rejoin (with their "
                                            "seat token)"))


def refusal_text(code: str, message: str) -> str:
    """A host's refusal (``code``, ``message``: the protocol's Error) as the joiner
    reads it: the host's known sentences in the interface's language, any other
    as the host worded it. Too many wrong join codes (``code-wait``: wait N
    seconds; ``code-busy``: the same for every computer, after too many from
    many; ``code-locked``: locked out for N minutes) are said in full, with
    what to do."""
    import re
    if code in ("code-wait", "code-busy", "code-locked"):
        m = re.search(r"\b(\d{1,5}) (second|minute)", message)
        n = int(m.group(1)) if m else None
        if code == "code-wait" and n is not None:
            return translate("JoinDialog", "too many wrong join codes from this computer: the host will not look "
                                           "at another one for {seconds} seconds. Check the code with the host, "
                                           "then try again").format(seconds=n)
        if code == "code-busy" and n is not None:
            return translate("JoinDialog", "too many wrong join codes were sent to this game from many computers: "
                                           "the host will not look at another one for {seconds} seconds. "
                                           "Try again then").format(seconds=n)
        if code == "code-locked" and n is not None:
            return translate("JoinDialog", "too many wrong join codes from this computer: the host refuses it for "
                                           "{minutes} minutes. Ask the host for the code").format(minutes=n)
    return translate("JoinDialog", message) if message in REFUSALS else message


def new_code(n: int = CODE_LENGTH) -> str:
    """A random join code of ``n`` letters and digits from :data:`CODE_ALPHABET`."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(n))


def my_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback (the LAN one first);
    ``["127.0.0.1"]`` when it has none."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
    from ..net.discovery import _my_address
    out: list[str] = []
    first = _my_address()
    if first != "127.0.0.1":
        out.append(first)
    for a in QNetworkInterface.allAddresses():
        if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not a.isLoopback():
            t = a.toString()
            if t not in out:
                out.append(t)
    return out or ["127.0.0.1"]


def parse_address(text: str) -> tuple[str, int]:
    """``"HOST:PORT"`` (``[IPv6]:PORT`` too) -> ``(host, port)``. Raises
    ValueError with a sentence for the dialog."""
    t = text.strip()
    host, sep, port = t.rpartition(":")
    host = host.strip().strip("[]")
    if not sep or not host:
        raise ValueError(translate("JoinDialog", "Type the host's address and port, like 192.168.1.20:40123."))
    if not port.strip().isdigit() or not 0 < int(port) < 65536:
        raise ValueError(translate("JoinDialog", "The port must be a number from 1 to 65535, not {port}.")
                         .format(port=repr(port.strip())))
    if len(host) > 255 or any(ch.isspace() for ch in host):
        raise ValueError(translate("JoinDialog", "That is not a host address."))
    return host, int(port)


# ---- the seats this computer joined (to rejoin them after a restart) -------------------
#: Largest seat-memory file read (bytes), and entries kept.
MAX_SEATS_FILE = 64 * 1024
MAX_SEATS_KEPT = 40


#: A remembered seat: {host, port, code, name, token, seat, game_id, title, offer} (JSON).
SeatEntry = dict[str, Any]


def seats_path() -> Path:
    """Where the seats joined from this computer are kept (``data_dir()/lan-seats.json``)."""
    from ..saves.paths import data_dir
    return data_dir() / "lan-seats.json"


def _seat_entries() -> list[SeatEntry]:
    from pydantic import BaseModel, ConfigDict, Field, ValidationError

    class _Entry(BaseModel):
        model_config = ConfigDict(extra="forbid")
        host: str = Field(max_length=255)
        port: int = Field(ge=1, le=65535)
        code: str = Field(max_length=32)
        name: str = Field(max_length=240)
        token: str = Field(max_length=100)
        seat: int = Field(ge=0, le=3)
        #: the game's identity (the host's welcome; "" from an older host)
        game_id: str = Field(default="", max_length=32)
        #: the game's title, for the offer at start-up
        title: str = Field(default="", max_length=200)
        #: offered at start-up (False once declined there)
        offer: bool = True
    import json
    p = seats_path()
    try:
        with open(p, "rb") as f:
            data = f.read(MAX_SEATS_FILE + 1)
    except OSError:
        return []
    if len(data) > MAX_SEATS_FILE:
        return []
    try:
        doc = json.loads(data.decode("utf-8"))
        return [_Entry.model_validate(e).model_dump() for e in doc][-MAX_SEATS_KEPT:] if isinstance(doc, list) else []
    except (ValueError, ValidationError, TypeError, RecursionError):
        return []            # a damaged file only means no rejoining by token


def _same_seat(e: SeatEntry, host: str, port: int, code: str, name: str) -> bool:
    from ..net.protocol import code_key
    return (_same_address(e["host"]), e["port"], code_key(e["code"]), e["name"]) == \
        (_same_address(host), port, code_key(code), name)


def remembered_token(host: str, port: int, code: str, name: str) -> str | None:
    """The seat token this computer received when ``name`` joined ``host:port`` with
    ``code`` (to rejoin that seat), or None. Codes compare without case.

    One host has many addresses (picked from the list, typed as ``127.0.0.1``, its
    name, another interface): when none was remembered for this exact address, the
    latest token kept for the same port, join code and name is used. It goes only
    to a host that listens on that port with that table's join code; a host that
    does not know it refuses it and it is then forgotten."""
    from ..net.protocol import code_key
    entries = list(reversed(_seat_entries()))
    for e in entries:
        if _same_seat(e, host, port, code, name):
            token: str = e["token"]
            return token
    for e in entries:
        if (e["port"], code_key(e["code"]), e["name"]) == (port, code_key(code), name):
            token = e["token"]
            return token
    return None


def _write_entries(entries: list[SeatEntry]) -> None:
    import json
    import os
    p = seats_path()
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        tmp = p.with_name(f".{p.name}.{secrets.token_hex(4)}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(entries[-MAX_SEATS_KEPT:], f)
        os.replace(tmp, p)
    except OSError:
        pass


def remember_seat(host: str, port: int, code: str, name: str, token: str | None, seat: int = 0, *,
                  game_id: str = "", title: str = "") -> None:
    """Keep (``token`` given) or forget (None) the seat ``name`` holds at
    ``host:port``, with the game's identity ``game_id`` and ``title`` (from the
    host's welcome). The file is private to the user (mode 0600). Errors are
    ignored: the memory only spares typing."""
    entries = [e for e in _seat_entries() if not _same_seat(e, host, port, code, name)]
    if token is not None:
        from ..net.protocol import check_game_id
        entries.append({"host": host, "port": port, "code": code, "name": name, "token": token, "seat": seat,
                        "game_id": check_game_id(game_id), "title": title[:200], "offer": True})
    _write_entries(entries)


def _same_address(a: str) -> str:
    """An address in one spelling: brackets off, an IP address in its compressed
    lower-case form (``FE80::1`` and ``fe80:0::1`` alike), a name in lower case."""
    import ipaddress
    a = a.strip().strip("[]")
    try:
        return ipaddress.ip_address(a).compressed
    except ValueError:
        return a.lower()


def _this_computer(a: str) -> bool:
    """True if address ``a`` is this computer's own (loopback, ``localhost``, or an
    address of one of its interfaces)."""
    import ipaddress
    a = _same_address(a)
    if a in ("localhost", socket.gethostname().lower()):
        return True
    try:
        if ipaddress.ip_address(a).is_loopback:
            return True
    except ValueError:
        return False
    try:
        return a in {_same_address(x) for x in my_addresses()}
    except Exception:  # noqa: BLE001  (no network: then only loopback is ours)
        return False


def remembered_seat_at(addresses: Iterable[str], port: int, entries: list[SeatEntry] | None = None,
                       game_id: str = "") -> SeatEntry | None:
    """The latest seat this computer joined in the game found at ``port`` on one of
    ``addresses``: {host, port, code, name, token, seat, game_id, title, offer},
    or None. Used to offer a restarted joiner its seat back in the list of games
    found.

    A game is known by its identity: with ``game_id`` (the game advertises it),
    the seat kept for that game matches whatever address or port it was joined
    at (the host's LAN address in the list, ``127.0.0.1`` typed, another
    interface); a seat kept for another game never matches. Without one (an
    older host), the address (compared as :func:`_same_address` spells it) and
    port must match. A seat is forgotten when its game ends, when the host
    refuses its token, or when the host says the join code is wrong (another game
    on that port). ``entries``: the remembered seats if already read (else the
    file is read)."""
    from ..net.protocol import check_game_id
    gid = check_game_id(game_id)
    kept = list(reversed(_seat_entries() if entries is None else entries))
    if gid:
        for e in kept:
            if e.get("game_id") == gid:
                return e
    addrs = {_same_address(a) for a in addresses}
    for e in kept:
        if gid and e.get("game_id"):
            continue                # kept for another game than the one found there
        if e["port"] == port and _same_address(e["host"]) in addrs:
            return e
    return None


def remembered_seat_typed(host: str, port: int, found: Iterable[FoundGame] = (),
                          entries: list[SeatEntry] | None = None) -> SeatEntry | None:
    """The latest seat this computer joined at ``host:port`` as typed in the Join
    dialog, whatever spelling of the host's address it was joined with: the same
    address; both this computer's own (``127.0.0.1`` typed, the LAN address
    kept); or a game of ``found`` (discovery) listening there whose identity is
    the seat's game. None if no seat matches."""
    kept = list(reversed(_seat_entries() if entries is None else entries))
    h = _same_address(host)
    for g in found:                 # the game found at that address: by its identity
        if g.port == port and g.game_id and h in {_same_address(a) for a in g.addresses}:
            mine = remembered_seat_at(g.addresses, g.port, entries, g.game_id)
            if mine is not None:
                return mine
    for e in kept:
        if e["port"] == port and _same_address(e["host"]) == h:
            return e
    if _this_computer(host):
        for e in kept:
            if e["port"] == port and _this_computer(e["host"]):
                return e
    return None


def seat_to_offer() -> SeatEntry | None:
    """The seat to offer back at start-up: the latest seat this computer joined
    whose game has not ended here (a seat is forgotten at its game's end) and that
    was not declined at start-up before; None if there is none."""
    for e in reversed(_seat_entries()):
        if e.get("offer", True):
            return e
    return None


def decline_offer(entry: SeatEntry) -> None:
    """Do not offer ``entry``'s seat at start-up again (it stays in the Join list)."""
    entries = _seat_entries()
    for e in entries:
        if _same_seat(e, entry["host"], entry["port"], entry["code"], entry["name"]) and e["token"] == entry["token"]:
            e["offer"] = False
    _write_entries(entries)


def forget_seat(host: str, port: int, code: str, name: str, token: str | None) -> None:
    """Forget the seat ``name`` held at ``host:port`` with ``code``, under every
    address it was kept at with that ``token`` (its game is over)."""
    remember_seat(host, port, code, name, None)
    forget_token((port, code, name), token)


def forget_token(key: tuple[int, str, str], token: str | None) -> None:
    """Forget every remembered seat with ``key`` (port, code, name) and ``token``
    (a token the host refused, whatever address it was kept under)."""
    if token is None:
        return
    _write_entries([e for e in _seat_entries() if e["token"] != token])


# ---- discovery off the GUI thread ----------------------------------------------------
class DiscoveryThread(QObject):
    """Watches the network for hosted games without ever blocking the GUI: zeroconf
    starts on a thread of its own and reports through signals delivered on the
    GUI thread: ``games(list[FoundGame])`` at each change, ``failed(str)`` if
    zeroconf cannot start (no multicast: typing the address still works).
    ``interfaces`` limits it (tests: ``["127.0.0.1"]``).

    Zeroconf's threads touch no Qt object: they hand their reports to an
    :class:`~innovation_desktop.threads.Inbox` (plain Python), which delivers them
    here. Deleted with its parent without :meth:`close`, it closes zeroconf
    itself."""

    games = Signal(list)
    failed = Signal(str)

    def __init__(self, interfaces: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from ..threads import Inbox
        self._inbox = Inbox(self)
        self._inbox.arrived.connect(self._arrived)
        self._watch = _Watch(interfaces, self._inbox.mailbox)
        self.destroyed.connect(self._watch.close)
        self._thread = threading.Thread(target=self._watch.run, name="lan-discovery", daemon=True)
        self._thread.start()

    def _arrived(self, item: tuple[str, Any]) -> None:
        what, arg = item
        if what == "games":
            self.games.emit(arg)
        else:
            self.failed.emit(arg)

    def close(self) -> None:
        """Stop watching (zeroconf is closed on a thread of its own)."""
        self._inbox.close()
        self._watch.close()


class _Watch:
    """The plain-Python side of :class:`DiscoveryThread`: starts zeroconf's browser
    on its thread, puts ``("games", list)`` or ``("failed", text)`` in the
    mailbox, and closes the browser (holds no Qt object)."""

    def __init__(self, interfaces: list[str] | None, mailbox: Any) -> None:
        self.interfaces = interfaces
        self.mailbox = mailbox
        self.browser: Browser | None = None
        self.closed = False
        self.lock = threading.Lock()
        self.closer: threading.Thread | None = None

    def run(self) -> None:
        from ..net.discovery import Browser
        try:
            b = Browser(lambda games: self.mailbox.put(("games", games)), interfaces=self.interfaces)
        except OSError as e:
            self.mailbox.put(("failed", str(e)))
            return
        with self.lock:
            if not self.closed:
                self.browser = b
                return
        b.close()

    def close(self, *_: Any) -> None:
        with self.lock:
            self.closed = True
            b, self.browser = self.browser, None
        if b is not None:
            self.closer = threading.Thread(target=b.close, name="lan-discovery-close", daemon=True)
            self.closer.start()


class AdvertiserThread:
    """Advertises a hosted game from a thread of its own (zeroconf's announcing
    waits on the network for a second or more): :meth:`update` announces the open
    seats, :meth:`close` withdraws the game. ``on_result(ok, text)`` is called on
    that thread once it has started (or failed)."""

    def __init__(self, title: str, port: int, open_seats: int, seats: int, *,
                 interfaces: list[str] | None = None, on_result: Callable[[bool, str], object] | None = None,
                 game_id: str = "") -> None:
        self._cv = threading.Condition()
        self._jobs: list[Any] = []
        self._args = (title, port, open_seats, seats, interfaces, game_id)
        self._on_result = on_result
        self._thread = threading.Thread(target=self._run, name="lan-advertise", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        from ..net.discovery import Advertiser
        title, port, open_seats, seats, interfaces, game_id = self._args
        try:
            ad = Advertiser(title, port, open_seats, seats, interfaces=interfaces,
                            addresses=interfaces, game_id=game_id)
        except (OSError, ValueError) as e:
            if self._on_result:
                self._on_result(False, str(e))
            return
        if self._on_result:
            self._on_result(True, "")
        while True:
            with self._cv:
                while not self._jobs:
                    self._cv.wait()
                job = self._jobs.pop(0)
            try:
                if job is None:
                    ad.close()
                    return
                ad.update(job)
            except Exception:  # noqa: BLE001  (zeroconf's errors: advertising is best effort)
                if job is None:
                    return

    def update(self, open_seats: int) -> None:
        with self._cv:
            self._jobs.append(open_seats)
            self._cv.notify()

    def close(self) -> None:
        with self._cv:
            self._jobs.append(None)
            self._cv.notify()


# ---- hosting ------------------------------------------------------------------------
class HostDialog(QDialog):
    """*Host a LAN game*: the options page, then the waiting page.

    After it is accepted, :attr:`host` is the started :class:`~.net.host.Host`
    (listening, its game begun) and :attr:`advertiser` its advertisement (or None);
    the caller owns both. Rejected, the host is closed. ``bind`` is the address to
    listen on and ``interfaces`` limits the advertisement (tests use
    ``"127.0.0.1"``); ``advertise=False`` does not advertise. ``save`` (a host's
    save path) opens the page of a game hosted again: its seats are fixed.

    Signals: ``hosting(port)`` once it listens."""

    hosting = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, bind: str = "0.0.0.0",
                 interfaces: list[str] | None = None, advertise: bool = True, save: str | None = None,
                 default_name: str = "Ada") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("HostDialog", "Host a LAN game") if save is None
                            else translate("HostDialog", "Host a saved LAN game"))
        self.bind, self.interfaces, self.advertise = bind, interfaces, advertise
        self.save_path = save
        self.host: Host | None = None
        self.advertiser: AdvertiserThread | None = None
        self._ad_state = ""
        lay = QVBoxLayout(self)
        self.pages = QStackedWidget()
        lay.addWidget(self.pages)
        self.pages.addWidget(self._options_page(default_name))
        self.pages.addWidget(self._wait_page())
        self._update()
        if save is not None:
            self._from_save(save)

    def _from_save(self, path: str) -> None:
        """Fill the title, port and code the saved game was hosted with, so its
        players' apps find it where it was (they rejoin by themselves)."""
        from ..net.host import read_host_meta
        net = read_host_meta(path)
        if net.get("title"):
            self.title.setText(str(net["title"])[:50])
        if isinstance(net.get("port"), int) and 0 < net["port"] < 65536:
            self.port.setValue(net["port"])
        if isinstance(net.get("code"), str) and 0 < len(net["code"]) <= 32:
            self.code.setText(net["code"])

    # -- page 1: the options
    def _options_page(self, default_name: str) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, 4)
        self.count.setValue(2)
        if self.save_path is None:
            form.addRow(translate("HostDialog", "&Players:"), self.count)
        lay.addLayout(form)
        grid = QGridLayout()
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        for i in range(4):
            e = QLineEdit(default_name if i == 0 else "")
            cb = QComboBox()
            for k, label in HOST_SEAT_CHOICES:
                cb.addItem(translate("HostDialog", label), k)
            cb.setCurrentIndex(0 if i == 0 else 1)
            cb.currentIndexChanged.connect(self._update)
            grid.addWidget(QLabel(translate("HostDialog", "Seat {number}:").format(number=i + 1)), i, 0)
            grid.addWidget(cb, i, 1)
            grid.addWidget(e, i, 2)
            self.names.append(e)
            self.kinds.append(cb)
        if self.save_path is None:
            lay.addLayout(grid)
        form2 = QFormLayout()
        self.edition = QComboBox()
        self.edition.addItem(translate("HostDialog", "Third edition (current rules)"), "third")
        self.edition.addItem(translate("HostDialog", "First edition"), "first")
        self.edition.addItem(translate("HostDialog", "Fourth edition (2024: ages up to 11, the Junk)"), "fourth")
        self.teams = QCheckBox(translate("HostDialog", "Team game (players 1+3 against 2+4)"))
        self.artifacts = QCheckBox(translate("HostDialog", "Artifacts of History expansion"))
        self.artifacts.setToolTip(translate("HostDialog", "Dig artifacts when you meld, a display beside your board, "
                                            "a free artifact dogma at the start of your turn; one more achievement "
                                            "to win."))
        self.relics = QCheckBox(translate("HostDialog", "with Relics"))
        self.relics.setToolTip(translate("HostDialog", "Five relics, seized when you dig an artifact of their value; "
                                         "each counts as an achievement and can be stolen."))
        from ..table.dialogs import expansion_boxes
        self.echoes, self.cities = expansion_boxes()
        self.artifacts.toggled.connect(self._update)
        from ..table.dialogs import expansion_missing_effects
        missing = expansion_missing_effects()
        if missing:         # as in New game: not offered while some of its cards would do nothing
            self.artifacts.setEnabled(False)
            self.artifacts.setToolTip(translate("HostDialog", "Not available in this build: {count} Artifacts "
                                                "cards have no effects yet.").format(count=len(missing)))
        if self.save_path is None:
            form2.addRow(translate("HostDialog", "&Edition:"), self.edition)
            form2.addRow("", self.teams)
            form2.addRow("", self.artifacts)
            form2.addRow("", self.relics)
            form2.addRow("", self.echoes)
            form2.addRow("", self.cities)
        self.edition.currentIndexChanged.connect(lambda _i: self._update())
        self.title = QLineEdit(translate("HostDialog", "Innovation at {computer}").format(
            computer=socket.gethostname()[:30]))
        self.title.setMaxLength(50)
        form2.addRow(translate("HostDialog", "Game &name:"), self.title)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(translate("HostDialog", "Automatic"))
        self.port.setValue(0)
        self.port.setToolTip(translate("HostDialog", "The TCP port the game listens on. Automatic picks a free "
                                       "one; choose a fixed port if you open it in a firewall."))
        form2.addRow(translate("HostDialog", "&Port:"), self.port)
        self.code = QLineEdit(new_code())
        self.code.setMaxLength(32)
        self.code.setToolTip(translate("HostDialog", "Joiners must type this code. Give it to your players only."))
        form2.addRow(translate("HostDialog", "&Join code:"), self.code)
        lay.addLayout(form2)
        self.error = plain_label()
        self.error.setStyleSheet("color:#b3261e")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.open_button = bb.button(QDialogButtonBox.StandardButton.Ok)
        self.open_button.setText(translate("HostDialog", "Open the table"))
        bb.accepted.connect(self.open_table)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.count.valueChanged.connect(self._update)
        return w

    # -- page 2: waiting for the joiners
    def _wait_page(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.setContentsMargins(0, 0, 0, 0)
        self.where = QLabel()
        self.where.setTextFormat(Qt.TextFormat.RichText)       # made here; the address and code are ours
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where.setWordWrap(True)
        lay.addWidget(self.where)
        self.ad_label = plain_label()
        self.ad_label.setWordWrap(True)
        lay.addWidget(self.ad_label)
        lay.addWidget(QLabel(translate("HostDialog", "<b>At the table:</b>")))
        self.seat_list = QListWidget()     # items are plain text (names from joiners)
        self.seat_list.setMinimumHeight(110)
        lay.addWidget(self.seat_list)
        self.wait_note = plain_label()
        self.wait_note.setWordWrap(True)
        lay.addWidget(self.wait_note)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        bb.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("HostDialog", "Close the table"))
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        return w

    def _update(self) -> None:
        n = self.count.value()
        for i in range(4):
            on = i < n
            self.kinds[i].setEnabled(on)
            k = self.kinds[i].currentData()
            self.names[i].setEnabled(on and k == "local")
            self.names[i].setPlaceholderText(translate("HostDialog", "the joiner's name") if k == "remote" else
                                             "" if k == "local" else translate("HostDialog", "a computer player"))
        sync_game_options(n, self.teams, self.artifacts, self.relics, self.edition.currentData(),
                          (self.echoes, self.cities))

    def options(self) -> dict[str, Any]:
        """``{"kinds", "name", "edition", "teams", "expansions", "relics", "title",
        "port", "code"}`` from the first page (expansions: any of
        ``"artifacts"``, ``"echoes"``, ``"cities"`` in that order, or ``[]``). Raises ValueError
        with a sentence for bad input."""
        n = self.count.value()
        kinds = [self.kinds[i].currentData() for i in range(n)] if self.save_path is None else []
        if self.save_path is None:
            if kinds.count("local") > 1:
                raise ValueError(translate("HostDialog", "Only one seat can be yours; the others are joiners or "
                                           "computer players."))
            if "remote" not in kinds:
                raise ValueError(translate("HostDialog", "A LAN game needs at least one seat for a joiner."))
        name = None
        if "local" in kinds:
            from ..net.protocol import check_name
            raw = self.names[kinds.index("local")].text()
            try:
                name = check_name(raw)
            except ValueError as e:
                raise ValueError(translate("HostDialog", "Your name: {problem}.").format(
                    problem=name_problem_text(raw) or e)) from None
        code = self.code.text().strip()
        if not code or not code.isprintable():
            raise ValueError(translate("HostDialog", "The join code must be 1 to 32 letters, digits or signs."))
        title = self.title.text().strip() or "Innovation"
        return {"kinds": kinds, "name": name, "edition": self.edition.currentData(),
                "teams": self.teams.isChecked(),
                "expansions": checked_expansions(self.artifacts, self.echoes, self.cities),
                "relics": self.relics.isChecked(), "title": title, "port": self.port.value(), "code": code}

    def open_table(self) -> None:
        """Make the host, listen, advertise, and show the waiting page (or the
        error on the first page)."""
        from ..net.host import Host
        from ..settings import SETTINGS
        try:
            o = self.options()
            if self.save_path is not None:
                host = Host.from_save(self.save_path, o["code"], title=o["title"],
                                      computer_delay_ms=SETTINGS.computer_delay_ms)
            else:
                host = Host.new(o["kinds"], o["code"], local_name=o["name"], edition=o["edition"],
                                teams=o["teams"], title=o["title"], expansions=o["expansions"],
                                relics=o["relics"], computer_delay_ms=SETTINGS.computer_delay_ms)
            port = host.listen(self.bind, o["port"])
        except (ValueError, OSError) as e:
            msg = str(e)
            self.error.setText(msg[0].upper() + msg[1:] if msg else translate("HostDialog", "Cannot host this game."))
            return
        except Exception as e:  # noqa: BLE001  (SaveError: a bad save is shown, not crashed on)
            from ..library.said import error_text
            self.error.setText(translate("HostDialog", "Cannot host this save: {problem}").format(
                problem=error_text(e)))
            return
        self.host = host
        host.setParent(self)
        host.changed.connect(self._seats_changed)
        host.started.connect(self._started)
        addrs = my_addresses() if self.bind in ("0.0.0.0", "::") else [self.bind]
        self.addresses, self.port_number = addrs, port
        from ..plain import esc
        lines = "<br>".join(f"<b>{esc(a)}:{port}</b>" for a in addrs)
        self.where.setText(translate("HostDialog", "Joiners type this address (Game &gt; Join a LAN game):"
                                     "<br>{addresses}<br>Join code: <b>{code}</b>").format(
            addresses=lines, code=esc(o["code"])))
        if self.advertise:
            self.ad_label.setText(translate("HostDialog", "Announcing the game on the network..."))
            self.advertiser = AdvertiserThread(o["title"], port, len(host.open_seats()), len(host.seats),
                                               interfaces=self.interfaces, on_result=self._ad_result_thread,
                                               game_id=host.game_id)
        else:
            self.ad_label.setText(translate("HostDialog", "Not announced on the network: joiners type the address."))
        self._ad_poll = QTimer(self)
        self._ad_poll.setInterval(100)
        self._ad_poll.timeout.connect(self._show_ad_state)
        self._ad_poll.start()
        self._last_open = len(host.open_seats())
        self.pages.setCurrentIndex(1)
        self._seats_changed()
        self.hosting.emit(port)
        if host.started_game:          # hosted again from a save: it goes on at once
            QTimer.singleShot(0, self._started)

    def _ad_result_thread(self, ok: bool, text: str) -> None:   # the advertiser's thread
        self._ad_state = "ok" if ok else f"failed: {text}"

    def _show_ad_state(self) -> None:
        st = self._ad_state
        if not st:
            return
        self._ad_poll.stop()
        if st == "ok":
            self.ad_label.setText(translate("HostDialog", "Announced on the network: joiners see it in their list."))
        else:
            self.ad_label.setText(translate("HostDialog", "Not announced on the network ({problem}); joiners type "
                                            "the address.").format(problem=st[8:]))

    def _seats_changed(self) -> None:
        h = self.host
        if h is None:
            return
        self.seat_list.clear()
        for i, s in enumerate(h.seats):
            if s.is_local:
                line = translate("HostDialog", "Seat {number}: {name} (you)")
            elif s.is_remote and s.name is None:
                line = translate("HostDialog", "Seat {number}: open: waiting for a joiner")
            elif s.is_remote:
                line = translate("HostDialog", "Seat {number}: {name}")
            else:
                line = translate("HostDialog", "Seat {number}: {name} ({level})")
            level = level_name(s.kind)
            self.seat_list.addItem(QListWidgetItem(line.format(number=i + 1, name=s.name, level=level)))  # plain text
        n = len(h.open_seats())
        self.wait_note.setText(translate("HostDialog", "The game starts as soon as every joiner's seat is taken.")
                               if n else translate("HostDialog", "Every seat is taken: starting."))
        if self.advertiser is not None and n != self._last_open:
            self._last_open = n
            self.advertiser.update(n)

    def _started(self) -> None:
        if self.result() != QDialog.DialogCode.Accepted and self.isVisible():
            self.accept()
        elif not self.isVisible():
            self.setResult(QDialog.DialogCode.Accepted)

    def reject(self) -> None:
        if self.host is not None and not self.host.started_game:
            self.host.close()
            self.host.deleteLater()
            self.host = None
            if self.advertiser is not None:
                self.advertiser.close()
                self.advertiser = None
        super().reject()

    def take(self) -> tuple[Host | None, AdvertiserThread | None]:
        """The started host and its advertiser, now owned by the caller (the
        dialog no longer parents the host). Returns ``(host, advertiser)``."""
        h, ad = self.host, self.advertiser
        if h is not None:
            h.setParent(None)
            h.changed.disconnect(self._seats_changed)
        self.host = self.advertiser = None
        return h, ad


# ---- joining -----------------------------------------------------------------------
class JoinDialog(QDialog):
    """*Join a LAN game*: the games found, an address:port field, the join code,
    your name and the seat you want. Accepted once the host has started the game;
    :attr:`peer` is then the connected :class:`~.net.peer.Peer` (owned by the
    caller after :meth:`take`). Refusals are shown in the dialog.
    ``interfaces`` limits discovery (tests: ``["127.0.0.1"]``); ``discover=False``
    does not look for games."""

    def __init__(self, parent: QWidget | None = None, *, interfaces: list[str] | None = None,
                 discover: bool = True, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("JoinDialog", "Join a LAN game"))
        # wide enough for a usual found game's line (title, host, open seats) to
        # show whole; a longer one has its whole text in a tooltip
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 96)
        self.peer: Peer | None = None
        self.found: list[FoundGame] = []
        #: (code, name, the name before, token) filled in from a held seat by the last pick or address typed
        self._offered: tuple[str, str, str, str] | None = None
        #: the last refusal shown (plain text), for tests and the log
        self.refusal = ""
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(translate("JoinDialog", "<b>Games on this network</b>")))
        self.list = QListWidget()
        self.list.setMinimumHeight(120)
        self.list.currentItemChanged.connect(self._picked)
        self.list.itemDoubleClicked.connect(lambda _it: self.join())
        lay.addWidget(self.list)
        self.search_note = plain_label(text=translate("JoinDialog", "Looking for games...") if discover else "")
        lay.addWidget(self.search_note)
        note = plain_label(text=translate("JoinDialog", NOT_FOUND_NOTE))
        note.setWordWrap(True)
        note.setStyleSheet("color:#555")
        lay.addWidget(note)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20:40123")
        self.address.textEdited.connect(self._typed)
        form.addRow(translate("JoinDialog", "&Address:port:"), self.address)
        self.code = QLineEdit()
        self.code.setMaxLength(32)
        form.addRow(translate("JoinDialog", "Join &code:"), self.code)
        self.name = QLineEdit(name)
        self.name.setMaxLength(60)
        form.addRow(translate("JoinDialog", "Your &name:"), self.name)
        self.seat = QComboBox()
        self.seat.addItem(translate("JoinDialog", "Any open seat"), None)
        for i in range(4):
            self.seat.addItem(translate("JoinDialog", "Seat {number}").format(number=i + 1), i)
        form.addRow(translate("JoinDialog", "&Seat:"), self.seat)
        lay.addLayout(form)
        self.status = plain_label()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.error = plain_label()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#b3261e")
        lay.addWidget(self.error)
        self.table_list = QListWidget()
        self.table_list.setMaximumHeight(100)
        self.table_list.hide()
        lay.addWidget(self.table_list)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = QPushButton(translate("JoinDialog", "&Join"))
        self.join_button.setDefault(True)
        bb.addButton(self.join_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.clicked.connect(self.join)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.discovery: DiscoveryThread | None = None
        if discover:
            self.discovery = DiscoveryThread(interfaces, self)
            self.discovery.games.connect(self.set_games)
            self.discovery.failed.connect(
                lambda m: self.search_note.setText(translate("JoinDialog", "Cannot look for games here ({problem}); "
                                                             "type the address.").format(problem=m)))

    def set_games(self, games: list[FoundGame]) -> None:
        """Show ``games`` (FoundGame, from discovery) in the list, keeping the
        selection; each as plain text: title, host, open seats."""
        keep = self.list.currentItem().data(Qt.ItemDataRole.UserRole).name if self.list.currentItem() else None
        self.found = list(games)
        held = _seat_entries()          # the seats this computer held, read once for the list
        self.list.blockSignals(True)
        self.list.clear()
        for g in self.found:
            seats = (translate("JoinDialog", "{open} of {seats} seats open").format(open=g.open_seats, seats=g.seats)
                     if g.open_seats is not None and g.seats else translate("JoinDialog", "seats unknown"))
            if g.compatible:
                line = translate("JoinDialog", "{title} \u2014 {host} \u2014 {seats}")
            else:
                line = translate("JoinDialog", "{title} \u2014 {host} \u2014 {seats} (another version of the game: "
                                 "protocol {protocol})")
            text = line.format(title=g.title or g.name, host=g.host_name or "?", seats=seats, protocol=g.protocol)
            mine = remembered_seat_at(g.addresses, g.port, held, getattr(g, "game_id", "")) if g.compatible else None
            if mine is not None:
                text = translate("JoinDialog", "Your seat {number} as {name}: {line}").format(
                    line=text, number=mine["seat"] + 1, name=mine["name"])
            it = QListWidgetItem(text)
            it.setToolTip(rich(text))      # the whole line, shown as plain text
            it.setData(Qt.ItemDataRole.UserRole, g)
            if not g.compatible or not g.addresses:
                it.setFlags(it.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(it)
            if g.name == keep:
                self.list.setCurrentItem(it)
        self.list.blockSignals(False)
        n = len(self.found)
        if n == 1:
            said = translate("JoinDialog", "1 game found; the list follows the network.")
        elif n:
            said = translate("JoinDialog", "{count} games found; the list follows the network.").format(count=n)
        else:
            said = translate("JoinDialog", "Looking for games...")
        self.search_note.setText(said)

    def _picked(self, it: QListWidgetItem | None, _prev: QListWidgetItem | None = None) -> None:
        if it is None:
            return
        g = it.data(Qt.ItemDataRole.UserRole)
        if g is not None and g.addresses:
            mine = remembered_seat_at(g.addresses, g.port, None, getattr(g, "game_id", "")) if g.compatible else None
            self._take_back_offer()
            a = g.addresses[0]
            # the address the game is found at now (the seat may have been joined at another)
            self.address.setText(f"[{a}]:{g.port}" if ":" in a else f"{a}:{g.port}")
            if mine is not None:
                self._offer(mine)

    def _typed(self, text: str) -> None:
        """The address typed: a seat this computer held at that game (whatever
        address it was joined at) fills in its code, name and seat."""
        try:
            host, port = parse_address(text)
        except ValueError:
            return
        mine = remembered_seat_typed(host, port, self.found)
        if mine is None:
            self._take_back_offer()
        elif self._offered is None or self._offered[3] != mine["token"]:
            self._take_back_offer()
            self._offer(mine)

    def fill_held(self, held: SeatEntry) -> None:
        """Fill in a seat this computer held (a remembered seat): its address and
        port, code, name and seat."""
        h = held["host"].strip("[]")
        self.address.setText(f"[{h}]:{held['port']}" if ":" in h else f"{h}:{held['port']}")
        self._offer(held)

    def _offer(self, mine: SeatEntry) -> None:
        """Fill in the code, name and seat of a seat this computer held (before a
        restart): Join takes it back."""
        self._offered = (mine["code"], mine["name"], self.name.text(), mine["token"])
        self.code.setText(mine["code"])
        self.name.setText(mine["name"])
        self.seat.setCurrentIndex(self.seat.findData(mine["seat"]))
        self.status.setText(translate("JoinDialog", "You held seat {number} at this table as {name}: "
                                      "Join takes it back.").format(number=mine["seat"] + 1, name=mine["name"]))

    def _take_back_offer(self) -> None:
        """Put back the fields an earlier offer filled (what the player typed
        meanwhile is kept)."""
        offered, self._offered = self._offered, None
        if offered is None:
            return
        code, name, typed_name, _token = offered
        if self.code.text() == code:
            self.code.clear()
        if self.name.text() == name:
            self.name.setText(typed_name)
        self.seat.setCurrentIndex(0)
        self.status.clear()

    def join(self) -> None:
        """Check the fields and connect; errors and refusals go to :attr:`error`."""
        from ..net.peer import Peer
        from ..net.protocol import check_name
        self.error.clear()
        try:
            host, port = parse_address(self.address.text())
            code = self.code.text().strip()
            if not code:
                raise ValueError(translate("JoinDialog", "Type the join code the host gave you."))
            try:
                name = check_name(self.name.text())
            except ValueError as e:
                raise ValueError(translate("JoinDialog", "Your name: {problem}.").format(
                    problem=name_problem_text(self.name.text()) or e)) from None
        except ValueError as e:
            self.error.setText(str(e))
            return
        self._drop_peer()
        # a seat this computer held at that table is rejoined with its token
        token = remembered_token(host, port, code, name)
        self._joining = (host, port, code, name)
        # before the welcome: give up quickly on an address that does not answer
        p = Peer(host, port, code, name, seat=self.seat.currentData(), token=token, reconnect_for=4.0,
                 parent=self)
        self.peer = p
        p.welcomed.connect(self._welcomed)
        p.state.connect(self._state)
        p.refused.connect(self._refused)
        p.gave_up.connect(self._gave_up)
        p.status.connect(self._status)
        self.join_button.setEnabled(False)
        self.status.setText(translate("JoinDialog", "Connecting to {host}:{port}...").format(host=host, port=port))
        p.start()

    def _status(self, what: str) -> None:
        p = self.peer
        if p is None:
            return
        if what == "reconnecting" and p.seat is None:
            self.status.setText(translate("JoinDialog", "No answer from {host}:{port} yet; trying again...").format(
                host=p.host, port=p.port))

    def _welcomed(self, seat: int, token: str) -> None:
        assert self.peer is not None        # its signal
        self.peer.reconnect_for = 60.0      # joined: from now on reconnect for a minute
        remember_seat(*self._joining, token, seat, game_id=self.peer.game_id, title=self.peer.title)
        self.status.setText(translate("JoinDialog", "Joined seat {number}. Waiting for the host to start the "
                                      "game...").format(number=seat + 1))
        self.table_list.show()

    def _state(self, st: StateMsg) -> None:
        self.table_list.clear()
        for i, s in enumerate(st.seats):
            if s.name is None:
                line = translate("JoinDialog", "Seat {number}: open")
            elif self.peer is not None and i == self.peer.seat:
                line = translate("JoinDialog", "Seat {number}: {name} (you)")
            else:
                line = translate("JoinDialog", "Seat {number}: {name}")
            self.table_list.addItem(QListWidgetItem(line.format(number=i + 1, name=s.name)))
        if st.started and self.peer is not None and self.peer.seat is not None and self.isVisible():
            self.accept()

    def _refused(self, code: str, message: str) -> None:
        if self.peer is not None and self.peer.done:      # a final refusal
            if code in ("token", "code"):   # that seat is gone (or another game has the port)
                forget_seat(*self._joining, self.peer.token)
            self._show_refusal(translate("JoinDialog", "The host refused: {reason}").format(
                reason=refusal_text(code, message)))

    def _gave_up(self, reason: str) -> None:
        if self.peer is not None:                         # not after a refusal already shown
            self._show_refusal(translate("JoinDialog", "Cannot join: {reason}").format(reason=reason))

    def _show_refusal(self, text: str) -> None:
        """Show ``text`` (plain) and let the user try again."""
        self.refusal = text
        self.error.setText(text[0].upper() + text[1:])
        self.status.clear()
        self.table_list.hide()
        self.join_button.setEnabled(True)
        self._drop_peer()

    def _drop_peer(self) -> None:
        p, self.peer = self.peer, None
        if p is not None:
            p.close()
            p.deleteLater()

    def take(self) -> Peer | None:
        """The joined peer, now owned by the caller."""
        p, self.peer = self.peer, None
        if p is not None:
            p.setParent(None)
            for sig, slot in ((p.welcomed, self._welcomed), (p.state, self._state), (p.refused, self._refused),
                              (p.gave_up, self._gave_up), (p.status, self._status)):
                sig.disconnect(slot)
        return p

    def done(self, r: int) -> None:  # noqa: D401  (Qt's name)
        if self.discovery is not None:
            self.discovery.close()
            self.discovery = None
        if r != QDialog.DialogCode.Accepted:
            self._drop_peer()
        super().done(r)
