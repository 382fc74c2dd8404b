"""Age 9 card effects (Computers ... Specialization).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``.
"""
from __future__ import annotations

from ..cards import BLUE, BY_NAME, CARDS, COLOR, GREEN, LEAF, PURPLE, RED, UP, YELLOW
from ..msg import translate
from ..dogma import Ctx, Gen, EndDogma, highest, register
from .. import verbs


# ---- Computers (blue) -----------------------------------------------------------------

def computers_1(x: Ctx) -> Gen:
    """You may splay your red cards or your green cards up."""
    yield from x.may_splay_one([RED, GREEN], UP)


def computers_2(x: Ctx) -> Gen:
    """Draw and meld a 10, then carry out its non-demand effects yourself only
    (no sharing)."""
    c = x.draw_and_meld(10)
    yield from x.execute(c)


# ---- Genetics (blue) -------------------------------------------------------------------

def genetics_1(x: Ctx) -> None:
    """Draw and meld a 10, then score every card beneath it in its pile."""
    c = x.draw_and_meld(10)
    pile = x.pl.board[COLOR[c]]
    if c in pile:
        for under in list(reversed(pile[:pile.index(c)])):
            x.score(under)


# ---- Composites (red) ------------------------------------------------------------------

def composites_d(x: Ctx) -> Gen:
    """Demand: transfer all but one card from your hand to my hand (you keep the one
    you choose), and also transfer the highest card of your score pile to my score
    pile (you choose among ties)."""
    n = max(len(x.pl.hand) - 1, 0)
    got = yield from x.choose_cards(x.pl.hand, n, n,
                                    translate(
                                        "effects", "Give all but one card of your hand to {player}.",
                                                   player=x.name(x.demander)))
    for c in got:
        x.transfer(c, x.demanding, "hand")
    c = yield from x.choose_card(highest(x.pl.score),
                                 translate(
                                     "effects", "Give the highest card of your score pile to {player}.",
                                                player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "score")


# ---- Fission (red) ------------------------------------------------------------------

def fission_d(x: Ctx) -> None:
    """Demand: draw (and reveal) a 10. If it is red, every hand, board and score
    pile of every player is removed from the game (achievements and the supply
    stay), and the whole dogma action ends at once."""
    c = x.draw_and_reveal(10)
    if COLOR[c] != RED:
        return
    x.log(translate("effects", "{card} is red: every hand, board and score pile is removed from the game.", card=c))
    for pl in x.s.players:
        for card in pl.hand + pl.score + [k for pile in pl.board for k in pile]:
            verbs.remove_from_play(x.s, x.me, card)
    raise EndDogma()


FISSION = BY_NAME["Fission"]


def _fission_return(x: Ctx) -> Gen:
    """Return a top card other than Fission from any board (your own and your
    partner's included)."""
    opts = [t for q in range(x.s.n) for t in x.s.players[q].tops() if t != FISSION]
    c = yield from x.choose_card(opts, translate("effects", "Return a top card other than Fission from any board."))
    if c is not None:
        x.return_(c)


def fission_2(x: Ctx) -> Gen:
    """(Last edition) Return a top card other than Fission from any player's board,
    then draw a 10."""
    yield from _fission_return(x)
    x.draw(10)


def fission_2_first(x: Ctx) -> Gen:
    """(First edition) Return a top card other than Fission from any player's board."""
    yield from _fission_return(x)


# ---- Collaboration (green) ---------------------------------------------------------

def collaboration_d(x: Ctx) -> Gen:
    """Demand: draw and reveal two 9s; I (the demanding player) choose one of them
    and transfer it to my board; you meld the other."""
    a = x.draw_and_reveal(9)
    b = x.draw_and_reveal(9)
    c = yield from x.choose_card([a, b], translate(
        "effects", "Choose the card to take onto your board; {player} melds the other.", player=x.name()),
                                 player=x.demander)
    x.transfer(c, x.demanding, "board")
    x.meld(b if c == a else a)


def collaboration_2(x: Ctx) -> None:
    """If you have ten or more green cards on your board, you win."""
    if len(x.pl.board[GREEN]) >= 10:
        x.win()


# ---- Satellites (green) -------------------------------------------------------------

def satellites_1(x: Ctx) -> None:
    """Return every card in your hand, then draw three 8s."""
    for c in list(x.pl.hand):
        x.return_(c)
    for _ in range(3):
        x.draw(8)


def satellites_2(x: Ctx) -> Gen:
    """You may splay your purple cards up."""
    yield from x.may_splay(PURPLE, UP)


def satellites_3(x: Ctx) -> Gen:
    """Meld a card from your hand, then carry out its non-demand effects yourself
    only (no sharing)."""
    c = yield from x.choose_card(x.pl.hand, translate(
        "effects", "Meld a card from your hand; you then carry out its effects."))
    if c is None:
        return
    x.meld(c)
    yield from x.execute(c)


# ---- Ecology (yellow) ---------------------------------------------------------------

def ecology_1(x: Ctx) -> Gen:
    """You may return a card from your hand. If you do, score a card from your hand
    and draw two 10s."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is None:
        return
    x.return_(c)
    s = yield from x.choose_card(x.pl.hand, translate("effects", "Score a card from your hand."))
    if s is not None:
        x.score(s)
    x.draw(10)
    x.draw(10)


# ---- Suburbia (yellow) ------------------------------------------------------------------

def suburbia_1(x: Ctx) -> Gen:
    """You may tuck any number of cards from your hand; draw and score a 1 for each
    card you tucked."""
    got = yield from x.choose_cards(x.pl.hand, 0, len(x.pl.hand), translate(
        "effects", "You may tuck any number of cards from your hand."))
    for c in got:
        x.tuck(c)
    for _ in got:
        x.draw_and_score(1)


# ---- Services (purple) ----------------------------------------------------------------

def services_d(x: Ctx) -> Gen:
    """Demand: transfer all the highest cards of your score pile to my hand; if you
    transferred any, take a top card without a leaf from my board into your hand
    (you choose which)."""
    top = highest(x.pl.score)
    for c in top:
        x.transfer(c, x.demanding, "hand")
    if not top:
        return
    ok = [c for c in x.dp.tops() if LEAF not in CARDS[c].icons]
    c = yield from x.choose_card(ok, translate(
        "effects", "Take a top card without a leaf from {player}'s board.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.me, "hand")


# ---- Specialization (purple) ---------------------------------------------------------

def specialization_1(x: Ctx) -> Gen:
    """Reveal a card from your hand; take into your hand the top card of that color
    from every opponent's board.

    Team game (BGA; the partner is not an opponent): the partner's board is left
    alone."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "Reveal a card from your hand."))
    if c is None:
        return
    x.reveal(c)
    color = COLOR[c]
    for q in x.opponents():
        t = x.s.players[q].top(color)
        if t is not None:
            x.transfer(t, x.me, "hand")


def specialization_2(x: Ctx) -> Gen:
    """You may splay your yellow or your blue cards up."""
    yield from x.may_splay_one([BLUE, YELLOW], UP)


register("Computers", [computers_1, computers_2])
register("Genetics", [genetics_1])
register("Composites", [composites_d])
register("Fission", [fission_d, fission_2], first=[fission_d, fission_2_first])
register("Collaboration", [collaboration_d, collaboration_2])
register("Satellites", [satellites_1, satellites_2, satellites_3])
register("Ecology", [ecology_1])
register("Suburbia", [suburbia_1])
register("Services", [services_d])
register("Specialization", [specialization_1, specialization_2])
