"""File errors in the game's words.

pydantic reports a bad document as ``("players",) too_short: List should have at
least 2 items after validation, not 1``; a player wants to read "a game needs
2 to 4 players; this file has 1". :func:`validation_text` turns the first
error of a :class:`pydantic.ValidationError` into such a sentence: where (in
words: "player 2's name", "the supply"), then what is wrong.
"""
from __future__ import annotations

from typing import Any

#: Field names in words (the last key of an error's location).
FIELDS = {
    "players": "the players", "names": "the player names", "name": "name", "hand": "hand",
    "score": "score pile", "board": "board", "achievements": "achievements", "supply": "the supply",
    "current": "the current player", "actions_left": "the actions left", "win_target":
    "the achievements needed to win", "edition": "the edition", "teams": "the team option",
    "seed": "the seed", "format": "the format", "moves": "the moves", "cards": "cards", "splay": "splay",
    "answers": "the answers", "options": "the options", "origin": "the start of the game",
    "format_version": "the format version", "turn": "the turn", "available_achievements":
    "the available achievements",
}

#: What a list field counts (for "at least 2 players").
ITEMS = {"players": "players", "names": "players", "cards": "cards", "hand": "cards", "score": "cards",
         "moves": "moves", "answers": "answers"}

_KINDS = {"int": "a whole number", "bool": "true or false", "string": "text", "list": "a list",
          "dict": "an object ({...})", "float": "a number", "model": "an object ({...})"}


def where(loc: tuple | list) -> str:
    """An error location in words: ``("players", 1, "name")`` -> ``"player 2's name"``,
    ``("supply", "3")`` -> ``"the supply, age 3"``, ``()`` -> ``"the file"``."""
    parts: list[str] = []
    loc = [x for x in loc if x not in ("function-after", "function-before")]
    i = 0
    while i < len(loc):
        k = loc[i]
        nxt = loc[i + 1] if i + 1 < len(loc) else None
        if k in ("players", "names") and isinstance(nxt, int):
            owner = f"player {nxt + 1}"
            i += 2
            if i < len(loc):
                parts.append(f"{owner}'s {FIELDS.get(str(loc[i]), str(loc[i]))}")
                i += 1
            else:
                parts.append(f"{owner}{'' if k == 'players' else ' name'}")
            continue
        if k == "moves" and isinstance(nxt, int):
            parts.append(f"move {nxt + 1}")
            i += 2
            continue
        if k == "supply" and nxt is not None:
            parts.append(f"the supply, age {nxt}")
            i += 2
            continue
        if k in ("new", "position") and i > 0 and loc[i - 1] == "origin":
            i += 1                      # origin.new.names: "the start of the game, the player names"
            continue
        if isinstance(k, int):
            parts.append(f"item {k + 1}")
        elif str(k) in FIELDS:
            parts.append(FIELDS[str(k)])
        else:                           # a key from the file: shown short and quoted if odd
            t = str(k)
            parts.append(t.replace("_", " ") if len(t) <= 30 and t.replace("_", "").isalnum() else _show(t))
        i += 1
    return ", ".join(parts) or "the file"


def _show(v: Any) -> str:
    if v is None or isinstance(v, bool):
        return {None: "null", True: "true", False: "false"}[v]
    r = repr(v)
    return r if len(r) <= 40 else r[:37] + "..."


def error_text(err: dict[str, Any]) -> str:
    """One pydantic error (an item of ``ValidationError.errors()``) in words."""
    loc = tuple(err.get("loc", ()))
    typ = str(err.get("type", ""))
    ctx = err.get("ctx") or {}
    w = where(loc)
    last = str(loc[-1]) if loc else ""
    items = ITEMS.get(last, "items")
    given = err.get("input")
    if typ == "missing":
        return f"{w} is missing"
    if typ == "extra_forbidden":
        return f"unknown key {_show(last)}" + (f" in {where(loc[:-1])}" if loc[:-1] else "")
    if typ == "too_short":
        n = ctx.get("actual_length")
        if last in ("players", "names"):
            return f"a game needs 2 to 4 players; this one has {n}"
        return f"{w} needs at least {ctx.get('min_length')} {items}, not {n}"
    if typ == "too_long":
        n = ctx.get("actual_length")
        if last in ("players", "names"):
            return f"a game needs 2 to 4 players; this one has {n}"
        return f"{w} can have at most {ctx.get('max_length')} {items}, not {n}"
    if typ == "literal_error":
        return f"{w} must be {ctx.get('expected')}, not {_show(given)}"
    if typ in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        bound = {"greater_than_equal": ("at least", "ge"), "greater_than": ("more than", "gt"),
                 "less_than_equal": ("at most", "le"), "less_than": ("less than", "lt")}[typ]
        return f"{w} must be {bound[0]} {ctx.get(bound[1])}, not {_show(given)}"
    if typ == "string_too_short":
        return f"{w} is empty" if ctx.get("min_length") == 1 else f"{w} is too short"
    if typ == "string_too_long":
        return f"{w} is too long (at most {ctx.get('max_length')} characters)"
    for k, words in _KINDS.items():
        if typ.startswith(k + "_") and (typ.endswith("_type") or typ.endswith("_parsing")):
            return f"{w} should be {words}, not {_show(given)}"
    if typ in ("value_error", "assertion_error"):
        msg = (str(err.get("msg", "")).splitlines() or [""])[0]
        for prefix in ("Value error, ", "Assertion failed, "):
            if msg.startswith(prefix):
                msg = msg[len(prefix):]
        return f"{w}: {msg}" if len(loc) > 1 else msg
    return f"{w}: {(str(err.get('msg', '')).splitlines() or ['not valid'])[0]}"


def validation_text(e: Any) -> str:
    """The first error of a :class:`pydantic.ValidationError` in words (see
    :func:`error_text`), plus how many more there are."""
    errs = e.errors()
    if not errs:
        return "not valid"
    more = f" (and {len(errs) - 1} more problem{'s' if len(errs) > 2 else ''})" if len(errs) > 1 else ""
    return error_text(errs[0]) + more
