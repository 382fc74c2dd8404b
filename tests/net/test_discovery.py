"""Discovery over loopback: a game advertised with zeroconf is found by the
browser, its open seats follow the joins, and it disappears when the host stops.
(Multicast works on this machine's loopback interface; on a network that blocks
it, the join dialog's typed address is the way in.)"""
from __future__ import annotations

import threading
import time

from innovation_desktop.net.discovery import Browser, QtBrowser
from innovation_desktop.net.protocol import PROTOCOL_VERSION, Welcome

from .conftest import Client


def wait_for(pred, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.05)
    return False


def test_served_game_is_found_and_follows_the_joins(servers, tmp_path):
    seen: list = []
    lock = threading.Lock()

    def changed(games):
        with lock:
            seen[:] = games
    b = Browser(changed, interfaces=["127.0.0.1"])
    try:
        srv = servers(tmp_path / "g.json", seats="remote,remote,random",
                      extra=("--advertise", "--title", "Friday <b>night</b>"))
        srv.wait_line("advertised on the LAN")

        def mine():
            with lock:
                return [g for g in seen if g.port == srv.port]
        assert wait_for(lambda: mine() and mine()[0].open_seats == 2)
        g = mine()[0]
        assert g.title == "Friday <b>night</b>" and g.seats == 3 and g.protocol == PROTOCOL_VERSION
        assert g.compatible and "127.0.0.1" in g.addresses
        c = Client(srv.port)
        assert isinstance(c.join("Ann"), Welcome)
        assert wait_for(lambda: mine() and mine()[0].open_seats == 1)
        srv.kill()
        c.close()
    finally:
        b.close()


def test_qt_browser_signals_on_the_gui_thread(qtbot):
    from innovation_desktop.net.discovery import Advertiser
    qb = QtBrowser(interfaces=["127.0.0.1"])
    got: list = []
    qb.games.connect(lambda games: got.append((threading.current_thread() is threading.main_thread(), games)))
    ad = Advertiser("Qt game", 40001, 1, 2, host_name="here", interfaces=["127.0.0.1"])
    try:
        qtbot.waitUntil(lambda: any(any(x.port == 40001 for x in gs) for _, gs in got), timeout=10_000)
        assert all(main for main, _ in got)
    finally:
        ad.close()
        qb.close()
