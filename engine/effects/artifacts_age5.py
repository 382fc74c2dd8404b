"""Artifacts of History, age 5 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from ..cards import AGE, BLUE, BY_NAME, COLOR, GREEN, RED, RIGHT, YELLOW
from ..dogma import Ctx, Gen, lowest, register
from ..msg import translate
from .artifacts_common import claim_standard, execute_all, face, put_back_on_top, visible_cards


# ---- Boerhavve Silver Microscope (blue) -------------------------------------------------

def boerhavve_silver_microscope_1(x: Ctx) -> Gen:
    """Return the lowest card in your hand and your lowest top card; draw and score
    a card of their values added (a missing card counts 0)."""
    total = 0
    c = yield from x.choose_card(lowest(x.pl.hand), translate("engine", "Return the lowest card in your hand."))
    if c is not None:
        x.return_(c)
        total += AGE[c]
    tops = x.pl.tops()
    low = min((face(t) for t in tops), default=None)
    t = yield from x.choose_card(
        [t for t in tops if face(t) == low], translate("engine", "Return your lowest top card.")
    )
    if t is not None:
        total += face(t)
        x.return_(t)
    x.draw_and_score(total)


# ---- Principia (blue) ----------------------------------------------------------------------

def principia_1(x: Ctx) -> None:
    """Return every non-blue top card; then, for each returned card from the lowest
    value up, draw and meld a card one value higher."""
    tops = [t for t in x.pl.tops() if COLOR[t] != BLUE]
    values = sorted(face(t) for t in tops)
    for t in tops:
        x.return_(t)
    for v in values:
        x.draw_and_meld(v + 1)


# ---- Bill of Rights (red) --------------------------------------------------------------------

def bill_of_rights_c(x: Ctx) -> Gen:
    """Compel: choose a color in which you have more visible cards than I; move
    all its cards from your board to mine, bottom card first."""
    opts = [color for color in range(5)
            if visible_cards(x.pl, color) > visible_cards(x.dp, color)]
    color = yield from x.choose_color(opts, translate("engine", "Choose a color whose pile goes to {player}'s board.",
                                                         player=x.name(x.demander)))
    if color is None:
        return
    for c in list(x.pl.board[color]):
        x.transfer(c, x.demanding, "board")


# ---- Ship of the Line Sussex (red) ---------------------------------------------------------------

def ship_of_the_line_sussex_1(x: Ctx) -> Gen:
    """With an empty score pile, choose a color and score every card of it on your
    board; otherwise return your whole score pile."""
    if x.pl.score:
        for c in list(x.pl.score):
            x.return_(c)
        return
    color = yield from x.choose_color([k for k in range(5) if x.pl.board[k]],
                                      translate("engine", "Choose a color: you score its whole pile."))
    if color is None:
        return
    for c in list(reversed(x.pl.board[color])):
        x.score(c)


# ---- Barque-Longue La Belle (green) ----------------------------------------------------------------

def barque_longue_la_belle_1(x: Ctx) -> None:
    """Draw and meld a 5; if it is not green, repeat."""
    while True:
        c = x.draw_and_meld(5)
        if COLOR[c] == GREEN:
            return


# ---- Hudson's Bay Company Archives (green) ------------------------------------------------------------

def hudsons_bay_company_archives_1(x: Ctx) -> Gen:
    """Score the bottom card of each of your piles; then meld a card from your score
    pile and splay its color right."""
    for color in range(5):
        pile = x.pl.board[color]
        if pile:
            x.score(pile[0])
    c = yield from x.choose_card(x.pl.score, translate("engine", "Meld a card from your score pile."))
    if c is not None:
        x.meld(c)
        x.splay(COLOR[c], RIGHT)


# ---- Gujin Tushu Jinsheng (yellow) --------------------------------------------------------------------

def gujin_tushu_jinsheng_1(x: Ctx) -> Gen:
    """If Gujin Tushu Jinsheng is your top yellow card (BGA's reading of "on your
    board"), choose a top card on another player's board and carry out all its
    effects as if they were on this card, without sharing."""
    if x.pl.top(YELLOW) != BY_NAME["Gujin Tushu Jinsheng"]:
        return
    opts = [t for q in x.others() for t in x.s.players[q].tops()]
    c = yield from x.choose_card(opts, translate("engine", "Choose a top card of another player to carry out."))
    if c is not None:
        yield from execute_all(x, c)


# ---- The Daily Courant (yellow) ---------------------------------------------------------------------------

def the_daily_courant_1(x: Ctx) -> Gen:
    """Choose a value, draw a card of it, look at it and put it back on top of its
    pile. Then you may choose another top card of yours and carry out all its
    effects as if they were on this card, without sharing."""
    v = yield from x.choose_number(list(range(1, 11)), translate("engine", "Choose a value to draw and look at."))
    c = x.draw(v)
    put_back_on_top(x, c)
    opts = [t for t in x.pl.tops() if t != x.card]
    t = yield from x.choose_card(
        opts, translate("engine", "You may choose another top card of yours to carry out."), may=True
    )
    if t is not None:
        yield from execute_all(x, t)


# ---- Sandham Room Cricket Bat (purple) -----------------------------------------------------------------------

def sandham_room_cricket_bat_1(x: Ctx) -> Gen:
    """Draw and reveal a 6; if it is red, claim an available standard achievement,
    ignoring eligibility."""
    c = x.draw_and_reveal(6)
    if COLOR[c] == RED:
        yield from claim_standard(x)


# ---- Almira, Queen of the Castle (purple) -----------------------------------------------------------------------

def almira_1(x: Ctx) -> Gen:
    """Meld a card from your hand; claim the standard achievement of its value,
    ignoring eligibility."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Meld a card from your hand."))
    if c is None:
        return
    x.meld(c)
    yield from claim_standard(x, [AGE[c]])


register("Boerhavve Silver Microscope", [boerhavve_silver_microscope_1])
register("Principia", [principia_1])
register("Bill of Rights", [bill_of_rights_c])
register("Ship of the Line Sussex", [ship_of_the_line_sussex_1])
register("Barque-Longue La Belle", [barque_longue_la_belle_1])
register("Hudson's Bay Company Archives", [hudsons_bay_company_archives_1])
register("Gujin Tushu Jinsheng", [gujin_tushu_jinsheng_1])
register("The Daily Courant", [the_daily_courant_1])
register("Sandham Room Cricket Bat", [sandham_room_cricket_bat_1])
register("Almira, Queen of the Castle", [almira_1])
