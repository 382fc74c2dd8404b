"""Echoes of the Past, age 3 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

from ..cards import AGE, BLUE, BONUS, CARD_ICONS, CASTLE, COLOR, CROWN, GREEN, LEFT, PURPLE, RED, YELLOW
from ..dogma import Ctx, Gen, register
from ..msg import translate
from .echoes_common import can_achieve_value, has_bonus, highest_bonus, recall, remember


# ---- Almanac ---------------------------------------------------------------------------

def almanac_e(x: Ctx) -> None:
    x.draw_and_foreshadow(4)


def almanac_1(x: Ctx) -> Gen:
    """You may return a card with a bonus from your forecast; if you did, draw and
    score a card one higher than its bonus."""
    c = yield from x.choose_card([f for f in x.pl.forecast if has_bonus(f)],
                                 translate("engine", "You may return a card with a bonus from your forecast."),
                                 may=True)
    if c is not None:
        x.return_(c)
        x.draw_and_score(BONUS[c] + 1)


# ---- Magnifying Glass ----------------------------------------------------------------------

def magnifying_glass_e(x: Ctx) -> Gen:
    x.draw(4)
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
    if c is not None:
        x.return_(c)


def magnifying_glass_1(x: Ctx) -> Gen:
    """You may return three cards of one value from your hand; if you did, draw a
    card two values higher. (The value is asked first, with "do nothing"; then
    which three, if more than three have it.)"""
    by_value: dict[int, list[int]] = {}
    for h in x.pl.hand:
        by_value.setdefault(AGE[h], []).append(h)
    vals = sorted(v for v, hs in by_value.items() if len(hs) >= 3)
    if not vals:
        return
    texts = [translate("engine", "return three {age}s", age=v) for v in vals]
    k = yield from x.choose_alternative(texts + [translate("engine", "do nothing")],
                                        translate("engine", "You may return three cards of one value."))
    if k >= len(vals):
        return
    got = yield from x.choose_cards(by_value[vals[k]], 3, 3, translate("engine", "Return three cards."))
    for c in got:
        x.return_(c)
    x.draw(vals[k] + 2)


def magnifying_glass_2(x: Ctx) -> Gen:
    yield from x.may_splay_one([YELLOW, BLUE], LEFT)


# ---- Liquid Fire ---------------------------------------------------------------------------

def liquid_fire_d(x: Ctx) -> None:
    """Demand: draw a card of the value of your highest bonus and put it into my
    forecast; if it is red, move your whole hand into my score pile."""
    c = x.draw_and_reveal(highest_bonus(x))
    x.transfer(c, x.demanding, "forecast")
    if COLOR[c] == RED:
        for h in list(x.pl.hand):
            x.transfer(h, x.demanding, "score")


# ---- Katana ------------------------------------------------------------------------------

def katana_d(x: Ctx) -> Gen:
    """Demand: move two of your top cards with a castle into my score pile; if any
    moved, draw a card of the number of castles on them and put it into my forecast."""
    opts = [t for t in x.pl.tops() if CASTLE in CARD_ICONS[t]]
    got = yield from x.choose_cards(opts, 2, 2, translate("engine", "Give {player} two top cards with a castle.",
                                                            player=x.name(x.demander)))
    if not got:
        return
    n = sum(CARD_ICONS[c].count(CASTLE) for c in got)
    for c in got:
        x.transfer(c, x.demanding, "score")
    d = x.draw(n)
    x.transfer(d, x.demanding, "forecast")


# ---- Charitable Trust ---------------------------------------------------------------------

def charitable_trust_e(x: Ctx) -> Gen:
    """Draw a 3 or a 4 (remembered for this card's other effect)."""
    v = yield from x.choose_number([3, 4], translate("engine", "Draw a 3 or a 4?"))
    remember(x, "Charitable Trust", x.draw(v))


def charitable_trust_1(x: Ctx) -> Gen:
    """You may meld the card drawn by the echo effect; if you did, return your top
    green card or achieve it (if eligible)."""
    c = recall(x, "Charitable Trust")
    if c is None or c not in x.pl.hand:
        return
    if not (yield from x.yesno(translate("engine", "Meld {card}?", card=c))):
        return
    x.meld(c)
    g = x.pl.top(GREEN)
    if g is None:
        return
    allowed = [0] + ([1] if can_achieve_value(x, AGE[g]) else [])
    k = yield from x.choose_alternative([translate("engine", "return {card}", card=g),
                                         translate("engine", "achieve {card}", card=g)],
                                        translate("engine", "Your top green card:"), allowed)
    if k == 0:
        x.return_(g)
    else:
        x.achieve(g)


# ---- Homing Pigeons ----------------------------------------------------------------------

def homing_pigeons_d(x: Ctx) -> Gen:
    """Demand: return two cards from your score pile whose values match cards in my hand."""
    vals = {AGE[h] for h in x.dp.hand}
    got = yield from x.choose_cards([c for c in x.pl.score if AGE[c] in vals], 2, 2,
                                    translate("engine", "Return two cards from your score pile."))
    for c in got:
        x.return_(c)


def homing_pigeons_1(x: Ctx) -> Gen:
    yield from x.may_splay_one([RED, GREEN], LEFT)


# ---- Deodorant ---------------------------------------------------------------------------

def deodorant_e(x: Ctx) -> None:
    x.draw_and_meld(3)


def deodorant_1(x: Ctx) -> None:
    """If a top card of yours has a castle, draw and meld a 3; otherwise draw a 4."""
    if any(CASTLE in CARD_ICONS[t] for t in x.pl.tops()):
        x.draw_and_meld(3)
    else:
        x.draw(4)


# ---- Sandpaper ---------------------------------------------------------------------------

def sandpaper_1(x: Ctx) -> Gen:
    """You may return any number of cards from your hand; draw that many 3s, then
    meld a card from your hand."""
    back = yield from x.choose_cards(x.pl.hand, 0, len(x.pl.hand),
                                     translate("engine", "Return any number of cards from your hand."))
    for c in back:
        x.return_(c)
    for _ in back:
        x.draw(3)
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Meld a card from your hand."))
    if c is not None:
        x.meld(c)


# ---- Novel ----------------------------------------------------------------------------------

def novel_e(x: Ctx) -> None:
    x.draw(3)


def novel_1(x: Ctx) -> Gen:
    x.draw(3)
    yield from x.may_splay(PURPLE, LEFT)


def novel_2(x: Ctx) -> None:
    """If all your non-purple top cards (at least one) share an icon other than a
    crown, claim Supremacy."""
    tops = [t for t in x.pl.tops() if COLOR[t] != PURPLE]
    if not tops:
        return
    common = set(range(6)) - {CROWN}
    for t in tops:
        common &= set(CARD_ICONS[t])
    if common:
        x.claim("Supremacy")


# ---- Sunglasses -----------------------------------------------------------------------------

def sunglasses_e(x: Ctx) -> Gen:
    """Score a card from your hand of a color you have splayed."""
    c = yield from x.choose_card([h for h in x.pl.hand if x.pl.splay[COLOR[h]]],
                                 translate("engine", "Score a card of a splayed color from your hand."))
    if c is not None:
        x.score(c)


def sunglasses_1(x: Ctx) -> Gen:
    """You may splay purple the way one of your other colors is splayed, or splay
    another color the way purple is splayed."""
    sp = x.pl.splay
    pairs = []      # (color to splay, direction)
    for c in range(5):
        if c != PURPLE and sp[c] and x.can_splay(PURPLE, sp[c]):
            pairs.append((PURPLE, sp[c]))
        if c != PURPLE and sp[PURPLE] and x.can_splay(c, sp[PURPLE]):
            pairs.append((c, sp[PURPLE]))
    pairs = list(dict.fromkeys(pairs))
    if not pairs:
        return
    texts = [translate("engine", "splay your {color} cards {splay}", color=c, splay=d) for c, d in pairs]
    k = yield from x.choose_alternative(texts + [translate("engine", "do nothing")],
                                        translate("engine", "You may splay:"))
    if k < len(pairs):
        x.splay(*pairs[k])


register("Almanac", [almanac_e, almanac_1])
register("Magnifying Glass", [magnifying_glass_e, magnifying_glass_1, magnifying_glass_2])
register("Liquid Fire", [liquid_fire_d])
register("Katana", [katana_d])
register("Charitable Trust", [charitable_trust_e, charitable_trust_1])
register("Homing Pigeons", [homing_pigeons_d, homing_pigeons_1])
register("Deodorant", [deodorant_e, deodorant_1])
register("Sandpaper", [sandpaper_1])
register("Novel", [novel_e, novel_1, novel_2])
register("Sunglasses", [sunglasses_e, sunglasses_1])
