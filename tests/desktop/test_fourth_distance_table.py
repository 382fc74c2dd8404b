"""The distance rule on the table (fourth edition, an individual game of four; issue
27): the Dogma preview names the opponent across the table with the condition (shares
only by returning a card from hand; may return one to ignore the demand), and that
opponent's zone is marked while the preview shows. Not with three players, not with
teams."""
from __future__ import annotations

import json
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FOUR = os.path.join(ROOT, "tests", "fixtures", "fourth_distance4.json")


def _doc(**changes) -> dict:
    with open(FOUR, encoding="utf-8") as f:
        doc = json.load(f)
    doc.update(changes)
    return doc


def _three() -> dict:
    doc = _doc()
    doc["players"] = doc["players"][:3]          # Ann, Bob, Cat: everyone sits next to Ann
    return doc


def _view(doc: dict) -> dict:
    from engine.position import build
    from engine.view import table_view
    return table_view(build(doc), 0)


def _tip(doc: dict, card: str) -> str:
    from engine.answers import Action
    from innovation_desktop.table.tips import action_tip
    return action_tip(_view(doc), Action("dogma", card))


def test_the_preview_names_the_player_across_who_shares_only_by_returning_a_card():
    v = _view(_doc())
    assert v["dogma"]["Writing"]["far"] == [2] and v["dogma"]["Writing"]["shares"] == [2]
    tip = _tip(_doc(), "Writing")
    assert "Shared with: Cat." in tip
    assert "Cat, across the table, shares only by returning a card from hand." in tip


def test_the_preview_says_the_player_across_may_return_a_card_to_ignore_the_demand():
    v = _view(_doc())
    assert v["dogma"]["Archery"]["far"] == [2] and v["dogma"]["Archery"]["hit"] == [1, 2]
    tip = _tip(_doc(), "Archery")
    assert "Demand hits: Bob, Cat." in tip
    assert "Cat, across the table, may return a card from hand to ignore the demand." in tip
    assert "Bob, across" not in tip and "Dan, across" not in tip          # the neighbours: as usual


def test_the_player_across_with_an_empty_hand_does_not_share():
    doc = _doc()
    doc["players"][2]["hand"] = []
    tip = _tip(doc, "Writing")
    assert "Cat, across the table, has no card in hand to return: Cat does not share." in tip
    assert "may return" not in _tip(doc, "Archery")           # nothing to return: hit as usual


def test_a_card_across_the_table_costs_a_card_from_hand():
    tip = _tip(_doc(), "Philosophy")                 # Cat's top card
    assert "It is a top card across the table: Ann first returns a card from hand to use it." in tip
    assert "across the table" not in _tip(_doc(), "Clothing")     # Ann's own card; nobody far is involved


def test_no_distance_rule_in_the_preview_with_three_players_teams_or_another_edition():
    for doc in (_three(), _doc(teams=True), _doc(edition="third"), _doc(edition="first")):
        v = _view(doc)
        assert all(pre["far"] == [] for pre in v["dogma"].values())
        for card in v["dogma"]:
            assert "across the table" not in _tip(doc, card)


def test_the_preview_is_in_spanish(qapp):
    from innovation_desktop import i18n
    try:
        i18n.install(qapp, "es")
        tip = _tip(_doc(), "Archery")
        assert "Cat" in tip and "across the table" not in tip and "devolver" in tip.lower()
        tip = _tip(_doc(), "Writing")
        assert "across the table" not in tip and "Cat" in tip
    finally:
        i18n.uninstall(qapp)


def _window(qtbot, doc: dict):
    from engine.position import build
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    n = len(doc["players"])
    win.set_session(GameSession(build(doc), [Seat("human")] + [Seat("greedy")] * (n - 1), ai_seed=1))
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def windows(qtbot):
    made = []

    def make(doc):
        made.append(_window(qtbot, doc))
        return made[-1]
    yield make
    for w in made:
        w.session.close()
        w.session.runner.wait()


def _dogma_menu(win):
    from PySide6.QtWidgets import QMenu
    menu = win.prompt.buttons["dogma"].menu()
    assert isinstance(menu, QMenu)
    return menu


def _entry(menu, card: str):
    return next(a for a in menu.actions() if a.text().endswith(card))


def _zone_of(win, p: int):
    return next(z for z, q in zip(win.opp_zones, win.others()) if q == p)


def _border_colour_seen(zone) -> bool:
    """True if the zone's drawn frame shows the marking's orange."""
    img = zone.grab().toImage()
    for x in range(0, img.width(), 3):
        for y in (1, 2, img.height() - 2, img.height() - 3):
            c = img.pixelColor(x, y)
            if c.red() > 200 and 130 < c.green() < 200 and c.blue() < 90:
                return True
    return False


def test_the_zone_across_is_marked_while_the_menu_previews_a_dogma(qtbot, windows):
    win = windows(_doc())
    menu = _dogma_menu(win)
    cat = _zone_of(win, 2)
    assert win.far_marked() == [] and not _border_colour_seen(cat)
    menu.hovered.emit(_entry(menu, "Archery"))       # what the menu does as the entry becomes current
    _entry(menu, "Archery").hovered.emit()
    assert win.far_marked() == [2] and cat.far
    assert _border_colour_seen(cat)
    assert not _border_colour_seen(_zone_of(win, 1)) and not _zone_of(win, 3).far
    _entry(menu, "Clothing").hovered.emit()          # nobody far involved
    assert win.far_marked() == []
    _entry(menu, "Writing").hovered.emit()
    assert win.far_marked() == [2]
    menu.aboutToHide.emit()                          # the menu closes: the mark goes
    assert win.far_marked() == [] and not _border_colour_seen(cat)


def test_the_zone_across_is_marked_while_a_top_cards_tooltip_previews_its_dogma(qtbot, windows):
    from engine import BY_NAME
    from innovation_desktop.table.widgets import PileWidget
    win = windows(_doc())
    pile = next(w for w in win.my_board.findChildren(PileWidget) if w.cards == [BY_NAME["Archery"]])
    text = pile.tooltip_text(pile.card_rects()[-1].center().toPoint())
    assert "may return a card from hand to ignore the demand" in text
    assert win.far_marked() == [2]
    from PySide6.QtCore import QEvent
    pile.leaveEvent(QEvent(QEvent.Type.Leave))
    assert win.far_marked() == []


def test_no_zone_is_marked_with_three_players_or_teams(qtbot, windows):
    for doc in (_three(), _doc(teams=True)):
        win = windows(doc)
        menu = _dogma_menu(win)
        for a in menu.actions():
            a.hovered.emit()
            assert win.far_marked() == []
