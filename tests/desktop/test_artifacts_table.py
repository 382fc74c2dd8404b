"""The Artifacts of History expansion in the app: the New game dialog's options,
and a table that plays an expansion game (digs, the start-of-turn choice, relics)
through its session without errors."""
from engine.answers import to_outside
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
        assert s.answer(to_outside(s.game.state, d, random_answer(d, rng)))
        if s.awaiting_end is not None:
            s.end_turn()
    assert {"display", "relic"} <= sources    # the start-of-turn choice and a relic were asked
    assert not win.grab().isNull()


def _table(qtbot, doc):
    """A table showing the game of position ``doc`` (every seat human)."""
    from engine.position import build
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    g = build(doc)
    win.set_session(GameSession(g, [Seat("human")] * len(doc["players"])))
    if win.handing_off:                 # several people at one screen: the first one is there
        win._handoff_ready()
    return win


DIG = {"format": "innovation-position/1", "expansions": ["artifacts"], "relics": True,
       "players": [{"name": "Ann", "board": {"red": ["Gunpowder"]}, "hand": ["Archery"]},
                   {"name": "Bob", "display": "Holmegaard Bows", "achievements": ["Timbuktu"]}],
       "supply": {"artifacts": {"4": ["Tortugas Galleon"]}}}


def test_displays_artifacts_piles_and_relics_are_on_the_table(qtbot, effects_check_off):
    win = _table(qtbot, DIG)
    from engine import card_id
    assert win.my_board.display.isVisible() and win.my_board.display.card is None
    opp = win.display_widget(1)
    assert not opp.isHidden() and opp.card == card_id("Holmegaard Bows")
    items = win.supply.items()
    assert [k for k, key, _ in items if k == "artifacts"] == ["artifacts"] * 10
    relics = [key for k, key, _ in items if k == "relic"]
    assert relics == ["Complex Numbers", "Newton-Wickins Telescope", "Ching Shih", "Safety Pin"]
    tip = win.supply.tooltip_for(("artifacts", 4))
    assert "Artifacts pile 4: 1 card" in tip and "digs" in tip
    assert "value 4" in win.supply.tooltip_for(("relic", "Complex Numbers"))
    assert "Holmegaard Bows" in opp.tooltip_text() and "adds no icons" in opp.tooltip_text()
    # the dig: Archery covers Gunpowder (4); Tortugas Galleon goes to Ann's display, then the relic question
    from innovation_desktop.settings import SETTINGS
    old, SETTINGS.fly_ms = SETTINGS.fly_ms, 200
    try:
        assert win.meld(card_id("Archery"))
        assert win.flights, "the dug card flies to the display"
    finally:
        SETTINGS.fly_ms = old
    assert win.my_board.display.card == card_id("Tortugas Galleon")
    assert win.session.pending.source == "relic"
    win._render_prompt()
    assert not win.grab().isNull()


def test_a_base_game_shows_no_display_and_no_artifacts_pile(qtbot):
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("human")], seed=3)
    assert not win.my_board.display.isVisible()
    assert not [k for k, _, _ in win.supply.items() if k in ("artifacts", "relic")]


def test_the_start_of_turn_choice_is_offered_on_the_display(qtbot, effects_check_off):
    doc = {"format": "innovation-position/1", "expansions": ["artifacts"],
           "players": [{"name": "Ann", "display": "Holmegaard Bows"}, {"name": "Bob"}]}
    win = _table(qtbot, doc)
    disp = win.my_board.display
    assert disp.choosing and win.session.pending.source == "display"
    menu = disp.choice_menu()
    acts = menu.actions()
    assert [a.data() for a in acts] == ["dogma", "return", "pass"]
    acts[1].trigger()                          # return it
    assert win.my_board.display.card is None and not win.my_board.display.choosing
    assert win.session.game.state.art_supply[0][-1] == __import__("engine").card_id("Holmegaard Bows")


def test_artifacts_and_relics_carry_their_mark_on_every_face(qapp):
    from engine import card_id
    from innovation_desktop.table.cardface import back_pixmap, card_pixmap

    def disc(name):                     # a point of the age disc, off its digit
        img = card_pixmap(card_id(name), 200).toImage()
        return img.pixelColor(200 - 7 - 40 + 5, 7 + 20).lightness()

    assert disc("Archery") > 200                 # base: a cream disc
    assert disc("Holmegaard Bows") < 90          # Artifacts: a dark disc with a gold ring
    assert 120 < disc("Complex Numbers") < 230   # relic: a gold disc
    a, b = back_pixmap(3, 60).toImage(), back_pixmap(3, 60, None, "artifacts").toImage()
    assert a.pixelColor(8, 40) != b.pixelColor(8, 40)     # the Artifacts back differs
