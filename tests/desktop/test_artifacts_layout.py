"""The table's layout with the Artifacts expansion: every Artifacts pile's count
badge shows whole (no neighbouring pile covers it), the relics are tiles whose
name fits, nothing in the supply row lies outside the window, and the play area
fits the window without scrolling, at 1280x800 and 1600x1000, 2 and 4 players."""
import random

import pytest
from PySide6.QtGui import QFontMetrics

from engine import Game
from engine.ai import random_answer
from innovation_desktop.sessions.local import GameSession
from innovation_desktop.sessions.seats import Seat
from innovation_desktop.table.cardface import count_badge_rect
from innovation_desktop.table.window import TableWindow


def _game(players: int) -> Game:
    """An expansion game with relics, some turns in (random answers, fixed seeds)."""
    g = Game.new(["Ada", "Bruno", "Chen", "Dara"][:players], seed=7, expansions=["artifacts"], relics=True)
    rng = random.Random(3)
    while g.state.turn < 40 and not g.over:
        g.apply(random_answer(g.pending, rng))
    assert not g.over and g.state.relic_area
    return g


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_artifacts_badges_and_relics_show_whole(qtbot, players, size):
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    seats = [Seat("human")] + [Seat("easy")] * (players - 1)
    win.set_session(GameSession(_game(players), seats))
    qtbot.wait(50)
    win._fit_cards()
    sup = win.supply
    items = sup.items()
    piles = [(key, r) for k, key, r in items if k == "artifacts"]
    assert [key for key, _ in piles] == list(range(1, 11))
    for key, r in piles:
        badge = count_badge_rect(r)
        others = [(k, kk) for k, kk, o in items if (k, kk) != ("artifacts", key) and o.intersects(badge)]
        assert not others, f"the count badge of Artifacts pile {key} is covered by {others}"
    relics = [(key, r) for k, key, r in items if k == "relic"]
    assert [key for key, _ in relics] == sup.scene.v["relic_area"]
    fm = QFontMetrics(sup._font())
    for key, r in relics:
        assert fm.horizontalAdvance(sup._relic_label(key)) <= r.width() and r.height() >= fm.height()
        assert not any(o.intersects(r) for k, kk, o in items if (k, kk) != ("relic", key))
    # the whole supply row lies inside the widget, and the widget inside the window
    assert max(r.right() for _, _, r in items) <= sup.width()
    assert max(r.bottom() for _, _, r in items) <= sup.height()
    # the play area fits: no scroll bar at these sizes
    assert not win.left_scroll.horizontalScrollBar().isVisible()
    assert not win.left_scroll.verticalScrollBar().isVisible()
    win.session.close()
