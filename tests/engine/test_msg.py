"""engine.msg: the engine's words as data (round trip, checks of data from elsewhere)."""
from __future__ import annotations

import json
import random

import pytest

from engine import Game
from engine.ai import random_answer
from engine.cards import BY_NAME
from engine.msg import MAX_DEPTH, Msg, a_age, translate


def test_round_trip_keeps_english_and_data():
    m = translate("engine", "{player} melds {card} {src} {dst}.", player="Ann <b>", card=BY_NAME["Agriculture"],
                  src=translate("engine", "from their hand"), dst=translate("engine", "to {player}'s board",
                                                                             player="Bob"))
    d = json.loads(json.dumps(m.to_data()))
    back = Msg.from_data(d)
    assert str(back) == str(m) == "Ann <b> melds Agriculture from their hand to Bob's board."
    assert back.key() == m.key() and back == m
    assert str(a_age(8)) == "an 8" and str(a_age(3)) == "a 3"


def test_every_event_and_prompt_of_a_game_round_trips():
    rng = random.Random(4)
    g = Game.new(["Ann", "Bob", "Cy"], seed=4)
    while not g.over and len(g.record) < 300:
        d = g.pending
        assert isinstance(d.prompt, Msg)
        assert str(Msg.from_data(json.loads(json.dumps(d.prompt.to_data())))) == str(d.prompt)
        g.apply(random_answer(d, rng))
    assert g.events
    for e in g.events:
        for m in (e.msg, e.hidden_msg):
            if m is not None:
                assert isinstance(m, Msg), e
                assert str(Msg.from_data(json.loads(json.dumps(m.to_data())))) == str(m)


@pytest.mark.parametrize("bad, why", [
    (None, "context"), ([], "context"), ({"c": "engine"}, "context"), ({"c": 1, "t": "x"}, "context"),
    ({"c": "engine", "t": "{player} draws."}, "fit"),                       # a field not given
    ({"c": "engine", "t": "{card}", "a": {"card": 10 ** 6}}, "card"),       # no such card
    ({"c": "engine", "t": "{card}", "a": {"card": "Agriculture"}}, "card"),
    ({"c": "engine", "t": "{color}", "a": {"color": 9}}, "color"),
    ({"c": "engine", "t": "{n}", "a": {"n": True}}, "value"),
    ({"c": "engine", "t": "{n}", "a": {"n": {"x": 1}}}, "context"),
    ({"c": "engine", "t": "{n}", "a": {"n": [[1]]}}, "list"),
    ({"c": "engine", "t": "x" * 5000}, "long"),
    ({"c": "engine", "t": "{0}", "a": {"0": 1}}, "identifiers"), ({"c": "engine", "t": "{0}"}, "plain name"),
    ({"c": "engine", "t": "{n!r}", "a": {"n": 1}}, "plain name"), ({"c": "engine", "t": "{n", "a": {"n": 1}}, "fit"),
    ({"c": "engine", "t": "x", "z": 1}, "unknown key"),
    ({"c": "engine", "t": "{n.__class__}", "a": {"n": 1}}, "plain name"),
])
def test_malformed_message_data_is_refused_with_a_reason(bad, why):
    with pytest.raises(ValueError) as e:
        Msg.from_data(bad)
    assert why in str(e.value)


def test_nesting_has_a_limit():
    d: dict = {"c": "engine", "t": "x"}
    for _ in range(MAX_DEPTH + 2):
        d = {"c": "engine", "t": "{msg}", "a": {"msg": d}}
    with pytest.raises(ValueError, match="deeply"):
        Msg.from_data(d)
