"""A save's words in the interface's language: :func:`said_text` for a
:class:`~innovation_desktop.saves.store.Said` (a save's problem, a game's
standing), :func:`error_text` for an error shown to the user.

The saves' module has no Qt; it keeps each English sentence with its template and
fields, and these functions translate the template (context ``SaveError``) and
fill the fields (nested ``Said`` and the engine's messages said too)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.inputs import show_path

from ..saves.store import Said, SaveError

translate = QCoreApplication.translate


def said_text(said: Any) -> str:
    """A :class:`~innovation_desktop.saves.store.Said` (a save's problem, a game's
    standing) in the interface's language: its template translated (context
    ``SaveError``), its fields put in (a field that is itself a ``Said`` is
    translated too). Any other value as ``str``."""
    if not isinstance(said, Said):
        from engine.msg import Msg
        if isinstance(said, Msg):           # the engine's words (a question in a save's problem)
            from ..words import render
            return render(said)
        return str(said)
    fields = {k: said_text(v) for k, v in said.fields.items()}
    text = translate("SaveError", said.template)
    try:
        return text.format(**fields) if fields else text
    except (KeyError, IndexError, ValueError):      # a translation with a wrong field: the English
        return str(said)


def error_text(e: BaseException) -> str:
    """An error to show the user, in the interface's language: a SaveError as
    "<file>: <problem>" (its problem translated), anything else as ``str``."""
    if isinstance(e, SaveError):
        problem = said_text(e.problem)
        if e.path is None:
            return problem
        return translate("SaveError", "{file}: {problem}").format(file=show_path(e.path), problem=problem)
    return str(e)
