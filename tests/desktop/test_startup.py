"""Start-up order: the table is painted before the work it need not wait for
(saves wiring, card faces drawn ahead, card tooltips), and that work still happens."""
import json

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication

from engine import NAMES, Game
from innovation_desktop.sessions.local import GameSession
from innovation_desktop.sessions.seats import Seat


def test_quit_when_shown_paints_then_wires_saves_and_quits(tmp_path, monkeypatch, capsys):
    from innovation_desktop.app import main
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    assert main(["--seats", "human,greedy", "--seed", "3", "--quit-when-shown"]) == 0
    out = capsys.readouterr().out.split()
    assert out[0] == "laid-out" and float(out[1]) > 0
    # the saves were wired after the first paint: the new game was autosaved
    saved = list((tmp_path / "home").rglob("*.json"))
    games = [p for p in saved if "seed" in p.read_text(encoding="utf-8")]
    assert games, saved
    assert any(json.loads(p.read_text(encoding="utf-8")).get("seed") == 3 for p in games)


def test_quit_when_shown_with_a_bad_argument_fails_without_a_message_box(tmp_path, monkeypatch, capsys):
    """With --quit-when-shown (as with --screenshot) nobody is there to close an
    error box: a bad argument is said on stderr and the exit status is 2 at once."""
    from PySide6.QtWidgets import QMessageBox

    from innovation_desktop.app import main
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    boxes = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: boxes.append(a))
    assert main(["--players", "7", "--quit-when-shown"]) == 2
    assert main(["--seats", "human,easy", "--size", "big", "--quit-when-shown"]) == 2
    for size in ("0x0", "-5x100", "100000x100000"):
        assert main(["--seats", "human,easy", f"--size={size}", "--quit-when-shown"]) == 2
    assert main(["--seats", "human,easy,easy,easy,easy", "--quit-when-shown"]) == 2
    assert main(["--position", str(tmp_path / "missing.json"), "--quit-when-shown"]) == 2
    err = capsys.readouterr().err
    assert "--players must be 2, 3 or 4" in err and "--size must look like" in err and "missing.json" in err
    assert "--seats must name 2, 3 or 4 seats, not 5" in err
    assert boxes == []
    assert main(["--players", "7"], ) == 2 and len(boxes) == 1      # with a window the box is shown


def test_start_up_leaves_the_garbage_collector_on_and_python_import_in_place(tmp_path, monkeypatch, capsys):
    import builtins
    import gc

    from innovation_desktop import collector, idle
    from innovation_desktop.app import main
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    seen = []
    real = idle.after_first_paint
    started = []
    real_install = collector.install

    def spy(win, *steps, **kw):
        seen.append(gc.isenabled())          # while the window is built and first painted
        real(win, *steps, **kw)

    def install(app):
        c = real_install(app)
        started.append((c.running, gc.isenabled()))
        return c
    monkeypatch.setattr(idle, "after_first_paint", spy)
    monkeypatch.setattr(collector, "install", install)
    gc.enable()                              # as in a fresh process (the test session collects itself)
    try:
        assert main(["--seats", "human,human", "--seed", "3", "--quit-when-shown"]) == 0
        assert seen == [False]
        # after the first paint, cycles are collected on the GUI thread (automatic collection off)
        assert started == [(True, False)]
        assert gc.isenabled()                # on again once main returns
    finally:
        gc.disable()
    hook = getattr(builtins, "__feature_import__", None)
    assert hook is None or builtins.__import__ is not hook     # PySide6's import hook is not in the way
    # a failed start turns it back on too
    gc.enable()
    try:
        assert main(["--seats", "human,human", "--size", "big", "--screenshot", str(tmp_path / "x.png")]) == 2
        assert gc.isenabled()
    finally:
        gc.disable()
    capsys.readouterr()


def test_card_faces_are_drawn_ahead_only_after_the_first_paint(qtbot):
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(Game.new(["Ann", "Bob"], seed=4), [Seat("human"), Seat("human")]))
    n = len(win._prewarm)
    for _ in range(5):
        QApplication.processEvents()
    assert len(win._prewarm) == n            # not shown: nothing drawn ahead yet
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: len(win._prewarm) < n, timeout=5000)
    win.session.close()


def test_a_card_choice_tooltip_is_made_when_it_is_wanted(qtbot):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ann", "Bob"], seed=5)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("greedy")], ai_seed=1))
    win.show()
    qtbot.waitExposed(win)
    d = g.pending                              # the first meld: a card of Ann's hand
    assert d.kind == "cards" and d.player == 0
    b = win.prompt.buttons[f"card{d.options[0]}"]
    assert b.toolTip() == ""
    ev = QHelpEvent(QEvent.Type.ToolTip, QPoint(2, 2), b.mapToGlobal(QPoint(2, 2)))
    QApplication.sendEvent(b, ev)
    tip = b.toolTip()
    assert "<img" in tip and NAMES[d.options[0]] in tip     # the card's face and its text
    win.session.close()
    win.session.runner.wait()


def test_deferred_work_runs_in_order_and_without_a_paint_after_the_timeout(qtbot):
    from PySide6.QtWidgets import QWidget
    from innovation_desktop.idle import after_first_paint
    done = []
    w = QWidget()                      # never shown: never painted
    qtbot.addWidget(w)
    after_first_paint(w, lambda: done.append(1), lambda: done.append(2), timeout_ms=50)
    QApplication.processEvents()
    assert done == []
    qtbot.waitUntil(lambda: done == [1, 2], timeout=5000)


def test_a_face_at_a_new_width_is_a_stand_in_until_drawn_in_idle_time(qtbot, monkeypatch):
    from PySide6.QtWidgets import QWidget

    from innovation_desktop.settings import SETTINGS
    from innovation_desktop.table import cardface
    monkeypatch.setattr(SETTINGS, "face_stand_ins", True)
    monkeypatch.setattr(cardface, "_FACES", type(cardface._FACES)())     # no face drawn yet
    monkeypatch.setattr(cardface, "_WIDTHS", {})
    w = QWidget()
    qtbot.addWidget(w)
    updates = []
    monkeypatch.setattr(w, "update", lambda: updates.append(1))
    cid = NAMES.index("Writing")
    never = cardface.card_pixmap_soon(cid, 151, "third", w)        # never drawn: drawn at once
    assert (cid, 151) in {(k[0], k[1]) for k in cardface._FACES}
    assert not cardface._LATER.keys and never.width() == 151
    stand_in = cardface.card_pixmap_soon(cid, 97, "third", w)      # drawn at 151: scaled from it for now
    assert stand_in.width() == 97 and stand_in.height() == round(97 * cardface.RATIO)
    assert (cid, 97) not in {(k[0], k[1]) for k in cardface._FACES} and not updates
    qtbot.waitUntil(lambda: bool(updates), timeout=5000)           # drawn in idle time, then repainted
    exact = cardface.card_pixmap_soon(cid, 97, "third", w)
    assert exact.toImage() == cardface.card_pixmap(cid, 97).toImage()
    assert exact.toImage() != stand_in.toImage()
    # off (tests, screenshots): a face is always drawn exactly when painted
    monkeypatch.setattr(SETTINGS, "face_stand_ins", False)
    assert cardface.card_pixmap_soon(cid, 83, "third", w).toImage() == cardface.card_pixmap(cid, 83).toImage()


def test_the_face_cache_forgets_the_least_recently_used_face(monkeypatch):
    from innovation_desktop.table import cardface
    monkeypatch.setattr(cardface, "FACES_MAX", 2)
    monkeypatch.setattr(cardface, "_FACES", type(cardface._FACES)())
    monkeypatch.setattr(cardface, "_WIDTHS", {})
    a = cardface.card_pixmap(1, 70)
    cardface.card_pixmap(2, 70)
    assert cardface.card_pixmap(1, 70) is a          # used again: kept
    cardface.card_pixmap(3, 70)                      # 2 is forgotten
    assert [k[0] for k in cardface._FACES] == [1, 3]
    assert sorted(k[0] for k in cardface._WIDTHS) == [1, 3]


def test_seats_alone_give_the_number_of_players(tmp_path, monkeypatch, capsys):
    """``--seats`` with three seats and no ``--players`` starts a 3-player game
    (before, it was refused: "--seats needs 2"); both given must agree."""
    from innovation_desktop.app import main
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    assert main(["--seats", "human,strong,easy", "--seed", "5", "--quit-when-shown"]) == 0
    saved = [json.loads(p.read_text(encoding="utf-8")) for p in (tmp_path / "home").rglob("*.json")]
    games = [s for s in saved if s.get("seed") == 5]
    assert games and len(games[0]["players"]) == 3, games
    assert main(["--players", "2", "--seats", "human,strong,easy", "--seed", "5",
                 "--screenshot", str(tmp_path / "x.png")]) == 2
    capsys.readouterr()
