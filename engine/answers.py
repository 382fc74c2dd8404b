"""The outside form of answers and actions, and the gate they pass.

Everything outside the engine (a position file, a save, a session, the table,
the bot, a LAN host and its joiners) speaks one form of an answer, the position
file's: things by name. Only the engine turns it into its inside form (card ids,
color numbers, player indexes, bools, action tuples; see :mod:`engine.decisions`).

======================  =============================================================
decision kind           outside form of the answer
======================  =============================================================
``action``              ``{"action": "draw"}``, ``{"action": "meld"|"dogma", "card": NAME}``,
                        ``{"action": "achieve", "age": N}``, ``{"action": "endorse", "card": NAME}``
                        (Cities of Destiny)
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

from dataclasses import dataclass

from .cards import BY_NAME, COLORS, NAMES
from .decisions import Decision, IllegalAnswer
from .inputs import quote
from .vocab import ACHIEVE, ACTIONS, CARD_ACTIONS, DRAW

__all__ = ["MalformedAnswer", "NotYourDecision", "StaleDecision", "Action", "Answer", "check_outside", "is_outside",
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
    Action.from_data(answer)


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


@dataclass(frozen=True, slots=True)
class Action:
    """One action of a turn, as everything outside the engine names it: ``kind``
    (:data:`engine.vocab.ACTIONS`), the card's name (Meld, Dogma, Endorse) or the age
    (Achieve). Its data is the outside form (:meth:`to_data`, :meth:`from_data`);
    its inside form is the engine's tuple (:meth:`inside`, :meth:`of_inside`).
    Actions compare and hash by value: a table keeps its legal actions as a set
    of them."""

    kind: str
    card: str | None = None
    age: int | None = None

    def to_data(self) -> dict[str, Any]:
        """``{"action": "draw"}``, ``{"action": "meld", "card": NAME}`` (dogma, endorse
        alike), ``{"action": "achieve", "age": N}``."""
        if self.kind == DRAW:
            return {"action": DRAW}
        if self.kind == ACHIEVE:
            return {"action": ACHIEVE, "age": self.age}
        return {"action": self.kind, "card": self.card}

    @classmethod
    def from_data(cls, d: Any) -> "Action":
        """The action of :meth:`to_data`'s form; raises :class:`MalformedAnswer`
        for anything else (an unknown key or kind, a card by id, an age that is
        not a whole number)."""
        if type(d) is not dict:
            raise MalformedAnswer(f'{quote(d)} is not an action: an action is {{"action": "draw"}}, '
                                  '{"action": "meld", "dogma" or "endorse", "card": NAME} or '
                                  '{"action": "achieve", "age": N}')
        extra = set(d) - {"action", "card", "age"}
        if extra:
            raise MalformedAnswer(f"unknown key {quote(sorted(map(str, extra))[0])} in an action")
        kind = d.get("action")
        if type(kind) is not str or kind not in ACTIONS:
            raise MalformedAnswer("an action names its kind (draw, meld, dogma, achieve, endorse)")
        if "card" in d and type(d["card"]) is not str:
            raise MalformedAnswer("an action names its card by name")
        if "age" in d and type(d["age"]) is not int:
            raise MalformedAnswer("an achieve action gives the age as an integer")
        if kind in CARD_ACTIONS and "card" not in d:
            raise MalformedAnswer(f"a {kind} action names a card")
        if kind == ACHIEVE and "age" not in d:
            raise MalformedAnswer("an achieve action names an age (a whole number)")
        return cls(kind, d.get("card") if kind in CARD_ACTIONS else None, d.get("age") if kind == ACHIEVE else None)

    def inside(self) -> tuple[Any, ...]:
        """The engine's form: ``("meld", card id)``... Raises :class:`MalformedAnswer`
        for an unknown card name."""
        if self.kind in CARD_ACTIONS:
            if self.card not in BY_NAME:
                raise MalformedAnswer(f"unknown card {quote(self.card)}")
            return (self.kind, BY_NAME[self.card])
        return (DRAW,) if self.kind == DRAW else (ACHIEVE, self.age)

    @classmethod
    def of_inside(cls, a: tuple[Any, ...]) -> "Action":
        """The action of the engine's tuple ``a`` (``("meld", 12)``)."""
        if a[0] == DRAW:
            return cls(DRAW)
        if a[0] == ACHIEVE:
            return cls(ACHIEVE, age=a[1])
        return cls(a[0], NAMES[a[1]] if type(a[1]) is int else a[1])


@dataclass(frozen=True, slots=True)
class Answer:
    """An answer to one decision, in its outside form: ``kind`` (the decision's
    kind, :class:`engine.vocab.Kind`) and ``value`` (see the module's table; an
    action's value is its :meth:`Action.to_data` dict). Its data is ``value``
    (:meth:`to_data`); :meth:`from_data` checks the form (:class:`MalformedAnswer`);
    :meth:`of_inside` turns an engine's answer into one and :meth:`inside`
    back (that one checks the answer is allowed: IllegalAnswer)."""

    kind: str
    value: Any = None

    def to_data(self) -> Any:
        """The outside form (what a position file, a save and the network hold)."""
        return self.value

    @classmethod
    def from_data(cls, d: Decision, data: Any) -> "Answer":
        """``data`` as an answer to ``d``; raises :class:`MalformedAnswer` when it
        is not in the outside form."""
        check_outside(d, data)
        return cls(str(d.kind), data)

    @classmethod
    def of_inside(cls, s: Any, d: Decision, ans: Any) -> "Answer":
        """The engine's answer ``ans`` to ``d`` (state ``s``) in its outside form."""
        return cls(str(d.kind), to_outside(s, d, ans))

    def inside(self, s: Any, d: Decision) -> Any:
        """The engine's form of this answer to ``d`` in state ``s``
        (:func:`engine.game.normalize_answer`: IllegalAnswer if not allowed)."""
        from .game import normalize_answer
        return normalize_answer(s, d, self.value)


def action_to_json(a: tuple[Any, ...]) -> dict[str, Any]:
    """An action in its outside form: ``("meld", 12)`` -> ``{"action": "meld",
    "card": "City States"}``, ``("achieve", 3)`` -> ``{"action": "achieve", "age": 3}``,
    ``("draw",)`` -> ``{"action": "draw"}`` (:class:`Action`)."""
    return Action.of_inside(a).to_data()


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
