"""Artifacts of History, age 9 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from .. import verbs
from ..cards import AGE, BLUE, CARDS, CLOCK, COLOR, UP
from ..dogma import Ctx, Gen, register, with_icon
from ..msg import translate
from .artifacts_common import execute_all, has_demand


# ---- Yeager's Bell X-1A (blue) ----------------------------------------------------------

def yeagers_bell_1(x: Ctx) -> Gen:
    """Draw and meld a 9 and carry out all of its effects as if they were on this
    card, without sharing; if it shows a clock, repeat."""
    while True:
        c = x.draw_and_meld(9)
        yield from execute_all(x, c)
        if CLOCK not in CARDS[c].icons:
            return


# ---- Luna 3 (blue) -------------------------------------------------------------------------

def luna_3_1(x: Ctx) -> None:
    """Return your whole score pile; draw and score a card of value equal to how
    many cards you returned."""
    n = len(x.pl.score)
    for c in list(x.pl.score):
        x.return_(c)
    x.draw_and_score(n)


# ---- United Nations Charter (red) ----------------------------------------------------------

def united_nations_charter_c(x: Ctx) -> None:
    """Compel: move every top card of yours with a demand (or compel) effect to my
    score pile."""
    for t in [t for t in x.pl.tops() if has_demand(t)]:
        x.transfer(t, x.demanding, "score")


def united_nations_charter_1(x: Ctx) -> None:
    """If you have a top card with a demand (or compel) effect, draw a 10."""
    if any(has_demand(t) for t in x.pl.tops()):
        x.draw(10)


# ---- Velcro Shoes (red) ----------------------------------------------------------------------

def velcro_shoes_c(x: Ctx) -> Gen:
    """Compel: move a 9 from your hand to my hand; if you don't, move a 9 from your
    score pile to my score pile; if neither happened, I win."""
    c = yield from x.choose_card([h for h in x.pl.hand if AGE[h] == 9],
                                 translate("engine", "Give a 9 from your hand to {player}.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "hand")
        return
    c = yield from x.choose_card([s for s in x.pl.score if AGE[s] == 9],
                                 translate("engine", "Give a 9 from your score pile to {player}.",
                                                  player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "score")
        return
    x.win(x.demander)


# ---- Philips Compact Cassette (green) ----------------------------------------------------------

def philips_compact_cassette_c(x: Ctx) -> None:
    """Compel: unsplay every color of your board."""
    for color in range(5):
        x.splay(color, 0)


def philips_compact_cassette_1(x: Ctx) -> Gen:
    """Splay up two colors of your board."""
    opts = [k for k in range(5) if x.can_splay(k, UP)]
    got = yield from x.choose_colors(opts, 2, 2, translate("engine", "Choose two colors to splay up."))
    for k in got:
        x.splay(k, UP)


# ---- Syncom 3 (green) --------------------------------------------------------------------------

def syncom_3_1(x: Ctx) -> None:
    """Return your whole hand; draw and reveal five 9s; if they are of all five
    colors, you win."""
    for c in list(x.pl.hand):
        x.return_(c)
    drawn = [x.draw_and_reveal(9) for _ in range(5)]
    if len({COLOR[c] for c in drawn}) == 5:
        x.win()


# ---- Rock Around the Clock (yellow) -------------------------------------------------------------

def rock_around_the_clock_1(x: Ctx) -> None:
    """Draw and score a 9 for each of your top cards with a clock."""
    for _ in with_icon(x.pl.tops(), CLOCK):
        x.draw_and_score(9)


# ---- Magnavox Odyssey (yellow) -------------------------------------------------------------------

def magnavox_odyssey_1(x: Ctx) -> None:
    """Draw and meld two 10s; if they have the same color, you win."""
    a = x.draw_and_meld(10)
    b = x.draw_and_meld(10)
    if COLOR[a] == COLOR[b]:
        x.win()


# ---- The Big Bang (purple) ------------------------------------------------------------------------

def the_big_bang_1(x: Ctx) -> Gen:
    """Carry out your top blue card's non-demand effects yourself alone; if that
    changed the game in any way, draw a 10, remove it from the game and repeat."""
    while True:
        t = x.pl.top(BLUE)
        before = x.s.changes
        if t is not None:
            yield from x.execute(t)
        if x.s.changes == before:
            return
        c = x.draw(10)
        verbs.remove_from_play(x.s, x.me, c)
        verbs.emit(
            x.s, translate("engine", "{player} removes {card} from the game.", player=x.name(), card=c), kind="remove"
        )


# ---- Marilyn Diptych (purple) ---------------------------------------------------------------------

def marilyn_diptych_1(x: Ctx) -> Gen:
    """You may score a card from your hand; you may then move any card of your
    score pile into your hand; then, if your score is exactly 25, you win."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "You may score a card from your hand."), may=True)
    if c is not None:
        x.score(c)
    c = yield from x.choose_card(
        x.pl.score, translate("engine", "You may take a card of your score pile into your hand."), may=True
    )
    if c is not None:
        x.transfer(c, x.me, "hand")
    if verbs.points(x.s, x.me) == 25:          # with Echoes, bonus points count (R5)
        x.win()


register("Yeager's Bell X-1A", [yeagers_bell_1])
register("Luna 3", [luna_3_1])
register("United Nations Charter", [united_nations_charter_c, united_nations_charter_1])
register("Velcro Shoes", [velcro_shoes_c])
register("Philips Compact Cassette", [philips_compact_cassette_c, philips_compact_cassette_1])
register("Syncom 3", [syncom_3_1])
register("Rock Around the Clock", [rock_around_the_clock_1])
register("Magnavox Odyssey", [magnavox_odyssey_1])
register("The Big Bang", [the_big_bang_1])
register("Marilyn Diptych", [marilyn_diptych_1])
