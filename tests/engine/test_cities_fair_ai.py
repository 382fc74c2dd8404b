"""The fair computer players with Cities of Destiny (alone and with the other
expansions): a dealt game (determinization) gives back the same view with the Cities
piles dealt by their backs, the state rebuilt from a view matches the masked state,
Easy and Strong answer every decision (Endorse and the search's order included)
legally, Strong's evaluation counts flags and fountains, and the arena plays Cities."""
from __future__ import annotations

import random
from collections import Counter

from engine import Game
from engine.ai import evaluate, make_player, random_answer, state_from_view, strength
from engine.cards import BACK, SET
from engine.determinize import DeterminizeError, determinize, masked_state, observe
from engine.game import normalize_answer
from engine.view import view
from tests.engine.cit_helpers import C, cpos
from tests.engine.helpers import game

EXPS = (["cities"], ["echoes", "cities"], ["artifacts", "cities"], ["artifacts", "echoes", "cities"])


def _positions(seeds, every=0.25, max_steps=400):
    for seed in seeds:
        rng = random.Random(seed)
        g = Game.new([f"P{i}" for i in range(2 + seed % 3)], seed=seed, expansions=EXPS[seed % len(EXPS)])
        for step in range(max_steps):
            if g.over:
                break
            if rng.random() < every:
                yield g, step
            g.apply(random_answer(g.pending, rng))


def _same_view(a: dict, b: dict) -> bool:
    for v in (a, b):
        if v["pending"] and "options" in v["pending"]:
            v["pending"]["options"] = sorted(map(repr, v["pending"]["options"]))
    return a == b


def test_a_dealt_cities_game_gives_back_the_same_view_and_deals_cities_by_their_backs():
    counts = Counter()
    hidden_cities = 0
    for g, step in _positions(range(8)):
        p = g.pending.player
        try:
            dg = determinize(observe(g, p), random.Random(step))
        except DeterminizeError:
            assert g.base is not None
            counts["fail"] += 1
            continue
        counts["mid" if g.base is not None else "action"] += 1
        assert _same_view(view(dg, p), view(g, p))
        assert len(dg.state.locate_all()) == len(g.state.locate_all())
        assert [len(x) for x in dg.state.cit_supply] == [len(x) for x in g.state.cit_supply]
        assert all(SET[c] == "cities" for pile in dg.state.cit_supply for c in pile)
        for q in range(len(g.state.players)):
            if q != p:
                a, b = dg.state.players[q].hand, g.state.players[q].hand
                assert sorted(BACK[c] for c in a) == sorted(BACK[c] for c in b)
                hidden_cities += sum(1 for c in b if SET[c] == "cities")
        dg.apply(random_answer(dg.pending, random.Random(step)))
    assert counts["action"] > 30 and hidden_cities > 10
    assert counts["fail"] <= 0.1 * (counts["mid"] + counts["fail"] + 1)


def test_the_state_rebuilt_from_a_cities_view_matches_the_masked_state():
    n = 0
    for g, _ in _positions(range(4), every=0.1):
        if g.pending.kind != "action":
            continue
        p = g.pending.player
        m = masked_state(g.state, p, {})
        r = state_from_view(view(g, p), p)
        for a, b in zip(m.players, r.players):
            assert sorted(a.hand) == sorted(b.hand) and sorted(a.score) == sorted(b.score)
        assert [len(x) for x in m.cit_supply] == [len(x) for x in r.cit_supply] and m.endorsed == r.endorsed
        n += 1
    assert n > 5


def test_easy_and_strong_play_cities_games_legally_and_endorse():
    kinds = set()
    for seed, level in ((0, "easy"), (1, "strong"), (2, "easy")):
        rng = random.Random(seed)
        g = Game.new(["A", "B"], seed=seed, expansions=EXPS[seed % len(EXPS)])
        agents = [make_player(level, seed * 7 + i) for i in range(2)]
        for _ in range(30 if level == "strong" else 200):   # Strong is slow: 30 answers (CI time)
            if g.over:
                break
            d = g.pending
            ans = agents[d.player].choose(g) if rng.random() < 0.9 else random_answer(d, rng)
            normalize_answer(g.state, d, ans)          # legal (raises otherwise)
            if d.kind == "action":
                kinds.add(ans[0])
            g.apply(ans)
        assert g.over or g.state.turn > 5
    assert "meld" in kinds


def test_strong_counts_flags_and_fountains():
    with_flag = game(
        cpos(C("Ann", board={"red": ["Zurich"], "blue": ["Writing"]}), C("Bob", board={"blue": ["Tools"]}))
    )
    lost_flag = game(cpos(C("Ann", board={"red": ["Zurich"], "blue": ["Writing"]}),
                          C("Bob", board={"blue": ["Tools"], "red": {"cards": ["Oars", "Archery"], "splay": "left"}})))
    assert with_flag.state.achievement_count(0) == 1 and lost_flag.state.achievement_count(0) == 0
    assert strength(with_flag.state, 0) - strength(lost_flag.state, 0) >= 10
    fountain = game(cpos(C("Ann", board={"green": ["Hamburg"]}), C("Bob")))
    plain = game(cpos(C("Ann", board={"green": ["São Paulo"]}), C("Bob")))
    assert evaluate(fountain, 0) > evaluate(plain, 0)


def test_the_arena_plays_cities_alone_and_with_the_other_expansions(capsys):
    from engine.arena import main, run
    assert run("random", "easy", 2, expansions=("cities",)).games == 2
    assert main(["random", "random", "--games", "1", "--expansions", "artifacts,echoes,cities", "--json"]) == 0
    assert '"games": 1' in capsys.readouterr().out
