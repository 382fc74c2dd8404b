"""Saved games: round trips, mid-decision saves, bad files, migration, the folder."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import Game
from engine.ai import random_answer
from innovation_desktop.saves import paths
from innovation_desktop.saves import store as saves
from innovation_desktop.saves.store import SaveError

from .conftest import mid_decision, random_game

FIXTURES = Path(__file__).parent / "fixtures"


def same(a: Game, b: Game) -> None:
    assert a.to_json() == b.to_json()
    assert a.record == b.record
    da, db = a.pending, b.pending
    assert (da is None) == (db is None)
    if da is not None:
        assert (da.player, da.kind, da.options, da.min, da.max, da.prompt) == \
               (db.player, db.kind, db.options, db.min, db.max, db.prompt)


# ---- round trips ------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(12))
def test_round_trip_at_random_points(seed, tmp_path):
    rng = random.Random(1000 + seed)
    names = ["Ann", "Bob", "Cleo", "Dev"][: rng.choice([2, 2, 3, 4])]
    teams = len(names) == 4 and rng.random() < 0.5
    full = random_game(seed, names, teams=teams)
    for k in sorted(rng.sample(range(len(full.record) + 1), 4)) + [len(full.record)]:
        g = random_game(seed, names, steps=k, teams=teams)
        p = tmp_path / f"g{k}.json"
        doc = saves.save_game(g, p, {"seats": ["human"] * len(names)})
        assert doc.snapshot.answers == k
        h, sg = saves.load_game(p)
        same(g, h)
        assert sg.meta == {"seats": ["human"] * len(names)}
        fast, _ = saves.load_game(p, verify=False)
        same(g, fast)
        # the loaded game plays on exactly like the original
        r1, r2 = random.Random(k), random.Random(k)
        for _ in range(15):
            if g.over:
                break
            a1 = random_answer(g.pending, r1)
            a2 = random_answer(h.pending, r2)
            assert a1 == a2
            g.apply(a1)
            h.apply(a2)
        same(g, h)


def test_save_keeps_created_and_meta(tmp_path):
    g = random_game(1, steps=10)
    p = tmp_path / "a.json"
    first = saves.save_game(g, p, {"title": "x"})
    g.apply(random_answer(g.pending, random.Random(0)))
    second = saves.autosave(g, p)
    assert second.created == first.created
    assert second.meta == {"title": "x"}
    assert second.interrupted
    assert not saves.close_game(g, p).interrupted


def test_finished_game_round_trip(tmp_path):
    g = random_game(5)
    assert g.over
    p = tmp_path / "done.json"
    doc = saves.autosave(g, p)
    assert doc.summary.finished and not doc.interrupted
    h, _ = saves.load_game(p)
    same(g, h)
    assert h.over and h.result == g.result


def test_position_origin_round_trip(tmp_path):
    from engine.position import build
    doc = {"format": "innovation-position/1", "seed": 3, "players": [
        {"name": "Ann", "board": {"red": ["Archery"]}, "hand": ["Oars", "Pottery"]},
        {"name": "Bob", "board": {"green": ["Clothing"]}, "hand": ["Tools"]}]}
    g = build(doc)
    rng = random.Random(2)
    for _ in range(25):
        if g.over:
            break
        g.apply(random_answer(g.pending, rng))
    p = tmp_path / "pos.json"
    saves.save_game(g, p)
    h, sg = saves.load_game(p)
    assert sg.origin.position is not None
    same(g, h)


# ---- in the middle of a decision ------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_save_in_the_middle_of_a_dogma(seed, tmp_path):
    # a choice open inside a Dogma action, after answers already given in that action
    # or asked of a player other than the one who took the action (a demand or a share)
    def stop(g):
        return len(g.record) > 8 and mid_decision(g) and (g.answers or g.pending.player != g.state.current)

    g = random_game(seed, ["Ann", "Bob", "Cleo"], stop=stop)
    if not stop(g):
        pytest.skip("this seed never stops inside a dogma")
    assert "in_progress" in g.to_json()
    p = tmp_path / "mid.json"
    saves.save_game(g, p)
    h, _ = saves.load_game(p)
    same(g, h)
    assert h.action == g.action and h.answers == g.answers
    fast, _ = saves.load_game(p, verify=False)
    same(g, fast)
    a = random_answer(g.pending, random.Random(9))
    g.apply(a)
    h.apply(a)
    fast.apply(a)
    same(g, h)
    same(g, fast)


def test_mid_dogma_seeds_exist():
    found = 0
    for seed in range(6):
        g = random_game(seed, ["Ann", "Bob", "Cleo"],
                        stop=lambda g: len(g.record) > 8 and mid_decision(g)
                        and (g.answers or g.pending.player != g.state.current))
        found += mid_decision(g)
    assert found >= 3


# ---- bad files ----------------------------------------------------------------

def saved(tmp_path, name="good.json", steps=40) -> Path:
    p = tmp_path / name
    saves.save_game(random_game(2, steps=steps), p)
    return p


def expect_bad(p: Path, *words: str) -> SaveError:
    before = p.read_bytes()
    with pytest.raises(SaveError) as ei:
        saves.load_game(p)
    msg = str(ei.value)
    assert p.name in msg, msg
    for w in words:
        assert w in msg, msg
    # never overwritten by a save, never deleted by listing
    with pytest.raises(SaveError) as ej:
        saves.save_game(random_game(1, steps=5), p)
    assert p.name in str(ej.value) and "not overwriting" in str(ej.value) or "kept" in str(ej.value)
    rows = saves.list_saves(p.parent, verify=True)
    assert any(r.path == p and r.error for r in rows)
    assert any(r.path == p for r in saves.list_saves(p.parent))
    assert p.read_bytes() == before
    return ei.value


def test_not_json(tmp_path):
    p = tmp_path / "notjson.json"
    p.write_text("hello, this is not a saved game\n")
    expect_bad(p, "not JSON")


def test_binary_garbage(tmp_path):
    p = tmp_path / "bin.json"
    p.write_bytes(bytes(range(256)))
    expect_bad(p, "not JSON")


@pytest.mark.parametrize("frac", [0.0, 0.1, 0.5, 0.97])
def test_truncated(tmp_path, frac):
    p = saved(tmp_path)
    data = p.read_bytes()
    p.write_bytes(data[: int(len(data) * frac)])
    e = expect_bad(p)
    assert "truncated" in e.problem or "empty" in e.problem


@pytest.mark.parametrize("version,needed", [(99, "version 99"), (0, "no longer reads")])
def test_wrong_format_version(tmp_path, version, needed):
    p = saved(tmp_path)
    doc = json.loads(p.read_text())
    doc["format_version"] = version
    p.write_text(json.dumps(doc))
    expect_bad(p, "format version", needed)


def test_unknown_card(tmp_path):
    p = saved(tmp_path)
    doc = json.loads(p.read_text())
    i = next(i for i, a in enumerate(doc["answers"]) if isinstance(a, dict) and "card" in a)
    doc["answers"][i]["card"] = "Perpetual Motion Machine"
    p.write_text(json.dumps(doc))
    expect_bad(p, f"answer {i + 1} of {len(doc['answers'])} ", "unknown card", "Perpetual Motion Machine")


def test_illegal_answers(tmp_path):
    p = saved(tmp_path)
    doc = json.loads(p.read_text())
    i = next(i for i, a in enumerate(doc["answers"]) if i > 5 and isinstance(a, dict) and a["action"] == "draw")
    doc["answers"][i] = {"action": "achieve", "age": 9}
    p.write_text(json.dumps(doc))
    expect_bad(p, f"answer {i + 1} of {len(doc['answers'])} ", "illegal")


def test_answers_after_the_end(tmp_path):
    g = random_game(5)
    p = tmp_path / "over.json"
    saves.save_game(g, p)
    doc = json.loads(p.read_text())
    doc["answers"].append({"action": "draw"})
    doc["snapshot"] = None
    p.write_text(json.dumps(doc))
    expect_bad(p, "after the end")


def test_snapshot_mismatch(tmp_path):
    p = saved(tmp_path)
    doc = json.loads(p.read_text())
    doc["snapshot"]["game"]["state"]["players"][0]["score"].append(0)
    p.write_text(json.dumps(doc))
    expect_bad(p, "snapshot")


@pytest.mark.parametrize("content,words", [
    ("[1, 2, 3]", ["JSON object"]),
    ('{"format": "innovation-position/1", "players": []}', ["position file"]),
    ('{"name": "something else"}', ["not an Innovation Desktop saved game"]),
])
def test_not_a_save(tmp_path, content, words):
    p = tmp_path / "other.json"
    p.write_text(content)
    expect_bad(p, *words)


def test_missing_field(tmp_path):
    p = saved(tmp_path)
    doc = json.loads(p.read_text())
    del doc["origin"]
    p.write_text(json.dumps(doc))
    expect_bad(p, "origin")


def test_unreadable_path(tmp_path):
    with pytest.raises(SaveError) as ei:
        saves.load_game(tmp_path / "nope.json")
    assert "nope.json" in str(ei.value) and "cannot read" in str(ei.value)


# ---- older format ---------------------------------------------------------------

def test_format_1_fixture_loads(tmp_path):
    src = FIXTURES / "format1_three_players.json"
    g, sg = saves.load_game(src)
    assert sg.format_version == saves.FORMAT_VERSION
    assert sg.meta.get("migrated_from") == 1
    assert [p.name for p in g.state.players] == ["Ann", "Bob", "Cleo"]
    assert len(g.record) == 60
    expected = random_game(11, ["Ann", "Bob", "Cleo"], steps=60)
    same(g, expected)
    info = saves.info(src)
    assert info.error is None and info.turn == expected.state.turn
    # saving it again writes the current format (to a new file; the fixture is untouched)
    p = tmp_path / "migrated.json"
    saves.save_game(g, p, sg.meta)
    assert json.loads(p.read_text())["format_version"] == saves.FORMAT_VERSION
    same(saves.load_game(p)[0], expected)


# ---- the folder ---------------------------------------------------------------

def test_paths_follow_the_env_var(home):
    assert paths.games_dir() == home / "data" / "games"
    assert paths.games_dir().is_dir()
    assert paths.preferences_path().parent == home / "config"


def test_preferences_round_trip(home):
    prefs = paths.load_preferences()
    assert prefs.replay_speed == 2.0
    prefs.player_name = "Ann"
    paths.save_preferences(prefs)
    assert paths.load_preferences().player_name == "Ann"
    paths.preferences_path().write_text("{broken")
    assert paths.load_preferences().player_name == ""
    paths.save_preferences(prefs)
    assert list(paths.config_dir().glob("preferences.json.bad-*"))


def test_list_delete_and_interrupted(home):
    a = saves.new_save_path(["Ann", "Bob"])
    saves.autosave(random_game(3, steps=30), a)
    b = saves.new_save_path(["Ann", "Bob"])
    assert a != b and a.parent == paths.games_dir()
    saves.save_game(random_game(5), b)  # finished
    (paths.games_dir() / "broken.json").write_text("{")
    (paths.games_dir() / f".{a.name}.abc123.tmp").write_text("half")
    rows = {r.path.name: r for r in saves.list_saves()}
    assert set(rows) == {a.name, b.name, "broken.json"}
    ra, rb = rows[a.name], rows[b.name]
    assert ra.players == ["Ann", "Bob"] and not ra.finished and ra.interrupted and "lead" in ra.status \
        or "level" in ra.status
    assert rb.finished and "won" in rb.status and not rb.interrupted
    assert rows["broken.json"].error and "truncated" in rows["broken.json"].error
    assert [r.path for r in saves.interrupted_games()] == [a]
    saves.delete_save(a)
    assert not a.exists()
    with pytest.raises(SaveError):
        saves.delete_save(a)
    assert saves.clean_temp_files(older_than=-1) == [paths.games_dir() / f".{a.name}.abc123.tmp"]


def test_summary_names_the_leader():
    g = random_game(3, steps=120)
    s = saves.summarize(g)
    best = max(range(2), key=lambda i: (len(g.state.players[i].achievements), g.state.players[i].score_total()))
    assert s.leaders and g.state.players[best].name in s.leaders
    assert s.turn == g.state.turn


def test_atomic_write_leaves_no_temp(tmp_path):
    p = tmp_path / "x.json"
    saves.atomic_write(p, b"one")
    saves.atomic_write(p, b"two")
    assert p.read_bytes() == b"two"
    assert [q.name for q in tmp_path.iterdir()] == ["x.json"]


def test_mark_closed(tmp_path):
    p = tmp_path / "i.json"
    g = random_game(3, steps=30)
    saves.autosave(g, p, {"seats": ["human", "greedy"]})
    assert [r.path for r in saves.interrupted_games(tmp_path)] == [p]
    saves.mark_closed(p)
    assert saves.interrupted_games(tmp_path) == []
    h, sg = saves.load_game(p)
    same(g, h)
    assert sg.meta == {"seats": ["human", "greedy"]}


def test_answers_cut_short_are_refused_with_a_clear_message(tmp_path):
    """Answers cut to 10 under a snapshot of answer 88: refused by load_game and
    by the replay model, with the same message (file name and problem)."""
    from innovation_desktop.library.replay_viewer import ReplayModel
    g = random_game(3, steps=88)
    p = tmp_path / "cut.json"
    saves.save_game(g, p)
    doc = json.loads(p.read_text())
    assert doc["snapshot"]["answers"] == 88
    doc["answers"] = doc["answers"][:10]
    p.write_text(json.dumps(doc))
    e = expect_bad(p, "snapshot", "88 answers", "10 answers")
    with pytest.raises(SaveError) as er:
        ReplayModel.from_file(p)
    assert str(er.value) == str(e)


def test_replay_model_checks_like_load_game(tmp_path):
    """Every damage load_game refuses, the replay model refuses with the same message."""
    from innovation_desktop.library.replay_viewer import ReplayModel
    g = random_game(3, steps=40)
    p = tmp_path / "d.json"
    saves.save_game(g, p)
    good = json.loads(p.read_text())
    damages = []
    d = json.loads(json.dumps(good))
    d["snapshot"]["game"]["state"]["players"][0]["score"].append(0)
    damages.append(d)
    d = json.loads(json.dumps(good))
    d["players"] = ["Ann", "Zed"]
    damages.append(d)
    d = json.loads(json.dumps(good))
    d["answers"].append({"action": "achieve", "age": 9})
    d["snapshot"] = None
    damages.append(d)
    for d in damages:
        p.write_text(json.dumps(d))
        with pytest.raises(SaveError) as el:
            saves.load_game(p)
        with pytest.raises(SaveError) as er:
            ReplayModel.from_file(p)
        assert str(el.value) == str(er.value) and p.name in str(er.value)
    # the answer is numbered from 1: the appended answer is the 41st of 41
    assert "answer 41 of 41 " in str(er.value)


@pytest.mark.parametrize("seed", range(4))
def test_an_artifacts_game_saves_its_options_and_loads_the_same(seed, tmp_path):
    rng = random.Random(seed)
    names = ["Ann", "Bob", "Cleo"][: 2 + seed % 2]
    g = Game.new(names, seed=seed, expansions=["artifacts"], relics=seed % 2 == 0)
    for _ in range(60 + 20 * seed):
        if g.over:
            break
        g.apply(random_answer(g.pending, rng))
    p = tmp_path / "art.json"
    doc = saves.save_game(g, p)
    assert doc.options.expansions == ["artifacts"] and doc.options.relics == (seed % 2 == 0)
    assert doc.origin.new.expansions == ["artifacts"]
    h, _ = saves.load_game(p)
    same(g, h)
    assert h.state.art_supply == g.state.art_supply and h.origin == g.origin
    fast, _ = saves.load_game(p, verify=False)
    same(g, fast)


def test_a_base_game_save_does_not_mention_the_expansion_in_its_origin(tmp_path):
    g = random_game(2, steps=5)
    p = tmp_path / "b.json"
    saves.save_game(g, p)
    h, sg = saves.load_game(p)
    assert "expansions" not in sg.origin.as_engine()["new"] and h.origin == g.origin


def test_a_new_record_never_overwrites_one_made_meanwhile_under_its_name(tmp_path, monkeypatch):
    """Two joiners sharing one data folder keep the end-of-game record of the same
    game at the same minute: each chose the same fresh name before either wrote.
    The second one takes the next name and the first record is left whole."""
    from engine import Game
    from innovation_desktop.net.peer import keep_record
    from innovation_desktop.saves import store
    g = Game.new(["Ann", "Bob"], seed=4)
    doc = store.from_game(g, {}).model_dump(mode="json")
    real = store.new_save_path
    rival = b'{"the other joiner": "record"}'

    def racing(names, folder=None, when=None):
        p = real(names, folder, when)
        if not p.exists() and not list(tmp_path.glob("*_Ann-Bob*.json")):
            p.write_bytes(rival)               # the other app wrote it just after our check
        return p
    monkeypatch.setattr(store, "new_save_path", racing)
    kept = keep_record(doc, 0, tmp_path)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2 and kept in files
    assert [f.read_bytes() for f in files if f != kept] == [rival]
    # a new game saved under a fresh name does the same when the other app writes
    # between the check and the write
    monkeypatch.setattr(store, "new_save_path", real)
    real_create = store.atomic_create
    raced = []

    def create(path, data):
        if not raced:
            raced.append(path)
            Path(path).write_bytes(rival)
        return real_create(path, data)
    monkeypatch.setattr(store, "atomic_create", create)
    p, _ = store.save_new_game(Game.new(["Cy", "Di"], seed=1), ["Cy", "Di"], {}, folder=tmp_path)
    assert raced and p != raced[0] and raced[0].read_bytes() == rival
    assert store.read_save(p).players == ["Cy", "Di"]


@pytest.mark.parametrize("seed", range(3))
def test_an_echoes_game_saves_its_options_and_forecasts_and_loads_the_same(seed, tmp_path):
    rng = random.Random(seed)
    names = ["Ann", "Bob", "Cleo"][: 2 + seed % 2]
    exps = ["echoes", "artifacts"] if seed == 2 else ["echoes"]
    g = Game.new(names, seed=seed, expansions=exps)
    for _ in range(80 + 20 * seed):
        if g.over:
            break
        g.apply(random_answer(g.pending, rng))
    p = tmp_path / "ech.json"
    doc = saves.save_game(g, p)
    assert sorted(doc.options.expansions) == sorted(exps) and sorted(doc.origin.new.expansions) == sorted(exps)
    h, _ = saves.load_game(p)
    same(g, h)
    assert h.state.ech_supply == g.state.ech_supply and [x.forecast for x in h.state.players] == \
        [x.forecast for x in g.state.players]


@pytest.mark.parametrize("exps", [["cities"], ["artifacts", "echoes", "cities"]])
def test_a_cities_game_saves_and_loads_the_same(exps, tmp_path):
    rng = random.Random(5)
    g = Game.new(["Ann", "Bob"], seed=5, expansions=exps)
    for _ in range(120):
        if g.over:
            break
        g.apply(random_answer(g.pending, rng))
    p = tmp_path / "cit.json"
    doc = saves.save_game(g, p)
    assert sorted(doc.options.expansions) == sorted(exps)
    h, _ = saves.load_game(p)
    same(g, h)
    assert h.state.cit_supply == g.state.cit_supply and h.state.endorsed == g.state.endorsed
