"""Looking for English on a Spanish screen: the texts a window shows, and which of
them are English.

:func:`shown_texts` collects what the user can read in a widget tree (labels,
buttons, menus and their entries, tooltips, window titles, combo box entries,
placeholders, text browsers). :class:`EnglishFinder` tells which of those texts
are English: an English source text of a ``.ts`` file (whose Spanish is
different) shown as it is, or filled in (``"Waiting for {name}."`` matches
``"Waiting for Ada."``); or, for texts no ``.ts`` file knows (not marked for
translation), a text with two or more words that only English has (or a short
text with one), once card titles and player names are taken out.
"""
from __future__ import annotations

import html
import re

from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QMenu, QMenuBar,
                               QTabWidget, QTextEdit, QWidget)

from .tsfiles import messages, ts_files

_TAG = re.compile(r"<[^>]*>")
_FIELD = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%L?\d+")
_WORDS = re.compile(r"[^\W\d_]+")

#: Words that are English and not Spanish: two of them in a text no .ts file knows
#: make it English.
ENGLISH_ONLY = frozenset("""
the your you and with from of is are not yet choose chosen cards card game player players score draw draws meld
melds pile piles hand waiting computer turn board achievements achievement human easy strong help rules about
open save saved quit new view left right up none it its this that which each or may if then take takes top bottom
splay splayed tuck tucks return returns transfer opponent opponents only all any every when will would has have
monument empire world wonder universe settings language edition seat team host join
""".split())


def normalize(text: str) -> str:
    """``text`` as read: tags removed, entities decoded, mnemonics (``&``) removed,
    white space collapsed."""
    return " ".join(_strip_mnemonic(html.unescape(_TAG.sub(" ", text))).split())


def _strip_mnemonic(text: str) -> str:
    """``"&Save && quit"`` -> ``"Save & quit"``."""
    return re.sub(r"&(&?)", lambda m: m.group(1), text)


def shown_texts(root: QWidget) -> list[tuple[str, str]]:
    """``(where, text)`` of every text ``root`` and its visible children show
    (tooltips and menu entries included; hidden widgets left out)."""
    out: list[tuple[str, str]] = []

    def add(where: str, text: str | None) -> None:
        if text and text.strip():
            out.append((where, text))

    def menu(m: QMenu, where: str) -> None:
        add(where, m.title())
        for a in m.actions():
            if a.isSeparator() or not a.isVisible():
                continue
            add(f"{where} > action", a.text())
            if a.toolTip() and _strip_mnemonic(a.toolTip()) != _strip_mnemonic(a.text()):
                add(f"{where} > action tooltip", a.toolTip())
            if a.menu() is not None:
                menu(a.menu(), f"{where} > {a.text()}")

    widgets = [root] + root.findChildren(QWidget)
    for w in widgets:
        if w is not root and not w.isVisibleTo(root) and not isinstance(w, QMenu):
            continue
        name = type(w).__name__ + (f"#{w.objectName()}" if w.objectName() else "")
        if w.isWindow():
            add(f"{name} title", w.windowTitle())
        add(f"{name} tooltip", w.toolTip())
        if hasattr(w, "full_text"):
            add(name, w.full_text())
        elif isinstance(w, QLabel):
            add(name, w.text())
        elif isinstance(w, QAbstractButton):
            add(name, w.text())
            m = getattr(w, "menu", lambda: None)()
            if m is not None:
                menu(m, f"{name} menu")
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(f"{name} item", w.itemText(i))
        elif isinstance(w, QLineEdit):
            add(f"{name} placeholder", w.placeholderText())
        elif isinstance(w, QGroupBox):
            add(name, w.title())
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                add(f"{name} tab", w.tabText(i))
        elif isinstance(w, QTextEdit):
            for line in w.toPlainText().splitlines():
                add(name, line)
        elif isinstance(w, QMenuBar):
            for a in w.actions():
                if a.menu() is not None:
                    menu(a.menu(), "menu bar")
    return out


#: Fields that hold a number.
NUMERIC = {"n", "age", "score", "target", "turn", "digit", "chosen", "best", "least", "most", "count", "seed"}


def _field_rx(field: str) -> str:
    """The regex a field of a template matches: digits for a number, else any text."""
    name = field.strip("{}")
    if field in ("%n",) or field.startswith("%") or name in NUMERIC:
        return r"\d+"
    return r"[^.;:!?\n]{0,80}?"          # a name, a card, a short phrase: not a sentence


class EnglishFinder:
    """Finds English texts, given the translation sources (every ``.ts`` of ``lang``)
    and the names never translated (card titles, player names)."""

    def __init__(self, lang: str = "es", keep: tuple[str, ...] = ()) -> None:
        self.exact: dict[str, str] = {}              # normalized source -> area
        self.patterns: list[tuple[re.Pattern, str, str]] = []   # (regex, area, source)
        for ts in ts_files(lang):
            for m in messages(ts):
                src = normalize(m.source)
                if not src or all(normalize(t) == src for t in m.translations):
                    continue              # the same in both languages ("Dogma", "{name}: {prompt}")
                literal = _FIELD.sub(" ", src)
                words = _WORDS.findall(literal)
                if not words:
                    continue
                if not _FIELD.search(src):
                    self.exact.setdefault(src, m.area)
                    if len(words) >= 2:   # an English sentence inside a longer text
                        self.patterns.append((re.compile(r"(?<!\w)" + re.escape(src) + r"(?!\w)"), m.area, src))
                    continue
                fields = _FIELD.findall(src)
                parts = _FIELD.split(src)
                body = re.escape(parts[0]) + "".join(_field_rx(f) + re.escape(p) for f, p in zip(fields, parts[1:]))
                if len(words) < 2:
                    continue              # "{first} and {last}": would match any English
                if len(words) < 3:        # "Draw a {age}": only the whole text (card texts say such things too)
                    self.patterns.append((re.compile(r"^" + body + r"$"), m.area, src))
                else:
                    self.patterns.append((re.compile(r"(?<!\w)" + body + r"(?!\w)"), m.area, src))
        keep_words = sorted(set(keep), key=len, reverse=True)
        self._keep = re.compile("|".join(re.escape(k) for k in keep_words)) if keep_words else None

    def area_of(self, text: str) -> tuple[str, str] | None:
        """``(area, why)`` if ``text`` is English (the .ts area whose source it shows, or
        ``"unmarked"`` for English no .ts file knows); None if it is not."""
        t = normalize(text)
        if not t:
            return None
        if t in self.exact:
            return self.exact[t], t
        for rx, area, src in self.patterns:
            if rx.search(t):
                return area, src
        rest = self._keep.sub(" ", t) if self._keep is not None else t
        words = [w.lower() for w in _WORDS.findall(rest)]
        english = set(words) & ENGLISH_ONLY
        if len(english) >= 2 or (english and len(words) <= 3):      # "(computer)", "Help", "Human"
            return "unmarked", " ".join(sorted(english))
        return None
