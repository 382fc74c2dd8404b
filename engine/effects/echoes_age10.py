"""Echoes of the Past, age 10 card effects (10 cards).

Each function is one printed effect (echo effect first), executed by ``x.me``.
Readings: the Echoes reference README and the card notes there.
"""
from __future__ import annotations

from collections import Counter

from ..cards import AGE, CARD_ICONS, CASTLE, CLOCK, COLOR, CROWN, FACTORY, GREEN, SPLAY_POSITIONS, UP, YELLOW
from ..dogma import Ctx, Gen, register
from ..echoes import visible_bonuses
from ..msg import translate
from .echoes_common import any_value, bottoms, can_achieve_value, score_of


# ---- Artificial Heart -------------------------------------------------------------------------

def artificial_heart_1(x: Ctx) -> Gen:
    """Claim a standard achievement you are eligible for, your score counted double."""
    doubled = 2 * score_of(x)
    ages = sorted({AGE[c] for c in x.s.achievements if can_achieve_value(x, AGE[c], doubled)})
    if not ages:
        return
    v = yield from x.choose_number(ages, translate("engine", "Claim the achievement of which value?"))
    x.achieve(next(c for c in x.s.achievements if AGE[c] == v))


# ---- Human Genome --------------------------------------------------------------------------------

def human_genome_1(x: Ctx) -> Gen:
    """You may draw and score a card of any value; take a bottom card into your hand;
    if your hand's values match your score pile's exactly, you win."""
    if (yield from x.yesno(translate("engine", "Draw and score a card of any value?"))):
        v = yield from any_value(x)
        x.draw_and_score(v)
    c = yield from x.choose_card(bottoms(x), translate("engine", "Take one of your bottom cards into your hand."))
    if c is not None:
        x.transfer(c, x.me, "hand")
    if Counter(AGE[h] for h in x.pl.hand) == Counter(AGE[s] for s in x.pl.score):
        x.win()


# ---- Camcorder ----------------------------------------------------------------------------------

def camcorder_d(x: Ctx) -> None:
    for c in list(x.pl.hand):
        x.transfer(c, x.demanding, "hand")
    x.draw(9)


def camcorder_1(x: Ctx) -> None:
    for c in [h for h in x.pl.hand if AGE[h] == 9]:
        x.meld(c)
    for c in list(x.pl.hand):
        x.return_(c)
    for _ in range(3):
        x.draw(9)


# ---- Social Networking ----------------------------------------------------------------------------

def social_networking_d(x: Ctx) -> Gen:
    """Demand: name an icon; move every top card of yours without it into my score pile."""
    k = yield from x.choose_alternative([translate("engine", "{icon}", icon=i) for i in range(6)],
                                        translate("engine", "Name an icon."))
    for c in [t for t in x.pl.tops() if k not in CARD_ICONS[t]]:
        x.transfer(c, x.demanding, "score")


def social_networking_1(x: Ctx) -> None:
    mine = x.pl.icon_counts()
    if all(all(mine[i] < x.s.players[q].icon_counts()[i] for i in (FACTORY, CROWN, CASTLE)) for q in x.others()):
        x.win()


# ---- GPS ------------------------------------------------------------------------------------------

def gps_d(x: Ctx) -> None:
    for c in list(x.pl.forecast):
        x.return_(c)


def gps_1(x: Ctx) -> None:
    for _ in range(3):
        x.draw_and_foreshadow(10)


def gps_2(x: Ctx) -> Gen:
    yield from x.may_splay(YELLOW, UP)


# ---- Flash Drive ----------------------------------------------------------------------------------

def flash_drive_d(x: Ctx) -> Gen:
    got = yield from x.choose_cards(x.pl.score, 4, 4, translate("engine", "Return four cards from your score pile."))
    for c in got:
        x.return_(c)


def flash_drive_1(x: Ctx) -> Gen:
    c = yield from x.choose_card(x.pl.score, translate("engine", "Return a card from your score pile."))
    if c is None:
        return
    x.return_(c)
    yield from x.may_splay_one(range(5), UP)


# ---- Cell Phone ------------------------------------------------------------------------------------

def cell_phone_1(x: Ctx) -> None:
    for _ in range(x.pl.icon_count(CLOCK) // 2):
        x.draw(10)


def cell_phone_2(x: Ctx) -> Gen:
    yield from x.may_splay(GREEN, UP)


def cell_phone_3(x: Ctx) -> Gen:
    """You may tuck any number of cards with a clock from your hand, splaying up each
    color you tuck into."""
    opts = [h for h in x.pl.hand if CLOCK in CARD_ICONS[h]]
    got = yield from x.choose_cards(opts, 0, len(opts), translate("engine", "Tuck any number of cards with a clock."))
    for c in got:
        x.tuck(c)
        x.splay(COLOR[c], UP)


# ---- MP3 -------------------------------------------------------------------------------------------

def mp3_1(x: Ctx) -> Gen:
    """Return any number of hand cards; per card, claim two standard achievements you
    are eligible for."""
    got = yield from x.choose_cards(x.pl.hand, 0, len(x.pl.hand),
                                    translate("engine", "Return any number of cards from your hand."))
    for c in got:
        x.return_(c)
    for _ in range(2 * len(got)):
        ages = sorted({AGE[c] for c in x.s.achievements if can_achieve_value(x, AGE[c])})
        if not ages:
            return
        v = yield from x.choose_number(ages, translate("engine", "Claim the achievement of which value?"))
        x.achieve(next(c for c in x.s.achievements if AGE[c] == v))


def mp3_2(x: Ctx) -> Gen:
    vals = sorted(set(visible_bonuses(x.pl)))
    if not vals:
        return
    v = yield from x.choose_number(vals, translate("engine", "Choose the value of one of your bonuses."))
    x.draw_and_score(v)


# ---- Puzzle Cube -----------------------------------------------------------------------------------

def puzzle_cube_1(x: Ctx) -> Gen:
    """You may score the bottom card or the bottom two cards of one color; then, if
    every color shows the same number of visible cards, you win."""
    opts = [c for c in range(5) if x.pl.board[c]]
    color = yield from x.choose_color(opts, translate("engine", "You may score bottom cards of which color?"),
                                      may=True)
    if color is not None:
        pile = x.pl.board[color]
        n = 1
        if len(pile) >= 2:
            n = yield from x.choose_number([1, 2], translate("engine", "Score one or two bottom cards?"))
        for c in list(pile[:n]):
            x.score(c)

    def visible(c: int) -> int:
        pile = x.pl.board[c]
        if not pile:
            return 0
        return len(pile) if SPLAY_POSITIONS[x.pl.splay[c]] else 1
    # "all the colors on your board": the non-empty piles; with none left (the
    # only card scored) they all agree, as in BGA Card433 (an empty list of counts)
    shown = {visible(c) for c in range(5) if x.pl.board[c]}
    if len(shown) <= 1:
        x.win()


def puzzle_cube_2(x: Ctx) -> None:
    x.draw_and_meld(10)


# ---- Sudoku -----------------------------------------------------------------------------------------

def sudoku_1(x: Ctx) -> Gen:
    """Draw and meld a card of any value; with nine different bonus values on your
    board, you win; then carry out the melded card's non-demand effects alone."""
    v = yield from any_value(x)
    c = x.draw_and_meld(v)
    if len(set(visible_bonuses(x.pl))) >= 9:
        x.win()
    yield from x.execute(c)


register("Artificial Heart", [artificial_heart_1])
register("Human Genome", [human_genome_1])
register("Camcorder", [camcorder_d, camcorder_1])
register("Social Networking", [social_networking_d, social_networking_1])
register("GPS", [gps_d, gps_1, gps_2])
register("Flash Drive", [flash_drive_d, flash_drive_1])
register("Cell Phone", [cell_phone_1, cell_phone_2, cell_phone_3])
register("MP3", [mp3_1, mp3_2])
register("Puzzle Cube", [puzzle_cube_1, puzzle_cube_2])
register("Sudoku", [sudoku_1])
