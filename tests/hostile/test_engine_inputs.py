"""Hostile position files and answers: refused cleanly (exit 2, one line naming the
file and the problem), quickly, and without changing the file."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from engine import Game, IllegalAnswer
from engine.inputs import InputError, MAX_NAME_LEN, check_name, check_names, name_problem, quote
from engine.position import PositionError, build, load_text, play

from .conftest import PY, digest, env

GOOD = {"format": "innovation-position/1",
        "players": [{"name": "Ann", "board": {"red": ["Archery"]}, "hand": ["Writing"]},
                    {"name": "Bob", "board": {"green": ["Clothing"]}, "hand": ["Sailing", "Tools"]}],
        "supply": {"1": ["Mysticism", "Pottery", "Oars"]},
        "moves": [{"action": "draw"}]}


def run_play(arg: str, stdin=None) -> subprocess.CompletedProcess:
    """``python -m engine play ARG`` in a child process, with a generous timeout
    (a hang fails the test instead of blocking it)."""
    return subprocess.run([PY, "-m", "engine", "play", arg], capture_output=True, text=True, timeout=60,
                          env=env(), stdin=stdin if stdin is not None else subprocess.DEVNULL)


def refused(r: subprocess.CompletedProcess, *words: str) -> str:
    """Assert exit 2, nothing on standard output, one line on standard error
    holding ``words``; returns that line."""
    assert r.returncode == 2, (r.returncode, r.stderr[-2000:])
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr[-2000:]
    assert not lines[0].startswith("Traceback") and "most recent call last" not in r.stderr
    assert len(lines[0]) < 400
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


def pos(**changes) -> dict:
    d = json.loads(json.dumps(GOOD))
    d.update(changes)
    return d


# ---- the name rule -----------------------------------------------------------------

@pytest.mark.parametrize("name", ["Ann", "Zoë", "<img src=\"/dev/zero\">", "A&B <b>x</b>", "李小龙",
                                  "x" * MAX_NAME_LEN, "Ann \U0001F469\u200d\U0001F4BB"])
def test_acceptable_names(name):
    assert name_problem(name) is None and check_name(name) == name


@pytest.mark.parametrize("name, why", [
    ("", "blank"), ("   ", "blank"), ("x" * (MAX_NAME_LEN + 1), "at most"), ("Ann\nTraceback", "control"),
    ("Ann\x00", "control"), ("\u202eevil", "control"), ("Ann\u2028", "control"), (" Ann", "spaces"),
    (7, "text"), (None, "text"),
])
def test_refused_names(name, why):
    assert why in name_problem(name)
    with pytest.raises(InputError) as e:
        check_name(name)
    assert "\n" not in str(e.value) and len(str(e.value)) < 200


def test_names_are_unique_ignoring_case():
    with pytest.raises(InputError, match="unique"):
        check_names(["Ann", "ann"])
    with pytest.raises(ValueError, match="unique"):
        Game.new(["Ann", "ANN"])


@pytest.mark.parametrize("name", ["\u200d", "\ufe0f", "\u3164", "\u2800", "\u115f\u1160", "\uffa0",
                                  "\u200d\ufe0f\u200d", "\u3164 \u2800"])
def test_invisible_names_are_refused(name):
    assert "visible" in (name_problem(name) or "")
    with pytest.raises(ValueError, match="visible"):
        Game.new([name, "Bob"])


@pytest.mark.parametrize("name", ["\u2764\ufe0f", "\U0001F469\u200d\U0001F4BB", "!", "7"])
def test_emoji_and_symbols_alone_are_names(name):
    assert name_problem(name) is None


@pytest.mark.parametrize("a, b", [("Ann", "Ann\u200d"), ("Ann", "A\ufe0fnn"), ("Ann", "ANN\u200d\ufe0f"),
                                  ("Ann", "Ａｎｎ"), ("Bo\u3164b", "Bob")])
def test_names_differing_only_by_invisible_characters_are_the_same(a, b):
    with pytest.raises(InputError, match="unique"):
        check_names([a, b])
    with pytest.raises(ValueError, match="unique"):
        Game.new([a, b])


def test_quote_is_short_and_one_line():
    q = quote("Ann\nTraceback (most recent call last):" + "x" * 10_000_000)
    assert "\n" not in q and len(q) < 60 and q.startswith('"Ann\\nTraceback')
    assert quote("\u202e") == '"\\u202e"'
    assert len(quote(list(range(100000)))) < 60 and len(quote(10 ** 4000)) < 60


def test_game_new_refuses_bad_names_and_win_targets():
    for names in (["Ann", ""], ["Ann", "B\nob"], ["Ann", "x" * 10_000_000]):
        with pytest.raises(ValueError) as e:
            Game.new(names)
        assert len(str(e.value)) < 200
    for wt in (0, -3, True, 10 ** 30):
        with pytest.raises(ValueError, match="win_target"):
            Game.new(["Ann", "Bob"], win_target=wt)


# ---- position files ----------------------------------------------------------------

def test_huge_names_are_refused_before_playing():
    """Two huge names with many draws: refused by the name rule, not played (no
    gigabytes of log)."""
    d = pos(moves=[{"action": "draw"}] * 80)
    d["players"][0]["name"] = "A" * 1_000_000
    d["players"][1]["name"] = "B" * 1_000_000
    with pytest.raises(PositionError) as e:
        play(d)
    msg = str(e.value)
    assert msg.startswith("players.0.name") and "at most" in msg and len(msg) < 200


@pytest.mark.parametrize("change, words", [
    ({"turn": -5}, ["turn"]),
    ({"turn": True}, ["turn"]),
    ({"win_target": 0}, ["win_target"]),
    ({"win_target": -3}, ["win_target"]),
    ({"current": 10 ** 39}, ["current"]),
    ({"seed": 1.5}, ["seed"]),
])
def test_bad_fields_are_refused(change, words):
    with pytest.raises(PositionError) as e:
        build(pos(**change))
    for w in words:
        assert w in str(e.value)


def test_an_echoed_name_is_quoted():
    d = pos(moves=[{"action": "dogma", "card": "Archery"},
                   {"choose": ["Sailing"], "player": "Ann\nTraceback (most recent call last):"}])
    with pytest.raises(PositionError) as e:
        play(d)
    assert "\n" not in str(e.value) and '"Ann\\nTraceback' in str(e.value)


def test_load_text_refuses_deep_nesting_and_long_numbers():
    for text in (
        "[" * 100_000 + "]" * 100_000,
        '{"a":' * 70 + "1" + "}" * 70,
        '{"seed": ' + "9" * 5000 + "}",
        '{"seed": NaN}',
        '{"seed": 1e400}',
        '{"seed": -1e999}',
        '{"a": "\\ud800"}',
        '{"\\udfff": 1}',
        b"\xff\xfe{\x00}\x00",
    ):
        with pytest.raises(PositionError) as e:
            load_text(text)
        assert str(e.value).startswith("file: ") and len(str(e.value)) < 200


HOSTILE_FILES = {
    "deep.json": ("[" * 100_000 + "]" * 100_000).encode(),
    "deep_object.json": (
        '{"format": "innovation-position/1", "moves": ' + "[" * 100_000 + "]" * 100_000 + "}"
    ).encode(),
    "bigint.json": ('{"format": "innovation-position/1", "seed": ' + "7" * 5000 + "}").encode(),
    "latin1.json": json.dumps(pos(), ensure_ascii=False).replace("Ann", "Zoë").encode("latin-1"),
    "utf16.json": json.dumps(pos()).encode("utf-16"),
    "bignames.json": json.dumps(
        pos(players=[{"name": "A" * 3_000_000}, {"name": "B" * 3_000_000}], moves=[{"action": "draw"}] * 80)
    ).encode(),
    "traceback.json": json.dumps(
        pos(moves=[{"action": "dogma", "card": "Archery"}, {"choose": ["Sailing"], "player": "X\nTraceback: boom"}])
    ).encode(),
    "turn.json": json.dumps(pos(turn=-5)).encode(),
    "toolarge.json": b" " * (9 * 1024 * 1024) + b"{}",
}


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", sorted(HOSTILE_FILES))
def test_cli_refuses_hostile_files(tmp_path, name):
    p = tmp_path / name
    p.write_bytes(HOSTILE_FILES[name])
    before = digest(p)
    line = refused(run_play(str(p)))
    assert line.startswith(f"{p}: "), line
    assert digest(p) == before


@pytest.mark.timeout(120)
def test_cli_refuses_devices_fifos_and_folders(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for target in ("/dev/zero", "/dev/urandom", str(fifo), str(tmp_path)):
        line = refused(run_play(target), "not a regular file")
        assert line.startswith(target)
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    refused(run_play(str(link)), "not a regular file")
    with open("/dev/zero", "rb") as z:       # standard input is read up to the limit only
        refused(run_play("-", stdin=z), "standard input", "too large")


def test_cli_accepts_the_good_file(tmp_path):
    p = tmp_path / "good.json"
    p.write_text(json.dumps(GOOD))
    r = run_play(str(p))
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["turn"] == 1


# ---- answers: exact types ------------------------------------------------------------

def _achievable() -> Game:
    d = pos(moves=[])
    d["players"][0]["score"] = ["Construction", "Calendar", "Fermenting"]   # 6 points
    d["players"][0]["board"] = {"red": ["Archery"], "purple": ["Mysticism"]}
    d["supply"] = {}
    g = build(d)
    return g


def test_apply_checks_answer_types_exactly():
    g = _achievable()
    assert ("achieve", 1) in g.pending.options
    before = (g.to_json(), list(g.record))
    for bad in [("achieve", True), ["achieve", True], {"action": "achieve", "age": True},
                {"action": "achieve", "age": 1.0}, ("meld", True), ("dogma", False), ("draw", 1),
                {"action": "draw", "extra": 1}, True, 1, None, "draw"]:
        with pytest.raises(IllegalAnswer):
            g.apply(bad)
        assert (g.to_json(), list(g.record)) == before, bad
    g.apply(("achieve", 1))
    assert g.record[-1] == {"action": "achieve", "age": 1}


def test_yesno_and_numbers_are_not_confused():
    class MyStr(str):
        pass

    class MyInt(int):
        pass

    seen = set()
    import random
    from engine.ai import random_answer
    for seed in range(40):
        g = Game.new(["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        while not g.over and len(g.record) < 300:
            d = g.pending
            bad = []
            if d.kind == "yesno":
                bad = [1, 0, 1.0, MyStr("yes"), "Yes"]
            elif d.kind in ("number", "alternative"):
                bad = [True, False, MyInt(d.options[0]), float(d.options[0])]
            elif d.kind == "player":
                bad = [True, MyInt(d.options[0])]
            elif d.kind == "cards":
                bad = [[True], [MyInt(d.options[0])]]
            for b in bad:
                seen.add(d.kind)
                rec = list(g.record)
                with pytest.raises(IllegalAnswer):
                    g.apply(b)
                assert g.record == rec
            g.apply(random_answer(d, rng))
        # everything recorded replays
        h = Game.new(["Ann", "Bob"], seed=seed)
        for a in json.loads(json.dumps(g.record)):
            h.apply(a)
        assert h == g
    assert {"yesno", "cards"} <= seen


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name, shown", [("bad\nTraceback boom.json", "bad\\nTraceback boom.json"),
                                         ("evil\u202enosj.json", "evil\\u202enosj.json")])
def test_cli_escapes_file_names(tmp_path, name, shown):
    p = tmp_path / name
    p.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    line = refused(run_play(str(p)), "nested")
    assert line.startswith(f"{tmp_path}/{shown}"), line
    assert "\u202e" not in line


def test_show_path_escapes_only_what_it_must():
    from engine.inputs import show_path
    assert show_path("/tmp/Zoë's game 2.json") == "/tmp/Zoë's game 2.json"
    assert show_path(Path("/tmp/a\nb\u202ec\x00d.json")) == "/tmp/a\\nb\\u202ec\\u0000d.json"
