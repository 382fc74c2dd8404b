"""Help > Rules (F1), Help > About and Help > Cards (the card browser), and the
ways a card name opens the browser (a click in the log, a right-click on a card)."""
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QContextMenuEvent, QKeySequence
from PySide6.QtWidgets import QApplication

from engine import CARDS, COLORS, ICONS, NAMES
from innovation_desktop import help as helpmod
from innovation_desktop.help import cards as cardsmod
from innovation_desktop.help import rules as rulesmod

ROOT = Path(__file__).resolve().parents[2]
REQUIRED_SECTIONS = ("actions", "dogma", "demands", "splays", "achievements", "end", "teams")


@pytest.fixture(autouse=True)
def fresh_help_windows():
    """Each test gets its own rules window and card browser."""
    yield
    for mod, attr in ((rulesmod, "_WINDOW"), (cardsmod, "_BROWSER")):
        w = getattr(mod, attr)
        if w is not None:
            w.close()
            w.deleteLater()
            setattr(mod, attr, None)
    QApplication.processEvents()


def help_menu(win):
    return next(
        a.menu() for a in win.menuBar().actions() if a.menu() is not None and a.menu().objectName() == "HelpMenu"
    )


def action(win, word):
    return next(a for a in help_menu(win).actions() if word in a.text().replace("&", ""))


# ---- Rules --------------------------------------------------------------------------
def test_rules_page_has_every_section_and_its_pictures(qtbot):
    page = rulesmod.rules_html("en")
    anchors = [a for a, _ in rulesmod.sections(page)]
    for s in REQUIRED_SECTIONS:
        assert s in anchors, s
    pics = rulesmod.pictures(page)
    assert len(pics) >= 6
    for name in pics:      # shipped in resources/help/, made with the app's --screenshot
        assert (ROOT / "resources" / "help" / name).is_file(), name
    w = rulesmod.RulesWindow(lang="en")
    qtbot.addWidget(w)
    assert w.missing == []
    assert w.toc.count() == len(anchors)
    # the document holds every picture at its size
    for name in pics:
        img = w.browser.document().resource(3, QUrl(name))     # QTextDocument.ImageResource
        assert img is not None and not img.isNull(), name
    assert "Carl Chudyk" in w.browser.toPlainText()


def test_rules_section_list_scrolls_the_page(qtbot):
    w = rulesmod.RulesWindow(lang="en")
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    bar = w.browser.verticalScrollBar()
    assert bar.value() == 0
    w.show_section("teams")
    qtbot.waitUntil(lambda: bar.value() > 0)
    at_teams = bar.value()
    w.toc.setCurrentRow(w.anchors.index("actions"))
    qtbot.waitUntil(lambda: 0 < bar.value() < at_teams)
    with pytest.raises(KeyError):
        w.show_section("no-such-section")


def test_rules_in_an_unknown_language_are_the_english_page():
    assert rulesmod.rules_html("xx") == rulesmod.rules_html("en")


def test_f1_and_the_menu_open_the_rules(midgame_window, qtbot):
    win = midgame_window
    helpmod.install_help_menu(win)
    rules = action(win, "Rules")
    assert rules.shortcut() == QKeySequence(QKeySequence.HelpContents)
    assert rules.shortcut().toString() == "F1"
    win.activateWindow()
    qtbot.keyClick(win, Qt.Key_F1)
    qtbot.waitUntil(lambda: rulesmod._WINDOW is not None and rulesmod._WINDOW.isVisible())
    rulesmod._WINDOW.close()
    rules.trigger()
    assert rulesmod._WINDOW.isVisible()


# ---- About --------------------------------------------------------------------------
def test_about_names_version_licence_and_designer(midgame_window, qtbot):
    import innovation_desktop
    helpmod.install_help_menu(midgame_window)
    action(midgame_window, "About").trigger()
    from PySide6.QtWidgets import QMessageBox
    box = midgame_window.findChild(QMessageBox, "AboutBox")
    assert box is not None
    text = box.text()
    assert innovation_desktop.__version__ in text
    assert re.search(r"\d+\.\d+\.\d+", text)
    assert "MIT" in text and "Carl Chudyk" in text
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'version = {attr = "innovation_desktop.__version__"}' in pyproject
    box.close()


# ---- Cards --------------------------------------------------------------------------
def test_browser_shows_every_card_at_full_size(qtbot):
    from innovation_desktop.settings import SETTINGS
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    third = [c for c in range(len(CARDS)) if CARDS[c].set != "fourth"]     # the age-11 cards: fourth edition
    assert b.shown() == third
    assert b.count.text() == f"{len(third)} of {len(third)} cards"
    b.set_edition("fourth")
    assert b.shown() == list(range(len(CARDS))) and b.count.text() == f"{len(CARDS)} of {len(CARDS)} cards"
    size = b.view.itemDelegate().sizeHint(None, b.proxy.index(0, 0))
    assert size.width() - cardsmod.GAP == SETTINGS.tooltip_card_w    # the tooltip's full-size face


@pytest.mark.parametrize("age", [1, 5, 10])
def test_filter_by_age(qtbot, age):
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    b.age.setCurrentIndex(b.age.findData(age))
    assert b.shown() == [c.id for c in CARDS if c.age == age]


def test_filter_by_color_and_icon_together(qtbot):
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    red, castle = COLORS.index("red"), ICONS.index("castle")
    b.color.setCurrentIndex(b.color.findData(red))
    b.icon.setCurrentIndex(b.icon.findData(castle))
    want = [c.id for c in CARDS if c.color == red and castle in c.icons]
    assert b.shown() == want and 0 < len(want) < len(CARDS)
    assert b.count.text().startswith(f"{len(want)} of ")
    assert b.icon.findData(ICONS.index("hex")) == -1        # the hexagon picture is no filter


def test_search_as_you_type(qtbot):
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    counts = []
    for ch in "castle":            # the list narrows at each key, no Enter needed
        qtbot.keyClicks(b.search, ch)
        counts.append(len(b.shown()))
    assert counts == sorted(counts, reverse=True) and counts[-1] < counts[0] <= len(CARDS)
    for cid in b.shown():
        c = CARDS[cid]
        assert "castle" in (c.name + " ".join(t for _, t in c.effects + (c.first_effects or ()))).lower()
    b.search.clear()
    qtbot.keyClicks(b.search, "the WHEEL")     # words in any order and case; titles too
    assert NAMES.index("The Wheel") in b.shown()
    b.search.clear()
    qtbot.keyClicks(b.search, "zzzz-no-card")
    assert b.shown() == [] and b.count.text().startswith("0 of")


def test_show_card_clears_filters_that_hide_it(qtbot):
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    b.age.setCurrentIndex(b.age.findData(1))
    writing = NAMES.index("Writing")
    b.show_card(writing)                    # age 1: the filter stays
    assert b.current() == writing and b.age.currentData() == 1
    ai = NAMES.index("A.I.")
    b.show_card(ai)                         # age 10: hidden, so the filters are cleared
    assert b.current() == ai and b.age.currentData() is None
    assert len(b.shown()) == sum(1 for c in CARDS if c.set != "fourth")      # third edition: no age-11 cards
    with pytest.raises(IndexError):
        b.show_card(len(CARDS))


def test_a_card_name_in_the_log_opens_it_in_the_browser(midgame_window, qtbot):
    win = midgame_window
    helpmod.install_help_menu(win)
    win.log.add("Ada melds Archery.", "")
    html = win.log.toHtml()
    archery = NAMES.index("Archery")
    assert f"card:{archery}" in html                  # the name is a link
    win.log.anchorClicked.emit(QUrl(f"card:{archery}"))
    b = cardsmod._BROWSER
    assert b is not None and b.isVisible() and b.current() == archery
    win.log.anchorClicked.emit(QUrl("card:99999"))    # no such card: nothing changes
    assert b.current() == archery


def test_right_click_on_a_card_of_the_table_opens_it_and_tooltips_say_so(midgame_window, qtbot):
    from innovation_desktop.table import widgets
    win = midgame_window
    helpmod.install_help_menu(win)
    piles = [pw for pw in win.findChildren(widgets.PileWidget) if pw.cards and pw.isVisible()]
    assert piles
    pw = piles[0]
    r = pw.rect()
    pos = next(QPoint(x, y) for y in range(2, r.height(), 6) for x in range(2, r.width(), 6)
               if pw.card_at(QPointF(x, y)) is not None)
    cid = pw.card_at(QPointF(pos))
    QApplication.sendEvent(pw, QContextMenuEvent(QContextMenuEvent.Mouse, pos, pw.mapToGlobal(pos)))
    b = cardsmod._BROWSER
    assert b is not None and b.isVisible() and b.current() == cid
    tip = widgets.card_tooltip(cid, "third")
    assert "Help &gt; Cards" in tip or "Help > Cards" in tip


def test_help_menu_cards_opens_the_browser(midgame_window):
    helpmod.install_help_menu(midgame_window)
    action(midgame_window, "Cards").trigger()
    assert cardsmod._BROWSER is not None and cardsmod._BROWSER.isVisible()
    assert len(cardsmod._BROWSER.shown()) == sum(1 for c in CARDS if c.set != "fourth")   # the game's edition


def test_filter_by_set_when_the_engine_has_expansions(qtbot):
    sets = sorted({cardsmod.card_set(c) for c in range(len(CARDS))})
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    assert (b.set_box.count() == len(sets) + 1) and (b.set_box.isVisibleTo(b) == (len(sets) > 1))
    assert "fourth" not in {cardsmod.card_set(c) for c in b.shown()}     # the age-11 cards: fourth edition only
    b.set_edition("fourth")
    for s in sets:
        b.set_box.setCurrentIndex(b.set_box.findData(s))
        assert b.shown() == [c for c in range(len(CARDS)) if cardsmod.card_set(c) == s]
    # any icon, the six basic icons, the avatar (fourth edition) and the six icons of Cities of Destiny
    assert b.icon.count() == 14
