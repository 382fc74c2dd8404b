"""Fourth-edition (2024) effects of the base cards of ages 1 to 5 whose text
changed, and the small helpers the fourth edition's effects share.

Each function is one printed effect of the card's fourth-edition text
(``resources/cards.json``, ``fourth_edition_effects``), executed by ``x.me``
(see :class:`engine.dogma.Ctx`). Effects whose text did not change are the
third edition's functions, reused here by name where a changed card keeps one.
Rules references: ``reference/fourth/README.md`` (R1-R10, D1-D8).
"""
from __future__ import annotations

from typing import Iterable

from ..cards import (AGE, CASTLE, COLOR, CROWN, FACE_AGE, GREEN, LEAF, LEFT, LIGHTBULB, PURPLE, RED, RIGHT,
                     YELLOW, BLUE)
from ..decisions import Decision
from ..dogma import Ctx, Gen, highest, register_fourth
from ..msg import Msg, translate
from .. import fourth, verbs
from .age1 import archery_d
from .age2 import fermenting_1
from .age3 import alchemy_2, machinery_d, medicine_d


# ---- helpers ---------------------------------------------------------------------------

def has(x: Ctx, card: int, icon: int) -> bool:
    """True if ``card`` shows ``icon`` in any position, by the game's edition's icons."""
    return icon in x.pl.ic[card]


def having(x: Ctx, cards: Iterable[int], icon: int) -> list[int]:
    """The cards among ``cards`` that show ``icon`` (edition's icons)."""
    ic = x.pl.ic
    return [c for c in cards if icon in ic[c]]


def colors_showing(x: Ctx, icon: int, p: int | None = None) -> int:
    """How many colors of ``p``'s board (default: the executing player) show at least
    one ``icon``, covered cards revealed by a splay included ("each color with
    [icon]")."""
    pl = x.pl if p is None else x.s.players[p]
    return sum(1 for color in range(5) if pl.pile_icons_all(color)[icon] > 0)


def junk_an_achievement(x: Ctx, ages: Iterable[int], may: bool) -> Gen:
    """Junk one available standard achievement of one of ``ages`` (a ``number``
    question when more than one value is possible; with ``may`` it may be
    declined). Returns the value junked, or None."""
    opts = [a for a in fourth.available_ages(x.s) if a in set(ages)]
    if not opts:
        return None
    if len(opts) == 1 and not may:
        a = opts[0]
    else:
        prompt = (translate("effects", "You may junk an available achievement: choose its value.") if may
                  else translate("effects", "Junk an available achievement: choose its value."))
        a = yield from x._ask(Decision(x.me, "number", opts, 0 if may else 1, 1, prompt))
        if a is None:
            return None
    fourth.junk_achievement(x.s, x.me, a)
    return a


def junk_pile(x: Ctx, age: int) -> int:
    """Junk every card of the supply pile of ``age``."""
    return fourth.junk_pile(x.s, x.me, age)


def may_junk_pile(x: Ctx, age: int) -> Gen:
    """"You may junk every card of the ``age`` supply pile": a yes/no question,
    not asked when that pile is empty. Returns True if junked."""
    if not x.s.supply[age - 1]:
        return False
    if (yield from x.yesno(translate("effects", "Junk every card of the {age} supply pile?", age=age))):
        junk_pile(x, age)
        return True
    return False


def name_value(x: Ctx, values: Iterable[int], prompt: Msg | str, player: int) -> Gen:
    """``player`` names a value among ``values`` (a ``number`` question; forced
    when there is one). Returns the value, or None when there is none."""
    opts = sorted(set(values))
    if not opts:
        return None
    if len(opts) == 1:
        return opts[0]
    return (yield from x._ask(Decision(player, "number", opts, 1, 1, prompt)))


def all_values(x: Ctx) -> list[int]:
    """Every value a player may name: 1 to the top supply pile (11)."""
    return list(range(1, len(x.s.supply) + 1))


def top_n(cards: list[int], n: int, high: bool = True) -> tuple[list[int], list[int], int]:
    """The ``n`` highest (or lowest) cards by face value: ``(fixed, tied, k)``:
    ``fixed`` are certainly taken, ``k`` more are to be chosen among ``tied``."""
    ordered = sorted(cards, key=lambda c: FACE_AGE[c], reverse=high)
    if len(ordered) <= n:
        return ordered, [], 0
    edge = FACE_AGE[ordered[n - 1]]
    fixed = [c for c in ordered if (FACE_AGE[c] > edge if high else FACE_AGE[c] < edge)]
    tied = [c for c in ordered if FACE_AGE[c] == edge]
    return fixed, tied, n - len(fixed)


def choose_top_n(x: Ctx, cards: list[int], n: int, prompt: Msg | str, high: bool = True,
                 player: int | None = None) -> Gen:
    """The ``n`` highest (lowest) of ``cards``; the open part of a tie is asked."""
    fixed, tied, k = top_n(cards, n, high)
    if k <= 0:
        return fixed
    got = yield from x.choose_cards(tied, k, k, prompt, player)
    return fixed + list(got)


# ---- Archery (red, 1) ---------------------------------------------------------------------

def archery_2(x: Ctx) -> Gen:
    """Junk an available standard achievement of value 1 or 2."""
    yield from junk_an_achievement(x, (1, 2), may=False)


# ---- Masonry (yellow, 1) ------------------------------------------------------------------

def masonry_1(x: Ctx) -> Gen:
    """You may meld any number of cards with a castle from your hand."""
    got = yield from x.choose_cards(having(x, x.pl.hand, CASTLE), 0, 99,
                                    translate("effects", "You may meld any number of cards with a castle."))
    for c in got:
        x.meld(c)


def masonry_2(x: Ctx) -> None:
    """If exactly three red cards are on your board (the whole red pile), claim
    Monument."""
    if len(x.pl.board[RED]) == 3:
        x.claim("Monument")


# ---- Road Building (red, 2) ----------------------------------------------------------------

def road_building_1(x: Ctx) -> Gen:
    """Meld one or two cards from your hand. If you melded two, you may move your
    top red card to another player's board; if you do, meld that player's top
    green card onto your board (partners included, as in the third edition)."""
    got = yield from x.choose_cards(x.pl.hand, 1, 2, translate("effects", "Meld one or two cards from your hand."))
    for c in got:
        x.meld(c)
    if len(got) < 2 or x.pl.top(RED) is None:
        return
    q = yield from x.choose_player(x.others(), translate(
        "effects", "You may give your top red card to another player, and meld their top green card."), may=True)
    if q is None:
        return
    red = x.pl.top(RED)
    assert red is not None          # checked before the question, nothing moved since
    x.transfer(red, q, verbs.BOARD)
    green = x.s.players[q].top(GREEN)
    if green is not None:
        x.meld(green)


# ---- Canal Building (yellow, 2) -------------------------------------------------------------

def canal_building_1(x: Ctx) -> Gen:
    """You may choose one: exchange all the highest cards in your hand with all the
    highest cards in your score pile, or junk every card of the 3 supply pile."""
    texts: list[Msg | str] = [translate("effects", "Exchange the highest cards of your hand and score pile"),
             translate("effects", "Junk the 3 supply pile")]
    d = Decision(x.me, "alternative", [0, 1], 0, 1,
                 translate("effects", "You may exchange your highest cards, or junk the 3 supply pile."),
                 alternatives=texts)
    k = yield from x._ask(d)
    if k == 0:
        verbs.exchange(x.s, x.me, highest(x.pl.hand), (verbs.HAND, x.me), highest(x.pl.score), (verbs.SCORE, x.me))
    elif k == 1:
        junk_pile(x, 3)


# ---- Fermenting (yellow, 2) ------------------------------------------------------------------

def fermenting_2(x: Ctx) -> Gen:
    """You may tuck a green card from your hand. If you do not, junk every card of
    the 2 supply pile, and junk Fermenting if it is a top card on any board."""
    greens = [c for c in x.pl.hand if COLOR[c] == GREEN]
    c = yield from x.choose_card(greens, translate("effects", "You may tuck a green card from your hand."), may=True)
    if c is not None:
        x.tuck(c)
        return
    junk_pile(x, 2)
    if any(p.top(COLOR[x.card]) == x.card for p in x.s.players):
        fourth.junk_card(x.s, x.me, x.card)


# ---- Alchemy (blue, 3) -------------------------------------------------------------------------

def alchemy_1(x: Ctx) -> None:
    """Draw and reveal a 4 for each color on your board showing a castle. If any of
    them is red, return every card in your hand."""
    drawn = [x.draw_and_reveal(4) for _ in range(colors_showing(x, CASTLE))]
    if any(COLOR[c] == RED for c in drawn):
        for c in list(x.pl.hand):
            x.return_(c)


# ---- Compass (green, 3) -----------------------------------------------------------------------

def compass_d(x: Ctx) -> Gen:
    """Demand: move a non-green top card with a leaf from your board to mine, then
    meld onto your board a top card without a leaf from my board."""
    mine = [c for c in having(x, x.pl.tops(), LEAF) if COLOR[c] != GREEN]
    c = yield from x.choose_card(mine, translate(
        "effects", "Give a non-green top card with a leaf to {player}'s board.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, verbs.BOARD)
    theirs = [c for c in x.dp.tops() if not has(x, c, LEAF)]
    c = yield from x.choose_card(theirs, translate(
        "effects", "Meld a top card without a leaf from {player}'s board.", player=x.name(x.demander)))
    if c is not None:
        x.meld(c)


# ---- Paper (green, 3) ---------------------------------------------------------------------------

def paper_1(x: Ctx) -> Gen:
    """You may splay your green or blue cards left."""
    yield from x.may_splay_one([GREEN, BLUE], LEFT)


def paper_2(x: Ctx) -> Gen:
    """Score a top card with a leaf from your board; if you do, draw a 4 for each
    color you have splayed left."""
    c = yield from x.choose_card(having(x, x.pl.tops(), LEAF), translate(
        "effects", "Score a top card with a leaf from your board."))
    if c is None:
        return
    x.score(c)
    for _ in range(sum(1 for d in x.pl.splay if d == LEFT)):
        x.draw(4)


# ---- Machinery (yellow, 3) ---------------------------------------------------------------------

def machinery_2(x: Ctx) -> Gen:
    """Score a card with a castle from your hand."""
    c = yield from x.choose_card(having(x, x.pl.hand, CASTLE), translate(
        "effects", "Score a card with a castle from your hand."))
    if c is not None:
        x.score(c)


def machinery_3(x: Ctx) -> Gen:
    """You may splay your red cards left."""
    yield from x.may_splay(RED, LEFT)


# ---- Medicine (yellow, 3) -----------------------------------------------------------------------

def medicine_2(x: Ctx) -> Gen:
    """Junk an available standard achievement of value 3 or 4."""
    yield from junk_an_achievement(x, (3, 4), may=False)


# ---- Feudalism (purple, 3) ----------------------------------------------------------------------

def feudalism_d(x: Ctx) -> Gen:
    """Demand: move a card with a castle from your hand into my hand; if you do,
    junk every available special achievement."""
    c = yield from x.choose_card(having(x, x.pl.hand, CASTLE), translate(
        "effects", "Give a card with a castle from your hand to {player}.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, verbs.HAND)
        fourth.junk_specials(x.s, x.me)


def feudalism_2(x: Ctx) -> Gen:
    """You may splay your yellow or purple cards left; if you do, draw a 3."""
    if (yield from x.may_splay_one([YELLOW, PURPLE], LEFT)) is not None:
        x.draw(3)


# ---- Colonialism (red, 4) -----------------------------------------------------------------------

def colonialism_1(x: Ctx) -> None:
    """Draw and tuck a 3; if it is green, junk every card of the 5 supply pile; if
    it has a crown, repeat."""
    while True:
        c = x.draw_and_tuck(3)
        if COLOR[c] == GREEN:
            junk_pile(x, 5)
        if not has(x, c, CROWN):
            return


# ---- Anatomy (yellow, 4) ------------------------------------------------------------------------

def anatomy_d(x: Ctx) -> Gen:
    """Demand: return a card from your score pile; if you do, return a top card of
    the same value from your board; if you do that too, junk the 4 supply pile."""
    c = yield from x.choose_card(x.pl.score, translate("effects", "Return a card from your score pile."))
    if c is None:
        return
    x.return_(c)
    same = [t for t in x.pl.tops() if FACE_AGE[t] == AGE[c]]
    t = yield from x.choose_card(same, translate("effects", "Return a top card of the same value from your board."))
    if t is None:
        return
    x.return_(t)
    junk_pile(x, 4)


# ---- Perspective (yellow, 4) ---------------------------------------------------------------------

def perspective_1(x: Ctx) -> Gen:
    """You may return a card from your hand; if you do, score a card from your hand
    for each color on your board showing a lightbulb."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is None:
        return
    x.return_(c)
    n = colors_showing(x, LIGHTBULB)
    got = yield from x.choose_cards(x.pl.hand, n, n, translate(
        "effects", "Score {n} card(s) from your hand.", n=n))
    for k in got:
        x.score(k)


# ---- Reformation (purple, 4) ----------------------------------------------------------------------

def reformation_1(x: Ctx) -> Gen:
    """You may splay your yellow or purple cards right."""
    yield from x.may_splay_one([YELLOW, PURPLE], RIGHT)


def reformation_2(x: Ctx) -> Gen:
    """You may tuck a card from your hand for each splayed color on your board
    (all or none; with fewer cards, all of them or none)."""
    n = sum(1 for d in x.pl.splay if d)
    got = yield from x.may_choose_exactly(x.pl.hand, n, translate(
        "effects", "You may tuck {n} card(s) from your hand (that many or none).", n=n))
    for c in got:
        x.tuck(c)


# ---- Coal (red, 5) ------------------------------------------------------------------------------

def coal_1(x: Ctx) -> None:
    """Draw and tuck a 5."""
    x.draw_and_tuck(5)


def coal_2(x: Ctx) -> Gen:
    """You may splay your red cards right."""
    yield from x.may_splay(RED, RIGHT)


def coal_3(x: Ctx) -> Gen:
    """You may pick a color on your board; score its top card, then its new top card."""
    colors = [c for c in range(5) if x.pl.board[c]]
    color = yield from x.choose_color(colors, translate(
        "effects", "You may pick a color: its top two cards are scored."), may=True)
    if color is None:
        return
    for _ in range(2):
        top = x.pl.top(color)
        if top is not None:
            x.score(top)


# ---- Statistics (yellow, 5) ----------------------------------------------------------------------

def statistics_d(x: Ctx) -> Gen:
    """Demand: move every card of the value of my choice from your score pile into
    your hand. (The demander names any value; not asked when that score pile is empty.)"""
    if not x.pl.score:
        return
    v = yield from name_value(x, all_values(x), translate(
        "effects", "Name a value: {player} moves every card of it from their score pile to their hand.",
        player=x.name()), x.demanding)
    for c in [c for c in x.pl.score if AGE[c] == v]:
        x.transfer(c, x.me, verbs.HAND)


def statistics_2(x: Ctx) -> Gen:
    """You may splay your yellow cards right."""
    yield from x.may_splay(YELLOW, RIGHT)


# ---- Steam Engine (yellow, 5) ---------------------------------------------------------------------

def steam_engine_1(x: Ctx) -> None:
    """Draw and tuck two 4s, then score your bottom yellow card; if it is Steam
    Engine, junk every card of the 6 supply pile."""
    x.draw_and_tuck(4)
    x.draw_and_tuck(4)
    pile = x.pl.board[YELLOW]
    if pile:
        c = pile[0]
        x.score(c)
        if c == x.card:
            junk_pile(x, 6)


register_fourth("Archery", [archery_d, archery_2])
register_fourth("Masonry", [masonry_1, masonry_2])
register_fourth("Road Building", [road_building_1])
register_fourth("Canal Building", [canal_building_1])
register_fourth("Fermenting", [fermenting_1, fermenting_2])
register_fourth("Alchemy", [alchemy_1, alchemy_2])
register_fourth("Compass", [compass_d])
register_fourth("Paper", [paper_1, paper_2])
register_fourth("Machinery", [machinery_d, machinery_2, machinery_3])
register_fourth("Medicine", [medicine_d, medicine_2])
register_fourth("Feudalism", [feudalism_d, feudalism_2])
register_fourth("Colonialism", [colonialism_1])
register_fourth("Anatomy", [anatomy_d])
register_fourth("Perspective", [perspective_1])
register_fourth("Reformation", [reformation_1, reformation_2])
register_fourth("Coal", [coal_1, coal_2, coal_3])
register_fourth("Statistics", [statistics_d, statistics_2])
register_fourth("Steam Engine", [steam_engine_1])
