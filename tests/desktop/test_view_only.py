"""The table draws only from what one player may see.

Two checks: the table package's source never reaches for the engine's game
(AST scan), and a real table plays through a session that hands it nothing but
JSON round-tripped views, log lines and decisions (as a network peer would get),
a drag-and-drop meld included.
"""
from __future__ import annotations

from engine.answers import Action
from engine.answers import action_to_json  # noqa: F401
import ast
import json
from pathlib import Path

from PySide6.QtCore import QMimeData, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from engine import BY_NAME, NAMES, Game
from innovation_desktop.sessions.base import Session
from innovation_desktop.sessions.local import GameSession
from innovation_desktop.sessions.seats import Seat
from innovation_desktop.table.widgets import MIME

TABLE = Path(__file__).resolve().parents[2] / "innovation_desktop" / "table"
#: engine modules the table may import: card data and texts, the vocabulary, the outside
#: form of answers and the record of the open decision; never a game or a rule in play
ALLOWED_ENGINE = {"engine", "engine.cards", "engine.dogma", "engine.effects", "engine.inputs", "engine.vocab",
                  "engine.answers", "engine.open_decision"}
FORBIDDEN_NAMES = {"Game", "State", "Decision", "view", "table_view", "locate", "drawable_age", "dogma_plan"}


def _violations(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    bad = []
    for n in ast.walk(tree):
        where = f"{path.name}:{getattr(n, 'lineno', '?')}"
        if isinstance(n, ast.Attribute) and n.attr in ("game", "pending") :
            bad.append(f"{where}: .{n.attr}")
        elif isinstance(n, ast.Attribute) and n.attr == "state" and id(n) not in called:
            bad.append(f"{where}: .state")       # (a Qt animation's state() is a call)
        elif isinstance(n, ast.ImportFrom) and (n.module or "").split(".")[0] == "engine":
            if n.module not in ALLOWED_ENGINE:
                bad.append(f"{where}: from {n.module}")
            bad += [f"{where}: imports {a.name}" for a in n.names if a.name in FORBIDDEN_NAMES]
        elif isinstance(n, ast.Import):
            bad += [f"{where}: import {a.name}" for a in n.names
                    if a.name.startswith("engine") and a.name not in ALLOWED_ENGINE]
    return bad


def test_the_table_package_never_reads_a_game():
    files = sorted(TABLE.glob("*.py"))
    assert len(files) >= 6
    bad = [v for f in files for v in _violations(f)]
    assert not bad, bad


def test_the_scan_catches_a_game_read(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("from engine.verbs import locate\n"
                 "def f(s):\n    return s.session.game.state.players, s.anim.state()\n")
    got = _violations(f)
    assert any(".game" in v for v in got) and any(".state" in v for v in got)
    assert any("engine.verbs" in v for v in got)
    assert sum(".state" in v for v in got) == 1          # the call is not counted


def _rt(x):
    return json.loads(json.dumps(x))


class JsonSession(QObject):
    """A session that knows only JSON: every view, log line, decision and answer
    crosses a JSON round trip, and it has no game to read (as a network peer)."""

    viewChanged = Signal()
    decisionRequested = Signal(object)
    eventsAppended = Signal(list)
    answerApplied = Signal(int, object, object)
    gameOver = Signal(object)
    error = Signal(str)
    thinking = Signal(int)
    hintReady = Signal(int, object, str, str)
    offers_hints = True

    def __init__(self, inner: GameSession) -> None:
        super().__init__()
        self._inner = inner
        self.answers: list = []
        inner.viewChanged.connect(self.viewChanged)
        inner.decisionRequested.connect(lambda d: self.decisionRequested.emit(_rt(d)))
        inner.answerApplied.connect(lambda p, a, d: self.answerApplied.emit(p, _rt(a), _rt(d)))
        inner.gameOver.connect(lambda r: self.gameOver.emit(_rt(r)))
        inner.error.connect(self.error)
        inner.thinking.connect(self.thinking)
        inner.hintReady.connect(lambda i, a, s, w: self.hintReady.emit(i, _rt(a), s, w))

    @property
    def humans(self):
        return list(self._inner.humans)

    @property
    def awaiting_end(self):
        return self._inner.awaiting_end

    def view(self, viewer):
        return _rt(self._inner.view(viewer))

    def log_length(self):
        return self._inner.log_length()

    def log(self, viewer, start=0):
        return [tuple(x) for x in _rt(self._inner.log(viewer, start))]

    def is_human(self, p):
        return self._inner.is_human(p)

    def seat_label(self, p):
        return self._inner.seat_label(p)

    def end_turn_info(self):
        return _rt(self._inner.end_turn_info())

    def can_undo(self):
        return self._inner.can_undo()

    def start(self):
        self._inner.start()

    def answer(self, answer):
        wire = _rt(answer)
        self.answers.append(wire)
        return self._inner.answer(wire)

    def end_turn(self):
        return self._inner.end_turn()

    def undo(self):
        return self._inner.undo()

    def request_hint(self):
        return self._inner.request_hint()

    def close(self):
        self._inner.close()

    def wait(self, ms=5000):
        return self._inner.wait(ms)


def _drop(win, cid: int):
    board = win.my_board
    md = QMimeData()
    md.setData(MIME, str(cid).encode())
    pos = board.rect().center()
    enter = QDragEnterEvent(pos, Qt.MoveAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(board, enter)
    drop = QDropEvent(QPointF(pos), Qt.MoveAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(board, drop)
    return enter.isAccepted() and drop.isAccepted()


def test_a_table_plays_from_json_views_only(qtbot):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ann", "Bob"], seed=11)
    inner = GameSession(g, [Seat("human"), Seat("random")], ai_seed=1)
    s = JsonSession(inner)
    assert isinstance(s, Session)                # the protocol's methods are all there
    assert not hasattr(s, "game") and not hasattr(s, "pending")
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(s)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    # setup: Ann drags one of her two cards onto her board
    d = win.my_decision()
    assert d is not None and d.source == "setup"
    first = BY_NAME[d.options[0]]
    assert _drop(win, first)
    assert s.answers[0] == [NAMES[first]]
    qtbot.waitUntil(lambda: win.my_decision() is not None and win.my_decision().kind == "action", timeout=10000)
    assert NAMES[first] in str(win.v["players"][0]["board"])
    # a turn: a meld by drag and drop, then a Draw by the supply's button
    hand = win.v["players"][0]["hand"]
    assert hand
    cid = BY_NAME[hand[0]]
    assert _drop(win, cid)
    assert s.answers[-1] == {"action": "meld", "card": hand[0]}
    assert hand[0] in [c for pile in win.v["players"][0]["board"].values() for c in pile["cards"]]
    if win.my_decision() is not None and win.my_decision().kind == "action":
        assert win.act(Action("draw"))
        assert s.answers[-1] == {"action": "draw"}
    # every widget drew from the same JSON view; Bob's hand is backs only
    assert win.v["players"][1]["hand"] is None
    bob_hand = win.opp_boards[0][2]
    assert bob_hand.faces == [] and bob_hand.backs == win.v["players"][1]["hand_ages"]
    win.grab()          # paints every widget once
    qtbot.waitUntil(lambda: inner.game.state.turn >= 2, timeout=10000)
    win.session.close()
    win.session.wait()


def test_local_and_replay_sessions_implement_the_interface(qtbot):
    from innovation_desktop.sessions.replay_session import ReplaySession
    g = Game.new(["Ann", "Bob", "Cy"], seed=2)
    local = GameSession(g, [Seat("human"), Seat("human"), Seat("easy")])
    replay = ReplaySession(g.clone())
    for s in (local, replay):
        assert isinstance(s, Session)
        for who in (None, -1, 0, 1, 2):
            v = s.view(who)
            assert json.loads(json.dumps(v)) == v
    assert replay.humans == [] and not replay.answer([NAMES[g.pending.options[0]]])
    assert local.humans == [0, 1] and local.seat_label(2) == "(computer)" and local.seat_label(0) == ""
    # "everything" (a replay's review) shows every hand; one player's view only their own
    assert all(p["hand"] is not None for p in replay.view(None)["players"])
    assert [p["hand"] is not None for p in replay.view(1)["players"]] == [False, True, False]
    local.close()
    local.wait()


def test_hot_seat_shows_the_view_of_the_human_asked(qtbot):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ann", "Bob"], seed=5)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("human")]))
    win.resize(1400, 900)
    win.show()
    seen = set()
    for _ in range(12):
        if win.handing_off:
            # the hand-off screen: nobody's hidden cards are drawn
            assert all(p["hand"] is None for p in win.v["players"])
            win._handoff_ready()
        if win.session.awaiting_end is not None:
            win.session.end_turn()
            continue
        d = win.my_decision()
        assert d is not None
        asked = d.player
        seen.add(asked)
        assert win.viewer == asked
        assert [p["hand"] is not None for p in win.v["players"]] == [i == asked for i in range(2)]
        assert win.hand.faces == [BY_NAME[n] for n in win.v["players"][asked]["hand"]]
        opt = d.options[0]
        win.session.answer([opt] if d.kind == "cards" else opt.to_data() if d.kind == "action" else opt)
    assert seen == {0, 1}
    win.session.close()
    win.session.wait()

