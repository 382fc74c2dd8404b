"""The game's vocabulary, in one place: what the rest of the program imports.

Every edition and expansion adds questions, zones, actions and icons; each gets
one spelling here (as python-chess keeps its colors, squares and ``Move`` in one
module), and the engine, the views, the network protocol, the position file and
the table use these names.

* :class:`Kind`: the kinds of decision (a ``str`` enum: ``Kind.YESNO == "yesno"``,
  so data written with the plain words reads back unchanged);
* the zones where a card lies (:data:`HAND`, :data:`BOARD`...), the splay
  directions (:data:`SPLAYS`), icons (:data:`ICONS`), colors (:data:`COLORS`) and
  card sets (:data:`SETS`);
* :data:`ACTIONS`, the actions of a turn (Endorse with Cities of Destiny), and
  :data:`YES`/:data:`NO`;
* :func:`may_decline`: the one "you may" flag of a question (whatever its kind:
  a question whose ``min`` is 0, a yes/no question, a card choice whose allowed
  counts include none).

No Qt, no other module of the program: it imports only :mod:`engine.cards` for
the data-defined lists.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

from .cards import COLORS, ICONS, POSITIONS, SETS, SPECIALS, SPLAYS

__all__ = ["Kind", "KINDS", "CARD_KINDS", "SINGLE_KINDS", "COLORS", "ICONS", "POSITIONS", "SETS", "SPECIALS",
           "SPLAYS", "ZONES", "HAND", "SCORE", "BOARD", "SUPPLY", "ACHIEVEMENTS", "DISPLAY", "ART_SUPPLY",
           "RELIC_AREA", "JUNK", "ECH_SUPPLY", "FORECAST", "CIT_SUPPLY", "ACTIONS", "DRAW", "MELD", "DOGMA", "ACHIEVE",
           "ENDORSE", "CARD_ACTIONS", "YES", "NO", "may_decline"]


class Kind(str, Enum):
    """What a decision asks for (the answer's outside form: :mod:`engine.answers`)."""

    ACTION = "action"            #: one of the turn's actions
    CARDS = "cards"              #: some cards (min..max, or one of ``counts``)
    ORDER = "order"              #: a pile's cards in a new order
    YESNO = "yesno"              #: yes or no
    COLOR = "color"              #: one color
    COLORS = "colors"            #: some colors
    PLAYER = "player"            #: one player
    NUMBER = "number"            #: one number
    ALTERNATIVE = "alternative"  #: one of a few worded alternatives

    def __str__(self) -> str:
        return self.value


#: Every kind's word, in the order of :class:`Kind`.
KINDS: tuple[str, ...] = tuple(k.value for k in Kind)
#: The kinds answered by card names.
CARD_KINDS: tuple[str, ...] = (Kind.CARDS.value, Kind.ORDER.value)
#: The kinds answered by one value (declined by null when they may be).
SINGLE_KINDS: tuple[str, ...] = (Kind.YESNO.value, Kind.COLOR.value, Kind.PLAYER.value, Kind.NUMBER.value,
                                 Kind.ALTERNATIVE.value)

#: Where a card lies: a player's hand, score pile, board; the supply piles, the
#: available achievements; with Artifacts, a player's display, the Artifacts
#: piles and the relic area; in the fourth edition, the Junk.
HAND, SCORE, BOARD, SUPPLY, ACHIEVEMENTS = "hand", "score", "board", "supply", "achievements"
DISPLAY, ART_SUPPLY, RELIC_AREA = "display", "artifacts", "relics"
#: The fourth edition's Junk (owner -1): face down, nobody may look.
JUNK = "junk"
#: Echoes of the Past: an Echoes supply pile (owner: its age) and a player's
#: forecast; Cities of Destiny: a Cities supply pile (owner: its age).
ECH_SUPPLY, FORECAST, CIT_SUPPLY = "echoes", "forecast", "cities"
ZONES: tuple[str, ...] = (HAND, SCORE, BOARD, SUPPLY, ACHIEVEMENTS, DISPLAY, ART_SUPPLY, RELIC_AREA, JUNK,
                          ECH_SUPPLY, FORECAST, CIT_SUPPLY)

#: The actions of a turn, as an action's outside form names them; Endorse is
#: Cities of Destiny's (``{"action": "endorse", "card": NAME}``).
DRAW, MELD, DOGMA, ACHIEVE, ENDORSE = "draw", "meld", "dogma", "achieve", "endorse"
ACTIONS: tuple[str, ...] = (DRAW, MELD, DOGMA, ACHIEVE, ENDORSE)
#: The actions that name a card.
CARD_ACTIONS: tuple[str, ...] = (MELD, DOGMA, ENDORSE)

#: The two answers of a yes/no question.
YES, NO = "yes", "no"


def may_decline(kind: Any, min_: int, counts: Any = None) -> bool:
    """The one "you may" flag of a question: True when it may be answered by
    doing nothing (a yes/no question, a question whose least answer is none, a
    card choice whose allowed counts include 0)."""
    return str(kind) == Kind.YESNO.value or min_ == 0 or (counts is not None and 0 in counts)
