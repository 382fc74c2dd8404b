"""Names that look like markup, over the LAN: the host's table and a joiner's
table (drawn only from what the host sends) show every player name literally,
in the seats panel, the prompt's player buttons, tooltips and titles."""
from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import random_answer
from innovation_desktop.settings import SETTINGS

from .test_markup_names import NAMES, Seen


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def test_markup_names_are_plain_on_the_host_and_the_joiners_table(qtbot, tmp_path):
    from tests.net.test_lan_every_kind import host_game
    names = list(NAMES.values())[:3]
    # a game played to a question that picks a player, so the prompt shows names as buttons
    for seed in range(200):
        g = Game.new(names, seed=seed)
        rng = random.Random(seed)
        while not g.over and not (g.pending.kind == "player" and g.pending.player == 1) and len(g.record) < 400:
            g.apply(random_answer(g.pending, rng))
        if not g.over and g.pending.kind == "player":
            break
    else:
        raise AssertionError("no game asks seat 2 to pick a player")
    host, hwin, jwin = host_game(qtbot, tmp_path, g, 1)
    try:
        qtbot.waitUntil(lambda: jwin.my_decision() is not None and
                        any(k.startswith("player") for k in jwin.prompt.buttons), timeout=10_000)
        seen = Seen()
        for w in (hwin, jwin):
            seen.window(w)
        hits = seen.check()
        assert hits >= 6, seen.texts
        player_buttons = [b.text() for k, b in jwin.prompt.buttons.items() if k.startswith("player")]
        assert player_buttons and all(any(n in t.replace("&&", "&") for n in names) for t in player_buttons)
    finally:
        for w in (jwin, hwin):
            w.session.close()
