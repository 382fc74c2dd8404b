"""The fair computer players with Echoes of the Past (alone and with Artifacts): a
dealt game (determinization) gives back the same view, forecasts are dealt as hidden
cards (by their backs: set and age), the state rebuilt from a view matches the masked
state, and Easy and Strong answer every decision of Echoes games legally."""
from __future__ import annotations

import random
from collections import Counter

from engine import Game
from engine.ai import make_player, random_answer, state_from_view
from engine.cards import BACK
from engine.determinize import DeterminizeError, determinize, masked_state, observe
from engine.game import normalize_answer
from engine.view import view


def _positions(seeds, every=0.25, max_steps=400):
    for seed in seeds:
        rng = random.Random(seed)
        exps = ["echoes", "artifacts"] if seed % 2 else ["echoes"]
        g = Game.new([f"P{i}" for i in range(2 + seed % 3)], seed=seed, expansions=exps)
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


def test_a_dealt_echoes_game_gives_back_the_same_view_and_deals_forecasts_by_their_backs():
    counts = Counter()
    forecasts = 0
    for g, step in _positions(range(10)):
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
        for q in range(len(g.state.players)):
            a, b = dg.state.players[q].forecast, g.state.players[q].forecast
            assert sorted(BACK[c] for c in a) == sorted(BACK[c] for c in b)
            if q == p:
                assert sorted(a) == sorted(b)          # one's own forecast is known
            forecasts += len(b) if q != p else 0
        assert [len(x) for x in dg.state.ech_supply] == [len(x) for x in g.state.ech_supply]
        dg.apply(random_answer(dg.pending, random.Random(step)))
    assert counts["action"] > 40 and counts["mid"] > 5 and forecasts > 20
    assert counts["fail"] <= 0.1 * (counts["mid"] + counts["fail"])


def test_the_state_rebuilt_from_an_echoes_view_matches_the_masked_state():
    for g, _ in _positions(range(4), every=0.1):
        if g.pending.kind != "action":
            continue
        p = g.pending.player
        m = masked_state(g.state, p, {})
        r = state_from_view(view(g, p), p)
        for a, b in zip(m.players, r.players):
            assert sorted(a.hand) == sorted(b.hand) and sorted(a.score) == sorted(b.score)
            assert sorted(a.forecast) == sorted(b.forecast)
        assert [len(x) for x in m.ech_supply] == [len(x) for x in r.ech_supply]


def test_easy_and_strong_play_echoes_games_legally():
    for seed, level in ((0, "easy"), (1, "strong")):
        rng = random.Random(seed)
        g = Game.new(["A", "B"], seed=seed, expansions=["echoes"])
        agents = [make_player(level, seed * 7 + i) for i in range(2)]
        sources = set()
        for _ in range(30 if level == "strong" else 150):   # Strong is slow: 30 answers (CI time)
            if g.over:
                break
            d = g.pending
            sources.add(d.source)
            ans = agents[d.player].choose(g) if rng.random() < 0.8 else random_answer(d, rng)
            normalize_answer(g.state, d, ans)          # legal (raises otherwise)
            g.apply(ans)
        assert g.over or g.state.turn > 5
        assert "turn" in sources


def test_the_arena_plays_echoes_games_and_refuses_unknown_expansions(capsys):
    from engine.arena import main, run
    t = run("random", "random", 2, expansions=("echoes",))
    assert t.games == 2
    assert main(["random", "random", "--games", "1", "--expansions", "echoes,artifacts", "--json"]) == 0
    assert '"games": 1' in capsys.readouterr().out
    assert main(["random", "random", "--games", "1", "--expansions", "figures"]) == 2
    assert "unknown expansion" in capsys.readouterr().err
