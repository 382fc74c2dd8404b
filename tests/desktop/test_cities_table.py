"""Cities of Destiny on the table (position ``resources/positions/cities.json``):
the Cities piles, city faces on the board, flags and fountains marked where they
count (and struck through where lost) and counted in the player's achievements
with the reasons, the Endorse action from its button, *Game > Endorse* and the E
key (its tooltips say which card pays and what runs twice; greyed with the reason
when not possible), the payment question, a search's cards shown to everyone, and
the New game option starting a Cities game."""
from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMenu

from engine.answers import Action

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CITIES = os.path.join(ROOT, "resources", "positions", "cities.json")


def _window(qtbot, doc):
    from engine.position import build
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(build(doc), [Seat("human"), Seat("easy")], ai_seed=1))
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def cities_window(qtbot):
    with open(CITIES, encoding="utf-8") as f:
        win = _window(qtbot, json.load(f))
    yield win
    win.session.close()
    win.session.runner.wait()


def test_the_cities_piles_and_a_splayed_city_show(cities_window):
    win = cities_window
    items = win.supply.items()
    assert [key for k, key, _ in items if k == "cities"] == list(range(1, 11))
    assert "Cities pile 5: 7 card(s)" in win.supply.tooltip_for(("cities", 5))
    red = win.my_board.piles[1]                  # Algiers under Construction, splayed up
    algiers = red.cards[0]
    shown = {pos for c, pos in red.visible_icons() if c == algiers}
    assert shown == {1, 2, 3}                    # the bottom row (a bonus 5 among them); never top_middle (4)
    green = win.my_board.piles[2]                # Stockholm splayed right: its left column
    assert {pos for c, pos in green.visible_icons() if c == green.cards[0]} == {0, 1}
    from innovation_desktop.table import tips
    text = tips.card_text(algiers)
    assert "city, age 5" in text and "Bottom right: bonus 5" in text and "Top middle: flag" in text


def test_flags_are_marked_on_the_board_and_counted_with_their_reasons(cities_window):
    win = cities_window
    purple, yellow = win.my_board.piles[4], win.my_board.piles[3]
    assert [(k, c) for _, k, c in purple.achievement_marks()] == [("flag", True)]     # Tokyo: counts
    assert [(k, c) for _, k, c in yellow.achievement_marks()] == [("flag", False)]    # Paris: Bob shows more yellow
    r, _, _ = purple.achievement_marks()[0]
    assert purple.rect().contains(r.toRect())       # drawn where the flag is, on the top card
    panel = win.panels[0]
    assert "3</b>/7" in panel.ach.text() and "flag (Tokyo)" in panel.ach.text()
    tip = panel.ach.toolTip()
    assert "Flag on Tokyo (purple): counts" in tip
    assert "Flag on Paris (yellow): does not count now" in tip and "Bob shows 3" in tip
    assert "3 achievement(s) in all: 2 held + 1" in tip


def test_the_endorse_button_says_what_pays_and_what_runs_twice(cities_window):
    win = cities_window
    b = win.prompt.buttons["endorse"]
    assert b.isEnabled() and "once per turn" in b.toolTip()
    entries = [a.text() for a in b.menu().actions()]
    assert [e.split("  ", 1)[1] for e in entries] == ["Calendar", "Construction", "Paris", "Tokyo"]
    tip = b.menu().actions()[1].toolTip()
    assert "Endorse Construction" in tip and "value 5 or less" in tip and "Philosophy" in tip
    assert "twice" in tip and "Bob" in tip           # Construction's demand hits Bob twice
    m = win.endorse_menu                             # Game > Endorse: the same entries
    assert m.menuAction().isVisible() and m.isEnabled()
    assert [a.text() for a in m.actions()] == ["Calendar", "Construction", "Paris", "Tokyo"]


def test_endorse_from_the_game_menu_asks_the_payment_and_runs_twice(cities_window, qtbot):
    win = cities_window
    s = win.session
    red_before = len(win.v["players"][0]["board"]["red"]["cards"])
    next(a for a in win.endorse_menu.actions() if a.text() == "Calendar").trigger()
    d = s.pending
    assert d is not None and d.kind == "cards" and d.source == "endorse"
    assert sorted(win.v["pending"]["options"]) == ["Banking", "Optics", "Philosophy"]     # value 6 or less
    assert s.answer(["Optics"])                      # Optics (3, red) is tucked under the red pile
    me = win.v["players"][0]
    assert me["board"]["red"]["cards"][0] == "Optics" and len(me["board"]["red"]["cards"]) == red_before + 1
    # Calendar: score pile (3) more than hand (2): two 3s drawn; the second time, hand (4) is more
    assert len(me["hand_ages"]) == 4
    log = "\n".join(win.log.lines)
    assert "Endorse" in log
    # Endorse once per turn: the next action offers it no more, greyed with the reason
    qtbot.waitUntil(lambda: s.pending is not None and s.pending.kind == "action" and s.pending.player == 0,
                    timeout=5000)
    b = win.prompt.buttons["endorse"]
    assert not b.isEnabled() and "already taken this turn" in b.toolTip()
    assert not win.endorse_menu.isEnabled()


def test_the_e_key_opens_the_endorse_menu(cities_window, qtbot):
    win = cities_window
    shown = []

    def close_popup():
        w = QApplication.activePopupWidget()
        shown.append(w)
        if w is not None:
            w.close()
    QTimer.singleShot(100, close_popup)
    win._shortcut("endorse")                          # what the E key does
    assert shown and isinstance(shown[0], QMenu) and shown[0] is win.prompt.buttons["endorse"].menu()
    from PySide6.QtGui import QShortcut
    keys = {sc.key().toString() for sc in win.findChildren(QShortcut)}
    assert "E" in keys


def test_endorse_is_greyed_with_a_reason_without_a_top_city(qtbot):
    doc = {"format": "innovation-position/1", "expansions": ["cities"], "seed": 3,
           "players": [{"name": "Ann", "board": {"blue": ["Writing"]}, "hand": ["Tokyo", "Oars"]},
                       {"name": "Bob", "board": {"red": ["Archery"]}}],
           "current": 0, "actions_left": 2}
    win = _window(qtbot, doc)
    try:
        b = win.prompt.buttons["endorse"]
        assert not b.isEnabled() and "need a city on top" in b.toolTip()
        assert win.endorse_menu.menuAction().isVisible() and not win.endorse_menu.isEnabled()
    finally:
        win.session.close()
        win.session.runner.wait()


def test_a_search_shows_its_cards_to_everyone(qtbot):
    doc = {"format": "innovation-position/1", "expansions": ["cities"], "seed": 3,
           "players": [{"name": "Ann", "board": {"blue": ["Writing"]}, "hand": ["Memphis"]},
                       {"name": "Bob", "board": {"red": ["Archery"]}}],
           "supply": {"1": ["Metalworking", "Pottery", "Sailing", "Clothing", "Agriculture", "Code of Laws",
                            "Domestication", "Mysticism", "City States", "Tools", "The Wheel"]},
           "current": 0, "actions_left": 2}
    win = _window(qtbot, doc)
    try:
        assert win.act(Action("meld", "Memphis"))         # a castle search icon: the top 1 card of pile 1
        rv = win.search_reveal
        qtbot.waitUntil(rv.isVisible, timeout=3000)
        from engine import NAMES
        assert [NAMES[c] for c in rv.cards] == ["Metalworking"] and [NAMES[c] for c in rv.kept] == ["Metalworking"]
        assert "Ann's search reveals 1 card(s) of the 1 pile; kept: Metalworking" in rv.caption.text()
        assert "Metalworking" in "\n".join(win.log.lines)
    finally:
        win.session.close()
        win.session.runner.wait()


def test_search_reveals_read_a_joiners_event_data():
    from innovation_desktop.table.widgets import search_reveals
    data = [{"kind": "action"}, {"kind": "search"},
            {"kind": "reveal", "card": "Oars", "age": 1, "set": "base", "src": ["supply", 1], "dst": ["hand", 1]},
            {"kind": "reveal", "card": "Tools", "age": 1, "set": "base", "src": ["supply", 1], "dst": ["hand", 1]},
            {"kind": "search", "card": "Oars", "age": 1, "set": "base"},
            {"kind": "return", "card": "Tools", "age": 1, "set": "base"}]
    from engine import BY_NAME
    assert search_reveals(data) == [{"player": 1, "revealed": [BY_NAME["Oars"], BY_NAME["Tools"]],
                                     "kept": [BY_NAME["Oars"]]}]
    assert search_reveals([{"kind": "reveal", "card": "Oars"}]) == []     # a card effect's reveal: not a search


def test_new_game_with_cities_starts_a_cities_table(qtbot):
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("human")], seed=5, expansions=["echoes", "cities"])
    try:
        st = win.session.view(-1)
        assert st["expansions"] == ["echoes", "cities"] and st["win_target"] == 8
        assert [k for k, _, _ in win.supply.items()].count("cities") == 10
        assert win.endorse_menu.menuAction().isVisible()
    finally:
        win.session.close()


def test_a_changed_achievement_total_is_highlighted(cities_window):
    """Flags come and go at any moment (also during other players' turns): the
    panel's achievements line lights up when its total changes."""
    import copy
    win = cities_window
    panel = win.panels[0]
    assert panel.ach.property("flash") is None
    v = copy.deepcopy(win.scene.v)
    v["players"][0]["icon_achievements"][0]["counts"] = True         # Paris' flag now counts
    v["players"][0]["achievement_total"] = 4
    win.scene.v = v
    panel.refresh()
    assert panel.ach.property("flash") == "gain" and "4</b>/7" in panel.ach.text()
    panel._flash_timer.timeout.emit()
    assert panel.ach.property("flash") is None
    v = copy.deepcopy(v)
    v["players"][0]["achievement_total"] = 2
    win.scene.v = v
    panel.refresh()
    assert panel.ach.property("flash") == "loss"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_alt_keys_of_a_cities_turn_are_not_shared(qtbot, qapp, lang):
    """Each Alt key of the action row and the menu bar opens one thing: two widgets
    with one mnemonic only take turns at the focus (Qt's ambiguous shortcut). In
    Spanish "&Robar" and "&Respaldar" shared Alt+R, "&Conseguir" and the menu
    "&Configuración" Alt+C, and in English "&Hint" and "&Help" Alt+H, "Do&gma" and "&Game"
    Alt+G; in the Game
    menu "&Repetición" and "&Respaldar" shared R."""
    import os
    import re

    from PySide6.QtWidgets import QMenu

    from innovation_desktop import i18n
    from innovation_desktop.help import install_help_menu
    from innovation_desktop.lan.menu import install_lan_menu
    from innovation_desktop.library.saves_ui import install_menu

    from .test_layout import POS, close, open_table

    def key(text: str) -> str | None:
        m = re.search(r"&([^&\s])", text.replace("&&", ""))
        return m.group(1).lower() if m else None

    if lang == "es":
        i18n.install(qapp, "es")
    try:
        win = open_table(qtbot, os.path.basename(os.path.join(POS, "cities.json")), (1600, 1000))
        install_menu(win)
        install_lan_menu(win)
        install_help_menu(win)
        row = [b.text() for b in win.prompt.buttons.values()] + [win.prompt.undo.text(), win.prompt.hint.text()]
        row += [a.text() for a in win.menuBar().actions()]
        assert "endorse" in win.prompt.buttons
        keys = [key(t) for t in row if key(t)]
        assert len(keys) == len(set(keys)), " | ".join(row)
        game = next(a.menu() for a in win.menuBar().actions() if a.menu() is not None
                    and any(x.menu() is win.endorse_menu for x in a.menu().actions()))
        assert isinstance(game, QMenu)
        items = [a.text() for a in game.actions() if a.text()]
        keys = [key(t) for t in items if key(t)]
        assert len(keys) == len(set(keys)), " | ".join(items)
        close(win)
    finally:
        i18n.uninstall(qapp)
