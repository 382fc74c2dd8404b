"""LAN play: one computer hosts the game, the others join it over TCP.

* :mod:`.protocol` -- the messages and their framing (no Qt);
* :mod:`.host` -- :class:`~.host.Host`, the only engine, on Qt's event loop;
* :mod:`.peer` -- :class:`~.peer.Peer`, a joiner's connection (reconnects by itself);
* :mod:`.bot` -- a computer player that joins over the network (``innovation-desktop bot``);
* :mod:`.serve` -- the headless host (``innovation-desktop serve``);
* :mod:`.discovery` -- advertising and finding games on the LAN (zeroconf).

Nothing here imports the GUI table.
"""
from __future__ import annotations


def app_version() -> str:
    """The installed Innovation Desktop version ("0+unknown" when not installed)."""
    try:
        from importlib.metadata import PackageNotFoundError, version
        return version("innovation-desktop")
    except (ImportError, ValueError, PackageNotFoundError):
        return "0+unknown"


APP_VERSION = app_version()
