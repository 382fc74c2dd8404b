"""A LAN host's table closed while its computer seats are still to play: once
``close()`` returns nothing more happens (no computer answer, no save, no signal
into the closed session)."""
from __future__ import annotations

import random
import secrets

import pytest

from innovation_desktop.settings import SETTINGS

from .test_every_kind_every_table import NAMES, _window, found
from .test_every_table import controls, press


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms", "reveal_ms"):
        if hasattr(SETTINGS, k):
            monkeypatch.setattr(SETTINGS, k, 0)


def test_a_closed_host_table_plays_no_more(qtbot, tmp_path):
    from innovation_desktop.lan import menu as lan_menu
    from innovation_desktop.net.host import Host, HostSeat
    g = found("order")
    asked, k, n = g.pending.player, g.decision_id, len(g.state.players)
    save = tmp_path / "hosted.json"
    host = Host([HostSeat("local", NAMES[i]) if i == asked else HostSeat("random", NAMES[i]) for i in range(n)],
                secrets.token_hex(3), game=g, save_path=save, teams=g.state.teams,
                edition=g.state.edition, ai_seed=1)
    host.listen("127.0.0.1", 0)
    win = _window(qtbot)
    lan_menu.install_lan_menu(win)
    session = lan_menu.start_hosted(win, host)
    thought: list[int] = []
    host.thinking.connect(thought.append)
    qtbot.waitUntil(lambda: win.my_decision() is not None, timeout=10_000)
    rng = random.Random(k)
    for _ in range(80):
        cs = controls(win)
        assert cs
        dones = [c for c in cs if c is win.prompt.buttons.get("done")]
        press(dones[0] if dones and rng.random() < 0.4 else rng.choice(cs))
        if len(host.game.record) > k:
            break
        qtbot.wait(0)
    session.close()
    answers = len(host.game.record)
    mtime = save.stat().st_mtime_ns if save.exists() else None
    thought.clear()
    qtbot.wait(1500)
    assert len(host.game.record) == answers
    assert thought == []
    assert (save.stat().st_mtime_ns if save.exists() else None) == mtime


def test_a_host_closed_before_its_queued_start_plays_nothing(qtbot, tmp_path):
    """``listen`` queues the first look at the game (a computer seat to play):
    closed before the event loop runs it, the host plays nothing, saves nothing
    and refuses every answer."""
    from engine import Game
    from innovation_desktop.net.host import Host, HostSeat
    g = Game.new(NAMES[:3], seed=5)
    save = tmp_path / "hosted.json"
    host = Host([HostSeat("random", n) for n in NAMES[:2]] + [HostSeat("local", NAMES[2])],
                "code", game=g, save_path=save, ai_seed=1)
    seen: list[str] = []
    for sig in (host.changed, host.applied, host.thinking):
        sig.connect(lambda *a, sig=sig: seen.append(repr(sig)))
    host.listen("127.0.0.1", 0)
    host.close()
    host.close()                         # a second close does nothing
    qtbot.wait(500)
    assert seen == [] and len(host.game.record) == 0 and not save.exists()
    assert host.closed
    d = host.game.pending
    assert host.submit(d.player, host.game.decision_id, []) == ("stopped", "the host has stopped hosting this game")
    with pytest.raises(OSError):
        host.listen("127.0.0.1", 0)
    assert seen == [] and len(host.game.record) == 0 and not save.exists()
