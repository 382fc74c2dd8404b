"""Age 5 card effects (the 10 cards of the fifth age).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``.
"""
from __future__ import annotations

from ..cards import (AGE, BLUE, COLOR, CROWN, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, RIGHT,
                     YELLOW)
from ..msg import translate
from ..dogma import Ctx, Gen, highest, lowest, register, with_icon


# ---- Chemistry (blue) --------------------------------------------------------------

def chemistry_1(x: Ctx) -> Gen:
    """You may splay your blue cards right."""
    yield from x.may_splay(BLUE, RIGHT)


def chemistry_2(x: Ctx) -> Gen:
    """Draw and score a card of value one higher than your highest top card, then
    return a card of your choice from your score pile (the new card included)."""
    x.draw_and_score(x.pl.highest_top_age() + 1)
    c = yield from x.choose_card(x.pl.score, translate("effects", "Return a card from your score pile."))
    if c is not None:
        x.return_(c)


# ---- Physics (blue) ------------------------------------------------------------------

def physics_1(x: Ctx) -> None:
    """Draw three 6s, revealing them. If two or more of them share a color, return
    them and every other card in your hand; otherwise keep them."""
    drawn = [x.draw_and_reveal(6) for _ in range(3)]
    colors = [COLOR[c] for c in drawn]
    if len(set(colors)) < len(colors):
        for c in list(x.pl.hand):
            x.return_(c)


# ---- Coal (red) ------------------------------------------------------------------------

def coal_1(x: Ctx) -> None:
    """Draw and tuck a 5."""
    x.draw_and_tuck(5)


def coal_2(x: Ctx) -> Gen:
    """You may splay your red cards right."""
    yield from x.may_splay(RED, RIGHT)


def coal_3(x: Ctx) -> Gen:
    """You may score one of your top cards; if you do, also score the card that was
    directly beneath it (the new top card of that pile), if any."""
    c = yield from x.choose_card(x.pl.tops(), translate("effects", "You may score one of your top cards."), may=True)
    if c is None:
        return
    color = COLOR[c]
    x.score(c)
    under = x.pl.top(color)
    if under is not None:
        x.score(under)


# ---- The Pirate Code (red) ---------------------------------------------------------------

def pirate_code_d(x: Ctx) -> Gen:
    """Demand: transfer two cards of value 4 or less from your score pile to my
    score pile (as many as you have, up to two)."""
    ok = [c for c in x.pl.score if AGE[c] <= 4]
    got = yield from x.choose_cards(ok, 2, 2, translate(
        "effects", "Give two cards of value 4 or less from your score pile to {player}.", player=x.name(x.demander)))
    for c in got:
        x.transfer(c, x.demanding, "score")
    if got:
        x.memo["pirate_moved"] = True


def pirate_code_2(x: Ctx) -> Gen:
    """If the demand of this action transferred any card, score your lowest top card
    with a crown (you choose among ties)."""
    if not x.memo.get("pirate_moved"):
        return
    c = yield from x.choose_card(lowest(with_icon(x.pl.tops(), CROWN)),
                                 translate("effects", "Score your lowest top card with a crown."))
    if c is not None:
        x.score(c)


# ---- Banking (green) ----------------------------------------------------------------------

def banking_d(x: Ctx) -> Gen:
    """Demand: transfer a top non-green card with a factory from your board to my
    board; if you do, draw and score a 5."""
    ok = [c for c in with_icon(x.pl.tops(), FACTORY) if COLOR[c] != GREEN]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a top non-green card with a factory to {player}'s board.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")
        x.draw_and_score(5)


def banking_2(x: Ctx) -> Gen:
    """You may splay your green cards right."""
    yield from x.may_splay(GREEN, RIGHT)


# ---- Measurement (green) --------------------------------------------------------------------

def measurement_1(x: Ctx) -> Gen:
    """(Last edition.) You may reveal and return a card from your hand; if you do,
    splay your cards of that card's color right (if the pile can be splayed), then
    draw a card of value equal to the number of cards of that color on your board."""
    c = yield from x.choose_card(x.pl.hand, translate(
        "effects", "You may reveal and return a card from your hand."), may=True)
    if c is None:
        return
    x.reveal(c)
    x.return_(c)
    color = COLOR[c]
    x.splay(color, RIGHT)
    x.draw(len(x.pl.board[color]))


def measurement_1_first(x: Ctx) -> Gen:
    """(First edition.) You may return a card from your hand; if you do, choose any
    color you have on your board, splay it right (if it can be), then draw a card
    of value equal to the number of cards of that color on your board."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is None:
        return
    x.return_(c)
    colors = [k for k in range(5) if x.pl.board[k]]
    color = yield from x.choose_color(colors, translate("effects", "Choose a color to splay right."))
    if color is None:
        x.draw(0)
        return
    x.splay(color, RIGHT)
    x.draw(len(x.pl.board[color]))


# ---- Statistics (yellow) ------------------------------------------------------------------------

def statistics_d(x: Ctx) -> None:
    """Demand (last edition): transfer all the highest cards in your score pile to
    your hand (one step, no choice)."""
    for c in highest(x.pl.score):
        x.transfer(c, x.me, "hand")


def statistics_d_first(x: Ctx) -> Gen:
    """Demand (first edition): transfer the highest card in your score pile to your
    hand (you choose among ties); if you do and then have exactly one card in hand,
    repeat this demand."""
    while True:
        c = yield from x.choose_card(highest(x.pl.score), translate(
            "effects", "Take the highest card of your score pile into your hand."))
        if c is None:
            return
        x.transfer(c, x.me, "hand")
        if len(x.pl.hand) != 1:
            return


def statistics_2(x: Ctx) -> Gen:
    """You may splay your yellow cards right."""
    yield from x.may_splay(YELLOW, RIGHT)


# ---- Steam Engine (yellow) -----------------------------------------------------------------------

def steam_engine_1(x: Ctx) -> None:
    """Draw and tuck two 4s, then score the bottom card of your yellow pile (if any)."""
    x.draw_and_tuck(4)
    x.draw_and_tuck(4)
    pile = x.pl.board[YELLOW]
    if pile:
        x.score(pile[0])


# ---- Astronomy (purple) ------------------------------------------------------------------------------

def astronomy_1(x: Ctx) -> None:
    """Draw and reveal a 6; if it is green or blue, meld it and repeat this effect;
    otherwise keep it in your hand."""
    while True:
        c = x.draw_and_reveal(6)
        if COLOR[c] not in (GREEN, BLUE):
            return
        x.meld(c)


def astronomy_2(x: Ctx) -> None:
    """If every non-purple top card on your board has a value of 6 or more, claim
    the Universe achievement. (Like BGA: also true when you have no non-purple
    top card.)"""
    if all(AGE[c] >= 6 for c in x.pl.tops() if COLOR[c] != PURPLE):
        x.claim("Universe")


# ---- Societies (purple) --------------------------------------------------------------------------------

def societies_d(x: Ctx) -> Gen:
    """Demand (last edition): transfer a top card with a lightbulb from your board to
    my board, if it is higher than my top card of its color (an empty pile counts
    as lower; purple included); if you do, draw a 5."""
    dp = x.dp

    def mine(color: int) -> int:
        t = dp.top(color)
        return 0 if t is None else AGE[t]

    ok = [c for c in with_icon(x.pl.tops(), LIGHTBULB) if AGE[c] > mine(COLOR[c])]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a top card with a lightbulb to {player}'s board.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")
        x.draw(5)


def societies_d_first(x: Ctx) -> Gen:
    """Demand (first edition): transfer a top non-purple card with a lightbulb from
    your board to my board; if you do, draw a 5."""
    ok = [c for c in with_icon(x.pl.tops(), LIGHTBULB) if COLOR[c] != PURPLE]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a top non-purple card with a lightbulb to {player}'s board.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")
        x.draw(5)


register("Chemistry", [chemistry_1, chemistry_2])
register("Physics", [physics_1])
register("Coal", [coal_1, coal_2, coal_3])
register("The Pirate Code", [pirate_code_d, pirate_code_2])
register("Banking", [banking_d, banking_2])
register("Measurement", [measurement_1], first=[measurement_1_first])
register("Statistics", [statistics_d, statistics_2], first=[statistics_d_first, statistics_2])
register("Steam Engine", [steam_engine_1])
register("Astronomy", [astronomy_1, astronomy_2])
register("Societies", [societies_d], first=[societies_d_first])
