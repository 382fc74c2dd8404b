"""Age 3 card effects (the 10 cards of the third age).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``.
"""
from __future__ import annotations

from ..cards import (AGE, BLUE, CARDS, CASTLE, COLOR, CROWN, GREEN, LEAF, LEFT, NONE, PURPLE, RED,
                     YELLOW)
from ..msg import translate
from ..dogma import Ctx, Gen, highest, lowest, register, with_icon
from .. import verbs


# ---- Alchemy (blue) -----------------------------------------------------------------

def alchemy_1(x: Ctx) -> None:
    """Draw and reveal a 4 for every three castles on your board. If any of the
    drawn cards is red, return the drawn cards and every card in your hand;
    otherwise keep them."""
    n = x.pl.icon_count(CASTLE) // 3
    drawn = [x.draw_and_reveal(4) for _ in range(n)]
    if any(COLOR[c] == RED for c in drawn):
        for c in list(x.pl.hand):
            x.return_(c)


def alchemy_2(x: Ctx) -> Gen:
    """Meld a card from your hand, then score a card from your hand."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "Meld a card from your hand."))
    if c is not None:
        x.meld(c)
    c = yield from x.choose_card(x.pl.hand, translate("effects", "Score a card from your hand."))
    if c is not None:
        x.score(c)


# ---- Translation (blue) ------------------------------------------------------------

def translation_1(x: Ctx) -> Gen:
    """You may meld all the cards in your score pile (all or none; the engine
    melds them in the order they lie in the score pile)."""
    if not x.pl.score:
        return
    if (yield from x.yesno(translate("effects", "Meld all the cards in your score pile?"))):
        for c in list(x.pl.score):
            x.meld(c)


def translation_2(x: Ctx) -> None:
    """If each top card on your board has a crown, claim the World achievement."""
    tops = x.pl.tops()
    if tops and all(CROWN in CARDS[c].icons for c in tops):
        x.claim("World")


# ---- Engineering (red) ----------------------------------------------------------------

def engineering_d(x: Ctx) -> None:
    """Demand: transfer all your top cards with a castle to my score pile."""
    for c in with_icon(x.pl.tops(), CASTLE):
        x.transfer(c, x.demanding, verbs.SCORE)


def engineering_2(x: Ctx) -> Gen:
    """You may splay your red cards left."""
    yield from x.may_splay(RED, LEFT)


# ---- Optics (red) ---------------------------------------------------------------------

def optics_1(x: Ctx) -> Gen:
    """Draw and meld a 3. If it has a crown, draw and score a 4. Otherwise transfer
    a card from your score pile to the score pile of an opponent with fewer points
    than you (you choose the opponent and the card)."""
    c = x.draw_and_meld(3)
    if CROWN in CARDS[c].icons:
        x.draw_and_score(4)
        return
    mine = verbs.points(x.s, x.me)        # points: with Echoes, bonus points included (R5)
    poorer = [q for q in x.opponents() if verbs.points(x.s, q) < mine]
    q = yield from x.choose_player(poorer, translate(
        "effects", "Choose an opponent with fewer points to receive a score card."))
    if q is None:
        return
    card = yield from x.choose_card(x.pl.score, translate(
        "effects", "Give a card from your score pile to {player}.", player=x.name(q)))
    if card is not None:
        x.transfer(card, q, verbs.SCORE)


# ---- Compass (green) -------------------------------------------------------------------

def compass_d(x: Ctx) -> Gen:
    """Demand: transfer a top non-green card with a leaf from your board to my
    board, and then transfer a top card without a leaf from my board to your
    board (the second part happens whether or not the first did; the victim
    chooses both cards)."""
    ok = [c for c in with_icon(x.pl.tops(), LEAF) if COLOR[c] != GREEN]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a top non-green card with a leaf to {player}.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, verbs.BOARD)
    ok = [c for c in x.dp.tops() if LEAF not in CARDS[c].icons]
    c = yield from x.choose_card(ok, translate(
        "effects", "Take a top card without a leaf from {player}'s board.", player=x.name(x.demander)))
    if c is not None:
        verbs.transfer(x.s, x.me, c, x.me, verbs.BOARD)


# ---- Paper (green) -----------------------------------------------------------------------

def paper_1(x: Ctx) -> Gen:
    """You may splay your green or blue cards left."""
    yield from x.may_splay_one([GREEN, BLUE], LEFT)


def paper_2(x: Ctx) -> None:
    """Draw a 4 for each color on your board that is splayed left."""
    for _ in range(sum(1 for d in x.pl.splay if d == LEFT)):
        x.draw(4)


# ---- Machinery (yellow) --------------------------------------------------------------------

def machinery_d(x: Ctx) -> None:
    """Demand: exchange all the cards in your hand with all the highest cards in my
    hand (one side may be empty: the other side still moves)."""
    mine = list(x.pl.hand)
    theirs = highest(x.dp.hand)
    verbs.exchange(x.s, x.me, mine, (verbs.HAND, x.me), theirs, (verbs.HAND, x.demanding))


def machinery_2(x: Ctx) -> Gen:
    """Score a card with a castle from your hand. Then you may splay your red cards left."""
    c = yield from x.choose_card(with_icon(x.pl.hand, CASTLE), translate(
        "effects", "Score a card with a castle from your hand."))
    if c is not None:
        x.score(c)
    yield from x.may_splay(RED, LEFT)


# ---- Medicine (yellow) ---------------------------------------------------------------------

def medicine_d(x: Ctx) -> Gen:
    """Demand: exchange the highest card in your score pile with the lowest card in
    my score pile. The demanding player picks among their tied lowest cards first,
    then the victim among their tied highest; one side may be empty."""
    theirs = yield from x.choose_card(lowest(x.dp.score), translate(
        "effects", "Choose the lowest card of your score pile to give to {player}.",
                   player=x.name()), player=x.demander)
    mine = yield from x.choose_card(highest(x.pl.score), translate(
        "effects", "Choose the highest card of your score pile to give to {player}.", player=x.name(x.demander)))
    verbs.exchange(x.s, x.me, [mine] if mine is not None else [], (verbs.SCORE, x.me),
                   [theirs] if theirs is not None else [], (verbs.SCORE, x.demanding))


# ---- Education (purple) ---------------------------------------------------------------------

def education_1(x: Ctx) -> Gen:
    """You may return the highest card from your score pile; if you do, draw a card
    of value two higher than the highest card left in your score pile (2 if none)."""
    c = yield from x.choose_card(highest(x.pl.score), translate(
        "effects", "You may return the highest card of your score pile."),
                                 may=True)
    if c is None:
        return
    x.return_(c)
    x.draw(max((AGE[k] for k in x.pl.score), default=0) + 2)


# ---- Feudalism (purple) ---------------------------------------------------------------------

def _feudalism_demand(x: Ctx, unsplay: bool) -> Gen:
    c = yield from x.choose_card(with_icon(x.pl.hand, CASTLE),
                                 translate(
                                     "effects", "Give a card with a castle from your hand to {player}.",
                                                player=x.name(x.demander)))
    if c is None:
        return
    x.transfer(c, x.demanding, verbs.HAND)
    if unsplay:
        x.splay(COLOR[c], NONE)


def feudalism_d(x: Ctx) -> Gen:
    """Demand (last edition): transfer a card with a castle from your hand to my
    hand; if you do, unsplay the pile of that card's color on your board."""
    yield from _feudalism_demand(x, True)


def feudalism_d_first(x: Ctx) -> Gen:
    """Demand (first edition): transfer a card with a castle from your hand to my hand."""
    yield from _feudalism_demand(x, False)


def feudalism_2(x: Ctx) -> Gen:
    """You may splay your yellow or purple cards left."""
    yield from x.may_splay_one([YELLOW, PURPLE], LEFT)


register("Alchemy", [alchemy_1, alchemy_2])
register("Translation", [translation_1, translation_2])
register("Engineering", [engineering_d, engineering_2])
register("Optics", [optics_1])
register("Compass", [compass_d])
register("Paper", [paper_1, paper_2])
register("Machinery", [machinery_d, machinery_2])
register("Medicine", [medicine_d])
register("Education", [education_1])
register("Feudalism", [feudalism_d, feudalism_2], first=[feudalism_d_first, feudalism_2])
