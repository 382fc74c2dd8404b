"""The Artifacts of History expansion in the app: the New game dialog's options,
and a table that plays an expansion game (digs, the start-of-turn choice, relics)
through its session without errors."""
import random

from engine.ai import random_answer
from innovation_desktop.sessions.seats import Seat


def test_the_new_game_dialog_offers_the_expansion_and_relics(qtbot):
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


def test_a_table_plays_an_expansion_game_with_its_choices(qtbot):
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
