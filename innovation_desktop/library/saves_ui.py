"""Saved games in the client: the Open dialog, Save / Save As, autosave wiring,
resuming an interrupted game, and :func:`open_game` (``innovation-desktop --open``).

The file format and its errors live in :mod:`innovation_desktop.saves.store` (no Qt);
this module only shows them. Errors never stop the app: they are shown in a
message box, and bad files are listed (with what is wrong) but never removed
unless the user deletes them.
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCoreApplication, Signal
from ..i18n import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QLabel,
                               QMainWindow, QMessageBox, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from engine.inputs import show_path

from ..plain import plain_label, rich
from ..saves import paths
from ..saves import store as saves
from ..saves.store import SaveError, SaveInfo
from .said import error_text, said_text

if TYPE_CHECKING:     # the table and the viewer load when a game is opened
    from ..table.window import TableWindow
    from .replay_viewer import ReplayViewer

translate = QCoreApplication.translate

__all__ = ["error_text", "said_text"]       # the Open list's and messages' words (in .said)


# ---- seats <-> meta ------------------------------------------------------------------


def seats_meta(seats: list[Any]) -> dict[str, Any]:
    """``{"seats": ["human", "greedy", ...]}`` for a save's meta."""
    return {"seats": [getattr(s, "kind", "human") for s in seats]}


def seats_from_meta(meta: dict[str, Any], n: int) -> list[Any]:
    """The seats a save's meta records (all human if it records none or a bad list)."""
    from ..sessions.seats import SEAT_KINDS, Seat
    kinds = meta.get("seats") if isinstance(meta, dict) else None
    if not isinstance(kinds, list) or len(kinds) != n or any(k not in SEAT_KINDS for k in kinds):
        kinds = ["human"] * n
    return [Seat(k) for k in kinds]


# ---- autosave -----------------------------------------------------------------------

class Autosaver:
    """Saves ``session.game`` to ``path`` after every change (``viewChanged``:
    every answer, and undo), marked *interrupted* (unfinished, to be offered for
    resuming at the next start) until the game ends; :meth:`finish` (the window
    closes, the app quits) keeps that mark on an unfinished game unless told the
    game was abandoned. A failure is reported once
    through ``session.error`` and retried at the next change. While it autosaves,
    the file is registered as open in this app (:func:`saves.mark_open`), so the
    Open list shows it as *open now*, not as interrupted."""

    def __init__(self, session: Any, path: str | Path, meta: dict[str, Any] | None = None) -> None:
        self.session = session
        self.path = Path(path)
        self.meta = dict(meta) if meta is not None else seats_meta(getattr(session, "seats", []))
        self.failed: str | None = None
        self.count = 0
        self.active = True
        self.game = session.game
        # an existing file (an opened save) is rewritten only once something changes
        self._last_record: list[Any] = list(self.game.record)
        self._pristine = self.path.exists()
        #: the path was a fresh name chosen for this game (another is taken if it is gone meanwhile)
        self.fresh_name = False
        saves.mark_open(self.path)
        session.viewChanged.connect(self.save)

    def save(self, force: bool = False) -> bool:
        """Autosave now (skipped if nothing was answered since the last autosave,
        unless ``force``); returns False (and reports) on failure."""
        if not self.active:
            return False
        self.game = self.session.game
        if not force and (self.count or self._pristine) and self.game.record == self._last_record:
            return True
        try:
            try:
                saves.autosave(self.game, self.path, self.meta)
            except saves.NameTaken:
                if not self.fresh_name or self.count:
                    raise
                # another app sharing the folder took this new name meanwhile: its file
                # is left alone and this game goes under the next free name
                saves.mark_not_open(self.path)
                self.path, _ = saves.save_new_game(self.game, [p.name for p in self.game.state.players],
                                                   self.meta, interrupted=True)
                saves.mark_open(self.path)
        except SaveError as e:
            if self.failed != error_text(e):
                self.failed = error_text(e)
                self.session.error.emit(translate("Saves", "Autosave failed: {problem}").format(problem=self.failed))
            return False
        self.failed = None
        self.count += 1
        self._last_record = list(self.game.record)
        return True

    def stop(self) -> None:
        """Stop autosaving without writing (``--screenshot``: looking changes
        nothing on disk) and release the file's lock."""
        self.active = False
        saves.mark_not_open(self.path)

    def finish(self, resumable: bool = True) -> None:
        """Save once more and stop autosaving. An unfinished game stays marked for
        resuming (offered at the next start, as after a crash) if ``resumable``;
        with ``resumable=False`` (a new game replaces it) it is closed: still in
        the Open list, not offered. An opened file that nothing was answered in
        and that is not marked interrupted is left as it was."""
        if not self.active:
            return
        self.active = False
        self.game = self.session.game
        if self._pristine and not self.count and self.session.game.record == self._last_record:
            try:
                unchanged = not saves.read_save(self.path).interrupted
            except SaveError:
                unchanged = True
            if unchanged:
                saves.mark_not_open(self.path)
                return
        try:
            if resumable and not self.game.over:
                saves.autosave(self.game, self.path, self.meta)
            else:
                saves.close_game(self.game, self.path, self.meta)
        except SaveError:
            pass
        saves.mark_not_open(self.path)

    def move_to(self, path: str | Path) -> None:
        """Save As: from now on save to ``path``."""
        if self.active:
            saves.mark_not_open(self.path)
            saves.mark_open(path)
        self.path = Path(path)
        self.save(force=True)


def attach_autosave(window: Any, path: str | Path | None = None, meta: dict[str, Any] | None = None) -> Autosaver:
    """Autosave the window's session (``window.session``) to ``path`` (default: a
    new file in the games folder), and finish the save when the window is
    destroyed. Returns the :class:`Autosaver` (also ``window.autosaver``)."""
    s = window.session
    fresh = path is None
    if path is None:
        path = saves.new_save_path([p.name for p in s.game.state.players])
    a = Autosaver(s, path, meta)
    a.fresh_name = fresh
    window.autosaver = a
    window.destroyed.connect(lambda *_: a.finish())
    if not s.game.over:
        a.save()
    return a


# ---- opening ------------------------------------------------------------------------

def hosted_lan_save(meta: Any) -> bool:
    """Whether a save's ``meta`` is that of a game hosted on the LAN from this
    computer (``meta["net"]`` with its seats and join code; a joiner's kept record
    has no code). Such a game is hosted again, never opened as a local game."""
    net = meta.get("net") if isinstance(meta, dict) else None
    return isinstance(net, dict) and isinstance(net.get("seats"), list) and "code" in net


#: Functions ``(window) -> None`` that add their entries to every table window
#: opened from a save, as to the first window (the app registers the LAN menu
#: here: :func:`innovation_desktop.app.wire_menus`; the library does not import the LAN layer).
TABLE_MENUS: list[Callable[[Any], None]] = []


def open_game(path: str | Path, parent: QWidget | None = None) -> TableWindow:
    """Load a saved game and return a client table window playing it (not shown
    yet), autosaving back to the same file, with the Save/Open menu installed.
    The seats are those the save records (all human otherwise). A save made in
    the middle of a decision opens in that decision. Needs a QApplication.

    Raises SaveError naming the file and the problem."""
    from ..sessions.local import GameSession
    from ..table.window import TableWindow

    p = Path(path)
    saves.take_lock(p)     # atomic: a second window or app opening it is refused
    try:
        game, sg = saves.load_game(p)
        if hosted_lan_save(sg.meta) and not game.over:
            raise SaveError(p, QT_TRANSLATE_NOOP("SaveError", "a LAN game you hosted, not finished: reopen it "
                                                 "with Game > Host from a save, so that its players rejoin their "
                                                 "seats (opened here, their hands would show at this screen)"))
        seats = seats_from_meta(sg.meta, len(game.state.players))
        win = TableWindow(parent=parent)
        win.set_session(GameSession(game, seats))       # the title names the game's players and turn
        meta = dict(sg.meta)
        meta.update(seats_meta(seats))
        attach_autosave(win, p, meta)
        win.autosave = attach_autosave      # a new game started in this window is saved too
    except BaseException:
        saves.mark_not_open(p)
        raise
    install_menu(win)
    # a table window opened from a save (the start-up's "Resume it?", Open, a
    # replay continued) has the same Game menu as the first: LAN games too
    for add in TABLE_MENUS:
        add(win)
    from ..help import install_help_menu
    install_help_menu(win)
    return win


def open_replay(path: str | Path) -> ReplayViewer:
    """Open a saved game in the replay viewer (not shown yet), its "continue from
    here" opening the new game with :func:`open_game` (``innovation-desktop
    --replay``). Raises SaveError naming the file and the problem."""
    from .replay_viewer import open_replay as viewer
    return viewer(path, open_game=open_game)


def not_a_save(path: str | Path, limit: int = 64 << 20) -> bool:
    """True if ``path`` holds a JSON document that is not a saved game (a position
    file, say): the Open list leaves it out. A damaged or truncated file, which
    may be a save, gives False (it is listed with its problem). Reads at most
    ``limit`` bytes."""
    from engine.inputs import parse_json, read_file
    try:     # a regular file only, size checked first, bounded JSON (never hangs)
        doc = parse_json(read_file(path, min(limit, saves.MAX_SAVE_BYTES)))
    except (OSError, ValueError):
        return False
    return not (isinstance(doc, dict) and saves._looks_like_save(doc))


def _message(parent: QWidget | None, text: Any) -> None:
    """A warning box saying ``text`` (a SaveError is said in the interface's language)."""
    if isinstance(text, BaseException):
        text = error_text(text)
    QMessageBox.warning(parent, "Innovation", rich(text))     # messages quote names: shown literally


def install_menu(win: Any) -> None:
    """Add Open..., Save, Save As... and Replay this game to a table window's
    Game menu (the first menu of its menu bar)."""
    bar = win.menuBar()
    menus = [a.menu() for a in bar.actions() if a.menu() is not None]
    menu = menus[0] if menus else bar.addMenu(translate("Saves", "&Game"))
    first = menu.actions()[1] if len(menu.actions()) > 1 else None

    def add(text: str, slot: Callable[[], object], key: QKeySequence.StandardKey | None = None) -> None:
        a = menu.addAction(text)
        if first is not None:
            menu.removeAction(a)
            menu.insertAction(first, a)
        if key is not None:
            a.setShortcut(key)
        a.triggered.connect(slot)

    add(translate("Saves", "&Open saved game..."), lambda: show_open_dialog(win), QKeySequence.StandardKey.Open)
    add(translate("Saves", "&Save"), lambda: save_now(win), QKeySequence.StandardKey.Save)
    add(translate("Saves", "Save &as..."), lambda: save_as(win), QKeySequence.StandardKey.SaveAs)
    add(translate("Saves", "&Replay this game"), lambda: replay_current(win))
    if first is not None:
        menu.insertSeparator(first)


#: Said when Save, Save As or Replay is asked of a table that holds no game (a
#: joined LAN game: the host holds it).
NO_GAME_HERE = QT_TRANSLATE_NOOP("Saves", "This table is a LAN game held by its host: the host saves it, and "
                                 "its record comes to your saved games when it ends.")


def _holds_game(win: Any) -> bool:
    """True if the window's session holds a game it can save; else says why."""
    session = getattr(win, "session", None)
    if getattr(session, "game", None) is None:
        _message(win, translate("Saves", NO_GAME_HERE) if session is not None
                 else translate("Saves", "There is no game on this table."))
        return False
    return True


def save_now(win: Any) -> bool:
    """Save the window's game to its file (Save As if it has none). Shows errors."""
    if not _holds_game(win):
        return False
    a = getattr(win, "autosaver", None)
    if a is None:
        return save_as(win)
    if not a.save(force=True):
        _message(win, translate("Saves", "Saving failed: {problem}").format(problem=a.failed) if a.failed
                 else translate("Saves", "Saving failed."))
        return False
    win.statusBar().showMessage(translate("Saves", "Saved to {path}").format(path=show_path(a.path)), 6000)
    return True


def save_as(win: Any, path: str | Path | None = None) -> bool:
    """Ask for a file name (unless ``path`` is given) and save there; the window
    then autosaves to the new file. Shows errors; returns True if saved."""
    if not _holds_game(win):
        return False
    s = win.session
    if path is None:
        start = saves.new_save_path([p.name for p in s.game.state.players])
        path, _ = QFileDialog.getSaveFileName(win, translate("Saves", "Save game"), str(start),
                                              translate("Saves", "Saved games (*.json)"))
        if not path:
            return False
    a = getattr(win, "autosaver", None)
    meta = a.meta if a is not None else seats_meta(getattr(s, "seats", []))
    try:
        saves.autosave(s.game, path, meta)
    except SaveError as e:
        _message(win, e)
        return False
    if a is None:
        attach_autosave(win, path, meta)
    else:
        a.move_to(path)
    win.statusBar().showMessage(translate("Saves", "Saved to {path}").format(path=show_path(path)), 6000)
    return True


def replay_current(win: Any) -> ReplayViewer | None:
    """Open the window's game (as it is now) in the replay viewer."""
    if not _holds_game(win):
        return None
    from ..sessions.replay import ReplayModel
    a = getattr(win, "autosaver", None)
    try:
        if a is not None and a.save():
            v = open_replay(a.path)
        else:
            from .replay_viewer import ReplayViewer
            # the seats go with it, so that an unfinished game opens as its person saw it
            sg = saves.from_game(win.session.game, seats_meta(getattr(win.session, "seats", [])))
            v = ReplayViewer(ReplayModel.from_save(sg), open_game=open_game)
    except SaveError as e:
        _message(win, e)
        return None
    from ..windows import size_like_main
    size_like_main(v, win)
    v.show()
    win._replay_windows = getattr(win, "_replay_windows", []) + [v]
    return v


# ---- the Open dialog ----------------------------------------------------------------

def _date(iso: str, mtime: float) -> str:
    try:
        return datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M")
    except (TypeError, ValueError):
        return datetime.fromtimestamp(mtime).strftime("%Y-%m-%d %H:%M") if mtime else ""


class OpenDialog(QDialog):
    """The list of saved games: players, date, turn, who is winning or who won,
    finished or not; Open, Replay, Delete, Other file... Bad files are listed with
    their problem; they can be deleted, never opened.

    Signals ``openRequested(str)`` and ``replayRequested(str)`` carry a path; the
    dialog closes after either (``choice`` holds ``("open"|"replay", path)``).
    A game open in this running app is shown as *open now*; it cannot be opened
    again or deleted (it can be replayed)."""

    openRequested = Signal(str)
    replayRequested = Signal(str)
    COLUMNS = (QT_TRANSLATE_NOOP("OpenDialog", "Players"), QT_TRANSLATE_NOOP("OpenDialog", "Saved"),
               QT_TRANSLATE_NOOP("OpenDialog", "Turn"), QT_TRANSLATE_NOOP("OpenDialog", "Standing"),
               QT_TRANSLATE_NOOP("OpenDialog", "Finished"), QT_TRANSLATE_NOOP("OpenDialog", "File"))

    def __init__(self, parent: QWidget | None = None, folder: str | Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("OpenDialog", "Open a saved game"))
        self.resize(900, 420)
        self.folder = Path(folder) if folder is not None else paths.games_dir()
        self.rows: list[SaveInfo] = []
        self.choice: tuple[str, str] | None = None
        lay = QVBoxLayout(self)
        lay.addWidget(plain_label(text=translate("OpenDialog", "Saved games in {folder}").format(
            folder=show_path(self.folder))))
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels([translate("OpenDialog", c) for c in self.COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        h = self.table.horizontalHeader()
        h.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection)
        self.table.itemDoubleClicked.connect(lambda *_: self.open_selected())
        lay.addWidget(self.table, 1)
        #: Said instead of an empty grid when the folder holds no saved game.
        self.empty = QLabel(translate("OpenDialog", "No saved games yet. Games are saved here as you play; "
                                      "Other file... opens one from elsewhere."))
        self.empty.setWordWrap(True)
        lay.addWidget(self.empty)
        row = QHBoxLayout()
        self.b_open = QPushButton(translate("OpenDialog", "&Open"))
        self.b_open.clicked.connect(self.open_selected)
        self.b_replay = QPushButton(translate("OpenDialog", "&Replay"))
        self.b_replay.clicked.connect(self.replay_selected)
        self.b_delete = QPushButton(translate("OpenDialog", "&Delete"))
        self.b_delete.clicked.connect(lambda: self.delete_selected())
        self.b_other = QPushButton(translate("OpenDialog", "Other &file..."))
        self.b_other.clicked.connect(self._other)
        close = QPushButton(translate("OpenDialog", "Close"))
        close.clicked.connect(self.reject)
        for b in (self.b_open, self.b_replay, self.b_delete, self.b_other):
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(close)
        lay.addLayout(row)
        self.refresh()

    def refresh(self) -> None:
        """Re-read the folder: its saved games, bad ones included; other files
        (position files, other JSON documents) are not listed."""
        self.rows = [r for r in saves.list_saves(self.folder) if not (r.error and not_a_save(r.path))]
        t = self.table
        t.setRowCount(len(self.rows))
        for r, info in enumerate(self.rows):
            error = said_text(info.error) if info.error else ""
            if info.error:
                cells = [translate("OpenDialog", "(unreadable)"), _date("", info.modified), "", error, "",
                         show_path(info.path.name)]
            else:
                finished = (translate("OpenDialog", "finished") if info.finished
                            else translate("OpenDialog", "open now") if info.open_now
                            else translate("OpenDialog", "no (last played)") if info.interrupted
                            else translate("OpenDialog", "no"))
                cells = [", ".join(info.players), _date(info.saved, info.modified),
                         "" if info.turn is None else (translate("OpenDialog", "setup") if info.turn == 0
                                                       else str(info.turn)),
                         said_text(info.status), finished, show_path(info.path.name)]
            for c, text in enumerate(cells):
                it = QTableWidgetItem(text)
                it.setToolTip(rich(show_path(info.path) + (f"\n{error}" if error else "")))
                if info.error:
                    it.setForeground(QColor("#b00020"))
                t.setItem(r, c, it)
        if self.rows:
            t.selectRow(next((r for r, i in enumerate(self.rows) if i.error is None), 0))
        self.empty.setVisible(not self.rows)
        self.table.setVisible(bool(self.rows))
        self._selection()

    def selected(self) -> SaveInfo | None:
        r = self.table.currentRow()
        sel = self.table.selectionModel().selectedRows()
        if not sel or not 0 <= r < len(self.rows):
            return None
        return self.rows[sel[0].row()]

    def _selection(self) -> None:
        info = self.selected()
        ok = info is not None and info.error is None
        self.b_open.setEnabled(ok and info is not None and not info.finished and not info.open_now)
        self.b_replay.setEnabled(ok)
        self.b_delete.setEnabled(info is not None and not info.open_now)

    def open_selected(self) -> None:
        info = self.selected()
        if info is None or info.error or info.open_now:
            return
        if info.finished:
            self.replay_selected()
            return
        self.choice = ("open", str(info.path))
        self.openRequested.emit(str(info.path))
        self.accept()

    def replay_selected(self) -> None:
        info = self.selected()
        if info is None or info.error:
            return
        self.choice = ("replay", str(info.path))
        self.replayRequested.emit(str(info.path))
        self.accept()

    def delete_selected(self, confirm: bool = True) -> bool:
        """Delete the selected file (after asking, unless ``confirm`` is False)."""
        info = self.selected()
        if info is None or info.open_now:
            return False
        if confirm:
            who = ", ".join(info.players) or show_path(info.path.name)
            ask = translate("OpenDialog", "Delete the saved game {players}?\n{path}").format(
                players=who, path=show_path(info.path))
            if (
                QMessageBox.question(self, translate("OpenDialog", "Delete saved game"), rich(ask))
                != QMessageBox.StandardButton.Yes
            ):
                return False
        try:
            saves.delete_save(info.path)
        except SaveError as e:
            _message(self, e)
            return False
        self.refresh()
        return True

    def _other(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("OpenDialog", "Open a saved game"), str(self.folder),
                                              translate("OpenDialog", "Saved games (*.json);;All files (*)"))
        if path:
            self.choice = ("open", path)
            self.openRequested.emit(path)
            self.accept()


def show_open_dialog(parent: QWidget | None = None) -> QWidget | None:
    """Run the Open dialog and open what was chosen (a table window or a replay
    viewer, shown). Errors are shown in a message box. Returns the new window or None."""
    dlg = OpenDialog(parent)
    if dlg.exec() != QDialog.DialogCode.Accepted or dlg.choice is None:
        return None
    kind, path = dlg.choice
    return open_chosen(kind, path, parent)


def open_chosen(kind: str, path: str | Path, parent: QWidget | None = None) -> QWidget | None:
    """Open ``path`` for playing (``"open"``) or reviewing (``"replay"``) in a new
    shown window; shows a message and returns None if the file is bad."""
    w: QMainWindow
    try:
        if kind == "replay":
            w = open_replay(path)
        else:
            w = open_game(path)
    except SaveError as e:
        _message(parent, e)
        return None
    from ..windows import size_like_main
    size_like_main(w, parent)
    w.show()
    if parent is not None:
        # kept alive with the parent (a dynamic attribute: any parent widget will do)
        # (setattr: QWidget's stubs know no such attribute)
        setattr(parent, "_opened_windows", getattr(parent, "_opened_windows", []) + [w])  # noqa: B010
    return w


def offer_resume(parent: QWidget | None = None, ask: bool = True,
                 host_again: Callable[[str], QWidget | None] | None = None) -> QWidget | None:
    """At start: offer to resume the newest unfinished game that was left by
    quitting the app, closing its window or a crash (autosaved and marked
    *interrupted*; see :meth:`Autosaver.finish`). Declined, it is not offered
    again (it stays in the Open list). Returns the opened window, or None.

    A game this computer hosted on the LAN is offered to be hosted again:
    accepted, ``host_again(path)`` does it and its result is returned (without
    ``host_again`` such a game is not offered; it is never opened as a local game)."""
    games = saves.interrupted_games()
    if not games:
        return None
    g = games[0]
    try:
        lan = hosted_lan_save(saves.read_save(g.path).meta)
    except (SaveError, OSError):
        lan = False
    if lan and host_again is None:
        return None
    if ask:
        if lan:
            text = translate("Saves", "Your last LAN game is not finished:\n\n{players} \u2014 turn {turn}, "
                             "{standing}\nsaved {date}\n\nHost it again? Its players rejoin their seats.")
        else:
            text = translate("Saves", "Your last game is not finished:\n\n{players} \u2014 turn {turn}, "
                             "{standing}\nsaved {date}\n\nResume it?")
        text = text.format(players=", ".join(g.players), turn=g.turn, standing=said_text(g.status),
                           date=_date(g.saved, g.modified))
        from ..windows import quits
        before = quits()
        answer = QMessageBox.question(parent, translate("Saves", "Resume game"), rich(text))
        if quits() != before:    # closed by Ctrl+Q or a signal: not a No; offered again next time
            return None
        if answer != QMessageBox.StandardButton.Yes:
            try:
                saves.mark_closed(g.path)   # not offered again; still in the Open list
            except SaveError:
                pass
            return None
    if lan and host_again is not None:
        return host_again(str(g.path))
    return open_chosen("open", g.path, parent)
