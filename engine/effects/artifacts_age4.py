"""Artifacts of History, age 4 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from collections import Counter

from .. import verbs
from ..cards import AGE, BLUE, CARDS, CASTLE, COLOR, CROWN, GREEN, HEX, RIGHT
from ..dogma import Ctx, Gen, highest, register, with_icon
from ..msg import translate
from .artifacts_common import face


def _icon_types(c: int) -> set[int]:
    """The icon types a card shows (the hex image and empty positions excluded)."""
    return {i for i in CARDS[c].icons if i < HEX}


# ---- Petition of Right (blue) ------------------------------------------------------

def petition_of_right_c(x: Ctx) -> Gen:
    """Compel: move cards of your choice from your score pile to mine, one for each
    top card of yours with a castle."""
    k = len(with_icon(x.pl.tops(), CASTLE))
    got = yield from x.choose_cards(
        x.pl.score,
        k,
        k,
        translate("engine", "Move {n} card(s) from your score pile to {player}'s.", n=k, player=x.name(x.demander)),
    )
    for c in got:
        x.transfer(c, x.demanding, "score")


# ---- Delft Pocket Telescope (blue) ----------------------------------------------------

def delft_pocket_telescope_1(x: Ctx) -> Gen:
    """Return a card from your score pile; if you did, draw a 5 and a 6 and reveal
    one of them that shares an icon type with the returned card; if neither does,
    reveal and return both and repeat."""
    while True:
        r = yield from x.choose_card(x.pl.score, translate("engine", "Return a card from your score pile."))
        if r is None:
            return
        x.return_(r)
        drawn = [x.draw(5), x.draw(6)]
        want = _icon_types(r)
        match = [c for c in drawn if c in x.pl.hand and _icon_types(c) & want]
        if match:
            c = yield from x.choose_card(
                match, translate("engine", "Reveal a drawn card that shares an icon with the returned one.")
            )
            x.reveal(c)
            return
        for c in drawn:
            if c in x.pl.hand:
                x.reveal(c)
        for c in drawn:
            if c in x.pl.hand:
                x.return_(c)


# ---- East India Company Charter (red) ---------------------------------------------------

def east_india_company_charter_1(x: Ctx) -> Gen:
    """Choose a value other than 5; every player returns every card of it from their
    score pile; draw and score a 5 for each player who returned any."""
    v = yield from x.choose_number(
        [a for a in range(1, 11) if a != 5], translate("engine", "Choose a value other than 5.")
    )
    n = 0
    for q in [x.me] + x.others():
        cs = [c for c in x.s.players[q].score if AGE[c] == v]
        for c in cs:
            verbs.return_card(x.s, q, c)
        if cs:
            n += 1
    for _ in range(n):
        x.draw_and_score(5)


# ---- Tortugas Galleon (red) ----------------------------------------------------------------

def tortugas_galleon_c(x: Ctx) -> Gen:
    """Compel: move every highest card of your score pile to mine; if you moved
    any, move a top card of yours of that value to my board."""
    top = highest(x.pl.score)
    if not top:
        return
    v = AGE[top[0]]
    for c in top:
        x.transfer(c, x.demanding, "score")
    opts = [t for t in x.pl.tops() if face(t) == v]
    c = yield from x.choose_card(opts, translate("engine", "Move a top card of value {age} to {player}'s board.", age=v,
                                                       player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")


# ---- Molasses Reef Caravel (green) -----------------------------------------------------------

def molasses_reef_caravel_1(x: Ctx) -> Gen:
    """Return your whole hand; draw three 4s; meld a blue card from your hand; score
    a card from your hand; return a card from your score pile."""
    for c in list(x.pl.hand):
        x.return_(c)
    for _ in range(3):
        x.draw(4)
    c = yield from x.choose_card(
        [h for h in x.pl.hand if COLOR[h] == BLUE], translate("engine", "Meld a blue card from your hand.")
    )
    if c is not None:
        x.meld(c)
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Score a card from your hand."))
    if c is not None:
        x.score(c)
    c = yield from x.choose_card(x.pl.score, translate("engine", "Return a card from your score pile."))
    if c is not None:
        x.return_(c)


# ---- Hunt-Lenox Globe (green) --------------------------------------------------------------

def hunt_lenox_globe_1(x: Ctx) -> Gen:
    """With fewer than four cards in hand, return every top card but your green one
    and draw a 5 for each. Then meld a card from your hand."""
    if len(x.pl.hand) < 4:
        tops = [t for t in x.pl.tops() if COLOR[t] != GREEN]
        for t in tops:
            x.return_(t)
        for _ in tops:
            x.draw(5)
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Meld a card from your hand."))
    if c is not None:
        x.meld(c)


# ---- Moses (yellow) ---------------------------------------------------------------------------

def moses_c(x: Ctx) -> None:
    """Compel: move every top card of yours with a crown to my score pile."""
    for c in with_icon(x.pl.tops(), CROWN):
        x.transfer(c, x.demanding, "score")


def moses_1(x: Ctx) -> Gen:
    """Score a top card of yours with a crown."""
    c = yield from x.choose_card(with_icon(x.pl.tops(), CROWN), translate("engine", "Score a top card with a crown."))
    if c is not None:
        x.score(c)


# ---- Mona Lisa (yellow) -----------------------------------------------------------------------

def mona_lisa_1(x: Ctx) -> Gen:
    """Choose a number and a color; draw five 4s and reveal your hand. If it holds
    exactly that many cards of the color, score them and splay the color right;
    otherwise return your whole hand."""
    n = yield from x.choose_number(list(range(len(x.pl.hand) + 6)), translate("engine", "Choose a number of cards."))
    color = yield from x.choose_color(range(5), translate("engine", "Choose a color."))
    for _ in range(5):
        x.draw(4)
    for c in x.pl.hand:
        x.reveal(c)
    mine = [c for c in x.pl.hand if COLOR[c] == color]
    if len(mine) == n:
        for c in mine:
            x.score(c)
        x.splay(color, RIGHT)
    else:
        for c in list(x.pl.hand):
            x.return_(c)


# ---- Cross of Coronado (purple) --------------------------------------------------------------

def cross_of_coronado_1(x: Ctx) -> None:
    """Reveal your hand; if it holds exactly five cards of five colors, you win."""
    for c in x.pl.hand:
        x.reveal(c)
    if len(x.pl.hand) == 5 and len({COLOR[c] for c in x.pl.hand}) == 5:
        x.win()


# ---- Abell Gallery Harpsichord (purple) -------------------------------------------------------

def abell_gallery_harpsichord_1(x: Ctx) -> None:
    """For each value on exactly one of your top cards, lowest first, draw and score
    a card of that value."""
    counts = Counter(face(t) for t in x.pl.tops())
    for v in sorted(v for v, n in counts.items() if n == 1):
        x.draw_and_score(v)


register("Petition of Right", [petition_of_right_c])
register("Delft Pocket Telescope", [delft_pocket_telescope_1])
register("East India Company Charter", [east_india_company_charter_1])
register("Tortugas Galleon", [tortugas_galleon_c])
register("Molasses Reef Caravel", [molasses_reef_caravel_1])
register("Hunt-Lenox Globe", [hunt_lenox_globe_1])
register("Moses", [moses_c, moses_1])
register("Mona Lisa", [mona_lisa_1])
register("Cross of Coronado", [cross_of_coronado_1])
register("Abell Gallery Harpsichord", [abell_gallery_harpsichord_1])
