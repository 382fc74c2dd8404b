"""The user's language: which one, and loading its translations into Qt.

Languages: English (``"en"``, the source language of every text) and Spanish
(``"es"``). The language is chosen once, at start-up, before any window is
built (:func:`install`), in this order:

1. ``--lang en|es`` on the command line (tests, screenshots);
2. the environment variable ``INNOVATION_DESKTOP_LANG`` (``en`` or ``es``);
3. the preference saved by *Settings > Language* (``language`` in
   ``preferences.json``, see :mod:`innovation_desktop.saves.paths`);
4. the system locale (:class:`QLocale`): Spanish for any ``es*`` locale, else English.

The translations are the compiled Qt files ``resources/i18n/<lang>/*.qm`` (one
per area of the source, see ``tools/i18n.py``), read through
:mod:`engine.datafiles`, so they are found in a source checkout, an installed
wheel and a frozen bundle alike. Qt's own translations of its standard dialogs
and buttons (``qtbase_<lang>.qm``) are loaded too when PySide6 ships them.

A changed language applies at the next start: the texts of windows already built
are not redone.
"""
from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:             # Qt is not imported at start-up (time)
    from PySide6.QtCore import QCoreApplication, QTranslator

#: Language code -> its name in that language (as the Settings menu lists them).
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802  (the name pyside6-lupdate looks for)
    """Mark ``text`` for translation in ``context`` and return it unchanged (it is
    translated where it is shown). PySide6's own function does the same but is
    typed as returning ``object``; this one is imported in its place."""
    return text


#: The environment variable that overrides the saved and system language.
LANG_ENV = "INNOVATION_DESKTOP_LANG"

_installed: list[QTranslator] = []          # the QTranslators installed (kept alive; removed by uninstall)
_data: list[bytes] = []        # the .qm bytes the translators read (Qt does not copy them)
_current = "en"


def normalize(code: str | None) -> str | None:
    """``"es"``, ``"es_AR"``, ``"ES"``, ``"es-MX.UTF-8"`` -> ``"es"``; ``"en..."`` -> ``"en"``;
    anything else (None, ``""``, ``"fr"``) -> None."""
    if not code:
        return None
    head = code.strip().lower().replace("-", "_").split("_")[0].split(".")[0]
    return head if head in LANGUAGES else None


def system_language() -> str:
    """The language of the system locale (:meth:`QLocale.system`): ``"es"`` for any
    Spanish locale, else ``"en"``."""
    from PySide6.QtCore import QLocale
    loc = QLocale.system()
    if loc.language() == QLocale.Language.Spanish:
        return "es"
    return normalize(loc.name()) or "en"


def saved_language() -> str | None:
    """The language saved by *Settings > Language* (``"en"``/``"es"``), or None when
    none is saved (or the preferences file is missing or unreadable).

    Reads the ``language`` key of the preferences file directly (bounded read,
    bounded JSON) rather than through pydantic, which start-up does not import."""
    lang = saved_preference("language")
    return normalize(lang) if isinstance(lang, str) else None


def saved_preference(key: str) -> Any:
    """The value of ``key`` in the preferences file, or None (no file, unreadable,
    no such key). Read directly (bounded read, bounded JSON), not through pydantic,
    which start-up does not import; the caller checks the value's type."""
    try:
        from engine.inputs import parse_json, read_file
        doc = parse_json(read_file(_preferences_file(), 1024 * 1024))
    except (OSError, ValueError):
        return None
    return doc.get(key) if isinstance(doc, dict) else None


def _preferences_file() -> str:
    """The path of ``preferences.json``: :func:`innovation_desktop.saves.paths.preferences_path`
    when that module is loaded already, else the same place found without
    importing it (it imports pydantic: start-up time)."""
    paths = sys.modules.get("innovation_desktop.saves.paths")
    if paths is not None:
        return str(paths.preferences_path())
    home = os.environ.get("INNOVATION_DESKTOP_HOME")      # paths.HOME_ENV
    if home:
        return os.path.join(os.path.expanduser(home), "config", "preferences.json")
    import platformdirs
    return os.path.join(platformdirs.user_config_dir("innovation-desktop", appauthor=False), "preferences.json")


def choose_language(override: str | None = None) -> str:
    """The language to use: ``override`` (``--lang``) if given, else
    ``$INNOVATION_DESKTOP_LANG``, else the saved preference, else the system
    locale's. Raises ValueError for an ``override`` that is not a known language."""
    if override is not None:
        lang = normalize(override)
        if lang is None:
            raise ValueError(f"--lang must be one of {', '.join(LANGUAGES)}, not {override!r}")
        return lang
    return normalize(os.environ.get(LANG_ENV)) or saved_language() or system_language()


def qm_files(lang: str) -> list[tuple[str, bytes]]:
    """``(name, bytes)`` of every compiled translation of ``lang`` (``resources/i18n/<lang>/*.qm``),
    sorted by name; empty for English or when there are none."""
    from engine.datafiles import resource_bytes, resource_names
    if lang == "en":
        return []
    try:
        names = [n for n in resource_names("i18n", lang) if n.endswith(".qm")]
    except OSError:
        return []
    out = []
    for n in names:
        try:
            out.append((n, resource_bytes("i18n", lang, n)))
        except OSError:
            continue
    return out


def install(app: QCoreApplication, lang: str) -> str:
    """Install the translators of ``lang`` (``"en"`` or ``"es"``) into ``app`` (a
    QCoreApplication), replacing any installed before, and make ``lang`` Qt's default
    locale (number formats, standard dialogs). Call before building windows.
    Returns ``lang``. Raises ValueError for an unknown language."""
    global _current
    from PySide6.QtCore import QT_TRANSLATE_NOOP, QLibraryInfo, QLocale, QTranslator
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    uninstall(app)
    QLocale.setDefault(QLocale("es_ES" if lang == "es" else "en_US"))
    _current = lang
    if lang == "en":
        return lang
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    t = QTranslator(app)
    if t.load(f"qtbase_{lang}", qt_dir):       # Qt's own: OK/Cancel, file dialogs...
        app.installTranslator(t)
        _installed.append(t)
    # Qt's own file dialog says these with a mnemonic that Qt's Spanish file lacks
    # (it has only "Look in:"): our app area translates them (context QFileDialog)
    _QT_GAPS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
                QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))
    for _name, data in qm_files(lang):
        t = QTranslator(app)
        if t.load(data):
            _data.append(data)
            app.installTranslator(t)
            _installed.append(t)
    return lang


def uninstall(app: QCoreApplication) -> None:
    """Remove the translators :func:`install` put in ``app`` (back to English)."""
    global _current
    from PySide6.QtCore import QLocale
    for t in _installed:
        app.removeTranslator(t)
        t.deleteLater()
    _installed.clear()
    _data.clear()
    _current = "en"
    QLocale.setDefault(QLocale.system())


def current() -> str:
    """The language installed by the last :func:`install` (``"en"`` before any)."""
    return _current


def save_language(lang: str | None) -> None:
    """Save ``lang`` (``"en"``, ``"es"``, or None to follow the system) as the
    preferred language, used from the next start. Raises ValueError for an
    unknown language, OSError if the preferences cannot be written."""
    from .saves.paths import load_preferences, save_preferences
    if lang is not None and lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    prefs = load_preferences()
    prefs.language = lang or ""
    save_preferences(prefs)
