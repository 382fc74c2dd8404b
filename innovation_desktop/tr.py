"""The interface's words without importing Qt: :func:`translate`.

Modules that build text and must stay plain Python (the table's presenter,
:mod:`innovation_desktop.table.presenter`, read and tested without PySide6)
translate through here. Once Qt is loaded (the app always loads it before it
builds a window, and installs its translators then, see
:mod:`innovation_desktop.i18n`), :func:`translate` is Qt's
``QCoreApplication.translate``; without Qt it returns the English source text.
``pyside6-lupdate`` finds the calls as it finds ``QCoreApplication.translate``'s
(a call to a function named ``translate`` with a context and a text).
"""
from __future__ import annotations

import sys


def translate(context: str, text: str) -> str:
    """``text`` (an English template) in the interface's language, as Qt's
    translators installed for ``context`` say it; ``text`` itself when Qt is not
    loaded or has no translation. Never raises for a missing translation."""
    qt = sys.modules.get("PySide6.QtCore")
    if qt is None:
        return text
    said: str = qt.QCoreApplication.translate(context, text)
    return said


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, which lupdate looks for)
    """Mark ``text`` for translation in ``context`` without translating it now
    (Qt's macro of that name): it is translated where it is shown."""
    return text
