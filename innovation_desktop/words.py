"""Small phrases the app's windows share, in the interface's language (context
``Words`` of Qt's translations): lists of names, counts of cards, why a game
ended, computer levels, what is wrong with a player name.

Each returns plain text; names (players, files) are put in as they are, never
translated. Sentences are whole templates with ``{fields}``, never pieces joined.

The engine's words: the engine says everything for people as messages
(:class:`engine.msg.Msg`: a context, an English template with ``{fields}``, the
arguments as data); a network peer receives them as dictionaries
(:meth:`engine.msg.Msg.to_data`). :func:`render` turns either into text in the
language of the translators installed (``QCoreApplication.translate(context,
template)``), filling the fields with translated words for colors, icons, splay
directions and special achievements (those in the context ``specials`` of the
cards area); card titles stay as they are, and player names (fields ``player``,
``player2``...) are put in as :func:`~innovation_desktop.plain.shown_name` shows them. A template with no
translation, or whose translation does not fit its fields (a translator's slip),
is said in English rather than lost. The text made is plain text: put it in a
rich-text widget only through ``html.escape`` (:func:`innovation_desktop.plain.esc`).
"""
from __future__ import annotations

from typing import Any

from engine.cards import NAMES
from engine.msg import COLOR_WORDS, ICON_WORDS, SPLAY_WORDS, Msg, arg_kind

from .plain import shown_name
from .tr import translate


def names_text(names: list[str]) -> str:
    """Player names as one phrase: "Ada", "Ada and Bruno", "Ada, Bruno and Chen"
    (each name as :func:`~innovation_desktop.plain.shown_name` shows it)."""
    names = [shown_name(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    return translate("Words", "{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def cards_text(n: int) -> str:
    """"1 card", "3 cards" (singular for 1, as in English and Spanish: PySide's
    lupdate marks no ``%n`` plural form whose count is a variable)."""
    if n == 1:
        return translate("Words", "{count} card").format(count=n)
    return translate("Words", "{count} cards").format(count=n)


def reason_text(reason: str) -> str:
    """Why a game ended (``Game.result[0]``: ``"achievements"``, ``"score"``,
    ``"dogma"``); an unknown reason as it is."""
    words = {"achievements": translate("Words", "achievements"), "score": translate("Words", "score"),
             "dogma": translate("Words", "a dogma")}
    return words.get(reason, reason)


def winners_text(names: list[str], reason: str) -> str:
    """"Ada won (score)": the winners of an ended game and why."""
    if not names:
        return translate("Words", "nobody won ({reason})").format(reason=reason_text(reason))
    return translate("Words", "{names} won ({reason})").format(names=names_text(names), reason=reason_text(reason))


def level_name(kind: str) -> str:
    """A computer player's level (``"easy"``, ``"strong"``, ``"random"``;
    ``"greedy"`` is easy); another kind as it is."""
    words = {"easy": translate("Words", "easy"), "greedy": translate("Words", "easy"),
             "strong": translate("Words", "strong"), "random": translate("Words", "random"),
             "human": translate("Words", "human")}
    return words.get(kind, kind)


def name_problem_text(name: object) -> str | None:
    """What is wrong with ``name`` as a player name (the engine's rule,
    :func:`engine.inputs.name_problem`, after removing surrounding spaces as the
    dialogs do), or None if it is fine."""
    from engine.inputs import MAX_NAME_LEN, name_problem
    if isinstance(name, str):
        name = name.strip()
    why = name_problem(name)
    if why is None:
        return None
    if not isinstance(name, str):
        return translate("Words", "a player name is text")
    if not name.strip():
        return translate("Words", "a player name cannot be blank")
    if len(name) > MAX_NAME_LEN:
        return translate("Words", "a player name has at most {max} characters (this one has {count})").format(
            max=MAX_NAME_LEN, count=len(name))
    if "control" in why:
        return translate("Words", "a player name cannot contain control or formatting characters")
    if "visible" in why:
        return translate("Words", "a player name needs at least one visible letter, digit or symbol")
    return why


# ---- the engine's messages ---------------------------------------------------------

_tr = translate


def word(m: Msg) -> str:
    """One fixed word or template (no fields) in the user's language."""
    return _tr(m.context, m.template)


def _arg(field: str, value: Any) -> str:
    if isinstance(value, Msg):
        return render(value)
    if isinstance(value, dict):
        return render(value)
    kind = arg_kind(field)
    if not kind and isinstance(value, str) and field.rstrip("0123456789") == "player":
        return shown_name(value)        # a player's name: isolated, its accents bounded
    try:
        if kind == "card":
            name: str = NAMES[value]      # (an Any index: mypy cannot pick the overload)
            return name
        if kind == "cards":
            return ", ".join(NAMES[c] for c in value)
        if kind == "color":
            return word(COLOR_WORDS[value])
        if kind == "colors":
            return ", ".join(word(COLOR_WORDS[c]) for c in value)
        if kind == "icon":
            return word(ICON_WORDS[value])
        if kind == "splay":
            return word(SPLAY_WORDS[value])
        if kind == "special":          # the names are the cards area's (context "specials")
            return _tr("specials", str(value))
    except (IndexError, TypeError, KeyError):
        return str(value)
    return str(value)


def render(m: "Msg | dict[str, Any] | str | None") -> str:
    """``m`` (a Msg, its :meth:`~engine.msg.Msg.to_data` dictionary, or plain
    text) as plain text in the user's language; ``""`` for None. A dictionary is
    checked first (:meth:`engine.msg.Msg.from_data`); a malformed one raises
    ``ValueError``."""
    if m is None:
        return ""
    if isinstance(m, str):
        return m
    if isinstance(m, dict):
        m = Msg.from_data(m)
    template = _tr(m.context, m.template)
    if not m.args:
        return template
    args = {k: _arg(k, v) for k, v in m.args.items()}
    try:
        return template.format(**args)
    except (KeyError, IndexError, ValueError):       # a translation that breaks its fields
        return m.template.format(**args)


def render_data(d: Any, fallback: str = "") -> str:
    """A message dictionary from elsewhere (a LAN host, a file) as text; the
    English ``fallback`` if ``d`` is None or malformed (never raises)."""
    if d is None:
        return fallback
    try:
        return render(d)
    except (ValueError, TypeError):
        return fallback


def walk(m: "Msg | dict[str, Any]") -> list[tuple[str, str]]:
    """Every ``(context, template)`` that saying ``m`` translates: its own, its
    nested messages' and the words its fields stand for (for the tests that
    check every one has a translation)."""
    if isinstance(m, dict):
        m = Msg.from_data(m)
    out = [(m.context, m.template)]
    for k, v in m.args.items():
        if isinstance(v, Msg):
            out += walk(v)
            continue
        kind = arg_kind(k)
        table = {"color": COLOR_WORDS, "colors": COLOR_WORDS, "icon": ICON_WORDS, "splay": SPLAY_WORDS}.get(kind)
        if table is not None:
            for x in (v if isinstance(v, list) else [v]):
                out.append((table[x].context, table[x].template))
        elif kind == "special":
            out.append(("specials", str(v)))
    return out


def log_lines(entries: list[tuple[Any, ...]]) -> list[tuple[str, str]]:
    """Log entries ``(text, kind, msg)`` (:func:`engine.view.log_entries`; a
    ``(text, kind)`` pair too) as ``(text in the user's language, kind)``."""
    out = []
    for e in entries:
        text, kind = e[0], e[1]
        out.append((render_data(e[2], text) if len(e) > 2 else text, kind))
    return out
