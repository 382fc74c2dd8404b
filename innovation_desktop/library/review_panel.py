"""The game review in the replay viewer: graph, labels, best answers, puzzles.

:class:`ReviewPanel` sits beside the replay viewer's log. *Review the game*
runs the review (:mod:`engine.review`) in a child process
(:mod:`innovation_desktop.library.review_work`; :class:`ReviewRunner` only waits
on its queue in a thread and hands what comes to the GUI thread as signals), a
quick pass first, then the deep pass refining each decision as it comes, with a
progress bar and Cancel. What it finds is kept with the save
(:mod:`innovation_desktop.library.review_store`), so a reopened review is
there at once.

The panel shows: each player's win chance along the game (:class:`ChanceGraph`;
click to jump there; the decisions labelled are dots), the review of the
decision at the position shown (chance before, played, best; the best answer;
the label; luck), the labelled decisions in a list with Previous and Next,
*Show the best answer* (the cards it names glow on the table, as with Hint),
*Learn from your mistakes* (each blunder and mistake of a player as a puzzle:
the position as that player saw it, the answers judged to choose from, Hint
and Reveal) and *What if* (a new game from the position shown: hidden cards as
they were, or dealt again from what the player to answer knew).

Every text from the file (names) is shown as plain text.
"""
from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6 import QtCore, QtGui, QtWidgets

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess
    from multiprocessing.queues import Queue
    from multiprocessing.synchronize import Event

    from ..sessions.replay import ReplayModel
    from ..table.window import TableWindow
    from ..threads import Mailbox
    from .replay_viewer import ReplayViewer

Qt = QtCore.Qt
translate = QtCore.QCoreApplication.translate

#: the deep pass's search per decision (ms of clock)
DEEP_BUDGET_MS = 400
#: the colours of the players' curves (seat order)
COLOURS = ("#1f6fb2", "#c0392b", "#27ae60", "#8e44ad")
#: the colours of the labels' dots
LABEL_COLOURS = {"inaccuracy": "#e0b000", "mistake": "#e67e22", "blunder": "#c0392b"}
#: a puzzle is solved by an answer at most this far below the best found
PUZZLE_SLACK = 0.02


def label_text(label: str | None) -> str:
    """A label in the interface's words."""
    return {"inaccuracy": translate("Review", "inaccuracy"), "mistake": translate("Review", "mistake"),
            "blunder": translate("Review", "blunder")}.get(label or "", "")


def cause_text(cause: str, points: int) -> str:
    """A cause of luck (:data:`engine.review.LUCK_CAUSES`) and its share in
    points, in the interface's words ("" for a cause it does not know)."""
    texts = {"action": translate("Review", "{points:+d} from how the action under way turned out"),
             "draws": translate("Review", "{points:+d} from cards drawn and seen"),
             "others": translate("Review", "{points:+d} from the others' choices")}
    t = texts.get(cause)
    return t.format(points=points) if t else ""


def pct(x: float) -> str:
    return translate("Review", "{percent}%").format(percent=round(100 * x))


def hint_cards(answer: Any) -> set[str]:
    """The card names an answer (position-file form) names, to glow on the table
    (:func:`innovation_desktop.table.presenter.answer_cards`)."""
    from ..table.presenter import answer_cards
    return answer_cards(answer)


class ChanceGraph(QtWidgets.QWidget):
    """Each player's win chance at every position (0..1 up the side), the
    position shown as a line, labelled decisions as dots. A click emits
    ``positionClicked`` with the position under the mouse."""

    positionClicked = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[list[float]] = []
        self.names: list[str] = []
        self.marks: dict[int, tuple[int, str, float]] = {}    # position: (player, label, chance)
        self.teams = False
        self.current = 0
        self.setMinimumHeight(130)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(translate("Review", "Each player's chance to win along the game: click to go there"))

    def set_data(self, series: list[list[float]], names: list[str], marks: dict[int, tuple[int, str, float]],
                 teams: bool = False) -> None:
        """``series``: per position, each player's chance (0..1; in a team game the
        partners both carry their team's); ``names``: the players'; ``marks``:
        position -> (player, label, chance); ``teams``: 2 teams of 2 (seats 0 and 2,
        1 and 3), drawn as one line per team."""
        self.series, self.names, self.marks, self.teams = series, names, marks, teams
        self.update()

    def lines(self) -> list[tuple[int, str]]:
        """What is drawn: ``(player whose chance the line follows, legend text)`` per
        line; one line per team ("Ana & Carl") in a team game, where partners share
        a chance and their lines would lie on top of each other."""
        players = len(self.series[0]) if self.series else len(self.names)
        if self.teams and players == 4 and len(self.names) >= 4:
            return [(0, f"{self.names[0]} & {self.names[2]}"), (1, f"{self.names[1]} & {self.names[3]}")]
        return [(q, name) for q, name in enumerate(self.names[:players])]

    def set_position(self, k: int) -> None:
        self.current = k
        self.update()

    def _x(self, k: int, w: float) -> float:
        n = max(1, len(self.series) - 1)
        return 6 + (w - 12) * k / n

    def _y(self, c: float, h: float) -> float:
        return 6 + (h - 12) * (1.0 - c)

    def position_at(self, x: float) -> int:
        n = max(1, len(self.series) - 1)
        k = round((x - 6) / max(1.0, self.width() - 12) * n)
        return max(0, min(n, k))

    def mousePressEvent(self, ev: QtGui.QMouseEvent) -> None:
        if self.series:
            self.positionClicked.emit(self.position_at(ev.position().x()))

    def paintEvent(self, ev: QtGui.QPaintEvent) -> None:
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        p.fillRect(self.rect(), QtGui.QColor("#fbfbf8"))
        p.setPen(QtGui.QPen(QtGui.QColor("#c8c8c8"), 1, Qt.PenStyle.DashLine))
        p.drawLine(QtCore.QPointF(6, self._y(0.5, h)), QtCore.QPointF(w - 6, self._y(0.5, h)))
        if not self.series:
            p.setPen(QtGui.QColor("#808080"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("Review", "Not reviewed yet"))
            return
        lines = self.lines()
        for q, _name in lines:
            path = QtGui.QPainterPath()
            for k, row in enumerate(self.series):
                pt = QtCore.QPointF(self._x(k, w), self._y(row[q], h))
                if k == 0:
                    path.moveTo(pt)
                else:
                    path.lineTo(pt)
            p.setPen(QtGui.QPen(QtGui.QColor(COLOURS[q % len(COLOURS)]), 2))
            p.drawPath(path)
        for k, (_q, label, c) in self.marks.items():
            p.setPen(QtGui.QPen(QtGui.QColor("#202020"), 1))
            p.setBrush(QtGui.QColor(LABEL_COLOURS.get(label, "#808080")))
            r = 5 if label == "blunder" else 4
            p.drawEllipse(QtCore.QPointF(self._x(k, w), self._y(c, h)), r, r)
        p.setPen(QtGui.QPen(QtGui.QColor("#303030"), 1))
        x = self._x(self.current, w)
        p.drawLine(QtCore.QPointF(x, 2), QtCore.QPointF(x, h - 2))
        # the legend: each line's player (or team) in its colour (plain text)
        fm = p.fontMetrics()
        lx = 10
        for q, name in lines:
            p.setPen(QtGui.QColor(COLOURS[q % len(COLOURS)]))
            text = fm.elidedText(name, Qt.TextElideMode.ElideRight, 180 if self.teams else 90)
            p.drawText(QtCore.QPointF(lx, 4 + fm.ascent()), text)
            lx += fm.horizontalAdvance(text) + 12
        p.end()


class ReviewRunner(QtCore.QObject):
    """Runs :func:`innovation_desktop.library.review_work.run` in a child
    process and hands its messages to the GUI thread (``message``); ``ended``
    once the process is done or cancelled. The thread that waits on the process
    touches no Qt object: it puts what comes in an
    :class:`~innovation_desktop.threads.Inbox`, which emits it on this object's
    thread; deleted (with its window) while it runs, the work is stopped."""

    message = QtCore.Signal(object)
    ended = QtCore.Signal()

    def __init__(self, doc: bytes, player: int | None, budget_ms: float, seed: int = 0,
                 skip_quick: bool = False, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        import multiprocessing
        import threading
        from ..threads import Inbox
        from . import review_work
        ctx = multiprocessing.get_context("spawn")
        self.queue = ctx.Queue()
        self.stop_event = ctx.Event()
        self.proc = ctx.Process(target=review_work.run, args=(doc, player, budget_ms, seed, self.queue,
                                                              self.stop_event, skip_quick), daemon=True)
        self._inbox = Inbox(self)
        self._inbox.arrived.connect(self._arrived)
        self._side = _ReviewWait(self.proc, self.queue, self.stop_event, self._inbox.mailbox)
        self.destroyed.connect(self._side.cancel)
        self.waiter = threading.Thread(target=self._side.run, name="review-wait", daemon=True)
        self._started = self._done = False

    def start(self) -> None:
        self.proc.start()
        self.waiter.start()
        self._started = True

    def _arrived(self, item: tuple[Any, ...] | None) -> None:
        if item is None:
            self._done = True
            self.ended.emit()
        elif not self._side.cancelled:
            self.message.emit(item)

    def cancel(self) -> None:
        """Stop the work now (the process is told, then ended if it lingers)."""
        self._side.cancel()

    def running(self) -> bool:
        """True from :meth:`start` until ``ended`` is emitted."""
        return self._started and not self._done


class _ReviewWait:
    """The plain-Python side of :class:`ReviewRunner`: waits on the review process
    and puts its messages, then None (the end), in the mailbox."""

    def __init__(self, proc: BaseProcess, queue: Queue[tuple[Any, ...]], stop_event: Event, mailbox: Mailbox) -> None:
        self.proc, self.queue, self.stop_event, self.mailbox = proc, queue, stop_event, mailbox
        self.cancelled = False

    def cancel(self, *_: object) -> None:
        self.cancelled = True
        self.stop_event.set()

    def run(self) -> None:
        import queue as q
        while True:
            try:
                msg = self.queue.get(timeout=0.2)
            except q.Empty:
                if not self.proc.is_alive() or self.cancelled:
                    break
                continue
            if msg[0] == "end":
                break
            if not self.cancelled and not self.mailbox.put(msg):      # the window is gone
                self.cancel()
        self.proc.join(2.0)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(1.0)
        self.mailbox.put(None)


class ReviewPanel(QtWidgets.QWidget):
    """The review beside the replay viewer's log (``viewer``: a ReplayViewer:
    its ``model``, ``set_position``, ``table``, ``view_box``; ``say(kind,
    answer)``: an answer in position-file form in the interface's words)."""

    jump = QtCore.Signal(int)

    def __init__(self, viewer: ReplayViewer, say: Callable[[str, Any], str],
                 parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        from .review_store import game_key
        self.viewer = viewer
        self.say = say
        self.model = viewer.model
        self.names = list(self.model.names)
        self.deciders = [st.player for st in self.model.steps]
        self.entries: dict[int, dict[str, Any]] = {}     # position: the decision's review (JSON)
        self.series: list[list[float]] = []
        self.deep_done = False
        self.quick_done = False
        self.runner: ReviewRunner | None = None
        #: the seat the review in progress (or kept) covers; None: every seat
        self.run_scope: int | None = None
        self.kept_scope: int | None = None
        self.current = 0
        self.puzzle: dict[str, Any] | None = None
        try:
            self.key: str | None = game_key(self.model.save.origin.as_engine(), list(self.model.save.answers))
        except Exception:  # noqa: BLE001  a review is optional
            self.key = None
        self._build()
        self._load_kept()

    # ---- construction --------------------------------------------------------------
    def _build(self) -> None:
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QtWidgets.QHBoxLayout()
        self.run_button = QtWidgets.QPushButton(translate("Review", "Review the game"))
        self.run_button.setToolTip(translate("Review", "The computer judges every decision from what its player "
                                                       "knew: a quick pass, then a deeper one"))
        self.run_button.clicked.connect(self.start)
        row.addWidget(self.run_button)
        self.cancel_button = QtWidgets.QPushButton(translate("Review", "Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        row.addWidget(self.cancel_button)
        # the bar shows no text of its own: drawn over the bar (some styles centre
        # it on the chunk) the words collided with it; they are a line below
        self.progress = QtWidgets.QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
        self.progress.setTextVisible(False)
        row.addWidget(self.progress, 1)
        lay.addLayout(row)
        self.progress_text = QtWidgets.QLabel()
        self.progress_text.setObjectName("reviewProgress")
        self.progress_text.setTextFormat(Qt.TextFormat.PlainText)
        self.progress_text.setWordWrap(True)
        self.progress_text.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.progress_text.setContentsMargins(0, 0, 4, 0)
        # as tall as its text, no taller: the graph below takes the room to spare
        self.progress_text.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Maximum)
        lay.addWidget(self.progress_text)
        self._status(translate("Review", "not reviewed"))
        self.graph = ChanceGraph()
        self.graph.positionClicked.connect(self.jump.emit)
        lay.addWidget(self.graph)
        self.detail = QtWidgets.QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)     # built from escaped parts only
        self.detail.setMinimumHeight(48)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.detail)
        row = QtWidgets.QHBoxLayout()
        self.show_best = QtWidgets.QCheckBox(translate("Review", "Show the best answer"))
        self.show_best.setToolTip(translate("Review", "The cards of the best answer found glow on the table"))
        self.show_best.toggled.connect(lambda *_: self.refresh_marks())
        row.addWidget(self.show_best)
        row.addStretch(1)
        self.prev_button = QtWidgets.QToolButton()
        self.prev_button.setText(translate("Review", "\u25c0 Previous"))
        self.prev_button.setToolTip(translate("Review", "The previous labelled decision"))
        self.prev_button.clicked.connect(lambda: self.go_labelled(-1))
        row.addWidget(self.prev_button)
        self.next_button = QtWidgets.QToolButton()
        self.next_button.setText(translate("Review", "Next \u25b6"))
        self.next_button.setToolTip(translate("Review", "The next labelled decision"))
        self.next_button.clicked.connect(lambda: self.go_labelled(1))
        row.addWidget(self.next_button)
        lay.addLayout(row)
        self.labelled = QtWidgets.QListWidget()
        self.labelled.setWordWrap(True)
        self.labelled.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.labelled.setMaximumHeight(130)
        self.labelled.itemClicked.connect(lambda it: self.jump.emit(int(it.data(Qt.ItemDataRole.UserRole))))
        lay.addWidget(self.labelled)
        row = QtWidgets.QHBoxLayout()
        self.learn_button = QtWidgets.QPushButton(translate("Review", "Learn from your mistakes"))
        self.learn_button.setToolTip(translate("Review", "Each blunder and mistake of a player as a puzzle"))
        self.learn_button.clicked.connect(lambda *_: self.start_puzzles())
        row.addWidget(self.learn_button)
        self.whatif_button = QtWidgets.QPushButton(translate("Review", "What if\u2026"))
        self.whatif_button.setToolTip(translate("Review", "Play on from this position as a new game, with another "
                                                          "answer"))
        self.whatif_button.clicked.connect(lambda *_: self.what_if())
        row.addWidget(self.whatif_button)
        lay.addLayout(row)
        self.puzzle_box = QtWidgets.QGroupBox(translate("Review", "Puzzle"))
        pl = QtWidgets.QVBoxLayout(self.puzzle_box)
        self.puzzle_text = QtWidgets.QLabel()
        self.puzzle_text.setWordWrap(True)
        self.puzzle_text.setTextFormat(Qt.TextFormat.RichText)
        pl.addWidget(self.puzzle_text)
        self.puzzle_choices = QtWidgets.QListWidget()
        self.puzzle_choices.setMaximumHeight(120)
        pl.addWidget(self.puzzle_choices)
        prow = QtWidgets.QHBoxLayout()
        self.check_button = QtWidgets.QPushButton(translate("Review", "Check"))
        self.check_button.clicked.connect(lambda *_: self.check_puzzle())
        self.hint_button = QtWidgets.QPushButton(translate("Review", "Hint"))
        self.hint_button.clicked.connect(lambda *_: self.puzzle_hint())
        self.reveal_button = QtWidgets.QPushButton(translate("Review", "Reveal"))
        self.reveal_button.clicked.connect(lambda *_: self.reveal_puzzle())
        self.next_puzzle_button = QtWidgets.QPushButton(translate("Review", "Next puzzle"))
        self.next_puzzle_button.clicked.connect(lambda *_: self.next_puzzle())
        self.end_puzzle_button = QtWidgets.QPushButton(translate("Review", "End"))
        self.end_puzzle_button.clicked.connect(lambda *_: self.end_puzzles())
        for b in (self.check_button, self.hint_button, self.reveal_button):
            prow.addWidget(b)
        pl.addLayout(prow)
        prow = QtWidgets.QHBoxLayout()      # two rows: the side panel is narrow
        for b in (self.next_puzzle_button, self.end_puzzle_button):
            prow.addWidget(b)
        pl.addLayout(prow)
        self.puzzle_box.hide()
        lay.addWidget(self.puzzle_box)
        self._update_controls()

    # ---- whose decisions may be shown ------------------------------------------------------
    def scope(self) -> int | None:
        """The one seat whose decisions may be reviewed and shown (None: all).
        An unfinished game opens as the person who saved it saw it: the others'
        decisions would tell their hidden cards (a best answer names them), so
        until the person agrees to see more (the viewer's ``revealed_ok``) only
        that seat's decisions are reviewed and shown."""
        v = self.viewer
        if getattr(v, "revealed_ok", True):
            return None
        return getattr(v, "own_seat", None)

    def shown(self) -> dict[int, dict[str, Any]]:
        """The reviewed decisions that may be shown (:meth:`scope`)."""
        sc = self.scope()
        if sc is None:
            return self.entries
        return {i: e for i, e in self.entries.items() if e["player"] == sc}

    # ---- the kept review -----------------------------------------------------------------
    def _load_kept(self) -> None:
        if self.key is None:
            return
        from .review_store import load_review
        rf = load_review(self.key, self.deciders, self.names, teams=self._teams())
        if rf is None:
            return
        self.series = [list(r) for r in rf.series]
        for e in rf.decisions:
            self.entries[e.index] = e.model_dump()
        self.kept_scope = rf.player
        self.quick_done = rf.complete or rf.deep
        self.deep_done = rf.deep and rf.complete
        self.progress.setValue(100 if self.deep_done else 50)
        self._status(translate("Review", "deep review (kept)") if self.deep_done
                     else translate("Review", "quick review (kept)"))
        self._refill()

    def _teams(self) -> bool:
        """True for a game of 2 teams of 2 (the save's options say so)."""
        try:
            return bool(self.model.save.options.teams)
        except AttributeError:
            return False

    def _keep(self, deep: bool, complete: bool) -> None:
        if self.key is None:
            return
        from .review_store import Entry, ReviewFile, model_key, store_review
        try:
            rf = ReviewFile(game_key=self.key, model_key=model_key(), deep=deep, complete=complete,
                            series=self.series, player=self.run_scope,
                            decisions=[Entry.model_validate(e) for _, e in sorted(self.entries.items())])
            store_review(rf)
        except Exception as e:  # noqa: BLE001  keeping is best effort; the review is on screen
            self.viewer.statusBar().showMessage(
                translate("Review", "The review could not be kept: {problem}").format(problem=str(e)), 8000)

    # ---- running ---------------------------------------------------------------------------
    def start(self, budget_ms: float | None = None) -> bool:
        """Start the review (quick pass unless done, then the deep pass); False
        if it is running or the game cannot be read."""
        if self.runner is not None and self.runner.running():
            return False
        if isinstance(budget_ms, bool):
            budget_ms = None
        try:
            doc = self.model.save.to_bytes()
        except Exception as e:  # noqa: BLE001
            self.viewer.statusBar().showMessage(str(e), 8000)
            return False
        budget = DEEP_BUDGET_MS if budget_ms is None else budget_ms
        scope = self.scope()
        if self.kept_scope is not None and scope != self.kept_scope:
            # the kept review covers one seat and more may be shown now: review all again
            self.quick_done = self.deep_done = False
        self.run_scope = self.kept_scope = scope
        self.runner = ReviewRunner(doc, scope, budget, 0, skip_quick=self.quick_done and bool(budget), parent=self)
        self.runner.message.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        self.runner.ended.connect(self._on_ended, Qt.ConnectionType.QueuedConnection)
        self.runner.start()
        self.progress.setValue(0)
        self._status(translate("Review", "quick review\u2026"))
        self._update_controls()
        return True

    def _status(self, text: str) -> None:
        """Say where the review stands (plain text) on the line under the bar
        (also the bar's format, for accessibility, though it is not drawn)."""
        self.progress_text.setText(text)
        self.progress.setFormat(text.replace("%", "%%"))
        self.progress.setAccessibleDescription(text)

    def cancel(self) -> None:
        if self.runner is not None:
            self.runner.cancel()
            self._status(translate("Review", "cancelled"))

    def _on_message(self, msg: tuple[Any, ...]) -> None:
        kind = msg[0]
        if kind == "series":
            self.series = msg[1]
            self._refill()
        elif kind == "decision":
            from .review_store import Entry
            e = Entry.model_validate(msg[2]).model_dump()
            old = self.entries.get(e["index"])
            if old is None or not old.get("deep") or e.get("deep"):
                self.entries[e["index"]] = e
            self._refill(e["index"])
        elif kind == "progress":
            _, name, done, total = msg
            share = done / max(1, total)
            deep = name == "deep"
            self.progress.setValue(int(50 * share) + (50 if deep else 0))
            self._status((translate("Review", "deep review: {done} of {total}") if deep else
                          translate("Review", "quick review: {done} of {total}")).format(
                done=done, total=total))
        elif kind == "pass-done":
            _, name, complete = msg
            if name == "quick":
                self.quick_done = complete
            else:
                self.deep_done = complete
            if complete:
                self._keep(name == "deep", True)
                self._status(translate("Review", "deep review done") if name == "deep"
                             else translate("Review", "quick review done"))
        elif kind == "error":
            self._status(translate("Review", "the review failed"))
            self.viewer.statusBar().showMessage(
                translate("Review", "The review failed: {problem}").format(problem=msg[1]), 10000)

    def _on_ended(self) -> None:
        self._update_controls()

    def _update_controls(self) -> None:
        running = self.runner is not None and self.runner.running()
        widened = self.kept_scope is not None and self.scope() != self.kept_scope
        self.run_button.setEnabled(not running and (not self.deep_done or widened))
        self.cancel_button.setEnabled(running)
        has = bool(self.shown())
        self.learn_button.setEnabled(has)
        self.prev_button.setEnabled(has)
        self.next_button.setEnabled(has)

    def revealed(self) -> None:
        """The person agreed to see every seat's cards: show every decision reviewed."""
        self._refill()

    def close_runner(self) -> None:
        """Stop the work (the window is closing)."""
        if self.runner is not None:
            self.runner.cancel()

    # ---- showing ---------------------------------------------------------------------------
    def labelled_positions(self) -> list[int]:
        return sorted(i for i, e in self.shown().items() if e.get("label"))

    def _refill(self, changed: int | None = None) -> None:
        marks = {}
        for i, e in self.shown().items():
            if e.get("label"):
                marks[i] = (e["player"], e["label"], self.series[i][e["player"]] if i < len(self.series) else 0.5)
        self.graph.set_data(self.series, self.names, marks, teams=self._teams())
        self.labelled.clear()
        for i in self.labelled_positions():
            e = self.entries[i]
            text = translate("Review", "{number}. {name}: {label}, {played} instead of {best} ({drop} points)").format(
                number=i + 1, name=e["name"], label=label_text(e["label"]),
                played=self.say(e["kind"], e["played"]), best=self.say(e["kind"], e["best"]),
                drop=round(100 * (e["chance_best"] - e["chance_played"])))
            it = QtWidgets.QListWidgetItem(text)
            it.setData(Qt.ItemDataRole.UserRole, i)
            it.setForeground(QtGui.QColor(LABEL_COLOURS[e["label"]]))
            self.labelled.addItem(it)
        self._update_controls()
        if changed is None or changed == self.current:
            self.set_position(self.current)

    def set_position(self, k: int) -> None:
        """The viewer shows position ``k``: say what the review found about the
        decision asked there (answer ``k``)."""
        self.current = k
        self.graph.set_position(k)
        e = self.shown().get(k)
        if e is None:
            if k < len(self.deciders) and self.shown() and (self.scope() is None
                                                            or self.deciders[k] == self.scope()):
                self.detail.setText(
                    "<i>" + html.escape(translate("Review", "This decision was not reviewed.")) + "</i>"
                )
            else:
                self.detail.setText("")
            self.refresh_marks()
            return
        esc = html.escape
        parts = [esc(translate("Review", "{name}'s chance: {before} before, {played} after the answer played")
                     .format(name=e["name"], before=pct(e["chance_before"]), played=pct(e["chance_played"])))]
        if e["best"] != e["played"]:
            parts.append(esc(translate("Review", "Best found: {answer} ({chance})").format(
                answer=self.say(e["kind"], e["best"]), chance=pct(e["chance_best"]))))
        elif e.get("forced"):
            parts.append(esc(translate("Review", "The only answer.")))
        else:
            parts.append(esc(translate("Review", "The answer played is the best found.")))
        if e.get("label"):
            parts.append(f"<b style='color:{LABEL_COLOURS[e['label']]}'>" + esc(label_text(e["label"]).capitalize())
                         + "</b>")
        if e.get("luck") is not None:
            parts.append(esc((translate("Review", "Good luck since {name}'s last decision: {points:+d} points")
                              if e["luck"] > 0 else
                              translate("Review", "Bad luck since {name}'s last decision: {points:+d} points"))
                             .format(name=e["name"], points=round(100 * e["luck"]))))
            causes = e.get("luck_causes") or {}
            said = [cause_text(k, round(100 * v)) for k, v in causes.items() if round(100 * v) != 0]
            said = [x for x in said if x]
            if said:
                parts.append("&nbsp;&nbsp;" + esc(translate("Review", "of which: {causes}")
                                                  .format(causes=", ".join(said))))
        if not e.get("deep"):
            parts.append("<i>" + esc(translate("Review", "(quick pass)")) + "</i>")
        self.detail.setText("<br>".join(parts))
        self.refresh_marks()

    def best_cards(self) -> set[str]:
        """The card names the glow shows now (the best answer at this position)."""
        e = self.shown().get(self.current)
        if e is None or not self.show_best.isChecked():
            return set()
        return hint_cards(e["best"])

    def refresh_marks(self) -> None:
        """Make the table's cards of the best answer glow (or none)."""
        table = getattr(self.viewer, "table", None)
        if table is None or not hasattr(table, "scene"):
            return
        table.scene.hint = self.best_cards()
        for w in table.findChildren(QtWidgets.QWidget):
            w.update()

    def go_labelled(self, step: int) -> int | None:
        """Jump to the next (``step`` 1) or previous (-1) labelled decision."""
        marks = self.labelled_positions()
        if not marks:
            return None
        if step > 0:
            later = [i for i in marks if i > self.current]
            k = later[0] if later else marks[0]
        else:
            earlier = [i for i in marks if i < self.current]
            k = earlier[-1] if earlier else marks[-1]
        self.jump.emit(k)
        return k

    # ---- learn from your mistakes ------------------------------------------------------------
    def puzzles_for(self, player: int) -> list[int]:
        """The positions of ``player``'s blunders and mistakes, in order."""
        return [i for i in self.labelled_positions()
                if self.entries[i]["player"] == player and self.entries[i]["label"] in ("blunder", "mistake")
                and len(self.entries[i].get("alternatives") or []) > 1]

    def start_puzzles(self, player: int | None = None) -> bool:
        """Start the puzzles of ``player`` (default: the player whose view is
        shown, else the first with any). False if there are none."""
        if self.scope() is not None and player not in (None, self.scope()):
            return False
        if player is None:
            v = self.viewer.viewer
            cands = [v] if v is not None else list(range(len(self.names)))
            player = next((q for q in cands if self.puzzles_for(q)), None)
            if player is None:
                self.viewer.statusBar().showMessage(translate("Review", "No blunders or mistakes to practise."), 8000)
                return False
        todo = self.puzzles_for(player)
        if not todo:
            return False
        self.puzzle = {"player": player, "todo": todo, "at": 0, "hinted": False}
        self.viewer.view_box.setCurrentIndex(player + 1)     # the position as that player saw it
        self.show_best.setChecked(False)
        self.puzzle_box.show()
        self._show_puzzle()
        return True

    def _show_puzzle(self) -> None:
        pz = self.puzzle
        assert pz is not None           # shown while a puzzle runs
        i = pz["todo"][pz["at"]]
        e = self.entries[i]
        self.jump.emit(i)
        self.show_best.setChecked(False)
        self.puzzle_text.setText(html.escape(translate(
            "Review", "Puzzle {n} of {total}: {name}, find an answer at least as good as the one missed "
                      "(your answer then: {played}, {chance}).").format(
            n=pz["at"] + 1, total=len(pz["todo"]), name=e["name"], played=self.say(e["kind"], e["played"]),
            chance=pct(e["chance_played"]))))
        self.puzzle_choices.clear()
        alts = list(e.get("alternatives") or [])
        alts.sort(key=lambda a: self.say(e["kind"], a[0]))      # not best first: that would tell
        for ans, chance in alts:
            it = QtWidgets.QListWidgetItem(self.say(e["kind"], ans))
            it.setData(Qt.ItemDataRole.UserRole, (ans, chance))
            self.puzzle_choices.addItem(it)
        pz["hinted"] = False
        self.next_puzzle_button.setEnabled(pz["at"] + 1 < len(pz["todo"]))

    def check_puzzle(self) -> bool | None:
        """Judge the answer chosen in the puzzle: True if it is within
        :data:`PUZZLE_SLACK` of the best found, False if not, None if none is chosen."""
        pz = self.puzzle
        it = self.puzzle_choices.currentItem()
        if pz is None or it is None:
            return None
        e = self.entries[pz["todo"][pz["at"]]]
        ans, chance = it.data(Qt.ItemDataRole.UserRole)
        good: bool = chance >= e["chance_best"] - PUZZLE_SLACK
        words = self.say(e["kind"], ans)
        self.puzzle_text.setText(html.escape(
            (translate("Review", "Well found: {answer} gives {chance} (the best found: {best}).") if good else
             translate("Review", "Not quite: {answer} gives {chance}; there is better (up to {best}).")).format(
                answer=words, chance=pct(chance), best=pct(e["chance_best"]))))
        return good

    def puzzle_hint(self) -> None:
        pz = self.puzzle
        if pz is None:
            return
        e = self.entries[pz["todo"][pz["at"]]]
        best = e["best"]
        if isinstance(best, dict):
            kinds = {
                "draw": translate("Review", "a Draw action"),
                "meld": translate("Review", "a Meld action"),
                "dogma": translate("Review", "a Dogma action"),
                "achieve": translate("Review", "an Achieve action"),
            }
            said = kinds.get(str(best.get("action")), "")
            hint = translate("Review", "Hint: look at {what}.").format(what=said)
        else:
            hint = translate("Review", "Hint: the answer played was {drop} points worse than the best.").format(
                drop=round(100 * (e["chance_best"] - e["chance_played"])))
        pz["hinted"] = True
        self.puzzle_text.setText(html.escape(hint))

    def reveal_puzzle(self) -> None:
        pz = self.puzzle
        if pz is None:
            return
        e = self.entries[pz["todo"][pz["at"]]]
        self.show_best.setChecked(True)
        self.puzzle_text.setText(html.escape(translate("Review", "The best answer found: {answer} ({chance}).").format(
            answer=self.say(e["kind"], e["best"]), chance=pct(e["chance_best"]))))

    def next_puzzle(self) -> None:
        pz = self.puzzle
        if pz is not None and pz["at"] + 1 < len(pz["todo"]):
            pz["at"] += 1
            self._show_puzzle()

    def end_puzzles(self) -> None:
        self.puzzle = None
        self.puzzle_box.hide()

    # ---- what if --------------------------------------------------------------------------------
    def what_if(self, dealt_again: bool | None = None, path: str | None = None) -> TableWindow | None:
        """A new game from the position shown (the viewer's "continue from
        here"): hidden cards as they were, or (``dealt_again``) dealt again
        from what the player to answer knew. None asks. Returns the new
        window, or None."""
        if dealt_again is None:
            box = QtWidgets.QMessageBox(self)
            box.setWindowTitle(translate("Review", "What if"))
            box.setText(translate("Review", "Play on from here as a new game. Keep the hidden cards as they were, "
                                            "or deal them again from what the player to answer knew?"))
            keep = box.addButton(
                translate("Review", "Keep the hidden cards"), QtWidgets.QMessageBox.ButtonRole.AcceptRole
            )
            deal = box.addButton(translate("Review", "Deal them again"), QtWidgets.QMessageBox.ButtonRole.AcceptRole)
            box.addButton(QtWidgets.QMessageBox.StandardButton.Cancel)
            box.exec()
            if box.clickedButton() not in (keep, deal):
                return None
            dealt_again = box.clickedButton() is deal
        if not dealt_again:
            return self.viewer.continue_here(path)
        return self.viewer.continue_dealt_again(path)


def dealt_again_save(model: ReplayModel, k: int, path: str | Path | None = None) -> str | Path:
    """Save position ``k`` of a replay ``model`` as a new game whose hidden
    cards are dealt again from what the player to answer there knew
    (:func:`engine.determinize.determinize` of that player's observation; at the
    end of the game, as it was), beginning at that position (a position-file
    origin). Returns the new save's path. Raises SaveError, OSError, or
    DeterminizeError when no deal fits (rare, within a dogma)."""
    import random
    from engine.determinize import determinize, observe
    from engine.position import write as write_position
    from ..saves import store as saves
    g = model.game_at(k)
    d = g.pending
    if d is not None:
        g = determinize(observe(g, d.player), random.Random())
    else:
        g = g.clone()
    doc = write_position(g, seed=g.state.rng)
    from engine.position import build
    newg = build(doc)
    newg.origin = {"position": doc}
    newg.record = []
    p = path if path is not None else saves.new_save_path(model.names)
    meta = dict(model.save.meta)
    meta.update(continued_from=str(model.path) if model.path else None, at_answer=k, dealt_again=True)
    saves.save_game(newg, p, meta)
    return p
