"""Helpers shared by the Artifacts of History card effects (``artifacts_age*``).

Nothing here registers a card; the modules ``artifacts_age1`` ... ``artifacts_age10``
do. Rules references are to ``shared/reference/artifacts/README.md``.
"""
from __future__ import annotations

from typing import Any, Iterable

from .. import verbs
from ..cards import AGE, CARDS, FACE_AGE
from ..decisions import Decision
from ..dogma import Ctx, Gen, has_demand
from ..state import Player
from ..msg import Msg, translate


def is_artifact(card: int) -> bool:
    """True if ``card`` is one of the 105 Artifacts of History cards."""
    return CARDS[card].set == "artifacts"


def is_relic(card: int) -> bool:
    """True if ``card`` is one of the five relics."""
    return CARDS[card].set == "relic"


def set_of(card: int) -> str:
    """The set (card type) of ``card``: ``"base"``, ``"artifacts"`` or ``"relic"``.
    A relic counts as the set printed on it (its ``relic_set``) where a card asks
    for "the same type"."""
    c = CARDS[card]
    return c.relic_set if c.set == "relic" and c.relic_set else c.set


def face(card: int) -> int:
    """The value of a face-up card (on a board or in a display): its age, but 11
    for Battleship Yamato."""
    return FACE_AGE[card]


def highest_top_value(x: Ctx, p: int | None = None) -> int:
    """The highest face-up value among player ``p``'s top cards (default: the
    executing player), 0 with an empty board."""
    pl = x.s.players[x.me if p is None else p]
    return max((face(t) for t in pl.tops()), default=0)


def visible_cards(pl: Player, color: int) -> int:
    """Cards showing in ``pl``'s ``color`` pile: 0 for no pile, 1 for an unsplayed
    pile, every card of a splayed one."""
    pile = pl.board[color]
    if not pile:
        return 0
    return len(pile) if pl.splay[color] else 1


def put_back_on_top(x: Ctx, card: int) -> None:
    """Put ``card`` (just drawn, in the executing player's hand) back on top of its
    supply pile (:func:`engine.verbs.put_back_on_top`)."""
    verbs.put_back_on_top(x.s, x.me, card)


def execute_all(x: Ctx, card: int) -> Gen:
    """"Carry out all of its effects as if they were on this card, without
    sharing": :meth:`engine.dogma.Ctx.execute_all` (demands and compels against
    the players the dogma in progress affects or compels)."""
    return (yield from x.execute_all(card))


#: The card types a "choose a card type" effect offers with Artifacts alone.
DRAW_SETS = ("base", "artifacts")


def choose_set(x: Ctx, prompt: Msg | str = "") -> Gen:
    """"Choose a card type": an ``alternative`` question whose options are the set
    names ``"base"`` and ``"artifacts"``, then ``"echoes"`` and ``"cities"`` when
    those expansions are played (the sets in play that have supply piles; a
    relic's set has none; Echoes R10, Cities R4: a city can be drawn only this way
    or by the city draw). Returns the set name, for :meth:`Ctx.draw`'s
    ``card_set`` (an empty Echoes or Cities pile gives a base card)."""
    texts: list[Msg | str] = [translate("engine", "a base card"), translate("engine", "an Artifact")]
    sets = list(DRAW_SETS)
    if x.s.echoes:          # Echoes of the Past R10: "card type" includes Echoes
        sets.append("echoes")
        texts.append(translate("engine", "an Echoes card"))
    if x.s.cities:          # Cities of Destiny R4: so does it with Cities
        sets.append("cities")
        texts.append(translate("engine", "a city"))
    d = Decision(x.me, "alternative", sets, 1, 1, prompt or translate("engine", "Choose a card type."),
                 alternatives=texts)
    return (yield from x._ask(d))


def standard_ages(x: Ctx) -> list[int]:
    """The ages of the available standard achievements, lowest first, each once."""
    return sorted({AGE[c] for c in x.s.achievements})


def claim_standard(x: Ctx, ages: Iterable[int] | None = None, prompt: Msg | str = "") -> Gen:
    """Claim an available standard achievement, ignoring eligibility ("claim an
    achievement of value N"): ``ages`` limits the values allowed (None: any). The
    player picks the value when several are possible (a ``number`` question);
    nothing happens when none is available. Returns the card claimed, or None.
    May end the game (achievement target)."""
    allowed = standard_ages(x) if ages is None else sorted(set(ages) & set(standard_ages(x)))
    if not allowed:
        return None
    age = yield from x.choose_number(
        allowed, prompt or translate("engine", "Choose the value of the achievement to claim.")
    )
    card = next(c for c in x.s.achievements if AGE[c] == age)
    x.achieve(card)
    return card


def claim_any(x: Ctx, prompt: Msg | str = "") -> Gen:
    """Claim any available achievement, standard or special, ignoring eligibility
    (BGA lets Shroud of Turin, Marcha Real and Earhart's Lockheed Electra take a
    special achievement too). One ``alternative`` question lists the standard
    achievements by value, then the special ones by name; nothing is asked when
    only one is available. Returns the card id or special name, or None."""
    ages = standard_ages(x)
    opts: list[Any] = list(ages) + list(x.s.specials)
    if not opts:
        return None
    texts = [translate("engine", "the {age} achievement", age=a) if isinstance(a, int)
             else translate("engine", "{special}", special=a) for a in opts]
    k = yield from x.choose_alternative(texts, prompt or translate("engine", "Choose the achievement to claim."))
    pick = opts[k]
    if isinstance(pick, str):
        x.claim(pick)
        return pick
    card = next(c for c in x.s.achievements if AGE[c] == pick)
    x.achieve(card)
    return card


def eligible_ages(x: Ctx) -> list[int]:
    """Ages of the available standard achievements ``x.me`` could take with the
    Achieve action now (score at least 5x the value, a top card of at least it)."""
    return [a for a in standard_ages(x) if verbs.can_achieve(x.s, x.me, a)]


__all__ = [
    "execute_all",
    "put_back_on_top",
    "visible_cards",
    "choose_set",
    "DRAW_SETS",
    "has_demand",
    "is_artifact",
    "is_relic",
    "set_of",
    "face",
    "highest_top_value",
    "claim_standard",
    "claim_any",
    "eligible_ages",
    "standard_ages",
]
