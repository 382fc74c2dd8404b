"""Age 11 card effects: the ten cards the fourth edition (2024) adds
(``resources/fourth.json``). Conventions and helpers: :mod:`engine.effects.age_fourth_a`."""
from __future__ import annotations

import math

from ..cards import AGE, ASLANT, AVATAR, CASTLE, CLOCK, COLOR, CROWN, FACE_AGE, FACTORY, ICONS, LIGHTBULB, RED
from ..decisions import Decision
from ..dogma import Ctx, Gen, has_demand, highest, register_fourth
from ..msg import translate
from .. import fourth, verbs
from .age_fourth_a import all_values, having, name_value

#: The icons Climatology's demander may name (not the leaf; the avatar may: R8).
CLIMATOLOGY_ICONS = (CROWN, LIGHTBULB, CASTLE, FACTORY, CLOCK, AVATAR)


# ---- Climatology (blue) -------------------------------------------------------------------

def climatology_d(x: Ctx) -> Gen:
    """Demand: the demander names an icon other than a leaf; return two top cards
    from your board that each have it (as many as you can, up to two). The icon is
    an ``alternative`` question asked of the demander, options the icon words."""
    if not x.pl.tops():              # nothing could be returned: the icon is not asked
        return
    words = [ICONS[i] for i in CLIMATOLOGY_ICONS]
    d = Decision(x.demanding, "alternative", words, 1, 1, translate(
        "effects", "Name an icon other than a leaf: {player} returns two top cards with it.", player=x.name()),
        alternatives=list(words))
    word = yield from x._ask(d)
    icon = ICONS.index(word)
    got = yield from x.choose_cards(having(x, x.pl.tops(), icon), 2, 2, translate(
        "effects", "Return two top cards with a {icon} from your board.", icon=icon))
    for c in got:
        x.return_(c)


def climatology_2(x: Ctx) -> Gen:
    """Return a top card from your board, then every card in your score pile of
    its value or more. With no top card the value is 0, so the whole score pile
    returns (D8, BGA)."""
    c = yield from x.choose_card(x.pl.tops(), translate("effects", "Return a top card from your board."))
    v = 0
    if c is not None:
        v = FACE_AGE[c]
        x.return_(c)
    for k in [k for k in x.pl.score if AGE[k] >= v]:
        x.return_(k)


# ---- Solar Sailing (blue) -------------------------------------------------------------------

def solar_sailing_1(x: Ctx) -> None:
    """Draw and meld an 11. If its color is not splayed aslant on your board, return
    all but the top four cards of that color and splay it aslant. Then, if that
    color has six or more cards on your board, you win."""
    c = x.draw_and_meld(11)
    color = COLOR[c]
    if x.pl.splay[color] != ASLANT:
        for k in list(x.pl.board[color][:-4]):
            x.return_(k)
        x.splay(color, ASLANT)
    if len(x.pl.board[color]) >= 6:
        x.win()


# ---- Astrogeology (red) ----------------------------------------------------------------------

def astrogeology_1(x: Ctx) -> None:
    """Draw and reveal an 11 and splay its color aslant on your board; if the splay
    happened, move all but the top four cards of that color from your board into
    your hand."""
    c = x.draw_and_reveal(11)
    color = COLOR[c]
    if x.splay(color, ASLANT):
        for k in list(x.pl.board[color][:-4]):
            x.transfer(k, x.me, verbs.HAND)


def astrogeology_2(x: Ctx) -> None:
    """If you have eight or more cards in your hand, you win."""
    if len(x.pl.hand) >= 8:
        x.win()


# ---- Fusion (red) -------------------------------------------------------------------------------

def fusion_1(x: Ctx) -> Gen:
    """Score a top card of value 11 from your board; if you do, pick a value one or
    two less than the scored card and repeat with that value."""
    v = 11
    while True:
        opts = [c for c in x.pl.tops() if FACE_AGE[c] == v]
        c = yield from x.choose_card(opts, translate("effects", "Score a top card of value {age}.", age=v))
        if c is None:
            return
        x.score(c)
        values = [a for a in (FACE_AGE[c] - 1, FACE_AGE[c] - 2) if a >= 1]
        v = yield from name_value(x, values, translate(
            "effects", "Choose the value for the next repetition."), x.me)
        if v is None:
            return


# ---- Hypersonics (green) ---------------------------------------------------------------------------

def hypersonics_d(x: Ctx) -> Gen:
    """Demand: return exactly two top cards of the same value (top cards are always
    of different colors); if you do, return every card of that value or less from
    your hand and score pile. With several possible values the victim first names
    the value (``number``), then the two cards if more than two share it."""
    by_value: dict[int, list[int]] = {}
    for c in x.pl.tops():
        by_value.setdefault(FACE_AGE[c], []).append(c)
    values = [v for v, cs in by_value.items() if len(cs) >= 2]
    v = yield from name_value(x, values, translate(
        "effects", "Choose the value of the two top cards to return."), x.me)
    if v is None:
        return
    got = yield from x.choose_cards(by_value[v], 2, 2, translate(
        "effects", "Return two top cards of value {age}.", age=v))
    for c in got:
        x.return_(c)
    for k in [k for k in x.pl.hand + x.pl.score if AGE[k] <= v]:
        x.return_(k)


# ---- Space Traffic (green) ---------------------------------------------------------------------------

def space_traffic_1(x: Ctx) -> None:
    """Draw and tuck an 11. If it lies directly beneath another 11, you lose.
    Otherwise score all but the top five cards of its color, splay that color
    aslant, and repeat unless you now have the highest score (a tie counts as the
    highest: D8, BGA)."""
    while True:
        c = x.draw_and_tuck(11)
        pile = x.pl.board[COLOR[c]]
        if len(pile) >= 2 and pile[0] == c and FACE_AGE[pile[1]] == 11:
            fourth.lose(x.s, x.me)
            return
        for k in list(pile[:-5]):
            x.score(k)
        x.splay(COLOR[c], ASLANT)
        mine = verbs.points(x.s, x.me)
        if all(verbs.points(x.s, q) <= mine for q in x.others()):
            return


# ---- Near-Field Comm (yellow) ---------------------------------------------------------------------------

def near_field_comm_d(x: Ctx) -> Gen:
    """Demand: move every card of the value of my choice from your score pile to my
    score pile. (The demander names any value; not asked when that score pile is empty.)"""
    if not x.pl.score:
        return
    v = yield from name_value(x, all_values(x), translate(
        "effects", "Name a value: {player} gives you every card of it from their score pile.",
        player=x.name()), x.demanding)
    for c in [c for c in x.pl.score if AGE[c] == v]:
        x.transfer(c, x.demanding, verbs.SCORE)


def near_field_comm_2(x: Ctx) -> Gen:
    """Reveal the highest card in your score pile and self-execute it (it stays there)."""
    c = yield from x.choose_card(highest(x.pl.score), translate(
        "effects", "Reveal the highest card of your score pile."))
    if c is None:
        return
    x.reveal(c)
    yield from x.self_execute(c)


# ---- Reclamation (yellow) ---------------------------------------------------------------------------------

def reclamation_1(x: Ctx) -> None:
    """Return the bottom three cards of your red pile; draw and meld a card of half
    their total value, rounded up; if you returned three, repeat with the melded
    card's color instead of red (as long as three are returned: D8, BGA)."""
    color = RED
    while True:
        returned = list(x.pl.board[color][:3])
        for c in returned:
            x.return_(c)
        m = x.draw_and_meld(math.ceil(sum(AGE[c] for c in returned) / 2))
        if len(returned) < 3:
            return
        color = COLOR[m]


# ---- Escapism (purple) -------------------------------------------------------------------------------------

def escapism_1(x: Ctx) -> Gen:
    """Reveal a card in your hand and junk it; return every card of its value from
    your hand, draw three cards of that value, then self-execute the junked card."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "Reveal a card from your hand: it is junked."))
    if c is None:
        return
    x.reveal(c)
    fourth.junk_card(x.s, x.me, c)
    v = AGE[c]
    for k in [k for k in x.pl.hand if AGE[k] == v]:
        x.return_(k)
    for _ in range(3):
        x.draw(v)
    yield from x.self_execute(c)


# ---- Whataboutism (purple) ----------------------------------------------------------------------------------

def whataboutism_d(x: Ctx) -> None:
    """Demand: move every top card with a demand effect from your board to my
    board; if you moved any, exchange your whole score pile with mine."""
    moved = [c for c in x.pl.tops() if has_demand(c, x.s.edition)]
    for c in moved:
        x.transfer(c, x.demanding, verbs.BOARD)
    if moved:
        verbs.exchange(x.s, x.me, list(x.pl.score), (verbs.SCORE, x.me), list(x.dp.score),
                       (verbs.SCORE, x.demanding))


register_fourth("Climatology", [climatology_d, climatology_2])
register_fourth("Solar Sailing", [solar_sailing_1])
register_fourth("Astrogeology", [astrogeology_1, astrogeology_2])
register_fourth("Fusion", [fusion_1])
register_fourth("Hypersonics", [hypersonics_d])
register_fourth("Space Traffic", [space_traffic_1])
register_fourth("Near-Field Comm", [near_field_comm_d, near_field_comm_2])
register_fourth("Reclamation", [reclamation_1])
register_fourth("Escapism", [escapism_1])
register_fourth("Whataboutism", [whataboutism_d])
