"""Artifacts of History, age 6 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

import math

from .. import verbs
from ..cards import AGE, COLOR, FACTORY, GREEN, HEX, RIGHT, UP, YELLOW
from ..dogma import Ctx, Gen, highest, register, with_icon
from ..state import Player
from ..msg import translate
from .artifacts_common import claim_any, claim_standard, face, visible_cards


# ---- Kilogram of the Archives (blue) ------------------------------------------------

def kilogram_of_the_archives_1(x: Ctx) -> Gen:
    """Return a card from your hand and one of your top cards; if both were
    returned and their values add up to 10, draw and score a 10 (3rd edition: no
    junk, unlike BGA)."""
    h = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
    if h is not None:
        x.return_(h)
    t = yield from x.choose_card(x.pl.tops(), translate("engine", "Return one of your top cards."))
    if t is not None:
        v = face(t)
        x.return_(t)
        if h is not None and AGE[h] + v == 10:
            x.draw_and_score(10)


# ---- Puffing Billy (blue) ------------------------------------------------------------

def _most_icons(pl: Player, color: int) -> int:
    """The largest number of visible icons of one type in ``pl``'s ``color`` pile
    (the hex image not counted; 0 for no pile)."""
    return max(pl.pile_icons(color)[:HEX], default=0)


def puffing_billy_1(x: Ctx) -> Gen:
    """Return a card from your hand; draw a card of value equal to the most icons of
    one type showing in your pile of its color; splay that color right."""
    r = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
    if r is None:
        return
    x.return_(r)
    color = COLOR[r]
    x.draw(_most_icons(x.pl, color))
    x.splay(color, RIGHT)


# ---- Frigate Constitution (red) ------------------------------------------------------------

def frigate_constitution_c(x: Ctx) -> Gen:
    """Compel: reveal a card from your hand; if its value equals one of my top
    cards' values, return it and every card of its color on your board."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Reveal a card from your hand."))
    if c is None:
        return
    x.reveal(c)
    if AGE[c] in {face(t) for t in x.dp.tops()}:
        x.return_(c)
        for b in list(reversed(x.pl.board[COLOR[c]])):
            x.return_(b)


# ---- U.S. Declaration of Independence (red) ---------------------------------------------------

def us_declaration_c(x: Ctx) -> Gen:
    """Compel: move the highest card in your hand to my hand, the highest card of
    your score pile to my score pile, and your highest top card with a factory to
    my board."""
    who = x.name(x.demander)
    c = yield from x.choose_card(
        highest(x.pl.hand), translate("engine", "Give the highest card in your hand to {player}.", player=who)
    )
    if c is not None:
        x.transfer(c, x.demanding, "hand")
    c = yield from x.choose_card(
        highest(x.pl.score), translate("engine", "Give the highest card of your score pile to {player}.", player=who)
    )
    if c is not None:
        x.transfer(c, x.demanding, "score")
    tops = with_icon(x.pl.tops(), FACTORY)
    best = max((face(t) for t in tops), default=None)
    c = yield from x.choose_card(
        [t for t in tops if face(t) == best],
        translate("engine", "Give your highest top card with a factory to {player}.", player=who),
    )
    if c is not None:
        x.transfer(c, x.demanding, "board")


# ---- The Wealth of Nations (green) --------------------------------------------------------------

def the_wealth_of_nations_1(x: Ctx) -> None:
    """Draw and score a 1; then draw and score a card of value equal to your score
    divided by five, rounded up."""
    x.draw_and_score(1)
    x.draw_and_score(math.ceil(verbs.points(x.s, x.me) / 5))     # with Echoes, bonus points count (R5)


# ---- Buttonwood Agreement (green) ----------------------------------------------------------------

def buttonwood_agreement_1(x: Ctx) -> Gen:
    """Choose three colors; draw and reveal an 8. If its color is one of them, score
    it and splay that color up; otherwise return every card of its color from your
    score pile and unsplay that color."""
    colors = yield from x.choose_colors(range(5), 3, 3, translate("engine", "Choose three colors."))
    c = x.draw_and_reveal(8)
    color = COLOR[c]
    if color in colors:
        x.score(c)
        x.splay(color, UP)
    else:
        for s in [s for s in x.pl.score if COLOR[s] == color]:
            x.return_(s)
        x.splay(color, 0)


# ---- Stamp Act (yellow) -------------------------------------------------------------------------

def stamp_act_c(x: Ctx) -> Gen:
    """Compel: move a card of your top yellow card's value from your score pile to
    mine; if you did, return a card of your top green card's value from your score
    pile. (The card reads green; BGA reads the yellow card twice, a bug.)"""
    y = x.pl.top(YELLOW)
    if y is None:
        return
    c = yield from x.choose_card(
        [s for s in x.pl.score if AGE[s] == face(y)],
        translate(
            "engine",
            "Give a card of value {age} from your score pile to {player}.",
            age=face(y),
            player=x.name(x.demander),
        ),
    )
    if c is None:
        return
    x.transfer(c, x.demanding, "score")
    g = x.pl.top(GREEN)
    if g is None:
        return
    r = yield from x.choose_card([s for s in x.pl.score if AGE[s] == face(g)],
                                 translate("engine", "Return a card of value {age} from your score pile.", age=face(g)))
    if r is not None:
        x.return_(r)


# ---- Pride and Prejudice (yellow) ----------------------------------------------------------------

def pride_and_prejudice_1(x: Ctx) -> None:
    """Draw and meld a 6; if its color now shows the fewest visible cards of all
    five colors of your board (ties count), score the melded card and repeat.

    Like BGA (Card172.php; the card leaves open how a missing color counts): a color
    you do not have shows 0 cards, so the melded color can be the fewest only when
    all five colors are on your board."""
    while True:
        c = x.draw_and_meld(6)
        if visible_cards(x.pl, COLOR[c]) > min(visible_cards(x.pl, k) for k in range(5)):
            return
        x.score(c)


# ---- Moonlight Sonata (purple) --------------------------------------------------------------------

def moonlight_sonata_1(x: Ctx) -> Gen:
    """Choose one of your colors whose top card has the highest value; meld the
    bottom card of that pile. Then claim an available standard achievement,
    ignoring eligibility."""
    tops = x.pl.tops()
    best = max((face(t) for t in tops), default=None)
    color = yield from x.choose_color(
        [COLOR[t] for t in tops if face(t) == best],
        translate("engine", "Choose a color with your highest top card: its bottom card is melded."),
    )
    if color is not None:
        x.meld(x.pl.board[color][0])
    yield from claim_standard(x)


# ---- Marcha Real (purple) ---------------------------------------------------------------------------

def marcha_real_1(x: Ctx) -> Gen:
    """Reveal and return two cards from your hand. If they have the same value,
    draw a card one value higher; if the same color, claim an available
    achievement (special ones too, like BGA), ignoring eligibility.

    Like BGA (Card174.php): returning no card at all counts as equal values (you
    draw a 1); a single card matches nothing."""
    got = yield from x.choose_cards(x.pl.hand, 2, 2, translate("engine", "Reveal and return two cards from your hand."))
    for c in got:
        x.reveal(c)
        x.return_(c)
    if not got:
        x.draw(1)
    elif len(got) == 2:
        a, b = got
        if AGE[a] == AGE[b]:
            x.draw(AGE[a] + 1)
        if COLOR[a] == COLOR[b]:
            yield from claim_any(x)


register("Kilogram of the Archives", [kilogram_of_the_archives_1])
register("Puffing Billy", [puffing_billy_1])
register("Frigate Constitution", [frigate_constitution_c])
register("U.S. Declaration of Independence", [us_declaration_c])
register("The Wealth of Nations", [the_wealth_of_nations_1])
register("Buttonwood Agreement", [buttonwood_agreement_1])
register("Stamp Act", [stamp_act_c])
register("Pride and Prejudice", [pride_and_prejudice_1])
register("Moonlight Sonata", [moonlight_sonata_1])
register("Marcha Real", [marcha_real_1])
