"""A LAN game with the Artifacts of History expansion and Relics: chosen in the
Host dialog (offered only when every effect exists, as in New game), carried to
the hosted game and its save, and drawn on the joiner's table from the view the
joiner receives (the Artifacts piles, each player's display, the relics)."""
from __future__ import annotations

from engine.answers import to_outside
import random

import pytest

from engine.ai import random_answer
from innovation_desktop.lan import menu as lan_menu
from innovation_desktop.lan.dialogs import HostDialog, JoinDialog
from innovation_desktop.net.bot import random_choice
from innovation_desktop.net.host import Host
from innovation_desktop.saves import store as saves
from innovation_desktop.settings import SETTINGS
from innovation_desktop.table.window import TableWindow

from .test_lan_windows import asked


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def test_host_dialog_offers_relics_only_with_the_expansion(qtbot):
    dlg = HostDialog(bind="127.0.0.1", advertise=False, default_name="Hostess")
    qtbot.addWidget(dlg)
    assert dlg.artifacts.isEnabled() and not dlg.relics.isEnabled()
    assert dlg.options()["expansions"] == [] and dlg.options()["relics"] is False
    dlg.artifacts.setChecked(True)
    dlg.relics.setChecked(True)
    assert dlg.options()["expansions"] == ["artifacts"] and dlg.options()["relics"] is True
    dlg.artifacts.setChecked(False)          # relics go with the expansion
    assert not dlg.relics.isEnabled() and dlg.options()["relics"] is False


def test_host_dialog_does_not_offer_the_expansion_with_missing_effects(qtbot, monkeypatch):
    import innovation_desktop.table.dialogs as d
    monkeypatch.setattr(d, "expansion_missing_effects", lambda: ["Holmegaard Bows"])
    dlg = HostDialog(bind="127.0.0.1", advertise=False)
    qtbot.addWidget(dlg)
    assert not dlg.artifacts.isEnabled() and "Not available" in dlg.artifacts.toolTip()


def test_host_refuses_relics_without_the_expansion():
    with pytest.raises(ValueError, match="relics"):
        Host.new(["remote", "easy"], "c0de", relics=True)
    with pytest.raises(ValueError, match="unknown expansion"):
        Host.new(["remote", "easy"], "c0de", expansions=["figures"])


def test_a_hosted_expansion_game_shows_its_parts_on_the_joiners_table(qtbot, monkeypatch, tmp_path):
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
    hdlg.artifacts.setChecked(True)
    hdlg.relics.setChecked(True)
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
    hs = lan_menu.start_hosted(hwin, host, ad)
    js = lan_menu.start_joined(jwin, jdlg.take())
    try:
        s = host.game.state
        assert s.artifacts and s.relics
        # a few turns: each seat answers at random through its session
        rng = random.Random(5)
        for _ in range(200):
            if host.game.state.turn >= 6 or host.game.over:
                break
            n = len(host.game.record)
            if asked(hwin) is not None:
                assert hs.answer(to_outside(host.game.state, host.game.pending, random_answer(host.game.pending, rng)))
            elif asked(jwin) is not None:
                assert js.answer(random_choice(js.state.decision, rng))
            else:
                qtbot.waitUntil(lambda: asked(hwin) is not None or asked(jwin) is not None, timeout=5000)
                continue
            qtbot.waitUntil(lambda n=n: len(host.game.record) > n or host.game.over, timeout=5000)
            qtbot.waitUntil(lambda: host.game.over or (js.state.decision is not None
                                                        and js.state.decision.id == len(host.game.record)),
                            timeout=5000)
        assert host.game.state.turn >= 6 or host.game.over
        # the joiner's view carries the expansion's public parts, as the host's game has them
        from engine.view import table_view
        hv, jv = table_view(host.game, 1), js.view(1)
        assert jv["expansions"] == ["artifacts"] and jv["relics"] is True
        for k in ("art_supply", "relic_area"):
            assert jv[k] == hv[k]
        assert [p.get("display") for p in jv["players"]] == [p.get("display") for p in hv["players"]]
        # ... and its table draws them: ten Artifacts piles, the relics set out, both displays
        qtbot.wait(50)
        items = jwin.supply.items()
        assert [k for k, _, _ in items if k == "artifacts"] == ["artifacts"] * 10
        assert [key for k, key, _ in items if k == "relic"] == jv["relic_area"]
        assert not jwin.display_widget(0).isHidden() and not jwin.display_widget(1).isHidden()
        from engine import card_id
        for p in (0, 1):
            shown = jwin.display_widget(p).card
            assert shown == (None if jv["players"][p]["display"] is None else card_id(jv["players"][p]["display"]))
        # the host's save records the expansion, and Host from the save keeps it
        path = host.save_path
        assert path is not None
        sg = saves.read_save(path)
        assert sg.options.expansions == ["artifacts"] and sg.options.relics is True
        again = Host.from_save(path, "c0de")
        try:
            assert again.expansions == ("artifacts",) and again.relics and again.game.state.artifacts
        finally:
            again.close()
    finally:
        for w in (jwin, hwin):
            w.session.close()

