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

import string
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

#: Limits a message read from elsewhere (a LAN peer, a file) must keep
#: (:meth:`Msg.from_data`): nesting depth, number of fields, text lengths.
MAX_DEPTH = 4
MAX_ARGS = 12
MAX_TEXT = 600
MAX_LIST = 120


def arg_kind(field: str) -> str:
    """The kind of a field by its name (one of :data:`ARG_KINDS`, or ``""``:
    shown as it is). ``"card2"`` -> ``"card"``, ``"cards"`` -> ``"cards"``."""
    head = field.rstrip("0123456789").split("_")[0]
    return head if head in ARG_KINDS else ""


class Msg:
    """A sentence as data: ``context`` and ``template`` (the translation key) and
    ``args`` (field name -> value: int, str, list of ints, or a nested Msg).

    ``str(msg)`` is the English text, made on first use and kept (a Msg is
    cheap to make: the engine makes millions of them while a computer player
    thinks, and most are never read). Equality compares the English text, so a
    Msg can stand where a plain string stood (``msg == "Draw a 3."``); :meth:`key`
    compares as data, without making any text."""

    __slots__ = ("context", "template", "args", "_en")

    def __init__(self, context: str, template: str, args: dict[str, Any] | None = None) -> None:
        self.context = context
        self.template = template
        self.args = args or {}
        self._en: str | None = None

    def english(self) -> str:
        """The English text: the template with its fields filled in."""
        en = self._en
        if en is None:
            if not self.args:
                en = self.template
            else:
                en = self.template.format(**{k: english_arg(k, v) for k, v in self.args.items()})
            self._en = en
        return en

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

    # str-like helpers, so that code written for plain strings keeps working
    def __add__(self, other: object) -> str:
        return self.english() + str(other)

    def __radd__(self, other: object) -> str:
        return str(other) + self.english()

    def __len__(self) -> int:
        return len(self.english())

    def __contains__(self, item: str) -> bool:
        return item in self.english()

    def startswith(self, prefix: str | tuple[str, ...]) -> bool:
        return self.english().startswith(prefix)

    def key(self) -> tuple[Any, ...]:
        """A hashable form that compares as data (context, template, args), made
        without rendering any text (for the computer player's observations)."""
        if not self.args:
            return (self.template,)
        return (self.template,) + tuple((k, _key(v)) for k, v in self.args.items())

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready form: ``{"c": context, "t": template, "a": {field: value}}``
        (nested messages as the same kind of dictionary; ``"a"`` left out when
        there are no fields)."""
        d: dict[str, Any] = {"c": self.context, "t": self.template}
        if self.args:
            d["a"] = {k: (v.to_data() if isinstance(v, Msg) else list(v) if isinstance(v, tuple) else v)
                      for k, v in self.args.items()}
        return d

    @classmethod
    def from_data(cls, d: Any, _depth: int = 0) -> "Msg":
        """The inverse of :meth:`to_data`, for data from anywhere (a LAN peer, a
        file): checks the shape and the limits (:data:`MAX_DEPTH`,
        :data:`MAX_ARGS`, :data:`MAX_TEXT`, :data:`MAX_LIST`) and that the template's
        fields are all given. Raises ``ValueError`` saying what is wrong."""
        if _depth > MAX_DEPTH:
            raise ValueError("a message is nested too deeply")
        if not isinstance(d, dict) or not isinstance(d.get("c"), str) or not isinstance(d.get("t"), str):
            raise ValueError("a message needs a context and a template (text)")
        if set(d) - {"c", "t", "a"}:
            raise ValueError(f"unknown key in a message: {sorted(map(str, set(d) - {'c', 't', 'a'}))[0]!r}")
        if len(d["c"]) > 40 or len(d["t"]) > MAX_TEXT:
            raise ValueError("a message's context or template is too long")
        args = d.get("a") or {}
        if not isinstance(args, dict):
            raise ValueError("a message's arguments must be an object")
        if len(args) > MAX_ARGS:
            raise ValueError("a message has too many arguments")
        out: dict[str, Any] = {}
        for k, v in args.items():
            if not isinstance(k, str) or not k.isidentifier() or len(k) > 30:
                raise ValueError("a message's argument names must be short identifiers")
            if isinstance(v, dict):
                out[k] = cls.from_data(v, _depth + 1)
            elif isinstance(v, bool) or v is None:
                raise ValueError(f"argument {k!r} of a message has no usable value")
            elif isinstance(v, int):
                out[k] = v
            elif isinstance(v, str):
                if len(v) > MAX_TEXT:
                    raise ValueError(f"argument {k!r} of a message is too long")
                out[k] = v
            elif isinstance(v, list):
                if len(v) > MAX_LIST or not all(isinstance(x, (int, str)) and not isinstance(x, bool) for x in v):
                    raise ValueError(f"argument {k!r} of a message must be a short list of numbers or words")
                out[k] = list(v)
            else:
                raise ValueError(f"argument {k!r} of a message has no usable value")
            _check_value(k, out[k])
        try:
            names = template_fields(d["t"])
        except ValueError as e:
            raise ValueError(f"the message {d['t'][:60]!r} does not fit its arguments ({e})") from None
        if not names <= set(out):
            raise ValueError(f"the message {d['t'][:60]!r} does not fit its arguments "
                             f"(no {sorted(names - set(out))[0]!r})")
        return cls(d["c"], d["t"], out)


def msg_cards(m: "Msg | str | None") -> set[int]:
    """The card ids a message names (its ``card``/``cards`` fields, nested
    messages included); an empty set for plain text or None."""
    out: set[int] = set()
    if not isinstance(m, Msg):
        return out
    for k, v in m.args.items():
        if isinstance(v, Msg):
            out |= msg_cards(v)
            continue
        kind = arg_kind(k)
        if kind == "card" and isinstance(v, int) and not isinstance(v, bool):
            out.add(v)
        elif kind == "cards" and isinstance(v, (list, tuple)):
            out.update(c for c in v if isinstance(c, int) and not isinstance(c, bool))
    return out


def template_fields(template: str) -> set[str]:
    """The field names of ``template``. Raises ValueError for a malformed template
    or a field that is not a plain name (``{n.x}``, ``{0}``, ``{n!r}``, ``{n:>9}``)."""
    out = set()
    for _, name, spec, conv in _FORMATTER.parse(template):
        if name is None:
            continue
        if not name.isidentifier() or spec or conv:
            raise ValueError(f"the field {{{name}}} is not a plain name")
        out.add(name)
    return out


_FORMATTER = string.Formatter()


def _key(v: Any) -> Any:
    if isinstance(v, Msg):
        return v.key()
    if isinstance(v, list):
        return tuple(v)
    return v


def _check_value(field: str, value: Any) -> None:
    """Raise ValueError if ``value`` does not fit the kind of ``field`` (a card id
    out of range...)."""
    kind = arg_kind(field)
    if not kind or isinstance(value, Msg):
        return
    from .cards import COLORS, ICONS, NAMES
    limit = {"card": len(NAMES), "cards": len(NAMES), "color": len(COLORS), "colors": len(COLORS),
             "icon": len(ICONS), "splay": len(SPLAYS)}.get(kind)
    if limit is not None:
        items = value if kind in ("cards", "colors") else [value]
        if isinstance(items, list) and all(isinstance(x, int) and 0 <= x < limit for x in items):
            return
        raise ValueError(f"argument {field!r} of a message is not a valid {kind}")
    if kind == "special" and not isinstance(value, str):
        raise ValueError(f"argument {field!r} of a message is not a special achievement's name")
    if kind in ("zone", "msg"):
        raise ValueError(f"argument {field!r} of a message must be a message")


def english_arg(field: str, value: Any) -> str:
    """One field's English words (see :data:`ARG_KINDS`)."""
    if isinstance(value, Msg):
        return value.english()
    kind = arg_kind(field)
    if kind in ("card", "cards", "color", "colors", "icon"):
        from .cards import COLORS, ICONS, NAMES   # late: cards imports this module's users
        if kind == "card":
            return str(NAMES[value])
        if kind == "cards":
            return ", ".join(NAMES[c] for c in value)
        if kind == "color":
            return str(COLORS[value])
        if kind == "colors":
            return ", ".join(COLORS[c] for c in value)
        return str(ICONS[value])
    if kind == "splay":
        return SPLAYS[value]
    return str(value)


def translate(context: str, template: str, /, **args: Any) -> Msg:
    """Mark ``template`` (a string literal) for translation in ``context`` (a string
    literal: ``"engine"`` for the rules, ``"effects"`` for the base cards' effects,
    ``"artifacts"`` for the Artifacts cards' ones) and give its fields:
    ``translate("effects", "Return a {age} from your hand.", age=3)``.

    ``pyside6-lupdate`` finds these calls by the name ``translate``."""
    return Msg(context, template, args)


def a_age(age: int) -> Msg:
    """"a 3", "an 8" (and "an 11", "an 18"): an age with its English article, as
    a nested message (Spanish says "un 3" for both). The messages for ages 0 to
    20 are made once and shared (a message is never changed once made)."""
    m = _A_AGES.get(age)
    if m is not None:
        return m
    if age in (8, 11, 18):
        return translate("engine", "an {age}", age=age)
    return translate("engine", "a {age}", age=age)


_A_AGES: dict[int, Msg] = {}
_A_AGES.update({a: a_age(a) for a in range(21)})


def text(m: "Msg | str | None") -> str | None:
    """English of a Msg, a plain string as it is, None as None."""
    return None if m is None else str(m)


def data(m: "Msg | str | None") -> dict[str, Any] | None:
    """:meth:`Msg.to_data` of a Msg; None for a plain string or None (an English
    text with no translation key)."""
    return m.to_data() if isinstance(m, Msg) else None


# ---- the words a field stands for (the client translates them like templates) -------

#: Color words by color index (``engine.cards.COLORS`` order).
COLOR_WORDS = (translate("engine", "blue"), translate("engine", "red"), translate("engine", "green"),
               translate("engine", "yellow"), translate("engine", "purple"))
#: Icon words by icon index (``engine.cards.ICONS`` order).
ICON_WORDS = (translate("engine", "crown"), translate("engine", "leaf"), translate("engine", "lightbulb"),
              translate("engine", "castle"), translate("engine", "factory"), translate("engine", "clock"),
              translate("engine", "hex"), translate("engine", "blank"), translate("engine", "avatar"),
              translate("engine", "echo effect"), translate("engine", "bonus"), translate("engine", "flag"),
              translate("engine", "fountain"), translate("engine", "plus"), translate("engine", "left arrow"),
              translate("engine", "right arrow"), translate("engine", "up arrow"))
#: Splay directions as said after "splay ... cards" (:data:`SPLAYS` order).
SPLAY_WORDS = (translate("engine", "none"), translate("engine", "left"), translate("engine", "right"),
               translate("engine", "up"), translate("engine", "aslant"))
#: Words for a decision's ``source`` when it is a rule rather than a card.
SOURCE_WORDS = {"relic": translate("engine", "relic"), "display": translate("engine", "display"),
                "distance": translate("engine", "distance rule"), "search": translate("engine", "search"),
                "endorse": translate("engine", "Endorse"), "promote": translate("engine", "promote")}
