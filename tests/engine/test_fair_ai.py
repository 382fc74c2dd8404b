"""Fair computer players: determinization, the no-peeking property, legal answers."""
from __future__ import annotations

import json
import math
import random
import types
from collections import Counter, defaultdict

import pytest

from engine import Game
from engine.ai import EasyPlayer, RandomPlayer, StrongPlayer, make_player, random_answer
from engine.cards import AGE, NAMES
from engine.decisions import IllegalAnswer
from engine.determinize import DeterminizeError, determinize, knowledge, observe
from engine.game import normalize_answer
from engine.verbs import locate
from engine.view import view


def _random_positions(seeds, every: float = 0.2, max_steps: int = 500):
    """Yield (game, step) at random decisions of random games of 2 to 4 players."""
    for seed in seeds:
        rng = random.Random(seed)
        g = Game.new([f"P{i}" for i in range(2 + seed % 3)], seed=seed)
        for step in range(max_steps):
            if g.over:
                break
            if rng.random() < every:
                yield g, step
            g.apply(random_answer(g.pending, rng))


def _same_view(a: dict, b: dict) -> bool:
    """Views equal, the order of a question's options aside."""
    for v in (a, b):
        if v["pending"] and "options" in v["pending"]:
            v["pending"]["options"] = sorted(map(repr, v["pending"]["options"]))
    return a == b


def test_knowledge_is_sound_and_remembers_reveals():
    """Every card a player 'knows' to be somewhere is there; a revealed or
    transferred card is remembered at least sometimes (the memory is not empty)."""
    remembered = 0
    for g, _ in _random_positions(range(12), every=0.3):
        for p in range(len(g.state.players)):
            for c, place in knowledge(g.events, p).items():
                assert locate(g.state, c) == place, (NAMES[c], place)
                if place[0] in ("hand", "score") and place[1] != p:
                    remembered += 1
    assert remembered > 0


def test_determinized_game_gives_back_the_same_view():
    """Across random positions (within dogmas too), a dealt game shows the player
    exactly the view it came from, every card is somewhere once, and the
    pending decision is the same."""
    counts = Counter()
    for g, step in _random_positions(range(24)):
        p = g.pending.player
        obs = observe(g, p)
        mid = g.base is not None
        try:
            dg = determinize(obs, random.Random(step))
        except DeterminizeError:
            assert mid, "only an action in progress may fail to deal"
            counts["fail"] += 1
            continue
        counts["mid" if mid else "action"] += 1
        assert _same_view(view(dg, p), view(g, p))
        where = dg.state.locate_all()
        assert len(where) == len(where.keys() | set())
        assert len(where) == 105 - 0  # every card once (nothing out of play in a new game)
        # the dealt game goes on: its pending decision takes a legal answer
        dg.apply(random_answer(dg.pending, random.Random(step)))
    assert counts["action"] > 100 and counts["mid"] > 40
    assert counts["fail"] <= 0.05 * (counts["mid"] + counts["fail"])


def test_determinize_varies_hidden_cards_only():
    """Different seeds deal different hidden cards; the player's own cards never move."""
    g = Game.new(["A", "B"], seed=3)
    rng = random.Random(3)
    for _ in range(30):
        g.apply(random_answer(g.pending, rng))
    while g.pending.kind != "action":
        g.apply(random_answer(g.pending, rng))
    p = g.pending.player
    obs = observe(g, p)
    hands = set()
    for s in range(20):
        dg = determinize(obs, random.Random(s))
        assert sorted(dg.state.players[p].hand) == sorted(g.state.players[p].hand)
        hands.add((tuple(sorted(dg.state.players[1 - p].hand)), tuple(dg.state.supply[0]), tuple(dg.state.supply[1])))
    assert len(hands) > 1


def _swap_hidden(g: Game, p: int, rng: random.Random) -> Game | None:
    """A game that differs from ``g`` only in two same-age cards ``p`` cannot see
    (never seen, in two different hidden places, untouched by the action in progress)."""
    known = knowledge(g.events, p)
    touched = set()
    if g.base is not None:
        touched = {e.card for e in g.events if e.card is not None}
        touched |= {c for a in g.answers if isinstance(a, list) for c in a}
    hidden = defaultdict(list)
    s = g.state
    for c in range(105):
        if c in known or c in touched:
            continue
        zone, owner = locate(s, c)
        if (zone in ("hand", "score") and owner != p) or zone == "supply" or (zone == "achievements" and owner == -1):
            hidden[AGE[c]].append((c, (zone, owner)))
    pairs = [(a, b) for cards in hidden.values() for a in cards for b in cards if a[1] != b[1] and a[0] < b[0]]
    if not pairs:
        return None
    (x, _), (y, _) = rng.choice(pairs)
    m = {x: y, y: x}

    def swap(sd: dict) -> dict:
        sd = json.loads(json.dumps(sd))
        for pd in sd["players"]:
            for k in ("hand", "score", "achievements"):
                pd[k] = [m.get(c, c) if isinstance(c, int) else c for c in pd[k]]
        sd["supply"] = [[m.get(c, c) for c in pile] for pile in sd["supply"]]
        sd["achievements"] = [m.get(c, c) for c in sd["achievements"]]
        return sd

    j = g.to_json()
    j2 = {"state": swap(j["state"])}
    if "in_progress" in j:
        ip = j["in_progress"]
        j2["in_progress"] = {"base": swap(ip["base"]), "action": ip["action"], "answers": ip["answers"]}
    g2 = Game.from_json(json.loads(json.dumps(j2)))
    events = []
    for e in g.events:
        e2 = type(e)(e.text, e.seen_by, e.hidden, e.kind, m.get(e.card, e.card), e.src, e.dst)
        events.append(e2)
    g2.events = events
    assert view(g2, p) == view(g, p)
    assert g2.state != g.state
    return g2


def test_no_peeking():
    """Two games that differ only in cards the asked player cannot see give the
    same observation, and Easy and Strong (same seed) give the same answer."""
    checked = Counter()
    rng = random.Random(5)
    for g, step in _random_positions(range(30, 38), every=0.08):
        p = g.pending.player
        g2 = _swap_hidden(g, p, rng)
        if g2 is None:
            continue
        assert observe(g, p) == observe(g2, p)
        for make in (lambda step=step: EasyPlayer(step), lambda step=step: StrongPlayer(step, iterations=15)):
            a1 = make().choose(g)
            a2 = make().choose(g2)
            assert a1 == a2
        checked["mid" if g.base is not None else "action"] += 1
    assert checked["action"] >= 10 and checked["mid"] >= 3


@pytest.mark.parametrize("level", ["random", "easy", "strong"])
def test_every_agent_answers_every_kind_legally(level):
    """Over random games, each level is asked several decisions of every kind met
    and answers each legally (the engine checks it)."""
    agent = make_player(level, seed=1)
    if level == "strong":
        agent = StrongPlayer(1, iterations=6)
    asked = Counter()
    seen = set()
    for g, _step in _random_positions(range(40), every=1.0, max_steps=400):
        d = g.pending
        seen.add(d.kind)
        if asked[d.kind] >= 6:
            continue
        asked[d.kind] += 1
        ans = agent.choose(g)
        try:
            normalize_answer(g.state, d, ans)
        except IllegalAnswer as e:  # pragma: no cover - the failure message
            pytest.fail(f"{level} answered {d.kind} illegally: {ans!r} ({e})")
    assert set(asked) == seen
    assert {"action", "cards", "yesno", "color", "player", "order"} <= seen


def test_whole_games_between_levels_end():
    """Short games with every level seated end normally (every answer accepted)."""
    for seed in range(2):
        g = Game.new(["A", "B", "C"], seed=seed)
        agents = [RandomPlayer(seed), EasyPlayer(seed), StrongPlayer(seed, iterations=5)]
        n = 0
        while not g.over and n < 3000:
            g.apply(agents[g.pending.player].choose(g))
            n += 1
        assert g.over


def test_arena_json(capsys):
    from engine.arena import main
    assert main(["easy", "random", "--games", "2", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2
    assert out["wins"]["A"] + out["wins"]["B"] + out["draws"] == 2
    assert 0 <= out["ci95"][0] <= out["rate"] <= out["ci95"][1] <= 1
    assert set(out["decision_ms"]) == {"A", "B"} and set(out["decision_ms"]["A"]) == {"mean", "p95"}
    assert main(["wizard", "random", "--games", "1"]) == 2
    assert main(["strong", "easy", "--games", "1", "--iterations", "-1"]) == 2


def test_engine_never_imports_qt():
    import subprocess
    import sys
    code = ("import sys, engine.ai, engine.arena, engine.determinize; "
            "assert not [m for m in sys.modules if m.startswith('PySide6')]")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_choose_from_view_answers_legally():
    """A network bot's answer from the view alone (position-file form) is legal."""
    from engine.ai import choose_from_view
    rng = random.Random(2)
    n = 0
    for g, _step in _random_positions(range(50, 54), every=0.5, max_steps=300):
        d = g.pending
        v = view(g, d.player)
        dd = dict(v["pending"], counts=list(d.counts) if d.counts else None, alternatives=d.alternatives)
        level = "easy" if d.kind != "action" or n % 40 else "strong"
        ans = choose_from_view(v, dd, level, rng)
        normalize_answer(g.state, d, ans)
        n += 1
    assert n > 100


def test_rewards_measure_the_lead_gained():
    """Measured from the leads at the start, an unchanged position is worth one
    half to everyone; an achievement gained raises its holder's reward and
    lowers the opponent's, however far ahead either already was."""
    from engine.ai import leads, rewards
    for g, _ in _random_positions(range(3), every=0.05, max_steps=200):
        s = g.state.copy()
        if s.result is not None or len(s.players) != 2 or not s.achievements:
            continue
        base = leads(s)
        assert rewards(s, 10.0, base) == [0.5, 0.5]
        s.players[0].achievements.append(s.achievements.pop())
        r = rewards(s, 10.0, base)
        assert r[0] > 0.7 and r[1] < 0.3
        assert abs(r[0] + r[1] - 1) < 1e-9


def test_strong_seat_keeps_to_its_iteration_caps():
    """The seat's Strong player stops at its iteration caps (actions and
    questions inside them); with no cap (0) the clock alone stops it."""
    from engine.ai import STRONG_ITERATIONS, STRONG_QUESTION_ITERATIONS
    agent = make_player("strong", seed=3, iterations=30)
    assert agent.max_iterations == 30 and agent.question_iterations == round(30 * STRONG_QUESTION_ITERATIONS
                                                                               / STRONG_ITERATIONS)
    assert make_player("strong", seed=3).max_iterations == STRONG_ITERATIONS
    assert make_player("strong", seed=3, iterations=0).max_iterations is None
    kinds = Counter()
    for g, _ in _random_positions(range(50, 53), every=0.3, max_steps=150):
        d = g.pending
        agent.choose(g)
        n = agent.last.get("iterations", 0)
        cap = agent.max_iterations if d.kind == "action" else agent.question_iterations
        assert n <= cap
        if n:
            kinds[d.kind == "action"] += 1
    assert kinds[True] >= 3 and kinds[False] >= 1


def _strength_reference(s, q):
    """:func:`engine.ai.strength` written plainly through the engine's helpers
    (the search uses a faster form that must give the same value)."""
    from engine.ai import _SPLAY_VALUE
    from engine.verbs import qualifies
    pl = s.players[q]
    ach = s.achievement_count(q)
    score = pl.score_total()
    top = pl.highest_top_age()
    tops = pl.tops()
    v = 14.0 * ach + 6.0 * max(0, ach - (s.win_target - 3))
    v += 0.7 * score
    v += 5.0 * sum(1 for c in s.achievements if score >= 5 * AGE[c] and top >= AGE[c])
    v += 1.2 * sum(AGE[c] for c in tops) + 2.0 * top
    icons = pl.icon_counts()
    others = [s.players[o].icon_counts() for o in s.opponents(q)]
    for i in range(6):
        v += 0.25 * icons[i]
        if others and icons[i] > max(o[i] for o in others):
            v += 1.0
    for color in range(5):
        if len(pl.board[color]) >= 2:
            v += _SPLAY_VALUE[pl.splay[color]] * min(len(pl.board[color]), 5) / 3
    v += 0.6 * len(pl.hand) + 0.15 * sum(AGE[c] for c in pl.hand)
    for name in s.specials:
        if name == "Empire":
            v += 0.5 * sum(min(x, 3) for x in icons) / 3
        elif name == "World":
            v += 0.3 * min(icons[5], 12)
        elif name == "Wonder":
            v += 0.6 * sum(1 for c in range(5) if pl.splay[c] >= 2)
        elif name == "Universe":
            v += 0.6 * sum(1 for c in tops if AGE[c] >= 8)
        if qualifies(s, q, name, icons):
            v += 10
    return v


def test_fast_strength_matches_the_plain_one():
    """The evaluation's fast form gives exactly the plain form's value, for
    every player, across random 2- to 4-player positions (special
    achievements qualified for included)."""
    from engine.ai import strength
    checked = 0
    for g, _ in _random_positions(range(6), every=0.1, max_steps=400):
        s = g.state
        for q in range(len(s.players)):
            assert strength(s, q) == pytest.approx(_strength_reference(s, q), abs=1e-9)
            checked += 1
    assert checked > 50


def test_greedy_answer_picks_the_best_scored_answer():
    """The rollouts' greedy answer to a question is legal and scores at least
    as well, right after it is applied, as every other candidate it tried."""
    from engine.ai import greedy_answer, leads
    from engine.determinize import _candidates
    seen = 0
    for g, _ in _random_positions(range(8), every=0.3, max_steps=300):
        d = g.pending
        if d.kind == "action":
            continue
        rng = random.Random(5)
        ans = greedy_answer(g, rng, cap=48)
        opts = _candidates(d, random.Random(5), 48)
        assert _k(ans) in {_k(a) for a in opts}
        def score(a, g=g, d=d):
            c = g.clone()
            c.apply(a)
            return leads(c.state)[d.player]
        assert score(ans) >= max(score(a) for a in opts) - 1e-9
        seen += 1
        if seen >= 25:
            break
    assert seen >= 10


def _k(a):
    return tuple(a) if isinstance(a, list) else a


def test_strong_rollouts_stop_at_the_turn_asked():
    """With ``rollout_turns`` the rollout plays on through whole turns and stops
    at the first action of turn ``turn0 + rollout_turns`` (or the game's end)."""
    for g, _ in _random_positions(range(4), every=0.2, max_steps=200):
        if g.pending.kind != "action":
            continue
        t0 = g.state.turn
        for turns in (1, 2):
            c = g.clone()
            StrongPlayer(1, rollout_turns=turns)._rollout(c, random.Random(2), t0)
            assert c.over or (c.pending.kind == "action" and c.state.turn == t0 + turns)


def test_strong_rollouts_run_to_the_seats_next_turn_by_default():
    """By default the rollout plays every other player's whole turn and stops at
    the first action of turn ``turn0 + players`` (the seat's own next turn): with
    2 players exactly as ``rollout_turns=2``, with 3 or 4 further."""
    counts = set()
    for g, _ in _random_positions(range(6), every=0.2, max_steps=200):
        if g.pending.kind != "action":
            continue
        n = len(g.state.players)
        t0 = g.state.turn
        c = g.clone()
        StrongPlayer(1)._rollout(c, random.Random(2), t0)
        assert c.over or (c.pending.kind == "action" and c.state.turn == t0 + n)
        if not c.over:
            counts.add(n)
            e = g.clone()
            StrongPlayer(1, rollout_turns=n)._rollout(e, random.Random(2), t0)
            assert e.to_json() == c.to_json()
    assert counts == {2, 3, 4}


def test_strong_clock_grows_with_the_table():
    """The default clock per action is STRONG_MS_PER_PLAYER per player (600 ms
    with 2, 900 ms with 3; with 4 STRONG_MS_4_PLAYERS, 1.8 s); per question an eighth of it, at most 70 ms; a
    budget given is used as it is."""
    from engine.ai import STRONG_MS_4_PLAYERS, STRONG_MS_PER_PLAYER
    from engine.decisions import Decision
    act = Decision(0, "action", [])
    q = Decision(0, "cards", [])
    p = StrongPlayer(1)
    assert p._budget(act, 2) == pytest.approx(2 * STRONG_MS_PER_PLAYER / 1000) == pytest.approx(0.6)
    assert p._budget(act, 3) == pytest.approx(0.9)
    assert p._budget(act, 4) == pytest.approx(STRONG_MS_4_PLAYERS / 1000) == pytest.approx(1.8)
    assert p._budget(q, 2) == pytest.approx(0.07) and p._budget(q, 4) == pytest.approx(0.07)
    fixed = StrongPlayer(1, budget_ms=400)
    assert fixed._budget(act, 4) == pytest.approx(0.4) and fixed._budget(q, 4) == pytest.approx(0.05)
    # an infinite budget (the arena's --no-clock): no clock for questions either
    unclocked = StrongPlayer(1, budget_ms=math.inf)
    assert unclocked._budget(act, 2) == math.inf and unclocked._budget(q, 2) == math.inf


def test_a_strong_seat_without_a_clock_plays_by_its_seed_alone(monkeypatch):
    """With no clock (``budget_ms`` infinite) the iteration caps alone stop the
    search: a clock that jumps a minute on every reading changes no answer."""
    import engine.ai as ai_mod
    g = Game.new(["A", "B"], seed=3, edition="fourth")
    rng = random.Random(3)
    while g.pending.kind != "action" or len(g.pending.options) < 3:
        g.apply(random_answer(g.pending, rng))
    calm = make_player("strong", seed=5, iterations=12, budget_ms=math.inf)
    want = calm.choose(g)
    ticks = iter(range(10**6))
    monkeypatch.setattr(ai_mod, "time", types.SimpleNamespace(perf_counter=lambda: 60.0 * next(ticks)))
    rushed = make_player("strong", seed=5, iterations=12, budget_ms=math.inf)
    assert rushed.choose(g) == want and rushed.last["iterations"] == calm.last["iterations"] == 12


def _team_action_position(seed: int = 8, moves: int = 12):
    """A 2-vs-2 team game at an action decision ``moves`` answers in (Easy seats)."""
    t = Game.new(["A", "B", "C", "D"], seed=seed, teams=True)
    agents = [EasyPlayer(j) for j in range(4)]
    for _ in range(moves):
        t.apply(agents[t.pending.player].choose(t))
    while t.pending.kind != "action":
        t.apply(agents[t.pending.player].choose(t))
    return t


def _action_position(players: int, seed: int):
    """A game of ``players`` at an action decision some turns in (Easy seats)."""
    g = Game.new([f"P{i}" for i in range(players)], seed=seed)
    agents = [EasyPlayer(i) for i in range(players)]
    for _ in range(20):
        g.apply(agents[g.pending.player].choose(g))
    while g.pending.kind != "action":
        g.apply(agents[g.pending.player].choose(g))
    return g


def test_strong_mix_takes_the_reward_where_the_action_ends():
    """With ``mix=1`` an iteration's reward is the lead gained by the end of the
    action under way (what follows in the rollout does not count); with the
    default mix (0.5 with 3 or 4 players) it is halfway between that and the
    reward where the rollout ends."""
    from engine.ai import _Node, leads, rewards
    g = _action_position(3, 11)
    p = g.pending.player
    draw = next(a for a in g.pending.options if a[0] == "draw")
    for mix in (1.0, 0.5):
        sp = StrongPlayer(1, mix=mix)
        sp._m = mix
        world = g.clone()
        base = leads(world.state)
        after = world.clone()
        after.apply(draw)            # a Draw action asks nothing: the action ends at once
        assert after.pending.kind == "action"
        expected_mid = rewards(after.state, 10.0, base)[p]
        root = _Node()
        ends = []
        real_rollout = sp._rollout

        def rollout(gg, rng, turn0, b=None, real_rollout=real_rollout, ends=ends, base=base):
            real_rollout(gg, rng, turn0, b)
            ends.append(rewards(gg.state, 10.0, base)[p])
        sp._rollout = rollout
        sp._iterate(world, root, {_k(draw): draw}, random.Random(4), base)
        (child,) = root.children.values()
        assert child.n == 1
        assert sp._mid[p] == pytest.approx(expected_mid)
        assert child.w == pytest.approx(mix * expected_mid + (1 - mix) * ends[0])


def test_strong_mix_and_prior_follow_the_table_by_default():
    """Unset, the mix and the root prior are the multi-player defaults with 3 or
    4 players and off with 2 (the 2-player play is the one measured over 400
    games), and the late weight of score is on with 4 players only; set, they
    are used at every table. The soft maximum of the opponents and the fitted
    weights follow the 4-player constants there (off today) and are off
    elsewhere."""
    from engine.ai import (STRONG_LATE_4_PLAYERS, STRONG_MULTI_MIX, STRONG_MULTI_PRIOR, STRONG_SOFT_4_PLAYERS,
                           STRONG_WEIGHTS_4_PLAYERS)
    assert STRONG_LATE_4_PLAYERS > 0
    for n, mix, prior, late, soft in ((2, 0.0, 0.0, 0.0, 0.0), (3, STRONG_MULTI_MIX, STRONG_MULTI_PRIOR, 0.0, 0.0),
                                      (4, STRONG_MULTI_MIX, STRONG_MULTI_PRIOR, STRONG_LATE_4_PLAYERS,
                                       STRONG_SOFT_4_PLAYERS)):
        g = _action_position(n, 20 + n)
        sp = StrongPlayer(2, iterations=4)
        sp.choose(g)
        assert (sp._m, sp._prior, sp._late, sp._soft) == (mix, prior, late, soft)
        assert sp._weights == (STRONG_WEIGHTS_4_PLAYERS if n == 4 else None)
        fixed = StrongPlayer(2, iterations=4, mix=0.25, prior_n=2, late=1.5, soft=3.0)
        fixed.choose(g)
        assert (fixed._m, fixed._prior, fixed._late, fixed._soft) == (0.25, 2, 1.5, 3.0)
        off = StrongPlayer(2, iterations=4, soft=0)
        off.choose(g)
        assert off._soft == 0.0


def _lift_to_board(s, p: int, age: int) -> int:
    """Move the top card of the supply pile of ``age`` onto ``p``'s board (on top)."""
    from engine.cards import COLOR
    c = s.supply[age - 1].pop(0)
    s.players[p].board[COLOR[c]].append(c)
    return c


def test_lateness_counts_the_cards_left_to_draw():
    """Lateness is 0 at the start and while LATE_CARDS (15) or more cards are
    left from the highest top card's age up to 10; it rises as those piles run
    out and is 1 when none is left (the next draw above 10 ends the game by score)."""
    from engine.ai import LATE_CARDS, lateness
    g = Game.new(["A", "B", "C", "D"], seed=3)
    s = g.state
    assert lateness(s) == 0.0
    _lift_to_board(s, 1, 10)             # a 10 on top: only the 10 pile is left to draw
    left = len(s.supply[9])
    assert left < LATE_CARDS
    assert lateness(s) == pytest.approx(1 - left / LATE_CARDS)
    before = lateness(s)
    for _ in range(4):
        _lift_to_board(s, 2, 10)
    assert lateness(s) == pytest.approx(1 - (left - 4) / LATE_CARDS) and lateness(s) > before
    s.supply[9].clear()
    assert lateness(s) == 1.0
    h = Game.new(["A", "B", "C", "D"], seed=3).state
    _lift_to_board(h, 0, 7)              # a 7 on top: the 7 to 10 piles are left (37 cards)
    assert sum(len(h.supply[a]) for a in range(6, 10)) >= LATE_CARDS
    assert lateness(h) == 0.0
    _lift_to_board(h, 1, 8)              # an 8: the 8, 9 and 10 piles (28 cards)
    left = sum(len(h.supply[a]) for a in range(7, 10))
    assert lateness(h) == pytest.approx(max(0.0, 1 - left / LATE_CARDS))


def test_late_weighs_score_more_as_the_end_nears():
    """With ``late`` a point of score weighs 0.7 + late x lateness in the leads:
    at the start the same as without it; with the supply spent, a score lead
    counts (0.7 + late) / 0.7 times as much."""
    from engine.ai import leads
    g = Game.new(["A", "B", "C"], seed=5)
    s = g.state
    s.players[0].score.extend(s.supply[4][:2])     # two 5s: 10 points of score for A
    del s.supply[4][:2]
    assert leads(s, 2.0) == pytest.approx(leads(s))
    _lift_to_board(s, 1, 10)
    s.supply[9].clear()
    plain, late = leads(s), leads(s, 2.0)
    # A's lead over B and C: only the score's weight differs; B and C score
    # nothing, so their leads can only shrink (A counts more)
    assert late[0] - plain[0] == pytest.approx(10 * 2.0)
    assert late[1] <= plain[1] and late[2] <= plain[2]


def test_strong_root_prior_is_the_one_action_reward():
    """With ``prior_n`` every action at the root starts with that many virtual
    visits worth its one-action-ahead reward (in [0, 1]); with no iterations
    the answer is the action whose prior is best, and an achievement that can
    be claimed is worth more than a plain Draw."""
    from engine.ai import _Node
    from engine.determinize import observe
    seen_achieve = 0
    for players, seed in ((3, 31), (4, 32), (3, 33), (3, 40), (4, 41), (3, 42)):
        g = _action_position(players, seed)
        for _ in range(40):
            if any(a[0] == "achieve" for a in g.pending.options) or g.over:
                break
            g.apply(EasyPlayer(seed).choose(g))
            while not g.over and g.pending.kind != "action":
                g.apply(EasyPlayer(seed).choose(g))
        if g.over:
            continue
        ans = StrongPlayer(3, iterations=0, prior_n=5).choose(g)
        # the same priors again: a fresh player of the same seed uses its
        # random numbers alike (an action's options are taken as they are)
        root = _Node()
        legal = {_k(a): a for a in g.pending.options}
        StrongPlayer(3, prior_n=5)._seed_prior(observe(g, g.pending.player), root, legal, random.Random(3))
        assert len(root.children) == len(legal)
        for ch in root.children.values():
            assert ch.n == ch.avail == 5 and 0.0 <= ch.w <= 5.0
        best = max(root.children, key=lambda k: root.children[k].w)
        # the answer is the best prior (or one tied with it)
        assert root.children[(best[0], best[1], _k(ans))].w == pytest.approx(root.children[best].w)
        ach = [k for k in root.children if k[2][0] == "achieve"]
        if ach:
            seen_achieve += 1
            draw = next(k for k in root.children if k[2][0] == "draw")
            assert root.children[ach[-1]].w > root.children[draw].w
    assert seen_achieve >= 1


def test_greedy_action_achieves_or_picks_the_best_scored_action():
    """The rollouts' greedy action is legal: an achievement when one can be
    claimed, otherwise the action scoring best right after it is applied (the
    mover's lead) among those it tried (all of them when there are at most
    ``cap``)."""
    from engine.ai import greedy_action, leads
    seen = achieved = 0
    for g, _ in _random_positions(range(10), every=0.3, max_steps=300):
        d = g.pending
        if d.kind != "action":
            continue
        ans = greedy_action(g, random.Random(5), cap=64)
        assert ans in d.options
        if any(a[0] == "achieve" for a in d.options):
            assert ans[0] == "achieve"
            achieved += 1
            continue

        def score(a, g=g, d=d):
            c = g.clone()
            c.apply(a)
            return leads(c.state)[d.player]
        assert score(ans) >= max(score(a) for a in d.options) - 1e-9
        seen += 1
    assert seen >= 20 and achieved >= 1


def test_arena_jobs_play_the_same_games():
    """Games played at once in worker processes (``jobs``) are the games played
    one after another: the same results, in game order, and as many decisions."""
    from engine.arena import main, run
    one = run("easy", "random", 4, players=3, seed=40)
    two = run("easy", "random", 4, players=3, seed=40, jobs=2)
    assert (one.games, one.wins_a, one.wins_b, one.draws) == (two.games, two.wins_a, two.wins_b, two.draws) \
        and one.games == 4
    for k in ("A", "B"):
        for kind in ("action", "question"):
            assert len(one.ms[k][kind]) == len(two.ms[k][kind])
    assert main(["easy", "random", "--games", "1", "--jobs", "0"]) == 2


def test_reported_visits_are_real_iterations_with_the_root_prior():
    """With the root prior (3 or 4 players by default) the visits a hint reports
    are whole iterations, adding up to the iterations run, not the prior's
    virtual visits ("tried it in 331.0 of 710.0 futures" was shown before)."""
    from engine.ai import hint_text
    g = _action_position(3, 7)
    sp = StrongPlayer(5, iterations=60)
    ans = sp.choose(g)
    visits = sp.last["visits"]
    assert sp._prior > 0
    assert all(isinstance(v, int) for v in visits.values())
    assert sum(visits.values()) == sp.last["iterations"] == 60
    text = str(hint_text(g.state, g.pending, ans, sp.last))
    assert "of 60 simulated futures" in text and ".0" not in text


def test_level_words_and_bad_budgets_on_the_command_lines(capsys):
    """``bot --level`` and ``serve --stand-in`` read levels as the seat words do
    (any case, ``greedy`` for ``easy``); the arena refuses a budget that is not a
    positive number (NaN included) and plays one game in this process whatever
    ``--jobs`` says."""
    from engine.arena import main, run
    from innovation_desktop.net.cli import parser
    a = parser().parse_args(["bot", "--join", "127.0.0.1:5151", "--code", "c", "--level", "GREEDY"])
    assert a.level == "easy"
    assert parser().parse_args(["bot", "--join", "h:1", "--code", "c", "--level", "Strong"]).level == "strong"
    with pytest.raises(SystemExit):
        parser().parse_args(["bot", "--join", "h:1", "--code", "c", "--level", "wizard"])
    for bad in ("nan", "0", "-5", "inf"):
        assert main(["strong", "easy", "--games", "1", "--budget-ms", bad]) == 2
    # --no-clock: the iteration caps must stop the search, and no budget goes with it
    assert main(["strong", "easy", "--games", "1", "--no-clock", "--budget-ms", "300"]) == 2
    assert main(["strong", "easy", "--games", "1", "--no-clock", "--iterations", "0"]) == 2
    t = run("random", "random", 1, jobs=8)
    assert t.games == 1
    capsys.readouterr()


def test_lateness_edge_cases():
    """A top card worth more than 10 (Battleship Yamato, 11) makes lateness 1:
    its owner's next draw ends the game. The Artifacts piles do not count (the
    value drawn is found by the base piles), and team games count like others."""
    from engine.ai import LATE_CARDS, lateness
    from engine.cards import BY_NAME, COLOR
    g = Game.new(["A", "B", "C", "D"], seed=4, expansions=["artifacts"])
    s = g.state
    assert lateness(s) == 0.0
    s.art_supply[9].clear()                   # an empty Artifacts 10 pile changes nothing
    _lift_to_board(s, 0, 10)
    left = len(s.supply[9])
    assert lateness(s) == pytest.approx(1 - left / LATE_CARDS)
    yamato = BY_NAME["Battleship Yamato"]
    for pile in s.art_supply:
        if yamato in pile:
            pile.remove(yamato)
    s.players[2].board[COLOR[yamato]].append(yamato)
    assert lateness(s) == 1.0
    t = Game.new(["A", "B", "C", "D"], seed=4, teams=True).state
    _lift_to_board(t, 3, 10)
    t.supply[9].clear()
    assert lateness(t) == 1.0


def test_late_weight_on_a_finished_game_and_bad_values():
    """Once the game is over the late weight changes nothing (the win and the
    loss are what count); a negative or non-finite ``late`` is refused; a team
    game of 4 does not get the 4-player default (it was never measured)."""
    from engine.ai import leads, rewards
    g = Game.new(["A", "B", "C"], seed=6)
    s = g.state
    s.supply[9].clear()
    s.result = ("score", (1,))
    assert leads(s, 2.0) == leads(s) == [-1e4, 1e4, -1e4]
    assert rewards(s, 10.0, [0.0, 0.0, 0.0], 2.0) == [0.0, 1.0, 0.0]
    for bad in (-1.0, float("nan"), float("inf"), 1e300, True, "2"):
        with pytest.raises(ValueError):
            StrongPlayer(1, late=bad)
    t = _team_action_position()
    sp = StrongPlayer(2, iterations=4)
    sp.choose(t)
    assert sp._late == 0.0 and sp._soft == 0.0 and sp._m > 0


def test_strong_models_the_opponents_as_easy_in_4_player_rollouts(monkeypatch):
    """With ``opp_greedy`` the other players' actions in a rollout are chosen by
    :func:`engine.ai.greedy_action` without the late weight (as Easy judges);
    the searching seat's own actions never are; with it off none are."""
    import engine.ai as ai
    g = _action_position(4, 31)
    me = g.pending.player
    calls = []
    real = ai.greedy_action

    def spy(game, rng, cap=6, late=0.0):
        calls.append((game.pending.player, late))
        return real(game, rng, cap, late)
    monkeypatch.setattr(ai, "greedy_action", spy)
    sp = StrongPlayer(1, opp_greedy=1.0, late=2.0)
    sp._me, sp._late = me, 2.0
    c = g.clone()
    c.apply(next(a for a in c.pending.options if a[0] == "draw"))
    sp._rollout(c, random.Random(3), g.state.turn)
    assert c.over or (c.pending.kind == "action" and c.state.turn == g.state.turn + 4)
    assert calls and {p for p, _ in calls} <= set(range(4)) - {me}
    assert {late for _, late in calls} == {0.0}
    calls.clear()
    sp.opp_greedy = 0.0
    sp._rollout(g.clone(), random.Random(3), g.state.turn)
    assert calls == []


def test_opponent_model_is_off_unless_asked():
    """The opponents are modelled only when ``opp_greedy`` is given (it did not
    win more with 4 players); a share outside [0, 1] is refused; the seat's
    iteration cap is kept with it."""
    g = _action_position(4, 44)
    sp = StrongPlayer(2, max_iterations=12, budget_ms=1e7)
    assert sp.opp_greedy == 0.0
    sp.choose(g)
    assert sp.last["iterations"] == 12
    given = StrongPlayer(2, max_iterations=12, budget_ms=1e7, opp_greedy=0.5)
    given.choose(g)
    assert given.opp_greedy == 0.5 and given.last["iterations"] == 12
    for bad in (-0.5, 1.01, float("nan"), "0.5", None):
        with pytest.raises(ValueError):
            StrongPlayer(1, opp_greedy=bad)


def test_root_k_searches_only_the_best_actions_one_action_ahead():
    """With ``root_k`` the search looks only at the k actions that score best one
    action ahead (the root prior's judgement: the seat's lead gained, whose
    leads without a late weight are :func:`engine.ai.evaluate`)."""
    from engine.ai import evaluate, leads
    for g, _ in _random_positions(range(3), every=0.3, max_steps=120):
        for p in range(len(g.state.players)):
            assert leads(g.state)[p] == pytest.approx(evaluate(g, p))
    g = _action_position(3, 12)
    assert len(g.pending.options) > 2
    sp = StrongPlayer(1, iterations=10, root_k=2)
    ans = sp.choose(g)
    assert len(sp.last["visits"]) == 2 and _k(ans) in sp.last["visits"]
    assert sum(sp.last["visits"].values()) == 10
    for bad in (-1, 1.5, "3", float("nan"), True):
        with pytest.raises(ValueError):
            StrongPlayer(1, root_k=bad)
    StrongPlayer(1, root_k=0)
    StrongPlayer(1, root_k=None)


def test_soft_max_lies_between_the_maximum_and_a_little_above():
    """The soft maximum is never below the maximum and at most ``soft * log(n)``
    above it; it is the maximum with one value or ``soft`` 0; raising any value
    raises it; it is 0.0 for no values and does not overflow on large ones."""
    import math
    from engine.ai import soft_max
    rng = random.Random(7)
    for _ in range(300):
        xs = [rng.uniform(-60, 60) for _ in range(rng.randint(1, 3))]
        t = rng.choice((0.5, 2.0, 5.0, 20.0))
        v = soft_max(xs, t)
        assert max(xs) - 1e-9 <= v <= max(xs) + t * math.log(len(xs)) + 1e-9
        assert soft_max(xs) == soft_max(xs, 0.0) == max(xs)
        i = rng.randrange(len(xs))
        ys = list(xs)
        ys[i] += 1.0
        assert soft_max(ys, t) >= v
        if xs[i] > max(xs) - 5 * t:        # (far below the rest, exp underflows)
            assert soft_max(ys, t) > v
    assert soft_max([4.0], 5.0) == 4.0
    assert soft_max([], 5.0) == 0.0
    assert soft_max([1e6, 1e6 - 1, -1e6], 5.0) == pytest.approx(1e6 + 5.0 * math.log(1 + math.exp(-0.2)))
    # two equal opponents count as one 5 log 2 points stronger
    assert soft_max([10.0, 10.0], 5.0) == pytest.approx(10.0 + 5.0 * math.log(2))


def test_soft_leads_count_points_taken_from_any_opponent():
    """With ``soft``, a player's lead grows when an opponent other than the
    strongest loses points (with the plain maximum it does not change); with one
    opponent (2 players) ``soft`` changes nothing; a finished game is a win or a
    loss either way."""
    from engine.ai import leads, soft_max, strength
    g = Game.new(["A", "B", "C", "D"], seed=9)
    s = g.state
    s.players[1].score.extend(s.supply[4][:3])     # B scores 15: the strongest opponent of A
    s.players[2].score.extend(s.supply[3][:1])     # C scores 4
    del s.supply[4][:3], s.supply[3][:1]
    st = [strength(s, q) for q in range(4)]
    assert st[1] > st[2] and st[1] > st[3]
    plain, soft = leads(s), leads(s, soft=5.0)
    assert plain[0] == pytest.approx(st[0] - st[1])
    assert soft[0] == pytest.approx(st[0] - soft_max([st[1], st[2], st[3]], 5.0))
    assert soft[0] < plain[0]
    c_card = s.players[2].score.pop()              # C loses its 4 points
    assert leads(s)[0] == pytest.approx(plain[0])
    assert leads(s, soft=5.0)[0] > soft[0]
    s.players[2].score.append(c_card)
    two = Game.new(["A", "B"], seed=9).state
    two.players[1].score.extend(two.supply[4][:2])
    assert leads(two, soft=5.0) == pytest.approx(leads(two))
    assert leads(two, 2.0, 5.0) == pytest.approx(leads(two, 2.0))
    s.result = ("score", (3,))
    assert leads(s, soft=5.0) == leads(s) == [-1e4, -1e4, -1e4, 1e4]


def test_soft_reaches_the_rollouts_and_bad_values_are_refused(monkeypatch):
    """The seat's ``soft`` is used for its questions in the rollouts (and none
    for opponents modelled as Easy, with ``opp_greedy``); a negative, non-finite
    or non-number ``soft`` is refused."""
    import engine.ai as ai
    g = _action_position(4, 33)
    me = g.pending.player
    seen = []
    real = ai.greedy_answer

    def spy(game, rng, cap=6, late=0.0, soft=0.0, weights=None):
        seen.append((game.pending.player, soft))
        return real(game, rng, cap, late, soft, weights)
    monkeypatch.setattr(ai, "greedy_answer", spy)
    sp = StrongPlayer(1, soft=4.0)
    sp._me, sp._soft = me, 4.0
    for k in range(6):
        sp._rollout(g.clone(), random.Random(k), g.state.turn)
    assert seen and {t for _, t in seen} == {4.0}
    seen.clear()
    sp.opp_greedy = 1.0
    for k in range(6):
        sp._rollout(g.clone(), random.Random(k), g.state.turn)
    assert seen
    assert all(t == (4.0 if p == me else 0.0) for p, t in seen)
    for bad in (-1.0, float("nan"), float("inf"), 1.7e308, "5", True):
        with pytest.raises(ValueError):
            StrongPlayer(1, soft=bad)
    assert StrongPlayer(1, soft=0).soft == 0 and StrongPlayer(1).soft is None
    from fractions import Fraction
    assert StrongPlayer(1, soft=Fraction(5, 2)).soft == 2.5      # any real number
    from engine.ai import soft_max
    for bad in (-5.0, float("nan")):
        with pytest.raises(ValueError):
            soft_max([0.0, 800.0, 1000.0], bad)


def test_strength_terms_with_the_hand_weights_are_the_strength():
    """``sum(HAND_WEIGHTS[i] * strength_terms[i])`` is :func:`strength` for every
    player of random 2- to 4-player positions, and :func:`leads` with those
    weights (and a late weight) is the plain leads; other weights change the
    leads; a wrong count or a non-number is refused by StrongPlayer."""
    from engine.ai import HAND_WEIGHTS, STRENGTH_TERMS, lateness, leads, strength, strength_terms
    assert len(HAND_WEIGHTS) == len(STRENGTH_TERMS) == 14
    checked = 0
    for g, _ in _random_positions(range(8), every=0.15, max_steps=500):
        s = g.state
        for q in range(len(s.players)):
            t = strength_terms(s, q)
            assert len(t) == 14 and t[-1] == pytest.approx(t[2] * lateness(s))
            assert sum(w * x for w, x in zip(HAND_WEIGHTS, t)) == pytest.approx(strength(s, q), abs=1e-9)
            checked += 1
        assert leads(s, 2.0, 0.0, HAND_WEIGHTS) == pytest.approx(leads(s, 2.0), abs=1e-9)
    assert checked > 100
    g = _action_position(4, 5)
    tilted = tuple(w * (3.0 if i == 2 else 1.0) for i, w in enumerate(HAND_WEIGHTS))
    s = g.state
    s.players[1].score.extend(s.supply[3][:2])
    assert leads(s, 0.0, 0.0, tilted)[1] > leads(s)[1]
    for bad in ((1.0,) * 13, (1.0,) * 15, (float("nan"),) + HAND_WEIGHTS[1:], ("1",) + HAND_WEIGHTS[1:],
                (True,) + HAND_WEIGHTS[1:], (1e300,) + HAND_WEIGHTS[1:], 5, "abc", dict.fromkeys(range(14), 1.0)):
        with pytest.raises(ValueError):
            StrongPlayer(1, weights=bad)
    sp = StrongPlayer(1, weights=list(tilted), iterations=4)
    sp.choose(g)
    assert sp._weights == tilted


def test_four_player_constants_reach_only_four_player_tables(monkeypatch):
    """The soft maximum and the fitted weights of 4 players (off today) are used
    with 4 players and no teams when they are set, and never with 2 or 3 or in a
    team game."""
    import engine.ai as ai
    from engine.ai import HAND_WEIGHTS
    monkeypatch.setattr(ai, "STRONG_SOFT_4_PLAYERS", 7.0)
    monkeypatch.setattr(ai, "STRONG_WEIGHTS_4_PLAYERS", HAND_WEIGHTS)
    for n in (2, 3, 4):
        sp = StrongPlayer(3, iterations=3)
        sp.choose(_action_position(n, 40 + n))
        assert (sp._soft, sp._weights) == ((7.0, HAND_WEIGHTS) if n == 4 else (0.0, None))
    t = _team_action_position()
    sp = StrongPlayer(3, iterations=3)
    sp.choose(t)
    assert (sp._soft, sp._weights) == (0.0, None)
