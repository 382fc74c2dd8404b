"""Echoes of the Past, age 5 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

from collections import Counter

from ..cards import AGE, BONUS, CARD_ICONS, COLOR, FACTORY, GREEN, LEAF, PURPLE, RED, RIGHT, YELLOW
from .. import verbs
from ..dogma import Ctx, Gen, register
from ..echoes import visible_bonuses
from ..msg import translate
from .echoes_common import has_bonus, may_make_bottom_available


# ---- Lightning Rod ---------------------------------------------------------------------

def lightning_rod_e(x: Ctx) -> None:
    x.draw_and_tuck(5)


def lightning_rod_d(x: Ctx) -> None:
    """Demand: draw and tuck a 5, then return your top card of its color."""
    c = x.draw_and_tuck(5)
    top = x.pl.top(COLOR[c])
    if top is not None:
        x.return_(top)


def lightning_rod_1(x: Ctx) -> Gen:
    x.draw_and_tuck(5)
    c = yield from x.choose_card(x.pl.tops(), translate("engine", "You may return one of your top cards."), may=True)
    if c is not None:
        x.return_(c)


# ---- Thermometer -------------------------------------------------------------------------

def thermometer_e(x: Ctx) -> None:
    """Meld your bottom green card (the pile keeps its splay)."""
    pile = x.pl.board[GREEN]
    if pile:
        direction = x.pl.splay[GREEN]
        x.meld(pile[0])
        if len(pile) >= 2:
            x.pl.splay[GREEN] = direction
            verbs.check_specials(x.s, True, {x.me})     # the kept splay may complete a special (R9)


def thermometer_1(x: Ctx) -> None:
    """Draw and meld a card one higher than your top yellow card; repeat while it is yellow."""
    while True:
        top = x.pl.top(YELLOW)
        c = x.draw_and_meld((AGE[top] if top is not None else 0) + 1)
        if COLOR[c] != YELLOW:
            return


# ---- Coke ---------------------------------------------------------------------------------

def coke_e(x: Ctx) -> None:
    x.draw_and_tuck(4)


def coke_1(x: Ctx) -> None:
    """Draw and reveal a 6; with a factory, meld it and repeat; otherwise foreshadow it."""
    while True:
        c = x.draw_and_reveal(6)
        if FACTORY not in CARD_ICONS[c]:
            x.foreshadow(c)
            return
        x.meld(c)


# ---- Octant ---------------------------------------------------------------------------------

def octant_d(x: Ctx) -> Gen:
    """Demand: move a non-red top card with a leaf or a factory onto my board; if
    you did, draw and foreshadow a 6."""
    opts = [t for t in x.pl.tops() if COLOR[t] != RED and (LEAF in CARD_ICONS[t] or FACTORY in CARD_ICONS[t])]
    c = yield from x.choose_card(opts, translate("engine", "Move a top card to {player}'s board.",
                                                 player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")
        x.draw_and_foreshadow(6)


def octant_1(x: Ctx) -> None:
    x.draw_and_foreshadow(6)


# ---- Palampore ------------------------------------------------------------------------------

def palampore_1(x: Ctx) -> Gen:
    """If a bonus value shows more than once on your board, draw and score a card of it."""
    counts = Counter(visible_bonuses(x.pl))
    vals = sorted(v for v, n in counts.items() if n > 1)
    if not vals:
        return
    v = yield from x.choose_number(vals, translate("engine", "Choose a bonus value."))
    x.draw_and_score(v)


def palampore_2(x: Ctx) -> Gen:
    yield from x.may_splay(PURPLE, RIGHT)


def palampore_3(x: Ctx) -> None:
    if len(visible_bonuses(x.pl)) >= 6:
        x.claim("Wealth")


# ---- Seed Drill -------------------------------------------------------------------------------

def seed_drill_d(x: Ctx) -> Gen:
    """Demand: return one of your top cards of value below 3."""
    c = yield from x.choose_card([t for t in x.pl.tops() if AGE[t] < 3],
                                 translate("engine", "Return a top card of value below 3."))
    if c is not None:
        x.return_(c)


def seed_drill_1(x: Ctx) -> Gen:
    """Choose the 3, 4 or 5 pile; you may move its bottom card to the achievements."""
    v = yield from x.choose_number([3, 4, 5], translate("engine", "Choose the 3, 4 or 5 pile."))
    yield from may_make_bottom_available(x, v)


# ---- Pressure Cooker ---------------------------------------------------------------------------

def pressure_cooker_1(x: Ctx) -> None:
    """Return your whole hand; then for each top card with a bonus, draw a card of its value."""
    for c in list(x.pl.hand):
        x.return_(c)
    for t in [t for t in x.pl.tops() if has_bonus(t)]:
        x.draw(BONUS[t])


# ---- Stove ---------------------------------------------------------------------------------------

def stove_e(x: Ctx) -> Gen:
    c = yield from x.choose_card([t for t in x.pl.tops() if FACTORY not in CARD_ICONS[t]],
                                 translate("engine", "Score a top card without a factory."))
    if c is not None:
        x.score(c)


def stove_1(x: Ctx) -> None:
    """Draw and tuck a 4; if your top card of its color is then below 4, draw and score a 4."""
    c = x.draw_and_tuck(4)
    top = x.pl.top(COLOR[c])
    if top is not None and AGE[top] < 4:
        x.draw_and_score(4)


def stove_2(x: Ctx) -> Gen:
    yield from x.may_splay(GREEN, RIGHT)


# ---- Piano ----------------------------------------------------------------------------------------

def piano_e(x: Ctx) -> Gen:
    """Draw a card of a value present in any player's hand."""
    vals = sorted({AGE[h] for q in x.s.live_players() for h in x.s.players[q].hand})
    if not vals:
        return
    v = yield from x.choose_number(vals, translate("engine", "Choose a value in a player's hand."))
    x.draw(v)


def piano_1(x: Ctx) -> Gen:
    """With five top cards of five values: return five score cards, then draw and
    score a card of each top value, lowest first."""
    tops = x.pl.tops()
    vals = sorted({AGE[t] for t in tops})
    if len(tops) != 5 or len(vals) != 5:
        return
    got = yield from x.choose_cards(x.pl.score, 5, 5, translate("engine", "Return five cards from your score pile."))
    for c in got:
        x.return_(c)
    for v in vals:
        x.draw_and_score(v)


# ---- Tuning Fork --------------------------------------------------------------------------------

def tuning_fork_e(x: Ctx) -> Gen:
    """Look at the top card of any supply pile, then put it back."""
    opts = [a for a in range(1, 11) if x.s.supply[a - 1]]
    if not opts:
        return
    v = yield from x.choose_number(opts, translate("engine", "Look at the top card of which pile?"))
    c = x.s.supply[v - 1][0]
    verbs.emit(x.s, translate("engine", "{player} looks at {card} on top of the {age} pile.", player=x.name(),
                              card=c, age=v), (x.me,),
               translate("engine", "{player} looks at the top card of the {age} pile.", player=x.name(), age=v),
               kind="look")


def tuning_fork_1(x: Ctx) -> Gen:
    """Return a card from your hand; if you did, draw and reveal one of its value:
    meld it if higher than your top card of its color, else return it. You may repeat."""
    while True:
        c = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
        if c is None:
            return
        x.return_(c)
        d = x.draw_and_reveal(AGE[c])
        top = x.pl.top(COLOR[d])
        if top is None or AGE[d] > AGE[top]:
            x.meld(d)
        else:
            x.return_(d)
        if not x.pl.hand or not (yield from x.yesno(translate("engine", "Repeat the effect?"))):
            return


register("Lightning Rod", [lightning_rod_e, lightning_rod_d, lightning_rod_1])
register("Thermometer", [thermometer_e, thermometer_1])
register("Coke", [coke_e, coke_1])
register("Octant", [octant_d, octant_1])
register("Palampore", [palampore_1, palampore_2, palampore_3])
register("Seed Drill", [seed_drill_d, seed_drill_1])
register("Pressure Cooker", [pressure_cooker_1])
register("Stove", [stove_e, stove_1, stove_2])
register("Piano", [piano_e, piano_1])
register("Tuning Fork", [tuning_fork_e, tuning_fork_1])
