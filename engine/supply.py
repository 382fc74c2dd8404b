"""Which supply pile a draw takes: the one rule every draw goes through.

:func:`draw_age` answers "a draw of value N is asked for: which pile gives the
card, or does the game end?" for every edition. It is the single place where

* a value of 0 or less counts as 1;
* empty piles are skipped upwards (a pile junked in the fourth edition is just an
  empty pile, so later draws skip it: fourth edition R3, R4);
* the top of the supply is known: age 10 in the first and third editions (asking
  above 10 ends the game), age 11 in the fourth (drawing an 11 is normal play; any
  attempt to draw 12 or more ends the game: R3).

Expansions that change which pile a draw takes (Echoes of the Past, Cities of
Destiny, and the Artifacts draw of :func:`engine.verbs.draw`, which first finds
the value here) hook in at this function: add a rule to :data:`DRAW_AGE_HOOKS`
rather than special-casing the verbs. A hook is called as ``hook(s, age)`` with
the value already found by the base rule and returns the value to use.
"""
from __future__ import annotations

from typing import Callable

from .state import State

#: Extra rules an expansion adds to the choice of pile: ``hook(state, age) -> age``,
#: applied in order after the base rule (none in the base game).
DRAW_AGE_HOOKS: list[Callable[[State, int], int]] = []


def top_age(s: State) -> int:
    """The highest supply pile of ``s``'s edition: 11 in the fourth edition, else 10."""
    return 11 if s.edition == "fourth" else 10


def draw_age(s: State, age: int) -> int:
    """The value actually drawn when a draw of ``age`` is asked for.

    Rules: 0 (or less) counts as 1; empty piles (junked ones included) are skipped
    upwards; a result above :func:`top_age` (11 in the third edition, 12 in the
    fourth) means there is nothing left to draw: the caller ends the game by
    score. An ``age`` already above the top is returned as it is (the fourth
    edition's "draw a 12" ends the game too)."""
    a = max(age, 1)
    top = top_age(s)
    supply = s.supply
    while a <= top and not supply[a - 1]:
        a += 1
    for hook in DRAW_AGE_HOOKS:
        a = hook(s, a)
    return a


def ends_game(s: State, age: int) -> bool:
    """True if a draw asked for ``age`` ends the game (nothing to draw from there up)."""
    return draw_age(s, age) > top_age(s)
