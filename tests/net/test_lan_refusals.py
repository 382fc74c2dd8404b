"""A joiner's table after the host refuses its answer, whatever the refusal:
the answer is no longer "on its way", the player is told in plain text, and
answering again works."""
from __future__ import annotations

import time

import pytest

from engine import Game
from innovation_desktop.net.host import Host
from innovation_desktop.settings import SETTINGS

from .test_lan_every_kind import host_game, joiner_asked


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def _first_meld(jwin) -> list[str]:
    p = jwin.session.view()["pending"]
    return [p["options"][0]]


def _refused_then_taken(qtbot, host, jwin, code: str) -> None:
    js = jwin.session
    n = host.game.decision_id
    shown: list[str] = []
    js.error.connect(shown.append)
    assert js.answer(_first_meld(jwin))
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    assert js._sent is None, f"after a {code} refusal the answer is still on its way"
    assert "did not take your answer" in shown[-1] and "Answer again" in shown[-1]
    assert jwin.statusBar().currentMessage() == shown[-1]
    # answering again is not "on its way": it goes, and the host takes it
    shown.clear()
    assert js.answer(_first_meld(jwin))
    qtbot.waitUntil(lambda: host.game.decision_id > n or host._first_melds.open_for(host.game, js.seat) is None,
                    timeout=5000)
    assert not any("on its way" in m for m in shown)


def test_a_flooding_joiner_refused_may_answer_again(qtbot, tmp_path):
    g = Game.new(["Ann", "Bob"], seed=3)
    host, hwin, jwin = host_game(qtbot, tmp_path, g, 1, computers=True)
    try:
        joiner_asked(qtbot, jwin, host)
        c = host.seats[1].conn
        assert c is not None
        c.bucket, c.last_fill = 0.0, time.monotonic() + 0.3     # no message allowed for a moment: "flood"
        js = jwin.session
        shown: list[str] = []
        js.error.connect(shown.append)
        assert js.answer(_first_meld(jwin))
        qtbot.waitUntil(lambda: bool(shown), timeout=5000)
        assert js._sent is None and "slow down" in shown[-1]
        qtbot.wait(400)
        c.bucket = 10.0
        shown.clear()
        assert js.answer(_first_meld(jwin))
        qtbot.waitUntil(lambda: host._first_melds.open_for(host.game, 1) is None, timeout=5000)
        assert not any("on its way" in m for m in shown)
    finally:
        jwin.session.close()
        hwin.session.close()


@pytest.mark.parametrize("code", ["internal", "schema", "unexpected"])
def test_every_refusal_of_the_answer_clears_it(qtbot, tmp_path, monkeypatch, code):
    g = Game.new(["Ann", "Bob"], seed=3)
    host, hwin, jwin = host_game(qtbot, tmp_path, g, 1, computers=True)
    real = Host._message
    once = []

    def refuse_the_first_answer(self, c, body):
        if b'"answer"' in body and not once:
            once.append(body)
            self._refuse(c, code, f"refused ({code})")
            return
        real(self, c, body)
    monkeypatch.setattr(Host, "_message", refuse_the_first_answer)
    try:
        joiner_asked(qtbot, jwin, host)
        _refused_then_taken(qtbot, host, jwin, code)
        assert once
    finally:
        jwin.session.close()
        hwin.session.close()
