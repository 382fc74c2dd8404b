"""Echoes of the Past, age 2 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

from collections import Counter

from ..cards import AGE, BONUS, BY_NAME, CARD_ICONS, CASTLE, COLOR, FACTORY, GREEN, LEFT
from ..dogma import Ctx, Gen, register
from ..echoes import visible_bonuses
from ..msg import translate
from .echoes_common import bottoms, has_bonus, may_make_bottom_available


# ---- Lever ----------------------------------------------------------------------------

def lever_e(x: Ctx) -> None:
    x.draw(2)
    x.draw(2)


def lever_1(x: Ctx) -> Gen:
    """You may return any number of cards from your hand; for every two returned
    cards of one value, draw a card one value higher."""
    back = yield from x.choose_cards(x.pl.hand, 0, len(x.pl.hand),
                                     translate("engine", "Return any number of cards from your hand."))
    for c in back:
        x.return_(c)
    pairs = Counter(AGE[c] for c in back)
    for value in sorted(pairs):
        for _ in range(pairs[value] // 2):
            x.draw(value + 1)


# ---- Linguistics ------------------------------------------------------------------------

def linguistics_e(x: Ctx) -> Gen:
    """Draw a 3, or draw and foreshadow a 4."""
    k = yield from x.choose_alternative(
        [translate("engine", "draw a 3"), translate("engine", "draw and foreshadow a 4")],
        translate("engine", "Choose one."),
    )
    if k == 0:
        x.draw(3)
    else:
        x.draw_and_foreshadow(4)


def linguistics_1(x: Ctx) -> Gen:
    """Draw a card of the value of a bonus on your board."""
    vals = sorted(set(visible_bonuses(x.pl)))
    if not vals:
        return
    v = yield from x.choose_number(vals, translate("engine", "Choose the value of one of your bonuses."))
    x.draw(v)


# ---- Crossbow ---------------------------------------------------------------------------

def crossbow_d(x: Ctx) -> Gen:
    """Demand: move a card with a bonus from your hand to my score pile."""
    c = yield from x.choose_card([h for h in x.pl.hand if has_bonus(h)],
                                 translate("engine", "Give a card with a bonus to {player}'s score pile.",
                                           player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "score")


def crossbow_1(x: Ctx) -> Gen:
    """Move a card from your hand onto another player's board."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Choose a card from your hand to give away."))
    if c is None:
        return
    q = yield from x.choose_player(x.others(), translate("engine", "Onto whose board?"))
    if q is not None:
        x.transfer(c, q, "board")


# ---- Horseshoes -------------------------------------------------------------------------

def horseshoes_e(x: Ctx) -> None:
    x.draw_and_foreshadow(2)


def horseshoes_d(x: Ctx) -> Gen:
    """Demand: move a top card with neither a castle nor a factory onto my board;
    if you did, draw and meld a 2."""
    opts = [t for t in x.pl.tops() if CASTLE not in CARD_ICONS[t] and FACTORY not in CARD_ICONS[t]]
    c = yield from x.choose_card(opts, translate("engine", "Move a top card to {player}'s board.",
                                                 player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")
        x.draw_and_meld(2)


# ---- Glassblowing -----------------------------------------------------------------------

def glassblowing_e(x: Ctx) -> Gen:
    c = yield from x.choose_card([h for h in x.pl.hand if has_bonus(h)],
                                 translate("engine", "Score a card with a bonus from your hand."))
    if c is not None:
        x.score(c)


def glassblowing_1(x: Ctx) -> None:
    """Draw and foreshadow a card three higher than your lowest non-green top card."""
    tops = [AGE[t] for t in x.pl.tops() if COLOR[t] != GREEN]
    x.draw_and_foreshadow(min(tops, default=0) + 3)


# ---- Scissors ---------------------------------------------------------------------------

def scissors_e(x: Ctx) -> Gen:
    """Take one of your bottom cards into your hand."""
    c = yield from x.choose_card(bottoms(x), translate("engine", "Take one of your bottom cards into your hand."))
    if c is not None:
        x.transfer(c, x.me, "hand")


def scissors_1(x: Ctx) -> Gen:
    """You may choose up to two cards from your hand; meld or score each."""
    got = yield from x.choose_cards(x.pl.hand, 0, 2, translate("engine", "Choose up to two cards from your hand."))
    for c in got:
        k = yield from x.choose_alternative([translate("engine", "meld {card}", card=c),
                                             translate("engine", "score {card}", card=c)],
                                            translate("engine", "Meld or score {card}?", card=c))
        if k == 0:
            x.meld(c)
        else:
            x.score(c)


def scissors_2(x: Ctx) -> None:
    """If Paper is a top card on any board, move it into your score pile."""
    paper = BY_NAME["Paper"]
    for pl in x.s.players:
        if paper in pl.tops():
            x.transfer(paper, x.me, "score")
            return


# ---- Toothbrush -------------------------------------------------------------------------

def toothbrush_e(x: Ctx) -> Gen:
    """Choose a value in your hand; tuck every card of that value from your hand."""
    vals = {AGE[h] for h in x.pl.hand}
    if not vals:
        return
    v = yield from x.choose_number(sorted(vals), translate("engine", "Tuck every card of which value?"))
    for c in [h for h in x.pl.hand if AGE[h] == v]:
        x.tuck(c)


def toothbrush_1(x: Ctx) -> Gen:
    yield from x.may_splay_one(range(5), LEFT)


def toothbrush_2(x: Ctx) -> Gen:
    yield from may_make_bottom_available(x, 2)


# ---- Watermill --------------------------------------------------------------------------

def watermill_1(x: Ctx) -> Gen:
    """Tuck a card with a bonus from your hand; if you did, draw a card of that
    bonus's value; if it has a bonus too, you may return a card from your hand
    and repeat."""
    while True:
        c = yield from x.choose_card([h for h in x.pl.hand if has_bonus(h)],
                                     translate("engine", "Tuck a card with a bonus from your hand."))
        if c is None:
            return
        x.tuck(c)
        d = x.draw(BONUS[c])
        if not has_bonus(d):
            return
        r = yield from x.choose_card(x.pl.hand, translate("engine", "You may return a card to repeat the effect."),
                                     may=True)
        if r is None:
            return
        x.return_(r)


# ---- Pagoda -----------------------------------------------------------------------------

def pagoda_1(x: Ctx) -> Gen:
    """Draw and reveal a 3; if a card of its color is in your hand, tuck it and
    meld the drawn card; otherwise foreshadow the drawn card."""
    d = x.draw_and_reveal(3)
    same = [h for h in x.pl.hand if h != d and COLOR[h] == COLOR[d]]
    if same:
        c = yield from x.choose_card(same, translate("engine", "Tuck a {color} card from your hand.", color=COLOR[d]))
        x.tuck(c)
        x.meld(d)
    else:
        x.foreshadow(d)


# ---- Chaturanga -------------------------------------------------------------------------

def chaturanga_1(x: Ctx) -> Gen:
    """Meld a card with a bonus from your hand; if you did, draw two cards of its
    bonus's value; if not, draw and foreshadow a card of the number of your top cards."""
    c = yield from x.choose_card([h for h in x.pl.hand if has_bonus(h)],
                                 translate("engine", "Meld a card with a bonus from your hand."))
    if c is not None:
        x.meld(c)
        x.draw(BONUS[c])
        x.draw(BONUS[c])
    else:
        x.draw_and_foreshadow(len(x.pl.tops()))


register("Lever", [lever_e, lever_1])
register("Linguistics", [linguistics_e, linguistics_1])
register("Crossbow", [crossbow_d, crossbow_1])
register("Horseshoes", [horseshoes_e, horseshoes_d])
register("Glassblowing", [glassblowing_e, glassblowing_1])
register("Scissors", [scissors_e, scissors_1, scissors_2])
register("Toothbrush", [toothbrush_e, toothbrush_1, toothbrush_2])
register("Watermill", [watermill_1])
register("Pagoda", [pagoda_1])
register("Chaturanga", [chaturanga_1])
