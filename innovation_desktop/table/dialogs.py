"""Dialogs: new game, end of game, and the hot-seat hand-off screen."""
from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from ..plain import amp, plain_label, plural
from ..sessions.seats import SEAT_CHOICES, SEAT_LABELS, Seat

DEFAULT_NAMES = ["Ada", "Bruno", "Chen", "Dara"]


def expansion_missing_effects() -> list[str]:
    """Titles of the Artifacts cards and relics (those a game with Artifacts alone
    can play) whose effects this build lacks; the expansion is offered only when
    none is missing (:func:`engine.effects.check_effects` would refuse the game)."""
    from engine.cards import SET
    from engine.effects import missing_effects
    return missing_effects([c for c in range(len(SET)) if SET[c] != "base"])


def sync_game_options(players: int, teams: QCheckBox, artifacts: QCheckBox, relics: QCheckBox) -> None:
    """Keep a game dialog's options consistent: teams only with 4 players, Relics only
    with the Artifacts expansion (an option that cannot apply is unticked and greyed).
    Shared by New game and Host a LAN game."""
    teams.setEnabled(players == 4)
    if players != 4:
        teams.setChecked(False)
    relics.setEnabled(artifacts.isChecked())
    if not artifacts.isChecked():
        relics.setChecked(False)


class NewGameDialog(QDialog):
    """Choose 2-4 players, their names and seats (human or computer), the edition,
    a team game (4 players), the Artifacts of History expansion (with or without
    Relics) and an optional seed. :meth:`options` reads the choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, 4)
        self.count.setValue(2)
        form.addRow("&Players:", self.count)
        lay.addLayout(form)
        grid = QGridLayout()
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        for i in range(4):
            e = QLineEdit(DEFAULT_NAMES[i])
            cb = QComboBox()
            for k in SEAT_CHOICES:
                cb.addItem(SEAT_LABELS[k], k)
            cb.setCurrentIndex(0 if i == 0 else 1)
            grid.addWidget(QLabel(f"Seat {i + 1}:"), i, 0)
            grid.addWidget(e, i, 1)
            grid.addWidget(cb, i, 2)
            self.names.append(e)
            self.kinds.append(cb)
        lay.addLayout(grid)
        form2 = QFormLayout()
        self.edition = QComboBox()
        self.edition.addItem("Third edition (current rules)", "third")
        self.edition.addItem("First edition", "first")
        form2.addRow("&Edition:", self.edition)
        self.teams = QCheckBox("Team game (players 1+3 against 2+4)")
        form2.addRow("", self.teams)
        self.artifacts = QCheckBox("Artifacts of History expansion")
        self.artifacts.setToolTip("Dig artifacts when you meld, a display beside your board, a free "
                                  "artifact dogma at the start of your turn; one more achievement to win.")
        form2.addRow("", self.artifacts)
        self.relics = QCheckBox("with Relics")
        self.relics.setToolTip("Five relics, seized when you dig an artifact of their value; each counts "
                               "as an achievement and can be stolen.")
        form2.addRow("", self.relics)
        self.artifacts.toggled.connect(self._update)
        missing = expansion_missing_effects()
        if missing:         # the app refuses a game whose cards would do nothing: not offered yet
            self.artifacts.setEnabled(False)
            self.artifacts.setToolTip(f"Not available in this build: {len(missing)} Artifacts cards have no "
                                      f"effects yet.")
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        form2.addRow("&Seed (optional):", self.seed)
        lay.addLayout(form2)
        self.error = plain_label()          # may quote a typed name: plain text
        self.error.setStyleSheet("color:#b3261e")
        lay.addWidget(self.error)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.button(QDialogButtonBox.Ok).setText("Start")
        bb.accepted.connect(self._check)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.count.valueChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        n = self.count.value()
        for i in range(4):
            self.names[i].setEnabled(i < n)
            self.kinds[i].setEnabled(i < n)
        sync_game_options(n, self.teams, self.artifacts, self.relics)

    def options(self) -> dict:
        """``{"names", "seats", "edition", "teams", "expansions", "relics", "seed"}``
        (seed None if empty; expansions ``["artifacts"]`` or ``[]``).
        Raises ValueError with a message for bad input."""
        n = self.count.value()
        names = [self.names[i].text().strip() for i in range(n)]
        if any(not x for x in names):
            raise ValueError("Every player needs a name.")
        if len(set(names)) != n:
            raise ValueError("Player names must differ.")
        from engine.inputs import check_names
        check_names(names)        # the engine's one name rule: length, no control characters...
        seed_t = self.seed.text().strip()
        seed = None
        if seed_t:
            try:
                seed = int(seed_t)
            except ValueError:
                raise ValueError(f"The seed must be a whole number, not {seed_t!r}.") from None
            from engine.inputs import check_seed
            check_seed(seed)      # the bound the save's reader applies: what is saved can be opened
        return {"names": names, "seats": [Seat(self.kinds[i].currentData()) for i in range(n)],
                "edition": self.edition.currentData(), "teams": self.teams.isChecked(),
                "expansions": ["artifacts"] if self.artifacts.isChecked() else [],
                "relics": self.relics.isChecked(), "seed": seed}

    def _check(self) -> None:
        try:
            self.options()
        except ValueError as e:
            self.error.setText(_sentence(str(e)))
            return
        self.accept()


def _sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop, so the
    engine's messages ("the seed has ...") read like the dialog's own."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def result_text(view: dict) -> tuple[str, str]:
    """The end of a game in words, from a view with a ``result``: ``(headline,
    explanation)``, plain text. A tie is called a tie, with how it was decided:
    equal points broken by achievements (rules: the most achievements win a tie
    on points; teams add up), or a shared win if those are equal too. Only the
    sides tied on what decided the game are called tied; every other side is named
    with the figure that lost it the game."""
    res = view["result"]
    players = view["players"]
    names = [p["name"] for p in players]
    n = len(players)
    sides = [(0, 2), (1, 3)] if view.get("teams") and n == 4 else [(i,) for i in range(n)]

    def side_name(side: tuple[int, ...]) -> str:
        return " & ".join(names[q] for q in side)

    win_sides = [x for x in sides if any(q in res["winners"] for q in x)]
    winners = _and([side_name(x) for x in win_sides]) if win_sides else "Nobody"
    many = len(win_sides) > 1 or (len(win_sides) == 1 and len(win_sides[0]) > 1)
    head = f"{winners} win{'' if many else 's'}!"
    reason = res["reason"]
    if reason == "achievements":
        team = " together" if win_sides and len(win_sides[0]) > 1 else ""
        return head, f"{winners} reached the {plural(view['win_target'], 'achievement')} needed to win{team}."
    if reason == "dogma":
        return head, f"{winners} met a card's win condition, which ends the game at once."
    if reason != "score" or not win_sides:
        return head, f"The game ended ({reason})."
    points = {x: sum(players[q]["score_total"] or 0 for q in x) for x in sides}
    achs = {x: sum(len(players[q]["achievements"]) for q in x) for x in sides}
    best = max(points.values())
    tied = [x for x in sides if points[x] == best]
    behind = [x for x in sides if points[x] < best]
    why = "A card above age 10 had to be drawn, so the game ended by score."
    fewer_points = (" " + _and([f"{side_name(x)} had {plural(points[x], 'point')}" for x in behind]) + ".") if behind else ""
    if len(tied) == 1:
        return head, f"{why} {winners} had the most points ({best}).{fewer_points}"
    tied_names = _and([side_name(x) for x in tied])
    losers_tied = [x for x in tied if x not in win_sides]
    if len(win_sides) > 1:
        text = (f"{why} {winners} tied on {plural(best, 'point')} and on achievements "
                f"({achs[win_sides[0]]} each), so they share the win.")
        if losers_tied:
            text += " " + _and([f"{side_name(x)} also had {plural(best, 'point')} but only {plural(achs[x], 'achievement')}"
                                for x in losers_tied]) + "."
        return f"A tie: {winners} share the win.", text + fewer_points
    others = _and([f"{side_name(x)}'s {achs[x]}" for x in losers_tied])
    return (f"{winners} win{'' if many else 's'} the tie-break!",
            f"{why} {tied_names} tied on {plural(best, 'point')}; the tie goes to the most achievements: "
            f"{winners} {'have' if many else 'has'} {achs[win_sides[0]]}, against {others}.{fewer_points}")


class EndDialog(QDialog):
    """The end of the game: the winner(s), why, and every player's score."""

    newGame = Signal()

    def __init__(self, view: dict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        res = view["result"]
        players = view["players"]
        lay = QVBoxLayout(self)
        headline, why = result_text(view)
        head = QLabel(f"<h2>{html.escape(headline)}</h2><p>{html.escape(why)}</p>")
        head.setTextFormat(Qt.RichText)
        head.setWordWrap(True)
        head.setMinimumWidth(440)      # the explanation reads as lines, not a column
        lay.addWidget(head)
        self.summary = f"{headline} {why}"
        grid = QGridLayout()
        teams = bool(view.get("teams")) and len(players) == 4
        heads = ["Player", "Team", "Achievements", "Score"] if teams else ["Player", "Achievements", "Score"]
        for j, h in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{h}</b>"), 0, j)

        def plain(text: str) -> QLabel:
            lab = QLabel(text)
            lab.setTextFormat(Qt.PlainText)       # names are shown as written, never as markup
            return lab

        for i, pv in enumerate(players):
            star = " \u2605" if i in res["winners"] else ""
            cells = [plain(pv["name"] + star)] + ([plain(f"Team {'AB'[i % 2]}")] if teams else []) + \
                [plain(str(len(pv["achievements"]))), plain(str(pv["score_total"]))]
            for j, w in enumerate(cells):
                grid.addWidget(w, i + 1, j)
        if teams:
            # the sides as the game counts them: achievements together against the goal,
            # score piles added up
            for k in range(2):
                side = (k, k + 2)
                row = len(players) + 1 + k
                who = " & ".join(players[q]["name"] for q in side)
                grid.addWidget(plain(f"Team {'AB'[k]}: {who}"), row, 0, 1, 2)
                grid.addWidget(plain(f"{sum(len(players[q]['achievements']) for q in side)}"
                                     f"/{view['win_target']}"), row, 2)
                grid.addWidget(plain(str(sum(players[q]["score_total"] or 0 for q in side))), row, 3)
        lay.addLayout(grid)
        row = QHBoxLayout()
        b = QPushButton("&New game")
        b.clicked.connect(self._new)
        c = QPushButton("&Close")
        c.clicked.connect(self.accept)
        row.addStretch(1)
        row.addWidget(b)
        row.addWidget(c)
        lay.addLayout(row)

    def _new(self) -> None:
        self.accept()
        self.newGame.emit()


class HandoffScreen(QWidget):
    """Covers the table between two people at one screen, so the next player does
    not see the previous player's hand. ``ready`` when the next player is there."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        # opaque over the whole table: its own styled background, not the parent's
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.Window, QColor("#20302a"))
        self.setPalette(pal)
        self.setStyleSheet("QWidget#handoff { background: #20302a; }")
        parent.installEventFilter(self)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = QLabel()
        self.label.setTextFormat(Qt.RichText)     # the name in it is escaped
        self.label.setAlignment(Qt.AlignCenter)
        self.label.setStyleSheet("color:#f3efe2;font-size:26px;")
        lay.addWidget(self.label)
        self.button = QPushButton()
        self.button.setStyleSheet("font-size:18px;padding:10px 24px;background:#e9cc54;")
        self.button.clicked.connect(self.ready)
        self.button.setAutoDefault(True)         # Enter presses it, as Space does
        self.button.installEventFilter(self)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(2)
        self.hide()

    def eventFilter(self, obj, ev) -> bool:
        if obj is self.parentWidget() and ev.type() == QEvent.Resize:
            self.setGeometry(obj.rect())
        elif obj is self.button and ev.type() in (QEvent.ShortcutOverride, QEvent.KeyPress) \
                and ev.key() in (Qt.Key_Return, Qt.Key_Enter):
            # Enter is the hand-off's, not the window's shortcut (Done) behind it
            ev.accept()
            if ev.type() == QEvent.KeyPress and self.isVisible():
                self.ready.emit()
            return True
        return False

    def show_for(self, name: str) -> None:
        """Cover the table and ask for player ``name``."""
        self.label.setText(f"Pass the screen to {html.escape(name)}.<br><span style='font-size:15px'>"
                           "Everyone else, please look away.</span><br>")
        self.button.setText(f"I am {amp(name)}: show my cards")
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()


def end_turn_prompt(table, session) -> None:
    """Hot seat: fill the table's prompt bar for the player who has just answered
    (``session.awaiting_end``) and passes the decision on: they look at the result,
    then press *End turn* (or *Hand over*, or *Continue* before a computer's
    answer within the turn; Enter does it too) or *Undo*. Reads the table's view
    (``table.v``) and :meth:`~innovation_desktop.sessions.base.Session.end_turn_info`."""
    pb = table.prompt
    v = table.v
    names = [p["name"] for p in v["players"]]
    d = v["pending"]
    info = session.end_turn_info() or {}
    mine = session.awaiting_end
    me = names[mine]
    nxt = names[d["player"]]
    human_next = session.is_human(d["player"])
    if info.get("source") == "setup" and info.get("answer"):
        if v["turn"] == 0:   # the setup's choice is secret until everyone has chosen: say what it was
            what = f"you chose {info['answer'][0]} to meld first; {nxt} chooses next"
        else:
            what = f"the first melds are on the table; {nxt} plays first"
        label = f"Hand over to {nxt}" if human_next else "Continue"
    elif d["kind"] == "action":
        # whose turn was it? A demand or a shared effect is answered in someone else's turn
        turn, owner = info.get("turn", v["turn"]), info.get("current", mine)
        if turn == v["turn"]:       # the same turn goes on: its player has an action left
            what = f"back to {nxt}'s turn"
        elif owner == mine:
            what = "your turn is over"
        else:
            what = f"{names[owner]}'s turn is over; {nxt} plays next"
        if owner == mine and turn != v["turn"]:
            label = "End turn"
        else:
            label = f"Hand over to {nxt}" if human_next else "Continue"
    elif human_next:
        label, what = f"Hand over to {nxt}", f"{nxt} answers next"
    else:
        label, what = "Continue", f"{nxt} (computer) answers next"
    undo = " \u2014 or Undo (Ctrl+Z)" if session.can_undo() else ""
    pb.text.setText(f"<b>{html.escape(me)}</b>: {html.escape(what)}. Look at the result, then "
                    f"<b>{html.escape(label)}</b> (Enter){undo}.")
    b = pb.button("endturn", "&" + label.replace("&", "&&") + " (Enter)", session.end_turn,
                  "Your answers become final and the next seat is asked.")
    b.setDefault(True)
    pb.finish()


#: The notice of the language dialog, in each language (both are shown, whatever
#: the interface's language: a player who cannot read the current one reads theirs).
LANGUAGE_NOTICE = {
    "en": "The new language is used the next time you start Innovation Desktop.",
    "es": "El idioma nuevo se usará la próxima vez que inicies Innovation Desktop.",
}


class LanguageDialog(QDialog):
    """*Settings > Language*: the system's language, English or Español. OK saves
    the choice (:func:`innovation_desktop.i18n.save_language`); it applies at the
    next start, which the dialog says in both languages. :attr:`choice` is the
    picked code (``"en"``, ``"es"``) or None for the system's language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from .. import i18n
        super().__init__(parent)
        self.setWindowTitle(self.tr("Language"))
        lay = QVBoxLayout(self)
        self.box = QComboBox()
        self.box.setObjectName("language")
        self.box.addItem(self.tr("System language ({language})").format(
            language=i18n.LANGUAGES[i18n.system_language()]), None)
        for code, name in i18n.LANGUAGES.items():
            self.box.addItem(name, code)
        saved = i18n.saved_language()
        self.box.setCurrentIndex(self.box.findData(saved) if saved else 0)
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.box)
        lay.addLayout(form)
        self.notice = plain_label(QLabel())
        self.notice.setObjectName("language_notice")
        self.notice.setWordWrap(True)
        self.notice.setText("\n".join(LANGUAGE_NOTICE.values()))
        lay.addWidget(self.notice)
        self.error = plain_label(QLabel())
        self.error.setWordWrap(True)
        self.error.hide()
        lay.addWidget(self.error)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    @property
    def choice(self) -> str | None:
        return self.box.currentData()

    def accept(self) -> None:
        """Save the choice; a failed write is shown in the dialog, which stays open."""
        from .. import i18n
        try:
            i18n.save_language(self.choice)
        except OSError as e:
            self.error.setText(self.tr("The language could not be saved: {error}").format(error=e))
            self.error.show()
            return
        super().accept()
