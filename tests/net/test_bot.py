"""The network bot decides from the received view only: the observation it
rebuilds for an action equals the engine's own observation of that player (but
for the per-turn tuck/score counters, which a view does not show), and its fair
players answer legally from it."""
from __future__ import annotations

import random

from engine import Game
from engine.ai import random_answer
from engine.determinize import determinize, observe, public_key
from engine.view import view
from innovation_desktop.net.bot import fair_agent, observation_from_view
from innovation_desktop.net.protocol import DecisionInfo


def _key(s, p):
    players, *rest = public_key(s, p)
    return tuple(pl[:-2] for pl in players), *rest       # without tucked/scored


def test_observation_from_view_matches_the_engine():
    checked = 0
    for seed, n, teams in [(1, 2, False), (2, 3, False), (3, 4, True)]:
        g = Game.new([f"P{i}" for i in range(n)], seed=seed, teams=teams)
        rng = random.Random(seed)
        easy = fair_agent("easy", seed)
        while not g.over and len(g.record) < 150:
            d = g.pending
            if d.kind == "action":
                v = view(g, d.player)
                di = DecisionInfo(id=len(g.record), player=d.player, kind="action", prompt=str(d.prompt),
                                  prompt_msg=v["pending"]["prompt_msg"], options=v["pending"]["options"])
                obs = observation_from_view(v, di, d.player)
                assert _key(obs.now, d.player) == _key(observe(g, d.player).now, d.player)
                assert sorted(obs.decision.options) == sorted(d.options)
                determinize(obs, rng)                   # a complete game can be dealt from it
                if checked % 10 == 0:
                    g.clone().apply(easy(v, di, rng))    # a legal answer, by name
                checked += 1
            g.apply(random_answer(d, rng))
    assert checked > 60
