"""Echoes of the Past, age 9 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

import math

from ..cards import AGE, BLUE, BY_NAME, CARD_ICONS, COLOR, CROWN, GREEN, PURPLE, UP, YELLOW
from ..dogma import Ctx, Gen, highest, lowest, register
from ..echoes import visible_bonuses
from ..msg import translate
from .echoes_common import any_value, bottoms, recall, remember


# ---- Calculator ---------------------------------------------------------------------------

def calculator_1(x: Ctx) -> Gen:
    """Score two bottom non-blue cards; if you scored two and they total less than
    11, draw a card of that total and repeat once."""
    for _ in range(2):
        opts = [c for c in bottoms(x) if COLOR[c] != BLUE]
        got = yield from x.choose_cards(opts, 2, 2, translate("engine", "Score two bottom non-blue cards."))
        for c in got:
            x.score(c)
        total = sum(AGE[c] for c in got)
        if len(got) < 2 or total >= 11:
            return
        x.draw(total)


def calculator_2(x: Ctx) -> Gen:
    yield from x.may_splay(BLUE, UP)


# ---- Laser ---------------------------------------------------------------------------------

def laser_1(x: Ctx) -> Gen:
    """Return all unclaimed standard achievements, then half your score pile
    (rounded up), then draw and meld two 10s."""
    for c in list(x.s.achievements):
        x.return_(c)
    n = math.ceil(len(x.pl.score) / 2)
    got = yield from x.choose_cards(x.pl.score, n, n, translate("engine", "Return {n} cards from your score pile.",
                                                                n=n))
    for c in got:
        x.return_(c)
    x.draw_and_meld(10)
    x.draw_and_meld(10)


# ---- Helicopter ------------------------------------------------------------------------------

def helicopter_1(x: Ctx) -> Gen:
    """Move a top card other than Helicopter from any board into its owner's score
    pile; you may return a hand card sharing an icon with it to repeat."""
    heli = BY_NAME["Helicopter"]
    for _ in range(100):
        opts = [t for q in x.s.live_players() for t in x.s.players[q].tops() if t != heli]
        c = yield from x.choose_card(opts, translate("engine", "Move a top card to its owner's score pile."))
        if c is None:
            return
        owner = next(q for q in x.s.live_players() if c in x.s.players[q].tops())
        x.transfer(c, owner, "score")
        shared = set(i for i in CARD_ICONS[c] if i < 6)
        r = yield from x.choose_card([h for h in x.pl.hand if shared & set(CARD_ICONS[h])],
                                     translate("engine", "You may return a card sharing an icon with it to repeat."),
                                     may=True)
        if r is None:
            return
        x.return_(r)


# ---- Jet -----------------------------------------------------------------------------------

def jet_e(x: Ctx) -> Gen:
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Meld a card from your hand."))
    if c is not None:
        x.meld(c)
        remember(x, "Jet", c)


def jet_d(x: Ctx) -> None:
    """Demand: return your top card of the color I melded with Jet's echo effect."""
    c = x.memo.get(("Jet", x.demander))
    if c is None:
        return
    t = x.pl.top(COLOR[c])
    if t is not None:
        x.return_(t)


# ---- Credit Card -----------------------------------------------------------------------------

def credit_card_e(x: Ctx) -> None:
    x.draw_and_foreshadow(9)


def credit_card_1(x: Ctx) -> Gen:
    c = yield from x.choose_card([t for t in x.pl.tops() if COLOR[t] != GREEN],
                                 translate("engine", "You may take a non-green top card into your hand."), may=True)
    if c is not None:
        x.transfer(c, x.me, "hand")
        x.draw_and_score(AGE[c])


def credit_card_2(x: Ctx) -> Gen:
    yield from x.may_splay(GREEN, UP)


# ---- Email ------------------------------------------------------------------------------------

def email_e(x: Ctx) -> None:
    x.draw_and_foreshadow(10)


def email_1(x: Ctx) -> None:
    x.draw_and_foreshadow(9)


def email_2(x: Ctx) -> Gen:
    """Carry out the non-demand effects of your lowest non-green top card alone."""
    c = yield from x.choose_card(lowest([t for t in x.pl.tops() if COLOR[t] != GREEN]),
                                 translate("engine", "Carry out the effects of which card?"))
    if c is not None:
        yield from x.execute(c)


# ---- ATM --------------------------------------------------------------------------------------

def atm_e(x: Ctx) -> Gen:
    v = yield from any_value(x)
    x.draw_and_score(v)


def atm_d(x: Ctx) -> Gen:
    opts = highest([t for t in x.pl.tops() if COLOR[t] != YELLOW and CROWN not in CARD_ICONS[t]])
    c = yield from x.choose_card(opts, translate("engine", "Move a top card to {player}'s board.",
                                                 player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")


def atm_1(x: Ctx) -> Gen:
    yield from x.may_splay(PURPLE, UP)


# ---- Wristwatch ---------------------------------------------------------------------------------

def wristwatch_e(x: Ctx) -> Gen:
    c = yield from x.choose_card([t for t in x.pl.tops() if COLOR[t] != YELLOW],
                                 translate("engine", "Tuck one of your non-yellow top cards."))
    if c is not None:
        x.tuck(c)


def wristwatch_1(x: Ctx) -> None:
    for v in sorted(visible_bonuses(x.pl)):
        x.draw_and_tuck(v)


# ---- Karaoke -------------------------------------------------------------------------------------

def karaoke_e(x: Ctx) -> Gen:
    v = yield from x.choose_number(range(1, 10), translate("engine", "Choose a value below 10."))
    remember(x, "Karaoke", x.draw_and_meld(v))


def karaoke_1(x: Ctx) -> Gen:
    c = recall(x, "Karaoke")
    if c is not None:
        yield from x.execute(c)


def karaoke_2(x: Ctx) -> Gen:
    c = yield from x.choose_card(bottoms(x), translate("engine", "You may take a bottom card into your hand."),
                                 may=True)
    if c is not None:
        x.transfer(c, x.me, "hand")


# ---- Rock ----------------------------------------------------------------------------------------

def rock_d(x: Ctx) -> None:
    """Demand: move your top green card into my hand; if Scissors is then your top
    green card, I win."""
    t = x.pl.top(GREEN)
    if t is None:
        return
    x.transfer(t, x.demanding, "hand")
    if x.pl.top(GREEN) == BY_NAME["Scissors"]:
        x.win(x.demander)


def rock_1(x: Ctx) -> Gen:
    c = yield from x.choose_card(x.pl.tops(), translate("engine", "You may score one of your top cards."), may=True)
    if c is not None:
        x.score(c)
    if x.pl.top(GREEN) == BY_NAME["Paper"]:
        x.win()


register("Calculator", [calculator_1, calculator_2])
register("Laser", [laser_1])
register("Helicopter", [helicopter_1])
register("Jet", [jet_e, jet_d])
register("Credit Card", [credit_card_e, credit_card_1, credit_card_2])
register("Email", [email_e, email_1, email_2])
register("ATM", [atm_e, atm_d, atm_1])
register("Wristwatch", [wristwatch_e, wristwatch_1])
register("Karaoke", [karaoke_e, karaoke_1, karaoke_2])
register("Rock", [rock_d, rock_1])
