"""Echoes of the Past, age 1 card effects (15 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``;
in a demand ``x.demander`` is the demanding player. Readings: the Echoes
reference README and the card notes there.
"""
from __future__ import annotations

from ..cards import AGE, BONUS, CASTLE, COLOR, LEFT, RED, YELLOW
from ..dogma import Ctx, Gen, highest, register, with_icon
from ..msg import translate
from .echoes_common import bottoms, has_bonus, may_make_bottom_available, score_of


def no_effect(x: Ctx) -> None:
    """A printed non-demand effect that does nothing ("No effect": Ruler, Plumbing,
    Puppet)."""
    return None


# ---- Dice -----------------------------------------------------------------------------

def dice_1(x: Ctx) -> None:
    """Draw and reveal a 1; if it has a bonus, draw and meld a card of that value."""
    c = x.draw_and_reveal(1)
    if has_bonus(c):
        x.draw_and_meld(BONUS[c])


# ---- Perfume --------------------------------------------------------------------------

def perfume_e(x: Ctx) -> None:
    x.draw_and_tuck(1)


def perfume_d(x: Ctx) -> Gen:
    """Demand: move one of your top cards whose value no top card of mine has onto
    my board; if you did, draw and meld a card of that value."""
    mine = {AGE[t] for t in x.dp.tops()}
    opts = [t for t in x.pl.tops() if AGE[t] not in mine]
    c = yield from x.choose_card(opts, translate("engine", "Move a top card to {player}'s board.",
                                                 player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")
        x.draw_and_meld(AGE[c])


# ---- Ruler ----------------------------------------------------------------------------

def ruler_e(x: Ctx) -> None:
    x.draw(2)


# ---- Bangle ---------------------------------------------------------------------------

def bangle_e(x: Ctx) -> Gen:
    """Tuck a red card from your hand."""
    c = yield from x.choose_card([h for h in x.pl.hand if COLOR[h] == RED],
                                 translate("engine", "Tuck a red card from your hand."))
    if c is not None:
        x.tuck(c)


def bangle_1(x: Ctx) -> None:
    x.draw_and_foreshadow(3)


# ---- Candles --------------------------------------------------------------------------

def candles_e(x: Ctx) -> None:
    """If every other player has a higher score than you, draw a 3."""
    mine = score_of(x)
    if all(score_of(x, q) > mine for q in x.others()):
        x.draw(3)


def candles_d(x: Ctx) -> Gen:
    """Demand: move a card with a castle from your hand to my hand; if you did, draw a 1."""
    c = yield from x.choose_card(with_icon(x.pl.hand, CASTLE),
                                 translate("engine", "Give {player} a card with a castle from your hand.",
                                           player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "hand")
        x.draw(1)


# ---- Plumbing -------------------------------------------------------------------------

def plumbing_e(x: Ctx) -> Gen:
    """Score one of your bottom cards."""
    c = yield from x.choose_card(bottoms(x), translate("engine", "Score one of your bottom cards."))
    if c is not None:
        x.score(c)


# ---- Comb -----------------------------------------------------------------------------

def comb_1(x: Ctx) -> Gen:
    """Choose a color; draw and reveal five 1s; keep those of that color, return the others."""
    color = yield from x.choose_color(range(5), translate("engine", "Choose a color."))
    drawn = [x.draw_and_reveal(1) for _ in range(5)]
    for c in drawn:
        if COLOR[c] != color and c in x.pl.hand:
            x.return_(c)


# ---- Ice Skates -----------------------------------------------------------------------

def ice_skates_1(x: Ctx) -> Gen:
    """Return up to three cards from your hand; for each, draw and meld a 2 or draw
    and foreshadow a 3. Then return your highest top card."""
    back = yield from x.choose_cards(x.pl.hand, 0, 3, translate("engine", "Return up to three cards from your hand."))
    for c in back:
        x.return_(c)
    for _ in back:
        k = yield from x.choose_alternative([translate("engine", "draw and meld a 2"),
                                             translate("engine", "draw and foreshadow a 3")],
                                            translate("engine", "For a returned card:"))
        if k == 0:
            x.draw_and_meld(2)
        else:
            x.draw_and_foreshadow(3)
    c = yield from x.choose_card(highest(x.pl.tops()), translate("engine", "Return your highest top card."))
    if c is not None:
        x.return_(c)


# ---- Umbrella -------------------------------------------------------------------------

def umbrella_e(x: Ctx) -> Gen:
    c = yield from x.choose_card(x.pl.hand, translate("engine", "You may meld a card from your hand."), may=True)
    if c is not None:
        x.meld(c)


def umbrella_1(x: Ctx) -> Gen:
    """Return any number of cards from your hand; score two cards from your hand for each."""
    back = yield from x.choose_cards(x.pl.hand, 0, len(x.pl.hand),
                                     translate("engine", "Return any number of cards from your hand."))
    for c in back:
        x.return_(c)
    if back:
        n = 2 * len(back)
        got = yield from x.choose_cards(x.pl.hand, n, n, translate("engine", "Score {n} cards from your hand.", n=n))
        for c in got:
            x.score(c)


# ---- Chopsticks -----------------------------------------------------------------------

def chopsticks_e(x: Ctx) -> None:
    x.draw(1)


def chopsticks_1(x: Ctx) -> Gen:
    yield from may_make_bottom_available(x, 1)


# ---- Noodles --------------------------------------------------------------------------

def noodles_1(x: Ctx) -> None:
    """If you have more 1s in hand than every other player, draw and score a 2."""
    def ones(q: int) -> int:
        return sum(1 for c in x.s.players[q].hand if AGE[c] == 1)
    mine = ones(x.me)
    if all(mine > ones(q) for q in x.others()):
        x.draw_and_score(2)


def noodles_2(x: Ctx) -> None:
    """Draw and reveal a 1; if it is yellow, score every 1 in your hand."""
    c = x.draw_and_reveal(1)
    if COLOR[c] == YELLOW:
        for h in [h for h in x.pl.hand if AGE[h] == 1]:
            x.score(h)


# ---- Soap -----------------------------------------------------------------------------

def soap_1(x: Ctx) -> Gen:
    """Choose a color; you may tuck any number of cards of that color from your hand.
    If you tucked three or more, you may achieve a card from your hand if eligible."""
    from .echoes_common import can_achieve_value
    color = yield from x.choose_color(range(5), translate("engine", "Choose a color."))
    opts = [h for h in x.pl.hand if COLOR[h] == color]
    got = yield from x.choose_cards(opts, 0, len(opts),
                                    translate("engine", "Tuck any number of {color} cards from your hand.",
                                              color=color))
    for c in got:
        x.tuck(c)
    if len(got) >= 3:
        ok = [h for h in x.pl.hand if can_achieve_value(x, AGE[h])]
        c = yield from x.choose_card(ok, translate("engine", "You may achieve a card from your hand."), may=True)
        if c is not None:
            x.achieve(c)


# ---- Bell -----------------------------------------------------------------------------

def bell_e(x: Ctx) -> Gen:
    c = yield from x.choose_card(x.pl.hand, translate("engine", "You may score a card from your hand."), may=True)
    if c is not None:
        x.score(c)


def bell_1(x: Ctx) -> None:
    x.draw_and_foreshadow(2)


# ---- Flute ----------------------------------------------------------------------------

def flute_e(x: Ctx) -> Gen:
    yield from x.may_splay_one(range(5), LEFT)


def flute_d(x: Ctx) -> Gen:
    """Demand: return a card with a bonus from your hand."""
    c = yield from x.choose_card([h for h in x.pl.hand if has_bonus(h)],
                                 translate("engine", "Return a card with a bonus from your hand."))
    if c is not None:
        x.return_(c)


def flute_1(x: Ctx) -> None:
    """Draw and reveal a 1; if it has a bonus, draw a 1."""
    c = x.draw_and_reveal(1)
    if has_bonus(c):
        x.draw(1)


register("Dice", [dice_1])
register("Perfume", [perfume_e, perfume_d])
register("Ruler", [ruler_e, no_effect])
register("Bangle", [bangle_e, bangle_1])
register("Candles", [candles_e, candles_d])
register("Plumbing", [plumbing_e, no_effect])
register("Comb", [comb_1])
register("Ice Skates", [ice_skates_1])
register("Umbrella", [umbrella_e, umbrella_1])
register("Chopsticks", [chopsticks_e, chopsticks_1])
register("Noodles", [noodles_1, noodles_2])
register("Soap", [soap_1])
register("Bell", [bell_e, bell_1])
register("Flute", [flute_e, flute_d, flute_1])
register("Puppet", [no_effect])
