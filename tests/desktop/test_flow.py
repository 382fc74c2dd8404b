"""Start, quit, resume, hot seat and keyboard, as a new user meets them (issue 16),
offscreen with pytest-qt."""
from __future__ import annotations

from engine.answers import action_to_json  # noqa: F401
from engine.cards import NAMES  # noqa: F401
from engine.answers import to_outside
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from engine import Game
from engine.ai import random_answer
from innovation_desktop.saves import paths
from innovation_desktop.saves import store as saves
from innovation_desktop.sessions.local import GameSession, game_title
from innovation_desktop.sessions.seats import Seat

from .conftest import MIDGAME

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """A private INNOVATION_DESKTOP_HOME, and no main window left from another test."""
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    from innovation_desktop.windows import set_main_window
    set_main_window(None)
    yield tmp_path / "home"
    set_main_window(None)


def _games(every: bool = False) -> list[Path]:
    """The saved games (``every``: every file, lock files included)."""
    d = paths.games_dir(create=False)
    files = sorted(d.iterdir()) if d.is_dir() else []
    return files if every else [f for f in files if f.suffix == ".json" and not f.name.startswith(".")]


def _app_window(qtbot, size=(1280, 800)):
    """The main window as ``innovation-desktop`` makes it, before the start-up dialogs."""
    from innovation_desktop.library.saves_ui import attach_autosave, install_menu
    from innovation_desktop.table.window import TableWindow
    from innovation_desktop.windows import set_main_window
    win = TableWindow()
    qtbot.addWidget(win)
    win.autosave = attach_autosave
    install_menu(win)
    set_main_window(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def _activate(qtbot, win) -> None:
    """Make ``win`` the active window, so that its shortcuts work as on a desktop."""
    with qtbot.waitActive(win, timeout=3000):
        win.activateWindow()
    assert QApplication.activeWindow() is win


def _close_session(win) -> None:
    if win.session is not None:
        win.session.close()
        win.session.runner.wait()


# ---- start, cancel, quit, resume ----------------------------------------------------------

@pytest.mark.parametrize("how", ["escape", "cancel"])
def test_cancelling_the_new_game_dialog_at_start_leaves_the_empty_table(qtbot, how):
    from innovation_desktop.app import interactive_start
    win = _app_window(qtbot)
    seen = []

    def dismiss():
        dlg = QApplication.activeModalWidget()
        seen.append(type(dlg).__name__)
        if how == "escape":
            QTest.keyClick(dlg, Qt.Key_Escape)
        else:
            from PySide6.QtWidgets import QDialogButtonBox
            dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.Cancel).click()

    QTimer.singleShot(50, dismiss)
    assert interactive_start(win) is None
    assert seen == ["NewGameDialog"]
    assert win.session is None and win.isVisible()
    assert "No game yet" in win.prompt.text.full_text() and win.hand.faces == []
    assert _games(every=True) == []                         # no game, no file


def test_the_new_game_dialog_at_start_deals_and_autosaves(qtbot):
    from innovation_desktop.app import interactive_start
    win = _app_window(qtbot)
    from PySide6.QtWidgets import QDialogButtonBox
    QTimer.singleShot(50, lambda: QApplication.activeModalWidget().findChild(QDialogButtonBox).accepted.emit())
    interactive_start(win)
    assert win.session is not None and len(_games()) == 1
    _close_session(win)


def _play_some(win, n=3):
    s = win.session
    import random
    rng = random.Random(1)
    for _ in range(n):
        d = s.pending
        if d is None or not s.is_human(d.player):
            break
        assert s.answer(to_outside(s.game.state, d, random_answer(d, rng)))
        if s.awaiting_end is not None:
            s.end_turn()


def test_after_a_normal_quit_the_next_start_offers_the_game(qtbot, monkeypatch):
    from innovation_desktop.app import interactive_start
    from innovation_desktop.windows import quit_app
    win = _app_window(qtbot)
    win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("human")], seed=11)
    _play_some(win)
    record = list(win.session.game.record)
    assert record
    quit_app()                                              # Ctrl+Q
    assert not win.isVisible()
    [p] = _games()
    assert saves.read_save(p).interrupted and not saves.is_open(p)
    # the next start: the game is offered first, and resumes where it was
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.Yes)
    win2 = _app_window(qtbot)
    w = interactive_start(win2)
    assert w is not None and len(asked) == 1 and "Ada, Bruno" in asked[0] and "not finished" in asked[0]
    qtbot.addWidget(w)
    assert w.session.game.record == record and not win2.isVisible()
    assert (w.width(), w.height()) == (1280, 800)           # the size of the main window
    w.close()
    _close_session(w)


def test_a_declined_offer_is_not_repeated_and_a_replaced_game_is_not_offered(qtbot, monkeypatch):
    from innovation_desktop.app import interactive_start
    from innovation_desktop.windows import quit_app
    win = _app_window(qtbot)
    win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("human")], seed=11)
    _play_some(win)
    first = win.autosaver.path
    win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("human")], seed=12)   # Ctrl+N: the first is left
    assert not saves.read_save(first).interrupted
    _play_some(win)
    quit_app()
    second = win.autosaver.path
    assert [i.path for i in saves.interrupted_games()] == [second]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.No)
    QTimer.singleShot(50, lambda: QTest.keyClick(QApplication.activeModalWidget(), Qt.Key_Escape))
    win2 = _app_window(qtbot)
    assert interactive_start(win2) is None and win2.session is None
    assert saves.interrupted_games() == [] and second.exists()           # kept, in the Open list


def test_without_a_display_the_app_says_so_and_a_screenshot_still_works(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["INNOVATION_DESKTOP_HOME"] = str(tmp_path / "home")
    cmd = [sys.executable, "-m", "innovation_desktop.app"]
    r = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "no display" in r.stderr and "--screenshot" in r.stderr
    assert "xcb" not in r.stderr and "Traceback" not in r.stderr
    png = tmp_path / "t.png"
    r = subprocess.run(cmd + ["--position", str(Path(MIDGAME)), "--screenshot", str(png)], env=env, cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert png.stat().st_size > 10000


# ---- hot seat: End turn, hand-off, undo ---------------------------------------------------------

def _hot_seat(qtbot, names=("Ann", "Bob"), seed=5):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(list(names), seed=seed)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human") for _ in names]))
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def _key(qtbot, key, mod=Qt.NoModifier) -> None:
    """Press ``key`` where the keyboard focus is, as a user would."""
    QTest.keyClick(QApplication.focusWidget() or QApplication.activeWindow(), key, mod)


def test_hot_seat_hands_off_only_after_end_turn_and_enter_does_both(qtbot):
    win = _hot_seat(qtbot)
    _activate(qtbot, win)
    s = win.session
    assert QApplication.focusWidget() is win.handoff.button
    _key(qtbot, Qt.Key_Return)                              # Enter, as well as Space
    assert not win.handoff.isVisible() and win.viewer == 0
    hand = list(win.hand.faces)
    s.answer([NAMES[s.pending.options[0]]])                        # Ann's first meld, chosen in secret
    assert s.awaiting_end == 0 and s.pending.player == 1
    assert not win.handoff.isVisible() and win.viewer == 0  # she still sees her table...
    assert sorted(win.hand.faces) == sorted(hand)           # ...her cards, not hidden yet
    assert "endturn" in win.prompt.buttons and "Hand over to Bob" in win.prompt.buttons["endturn"].text()
    assert win.prompt.undo.isEnabled()
    win.undo()                                              # and may take it back
    assert s.awaiting_end is None and s.pending.player == 0 and not win.handoff.isVisible()
    assert sorted(win.hand.faces) == sorted(hand)
    s.answer([NAMES[s.pending.options[0]]])
    _key(qtbot, Qt.Key_Return)                              # Enter: End turn / Hand over
    assert win.handoff.isVisible() and win.hand.faces == []
    _key(qtbot, Qt.Key_Enter)                               # the keypad's Enter too
    assert not win.handoff.isVisible() and win.viewer == 1


@pytest.mark.parametrize("when", ["awaiting_end", "handoff"])
def test_a_hot_seat_game_saved_at_a_hand_off_resumes_at_the_hand_off_screen(qtbot, when):
    """Saved while Ann looks at her result (before End turn) or while the hand-off
    screen is up: the reopened game covers the table and asks for Bob; nobody's
    hidden cards are shown until he says he is there."""
    from innovation_desktop.library.saves_ui import attach_autosave, open_game
    win = _hot_seat(qtbot)
    s = win.session
    a = attach_autosave(win)
    win.handoff.button.click()
    s.answer([NAMES[s.pending.options[0]]])                        # Ann's first meld
    assert s.awaiting_end == 0 and s.pending.player == 1
    if when == "handoff":
        s.end_turn()
        assert win.handoff.isVisible()
    a.finish()
    _close_session(win)
    win2 = open_game(a.path)
    qtbot.addWidget(win2)
    win2.show()
    qtbot.waitExposed(win2)
    assert win2.session.pending.player == 1
    assert win2.handoff.isVisible() and win2.handing_off
    assert win2.hand.faces == [] and win2.score.faces == []
    win2.handoff.button.click()
    assert win2.viewer == 1 and len(win2.hand.faces) == 2
    _close_session(win2)


def test_end_turn_comes_at_the_end_of_a_turn_and_hands_over(qtbot):
    win = _hot_seat(qtbot, seed=8)
    s = win.session
    for _ in range(2):                                      # the setup melds
        win.handoff.button.click()
        s.answer([NAMES[s.pending.options[0]]])
        s.end_turn() if s.awaiting_end is not None and s.pending.kind != "action" else None
    p = s.pending.player
    if win.handoff.isVisible():
        win.handoff.button.click()
    elif s.awaiting_end is not None:
        win.prompt.buttons["endturn"].click()
        win.handoff.button.click()
    assert win.viewer == p and s.pending.kind == "action"
    meld = next(a for a in s.pending.options if a[0] == "meld")
    s.answer(action_to_json(meld))                                          # the first turn has one action
    assert s.awaiting_end == p and win.prompt.buttons["endturn"].text().startswith("&End turn")
    assert "your turn is over" in win.prompt.text.full_text()
    win.prompt.buttons["endturn"].click()
    assert win.handoff.isVisible() and s.awaiting_end is None and not s.can_undo()


def test_undo_goes_back_through_the_whole_turn(midgame_window):
    """Two melds in one turn (no new information): Undo twice is back at the start of
    the turn; a draw stops it."""
    win = midgame_window
    s = win.session
    before = s.game.to_json()
    assert s.pending.player == 0 and s.game.state.actions_left == 2
    states = [before]
    for _ in range(2):
        meld = next(a for a in s.pending.options if a[0] == "meld")
        assert s.answer(action_to_json(meld))
        states.append(s.game.to_json())
        if s.pending is None or s.pending.player != 0:
            break
    assert len(states) == 3
    assert s.can_undo()
    win.undo()
    assert s.game.to_json() == states[1]
    assert s.can_undo()
    win.undo()
    assert s.game.to_json() == before and not s.can_undo()


def test_undo_stops_at_a_draw_within_the_turn(midgame_window):
    win = midgame_window
    s = win.session
    meld = next(a for a in s.pending.options if a[0] == "meld")
    s.answer(action_to_json(meld))
    after_meld = s.game.to_json()
    s.answer({"action": "draw"})                                     # new information: nothing before it
    assert not s.can_undo()
    assert s.game.to_json() != after_meld


# ---- windows: titles, sizes, Ctrl+Q, replay keys, exports ------------------------------------------

def _save_random(names=("Ann", "Bob"), steps=80, seed=3, folder=None) -> Path:
    import random
    g = Game.new(list(names), seed=seed)
    rng = random.Random(seed)
    while not g.over and len(g.record) < steps:
        g.apply(random_answer(g.pending, rng))
    p = saves.new_save_path(list(names), folder)
    saves.save_game(g, p, {"seats": ["human", "human"]})
    return p


def test_window_titles_name_players_and_turn(qtbot):
    from innovation_desktop.library.saves_ui import open_replay
    from innovation_desktop.library.saves_ui import open_game
    g = Game.new(["Ada", "Bruno", "Chen", "Dara"], seed=2, teams=True)
    assert game_title(g).startswith("Ada & Chen vs Bruno & Dara \u2014 setup")
    p = _save_random()
    w = open_game(p)
    qtbot.addWidget(w)
    st = w.session.game.state
    assert w.windowTitle() == f"Ann vs Bob \u2014 turn {st.turn}, {st.players[st.current].name} to play " \
                              f"\u2014 Innovation"
    assert p.name not in w.windowTitle()
    w.close()
    v = open_replay(p)
    qtbot.addWidget(v)
    v.set_position(0)
    assert v.windowTitle() == "Replay \u2014 Ann vs Bob \u2014 setup \u2014 Innovation"
    v.set_position(v.model.last)
    assert f"turn {st.turn}" in v.windowTitle()


def _in_view(win) -> bool:
    central = win.centralWidget()
    for w in (win.hand, win.prompt):
        r = w.rect().translated(w.mapTo(central, w.rect().topLeft()))
        if not central.rect().contains(r):
            return False
    return win.left_scroll.verticalScrollBar().maximum() == 0


def test_continue_playing_opens_at_the_main_window_size_with_hand_and_prompt_in_view(qtbot):
    from innovation_desktop.library.saves_ui import open_chosen
    main = _app_window(qtbot, (1500, 940))
    p = _save_random(steps=60)
    v = open_chosen("replay", p, main)
    qtbot.addWidget(v)
    assert (v.width(), v.height()) == (1500, 940)
    v.set_position(40)
    w = v.continue_here()
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    assert (w.width(), w.height()) == (1500, 940)
    qtbot.wait(30)
    w._fit_cards()
    assert _in_view(w)
    assert "saved to" in w.statusBar().currentMessage()
    w.close()
    _close_session(w)


def test_ctrl_q_quits_every_window_from_the_replay_viewer(qtbot):
    from innovation_desktop.library.saves_ui import open_chosen
    main = _app_window(qtbot)
    main.start_game(["Ada", "Bruno"], [Seat("human"), Seat("greedy")], seed=4)
    v = open_chosen("replay", _save_random(), main)
    qtbot.addWidget(v)
    # the embedded table takes no keys: no ambiguous Ctrl+Q, Enter or D
    assert not any(sc.isEnabled() for sc in v.table.findChildren(QShortcut))
    assert all(a.shortcut().isEmpty() for a in v.table.findChildren(QAction))
    quits = [a for a in v.findChildren(QAction) if a.shortcut() == QKeySequence("Ctrl+Q")]
    assert len(quits) == 1
    v.show()
    _activate(qtbot, v)
    _key(qtbot, Qt.Key_Q, Qt.ControlModifier)
    assert not v.isVisible() and not main.isVisible()
    assert saves.read_save(main.autosaver.path).interrupted          # saved, to be resumed


def test_replay_turn_box_jumps_on_enter(qtbot):
    from innovation_desktop.library.saves_ui import open_replay
    v = open_replay(_save_random(steps=120))
    qtbot.addWidget(v)
    v.show()
    _activate(qtbot, v)                 # window shortcuts are live (they took Enter from the box)
    turns = [t for t, _ in v.model.turns()]
    target = turns[len(turns) // 2]
    box = v.turn_box
    box.setFocus()
    box.lineEdit().selectAll()
    QTest.keyClicks(box, str(target))
    assert v.position == v.model.last                            # typing alone does not jump
    QTest.keyClick(box, Qt.Key_Return)
    assert v.position == v.model.turn_start(target)
    v.set_position(v.position + 1)                               # inside the turn: Enter goes to its start
    QTest.keyClick(box, Qt.Key_Enter)
    assert v.position == v.model.turn_start(target)


def test_exports_suggest_documents_or_the_last_folder_and_say_where(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    from innovation_desktop.library.replay_viewer import export_folder
    from innovation_desktop.library.saves_ui import open_replay
    from innovation_desktop.library.saves_ui import OpenDialog
    p = _save_random()
    v = open_replay(p)
    qtbot.addWidget(v)
    agreed = []         # an unfinished game: a position file (every card) is asked first
    monkeypatch.setattr(type(v), "confirm_reveal", lambda self, export=False: agreed.append(export) or True)
    out = tmp_path / "exports"
    out.mkdir()
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, start, filt: (asked.append(start) or str(out / Path(start).name), ""))
    first = export_folder()                                 # Documents (or home): not the saves folder
    assert first.resolve() != paths.games_dir().resolve()
    v._export_position_dialog()
    assert agreed == ([True] if v.own_seat is not None else [])
    assert Path(asked[0]).parent == first
    exported = out / Path(asked[0]).name
    assert json.loads(exported.read_text())["format"] == "innovation-position/1"
    assert str(exported.resolve()) in v.statusBar().currentMessage()
    v._export_text_dialog()                                 # the next export suggests that folder
    assert Path(asked[1]).parent == out and str(out) in v.statusBar().currentMessage()
    # a position file in the saves folder is not listed as an unreadable save; a damaged save is
    v.export_position(paths.games_dir() / "pos.json")
    (paths.games_dir() / "cut.json").write_bytes(p.read_bytes()[:200])
    dlg = OpenDialog()
    qtbot.addWidget(dlg)
    names = [dlg.table.item(r, 5).text() for r in range(dlg.table.rowCount())]
    assert sorted(names) == sorted([p.name, "cut.json"])


def test_export_never_suggests_the_saves_folder(monkeypatch, tmp_path):
    from innovation_desktop.library.replay_viewer import export_folder, remember_export_folder
    remember_export_folder(paths.games_dir())
    assert export_folder().resolve() != paths.games_dir().resolve()
    remember_export_folder(tmp_path)
    assert export_folder() == tmp_path


# ---- words -------------------------------------------------------------------------------------

def _view(scores, achs, winners, reason="score", teams=False):
    return {"players": [{"name": n, "score_total": s, "achievements": [1] * a}
                        for n, s, a in zip(["Ada", "Bruno", "Chen", "Dara"], scores, achs)],
            "result": {"reason": reason, "winners": winners}, "teams": teams, "win_target": 6}


def test_the_end_screen_calls_a_tie_a_tie():
    from innovation_desktop.table.dialogs import result_text
    head, why = result_text(_view([20, 14], [0, 1], [0]))
    assert head == "Ada wins!" and "most points (20)" in why and "tie" not in why
    head, why = result_text(_view([20, 20], [0, 1], [1]))
    assert "tie-break" in head and "tied on 20 points" in why and "Bruno has 1, against Ada's 0" in why
    head, why = result_text(_view([20, 20, 3], [1, 1, 4], [0, 1]))
    assert head.startswith("A tie: Ada and Bruno share the win") and "1 each" in why
    head, why = result_text(_view([5, 9, 4, 1], [1, 0, 0, 0], [1, 3], teams=True))
    assert head == "Bruno & Dara win!" and "(10)" in why
    head, why = result_text(_view([5, 9, 6, 1], [3, 0, 3, 0], [0, 2], reason="achievements", teams=True))
    assert head == "Ada & Chen win!" and "6 achievements" in why and "together" in why


def test_the_end_screen_names_only_those_tied_on_what_decided_it():
    from innovation_desktop.table.dialogs import result_text
    # equal points, two share the most achievements: only they share the win
    head, why = result_text(_view([20, 20, 20], [1, 1, 0], [0, 1]))
    assert head == "A tie: Ada and Bruno share the win."
    assert "Ada and Bruno tied on 20 points and on achievements (1 each)" in why
    assert "Ada, Bruno and Chen tied" not in why and "Chen also had 20 points but only 0 achievements" in why
    # the tie-break names every side it beat
    head, why = result_text(_view([20, 20, 20], [1, 0, 0], [0]))
    assert head == "Ada wins the tie-break!" and "Ada has 1, against Bruno's 0 and Chen's 0." in why
    # a plain win by score says what the others had
    head, why = result_text(_view([20, 14, 1], [0, 3, 0], [0]))
    assert "Ada had the most points (20). Bruno had 14 points and Chen had 1 point." in why
    # a shared win with someone behind on points
    head, why = result_text(_view([20, 20, 3], [1, 1, 4], [0, 1]))
    assert "Chen had 3 points." in why and "Chen also" not in why
    # teams: tie on points broken by achievements
    head, why = result_text(_view([5, 9, 4, 0], [1, 0, 1, 0], [0, 2], teams=True))
    assert head == "Ada & Chen win the tie-break!" and "against Bruno & Dara's 0" in why
    # a card's win condition
    head, why = result_text(_view([1, 2], [0, 0], [1], reason="dogma"))
    assert head == "Bruno wins!" and "win condition" in why
    head, why = result_text(_view([1, 2, 3, 4], [0, 0, 0, 0], [1, 3], reason="dogma", teams=True))
    assert head == "Bruno & Dara win!" and "win condition" in why


def test_file_errors_are_in_the_games_words(tmp_path):
    from innovation_desktop.app import load_position
    f = tmp_path / "one.json"
    f.write_text(json.dumps({"format": "innovation-position/1", "players": [{"name": "Ann"}]}))
    with pytest.raises(ValueError) as e:
        load_position(str(f))
    assert "a game needs 2 to 4 players; this one has 1" in str(e.value)
    assert "List should" not in str(e.value) and "validation" not in str(e.value)
    p = _save_random()
    doc = json.loads(p.read_text())
    doc["origin"] = {"new": {"names": ["Ann"], "seed": 1}}
    p.write_text(json.dumps(doc))
    with pytest.raises(saves.SaveError) as e:
        saves.read_save(p)
    assert "a game needs 2 to 4 players; this one has 1" in str(e.value)
    assert "List should" not in str(e.value)


def test_a_new_game_started_in_a_resumed_window_is_saved(qtbot):
    from innovation_desktop.library.saves_ui import open_game
    p = _save_random(steps=30)
    w = open_game(p)
    qtbot.addWidget(w)
    w.start_game(["Ada", "Bruno"], [Seat("human"), Seat("greedy")], seed=9)    # Game > New game
    assert w.autosaver.path != p and w.autosaver.path.exists()
    assert saves.read_save(w.autosaver.path).players == ["Ada", "Bruno"]
    assert not saves.is_open(p) and not saves.read_save(p).interrupted      # the old one is closed
    w.close()
    _close_session(w)


# ---- seeds: whatever can be saved can be opened --------------------------------------------------

def test_a_seed_too_long_to_save_is_refused_in_the_new_game_dialog(qtbot):
    from innovation_desktop.table.dialogs import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.seed.setText("9" * 44)
    dlg._check()
    assert dlg.result() != QDialog.Accepted
    msg = dlg.error.text()
    assert "44 digits" in msg and "40" in msg and msg[0].isupper() and msg.endswith(".")
    dlg.seed.setText("-" + "9" * 40)
    dlg._check()
    assert dlg.result() == QDialog.Accepted


@pytest.mark.parametrize("seed", [10 ** 39, -(10 ** 40 - 1), 0])
def test_every_seed_a_game_can_start_with_saves_and_opens(seed):
    g = Game.new(["Ann", "Bob"], seed=seed)
    p = saves.new_save_path(["Ann", "Bob"])
    saves.save_game(g, p, {"seats": ["human", "human"]})
    back, _ = saves.load_game(p)
    assert back.to_json() == g.to_json()


def test_every_way_to_begin_a_game_applies_the_savers_seed_bound(tmp_path):
    from engine.position import build as load
    too_long = 10 ** 40           # 41 digits
    with pytest.raises(ValueError, match="41 digits"):
        Game.new(["Ann", "Bob"], seed=too_long)
    doc = json.loads(json.dumps({"format": "innovation-position/1", "players": [{"name": "Ann"}, {"name": "Bob"}],
                                 "seed": too_long}))
    with pytest.raises(ValueError, match="seed"):
        load(doc)
    r = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from innovation_desktop.app import main; sys.exit(main())",
            "--seed",
            str(too_long),
            "--seats",
            "human,human",
            "--screenshot",
            str(tmp_path / "x.png"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert r.returncode != 0 and "41 digits" in (r.stdout + r.stderr)
    assert not (tmp_path / "x.png").exists()


# ---- hot seat: the prompt after answering in someone else's turn ----------------------------------

MAPMAKING = {"format": "innovation-position/1", "turn": 3, "current": 0, "actions_left": 2,
             "players": [{"name": "Ann", "board": {"green": ["Mapmaking"]}, "hand": ["Writing", "Sailing"]},
                         {"name": "Bob", "board": {}, "hand": ["Tools"], "score": ["Pottery", "Oars"]}],
             "supply": {"1": ["Mysticism", "Clothing", "Agriculture", "Metalworking"]}}


def _position_window(qtbot, tmp_path, doc):
    from innovation_desktop.app import load_position
    from innovation_desktop.table.window import TableWindow
    f = tmp_path / "pos.json"
    f.write_text(json.dumps(doc))
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(load_position(str(f)), [Seat("human"), Seat("human")]))
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_answering_a_demand_hands_back_to_the_player_whose_turn_it_is(qtbot, tmp_path):
    win = _position_window(qtbot, tmp_path, MAPMAKING)
    s = win.session
    win.handoff.button.click()
    assert "drag a card from your hand" in win.my_title.full_text()          # Ann may act: the hints
    assert s.answer({"action": "dogma", "card": "Mapmaking"})                      # Ann's demand: Bob answers
    assert s.awaiting_end == 0
    assert "drag a card" not in win.my_title.full_text()                     # looking, not acting
    # Bob's part of the demand has begun (what he is asked depends on his hidden
    # cards): new information, so Ann's Dogma stands (issue 26)
    assert "Hand over to Bob" in win.prompt.text.full_text() and "Undo" not in win.prompt.text.full_text()
    assert not s.can_undo()
    win.prompt.buttons["endturn"].click()
    win.handoff.button.click()
    assert win.viewer == 1 and "drag a card" not in win.my_title.full_text()  # Bob is asked, not to act
    assert s.answer([NAMES[s.pending.options[0]]])                                # Bob gives a 1; Ann draws
    assert s.awaiting_end == 1 and s.pending.player == 0 and s.pending.kind == "action"
    text = win.prompt.text.full_text()
    assert "turn is over" not in text and "Ann" in text and "Bob" in text
    assert win.prompt.buttons["endturn"].text() == "&Hand over to Ann (Enter)"
    assert not s.can_undo() and "Undo" not in text                        # a card was drawn since
    assert "drag a card" not in win.my_title.full_text()
    _activate(qtbot, win)
    _key(qtbot, Qt.Key_Enter, Qt.KeypadModifier)                           # the keypad's Enter hands over
    assert win.handoff.isVisible()
    win.handoff.button.click()
    assert win.viewer == 0 and s.pending.player == 0 and s.game.state.actions_left == 1
    assert "drag a card from your hand" in win.my_title.full_text()


def test_keypad_enter_does_what_return_does_on_the_table(qtbot):
    win = _hot_seat(qtbot)
    _activate(qtbot, win)
    s = win.session
    _key(qtbot, Qt.Key_Enter, Qt.KeypadModifier)                           # dismiss the hand-off
    assert not win.handoff.isVisible()
    s.answer([NAMES[s.pending.options[0]]])
    assert s.awaiting_end == 0
    _activate(qtbot, win)
    QTest.keyClick(win, Qt.Key_Enter, Qt.KeypadModifier)                   # End turn / Hand over
    assert s.awaiting_end is None and win.handoff.isVisible()


# ---- quitting from dialogs --------------------------------------------------------------------------

def _in_modal(action, tries=100):
    """Call ``action(dialog)`` once the modal dialog has been shown and is the
    active window (a person's key press reaches a dialog only then)."""
    def run(left=tries):
        dlg = QApplication.activeModalWidget()
        if (dlg is None or QApplication.focusWindow() is not dlg.windowHandle()) and left > 0:
            QTimer.singleShot(20, lambda: run(left - 1))
            return
        assert dlg is not None
        action(dlg)
    QTimer.singleShot(50, run)


def test_ctrl_q_quits_from_the_new_game_dialog(qtbot):
    from innovation_desktop.windows import quits
    win = _app_window(qtbot)
    before = quits()
    _in_modal(lambda dlg: QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key_Q, Qt.ControlModifier))
    win.new_game_dialog()
    assert quits() == before + 1
    assert not win.isVisible() and win.session is None and _games(every=True) == []


def test_the_quit_key_filter_is_on_only_while_a_modal_dialog_is_up(qtbot):
    # an application-wide Python filter sees every event of every object: start-up
    # time and stalls; it is needed only where the windows' Quit shortcut is blocked
    from innovation_desktop import windows
    win = _app_window(qtbot)
    _activate(qtbot, win)
    assert windows._quit_key is not None and not windows._quit_key.filtering
    seen = []
    _in_modal(lambda dlg: (seen.append(windows._quit_key.filtering), dlg.reject()))
    win.new_game_dialog()
    assert seen == [True]
    qtbot.waitUntil(lambda: not windows._quit_key.filtering, timeout=2000)


def test_ctrl_q_quits_from_the_open_list(qtbot):
    from innovation_desktop.library.saves_ui import show_open_dialog
    from innovation_desktop.windows import quits
    win = _app_window(qtbot)
    before = quits()
    _in_modal(lambda dlg: QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key_Q, Qt.ControlModifier))
    assert show_open_dialog(win) is None
    assert quits() == before + 1 and not win.isVisible()


def _interrupted_game(qtbot):
    from innovation_desktop.windows import quit_app
    win = _app_window(qtbot)
    win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("human")], seed=11)
    _play_some(win)
    quit_app()
    assert len(saves.interrupted_games()) == 1


@pytest.mark.parametrize("how", ["ctrl_q", "signal"])
def test_quitting_while_the_resume_offer_shows_does_not_decline_it(qtbot, how):
    from innovation_desktop.app import interactive_start
    from innovation_desktop.windows import quit_app
    _interrupted_game(qtbot)
    seen = []

    def quit_now(dlg):
        seen.append(dlg.windowTitle())
        if how == "ctrl_q":
            QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key_Q, Qt.ControlModifier)
        else:
            quit_app()          # what SIGTERM, SIGINT and SIGHUP do (signals.quit_on_signals)
    _in_modal(quit_now)
    win2 = _app_window(qtbot)
    assert interactive_start(win2) is None
    assert seen == ["Resume game"]
    assert QApplication.activeModalWidget() is None                     # no New game dialog after it
    assert len(saves.interrupted_games()) == 1                           # offered again next time


def test_only_no_or_escape_declines_the_resume_offer(qtbot):
    from innovation_desktop.app import interactive_start
    _interrupted_game(qtbot)
    _in_modal(lambda dlg: (QTest.keyClick(dlg, Qt.Key_Escape),
                           QTimer.singleShot(50, lambda: QTest.keyClick(QApplication.activeModalWidget(),
                                                                        Qt.Key_Escape))))
    win2 = _app_window(qtbot)
    assert interactive_start(win2) is None
    assert saves.interrupted_games() == []


# ---- small words and states ------------------------------------------------------------------------

def test_standings_say_tied_at_not_level():
    g = Game.new(["Ann", "Bob"], seed=4)
    p = saves.new_save_path(["Ann", "Bob"])
    saves.save_game(g, p, {"seats": ["human", "human"]})
    [info] = [i for i in saves.list_saves() if i.path == p]
    assert info.status == "tied at 0 achievements, score 0"


def test_the_empty_table_offers_no_hint_and_the_empty_open_list_says_so(qtbot):
    from innovation_desktop.library.saves_ui import OpenDialog
    win = _app_window(qtbot)
    assert win.session is None and not win.prompt.hint.isEnabled()
    dlg = OpenDialog(win)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.empty.isVisible() and "No saved games yet" in dlg.empty.text() and not dlg.table.isVisible()
    p = _save_random()
    dlg.refresh()
    assert not dlg.empty.isVisible() and dlg.table.isVisible() and dlg.table.rowCount() == 1
    assert p.exists()


def test_an_action_menu_opened_by_its_key_has_its_first_entry_ready_for_enter(midgame_window, qtbot):
    win = midgame_window
    _activate(qtbot, win)
    b = win.prompt.buttons["dogma"]
    first = b.menu().actions()[0]
    got = []

    def look():
        m = b.menu()
        got.append(m.activeAction())
        QTest.keyClick(m, Qt.Key_Enter, Qt.KeypadModifier)     # picks it, not only highlights it
    QTimer.singleShot(100, look)
    picked = []
    first.triggered.connect(lambda *_: picked.append(True))
    QTest.keyClick(win, Qt.Key_G)
    qtbot.waitUntil(lambda: bool(got), timeout=2000)
    assert got == [first] and picked == [True]


def test_counts_agree_with_their_nouns(qtbot, tmp_path):
    doc = json.loads(json.dumps(MAPMAKING))
    doc["players"][0]["score"] = ["Clothing"]                    # Ann: 1 point, 1 card
    doc["supply"]["1"].remove("Clothing")
    win = _position_window(qtbot, tmp_path, doc)
    win.handoff.button.click()
    assert win.viewer == 0
    assert win.score_title.text() == "Score pile: 1 point"
    stats = win.panels[0].stats.text()
    assert "(1 card)" in stats and "1 cards" not in stats
    assert "(2 cards)" in win.panels[1].stats.text()
    from innovation_desktop.plain import plural
    assert (plural(0, "point"), plural(1, "card"), plural(2, "card")) == ("0 points", "1 card", "2 cards")


# ---- found trying the table as a new user (t16) -----------------------------------------------

def test_the_log_follows_the_game_unless_scrolled_back(qtbot):
    """Lines added in one edit block still bring the log to its last line (the whole
    game's log must not stay at turn 1), and a reader who scrolled back keeps the place."""
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    log = win.log
    bar = log.verticalScrollBar()
    for turn in range(1, 40):
        log.add_many([(f"Turn {turn}: Ada to play.", "turn"), ("Ada takes the Draw action.", ""),
                      ("Ada draws a 1.", "")])
    assert bar.maximum() > 0                                # the log is longer than its view
    assert bar.value() == bar.maximum()                     # and shows its last line
    bar.setValue(0)                                         # scrolled back to read turn 1
    log.add_many([("Turn 40: Ada to play.", "turn")])
    assert bar.value() == 0


def test_enter_on_an_incomplete_card_choice_says_what_is_missing_in_the_games_words(qtbot, tmp_path):
    """Perspective: return a card, then score two (four lightbulbs): Enter with none
    chosen answers nothing and says so plainly, not the engine's "card(s), not 0"."""
    from innovation_desktop.app import load_position
    from innovation_desktop.table.window import TableWindow
    pos = tmp_path / "perspective.json"
    pos.write_text(json.dumps({
        "format": "innovation-position/1",
        "players": [{"name": "Ada", "board": {"yellow": ["Perspective"], "blue": ["Writing"]},
                     "hand": ["Agriculture", "Pottery", "Tools", "Oars"]},
                    {"name": "Bob", "board": {"red": ["Metalworking"]}, "hand": ["Sailing"]}],
        "moves": [{"action": "dogma", "card": "Perspective"}, {"choose": ["Oars"]}]}))
    g = load_position(str(pos))
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("greedy")], ai_seed=1))
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    _activate(qtbot, win)
    d = win.session.pending
    assert d.player == 0 and d.kind == "cards" and d.min == d.max == 2
    assert not win.prompt.buttons["done"].isEnabled()
    before = win.session.game.to_json()
    _key(qtbot, Qt.Key_Return)
    assert win.session.game.to_json() == before             # nothing answered
    msg = win.statusBar().currentMessage()
    assert msg == "Choose 2 cards first (none chosen yet)."
    _key(qtbot, Qt.Key_1)
    _key(qtbot, Qt.Key_Return)
    assert win.statusBar().currentMessage() == "Choose 2 cards first (1 chosen)."
    _key(qtbot, Qt.Key_2)
    _key(qtbot, Qt.Key_Return)
    assert win.session.game.to_json() != before             # complete: answered
    assert len(win.session.game.state.players[0].score) == 2
    _close_session(win)


def test_choice_hints_name_the_count_wanted():
    from innovation_desktop.table.window import Pending, choice_hint
    def p(**kw):
        return Pending({"player": 0, "kind": "cards", "options": ["A", "B", "C", "D"], **kw})
    assert choice_hint(p(min=1, max=1), 0) == "Choose 1 card first (none chosen yet)."
    assert choice_hint(p(min=2, max=3), 1) == "Choose at least 2 cards first (1 chosen)."
    assert choice_hint(p(min=0, max=2), 3) == "Choose at most 2 cards first (3 chosen)."
    assert choice_hint(p(min=2, max=4, counts=[2, 4]), 3) == "Choose 2 or 4 cards first (3 chosen)."
    assert choice_hint(Pending({"player": 0, "kind": "order", "options": ["A", "B", "C"]}), 1) \
        == "Put all 3 cards in order first (1 chosen)."
    assert choice_hint(Pending({"player": 0, "kind": "colors", "options": ["red", "blue"], "min": 2,
                                "max": 2}), 0) == "Choose 2 colors first (none chosen yet)."
