"""Echoes of the Past: the rules that are not card effects.

Rules (the reference README for Echoes, R1-R10), each hooked at a named point of
the shared verbs rather than scattered through them:

* R1 setup: :func:`setup_expansion` (the Echoes piles, the starting Echoes 1, the
  five special achievements); the target rises by one (``engine.game.default_win_target``);
* R2 the draw rule: :func:`draw_set`, asked by :func:`engine.verbs.draw_source`
  (the one function that picks a draw's pile);
* R3/R4 echo effects: :func:`echo_cards`, run by :func:`engine.dogma.dogma` before
  the card's own effects (also for the free dogma of an Artifact, R10);
* R5 bonuses: :func:`visible_bonuses`, :func:`bonus_points`, read by
  :func:`engine.verbs.points` (the score the Achieve action and the end use);
* R6/R7 forecast: :func:`engine.verbs.foreshadow`, and :func:`promote_after_meld`
  (the end of a Meld action, after any dig);
* R9 special achievements: :func:`qualifies`, asked by
  :func:`engine.verbs.qualifies` for the five names of
  :data:`engine.cards.ECHOES_SPECIALS`.
"""
from __future__ import annotations

from typing import Any, Generator

from . import verbs
from .cards import (AGE, BONUS, BONUS_FIELD, BONUS_ICON, CARD_ICONS, CARDS, ECHO, ECHOES_BY_AGE,
                    ECHOES_SPECIALS, FACE_AGE, HEX, ICON_BITS, ICON_FIELD, covered_positions, packed_best_bonus)
from .decisions import Decision
from .msg import translate
from .state import Player, State

Gen = Generator[Decision, Any, Any]

#: How many bonus icons each card has (a city may have two, Cities R8).
_NBONUS: tuple[int, ...] = tuple(ic.count(BONUS_ICON) for ic in CARD_ICONS)
#: The positions a top card shows: all four, or six (a city).
_ALL = (0, 1, 2, 3)
_ALL6 = (0, 1, 2, 3, 4, 5)


def _visible(pl: Player, color: int) -> list[tuple[int, tuple[int, ...]]]:
    """``(card, visible positions)`` for every card of ``pl``'s ``color`` pile,
    bottom first: the top card shows all its positions (four, six on a city), a
    covered card those its pile's splay shows (R3; :func:`engine.cards.covered_positions`)."""
    pile = pl.board[color]
    if not pile:
        return []
    sp = pl.splay[color]
    out = [(c, covered_positions(c, sp)) for c in pile[:-1]] if sp else []
    top = pile[-1]
    out.append((top, _ALL6 if len(CARD_ICONS[top]) == 6 else _ALL))
    return out


def visible_count(pl: Player, color: int, icon: int) -> int:
    """How many positions showing ``icon`` (an icon number, :data:`engine.cards.ECHO`
    and :data:`engine.cards.HEX` included) are visible in ``pl``'s ``color`` pile."""
    n = 0
    for c, pos in _visible(pl, color):
        ic = CARD_ICONS[c]
        for k in pos:
            if ic[k] == icon:
                n += 1
    return n


def visible_bonuses(pl: Player) -> list[int]:
    """The values of the bonus icons visible on ``pl``'s board (R5; Cities R8: a
    city may show two bonus icons, each counts), in no order."""
    out = []
    for color in range(5):
        for c, pos in _visible(pl, color):
            if BONUS[c]:
                ic = CARD_ICONS[c]
                for k in pos:
                    if ic[k] == BONUS_ICON:
                        out.append(BONUS[c])
    return out


def bonus_points(pl: Player) -> int:
    """Bonus points (R5): the highest visible bonus plus one for each other
    visible bonus; 0 without any. Example: bonuses 6, 4, 4 give 8. (The same as
    from :func:`visible_bonuses`, read from the board's packed icon count,
    :meth:`engine.state.Player.board_packed`: the Achieve action's condition reads
    it at every turn.)"""
    t = pl.board_packed()
    n = (t >> (ICON_BITS * BONUS_FIELD)) & ICON_FIELD
    return packed_best_bonus(t) + n - 1 if n else 0


def echo_cards(pl: Player, color: int) -> list[int]:
    """The cards of ``pl``'s ``color`` pile whose echo effect is visible (R3),
    bottom first: the order they run in at a Dogma (R4). (Kept with the pile,
    :meth:`engine.state.Player.pile_entry`, until it changes.)"""
    entry = pl.pile_entry(color)
    got = entry[4]
    if got is None:
        got = entry[4] = () if not (entry[2] >> _ECHO_SHIFT) & ICON_FIELD else tuple(
            c for c, pos in _visible(pl, color) if any(CARD_ICONS[c][k] == ECHO for k in pos))
    return list(got)


#: By card id: an Echoes card, or the Echoes relic (what the draw rule looks for, R2).
_ECHOES_CARD: tuple[bool, ...] = tuple(c.set == "echoes" or c.relic_set == "echoes" for c in CARDS)


def draw_set(s: State, p: int) -> str:
    """The Echoes draw rule (R2), for a draw that names no set: ``"echoes"`` if
    ``p``'s hand holds at least one card and none of them is an Echoes card (the
    Echoes relic Safety Pin counts as one), else ``"base"``. Forecast cards are
    not in the hand."""
    hand = s.players[p].hand
    if not hand:
        return "base"
    for c in hand:
        if _ECHOES_CARD[c]:
            return "base"
    return "echoes"


def qualifies(s: State, p: int, name: str) -> bool:
    """True if ``p`` meets the condition of the Echoes special achievement
    ``name`` (R9): Wealth (8+ visible bonuses), Destiny (7+ cards in the
    forecast), Heritage (8+ visible hexes in one color), History (4+ visible
    echo effects in one color), Supremacy (one basic icon shown 3+ times in each
    of four colors). Raises ValueError for another name."""
    pl = s.players[p]
    # Checked after every move for every player: each test first looks at what it
    # needs at least (a card shows one hex, at most one echo box, and the bonus
    # icons it has: one, or two on some cities; a covered card shows something
    # only in a splayed pile).
    board = pl.board
    if name == "Wealth":
        return (sum(_NBONUS[c] for pile in board for c in pile) >= 8
                and len(visible_bonuses(pl)) >= 8)
    if name == "Destiny":
        return len(pl.forecast) >= 7
    if name == "Heritage":
        return any(len(board[c]) >= 8 and pl.splay[c] and visible_count(pl, c, HEX) >= 8 for c in range(5))
    if name == "History":
        return any(len(board[c]) >= 4 and pl.splay[c] and visible_count(pl, c, ECHO) >= 4 for c in range(5))
    if name == "Supremacy":
        if sum(1 for pile in board if pile) < 4:
            return False
        piles = [pl.pile_icons(color) for color in range(5) if board[color]]
        return any(sum(1 for counts in piles if counts[icon] >= 3) >= 4 for icon in range(6))
    raise ValueError(f"no Echoes special achievement {name!r}")


_HEX_SHIFT = ICON_BITS * HEX
_ECHO_SHIFT = ICON_BITS * ECHO
_BONUS_SHIFT = ICON_BITS * BONUS_ICON
_BASIC_SHIFTS = tuple(ICON_BITS * i for i in range(6))
#: A board's packed count (:meth:`engine.state.Player.board_packed`) plus this has
#: the top bit of a basic icon's field set when the board shows that icon 12+ times
#: (the least Supremacy needs: 3 in each of four colors); a field never reaches 2060.
_BASIC_ADD = sum((2048 - 12) << k for k in _BASIC_SHIFTS)
_BASIC_MASK = sum(ICON_FIELD << k for k in _BASIC_SHIFTS)
_BASIC_TOP = sum(2048 << k for k in _BASIC_SHIFTS)
#: :func:`claimable`'s first look, at the board's packed count in one sum: a field's
#: top bit (2048) is set when the board shows 8+ hexes, 4+ echo effects, 12+ of a
#: basic icon, or 8+ bonus icons (Wealth's own test; the others are the least that
#: Heritage, History or Supremacy need); a field never reaches 2048 on its own.
_QUICK_MASK = _BASIC_MASK | (ICON_FIELD << _HEX_SHIFT) | (ICON_FIELD << _ECHO_SHIFT) | (ICON_FIELD << _BONUS_SHIFT)
_QUICK_ADD = _BASIC_ADD + ((2048 - 8) << _HEX_SHIFT) + ((2048 - 4) << _ECHO_SHIFT) + ((2048 - 8) << _BONUS_SHIFT)
_QUICK_TOP = _BASIC_TOP | (2048 << _HEX_SHIFT) | (2048 << _ECHO_SHIFT) | (2048 << _BONUS_SHIFT)
_NOT_WEALTH_TOP = _QUICK_TOP & ~(2048 << _BONUS_SHIFT)
#: claimable's answers when only Wealth and Destiny can hold, by (Wealth, Destiny).
_FEW = {(False, False): frozenset(), (True, False): frozenset(("Wealth",)),
        (False, True): frozenset(("Destiny",)), (True, True): frozenset(("Wealth", "Destiny"))}


#: A pile's claims (:func:`_pile_claims`) are an int laid out like a packed icon count:
#: 1 in a basic icon's field when the pile shows it 3+ times, 1 in the hex field for
#: 8+ hexes, 1 in the echo field for 4+ echo effects, and the pile's bonus icons in the
#: bonus field. Those fields of a pile's packed count, and what to add to set a
#: field's top bit (2048) at each threshold:
_PILE_MASK = _BASIC_MASK | (ICON_FIELD << _HEX_SHIFT) | (ICON_FIELD << _ECHO_SHIFT)
_PILE_ADD = (sum((2048 - 3) << k for k in _BASIC_SHIFTS) + ((2048 - 8) << _HEX_SHIFT)
             + ((2048 - 4) << _ECHO_SHIFT))
_PILE_TOP = _BASIC_TOP | (2048 << _HEX_SHIFT) | (2048 << _ECHO_SHIFT)
_BONUS_MASK = ICON_FIELD << _BONUS_SHIFT
#: The sum of the five piles' claims: a top bit set for Supremacy (a basic icon shown
#: 3+ times in 4+ piles), Heritage, History (a pile with 8+ hexes, 4+ echo effects)
#: and Wealth (8+ bonus icons in all).
_BOARD_MASK = _PILE_MASK | _BONUS_MASK
_BOARD_ADD = (sum((2048 - 4) << k for k in _BASIC_SHIFTS) + ((2048 - 1) << _HEX_SHIFT)
              + ((2048 - 1) << _ECHO_SHIFT) + ((2048 - 8) << _BONUS_SHIFT))
_BOARD_TOP = _PILE_TOP | (2048 << _BONUS_SHIFT)
#: claimable's answer by (the board's top bits, Destiny), worked out once each.
_ANSWERS: dict[tuple[int, bool], frozenset[str]] = {}


def _pile_claims(entry: list[Any]) -> int:
    """What a pile (its :meth:`engine.state.Player.pile_entry`) adds to the Echoes
    special achievements' conditions, as an int (see ``_PILE_MASK``): for
    Supremacy, a 1 for each basic icon it shows 3+ times; for Heritage, a 1 for 8+
    hexes; for History, a 1 for 4+ echo effects; its bonus icons (Wealth). Kept in
    the entry."""
    got = entry[3]
    if got is None:
        t = entry[2]
        got = entry[3] = ((((t & _PILE_MASK) + _PILE_ADD) & _PILE_TOP) >> 11) + (t & _BONUS_MASK)
    return got  # type: ignore[no-any-return]


def claimable(s: State, p: int) -> frozenset[str]:
    """The Echoes special achievements ``p`` meets the condition of now (the same
    answers as :func:`qualifies`, from what each pile adds, :func:`_pile_claims`,
    worked out once for each pile: this runs after every move, for every player;
    first from the whole board's count, which most of the time rules out every
    condition but Wealth and Destiny)."""
    pl = s.players[p]
    hit = ((pl.board_packed() & _QUICK_MASK) + _QUICK_ADD) & _QUICK_TOP
    destiny = len(pl.forecast) >= 7
    if not hit & _NOT_WEALTH_TOP:
        # fewer than 8 hexes, 4 echo effects, 12 of each basic icon on the whole
        # board: no pile meets Heritage, History nor Supremacy; the board's bonus
        # icons are its piles' together (8 or more: Wealth)
        return _FEW[(bool(hit), destiny)]
    total = 0
    for e in pl.pile_entries():     # board_packed was just read: the piles' entries are at hand
        c = e[3]
        total += _pile_claims(e) if c is None else c
    key = (((total & _BOARD_MASK) + _BOARD_ADD) & _BOARD_TOP, destiny)
    got = _ANSWERS.get(key)
    if got is None:
        got = _ANSWERS[key] = _answer(*key)
    return got


def _answer(top: int, destiny: bool) -> frozenset[str]:
    """The Echoes special achievements from the top bits of the board's summed claims
    (:func:`claimable`) and whether the forecast holds 7+ cards (Destiny)."""
    out = []
    if top & (2048 << _BONUS_SHIFT):
        out.append("Wealth")
    if destiny:
        out.append("Destiny")
    if top & (2048 << _HEX_SHIFT):
        out.append("Heritage")
    if top & (2048 << _ECHO_SHIFT):
        out.append("History")
    if top & _BASIC_TOP:
        out.append("Supremacy")
    return frozenset(out)


def setup_expansion(s: State) -> None:
    """Add the expansion to a new game's state (R1): the ten Echoes piles shuffled
    (15 cards of age 1, 10 of each other age), one Echoes 1 dealt to each player
    (who holds one base 1), and the five Echoes special achievements available.
    Uses the state's generator after the base deal (and after Artifacts)."""
    s.expansions = tuple(s.expansions) + (("echoes",) if "echoes" not in s.expansions else ())
    for a in range(10):
        pile = list(ECHOES_BY_AGE[a])
        s.shuffle(pile)
        s.ech_supply[a] = pile
    for pl in s.players:
        pl.hand.append(s.ech_supply[0].pop(0))
    s.specials = s.specials + [x for x in ECHOES_SPECIALS if x not in s.specials]


# ---- promote (R7) ------------------------------------------------------------------

def promote_options(s: State, p: int, melded: int) -> list[int]:
    """The forecast cards ``p`` may promote after a Meld action that melded
    ``melded``: those of value at most the melded card's (face-up) value."""
    v = FACE_AGE[melded]
    return [c for c in s.players[p].forecast if AGE[c] <= v]


def promote_after_meld(s: State, p: int, melded: int) -> Gen:
    """The end of a Meld action with Echoes (R7): ``p`` may promote one forecast
    card of value at most ``melded``'s (a ``cards`` question, min 0, max 1: the
    card is melded from the forecast), then may dogma it at once for free (a
    yes/no; a normal Dogma: echo effects, demands, sharing, free draw). Neither
    question is asked when it has no legal answer but declining."""
    opts = promote_options(s, p, melded)
    if not opts:
        return
    pl = s.players[p]
    got = yield Decision(p, "cards", opts, 0, 1,
                         translate("engine", "You may promote a card of value {age} or less from your forecast "
                                             "(meld it).", age=FACE_AGE[melded]), source="promote")
    if not got:
        verbs.emit(s, translate("engine", "{player} promotes no card.", player=pl.name), kind="decline")
        return
    card = got[0]
    verbs.promote(s, p, card)
    if CARDS[card].dogma_icon is None:
        return
    yes = yield Decision(p, "yesno", [True, False], 1, 1,
                         translate("engine", "Dogma {card} now for free?", card=card), source="promote")
    if not yes:
        verbs.emit(s, translate("engine", "{player} does not dogma the promoted card.", player=pl.name),
                   kind="decline")
        return
    from .dogma import dogma
    yield from dogma(s, p, card)


def after_meld(s: State, p: int, melded: int, relic: int | None) -> Gen:
    """The rest of a Meld action that asks questions (an action in steps of its
    own, ``("aftermeld", melded, relic)``): with Relics, where to seize the relic
    the dig offered (``relic``, or None); then, with Echoes, the promote."""
    if relic is not None:
        from .artifacts import seize_question
        yield from seize_question(s, p, relic)
    if s.echoes and s.result is None:
        yield from promote_after_meld(s, p, melded)
