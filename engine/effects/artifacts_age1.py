"""Artifacts of History, age 1 card effects (the 15 cards of the first age).

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). In an "I compel" effect ``x.me`` is the compelled
opponent and ``x.demander`` the compelling player. Rules and BGA's behaviour:
``shared/reference/artifacts/README.md`` and each card's notes there.
"""
from __future__ import annotations

from ..cards import AGE, BLUE, BY_NAME, CASTLE, COLOR, GREEN, LEFT, NAMES, PURPLE
from ..dogma import Ctx, Gen, highest, register, with_icon
from .. import verbs
from ..msg import translate
from .artifacts_common import choose_set, claim_standard, eligible_ages, face, has_demand, is_artifact


# ---- Treaty of Kadesh (blue) -------------------------------------------------------

def treaty_of_kadesh_c(x: Ctx) -> None:
    """Compel: return every top card of your board that has a demand (or compel)
    effect."""
    for c in [t for t in x.pl.tops() if has_demand(t)]:
        x.return_(c)


def treaty_of_kadesh_1(x: Ctx) -> Gen:
    """Score a top card of yours that is not blue and has a demand (or compel)
    effect."""
    opts = [t for t in x.pl.tops() if COLOR[t] != BLUE and has_demand(t)]
    c = yield from x.choose_card(opts, translate("engine", "Score a non-blue top card with a demand effect."))
    if c is not None:
        x.score(c)


# ---- Sibidu Needle (blue) -------------------------------------------------------------

def sibidu_needle_1(x: Ctx) -> None:
    """Draw and reveal a 1; if your top card of its color has its value, score the
    drawn card and repeat; otherwise keep it."""
    while True:
        c = x.draw_and_reveal(1)
        top = x.pl.top(COLOR[c])
        if top is None or face(top) != AGE[c]:
            return
        x.score(c)


# ---- Basur Hoyuk Tokens (blue) ---------------------------------------------------------

def basur_hoyuk_tokens_1(x: Ctx) -> None:
    """Draw and reveal a 4; if your top card of its color comes earlier in the
    alphabet, return the drawn card and your whole score pile."""
    c = x.draw_and_reveal(4)
    top = x.pl.top(COLOR[c])
    if top is not None and NAMES[top].casefold() < NAMES[c].casefold():
        x.return_(c)
        for s in list(x.pl.score):
            x.return_(s)


# ---- Holmegaard Bows (red) -------------------------------------------------------------

def holmegaard_bows_c(x: Ctx) -> Gen:
    """Compel: move your highest top card with a castle to my hand (you pick among
    ties)."""
    opts = highest(with_icon(x.pl.tops(), CASTLE))
    c = yield from x.choose_card(
        opts,
        translate("engine", "Give your highest top card with a castle to {player}'s hand.", player=x.name(x.demander)),
    )
    if c is not None:
        x.transfer(c, x.demanding, "hand")


def holmegaard_bows_1(x: Ctx) -> None:
    """Draw a 2."""
    x.draw(2)


# ---- Papyrus of Ani (red) --------------------------------------------------------------

def papyrus_of_ani_1(x: Ctx) -> Gen:
    """Return a purple card from your hand. If you do, choose a card type, draw and
    reveal a card of that type two values higher; if it is purple, meld it and carry
    out its non-demand effects yourself alone."""
    purples = [c for c in x.pl.hand if COLOR[c] == PURPLE]
    r = yield from x.choose_card(purples, translate("engine", "Return a purple card from your hand."))
    if r is None:
        return
    x.return_(r)
    kind = yield from choose_set(x, translate("engine", "Choose the type of card to draw."))
    c = x.draw_and_reveal(AGE[r] + 2, card_set=kind)
    if COLOR[c] == PURPLE:
        x.meld(c)
        yield from x.execute(c)


# ---- Pavlovian Tusk (red) --------------------------------------------------------------

def pavlovian_tusk_1(x: Ctx) -> Gen:
    """Draw three cards of the value of your top green card; return one of them,
    then score one of the other two."""
    g = x.pl.top(GREEN)
    v = 0 if g is None else face(g)
    drawn = [x.draw(v) for _ in range(3)]
    r = yield from x.choose_card(
        [c for c in drawn if c in x.pl.hand], translate("engine", "Return one of the three cards drawn.")
    )
    if r is not None:
        x.return_(r)
    c = yield from x.choose_card(
        [c for c in drawn if c in x.pl.hand], translate("engine", "Score one of the cards drawn.")
    )
    if c is not None:
        x.score(c)


# ---- Priest-King (green) ---------------------------------------------------------------

def priest_king_1(x: Ctx) -> Gen:
    """Score a card from your hand; if you have a top card of its color, carry out
    that card's non-demand effects yourself alone."""
    c = yield from x.choose_card(x.pl.hand, translate("engine", "Score a card from your hand."))
    if c is None:
        return
    x.score(c)
    top = x.pl.top(COLOR[c])
    if top is not None:
        yield from x.execute(top)


def priest_king_2(x: Ctx) -> Gen:
    """Claim an available standard achievement you are eligible for, if any."""
    yield from claim_standard(x, eligible_ages(x), translate("engine", "Claim an achievement you are eligible for."))


# ---- Electrum Stater of Efesos (green) -------------------------------------------------

def electrum_stater_1(x: Ctx) -> None:
    """Draw and reveal a 3; if you have no top card of its color, meld it and
    repeat; otherwise keep it."""
    while True:
        c = x.draw_and_reveal(3)
        if x.pl.board[COLOR[c]]:
            return
        x.meld(c)


# ---- Jiskairumoko Necklace (green) -----------------------------------------------------

def jiskairumoko_necklace_c(x: Ctx) -> Gen:
    """Compel: return a card from your score pile; if you do, move one of your
    achievements of its value to my achievements."""
    r = yield from x.choose_card(x.pl.score, translate("engine", "Return a card from your score pile."))
    if r is None:
        return
    x.return_(r)
    opts = [a for a in x.pl.achievements if isinstance(a, int) and AGE[a] == AGE[r]]
    a = yield from x.choose_card(
        opts,
        translate("engine", "Give an achievement of value {age} to {player}.", age=AGE[r], player=x.name(x.demander)),
    )
    if a is not None:
        x.transfer(a, x.demanding, verbs.ACHIEVEMENTS)


# ---- Dancing Girl (yellow) ---------------------------------------------------------------

DANCING_GIRL = "Dancing Girl"


def _dancing_girl_start(x: Ctx) -> None:
    """Record once per action whether Dancing Girl was on the activating player's
    board when the action began (a free dogma from the display never wins)."""
    if "dg_start" not in x.memo:
        dg = BY_NAME[DANCING_GIRL]
        x.memo["dg_start"] = verbs.locate(x.s, dg) == (verbs.BOARD, x.activator)
        x.memo["dg_visits"] = set()


def dancing_girl_c(x: Ctx) -> None:
    """Compel: move Dancing Girl from wherever it is onto your board."""
    _dancing_girl_start(x)
    x.transfer(BY_NAME[DANCING_GIRL], x.me, "board")
    x.memo["dg_visits"].add(x.me)


def dancing_girl_1(x: Ctx) -> None:
    """You win if Dancing Girl was on your board when this action began and has
    been on every other player's board since.

    Like BGA (Card119.php): only the activating player can win, and the visits
    count only moves made by the compel."""
    _dancing_girl_start(x)
    if x.me != x.activator or not x.memo["dg_start"]:
        return
    if all(q in x.memo["dg_visits"] for q in x.others()):
        x.win()


# ---- Lurgan Canoe (yellow) ---------------------------------------------------------------

def lurgan_canoe_1(x: Ctx) -> Gen:
    """Meld a card from your hand and score every card beneath it; if you scored
    any, repeat."""
    while True:
        c = yield from x.choose_card(x.pl.hand, translate("engine", "Meld a card from your hand."))
        if c is None:
            return
        x.meld(c)
        under = x.pl.board[COLOR[c]][:-1]
        for u in list(under):
            x.score(u)
        if not under:
            return


# ---- Xianrendong Shards (yellow) ----------------------------------------------------------

def xianrendong_shards_1(x: Ctx) -> Gen:
    """Reveal three cards from your hand; score two of them and tuck the third.
    If the two scored cards have the same color, draw three 1s."""
    shown = yield from x.choose_cards(x.pl.hand, 3, 3, translate("engine", "Reveal three cards from your hand."))
    for c in shown:
        x.reveal(c)
    scored = yield from x.choose_cards(shown, 2, 2, translate("engine", "Score two of the revealed cards."))
    for c in scored:
        x.score(c)
    for c in shown:
        if c not in scored:
            x.tuck(c)
    if len(scored) == 2 and COLOR[scored[0]] == COLOR[scored[1]]:
        for _ in range(3):
            x.draw(1)


# ---- Mask of Warka (purple) ----------------------------------------------------------------

def mask_of_warka_1(x: Ctx) -> Gen:
    """Choose a color; everyone reveals their cards of it from hand. If only you
    revealed any, return them and claim every available standard achievement of
    the value of any returned card, ignoring eligibility."""
    color = yield from x.choose_color(
        range(5), translate("engine", "Choose a color: every player reveals their cards of it.")
    )
    shown = {}
    for q in [x.me] + x.others():
        cs = [c for c in x.s.players[q].hand if COLOR[c] == color]
        for c in cs:
            verbs.reveal(x.s, q, c)
        shown[q] = cs
    mine = shown[x.me]
    if not mine or any(shown[q] for q in x.others()):
        return
    for c in mine:
        x.return_(c)
    for a in sorted({AGE[c] for c in mine}):
        card = next((c for c in x.s.achievements if AGE[c] == a), None)
        if card is not None:
            x.achieve(card)


# ---- Ark of the Covenant (purple) ----------------------------------------------------------

ARK = "Ark of the Covenant"


def ark_of_the_covenant_1(x: Ctx) -> Gen:
    """Return a card from your hand. Move every card of its color from the board
    of each player without an Artifact on top to your score pile. Then, if Ark of
    the Covenant is a top card anywhere, take it into your hand.

    Like BGA (Card123.php), the last step happens even if nothing was returned."""
    r = yield from x.choose_card(x.pl.hand, translate("engine", "Return a card from your hand."))
    if r is not None:
        x.return_(r)
        color = COLOR[r]
        for q in [x.me] + x.others():
            pq = x.s.players[q]
            if any(is_artifact(t) for t in pq.tops()):
                continue
            for c in list(reversed(pq.board[color])):
                x.transfer(c, x.me, "score")
    ark = BY_NAME[ARK]
    if any(ark in p.tops() for p in x.s.players):
        x.transfer(ark, x.me, "hand")


# ---- Tale of the Shipwrecked Sailor (purple) -------------------------------------------------

def tale_of_the_shipwrecked_sailor_1(x: Ctx) -> Gen:
    """Choose a color; draw a 1; then meld a card of the chosen color from your
    hand and, if you did, splay that color left."""
    color = yield from x.choose_color(range(5), translate("engine", "Choose a color."))
    x.draw(1)
    c = yield from x.choose_card([h for h in x.pl.hand if COLOR[h] == color],
                                 translate("engine", "Meld a {color} card from your hand.", color=color))
    if c is not None:
        x.meld(c)
        x.splay(color, LEFT)


register("Treaty of Kadesh", [treaty_of_kadesh_c, treaty_of_kadesh_1])
register("Sibidu Needle", [sibidu_needle_1])
register("Basur Hoyuk Tokens", [basur_hoyuk_tokens_1])
register("Holmegaard Bows", [holmegaard_bows_c, holmegaard_bows_1])
register("Papyrus of Ani", [papyrus_of_ani_1])
register("Pavlovian Tusk", [pavlovian_tusk_1])
register("Priest-King", [priest_king_1, priest_king_2])
register("Electrum Stater of Efesos", [electrum_stater_1])
register("Jiskairumoko Necklace", [jiskairumoko_necklace_c])
register("Dancing Girl", [dancing_girl_c, dancing_girl_1])
register("Lurgan Canoe", [lurgan_canoe_1])
register("Xianrendong Shards", [xianrendong_shards_1])
register("Mask of Warka", [mask_of_warka_1])
register("Ark of the Covenant", [ark_of_the_covenant_1])
register("Tale of the Shipwrecked Sailor", [tale_of_the_shipwrecked_sailor_1])
