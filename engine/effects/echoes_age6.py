"""Echoes of the Past, age 6 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

from ..cards import AGE, BLUE, COLOR, GREEN, HEX, RED, RIGHT, YELLOW
from ..dogma import Ctx, Gen, lowest, register
from ..echoes import visible_count
from ..msg import translate
from .echoes_common import any_value, can_achieve_value, recall, remember


# ---- Bifocals -----------------------------------------------------------------------------

def bifocals_e(x: Ctx) -> Gen:
    v = yield from any_value(x)
    x.draw_and_foreshadow(v)


def bifocals_1(x: Ctx) -> Gen:
    """You may return a forecast card; if you did, draw and foreshadow one of its value."""
    c = yield from x.choose_card(x.pl.forecast, translate("engine", "You may return a card from your forecast."),
                                 may=True)
    if c is not None:
        x.return_(c)
        x.draw_and_foreshadow(AGE[c])


def bifocals_2(x: Ctx) -> Gen:
    yield from x.may_splay(GREEN, RIGHT)


# ---- Stethoscope -------------------------------------------------------------------------

def stethoscope_e(x: Ctx) -> Gen:
    """Meld a blue or yellow card from your hand (remembered for the other effect)."""
    c = yield from x.choose_card([h for h in x.pl.hand if COLOR[h] in (BLUE, YELLOW)],
                                 translate("engine", "Meld a blue or yellow card from your hand."))
    if c is not None:
        x.meld(c)
        remember(x, "Stethoscope", c)


def stethoscope_1(x: Ctx) -> None:
    """Draw a 7; if the echo effect melded a blue card, draw an 8 too."""
    x.draw(7)
    c = recall(x, "Stethoscope")
    if c is not None and COLOR[c] == BLUE:
        x.draw(8)


def stethoscope_2(x: Ctx) -> Gen:
    yield from x.may_splay(YELLOW, RIGHT)


# ---- Loom ------------------------------------------------------------------------------------

def loom_e(x: Ctx) -> Gen:
    c = yield from x.choose_card(lowest(x.pl.tops()), translate("engine", "Score your lowest top card."))
    if c is not None:
        x.score(c)


def loom_1(x: Ctx) -> Gen:
    """You may return two score cards of different values (picked one after the
    other); if you did, draw and tuck three 6s."""
    if len({AGE[c] for c in x.pl.score}) < 2:
        return
    first = yield from x.choose_card(x.pl.score, translate(
        "engine", "You may return two cards of different values from your score pile: the first one."), may=True)
    if first is None:
        return
    second = yield from x.choose_card([c for c in x.pl.score if AGE[c] != AGE[first]],
                                      translate("engine", "The second card, of another value."))
    x.return_(first)
    x.return_(second)
    for _ in range(3):
        x.draw_and_tuck(6)


def loom_2(x: Ctx) -> None:
    if any(visible_count(x.pl, color, HEX) >= 5 for color in range(5)):
        x.claim("Heritage")


# ---- Shrapnel ---------------------------------------------------------------------------------

def shrapnel_d(x: Ctx) -> None:
    """Demand: draw and tuck a 6; move the top two cards of its color from your board
    into my score pile; then the bottom card of that color on my board into your score pile."""
    c = x.draw_and_tuck(6)
    color = COLOR[c]
    for _ in range(2):
        t = x.pl.top(color)
        if t is not None:
            x.transfer(t, x.demanding, "score")
    pile = x.dp.board[color]
    if pile:
        x.transfer(pile[0], x.me, "score")


# ---- Hot Air Balloon ---------------------------------------------------------------------------

def hot_air_balloon_e(x: Ctx) -> None:
    x.draw_and_score(7)


def hot_air_balloon_1(x: Ctx) -> Gen:
    """You may achieve (if eligible) another player's top card of a value they hold
    an achievement of; if you did, move your top green card onto their board.
    Otherwise draw and meld a 7."""
    opts = []
    for q in x.others():
        held = {AGE[a] for a in x.s.players[q].achievements if isinstance(a, int)}
        opts += [t for t in x.s.players[q].tops() if AGE[t] in held and can_achieve_value(x, AGE[t])]
    c = yield from x.choose_card(opts, translate("engine", "You may achieve another player's top card."), may=True)
    if c is None:
        x.draw_and_meld(7)
        return
    owner = next(q for q in x.others() if c in x.s.players[q].tops())
    x.achieve(c)
    g = x.pl.top(GREEN)
    if g is not None:
        x.transfer(g, owner, "board")


# ---- Steamboat ----------------------------------------------------------------------------------

def steamboat_d(x: Ctx) -> Gen:
    """Demand: draw and reveal a 6: blue or yellow: it and your hand go to my hand;
    red or green: keep it, two score cards to my score pile; purple: keep it."""
    c = x.draw_and_reveal(6)
    if COLOR[c] in (BLUE, YELLOW):
        for h in list(x.pl.hand):
            x.transfer(h, x.demanding, "hand")
    elif COLOR[c] in (RED, GREEN):
        got = yield from x.choose_cards(x.pl.score, 2, 2, translate("engine", "Give {player} two score cards.",
                                                                    player=x.name(x.demander)))
        for s in got:
            x.transfer(s, x.demanding, "score")


# ---- Dentures -----------------------------------------------------------------------------------

def dentures_e(x: Ctx) -> None:
    remember(x, "Dentures", x.draw_and_tuck(6))


def dentures_1(x: Ctx) -> None:
    """Score the top two non-bottom cards of the color of the last card tucked by
    Dentures; if none can be scored, draw and tuck a 6 and repeat.

    The color comes from this player's own execution of Dentures' echo effect in
    this action (R4). When the echo effect did not run for them (Dentures carried
    out by Email, Karaoke or Sudoku, whose 3E texts run non-demand effects only),
    no card was tucked through Dentures and the effect does nothing (BGA
    ``Card391``: ``echoEffectWasExecuted``). An empty pile of that color (the
    tucked card left the board meanwhile) scores nothing and stops too."""
    for _ in range(50):         # each round tucks a card: the supply bounds it
        last = recall(x, "Dentures")
        if last is None:
            return
        pile = x.pl.board[COLOR[last]]
        if not pile:
            return
        scorable = pile[1:][-2:]
        if scorable:
            for c in reversed(scorable):
                x.score(c)
            return
        remember(x, "Dentures", x.draw_and_tuck(6))


def dentures_2(x: Ctx) -> Gen:
    yield from x.may_splay(BLUE, RIGHT)


# ---- Morphine -----------------------------------------------------------------------------------

def morphine_e(x: Ctx) -> Gen:
    c = yield from x.choose_card([h for h in x.pl.hand if AGE[h] % 2 == 1],
                                 translate("engine", "Score an odd-valued card from your hand."))
    if c is not None:
        x.score(c)


def morphine_d(x: Ctx) -> None:
    """Demand: return every odd-valued card in your hand, then draw a 6."""
    got = [h for h in x.pl.hand if AGE[h] % 2 == 1]
    for c in got:
        x.return_(c)
    x.memo["Morphine returned"] = x.memo.get("Morphine returned", []) + got
    x.draw(6)


def morphine_1(x: Ctx) -> None:
    got = x.memo.get("Morphine returned", [])
    if got:
        x.draw(max(AGE[c] for c in got) + 1)


def morphine_2(x: Ctx) -> Gen:
    yield from x.may_splay(RED, RIGHT)


# ---- Indian Clubs --------------------------------------------------------------------------------

def indian_clubs_d(x: Ctx) -> Gen:
    got = yield from x.choose_cards(x.pl.score, 2, 2, translate("engine", "Return two cards from your score pile."))
    for c in got:
        x.return_(c)


def indian_clubs_1(x: Ctx) -> Gen:
    """For each value in your score pile, score a card of that value from your hand."""
    for v in sorted({AGE[c] for c in x.pl.score}):
        c = yield from x.choose_card([h for h in x.pl.hand if AGE[h] == v],
                                     translate("engine", "Score a {age} from your hand.", age=v))
        if c is not None:
            x.score(c)


# ---- Kaleidoscope --------------------------------------------------------------------------------

def kaleidoscope_1(x: Ctx) -> Gen:
    c = x.draw_and_meld(7)
    yield from x.may_splay(COLOR[c], RIGHT)


register("Bifocals", [bifocals_e, bifocals_1, bifocals_2])
register("Stethoscope", [stethoscope_e, stethoscope_1, stethoscope_2])
register("Loom", [loom_e, loom_1, loom_2])
register("Shrapnel", [shrapnel_d])
register("Hot Air Balloon", [hot_air_balloon_e, hot_air_balloon_1])
register("Steamboat", [steamboat_d])
register("Dentures", [dentures_e, dentures_1, dentures_2])
register("Morphine", [morphine_e, morphine_d, morphine_1, morphine_2])
register("Indian Clubs", [indian_clubs_d, indian_clubs_1])
register("Kaleidoscope", [kaleidoscope_1])
