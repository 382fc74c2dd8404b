"""Echoes of the Past over a LAN: the joiner's table draws its own forecast face up
and the host's seat's as backs from the view the host sends (which names only the
joiner's own cards), and answers the promote question with a click on a forecast
card; the host's table shows the reverse. The position: the screenshots' one
(``resources/positions/echoes.json``)."""
from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt

from engine import BY_NAME, NAMES
from engine.position import build, play_moves
from innovation_desktop.settings import SETTINGS

from ..desktop.test_forecast_table import ages, texts
from .test_lan_every_kind import answered, click, close, host_game, joiner_asked

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def test_a_joiner_sees_its_own_forecast_only_and_promotes_by_clicking_it(qtbot, tmp_path):
    with open(os.path.join(ROOT, "resources", "positions", "echoes.json"), encoding="utf-8") as f:
        doc = json.load(f)
    g = build(doc)
    play_moves(g, doc["moves"])
    assert g.pending.player == 0 and g.pending.source == "promote"
    host, hwin, jwin = host_game(qtbot, tmp_path, g, joiner=0)
    try:
        joiner_asked(qtbot, jwin, host)
        assert sorted(NAMES[c] for c in jwin.forecast.faces) == ["Almanac", "Bangle", "Physics"]
        bob = jwin.opp_zones[0]
        assert bob.forecast.faces == [] and sorted(ages(bob.forecast)) == [(2, "base"), (2, "echoes")]
        everything = texts(jwin) + [jwin.log.toPlainText()]
        for name in ("Lever", "Philosophy", "Tools", "Sailing"):
            assert not any(name in t for t in everything), name
        # the host's table (Bob's seat) the other way round
        qtbot.waitUntil(lambda: hwin.viewer == 1 and len(hwin.forecast.faces) == 2, timeout=5000)
        assert sorted(ages(hwin.opp_zones[0].forecast)) == [(1, "echoes"), (3, "echoes"), (5, "base")]
        assert not any("Almanac" in t for t in texts(hwin))
        # the joiner promotes Almanac: a click on it, then Done
        assert jwin.scene.promote == {"Bangle", "Almanac"}
        n = host.game.decision_id
        pos = jwin.forecast.card_rect(BY_NAME["Almanac"]).center().toPoint()
        qtbot.mouseClick(jwin.forecast, Qt.LeftButton, pos=pos)
        assert jwin.selected == ["Almanac"]
        click(qtbot, jwin.prompt.buttons["done"])
        assert answered(qtbot, host, n) == ["Almanac"]
        qtbot.waitUntil(lambda: len(jwin.forecast.faces) == 2, timeout=5000)
        qtbot.waitUntil(lambda: len(hwin.opp_zones[0].forecast.backs) == 2, timeout=5000)
    finally:
        close(jwin, hwin)
