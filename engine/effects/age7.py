"""Age 7 card effects (the 10 cards of the seventh age).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``.
"""
from __future__ import annotations

from .. import verbs
from ..cards import AGE, BLUE, CARD_ICONS, CROWN, FACTORY, RED, RIGHT, UP, YELLOW
from ..decisions import Decision
from ..msg import Msg, translate
from ..dogma import Ctx, Gen, lowest, register


def highest_n(x: Ctx, cards: list[int], n: int, prompt: Msg | str, player: int | None = None) -> Gen:
    """"The ``n`` highest cards" among ``cards``: the cards strictly above the
    cut-off value are taken by the engine; only the tie at the cut-off is asked
    (``player`` picks how many are still needed among the tied cards). With ``n``
    or fewer cards, all of them. Returns the list of cards."""
    cs = sorted(cards, key=lambda c: -AGE[c])
    if len(cs) <= n:
        return cs
    cut = AGE[cs[n - 1]]
    fixed = [c for c in cs if AGE[c] > cut]
    tied = [c for c in cs if AGE[c] == cut]
    k = n - len(fixed)
    got = yield from x.choose_cards(tied, k, k, prompt, player)
    return fixed + list(got)


# ---- Evolution (blue) -------------------------------------------------------------

EVOLUTION_ALTS = [translate("effects", "Draw and score an 8, then return a card from your score pile."),
                  translate("effects", "Draw a card of value one higher than the highest card in your score pile.")]


def evolution_1(x: Ctx) -> Gen:
    """You may choose one: (0) draw and score an 8, then return a card from your
    score pile; or (1) draw a card of value one higher than the highest card in your
    score pile. One "alternative" question that may be declined (answer None)."""
    d = Decision(x.me, "alternative", [0, 1], 0, 1, translate("effects", "You may choose one of Evolution's effects."),
                 alternatives=list(EVOLUTION_ALTS))
    choice = yield from x._ask(d)
    if choice is None:
        return
    if choice == 0:
        x.draw_and_score(8)
        c = yield from x.choose_card(x.pl.score, translate("effects", "Return a card from your score pile."))
        if c is not None:
            x.return_(c)
    else:
        x.draw(max((AGE[c] for c in x.pl.score), default=0) + 1)


# ---- Publications (blue) ------------------------------------------------------------

def rearrange(x: Ctx, color: int, top_first: list[int]) -> None:
    """Put the executing player's ``color`` pile in the order ``top_first`` (a
    permutation of the pile, top first). The splay is kept. Counts as a change
    only if the order differs."""
    pile = x.pl.board[color]
    new = list(reversed(top_first))
    if sorted(new) != sorted(pile):
        raise ValueError("a rearranged pile must hold the same cards")
    if new == pile:
        return
    pile[:] = new
    x.s.changes += 1
    verbs.emit(x.s, translate(
        "effects", "{player} rearranges their {color} pile.", player=x.name(), color=color), kind="rearrange")
    verbs.check_specials(x.s)


def publications_1(x: Ctx) -> Gen:
    """You may rearrange the order of the cards of one color pile on your board:
    first an optional color (piles of two or more cards), then an "order" question
    on that pile (top first)."""
    ok = [k for k in range(5) if len(x.pl.board[k]) >= 2]
    color = yield from x.choose_color(ok, translate("effects", "You may rearrange one color pile."), may=True)
    if color is None:
        return
    order = yield from x.choose_order(list(reversed(x.pl.board[color])),
                                      translate("effects", "Rearrange your {color} pile (top first).", color=color))
    rearrange(x, color, order)


def publications_2(x: Ctx) -> Gen:
    """You may splay your yellow or blue cards up."""
    yield from x.may_splay_one([YELLOW, BLUE], UP)


# ---- Combustion (red) ---------------------------------------------------------------

def combustion_d(x: Ctx) -> Gen:
    """Demand (last edition): transfer one card from your score pile to my score
    pile for every four crowns on my board (as many as you have)."""
    n = x.dp.icon_count(CROWN) // 4
    got = yield from x.choose_cards(x.pl.score, n, n, translate(
        "effects", "Give {n} card(s) from your score pile to {player}.", n=n, player=x.name(x.demander)))
    for c in got:
        x.transfer(c, x.demanding, "score")


def combustion_d_first(x: Ctx) -> Gen:
    """Demand (first edition): transfer two cards from your score pile to my score pile."""
    got = yield from x.choose_cards(x.pl.score, 2, 2, translate(
        "effects", "Give two cards from your score pile to {player}.", player=x.name(x.demander)))
    for c in got:
        x.transfer(c, x.demanding, "score")


def combustion_2(x: Ctx) -> None:
    """(Last edition.) Return the bottom card of your red pile."""
    pile = x.pl.board[RED]
    if pile:
        x.return_(pile[0])


# ---- Explosives (red) ------------------------------------------------------------------

def explosives_d(x: Ctx) -> Gen:
    """Demand: transfer the three highest cards in your hand to my hand (only ties
    at the cut-off are asked); if you transferred any and your hand is then empty,
    draw a 7."""
    got = yield from highest_n(x, x.pl.hand, 3, translate(
        "effects", "Give your three highest cards to {player}.", player=x.name(x.demander)))
    for c in got:
        x.transfer(c, x.demanding, "hand")
    if got and not x.pl.hand:
        x.draw(7)


# ---- Bicycle (green) ---------------------------------------------------------------------

def bicycle_1(x: Ctx) -> Gen:
    """You may exchange all the cards in your hand with all the cards in your score
    pile (all or nothing). Not asked when both are empty."""
    if not x.pl.hand and not x.pl.score:
        return
    if (yield from x.yesno(translate(
        "effects", "Exchange all the cards in your hand with all the cards in your score pile?"))):
        verbs.exchange(x.s, x.me, list(x.pl.hand), ("hand", x.me), list(x.pl.score), ("score", x.me))


# ---- Electricity (green) -------------------------------------------------------------------

def electricity_1(x: Ctx) -> None:
    """Return each of your top cards without a factory (those on top now, all at
    once), then draw an 8 for each card you returned."""
    gone = [c for c in x.pl.tops() if FACTORY not in CARD_ICONS[c]]
    for c in gone:
        x.return_(c)
    for _ in gone:
        x.draw(8)


# ---- Refrigeration (yellow) -------------------------------------------------------------------

def refrigeration_d(x: Ctx) -> Gen:
    """Demand: return half of the cards in your hand, rounded down (you choose which)."""
    k = len(x.pl.hand) // 2
    got = yield from x.choose_cards(x.pl.hand, k, k, translate("effects", "Return {n} card(s) from your hand.", n=k))
    for c in got:
        x.return_(c)


def refrigeration_2(x: Ctx) -> Gen:
    """You may score a card from your hand."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may score a card from your hand."), may=True)
    if c is not None:
        x.score(c)


# ---- Sanitation (yellow) -----------------------------------------------------------------------

def sanitation_d(x: Ctx) -> Gen:
    """Demand: exchange the two highest cards in your hand with the lowest card in my
    hand. As on BGA, the demanding player first picks their lowest card (among
    ties, asked of them), then the affected player their two highest (ties at the
    cut-off asked); then both sides move. Either side may be empty: do as much as
    you can."""
    mine = yield from x.choose_card(lowest(x.dp.hand), translate(
        "effects", "Choose the lowest card of your hand to give."),
                                    player=x.demander)
    theirs = yield from highest_n(x, x.pl.hand, 2, translate(
        "effects", "Give your two highest cards to {player}.", player=x.name(x.demander)))
    verbs.exchange(x.s, x.me, list(theirs), ("hand", x.me), [mine] if mine is not None else [],
                   ("hand", x.demanding))


# ---- Lighting (purple) ----------------------------------------------------------------------------

def lighting_1(x: Ctx) -> Gen:
    """You may tuck up to three cards from your hand; if you do, draw and score a 7
    for each different value among the tucked cards."""
    got = yield from x.choose_cards(x.pl.hand, 0, 3, translate(
        "effects", "You may tuck up to three cards from your hand."))
    for c in got:
        x.tuck(c)
    for _ in range(len({AGE[c] for c in got})):
        x.draw_and_score(7)


# ---- Railroad (purple) ---------------------------------------------------------------------------

def railroad_1(x: Ctx) -> None:
    """Return all the cards in your hand, then draw three 6s."""
    for c in list(x.pl.hand):
        x.return_(c)
    for _ in range(3):
        x.draw(6)


def railroad_2(x: Ctx) -> Gen:
    """You may splay up one color of your cards that is currently splayed right."""
    yield from x.may_splay_one([k for k in range(5) if x.pl.splay[k] == RIGHT], UP)


register("Evolution", [evolution_1])
register("Publications", [publications_1, publications_2])
register("Combustion", [combustion_d, combustion_2], first=[combustion_d_first])
register("Explosives", [explosives_d])
register("Bicycle", [bicycle_1])
register("Electricity", [electricity_1])
register("Refrigeration", [refrigeration_d, refrigeration_2])
register("Sanitation", [sanitation_d])
register("Lighting", [lighting_1])
register("Railroad", [railroad_1, railroad_2])
