"""engine.view.table_view: a player's view plus what a table draws, as plain data."""
from __future__ import annotations

import json
import random

from engine import BY_NAME, COLORS, ICONS, NAMES, Game
from engine.ai import random_answer
from engine.dogma import dogma_plan
from engine.verbs import ACHIEVEMENTS, HAND, SCORE, SUPPLY, drawable_age, locate
from engine.view import log_entries, masked_options, table_view, view


def _games(n_games=6, players=(2, 3, 4)):
    """Random games, yielding the game after every answer."""
    for seed in range(n_games):
        n = players[seed % len(players)]
        g = Game.new(["Ann", "Bob", "Cy", "Di"][:n], seed=seed, teams=(n == 4 and seed % 2 == 0))
        rng = random.Random(seed)
        while not g.over and len(g.record) < 250:
            yield g
            g.apply(random_answer(g.pending, rng))
        yield g


def _hidden_from(g: Game, c: int, p: int) -> bool:
    """``c`` lies where ``p`` cannot see it, and ``p`` has not seen it revealed or
    moved there (such a card is theirs to name: engine.determinize.knowledge)."""
    from engine.determinize import knowledge
    zone, owner = locate(g.state, c)
    hidden = (zone in (HAND, SCORE) and owner != p) or zone in (SUPPLY, ACHIEVEMENTS)
    return hidden and knowledge(g.events, p).get(c) != (zone, owner)


def test_table_view_is_json_and_extends_view():
    checked = 0
    for g in _games(4):
        for who in (None, -1, *range(len(g.state.players))):
            tv = table_view(g, who)
            assert json.loads(json.dumps(tv)) == tv
            base = view(g, who)
            for i, p in enumerate(base["players"]):
                for color, pile in p["board"].items():
                    got = dict(tv["players"][i]["board"][color])
                    icons = got.pop("icons")
                    assert got == pile
                    pl = g.state.players[i]
                    assert icons == dict(zip(ICONS[:6], pl.pile_icons(COLORS.index(color))))
            s = g.state
            assert tv["draw_age"] == drawable_age(s, s.players[s.current].highest_top_age())
            tops = [NAMES[t] for c in range(5) if (t := s.players[s.current].top(c)) is not None]
            assert sorted(tv["dogma"]) == sorted(tops)
            for name, pre in tv["dogma"].items():
                hit, shares = dogma_plan(s, s.current, BY_NAME[name])
                assert pre["hit"] == hit and pre["shares"] == shares
            checked += 1
    assert checked > 500


def test_the_asked_player_sees_hidden_options_only_as_placeholders():
    seen_hidden = 0
    for g in _games(30, players=(3, 4)):
        d = g.pending
        if d is None or d.kind not in ("cards", "order"):
            continue
        tv = table_view(g, d.player)
        pv = tv["pending"]
        assert pv["id"] == len(g.record)
        opts, mapping, descr = masked_options(g)
        assert pv["options"] == opts
        text = json.dumps(tv)
        for c in d.options:
            if _hidden_from(g, c, d.player):
                seen_hidden += 1
                # the name appears nowhere in what the asked player is sent... unless
                # the same name is visible elsewhere (it cannot be: cards are unique)
                assert f'"{NAMES[c]}"' not in text, NAMES[c]
        assert sorted(mapping.values()) == sorted(NAMES[c] for c in d.options if _hidden_from(g, c, d.player))
        assert set(pv.get("hidden", {})) == set(mapping)
        for tok, info in descr.items():
            assert BY_NAME[mapping[tok]] in d.options and info["age"] == int(info["age"])
        # the others get no options at all
        for q in range(len(g.state.players)):
            if q != d.player:
                assert "options" not in table_view(g, q)["pending"]
    assert seen_hidden > 0


def test_masked_options_shuffle_only_within_a_group():
    for g in _games(30, players=(3, 4)):
        d = g.pending
        if d is None or d.kind not in ("cards", "order"):
            continue
        a = masked_options(g, random.Random(1))
        b = masked_options(g, random.Random(2))
        assert a[0] == b[0]                         # the same placeholders in the same places
        assert a[2] == b[2]                         # described alike
        assert sorted(a[1].values()) == sorted(b[1].values())


def test_log_entries_follow_what_each_player_may_read():
    *_, g = _games(2)            # the second game, played to its end
    for who in (None, 0, 1):
        entries = log_entries(g, who)
        assert [t for t, _, _ in entries] == [t for e in g.events if (t := e.for_player(who)) is not None]
        assert all(k for _, k, _ in entries)
        # each line's message data says the same English again
        from engine.msg import Msg
        assert all(m is not None and str(Msg.from_data(m)) == t for t, _, m in entries)


def test_table_view_with_artifacts_is_json_and_previews_every_top_card():
    from engine.cards import CARDS
    for seed in range(3):
        g = Game.new(["Ann", "Bob", "Cy"], seed=seed, expansions=["artifacts"], relics=True)
        rng = random.Random(seed)
        while not g.over and len(g.record) < 200:
            for who in (None, 0, 1, 2):
                tv = table_view(g, who)
                assert json.loads(json.dumps(tv)) == tv
            for name, pre in tv["dogma"].items():
                if CARDS[BY_NAME[name]].dogma_icon is None:     # nobody involved, no crash
                    assert pre["icon"] is None and pre["hit"] == pre["shares"] == []
            g.apply(random_answer(g.pending, rng))
