"""The Artifacts of History expansion in the app: the New game dialog's options,
and a table that plays an expansion game (digs, the start-of-turn choice, relics)
through its session without errors."""
import random

import pytest

from engine.ai import random_answer
from innovation_desktop.sessions.seats import Seat


def test_the_new_game_dialog_offers_the_expansion_only_when_its_effects_are_written(qtbot, monkeypatch):
    from innovation_desktop.table import dialogs
    missing = dialogs.expansion_missing_effects()
    dlg = dialogs.NewGameDialog()
    qtbot.addWidget(dlg)
    assert dlg.artifacts.isEnabled() == (not missing)
    if missing:
        assert str(len(missing)) in dlg.artifacts.toolTip()


@pytest.fixture
def effects_check_off(monkeypatch):
    """The app refuses games whose cards lack effects (engine.effects.check_effects);
    these tests are about the expansion's rules at the table, not about the effects."""
    import engine.effects
    monkeypatch.setattr(engine.effects, "check_effects", lambda state=None: None)
    from innovation_desktop.table import dialogs
    monkeypatch.setattr(dialogs, "expansion_missing_effects", lambda: [])


def test_the_new_game_dialog_offers_the_expansion_and_relics(qtbot, effects_check_off):
    from innovation_desktop.table.dialogs import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    o = dlg.options()
    assert o["expansions"] == [] and o["relics"] is False
    assert not dlg.relics.isEnabled()              # relics need the expansion
    dlg.artifacts.setChecked(True)
    assert dlg.relics.isEnabled()
    dlg.relics.setChecked(True)
    o = dlg.options()
    assert o["expansions"] == ["artifacts"] and o["relics"] is True
    dlg.artifacts.setChecked(False)
    assert dlg.options()["relics"] is False and not dlg.relics.isChecked()


def test_a_table_plays_an_expansion_game_with_its_choices(qtbot, effects_check_off):
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("human")], seed=5, expansions=["artifacts"], relics=True)
    s = win.session
    assert s.game.state.artifacts and s.game.state.win_target == 7
    rng = random.Random(5)
    sources = set()
    for _ in range(400):
        d = s.pending
        if d is None:
            break
        sources.add(d.source)
        win._render_prompt()                  # the prompt's buttons are built for every decision
        assert s.answer(random_answer(d, rng))
        if s.awaiting_end is not None:
            s.end_turn()
    assert {"display", "relic"} <= sources    # the start-of-turn choice and a relic were asked
    assert not win.grab().isNull()
