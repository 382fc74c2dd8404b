"""Cities of Destiny (third edition): the rules that are not card effects (cities
have no effects).

Rules (the reference README for Cities, R1-R12; rule choices D1-D9 in
``docs/cities.md``), each hooked at a named point of the shared verbs:

* R1 setup: :func:`setup_expansion` (the ten Cities piles, the five special
  achievements; nobody starts with a city); R2 the target rises by one
  (``engine.game.default_win_target``);
* R3 drawing a city: :func:`city_draw` (only with no city in hand), asked by the
  Meld action (:func:`meld_steps`: a new color) and by :func:`engine.verbs.splay`
  (a pile turned to a new direction; D5: the player splaying draws); the pile is
  chosen by :func:`engine.verbs.draw_source` (``card_set="cities"``: the Cities pile
  of the Draw-action value, else a base card);
* R4 a returned city goes to its Cities pile (:func:`engine.verbs.return_card`);
* R5 icons: six positions, counted by :meth:`engine.state.Player.all_icon_counts`
  (:data:`engine.cards.CITY_SPLAY_POSITIONS`);
* R6 a Meld action with a city: :func:`city_icons` (plus, arrows in BGA's order:
  ``top_middle`` then ``bottom_middle``, D8) and :func:`search` (may ask the order
  of the returned cards); then the city draw, the Artifacts dig, the Echoes promotion;
* R7 flags and fountains: :func:`icon_achievements`, :func:`icon_achievement_count`
  (read by :meth:`engine.state.State.achievement_count`) and :func:`check_icon_win`
  (after every board change, from :func:`engine.verbs.check_specials`);
* R8 bonus points: :func:`engine.echoes.bonus_points`, read by :func:`engine.verbs.points`;
* R9 Endorse: :func:`endorse_options`, :func:`endorse` (the dogma runs with
  ``endorse=True``: :func:`engine.dogma.dogma`);
* R11 Legend, Repute, Fame (:func:`on_meld`), Glory, Victory (:func:`on_tuck`).
"""
from __future__ import annotations

from typing import Any, Generator

from . import artifacts as _artifacts, verbs
from .cards import (AGE, ARROW_LEFT, ARROW_RIGHT, ARROW_UP, CARD_ICONS, CARDS, CITIES_BY_AGE, CITIES_SPECIALS,
                    COLOR, COVERED_ICONS, FACE_AGE, FLAG, FOUNTAIN, ICON_BITS, ICON_FIELD, LEFT, NAMES, PLUS, RIGHT,
                    TOP_MIDDLE, UP)
from .decisions import Decision
from .msg import translate
from .state import State

Gen = Generator[Decision, Any, Any]

#: True for a city: a card of the Cities set, or the relic Timbuktu (a city too, R10).
IS_CITY: tuple[bool, ...] = tuple(c.set == "cities" or c.relic_set == "cities" for c in CARDS)
#: The splay each arrow icon asks for.
ARROW_SPLAY = {ARROW_LEFT: LEFT, ARROW_RIGHT: RIGHT, ARROW_UP: UP}
#: The special achievement a city meld claims by its arrow (R11), and by its
#: flag / fountain when tucked.
ARROW_SPECIAL = {ARROW_LEFT: "Legend", ARROW_RIGHT: "Repute", ARROW_UP: "Fame"}
TUCK_SPECIAL = {FLAG: "Glory", FOUNTAIN: "Victory"}
#: Cards that show a flag or a fountain somewhere (only cities).
_FF: tuple[bool, ...] = tuple(FLAG in ic or FOUNTAIN in ic for ic in CARD_ICONS)
#: Each card's basic icons (a set of icon numbers), and featured icon (None: no dogma).
_BASIC_OF: tuple[frozenset[int], ...] = tuple(frozenset(i for i in ic if i < 6) for ic in CARD_ICONS)
_FEATURED: tuple[int | None, ...] = tuple(c.dogma_icon for c in CARDS)
#: The order a city's plus and arrow icons act in (D8, BGA): top_middle, then bottom_middle.
ICON_ORDER = (TOP_MIDDLE, 2)


def is_city(card: int) -> bool:
    """True for a city (a Cities card, or the relic Timbuktu)."""
    return IS_CITY[card]


def search_icon(card: int) -> int | None:
    """The search icon of ``card`` (R6.4: a basic icon at ``top_middle`` of a city),
    as an icon number, or None."""
    ic = CARD_ICONS[card]
    if len(ic) == 6 and ic[TOP_MIDDLE] < 6:
        return ic[TOP_MIDDLE]
    return None


def has_city_in_hand(s: State, p: int) -> bool:
    """True if ``p``'s hand holds a city (Timbuktu included): then no city is drawn (R3)."""
    for c in s.players[p].hand:
        if IS_CITY[c]:
            return True
    return False


# ---- setup (R1) -------------------------------------------------------------------

def setup_expansion(s: State) -> None:
    """Add the expansion to a new game's state (R1): the ten Cities piles shuffled
    (15 cards of age 1, 10 of each other age) and the five Cities special
    achievements available. Nobody starts with a city. Uses the state's generator
    after the base deal (and after Artifacts and Echoes)."""
    s.expansions = tuple(s.expansions) + (("cities",) if "cities" not in s.expansions else ())
    for a in range(10):
        pile = list(CITIES_BY_AGE[a])
        s.shuffle(pile)
        s.cit_supply[a] = pile
    s.specials = s.specials + [x for x in CITIES_SPECIALS if x not in s.specials]


# ---- drawing a city (R3) ------------------------------------------------------------

def city_draw(s: State, p: int) -> int | None:
    """Draw a city for ``p`` (R3) if the game has Cities and ``p``'s hand holds no
    city: the Draw-action value (highest top card, 1 with none; moved up past empty
    base piles), from the Cities pile of that value, or a base card when it is empty
    (:func:`engine.verbs.draw_source`); above 10 the game ends by score (GameOver).
    Returns the card drawn, or None."""
    if not s.cities or s.result is not None:
        return None
    if has_city_in_hand(s, p):
        verbs.emit(s, translate("engine", "{player} already holds a city: no city is drawn.",
                                player=s.players[p].name), kind="city")
        return None
    return verbs.draw(s, p, s.players[p].highest_top_age(), card_set="cities")


# ---- flags and fountains (R7) -------------------------------------------------------

def visible_cards(s: State, p: int, color: int) -> int:
    """How many cards of ``color`` ``p`` shows (R7): 0 without a pile, 1 for an
    unsplayed pile, the whole pile when splayed."""
    pile = s.players[p].board[color]
    if not pile:
        return 0
    return len(pile) if s.players[p].splay[color] else 1


def flag_rivals(s: State, p: int, color: int) -> list[int]:
    """The opponents of ``p`` (in a team game the other team's players only, D6)
    who show more cards of ``color`` than ``p``: while there is one, p's flags of
    that color do not count (R7)."""
    mine = visible_cards(s, p, color)
    return [q for q in s.opponents(p) if visible_cards(s, q, color) > mine]


_FLAG_SHIFT = ICON_BITS * FLAG
_FOUNTAIN_SHIFT = ICON_BITS * FOUNTAIN
#: The flag and fountain fields of a packed icon count.
_FF_MASK = (ICON_FIELD << _FLAG_SHIFT) | (ICON_FIELD << _FOUNTAIN_SHIFT)


def _pile_marks(s: State, p: int, color: int) -> tuple[int, int]:
    """(flags, fountains) visible in ``p``'s ``color`` pile."""
    t = s.players[p].pile_packed(color)
    return (t >> _FLAG_SHIFT) & ICON_FIELD, (t >> _FOUNTAIN_SHIFT) & ICON_FIELD


def icon_achievement_count(s: State, p: int) -> int:
    """How many flags and fountains count as achievements for ``p`` now (R7): every
    visible fountain, and every visible flag of a color in which no opponent shows
    more cards. 0 without Cities."""
    if not s.cities or p in s.eliminated:
        return 0
    n = 0
    for color in range(5):
        f, u = _pile_marks(s, p, color)
        n += u
        if f and not flag_rivals(s, p, color):
            n += f
    return n


def icon_achievements(s: State, p: int) -> list[dict[str, Any]]:
    """``p``'s visible flags and fountains, for a table (R7): one dict per icon,
    ``{"card": id, "color": color number, "kind": "flag" | "fountain",
    "counts": bool, "mine": cards p shows of that color, "rivals": [(player,
    cards shown), ...]}`` (rivals: the opponents showing more, for a flag that does
    not count; empty otherwise). Top cards first in color order, then covered ones."""
    out: list[dict[str, Any]] = []
    if not s.cities:
        return out
    pl = s.players[p]
    for color, pile in enumerate(pl.board):
        if not pile:
            continue
        sp = pl.splay[color]
        shown = [(pile[-1], CARD_ICONS[pile[-1]])] + ([(c, COVERED_ICONS[sp][c]) for c in pile[-2::-1]] if sp else [])
        mine = visible_cards(s, p, color)
        rivals = [(q, visible_cards(s, q, color)) for q in flag_rivals(s, p, color)]
        for c, icons in shown:
            if not _FF[c]:
                continue
            for icon in icons:
                if icon == FOUNTAIN:
                    out.append({"card": c, "color": color, "kind": "fountain", "counts": True, "mine": mine,
                                "rivals": []})
                elif icon == FLAG:
                    out.append({"card": c, "color": color, "kind": "flag", "counts": not rivals, "mine": mine,
                                "rivals": rivals})
    return out


def _marks_bound(s: State, p: int) -> int:
    """At least as many as the flags and fountains ``p`` counts (all those ``p``
    shows, from the board's packed icon count)."""
    t = s.players[p].board_packed()
    return ((t >> _FLAG_SHIFT) & ICON_FIELD) + ((t >> _FOUNTAIN_SHIFT) & ICON_FIELD)


def check_icon_win(s: State) -> None:
    """After a board change: whoever now reaches the achievements needed to win
    (flags and fountains included, R7) wins at once, even during another player's
    turn; the current player is looked at first, then the others in turn order.
    Raises GameOver (:func:`engine.verbs.finish`).

    Runs after every board change: a first pass adds to each side's held
    achievements every flag and fountain its boards show (:func:`_marks_bound`, an
    upper bound of those that count, read from the cached packed icon count) and
    stops there when no side reaches the target that way (nearly always)."""
    if s.result is not None:
        return
    players = s.players
    target = s.win_target
    if s.teams:
        if all(len(players[a].achievements) + len(players[b].achievements)
               + _marks_bound(s, a) + _marks_bound(s, b) < target for a, b in ((0, 2), (1, 3))):
            return
    else:
        for pl in players:
            held = len(pl.achievements)
            if held >= target:
                break
            t = pl.board_packed() & _FF_MASK        # most boards show no flag and no fountain
            if t and held + (t >> _FLAG_SHIFT & ICON_FIELD) + (t >> _FOUNTAIN_SHIFT & ICON_FIELD) >= target:
                break
        else:
            return
    n = len(players)
    for k in range(n):
        p = (s.current + k) % n
        if p in s.eliminated:
            continue
        team = s.team_of(p)
        held = sum(len(players[q].achievements) for q in team)
        if held + sum(_marks_bound(s, q) for q in team) < target:
            continue
        if held + sum(icon_achievement_count(s, q) for q in team) >= target:
            verbs.emit(s, translate("engine", "{player} reaches the achievements needed to win, flags and fountains "
                                              "included.", player=players[p].name), kind="achieve")
            verbs.finish(s, "achievements", team)


# ---- special achievements (R11) -----------------------------------------------------

def on_meld(s: State, p: int, card: int) -> None:
    """Legend / Repute / Fame (R11): ``card`` was just melded (any meld) on ``p``'s
    board; if it is a city with an arrow pointing the way its pile was already
    splayed, ``p`` claims that achievement (while available). May raise GameOver."""
    ic = CARD_ICONS[card]
    sp = s.players[p].splay[COLOR[card]]
    if not sp or len(ic) != 6:
        return
    for icon, name in ARROW_SPECIAL.items():
        if icon in ic and ARROW_SPLAY[icon] == sp and name in s.specials:
            verbs.claim_special(s, p, name)


def on_tuck(s: State, p: int, card: int) -> None:
    """Glory / Victory (R11): ``card`` was just tucked (any tuck, the Endorse
    payment included) on ``p``'s board; a city with a flag claims Glory, one with
    a fountain Victory (while available). May raise GameOver."""
    if not _FF[card]:
        return
    ic = CARD_ICONS[card]
    for icon, name in TUCK_SPECIAL.items():
        if icon in ic and name in s.specials:
            verbs.claim_special(s, p, name)


# ---- the Meld action (R6, R3.1, R10) ------------------------------------------------

def city_icons(s: State, p: int, card: int) -> None:
    """The plus and arrow icons of a city just melded by ``p``'s Meld action (R6.1-3),
    in BGA's order (``top_middle``, then ``bottom_middle``, D8): a plus draws a card
    one value higher than the city (an ordinary draw); an arrow splays the city's
    color that way (nothing when the pile has one card or is splayed so already; a
    new direction draws a city, R3.2). May raise GameOver."""
    ic = CARD_ICONS[card]
    if len(ic) != 6:
        return
    name = s.players[p].name
    for k in ICON_ORDER:
        icon = ic[k]
        if icon == PLUS:
            verbs.emit(s, translate("engine", "The plus of {card}: {player} draws a card one value higher.",
                                    card=card, player=name), kind="city")
            verbs.draw(s, p, AGE[card] + 1)
        elif icon in ARROW_SPLAY:
            color = COLOR[card]
            if verbs.can_splay(s, p, color, ARROW_SPLAY[icon]):
                verbs.emit(s, translate("engine", "The arrow of {card}: {player} splays that color.",
                                        card=card, player=name), kind="city")
                verbs.splay(s, p, color, ARROW_SPLAY[icon])


def search(s: State, p: int, card: int) -> Gen:
    """The search icon of a city just melded by ``p``'s Meld action (R6.4): the
    top X cards of the base pile of value X (X = the city's age; only what that pile
    holds) are revealed one by one; those showing the search icon's kind go to p's
    hand, the others are returned to the bottom of that pile. With two or more to
    return, p is asked their order (an ``order`` question: the cards top first as
    they will lie at the bottom of the pile; BGA lets the player choose, D7).
    The revealed cards wait in p's hand meanwhile. Not draws."""
    icon = search_icon(card)
    if icon is None:
        return
    x = AGE[card]
    pl = s.players[p]
    pile = s.supply[x - 1]
    verbs.emit(s, translate("engine", "{player}'s {card} searches the {age} pile for {icon}.", player=pl.name,
                            card=card, age=x, icon=icon), kind="search")
    revealed = []
    for _ in range(min(x, len(pile))):
        c = pile.pop(0)
        pl.hand.append(c)
        s.changes += 1
        revealed.append(c)
        verbs.emit(s, translate("engine", "{player} reveals {card} from the {age} pile.", player=pl.name, card=c,
                                age=x), kind="reveal", card=c, src=(verbs.SUPPLY, x), dst=(verbs.HAND, p))
    if not revealed:
        verbs.emit(s, translate("engine", "The {age} pile is empty: nothing is found.", age=x), kind="search")
        return
    back = [c for c in revealed if icon not in CARD_ICONS[c]]
    for c in revealed:
        if c not in back:
            verbs.emit(s, translate("engine", "{player} keeps {card}.", player=pl.name, card=c), kind="search",
                       card=c)
    if len(back) > 1:
        back = yield Decision(p, "order", back, len(back), len(back),
                              translate("engine", "Return the cards that do not show the icon: their order at the "
                                                  "bottom of the {age} pile, top first.", age=x), source="search")
    for c in back:
        verbs.return_card(s, p, c, public=True)


def start_meld(s: State, p: int, card: int) -> tuple[int | None, bool]:
    """The first step of a Meld action: log it and meld ``card`` (from hand or
    display). Returns ``(covered, new_color)``: the top card it covered (None) and
    whether it started a new pile."""
    pl = s.players[p]
    pile = pl.board[COLOR[card]]
    covered = pile[-1] if pile else None
    verbs.emit(s, translate("engine", "{player} takes the Meld action.", player=pl.name), kind="action")
    verbs.meld(s, p, card)
    return covered, covered is None


def finish_meld(s: State, p: int, card: int, covered: int | None, new_color: bool) -> int | None:
    """The end of a Meld action after the city icons: the city draw if the meld
    started a new color (R3.1), then the Artifacts dig (R10). Returns the relic the
    dig offers (:func:`engine.artifacts.relic_offer`), or None. May raise GameOver."""
    if new_color:
        city_draw(s, p)
    if s.artifacts:
        return _artifacts.relic_offer(s, p, _artifacts.dig_after_meld(s, p, card, covered))
    return None


def meld_steps(s: State, p: int, card: int) -> int | None:
    """A Meld action with Cities whose city has no search icon (nothing asked):
    meld, plus and arrows, the city draw, the dig. Returns the relic offered."""
    covered, new = start_meld(s, p, card)
    city_icons(s, p, card)
    return finish_meld(s, p, card, covered, new)


def asks_in_meld(s: State, p: int, card: int) -> bool:
    """True if ``p``'s Meld action of ``card`` runs as an action in steps (a
    city with a search icon, from hand: :func:`meld_action`)."""
    return search_icon(card) is not None and card in s.players[p].hand


def meld_action(s: State, p: int, card: int) -> Gen:
    """The whole Meld action of a city with a search icon (an action in steps,
    ``("cmeld", card)``): meld, plus/arrows, the search (may ask), the city draw, the
    dig, then the relic question and the Echoes promotion (:func:`engine.echoes.after_meld`)."""
    covered, new = start_meld(s, p, card)
    city_icons(s, p, card)
    yield from search(s, p, card)
    relic = finish_meld(s, p, card, covered, new)
    from .echoes import after_meld
    yield from after_meld(s, p, card, relic)


# ---- Endorse (R9) ---------------------------------------------------------------------

#: By card id: for a city, its value in the place of each basic icon it shows (0 for
#: the others), what it allows an Endorse to pay (R9); None for any other card.
_ENDORSE_LIMITS: tuple[tuple[int, ...] | None, ...] = tuple(
    tuple(FACE_AGE[c] if i in _BASIC_OF[c] else 0 for i in range(6)) if IS_CITY[c] else None
    for c in range(len(CARD_ICONS)))


def endorsable(s: State, p: int) -> list[int]:
    """The top cards ``p`` may endorse now (R9; the keys of :func:`endorse_options`):
    with Cities, once a turn, a top card with a featured icon that one of p's top
    cities shows (:data:`_ENDORSE_LIMITS`), when a hand card is of that city's value
    or less. (Asked at every action decision.)"""
    if s.endorsed or "cities" not in s.expansions:
        return []
    pl = s.players[p]
    hand = pl.hand
    if not hand:
        return []
    tops = [pile[-1] for pile in pl.board if pile]
    cities = [_ENDORSE_LIMITS[c] for c in tops if IS_CITY[c]]
    if not cities:
        return []
    low = min(map(AGE.__getitem__, hand))
    out = []
    for t in tops:
        icon = _FEATURED[t]
        if icon is not None:
            for lim in cities:
                if lim[icon] >= low:     # type: ignore[index]  # a city's entry is a tuple
                    out.append(t)
                    break
    return out


def endorse_options(s: State, p: int) -> dict[int, list[int]]:
    """The Endorse actions ``p`` may take now (R9): each top card of
    :func:`endorsable` -> the hand cards that may pay, those of value at most the
    highest top city showing the card's featured icon."""
    pl = s.players[p]
    cities = [_ENDORSE_LIMITS[c] for c in pl.tops() if IS_CITY[c]]
    out: dict[int, list[int]] = {}
    for t in endorsable(s, p):
        lim = max(c[_FEATURED[t]] for c in cities)      # type: ignore[index]  # endorsable: a city, an icon
        out[t] = [h for h in pl.hand if AGE[h] <= lim]
    return out


def endorse(s: State, p: int, card: int) -> Gen:
    """The Endorse action on ``card`` (an action in steps, ``("endorse", card)``,
    R9): once per turn; ``p`` tucks a card from hand of value at most the highest
    top city showing ``card``'s featured icon (asked as a ``cards`` question only
    when more than one card may pay), then the dogma runs with every non-demand
    effect twice for ``p`` and every demand twice for each affected opponent
    (:func:`engine.dogma.dogma`, D4). Raises ValueError if ``card`` may not be
    endorsed."""
    opts = endorse_options(s, p).get(card)
    if not opts:
        raise ValueError(f"{NAMES[card]} cannot be endorsed now")
    pl = s.players[p]
    s.endorsed = True
    verbs.emit(s, translate("engine", "{player} takes the Endorse action on {card}.", player=pl.name, card=card),
               kind="action")
    if len(opts) == 1:
        pay = opts[0]
    else:
        got = yield Decision(p, "cards", opts, 1, 1,
                             translate("engine", "Choose the card from your hand to tuck to endorse {card}.",
                                       card=card), source="endorse")
        pay = got[0]
    verbs.tuck(s, p, pay)
    from .dogma import dogma
    yield from dogma(s, p, card, endorse=True)

