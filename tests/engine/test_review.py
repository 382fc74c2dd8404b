"""The win-chance model and the game review: figures, labels, no peeking."""
from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest

from engine import Game
from engine.ai import EasyPlayer, RandomPlayer, random_answer
from engine.review import LABELS, LUCK_CAUSES, LUCK_SWING, Course, DecisionReview, drop_shrink, judge, label_for, \
    luck_causes, mark_luck, replay, review_game
from engine.winchance import FEATURES, TEAMS_KEY, ModelError, WinModel, chances, chances_seen_by, hand_chances, \
    load_model, side_features

from .test_fair_ai import _random_positions, _swap_hidden


def _played(seed: int, n: int, names=("Ann", "Bob")) -> Game:
    g = Game.new(list(names), seed=seed)
    agents = [EasyPlayer(seed + i) for i in range(len(names))]
    while not g.over and len(g.record) < n:
        g.apply(agents[g.pending.player].choose(g))
    return g


def test_model_file_loads_and_chances_are_a_distribution():
    m = load_model()
    assert {2, 3, 4} <= set(m.weights)
    for g, _ in _random_positions(range(6), every=0.1):
        c = chances(g)
        assert len(c) == len(g.state.players)
        assert all(0.0 <= x <= 1.0 for x in c)
        assert sum(c) == pytest.approx(1.0)
        h = hand_chances(g.state)
        assert sum(h) == pytest.approx(1.0)


def test_team_partners_share_a_chance():
    g = Game.new(["A", "B", "C", "D"], seed=4, teams=True)
    rng = random.Random(4)
    for _ in range(40):
        g.apply(random_answer(g.pending, rng))
    c = chances(g)
    assert c[0] == c[2] and c[1] == c[3]
    assert c[0] + c[1] == pytest.approx(1.0)


def test_team_games_have_weights_of_their_own():
    """A team game is judged by the "teams" weights (not the 2-player ones),
    and a model file without them falls back on the 2-player weights."""
    m = load_model()
    assert m.team_weights is not None and m.team_weights != m.weights[2]
    assert TEAMS_KEY in m.doc["models"]
    g = Game.new(["A", "B", "C", "D"], seed=6, teams=True)
    rng = random.Random(6)
    for _ in range(60):
        g.apply(random_answer(g.pending, rng))
    feats = side_features(g.state)
    assert m.side_chances(g.state) == m.from_features(feats, teams=True)
    assert m.from_features(feats, teams=True) != m.from_features(feats)
    doc = copy.deepcopy(m.doc)
    del doc["models"][TEAMS_KEY]
    plain = WinModel(doc)
    assert plain.team_weights is None and plain.side_chances(g.state) == m.from_features(feats)
    # a 2-player game is not judged by the team weights
    g2 = _played(3, 40)
    assert m.side_chances(g2.state) == m.from_features(side_features(g2.state))


def test_an_achievement_more_raises_the_chance():
    g = _played(5, 60)
    s = g.state.copy()
    before = load_model().chances(s)[0]
    s.players[0].achievements.append(s.achievements.pop(0))
    after = load_model().chances(s)[0]
    assert after > before + 0.02


def test_model_document_is_checked():
    doc = json.loads(json.dumps(load_model().doc))
    WinModel(doc)
    bad = copy.deepcopy(doc)
    bad["version"] = 99
    with pytest.raises(ModelError):
        WinModel(bad)
    bad = copy.deepcopy(doc)
    bad["models"]["2"]["weights"] = bad["models"]["2"]["weights"][:-1]
    with pytest.raises(ModelError):
        WinModel(bad)
    bad = copy.deepcopy(doc)
    bad["models"]["2"]["weights"][0] = float("nan")
    with pytest.raises(ModelError):
        WinModel(bad)
    bad = copy.deepcopy(doc)
    bad["features"] = list(FEATURES)[:-1]
    with pytest.raises(ModelError):
        WinModel(bad)
    bad = copy.deepcopy(doc)
    bad["models"] = {"9": bad["models"]["2"]}
    with pytest.raises(ModelError):
        WinModel(bad)
    bad = copy.deepcopy(doc)
    bad["models"] = {"team": bad["models"]["2"]}
    with pytest.raises(ModelError):
        WinModel(bad)
    bad = copy.deepcopy(doc)
    bad["models"] = {TEAMS_KEY: bad["models"]["2"]}      # team weights alone: no table size
    with pytest.raises(ModelError):
        WinModel(bad)
    bad = copy.deepcopy(doc)
    bad["models"][TEAMS_KEY]["uniform_share"] = 1.5
    with pytest.raises(ModelError):
        WinModel(bad)


def test_a_calibration_map_reshapes_the_leaders_chance():
    """An entry's "calibration" map takes the leader's chance, when above one
    half, through its knots (piecewise linear) and scales the other sides to
    the rest; below one half nothing changes. The 4-player entry has one (fitted
    where held-out games showed the weights too sure of a clear leader), the
    2-player entry none. A map that does not start at [0.5, 0.5], falls or
    reaches 1 is refused."""
    m = load_model()
    assert 4 in m.maps and 2 not in m.maps and 3 not in m.maps and m.team_map is None
    doc = copy.deepcopy(m.doc)
    doc["models"]["4"].pop("calibration")
    plain = WinModel(doc)
    g = _played(11, 90, names=("A", "B", "C", "D"))
    feats = side_features(g.state)
    # a lopsided position: the features scaled up until one side is far ahead
    lop = next(x for x in ([[k * v for v in f] for f in feats] for k in (6, 12, 24, 48, 96))
               if max(plain.from_features(x)) > 0.8)
    doc["models"]["4"]["calibration"] = [[0.5, 0.5], [0.75, 0.6], [1.0, 0.7]]
    capped = WinModel(doc)
    for f in (feats, lop):
        p, q = plain.from_features(f), capped.from_features(f)
        assert sum(q) == pytest.approx(1.0)
        top = max(range(4), key=lambda i: p[i])
        if p[top] <= 0.5:
            assert q == p
        else:
            x = p[top]
            want = 0.5 + 0.1 * (x - 0.5) / 0.25 if x <= 0.75 else 0.6 + 0.1 * (x - 0.75) / 0.25
            assert q[top] == pytest.approx(want)
            for i in range(4):
                if i != top:
                    assert q[i] == pytest.approx(p[i] * (1 - want) / (1 - x))
    assert max(plain.from_features(lop)) > 0.75            # the case above the middle knot was tried
    assert m.from_features(lop) != plain.from_features(lop)
    g2 = _played(3, 40)
    assert capped.from_features(side_features(g2.state)) == plain.from_features(side_features(g2.state))
    for bad in ([[0.5, 0.5]], [[0.4, 0.4], [1.0, 0.9]], [[0.5, 0.5], [1.0, 1.0]], [[0.5, 0.5], [0.8, 0.7], [1.0, 0.6]],
                [[0.5, 0.5], [0.7, 0.6], [0.7, 0.65], [1.0, 0.8]], "x", [[0.5, 0.5], [1.0, float("nan")]]):
        doc["models"]["4"]["calibration"] = bad
        with pytest.raises(ModelError):
            WinModel(doc)


def test_static_chance_reads_only_public_information():
    """Features are equal in two games that differ only in what the player to
    move cannot see, and the chance it sees equals the full state's."""
    rng = random.Random(8)
    checked = 0
    for g, step in _random_positions(range(40, 46), every=0.1):
        if g.base is not None:
            continue
        p = g.pending.player
        g2 = _swap_hidden(g, p, rng)
        if g2 is None:
            continue
        assert side_features(g.state) == side_features(g2.state)
        seen = chances_seen_by(g, p, random.Random(step), worlds=2)
        assert seen == pytest.approx(chances(g))
        checked += 1
    assert checked >= 5


def test_labels_follow_the_documented_thresholds():
    assert [x for _, x in LABELS] == [0.15, 0.10, 0.05]
    assert label_for(0.0) is None and label_for(0.049) is None
    assert label_for(0.05) == "inaccuracy" and label_for(0.099) == "inaccuracy"
    assert label_for(0.10) == "mistake" and label_for(0.149) == "mistake"
    assert label_for(0.15) == "blunder" and label_for(0.8) == "blunder"


def test_judge_never_rates_the_best_below_the_played():
    g = _played(7, 50)
    kinds = Counter()
    n = 0
    while not g.over and n < 40:
        d = g.pending
        a = RandomPlayer(n).choose(g)
        r = judge(g, a, seed=3, index=n)
        assert r.chance_best >= r.chance_played
        assert 0.0 <= r.chance_before <= 1.0
        assert r.label == (None if r.forced else label_for(r.chance_best - r.chance_played))
        if r.best == r.played:
            assert r.chance_best == r.chance_played
        kinds[d.kind] += 1
        g.apply(a)
        n += 1
    assert kinds["action"] >= 10


def test_the_drop_is_measured_on_other_deals_and_shrunk():
    """The label's drop is the drop measured again on deals the best was not
    chosen on, times the fitted shrink; the answers judged are shown on that
    scale (the played at its chance, none above the best)."""
    k = drop_shrink()
    assert 0.0 < k <= 1.0
    g = _played(12, 30)
    n = seen = 0
    while not g.over and n < 60:
        a = RandomPlayer(n).choose(g)
        r = judge(g, a, seed=4, index=n)
        assert r.drop == pytest.approx(min(1.0 - r.chance_played, k * r.drop_measured), abs=1e-12)
        assert r.label == (None if r.forced else label_for(r.drop))
        alts = dict((json.dumps(x, sort_keys=True), c) for x, c in r.alternatives)
        assert alts[json.dumps(r.played, sort_keys=True)] == r.chance_played
        assert alts[json.dumps(r.best, sort_keys=True)] == r.chance_best
        assert all(c <= r.chance_best for c in alts.values())
        if r.best == r.played:
            assert r.drop_measured == 0.0
        else:
            seen += 1
        g.apply(a)
        n += 1
    assert seen >= 5


def test_a_thrown_away_achievement_is_marked():
    """Declining a standard achievement one can claim, for a draw, is marked."""
    g = Game.new(["Ann", "Bob"], seed=21)
    agents = [EasyPlayer(1), EasyPlayer(2)]
    found = None
    while not g.over:
        d = g.pending
        if d.kind == "action" and any(a[0] == "achieve" for a in d.options) and g.state.turn > 2:
            found = g
            break
        g.apply(agents[d.player].choose(g))
    assert found is not None
    d = found.pending
    draw = next(a for a in d.options if a[0] == "draw")
    r = judge(found, draw, seed=1, index=0)
    assert r.best != r.played and r.best["action"] == "achieve"
    # measured on fresh deals it costs a mistake's drop; shrunk (drop_shrink) it is marked still
    assert r.drop_measured >= 0.10
    assert r.label in ("inaccuracy", "mistake", "blunder")


def test_no_peeking_in_the_review():
    """Two games that differ only in cards the judged player cannot see give
    that player the same figures with the same seed, quick and deep."""
    rng = random.Random(5)
    checked = Counter()
    for g, step in _random_positions(range(30, 34), every=0.06):
        p = g.pending.player
        g2 = _swap_hidden(g, p, rng)
        if g2 is None:
            continue
        a = EasyPlayer(step).choose(g)
        for deep in (False, True):
            kw = {"deep": deep, "iterations": 8} if deep else {}
            r1 = judge(g, a, seed=step, index=step, **kw)
            r2 = judge(g2, a, seed=step, index=step, **kw)
            assert r1.to_json() == r2.to_json()
        checked["mid" if g.base is not None else "action"] += 1
    assert checked["action"] >= 5 and checked["mid"] >= 1


def test_luck_is_the_swing_between_a_players_decisions():
    def r(i, p, kind, before, played):
        return DecisionReview(i, p, "x", 1, kind, before, played, played, None, None, "", None)
    rs = [r(0, 0, "action", 0.5, 0.5), r(1, 1, "action", 0.5, 0.5), r(2, 0, "action", 0.3, 0.3),
          r(3, 1, "action", 0.55, 0.55), r(4, 0, "cards", 0.9, 0.9)]
    mark_luck(rs)
    assert rs[0].luck is None and rs[1].luck is None
    assert rs[2].luck == pytest.approx(-0.2)       # 0.5 after its answer, 0.3 at its next decision
    assert rs[3].luck is None                       # 0.05: under LUCK_SWING
    assert rs[4].luck is None                       # a question: not an action
    assert LUCK_SWING == 0.10


def test_luck_is_put_down_to_its_causes():
    """The swing from Ann's answer (index 0) to her next action (index 5): the
    rest of her action (to the action decision at 2) against what was
    expected, then each later answer's change: a step in which she saw a card
    drawn counts as draws, the others' steps as their choices."""
    def r(i, p, kind, before, played):
        return DecisionReview(i, p, "x", 1, kind, before, played, played, None, None, "", None)
    ann = [0.50, 0.52, 0.40, 0.30, 0.45, 0.20]       # Ann's public chance at positions 0..5
    course = Course(series=[[x, 1 - x] for x in ann],
                    drawn_seen=[frozenset(), frozenset(), frozenset({0, 1}), frozenset({1}), frozenset(), frozenset()],
                    at_action=[True, False, True, False, False, True])
    prev, nxt = r(0, 0, "action", 0.5, 0.55), r(5, 0, "action", 0.20, 0.20)
    parts = luck_causes(prev, nxt, course)
    assert list(parts) == list(LUCK_CAUSES)
    assert parts["action"] == pytest.approx(0.40 - 0.55)        # her action ended at 0.40; 0.55 expected
    assert parts["draws"] == pytest.approx(0.30 - 0.40)         # step 2: a card drawn that she saw
    assert parts["others"] == pytest.approx((0.45 - 0.30) + (0.20 - 0.45))   # step 3: drawn, Bob alone saw it
    assert sum(parts.values()) == pytest.approx(nxt.chance_before - prev.chance_played)
    rs = [prev, r(2, 1, "action", 0.6, 0.6), nxt]
    mark_luck(rs, course)
    assert rs[2].luck == pytest.approx(-0.35) and rs[2].luck_causes == pytest.approx(parts)
    assert rs[1].luck is None and rs[1].luck_causes is None
    mark_luck(rs)                                       # no course: luck undivided
    assert rs[2].luck == pytest.approx(-0.35) and rs[2].luck_causes is None


def test_review_game_divides_every_luck_marked():
    g = _played(11, 160)
    start = Game.new(["Ann", "Bob"], seed=11)
    games, course = replay(start, list(g.record))
    assert len(course.series) == len(games) == len(g.record) + 1 == len(course.drawn_seen) + 1
    # a draw action's card is seen by its drawer only; every seat sees the card of a draw and meld
    for j, a in enumerate(g.record):
        if isinstance(a, dict) and a.get("action") == "draw":
            assert games[j].pending.player in course.drawn_seen[j]
    rev = review_game(start, list(g.record), seed=1)
    marked = [r for r in rev.decisions if r.luck is not None]
    assert marked
    for r in marked:
        assert set(r.luck_causes) == set(LUCK_CAUSES)
        assert sum(r.luck_causes.values()) == pytest.approx(r.luck, abs=1e-9)
        assert r.to_json()["luck_causes"].keys() == set(LUCK_CAUSES)
    assert all(r.luck_causes is None for r in rev.decisions if r.luck is None)


def test_review_game_covers_every_decision_of_the_player():
    g = _played(9, 60)
    start = Game.new(["Ann", "Bob"], seed=9)
    rev = review_game(start, list(g.record), player=1, seed=2)
    idx = [r.index for r in rev.decisions]
    want = []
    h = start.clone()
    for i, a in enumerate(g.record):
        if h.pending.player == 1:
            want.append(i)
        h.apply(a)
    assert idx == want
    assert all(r.player == 1 for r in rev.decisions)
    assert len(rev.series) == len(g.record) + 1
    again = review_game(start, list(g.record), player=1, seed=2)
    assert again.to_json() == rev.to_json()
    stopped = review_game(start, list(g.record), player=1, seed=2, should_stop=lambda: True)
    assert not stopped.complete and not stopped.decisions
