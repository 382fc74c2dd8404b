"""Echoes of the Past, age 4 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

from ..cards import AGE, BLUE, CARD_ICONS, CASTLE, CLOCK, COLOR, LEFT, LIGHTBULB, PURPLE, RED, RIGHT, UP, YELLOW
from .. import verbs
from ..dogma import Ctx, Gen, register
from ..echoes import visible_bonuses
from ..msg import translate
from .echoes_common import can_achieve_value, highest_bonus


# ---- Slide Rule ----------------------------------------------------------------------------

def slide_rule_1(x: Ctx) -> Gen:
    yield from x.may_splay(YELLOW, RIGHT)


def slide_rule_2(x: Ctx) -> None:
    """Draw a card of your lowest top card's value plus the number of your splayed colors."""
    low = min((AGE[t] for t in x.pl.tops()), default=0)
    x.draw(low + sum(1 for d in x.pl.splay if d))


# ---- Telescope -----------------------------------------------------------------------------

def telescope_e(x: Ctx) -> None:
    x.draw_and_foreshadow(5)


def telescope_1(x: Ctx) -> Gen:
    """You may put a forecast card back on top of its supply pile; if you did,
    achieve a card from your forecast if eligible."""
    c = yield from x.choose_card(x.pl.forecast, translate("engine", "You may put a forecast card back on its pile."),
                                 may=True)
    if c is None:
        return
    verbs.put_back_on_top(x.s, x.me, c)
    ok = [f for f in x.pl.forecast if can_achieve_value(x, AGE[f])]
    a = yield from x.choose_card(ok, translate("engine", "Achieve a card from your forecast."))
    if a is not None:
        x.achieve(a)


# ---- Kobukson -------------------------------------------------------------------------------

def kobukson_e(x: Ctx) -> Gen:
    """Splay left one color on any player's board."""
    opts = [(q, c) for q in [x.me] + x.others() for c in range(5) if verbs.can_splay(x.s, q, c, LEFT)]
    if not opts:
        return
    players = list(dict.fromkeys(q for q, _ in opts))
    q = yield from x.choose_player(players, translate("engine", "Splay a color left on whose board?"))
    color = yield from x.choose_color([c for p, c in opts if p == q], translate("engine", "Which color?"))
    verbs.splay(x.s, q, color, LEFT, actor=x.me)


def kobukson_d(x: Ctx) -> None:
    """Demand: return all your top cards with a castle, then draw and tuck a 4."""
    got = [t for t in x.pl.tops() if CASTLE in CARD_ICONS[t]]
    for c in got:
        x.return_(c)
    x.memo["Kobukson returned"] = x.memo.get("Kobukson returned", 0) + len(got)
    x.draw_and_tuck(4)


def kobukson_1(x: Ctx) -> None:
    """For every two cards the demand returned (all opponents together), draw and tuck a 4."""
    for _ in range(x.memo.get("Kobukson returned", 0) // 2):
        x.draw_and_tuck(4)


# ---- Shuriken ------------------------------------------------------------------------------

def shuriken_d(x: Ctx) -> Gen:
    """Demand: move a non-red top card with a castle or a lightbulb onto my board;
    if you did, draw a 4."""
    opts = [t for t in x.pl.tops() if COLOR[t] != RED and (CASTLE in CARD_ICONS[t] or LIGHTBULB in CARD_ICONS[t])]
    c = yield from x.choose_card(opts, translate("engine", "Move a top card to {player}'s board.",
                                                 player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")
        x.draw(4)


def shuriken_1(x: Ctx) -> Gen:
    yield from x.may_splay(PURPLE, RIGHT)


# ---- Chintz --------------------------------------------------------------------------------

def chintz_1(x: Ctx) -> None:
    x.draw(4)


def chintz_2(x: Ctx) -> None:
    """If you have exactly one card in hand, draw a 4, then draw and score a 4."""
    if len(x.pl.hand) == 1:
        x.draw(4)
        x.draw_and_score(4)


# ---- Globe ---------------------------------------------------------------------------------

def globe_1(x: Ctx) -> Gen:
    """You may return one to three cards of one color from your hand: one splays a
    color left, two right, three up; then, if you returned any, draw and foreshadow a 6."""
    colors = sorted({COLOR[h] for h in x.pl.hand})
    if not colors:
        return
    color = yield from x.choose_color(colors, translate("engine", "You may return cards of one color: which color?"),
                                      may=True)
    if color is None:
        return
    got = yield from x.choose_cards([h for h in x.pl.hand if COLOR[h] == color], 1, 3,
                                    translate("engine", "Return one, two or three {color} cards.", color=color))
    for c in got:
        x.return_(c)
    direction = {1: LEFT, 2: RIGHT, 3: UP}[len(got)]
    opts = [c for c in range(5) if x.can_splay(c, direction)]
    col = yield from x.choose_color(opts, translate("engine", "Splay which color {splay}?", splay=direction))
    if col is not None:
        x.splay(col, direction)
    x.draw_and_foreshadow(6)


# ---- Barometer -----------------------------------------------------------------------------

def barometer_e(x: Ctx) -> Gen:
    """Move a 5 from your forecast into your hand."""
    c = yield from x.choose_card([f for f in x.pl.forecast if AGE[f] == 5],
                                 translate("engine", "Take a 5 from your forecast into your hand."))
    if c is not None:
        x.transfer(c, x.me, "hand")


def barometer_1(x: Ctx) -> Gen:
    """Draw and foreshadow a card two higher than a bonus on any player's board."""
    vals = sorted({b for q in range(x.s.n) for b in visible_bonuses(x.s.players[q]) if q not in x.s.eliminated})
    if not vals:
        return
    v = yield from x.choose_number(vals, translate("engine", "Choose a bonus on any board."))
    x.draw_and_foreshadow(v + 2)


def barometer_2(x: Ctx) -> Gen:
    """You may return all your forecast; if one was blue, claim Destiny."""
    if not x.pl.forecast:
        return
    if not (yield from x.yesno(translate("engine", "Return every card of your forecast?"))):
        return
    cards = list(x.pl.forecast)
    for c in cards:
        x.return_(c)
    if any(COLOR[c] == BLUE for c in cards):
        x.claim("Destiny")


# ---- Pencil --------------------------------------------------------------------------------

def pencil_e(x: Ctx) -> None:
    x.draw(5)


def pencil_1(x: Ctx) -> Gen:
    """You may return up to three cards from your hand; if you did, draw that many
    cards one higher than the highest returned, foreshadow one, return the others."""
    got = yield from x.choose_cards(x.pl.hand, 0, 3, translate("engine", "Return up to three cards from your hand."))
    if not got:
        return
    v = max(AGE[c] for c in got) + 1
    for c in got:
        x.return_(c)
    drawn = [x.draw(v) for _ in got]
    f = yield from x.choose_card(drawn, translate("engine", "Foreshadow one of the drawn cards."))
    x.foreshadow(f)
    for c in drawn:
        if c != f:
            x.return_(c)


# ---- Clock ---------------------------------------------------------------------------------

def clock_e(x: Ctx) -> Gen:
    """You may splay right your color with the most cards."""
    sizes = [len(p) for p in x.pl.board]
    most = max(sizes)
    opts = [c for c in range(5) if sizes[c] == most and x.can_splay(c, RIGHT)]
    yield from x.may_splay_one(opts, RIGHT)


def clock_d(x: Ctx) -> None:
    """Demand: draw and reveal three 10s, count their clocks and return them; move
    every card of that value from your hand and score pile into my score pile."""
    drawn = [x.draw_and_reveal(10) for _ in range(3)]
    n = sum(CARD_ICONS[c].count(CLOCK) for c in drawn)
    for c in drawn:
        x.return_(c)
    for c in [h for h in x.pl.hand if AGE[h] == n] + [s for s in x.pl.score if AGE[s] == n]:
        x.transfer(c, x.demanding, "score")


# ---- Toilet --------------------------------------------------------------------------------

def toilet_e(x: Ctx) -> None:
    x.draw_and_tuck(4)


def toilet_d(x: Ctx) -> None:
    """Demand: return every card of your score pile of the value of my highest bonus."""
    v = highest_bonus(x, x.demander)
    for c in [s for s in x.pl.score if AGE[s] == v]:
        x.return_(c)


def toilet_1(x: Ctx) -> Gen:
    """You may return a card from your hand and draw a card of its value."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "You may return a card from your hand."), may=True)
    if c is not None:
        x.return_(c)
        x.draw(AGE[c])


register("Slide Rule", [slide_rule_1, slide_rule_2])
register("Telescope", [telescope_e, telescope_1])
register("Kobukson", [kobukson_e, kobukson_d, kobukson_1])
register("Shuriken", [shuriken_d, shuriken_1])
register("Chintz", [chintz_1, chintz_2])
register("Globe", [globe_1])
register("Barometer", [barometer_e, barometer_1, barometer_2])
register("Pencil", [pencil_e, pencil_1])
register("Clock", [clock_e, clock_d])
register("Toilet", [toilet_e, toilet_d, toilet_1])
