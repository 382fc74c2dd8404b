"""A game hosted on the LAN and left unfinished (the host's app quit or crashed) is
never reopened as a local hot-seat game (the joiners' hands would show at the
host's screen and they could not rejoin): Open refuses it with the way to host it
again, and the start-up offer proposes to host it again."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from engine import Game
from innovation_desktop.library import saves_ui
from innovation_desktop.net.host import Host
from innovation_desktop.saves import store as saves
from innovation_desktop.saves.store import SaveError


def hosted_save():
    """An unfinished game saved as a LAN host saves it (Ada here, Bea a joiner)."""
    g = Game.new(["Ada", "Bea"], seed=7)
    p = saves.new_save_path(["Ada", "Bea"])
    meta = {"net": {"protocol": 1, "title": "Innovation at test", "port": 40123, "code": "c0de",
                    "seats": [{"kind": "local", "name": "Ada"},
                              {"kind": "remote", "name": "Bea", "token_sha256": "0" * 64}]}}
    saves.save_game(g, p, meta, interrupted=True)
    Host.from_save(p, "c0de").close()          # it is a host's save indeed
    return p


def test_open_refuses_a_hosted_lan_game_and_says_how_to_host_it_again(qtbot):
    p = hosted_save()
    with pytest.raises(SaveError, match="Host from a save"):
        saves_ui.open_game(p)
    # refused, not broken: it can be opened again (the lock is released) and is still offered
    with pytest.raises(SaveError, match="Host from a save"):
        saves_ui.open_game(p)
    assert [i.path for i in saves.interrupted_games()] == [p]


def test_resume_offer_hosts_a_lan_game_again_instead_of_opening_it(qtbot, monkeypatch):
    p = hosted_save()
    asked = []

    def question(parent, title, text, *a, **k):
        asked.append(text)
        return QMessageBox.Yes
    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    hosted = []
    got = saves_ui.offer_resume(None, host_again=lambda path: hosted.append(path) or "hosted")
    assert got == "hosted" and hosted == [str(p)]
    assert "Host it again" in asked[0] and "LAN game" in asked[0]
    # without a way to host, it is not offered (never opened as a local game)
    asked.clear()
    assert saves_ui.offer_resume(None) is None and asked == []


def test_a_game_resumed_at_start_has_the_lan_entries_in_its_game_menu(qtbot, monkeypatch):
    """Answering Yes to "Resume it?" opens the game in a new window: its Game menu
    has Host, Host from a save and Join like the first window's."""
    from innovation_desktop.app import interactive_start, wire_menus
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ada", "Bea"], seed=3)
    p = saves.new_save_path(["Ada", "Bea"])
    saves.save_game(g, p, {}, interrupted=True)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Yes))
    first = TableWindow()
    qtbot.addWidget(first)
    wire_menus(first)
    resumed = interactive_start(first)
    assert resumed is not None and resumed is not first
    qtbot.addWidget(resumed)

    def entries(win):
        menu = [a.menu() for a in win.menuBar().actions() if a.menu() is not None][0]
        return {a.objectName() for a in menu.actions()}
    want = {"lan_host", "lan_host_save", "lan_join"}
    assert want <= entries(first)
    assert want <= entries(resumed)
    assert set(resumed.lan_actions) == {"host", "host_save", "join"}
    resumed.close()
