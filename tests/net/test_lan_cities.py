"""A LAN game with Cities of Destiny: chosen in the Host dialog, carried to the
hosted game and its save, and played on the joiner's table from the view the
joiner receives: the joiner sees their flags marked (one counting, one lost to
the host's wider yellow pile) and counted in their achievements, endorses a card
from the Endorse button's menu and answers the payment question on their table."""
from __future__ import annotations

import json
import os

import pytest

from innovation_desktop.lan import menu as lan_menu
from innovation_desktop.lan.dialogs import HostDialog, JoinDialog
from innovation_desktop.saves import store as saves
from innovation_desktop.settings import SETTINGS
from innovation_desktop.table.window import TableWindow

from .test_lan_windows import asked

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CITIES = os.path.join(ROOT, "resources", "positions", "cities.json")


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def _position(names: list[str]) -> dict:
    """The screenshots' Cities position with its players swapped: the host (seat 0)
    has Bob's board, the joiner (seat 1) Ann's, and the joiner is to play."""
    with open(CITIES, encoding="utf-8") as f:
        doc = json.load(f)
    ann, bob = doc["players"]
    ann["name"], bob["name"] = names[1], names[0]
    doc["players"] = [bob, ann]
    doc["current"] = 1
    return doc


def test_host_dialog_offers_cities_with_the_other_expansions(qtbot):
    dlg = HostDialog(bind="127.0.0.1", advertise=False, default_name="Hostess")
    qtbot.addWidget(dlg)
    assert dlg.cities.isEnabled()
    dlg.cities.setChecked(True)
    dlg.echoes.setChecked(True)
    assert dlg.options()["expansions"] == ["echoes", "cities"]


def test_a_joiner_sees_flags_and_answers_the_endorse_payment(qtbot, monkeypatch):
    from engine.game import Game
    from engine.position import build
    real_new = Game.new

    def new(names, *a, **kw):        # the hosted game starts at the position, with the seats' names
        assert kw.get("expansions") == ["cities"]
        return build(_position(list(names)))
    monkeypatch.setattr(Game, "new", staticmethod(new))
    monkeypatch.setitem(lan_menu.DIALOG_OPTIONS, "host", {"bind": "127.0.0.1", "advertise": False,
                                                          "default_name": "Hostess"})
    monkeypatch.setitem(lan_menu.DIALOG_OPTIONS, "join", {"discover": False, "name": "Pat"})
    wins = []
    for _ in range(2):
        w = TableWindow()
        qtbot.addWidget(w)
        w.resize(1400, 900)
        w.show()
        lan_menu.install_lan_menu(w)
        wins.append(w)
    hwin, jwin = wins
    hdlg = HostDialog(hwin, **lan_menu.DIALOG_OPTIONS["host"])
    qtbot.addWidget(hdlg)
    hdlg.cities.setChecked(True)
    hdlg.show()
    with qtbot.waitSignal(hdlg.hosting, timeout=3000) as got:
        hdlg.open_table()
    jdlg = JoinDialog(jwin, **lan_menu.DIALOG_OPTIONS["join"])
    qtbot.addWidget(jdlg)
    jdlg.address.setText(f"127.0.0.1:{got.args[0]}")
    jdlg.code.setText(hdlg.code.text())
    jdlg.show()
    with qtbot.waitSignals([hdlg.accepted, jdlg.accepted], timeout=5000):
        jdlg.join()
    host, ad = hdlg.take()
    lan_menu.start_hosted(hwin, host, ad)
    js = lan_menu.start_joined(jwin, jdlg.take())
    try:
        assert host.game.state.cities
        qtbot.waitUntil(lambda: asked(jwin) is not None and jwin.prompt.buttons.get("endorse") is not None,
                        timeout=5000)
        # the joiner's own flags, marked on their board and counted in their panel
        me = jwin.bottom
        assert me == 1
        purple, yellow = jwin.my_board.piles[4], jwin.my_board.piles[3]
        assert [c for _, _, c in purple.achievement_marks()] == [True]
        assert [c for _, _, c in yellow.achievement_marks()] == [False]
        assert "3</b>/7" in jwin.panels[1].ach.text()
        assert "Hostess shows 3" in jwin.panels[1].ach.toolTip()
        # the host sees the same on the joiner's board
        assert "flag (Tokyo)" in hwin.panels[1].ach.text()
        # Endorse Tokyo from the button's menu; the payment is asked on the joiner's table
        b = jwin.prompt.buttons["endorse"]
        entry = next(a for a in b.menu().actions() if a.text().endswith("Tokyo"))
        assert "Philosophy" in entry.toolTip()                     # the joiner's own hand, named to them
        n = len(host.game.record)
        entry.trigger()
        qtbot.waitUntil(lambda: len(host.game.record) > n, timeout=5000)
        qtbot.waitUntil(lambda: (asked(jwin) or {}).get("kind") == "cards", timeout=5000)
        assert asked(jwin)["source"] == "endorse"
        assert sorted(asked(jwin)["options"]) == ["Banking", "Optics", "Philosophy"]
        jwin.toggle("Philosophy")                                  # one card to choose: the click answers

        def tucked() -> bool:
            return any("Philosophy" in pile["cards"] for pile in js.view(1)["players"][1]["board"].values())
        qtbot.waitUntil(tucked, timeout=5000)
        # the host's save says Cities
        sg = saves.read_save(host.save_path)
        assert sg.options.expansions == ["cities"]
    finally:
        monkeypatch.setattr(Game, "new", real_new)
        for w in (jwin, hwin):
            w.session.close()
