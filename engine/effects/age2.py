"""Age 2 card effects (the 10 cards of the second age).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``.
"""
from __future__ import annotations

from ..cards import AGE, COLOR, GREEN, LEAF, LEFT, RED
from ..msg import translate
from ..dogma import Ctx, Gen, highest, register
from .. import verbs


# ---- shared helper for "you may splay your X or Y cards <direction>" --------------

# ---- Calendar (blue) ---------------------------------------------------------------

def calendar_1(x: Ctx) -> None:
    """If you have more cards in your score pile than in your hand, draw two 3s."""
    if len(x.pl.score) > len(x.pl.hand):
        x.draw(3)
        x.draw(3)


# ---- Mathematics (blue) --------------------------------------------------------------

def mathematics_1(x: Ctx) -> Gen:
    """You may return a card from your hand; if you do, draw and meld a card of
    value one higher than the returned card."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is not None:
        x.return_(c)
        x.draw_and_meld(AGE[c] + 1)


# ---- Construction (red) ------------------------------------------------------------

def construction_d(x: Ctx) -> Gen:
    """Demand: transfer two cards from your hand to my hand (all you have if
    fewer), then draw a 2."""
    got = yield from x.choose_cards(x.pl.hand, 2, 2, translate(
        "effects", "Give two cards from your hand to {player}.", player=x.name(x.demander)))
    for c in got:
        x.transfer(c, x.demanding, verbs.HAND)
    x.draw(2)


def construction_2(x: Ctx) -> None:
    """If you are the only player with five top cards (one of each color), claim
    the Empire achievement. Team game: "the only player" is literal (BGA), so a
    partner with five top cards stops the claim as well."""
    if len(x.pl.tops()) == 5 and not any(len(x.s.players[q].tops()) == 5 for q in x.others()):
        x.claim("Empire")


# ---- Road Building (red) -------------------------------------------------------------

def road_building_1(x: Ctx) -> Gen:
    """Meld one or two cards from your hand (melded in the order named). If you
    melded two, you may transfer your top red card to another player's board; if
    you do, transfer that player's top green card (if any) to your board.
    Team game: "another player" may be the partner (BGA offers every other player)."""
    got = yield from x.choose_cards(x.pl.hand, 1, 2, translate("effects", "Meld one or two cards from your hand."))
    for c in got:
        x.meld(c)
    if len(got) < 2 or x.pl.top(RED) is None:
        return
    q = yield from x.choose_player(x.others(), translate(
        "effects", "You may give your top red card to another player, and take their top green card."), may=True)
    if q is None:
        return
    red = x.pl.top(RED)
    assert red is not None          # checked before the question, nothing moved since
    x.transfer(red, q, verbs.BOARD)
    green = x.s.players[q].top(GREEN)
    if green is not None:
        x.transfer(green, x.me, verbs.BOARD)


# ---- Currency (green) --------------------------------------------------------------

def currency_1(x: Ctx) -> Gen:
    """You may return any number of cards from your hand; if you do, draw and score
    a 2 for each different value among the returned cards."""
    got = yield from x.choose_cards(x.pl.hand, 0, len(x.pl.hand),
                                    translate("effects", "You may return any number of cards from your hand."))
    for c in got:
        x.return_(c)
    for _ in range(len({AGE[c] for c in got})):
        x.draw_and_score(2)


# ---- Mapmaking (green) ---------------------------------------------------------------

def mapmaking_d(x: Ctx) -> Gen:
    """Demand: transfer a 1 from your score pile, if you have one, to my score pile."""
    ones = [c for c in x.pl.score if AGE[c] == 1]
    c = yield from x.choose_card(ones, translate(
        "effects", "Give a 1 from your score pile to {player}.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, verbs.SCORE)
        x.memo["moved"] = True


def mapmaking_2(x: Ctx) -> None:
    """If any card was transferred by the demand of this action, draw and score a 1."""
    if x.memo.get("moved"):
        x.draw_and_score(1)


# ---- Canal Building (yellow) -----------------------------------------------------------

def canal_building_1(x: Ctx) -> Gen:
    """You may exchange all the highest cards in your hand with all the highest
    cards in your score pile (asked when either is non-empty; an exchange with one
    side empty still moves the other side)."""
    if not x.pl.hand and not x.pl.score:
        return
    if not (yield from x.yesno(translate(
        "effects", "Exchange the highest cards in your hand with the highest cards in your score pile?"))):
        return
    verbs.exchange(x.s, x.me, highest(x.pl.hand), (verbs.HAND, x.me),
                   highest(x.pl.score), (verbs.SCORE, x.me))


# ---- Fermenting (yellow) -------------------------------------------------------------

def fermenting_1(x: Ctx) -> None:
    """Draw a 2 for each color on your board whose pile shows at least one leaf
    (last edition)."""
    n = sum(1 for color in range(5) if x.pl.pile_icons(color)[LEAF] > 0)
    for _ in range(n):
        x.draw(2)


def fermenting_1_first(x: Ctx) -> None:
    """Draw a 2 for every two leaves visible on your board (first edition)."""
    for _ in range(x.pl.icon_count(LEAF) // 2):
        x.draw(2)


# ---- Monotheism (purple) ----------------------------------------------------------------

def monotheism_d(x: Ctx) -> Gen:
    """Demand: transfer a top card of a color that is not on my board from your
    board to my score pile; if you do, draw and tuck a 1."""
    dp = x.dp
    ok = [c for c in x.pl.tops() if not dp.board[COLOR[c]]]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a top card of a color {player} does not have to their score pile.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, verbs.SCORE)
        x.draw_and_tuck(1)


def monotheism_2(x: Ctx) -> None:
    """Draw and tuck a 1."""
    x.draw_and_tuck(1)


# ---- Philosophy (purple) ------------------------------------------------------------------

def philosophy_1(x: Ctx) -> Gen:
    """You may splay left any one color of your cards."""
    yield from x.may_splay_one(range(5), LEFT, translate("effects", "You may splay one color of your cards left."))


def philosophy_2(x: Ctx) -> Gen:
    """You may score a card from your hand."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may score a card from your hand."), may=True)
    if c is not None:
        x.score(c)


register("Calendar", [calendar_1])
register("Mathematics", [mathematics_1])
register("Construction", [construction_d, construction_2])
register("Road Building", [road_building_1])
register("Currency", [currency_1])
register("Mapmaking", [mapmaking_d, mapmaking_2])
register("Canal Building", [canal_building_1])
register("Fermenting", [fermenting_1], first=[fermenting_1_first])
register("Monotheism", [monotheism_d, monotheism_2])
register("Philosophy", [philosophy_1, philosophy_2])
