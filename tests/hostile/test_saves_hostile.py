"""Hostile saved games: each refused with a message naming the file, quickly and
without changing anything on disk; one bad file never blocks the good ones; what
loads can be saved; opening to look changes nothing; locks and worker processes
do not outlive the app."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

from innovation_desktop.saves import paths
from innovation_desktop.saves import store as saves
from innovation_desktop.saves.store import SaveError

from ..saves.conftest import random_game
from .conftest import PY, ROOT, env, tree

FIXTURES = ROOT / "tests" / "saves" / "fixtures"


def good_save(folder: Path, name: str = "good.json", seed: int = 3, steps: int = 40, **kw) -> Path:
    p = folder / name
    saves.autosave(random_game(seed, steps=steps, **kw), p)
    return p


def hostile_saves(folder: Path) -> dict[str, Path]:
    """Every hostile save, made now in ``folder``: name -> path."""
    folder.mkdir(parents=True, exist_ok=True)
    good = json.loads(good_save(folder, ".template.json").read_text())
    (folder / ".template.json").unlink()
    out: dict[str, Path] = {}

    def put(name: str, data: bytes) -> None:
        out[name] = folder / name
        out[name].write_bytes(data)

    put("deep.json", b"[" * 100_000 + b"]" * 100_000)
    put("deep_inside.json", json.dumps({**good, "meta": None}).replace('"meta": null', '"meta": '
                                                                       + "[" * 100_000 + "]" * 100_000).encode())
    put("bigint.json", json.dumps({**good, "seed": 0}).replace('"seed": 0', '"seed": ' + "9" * 5000).encode())
    put("latin1.json", json.dumps(good, ensure_ascii=False).replace("Ann", "Zoë").encode("latin-1"))
    put("utf16.json", json.dumps(good).encode("utf-16"))
    put("nan.json", json.dumps({**good, "seed": 0}).replace('"seed": 0', '"seed": NaN').encode())
    bad_names = {**good, "players": ["A" * 3_000_000, "Bob"]}
    put("bignames.json", json.dumps(bad_names).encode())
    nl = {**good, "players": ["Ann\nTraceback (most recent call last):", "Bob"]}
    put("newline.json", json.dumps(nl).encode())
    wt = {**good, "options": {**good["options"], "win_target": 0}}
    put("win_target0.json", json.dumps(wt).encode())
    v1 = json.loads((FIXTURES / "format1_three_players.json").read_text())
    put("format1_win_target0.json", json.dumps({**v1, "win_target": 0}).encode())
    put("format1_win_target-3.json", json.dumps({**v1, "win_target": -3}).encode())
    put("bigmeta.json", json.dumps({**good, "meta": {"x": "m" * (saves.MAX_META_BYTES + 10)}}).encode())
    put("toolarge.json", b" " * (saves.MAX_SAVE_BYTES + 1) + b"{}")
    put("bool_answer.json", json.dumps({**good, "answers": good["answers"][:-1] + [True], "snapshot": None})
        .encode())
    os.mkfifo(folder / "fifo.json")
    out["fifo.json"] = folder / "fifo.json"
    (folder / "zero.json").symlink_to("/dev/zero")
    out["zero.json"] = folder / "zero.json"
    (folder / "urandom.json").symlink_to("/dev/urandom")
    out["urandom.json"] = folder / "urandom.json"
    return out


@pytest.mark.timeout(120)
def test_each_hostile_save_is_refused_and_unchanged(tmp_path):
    folder = tmp_path / "games"
    files = hostile_saves(folder)
    before = tree(folder)
    for name, p in files.items():
        with pytest.raises(SaveError) as e:
            saves.load_game(p)
        msg = str(e.value)
        assert msg.startswith(f"{p}: ") and "\n" not in msg and len(msg) < 400, (name, msg[:500])
    assert tree(folder) == before


@pytest.mark.timeout(120)
def test_one_bad_file_does_not_block_the_good_ones(tmp_path):
    folder = paths.games_dir()
    hostile_saves(folder)
    good = good_save(folder, "2000-01-01_good.json")
    finished = folder / "finished.json"
    saves.close_game(random_game(5), finished)
    before = tree(folder)
    rows = {r.path.name: r for r in saves.list_saves(folder)}
    assert rows[good.name].error is None and rows[good.name].interrupted
    assert rows[finished.name].error is None and rows[finished.name].finished
    for name in ("deep.json", "bigint.json", "latin1.json", "utf16.json", "bignames.json", "win_target0.json",
                 "toolarge.json", "bigmeta.json"):
        assert rows[name].error, name
    assert [r.path for r in saves.interrupted_games(folder)] == [good]
    assert tree(folder) == before


def test_open_dialog_and_resume_offer_survive_bad_files(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from innovation_desktop.library.saves_ui import OpenDialog, offer_resume
    folder = paths.games_dir()
    hostile_saves(folder)
    good = good_save(folder, "2000-01-01_good.json")
    dlg = OpenDialog()
    qtbot.addWidget(dlg)
    names = [dlg.table.item(r, 5).text() for r in range(dlg.table.rowCount())]
    assert good.name in names and "deep.json" in names
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.No)
    assert offer_resume(None) is None
    assert len(asked) == 1 and "Ann, Bob" in asked[0]


def test_the_list_shows_what_it_verified(tmp_path):
    p = good_save(tmp_path, steps=60)
    doc = json.loads(p.read_text())
    doc["summary"].update(finished=True, winners=["Ann"], text="Ann won (achievements)", turn=99)
    p.write_text(json.dumps(doc))
    row = saves.info(p)
    assert row.error is None and not row.finished and "won" not in row.status and row.turn != 99
    truth = saves.summarize(saves.load_game(p)[0])
    assert (row.turn, row.status) == (truth.turn, truth.text)


def test_loads_only_what_it_can_save(tmp_path):
    """win_target 0 / -3 (format 1 or 2) is refused by loading, as saving would:
    --open and --replay (both load_game) refuse the same files."""
    files = hostile_saves(tmp_path / "g")
    for name in ("win_target0.json", "format1_win_target0.json", "format1_win_target-3.json"):
        with pytest.raises(SaveError, match="win_target"):
            saves.load_game(files[name])
        from innovation_desktop.library.replay_viewer import ReplayModel
        with pytest.raises(SaveError, match="win_target"):
            ReplayModel.from_file(files[name])
    g = random_game(2, steps=10)
    g.state.win_target = 0          # a game that somehow got there cannot be written
    with pytest.raises(SaveError, match="win_target"):
        saves.save_game(g, tmp_path / "x.json")
    assert not (tmp_path / "x.json").exists()


def test_converting_an_old_save_keeps_the_original(tmp_path):
    p = tmp_path / "old.json"
    shutil.copy(FIXTURES / "format1_three_players.json", p)
    original = p.read_bytes()
    g, sg = saves.load_game(p)
    assert p.read_bytes() == original                   # loading changes nothing
    saves.save_game(g, p, sg.meta)
    assert json.loads(p.read_text())["format_version"] == saves.FORMAT_VERSION
    assert (tmp_path / "old.json.format1.bak").read_bytes() == original
    saves.save_game(g, p, sg.meta)                      # the backup is never overwritten
    assert (tmp_path / "old.json.format1.bak").read_bytes() == original


def test_saving_through_a_symlink_writes_its_target(tmp_path):
    real = tmp_path / "real" / "g.json"
    real.parent.mkdir()
    saves.autosave(random_game(1, steps=10), real)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    g, _ = saves.load_game(link)
    saves.autosave(random_game(1, steps=20), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert len(saves.load_game(real)[1].answers) == 20


def test_meta_is_bounded(tmp_path):
    with pytest.raises(SaveError, match="meta"):
        saves.save_game(random_game(1, steps=5), tmp_path / "m.json", {"x": "y" * (saves.MAX_META_BYTES + 1)})
    assert not (tmp_path / "m.json").exists()


def test_names_are_checked_in_saves(tmp_path):
    files = hostile_saves(tmp_path / "g")
    with pytest.raises(SaveError) as e:
        saves.load_game(files["newline.json"])
    assert "\\n" in str(e.value) and "\n" not in str(e.value)


# ---- opening to look changes nothing ----------------------------------------------

@pytest.mark.timeout(180)
@pytest.mark.parametrize("kind", ["format2", "format1"])
def test_open_screenshot_changes_nothing(tmp_path, kind):
    folder = tmp_path / "games"
    folder.mkdir()
    if kind == "format1":
        p = folder / "old.json"
        shutil.copy(FIXTURES / "format1_three_players.json", p)
    else:
        p = folder / "g.json"
        saves.autosave(random_game(4, steps=30), p, {"seats": ["greedy", "greedy"]})   # computers to move
    before = tree(folder)
    e = env()
    e["INNOVATION_DESKTOP_HOME"] = str(tmp_path / "home")
    r = subprocess.run([PY, "-m", "innovation_desktop.app", "--open", str(p), "--screenshot",
                        str(tmp_path / "shot.png")], capture_output=True, text=True, timeout=150, env=e)
    assert r.returncode == 0, r.stderr[-2000:]
    assert (tmp_path / "shot.png").stat().st_size > 1000
    assert tree(folder) == before


# ---- locks ---------------------------------------------------------------------------

LOCKER = """
import sys
from innovation_desktop.saves import store as saves
try:
    saves.take_lock(sys.argv[1])
    print("got", flush=True)
except saves.SaveError as e:
    print("busy", flush=True)
sys.stdin.read()      # hold until told
"""


RACER = """
import sys
from innovation_desktop.saves import store as saves
for line in sys.stdin:          # "go": try to take the lock; "release": let it go
    if line.strip() == "go":
        try:
            saves.take_lock(sys.argv[1])
            print("got", flush=True)
        except saves.SaveError:
            print("busy", flush=True)
    else:
        saves.mark_not_open(sys.argv[1])
        print("ok", flush=True)
"""


@pytest.mark.timeout(300)
def test_lock_race(tmp_path):
    """Three apps take the same save's lock at the same moment: exactly one wins,
    round after round."""
    p = good_save(tmp_path)
    procs = [subprocess.Popen([PY, "-c", RACER, str(p)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, env=env()) for _ in range(3)]
    try:
        for i in range(40):
            for pr in procs:
                pr.stdin.write("go\n")
            for pr in procs:
                pr.stdin.flush()
            got = [pr.stdout.readline().strip() for pr in procs]
            assert sorted(got) == ["busy", "busy", "got"], (i, got)
            assert saves.is_open(p)
            for pr in procs:
                pr.stdin.write("release\n")
                pr.stdin.flush()
            assert [pr.stdout.readline().strip() for pr in procs] == ["ok"] * 3
            assert not saves.is_open(p)
    finally:
        for pr in procs:
            pr.stdin.close()
            pr.wait(timeout=60)


def test_a_lock_naming_a_live_process_does_not_block(tmp_path):
    p = good_save(tmp_path)
    saves._lock_path(p).write_text("1\n")               # pid 1 is always alive
    assert not saves.is_open(p)
    assert [r.path for r in saves.interrupted_games(tmp_path)] == [p]
    saves.take_lock(p)
    try:
        assert saves.is_open(p)
        with pytest.raises(SaveError, match="already open"):
            saves.take_lock(p)
    finally:
        saves.mark_not_open(p)
    assert not saves._lock_path(p).exists()


@pytest.mark.timeout(120)
def test_a_killed_holder_leaves_a_stale_lock(tmp_path):
    p = good_save(tmp_path)
    pr = subprocess.Popen([PY, "-c", LOCKER, str(p)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                          env=env())
    assert pr.stdout.readline().strip() == "got"
    assert saves.is_open(p)
    pr.kill()
    pr.wait(timeout=60)
    assert saves._lock_path(p).exists() and not saves.is_open(p)
    saves.take_lock(p)
    saves.mark_not_open(p)


# ---- computer-player processes end with the app ------------------------------------

def _children() -> dict[int, int]:
    """pid -> parent pid of every process (Linux /proc)."""
    out = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                stat = Path(f"/proc/{d}/stat").read_text()
            except OSError:
                continue
            out[int(d)] = int(stat.rsplit(")", 1)[1].split()[1])
    return out


def _descendants(pid: int) -> set[int]:
    tree_ = _children()
    found, todo = set(), [pid]
    while todo:
        q = todo.pop()
        for c, pp in tree_.items():
            if pp == q and c not in found:
                found.add(c)
                todo.append(c)
    return found


def _alive(pid: int) -> bool:
    try:
        st = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return st.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
@pytest.mark.timeout(180)
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_no_worker_outlives_the_app(tmp_path, sig):
    """The app plays computer against computer (workers thinking in another
    process); killed, it leaves no process behind."""
    e = env()
    e["INNOVATION_DESKTOP_HOME"] = str(tmp_path / "home")
    app = subprocess.Popen([PY, "-m", "innovation_desktop.app", "--seats", "greedy,greedy", "--delay", "0"],
                           env=e, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    kids: set[int] = set()
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and len(kids) < 2:   # the worker and its resource tracker
            time.sleep(0.2)
            kids = _descendants(app.pid)
            assert app.poll() is None, app.stderr.read()[-2000:]
        assert kids, "no worker process was started"
        app.send_signal(sig)
        app.wait(timeout=60)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and any(_alive(k) for k in kids):
            time.sleep(0.1)
        assert not [k for k in kids if _alive(k)]
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        for k in kids:            # never leave a stray process behind, even when failing
            if _alive(k):
                try:
                    os.kill(k, signal.SIGKILL)
                except OSError:
                    pass


@pytest.mark.timeout(180)
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_a_signal_quits_cleanly(tmp_path, sig):
    """SIGTERM, SIGINT, SIGHUP: the app quits as Game > Quit does: the game is
    saved (resumable) and its lock is removed."""
    e = env()
    e["INNOVATION_DESKTOP_HOME"] = str(tmp_path / "home")
    games = tmp_path / "home" / "data" / "games"
    app = subprocess.Popen([PY, "-m", "innovation_desktop.app", "--seats", "human,human", "--seed", "3"],
                           env=e, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not list(games.glob(".*.lock")):
            assert app.poll() is None, app.stderr.read()[-2000:]
            time.sleep(0.1)
        [lock] = list(games.glob(".*.lock"))
        app.send_signal(sig)
        assert app.wait(timeout=60) == 0, app.stderr.read()[-2000:]
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert not lock.exists()
    [save] = list(games.glob("*.json"))
    assert [r.path for r in saves.interrupted_games(games)] == [save]


@pytest.mark.timeout(60)
def test_hostile_preferences_give_the_defaults(tmp_path):
    pref = paths.preferences_path()
    pref.parent.mkdir(parents=True, exist_ok=True)
    for make in (lambda: pref.write_bytes(b"[" * 100_000 + b"]" * 100_000),
                 lambda: pref.write_bytes(b'{"player_name": ' + b"7" * 5000 + b"}"),
                 lambda: pref.write_bytes('{"player_name": "Zoë"}'.encode("utf-16")),
                 lambda: pref.symlink_to("/dev/zero"),
                 lambda: os.mkfifo(pref)):
        if pref.exists() or pref.is_symlink():
            pref.unlink()
        make()
        assert paths.load_preferences() == paths.Preferences()
    pref.unlink()
    pref.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    paths.save_preferences(paths.Preferences(player_name="Ann"))      # the bad one is moved aside, kept
    assert paths.load_preferences().player_name == "Ann"
    assert [q.read_bytes()[:3] for q in pref.parent.glob("preferences.json.bad-*")] == [b"[[["]


def test_a_save_in_an_unwritable_folder_opens_unlocked(tmp_path, monkeypatch):
    p = good_save(tmp_path)

    def refuse(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(saves, "_take", refuse)
    saves.take_lock(p)               # no lock can be made there: opened unlocked, no error
    assert not saves.is_open(p)


@pytest.mark.timeout(300)
def test_the_app_refuses_hostile_files_in_one_line(tmp_path):
    """``innovation-desktop --open/--replay/--position FILE --screenshot``: exit 2 and
    one line naming the file and the problem; nothing written."""
    folder = tmp_path / "g"
    files = hostile_saves(folder)
    pos = tmp_path / "deep_position.json"
    pos.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    cases = [("--open", files["deep.json"]), ("--replay", files["bigint.json"]), ("--open", files["latin1.json"]),
             ("--open", files["fifo.json"]), ("--replay", files["zero.json"]), ("--position", pos),
             ("--position", files["utf16.json"])]
    before = tree(tmp_path)
    e = env()
    e["INNOVATION_DESKTOP_HOME"] = str(tmp_path / "home")
    for flag, p in cases:
        r = subprocess.run([PY, "-m", "innovation_desktop.app", flag, str(p), "--screenshot",
                            str(tmp_path / "never.png")], capture_output=True, text=True, timeout=120, env=e)
        lines = [ln for ln in r.stderr.splitlines() if not ln.startswith("QStandardPaths")]
        assert r.returncode == 2 and len(lines) == 1, (flag, p, r.stderr[-2000:])
        assert lines[0].startswith("innovation-desktop: ") and str(p) in lines[0], lines[0]
    after = tree(tmp_path)
    assert {k: v for k, v in after.items() if not k.startswith("home")} == before


def _edit(doc: dict, path: str, value) -> dict:
    d = json.loads(json.dumps(doc))
    keys = path.split(".")
    node = d
    for k in keys[:-1]:
        node = node[k]
    node[keys[-1]] = value
    return d


@pytest.mark.parametrize("field, value, words", [
    ("options.win_target", True, ["win_target", "whole number", "not true"]),
    ("options.win_target", 6.0, ["whole number", "not 6.0"]),
    ("origin.new.win_target", 6.0, ["whole number", "not 6.0"]),
    ("origin.new.seed", 7.0, ["seed", "whole number", "not 7.0"]),
    ("origin.new.seed", True, ["seed", "whole number", "not true"]),
    ("seed", "7", ["seed", "whole number"]),
    ("options.teams", 1, ["teams", "not 1"]),
    ("origin.new.teams", "false", ["teams", "not 'false'"]),
    ("interrupted", "yes", ["interrupted", "not 'yes'"]),
    ("snapshot.answers", 30.0, ["whole number", "not 30.0"]),
    ("summary.turn", 3.0, ["whole number", "not 3.0"]),
])
def test_save_fields_are_read_strictly(tmp_path, field, value, words):
    good = json.loads(good_save(tmp_path).read_text())
    p = tmp_path / "loose.json"
    p.write_text(json.dumps(_edit(good, field, value)))
    before = p.read_bytes()
    with pytest.raises(SaveError) as e:
        saves.read_save(p)
    msg = e.value.problem
    assert "\n" not in msg
    for w in words:
        assert w in msg, msg
    assert p.read_bytes() == before


def test_loose_format1_fields_are_refused(tmp_path):
    v1 = json.loads((FIXTURES / "format1_three_players.json").read_text())
    for key, value in [("teams", "false"), ("seed", 11.0), ("win_target", True)]:
        p = tmp_path / f"v1_{key}.json"
        p.write_text(json.dumps({**v1, key: value}))
        with pytest.raises(SaveError):
            saves.read_save(p)
    assert saves.read_save(FIXTURES / "format1_three_players.json").players == ["Ann", "Bob", "Cleo"]


@pytest.mark.parametrize("kw", [{}, {"names": ("A", "B", "C", "D"), "teams": True}, {"names": ("A", "B", "C")}])
def test_every_save_the_app_writes_reads_strictly(tmp_path, kw):
    for steps in (0, 25, None):
        game = random_game(5, steps=steps, **kw)
        p = tmp_path / f"auto{steps}.json"
        saves.autosave(game, p)
        assert saves.read_save(p).interrupted is not game.over
        assert saves.load_game(p)[0].record == game.record
        q = tmp_path / f"saved{steps}.json"
        saves.save_game(game, q)
        assert saves.read_save(q).interrupted is False
        assert saves.load_game(q)[0].record == game.record


def test_save_errors_escape_the_file_name(tmp_path):
    for name in ("a\nTraceback.json", "b\u202enosj.json"):
        p = tmp_path / name
        p.write_bytes(b"{}")
        with pytest.raises(SaveError) as e:
            saves.read_save(p)
        msg = str(e.value)
        assert "\n" not in msg and "\u202e" not in msg and ("\\n" in msg or "\\u202e" in msg), msg
        assert e.value.path == p


@pytest.mark.timeout(120)
def test_the_app_escapes_file_names(tmp_path):
    """``--open`` / ``--position`` of a file whose name holds a newline or U+202E:
    one line, the name escaped."""
    bad = tmp_path / "x\nTraceback\u202e.json"
    bad.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    e = env()
    e["INNOVATION_DESKTOP_HOME"] = str(tmp_path / "home")
    for flag in ("--open", "--position"):
        r = subprocess.run([PY, "-m", "innovation_desktop.app", flag, str(bad), "--screenshot",
                            str(tmp_path / "never.png")], capture_output=True, text=True, timeout=120, env=e)
        lines = [ln for ln in r.stderr.splitlines() if not ln.startswith("QStandardPaths")]
        assert r.returncode == 2 and len(lines) == 1, (flag, r.stderr[-2000:])
        assert "x\\nTraceback\\u202e.json" in lines[0] and "\u202e" not in lines[0], lines[0]


def test_open_list_shows_file_names_escaped(qtbot, tmp_path):
    from PySide6.QtWidgets import QLabel

    from innovation_desktop.library.saves_ui import OpenDialog
    data = good_save(tmp_path, "ok\u202enosj.json").read_bytes()
    (tmp_path / "bad\nname.json").write_bytes(data[: len(data) // 2])
    dlg = OpenDialog(folder=tmp_path)
    qtbot.addWidget(dlg)
    texts = [dlg.table.item(r, c).text() for r in range(dlg.table.rowCount())
             for c in range(dlg.table.columnCount()) if dlg.table.item(r, c) is not None]
    assert "ok\\u202enosj.json" in texts and "bad\\nname.json" in texts, texts
    assert not any("\u202e" in t or "\n" in t for t in texts)
    odd = tmp_path / "games\u202e"
    odd.mkdir()
    dlg2 = OpenDialog(folder=odd)
    qtbot.addWidget(dlg2)
    labels = [w.text() for w in dlg2.findChildren(QLabel)]
    assert any("games\\u202e" in t for t in labels) and not any("\u202e" in t for t in labels), labels


def test_complex_files_cost_no_parsing_and_each_file_is_parsed_once(tmp_path, monkeypatch):
    """Files of half a million tiny lists (valid JSON, 3.5 MB, under the size
    limit) are refused before parsing; the resume offer and the Open list parse
    every other file once."""
    good = good_save(tmp_path, "good.json", steps=30)
    doc = json.loads(good.read_text())
    doc["interrupted"] = True
    for i in range(3):
        big = dict(doc, meta={}, answers=[[]] * 500_000)      # claims to be interrupted, too
        (tmp_path / f"lists{i}.json").write_text(json.dumps(big, separators=(",", ":")))
    (tmp_path / "bare_lists.json").write_bytes(b"[" + b"[]," * 500_000 + b"[]]")
    parsed: list[int] = []
    real = saves.parse_json
    monkeypatch.setattr(saves, "parse_json", lambda data, *a, **k: parsed.append(len(data)) or real(data, *a, **k))
    offered = saves.interrupted_games(tmp_path)
    assert [r.path for r in offered] == [good]
    assert parsed == [good.stat().st_size]
    parsed.clear()
    rows = {r.path.name: r for r in saves.list_saves(tmp_path)}
    assert parsed == [good.stat().st_size]
    for name in ("lists0.json", "lists1.json", "lists2.json", "bare_lists.json"):
        assert "too complex" in rows[name].error, rows[name]
    assert rows["good.json"].error is None


@pytest.mark.parametrize("tail", [b"\x00", b"\n\x00", b"{}"])
def test_extra_bytes_after_a_save_are_not_called_truncated(tmp_path, tail):
    p = tmp_path / "extra.json"
    p.write_bytes(good_save(tmp_path).read_bytes() + tail)
    with pytest.raises(SaveError) as e:
        saves.read_save(p)
    assert "extra data after the JSON" in e.value.problem and "truncated" not in e.value.problem


def test_play_names_a_saved_game(tmp_path):
    from engine.position import PositionError, build
    for doc in (json.loads(good_save(tmp_path).read_text()),
                json.loads((FIXTURES / "format1_three_players.json").read_text())):
        with pytest.raises(PositionError, match="this is a saved game, not a position file"):
            build(doc)
