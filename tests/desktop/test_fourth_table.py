"""The fourth edition on the table: the eleven supply piles, the Junk (its count and
a tooltip that names no junked card), an aslant pile fanned so every icon of each
covered card shows, the avatar's icon count, and the New game dialog's edition
(no expansion with it)."""
from __future__ import annotations

import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FOURTH = os.path.join(ROOT, "resources", "positions", "fourth.json")


@pytest.fixture
def fourth_window(qtbot):
    from innovation_desktop.app import load_position
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    g = load_position(FOURTH)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("greedy")], ai_seed=1))
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.session.close()
    win.session.runner.wait()


def test_the_supply_shows_eleven_piles_and_the_junk(fourth_window):
    items = fourth_window.supply.items()
    assert [k for kind, k, _ in items if kind == "supply"] == list(range(1, 12))
    junk = [it for it in items if it[0] == "junk"]
    assert len(junk) == 1
    tip = fourth_window.supply.tooltip_for(("junk", None))
    assert "5 card(s)" in tip and "World" in tip
    for name in ("Translation", "Education", "Feudalism", "Machinery", "Construction"):
        assert name not in tip                      # nobody may look at junked cards
    assert [k for kind, k, _ in items if kind == "achievement"] == [4, 5, 6, 7, 8, 9, 10]


def test_an_aslant_pile_fans_right_and_down_showing_every_icon(fourth_window):
    from innovation_desktop.table.widgets import PileWidget
    piles = [w for w in fourth_window.findChildren(PileWidget) if w.splay == "aslant"]
    assert piles
    pw = piles[0]
    rects = pw.card_rects()
    top = rects[-1]
    assert all(r.left() < top.left() and r.top() > top.top() for r in rects[:-1])
    visible = pw.visible_icons()
    for c in pw.cards[:-1][-2:]:          # the cards just under the top one show all four positions
        assert {k for cc, k in visible if cc == c} == {0, 1, 2, 3}


def test_the_player_panel_counts_the_avatar_in_the_fourth_edition_only(fourth_window, midgame_window):
    from engine.cards import AVATAR
    ann = fourth_window.panels[0]
    av = next(w for w in ann.icons if w.icon == AVATAR)
    assert av.isVisibleTo(ann) and av.n == 2         # The Internet's two avatars
    other = midgame_window.panels[0]
    assert not next(w for w in other.icons if w.icon == AVATAR).isVisibleTo(other)


def test_the_draw_button_says_11(fourth_window):
    assert fourth_window.scene.draw_age() == 11


def test_new_game_offers_the_fourth_edition_without_expansions(qtbot):
    from innovation_desktop.table.dialogs import NewGameDialog
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.artifacts.setChecked(True)
    d.edition.setCurrentIndex(d.edition.findData("fourth"))
    assert not d.artifacts.isEnabled() and not d.artifacts.isChecked()
    assert d.options()["edition"] == "fourth" and d.options()["expansions"] == []
    d.edition.setCurrentIndex(d.edition.findData("third"))
    assert d.artifacts.isEnabled()                 # back with another edition


def test_the_card_browser_filters_by_edition(qtbot):
    from engine import BY_NAME
    from innovation_desktop.help import cards as cardsmod
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    fusion = BY_NAME["Fusion"]
    assert fusion not in b.shown() and not any(215 <= c <= 224 for c in b.shown())   # no age-11 card
    b.edition_box.setCurrentIndex(b.edition_box.findData("fourth"))
    assert fusion in b.shown() and b.model.edition == "fourth"
    b.age.setCurrentIndex(b.age.findData(11))
    assert sorted(b.shown()) == list(range(215, 225))
    b.set_edition("third")
    b.show_card(fusion)                          # asking for an age-11 card shows the fourth edition
    assert b.edition_box.currentData() == "fourth" and b.current() == fusion


def test_special_achievements_state_the_fourth_editions_conditions(fourth_window):
    from innovation_desktop.table import tips
    tip = fourth_window.supply.tooltip_for(("special", "Monument"))
    assert "demand effect" in tip and "end of an action" in tip
    assert "tucks six" in tips.achievement_tip("Monument")           # the third edition's, elsewhere
    assert "aslant" in tips.achievement_tip("Wonder", "fourth")


def test_new_game_remembers_the_fourth_edition(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path))
    from innovation_desktop.table.dialogs import NewGameDialog
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData("fourth"))
    d.remember()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.edition.currentData() == "fourth" and not again.artifacts.isEnabled()
