"""Artifacts of History, age 3 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from ..cards import AGE, BLUE, COLOR, GREEN, LEFT, PURPLE, RED, RIGHT, YELLOW
from ..dogma import Ctx, Gen, register
from ..msg import translate
from .artifacts_common import claim_any, face


# ---- Dunhuang Star Chart (blue) -----------------------------------------------------

def dunhuang_star_chart_1(x: Ctx) -> None:
    """Return every card in your hand; draw a card of value equal to how many."""
    n = len(x.pl.hand)
    for c in list(x.pl.hand):
        x.return_(c)
    x.draw(n)


# ---- Charter of Liberties (blue) ------------------------------------------------------

def charter_of_liberties_1(x: Ctx) -> Gen:
    """Tuck a card from your hand; if you did, splay its color left, then choose a
    splayed pile on any board and carry out its top card's non-demand effects
    yourself alone."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Tuck a card from your hand."))
    if c is None:
        return
    x.tuck(c)
    x.splay(COLOR[c], LEFT)
    opts = [p.board[color][-1] for p in x.s.players for color in range(5)
            if p.board[color] and p.splay[color]]
    t = yield from x.choose_card(
        opts, translate("engine", "Choose a splayed pile (by its top card) whose top card you carry out.")
    )
    if t is not None:
        yield from x.execute(t)


# ---- Excalibur (red) -----------------------------------------------------------------

def excalibur_c(x: Ctx) -> Gen:
    """Compel: move a top card of yours whose value is higher than my top card of
    its color (or of a color I lack) to my board."""
    dp = x.dp
    opts = [t for t in x.pl.tops()
            if (mine := dp.top(COLOR[t])) is None or face(t) > face(mine)]
    c = yield from x.choose_card(
        opts,
        translate(
            "engine",
            "Move a top card higher than {player}'s of its color to {player}'s board.",
            player=x.name(x.demander),
        ),
    )
    if c is not None:
        x.transfer(c, x.demanding, "board")


# ---- Mjolnir Amulet (red) ----------------------------------------------------------------

def mjolnir_amulet_c(x: Ctx) -> Gen:
    """Compel: choose one of your top cards; move every card of its color from your
    board to my score pile."""
    t = yield from x.choose_card(
        x.pl.tops(),
        translate(
            "engine", "Choose a top card: its whole pile goes to {player}'s score pile.", player=x.name(x.demander)
        ),
    )
    if t is None:
        return
    for c in list(reversed(x.pl.board[COLOR[t]])):
        x.transfer(c, x.demanding, "score")


# ---- Philosopher's Stone (green) -----------------------------------------------------------

def philosophers_stone_1(x: Ctx) -> Gen:
    """Return a card from your hand; score as many cards from your hand as its
    value (3rd edition: no junk, unlike BGA)."""
    r = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
    if r is None:
        return
    x.return_(r)
    k = AGE[r]
    got = yield from x.choose_cards(x.pl.hand, k, k, translate("engine", "Score {n} card(s) from your hand.", n=k))
    for c in got:
        x.score(c)


# ---- Beauvais Cathedral Clock (green) --------------------------------------------------------

def beauvais_cathedral_clock_1(x: Ctx) -> None:
    """Draw and reveal a 4; splay its color right."""
    c = x.draw_and_reveal(4)
    x.splay(COLOR[c], RIGHT)


# ---- Moylough Belt Shrine (yellow) --------------------------------------------------------------

def moylough_belt_shrine_c(x: Ctx) -> Gen:
    """Compel: reveal your hand; I choose one of its cards and it goes onto my
    board."""
    for c in x.pl.hand:
        x.reveal(c)
    c = yield from x.choose_card(
        x.pl.hand,
        translate("engine", "Choose a card of {player}'s hand to put on your board.", player=x.name()),
        player=x.demander,
    )
    if c is not None:
        x.transfer(c, x.demanding, "board")


# ---- Along the River during the Qingming Festival (yellow) ------------------------------------------

def along_the_river_1(x: Ctx) -> None:
    """Draw and reveal a 4: a yellow one is tucked, a purple one scored, and any
    other is kept and this effect repeats."""
    while True:
        c = x.draw_and_reveal(4)
        if COLOR[c] == YELLOW:
            x.tuck(c)
            return
        if COLOR[c] == PURPLE:
            x.score(c)
            return


# ---- Necronomicon (purple) -----------------------------------------------------------------------

def necronomicon_1(x: Ctx) -> None:
    """Draw and reveal a 3; yellow: return your whole hand; green: unsplay every
    color; red: return your whole score pile; blue: draw a 9."""
    c = x.draw_and_reveal(3)
    color = COLOR[c]
    if color == YELLOW:
        for h in list(x.pl.hand):
            x.return_(h)
    elif color == GREEN:
        for k in range(5):
            x.splay(k, 0)
    elif color == RED:
        for sc in list(x.pl.score):
            x.return_(sc)
    elif color == BLUE:
        x.draw(9)


# ---- Shroud of Turin (purple) -----------------------------------------------------------------------

def shroud_of_turin_1(x: Ctx) -> Gen:
    """Return a card from your hand; if you did, return your top card of its color
    and a card of its color from your score pile; if all three were returned,
    claim an available achievement (special ones too, like BGA), ignoring
    eligibility."""
    r = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
    if r is None:
        return
    x.return_(r)
    color = COLOR[r]
    n = 1
    t = x.pl.top(color)
    if t is not None:
        x.return_(t)
        n += 1
    sc = yield from x.choose_card([c for c in x.pl.score if COLOR[c] == color],
                                  translate("engine", "Return a card of that color from your score pile."))
    if sc is not None:
        x.return_(sc)
        n += 1
    if n == 3:
        yield from claim_any(x)


register("Dunhuang Star Chart", [dunhuang_star_chart_1])
register("Charter of Liberties", [charter_of_liberties_1])
register("Excalibur", [excalibur_c])
register("Mjolnir Amulet", [mjolnir_amulet_c])
register("Philosopher's Stone", [philosophers_stone_1])
register("Beauvais Cathedral Clock", [beauvais_cathedral_clock_1])
register("Moylough Belt Shrine", [moylough_belt_shrine_c])
register("Along the River during the Qingming Festival", [along_the_river_1])
register("Necronomicon", [necronomicon_1])
register("Shroud of Turin", [shroud_of_turin_1])
