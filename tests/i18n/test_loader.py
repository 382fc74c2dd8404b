"""The language loader (innovation_desktop/i18n.py) and Settings > Language."""
import json

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from innovation_desktop import i18n


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path))
    monkeypatch.delenv(i18n.LANG_ENV, raising=False)
    return tmp_path


def test_normalize_accepts_locale_names_and_refuses_others():
    assert i18n.normalize("es") == i18n.normalize("es_AR") == i18n.normalize("ES-mx.UTF-8") == "es"
    assert i18n.normalize("en_GB") == "en"
    assert i18n.normalize("fr_FR") is None and i18n.normalize("") is None and i18n.normalize(None) is None


def test_order_is_command_line_then_environment_then_saved_then_system(home, monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_MX")))
    assert i18n.choose_language() == "es"            # nothing saved: the system's (any es* locale)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.choose_language() == "en"            # not Spanish: English
    (home / "config").mkdir()
    (home / "config" / "preferences.json").write_text(json.dumps({"language": "es", "player_name": "Ana"}))
    assert i18n.saved_language() == "es"
    assert i18n.choose_language() == "es"            # the saved choice beats the system
    monkeypatch.setenv(i18n.LANG_ENV, "en")
    assert i18n.choose_language() == "en"            # the environment beats the saved choice
    assert i18n.choose_language("es") == "es"        # --lang beats everything
    with pytest.raises(ValueError, match="--lang"):
        i18n.choose_language("klingon")


def test_a_broken_preferences_file_means_no_saved_language(home):
    (home / "config").mkdir()
    p = home / "config" / "preferences.json"
    for bad in ("{not json", json.dumps({"language": 3}), json.dumps({"language": "fr"}), json.dumps([1])):
        p.write_text(bad)
        assert i18n.saved_language() is None


def test_save_language_keeps_the_other_preferences(home):
    from innovation_desktop.saves.paths import Preferences, load_preferences, save_preferences
    save_preferences(Preferences(player_name="Ana", autosave=False))
    i18n.save_language("es")
    prefs = load_preferences()
    assert (prefs.language, prefs.player_name, prefs.autosave) == ("es", "Ana", False)
    assert i18n.saved_language() == "es"
    i18n.save_language(None)
    assert load_preferences().language == "" and i18n.saved_language() is None
    with pytest.raises(ValueError):
        i18n.save_language("xx")


def test_install_spanish_translates_our_texts_and_qts_own(english_after):
    app = english_after
    assert i18n.qm_files("es"), "no compiled Spanish translations found"
    assert i18n.install(app, "es") == "es" and i18n.current() == "es"
    assert QCoreApplication.translate("Table", "&Settings") == "&Configuración"
    assert QLocale().language() == QLocale.Language.Spanish
    from PySide6.QtCore import QLibraryInfo
    import os
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if os.path.exists(os.path.join(qt_dir, "qtbase_es.qm")):     # Qt's standard buttons
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
    i18n.install(app, "en")                          # replaces: back to the source texts
    assert QCoreApplication.translate("Table", "&Settings") == "&Settings"
    assert i18n.current() == "en"
    with pytest.raises(ValueError):
        i18n.install(app, "fr")


def test_settings_language_dialog_saves_the_choice_and_says_when_it_applies(home, qtbot, english_after):
    from PySide6.QtWidgets import QDialogButtonBox, QLabel
    from innovation_desktop.table.dialogs import LANGUAGE_NOTICE
    from innovation_desktop.table.window import TableWindow
    i18n.install(english_after, "es")
    win = TableWindow()
    qtbot.addWidget(win)
    menus = {a.menu().objectName(): a.menu() for a in win.menuBar().actions() if a.menu() is not None}
    settings = menus["SettingsMenu"]
    assert settings.title() == "&Configuración"
    action = next(a for a in settings.actions() if a.objectName() == "language_action")
    from innovation_desktop.table.dialogs import LanguageDialog
    seen = []

    def fake_exec(self):
        seen.append(self)
        assert self.windowTitle() == "Idioma"
        notice = self.findChild(QLabel, "language_notice").text()
        assert all(n in notice for n in LANGUAGE_NOTICE.values())   # in both languages
        assert [self.box.itemText(i) for i in range(1, self.box.count())] == ["English", "Español"]
        self.box.setCurrentIndex(self.box.findData("es"))
        self.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).click()
        return self.result()
    original = LanguageDialog.exec
    LanguageDialog.exec = fake_exec
    try:
        action.trigger()
    finally:
        LanguageDialog.exec = original
    assert seen and seen[0].result() == 1
    assert i18n.saved_language() == "es"


def test_the_command_line_chooses_the_language(home, tmp_path, english_after):
    from innovation_desktop.app import main
    shot = tmp_path / "t.png"
    assert main(["--lang", "es", "--seats", "human,greedy", "--seed", "2", "--screenshot", str(shot)]) == 0
    assert shot.stat().st_size > 0 and i18n.current() == "es"
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "--screenshot", str(shot)])
