"""Age 10 card effects (Bioengineering ... The Internet).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``. Win conditions that name
"the single player" go through :func:`engine.effects.age8.win_single`.
"""
from __future__ import annotations

from .. import verbs
from ..cards import AGE, BY_NAME, CLOCK, FACTORY, GREEN, LEAF, UP
from ..msg import translate
from ..dogma import Ctx, Gen, register, with_icon
from .age8 import extreme_players, win_single

ROBOTICS = BY_NAME["Robotics"]
SOFTWARE = BY_NAME["Software"]


# ---- Bioengineering (blue) -------------------------------------------------------

def bioengineering_1(x: Ctx) -> Gen:
    """Transfer a top card with a leaf from any opponent's board to your score pile."""
    opts = [c for q in x.opponents() for c in with_icon(x.s.players[q].tops(), LEAF)]
    c = yield from x.choose_card(opts, translate(
        "effects", "Take a top card with a leaf from an opponent's board into your score pile."))
    if c is not None:
        x.transfer(c, x.me, "score")


def bioengineering_2(x: Ctx) -> None:
    """If any player has fewer than three leaves on their board, the single player
    with the most leaves wins (a tie between opponents: nobody wins; partners in a
    team game count as one side)."""
    live = x.s.live_players()      # a player out of the game (Exxon Valdez) does not count
    leaves = [x.s.players[q].icon_count(LEAF) for q in live]
    if min(leaves) < 3:
        win_single(x, [live[i] for i in extreme_players(leaves, most=True)])


# ---- Software (blue) --------------------------------------------------------------

def software_1(x: Ctx) -> None:
    """Draw and score a 10."""
    x.draw_and_score(10)


def software_2(x: Ctx) -> Gen:
    """Draw and meld two 10s, then carry out the second card's non-demand effects
    yourself only (no sharing)."""
    x.draw_and_meld(10)
    c = x.draw_and_meld(10)
    yield from x.execute(c)


# ---- Miniaturization (red) ----------------------------------------------------------

def miniaturization_1(x: Ctx) -> Gen:
    """You may return a card from your hand. If it was a 10, draw a 10 for each
    different value among the cards of your score pile."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is None:
        return
    x.return_(c)
    if AGE[c] == 10:
        for _ in range(len({AGE[s] for s in x.pl.score})):
            x.draw(10)


# ---- Robotics (red) -------------------------------------------------------------------

def robotics_1(x: Ctx) -> Gen:
    """Score your top green card. Then draw and meld a 10, and carry out its
    non-demand effects yourself only (no sharing)."""
    g = x.pl.top(GREEN)
    if g is not None:
        x.score(g)
    c = x.draw_and_meld(10)
    yield from x.execute(c)


# ---- Databases (green) ----------------------------------------------------------------

def databases_d(x: Ctx) -> Gen:
    """Demand: return half of the cards of your score pile, rounded up (you choose
    which)."""
    k = (len(x.pl.score) + 1) // 2
    got = yield from x.choose_cards(x.pl.score, k, k, translate(
        "effects", "Return {n} card(s) from your score pile.", n=k))
    for c in got:
        x.return_(c)


# ---- Self Service (green) -------------------------------------------------------------

def self_service_1(x: Ctx) -> Gen:
    """Carry out the non-demand effects of any other top card of your board yourself
    only (no sharing)."""
    opts = [c for c in x.pl.tops() if c != x.card]
    c = yield from x.choose_card(opts, translate("effects", "Choose a top card whose effects you carry out."))
    if c is not None:
        yield from x.execute(c)


def self_service_2(x: Ctx) -> None:
    """If you have more achievements than each other player, you win (strictly
    more; in a team game the partners' achievements add up against the other team)."""
    mine = x.s.achievement_count(x.me)
    if all(mine > x.s.achievement_count(q) for q in x.opponents()):
        x.win()


# ---- Globalization (yellow) -------------------------------------------------------------

def globalization_d(x: Ctx) -> Gen:
    """Demand: return a top card with a leaf from your board."""
    c = yield from x.choose_card(with_icon(x.pl.tops(), LEAF), translate("effects", "Return a top card with a leaf."))
    if c is not None:
        x.return_(c)


def globalization_2(x: Ctx) -> None:
    """Draw and score a 6. Then, if no player has more leaves than factories on their
    board, the single player with the most points wins (a tie: nobody wins)."""
    x.draw_and_score(6)
    live = x.s.live_players()      # a player out of the game (Exxon Valdez) does not count
    counts = [x.s.players[q].icon_counts() for q in live]
    if all(c[LEAF] <= c[FACTORY] for c in counts):
        win_single(x, [live[i] for i in extreme_players([verbs.points(x.s, q) for q in live], most=True)])


# ---- Stem Cells (yellow) ------------------------------------------------------------------

def stem_cells_1(x: Ctx) -> Gen:
    """You may score every card in your hand (all or none)."""
    if not x.pl.hand:
        return
    if (yield from x.yesno(translate("effects", "Score your whole hand?"))):
        for c in list(x.pl.hand):
            x.score(c)


# ---- A.I. (purple) -----------------------------------------------------------------------

def ai_1(x: Ctx) -> None:
    """Draw and score a 10."""
    x.draw_and_score(10)


def ai_2(x: Ctx) -> None:
    """If Robotics and Software are both top cards (on any boards), the single player
    with the lowest score wins (a tie: nobody wins). That may be another player."""
    tops = {c for p in x.s.players for c in p.tops()}
    if ROBOTICS in tops and SOFTWARE in tops:
        live = x.s.live_players()  # a player out of the game (Exxon Valdez) does not count
        win_single(x, [live[i] for i in extreme_players([verbs.points(x.s, q) for q in live],
                                                        most=False)])


# ---- The Internet (purple) ---------------------------------------------------------------

def internet_1(x: Ctx) -> Gen:
    """You may splay your green cards up."""
    yield from x.may_splay(GREEN, UP)


def internet_2(x: Ctx) -> None:
    """Draw and score a 10."""
    x.draw_and_score(10)


def internet_3(x: Ctx) -> None:
    """Draw and meld a 10 for every two clocks on your board (counted once, before
    melding)."""
    for _ in range(x.pl.icon_count(CLOCK) // 2):
        x.draw_and_meld(10)


register("Bioengineering", [bioengineering_1, bioengineering_2])
register("Software", [software_1, software_2])
register("Miniaturization", [miniaturization_1])
register("Robotics", [robotics_1])
register("Databases", [databases_d])
register("Self Service", [self_service_1, self_service_2])
register("Globalization", [globalization_d, globalization_2])
register("Stem Cells", [stem_cells_1])
register("A.I.", [ai_1, ai_2])
register("The Internet", [internet_1, internet_2, internet_3])

