"""Age 6 card effects (the 10 cards of the sixth age).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`); demands have ``x.demander``.
"""
from __future__ import annotations


from ..cards import (AGE, BLUE, CARD_ICONS, COLOR, FACTORY, GREEN, PURPLE, RED, RIGHT,
                     YELLOW)
from ..msg import translate
from ..dogma import Ctx, Gen, highest, lowest, register


def meld_all(x: Ctx, cards: list[int]) -> Gen:
    """Meld several cards at once. The rules give no order, so (as the position
    spec says for moves of several cards at once) the engine picks one: the
    order the cards are listed in, nothing is asked."""
    for c in list(cards):
        x.meld(c)
    return
    yield  # a generator like the other effect helpers


# ---- Atomic Theory (blue) ---------------------------------------------------------

def atomic_theory_1(x: Ctx) -> Gen:
    """You may splay your blue cards right."""
    yield from x.may_splay(BLUE, RIGHT)


def atomic_theory_2(x: Ctx) -> None:
    """Draw and meld a 7."""
    x.draw_and_meld(7)


# ---- Encyclopedia (blue) ------------------------------------------------------------

def encyclopedia_1(x: Ctx) -> Gen:
    """You may meld all the highest cards in your score pile (all of them or none).
    Several cards are melded in an order the engine picks (see :func:`meld_all`)."""
    top = highest(x.pl.score)
    if not top:
        return
    if (yield from x.yesno(translate(
        "effects", "Meld all the highest cards of your score pile ({n} of value {age})?",
                   n=len(top), age=AGE[top[0]]))):
        yield from meld_all(x, top)


# ---- Industrialization (red) ---------------------------------------------------------

def industrialization_1(x: Ctx) -> None:
    """(Last edition.) Draw and tuck a 6 for each color on your board whose pile
    shows at least one factory (counted once, before tucking)."""
    n = sum(1 for k in range(5) if x.pl.pile_icons(k)[FACTORY] > 0)
    for _ in range(n):
        x.draw_and_tuck(6)


def industrialization_1_first(x: Ctx) -> None:
    """(First edition.) Draw and tuck a 6 for every two factories visible on your
    board (rounded down, counted once before tucking)."""
    for _ in range(x.pl.icon_count(FACTORY) // 2):
        x.draw_and_tuck(6)


def industrialization_2(x: Ctx) -> Gen:
    """You may splay your red or purple cards right."""
    yield from x.may_splay_one([RED, PURPLE], RIGHT)


# ---- Machine Tools (red) --------------------------------------------------------------

def machine_tools_1(x: Ctx) -> None:
    """Draw and score a card of value equal to the highest card in your score pile
    (a 1 if your score pile is empty)."""
    x.draw_and_score(max((AGE[c] for c in x.pl.score), default=0))


# ---- Classification (green) ---------------------------------------------------------------

def classification_1(x: Ctx) -> Gen:
    """Reveal a card from your hand to name its color; take into your hand every card
    of that color from all opponents' hands; then meld every card of that color
    from your hand. (The card is asked for whenever the hand holds two cards or more:
    each is a legal answer; several cards are melded without a question.)

    Team game (BGA; the partner is not an opponent): the partner's hand is left
    alone."""
    hand = x.pl.hand
    if not hand:
        return
    c = yield from x.choose_card(hand, translate("effects", "Reveal a card from your hand: its color is chosen."))
    x.reveal(c)
    color = COLOR[c]
    x.log(translate("effects", "{player} chooses {color} ({card}).", player=x.name(), color=color, card=c))
    for q in x.opponents():
        for d in [d for d in x.s.players[q].hand if COLOR[d] == color]:
            x.transfer(d, x.me, "hand")
    yield from meld_all(x, [d for d in x.pl.hand if COLOR[d] == color])


# ---- Metric System (green) ------------------------------------------------------------------

def metric_system_1(x: Ctx) -> Gen:
    """If your green cards are splayed right, you may splay any one color of your
    cards right."""
    if x.pl.splay[GREEN] != RIGHT:
        return
    yield from x.may_splay_one(list(range(5)), RIGHT)


def metric_system_2(x: Ctx) -> Gen:
    """You may splay your green cards right."""
    yield from x.may_splay(GREEN, RIGHT)


# ---- Canning (yellow) --------------------------------------------------------------------------

def canning_1(x: Ctx) -> Gen:
    """You may draw and tuck a 6; if you do, score every one of your top cards
    without a factory (those that are top cards after the tuck, all at once)."""
    if not (yield from x.yesno(translate("effects", "Draw and tuck a 6?"))):
        return
    x.draw_and_tuck(6)
    for c in [t for t in x.pl.tops() if FACTORY not in CARD_ICONS[t]]:
        x.score(c)


def canning_2(x: Ctx) -> Gen:
    """You may splay your yellow cards right."""
    yield from x.may_splay(YELLOW, RIGHT)


# ---- Vaccination (yellow) ----------------------------------------------------------------------

def vaccination_d(x: Ctx) -> None:
    """Demand: return all the lowest cards in your score pile; if you returned any,
    draw and meld a 6."""
    low = lowest(x.pl.score)
    for c in low:
        x.return_(c)
    if low:
        x.memo["vaccination_returned"] = True
        x.draw_and_meld(6)


def vaccination_2(x: Ctx) -> None:
    """If the demand of this action made anyone return a card, draw and meld a 7."""
    if x.memo.get("vaccination_returned"):
        x.draw_and_meld(7)


# ---- Democracy (purple) --------------------------------------------------------------------------

def democracy_1(x: Ctx) -> Gen:
    """You may return any number of cards from your hand. Then, if you have returned
    more cards through Democracy during this dogma action than every other player
    has (counted in ``x.memo`` across all executions), draw and score an 8. (Zero
    returned never beats the others: at least one card is needed.) Team game:
    "any other player" is literal (BGA), so a sharing partner's returns count
    against you too."""
    got = yield from x.choose_cards(x.pl.hand, 0, len(x.pl.hand),
                                    translate("effects", "You may return any number of cards from your hand."))
    for c in got:
        x.return_(c)
    counts: dict[int, int] = x.memo.setdefault("democracy", {})
    counts[x.me] = counts.get(x.me, 0) + len(got)
    best_other = max((n for q, n in counts.items() if q != x.me), default=0)
    if counts[x.me] > best_other:
        x.draw_and_score(8)


# ---- Emancipation (purple) ---------------------------------------------------------------------------

def emancipation_d(x: Ctx) -> Gen:
    """Demand: transfer a card from your hand to my score pile; if you do, draw a 6."""
    c = yield from x.choose_card(x.pl.hand, translate(
        "effects", "Give a card from your hand to {player}'s score pile.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.demanding, "score")
        x.draw(6)


def emancipation_2(x: Ctx) -> Gen:
    """You may splay your red or purple cards right."""
    yield from x.may_splay_one([RED, PURPLE], RIGHT)


register("Atomic Theory", [atomic_theory_1, atomic_theory_2])
register("Encyclopedia", [encyclopedia_1])
register("Industrialization", [industrialization_1, industrialization_2],
         first=[industrialization_1_first, industrialization_2])
register("Machine Tools", [machine_tools_1])
register("Classification", [classification_1])
register("Metric System", [metric_system_1, metric_system_2])
register("Canning", [canning_1, canning_2])
register("Vaccination", [vaccination_d, vaccination_2])
register("Democracy", [democracy_1])
register("Emancipation", [emancipation_d, emancipation_2])
