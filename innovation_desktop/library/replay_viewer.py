"""The replay viewer window: review a saved game answer by answer.

:class:`ReplayViewer` is the Qt window over a :class:`ReplayModel`
(:mod:`innovation_desktop.sessions.replay`); :func:`open_replay` opens a save in it.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from engine import Game
from engine.inputs import show_path

from PySide6 import QtCore, QtGui, QtWidgets

from ..saves.store import SaveError
from ..sessions.replay import ReplayModel, source_words
from ..words import cards_text, reason_text, render, render_data, winners_text

if TYPE_CHECKING:
    from ..table.window import TableWindow
    from .review_panel import ReviewPanel

_T = TypeVar("_T")
#: Opens a saved game to play (the saves UI's ``open_game``): path -> its table window (not shown yet).
OpenGame = Callable[[str | Path], "TableWindow"]

def answer_words(kind: str, answer: Any) -> str:
    """A position-file answer in the interface's words (the viewer's
    :func:`~innovation_desktop.sessions.replay.answer_text`): ``{"action": "meld",
    "card": "Oars"}`` -> "Meld Oars" / "Fundir Oars"; card titles stay English."""
    from PySide6.QtCore import QCoreApplication
    translate = QCoreApplication.translate
    if isinstance(answer, dict) and "action" in answer:
        from engine.answers import Action
        a = Action.from_data(answer)          # the one reader of an action's outside form
        if a.kind == "draw":
            return translate("ReplayViewer", "Draw")
        if a.kind == "achieve":
            return translate("ReplayViewer", "Achieve {age}").format(age=a.age)
        if a.kind == "meld":
            return translate("ReplayViewer", "Meld {card}").format(card=a.card)
        return translate("ReplayViewer", "Dogma {card}").format(card=a.card)
    if answer is None or answer == []:
        return (translate("ReplayViewer", "(nothing)") if kind in ("cards", "colors", "order")
                else translate("ReplayViewer", "(declines)"))
    words = {"yes": translate("ReplayViewer", "yes"), "no": translate("ReplayViewer", "no"),
             "blue": translate("ReplayViewer", "blue"), "red": translate("ReplayViewer", "red"),
             "green": translate("ReplayViewer", "green"), "yellow": translate("ReplayViewer", "yellow"),
             "purple": translate("ReplayViewer", "purple")}
    if isinstance(answer, list):
        return ", ".join(words.get(x, str(x)) if isinstance(x, str) else str(x) for x in answer)
    return words.get(answer, str(answer)) if isinstance(answer, str) else str(answer)


def hidden_card_word(age: int) -> str:
    """A card the reader may not know, by its age, in the interface's language
    ("a 3" / "un 3")."""
    from engine.msg import a_age
    return render(a_age(age))


def describe_words(model: ReplayModel, k: int, viewer: int | None = None) -> str:
    """One line about position ``k`` of ``model`` in the interface's language (the
    answer that led to it; :meth:`ReplayModel.describe` in English), as ``viewer``
    could know it (None: everything; cards hidden from them given by age)."""
    from PySide6.QtCore import QCoreApplication
    translate = QCoreApplication.translate
    if k == 0:
        return translate("ReplayViewer", "Start of the game")
    st = model.steps[k - 1]
    from ..plain import shown_name
    who = shown_name(model.names[st.player])     # a right-to-left name does not turn the line around
    when = (translate("ReplayViewer", "Setup") if st.turn == 0
            else translate("ReplayViewer", "Turn {turn}").format(turn=st.turn))
    said = answer_words(st.kind, model.answer_as_seen(k - 1, viewer, hidden_card_word))
    prompt = model.prompt_as_seen(k - 1, viewer)
    if st.kind == "action":
        return translate("ReplayViewer", "{when}: {name}: {answer}").format(when=when, name=who, answer=said)
    if st.source and st.source not in ("turn", "setup"):
        return translate("ReplayViewer", "{when}: {name} answers {source}: {question} \u2192 {answer}").format(
            when=when, name=who, source=source_words(st.source, say=render), question=render(prompt), answer=said)
    return translate("ReplayViewer", "{when}: {name} answers {question} \u2192 {answer}").format(
        when=when, name=who, question=render(prompt), answer=said)


Qt = QtCore.Qt
translate = QtCore.QCoreApplication.translate


class SimpleTable(QtWidgets.QTextBrowser):
    """A plain rendering of a view (used if the client's table is not available)."""

    def show_view(self, v: dict[str, Any]) -> None:
        import html
        esc = html.escape
        parts = [f"<h3>{esc(translate('ReplayViewer', 'Turn {turn}').format(turn=v['turn']))}</h3>"]
        for i, p in enumerate(v["players"]):
            line = (translate("ReplayViewer", "{name} (to play): score {score}, achievements {count}/{target}")
                    if i == v["current"] else
                    translate("ReplayViewer", "{name}: score {score}, achievements {count}/{target}"))
            parts.append("<h4>" + esc(line.format(name=p["name"], score=p["score_total"],
                                                   count=len(p["achievements"]), target=v["win_target"]))
                         + "</h4>")
            splayed = translate("ReplayViewer", "{color}: {cards} (splayed {direction})")
            flat = translate("ReplayViewer", "{color}: {cards}")
            board = "; ".join((splayed if pl["splay"] != "none" else flat).format(
                color=c, cards=", ".join(pl["cards"]), direction=pl["splay"])
                for c, pl in p["board"].items() if pl["cards"])
            parts.append("<p>" + esc(translate("ReplayViewer", "Board: {cards}").format(
                cards=board or translate("ReplayViewer", "(empty)"))) + "</p>")
            hand = ", ".join(p["hand"]) if p["hand"] is not None else cards_text(len(p["hand_ages"]))
            score = ", ".join(p["score"]) if p["score"] is not None else cards_text(len(p["score_ages"]))
            parts.append("<p>" + esc(translate("ReplayViewer", "Hand: {cards}").format(cards=hand)) + "<br>"
                         + esc(translate("ReplayViewer", "Score pile: {cards}").format(cards=score)) + "</p>")
        if v["pending"]:
            parts.append(f"<p><i>{esc(render_data(v['pending']['prompt'], str(v['pending']['prompt'])))}</i></p>")
        if v["result"]:
            parts.append("<p><b>" + esc(translate("ReplayViewer", "Game over ({reason})").format(
                reason=reason_text(v["result"]["reason"]))) + "</b></p>")
        self.setHtml("".join(parts))

class ReplayViewer(QtWidgets.QMainWindow):
    """A read-only window over a :class:`ReplayModel`: step one answer or one
    turn, jump to a turn, play at a chosen speed, a slider over the game, a log
    that follows (click a line to jump), omniscient or one player's view, and
    exports (position file, text record, continue as a new game)."""

    positionChanged = QtCore.Signal(int)

    def __init__(self, model: ReplayModel, parent: QtWidgets.QWidget | None = None,
                 open_game: OpenGame | None = None) -> None:
        super().__init__(parent)
        self.model = model
        #: How "continue from here" opens the new saved game to play: a function
        #: path -> table window (the saves UI's ``open_game``); None: not offered.
        #: Handed in, so this module and the saves UI do not import each other.
        self.open_game = open_game
        self.position = model.last
        #: Whose eyes the viewer sees with (None: everything). A finished game opens
        #: on everything; an unfinished one as the person who saved it saw it
        #: (:meth:`ReplayModel.own_seat`), and showing more is asked first.
        self.own_seat: int | None = None if model.finished else model.own_seat()
        self.viewer: int | None = self.own_seat
        #: True once the person agreed to see cards they had not seen (or there are none to hide).
        self.revealed_ok = self.own_seat is None
        self.continued: list[TableWindow] = []   # windows opened by "continue from here"
        self.timer = QtCore.QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.review: ReviewPanel | None = None     # made by _build (None if it cannot be)
        self._build()
        self._fill_log()
        self.set_position(self.position)
        self._fitted = False
        from ..windows import fit_to_screen
        fit_to_screen(self, *self.PREFERRED)

    @property
    def edition(self) -> str:
        """The rules edition of the game shown (its cards' texts in Help > Cards)."""
        return self.table.edition if self.table is not None else "third"

    #: The size the viewer opens at when the screen is big enough.
    PREFERRED = (1400, 900)

    def showEvent(self, ev: QtGui.QShowEvent) -> None:
        # Whoever resized the window before showing it (the command line's
        # --size, say), it opens inside the available screen area; once
        # shown, it can be resized and shrunk freely.
        super().showEvent(ev)
        if not self._fitted:
            self._fitted = True
            from ..windows import fit_to_screen
            fit_to_screen(self)
            # again once the window manager has added its frame
            QtCore.QTimer.singleShot(0, self._after_show)

    def _after_show(self) -> None:
        if self.isVisible():
            from ..windows import fit_to_screen
            fit_to_screen(self)
            self._follow_log()   # keep the current log line in view at the final size

    # ---- construction ----------------------------------------------------------
    def _build(self) -> None:
        central = QtWidgets.QWidget()
        self.setCentralWidget(central)
        outer = QtWidgets.QVBoxLayout(central)
        outer.setContentsMargins(4, 4, 4, 4)
        split = QtWidgets.QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split, 1)
        self.table = None
        self.session = None
        try:
            from ..table.window import TableWindow
            seats = None
            kinds = self.model.save.meta.get("seats")
            if isinstance(kinds, list) and len(kinds) == len(self.model.names):
                from ..sessions.seats import SEAT_KINDS, Seat
                if all(k in SEAT_KINDS for k in kinds):
                    seats = [Seat(k) for k in kinds]
            from ..sessions.replay_session import ReplaySession
            self.session = ReplaySession(self.model.game_at(self.position), seats)
            self.table = TableWindow()
            self.table.setWindowFlags(Qt.WindowType.Widget)
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
        row.addWidget(QtWidgets.QLabel(translate("ReplayViewer", "View:")))
        self.view_box = QtWidgets.QComboBox()
        self.view_box.addItem(translate("ReplayViewer", "Everything (review)"))
        for n in self.model.names:
            self.view_box.addItem(translate("ReplayViewer", "As {name} saw it").format(name=n))
        self.view_box.setCurrentIndex(0 if self.viewer is None else self.viewer + 1)
        self._view_index = self.view_box.currentIndex()
        self.view_box.currentIndexChanged.connect(self._view_changed)
        row.addWidget(self.view_box, 1)
        sl.addLayout(row)
        #: the log's heading, wrapped: in Spanish it is wider than the side panel
        self.log_title = QtWidgets.QLabel(translate("ReplayViewer", "<b>Game log</b> (click a line to go there)"))
        self.log_title.setWordWrap(True)
        sl.addWidget(self.log_title)
        self.log = QtWidgets.QListWidget()
        self.log.setWordWrap(True)
        self.log.itemClicked.connect(self._log_clicked)
        self.review = self._review_panel()
        if self.review is None:
            sl.addWidget(self.log, 1)
        else:
            # the review above the log, in a splitter; the review scrolls, so the
            # window still shrinks to a small size
            area = QtWidgets.QScrollArea()
            area.setWidgetResizable(True)
            area.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area.setWidget(self.review)
            logbox = QtWidgets.QWidget()
            ll = QtWidgets.QVBoxLayout(logbox)
            ll.setContentsMargins(0, 0, 0, 0)
            sl.removeWidget(self.log_title)
            ll.addWidget(self.log_title)
            ll.addWidget(self.log, 1)
            vsplit = QtWidgets.QSplitter(Qt.Orientation.Vertical)
            vsplit.addWidget(area)
            vsplit.addWidget(logbox)
            vsplit.setStretchFactor(0, 3)
            vsplit.setStretchFactor(1, 2)
            vsplit.setChildrenCollapsible(False)
            sl.addWidget(vsplit, 1)
        side.setMinimumWidth(300 if self.review is None else 380)
        split.addWidget(side)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)

        bar = QtWidgets.QHBoxLayout()
        outer.addLayout(bar)

        def button(text: str, tip: str, slot: Callable[[], object], key: str | None = None) -> QtWidgets.QToolButton:
            b = QtWidgets.QToolButton()
            b.setText(text)
            b.setToolTip(translate("ReplayViewer", "{action} ({key})").format(action=tip, key=key) if key else tip)
            b.clicked.connect(slot)
            if key:
                sc = QtGui.QShortcut(QtGui.QKeySequence(key), self)
                sc.activated.connect(slot)
            bar.addWidget(b)
            return b

        self.b_start = button("|\u25c0\u25c0", translate("ReplayViewer", "Start of the game"),
                              lambda: self.set_position(0), "Home")
        self.b_prev_turn = button(translate("ReplayViewer", "◀◀ Turn"), translate("ReplayViewer", "Back one turn"),
                                  lambda: self.set_position(self.model.prev_turn(self.position)), "PgUp")
        self.b_prev = button("\u25c0", translate("ReplayViewer", "Back one answer"), self.step_back, "Left")
        self.b_play = button(translate("ReplayViewer", "Play"), translate("ReplayViewer", "Play / pause"),
                             self.toggle_play, "Space")
        self.b_next = button("\u25b6", translate("ReplayViewer", "Forward one answer"), self.step_forward, "Right")
        self.b_next_turn = button(
            translate("ReplayViewer", "Turn ▶▶"),
            translate("ReplayViewer", "Forward one turn"),
            lambda: self.set_position(self.model.next_turn(self.position)),
            "PgDown",
        )
        self.b_end = button("\u25b6\u25b6|", translate("ReplayViewer", "End (the saved moment)"),
                            lambda: self.set_position(self.model.last), "End")
        bar.addWidget(QtWidgets.QLabel(translate("ReplayViewer", "Speed")))
        self.speed = QtWidgets.QDoubleSpinBox()
        self.speed.setRange(0.25, 50.0)
        self.speed.setSingleStep(0.5)
        self.speed.setSuffix(translate("ReplayViewer", " /s"))
        self.speed.setToolTip(translate("ReplayViewer", "Answers per second when playing"))
        try:
            from ..saves.paths import load_preferences
            self.speed.setValue(load_preferences().replay_speed)
        except Exception:  # noqa: BLE001
            self.speed.setValue(2.0)
        self.speed.valueChanged.connect(self._speed_changed)
        bar.addWidget(self.speed)
        self.slider = QtWidgets.QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.model.last)
        self.slider.valueChanged.connect(self.set_position)
        bar.addWidget(self.slider, 1)
        bar.addWidget(QtWidgets.QLabel(translate("ReplayViewer", "Turn")))
        self.turn_box = QtWidgets.QSpinBox()
        turns = [t for t, _ in self.model.turns()]
        self.turn_box.setRange(min(turns), max(turns))
        self.turn_box.setKeyboardTracking(False)
        self.turn_box.valueChanged.connect(self.jump_to_turn)
        # Enter jumps (also to the start of the turn shown when the value is unchanged)
        self.turn_box.lineEdit().returnPressed.connect(lambda: self.jump_to_turn(self.turn_box.value()))
        bar.addWidget(self.turn_box)
        self.status = QtWidgets.QLabel()
        self.status.setTextFormat(QtCore.Qt.TextFormat.PlainText)   # names from the file: plain text
        # a long status never widens the window (the whole text is its tooltip)
        self.status.setSizePolicy(QtWidgets.QSizePolicy.Policy.Ignored, QtWidgets.QSizePolicy.Policy.Preferred)
        self.status.setMinimumWidth(50)
        self.statusBar().addWidget(self.status, 1)

        m = self.menuBar().addMenu(translate("ReplayViewer", "&Replay"))
        a = m.addAction(translate("ReplayViewer", "Export this &position..."))
        a.triggered.connect(self._export_position_dialog)
        a = m.addAction(translate("ReplayViewer", "Export the game as &text..."))
        a.triggered.connect(self._export_text_dialog)
        a = m.addAction(translate("ReplayViewer", "&Continue playing from here (new game)"))
        a.triggered.connect(lambda *_: self.continue_here())   # not triggered(bool) as the path
        a.setEnabled(self.open_game is not None)
        m.addSeparator()
        a = m.addAction(translate("ReplayViewer", "&Close"))
        a.setShortcut(QtGui.QKeySequence.StandardKey.Close)
        a.triggered.connect(self.close)
        a = m.addAction(translate("ReplayViewer", "&Quit"))
        from ..windows import QUIT_KEY, install_quit_key, quit_app
        install_quit_key()
        a.setShortcut(QtGui.QKeySequence(QUIT_KEY))
        a.triggered.connect(quit_app)
        from ..help import install_help_menu
        install_help_menu(self)     # every main window has Help (F1 rules, cards, about)

    def _review_panel(self) -> ReviewPanel | None:
        """The game review beside the log (:mod:`.review_panel`), or None if it cannot be made."""
        try:
            from .review_panel import ReviewPanel
            panel = ReviewPanel(self, answer_words)
        except Exception as e:  # noqa: BLE001  the replay works without it
            print(f"replay: no review panel ({type(e).__name__}: {e})", file=sys.stderr)
            return None

        def jump(k: int) -> None:
            self.stop()
            self.set_position(k)
        panel.jump.connect(jump)
        return panel

    def continue_dealt_again(self, path: str | None = None) -> TableWindow | None:
        """"What if" with the hidden cards dealt again from what the player to
        answer knew: the position shown, dealt afresh, saved as a new game and
        opened (see :meth:`continue_here`). None on error (shown)."""
        from .review_panel import dealt_again_save
        self.stop()
        if self.open_game is None:
            return None
        try:
            newp = dealt_again_save(self.model, self.position, path)
            w = self.open_game(newp)
        except Exception as e:  # noqa: BLE001  shown to the user
            from ..plain import rich
            QtWidgets.QMessageBox.warning(self, "Innovation", rich(e))
            return None
        from ..windows import size_like_main
        size_like_main(w, self)
        w.show()
        w.statusBar().showMessage(translate("ReplayViewer", "A new game from answer {number}, hidden cards dealt "
                                            "again, saved to {path}").format(number=self.position, path=newp), 10000)
        self.continued.append(w)
        return w

    def _use_simple(self, split: QtWidgets.QSplitter, err: Exception) -> None:
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
            it = QtWidgets.QListWidgetItem(render(ln.msg) if ln.msg is not None else ln.text)
            it.setData(Qt.ItemDataRole.UserRole, ln.position)
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
        self.position = k
        g = self.model.game_at(k)
        if self.table is not None and self.session is not None:
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
        parts = [translate("ReplayViewer", "Answer {number} of {last}").format(number=k, last=self.model.last),
                 describe_words(self.model, k, self.viewer)]
        if d is not None:
            parts.append(translate("ReplayViewer", "{name} to answer: {prompt}").format(
                name=self.model.names[d.player], prompt=render(self.model.pending_prompt_as_seen(k, self.viewer))))
        if g.result is not None:        # g.over
            reason, winners = g.result
            parts.append(translate("ReplayViewer", "game over: {result}").format(
                result=winners_text([self.model.names[w] for w in winners], reason)))
        from ..sessions.local import game_title
        self.setWindowTitle(game_title(g, translate("ReplayViewer", "Replay")))
        self.status.setText("  \u2022  ".join(parts))
        from ..plain import rich
        self.status.setToolTip(rich(self.status.text()))
        self.b_prev.setEnabled(k > 0)
        self.b_start.setEnabled(k > 0)
        self.b_prev_turn.setEnabled(k > 0)
        self.b_next.setEnabled(k < self.model.last)
        self.b_next_turn.setEnabled(k < self.model.last)
        self.b_end.setEnabled(k < self.model.last)
        if self.review is not None:
            self.review.set_position(k)
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
            assert g.result is not None     # no decision: the game is over
            reason, winners = g.result
            text.setText(translate("ReplayViewer", "<b>Game over:</b> {result}.").format(
                result=html.escape(winners_text([self.model.names[w] for w in winners], reason))))
            return
        who = self.model.names[d.player]
        # the engine's words in the user's language, as the viewer could read them
        said = render(self.model.pending_prompt_as_seen(k, self.viewer))
        prompt = said[len(who) + 2:] if said.startswith(f"{who}: ") else said
        msg = f"<b>{html.escape(who)}</b>: {html.escape(prompt)}"
        if k < self.model.last:
            st = self.model.steps[k]
            seen = self.model.answer_as_seen(k, self.viewer, hidden_card_word)
            msg += f" &nbsp;\u2192&nbsp; <b>{html.escape(answer_words(st.kind, seen))}</b>"
        else:
            msg += " &nbsp;<i>" + html.escape(translate("ReplayViewer", "(the saved moment)")) + "</i>"
        text.setText(msg)
        for b in pb.findChildren(QtWidgets.QAbstractButton):
            if b is not undo:
                b.hide()

    def _follow_log(self) -> None:
        last_row = -1
        for r, p in enumerate(self._log_rows):
            it = self.log.item(r)
            future = p > self.position
            it.setForeground(QtGui.QColor("#a0a0a0") if future else QtGui.QColor("#000000"))
            if not future:
                last_row = r
        self.log.blockSignals(True)
        if last_row >= 0:
            self.log.setCurrentRow(last_row)
            self.log.scrollToItem(self.log.item(last_row), QtWidgets.QAbstractItemView.ScrollHint.PositionAtCenter)
        else:
            self.log.clearSelection()
        self.log.blockSignals(False)

    def _log_clicked(self, item: QtWidgets.QListWidgetItem) -> None:
        self.stop()
        self.set_position(item.data(Qt.ItemDataRole.UserRole))

    def step_forward(self) -> None:
        self.set_position(self.position + 1)

    def step_back(self) -> None:
        self.stop()
        self.set_position(self.position - 1)

    def jump_to_turn(self, turn: int) -> None:
        self.set_position(self.model.turn_start(turn))

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.stop()
        else:
            if self.position >= self.model.last:
                self.set_position(0)
            self.timer.start(int(1000 / self.speed.value()))
            self.b_play.setText(translate("ReplayViewer", "Pause"))

    def stop(self) -> None:
        self.timer.stop()
        self.b_play.setText(translate("ReplayViewer", "Play"))

    def _tick(self) -> None:
        if self.position >= self.model.last:
            self.stop()
            return
        self.step_forward()

    def _speed_changed(self, v: float) -> None:
        if self.timer.isActive():
            self.timer.setInterval(int(1000 / v))

    def _view_changed(self, i: int) -> None:
        viewer = None if i <= 0 else i - 1
        if viewer != self.own_seat and not self.revealed_ok:
            if not self.confirm_reveal():
                self.view_box.blockSignals(True)
                self.view_box.setCurrentIndex(self._view_index)
                self.view_box.blockSignals(False)
                return
            self.revealed_ok = True
            if self.review is not None:
                self.review.revealed()
        self._view_index = i
        self.viewer = viewer
        self._fill_log()
        self.set_position(self.position)

    def confirm_reveal(self, export: bool = False) -> bool:
        """Ask before an unfinished game is shown with more than its saver saw
        (everything, or another player's cards; ``export``: a position file,
        which holds every card). True to show them."""
        box = QtWidgets.QMessageBox(self)
        box.setIcon(QtWidgets.QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("ReplayViewer", "Show hidden cards?"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        if export:
            box.setText(translate("ReplayViewer", "This game is not over, and a position file holds cards you "
                                  "have not seen yet (other players' hands and score piles, the order of the "
                                  "supply). Export it?"))
        else:
            box.setText(translate("ReplayViewer", "This game is not over, and this view shows cards you have not "
                                  "seen yet (other players' hands and score piles, the order of the supply). "
                                  "Show them?"))
        show = box.addButton(translate("ReplayViewer", "Show them"), QtWidgets.QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(translate("ReplayViewer", "Keep them hidden"), QtWidgets.QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        return box.clickedButton() is show

    # ---- exports --------------------------------------------------------------
    def _ask_path(self, title: str, name: str, filt: str) -> str | None:
        start = str(export_folder() / name)
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, title, start, filt)
        return path or None

    def _export_position_dialog(self) -> None:
        if not self.revealed_ok:           # asked before the file is chosen
            if not self.confirm_reveal(export=True):
                return
            self.revealed_ok = True
        stem = self.model.path.stem if self.model.path else "game"
        p = self._ask_path(translate("ReplayViewer", "Export position"), f"{stem}-answer{self.position}.position.json",
                           translate("ReplayViewer", "Position files (*.json)"))
        if p:
            self.export_position(p)

    def _export_text_dialog(self) -> None:
        stem = self.model.path.stem if self.model.path else "game"
        p = self._ask_path(translate("ReplayViewer", "Export text record"), f"{stem}.txt",
                           translate("ReplayViewer", "Text (*.txt)"))
        if p:
            self.export_text(p)

    def export_position(self, path: str | Path) -> Path | None:
        """Export the position shown to ``path``; say where it went (status bar),
        remember its folder for the next export. Errors are shown; None then.
        A position file holds every card (hands, score piles, the supply's
        order): from an unfinished game it is asked first, as "Everything" is
        (:meth:`confirm_reveal`); refused, nothing is written and None is returned."""
        if not self.revealed_ok:
            if not self.confirm_reveal(export=True):
                return None
            self.revealed_ok = True
        return self._exported(translate("ReplayViewer", "Position exported to {path}"),
                              self._guard(lambda: self.model.export_position(self.position, path)))

    def export_text(self, path: str | Path) -> Path | None:
        """Export the game as text to ``path`` (see :meth:`export_position`)."""
        from .said import said_text     # a save's standing, the engine's words
        words = {"tr": lambda t: translate("ReplayRecord", t), "answer": answer_words, "say": said_text,
                 "viewer": self.viewer, "hidden_word": hidden_card_word}
        return self._exported(translate("ReplayViewer", "Text record exported to {path}"),
                              self._guard(lambda: self.model.export_text(path, **words)))

    def _exported(self, said: str, p: Path | None) -> Path | None:
        """``said``: the sentence saying where it went (a ``{path}`` field)."""
        if p is not None:
            remember_export_folder(p.parent)
            self.last_message = said.format(path=p.resolve())
            self.statusBar().showMessage(self.last_message, 10000)
        return p

    def continue_here(self, path: str | None = None) -> TableWindow | None:
        """Save this position as a new game and open it to play; returns the new
        window (None on error, which is shown). ``path`` defaults to a new file in
        the games folder."""
        self.stop()
        if isinstance(path, bool):    # a signal's "checked" argument, not a file
            path = None
        if self.open_game is None:
            return None
        try:
            newp = self.model.continue_from(self.position, path)
            w = self.open_game(newp)
        except Exception as e:  # noqa: BLE001  shown to the user
            from ..plain import rich
            QtWidgets.QMessageBox.warning(self, "Innovation", rich(e))
            return None
        from ..windows import size_like_main
        size_like_main(w, self)
        w.show()
        if self.model.path:
            said = translate("ReplayViewer", "A new game from answer {number} of {file}, saved to {path} "
                             "(the original is untouched)").format(
                number=self.position, file=show_path(self.model.path.name), path=newp)
        else:
            said = translate("ReplayViewer", "A new game from answer {number} of the game, saved to {path}").format(
                number=self.position, path=newp)
        w.statusBar().showMessage(said, 10000)
        self.continued.append(w)
        return w

    def _guard(self, fn: Callable[[], _T]) -> _T | None:
        try:
            return fn()
        except (OSError, SaveError) as e:
            from ..plain import rich
            QtWidgets.QMessageBox.warning(self, "Innovation", rich(e))
            return None

    def closeEvent(self, ev: QtGui.QCloseEvent) -> None:
        self.stop()
        if self.review is not None:
            self.review.close_runner()
        try:
            from ..saves.paths import load_preferences, save_preferences
            prefs = load_preferences()
            if prefs.replay_speed != self.speed.value():
                prefs.replay_speed = self.speed.value()
                save_preferences(prefs)
        except Exception:  # noqa: BLE001  preferences are best effort
            pass
        super().closeEvent(ev)


def export_folder() -> Path:
    """The folder an export (position file, text record) is suggested in: the last
    one used for an export, else the user's Documents folder, else the home folder;
    never the saved-games folder (its Open list is for saved games only)."""
    games = None
    try:
        from ..saves.paths import games_dir, load_preferences
        games = games_dir(create=False).resolve()
        last = getattr(load_preferences(), "export_folder", "") or ""
    except Exception:  # noqa: BLE001  preferences are best effort
        last = ""
    cands = [Path(last)] if last else []
    try:
        from PySide6.QtCore import QStandardPaths
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
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
        from ..saves.paths import load_preferences, save_preferences
        prefs = load_preferences()
        if getattr(prefs, "export_folder", None) != str(folder):
            prefs.export_folder = str(folder)
            save_preferences(prefs)
    except Exception:  # noqa: BLE001  preferences are best effort
        pass


def open_replay(path: str | Path, open_game: OpenGame | None = None) -> ReplayViewer:
    """Open a saved game in a new :class:`ReplayViewer` (not shown yet; a
    QApplication must exist); ``open_game`` as in :class:`ReplayViewer` (the app
    opens replays through :func:`innovation_desktop.library.saves_ui.open_replay`,
    which hands its own). Raises SaveError naming the file and the problem."""
    model = ReplayModel.from_file(path)
    return ReplayViewer(model, open_game=open_game)
