"""The fair computer players with the Artifacts expansion and Relics: a dealt game
(determinization) gives back the same view (hidden cards are told apart by their
backs: base, Artifacts, relic), every card is in one place, and the players answer
every decision of expansion games legally."""
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
        g = Game.new([f"P{i}" for i in range(2 + seed % 3)], seed=seed, expansions=["artifacts"],
                     relics=seed % 2 == 0)
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


def test_a_dealt_expansion_game_gives_back_the_same_view():
    counts = Counter()
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
        # hidden cards keep their backs: an Artifact is dealt only where an Artifact was
        for q in range(len(g.state.players)):
            assert sorted(BACK[c] for c in dg.state.players[q].hand) == sorted(BACK[c] for c in g.state.players[q].hand)
        assert [len(x) for x in dg.state.art_supply] == [len(x) for x in g.state.art_supply]
        dg.apply(random_answer(dg.pending, random.Random(step)))
    assert counts["action"] > 40 and counts["mid"] > 5
    assert counts["fail"] <= 0.1 * (counts["mid"] + counts["fail"])


def test_the_state_rebuilt_from_a_view_matches_the_masked_state():
    for g, _ in _positions(range(4), every=0.1):
        if g.pending.kind != "action":
            continue
        p = g.pending.player
        m = masked_state(g.state, p, {})
        r = state_from_view(view(g, p), p)
        for a, b in zip(m.players, r.players):
            assert sorted(a.hand) == sorted(b.hand) and sorted(a.score) == sorted(b.score)
            assert a.display == b.display
        assert [len(x) for x in m.art_supply] == [len(x) for x in r.art_supply]
        assert r.relic_area == m.relic_area and r.artifact_choice == m.artifact_choice


def test_easy_players_play_expansion_games_legally():
    for seed in range(2):
        rng = random.Random(seed)
        g = Game.new(["A", "B"], seed=seed, expansions=["artifacts"], relics=True)
        agents = [make_player("easy", seed * 7 + i) for i in range(2)]
        sources = set()
        for _ in range(150):
            if g.over:
                break
            d = g.pending
            sources.add(d.source)
            ans = agents[d.player].choose(g) if rng.random() < 0.8 else random_answer(d, rng)
            normalize_answer(g.state, d, ans)          # legal (raises otherwise)
            g.apply(ans)
        assert g.over or g.state.turn > 10
        assert "turn" in sources
