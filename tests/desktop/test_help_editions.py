"""Help > Rules, its Editions section: the third (Deluxe) edition by default, the
first edition's texts, and the fourth edition with where to read more (its own
section, linked), in English and Spanish; Help > About names the three."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication

from innovation_desktop.help import rules as rulesmod


@pytest.fixture(autouse=True)
def fresh_rules_window():
    yield
    if rulesmod._WINDOW is not None:
        rulesmod._WINDOW.close()
        rulesmod._WINDOW.deleteLater()
        rulesmod._WINDOW = None
    QApplication.processEvents()


def _editions(page: str) -> str:
    """The HTML of the Editions section: from its heading to the next one."""
    m = re.search(r'<a name="editions"></a>.*?(?=<h2>)', page, re.S)
    assert m, "an Editions section"
    return m.group(0)


@pytest.mark.parametrize("lang, words", [("en", ("third edition", "Deluxe", "first edition", "fourth edition (2024)")),
                                         ("es", ("tercera edición", "Deluxe", "primera edición",
                                                 "cuarta edición (2024)"))])
def test_the_editions_section_names_the_fourth_edition_and_links_to_its_page(lang, words):
    page = rulesmod.rules_html(lang)
    sec = _editions(page)
    for w in words:
        assert w in sec, (lang, w)
    assert 'href="#fourth"' in sec
    assert "fourth" in [a for a, _ in rulesmod.sections(page)]          # the section it links to


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_link_scrolls_to_the_fourth_edition_section(qtbot, lang):
    w = rulesmod.RulesWindow(lang=lang)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    w.show_section("editions")
    bar = w.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0)
    at_editions = bar.value()
    w._link(QUrl("#fourth"))                     # what a click on the link does
    assert w.anchors[w.toc.currentRow()] == "fourth"
    qtbot.waitUntil(lambda: bar.value() > at_editions or bar.value() == bar.maximum())


def test_about_names_the_three_editions(qapp):
    from innovation_desktop import i18n
    from innovation_desktop.help import about_html
    text = about_html()
    assert "third edition (Deluxe)" in text and "fourth (2024)" in text
    try:
        i18n.install(qapp, "es")
        assert "tercera edición (Deluxe)" in about_html() and "cuarta (2024)" in about_html()
    finally:
        i18n.uninstall(qapp)
