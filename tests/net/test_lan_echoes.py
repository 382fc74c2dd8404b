"""Echoes of the Past in a LAN game: offered in the Host dialog as in New game
(greyed with the fourth edition, alone or with Artifacts), carried to the hosted
game. Whole Echoes games over loopback: tests/net/test_lan_every_kind.py (the
joiner's table) and tests/net/test_play.py (``serve --echoes`` with bots)."""
from __future__ import annotations

import pytest

from innovation_desktop.lan.dialogs import HostDialog
from innovation_desktop.net.host import Host
from innovation_desktop.settings import SETTINGS


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def test_host_dialog_offers_echoes_alone_or_with_artifacts_not_with_the_fourth_edition(qtbot):
    dlg = HostDialog(bind="127.0.0.1", advertise=False, default_name="Hostess")
    qtbot.addWidget(dlg)
    assert dlg.echoes.isEnabled() and not dlg.echoes.isChecked()
    dlg.echoes.setChecked(True)
    assert dlg.options()["expansions"] == ["echoes"]
    dlg.artifacts.setChecked(True)
    assert dlg.options()["expansions"] == ["artifacts", "echoes"]
    dlg.edition.setCurrentIndex(dlg.edition.findData("fourth"))
    dlg._update()
    assert not dlg.echoes.isEnabled() and not dlg.echoes.isChecked()
    assert "fourth edition" in dlg.echoes.toolTip()
    assert dlg.options()["expansions"] == []
    dlg.edition.setCurrentIndex(dlg.edition.findData("third"))
    dlg._update()
    assert dlg.echoes.isEnabled() and "forecast" in dlg.echoes.toolTip()


def test_new_game_greys_echoes_with_the_fourth_edition(qtbot):
    from innovation_desktop.table.dialogs import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.echoes.setChecked(True)
    dlg.edition.setCurrentIndex(dlg.edition.findData("fourth"))
    assert not dlg.echoes.isEnabled() and dlg.options()["expansions"] == []


def test_a_host_made_with_echoes_plays_echoes():
    host = Host.new(["remote", "easy"], "c0de", expansions=["echoes"])
    try:
        assert host.expansions == ("echoes",)
    finally:
        host.close()
    host = Host.new(["remote", "easy"], "c0de", expansions=["echoes", "artifacts"], relics=True)
    try:
        assert host.expansions == ("artifacts", "echoes") and host.relics
    finally:
        host.close()
