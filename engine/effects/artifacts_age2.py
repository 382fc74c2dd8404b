"""Artifacts of History, age 2 card effects.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from ..cards import AGE, BY_NAME, CARDS, CASTLE, COLOR, CROWN, LEFT, LIGHTBULB, PURPLE, RED
from .. import verbs
from ..state import Player
from ..msg import translate
from ..dogma import Ctx, Gen, register, with_icon
from .artifacts_common import choose_set, claim_standard, highest_top_value, is_artifact, set_of


# ---- Seikilos Epitaph (blue) --------------------------------------------------------

def seikilos_epitaph_1(x: Ctx) -> Gen:
    """Draw and meld a 3; then meld the bottom card of that color's pile and carry
    out its non-demand effects yourself alone."""
    c = x.draw_and_meld(3)
    pile = x.pl.board[COLOR[c]]
    if not pile:
        return
    b = pile[0]
    x.meld(b)
    yield from x.execute(b)


# ---- Rosetta Stone (blue) ---------------------------------------------------------------

def rosetta_stone_1(x: Ctx) -> Gen:
    """Choose a card type; draw two 2s of it; meld one and put the other on an
    opponent's board."""
    kind = yield from choose_set(x, translate("engine", "Choose the type of the two 2s to draw."))
    drawn = [x.draw(2, card_set=kind) for _ in range(2)]
    m = yield from x.choose_card(
        drawn, translate("engine", "Meld one of the two cards drawn (the other goes to an opponent's board).")
    )
    if m is None:
        return
    x.meld(m)
    other = next((c for c in drawn if c != m and c in x.pl.hand), None)
    if other is None:
        return
    q = yield from x.choose_player(x.opponents(), translate("engine", "Choose the opponent whose board gets {card}.",
                                                                   card=other))
    if q is not None:
        x.transfer(other, q, "board")


# ---- Chronicle of Zuo (red) ----------------------------------------------------------------

def chronicle_of_zuo_1(x: Ctx) -> None:
    """With the fewest castles draw a 2, with the fewest crowns draw a 3, with the
    fewest lightbulbs draw a 4 (ties count; counts taken before drawing)."""
    counts = [x.s.players[q].icon_counts() for q in x.s.live_players()]
    mine = x.pl.icon_counts()
    for icon, age in ((CASTLE, 2), (CROWN, 3), (LIGHTBULB, 4)):
        if all(mine[icon] <= c[icon] for c in counts):
            x.draw(age)


# ---- Babylonian Chronicles (red) -------------------------------------------------------------

def babylonian_chronicles_c(x: Ctx) -> Gen:
    """Compel: move a non-red top card with a castle from your board to mine."""
    opts = [c for c in with_icon(x.pl.tops(), CASTLE) if COLOR[c] != RED]
    c = yield from x.choose_card(opts, translate("engine", "Move a non-red top card with a castle to {player}'s board.",
                                                       player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "board")


def babylonian_chronicles_1(x: Ctx) -> None:
    """Draw and score a 3."""
    x.draw_and_score(3)


# ---- Holy Lance (green) ------------------------------------------------------------------------

def holy_lance_c(x: Ctx) -> Gen:
    """Compel: move a top Artifact from your board to mine."""
    opts = [c for c in x.pl.tops() if is_artifact(c)]
    c = yield from x.choose_card(
        opts, translate("engine", "Move a top Artifact to {player}'s board.", player=x.name(x.demander))
    )
    if c is not None:
        x.transfer(c, x.demanding, "board")


def holy_lance_1(x: Ctx) -> None:
    """If Holy Grail is a top card of your board, you win."""
    if BY_NAME["Holy Grail"] in x.pl.tops():
        x.win()


# ---- Baghdad Battery (green) ----------------------------------------------------------------------

def baghdad_battery_1(x: Ctx) -> Gen:
    """Meld two cards from your hand; if they have the same color and come from
    different sets, draw and score five 2s (the printed card, as decided in the
    reference README)."""
    a = yield from x.choose_card(x.pl.hand, translate("engine", "Meld a card from your hand (the first of two)."))
    if a is None:
        return
    x.meld(a)
    b = yield from x.choose_card(x.pl.hand, translate("engine", "Meld a second card from your hand."))
    if b is None:
        return
    x.meld(b)
    if COLOR[a] == COLOR[b] and set_of(a) != set_of(b):
        for _ in range(5):
            x.draw_and_score(2)


# ---- Holy Grail (yellow) -----------------------------------------------------------------------------

def holy_grail_1(x: Ctx) -> Gen:
    """Return a card from your hand; if you did, claim the standard achievement of
    its value, ignoring eligibility."""
    r = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
    if r is None:
        return
    x.return_(r)
    yield from claim_standard(x, [AGE[r]])


# ---- Terracotta Army (yellow) ------------------------------------------------------------------------

def terracotta_army_c(x: Ctx) -> Gen:
    """Compel: return a top card of yours that has no castle."""
    opts = [c for c in x.pl.tops() if CASTLE not in CARDS[c].icons]
    c = yield from x.choose_card(opts, translate("engine", "Return a top card with no castle."))
    if c is not None:
        x.return_(c)


def terracotta_army_1(x: Ctx) -> Gen:
    """Score a card from your hand that has no castle."""
    opts = [c for c in x.pl.hand if CASTLE not in CARDS[c].icons]
    c = yield from x.choose_card(opts, translate("engine", "Score a card with no castle from your hand."))
    if c is not None:
        x.score(c)


# ---- Dead Sea Scrolls (purple) ---------------------------------------------------------------------------

def dead_sea_scrolls_1(x: Ctx) -> None:
    """Draw an Artifact of the value of your highest top card (3rd edition: no
    junk, unlike BGA since 2024)."""
    x.draw(highest_top_value(x), card_set="artifacts")


# ---- Cyrus Cylinder (purple) -----------------------------------------------------------------------------

def cyrus_cylinder_1(x: Ctx) -> Gen:
    """Choose a top purple card other than Cyrus Cylinder on any board and carry out
    its non-demand effects yourself alone. Then splay left a pile of your choice on
    any board."""
    me_card = BY_NAME["Cyrus Cylinder"]
    opts = [t for p in x.s.players if (t := p.top(PURPLE)) is not None and t != me_card]
    c = yield from x.choose_card(opts, translate("engine", "Choose a top purple card whose effects you carry out."))
    if c is not None:
        yield from x.execute(c)
    piles = [t for p in x.s.players for color, t in enumerate(_tops5(p))
             if t is not None and len(p.board[color]) >= 2 and p.splay[color] != LEFT]
    t = yield from x.choose_card(
        piles, translate("engine", "Choose a pile (by its top card) on any board to splay left.")
    )
    if t is not None:
        verbs.splay(x.s, verbs.locate(x.s, t)[1], COLOR[t], LEFT, actor=x.me)


def _tops5(p: Player) -> list[int | None]:
    return [p.top(color) for color in range(5)]


register("Seikilos Epitaph", [seikilos_epitaph_1])
register("Rosetta Stone", [rosetta_stone_1])
register("Chronicle of Zuo", [chronicle_of_zuo_1])
register("Babylonian Chronicles", [babylonian_chronicles_c, babylonian_chronicles_1])
register("Holy Lance", [holy_lance_c, holy_lance_1])
register("Baghdad Battery", [baghdad_battery_1])
register("Holy Grail", [holy_grail_1])
register("Terracotta Army", [terracotta_army_c, terracotta_army_1])
register("Dead Sea Scrolls", [dead_sea_scrolls_1])
register("Cyrus Cylinder", [cyrus_cylinder_1])
