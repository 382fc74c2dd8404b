"""Showing text from outside (player names, file names, messages that echo a
file's contents) as plain text, never as markup.

Qt guesses the format of a ``QLabel``, a tooltip or a message box: text that looks
like HTML is rendered as HTML (``<img src=...>`` would read a local file). So:

* :func:`plain_label` makes a label plain text;
* :func:`esc` escapes text put inside rich text that the app writes itself;
* :func:`rich` turns plain text into rich text that shows it literally (for
  tooltips and message boxes, whose format cannot be set);
* :func:`amp` doubles ``&`` in button, menu and action texts (else it is read as
  a keyboard mnemonic and disappears).
"""
from __future__ import annotations

import html
import unicodedata

from typing import TYPE_CHECKING

if TYPE_CHECKING:          # Qt is imported where it is used: the text functions work without it
    from PySide6.QtWidgets import QLabel


def esc(text: object) -> str:
    """``text`` escaped for inclusion in rich text (``<``, ``>``, ``&``, quotes)."""
    return html.escape(str(text))


def rich(text: object) -> str:
    """Plain ``text`` as rich text that displays exactly that text (line breaks
    kept): for tooltips and message boxes, where Qt guesses the format."""
    from PySide6.QtGui import Qt as GuiQt
    return GuiQt.convertFromPlainText(str(text), GuiQt.WhiteSpaceMode.WhiteSpaceNormal)


def amp(text: object) -> str:
    """``text`` for a button, menu entry or action: ``&`` shown, not a mnemonic."""
    return str(text).replace("&", "&&")


def plain_label(label: QLabel | None = None, text: str = "") -> QLabel:
    """``label`` (or a new QLabel with ``text``) set to plain text; returned."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel
    if label is None:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setText(text)
        return label
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


#: Unicode's first-strong isolate and pop directional isolate: text between them
#: is laid out in its own direction and does not turn the text around it.
FSI, PDI = "\u2068", "\u2069"


#: Bidirectional classes that can turn the text around them: right-to-left
#: letters, Arabic numbers and the explicit direction controls.
_RTL_CLASSES = frozenset(("R", "AL", "AN", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"))


def needs_isolation(text: str) -> bool:
    """True if ``text`` holds a right-to-left letter (Hebrew, Arabic...), an
    Arabic number or a direction control: put in a left-to-right sentence as it
    is, it would reorder the words around it."""
    return any(unicodedata.bidirectional(ch) in _RTL_CLASSES for ch in text)


def isolate(name: object) -> str:
    """``name`` (a player's name, text from outside) between direction isolates
    (:data:`FSI`, :data:`PDI`) if it needs them (:func:`needs_isolation`), to
    embed in a sentence: a right-to-left name (Hebrew, Arabic) then stays one
    unit and never turns the sentence's words or punctuation around it. A
    left-to-right name is returned as it is (it cannot reorder anything); an
    isolated text is not isolated again."""
    text = str(name)
    if not needs_isolation(text) or (text.startswith(FSI) and text.endswith(PDI)):
        return text
    return FSI + text + PDI


#: Combining marks kept on one letter of a name shown (Vietnamese needs two);
#: more would stack up over the line above.
MAX_MARKS = 2


def bounded_marks(text: str, most: int = MAX_MARKS) -> str:
    """``text`` with at most ``most`` combining marks on each letter (the rest
    dropped), so that no name draws outside its line however many accents are
    stacked on it; normal text is returned unchanged."""
    out, run = [], 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me"):
            run += 1
            if run > most:
                continue
        else:
            run = 0
        out.append(ch)
    return "".join(out) if len(out) != len(text) else text


def shown_name(name: object) -> str:
    """A player's name as it is put into a sentence or shown on the table: its
    accents bounded (:func:`bounded_marks`) and isolated from the direction of
    the text around it (:func:`isolate`). Plain text: escape it for rich text."""
    return isolate(bounded_marks(str(name)))


def unisolated(text: str) -> str:
    """``text`` without the direction isolates :func:`isolate` puts in (what a
    reader of the plain words compares)."""
    return text.replace(FSI, "").replace(PDI, "")


__all__ = ["esc", "rich", "amp", "plain_label", "isolate", "unisolated", "bounded_marks", "shown_name", "FSI", "PDI"]


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word`` agreeing in number: ``plural(1, "point")`` is "1 point",
    ``plural(3, "point")`` "3 points" (``many`` for an irregular plural)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
