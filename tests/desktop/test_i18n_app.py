"""The app's windows outside the table in Spanish (issue 15): Help (menu, About,
the Rules page and its pictures, the card browser's chrome), the saved games list,
the replay viewer (which, like every main window, has the Help menu), the LAN
Join dialog. Each test installs the Spanish translations and removes them after."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator, QUrl
from PySide6.QtWidgets import QApplication, QMessageBox

from innovation_desktop import help as helpmod
from innovation_desktop.help import cards as cardsmod
from innovation_desktop.help import rules as rulesmod

ROOT = Path(__file__).resolve().parents[2]
ES = ROOT / "resources" / "i18n" / "es"


def _install_es(app):
    """Install the Spanish translations: through ``innovation_desktop.i18n`` when it
    exists, else the app's own .qm files directly. Returns the undo function."""
    try:
        from innovation_desktop import i18n
    except ImportError:
        i18n = None
    if i18n is not None and hasattr(i18n, "install"):
        i18n.install(app, "es")
        return lambda: i18n.uninstall(app)
    done = []
    for qm in sorted(ES.glob("*.qm")):
        t = QTranslator(app)
        assert t.load(str(qm)), qm
        app.installTranslator(t)
        done.append(t)
    before = QLocale()
    QLocale.setDefault(QLocale("es_ES"))

    def undo():
        for t in done:
            app.removeTranslator(t)
        QLocale.setDefault(before)
    return undo


@pytest.fixture
def spanish(qapp):
    undo = _install_es(qapp)
    yield
    undo()


@pytest.fixture(autouse=True)
def fresh_help_windows():
    yield
    for mod, attr in ((rulesmod, "_WINDOW"), (cardsmod, "_BROWSER")):
        w = getattr(mod, attr)
        if w is not None:
            w.close()
            w.deleteLater()
            setattr(mod, attr, None)
    QApplication.processEvents()


def menu_texts(win) -> dict[str, list[str]]:
    """The window's menus: title -> its entries (mnemonics removed)."""
    out = {}
    for a in win.menuBar().actions():
        m = a.menu()
        if m is not None:
            out[m.title().replace("&", "")] = [x.text().replace("&", "") for x in m.actions() if x.text()]
    return out


@pytest.fixture
def saved_game(tmp_path, monkeypatch):
    from engine import Game
    from engine.ai import random_answer
    import random
    from innovation_desktop.saves import store as saves
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    g = Game.new(["Ann", "Bob"], seed=5)
    rng = random.Random(5)
    while not g.over and len(g.record) < 60:
        g.apply(random_answer(g.pending, rng))
    p = tmp_path / "game.json"
    saves.save_game(g, p)
    return p


# ---- Help ---------------------------------------------------------------------------
def test_help_menu_and_about_in_spanish(spanish, midgame_window):
    win = midgame_window
    menu = helpmod.install_help_menu(win)
    assert helpmod.install_help_menu(win) is menu          # one Help menu, not two
    assert menu.title().replace("&", "") == "Ayuda"
    assert menu_texts(win)["Ayuda"] == ["Reglas", "Cartas", "Acerca de Innovation Desktop"]
    box = helpmod.show_about(win)
    text = box.text()
    assert "Versión" in text and "Licencia: MIT" in text and "Carl Chudyk" in text
    assert box.windowTitle() == "Acerca de Innovation Desktop"
    box.close()


def test_rules_page_in_spanish_with_its_pictures(spanish, qtbot):
    assert rulesmod.language() == "es"
    en, es = rulesmod.rules_html("en"), rulesmod.rules_html()       # the interface's language
    assert es != en and "Cómo se juega a Innovation" in es
    # the same sections (anchors) and the same pictures as the English page
    assert [a for a, _ in rulesmod.sections(es)] == [a for a, _ in rulesmod.sections(en)]
    assert rulesmod.pictures(es) == rulesmod.pictures(en)
    w = rulesmod.open_rules()
    assert w.windowTitle() == "Reglas de Innovation"
    assert w.missing == []
    for name in rulesmod.pictures(es):
        img = w.browser.document().resource(3, QUrl(name))     # QTextDocument.ImageResource
        assert img is not None and not img.isNull(), name
    titles = [w.toc.item(i).text() for i in range(w.toc.count())]
    assert "Acciones" in titles and "Exigencias" in titles and "La partida por equipos" in titles
    text = w.browser.toPlainText()
    assert "fundir" in text and "pila de puntuación" in text and "Actions" not in titles
    w.show_section("demands")        # the anchors work in the Spanish page too


def test_rules_page_name_follows_the_language():
    assert rulesmod.page_name("en") == "rules.html"
    assert rulesmod.page_name("es") == "rules_es.html"
    assert rulesmod.rules_html("es") == (ROOT / "resources" / "help" / "rules_es.html").read_text(encoding="utf-8")


def test_card_browser_chrome_in_spanish(spanish, qtbot):
    from engine import CARDS
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    assert b.windowTitle() == "Cartas — Innovation"
    assert b.count.text() == f"{len(CARDS)} de {len(CARDS)} cartas"
    assert b.age.itemText(0) == "Todas las edades" and b.age.itemText(3) == "Edad 3"
    assert [b.color.itemText(i) for i in range(b.color.count())][:3] == ["Todos los colores", "Azul", "Rojo"]
    assert b.icon.itemText(0) == "Cualquier icono" and "Bombilla" in [b.icon.itemText(i) for i in range(b.icon.count())]
    assert b.search.placeholderText() == "Buscar en títulos y efectos"


# ---- the replay viewer --------------------------------------------------------------
def test_replay_window_has_help_and_speaks_spanish(spanish, qtbot, saved_game):
    from innovation_desktop.library.saves_ui import open_replay
    v = open_replay(saved_game)          # what --replay opens
    qtbot.addWidget(v)
    menus = menu_texts(v)
    assert "Ayuda" in menus and "Repetición" in menus, menus
    assert menus["Ayuda"] == ["Reglas", "Cartas", "Acerca de Innovation Desktop"]
    assert "Seguir jugando desde aquí (partida nueva)" in menus["Repetición"]
    assert v.b_play.text() == "Reproducir"
    assert v.view_box.itemText(0) == "Todo (revisión)" and v.view_box.itemText(1) == "Como lo vio Ann"
    assert v.status.text().startswith("Respuesta ")
    assert v.windowTitle().startswith("Repetición")
    rules = next(a for a in helpmod.help_menu(v).actions() if a.text().replace("&", "") == "Reglas")
    assert rules.shortcut().toString() == "F1"
    rules.trigger()
    assert rulesmod._WINDOW is not None and rulesmod._WINDOW.isVisible()
    v.close()


def test_replay_window_has_help_in_english(qtbot, saved_game):
    from innovation_desktop.library.saves_ui import open_replay
    v = open_replay(saved_game)
    qtbot.addWidget(v)
    menu = helpmod.help_menu(v)
    assert menu is not None and [a.text() for a in menu.actions() if a.text()] == \
        ["&Rules", "&Cards", "&About Innovation Desktop"]
    v.close()
