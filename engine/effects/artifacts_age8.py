"""Artifacts of History, age 8 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from .. import verbs
from ..cards import AGE, CARDS, CLOCK, COLOR, UP, YELLOW
from ..dogma import Ctx, Gen, register, with_icon
from ..msg import translate
from .artifacts_common import claim_any, execute_all, face, highest_top_value, is_relic


# ---- Parnell Pitch Drop (blue) ------------------------------------------------------------

def parnell_pitch_drop_1(x: Ctx) -> None:
    """Draw and meld a card one value higher than your highest top card; if it shows
    exactly three clocks, you win."""
    c = x.draw_and_meld(highest_top_value(x) + 1)
    if CARDS[c].icons.count(CLOCK) == 3:
        x.win()


# ---- Earhart's Lockheed Electra 10E (blue) ------------------------------------------------------

def earharts_lockheed_electra_1(x: Ctx) -> Gen:
    """For each value from 8 down to 1, return a top card of yours of that value.
    If you returned eight cards, you win; otherwise claim an available achievement
    (special ones too, like BGA), ignoring eligibility."""
    n = 0
    for v in range(8, 0, -1):
        c = yield from x.choose_card([t for t in x.pl.tops() if face(t) == v],
                                     translate("engine", "Return a top card of value {age}.", age=v))
        if c is not None:
            x.return_(c)
            n += 1
    if n == 8:
        x.win()
    else:
        yield from claim_any(x)


# ---- Battleship Bismarck (red) ----------------------------------------------------------------------

def battleship_bismarck_c(x: Ctx) -> None:
    """Compel: draw and reveal an 8; return every card of its color from your board."""
    c = x.draw_and_reveal(8)
    for b in list(reversed(x.pl.board[COLOR[c]])):
        x.return_(b)


# ---- Ocean Liner Titanic (green) ----------------------------------------------------------------------

def ocean_liner_titanic_1(x: Ctx) -> None:
    """Score the bottom card of each of your piles."""
    for color in range(5):
        if x.pl.board[color]:
            x.score(x.pl.board[color][0])


# ---- Meiji-Mura Stamp Vending Machine (green) -----------------------------------------------------------

def meiji_mura_1(x: Ctx) -> Gen:
    """Return a card from your hand; draw and score three cards of its value (none
    returned: 1s)."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
    v = 0
    if c is not None:
        v = AGE[c]
        x.return_(c)
    for _ in range(3):
        x.draw_and_score(v)


# ---- Plush Beweglich Rod Bear (yellow) --------------------------------------------------------------------

def plush_beweglich_rod_bear_1(x: Ctx) -> Gen:
    """Choose a value; splay up every color whose top card has it; then every player
    returns every card of that value from their score pile."""
    values = sorted(set(range(1, 11)) | {face(t) for t in x.pl.tops()})
    v = yield from x.choose_number(values, translate("engine", "Choose a value."))
    for t in list(x.pl.tops()):
        if face(t) == v:
            x.splay(COLOR[t], UP)
    for q in [x.me] + x.others():
        for c in [c for c in x.s.players[q].score if AGE[c] == v]:
            verbs.return_card(x.s, q, c)


# ---- Time (yellow) ------------------------------------------------------------------------------------------

def time_c(x: Ctx) -> Gen:
    """Compel: move a non-yellow top card with a clock from your board to mine; if
    you did, repeat."""
    while True:
        opts = [t for t in with_icon(x.pl.tops(), CLOCK) if COLOR[t] != YELLOW]
        c = yield from x.choose_card(
            opts,
            translate(
                "engine", "Move a non-yellow top card with a clock to {player}'s board.", player=x.name(x.demander)
            ),
        )
        if c is None:
            return
        x.transfer(c, x.demanding, "board")


# ---- Garland's Ruby Slippers (purple) --------------------------------------------------------------------------

def garlands_ruby_slippers_1(x: Ctx) -> Gen:
    """Meld an 8 from your hand; if it has no effects at all, you win; otherwise
    carry out all of its effects as if they were on this card, without sharing."""
    c = yield from x.choose_card(
        [h for h in x.pl.hand if AGE[h] == 8], translate("engine", "Meld an 8 from your hand.")
    )
    if c is None:
        return
    x.meld(c)
    if not CARDS[c].effects:
        x.win()
    else:
        yield from execute_all(x, c)


# ---- '30 World Cup Final Ball (purple) -----------------------------------------------------------------------

def world_cup_final_ball_c(x: Ctx) -> Gen:
    """Compel: return one of your achievements (standard ones; like BGA, never a
    relic)."""
    opts = [a for a in x.pl.achievements if isinstance(a, int) and not is_relic(a)]
    c = yield from x.choose_card(opts, translate("engine", "Return one of your achievements."))
    if c is not None:
        x.return_(c)


def world_cup_final_ball_1(x: Ctx) -> None:
    """Draw and reveal an 8. If exactly one player has the highest top card of its
    color, that player takes it into their achievements and you repeat; otherwise
    keep it."""
    while True:
        c = x.draw_and_reveal(8)
        color = COLOR[c]
        holders = [(face(t), q) for q, p in enumerate(x.s.players) if (t := p.top(color)) is not None]
        if not holders:
            return
        best = max(v for v, _ in holders)
        top = [q for v, q in holders if v == best]
        if len(top) != 1:
            return
        verbs.transfer(x.s, x.me, c, top[0], verbs.ACHIEVEMENTS)


register("Parnell Pitch Drop", [parnell_pitch_drop_1])
register("Earhart's Lockheed Electra 10E", [earharts_lockheed_electra_1])
register("Battleship Bismarck", [battleship_bismarck_c])
register("Battleship Yamato", [])
register("Ocean Liner Titanic", [ocean_liner_titanic_1])
register("Meiji-Mura Stamp Vending Machine", [meiji_mura_1])
register("Plush Beweglich Rod Bear", [plush_beweglich_rod_bear_1])
register("Time", [time_c])
register("Garland's Ruby Slippers", [garlands_ruby_slippers_1])
register("'30 World Cup Final Ball", [world_cup_final_ball_c, world_cup_final_ball_1])
