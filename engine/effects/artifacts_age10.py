"""Artifacts of History, age 10 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from .. import verbs
from ..msg import translate
from ..cards import BY_NAME, COLOR, YELLOW
from ..dogma import Ctx, Gen, highest, register
from .artifacts_common import execute_all, visible_cards


# ---- Rover Curiosity (blue) ------------------------------------------------------------------

def rover_curiosity_1(x: Ctx) -> Gen:
    """Draw and meld an Artifact 10 (a base 10 if that pile is empty); carry out all
    of its effects as if they were on this card, without sharing."""
    c = x.draw_and_meld(10, card_set="artifacts")
    yield from execute_all(x, c)


# ---- Higgs Boson (blue) -----------------------------------------------------------------------

def higgs_boson_1(x: Ctx) -> None:
    """Move every card of your board into your score pile (a transfer)."""
    for color in range(5):
        for c in list(reversed(x.pl.board[color])):
            x.transfer(c, x.me, "score")


# ---- Exxon Valdez (red) --------------------------------------------------------------------------

def exxon_valdez_c(x: Ctx) -> None:
    """Compel: remove every card of your hand, score pile, board and achievements
    from the game; you lose. If a single player is left, that player wins.

    :func:`engine.verbs.eliminate`: in a 2-player or team game the compelling side
    wins at once; with 3 or 4 players the others play on without you."""
    verbs.eliminate(x.s, x.me, x.demanding)


# ---- Maldives (red) ------------------------------------------------------------------------------

def _return_down_to(x: Ctx, zone: list[int], keep: int, what: str) -> Gen:
    k = len(zone) - keep
    if k <= 0:
        return
    if what == "hand":
        ask = translate("engine", "Return {n} card(s) from your hand (keep {keep}).", n=k, keep=keep)
    else:
        ask = translate("engine", "Return {n} card(s) from your score pile (keep {keep}).", n=k, keep=keep)
    got = yield from x.choose_cards(zone, k, k, ask)
    for c in got:
        x.return_(c)


def maldives_c(x: Ctx) -> Gen:
    """Compel: return cards from your hand until two remain, and from your score
    pile until two remain."""
    yield from _return_down_to(x, x.pl.hand, 2, "hand")
    yield from _return_down_to(x, x.pl.score, 2, "score pile")


def maldives_1(x: Ctx) -> Gen:
    """Return cards from your score pile until four remain."""
    yield from _return_down_to(x, x.pl.score, 4, "score pile")


# ---- Maastricht Treaty (green) -------------------------------------------------------------------

def maastricht_treaty_1(x: Ctx) -> None:
    """If your score pile holds more cards than every other player's, you win."""
    n = len(x.pl.score)
    if all(n > len(x.s.players[q].score) for q in x.others()):
        x.win()


# ---- Seikan Tunnel (green) ------------------------------------------------------------------------

def seikan_tunnel_1(x: Ctx) -> None:
    """If one of your colors shows at least as many cards as every pile of every
    other player, you win (cards showing, as the card says; BGA compares whole
    piles)."""
    mine = max(visible_cards(x.pl, k) for k in range(5))
    others = max((visible_cards(x.s.players[q], k) for q in x.others() for k in range(5)), default=0)
    if mine > 0 and mine >= others:
        x.win()


# ---- Dolly the Sheep (yellow) -----------------------------------------------------------------------

def dolly_the_sheep_1(x: Ctx) -> Gen:
    """You may score your bottom yellow card; you may draw and tuck a 1. Then, if
    your bottom yellow card is Domestication, you win; otherwise meld the highest
    card in your hand, then draw a 10 (the 3rd-edition card; BGA draws an 11)."""
    pile = x.pl.board[YELLOW]
    if pile and (yield from x.yesno(translate("engine", "Score your bottom yellow card?"))):
        x.score(pile[0])
    if (yield from x.yesno(translate("engine", "Draw and tuck a 1?"))):
        x.draw_and_tuck(1)
    pile = x.pl.board[YELLOW]
    if pile and pile[0] == BY_NAME["Domestication"]:
        x.win()
        return
    c = yield from x.choose_card(highest(x.pl.hand), translate("engine", "Meld the highest card in your hand."))
    if c is not None:
        x.meld(c)
    x.draw(10)


# ---- Where's Waldo? (yellow) --------------------------------------------------------------------------

def wheres_waldo_1(x: Ctx) -> None:
    """You win."""
    x.win()


# ---- DeLorean DMC-12 (purple) --------------------------------------------------------------------------

def delorean_1(x: Ctx) -> None:
    """If DeLorean DMC-12 is a top card on any board, remove every top card of every
    board and every card of every hand from the game."""
    d = BY_NAME["DeLorean DMC-12"]
    if not any(d in p.tops() for p in x.s.players):
        return
    for q, p in enumerate(x.s.players):
        for c in list(p.tops()) + list(p.hand):
            verbs.remove_from_play(x.s, q, c)
    verbs.emit(x.s, translate("engine", "{player} removes every top card and every card in hand from the game.",
                               player=x.name()), kind="remove")


# ---- Twister (purple) -----------------------------------------------------------------------------------

def twister_c(x: Ctx) -> Gen:
    """Compel: reveal your score pile; for each color in it, meld a card of that
    color from your score pile."""
    for c in x.pl.score:
        x.reveal(c)
    for color in sorted({COLOR[c] for c in x.pl.score}):
        c = yield from x.choose_card([s for s in x.pl.score if COLOR[s] == color],
                                     translate("engine", "Meld a card of this color from your score pile."))
        if c is not None:
            x.meld(c)


register("Rover Curiosity", [rover_curiosity_1])
register("Higgs Boson", [higgs_boson_1])
register("Exxon Valdez", [exxon_valdez_c])
register("Maldives", [maldives_c, maldives_1])
register("Maastricht Treaty", [maastricht_treaty_1])
register("Seikan Tunnel", [seikan_tunnel_1])
register("Dolly the Sheep", [dolly_the_sheep_1])
register("Where's Waldo?", [wheres_waldo_1])
register("DeLorean DMC-12", [delorean_1])
register("Twister", [twister_c])
