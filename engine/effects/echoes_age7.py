"""Echoes of the Past, age 7 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

from ..cards import AGE, BLUE, BY_NAME, COLOR, ECHO, GREEN, PURPLE, RED, SPLAY_POSITIONS, UP
from ..dogma import Ctx, Gen, highest, register
from ..echoes import visible_count
from ..msg import translate
from .echoes_common import any_value, has_bonus, may_make_bottom_available


# ---- Photography ----------------------------------------------------------------------------

def photography_e(x: Ctx) -> Gen:
    c = yield from x.choose_card(x.pl.forecast, translate("engine", "Meld a card from your forecast."))
    if c is not None:
        x.meld(c)


def photography_d(x: Ctx) -> Gen:
    """Demand: take your highest top card into your hand."""
    c = yield from x.choose_card(
        highest(x.pl.tops()), translate("engine", "Take your highest top card into your hand.")
    )
    if c is not None:
        x.transfer(c, x.me, "hand")


def photography_1(x: Ctx) -> None:
    if any(visible_count(x.pl, color, ECHO) >= 3 for color in range(5)):
        x.claim("History")


# ---- Typewriter --------------------------------------------------------------------------------

def typewriter_1(x: Ctx) -> None:
    """Return your whole hand and draw a 6; then one more card per color returned,
    each one value higher (7, 8, ...)."""
    back = list(x.pl.hand)
    for c in back:
        x.return_(c)
    x.draw(6)
    for k in range(len({COLOR[c] for c in back})):
        x.draw(7 + k)


# ---- Machine Gun -----------------------------------------------------------------------------

def machine_gun_e(x: Ctx) -> None:
    if len(x.pl.tops()) == 5:
        x.draw_and_score(7)


def machine_gun_d(x: Ctx) -> None:
    """Demand: move all your top cards with a bonus into my score pile; if any, draw a 7."""
    got = [t for t in x.pl.tops() if has_bonus(t)]
    for c in got:
        x.transfer(c, x.demanding, "score")
    if got:
        x.draw(7)


def machine_gun_1(x: Ctx) -> None:
    for c in [t for t in x.pl.tops() if COLOR[t] != RED]:
        x.return_(c)


# ---- Rubber --------------------------------------------------------------------------------------

def rubber_e(x: Ctx) -> None:
    x.draw_and_tuck(8)
    x.draw_and_tuck(8)


def rubber_1(x: Ctx) -> Gen:
    c = yield from x.choose_card([t for t in x.pl.tops() if not has_bonus(t)],
                                 translate("engine", "Score a top card without a bonus."))
    if c is not None:
        x.score(c)


def rubber_2(x: Ctx) -> Gen:
    yield from x.may_splay(RED, UP)


# ---- Jeans -------------------------------------------------------------------------------------

def jeans_e(x: Ctx) -> Gen:
    """Draw two 9s; return one and foreshadow the other."""
    a, b = x.draw(9), x.draw(9)
    f = yield from x.choose_card([a, b], translate("engine", "Foreshadow which one (the other is returned)?"))
    x.foreshadow(f)
    x.return_(b if f == a else a)


def jeans_1(x: Ctx) -> Gen:
    """Choose two different values below 7; draw and reveal one of each; meld one,
    return the other."""
    v1 = yield from x.choose_number(range(1, 7), translate("engine", "Choose a first value below 7."))
    v2 = yield from x.choose_number([v for v in range(1, 7) if v != v1],
                                    translate("engine", "Choose a second value below 7."))
    a, b = x.draw_and_reveal(v1), x.draw_and_reveal(v2)
    m = yield from x.choose_card([a, b], translate("engine", "Meld which one (the other is returned)?"))
    x.meld(m)
    x.return_(b if m == a else a)


# ---- Telegraph ---------------------------------------------------------------------------------

def telegraph_1(x: Ctx) -> Gen:
    """You may pick an opponent and a color; splay yours of that color as theirs is."""
    pairs = [(q, c) for q in x.opponents() for c in range(5)
             if x.s.players[q].splay[c] != x.pl.splay[c] and (x.s.players[q].splay[c] == 0 or x.can_splay(
                 c, x.s.players[q].splay[c]))]
    if not pairs:
        return
    q = yield from x.choose_player(sorted({p for p, _ in pairs}, key=lambda p: x.opponents().index(p)),
                                   translate("engine", "You may copy a splay: whose?"), may=True)
    if q is None:
        return
    color = yield from x.choose_color([c for p, c in pairs if p == q], translate("engine", "Which color?"))
    x.splay(color, x.s.players[q].splay[color])


def telegraph_2(x: Ctx) -> Gen:
    yield from x.may_splay(BLUE, UP)


# ---- Elevator ----------------------------------------------------------------------------------

def elevator_e(x: Ctx) -> Gen:
    pile = x.pl.board[GREEN]
    if not pile:
        return
    c = yield from x.choose_card(list(dict.fromkeys([pile[-1], pile[0]])),
                                 translate("engine", "Score your top or your bottom green card."))
    x.score(c)


def elevator_1(x: Ctx) -> Gen:
    """Choose a value in your score pile; take every card of that value from all other
    players' hands or from all other players' score piles into your score pile."""
    vals = sorted({AGE[c] for c in x.pl.score})
    if not vals:
        return
    v = yield from x.choose_number(vals, translate("engine", "Choose a value in your score pile."))
    k = yield from x.choose_alternative([translate("engine", "from the other players' hands"),
                                         translate("engine", "from the other players' score piles")],
                                        translate("engine", "Take the {age}s from where?", age=v))
    for q in x.others():
        zone = x.s.players[q].hand if k == 0 else x.s.players[q].score
        for c in [c for c in zone if AGE[c] == v]:
            x.transfer(c, x.me, "score")


# ---- Fertilizer --------------------------------------------------------------------------------

def fertilizer_1(x: Ctx) -> Gen:
    """You may return a card from your hand; if you did, take every card of its
    value from all score piles into your hand."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "You may return a card from your hand."), may=True)
    if c is None:
        return
    x.return_(c)
    for q in x.s.live_players():
        for s in [s for s in x.s.players[q].score if AGE[s] == AGE[c]]:
            x.transfer(s, x.me, "hand")


def fertilizer_2(x: Ctx) -> Gen:
    v = yield from any_value(x)
    x.draw_and_foreshadow(v)


# ---- Ice Cream ---------------------------------------------------------------------------------

def ice_cream_e(x: Ctx) -> Gen:
    c = yield from x.choose_card([t for t in x.pl.tops() if COLOR[t] != PURPLE and not has_bonus(t)],
                                 translate("engine", "Score a non-purple top card without a bonus."))
    if c is not None:
        x.score(c)


def ice_cream_d(x: Ctx) -> None:
    x.draw_and_meld(1)


def ice_cream_1(x: Ctx) -> Gen:
    v = yield from x.choose_number([6, 7, 8, 9], translate("engine", "Choose the 6, 7, 8 or 9 pile."))
    yield from may_make_bottom_available(x, v)


# ---- Saxophone ---------------------------------------------------------------------------------

#: The music-note cards and the position of their note (the hex image).
MUSIC_NOTES = {"Bell": 1, "Flute": 1, "Piano": 2, "Saxophone": 2}


def visible_notes(x: Ctx) -> int:
    """How many music notes are visible on all boards (reference R8)."""
    n = 0
    for name, pos in MUSIC_NOTES.items():
        c = BY_NAME[name]
        for q in x.s.live_players():
            pl = x.s.players[q]
            pile = pl.board[COLOR[c]]
            if c in pile and (pile[-1] == c or pos in SPLAY_POSITIONS[pl.splay[COLOR[c]]]):
                n += 1
    return n


def saxophone_1(x: Ctx) -> Gen:
    yield from x.may_splay(PURPLE, UP)


def saxophone_2(x: Ctx) -> None:
    n = visible_notes(x)
    if n == 4:
        x.win()
    for _ in range(n):
        x.draw(7)


register("Photography", [photography_e, photography_d, photography_1])
register("Typewriter", [typewriter_1])
register("Machine Gun", [machine_gun_e, machine_gun_d, machine_gun_1])
register("Rubber", [rubber_e, rubber_1, rubber_2])
register("Jeans", [jeans_e, jeans_1])
register("Telegraph", [telegraph_1, telegraph_2])
register("Elevator", [elevator_e, elevator_1])
register("Fertilizer", [fertilizer_1, fertilizer_2])
register("Ice Cream", [ice_cream_e, ice_cream_d, ice_cream_1])
register("Saxophone", [saxophone_1, saxophone_2])
