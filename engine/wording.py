"""File errors in the game's words.

pydantic reports a bad document as ``("players",) too_short: List should have at
least 2 items after validation, not 1``; a player wants to read "a game needs
2 to 4 players; this file has 1". :func:`validation_text` turns the first
error of a :class:`pydantic.ValidationError` into such a sentence: where (in
words: "player 2's name", "the supply"), then what is wrong.

The sentences are messages (:class:`engine.msg.Msg`: ``str()`` is the English;
the app says them in its language, see :mod:`innovation_desktop.words`). What
pydantic or a validator says in its own words (a ``value_error``) stays English.
"""
from __future__ import annotations

from typing import Any

from .msg import Msg, translate

#: Field names in words (the last key of an error's location).
FIELDS = {
    "players": translate("engine", "the players"), "names": translate("engine", "the player names"),
    "name": translate("engine", "name"), "hand": translate("engine", "hand"),
    "score": translate("engine", "score pile"), "board": translate("engine", "board"),
    "achievements": translate("engine", "achievements"), "supply": translate("engine", "the supply"),
    "current": translate("engine", "the current player"), "actions_left": translate("engine", "the actions left"),
    "win_target": translate("engine", "the achievements needed to win"),
    "edition": translate("engine", "the edition"), "teams": translate("engine", "the team option"),
    "seed": translate("engine", "the seed"), "format": translate("engine", "the format"),
    "moves": translate("engine", "the moves"), "cards": translate("engine", "cards"),
    "splay": translate("engine", "splay"), "answers": translate("engine", "the answers"),
    "options": translate("engine", "the options"), "origin": translate("engine", "the start of the game"),
    "format_version": translate("engine", "the format version"), "turn": translate("engine", "the turn"),
    "available_achievements": translate("engine", "the available achievements"),
}

#: What a list field counts (for "at least 2 players").
ITEMS = {"players": translate("engine", "players"), "names": translate("engine", "players"),
         "cards": translate("engine", "cards"), "hand": translate("engine", "cards"),
         "score": translate("engine", "cards"), "moves": translate("engine", "moves"),
         "answers": translate("engine", "answers")}
_ITEMS = translate("engine", "items")

_KINDS = {"int": translate("engine", "a whole number"), "bool": translate("engine", "true or false"),
          "string": translate("engine", "text"), "list": translate("engine", "a list"),
          "dict": translate("engine", "an object ({...})"), "float": translate("engine", "a number"),
          "model": translate("engine", "an object ({...})")}


def _field(key: str) -> Msg:
    m = FIELDS.get(key)
    return m if m is not None else translate("engine", "{text}", text=key)


def _join(parts: list[Msg]) -> Msg:
    """``a, b, c`` as nested messages."""
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = translate("engine", "{msg}, {msg2}", msg=p, msg2=out)
    return out


def where(loc: tuple[Any, ...] | list[Any]) -> Msg:
    """An error location in words: ``("players", 1, "name")`` -> ``"player 2's name"``,
    ``("supply", "3")`` -> ``"the supply, age 3"``, ``()`` -> ``"the file"`` (a message)."""
    parts: list[Msg] = []
    loc = [x for x in loc if x not in ("function-after", "function-before")]
    i = 0
    while i < len(loc):
        k = loc[i]
        nxt = loc[i + 1] if i + 1 < len(loc) else None
        if k in ("players", "names") and isinstance(nxt, int):
            i += 2
            if i < len(loc):
                parts.append(translate("engine", "player {n}'s {msg}", n=nxt + 1, msg=_field(str(loc[i]))))
                i += 1
            elif k == "players":
                parts.append(translate("engine", "player {n}", n=nxt + 1))
            else:
                parts.append(translate("engine", "player {n} name", n=nxt + 1))
            continue
        if k == "moves" and isinstance(nxt, int):
            parts.append(translate("engine", "move {n}", n=nxt + 1))
            i += 2
            continue
        if k == "supply" and nxt is not None:
            parts.append(translate("engine", "the supply, age {age}", age=str(nxt)))
            i += 2
            continue
        if k in ("new", "position") and i > 0 and loc[i - 1] == "origin":
            i += 1                      # origin.new.names: "the start of the game, the player names"
            continue
        if isinstance(k, int):
            parts.append(translate("engine", "item {n}", n=k + 1))
        elif str(k) in FIELDS:
            parts.append(FIELDS[str(k)])
        else:                           # a key from the file: shown short and quoted if odd
            t = str(k)
            parts.append(translate("engine", "{text}", text=t.replace("_", " ") if len(t) <= 30
                                   and t.replace("_", "").isalnum() else _show(t)))
        i += 1
    return _join(parts) if parts else translate("engine", "the file")


def _show(v: Any) -> str:
    if v is None or isinstance(v, bool):
        return {None: "null", True: "true", False: "false"}[v]
    r = repr(v)
    return r if len(r) <= 40 else r[:37] + "..."


def error_text(err: dict[str, Any]) -> Msg:
    """One pydantic error (an item of ``ValidationError.errors()``) in words (a message)."""
    loc = tuple(err.get("loc", ()))
    typ = str(err.get("type", ""))
    ctx = err.get("ctx") or {}
    w = where(loc)
    last = str(loc[-1]) if loc else ""
    items = ITEMS.get(last, _ITEMS)
    given = err.get("input")
    if typ == "missing":
        return translate("engine", "{msg} is missing", msg=w)
    if typ == "extra_forbidden":
        if loc[:-1]:
            return translate("engine", "unknown key {key} in {msg}", key=_show(last), msg=where(loc[:-1]))
        return translate("engine", "unknown key {key}", key=_show(last))
    if typ in ("too_short", "too_long"):
        n = ctx.get("actual_length")
        if last in ("players", "names"):
            return translate("engine", "a game needs 2 to 4 players; this one has {n}", n=str(n))
        if typ == "too_short":
            return translate("engine", "{msg} needs at least {min} {msg2}, not {n}", msg=w,
                             min=str(ctx.get("min_length")), msg2=items, n=str(n))
        return translate("engine", "{msg} can have at most {max} {msg2}, not {n}", msg=w,
                         max=str(ctx.get("max_length")), msg2=items, n=str(n))
    if typ == "literal_error":
        return translate("engine", "{msg} must be {expected}, not {given}", msg=w, expected=str(ctx.get("expected")),
                         given=_show(given))
    if typ == "greater_than_equal":
        return translate("engine", "{msg} must be at least {bound}, not {given}", msg=w, bound=str(ctx.get("ge")),
                         given=_show(given))
    if typ == "greater_than":
        return translate("engine", "{msg} must be more than {bound}, not {given}", msg=w, bound=str(ctx.get("gt")),
                         given=_show(given))
    if typ == "less_than_equal":
        return translate("engine", "{msg} must be at most {bound}, not {given}", msg=w, bound=str(ctx.get("le")),
                         given=_show(given))
    if typ == "less_than":
        return translate("engine", "{msg} must be less than {bound}, not {given}", msg=w, bound=str(ctx.get("lt")),
                         given=_show(given))
    if typ == "string_too_short":
        if ctx.get("min_length") == 1:
            return translate("engine", "{msg} is empty", msg=w)
        return translate("engine", "{msg} is too short", msg=w)
    if typ == "string_too_long":
        return translate("engine", "{msg} is too long (at most {max} characters)", msg=w,
                         max=str(ctx.get("max_length")))
    for k, words in _KINDS.items():
        if typ.startswith(k + "_") and (typ.endswith("_type") or typ.endswith("_parsing")):
            return translate("engine", "{msg} should be {msg2}, not {given}", msg=w, msg2=words, given=_show(given))
    if typ in ("value_error", "assertion_error"):
        msg = (str(err.get("msg", "")).splitlines() or [""])[0]
        for prefix in ("Value error, ", "Assertion failed, "):
            if msg.startswith(prefix):
                msg = msg[len(prefix):]
        if len(loc) > 1:
            return translate("engine", "{msg}: {text}", msg=w, text=msg)
        return translate("engine", "{text}", text=msg)
    return translate("engine", "{msg}: {text}", msg=w,
                     text=(str(err.get("msg", "")).splitlines() or ["not valid"])[0])


def validation_text(e: Any) -> Msg:
    """The first error of a :class:`pydantic.ValidationError` in words (see
    :func:`error_text`), plus how many more there are (a message; ``str()`` of it
    is the English)."""
    errs = e.errors()
    if not errs:
        return translate("engine", "not valid")
    first = error_text(errs[0])
    if len(errs) == 2:
        return translate("engine", "{msg} (and 1 more problem)", msg=first)
    if len(errs) > 2:
        return translate("engine", "{msg} (and {n} more problems)", msg=first, n=len(errs) - 1)
    return first
