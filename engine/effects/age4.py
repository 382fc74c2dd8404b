"""Age 4 card effects (the 10 cards of the fourth age).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``.
"""
from __future__ import annotations

from ..cards import (AGE, BLUE, CARDS, CASTLE, COLOR, CROWN, GREEN, LEAF, LEFT, LIGHTBULB,
                     NONE, PURPLE, RIGHT, YELLOW)
from ..msg import translate
from ..dogma import Ctx, Gen, register, with_icon
from .. import verbs


# ---- Experimentation (blue) -----------------------------------------------------------

def experimentation_1(x: Ctx) -> None:
    """Draw and meld a 5."""
    x.draw_and_meld(5)


# ---- Printing Press (blue) -------------------------------------------------------------

def printing_press_1(x: Ctx) -> Gen:
    """You may return a card from your score pile; if you do, draw a card of value
    two higher than your top purple card (2 if you have no purple card)."""
    c = yield from x.choose_card(x.pl.score, translate(
        "effects", "You may return a card from your score pile."), may=True)
    if c is None:
        return
    x.return_(c)
    purple = x.pl.top(PURPLE)
    x.draw((AGE[purple] if purple is not None else 0) + 2)


def printing_press_2(x: Ctx) -> Gen:
    """You may splay your blue cards right."""
    yield from x.may_splay(BLUE, RIGHT)


# ---- Colonialism (red) -----------------------------------------------------------------

def colonialism_1(x: Ctx) -> None:
    """Draw and tuck a 3; if it has a crown, repeat this effect."""
    while True:
        c = x.draw_and_tuck(3)
        if CROWN not in CARDS[c].icons:
            return


# ---- Gunpowder (red) ---------------------------------------------------------------------

def gunpowder_d(x: Ctx) -> Gen:
    """Demand: transfer a top card with a castle from your board to my score pile."""
    c = yield from x.choose_card(with_icon(x.pl.tops(), CASTLE),
                                 translate(
                                     "effects", "Give a top card with a castle to {player}'s score pile.",
                                                player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, verbs.SCORE)
        x.memo["moved"] = True


def gunpowder_2(x: Ctx) -> None:
    """If any card was transferred by the demand of this action, draw and score a 2."""
    if x.memo.get("moved"):
        x.draw_and_score(2)


# ---- Invention (green) -------------------------------------------------------------------

def invention_1(x: Ctx) -> Gen:
    """You may splay right one color of yours that is splayed left; if you do, draw
    and score a 4."""
    lefts = [c for c in range(5) if x.pl.splay[c] == LEFT]
    if (yield from x.may_splay_one(lefts, RIGHT, translate(
        "effects", "You may splay right one color splayed left."))) is not None:
        x.draw_and_score(4)


def invention_2(x: Ctx) -> None:
    """If all five of your colors are splayed, in any direction, claim the Wonder
    achievement."""
    if all(d != NONE for d in x.pl.splay):
        x.claim("Wonder")


# ---- Navigation (green) -------------------------------------------------------------------

def navigation_d(x: Ctx) -> Gen:
    """Demand: transfer a 2 or a 3 from your score pile, if you have one, to my score pile."""
    ok = [c for c in x.pl.score if AGE[c] in (2, 3)]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a 2 or 3 from your score pile to {player}.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, verbs.SCORE)


# ---- Anatomy (yellow) ----------------------------------------------------------------------

def anatomy_d(x: Ctx) -> Gen:
    """Demand: return a card from your score pile; if you do, return a top card of
    the same value from your board (if you have one)."""
    c = yield from x.choose_card(x.pl.score, translate("effects", "Return a card from your score pile."))
    if c is None:
        return
    x.return_(c)
    ok = [t for t in x.pl.tops() if AGE[t] == AGE[c]]
    t = yield from x.choose_card(ok, translate(
        "effects", "Return a top card of value {age} from your board.", age=AGE[c]))
    if t is not None:
        x.return_(t)


# ---- Perspective (yellow) ----------------------------------------------------------------

def perspective_1(x: Ctx) -> Gen:
    """You may return a card from your hand; if you do, score a card from your hand
    for every two lightbulbs on your board (as many as you can)."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is None:
        return
    x.return_(c)
    n = x.pl.icon_count(LIGHTBULB) // 2
    got = yield from x.choose_cards(x.pl.hand, n, n, translate("effects", "Score {n} card(s) from your hand.", n=n))
    for k in got:
        x.score(k)


# ---- Enterprise (purple) ------------------------------------------------------------------

def enterprise_d(x: Ctx) -> Gen:
    """Demand: transfer a top non-purple card with a crown from your board to my
    board; if you do, draw and meld a 4."""
    ok = [c for c in with_icon(x.pl.tops(), CROWN) if COLOR[c] != PURPLE]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a top non-purple card with a crown to {player}.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, verbs.BOARD)
        x.draw_and_meld(4)


def enterprise_2(x: Ctx) -> Gen:
    """You may splay your green cards right."""
    yield from x.may_splay(GREEN, RIGHT)


# ---- Reformation (purple) ------------------------------------------------------------------

def reformation_1(x: Ctx) -> Gen:
    """You may tuck a card from your hand for every two leaves on your board.

    Ruling (published FAQ, BGA): all or nothing. Tucking means tucking the full
    number (leaves // 2, counted now); with fewer cards in hand, the whole hand or
    none (golden rule). See :meth:`~engine.dogma.Ctx.may_choose_exactly`."""
    n = x.pl.icon_count(LEAF) // 2
    k = min(n, len(x.pl.hand))
    got = yield from x.may_choose_exactly(x.pl.hand, n, translate(
        "effects", "You may tuck {n} card(s) from your hand (exactly {n}, or none).", n=k))
    for c in got:
        x.tuck(c)


def reformation_2(x: Ctx) -> Gen:
    """You may splay your yellow or purple cards right."""
    yield from x.may_splay_one([YELLOW, PURPLE], RIGHT)


register("Experimentation", [experimentation_1])
register("Printing Press", [printing_press_1, printing_press_2])
register("Colonialism", [colonialism_1])
register("Gunpowder", [gunpowder_d, gunpowder_2])
register("Invention", [invention_1, invention_2])
register("Navigation", [navigation_d])
register("Anatomy", [anatomy_d])
register("Perspective", [perspective_1])
register("Enterprise", [enterprise_d, enterprise_2])
register("Reformation", [reformation_1, reformation_2])
