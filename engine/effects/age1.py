"""Age 1 card effects (the 15 cards of the first age).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``.
"""
from __future__ import annotations

from ..cards import AGE, CASTLE, COLOR, CROWN, LEFT, CARDS
from ..msg import translate
from ..dogma import Ctx, Gen, highest, lowest, register, with_icon


# ---- Pottery (blue) -------------------------------------------------------------

def pottery_1(x: Ctx) -> Gen:
    """You may return up to three cards from your hand; if you returned any, draw
    and score a card of value equal to how many you returned."""
    got = yield from x.choose_cards(x.pl.hand, 0, 3, translate(
        "effects", "You may return up to three cards from your hand."))
    for c in got:
        x.return_(c)
    if got:
        x.draw_and_score(len(got))


def pottery_2(x: Ctx) -> None:
    """Draw a 1."""
    x.draw(1)


# ---- Tools (blue) -----------------------------------------------------------------

def tools_1(x: Ctx) -> Gen:
    """You may return three cards from your hand; if you do, draw and meld a 3.

    Ruling (golden rule, BGA's game help): a "you may" that needs three cards to
    be returned cannot be done with fewer, so with fewer than three cards in hand
    nothing is asked. With three or more: return none or exactly three (all or
    nothing, :meth:`~engine.dogma.Ctx.may_choose_exactly`)."""
    got = yield from x.may_choose_exactly(x.pl.hand, 3, translate(
        "effects", "You may return exactly three cards from your hand (three or none)."), fewer="none")
    if got:
        for c in got:
            x.return_(c)
        x.draw_and_meld(3)


def tools_2(x: Ctx) -> Gen:
    """You may return a 3 from your hand; if you do, draw three 1s."""
    threes = [c for c in x.pl.hand if AGE[c] == 3]
    c = yield from x.choose_card(threes, translate("effects", "You may return a 3 from your hand."), may=True)
    if c is not None:
        x.return_(c)
        for _ in range(3):
            x.draw(1)


# ---- Writing (blue) ---------------------------------------------------------------

def writing_1(x: Ctx) -> None:
    """Draw a 2."""
    x.draw(2)


# ---- Archery (red) ----------------------------------------------------------------

def archery_d(x: Ctx) -> Gen:
    """Demand: draw a 1, then transfer the highest card in your hand to my hand."""
    x.draw(1)
    c = yield from x.choose_card(highest(x.pl.hand), translate(
        "effects", "Give the highest card in your hand to {player}.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "hand")


# ---- Metalworking (red) ---------------------------------------------------------------

def metalworking_1(x: Ctx) -> None:
    """Draw and reveal a 1; if it has a castle, score it and repeat; otherwise keep it."""
    while True:
        c = x.draw_and_reveal(1)
        if CASTLE in CARDS[c].icons:
            x.score(c)
        else:
            return


# ---- Oars (red) ----------------------------------------------------------------------

def _oars_demand(x: Ctx, repeat: bool) -> Gen:
    while True:
        crowns = with_icon(x.pl.hand, CROWN)
        if repeat:
            # The demand repeats until no card with a crown is left in the hand, so
            # every such card is transferred whatever the order: the engine picks
            # (no question; BGA automates it the same way).
            c = crowns[0] if crowns else None
        else:
            c = yield from x.choose_card(crowns, translate(
                "effects", "Give a card with a crown to {player}'s score pile.", player=x.name(x.demander)))
        if c is None:
            return
        x.transfer(c, x.demanding, "score")
        x.memo["oars_moved"] = True
        x.draw(1)
        if not repeat:
            return


def oars_d(x: Ctx) -> Gen:
    """Demand (last edition): transfer a card with a crown from your hand to my score
    pile; if you do, draw a 1 and repeat this demand."""
    yield from _oars_demand(x, True)


def oars_d_first(x: Ctx) -> Gen:
    """Demand (first edition): the same, once only."""
    yield from _oars_demand(x, False)


def oars_2(x: Ctx) -> None:
    """If no card was transferred by the demand of this action, draw a 1."""
    if not x.memo.get("oars_moved"):
        x.draw(1)


# ---- Clothing (green) ---------------------------------------------------------------

def clothing_1(x: Ctx) -> Gen:
    """Meld a card from your hand of a color not yet on your board."""
    ok = [c for c in x.pl.hand if not x.pl.board[COLOR[c]]]
    c = yield from x.choose_card(ok, translate("effects", "Meld a card of a color you do not have on your board."))
    if c is not None:
        x.meld(c)


def clothing_2(x: Ctx) -> None:
    """Draw and score a 1 for each color on your board that no opponent has on theirs.

    Team game (BGA, the card's "opponent"): the partner is not an opponent, so the
    partner's colors do not count against you."""
    n = sum(1 for color in range(5) if x.pl.board[color]
            and not any(x.s.players[q].board[color] for q in x.opponents()))
    for _ in range(n):
        x.draw_and_score(1)


# ---- Sailing (green) ------------------------------------------------------------------

def sailing_1(x: Ctx) -> None:
    """Draw and meld a 1."""
    x.draw_and_meld(1)


# ---- The Wheel (green) -----------------------------------------------------------------

def wheel_1(x: Ctx) -> None:
    """Draw two 1s."""
    x.draw(1)
    x.draw(1)


# ---- Agriculture (yellow) ---------------------------------------------------------------

def agriculture_1(x: Ctx) -> Gen:
    """You may return a card from your hand; if you do, draw and score a card of
    value one higher than the returned card."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is not None:
        x.return_(c)
        x.draw_and_score(AGE[c] + 1)


# ---- Domestication (yellow) --------------------------------------------------------------

def domestication_1(x: Ctx) -> Gen:
    """Meld the lowest card in your hand (you choose among ties), then draw a 1."""
    c = yield from x.choose_card(lowest(x.pl.hand), translate("effects", "Meld the lowest card in your hand."))
    if c is not None:
        x.meld(c)
    x.draw(1)


# ---- Masonry (yellow) ------------------------------------------------------------------

def masonry_1(x: Ctx) -> Gen:
    """You may meld any number of cards with a castle from your hand; if you melded
    four or more, claim Monument."""
    got = yield from x.choose_cards(with_icon(x.pl.hand, CASTLE), 0, 99,
                                    translate("effects", "You may meld any number of cards with a castle."))
    for c in got:
        x.meld(c)
    if len(got) >= 4:
        x.claim("Monument")


# ---- City States (purple) --------------------------------------------------------------

def city_states_d(x: Ctx) -> Gen:
    """Demand: if you have four or more castles on your board, transfer a top card
    with a castle from your board to my board; if you do, draw a 1."""
    if x.pl.icon_count(CASTLE) < 4:
        return
    c = yield from x.choose_card(with_icon(x.pl.tops(), CASTLE),
                                 translate(
                                     "effects", "Give a top card with a castle to {player}'s board.",
                                                player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")
        x.draw(1)


# ---- Code of Laws (purple) -----------------------------------------------------------

def code_of_laws_1(x: Ctx) -> Gen:
    """You may tuck a card from your hand of a color already on your board; if you
    do, you may splay that color left."""
    ok = [c for c in x.pl.hand if x.pl.board[COLOR[c]]]
    c = yield from x.choose_card(ok, translate(
        "effects", "You may tuck a card of a color already on your board."), may=True)
    if c is not None:
        x.tuck(c)
        yield from x.may_splay(COLOR[c], LEFT)


# ---- Mysticism (purple) ----------------------------------------------------------------

def mysticism_1(x: Ctx) -> None:
    """Draw and reveal a 1; if its color is already on your board, meld it and draw a 1."""
    c = x.draw_and_reveal(1)
    if x.pl.board[COLOR[c]]:
        x.meld(c)
        x.draw(1)


register("Pottery", [pottery_1, pottery_2])
register("Tools", [tools_1, tools_2])
register("Writing", [writing_1])
register("Archery", [archery_d])
register("Metalworking", [metalworking_1])
register("Oars", [oars_d, oars_2], first=[oars_d_first, oars_2])
register("Clothing", [clothing_1, clothing_2])
register("Sailing", [sailing_1])
register("The Wheel", [wheel_1])
register("Agriculture", [agriculture_1])
register("Domestication", [domestication_1])
register("Masonry", [masonry_1])
register("City States", [city_states_d])
register("Code of Laws", [code_of_laws_1])
register("Mysticism", [mysticism_1])
