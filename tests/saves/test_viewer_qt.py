"""The replay viewer and the saves UI, with pytest-qt (offscreen)."""
from __future__ import annotations

from engine.answers import to_outside
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from engine.position import build  # noqa: E402
from innovation_desktop.saves import paths
from innovation_desktop.saves import store as saves  # noqa: E402
from innovation_desktop.library.saves_ui import open_replay  # noqa: E402
from innovation_desktop.sessions.replay import ReplayModel  # noqa: E402

from .conftest import mid_decision, random_game  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def saved_game(tmp_path):
    g = random_game(3, ["Ann", "Bob"])
    p = tmp_path / "game.json"
    saves.save_game(g, p)
    return p, g


def engine_play(doc: dict, tmp_path: Path) -> subprocess.CompletedProcess:
    f = tmp_path / "exported.json"
    f.write_text(json.dumps(doc))
    return subprocess.run([sys.executable, "-m", "engine", "play", str(f)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_viewer_keeps_qwidget_pos(qtbot, saved_game):
    """The answer shown is ``position``: QWidget's ``pos()`` (the window's place)
    is not hidden by an attribute of that name (mypy found it)."""
    from PySide6.QtCore import QPoint
    path, g = saved_game
    v = open_replay(path)
    qtbot.addWidget(v)
    assert v.position == v.model.last and isinstance(v.pos(), QPoint)


def test_viewer_steps_and_exports(qtbot, saved_game, tmp_path):
    path, g = saved_game
    v = open_replay(path)
    qtbot.addWidget(v)
    v.show()
    m = v.model
    assert v.position == m.last == len(g.record)
    assert m.game_at(m.last) == g
    # step back and forth one answer, and by turns
    v.set_position(0)
    for k in range(1, 12):
        v.step_forward()
        assert v.position == k and v.slider.value() == k
        assert v.turn_box.value() == m.turn_at(k)
    v.step_back()
    assert v.position == 10
    t = m.turn_at(10)
    v.b_next_turn.click()
    assert m.turn_at(v.position) > t and m.turn_at(v.position - 1) == m.turn_at(10)
    v.b_prev_turn.click()
    v.b_prev_turn.click()
    assert m.turn_at(v.position) < m.turn_at(10) or v.position == 0
    v.turn_box.setValue(12)
    assert m.turn_at(v.position) == 12 and m.turn_at(v.position - 1) == 11
    v.slider.setValue(50)
    assert v.position == 50
    # the log follows; a click on a line jumps there
    item = v.log.item(40)
    v.log.itemClicked.emit(item)
    assert v.position == item.data(0x0100)  # Qt.UserRole
    # play at a chosen speed until the end
    v.set_position(m.last - 3)
    v.speed.setValue(50)
    v.toggle_play()
    qtbot.waitUntil(lambda: v.position == m.last, timeout=3000)
    qtbot.waitUntil(lambda: not v.timer.isActive(), timeout=3000)
    # one player's view hides the other's hand
    v.view_box.setCurrentIndex(1)
    assert v.viewer == 0
    assert v.table is not None
    assert v.table.v["players"][1]["hand"] is None
    assert v.table.v["players"][0]["hand"] is not None
    # a review, not a game: the board is "Ann's", and nothing invites a drag or a move
    for k in range(m.last - 12, m.last + 1):
        v.set_position(k)
        title = v.table.my_title.full_text()
        assert title.startswith(f"{m.names[0]}'s board") and "drag" not in title and "Your" not in title
        assert v.table.my_decision() is None
        assert "your turn" not in v.table.prompt.text.full_text()
    # the "everything" view shows both hands
    v.view_box.setCurrentIndex(0)
    assert v.viewer is None
    assert all(p["hand"] is not None for p in v.table.v["players"])
    v.view_box.setCurrentIndex(1)
    # export this position; `python -m engine play` accepts it
    v.set_position(60)
    out = m.export_position(v.position, tmp_path / "p60.json")
    r = engine_play(json.loads(out.read_text()), tmp_path)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["players"] == m.position_doc(60)["players"]


def test_export_mid_dogma_position_plays_on(qtbot, tmp_path):
    def stop(g):
        return len(g.record) > 8 and mid_decision(g) and bool(g.answers)

    for seed in range(20):
        g = random_game(seed, ["Ann", "Bob", "Cleo"], stop=stop)
        if stop(g):
            break
    else:
        pytest.skip("no mid-dogma moment found")
    p = tmp_path / "mid.json"
    saves.save_game(g, p)
    m = ReplayModel.from_file(p)
    doc = m.position_doc(m.last)
    assert "in_progress" in doc
    # the engine continues the effect in progress: answering the open question works
    from engine.ai import random_answer
    import random
    from engine.game import public_answer
    d = g.pending
    ans = random_answer(d, random.Random(1))
    doc["moves"] = [{"choose": public_answer(g.state, d, ans)}]
    r = engine_play(doc, tmp_path)
    assert r.returncode == 0, r.stderr
    g.apply(ans)
    from engine.position import write
    assert json.loads(r.stdout)["players"] == write(g)["players"]
    # and the built position equals the game
    assert build(m.position_doc(m.last)).to_json()["state"]["players"] == \
        m.game_at(m.last).to_json()["state"]["players"]


def test_text_record_and_continue(qtbot, saved_game, tmp_path, home):
    path, g = saved_game
    before = path.read_bytes()
    m = ReplayModel.from_file(path)
    text = m.text_record()
    lines = [ln for ln in text.splitlines() if ln[:5].strip().rstrip(".").isdigit()]
    assert len(lines) == len(g.record)
    assert "Result:" in text
    new = m.continue_from(40)
    assert new.parent == paths.games_dir()
    h, sg = saves.load_game(new)
    assert len(h.record) == 40 and h == m.game_at(40)
    assert sg.meta["at_answer"] == 40
    assert path.read_bytes() == before
    # from the window
    v = open_replay(path)
    qtbot.addWidget(v)
    v.set_position(30)
    w = v.continue_here(tmp_path / "cont.json")
    assert w is not None
    qtbot.addWidget(w)
    assert w.session.game == m.game_at(30)
    assert path.read_bytes() == before


def test_open_game_autosaves(qtbot, saved_game, tmp_path):
    from innovation_desktop.library.saves_ui import open_game
    g = random_game(4, ["Ann", "Bob"], steps=30)
    p = tmp_path / "play.json"
    saves.save_game(g, p, {"seats": ["human", "human"]})
    w = open_game(p)
    qtbot.addWidget(w)
    assert w.session.game == g
    d = w.session.pending
    from engine.ai import random_answer
    import random
    assert w.session.answer(to_outside(g.state, d, random_answer(d, random.Random(0))))
    h, sg = saves.load_game(p)
    assert h == w.session.game and sg.interrupted
    # open in this app: "open now", not interrupted, not offered for resuming
    assert saves.interrupted_games(tmp_path) == []
    assert saves.info(p).open_now and not saves.info(p).interrupted
    w.autosaver.finish()             # the window closes, the game unfinished: offered at the next start
    assert saves.read_save(p).interrupted and not saves.info(p).open_now
    assert [i.path for i in saves.interrupted_games(tmp_path)] == [p]


def test_open_dialog_lists_and_deletes(qtbot, home):
    from innovation_desktop.library.saves_ui import OpenDialog
    a = saves.new_save_path(["Ann", "Bob"])
    saves.autosave(random_game(3, steps=50), a)
    (paths.games_dir() / "bad.json").write_text("{\"format\": \"innovation-save\", \"format_version\": 99}")
    dlg = OpenDialog()
    qtbot.addWidget(dlg)
    assert dlg.table.rowCount() == 2
    texts = {dlg.table.item(r, 5).text(): [dlg.table.item(r, c).text() for c in range(6)] for r in range(2)}
    assert texts[a.name][0] == "Ann, Bob" and texts[a.name][4] == "no (last played)"
    assert "version 99" in texts["bad.json"][3]
    row = next(r for r in range(2) if dlg.table.item(r, 5).text() == "bad.json")
    dlg.table.selectRow(row)
    assert not dlg.b_open.isEnabled() and dlg.b_delete.isEnabled()
    assert dlg.delete_selected(confirm=False)
    assert not (paths.games_dir() / "bad.json").exists() and a.exists()
    assert dlg.table.rowCount() == 1


@pytest.mark.parametrize("flag", ["--open", "--replay"])
def test_cli_screenshot_and_bad_file(tmp_path, flag, saved_game):
    path, _ = saved_game
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", INNOVATION_DESKTOP_HOME=str(tmp_path / "home"))
    png = tmp_path / "shot.png"
    r = subprocess.run([sys.executable, "-m", "innovation_desktop.app", flag, str(path), "--screenshot", str(png)],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert png.stat().st_size > 10000
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "innovation-save", "format_version": 2, "answers": [')
    r = subprocess.run([sys.executable, "-m", "innovation_desktop.app", flag, str(bad), "--screenshot", str(png)],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode != 0
    assert "broken.json" in r.stderr and "truncated" in r.stderr
    assert "Traceback" not in r.stderr
    assert bad.read_text().endswith("[")


def test_cli_open_and_replay_refuse_the_same_bad_save(tmp_path):
    """A save whose answers were cut to 10 under a snapshot of answer 88: --open and
    --replay both refuse it (exit 2) with the same message naming file and problem."""
    g = random_game(3, ["Ann", "Bob"], steps=88)
    p = tmp_path / "cut.json"
    saves.save_game(g, p)
    doc = json.loads(p.read_text())
    doc["answers"] = doc["answers"][:10]
    p.write_text(json.dumps(doc))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", INNOVATION_DESKTOP_HOME=str(tmp_path / "home"))
    out = {}
    for flag in ("--open", "--replay"):
        r = subprocess.run([sys.executable, "-m", "innovation_desktop.app", flag, str(p),
                            "--screenshot", str(tmp_path / "x.png")],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert r.returncode == 2, (flag, r.stderr)
        assert "cut.json" in r.stderr and "88 answers" in r.stderr and "10 answers" in r.stderr, r.stderr
        assert "Traceback" not in r.stderr
        out[flag] = [ln for ln in r.stderr.splitlines() if ln.startswith("innovation-desktop:")]
    assert out["--open"] == out["--replay"] and out["--open"]


def test_open_game_is_open_now_not_interrupted(qtbot, home, monkeypatch):
    """The game this app has open is listed as "open now", cannot be opened again
    or deleted, is not offered for resuming; closing it clears that, and a game
    whose app died is interrupted again."""
    from innovation_desktop.library import saves_ui
    from innovation_desktop.library.saves_ui import OpenDialog, offer_resume, open_game
    p = saves.new_save_path(["Ann", "Bob"])
    saves.autosave(random_game(4, steps=30), p, {"seats": ["human", "human"]})
    assert [r.path for r in saves.interrupted_games()] == [p]    # before: interrupted
    w = open_game(p)                                             # resumed
    qtbot.addWidget(w)
    assert saves.read_save(p).interrupted                        # the file still says so (autosaves)
    dlg = OpenDialog()
    qtbot.addWidget(dlg)
    assert dlg.table.item(0, 4).text() == "open now"
    dlg.table.selectRow(0)
    assert not dlg.b_open.isEnabled() and not dlg.b_delete.isEnabled() and dlg.b_replay.isEnabled()
    dlg.open_selected()
    assert dlg.choice is None and not dlg.delete_selected(confirm=False) and p.exists()
    assert saves.interrupted_games() == [] and offer_resume(None, ask=False) is None
    with pytest.raises(saves.SaveError, match="already open"):
        open_game(p)
    # Save As moves the "open" mark to the new file
    q = p.with_name("other.json")
    assert saves_ui.save_as(w, q)
    assert saves.is_open(q) and not saves.is_open(p)
    w.close()                                   # closed normally, unfinished: offered at the next start
    assert not saves.is_open(q) and saves.read_save(q).interrupted
    assert not any(f.name.endswith(".lock") for f in p.parent.iterdir())


def test_game_of_a_dead_app_is_interrupted(tmp_path):
    """A lock left by a process that died does not count: the game is interrupted."""
    g = random_game(4, ["Ann", "Bob"], steps=20)
    p = tmp_path / "g.json"
    child = (f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
             f"from innovation_desktop.saves import store as saves\n"
             f"saves.mark_open({str(p)!r}); print(saves.is_open({str(p)!r}), flush=True)")
    saves.autosave(g, p)
    # the child dies without any clean-up (as after SIGKILL): its lock file stays
    r = subprocess.run([sys.executable, "-c", child + "\nimport os; os._exit(0)"], capture_output=True,
                       text=True, timeout=60)
    assert r.stdout.strip() == "True", r.stderr
    assert (tmp_path / ".g.json.lock").exists()                 # left behind: the process is gone
    assert not saves.is_open(p)
    assert [i.path for i in saves.interrupted_games(tmp_path)] == [p]
    # while a live process holds it, it is open now
    proc = subprocess.Popen([sys.executable, "-c", child + "\nimport time; print(flush=True); time.sleep(30)"],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "True"
        assert saves.is_open(p) and saves.interrupted_games(tmp_path) == []
        assert saves.info(p).open_now
    finally:
        proc.kill()
        proc.wait()
    assert not saves.is_open(p)


def test_viewer_fits_the_screen_and_shrinks(qtbot, saved_game):
    """However it was sized before showing (the command line asks 1600x1000), the
    viewer opens inside the screen's available area, and it can be shrunk with the
    status line still in the window."""
    from PySide6.QtWidgets import QApplication
    path, _ = saved_game
    v = open_replay(path)
    qtbot.addWidget(v)
    avail = QApplication.primaryScreen().availableGeometry()
    assert v.width() <= avail.width() and v.height() <= avail.height()   # before showing
    v.resize(1600, 1000)
    v.show()
    qtbot.waitExposed(v)
    qtbot.wait(10)
    assert v.frameGeometry().width() <= avail.width() and v.frameGeometry().height() <= avail.height()
    assert avail.contains(v.frameGeometry())
    hint = v.minimumSizeHint()
    assert hint.width() <= 700 and hint.height() <= 450, hint
    v.resize(700, 450)
    QApplication.processEvents()
    assert (v.width(), v.height()) == (700, 450)
    sb = v.statusBar().geometry()
    assert v.status.isVisible() and sb.bottom() < v.height() and sb.height() > 5
    from PySide6.QtCore import Qt
    assert "Answer " in v.status.toolTip() and v.status.textFormat() == Qt.PlainText


def test_viewer_controls_by_hand(qtbot, saved_game, home, monkeypatch):
    """Slider, turn box, a click on a log line and "Continue playing from here",
    used as a person would (keys and mouse), under the window's real layout."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QApplication, QMessageBox

    def no_box(parent, title, text, *a):
        raise AssertionError(f"message box: {text}")
    monkeypatch.setattr(QMessageBox, "warning", no_box)
    path, g = saved_game
    before = path.read_bytes()
    v = open_replay(path)
    qtbot.addWidget(v)
    v.show()
    qtbot.waitExposed(v)
    m = v.model
    # the slider: Home, arrow keys, PageDown; position, turn box and status follow
    v.slider.setFocus()
    qtbot.keyClick(v.slider, Qt.Key_Home)
    assert v.position == 0 and v.turn_box.value() == m.turn_at(0)
    qtbot.keyClick(v.slider, Qt.Key_Right)
    qtbot.keyClick(v.slider, Qt.Key_Right)
    assert v.position == 2 and v.status.text().startswith("Answer 2 of ")
    qtbot.mouseClick(v.slider, Qt.LeftButton, pos=QPoint(v.slider.width() - 2, v.slider.height() // 2))
    assert v.position > 2
    # the turn box: typed, then Enter
    v.turn_box.setFocus()
    v.turn_box.selectAll()
    qtbot.keyClicks(v.turn_box, "7")
    qtbot.keyClick(v.turn_box, Qt.Key_Return)
    assert m.turn_at(v.position) == 7 and m.turn_at(v.position - 1) == 6
    assert v.slider.value() == v.position
    # a mouse click on a log line jumps to the position after the answer that caused it
    row = v.log.count() // 3
    item = v.log.item(row)
    v.log.scrollToItem(item)
    QApplication.processEvents()
    rect = v.log.visualItemRect(item)
    qtbot.mouseClick(v.log.viewport(), Qt.LeftButton, pos=rect.center())
    assert v.position == item.data(Qt.UserRole) and v.slider.value() == v.position
    assert v.turn_box.value() == m.turn_at(v.position)
    # "Continue playing from here" (the menu item): a new game in the games folder,
    # opened to play at this position; the replayed file is untouched
    v.set_position(25)
    act = next(a for a in v.menuBar().actions()[0].menu().actions() if "Continue" in a.text())
    act.trigger()
    assert len(v.continued) == 1
    w = v.continued[0]
    qtbot.addWidget(w)
    assert w.session.game == m.game_at(25)
    assert w.autosaver.path.parent == paths.games_dir() and w.autosaver.path != path
    assert saves.is_open(w.autosaver.path)
    assert path.read_bytes() == before
    w.close()
