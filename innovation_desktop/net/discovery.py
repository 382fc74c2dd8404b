"""Finding games on the LAN: mDNS/DNS-SD with :mod:`zeroconf`.

A host advertises a ``_innovation._tcp.local.`` service whose TXT record holds
the game's title, the host's name, the open seats, the protocol version and the
game's id (nothing secret: not the join code). :class:`Browser` watches for such services
on zeroconf's own threads and calls back with the current list of
:class:`FoundGame`; :class:`QtBrowser` turns that into a Qt signal delivered on
the GUI thread (zeroconf's threads touch no Qt object: they hand the list over
through an :class:`~innovation_desktop.threads.Inbox`). Multicast is often blocked (routers, VPNs, firewalls): typing
the address always works.
"""
from __future__ import annotations

import socket
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from .protocol import PROTOCOL_VERSION, check_game_id

if TYPE_CHECKING:         # zeroconf is imported when first used
    from zeroconf import ServiceStateChange, Zeroconf

SERVICE_TYPE = "_innovation._tcp.local."
#: Longest text kept from a TXT value (names are shown as plain text).
MAX_TEXT = 60


def _text(v: bytes | None) -> str:
    if not v:
        return ""
    t = v[:4 * MAX_TEXT].decode("utf-8", errors="replace")
    return "".join(ch for ch in t if ch.isprintable())[:MAX_TEXT]


def _int(v: bytes | None) -> int | None:
    t = _text(v)
    return int(t) if t.isdigit() and len(t) < 6 else None


@dataclass(frozen=True)
class FoundGame:
    """A game seen on the network: service ``name``, ``addresses`` (text), ``port``,
    ``title``, ``host_name``, ``open_seats``, ``seats``, ``protocol`` (None if absent)."""

    name: str
    addresses: tuple[str, ...]
    port: int
    title: str
    host_name: str
    open_seats: int | None
    seats: int | None
    protocol: int | None
    #: the hosted game's identity (``""``: not advertised, an older host)
    game_id: str = ""

    @property
    def compatible(self) -> bool:
        return self.protocol == PROTOCOL_VERSION


def _properties(title: str, host_name: str, open_seats: int, seats: int, game_id: str = "") -> dict[str, str]:
    out = {"game": title[:MAX_TEXT], "host": host_name[:MAX_TEXT], "open": str(open_seats),
           "seats": str(seats), "protocol": str(PROTOCOL_VERSION)}
    if game_id:
        out["gid"] = game_id
    return out


class Advertiser:
    """Advertises one hosted game. ``addresses`` are the IPv4 addresses to announce
    (default: this host's); ``interfaces`` limits zeroconf to those interfaces
    (e.g. ``["127.0.0.1"]``). Raises OSError if zeroconf cannot start."""

    def __init__(self, title: str, port: int, open_seats: int, seats: int, *,
                 host_name: str | None = None, addresses: list[str] | None = None,
                 interfaces: list[str] | None = None, game_id: str = "") -> None:
        from zeroconf import InterfaceChoice, ServiceInfo, Zeroconf
        self.host_name = host_name or socket.gethostname()
        self.game_id = game_id
        self.title = title
        self.seats = seats
        ifs = interfaces if interfaces is not None else InterfaceChoice.All
        try:
            self._zc = Zeroconf(interfaces=ifs)
        except Exception as e:  # noqa: BLE001  (zeroconf raises several kinds)
            raise OSError(f"cannot start zeroconf: {e}") from None
        addrs = addresses or (interfaces if interfaces else None) or [_my_address()]
        label = "".join(ch for ch in f"{title} on {self.host_name}" if ch.isprintable() and ch != ".")[:50]
        self.info = ServiceInfo(SERVICE_TYPE, f"{label} {port}.{SERVICE_TYPE}",
                                addresses=[socket.inet_aton(a) for a in addrs], port=port,
                                properties=_properties(title, self.host_name, open_seats, seats, game_id),
                                server=f"{_dns_label(self.host_name)}.local.")
        try:
            self._zc.register_service(self.info, allow_name_change=True)
        except Exception as e:  # noqa: BLE001
            self._zc.close()
            raise OSError(f"cannot advertise the game: {e}") from None

    def update(self, open_seats: int) -> None:
        """Announce a new number of open seats."""
        from zeroconf import ServiceInfo
        old = self.info
        self.info = ServiceInfo(old.type, old.name, addresses=old.addresses, port=old.port,
                                properties=_properties(self.title, self.host_name, open_seats, self.seats,
                                                       self.game_id),
                                server=old.server)
        self._zc.update_service(self.info)

    def close(self) -> None:
        try:
            self._zc.unregister_service(self.info)
        finally:
            self._zc.close()


def _dns_label(name: str) -> str:
    s = "".join(ch if ch.isalnum() or ch == "-" else "-" for ch in name.split(".")[0])[:40]
    return s or "host"


def _my_address() -> str:
    """This computer's LAN IPv4 address (the one a route to the outside would use)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("192.0.2.1", 9))      # no packet is sent (UDP connect)
        address: str = s.getsockname()[0]
        return address
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()


class Browser:
    """Watches the network for games; ``on_change(list[FoundGame])`` is called
    from zeroconf's thread whenever the list changes. Call :meth:`close` to stop."""

    def __init__(self, on_change: Callable[[list[FoundGame]], object], *,
                 interfaces: list[str] | None = None) -> None:
        from zeroconf import InterfaceChoice, ServiceBrowser, Zeroconf
        self.on_change = on_change
        self._games: dict[str, FoundGame] = {}
        self._lock = threading.Lock()
        self._closed = False
        ifs = interfaces if interfaces is not None else InterfaceChoice.All
        try:
            self._zc = Zeroconf(interfaces=ifs)
        except Exception as e:  # noqa: BLE001
            raise OSError(f"cannot start zeroconf: {e}") from None
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._handler])

    def _handler(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        from zeroconf import ServiceStateChange
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                changed = self._games.pop(name, None) is not None
        else:
            info = zeroconf.get_service_info(service_type, name, timeout=2000)
            if info is None:
                return
            p = info.properties or {}
            g = FoundGame(name=_text(name.encode("utf-8")),
                          addresses=tuple(info.parsed_addresses()), port=int(info.port or 0),
                          title=_text(p.get(b"game")), host_name=_text(p.get(b"host")),
                          open_seats=_int(p.get(b"open")), seats=_int(p.get(b"seats")),
                          protocol=_int(p.get(b"protocol")), game_id=check_game_id(_text(p.get(b"gid"))))
            with self._lock:
                changed = self._games.get(name) != g
                self._games[name] = g
        if changed:
            self.on_change(self.games())

    def games(self) -> list[FoundGame]:
        """The games seen now, by title."""
        with self._lock:
            return sorted(self._games.values(), key=lambda g: (g.title, g.name))

    def close(self, *_: object) -> None:
        """Stop watching and close zeroconf (waits for its threads; a second call
        does nothing)."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self._browser.cancel()
        self._zc.close()


try:
    from PySide6.QtCore import QObject, Signal

    class QtBrowser(QObject):
        """A :class:`Browser` whose results arrive as the ``games(list)`` signal on
        the thread that owns this object (the GUI thread)."""

        games = Signal(list)

        def __init__(self, interfaces: list[str] | None = None, parent: QObject | None = None) -> None:
            super().__init__(parent)
            from ..threads import Inbox
            # zeroconf's thread touches no Qt object: it puts the list in the
            # inbox (plain Python), which emits it on this object's thread
            self._inbox = Inbox(self)
            self._inbox.arrived.connect(self._arrived)
            self._browser = Browser(self._inbox.mailbox.put, interfaces=interfaces)
            # deleted with its parent without close(): zeroconf is closed all the same
            self.destroyed.connect(self._browser.close)

        def _arrived(self, games: list[FoundGame]) -> None:
            self.games.emit(games)

        def close(self) -> None:
            """Stop watching (closes zeroconf; waits for its threads)."""
            self._inbox.close()
            self._browser.close()


except ImportError:  # pragma: no cover  (Qt is a dependency; the plain Browser works without it)
    pass
