"""Card texts in the user's language: dogma effect texts and special achievements.

The English texts are the card data's (``resources/cards.json``, ``artifacts.json``,
``relics.json``) and :data:`innovation_desktop.table.tips.SPECIAL_CONDITIONS`; their
translations are in ``resources/i18n/<language>/cards.ts`` (contexts ``cards`` and
``specials``, written from the data by ``python tools/i18n.py update``). Whatever
translators the app installed (``innovation_desktop/i18n.py``) are used; with none,
or a text without a translation, the English text is shown. Card titles are never
translated.

Only ``QCoreApplication.translate`` is used (no widgets), so these work without a
screen and without an application object.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import CARDS

#: The translation context of the effect texts.
CARDS_CONTEXT = "cards"
#: The translation context of the special achievements' names and conditions.
SPECIALS_CONTEXT = "specials"


def effect_text(text: str) -> str:
    """One effect text (English, exactly as in the card data) in the user's language."""
    return QCoreApplication.translate(CARDS_CONTEXT, text)


def effects(cid: int, edition: str = "third") -> tuple[tuple[str, str], ...]:
    """Card ``cid``'s printed effects for ``edition`` (``"third"`` or ``"first"``)
    as ``(kind, text)`` pairs, the texts in the user's language (kinds stay the
    data's: ``"demand"``, ``"non-demand"``, ``"compel"``...). Raises IndexError for
    an id that is no card."""
    return tuple((kind, effect_text(text)) for kind, text in CARDS[cid].effects_for(edition))


def special_name(name: str) -> str:
    """A special achievement's name (``"Monument"``...) in the user's language."""
    return QCoreApplication.translate(SPECIALS_CONTEXT, name)


def special_condition(name: str) -> str:
    """How special achievement ``name`` is claimed, in the user's language (empty
    for a name that is no special achievement)."""
    from .table.tips import SPECIAL_CONDITIONS
    cond = SPECIAL_CONDITIONS.get(name, "")
    return QCoreApplication.translate(SPECIALS_CONTEXT, cond) if cond else ""
