"""The outside form of answers and actions, and the gate they pass.

Everything outside the engine (a position file, a save, a session, the table,
the bot, a LAN host and its joiners) speaks one form of an answer, the position
file's: things by name. Only the engine turns it into its inside form (card ids,
color numbers, player indexes, bools, action tuples; see :mod:`engine.decisions`).

======================  =============================================================
decision kind           outside form of the answer
======================  =============================================================
``action``              ``{"action": "draw"}``, ``{"action": "meld"|"dogma", "card": NAME}``,
                        ``{"action": "achieve", "age": N}``
``cards``               a list of card names (one name alone is taken as a list of one)
``order``               the pile's card names, in the new order
``yesno``               ``"yes"`` or ``"no"``
``color``               a color name (``"red"``)
``colors``              a list of color names
``player``              a player's name
``number``              an integer
``alternative``         an integer (0-based), or the option's word when the options are
                        worded (``"dogma"``, ``"return"``, ``"pass"``, a relic's place)
======================  =============================================================

``None`` (or ``[]``) declines a question that may be declined. Anything else is
refused with :class:`MalformedAnswer`, whoever sent it; an answer of the right
form that the decision does not allow is refused by the engine with
:class:`~engine.decisions.IllegalAnswer` (of which every error here is a kind).
"""
from __future__ import annotations

from typing import Any

from .cards import COLORS, NAMES
from .decisions import Decision, IllegalAnswer

__all__ = ["MalformedAnswer", "NotYourDecision", "StaleDecision", "check_outside", "is_outside",
           "action_to_json", "to_outside"]


class MalformedAnswer(IllegalAnswer):
    """An answer not in its outside form (an internal id, a bool, a wrong type).

    The one error for a malformed answer from anywhere: a position file, a save,
    a session's table, a LAN joiner. The state is unchanged."""


class NotYourDecision(IllegalAnswer):
    """An answer from a player who is not the one being asked. State unchanged."""


class StaleDecision(IllegalAnswer):
    """An answer to a decision that is no longer open (its id is not the open
    decision's: it was answered already, or taken back). State unchanged."""


def _names(answer: Any) -> bool:
    items = answer if type(answer) is list else [answer]
    return all(type(x) is str for x in items)


def _check_action(answer: Any) -> None:
    if type(answer) is not dict or set(answer) - {"action", "card", "age"}:
        raise MalformedAnswer('an action is {"action": "draw"}, {"action": "meld" or "dogma", "card": NAME} '
                              'or {"action": "achieve", "age": N}')
    if type(answer.get("action")) is not str:
        raise MalformedAnswer("an action names its kind (draw, meld, dogma, achieve)")
    if "card" in answer and type(answer["card"]) is not str:
        raise MalformedAnswer("an action names its card by name")
    if "age" in answer and type(answer["age"]) is not int:
        raise MalformedAnswer("an achieve action gives the age as an integer")


def check_outside(d: Decision, answer: Any) -> None:
    """Check that ``answer`` to decision ``d`` is in its outside form (see the
    module's table). Raises :class:`MalformedAnswer` saying which form is
    expected; does not check that the answer is allowed (the engine does)."""
    k = d.kind
    if k == "action":
        _check_action(answer)
        return
    if answer is None or answer == []:
        return
    if k in ("cards", "order"):
        if not _names(answer):
            raise MalformedAnswer("cards are answered by their names")
    elif k == "yesno":
        if type(answer) is not str or answer not in ("yes", "no"):
            raise MalformedAnswer('answer "yes" or "no"')
    elif k in ("color", "player"):
        if type(answer) is not str:
            raise MalformedAnswer(f"a {k} is answered by its name")
    elif k == "colors":
        if type(answer) is not list or not _names(answer):
            raise MalformedAnswer("colors are answered by a list of color names")
    elif k == "alternative" and d.options and type(d.options[0]) is str:
        if type(answer) not in (int, str):
            raise MalformedAnswer(f"answer one of {', '.join(d.options)} (or its 0-based index)")
    elif k in ("number", "alternative"):
        if type(answer) is not int:
            raise MalformedAnswer(f"a {k} is answered by an integer")
    else:
        raise MalformedAnswer(f"unknown decision kind {k}")


def is_outside(d: Decision, answer: Any) -> bool:
    """True if ``answer`` is in the outside form for ``d`` (:func:`check_outside`)."""
    try:
        check_outside(d, answer)
    except MalformedAnswer:
        return False
    return True


def action_to_json(a: tuple) -> dict:
    """An action in its outside form: ``("meld", 12)`` -> ``{"action": "meld",
    "card": "City States"}``, ``("achieve", 3)`` -> ``{"action": "achieve", "age": 3}``,
    ``("draw",)`` -> ``{"action": "draw"}``."""
    if a[0] == "draw":
        return {"action": "draw"}
    if a[0] == "achieve":
        return {"action": "achieve", "age": a[1]}
    return {"action": a[0], "card": NAMES[a[1]]}


def to_outside(s: Any, d: Decision, ans: Any) -> Any:
    """An answer to ``d`` in the inside form (as the engine's players give it,
    or as :func:`engine.game.normalize_answer` returns it) in its outside form:
    card, color and player names, "yes"/"no", action dicts. ``s`` is the
    :class:`~engine.state.State` (for player names). An answer already in its
    outside form is returned unchanged."""
    k = d.kind
    if k == "action":
        return ans if type(ans) is dict else action_to_json(ans)
    if ans is None:
        return None
    if k in ("cards", "order"):
        items = ans if type(ans) in (list, tuple) else [ans]
        return [x if type(x) is str else NAMES[x] for x in items]
    if k == "yesno":
        return ans if type(ans) is str else ("yes" if ans else "no")
    if k == "color":
        return ans if type(ans) is str else COLORS[ans]
    if k == "colors":
        return [x if type(x) is str else COLORS[x] for x in ans]
    if k == "player":
        return ans if type(ans) is str else s.players[ans].name
    return ans
