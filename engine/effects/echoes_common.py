"""Helpers shared by the Echoes of the Past card effects (``echoes_age*.py``).

Rules and the reading of each card: the Echoes reference README (R1-R10) and each
card's notes there. Each effect function is one printed effect, executed by
``x.me`` (see :class:`engine.dogma.Ctx`); an echo effect is registered first, as
the card data lists it.
"""
from __future__ import annotations

from typing import Any, Generator, Iterable

from .. import verbs
from ..cards import AGE, BONUS, CARD_ICONS, CARDS, COLOR, covered_positions
from ..decisions import Decision
from ..dogma import Ctx
from ..echoes import visible_bonuses
from ..state import Player
from ..msg import translate

Gen = Generator[Decision, Any, Any]


def has_bonus(card: int) -> bool:
    """True if ``card`` shows a bonus icon (in any of its four positions)."""
    return BONUS[card] > 0


def bottoms(x: Ctx, p: int | None = None) -> list[int]:
    """The bottom card of each non-empty pile of a player's board, in color order."""
    pl = x.s.players[x.me if p is None else p]
    return [pile[0] for pile in pl.board if pile]


def remember(x: Ctx, key: str, value: Any) -> None:
    """Keep ``value`` for the executing player for the rest of this dogma action
    (what one's own echo effect did, read by the card's other effects: R4)."""
    x.memo[(key, x.me)] = value


def recall(x: Ctx, key: str, default: Any = None) -> Any:
    """What :func:`remember` kept for the executing player (``default`` if nothing)."""
    return x.memo.get((key, x.me), default)


def make_available(x: Ctx, card: int) -> None:
    """Move ``card`` (a supply card) into the available standard achievements
    (Chopsticks, Toothbrush, Seed Drill, Ice Cream): it becomes an achievement of
    its value."""
    verbs.make_available(x.s, x.me, card)


def may_make_bottom_available(x: Ctx, age: int) -> Gen:
    """"If the <age> supply pile has a card, you may move its bottom card into the
    available achievements": a yes/no, asked only when the base pile has a card."""
    pile = x.s.supply[age - 1]
    if not pile:
        return False
    if (yield from x.yesno(translate("engine", "Move the bottom card of the {age} pile to the achievements?",
                                     age=age))):
        make_available(x, pile[-1])
        return True
    return False


def highest_bonus(x: Ctx, p: int | None = None) -> int:
    """The highest bonus visible on a player's board (0: none)."""
    return max(visible_bonuses(x.s.players[x.me if p is None else p]), default=0)


def score_of(x: Ctx, p: int | None = None) -> int:
    """A player's score: score pile plus bonus points (R5)."""
    return verbs.points(x.s, x.me if p is None else p)


def can_achieve_value(x: Ctx, value: int, score: int | None = None) -> bool:
    """"If eligible" for an achievement of ``value`` (R5): the executing player's
    score (or ``score``) reaches the Achieve cost and a top card is of at least
    that value."""
    pts = score_of(x) if score is None else score
    return pts >= verbs.achieve_cost(x.s, x.me, value) and x.pl.highest_top_age() >= value


def choose_value(x: Ctx, values: Iterable[int], prompt: Any = "") -> Gen:
    """Pick one value among ``values`` (a ``number`` question; forced with one)."""
    vals = sorted(set(values))
    if not vals:
        return None
    return (yield from x.choose_number(vals, prompt or translate("engine", "Choose a value.")))


def any_value(x: Ctx, prompt: Any = "") -> Gen:
    """"A card of any value": the player names a value 1-10."""
    return (yield from choose_value(x, range(1, 11), prompt or translate("engine", "Choose a value (1-10).")))


def visible_positions(pl: Player, color: int, card: int) -> tuple[int, ...]:
    """The positions of ``card`` (in ``pl``'s ``color`` pile) that are visible."""
    pile = pl.board[color]
    if not pile or card not in pile:
        return ()
    if pile[-1] == card:
        return tuple(range(len(CARD_ICONS[card])))
    return covered_positions(card, pl.splay[color])


def top_of(x: Ctx, color: int, p: int | None = None) -> int | None:
    return x.s.players[x.me if p is None else p].top(color)


def age_of(card: int) -> int:
    return AGE[card]


def color_of(card: int) -> int:
    return COLOR[card]


def icons_of(card: int) -> tuple[int, ...]:
    return CARDS[card].icons


__all__ = ["has_bonus", "bottoms", "remember", "recall", "make_available", "may_make_bottom_available",
           "highest_bonus", "score_of", "can_achieve_value", "choose_value", "any_value", "visible_positions",
           "top_of"]
