"""Words the engine shows, kept as data so that a client can say them in its language.

The engine never builds a sentence for a person directly. A prompt, a log line or a
hint is a :class:`Msg`: a *context*, an English *template* with named
``{fields}`` (Python :meth:`str.format` syntax) and the *arguments* as plain data.
English is made from it on demand (:meth:`Msg.english`), for the command line,
position files and tests. A client translates the template (the context and the
template are the key in Qt's ``.ts`` files) and fills the fields with its own
words for cards, colors and icons (see :data:`ARG_KINDS`).

Templates are marked with :func:`translate`, a call that ``pyside6-lupdate``
recognizes by its name, so ``tools/i18n.py update`` finds every template in the
engine's source. The context and the template must be string literals in the call.

Arguments by name (the first word of the field name before any digit or
underscore decides its kind): see :data:`ARG_KINDS`. Every other field is shown
as it is (numbers, player names, which are never translated).
"""
from __future__ import annotations

from typing import Any

#: How a field is shown, by the start of its name: ``card``/``card2``/``card_a``: a
#: card id (int) shown as its title; ``cards``: a list of card ids shown as titles
#: joined by commas; ``color``: a color index (int, see ``engine.cards.COLORS``);
#: ``colors``: a list of them; ``icon``: an icon index (see ``engine.cards.ICONS``);
#: ``special``: a special achievement's name (str, translated by the client in the
#: context ``specials``); ``splay``: a splay direction index (0 none, 1 left,
#: 2 right, 3 up, 4 aslant); ``zone``: a zone phrase (a nested :class:`Msg`
#: dictionary, see :meth:`Msg.to_data`); ``msg``: a nested message. Anything else
#: (``n``, ``age``, ``player``, ``name``...) is shown as it is.
ARG_KINDS = ("cards", "card", "colors", "color", "icon", "special", "splay", "zone", "msg")

SPLAYS = ("none", "left", "right", "up", "aslant")


def arg_kind(field: str) -> str:
    """The kind of a field by its name (one of :data:`ARG_KINDS`, or ``""``:
    shown as it is). ``"card2"`` -> ``"card"``, ``"cards"`` -> ``"cards"``."""
    head = field.rstrip("0123456789").split("_")[0]
    return head if head in ARG_KINDS else ""


class Msg:
    """A sentence as data: ``context`` and ``template`` (the translation key) and
    ``args`` (field name -> value: int, str, list of ints, or a nested Msg).

    ``str(msg)`` is the English text. Equality compares the English text, so a
    Msg can stand where a plain string stood (``msg == "Draw a 3."``)."""

    __slots__ = ("context", "template", "args")

    def __init__(self, context: str, template: str, args: dict[str, Any] | None = None) -> None:
        self.context = context
        self.template = template
        self.args = args or {}

    def english(self) -> str:
        """The English text: the template with its fields filled in."""
        if not self.args:
            return self.template
        return self.template.format(**{k: english_arg(k, v) for k, v in self.args.items()})

    __str__ = english

    def __repr__(self) -> str:
        return f"Msg({self.context!r}, {self.template!r}, {self.args!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Msg):
            return self.english() == other.english()
        if isinstance(other, str):
            return self.english() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.english())

    def __bool__(self) -> bool:
        return bool(self.template)

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready form: ``{"c": context, "t": template, "a": {field: value}}``
        (nested messages as the same kind of dictionary)."""
        return {"c": self.context, "t": self.template,
                "a": {k: (v.to_data() if isinstance(v, Msg) else v) for k, v in self.args.items()}}

    @classmethod
    def from_data(cls, d: dict[str, Any]) -> "Msg":
        """The inverse of :meth:`to_data`. Raises ``ValueError`` on a malformed dictionary."""
        if not isinstance(d, dict) or not isinstance(d.get("c"), str) or not isinstance(d.get("t"), str):
            raise ValueError("a message needs a context and a template")
        args = d.get("a") or {}
        if not isinstance(args, dict):
            raise ValueError("a message's arguments must be an object")
        return cls(d["c"], d["t"], {k: (cls.from_data(v) if isinstance(v, dict) else v) for k, v in args.items()})


def english_arg(field: str, value: Any) -> str:
    """One field's English words (see :data:`ARG_KINDS`)."""
    if isinstance(value, Msg):
        return value.english()
    kind = arg_kind(field)
    if kind in ("card", "cards", "color", "colors", "icon"):
        from .cards import COLORS, ICONS, NAMES   # late: cards imports this module's users
        if kind == "card":
            return NAMES[value]
        if kind == "cards":
            return ", ".join(NAMES[c] for c in value)
        if kind == "color":
            return COLORS[value]
        if kind == "colors":
            return ", ".join(COLORS[c] for c in value)
        return ICONS[value]
    if kind == "splay":
        return SPLAYS[value]
    return str(value)


def translate(context: str, template: str, /, **args: Any) -> Msg:
    """Mark ``template`` (a string literal) for translation in ``context`` (a string
    literal: ``"engine"`` for the rules, ``"cards"`` for card effects) and give its
    fields: ``translate("cards", "Return a {age} from your hand.", age=3)``.

    ``pyside6-lupdate`` finds these calls by the name ``translate``."""
    return Msg(context, template, args)
