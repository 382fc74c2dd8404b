"""Fuzzing (hypothesis) of position files, saved games and answers: whatever the
input, the readers either accept it or refuse it with their own error (never
another exception), and what is accepted round-trips: a loaded save can be saved
and loaded again, an accepted answer is recorded in a form a replay accepts."""
from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine import Game, IllegalAnswer
from engine.ai import random_answer
from engine.decisions import GameIsOver
from engine.position import PositionError, build, load_text, play, write
from innovation_desktop.saves import store as saves
from innovation_desktop.saves.store import SaveError

from .conftest import ROOT

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                           HealthCheck.data_too_large])

CARD_NAMES = ["Archery", "Writing", "Sailing", "Tools", "Clothing", "Oars", "Pottery", "Mysticism", "Agriculture",
              "Metalworking", "Code of Laws", "City States", "Construction", "Calendar", "Nope", ""]
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10, 12), st.integers(), st.floats(allow_nan=False),
                    st.sampled_from(CARD_NAMES + ["yes", "no", "red", "blue", "draw", "meld", "dogma", "achieve",
                                                  "Ann", "Bob", "up", "left", "third", "first"]),
                    st.text(max_size=30))
JSON = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=5),
                                                      st.dictionaries(st.text(max_size=8), inner, max_size=5)),
                    max_leaves=20)


def _paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, prefix + (i,))
    return out


def mutate(data, doc: Any, n: int) -> Any:
    """``doc`` with ``n`` random changes: a value replaced, a key removed or added,
    a list item duplicated."""
    doc = json.loads(json.dumps(doc))
    for _ in range(n):
        ps = _paths(doc)
        path = data.draw(st.sampled_from(ps[1:] if len(ps) > 1 else ps))
        parent = doc
        for k in path[:-1]:
            parent = parent[k]
        if not path:
            return data.draw(JSON)
        key = path[-1]
        op = data.draw(st.sampled_from(["replace", "delete", "add", "dup"]))
        if op == "replace":
            parent[key] = data.draw(JSON)
        elif op == "delete":
            del parent[key]
        elif op == "add" and isinstance(parent, dict):
            parent[data.draw(st.text(max_size=10))] = data.draw(JSON)
        elif op == "dup" and isinstance(parent, list):
            parent.append(parent[key])
    return doc


BASE_POSITION = {
    "format": "innovation-position/1",
    "players": [{"name": "Ann", "board": {"red": ["Archery"], "blue": {"cards": ["Tools", "Writing"],
                                                                      "splay": "left"}},
                 "hand": ["Sailing"], "score": ["Oars"], "achievements": [1]},
                {"name": "Bob", "board": {"green": ["Clothing"]}, "hand": ["Pottery", "Agriculture"]}],
    "supply": {"1": ["Mysticism", "Metalworking", "Code of Laws"]},
    "current": 0, "actions_left": 2, "seed": 3, "turn": 4,
    "moves": [{"action": "dogma", "card": "Archery"}, {"choose": ["Pottery"], "player": "Bob"},
              {"action": "draw"}],
}


def _mid_dogma() -> dict:
    d = dict(BASE_POSITION, moves=[{"action": "dogma", "card": "Archery"}])
    out = play(d)                       # Bob must answer inside Archery's demand
    assert "in_progress" in out
    out["moves"] = [{"choose": ["Pottery"], "player": "Bob"}, {"action": "draw"}]
    return out


BASES = [BASE_POSITION, _mid_dogma()]


@SETTINGS
@given(st.data(), st.integers(1, 4), st.integers(0, 1))
def test_position_files_are_played_or_refused(data, n, base):
    doc = mutate(data, BASES[base], n)
    try:
        out = play(doc)
    except PositionError as e:
        assert "\n" not in str(e) and len(str(e)) < 500
        event("position refused")
        return
    event("position played")
    # accepted: the output is a position that reads back to the same game
    text = json.dumps(out)
    again = play(load_text(text))
    assert {k: v for k, v in again.items() if k != "log"} == {k: v for k, v in out.items() if k != "log"}


@SETTINGS
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_any_bytes_are_parsed_or_refused(raw):
    try:
        doc = load_text(raw)
    except PositionError:
        pass
    else:
        try:
            play(doc)
        except PositionError:
            pass
    try:
        saves.parse(raw)
    except SaveError:
        pass


def _save_doc() -> dict:
    g = Game.new(["Ann", "Bob"], seed=9)
    rng = random.Random(9)
    while len(g.record) < 25:
        g.apply(random_answer(g.pending, rng))
    return json.loads(saves.from_game(g, {"seats": ["human", "greedy"]}).to_bytes())


SAVE = _save_doc()


@SETTINGS
@given(st.data(), st.integers(1, 3))
def test_saves_load_and_save_again_or_are_refused(tmp_path_factory, data, n):
    doc = mutate(data, SAVE, n)
    raw = json.dumps(doc).encode()
    try:
        sg = saves.parse(raw)
        g = saves.build_game(sg)
        saves.from_game(g, sg.meta, sg.created)       # what load_game checks
    except SaveError as e:
        assert "\n" not in str(e)
        event("save refused")
        return
    event("save loaded")
    p = tmp_path_factory.mktemp("fz") / "g.json"
    p.write_bytes(raw)
    g1, sg1 = saves.load_game(p)
    saves.save_game(g1, p, sg1.meta)                   # a file that loads can be saved
    g2, _ = saves.load_game(p)
    assert g2 == g1


ODD_ANSWERS = st.one_of(JSON, st.tuples(st.sampled_from(["draw", "meld", "dogma", "achieve"]), SCALARS))


@SETTINGS
@given(st.integers(0, 10_000), st.lists(ODD_ANSWERS, max_size=40), st.integers(0, 3))
def test_answers_are_refused_or_replayable(seed, odd, every):
    g = Game.new(["Ann", "Bob"], seed=seed)
    rng = random.Random(seed)
    for k, a in enumerate(odd):
        if g.over:
            break
        before = (g.to_json(), list(g.record))
        try:
            g.apply(a)
        except IllegalAnswer:
            assert (g.to_json(), list(g.record)) == before
        except GameIsOver:
            break
        else:
            event("odd answer accepted")
        if every and k % every == 0 and not g.over:
            g.apply(random_answer(g.pending, rng))
    h = Game.new(["Ann", "Bob"], seed=seed)
    for a in json.loads(json.dumps(g.record)):
        h.apply(a)
    assert h == g


@pytest.mark.parametrize("path", sorted((ROOT / "resources" / "positions").glob("*.json")))
def test_example_positions_survive_a_written_round_trip(path):
    g = build(json.loads(path.read_text()))
    doc = write(g)
    assert write(build(doc)) == doc
