"""The chance that each player wins from a position: a model fitted to who won.

The model is a conditional logit over the *sides* at the table (each player, or
each team in a team game): side ``i`` wins with chance
``exp(w . f_i) / sum_j exp(w . f_j)``, where ``f_i`` are the side's
:data:`FEATURES` (:func:`side_features`) and ``w`` the weights fitted, per number
of players, to the outcomes of self-play games by ``bench/fit_winchance.py``
(kept as data in ``resources/winchance.json``, read once, checked on load),
then calibrated on other games: one slope for all the weights and a share ``e``
of the uniform chance mixed in (self-play games turn round more often than the
position alone foresees). An entry may also carry a *calibration map* of the
leader's chance, fitted on games never used for its weights
(``fit_winchance.py recalibrate``): a chance above one half (one side only can
have it) goes through a monotone piecewise-linear map from 0.5 to 1, and the
other sides share the rest in proportion to their chances (held-out 4-player
games showed the weights too sure of a clear leader).
Nothing is hand-set: the hand-set evaluation's logistic (:func:`hand_chances`) is
only the yardstick the calibration bench (``bench/bench_winchance.py``) measures
against.

The features are the evaluation's terms (:func:`engine.ai.strength_terms`:
achievements, score, top cards, icons, splays, hand, specials...; all but the
two of :data:`TERMS_USED`), whether the
side is the one to move (and with two actions), and each of these times the
game's *progress* (the most achievements any side holds over the number needed),
so that a lead weighs more as the game nears its end. Every one of them reads
only what every player sees (boards, the ages of hidden cards, counts), so the
static chance of a position is the same in every deal consistent with what a
player knows: :func:`chances_seen_by` averages over deals anyway (and must,
once answers are tried ahead: :mod:`engine.review`).

A team game is judged between the teams (each team's features the mean of
its partners'), with weights of its own (the model's ``"teams"`` entry,
fitted to Easy-vs-Easy games of 2 teams of 2; the 2-player weights between the
teams were far too sure); a table size with no fitted weights uses the nearest
one fitted (a team game with no ``"teams"`` entry, the 2-player weights). A
player out of the game (:attr:`State.eliminated`) has chance 0. Once the game
is over the winners share 1.
"""
from __future__ import annotations

import json
import math
import random
from typing import Any, Sequence

from .ai import STRENGTH_TERMS, lateness, strength, strength_terms
from .game import Game
from .state import State

#: the evaluation's terms the model reads (:data:`engine.ai.STRENGTH_TERMS`),
#: all but two: "claimable achievements" (a claimable achievement is claimed at
#: once in self-play, so fitted to outcomes it weighs as much as the achievement
#: itself, and claiming it would look worth nothing) and "special achievements
#: qualified for" (always 0: they are claimed at once)
TERMS_USED = tuple(i for i, name in enumerate(STRENGTH_TERMS)
                   if name not in ("claimable achievements", "special achievements qualified for"))
#: the per-side inputs of the model, in order (the fitted weights follow it)
BASE_FEATURES = tuple(STRENGTH_TERMS[i] for i in TERMS_USED) + ("to move", "to move with two actions")
FEATURES = BASE_FEATURES + tuple(f"{name} x progress" for name in BASE_FEATURES)

#: the data file of the fitted weights (in ``resources/``)
MODEL_FILE = "winchance.json"
#: the model file's format version this module reads
MODEL_VERSION = 1
#: at most this many bytes are read from the model file
MODEL_MAX_BYTES = 1 << 20
#: the model file's key of the weights for team games (2 teams of 2)
TEAMS_KEY = "teams"
#: a calibration map has from 2 to this many knots
MAX_KNOTS = 64
#: the scale of the hand-set evaluation's logistic (points of lead for 73%), as
#: the Strong player's rewards use it (:func:`engine.ai.rewards`)
HAND_SCALE = 10.0


class ModelError(ValueError):
    """The model file is missing, malformed or does not fit :data:`FEATURES`."""


def sides(s: State) -> list[tuple[int, ...]]:
    """The sides at the table: each team (partners' seats) in a team game,
    otherwise each player still in the game, in seat order."""
    if s.teams:
        return [s.team_of(q) for q in range(len(s.players)) if q < 2]
    return [(q,) for q in s.live_players()]


def progress(s: State) -> float:
    """How near the game is to its end by achievements, in [0, 1]: the most
    achievements any side holds over the number needed to win."""
    n = max((s.achievement_count(q) for q in range(len(s.players))), default=0)
    return min(1.0, n / max(1, s.win_target))


def side_features(s: State) -> list[list[float]]:
    """The :data:`FEATURES` of each side of :func:`sides` (a list per side).
    Reads only public information (see the module text)."""
    icons = [p.icon_counts() for p in s.players]
    lt = lateness(s)
    pr = progress(s)
    out = []
    for side in sides(s):
        base = [0.0] * len(BASE_FEATURES)
        for q in side:
            t = strength_terms(s, q, icons, lt)
            for j, i in enumerate(TERMS_USED):
                base[j] += t[i] / len(side)
        mover = s.current in side
        base[len(TERMS_USED)] = 1.0 if mover else 0.0
        base[len(TERMS_USED) + 1] = 1.0 if mover and s.actions_left >= 2 else 0.0
        out.append(base + [x * pr for x in base])
    return out


def _softmax(u: Sequence[float]) -> list[float]:
    m = max(u)
    e = [math.exp(x - m) for x in u]
    t = sum(e)
    return [x / t for x in e]


def _per_player(s: State, side_p: list[float]) -> list[float]:
    out = [0.0] * len(s.players)
    for side, x in zip(sides(s), side_p):
        for q in side:
            out[q] = x
    return out


def _over(s: State) -> list[float]:
    assert s.result is not None     # the game is over
    winners = s.result[1]
    w = [q for q in winners]
    if s.teams:     # a team's win: both partners win
        return [1.0 if q in w else 0.0 for q in range(len(s.players))]
    return [1.0 / len(w) if q in w else 0.0 for q in range(len(s.players))]


def _check_map(key: str, knots: Any) -> tuple[tuple[float, float], ...]:
    """An entry's ``"calibration"``: knots ``[[chance, mapped], ...]`` of the
    leader's chance, the first ``[0.5, 0.5]``, the chances rising strictly to 1,
    the mapped chances not falling and below 1. Raises :class:`ModelError`."""
    ok = isinstance(knots, list) and 2 <= len(knots) <= MAX_KNOTS and all(
        isinstance(k, list) and len(k) == 2 and all(
            isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) for x in k)
        for k in knots)
    if ok:
        xs = [float(k[0]) for k in knots]
        ys = [float(k[1]) for k in knots]
        ok = (xs[0] == 0.5 and ys[0] == 0.5 and xs[-1] == 1.0 and all(a < b for a, b in zip(xs, xs[1:]))
              and ys[-1] < 1.0 and all(a <= b for a, b in zip(ys, ys[1:])))
    if not ok:
        raise ModelError(f"the win-chance model's calibration map for {key} needs 2 to {MAX_KNOTS} knots "
                         "[chance, mapped] from [0.5, 0.5], the chances rising to 1, the mapped ones not falling "
                         "and below 1")
    return tuple((float(a), float(b)) for a, b in knots)


def _apply_map(knots: Sequence[tuple[float, float]], p: list[float]) -> list[float]:
    """The sides' chances ``p`` with the leader's chance, when above one half,
    through the piecewise-linear ``knots`` and the others scaled to the rest
    (continuous: below one half nothing changes)."""
    top = max(range(len(p)), key=lambda i: p[i])
    x = p[top]
    if x <= 0.5:
        return p
    x = min(1.0, x)
    y = x
    for (x0, y0), (x1, y1) in zip(knots, knots[1:]):
        if x <= x1:
            y = y0 + (y1 - y0) * (x - x0) / (x1 - x0)
            break
    rest = 1.0 - x
    if rest <= 0.0:
        return [y if i == top else (1.0 - y) / (len(p) - 1) for i in range(len(p))]
    return [y if i == top else q * (1.0 - y) / rest for i, q in enumerate(p)]


class WinModel:
    """Fitted weights per table size (see the module text).

    ``doc``: the model file's content: ``{"version": 1, "features": [names...],
    "models": {"2": {"weights": [...], ...}, ..., "teams": {...}}}`` (a key per
    table size of 2 to 6 players, and :data:`TEAMS_KEY` for team games).
    Raises :class:`ModelError` when it does not fit this module (another
    version, other features, a weight that is not a finite number, no table
    size)."""

    def __init__(self, doc: Any) -> None:
        if not isinstance(doc, dict) or doc.get("version") != MODEL_VERSION:
            raise ModelError(f"the win-chance model must be a version {MODEL_VERSION} document")
        if doc.get("features") != list(FEATURES):
            raise ModelError("the win-chance model was fitted to other features than this engine's")
        models = doc.get("models")
        if not isinstance(models, dict) or not models:
            raise ModelError("the win-chance model has no table size")
        self.weights: dict[int, tuple[float, ...]] = {}
        self.uniform_share: dict[int, float] = {}
        #: the weights and uniform share for team games, or None (then the
        #: 2-player weights, or the nearest size's, serve between the teams)
        self.team_weights: tuple[float, ...] | None = None
        self.team_uniform_share = 0.0
        #: the calibration maps per table size (and the team games' map), when fitted
        self.maps: dict[int, tuple[tuple[float, float], ...]] = {}
        self.team_map: tuple[tuple[float, float], ...] | None = None
        for key, m in models.items():
            if not (isinstance(key, str) and (key == TEAMS_KEY or key.isdigit() and 2 <= int(key) <= 6)):
                raise ModelError(f"the win-chance model's table size {key!r} is not 2 to 6 or {TEAMS_KEY!r}")
            w = m.get("weights") if isinstance(m, dict) else None
            if not isinstance(w, list) or len(w) != len(FEATURES) or not all(
                    isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) and abs(x) < 1e6
                    for x in w):
                raise ModelError(f"the win-chance model for {key} players needs {len(FEATURES)} finite weights")
            e = m.get("uniform_share", 0.0)
            if not (isinstance(e, (int, float)) and not isinstance(e, bool) and 0.0 <= e < 1.0):
                raise ModelError(f"the win-chance model's uniform share for {key} players must be from 0 to 1")
            cmap = _check_map(key, m["calibration"]) if "calibration" in m else None
            if key == TEAMS_KEY:
                self.team_weights = tuple(float(x) for x in w)
                self.team_uniform_share = float(e)
                self.team_map = cmap
            else:
                self.weights[int(key)] = tuple(float(x) for x in w)
                self.uniform_share[int(key)] = float(e)
                if cmap is not None:
                    self.maps[int(key)] = cmap
        if not self.weights:
            raise ModelError("the win-chance model has no table size")
        self.doc = doc

    def size_for(self, n: int) -> int:
        """The table size whose fit serves ``n`` sides (itself, or the nearest fitted)."""
        if n in self.weights:
            return n
        return min(self.weights, key=lambda k: (abs(k - n), k))

    def weights_for(self, n: int) -> tuple[float, ...]:
        """The weights for ``n`` sides (the nearest table size fitted)."""
        return self.weights[self.size_for(n)]

    def from_features(self, feats: list[list[float]], teams: bool = False) -> list[float]:
        """Each side's chance from its :data:`FEATURES` (one list per side):
        ``(1 - e) * softmax(w . f) + e / sides``, ``e`` the fitted share of the
        uniform chance (games turn round more often than the position alone says),
        then through the entry's calibration map when it has one.
        ``teams``: the sides are teams (the team weights, when fitted)."""
        if len(feats) == 1:
            return [1.0]
        if teams and self.team_weights is not None:
            w, e, cmap = self.team_weights, self.team_uniform_share, self.team_map
        else:
            k = self.size_for(len(feats))
            w = self.weights[k]
            e = self.uniform_share[k]
            cmap = self.maps.get(k)
        p = _softmax([sum(a * b for a, b in zip(w, f)) for f in feats])
        p = [(1.0 - e) * x + e / len(feats) for x in p]
        return _apply_map(cmap, p) if cmap else p

    def side_chances(self, s: State) -> list[float]:
        """Each side's chance to win (:func:`sides` order; sums to 1)."""
        return self.from_features(side_features(s), teams=bool(s.teams))

    def chances(self, s: State) -> list[float]:
        """Each player's chance to win from ``s`` (a full state, or one dealt
        for a player), per seat; partners share their team's chance."""
        if s.result is not None:
            return _over(s)
        return _per_player(s, self.side_chances(s))


_MODEL: WinModel | None = None


def load_model() -> WinModel:
    """The package's fitted model (read once). Raises :class:`ModelError`."""
    global _MODEL
    if _MODEL is None:
        from .datafiles import resource_bytes
        try:
            data = resource_bytes(MODEL_FILE)
        except OSError as e:
            raise ModelError(f"the win-chance model cannot be read: {e}") from None
        if len(data) > MODEL_MAX_BYTES:
            raise ModelError("the win-chance model file is too large")
        try:
            doc = json.loads(data)
        except ValueError as e:
            raise ModelError(f"the win-chance model is not JSON: {e}") from None
        _MODEL = WinModel(doc)
    return _MODEL


def chances(s: State | Game) -> list[float]:
    """Each player's chance to win from a full state (:meth:`WinModel.chances`
    of the package's model)."""
    return load_model().chances(s.state if isinstance(s, Game) else s)


def chances_seen_by(game: Game, p: int, rng: random.Random, worlds: int = 4) -> list[float]:
    """Each player's chance to win as player ``p`` sees ``game``: the model's
    chances averaged over ``worlds`` games dealt from ``p``'s observation
    (:func:`engine.determinize.determinize`); never reads a hidden card. Falls
    back on the masked state's public part when no deal fits (rare)."""
    from .determinize import DeterminizeError, determinize, observe
    s = game.state
    if s.result is not None:
        return _over(s)
    obs = observe(game, p)
    model = load_model()
    tot = [0.0] * len(s.players)
    n = 0
    for _ in range(max(1, worlds)):
        try:
            g = determinize(obs, rng)
        except DeterminizeError:
            continue
        for q, x in enumerate(model.chances(g.state)):
            tot[q] += x
        n += 1
    if not n:
        raise ValueError("no game can be dealt from this player's observation")
    return [x / n for x in tot]


def hand_chances(s: State) -> list[float]:
    """The yardstick: the hand-set evaluation's logistic (each side's
    :func:`engine.ai.strength` lead over the strongest other side, through
    ``1 / (1 + exp(-lead / 10))``, as the Strong player scores), normalised to
    sum to 1 over the sides (with 2 sides it is the logistic itself)."""
    if s.result is not None:
        return _over(s)
    icons = [p.icon_counts() for p in s.players]
    st = [strength(s, q, icons) for q in range(len(s.players))]
    sd = sides(s)
    vals = [sum(st[q] for q in side) / len(side) for side in sd]
    raw = []
    for i, v in enumerate(vals):
        best = max((x for j, x in enumerate(vals) if j != i), default=0.0)
        raw.append(1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -(v - best) / HAND_SCALE)))))
    t = sum(raw)
    return _per_player(s, [x / t for x in raw])
