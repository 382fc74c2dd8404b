"""The verbs of the game: every way a card moves or a pile changes.

Each verb is one function that changes a :class:`~engine.state.State`, records an
:class:`~engine.decisions.Event`, counts the change (``State.changes``, read by
the free Draw after a shared dogma), and then checks the special achievements,
which are claimed as soon as a player qualifies. A verb may raise
:class:`~engine.decisions.GameOver` (the game ended at once, even mid-effect);
``State.result`` then holds the outcome.

Where a card comes from is found by the verb itself, so an effect can say
"score it" without knowing where "it" lies.
"""
from __future__ import annotations

from .cards import AGE, CITIES_SPECIALS, COLOR, ECHOES_SPECIALS, NAMES, SET, CLOCK, UP, RIGHT
from .decisions import Event, GameOver
from .msg import Msg, a_age as _a_age_msg, translate
from .state import State
from .supply import draw_age, top_age

# ---- locating cards ---------------------------------------------------------

# the zones (engine.vocab): Artifacts of History's are a player's display (owner:
# the player), an Artifacts supply pile (owner: its age), the relic area (owner: -1)
# (re-exported: ``verbs.HAND``... is how the effects name a zone; ``X as X`` says so to a type checker)
from .vocab import (ACHIEVEMENTS as ACHIEVEMENTS, ART_SUPPLY as ART_SUPPLY, BOARD as BOARD,  # noqa: E402
                    DISPLAY as DISPLAY, HAND as HAND, JUNK as JUNK, RELIC_AREA as RELIC_AREA,
                    SCORE as SCORE, SUPPLY as SUPPLY)
#: Echoes of the Past zones: a player's forecast (owner: the player, private like
#: a hand) and an Echoes supply pile (owner: its age); Cities of Destiny's: a Cities
#: supply pile (owner: its age).
from .vocab import CIT_SUPPLY as CIT_SUPPLY, ECH_SUPPLY as ECH_SUPPLY, FORECAST as FORECAST  # noqa: E402


def locate(s: State, card: int) -> tuple[str, int]:
    """Where ``card`` is: ``(zone, owner)``; owner is a player index, the age for
    a supply pile (base :data:`SUPPLY` or :data:`ART_SUPPLY`), -1 for the available
    achievements, the relic area or out of play.

    Raises ``LookupError`` if the card is nowhere (a bug in the caller).
    """
    for i, p in enumerate(s.players):
        if card in p.hand:
            return HAND, i
        if card in p.score:
            return SCORE, i
        if card in p.board[COLOR[card]]:
            return BOARD, i
        if p.display == card:
            return DISPLAY, i
        if card in p.forecast:
            return FORECAST, i
    a = AGE[card]
    if a <= len(s.supply) and card in s.supply[a - 1]:
        return SUPPLY, a
    if a <= len(s.art_supply) and card in s.art_supply[a - 1]:
        return ART_SUPPLY, a
    if card in s.junk:
        return JUNK, -1
    # an 11 (fourth edition) has no Echoes or Cities pile: it may be an achievement (Chain Achievement)
    if a <= len(s.ech_supply) and card in s.ech_supply[a - 1]:
        return ECH_SUPPLY, a
    if a <= len(s.cit_supply) and card in s.cit_supply[a - 1]:
        return CIT_SUPPLY, a
    if card in s.relic_area:
        return RELIC_AREA, -1
    if card in s.achievements:
        return ACHIEVEMENTS, -1
    for i, p in enumerate(s.players):
        if card in p.achievements:
            return ACHIEVEMENTS, i
    raise LookupError(f"{NAMES[card]} is not in play")


def _take(s: State, card: int) -> tuple[str, int]:
    zone, owner = locate(s, card)
    if zone == HAND:
        s.players[owner].hand.remove(card)
    elif zone == SCORE:
        s.players[owner].score.remove(card)
    elif zone == BOARD:
        p = s.players[owner]
        color = COLOR[card]
        p.board[color].remove(card)
        if len(p.board[color]) < 2:
            p.splay[color] = 0
    elif zone == SUPPLY:
        s.supply[owner - 1].remove(card)
    elif zone == DISPLAY:
        s.players[owner].display = None
    elif zone == ART_SUPPLY:
        s.art_supply[owner - 1].remove(card)
    elif zone == FORECAST:
        s.players[owner].forecast.remove(card)
    elif zone == ECH_SUPPLY:
        s.ech_supply[owner - 1].remove(card)
    elif zone == CIT_SUPPLY:
        s.cit_supply[owner - 1].remove(card)
    elif zone == RELIC_AREA:
        s.relic_area.remove(card)
    elif zone == JUNK:
        s.junk.remove(card)
    elif owner == -1:
        s.achievements.remove(card)
    else:
        s.players[owner].achievements.remove(card)
    return zone, owner


def a_age(age: int) -> str:
    """"a 3", "an 8" (and "an 11"): an age with its article, in English (for the
    log's words as data see :func:`engine.msg.a_age`)."""
    return f"{'an' if age in (8, 11, 18) else 'a'} {age}"


def _name(s: State, p: int) -> str:
    return s.players[p].name


def emit(s: State, text: "Msg | str", seen_by: tuple[int, ...] | None = None,
         hidden: "Msg | str | None" = None, kind: str = "", card: int | None = None,
         src: tuple[str, int] | None = None, dst: tuple[str, int] | None = None) -> None:
    """Record an event with its visibility (see :class:`~engine.decisions.Event`);
    a card's move names the card and its ``(zone, owner)`` before and after.
    ``text`` and ``hidden`` are messages (:func:`engine.msg.translate`: the
    client says them in its language); plain strings are accepted but stay English."""
    s.events.append(Event(text, seen_by, hidden, kind, card, src, dst))


# Zone phrases of a move: (from, to) x (the actor's own / another player's). Kept as
# ready-made messages; only another player's zone needs an argument (their name).
_OWN_ZONES = {
    HAND: (translate("engine", "from their hand"), translate("engine", "to their hand")),
    SCORE: (translate("engine", "from their score pile"), translate("engine", "to their score pile")),
    BOARD: (translate("engine", "from their board"), translate("engine", "to their board")),
    DISPLAY: (translate("engine", "from their display"), translate("engine", "to their display")),
    ACHIEVEMENTS: (translate("engine", "from their achievements"), translate("engine", "to their achievements")),
    FORECAST: (translate("engine", "from their forecast"), translate("engine", "to their forecast")),
}
_OTHERS_ZONES = {
    HAND: (translate("engine", "from {player}'s hand"), translate("engine", "to {player}'s hand")),
    SCORE: (translate("engine", "from {player}'s score pile"), translate("engine", "to {player}'s score pile")),
    BOARD: (translate("engine", "from {player}'s board"), translate("engine", "to {player}'s board")),
    DISPLAY: (translate("engine", "from {player}'s display"), translate("engine", "to {player}'s display")),
    ACHIEVEMENTS: (translate("engine", "from {player}'s achievements"),
                   translate("engine", "to {player}'s achievements")),
    FORECAST: (translate("engine", "from {player}'s forecast"), translate("engine", "to {player}'s forecast")),
}
_PILE_ZONES = {
    SUPPLY: (translate("engine", "from the {age} supply pile"), translate("engine", "to the {age} supply pile")),
    ART_SUPPLY: (translate("engine", "from the Artifacts {age} pile"),
                 translate("engine", "to the Artifacts {age} pile")),
    ECH_SUPPLY: (translate("engine", "from the Echoes {age} pile"),
                 translate("engine", "to the Echoes {age} pile")),
    CIT_SUPPLY: (translate("engine", "from the Cities {age} pile"),
                 translate("engine", "to the Cities {age} pile")),
}
_AVAILABLE = (translate("engine", "from the achievements"), translate("engine", "to the achievements"))
_RELICS = (translate("engine", "from the relic area"), translate("engine", "to the relic area"))
_JUNK = (translate("engine", "from the junk"), translate("engine", "to the junk"))


def zone_msg(s: State, zone: str, owner: int, actor: int, to: bool) -> Msg:
    """The phrase for a move's source (``to`` False: "from their hand") or
    destination ("to Bob's score pile") as a message; ``actor`` is who moves the card."""
    i = 1 if to else 0
    if zone in _PILE_ZONES:
        t = _PILE_ZONES[zone][i]
        return Msg(t.context, t.template, {"age": owner})
    if zone == RELIC_AREA:
        return _RELICS[i]
    if zone == JUNK:
        return _JUNK[i]
    if zone == ACHIEVEMENTS and owner < 0:
        return _AVAILABLE[i]
    if owner == actor:
        return _OWN_ZONES[zone][i]
    t = _OTHERS_ZONES[zone][i]
    return Msg(t.context, t.template, {"player": _name(s, owner)})


def _zone_words(s: State, zone: str, owner: int, actor: int) -> str:
    """A zone in English words without "from"/"to" ("their hand", "the 3 supply pile")."""
    return str(zone_msg(s, zone, owner, actor, True))[3:]


#: A move's sentence by verb: the player, the card (an id, or "a 3" for those who
#: may not see it), where from and where to.
_MOVES = {
    "melds": translate("engine", "{player} melds {card} {src} {dst}."),
    "tucks": translate("engine", "{player} tucks {card} {src} {dst}."),
    "scores": translate("engine", "{player} scores {card} {src} {dst}."),
    "returns": translate("engine", "{player} returns {card} {src} {dst}."),
    "puts back": translate("engine", "{player} puts back {card} {src} {dst}."),
    "transfers": translate("engine", "{player} transfers {card} {src} {dst}."),
    "digs": translate("engine", "{player} digs {card} {src} {dst}."),
    "seizes": translate("engine", "{player} seizes {card} {src} {dst}."),
    "junks": translate("engine", "{player} junks {card} {src} {dst}."),
    "foreshadows": translate("engine", "{player} foreshadows {card} {src} {dst}."),
    "promotes": translate("engine", "{player} promotes {card} {src} {dst}."),
    "moves": translate("engine", "{player} moves {card} {src} {dst}."),
}


#: Zones whose cards everybody sees: a move into or out of them is public.
_PUBLIC_ZONES = (BOARD, DISPLAY, RELIC_AREA)


def hidden_place(zone: str, owner: int, p: int) -> bool:
    """True when player ``p`` cannot see the cards of the place ``(zone, owner)``
    (as :func:`locate` gives it): another player's hand or score pile, a supply
    pile (base, Artifacts or Echoes), any achievements (face down). Boards, displays
    and the relic area are public; a hand, a score pile or an Echoes forecast is
    seen by its owner only. (A relic is public wherever it lies: see
    :func:`card_hidden_from`.)"""
    if zone in (HAND, SCORE, FORECAST):
        return owner != p
    return zone not in _PUBLIC_ZONES


def card_hidden_from(s: State, card: int, p: int) -> bool:
    """True when ``p`` cannot see which card ``card`` is where it lies in ``s``
    (:func:`hidden_place`); relics are always public. A card not in play counts
    as hidden."""
    if SET[card] == "relic":
        return False
    try:
        zone, owner = locate(s, card)
    except LookupError:
        return True
    return hidden_place(zone, owner, p)


def _moved(s: State, actor: int, verb: str, card: int, src: tuple[str, int],
           dst: tuple[str, int], public: bool = False) -> None:
    """Count a move, log it with the right visibility, check special achievements."""
    s.changes += 1
    t = _MOVES[verb]
    who = _name(s, actor)
    frm = zone_msg(s, src[0], src[1], actor, False)
    to = zone_msg(s, dst[0], dst[1], actor, True)
    text = Msg(t.context, t.template, {"player": who, "card": card, "src": frm, "dst": to})
    if (public or src[0] in _PUBLIC_ZONES or dst[0] in _PUBLIC_ZONES or SET[card] == "relic"):
        emit(s, text, kind=verb, card=card, src=src, dst=dst)
    else:
        # a card going from one hidden place to another is named only to those who
        # hold it before or after (the owners of the hand or score pile it leaves
        # or enters): whoever moved it blind (Rocketry returning a card from an
        # opponent's score pile) learns its age and places only
        seen = set()
        for z, o in (src, dst):
            if z in (HAND, SCORE, FORECAST) and o >= 0:
                seen.add(o)
        hidden = Msg(t.context, t.template, {"player": who, "card": _a_age_msg(AGE[card]), "src": frm, "dst": to})
        emit(s, text, tuple(sorted(seen)), hidden, kind=verb, card=card, src=src, dst=dst)
    # only the players whose board, forecast or turn counters changed can newly qualify
    touched = {o for z, o in (src, dst) if z in (BOARD, FORECAST) and o >= 0}
    check_specials(s, bool(touched), touched | {actor})


# ---- drawing ----------------------------------------------------------------

def drawable_age(s: State, age: int) -> int:
    """The age actually drawn when asked for ``age`` (:func:`engine.supply.draw_age`:
    0 counts as 1, empty piles are skipped upwards). A result above the top pile
    (10, or 11 in the fourth edition) means the draw ends the game."""
    return draw_age(s, age)


#: The sets a draw may name (:func:`draw_source`); None names no set.
DRAW_SETS = ("base", "artifacts", "echoes", "cities")


def draw_source(s: State, p: int, age: int, card_set: str | None = None) -> tuple[str, int]:
    """Which supply pile a draw takes: THE one rule every draw goes through.

    ``p`` draws a card of value ``age``; ``card_set`` is the set the effect names
    (``"artifacts"``: "draw an Artifact" or a type the player picked; ``"echoes"``;
    ``"cities"``: the city draw of Cities of Destiny, R3, :func:`engine.cities.city_draw`;
    ``"base"``), or None when it names none (the Draw action, the free draw of a
    shared dogma, "draw a 3", the draw of "draw and meld/score/tuck/reveal/
    foreshadow"). Returns ``(zone, value)``: zone :data:`SUPPLY`,
    :data:`ART_SUPPLY` or :data:`ECH_SUPPLY`; a value above the top pile means there is
    nothing to draw (the caller ends the game by score).

    Rules, in order:

    * the value: 0 or less counts as 1, and empty BASE piles are skipped
      upwards (:func:`drawable_age`; expansion piles play no part in it);
    * the set: a named set is used; an unnamed draw is a base draw, except with
      Echoes of the Past, whose draw rule (:func:`engine.echoes.draw_set`, R2)
      may turn it into an Echoes draw (p's hand holds cards but no Echoes card);
      an unnamed draw never takes a city (Cities R4);
    * an expansion pile of that value that is empty gives the base card instead
      (a city draw from an empty Cities pile: a base card, Cities R3).

    Raises ValueError for an unknown set, or a set whose expansion is not played.
    """
    if card_set is not None and card_set not in DRAW_SETS:
        raise ValueError(f"cannot draw from set {card_set!r}")
    a = drawable_age(s, age)
    if a > top_age(s):
        return SUPPLY, a
    if card_set is None:
        if not s.echoes:
            return SUPPLY, a
        card_set = _echoes.draw_set(s, p)
    if card_set == "artifacts":
        if not s.artifacts:
            raise ValueError("an Artifacts draw in a game without the expansion")
        return (ART_SUPPLY if s.art_supply[a - 1] else SUPPLY), a
    if card_set == "echoes":
        if not s.echoes:
            raise ValueError("an Echoes draw in a game without the expansion")
        return (ECH_SUPPLY if s.ech_supply[a - 1] else SUPPLY), a
    if card_set == "cities":
        if not s.cities:
            raise ValueError("a city draw in a game without the expansion")
        return (CIT_SUPPLY if s.cit_supply[a - 1] else SUPPLY), a
    return SUPPLY, a


def supply_pile(s: State, zone: str, age: int) -> list[int]:
    """The supply pile (a list, top first) of ``zone`` (:data:`SUPPLY`,
    :data:`ART_SUPPLY`, :data:`ECH_SUPPLY`, :data:`CIT_SUPPLY`) and ``age``."""
    if zone == ART_SUPPLY:
        return s.art_supply[age - 1]
    if zone == ECH_SUPPLY:
        return s.ech_supply[age - 1]
    if zone == CIT_SUPPLY:
        return s.cit_supply[age - 1]
    return s.supply[age - 1]


def draw(s: State, p: int, age: int, reveal: bool = False, card_set: str | None = None) -> int:
    """Draw: the top card of the supply pile of ``age`` into ``p``'s hand.

    The pile is found by :func:`draw_source` (a value of 0 or less counts as 1;
    empty base piles are skipped upwards; the set named by ``card_set``, or by
    the expansions' draw rules when None). Trying to draw above the top pile (10;
    11 in the fourth edition) ends the game at once by score (raises GameOver).
    With ``reveal`` the card is shown to everyone. Returns the card drawn.
    Raises ValueError as :func:`draw_source`.
    """
    zone, a = draw_source(s, p, age, card_set)
    if a > top_age(s):
        end_by_score(s, p)
    card = supply_pile(s, zone, a).pop(0)
    src = (zone, a)
    s.players[p].hand.append(card)
    s.changes += 1
    name = _name(s, p)
    if zone == ART_SUPPLY:
        what = translate("engine", "an Artifact {age}", age=a)
    elif zone == ECH_SUPPLY:
        what = translate("engine", "an Echoes {age}", age=a)
    elif zone == CIT_SUPPLY:
        what = translate("engine", "a city {age}", age=a)
    else:
        what = _a_age_msg(a)
    if reveal:
        emit(s, translate("engine", "{player} draws and reveals {card} ({what}).", player=name, card=card,
                          what=what), kind="draw", card=card, src=src, dst=(HAND, p))
    else:
        emit(s, translate("engine", "{player} draws {card} ({what}).", player=name, card=card, what=what), (p,),
             translate("engine", "{player} draws {what}.", player=name, what=what), kind="draw",
             card=card, src=src, dst=(HAND, p))
    check_specials(s, False)
    return card


def reveal(s: State, p: int, card: int) -> None:
    """Reveal: show ``card`` to every player; it stays where it is."""
    where = locate(s, card)
    emit(s, translate("engine", "{player} reveals {card}.", player=_name(s, p), card=card), kind="reveal",
         card=card, src=where, dst=where)


def draw_and_reveal(s: State, p: int, age: int, card_set: str | None = None) -> int:
    """Draw a card of ``age`` and reveal it (it stays in the hand). ``card_set``
    as in :func:`draw`."""
    return draw(s, p, age, reveal=True, card_set=card_set)


def draw_and_meld(s: State, p: int, age: int, card_set: str | None = None) -> int:
    """Draw a card of ``age`` and meld that very card (a meld by an effect: never
    digs). ``card_set`` as in :func:`draw`."""
    c = draw(s, p, age, card_set=card_set)
    meld(s, p, c)
    return c


def draw_and_score(s: State, p: int, age: int, card_set: str | None = None) -> int:
    """Draw a card of ``age`` and score that very card. ``card_set`` as in :func:`draw`."""
    c = draw(s, p, age, card_set=card_set)
    score(s, p, c)
    return c


def draw_and_tuck(s: State, p: int, age: int, card_set: str | None = None) -> int:
    """Draw a card of ``age`` and tuck that very card. ``card_set`` as in :func:`draw`."""
    c = draw(s, p, age, card_set=card_set)
    tuck(s, p, c)
    return c


def draw_and_foreshadow(s: State, p: int, age: int, card_set: str | None = None) -> int:
    """Draw a card of ``age`` (the draw rules apply as for any draw) and
    foreshadow that very card (Echoes of the Past)."""
    c = draw(s, p, age, card_set=card_set)
    foreshadow(s, p, c)
    return c


# ---- placing ------------------------------------------------------------------

def foreshadow(s: State, p: int, card: int) -> None:
    """Foreshadow (Echoes of the Past): put ``card`` face down into ``p``'s
    forecast, from wherever it is. Others see only its back."""
    src = _take(s, card)
    s.players[p].forecast.append(card)
    _moved(s, p, "foreshadows", card, src, (FORECAST, p))


def make_available(s: State, p: int, card: int) -> None:
    """Move ``card`` into the available standard achievements, face down (Echoes:
    Chopsticks, Toothbrush, Seed Drill, Ice Cream); it is then achieved like the
    others, as an achievement of its value."""
    src = _take(s, card)
    s.achievements.append(card)
    _moved(s, p, "moves", card, src, (ACHIEVEMENTS, -1))


def promote(s: State, p: int, card: int) -> None:
    """Promote (Echoes of the Past R7): meld ``card`` from ``p``'s forecast onto
    the pile of its color (a meld: Monument ignores it; it never digs)."""
    src = _take(s, card)
    s.players[p].board[COLOR[card]].append(card)
    _moved(s, p, "promotes", card, src, (BOARD, p))
    if s.cities:
        _cities.on_meld(s, p, card)


def meld(s: State, p: int, card: int) -> None:
    """Meld: put ``card`` on top of the pile of its color on ``p``'s board
    (a new pile if there is none); the pile keeps its splay. With Cities, a city
    with an arrow melded onto a pile splayed that way claims Legend, Repute or
    Fame (:func:`engine.cities.on_meld`)."""
    src = _take(s, card)
    s.players[p].board[COLOR[card]].append(card)
    _moved(s, p, "melds", card, src, (BOARD, p))
    if s.cities:
        _cities.on_meld(s, p, card)


def tuck(s: State, p: int, card: int) -> None:
    """Tuck: put ``card`` at the bottom of the pile of its color on ``p``'s board,
    keeping the splay. Counts towards Monument. With Cities, a city with a flag or
    a fountain claims Glory or Victory (:func:`engine.cities.on_tuck`)."""
    src = _take(s, card)
    pl = s.players[p]
    pl.board[COLOR[card]].insert(0, card)
    pl.tucked += 1
    _moved(s, p, "tucks", card, src, (BOARD, p))
    if s.cities:
        _cities.on_tuck(s, p, card)


def score(s: State, p: int, card: int) -> None:
    """Score: put ``card`` face down in ``p``'s score pile. Counts towards Monument."""
    src = _take(s, card)
    pl = s.players[p]
    pl.score.append(card)
    pl.scored += 1
    _moved(s, p, "scores", card, src, (SCORE, p))


def return_card(s: State, p: int, card: int, public: bool = False) -> None:
    """Return: put ``card`` face down at the bottom of the supply pile of its age
    (which re-creates that pile if it was empty). ``p`` is who returns it.
    An Artifacts card goes to the bottom of the Artifacts pile of its age (an Echoes
    card, a city: of its own set's pile); a relic goes back to the relic area (never
    into a pile), where it may be seized again. ``public``: everyone is told which
    card (it was revealed: a city's search)."""
    src = _take(s, card)
    st = SET[card]
    if st == "artifacts":
        s.art_supply[AGE[card] - 1].append(card)
        dst = (ART_SUPPLY, AGE[card])
    elif st == "echoes":
        s.ech_supply[AGE[card] - 1].append(card)
        dst = (ECH_SUPPLY, AGE[card])
    elif st == "cities":
        s.cit_supply[AGE[card] - 1].append(card)
        dst = (CIT_SUPPLY, AGE[card])
    elif st == "relic":
        s.relic_area.append(card)
        dst = (RELIC_AREA, -1)
    else:
        s.supply[AGE[card] - 1].append(card)
        dst = (SUPPLY, AGE[card])
    _moved(s, p, "returns", card, src, dst, public)


def put_back_on_top(s: State, p: int, card: int) -> None:
    """Put ``card`` (a card ``p`` just drew and looked at) back face down on TOP of
    the supply pile of its age and set (The Daily Courant). Not a return: a return
    goes to the bottom."""
    src = _take(s, card)
    if SET[card] == "artifacts":
        s.art_supply[AGE[card] - 1].insert(0, card)
        dst = (ART_SUPPLY, AGE[card])
    elif SET[card] == "echoes":
        s.ech_supply[AGE[card] - 1].insert(0, card)
        dst = (ECH_SUPPLY, AGE[card])
    elif SET[card] == "cities":
        s.cit_supply[AGE[card] - 1].insert(0, card)
        dst = (CIT_SUPPLY, AGE[card])
    else:
        s.supply[AGE[card] - 1].insert(0, card)
        dst = (SUPPLY, AGE[card])
    _moved(s, p, "puts back", card, src, dst)


def transfer(s: State, p: int, card: int, to: int, zone: str) -> None:
    """Transfer: move ``card`` to player ``to``'s ``zone`` ("hand", "score",
    "board" or "achievements"; on a board it goes on top of its color; into
    achievements it may end the game). ``p`` is who acts.
    Transfers are neither scoring nor melding (Monument ignores them)."""
    src = _take(s, card)
    pl = s.players[to]
    if zone == HAND:
        pl.hand.append(card)
    elif zone == SCORE:
        pl.score.append(card)
    elif zone == BOARD:
        pl.board[COLOR[card]].append(card)
    elif zone == ACHIEVEMENTS:
        pl.achievements.append(card)
    elif zone == FORECAST:
        pl.forecast.append(card)
    else:
        raise ValueError(f"no zone {zone!r}")
    _moved(s, p, "transfers", card, src, (zone, to))
    if zone == ACHIEVEMENTS:
        _check_target(s, to)


def transfer_to_bottom(s: State, p: int, card: int, to: int) -> None:
    """Transfer ``card`` to the bottom of its color's pile on ``to``'s board
    (not a tuck: Monument ignores it)."""
    src = _take(s, card)
    s.players[to].board[COLOR[card]].insert(0, card)
    _moved(s, p, "transfers", card, src, (BOARD, to))


def exchange(s: State, p: int, a_cards: list[int], a: tuple[str, int],
             b_cards: list[int], b: tuple[str, int]) -> None:
    """Exchange: ``a_cards`` (now in zone ``a`` = (zone, player)) go to zone ``b``
    and ``b_cards`` go to zone ``a``, as one step. Either side may be empty."""
    for c in list(a_cards):
        transfer(s, p, c, b[1], b[0])
    for c in list(b_cards):
        transfer(s, p, c, a[1], a[0])


def dig(s: State, p: int, age: int) -> int | None:
    """Dig (Artifacts of History): the top card of the Artifacts pile of ``age``
    goes face up into ``p``'s display. ``age`` is the value already found (past
    empty base piles, see :func:`engine.artifacts.dig_age`); if that Artifacts pile
    is empty (or ``age`` is above 10) nothing is dug and None is returned (no
    further skipping, no base card, no end of game). Raises ValueError if ``p``'s
    display is not empty. Returns the card dug."""
    pl = s.players[p]
    if pl.display is not None:
        raise ValueError(f"{pl.name}'s display is not empty")
    if not 1 <= age <= 10 or not s.art_supply[age - 1]:
        emit(s, translate("engine", "{player} would dig an Artifact {age}, but there is none: nothing is dug.",
                          player=_name(s, p), age=age), kind="dig")
        return None
    card = s.art_supply[age - 1].pop(0)
    pl.display = card
    _moved(s, p, "digs", card, (ART_SUPPLY, age), (DISPLAY, p), public=True)
    return card


def seize_relic(s: State, p: int, relic: int, zone: str) -> None:
    """Seize ``relic`` (Relics option) into ``p``'s ``zone``: ``"hand"`` or
    ``"achievements"`` (where it counts as one achievement: this may end the
    game at once). Taken from the relic area or any player's achievements (from
    another player's: stolen). The caller checks the option is legal
    (:func:`engine.artifacts.relic_options`). Raises ValueError for another zone."""
    if zone not in (HAND, ACHIEVEMENTS):
        raise ValueError(f"a relic is seized to hand or achievements, not {zone!r}")
    src = _take(s, relic)
    pl = s.players[p]
    if zone == HAND:
        pl.hand.append(relic)
    else:
        pl.achievements.append(relic)
    _moved(s, p, "seizes", relic, src, (zone, p), public=True)
    if zone == ACHIEVEMENTS:
        _check_target(s, p)


def remove_from_play(s: State, p: int, card: int) -> None:
    """Take ``card`` out of the game for good (used by a position's unplaced cards)."""
    _take(s, card)
    s.out_of_play.append(card)
    s.changes += 1


# ---- piles ---------------------------------------------------------------------

def can_splay(s: State, p: int, color: int, direction: int) -> bool:
    """True if splaying ``color`` ``direction`` would change ``p``'s board: the
    pile has two or more cards and is not already splayed that way."""
    pl = s.players[p]
    return len(pl.board[color]) >= 2 and pl.splay[color] != direction


def splay(s: State, p: int, color: int, direction: int, actor: int | None = None) -> bool:
    """Splay ``p``'s ``color`` pile ``direction`` (1 left, 2 right, 3 up; 0 unsplays).

    A pile of 0 or 1 cards cannot be splayed; splaying in the current direction
    changes nothing. Returns True if the board changed. With Cities of Destiny, a
    pile turned to a new direction (not an unsplay) makes ``actor`` (the player
    splaying, default ``p``; D5: BGA) draw a city if they hold none (R3.2,
    :func:`engine.cities.city_draw`; may raise GameOver)."""
    pl = s.players[p]
    if pl.splay[color] == direction or (direction and len(pl.board[color]) < 2):
        return False
    pl.splay[color] = direction
    s.changes += 1
    if direction:
        emit(s, translate("engine", "{player} splays their {color} cards {splay}.", player=_name(s, p),
                          color=color, splay=direction), kind="splay")
    else:
        emit(s, translate("engine", "{player} unsplays their {color} cards.", player=_name(s, p), color=color),
             kind="splay")
    check_specials(s, True, {p})
    if direction and s.cities:
        _cities.city_draw(s, p if actor is None else actor)
    return True


# ---- achievements and the end -----------------------------------------------

def points(s: State, p: int) -> int:
    """``p``'s score: the values of the score pile's cards, plus with Echoes of
    the Past or Cities of Destiny the bonus points (:func:`engine.echoes.bonus_points`,
    Echoes R5, Cities R8). What the Achieve action and the end of the game by score use."""
    pl = s.players[p]
    if s.echoes or s.cities:
        return pl.score_total() + _echoes.bonus_points(pl)
    return pl.score_total()


def achieve_cost(s: State, p: int, age: int) -> int:
    """The score needed to achieve the standard achievement of ``age``: 5 x age;
    with Echoes of the Past (whose cards add more standard achievements), times
    one plus the number of standard achievements of that value ``p`` already
    holds (Echoes R5)."""
    cost = 5 * age
    if s.echoes:
        held = 1
        for a in s.players[p].achievements:
            if a.__class__ is int and AGE[a] == age:
                held += 1
        cost *= held
    return cost


def can_achieve(s: State, p: int, age: int) -> bool:
    """The Achieve action's condition for the standard achievement of ``age``:
    it is available, ``p``'s score (:func:`points`) is at least
    :func:`achieve_cost`, and ``p`` has a top card of at least that age."""
    pl = s.players[p]
    return (any(AGE[c] == age for c in s.achievements)
            and points(s, p) >= achieve_cost(s, p, age) and pl.highest_top_age() >= age)


def achieve(s: State, p: int, card: int) -> None:
    """Achieve: ``card`` (a standard achievement) goes to ``p``'s achievements.
    Ends the game if ``p`` (with a partner, in a team game) reaches the target."""
    src = _take(s, card)
    s.players[p].achievements.append(card)
    s.changes += 1
    emit(s, translate("engine", "{player} achieves {card} (the {age} achievement).", player=_name(s, p),
                      card=card, age=AGE[card]),
         (), translate("engine", "{player} achieves the {age} achievement.", player=_name(s, p), age=AGE[card]),
         kind="achieve", card=card, src=src, dst=(ACHIEVEMENTS, p))
    _check_target(s, p)
    check_specials(s, False)


def claim_special(s: State, p: int, name: str) -> bool:
    """Claim the special achievement ``name`` for ``p`` if it is still available.
    Returns True if claimed; may end the game (achievement target)."""
    if name not in s.specials:
        return False
    s.specials.remove(name)
    s.players[p].achievements.append(name)
    s.changes += 1
    emit(s, translate("engine", "{player} claims the special achievement {special}.", player=_name(s, p),
                      special=name), kind="achieve")
    _check_target(s, p)
    return True


def _check_target(s: State, p: int) -> None:
    if s.achievement_count(p) >= s.win_target:
        finish(s, "achievements", s.team_of(p))


def qualifies(s: State, p: int, name: str, icons: list[int] | None = None) -> bool:
    """See :func:`qualifies_third`; in the fourth edition :func:`engine.fourth.qualifies`."""
    if s.edition == "fourth":
        from .fourth import qualifies as q4
        return q4(s, p, name, icons)
    return qualifies_third(s, p, name, icons)


def qualifies_third(s: State, p: int, name: str, icons: list[int] | None = None) -> bool:
    """True if ``p`` meets the automatic condition of special achievement ``name``:
    Monument (six tucks or six scores this turn), Empire (3+ of each basic icon),
    World (12+ clocks), Wonder (five colors, each splayed right or up),
    Universe (five top cards, each of age 8+). ``icons``: p's icon counts, if
    already computed."""
    pl = s.players[p]
    if name == "Monument":
        return pl.tucked >= 6 or pl.scored >= 6
    if name == "Empire":
        return min(icons or pl.icon_counts()) >= 3
    if name == "World":
        return (icons or pl.icon_counts())[CLOCK] >= 12
    if name == "Wonder":
        return all(pile for pile in pl.board) and all(d in (RIGHT, UP) for d in pl.splay)
    if name == "Universe":
        return all(pile and AGE[pile[-1]] >= 8 for pile in pl.board)
    if name in ECHOES_SPECIALS:
        return _echoes.qualifies(s, p, name)
    if name in CITIES_SPECIALS:     # claimed by the meld or tuck itself (engine.cities.on_meld, on_tuck)
        return False
    raise ValueError(f"no special achievement {name!r}")


#: The expansion each expansion's special achievement belongs to.
_EXPANSION_SPECIAL: dict[str, str] = {**{x: "echoes" for x in ECHOES_SPECIALS},
                                       **{x: "cities" for x in CITIES_SPECIALS}}


def check_specials(s: State, board: bool = True, players: "set[int] | None" = None) -> None:
    """Claim every special achievement a player now qualifies for: the current
    player first, then the others in turn order. May raise GameOver.
    The Echoes specials are judged together (:func:`engine.echoes.claimable`).

    ``board`` False says the change touched no board and no forecast (a draw, a
    card moved between hands, score piles, supply and achievements): then only
    Monument (the turn's tucks and scores) can have become true, and only it is
    checked. ``players``: the only players whose boards, forecasts or counters
    changed (None: everybody); a condition depends on its player's own cards, so
    only they are looked at.

    Not in the fourth edition, which checks at the end of each action instead
    (:func:`engine.fourth.end_of_action`).

    With Cities of Destiny, a board change may also make anyone reach the target
    through flags and fountains (:func:`engine.cities.check_icon_win`), checked
    first."""
    if board and s.cities and s.result is None:
        _cities.check_icon_win(s)
    if not s.specials or s.result is not None or s.edition == "fourth":
        return
    if not board:
        if "Monument" in s.specials:
            n = len(s.players)
            for k in range(n):
                p = (s.current + k) % n
                if p not in s.eliminated and qualifies(s, p, "Monument"):
                    claim_special(s, p, "Monument")
        return
    _check_board_specials(s, len(s.players), players)


#: The available special achievements (as a tuple, in order) -> :func:`specials_by_kind`.
_BY_KIND: dict[tuple[str, ...], tuple[tuple[str, ...], bool]] = {}


def specials_by_kind(s: State) -> tuple[tuple[str, ...], bool]:
    """The available special achievements by kind: ``(the base game's among them, in
    the order of State.specials; whether one of Echoes is among them)``, worked out
    once for each list (the check runs after every move)."""
    key = tuple(s.specials)
    got = _BY_KIND.get(key)
    if got is None:
        if len(_BY_KIND) > 4096:      # positions may list them in any order: keep it bounded
            _BY_KIND.clear()
        got = _BY_KIND[key] = (tuple(x for x in key if x not in _EXPANSION_SPECIAL),
                               any(_EXPANSION_SPECIAL.get(x) == "echoes" for x in key))
    return got


def _check_board_specials(s: State, n: int, players: "set[int] | None") -> None:
    """The board branch of :func:`check_specials`: the claims in turn order (for
    each player from the current one, the names in the order of ``State.specials``:
    the conditions read the boards, forecasts and turn counters, which a claim
    leaves alone), the base game's conditions asked name by name
    (:func:`qualifies_third`), the Echoes ones all at once
    (:func:`engine.echoes.claimable`), the Cities ones skipped (claimed by the meld
    or tuck itself)."""
    for k in range(n):
        p = (s.current + k) % n
        if p in s.eliminated or (players is not None and p not in players):
            continue
        base, ech = specials_by_kind(s)
        hits: list[str] = []
        if base:
            icons = s.players[p].icon_counts() if ("Empire" in base or "World" in base) else None
            hits = [name for name in base if qualifies_third(s, p, name, icons)]
        if ech:
            got = _echoes.claimable(s, p)
            if got:
                hits = [name for name in s.specials if name in got or name in hits]
        for name in hits:
            claim_special(s, p, name)


def finish(s: State, reason: str, winners: tuple[int, ...]) -> None:
    """End the game now: record the result and raise GameOver."""
    s.result = (reason, tuple(sorted(winners)))
    if winners:
        emit(s, game_over_msg(s, reason, s.result[1]), kind="end")
    raise GameOver(reason)


def game_over_msg(s: State, reason: str, winners: tuple[int, ...] | list[int]) -> Msg:
    """"The game is over (score): Ann wins." as a message: the reason ("score",
    "achievements", "dogma") and the winners (one or a team of two)."""
    names = [_name(s, w) for w in winners]
    found = _REASONS.get(reason)
    why = found if found is not None else reason
    if len(names) == 1:
        return translate("engine", "The game is over ({reason}): {player} wins.", reason=why, player=names[0])
    if len(names) == 2:
        return translate("engine", "The game is over ({reason}): {player} and {player2} win.", reason=why,
                         player=names[0], player2=names[1])
    if len(names) == 3:
        return translate("engine", "The game is over ({reason}): {player} and {player2} and {player3} win.",
                         reason=why, player=names[0], player2=names[1], player3=names[2])
    return translate("engine", "The game is over ({reason}): {player} and {player2} and {player3} and {player4} win.",
                     reason=why, player=names[0], player2=names[1], player3=names[2], player4=" and ".join(names[3:]))


#: How a game ended, in words (the reason codes of ``State.result``).
_REASONS = {"score": translate("engine", "score"), "achievements": translate("engine", "achievements"),
            "dogma": translate("engine", "dogma")}


def end_by_score(s: State, p: int) -> None:
    """Someone tried to draw above 10: the game ends at once. The most points win
    (teams add up), then the most achievements; a remaining tie is a shared win."""
    if s.edition == "fourth":
        emit(s, translate("engine", "{player} would draw a 12 or higher: the game ends by score.",
                          player=_name(s, p)), kind="end")
    else:
        emit(s, translate("engine", "{player} would draw above 10: the game ends by score.", player=_name(s, p)),
             kind="end")
    if s.teams:
        sides = [s.team_of(0), s.team_of(1)]
    else:
        sides = [(i,) for i in s.live_players()]

    def key(side: tuple[int, ...]) -> tuple[int, int]:
        return (sum(points(s, q) for q in side), s.achievement_count(side[0]))

    best = max(key(x) for x in sides)
    winners = tuple(q for side in sides if key(side) == best for q in side)
    finish(s, "score", winners)


def eliminate(s: State, p: int, by: int) -> None:
    """Player ``p`` loses and leaves the game (Exxon Valdez, compelled by ``by``).

    Rules (Artifacts README; BGA ``junkAllCards`` then ``lose``): every card in p's
    hand, score pile, board and achievements (and display) is removed from the game
    (special achievements p held are gone too). In a 2-player or team game p's side
    has lost, so the other side (``by``'s) wins at once. With 3 or 4 players the
    others play on without p (no turn, no part in any dogma); when only one player
    is left, that player wins. May raise GameOver."""
    pl = s.players[p]
    gone = s.junk if s.edition == "fourth" else s.out_of_play   # fourth edition R6: to the junk
    for c in list(pl.hand) + list(pl.score) + [c for pile in pl.board for c in pile] + \
            [a for a in pl.achievements if isinstance(a, int)]:
        _take(s, c)
        gone.append(c)
    if s.edition == "fourth":
        s.junk.extend(a for a in pl.achievements if isinstance(a, str))
    pl.achievements = []
    if pl.display is not None:
        s.out_of_play.append(pl.display)
        pl.display = None
    s.out_of_play.extend(pl.forecast)
    pl.forecast = []
    pl.splay = [0, 0, 0, 0, 0]
    s.changes += 1
    if s.edition == "fourth":
        emit(s, translate("engine", "{player} loses: every card they have goes to the junk.", player=_name(s, p)),
             kind="eliminate")
    else:
        emit(s, translate("engine", "{player} removes every card they have from the game and loses.",
                          player=_name(s, p)), kind="eliminate")
    if s.teams or len(s.players) == 2:
        if s.teams and s.edition == "fourth":     # R6: the whole team loses
            for q in s.team_of(p):
                if q not in s.eliminated:
                    s.eliminated.append(q)
        finish(s, "dogma", tuple(q for q in range(len(s.players)) if not s.teammates(p, q)))
    s.eliminated.append(p)
    live = s.live_players()
    if len(live) == 1:
        finish(s, "dogma", (live[0],))


def win(s: State, p: int) -> None:
    """A card's win condition names ``p`` (with a partner in a team game): the
    game ends at once."""
    finish(s, "dogma", s.team_of(p))


# Echoes of the Past and Cities of Destiny: their rules modules import this one, so
# they are bound last.
from . import echoes as _echoes  # noqa: E402
from . import cities as _cities  # noqa: E402
