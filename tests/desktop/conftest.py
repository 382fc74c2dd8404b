"""Fixtures for the desktop client tests: instant animations, no computer delay."""
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MIDGAME = os.path.join(ROOT, "resources", "positions", "midgame3.json")


@pytest.fixture(autouse=True)
def instant_settings():
    from innovation_desktop.settings import SETTINGS, Settings
    saved = Settings(**SETTINGS.__dict__)
    SETTINGS.instant()
    yield SETTINGS
    SETTINGS.__dict__.update(saved.__dict__)


@pytest.fixture
def midgame_window(qtbot):
    """The table at the mid-game position, Ada (human) to play, two greedy computers."""
    from innovation_desktop.app import load_position
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    g = load_position(MIDGAME)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("greedy"), Seat("greedy")], ai_seed=1))
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.session.close()
    win.session.runner.wait()
