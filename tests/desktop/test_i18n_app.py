"""The app's windows outside the table in Spanish (issue 15): Help (menu, About,
the Rules page and its pictures, the card browser's chrome), the saved games list,
the replay viewer (which, like every main window, has the Help menu), the LAN
Join dialog. Each test installs the Spanish translations and removes them after."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator, QUrl
from PySide6.QtWidgets import QApplication

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
    # the pictures of the table drawn in Spanish are the ones shown
    from PySide6.QtGui import QImage
    for name in rulesmod.pictures(es):
        drawn = ROOT / "resources" / "help" / f"{name[:-4]}_es.png"
        assert drawn.is_file(), drawn
        assert w.browser.document().resource(3, QUrl(name)) == QImage(str(drawn)), name


def test_rules_page_name_follows_the_language():
    assert rulesmod.page_name("en") == "rules.html"
    assert rulesmod.page_name("es") == "rules_es.html"
    assert rulesmod.rules_html("es") == (ROOT / "resources" / "help" / "rules_es.html").read_text(encoding="utf-8")


def test_card_browser_chrome_in_spanish(spanish, qtbot):
    from engine import CARDS
    b = cardsmod.CardBrowser()
    qtbot.addWidget(b)
    assert b.windowTitle() == "Cartas — Innovation"
    n = sum(1 for c in CARDS if c.set != "fourth")        # the third edition's cards: no age-11 card
    assert b.count.text() == f"{n} de {n} cartas"
    assert b.edition_box.itemText(2) == "Cuarta edición"
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


def test_replay_status_and_answers_in_spanish(spanish, qtbot, saved_game):
    from innovation_desktop.library.replay_viewer import answer_words, describe_words
    from innovation_desktop.library.saves_ui import open_replay
    v = open_replay(saved_game)
    qtbot.addWidget(v)
    v.set_position(3)
    assert v.status.text().startswith(f"Respuesta 3 de {v.model.last}")
    assert describe_words(v.model, 0) == "Inicio de la partida"
    assert answer_words("action", {"action": "meld", "card": "Oars"}) == "Fundir Oars"    # titles stay English
    assert answer_words("action", {"action": "achieve", "age": 2}) == "Conseguir 2"
    assert answer_words("yesno", None) == "(no lo hace)"
    assert v.b_prev.toolTip() == "Una respuesta atrás (Left)"
    v.close()


# ---- saved games --------------------------------------------------------------------
def test_open_dialog_in_spanish(spanish, qtbot, saved_game):
    from innovation_desktop.library.saves_ui import OpenDialog
    from innovation_desktop.saves import paths
    from innovation_desktop.saves import store as saves
    import shutil
    folder = paths.games_dir()
    shutil.copy(saved_game, folder / "ours.json")
    (folder / "newer.json").write_text('{"format": "innovation-save", "format_version": 99}')
    (folder / "cut.json").write_text('{"format": "innovation-save", "format_version": 2, "answers": [')
    dlg = OpenDialog()
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Abrir una partida guardada"
    headers = [dlg.table.horizontalHeaderItem(c).text() for c in range(dlg.table.columnCount())]
    assert headers == ["Jugadores", "Guardada", "Turno", "Situación", "Terminada", "Archivo"]
    rows = {dlg.table.item(r, 5).text(): [dlg.table.item(r, c).text() for c in range(6)]
            for r in range(dlg.table.rowCount())}
    ours = rows["ours.json"]
    assert ours[0] == "Ann, Bob" and ours[4] == "no"
    standing = ours[3]          # who leads, with how many achievements and points, in Spanish
    assert ("va ganando" in standing or "empate a" in standing or "empatan" in standing) and "puntuación" in standing
    assert rows["newer.json"][0] == "(ilegible)" and "versión de formato incorrecta" in rows["newer.json"][3]
    assert rows["cut.json"][3].startswith("cortado: el texto JSON termina antes de tiempo")
    assert dlg.b_open.text() == "&Abrir" and dlg.b_delete.text() == "&Borrar"
    # the English words are still the file's: str(SaveError) is English (the command line says it)
    with pytest.raises(saves.SaveError) as e:
        saves.read_save(folder / "cut.json")
    assert "truncated" in str(e.value)
    from innovation_desktop.library.saves_ui import error_text
    from engine.inputs import show_path
    assert error_text(e.value) == f"{show_path(folder / 'cut.json')}: {rows['cut.json'][3]}"


def test_save_errors_in_english_are_unchanged(qtbot, tmp_path):
    from innovation_desktop.library.saves_ui import error_text
    from innovation_desktop.saves import store as saves
    p = tmp_path / "x.json"
    p.write_text("")
    with pytest.raises(saves.SaveError) as e:
        saves.read_save(p)
    assert error_text(e.value) == str(e.value) == f"{p}: the file is empty (truncated?)"


# ---- LAN ----------------------------------------------------------------------------
def test_join_dialog_in_spanish(spanish, qtbot):
    from PySide6.QtCore import Qt
    from innovation_desktop.lan.dialogs import JoinDialog, refusal_text
    dlg = JoinDialog(discover=False)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Unirse a una partida en red"
    assert dlg.join_button.text() == "&Unirse" and dlg.seat.itemText(0) == "Cualquier asiento libre"
    assert dlg.seat.itemText(2) == "Asiento 2"
    dlg.address.setText("nowhere")
    qtbot.mouseClick(dlg.join_button, Qt.LeftButton)
    assert dlg.error.text() == "Escribe la dirección y el puerto del anfitrión, como 192.168.1.20:40123."
    dlg.address.setText("127.0.0.1:5000")
    dlg.code.setText("ABCDE")
    dlg.name.setText("   ")
    qtbot.mouseClick(dlg.join_button, Qt.LeftButton)
    assert dlg.error.text() == "Tu nombre: el nombre de un jugador no puede estar en blanco."
    assert dlg.peer is None
    # the host's known refusals are said in Spanish; others as the host worded them
    assert refusal_text("full", "the table is full") == "la mesa está llena"
    assert refusal_text("seat", "seat 3 is not open (open: 2)") == "seat 3 is not open (open: 2)"


def test_host_dialog_and_lan_panel_in_spanish(spanish, qtbot):
    from types import SimpleNamespace
    from innovation_desktop.lan.dialogs import HostDialog
    from innovation_desktop.lan.panel import LanSeatsPanel, seat_status
    dlg = HostDialog(advertise=False, bind="127.0.0.1")
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Organizar una partida en red"
    assert [dlg.kinds[0].itemText(i) for i in range(dlg.kinds[0].count())] == [
        "Tú (en este ordenador)", "Un jugador por la red", "Ordenador (fácil)", "Ordenador (fuerte)",
        "Ordenador (al azar)"]
    assert dlg.open_button.text() == "Abrir la mesa"
    away = SimpleNamespace(kind="remote", name="Pat", connected=False, stand_in="strong")
    assert seat_status(away) == "desconectado — juega el ordenador (fuerte) hasta que vuelva"
    panel = LanSeatsPanel(0, host=True)
    qtbot.addWidget(panel)
    panel.set_seats([SimpleNamespace(kind="host", name="Ada", connected=True, stand_in=None), away])
    assert panel.status_text(0) == "tú"
    assert panel.rows[1][2].text() == "Devolver"


def _mnemonic(text: str) -> str | None:
    import re
    m = re.search(r"&([^&])", text)
    return m.group(1).lower() if m else None


def test_spanish_menu_entries_keep_distinct_keys(spanish, qtbot, midgame_window, saved_game):
    """The entries this app adds to the Game menu (saves, LAN) and the replay
    viewer's menus have one keyboard mnemonic each, all different, in Spanish."""
    from innovation_desktop.lan.menu import install_lan_menu
    from innovation_desktop.library.saves_ui import install_menu, open_replay
    win = midgame_window
    game_menu = next(a.menu() for a in win.menuBar().actions() if a.menu() is not None)
    before = set(game_menu.actions())
    install_menu(win)
    install_lan_menu(win)
    added = [a.text() for a in game_menu.actions() if a not in before and a.text()]
    assert "&Guardar" in added and "&Unirse a una partida en red..." in added
    keys = [_mnemonic(t) for t in added]
    assert None not in keys and len(set(keys)) == len(keys), added
    v = open_replay(saved_game)
    qtbot.addWidget(v)
    for a in v.menuBar().actions():
        texts = [x.text() for x in a.menu().actions() if x.text()]
        keys = [_mnemonic(t) for t in texts]
        assert None not in keys and len(set(keys)) == len(keys), texts
    v.close()


def test_rules_pictures_in_the_page_language_first(tmp_path):
    assert rulesmod.picture_files("table.png", "es") == ["table_es.png", "table.png"]
    assert rulesmod.picture_files("table.png", "en") == ["table.png"]


def test_text_record_export_in_spanish(spanish, qtbot, saved_game, tmp_path):
    from innovation_desktop.library.saves_ui import open_replay
    v = open_replay(saved_game)
    qtbot.addWidget(v)
    out = v.export_text(tmp_path / "record.txt")
    text = out.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "Innovation (tercera edición): Ann, Bob" and lines[1].startswith(
        "Semilla 5; 6 logros para ganar"
    )
    steps = [ln for ln in lines if ln[:5].strip().rstrip(".").isdigit()]
    assert len(steps) == v.model.last and "Turno 1" in text
    assert lines[-1].startswith("Sin terminar: ") or lines[-1].startswith("Resultado: ganó ")
    assert "Turn " not in text and "Seed" not in text
    assert v.model.text_record().splitlines()[0] == "Innovation (third edition): Ann, Bob"    # the model's own: English
    v.close()
