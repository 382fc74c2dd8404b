"""Echoes of the Past, age 8 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

from ..cards import AGE, BY_NAME, CARD_ICONS, CLOCK, COLOR, FACTORY, GREEN, LEAF, LIGHTBULB, RED, UP, YELLOW
from ..dogma import Ctx, Gen, highest, register
from ..echoes import visible_bonuses
from ..msg import translate
from .echoes_common import any_value, can_achieve_value


# ---- Radio Telescope ----------------------------------------------------------------------

def radio_telescope_1(x: Ctx) -> Gen:
    """For every two lightbulbs draw a 9; meld one, return the others; A.I. melded wins."""
    n = x.pl.icon_count(LIGHTBULB) // 2
    if n == 0:
        return
    drawn = [x.draw(9) for _ in range(n)]
    m = yield from x.choose_card(drawn, translate("engine", "Meld one of the drawn cards (the others are returned)."))
    x.meld(m)
    for c in drawn:
        if c != m:
            x.return_(c)
    if m == BY_NAME["A.I."]:
        x.win()


# ---- X-Ray ------------------------------------------------------------------------------------

def x_ray_e(x: Ctx) -> None:
    x.draw_and_tuck(8)


def x_ray_1(x: Ctx) -> Gen:
    for _ in range(x.pl.icon_count(LEAF) // 3):
        v = yield from any_value(x)
        x.draw_and_foreshadow(v)


def x_ray_2(x: Ctx) -> Gen:
    yield from x.may_splay(YELLOW, UP)


# ---- Bandage ------------------------------------------------------------------------------------

def bandage_e(x: Ctx) -> Gen:
    c = yield from x.choose_card([h for h in x.pl.hand if LEAF in CARD_ICONS[h]],
                                 translate("engine", "Meld a card with a leaf from your hand."))
    if c is not None:
        x.meld(c)


def bandage_d(x: Ctx) -> Gen:
    """Demand: return your highest score card whose value no card in your hand has,
    and one of your top cards with a clock."""
    vals = {AGE[h] for h in x.pl.hand}
    c = yield from x.choose_card(highest([s for s in x.pl.score if AGE[s] not in vals]),
                                 translate("engine", "Return your highest such card from your score pile."))
    if c is not None:
        x.return_(c)
    t = yield from x.choose_card([t for t in x.pl.tops() if CLOCK in CARD_ICONS[t]],
                                 translate("engine", "Return a top card with a clock."))
    if t is not None:
        x.return_(t)


# ---- Parachute ----------------------------------------------------------------------------------

def parachute_d(x: Ctx) -> None:
    for c in [h for h in x.pl.hand if CLOCK not in CARD_ICONS[h]]:
        x.transfer(c, x.demanding, "hand")


# ---- Nylon --------------------------------------------------------------------------------------

def nylon_1(x: Ctx) -> None:
    """Draw and tuck an 8 per three factories; repeat if a tucked card is green."""
    for _ in range(50):
        tucked = [x.draw_and_tuck(8) for _ in range(x.pl.icon_count(FACTORY) // 3)]
        if not any(COLOR[c] == GREEN for c in tucked):
            return


def nylon_2(x: Ctx) -> Gen:
    yield from x.may_splay(RED, UP)


# ---- Sliced Bread -------------------------------------------------------------------------------

def sliced_bread_e(x: Ctx) -> None:
    for c in list(x.pl.hand):
        x.return_(c)
    x.draw(8)
    x.draw(8)


def sliced_bread_1(x: Ctx) -> Gen:
    """Return a score card; draw and score two cards one value lower."""
    c = yield from x.choose_card(x.pl.score, translate("engine", "Return a card from your score pile."))
    if c is None:
        return
    x.return_(c)
    x.draw_and_score(AGE[c] - 1)
    x.draw_and_score(AGE[c] - 1)


# ---- Air Conditioner ----------------------------------------------------------------------------

def air_conditioner_e(x: Ctx) -> Gen:
    c = yield from x.choose_card(x.pl.hand, translate("engine", "You may score a card from your hand."), may=True)
    if c is not None:
        x.score(c)


def air_conditioner_d(x: Ctx) -> None:
    vals = {AGE[t] for t in x.pl.tops()}
    for c in [s for s in x.pl.score if AGE[s] in vals]:
        x.return_(c)


# ---- Tractor --------------------------------------------------------------------------------------

def tractor_e(x: Ctx) -> None:
    x.draw(7)


def tractor_1(x: Ctx) -> None:
    x.draw_and_score(7)
    x.draw(7)


# ---- Crossword ------------------------------------------------------------------------------------

def crossword_1(x: Ctx) -> None:
    for v in sorted(visible_bonuses(x.pl)):
        x.draw(v)


# ---- Television -----------------------------------------------------------------------------------

def television_e(x: Ctx) -> None:
    x.draw_and_meld(8)


def television_1(x: Ctx) -> Gen:
    """Choose a value and an opponent; move a card of that value from their score
    pile onto their board; if they hold an achievement of that value, achieve (if
    eligible) a card of that value from their score pile."""
    v = yield from any_value(x)
    q = yield from x.choose_player(x.opponents(), translate("engine", "Choose an opponent."))
    if q is None:
        return
    opp = x.s.players[q]
    c = yield from x.choose_card([s for s in opp.score if AGE[s] == v],
                                 translate("engine", "Move a {age} from their score pile to their board.", age=v))
    if c is not None:
        x.transfer(c, q, "board")
    if any(isinstance(a, int) and AGE[a] == v for a in opp.achievements) and can_achieve_value(x, v):
        a = yield from x.choose_card([s for s in opp.score if AGE[s] == v],
                                     translate("engine", "Achieve a {age} from their score pile.", age=v))
        if a is not None:
            x.achieve(a)


register("Radio Telescope", [radio_telescope_1])
register("X-Ray", [x_ray_e, x_ray_1, x_ray_2])
register("Bandage", [bandage_e, bandage_d])
register("Parachute", [parachute_d])
register("Nylon", [nylon_1, nylon_2])
register("Sliced Bread", [sliced_bread_e, sliced_bread_1])
register("Air Conditioner", [air_conditioner_e, air_conditioner_d])
register("Tractor", [tractor_e, tractor_1])
register("Crossword", [crossword_1])
register("Television", [television_e, television_1])
