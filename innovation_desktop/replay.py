"""The replay viewer: review a saved game answer by answer.

:class:`ReplayModel` (no Qt) replays a save once and keeps the position after
every answer: position ``i`` is the game after its first ``i`` answers (0 = the
origin, ``len(steps)`` = the saved moment). It knows the turn boundaries, the log
lines each answer caused (as each player may read them, or all of them), and can
export a position file, a text record, or a new saved game that continues from
any position (the original file is never touched).

:class:`ReplayViewer` is the Qt window over a model; :func:`open_replay` opens a
save in it (used by ``innovation-desktop --replay SAVE``).
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import Game
from engine.decisions import Event
from engine.inputs import show_path
from engine.position import write as write_position

from . import saves
from .saves import SaveError, SaveGame
from .plain import plural


@dataclass
class Step:
    """One answer of the game: who was asked what, the answer (position-file form),
    the turn it was given in, and the events it caused."""

    index: int
    player: int
    kind: str
    prompt: str
    source: str
    answer: Any
    turn: int
    events: list[Event] = field(default_factory=list)


@dataclass
class LogLine:
    """A log line and the position to jump to when it is clicked (the position
    right after the answer that caused it)."""

    position: int
    text: str
    kind: str = ""


def answer_text(kind: str, answer: Any) -> str:
    """A position-file answer in words: ``{"action": "meld", "card": "Oars"}`` ->
    ``"Meld Oars"``, ``["Oars", "Tools"]`` -> ``"Oars, Tools"``, None -> ``"(declines)"``."""
    if isinstance(answer, dict) and "action" in answer:
        a = answer["action"]
        if a == "draw":
            return "Draw"
        if a == "achieve":
            return f"Achieve {answer.get('age')}"
        return f"{a.capitalize()} {answer.get('card')}"
    if answer is None or answer == []:
        return "(nothing)" if kind in ("cards", "colors", "order") else "(declines)"
    if isinstance(answer, list):
        return ", ".join(str(x) for x in answer)
    return str(answer)


class ReplayModel:
    """Every position of a saved game (see the module docstring).

    ``steps[i]`` is answer ``i``; ``game_at(k)`` the position after ``k`` answers.
    Build one with :meth:`from_file`, :meth:`from_save` or :meth:`from_game`."""

    def __init__(self, save: SaveGame | None, path: Path | None = None) -> None:
        """Replay ``save`` (None: read it from ``path``) through the same
        load-and-verify path as :func:`saves.load_game`, so the viewer refuses
        exactly the files ``--open`` refuses, with the same messages. Raises
        SaveError (an illegal answer, a bad origin, answers that do not match the
        snapshot...)."""
        self.path = Path(path) if path is not None else None
        self.initial_events: list[Event] = []
        self.positions: list[Game] = []
        self.steps: list[Step] = []

        def asked(g: Game) -> tuple:
            d = g.pending
            return (d.player, d.kind, d.prompt, d.source, g.state.turn, len(g.events)) if d else None

        cur: list = [None]

        def on_start(g: Game) -> None:
            self.initial_events = list(g.events)
            self.positions.append(g.clone())
            cur[0] = asked(g)

        def on_step(g: Game, i: int) -> None:
            player, kind, prompt, source, turn, mark = cur[0]
            self.steps.append(Step(i, player, kind, prompt, source, None, turn, list(g.events[mark:])))
            self.positions.append(g.clone())
            cur[0] = asked(g)

        if save is None:
            if self.path is None:
                raise ValueError("ReplayModel needs a save or a path")
            game, save = saves.load_game(self.path, on_start=on_start, on_step=on_step)
        else:
            game = saves.build_game(save, self.path, on_start=on_start, on_step=on_step)
        self.save = save
        for st in self.steps:
            st.answer = save.answers[st.index]
        for g in self.positions:
            g.origin = save.origin.as_engine()
        self.names = [p.name for p in game.state.players]
        self._turn_starts: list[tuple[int, int]] = []
        last = None
        for k, g in enumerate(self.positions):
            t = g.state.turn
            if t != last:
                self._turn_starts.append((t, k))
                last = t

    @classmethod
    def from_file(cls, path: str | Path) -> "ReplayModel":
        """Read and replay a save file. Raises SaveError naming the file and the problem."""
        return cls(None, Path(path))

    @classmethod
    def from_save(cls, save: SaveGame, path: Path | None = None) -> "ReplayModel":
        """The replay of a parsed save (``path`` only names it in messages). Raises SaveError."""
        return cls(save, path)

    @classmethod
    def from_game(cls, game: Game) -> "ReplayModel":
        """The replay of a game in memory (it must know its origin). Raises SaveError."""
        return cls(saves.from_game(game))

    # ---- positions --------------------------------------------------------------
    def __len__(self) -> int:
        """The number of positions (answers + 1)."""
        return len(self.positions)

    @property
    def last(self) -> int:
        return len(self.positions) - 1

    def game_at(self, k: int) -> Game:
        """The position after ``k`` answers (shared: do not change it; clone it).
        Raises IndexError."""
        if not 0 <= k < len(self.positions):
            raise IndexError(f"position {k} is not between 0 and {self.last}")
        return self.positions[k]

    def turn_at(self, k: int) -> int:
        """The turn number at position ``k`` (0 during the setup). Raises IndexError."""
        return self.positions[k].state.turn

    def turns(self) -> list[tuple[int, int]]:
        """``(turn, first position of that turn)`` for every turn (turn 0 = the setup)."""
        return list(self._turn_starts)

    def turn_start(self, turn: int) -> int:
        """The first position of ``turn`` (the nearest existing turn if out of range)."""
        best = self._turn_starts[0][1]
        for t, k in self._turn_starts:
            if t <= turn:
                best = k
        return best

    def next_turn(self, k: int) -> int:
        """The first position of the turn after position ``k``'s (or the last position)."""
        for t, j in self._turn_starts:
            if j > k:
                return j
        return self.last

    def prev_turn(self, k: int) -> int:
        """The start of position ``k``'s turn, or of the turn before if ``k`` is its start."""
        starts = [j for _, j in self._turn_starts if j < k]
        return starts[-1] if starts else 0

    # ---- the log ------------------------------------------------------------------
    def log(self, player: int | None = None) -> list[LogLine]:
        """Every log line of the game as ``player`` could read it (None: all of it)."""
        out = [LogLine(0, t, e.kind) for e in self.initial_events if (t := e.for_player(player)) is not None]
        for st in self.steps:
            for e in st.events:
                t = e.for_player(player)
                if t is not None:
                    out.append(LogLine(st.index + 1, t, e.kind))
        return out

    def log_lines(self, k: int, player: int | None = None) -> list[str]:
        """The log lines caused by answer ``k - 1`` (the step into position ``k``)."""
        if k == 0:
            return [t for e in self.initial_events if (t := e.for_player(player)) is not None]
        return [t for e in self.steps[k - 1].events if (t := e.for_player(player)) is not None]

    def describe(self, k: int) -> str:
        """One line about position ``k``: the answer that led to it."""
        if k == 0:
            return "Start of the game"
        st = self.steps[k - 1]
        who = self.names[st.player]
        when = "Setup" if st.turn == 0 else f"Turn {st.turn}"
        if st.kind == "action":
            return f"{when}: {who}: {answer_text(st.kind, st.answer)}"
        src = f"{st.source}: " if st.source and st.source not in ("turn", "setup") else ""
        return f"{when}: {who} answers {src}{st.prompt} \u2192 {answer_text(st.kind, st.answer)}"

    # ---- exports -----------------------------------------------------------------
    def position_doc(self, k: int) -> dict[str, Any]:
        """Position ``k`` as a position document (``innovation-position/1``) that
        ``python -m engine play`` accepts; an action in progress is kept
        (``in_progress``) and the generator state is kept as its ``seed``."""
        g = self.game_at(k)
        log = [ln.text for ln in self.log() if ln.position <= k]
        return write_position(g, seed=g.state.rng, log=log)

    def export_position(self, k: int, path: str | Path) -> Path:
        """Write :meth:`position_doc` to ``path``. Raises OSError."""
        p = Path(path)
        saves.atomic_write(p, (json.dumps(self.position_doc(k), indent=1, ensure_ascii=False) + "\n")
                           .encode("utf-8"))
        return p

    def text_record(self) -> str:
        """The whole game as text: a header, then one line per action and choice
        (``  12. Turn 4  Ann: Dogma Archery``), then the result."""
        sv = self.save
        head = [f"Innovation ({sv.options.edition} edition{', teams' if sv.options.teams else ''}): "
                f"{', '.join(self.names)}",
                f"Seed {sv.seed}; {plural(sv.options.win_target, 'achievement')} to win; saved {sv.saved}"]
        if sv.origin.position is not None:
            head.append("Began at a position file.")
        lines = head + [""]
        for st in self.steps:
            who = self.names[st.player]
            if st.kind == "action":
                what = answer_text(st.kind, st.answer)
            else:
                src = f"[{st.source}] " if st.source and st.source != "turn" else ""
                what = f"  {src}{st.prompt} \u2192 {answer_text(st.kind, st.answer)}"
            when = "Setup   " if st.turn == 0 else f"Turn {st.turn:<3d}"
            lines.append(f"{st.index + 1:4d}. {when} {who}: {what}")
        end = self.positions[-1]
        lines.append("")
        if end.over:
            reason, winners = end.result
            lines.append(f"Result: {' and '.join(self.names[w] for w in winners)} won ({reason}).")
        else:
            lines.append(f"Unfinished: {saves.summarize(end).text}.")
        return "\n".join(lines) + "\n"

    def export_text(self, path: str | Path) -> Path:
        """Write :meth:`text_record` to ``path``. Raises OSError."""
        p = Path(path)
        saves.atomic_write(p, self.text_record().encode("utf-8"))
        return p

    def continue_from(self, k: int, path: str | Path | None = None) -> Path:
        """Save position ``k`` as a new game (same origin, the first ``k`` answers) at
        ``path`` (default: a fresh name in the games folder) and return its path.
        The original save is untouched. Raises SaveError."""
        g = self.game_at(k).clone()
        g.origin = self.save.origin.as_engine()
        g.record = list(self.save.answers[:k])
        p = Path(path) if path is not None else saves.new_save_path(self.names)
        meta = dict(self.save.meta)
        meta.update(continued_from=str(self.path) if self.path else None, at_answer=k)
        saves.save_game(g, p, meta)
        return p


# ---- the Qt window ---------------------------------------------------------------------

def _qt():
    from PySide6 import QtCore, QtGui, QtWidgets
    return QtCore, QtGui, QtWidgets


def _make_viewer_class():
    QtCore, QtGui, QtWidgets = _qt()
    Qt = QtCore.Qt

    class ReplaySession(QtCore.QObject):
        """A read-only stand-in for the client's GameSession, so the client's
        table can draw a replay position: nobody is human, no answer is taken."""

        viewChanged = QtCore.Signal()
        decisionRequested = QtCore.Signal(object)
        eventsAppended = QtCore.Signal(list)
        answerApplied = QtCore.Signal(int, object, object)
        gameOver = QtCore.Signal(object)
        error = QtCore.Signal(str)
        thinking = QtCore.Signal(int)

        class _Runner:
            def wait(self, *a) -> bool:
                return True

            def cancel(self) -> None:
                pass

        def __init__(self, game: Game, seats: list | None = None) -> None:
            super().__init__()
            self.game = game
            if seats is None:
                from .seats import Seat
                seats = [Seat("human") for _ in game.state.players]
            self.seats = seats
            self.players: list = [None] * len(seats)
            self.runner = self._Runner()
            self.awaiting_end = None

        @property
        def pending(self):
            return self.game.pending

        def is_human(self, p: int) -> bool:
            return False

        @property
        def humans(self) -> list[int]:
            return []

        def legal_actions(self, p: int) -> list:
            return []

        def start(self) -> None:
            self.viewChanged.emit()

        def close(self) -> None:
            pass

        def answer(self, answer: Any) -> bool:
            return False

        def can_undo(self) -> bool:
            return False

        def undo(self) -> bool:
            return False

        def thinking_player(self):
            return None

    class SimpleTable(QtWidgets.QTextBrowser):
        """A plain rendering of a view (used if the client's table is not available)."""

        def show_view(self, v: dict) -> None:
            import html
            parts = [f"<h3>Turn {v['turn']}</h3>"]
            for i, p in enumerate(v["players"]):
                cur = " (to play)" if i == v["current"] else ""
                parts.append(f"<h4>{html.escape(p['name'])}{cur}: score {p['score_total']}, "
                             f"achievements {len(p['achievements'])}/{v['win_target']}</h4>")
                board = "; ".join(f"{c}: {', '.join(pl['cards'])}" + (f" (splayed {pl['splay']})"
                                                                       if pl["splay"] != "none" else "")
                                  for c, pl in p["board"].items() if pl["cards"])
                parts.append(f"<p>Board: {html.escape(board or '(empty)')}</p>")
                hand = ", ".join(p["hand"]) if p["hand"] is not None else plural(len(p['hand_ages']), 'card')
                score = ", ".join(p["score"]) if p["score"] is not None else plural(len(p['score_ages']), 'card')
                parts.append(f"<p>Hand: {html.escape(hand)}<br>Score pile: {html.escape(score)}</p>")
            if v["pending"]:
                parts.append(f"<p><i>{html.escape(v['pending']['prompt'])}</i></p>")
            if v["result"]:
                parts.append(f"<p><b>Game over ({v['result']['reason']})</b></p>")
            self.setHtml("".join(parts))

    class ReplayViewer(QtWidgets.QMainWindow):
        """A read-only window over a :class:`ReplayModel`: step one answer or one
        turn, jump to a turn, play at a chosen speed, a slider over the game, a log
        that follows (click a line to jump), omniscient or one player's view, and
        exports (position file, text record, continue as a new game)."""

        positionChanged = QtCore.Signal(int)

        def __init__(self, model: ReplayModel, parent=None) -> None:
            super().__init__(parent)
            self.model = model
            self.pos = model.last
            self.viewer: int | None = None
            self.continued: list = []   # windows opened by "continue from here"
            self.timer = QtCore.QTimer(self)
            self.timer.timeout.connect(self._tick)
            self._build()
            self._fill_log()
            self.set_position(self.pos)
            self._fitted = False
            from .saves_ui import fit_to_screen
            fit_to_screen(self, *self.PREFERRED)

        #: The size the viewer opens at when the screen is big enough.
        PREFERRED = (1400, 900)

        def showEvent(self, ev) -> None:
            # Whoever resized the window before showing it (the command line's
            # --size, say), it opens inside the available screen area; once
            # shown, it can be resized and shrunk freely.
            super().showEvent(ev)
            if not self._fitted:
                self._fitted = True
                from .saves_ui import fit_to_screen
                fit_to_screen(self)
                # again once the window manager has added its frame
                QtCore.QTimer.singleShot(0, self._after_show)

        def _after_show(self) -> None:
            if self.isVisible():
                from .saves_ui import fit_to_screen
                fit_to_screen(self)
                self._follow_log()   # keep the current log line in view at the final size

        # ---- construction ----------------------------------------------------------
        def _build(self) -> None:
            central = QtWidgets.QWidget()
            self.setCentralWidget(central)
            outer = QtWidgets.QVBoxLayout(central)
            outer.setContentsMargins(4, 4, 4, 4)
            split = QtWidgets.QSplitter(Qt.Horizontal)
            outer.addWidget(split, 1)
            self.table = None
            self.session = None
            try:
                from .table import TableWindow
                seats = None
                kinds = self.model.save.meta.get("seats")
                if isinstance(kinds, list) and len(kinds) == len(self.model.names):
                    from .seats import SEAT_KINDS, Seat
                    if all(k in SEAT_KINDS for k in kinds):
                        seats = [Seat(k) for k in kinds]
                self.session = ReplaySession(self.model.game_at(self.pos), seats)
                self.table = TableWindow()
                self.table.setWindowFlags(Qt.Widget)
                self.table.menuBar().hide()
                for w in (getattr(self.table, "log", None),):
                    if w is not None:
                        w.parentWidget().hide()
                self.table.set_session(self.session)
                self.table.viewer = None
                # the embedded table takes no keys of its own: Enter belongs to the
                # Turn box, Ctrl+Q to this window, D/M/G/A to nobody
                for sc in self.table.findChildren(QtGui.QShortcut):
                    sc.setEnabled(False)
                for act in self.table.findChildren(QtGui.QAction):
                    act.setShortcut(QtGui.QKeySequence())
                split.addWidget(self.table)
            except Exception as e:  # noqa: BLE001  the client's table is optional here
                self._use_simple(split, e)
            self.split = split
            side = QtWidgets.QWidget()
            sl = QtWidgets.QVBoxLayout(side)
            sl.setContentsMargins(4, 0, 0, 0)
            row = QtWidgets.QHBoxLayout()
            row.addWidget(QtWidgets.QLabel("View:"))
            self.view_box = QtWidgets.QComboBox()
            self.view_box.addItem("Everything (review)")
            for n in self.model.names:
                self.view_box.addItem(f"As {n} saw it")
            self.view_box.currentIndexChanged.connect(self._view_changed)
            row.addWidget(self.view_box, 1)
            sl.addLayout(row)
            sl.addWidget(QtWidgets.QLabel("<b>Game log</b> (click a line to go there)"))
            self.log = QtWidgets.QListWidget()
            self.log.setWordWrap(True)
            self.log.itemClicked.connect(self._log_clicked)
            sl.addWidget(self.log, 1)
            side.setMinimumWidth(300)
            split.addWidget(side)
            split.setStretchFactor(0, 4)
            split.setStretchFactor(1, 1)

            bar = QtWidgets.QHBoxLayout()
            outer.addLayout(bar)

            def button(text: str, tip: str, slot, key=None):
                b = QtWidgets.QToolButton()
                b.setText(text)
                b.setToolTip(tip + (f" ({key})" if key else ""))
                b.clicked.connect(slot)
                if key:
                    sc = QtGui.QShortcut(QtGui.QKeySequence(key), self)
                    sc.activated.connect(slot)
                bar.addWidget(b)
                return b

            self.b_start = button("|\u25c0\u25c0", "Start of the game", lambda: self.set_position(0), "Home")
            self.b_prev_turn = button("\u25c0\u25c0 Turn", "Back one turn",
                                      lambda: self.set_position(self.model.prev_turn(self.pos)), "PgUp")
            self.b_prev = button("\u25c0", "Back one answer", self.step_back, "Left")
            self.b_play = button("Play", "Play / pause", self.toggle_play, "Space")
            self.b_next = button("\u25b6", "Forward one answer", self.step_forward, "Right")
            self.b_next_turn = button("Turn \u25b6\u25b6", "Forward one turn",
                                      lambda: self.set_position(self.model.next_turn(self.pos)), "PgDown")
            self.b_end = button("\u25b6\u25b6|", "End (the saved moment)", lambda: self.set_position(self.model.last),
                                "End")
            bar.addWidget(QtWidgets.QLabel("Speed"))
            self.speed = QtWidgets.QDoubleSpinBox()
            self.speed.setRange(0.25, 50.0)
            self.speed.setSingleStep(0.5)
            self.speed.setSuffix(" /s")
            self.speed.setToolTip("Answers per second when playing")
            try:
                from .paths import load_preferences
                self.speed.setValue(load_preferences().replay_speed)
            except Exception:  # noqa: BLE001
                self.speed.setValue(2.0)
            self.speed.valueChanged.connect(self._speed_changed)
            bar.addWidget(self.speed)
            self.slider = QtWidgets.QSlider(Qt.Horizontal)
            self.slider.setRange(0, self.model.last)
            self.slider.valueChanged.connect(self.set_position)
            bar.addWidget(self.slider, 1)
            bar.addWidget(QtWidgets.QLabel("Turn"))
            self.turn_box = QtWidgets.QSpinBox()
            turns = [t for t, _ in self.model.turns()]
            self.turn_box.setRange(min(turns), max(turns))
            self.turn_box.setKeyboardTracking(False)
            self.turn_box.valueChanged.connect(self.jump_to_turn)
            # Enter jumps (also to the start of the turn shown when the value is unchanged)
            self.turn_box.lineEdit().returnPressed.connect(lambda: self.jump_to_turn(self.turn_box.value()))
            bar.addWidget(self.turn_box)
            self.status = QtWidgets.QLabel()
            self.status.setTextFormat(QtCore.Qt.PlainText)   # names from the file: plain text
            # a long status never widens the window (the whole text is its tooltip)
            self.status.setSizePolicy(QtWidgets.QSizePolicy.Ignored, QtWidgets.QSizePolicy.Preferred)
            self.status.setMinimumWidth(50)
            self.statusBar().addWidget(self.status, 1)

            m = self.menuBar().addMenu("&Replay")
            a = m.addAction("Export this &position...")
            a.triggered.connect(self._export_position_dialog)
            a = m.addAction("Export the game as &text...")
            a.triggered.connect(self._export_text_dialog)
            a = m.addAction("&Continue playing from here (new game)")
            a.triggered.connect(lambda *_: self.continue_here())   # not triggered(bool) as the path
            m.addSeparator()
            a = m.addAction("&Close")
            a.setShortcut(QtGui.QKeySequence.Close)
            a.triggered.connect(self.close)
            a = m.addAction("&Quit")
            from .windows import QUIT_KEY, install_quit_key, quit_app
            install_quit_key()
            a.setShortcut(QtGui.QKeySequence(QUIT_KEY))
            a.triggered.connect(quit_app)

        def _use_simple(self, split, err: Exception) -> None:
            print(f"replay: using the simple table ({type(err).__name__}: {err})", file=sys.stderr)
            if self.table is not None:
                self.table.hide()
                self.table.setParent(None)
            self.table = None
            self.simple = SimpleTable()
            split.insertWidget(0, self.simple)

        def _fill_log(self) -> None:
            self.log.clear()
            self._log_rows: list[int] = []
            for ln in self.model.log(self.viewer):
                it = QtWidgets.QListWidgetItem(ln.text)
                it.setData(Qt.UserRole, ln.position)
                if ln.kind == "turn":
                    f = it.font()
                    f.setBold(True)
                    it.setFont(f)
                self.log.addItem(it)
                self._log_rows.append(ln.position)

        # ---- navigation ----------------------------------------------------------
        def set_position(self, k: int) -> None:
            """Show position ``k`` (clamped to the game)."""
            k = max(0, min(int(k), self.model.last))
            self.pos = k
            g = self.model.game_at(k)
            if self.table is not None:
                self.session.game = g
                self.table.viewer = self.viewer
                try:
                    self.table.refresh()
                    self._review_prompt(g, k)
                except Exception as e:  # noqa: BLE001  fall back rather than fail a review
                    self._use_simple(self.split, e)
            if self.table is None:
                from engine.view import view
                self.simple.show_view(view(g, self.viewer))
            for w, v in ((self.slider, k), (self.turn_box, g.state.turn)):
                w.blockSignals(True)
                w.setValue(v)
                w.blockSignals(False)
            self._follow_log()
            d = g.pending
            asked = "" if d is None else f"  \u2022  {self.model.names[d.player]} to answer: {d.prompt}"
            over = ""
            if g.over:
                reason, winners = g.result
                over = f"  \u2022  game over: {' and '.join(self.model.names[w] for w in winners)} won ({reason})"
            from .controller import game_title
            self.setWindowTitle(game_title(g, "Replay"))
            self.status.setText(f"Answer {k} of {self.model.last}  \u2022  {self.model.describe(k)}{asked}{over}")
            from .plain import rich
            self.status.setToolTip(rich(self.status.text()))
            self.b_prev.setEnabled(k > 0)
            self.b_start.setEnabled(k > 0)
            self.b_prev_turn.setEnabled(k > 0)
            self.b_next.setEnabled(k < self.model.last)
            self.b_next_turn.setEnabled(k < self.model.last)
            self.b_end.setEnabled(k < self.model.last)
            self.positionChanged.emit(k)

        def _review_prompt(self, g: Game, k: int) -> None:
            """The table's prompt bar says what is asked and what was answered next."""
            import html
            pb = getattr(self.table, "prompt", None)
            if pb is None:
                return
            undo = getattr(pb, "undo", None)
            if undo is not None:
                undo.hide()
            text = getattr(pb, "text", None)
            if text is None:
                return
            d = g.pending
            if d is None:
                reason, winners = g.result
                text.setText(f"<b>Game over:</b> {html.escape(' and '.join(self.model.names[w] for w in winners))} "
                             f"won ({reason}).")
                return
            who = self.model.names[d.player]
            prompt = d.prompt[len(who) + 2:] if d.prompt.startswith(f"{who}: ") else d.prompt
            msg = f"<b>{html.escape(who)}</b>: {html.escape(prompt)}"
            if k < self.model.last:
                st = self.model.steps[k]
                msg += f" &nbsp;\u2192&nbsp; <b>{html.escape(answer_text(st.kind, st.answer))}</b>"
            else:
                msg += " &nbsp;<i>(the saved moment)</i>"
            text.setText(msg)
            for b in pb.findChildren(QtWidgets.QAbstractButton):
                if b is not undo:
                    b.hide()

        def _follow_log(self) -> None:
            last_row = -1
            for r, p in enumerate(self._log_rows):
                it = self.log.item(r)
                future = p > self.pos
                it.setForeground(QtGui.QColor("#a0a0a0") if future else QtGui.QColor("#000000"))
                if not future:
                    last_row = r
            self.log.blockSignals(True)
            if last_row >= 0:
                self.log.setCurrentRow(last_row)
                self.log.scrollToItem(self.log.item(last_row), QtWidgets.QAbstractItemView.PositionAtCenter)
            else:
                self.log.clearSelection()
            self.log.blockSignals(False)

        def _log_clicked(self, item) -> None:
            self.stop()
            self.set_position(item.data(Qt.UserRole))

        def step_forward(self) -> None:
            self.set_position(self.pos + 1)

        def step_back(self) -> None:
            self.stop()
            self.set_position(self.pos - 1)

        def jump_to_turn(self, turn: int) -> None:
            self.set_position(self.model.turn_start(turn))

        def toggle_play(self) -> None:
            if self.timer.isActive():
                self.stop()
            else:
                if self.pos >= self.model.last:
                    self.set_position(0)
                self.timer.start(int(1000 / self.speed.value()))
                self.b_play.setText("Pause")

        def stop(self) -> None:
            self.timer.stop()
            self.b_play.setText("Play")

        def _tick(self) -> None:
            if self.pos >= self.model.last:
                self.stop()
                return
            self.step_forward()

        def _speed_changed(self, v: float) -> None:
            if self.timer.isActive():
                self.timer.setInterval(int(1000 / v))

        def _view_changed(self, i: int) -> None:
            self.viewer = None if i <= 0 else i - 1
            self._fill_log()
            self.set_position(self.pos)

        # ---- exports --------------------------------------------------------------
        def _ask_path(self, title: str, name: str, filt: str) -> str | None:
            start = str(export_folder() / name)
            path, _ = QtWidgets.QFileDialog.getSaveFileName(self, title, start, filt)
            return path or None

        def _export_position_dialog(self) -> None:
            stem = self.model.path.stem if self.model.path else "game"
            p = self._ask_path("Export position", f"{stem}-answer{self.pos}.position.json",
                               "Position files (*.json)")
            if p:
                self.export_position(p)

        def _export_text_dialog(self) -> None:
            stem = self.model.path.stem if self.model.path else "game"
            p = self._ask_path("Export text record", f"{stem}.txt", "Text (*.txt)")
            if p:
                self.export_text(p)

        def export_position(self, path: str | Path) -> Path | None:
            """Export the position shown to ``path``; say where it went (status bar),
            remember its folder for the next export. Errors are shown; None then."""
            return self._exported("Position", self._guard(lambda: self.model.export_position(self.pos, path)))

        def export_text(self, path: str | Path) -> Path | None:
            """Export the game as text to ``path`` (see :meth:`export_position`)."""
            return self._exported("Text record", self._guard(lambda: self.model.export_text(path)))

        def _exported(self, what: str, p: Path | None) -> Path | None:
            if p is not None:
                remember_export_folder(p.parent)
                self.last_message = f"{what} exported to {p.resolve()}"
                self.statusBar().showMessage(self.last_message, 10000)
            return p

        def continue_here(self, path: str | None = None):
            """Save this position as a new game and open it to play; returns the new
            window (None on error, which is shown). ``path`` defaults to a new file in
            the games folder."""
            self.stop()
            if isinstance(path, bool):    # a signal's "checked" argument, not a file
                path = None
            try:
                newp = self.model.continue_from(self.pos, path)
                from .saves_ui import open_game
                w = open_game(newp)
            except Exception as e:  # noqa: BLE001  shown to the user
                from .plain import rich
                QtWidgets.QMessageBox.warning(self, "Innovation", rich(e))
                return None
            from .windows import size_like_main
            size_like_main(w, self)
            w.show()
            w.statusBar().showMessage(f"A new game from answer {self.pos} of {show_path(self.model.path.name) if self.model.path else 'the game'}, "
                                      f"saved to {newp} (the original is untouched)", 10000)
            self.continued.append(w)
            return w

        def _guard(self, fn):
            try:
                return fn()
            except (OSError, SaveError) as e:
                from .plain import rich
                QtWidgets.QMessageBox.warning(self, "Innovation", rich(e))
                return None

        def closeEvent(self, ev) -> None:
            self.stop()
            try:
                from .paths import load_preferences, save_preferences
                prefs = load_preferences()
                if prefs.replay_speed != self.speed.value():
                    prefs.replay_speed = self.speed.value()
                    save_preferences(prefs)
            except Exception:  # noqa: BLE001  preferences are best effort
                pass
            super().closeEvent(ev)

    return ReplayViewer, ReplaySession


def export_folder() -> Path:
    """The folder an export (position file, text record) is suggested in: the last
    one used for an export, else the user's Documents folder, else the home folder;
    never the saved-games folder (its Open list is for saved games only)."""
    games = None
    try:
        from .paths import games_dir, load_preferences
        games = games_dir(create=False).resolve()
        last = getattr(load_preferences(), "export_folder", "") or ""
    except Exception:  # noqa: BLE001  preferences are best effort
        last = ""
    cands = [Path(last)] if last else []
    try:
        from PySide6.QtCore import QStandardPaths
        docs = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
        if docs:
            cands.append(Path(docs))
    except ImportError:
        pass
    cands.append(Path.home())
    for c in cands:
        if c.is_dir() and (games is None or c.resolve() != games):
            return c
    return Path.home()


def remember_export_folder(folder: str | Path) -> None:
    """Suggest ``folder`` for the next export (kept in the preferences; best effort)."""
    try:
        from .paths import load_preferences, save_preferences
        prefs = load_preferences()
        if getattr(prefs, "export_folder", None) != str(folder):
            prefs.export_folder = str(folder)
            save_preferences(prefs)
    except Exception:  # noqa: BLE001  preferences are best effort
        pass


_CLASSES: tuple | None = None


def __getattr__(name: str):
    # The Qt classes are made on first use, so that the model imports without Qt.
    global _CLASSES
    if name in ("ReplayViewer", "ReplaySession"):
        if _CLASSES is None:
            _CLASSES = _make_viewer_class()
        return _CLASSES[0] if name == "ReplayViewer" else _CLASSES[1]
    raise AttributeError(name)


def open_replay(path: str | Path):
    """Open a saved game in a new :class:`ReplayViewer` (not shown yet; a
    QApplication must exist). Raises SaveError naming the file and the problem."""
    model = ReplayModel.from_file(path)
    viewer_cls = __getattr__("ReplayViewer")
    return viewer_cls(model)
