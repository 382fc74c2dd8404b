"""A host that sends a state a joiner's table cannot draw (its view without the
open decision's ``pending``): the joiner refuses it with a clear error, its
table does not crash and keeps the last good state, and nothing is lost (the
log lines that state carried are kept; the next good state is drawn)."""
from __future__ import annotations

import pytest

from engine import Game
from engine.view import events_entries
from innovation_desktop.net.protocol import ProtocolError, StateMsg, decode, encode
from innovation_desktop.settings import SETTINGS

from .test_lan_every_kind import host_game, joiner_asked


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def body(m: StateMsg) -> bytes:
    """The message's body as it goes over the wire (the frame without its length)."""
    return encode(m)[4:]


def _without_pending(m: StateMsg) -> StateMsg:
    if m.view is None:
        return m
    v = dict(m.view)
    v.pop("pending", None)
    return m.model_copy(update={"view": v})


def test_a_state_without_the_pending_decision_is_refused_as_schema():
    from innovation_desktop.net.host import Host, HostSeat
    g = Game.new(["Ann", "Bob"], seed=3)
    host = Host([HostSeat("random", "Ann"), HostSeat("remote", "Bob")], "code", game=g)
    try:
        good = host.state_for(1)
        assert isinstance(decode(body(good)), StateMsg)
        with pytest.raises(ProtocolError) as e:
            decode(body(_without_pending(good)))
        assert e.value.code == "schema" and "open decision" in e.value.message
        bad = good.model_copy(update={"view": {**good.view, "pending": {"id": 0, "player": "Bob"}}})
        with pytest.raises(ProtocolError) as e:
            decode(body(bad))
        assert e.value.code == "schema" and "pending" in e.value.message
        with pytest.raises(ProtocolError):
            decode(body(good.model_copy(update={"view": {"pending": good.view["pending"]}})))
    finally:
        host.close()


def test_the_joiner_refuses_a_state_it_cannot_draw_and_loses_nothing(qtbot, tmp_path):
    g = Game.new(["Ann", "Bob"], seed=3)
    host, hwin, jwin = host_game(qtbot, tmp_path, g, 1, computers=True)
    js = jwin.session
    shown: list[str] = []
    js.error.connect(shown.append)
    try:
        joiner_asked(qtbot, jwin, host)
        last_good = js.state
        real = host.state_for
        host.state_for = lambda seat, reset=False: _without_pending(real(seat, reset))    # type: ignore[method-assign]
        n = host.game.decision_id
        assert js.answer([js.view()["pending"]["options"][0]])
        # the host takes it, its computer seat plays on; every state it sends now is malformed
        qtbot.waitUntil(lambda: host.game.decision_id > n and host._asked is None
                        and (host.game.over or host.game.pending.player == 1), timeout=10_000)
        qtbot.waitUntil(lambda: any("cannot show" in m for m in shown), timeout=5000)
        qtbot.wait(200)
        assert js.state is last_good                     # the last good state is kept
        assert jwin.statusBar().currentMessage().startswith("The host sent a game state this table cannot show")
        assert js._sent is None
        # the host's good states again: the table draws the open decision, with every log line
        del host.state_for
        host._broadcast()
        qtbot.waitUntil(lambda: js.state is not last_good, timeout=5000)
        if not host.game.over:
            joiner_asked(qtbot, jwin, host)
        assert [x.text for x in js.peer.log] == \
            [t for t, _, _ in events_entries(host.game.events, 1)]
    finally:
        jwin.session.close()
        hwin.session.close()
