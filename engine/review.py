"""Game review: what the computer thinks of every decision of a game.

For a decision of player P (the position before answer ``index`` of a game's
record), everything is judged from what P knew then (P's observation,
:func:`engine.determinize.observe`), never from the hidden cards:

* ``worlds`` complete games are dealt from P's observation (the same deals for
  every answer judged: the answers are compared on equal terms);
* an answer's chance is P's win chance (:mod:`engine.winchance`, the model
  fitted to who won) once the answer is applied in each dealt game and the rest
  of the action under way played out (every question in it answered by the
  cheap greedy policy, :func:`engine.ai.greedy_answer`, with one random stream
  per deal shared by all answers), averaged over the deals;
* the best answer is the one with the highest chance on those deals. The
  quick pass judges every action (every question's answers, up to
  :data:`QUICK_CANDIDATES`) this way; the deep pass adds the answer of the
  Strong player's search from P's observation (:class:`engine.ai.StrongPlayer`,
  ``budget_ms`` of clock or ``iterations``) and deals twice as many games;
* the drop is measured again, the played and the best answer alike, on as many
  *other* deals (the best of many answers on the same deals is flattered by
  them: the winner's curse), and multiplied by a shrink factor fitted to games
  played on from such positions (:func:`drop_shrink`: decisions picked for a
  large drop were partly picked for luck in their deals, and regress);
* ``chance_before``: the model's chance for P at the position itself;
  ``chance_played``: the chance of the answer given (over both sets of deals);
  ``chance_best``: ``chance_played`` plus that honest drop (never below it);
* the label, from the drop ``chance_best - chance_played`` in win chance,
  with lichess's thresholds: lichess labels a move by the drop in its
  "winning chances" on a scale of -1 to 1 (0.1 an inaccuracy, 0.2 a mistake,
  0.3 a blunder), which on the 0-to-1 scale of a chance is 5, 10 and 15 points
  (:data:`LABELS`);
* luck: between two decisions of P, the swing from the chance of P's answer to
  the chance P had at its next action (what was drawn or revealed, and what
  the others did, which P does not choose), marked when it is at least
  :data:`LUCK_SWING` (10 points) either way, and put down to its causes
  (:data:`LUCK_CAUSES`, :func:`luck_causes`): how the action under way when P
  answered turned out against what was expected then, cards drawn and seen in
  the turns that followed, and the other players' choices. The causes read only
  the model's chance at each position (public) and which draws P saw.

Everything is seeded by ``seed`` and the decision's index, so the same game
and seed give the same figures, and two games that differ only in cards P
could not see give P the same figures (the no-peeking test).
"""
from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from .ai import StrongPlayer, _key, describe_answer, greedy_answer
from .decisions import Event
from .determinize import DeterminizeError, Observation, _candidates, determinize, observe
from .answers import to_outside as public_answer
from .game import Game, normalize_answer
from .verbs import ECH_SUPPLY
from .vocab import ART_SUPPLY, SUPPLY
from .winchance import load_model

#: (label, the least drop in win chance that earns it), worst first: lichess's
#: 0.3 / 0.2 / 0.1 drops in winning chances on a -1..1 scale, as chances 0..1
LABELS = (("blunder", 0.15), ("mistake", 0.10), ("inaccuracy", 0.05))
#: a swing between a player's decisions at least this large is marked as luck
LUCK_SWING = 0.10
#: the causes a swing of luck is put down to (:func:`luck_causes`), in order:
#: "action": how the action under way when the player answered turned out
#: against the chance expected of the answer (the cards it drew and revealed,
#: the answers given in it); "draws": in the turns that followed, the steps in
#: which the player saw a card drawn from a supply pile; "others": the other
#: steps of those turns, the other players' choices
LUCK_CAUSES = ("action", "draws", "others")
#: answers judged per question in the quick pass (every action is judged)
QUICK_CANDIDATES = 12
#: games dealt per decision in the quick and the deep pass
QUICK_WORLDS = 6
DEEP_WORLDS = 12
#: answers given at most when playing out the rest of an action
FINISH_LIMIT = 60
#: the version of the review's figures: saved reviews of another version are
#: made again (2: the drop measured on deals other than those the best was
#: chosen on, and shrunk by :func:`drop_shrink`)
REVIEW_VERSION = 2
#: the data file of the drop's shrink factor (in ``resources/``), refitted by
#: ``python bench/bench_blunders.py --fit-shrink --write resources/review.json``
SHRINK_FILE = "review.json"

_SHRINK: float | None = None


def drop_shrink() -> float:
    """The factor (0 to 1) the drop measured on fresh deals is multiplied by
    before it is labelled: fitted to games played on from positions with a
    large measured drop, after the best and after the played answer (the best
    won that share of the drop measured: decisions picked for a large drop
    were partly picked for the luck of their deals, and the model's chance one
    action ahead overstates what an answer changes in games played on). Read
    once from
    :data:`SHRINK_FILE`; raises ValueError if the file is not a version 1
    document with ``drop_shrink`` from 0 (excluded) to 1."""
    global _SHRINK
    if _SHRINK is None:
        import json
        from .datafiles import resource_bytes
        try:
            doc = json.loads(resource_bytes(SHRINK_FILE)[:1 << 16])
        except (OSError, ValueError) as e:
            raise ValueError(f"the review's shrink file cannot be read: {e}") from None
        k = doc.get("drop_shrink") if isinstance(doc, dict) and doc.get("version") == 1 else None
        if not (isinstance(k, (int, float)) and not isinstance(k, bool) and 0.0 < k <= 1.0):
            raise ValueError("the review's shrink file needs version 1 and a drop_shrink from 0 to 1")
        _SHRINK = float(k)
    return _SHRINK


def label_for(drop: float) -> str | None:
    """The label of a drop in win chance (0..1): "blunder", "mistake",
    "inaccuracy" (:data:`LABELS`), or None below 0.05."""
    for name, least in LABELS:
        if drop >= least - 1e-12:
            return name
    return None


@dataclass
class DecisionReview:
    """The review of one decision (chances are P's, 0..1).

    ``index``: the answer's index in the game's record (0-based); ``player``:
    the seat, ``name`` the player's name; ``kind``: the decision's kind;
    ``played``/``best``: answers in position-file form; ``best_words``: the
    best answer in words (English; the desktop renders it in the user's
    language from the answer); ``label``: see :func:`label_for`; ``forced``: one
    legal answer only; ``luck``: the swing since P's previous decision when it
    is marked (:data:`LUCK_SWING`), else None; ``deep``: judged by the deep pass."""

    index: int
    player: int
    name: str
    turn: int
    kind: str
    chance_before: float
    chance_played: float
    chance_best: float
    played: Any
    best: Any
    best_words: str
    label: str | None
    forced: bool = False
    luck: float | None = None
    deep: bool = False
    options: int = 0
    #: with ``luck``: its share per cause of :data:`LUCK_CAUSES` (they add up to
    #: ``luck``), or None when the course of the game was not at hand
    luck_causes: dict[str, float] | None = None
    #: every answer judged, best first: ``[answer (position-file form), chance]``
    #: (ranked on the deals the best was chosen on; each chance the played
    #: one's plus the shrunk difference there, at most ``chance_best``)
    alternatives: list[Any] = field(default_factory=list)
    #: the drop as measured on the deals not used to choose the best, before
    #: the shrink (:func:`drop_shrink`); ``drop`` is this times the shrink
    drop_measured: float = 0.0

    @property
    def drop(self) -> float:
        return max(0.0, self.chance_best - self.chance_played)

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        for k in ("chance_before", "chance_played", "chance_best"):
            d[k] = round(d[k], 4)
        if d["luck"] is not None:
            d["luck"] = round(d["luck"], 4)
        if d["luck_causes"] is not None:
            d["luck_causes"] = {k: round(v, 4) for k, v in d["luck_causes"].items()}
        d["alternatives"] = [[a, round(x, 4)] for a, x in d["alternatives"]]
        d["drop"] = round(self.drop, 4)
        d["drop_measured"] = round(self.drop_measured, 4)
        return d


def _finish(g: Game, rng: random.Random) -> None:
    """Play out the action under way (greedy answers) to the next action or the end."""
    steps = 0
    while g.pending is not None and g.pending.kind != "action" and steps < FINISH_LIMIT:
        g.apply(greedy_answer(g, rng))
        steps += 1


def _seed(seed: int, index: int, salt: int = 0) -> int:
    return (seed * 1_000_003 + index * 7919 + salt) & 0xFFFFFFFF


def judge(game: Game, answer: Any, *, seed: int = 0, index: int = 0, deep: bool = False,
          budget_ms: float | None = None, iterations: int | None = None,
          should_stop: Callable[[], bool] | None = None) -> DecisionReview:
    """Review the decision pending in ``game`` (answered with ``answer``, in
    internal or position-file form): :func:`judge_observation` of its player's
    observation. Raises ValueError if the game is over, IllegalAnswer if
    ``answer`` is not legal, DeterminizeError if no game fits the player's
    observation (rare)."""
    d = game.pending
    if d is None:
        raise ValueError("the game is over: no decision to review")
    played = normalize_answer(game.state, d, answer)
    return judge_observation(observe(game, d.player), played, seed=seed, index=index, deep=deep,
                             budget_ms=budget_ms, iterations=iterations, should_stop=should_stop)


def judge_observation(obs: Observation, played: Any, *, seed: int = 0, index: int = 0, deep: bool = False,
                      budget_ms: float | None = None, iterations: int | None = None,
                      should_stop: Callable[[], bool] | None = None) -> DecisionReview:
    """Review a decision from the observation ``obs`` of the player asked
    (nothing else is read, so nothing hidden can leak in), ``played`` being the
    answer given (internal form, legal). ``index``: the answer's index in the
    game (it seeds the deals with ``seed``). ``deep``: add the Strong player's
    answer (``budget_ms`` of clock, default 1000, or exactly ``iterations``)
    and deal :data:`DEEP_WORLDS` games. Raises DeterminizeError if no game fits
    the observation (rare)."""
    d = obs.decision
    assert d is not None  # the observed player is being asked
    p = obs.player
    s = obs.now
    rng = random.Random(_seed(seed, index))
    model = load_model()
    n_worlds = DEEP_WORLDS if deep else QUICK_WORLDS
    worlds: list[Game] = []
    for _ in range(n_worlds * 2):
        if len(worlds) >= n_worlds:
            break
        try:
            worlds.append(determinize(obs, rng))
        except DeterminizeError:
            continue
    if not worlds:
        raise DeterminizeError("no game fits what this player knew")
    streams = [rng.getrandbits(32) for _ in worlds]
    before = sum(model.chances(w.state)[p] for w in worlds) / len(worlds)

    def value(a: Any, deals: list[Game] = worlds, seeds: list[int] = streams) -> float:
        tot = 0.0
        for w, st in zip(deals, seeds):
            g = w.clone()
            g.apply(a)
            _finish(g, random.Random(st))
            tot += model.chances(g.state)[p]
        return tot / len(deals)

    if d.kind == "action":
        cands = list(d.options)
    else:
        cands = _candidates(d, random.Random(_seed(seed, index, 1)), QUICK_CANDIDATES)
    options = len(cands)
    keyed = {_key(played): played}
    for a in cands:
        keyed.setdefault(_key(a), a)
    forced = options <= 1
    if deep and not forced:
        kw: dict[str, Any] = (
            {"iterations": iterations} if iterations is not None else {"budget_ms": budget_ms or 1000.0}
        )
        sp = StrongPlayer(_seed(seed, index, 2), **kw)
        sp.should_stop = should_stop
        a = sp.choose_obs(obs)
        keyed.setdefault(_key(a), a)
    values = {k: value(a) for k, a in keyed.items()}
    pk = _key(played)
    best_k = max(values, key=lambda k: (values[k], k == pk))
    if values[best_k] <= values[pk] + 1e-12:
        best_k = pk
    best = keyed[best_k]
    chance_played = values[pk]
    raw = 0.0
    if best_k != pk:
        # the best was chosen on these deals, which flatter it (the best of many
        # answers on the same few deals): the drop is measured again, the
        # played and the best answer alike, on as many other deals
        rng_b = random.Random(_seed(seed, index, 3))
        more: list[Game] = []
        for _ in range(n_worlds * 2):
            if len(more) >= n_worlds:
                break
            try:
                more.append(determinize(obs, rng_b))
            except DeterminizeError:
                continue
        if more:
            streams_b = [rng_b.getrandbits(32) for _ in more]
            vb_played = value(played, more, streams_b)
            vb_best = value(best, more, streams_b)
            raw = max(0.0, vb_best - vb_played)
            chance_played = (values[pk] * len(worlds) + vb_played * len(more)) / (len(worlds) + len(more))
    shrink = drop_shrink()
    drop = min(1.0 - chance_played, shrink * raw)
    chance_best = chance_played + drop
    a_played = values[pk]

    def shown(k: Any) -> float:
        # an answer's figure on the scale of the honest drop: the played answer's
        # chance plus the shrunk difference judged on the first deals, never above
        # the best's
        if k == pk:
            return chance_played
        if k == best_k:
            return chance_best
        return max(0.0, min(chance_best, chance_played + shrink * (values[k] - a_played)))

    return DecisionReview(
        index=index, player=p, name=s.players[p].name, turn=s.turn, kind=d.kind,
        chance_before=before, chance_played=chance_played, chance_best=chance_best,
        played=public_answer(s, d, played), best=public_answer(s, d, best),
        best_words=str(describe_answer(s, d, best)), label=None if forced else label_for(drop),
        forced=forced, deep=deep, options=options, drop_measured=raw,
        alternatives=[[public_answer(s, d, keyed[k]), shown(k)]
                      for k in sorted(values, key=lambda k: (-values[k], k != best_k))])


@dataclass
class GameReview:
    """The review of a game: ``decisions`` (one :class:`DecisionReview` per
    decision reviewed, in order), ``series`` (each player's chance at every
    position 0..len(answers): the model's, which reads only public
    information), the ``names``, whether the ``deep`` pass was made, and
    ``complete`` (False when it was stopped before the end)."""

    names: list[str]
    decisions: list[DecisionReview] = field(default_factory=list)
    series: list[list[float]] = field(default_factory=list)
    deep: bool = False
    complete: bool = True
    seed: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"names": self.names, "deep": self.deep, "complete": self.complete, "seed": self.seed,
                "series": [[round(x, 4) for x in row] for row in self.series],
                "decisions": [d.to_json() for d in self.decisions]}


@dataclass
class Course:
    """What happened along a game, for putting luck down to its causes.

    ``series``: each player's chance (the model's, public) at every position
    0..len(answers); ``drawn_seen[j]``: the seats that saw a card drawn from a
    supply pile during answer ``j`` and what followed it automatically (its
    face, not only its age: every seat for a card drawn and revealed, melded or
    scored, the drawer alone for a card drawn into a hand); ``at_action[j]``:
    position ``j`` is at an action decision or the game's end."""

    series: list[list[float]]
    drawn_seen: list[frozenset[int]]
    at_action: list[bool]


_SUPPLY_ZONES = (SUPPLY, ART_SUPPLY, ECH_SUPPLY)


def _drawn_seen(events: list[Event], players: int) -> frozenset[int]:
    seen: set[int] = set()
    for e in events:
        if e.card is None or e.src is None or e.src[0] not in _SUPPLY_ZONES:
            continue
        seen.update(range(players) if e.seen_by is None else e.seen_by)
    return frozenset(seen)


def replay(start: Game, answers: list[Any]) -> tuple[list[Game], Course]:
    """:func:`positions` and the :class:`Course` of the game. Raises
    IllegalAnswer for an answer the game refuses."""
    model = load_model()
    g = start.clone()
    n = len(g.state.players)
    out = [g.clone()]
    drawn = []
    for a in answers:
        drawn.append(_drawn_seen(g.apply(a), n))
        out.append(g.clone())
    course = Course(series=[model.chances(x.state) for x in out], drawn_seen=drawn,
                    at_action=[x.pending is None or x.pending.kind == "action" for x in out])
    return out, course


def luck_causes(prev: DecisionReview, r: DecisionReview, course: Course) -> dict[str, float]:
    """The swing ``r.chance_before - prev.chance_played`` of player
    ``r.player`` between its decisions ``prev`` and ``r`` (an action), put down
    to the :data:`LUCK_CAUSES`: "action" is the chance at the end of the action
    under way at ``prev`` (the next action decision) less ``prev.chance_played``
    (the chance expected of the answer, that action played out); each later
    answer until ``r`` adds its change in the player's chance (``course.series``)
    to "draws" if the player saw a card drawn in it, else to "others". The
    shares add up to the swing (any difference between ``r.chance_before`` and
    the series, from a deal that failed, goes to "action")."""
    p = r.player
    end = next((j for j in range(prev.index + 1, r.index + 1) if course.at_action[j]), r.index)
    parts = {k: 0.0 for k in LUCK_CAUSES}
    for j in range(end, r.index):
        step = course.series[j + 1][p] - course.series[j][p]
        parts["draws" if p in course.drawn_seen[j] else "others"] += step
    parts["action"] = (r.chance_before - prev.chance_played) - parts["draws"] - parts["others"]
    return parts


def mark_luck(decisions: list[DecisionReview], course: Course | None = None) -> None:
    """Set ``luck`` on each action decision of a player whose chance at it
    differs from the chance of that player's previous answer by at least
    :data:`LUCK_SWING` (see the module text), and ``luck_causes``
    (:func:`luck_causes`) when the game's ``course`` is given."""
    last: dict[int, DecisionReview] = {}
    for r in decisions:
        mark_one_luck(last.get(r.player), r, course)
        last[r.player] = r


def mark_one_luck(prev: DecisionReview | None, r: DecisionReview, course: Course | None = None) -> None:
    """Set ``r.luck`` (and ``r.luck_causes`` with a ``course``) from ``prev``,
    the same player's previous decision reviewed (None: no luck): what
    :func:`mark_luck` does for one decision."""
    r.luck = None
    r.luck_causes = None
    if prev is not None and r.kind == "action":
        swing = r.chance_before - prev.chance_played
        if abs(swing) >= LUCK_SWING:
            r.luck = swing
            if course is not None:
                r.luck_causes = luck_causes(prev, r, course)


def positions(start: Game, answers: list[Any]) -> list[Game]:
    """The game before each answer and after the last: ``len(answers) + 1``
    clones of ``start`` (left untouched) as the answers are applied. Raises
    IllegalAnswer for an answer the game refuses."""
    g = start.clone()
    out = [g.clone()]
    for a in answers:
        g.apply(a)
        out.append(g.clone())
    return out


def review_positions(games: list[Game], answers: list[Any], *, player: int | None = None, deep: bool = False,
                     budget_ms: float | None = None, iterations: int | None = None, seed: int = 0,
                     progress: Callable[[int, int], None] | None = None,
                     should_stop: Callable[[], bool] | None = None,
                     on_decision: Callable[[DecisionReview], None] | None = None,
                     course: Course | None = None) -> GameReview:
    """Review every decision (of ``player`` only, if given) of a game whose
    positions are ``games`` (``games[i]`` before ``answers[i]``; see
    :func:`positions`). ``progress(done, total)`` after each decision,
    ``on_decision`` with each review as it is made; ``should_stop()`` True ends
    the review early (``complete`` False). Decisions no deal fits are left out.
    ``course`` (:func:`replay`): luck is put down to its causes."""
    names = [p.name for p in games[0].state.players]
    model = load_model()
    out = GameReview(names=names, deep=deep, seed=seed)
    out.series = course.series if course is not None else [model.chances(g.state) for g in games]
    todo = [i for i in range(len(answers)) if games[i].pending is not None
            and (player is None or games[i].decision.player == player)]
    for n, i in enumerate(todo):
        if should_stop is not None and should_stop():
            out.complete = False
            break
        try:
            r = judge(games[i], answers[i], seed=seed, index=i, deep=deep, budget_ms=budget_ms,
                      iterations=iterations, should_stop=should_stop)
        except DeterminizeError:
            continue
        out.decisions.append(r)
        if on_decision is not None:
            on_decision(r)
        if progress is not None:
            progress(n + 1, len(todo))
    mark_luck(out.decisions, course)
    return out


def review_game(start: Game, answers: list[Any], **kw: Any) -> GameReview:
    """:func:`review_positions` of the game ``start`` followed by ``answers``
    (luck put down to its causes)."""
    games, course = replay(start, answers)
    return review_positions(games, answers, course=course, **kw)

