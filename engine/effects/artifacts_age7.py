"""Artifacts of History, age 7 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from collections import Counter

from ..cards import AGE, BLUE, CARDS, CLOCK, COLOR, UP
from ..dogma import Ctx, Gen, highest, register
from ..msg import translate
from .artifacts_common import claim_standard, execute_all, face, visible_cards


# ---- Periodic Table (blue) ------------------------------------------------------------

def periodic_table_1(x: Ctx) -> Gen:
    """Choose two top cards of yours with the same value; if you did, draw and meld
    a card one value higher; if it landed on one of the two chosen piles, repeat."""
    while True:
        tops = x.pl.tops()
        counts = Counter(face(t) for t in tops)
        opts = [t for t in tops if counts[face(t)] >= 2]
        a = yield from x.choose_card(
            opts, translate("engine", "Choose a top card (the first of two of the same value).")
        )
        if a is None:
            return
        b = yield from x.choose_card([t for t in opts if t != a and face(t) == face(a)],
                                     translate("engine", "Choose a second top card of the same value."))
        c = x.draw_and_meld(face(a) + 1)
        if COLOR[c] not in (COLOR[a], COLOR[b]):
            return


# ---- Corvette Challenger (blue) ----------------------------------------------------------

def corvette_challenger_1(x: Ctx) -> None:
    """Draw and tuck an 8; splay its color up; draw and score a card of value equal
    to the visible cards of that color."""
    c = x.draw_and_tuck(8)
    color = COLOR[c]
    x.splay(color, UP)
    x.draw_and_score(visible_cards(x.pl, color))


# ---- Submarine H. L. Hunley (red) ----------------------------------------------------------

def submarine_hunley_c(x: Ctx) -> None:
    """Compel: draw and meld a 7; reveal the bottom card of its color; if it is a 1,
    return every card of that color from your board."""
    c = x.draw_and_meld(7)
    pile = x.pl.board[COLOR[c]]
    if not pile:
        return
    bottom = pile[0]
    x.reveal(bottom)
    if AGE[bottom] == 1:
        for b in list(reversed(pile)):
            x.return_(b)


# ---- Jedlik's Electromagnetic Self-Rotor (red) -----------------------------------------------

def jedliks_self_rotor_1(x: Ctx) -> Gen:
    """Draw and score an 8; draw and meld an 8; claim the 8 achievement if it is
    available, ignoring eligibility."""
    x.draw_and_score(8)
    x.draw_and_meld(8)
    yield from claim_standard(x, [8])


# ---- International Prototype Metre Bar (green) ----------------------------------------------------

def metre_bar_1(x: Ctx) -> Gen:
    """Choose a value; draw and meld a card of it and splay its color up. If that
    color now shows as many cards as the melded card's value, you win; otherwise
    return the melded card."""
    v = yield from x.choose_number(list(range(1, 11)), translate("engine", "Choose a value."))
    c = x.draw_and_meld(v)
    color = COLOR[c]
    x.splay(color, UP)
    if visible_cards(x.pl, color) == face(c):
        x.win()
    else:
        x.return_(c)


# ---- Hansen Writing Ball (green) ------------------------------------------------------------------

def hansen_writing_ball_c(x: Ctx) -> Gen:
    """Compel: draw four 7s, meld a blue card from your hand, then move your whole
    hand into mine."""
    for _ in range(4):
        x.draw(7)
    c = yield from x.choose_card(
        [h for h in x.pl.hand if COLOR[h] == BLUE], translate("engine", "Meld a blue card from your hand.")
    )
    if c is not None:
        x.meld(c)
    for h in list(x.pl.hand):
        x.transfer(h, x.demanding, "hand")


def hansen_writing_ball_1(x: Ctx) -> None:
    """Draw and reveal a 7; if it has no clock, tuck it and repeat; otherwise keep
    it."""
    while True:
        c = x.draw_and_reveal(7)
        if CLOCK in CARDS[c].icons:
            return
        x.tuck(c)


# ---- Colt Paterson Revolver (yellow) ----------------------------------------------------------------

def colt_paterson_revolver_c(x: Ctx) -> None:
    """Compel: reveal your hand and draw and reveal a 7; if its color matches
    another card of your hand, return your whole hand and your whole score pile."""
    for h in x.pl.hand:
        x.reveal(h)
    c = x.draw_and_reveal(7)
    if any(COLOR[h] == COLOR[c] for h in x.pl.hand if h != c):
        for h in list(x.pl.hand):
            x.return_(h)
        for s in list(x.pl.score):
            x.return_(s)


# ---- Singer Model 27 (yellow) -----------------------------------------------------------------------

def singer_model_27_1(x: Ctx) -> Gen:
    """Tuck a card from your hand; if you did, splay its color up and tuck every
    card of that color from your score pile."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Tuck a card from your hand."))
    if c is None:
        return
    x.tuck(c)
    color = COLOR[c]
    x.splay(color, UP)
    for s in [s for s in x.pl.score if COLOR[s] == color]:
        x.tuck(s)


# ---- Roundhay Garden Scene (purple) ------------------------------------------------------------------

def roundhay_garden_scene_1(x: Ctx) -> Gen:
    """Meld the highest card of your score pile; draw and score two cards of its
    value (none melded: 1s); then carry out all of its effects as if they were on
    this card, without sharing."""
    c = yield from x.choose_card(highest(x.pl.score), translate("engine", "Meld the highest card of your score pile."))
    if c is not None:
        x.meld(c)
    v = AGE[c] if c is not None else 0
    x.draw_and_score(v)
    x.draw_and_score(v)
    if c is not None:
        yield from execute_all(x, c)


# ---- The Communist Manifesto (purple) ------------------------------------------------------------------

def the_communist_manifesto_1(x: Ctx) -> Gen:
    """Draw and reveal a 7 for each player; give one to each player, yourself
    included, onto their board; then carry out the non-demand effects of the card
    you gave yourself, alone.

    The card's reading: each executing player carries out the card they gave
    themselves (BGA remembers only the activating player's card)."""
    drawn = [x.draw_and_reveal(7) for _ in x.s.live_players()]
    mine = None
    for q in [x.me] + x.others():
        left = [c for c in drawn if c in x.pl.hand]
        if q == x.me:
            ask = translate("engine", "Choose the card to put on your board.")
        else:
            ask = translate("engine", "Choose the card to put on {player}'s board.", player=x.name(q))
        c = yield from x.choose_card(left, ask)
        if c is None:
            continue
        x.transfer(c, q, "board")
        if q == x.me:
            mine = c
    if mine is not None:
        yield from x.execute(mine)


register("Periodic Table", [periodic_table_1])
register("Corvette Challenger", [corvette_challenger_1])
register("Submarine H. L. Hunley", [submarine_hunley_c])
register("Jedlik's Electromagnetic Self-Rotor", [jedliks_self_rotor_1])
register("International Prototype Metre Bar", [metre_bar_1])
register("Hansen Writing Ball", [hansen_writing_ball_c, hansen_writing_ball_1])
register("Colt Paterson Revolver", [colt_paterson_revolver_c])
register("Singer Model 27", [singer_model_27_1])
register("Roundhay Garden Scene", [roundhay_garden_scene_1])
register("The Communist Manifesto", [the_communist_manifesto_1])
