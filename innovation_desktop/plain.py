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

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel


def esc(text: object) -> str:
    """``text`` escaped for inclusion in rich text (``<``, ``>``, ``&``, quotes)."""
    return html.escape(str(text))


def rich(text: object) -> str:
    """Plain ``text`` as rich text that displays exactly that text (line breaks
    kept): for tooltips and message boxes, where Qt guesses the format."""
    return GuiQt.convertFromPlainText(str(text), GuiQt.WhiteSpaceMode.WhiteSpaceNormal)


def amp(text: object) -> str:
    """``text`` for a button, menu entry or action: ``&`` shown, not a mnemonic."""
    return str(text).replace("&", "&&")


def plain_label(label: QLabel | None = None, text: str = "") -> QLabel:
    """``label`` (or a new QLabel with ``text``) set to plain text; returned."""
    if label is None:
        label = QLabel()
        label.setTextFormat(Qt.PlainText)
        label.setText(text)
        return label
    label.setTextFormat(Qt.PlainText)
    return label


#: Unicode's first-strong isolate and pop directional isolate: text between them
#: is laid out in its own direction and does not turn the text around it.
FSI, PDI = "\u2068", "\u2069"


def isolate(name: object) -> str:
    """``name`` (a player's name, text from outside) between direction isolates
    (:data:`FSI`, :data:`PDI`), to embed in a sentence: a right-to-left name
    (Hebrew, Arabic) then stays one unit and never turns the sentence's words or
    punctuation around it. ``""`` stays ``""``; an isolated text is not isolated again."""
    text = str(name)
    if not text or (text.startswith(FSI) and text.endswith(PDI)):
        return text
    return FSI + text + PDI


def unisolated(text: str) -> str:
    """``text`` without the direction isolates :func:`isolate` puts in (what a
    reader of the plain words compares)."""
    return text.replace(FSI, "").replace(PDI, "")


__all__ = ["esc", "rich", "amp", "plain_label", "isolate", "unisolated", "FSI", "PDI"]


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word`` agreeing in number: ``plural(1, "point")`` is "1 point",
    ``plural(3, "point")`` "3 points" (``many`` for an irregular plural)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
