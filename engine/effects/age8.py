"""Age 8 card effects (Quantum Theory ... Socialism).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``. The small helpers at
the top are shared with ages 9 and 10.
"""
from __future__ import annotations

from ..cards import (AGE, CARDS, CLOCK, COLOR, FACTORY, GREEN, LIGHTBULB, PURPLE, RED,
                     UP, YELLOW)
from ..msg import translate
from ..dogma import Ctx, Gen, highest, lowest, register, with_icon


# ---- helpers shared by the late ages ------------------------------------------------

def win_single(x: Ctx, candidates: list[int]) -> None:
    """A "single player ... wins" condition: ``candidates`` are the players who
    meet it. Rules (BGA): if they are one side (one player, or partners in a team
    game) that side wins at once; if several sides would win, nobody does and the
    game goes on."""
    if not candidates:
        return
    sides = {x.s.team_of(p) for p in candidates}
    if len(sides) == 1:
        x.win(candidates[0])


def extreme_players(values: list[int], most: bool) -> list[int]:
    """The player indexes holding the highest (``most``) or lowest value."""
    best = max(values) if most else min(values)
    return [i for i, v in enumerate(values) if v == best]


# ---- Quantum Theory (blue) ----------------------------------------------------------

def quantum_theory_1(x: Ctx) -> Gen:
    """You may return up to two cards from your hand. If you returned two, draw a
    10, then draw and score a 10."""
    got = yield from x.choose_cards(x.pl.hand, 0, 2, translate(
        "effects", "You may return up to two cards from your hand."))
    for c in got:
        x.return_(c)
    if len(got) == 2:
        x.draw(10)
        x.draw_and_score(10)


# ---- Rocketry (blue) ----------------------------------------------------------------

def rocketry_1(x: Ctx) -> Gen:
    """For every two clocks on your board, return a card from any opponent's score
    pile (you pick the cards among all opponents' score piles, in one question)."""
    n = x.pl.icon_count(CLOCK) // 2
    pool = [c for q in x.opponents() for c in x.s.players[q].score]
    got = yield from x.choose_cards(pool, n, n, translate(
        "effects", "Return {n} card(s) from opponents' score piles.", n=n))
    for c in got:
        x.return_(c)


# ---- Flight (red) ---------------------------------------------------------------------

def flight_1(x: Ctx) -> Gen:
    """If your red cards are splayed up, you may splay any one color of your cards up."""
    if x.pl.splay[RED] != UP:
        return
    yield from x.may_splay_one(list(range(5)), UP)


def flight_2(x: Ctx) -> Gen:
    """You may splay your red cards up."""
    yield from x.may_splay(RED, UP)


# ---- Mobility (red) -----------------------------------------------------------------

def mobility_d(x: Ctx) -> Gen:
    """Demand: transfer your two highest non-red top cards without a factory from
    your board to my score pile; if you transferred any, draw an 8.

    Ruling (BGA, "refresh selection"): the two cards are taken one after the other,
    each the highest eligible top card at that moment, so a card uncovered by the
    first transfer may be the second. Framing (position spec): the engine takes the
    fixed part itself and asks only among tied cards; when no card beneath a tied
    card could compete (none is eligible and as high), the order cannot matter, so
    the tie is one question naming the cards moved (or none, if all must go)."""
    def eligible() -> list[int]:
        return [c for c in x.pl.tops() if COLOR[c] != RED and FACTORY not in CARDS[c].icons]

    def interferes(tied: list[int]) -> bool:
        age = AGE[tied[0]]
        for c in tied:
            pile = x.pl.board[COLOR[c]]
            if len(pile) >= 2 and FACTORY not in CARDS[pile[-2]].icons and AGE[pile[-2]] >= age:
                return True
        return False

    left = 2
    moved = 0
    prompt = translate(
        "effects", "Give your highest non-red top card(s) without a factory to {player}'s score pile.",
                   player=x.name(x.demander))
    while left > 0:
        tied = highest(eligible())
        if not tied:
            break
        if len(tied) > 1 and interferes(tied):
            got = yield from x.choose_cards(tied, 1, 1, prompt)
        else:
            got = yield from x.choose_cards(tied, min(left, len(tied)), min(left, len(tied)), prompt)
        for c in got:
            x.transfer(c, x.demanding, "score")
        moved += len(got)
        left -= len(got)
    if moved:
        x.draw(8)


# ---- Corporations (green) -----------------------------------------------------------

def corporations_d(x: Ctx) -> Gen:
    """Demand: transfer a top non-green card with a factory from your board to my
    score pile; if you do, draw and meld an 8."""
    ok = [c for c in with_icon(x.pl.tops(), FACTORY) if COLOR[c] != GREEN]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a top non-green card with a factory to {player}'s score pile.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "score")
        x.draw_and_meld(8)


def corporations_2(x: Ctx) -> None:
    """Draw and meld an 8."""
    x.draw_and_meld(8)


# ---- Mass Media (green) -------------------------------------------------------------

def mass_media_1(x: Ctx) -> Gen:
    """You may return a card from your hand. If you do, choose a value (1-10) and
    return every card of that value from all score piles (yours and, in a team
    game, your partner's included)."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is None:
        return
    x.return_(c)
    v = yield from x.choose_number(list(range(1, 11)), translate(
        "effects", "Choose a value: every card of it in any score pile is returned."))
    for q in [x.me] + x.others():
        for sc in [c2 for c2 in x.s.players[q].score if AGE[c2] == v]:
            x.return_(sc)


def mass_media_2(x: Ctx) -> Gen:
    """You may splay your purple cards up."""
    yield from x.may_splay(PURPLE, UP)


# ---- Antibiotics (yellow) -----------------------------------------------------------

def antibiotics_1(x: Ctx) -> Gen:
    """You may return up to three cards from your hand. For each different value
    among the returned cards, draw two 8s."""
    got = yield from x.choose_cards(x.pl.hand, 0, 3, translate(
        "effects", "You may return up to three cards from your hand."))
    for c in got:
        x.return_(c)
    for _ in range(2 * len({AGE[c] for c in got})):
        x.draw(8)


# ---- Skyscrapers (yellow) -----------------------------------------------------------

def skyscrapers_d(x: Ctx) -> Gen:
    """Demand: transfer a top non-yellow card with a clock from your board to my
    board; if you do, score the card that was beneath it (your new top card of that
    color) and return every other card of that pile."""
    ok = [c for c in with_icon(x.pl.tops(), CLOCK) if COLOR[c] != YELLOW]
    c = yield from x.choose_card(ok, translate(
        "effects", "Give a top non-yellow card with a clock to {player}'s board.", player=x.name(x.demander)))
    if c is None:
        return
    x.transfer(c, x.demanding, "board")
    pile = x.pl.board[COLOR[c]]
    if pile:
        x.score(pile[-1])
    for rest in list(reversed(x.pl.board[COLOR[c]])):
        x.return_(rest)


# ---- Empiricism (purple) -------------------------------------------------------------

def empiricism_1(x: Ctx) -> Gen:
    """Choose two colors, then draw and reveal a 9. If it is one of the chosen
    colors, meld it and you may splay that color up; otherwise it stays in hand."""
    chosen = yield from x.choose_colors(range(5), 2, 2, translate("effects", "Choose two colors."))
    c = x.draw_and_reveal(9)
    if COLOR[c] in chosen:
        x.meld(c)
        yield from x.may_splay(COLOR[c], UP)


def empiricism_2(x: Ctx) -> None:
    """If you have twenty or more lightbulbs on your board, you win."""
    if x.pl.icon_count(LIGHTBULB) >= 20:
        x.win()


# ---- Socialism (purple) -----------------------------------------------------------------

def socialism_1(x: Ctx) -> Gen:
    """You may tuck all the cards in your hand (all or none). If at least one tucked
    card was purple, take all the lowest cards of every opponent's hand into yours.

    Team game (BGA; the partner is not an opponent): nothing is taken from the
    partner's hand."""
    if not x.pl.hand:
        return
    if not (yield from x.yesno(translate("effects", "Tuck your whole hand?"))):
        return
    cards = list(x.pl.hand)
    for c in cards:
        x.tuck(c)
    if any(COLOR[c] == PURPLE for c in cards):
        for q in x.opponents():
            for c in lowest(x.s.players[q].hand):
                x.transfer(c, x.me, "hand")


register("Quantum Theory", [quantum_theory_1])
register("Rocketry", [rocketry_1])
register("Flight", [flight_1, flight_2])
register("Mobility", [mobility_d])
register("Corporations", [corporations_d, corporations_2])
register("Mass Media", [mass_media_1, mass_media_2])
register("Antibiotics", [antibiotics_1])
register("Skyscrapers", [skyscrapers_d])
register("Empiricism", [empiricism_1, empiricism_2])
register("Socialism", [socialism_1])

__all__ = ["win_single", "extreme_players"]
