"""What one player knows, and complete games consistent with it (determinization).

A computer player must play on what a person in its seat would know. This module
turns a :class:`~engine.game.Game` into an :class:`Observation` of one player (no
hidden card left in it) and deals, from an observation, complete games that agree
with it, from which a player may search.

What the observation takes into account:

* everything the player's view shows (:func:`engine.view.view`): every board, the
  player's own hand and score pile, the ages of every hidden card (other hands and
  score piles, the supply piles' sizes, the available achievements);
* every card the player saw move or be revealed (a reveal, a draw and reveal, a
  meld, a card transferred from or into the player's own hand or score pile, a
  card returned from a board or from the player's own zones...): it stays *known*
  at its place (another player's hand or score pile, a supply pile, an
  achievement pile) until a move the player could not follow (an unseen card of
  the same age leaving that place) makes it uncertain; a known card in the supply
  lies under the unknown ones (returns go to the bottom);
* the cards the player is offered as options of the pending question (names
  it is shown): taken to be where they lie (with three or four players this
  tells which opponent's pile holds them, which the table does not say);
* within an action in progress (a Dogma, the setup's melds): the state when the
  action began, with what the player knew then, and every step since as the
  player saw it (the log lines the player can read, who was asked what, the
  player's own answers). A card the player saw come out of a hidden place during
  the action is put back there at the action's start (a card drawn from a supply
  pile goes where that draw took it from; a card seen leaving a hand right after
  an unseen draw of its age into that hand is taken to be the card drawn); other
  players' unseen answers are searched for — first the one the moves the player
  saw point to (cards of those ages from those places, a rearranged pile's new
  order), then one per kind of answer the player could not tell apart — so the
  replayed action shows the player the same lines and asks the same question.
  About 1% of positions within a dogma find no such deal in the work allowed
  (:class:`DeterminizeError`); the players then fall back on a legal guess.

What it does not: the order of the unknown supply cards and of the known ones
under them beyond "known below unknown"; inferences from other players' choices
(why they chose what they chose); what a card could not be because a rule would
have acted otherwise outside the action in progress (before it, only the places
of cards the player saw are used); the game's random generator (dealt afresh).
A game loaded from a position file or save starts its memory there: only the
events of this session count.

With the Artifacts expansion, a hidden card is known by its back (:data:`BACK`:
base or Artifacts or relic, and the age), not its age alone: placeholders are
``-BACK[c]``, the Artifacts piles are masked like the base piles, and displays
and the relic area are public.

With Echoes of the Past, a player's forecast is hidden from the others like a hand
(masked by backs, dealt afresh: ``"fore"`` slots) and the Echoes piles are masked
like the base piles (placeholders ``-(30 + age)``).

Everything here reads only the observation, never the hidden cards, so two games
that differ only in what the player cannot see give equal observations (the
no-peeking property the tests check).
"""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Any

from .cards import BACK, CARDS, COLOR, SET
from .decisions import Decision, Event, IllegalAnswer
from .msg import Msg
from .game import Game
from .state import State
from .verbs import ACHIEVEMENTS, ART_SUPPLY, CIT_SUPPLY, ECH_SUPPLY, FORECAST, HAND, JUNK, SCORE, SUPPLY, locate


def _pile(s: State, zone: str, age: int) -> list[int]:
    """The supply pile of ``zone`` (base, Artifacts, Echoes or Cities) and ``age``."""
    return (s.art_supply if zone == ART_SUPPLY else s.ech_supply if zone == ECH_SUPPLY
            else s.cit_supply if zone == CIT_SUPPLY else s.supply)[age - 1]

Place = tuple[str, int]  # (zone, owner) as in engine.verbs.locate


def _place(loc: tuple[str, int] | list[Any] | None) -> Place:
    """An event's ``src`` or ``dst`` as a Place (a pair, whatever sequence held
    it). AssertionError for None: the events read here say where a card went."""
    assert loc is not None
    return (loc[0], loc[1])


class DeterminizeError(Exception):
    """No complete game consistent with the observation was found in the tries allowed."""


# ---- memory -------------------------------------------------------------------

def _hidden_place(place: Place, p: int) -> bool:
    """True for a place whose cards ``p`` cannot see (another's hand/score, the
    supply, achievements)."""
    zone, owner = place
    if zone in (HAND, SCORE, FORECAST):
        return owner != p
    return zone in (SUPPLY, ART_SUPPLY, ECH_SUPPLY, CIT_SUPPLY, ACHIEVEMENTS, JUNK)


def knowledge(events: list[Event], p: int) -> dict[int, Place]:
    """Where ``p`` knows hidden cards to be, from the moves ``p`` has seen.

    Returns ``{card: (zone, owner)}``. A fully seen move or reveal makes its card
    known at its destination; a move ``p`` saw only in part (an unseen card of some
    age leaving a place) forgets every known card of that age at that place."""
    known: dict[int, Place] = {}
    for e in events:
        c = e.card
        if c is None:
            continue
        if e.seen_by is None or p in e.seen_by:
            if e.dst is not None:
                known[c] = _place(e.dst)
            continue
        if e.src is None:
            continue
        src, age = _place(e.src), BACK[c]
        for k in [k for k, v in known.items() if v == src and BACK[k] == age]:
            del known[k]
    return known


def masked_state(s: State, p: int, known: dict[int, Place]) -> State:
    """A copy of ``s`` where every card hidden from ``p`` and not known to ``p`` at
    its place is replaced by ``-BACK[card]`` (a placeholder: ``-age`` for a base card). Hidden zones are put in a
    canonical order (known cards first, sorted, then placeholders by age); supply
    piles hold placeholders on top of the known cards. The random generator is
    zeroed (nobody knows it)."""
    m = s.copy()
    m.rng = 0

    def mask(cards: list[int], place: Place) -> list[int]:
        kept = sorted(c for c in cards if known.get(c) == place)
        ph = sorted((-BACK[c] for c in cards if known.get(c) != place), reverse=True)
        return kept + ph

    for q, pl in enumerate(m.players):
        if q != p:
            pl.hand = mask(pl.hand, (HAND, q))
            pl.score = mask(pl.score, (SCORE, q))
            pl.forecast = mask(pl.forecast, (FORECAST, q))
        pl.achievements = [a if isinstance(a, str) or known.get(a) == (ACHIEVEMENTS, q) else -BACK[a]
                           for a in pl.achievements]
    for a, pile in enumerate(m.supply):
        kept = [c for c in pile if known.get(c) == (SUPPLY, a + 1)]
        m.supply[a] = [-(a + 1)] * (len(pile) - len(kept)) + kept
    for a, pile in enumerate(m.art_supply):
        kept = [c for c in pile if known.get(c) == (ART_SUPPLY, a + 1)]
        m.art_supply[a] = [-(a + 11)] * (len(pile) - len(kept)) + kept
    for a, pile in enumerate(m.ech_supply):
        kept = [c for c in pile if known.get(c) == (ECH_SUPPLY, a + 1)]
        m.ech_supply[a] = [-(a + 31)] * (len(pile) - len(kept)) + kept
    for a, pile in enumerate(m.cit_supply):
        kept = [c for c in pile if known.get(c) == (CIT_SUPPLY, a + 1)]
        m.cit_supply[a] = [-(a + 41)] * (len(pile) - len(kept)) + kept
    m.achievements = mask(m.achievements, (ACHIEVEMENTS, -1))
    if m.junk:      # fourth edition: junked cards are face down for everyone (R4)
        m.junk = [a for a in m.junk if isinstance(a, str)] + mask([a for a in m.junk if isinstance(a, int)],
                                                                  (JUNK, -1))
    return m


def _state_cards(m: State) -> set[int]:
    ids: set[int] = set(m.out_of_play)
    for pl in m.players:
        ids.update(pl.hand)
        ids.update(pl.score)
        ids.update(pl.forecast)
        for pile in pl.board:
            ids.update(pile)
        ids.update(a for a in pl.achievements if isinstance(a, int))
    for pile in m.supply:
        ids.update(pile)
    for pile in m.art_supply:
        ids.update(pile)
    for pile in m.ech_supply:
        ids.update(pile)
    for pile in m.cit_supply:
        ids.update(pile)
    ids.update(m.relic_area)
    ids.update(pl.display for pl in m.players if pl.display is not None)
    ids.update(m.achievements)
    ids.update(c for c in m.junk if isinstance(c, int))
    return {c for c in ids if c >= 0}


class Dealer:
    """Deals masked state ``m`` again and again (:meth:`deal`): the free cards and
    the placeholder slots are found once."""

    def __init__(self, m: State) -> None:
        self.m = m
        used = _state_cards(m)
        pool: dict[int, list[int]] = {}
        # the cards of this game's sets only: an age-11 card of the fourth edition and
        # an Artifacts 1 have the same back number (11), and never meet in one game
        fourth = m.edition == "fourth"
        for c in range(len(CARDS)):
            if c in used or (SET[c] not in ("base", "fourth") if fourth else SET[c] == "fourth"):
                continue
            pool.setdefault(BACK[c], []).append(c)
        self.pool = pool
        #: (zone, index, position, back): zone "hand"/"score"/"ach" (index: player),
        #: "supply"/"art" (index: pile), "avail"
        self.slots: list[tuple[str, int, int, int]] = []
        for q, pl in enumerate(m.players):
            for zone, cards in (("hand", pl.hand), ("score", pl.score), ("ach", pl.achievements),
                                ("fore", pl.forecast)):
                for k, h in enumerate(cards):
                    if isinstance(h, int) and h < 0:
                        self.slots.append((zone, q, k, -h))
        for a, pile in enumerate(m.supply):
            for k, c in enumerate(pile):
                if c < 0:
                    self.slots.append(("supply", a, k, -c))
        for a, pile in enumerate(m.art_supply):
            for k, c in enumerate(pile):
                if c < 0:
                    self.slots.append(("art", a, k, -c))
        for a, pile in enumerate(m.ech_supply):
            for k, c in enumerate(pile):
                if c < 0:
                    self.slots.append(("ech", a, k, -c))
        for a, pile in enumerate(m.cit_supply):
            for k, c in enumerate(pile):
                if c < 0:
                    self.slots.append(("cit", a, k, -c))
        for k, c in enumerate(m.achievements):
            if c < 0:
                self.slots.append(("avail", 0, k, -c))
        for k, j in enumerate(m.junk):
            if isinstance(j, int) and j < 0:
                self.slots.append(("junk", 0, k, -j))
        need: dict[int, int] = {}
        for *_, age in self.slots:
            need[age] = need.get(age, 0) + 1
        self.need = need
        for age, n in need.items():
            if len(pool.get(age, ())) < n:
                raise DeterminizeError(f"not enough age {age} cards left to deal")

    def deal(self, rng: random.Random) -> State:
        """A complete state: placeholders filled uniformly at random, a fresh
        random generator."""
        s = self.m.copy()
        pools = {a: rng.sample(self.pool[a], n) for a, n in self.need.items()}
        players = s.players
        for zone, i, k, age in self.slots:
            c = pools[age].pop()
            if zone == "supply":
                s.supply[i][k] = c
            elif zone == "art":
                s.art_supply[i][k] = c
            elif zone == "ech":
                s.ech_supply[i][k] = c
            elif zone == "cit":
                s.cit_supply[i][k] = c
            elif zone == "fore":
                players[i].forecast[k] = c
            elif zone == "hand":
                players[i].hand[k] = c
            elif zone == "score":
                players[i].score[k] = c
            elif zone == "ach":
                players[i].achievements[k] = c
            elif zone == "junk":
                s.junk[k] = c
            else:
                s.achievements[k] = c
        s.rng = rng.getrandbits(64)
        return s


def deal(m: State, rng: random.Random) -> State:
    """Fill the placeholders of masked state ``m`` with the cards not in it, each
    with the right age, uniformly at random; a fresh random generator. Raises
    DeterminizeError if some age has too few cards left."""
    return Dealer(m).deal(rng)


# ---- the observation --------------------------------------------------------------

def _signature(d: Decision | None, p: int) -> tuple[Any, ...]:
    """What ``p`` sees of a decision: who, what kind, from where; the options too
    when ``p`` is asked."""
    if d is None:
        return (None,)
    sig: tuple[Any, ...] = (d.player, d.kind, d.source, d.min, d.max, d.counts)
    if d.player == p:
        sig += (d.prompt.key() if isinstance(d.prompt, Msg) else d.prompt, tuple(sorted(map(repr, d.options))))
    return sig


def _texts(events: list[Event], p: int) -> tuple[Any, ...]:
    # the messages as data (no English made: the computer player reads millions)
    return tuple(t.key() if isinstance(t, Msg) else t for t in (e.msg_for(p) for e in events) if t is not None)


def _moves(events: list[Event], p: int) -> tuple[Any, ...]:
    out = []
    for e in events:
        if e.card is None or e.src is None or e.kind == "reveal":
            continue
        seen = e.seen_by is None or p in e.seen_by
        out.append((e.card if seen else None, BACK[e.card], _place(e.src)))
    return tuple(out)


@dataclass
class Step:
    """One step of an action in progress as ``p`` saw it: the log lines ``p`` read
    and the decision that followed. ``answer`` is the answer given to the decision
    *before* this step when it was ``p``'s own (None otherwise)."""

    texts: tuple[Any, ...]
    signature: tuple[Any, ...]
    mine: bool = False
    answer: Any = None
    #: the cards moved in this step as ``p`` saw them: (card id or None when
    #: unseen, age, source place)
    moves: tuple[Any, ...] = ()
    #: every board after the step (public): piles bottom first, per player and color
    boards: tuple[Any, ...] = ()


@dataclass
class Observation:
    """All that player ``player`` knows at the pending decision, and nothing more.

    ``now``: the masked current state (:func:`masked_state`). With an action in
    progress: ``base`` (the masked state when it began, with the cards seen since
    put back where they came from), ``action`` and ``steps`` (one per decision
    since, the first for the action's start). ``decision``: the pending decision
    (``player``'s own). Plain data, picklable, no hidden card anywhere."""

    player: int
    now: State
    decision: Decision | None
    action: tuple[Any, ...] | None = None
    base: State | None = None
    steps: list[Step] = field(default_factory=list)
    pins: dict[int, Place] = field(default_factory=dict)   # informative: cards put back at the start
    supply_pins: dict[int, tuple[Place, int]] = field(default_factory=dict)   # card: (pile, position)
    _dealer: Any = field(default=None, repr=False, compare=False)


def observe(game: Game, p: int) -> Observation:
    """The observation of ``game`` by player ``p`` (see the module text).

    ``game.events`` must hold the game's events (the memory comes from them)."""
    known = knowledge(game.events, p)
    offered: dict[int, Place] = {}
    d = game.pending
    if d is not None and d.player == p and d.kind in ("cards", "order"):
        # the player is shown these cards as options: taken to be where they lie
        for c in d.options:
            place = locate(game.state, c)
            if _hidden_place(place, p):
                offered[c] = place
    known.update(offered)
    obs = Observation(p, masked_state(game.state, p, known), game.pending)
    if game.base is None:
        return obs
    # replay the action in progress to cut its events into steps
    assert game.action is not None  # set with base
    g = Game(game.base.copy())
    g._start(game.action)
    steps = [Step(_texts(g.events, p), _signature(g._pending, p))]
    all_events = list(g.events)
    for a in game.answers:
        d = g.decision
        mark = len(g.events)
        g.apply(a)
        steps.append(Step(_texts(g.events[mark:], p), _signature(g.pending, p),
                          d.player == p, a if d.player == p else None, _moves(g.events[mark:], p),
                          tuple(tuple(tuple(pile) for pile in pl.board) for pl in g.state.players)))
    all_events = g.events
    before = game.events[:max(0, len(game.events) - len(all_events))]
    base_known = knowledge(before, p)
    base = masked_state(game.base, p, base_known)
    # cards seen coming out of hidden places during the action: back where they were
    seen: set[int] = set()
    pins: dict[int, Place] = {}
    supply_pins: dict[int, tuple[Place, int]] = {}
    draws: dict[Place, int] = {}
    unseen_draws: list[tuple[int, int, Place, Place]] = []   # (back, position in its pile, into, pile)
    for e in all_events:
        if e.card is None:
            continue
        full = e.seen_by is None or p in e.seen_by
        if e.kind in ("draw", "digs") and e.src is not None:
            pile_at = _place(e.src)
            k = draws.get(pile_at, 0)
            if full and e.card not in seen:
                supply_pins[e.card] = (pile_at, k)
            elif not full:
                unseen_draws.append((BACK[e.card], k, _place(e.dst), pile_at))
            draws[pile_at] = k + 1
        elif full and e.card not in seen and e.src is not None and _hidden_place(_place(e.src), p):
            # a card seen leaving a hand just after an unseen draw of its age into
            # that hand is taken to be the card drawn ("draw and meld", "draw and tuck")
            src = _place(e.src)
            hit = next((i for i in range(len(unseen_draws) - 1, -1, -1)
                        if unseen_draws[i][2] == src and unseen_draws[i][0] == BACK[e.card]), None)
            if hit is not None:
                _, pos, _, pile_at = unseen_draws.pop(hit)
                supply_pins[e.card] = (pile_at, pos)
            else:
                pins[e.card] = src
        if full:
            seen.add(e.card)
    for c, place in offered.items():
        if c not in seen and c not in pins:
            pins[c] = place
    present = _state_cards(base)
    for c, place in pins.items():
        if c in present:
            continue
        zone, owner = place
        if zone in (SUPPLY, ART_SUPPLY, ECH_SUPPLY, CIT_SUPPLY):
            pile = _pile(base, zone, owner)
            # returned cards lie at the bottom; a card drawn earlier came from the top
            for i in range(len(pile)):
                if pile[i] == -BACK[c]:
                    pile[i] = c
                    present.add(c)
                    break
            continue
        lst = _zone_list(base, place)
        if lst is not None and -BACK[c] in lst:
            lst[lst.index(-BACK[c])] = c
            present.add(c)
    for c, ((zone, age), k) in supply_pins.items():
        if c in present:
            continue
        pile = _pile(base, zone, age)
        if k < len(pile) and pile[k] < 0 and -pile[k] == BACK[c]:
            pile[k] = c
            present.add(c)
    obs.action = game.action
    obs.base = base
    obs.steps = steps
    obs.pins = pins
    obs.supply_pins = supply_pins
    return obs


def _zone_list(s: State, place: Place) -> list[Any] | None:
    zone, owner = place
    if zone == HAND and owner >= 0:
        return s.players[owner].hand
    if zone == SCORE and owner >= 0:
        return s.players[owner].score
    if zone == FORECAST and owner >= 0:
        return s.players[owner].forecast
    if zone == ACHIEVEMENTS:
        return s.achievements if owner == -1 else s.players[owner].achievements
    return None


# ---- dealing complete games ---------------------------------------------------------

def _candidates(d: Decision, rng: random.Random, cap: int = 48) -> list[Any]:
    """Legal answers to ``d`` in a random order (all of them, or ``cap`` distinct
    random ones when there are too many)."""
    k = d.kind
    if k == "cards":
        sizes = list(d.counts) if d.counts else list(range(d.min, d.max + 1))
        n_total = sum(_comb(len(d.options), s) for s in sizes)
        if n_total <= cap:
            out: list[Any] = [list(c) for s in sizes for c in itertools.combinations(d.options, s)]
            rng.shuffle(out)
            return out
        seen, out = set(), []
        for _ in range(cap * 3):
            s = rng.choice(sizes)
            c = sorted(rng.sample(d.options, s))
            if tuple(c) not in seen:
                seen.add(tuple(c))
                out.append(c)
            if len(out) >= cap:
                break
        return out
    if k == "order":
        if len(d.options) <= 5:
            out = [list(x) for x in itertools.permutations(d.options)]
            rng.shuffle(out)
            return out
        else:
            out = []
            for _ in range(cap):
                o = list(d.options)
                rng.shuffle(o)
                out.append(o)
        rng.shuffle(out)
        return out[:cap]
    if k == "colors":
        out = [list(c) for s in range(d.min, d.max + 1) for c in itertools.combinations(d.options, s)]
        rng.shuffle(out)
        return out[:cap]
    out = list(d.options)
    if k != "yesno" and d.min == 0:
        out.append(None)
    rng.shuffle(out)
    return out


def _comb(n: int, k: int) -> int:
    from math import comb
    return comb(n, k) if 0 <= k <= n else 0


def _replay(base: State, action: tuple[Any, ...], answers: list[Any]) -> Game:
    g = Game(base.copy())
    g._start(action)
    for a in answers:
        g.apply(a)
    return g


def _guess(d: Decision, s: State, moves: tuple[Any, ...]) -> list[Any] | None:
    """The card choice that would make the moves ``p`` saw (in order): each
    seen card that is an option, each unseen one by its age and place; stops at
    the first move no option explains. None if that size is not allowed."""
    places = {c: locate(s, c) for c in d.options}
    used: list[int] = []
    for card, age, src in moves:
        if len(used) >= d.max:
            break
        if card is not None:
            if card in places and card not in used:
                used.append(card)
                continue
            break
        pick = next((c for c in d.options if c not in used and BACK[c] == age and places[c] == src), None)
        if pick is None:
            break
        used.append(pick)
    sizes = d.counts if d.counts else range(d.min, d.max + 1)
    return used if len(used) in sizes else None


def _other_candidates(d: Decision, s: State, p: int, rng: random.Random, cap: int = 64,
                      moves: tuple[Any, ...] = (), boards: tuple[Any, ...] = ()) -> list[Any]:
    """Candidate answers of another player (not ``p``) to card choice ``d`` in
    dealt state ``s``: first the choice the seen ``moves`` point to, then one
    per class of answers ``p`` could not tell apart (cards ``p`` cannot see count
    only by age and place), or random ones when there are too many to sort."""
    first = _guess(d, s, moves) if d.kind == "cards" and moves else None
    if d.kind == "order" and boards and d.options:
        # a rearranged pile is public: its order after the step is the answer
        pile = list(boards[d.player][COLOR[d.options[0]]])
        if sorted(pile) == sorted(d.options):
            first = pile[::-1]
    rest = _class_candidates(d, s, p, rng, cap)
    return ([first] + [a for a in rest if a != first]) if first is not None else rest


def _class_candidates(d: Decision, s: State, p: int, rng: random.Random, cap: int) -> list[Any]:
    if d.kind != "cards" or len(d.options) > 16:
        return _candidates(d, rng, cap)
    sizes = list(d.counts) if d.counts else list(range(d.min, d.max + 1))
    if sum(_comb(len(d.options), k) for k in sizes) > 3000:
        return _candidates(d, rng, cap)

    def cls(c: int) -> tuple[Any, ...]:
        zone, owner = locate(s, c)
        if zone == "board" or (zone in (HAND, SCORE) and owner == p):
            return (0, c)
        return (1, BACK[c], zone, owner)

    classes = {c: cls(c) for c in d.options}
    seen, out = set(), []
    for k in sizes:
        for combo in itertools.combinations(d.options, k):
            key = tuple(sorted(classes[c] for c in combo))
            if key not in seen:
                seen.add(key)
                out.append(list(combo))
    rng.shuffle(out)
    return out[:cap]


def _try_action(obs: Observation, rng: random.Random, budget: list[int]) -> Game | None:
    """Deal the action's start and replay it, searching other players' unseen
    answers so every step looks the same to the observer. None on failure."""
    p = obs.player
    assert obs.base is not None and obs.action is not None   # an action in progress
    try:
        base = deal(obs.base, rng)
    except DeterminizeError:
        return None
    g = Game(base.copy())
    g._start(obs.action)
    if _texts(g.events, p) != obs.steps[0].texts or _signature(g._pending, p) != obs.steps[0].signature:
        return None
    answers: list[Any] = []
    for step in obs.steps[1:]:
        d = g.pending
        if d is None:
            return None
        cands = [step.answer] if step.mine else _other_candidates(d, g.state, p, rng, moves=step.moves,
                                                                          boards=step.boards)
        ok = False
        for a in cands:
            budget[0] -= 1
            if budget[0] < 0:
                return None
            mark = len(g.events)
            try:
                g.apply(a)
            except IllegalAnswer:
                continue
            if _texts(g.events[mark:], p) == step.texts and _signature(g.pending, p) == step.signature:
                answers.append(a)
                ok = True
                break
            budget[0] -= len(answers)          # a replay costs as much as its answers
            g = _replay(base, obs.action, answers)
        if not ok:
            return None
    return g


def determinize(obs: Observation, rng: random.Random, tries: int = 30, work: int = 600) -> Game:
    """A complete game consistent with ``obs``: the hidden cards dealt at random
    (each of the right age) among those ``obs.player`` has not seen, and, with an
    action in progress, that action replayed so it looks the same to the player
    and waits on the same decision.

    ``tries`` deals at most; ``work`` answers tried at most in all. Raises
    DeterminizeError when none fits (rare: an action whose unseen cards steered it).
    The game's ``events`` are empty; its ``origin`` is None."""
    if obs.base is None:
        if obs._dealer is None:
            obs._dealer = Dealer(obs.now)
        return Game(obs._dealer.deal(rng))
    budget = [work]
    for _ in range(tries):
        g = _try_action(obs, rng, budget)
        if g is not None and public_key(g.state, obs.player) == public_key(obs.now, obs.player) \
                and _keeps_known(g.state, obs.now):
            g.events = []
            g.record = []
            return g
        if budget[0] < 0:
            break
    raise DeterminizeError("no deal fits the action in progress")


def _age(x: int) -> int:
    return -x if x < 0 else BACK[x]


def public_key(s: State, p: int) -> tuple[Any, ...]:
    """What ``p`` sees of a (possibly masked) state, as a comparable tuple: boards
    and splays, ``p``'s own hand and score pile, the ages of every hidden card,
    supply sizes, achievements (ages), whose turn, the result."""
    players = []
    for q, pl in enumerate(s.players):
        players.append((
            tuple(tuple(pile) for pile in pl.board), tuple(pl.splay),
            tuple(sorted(pl.hand)) if q == p else None, tuple(sorted(pl.score)) if q == p else None,
            tuple(sorted(_age(c) for c in pl.hand)), tuple(sorted(_age(c) for c in pl.score)),
            tuple(a if isinstance(a, str) else _age(a) for a in pl.achievements),
            tuple(sorted(pl.forecast)) if q == p else None, tuple(sorted(_age(c) for c in pl.forecast)),
            pl.tucked, pl.scored))
    return (tuple(players), tuple(len(x) for x in s.supply), tuple(sorted(_age(c) for c in s.achievements)),
            tuple(s.specials), s.current, s.actions_left, s.turn, s.short_turns, s.result,
            tuple(len(x) for x in s.art_supply), tuple(pl.display for pl in s.players), tuple(s.relic_area),
            s.artifact_choice, tuple(sorted(str(_age(c)) if isinstance(c, int) else c for c in s.junk)),
            tuple(s.eliminated), tuple(len(x) for x in s.ech_supply), tuple(len(x) for x in s.cit_supply),
            s.endorsed)


def _keeps_known(s: State, m: State) -> bool:
    """True if every card known in masked state ``m`` is at the same place in ``s``."""
    for pl, mp in zip(s.players, m.players):
        for zone in ("hand", "score", "forecast"):
            if not {c for c in getattr(mp, zone) if c >= 0} <= set(getattr(pl, zone)):
                return False
    for pile, mpile in zip(s.supply + s.art_supply + s.ech_supply + s.cit_supply,
                           m.supply + m.art_supply + m.ech_supply + m.cit_supply):
        if not {c for c in mpile if c >= 0} <= set(pile):
            return False
    return {c for c in m.achievements if c >= 0} <= set(s.achievements)


def determinized(game: Game, p: int, rng: random.Random) -> Game:
    """Shortcut: :func:`determinize` of :func:`observe` (``game``, ``p``)."""
    return determinize(observe(game, p), rng)
