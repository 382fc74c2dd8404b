"""Dialogs: new game, end of game, and the hot-seat hand-off screen."""
from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPalette
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from ..plain import amp, bounded_marks, plain_label, shown_name
from ..sessions.seats import SEAT_CHOICES, SEAT_LABELS, Seat

if TYPE_CHECKING:
    from ..sessions.base import Session
    from .window import TableWindow

translate = QCoreApplication.translate

DEFAULT_NAMES = ["Ada", "Bruno", "Chen", "Dara"]


def expansion_missing_effects() -> list[str]:
    """Titles of the Artifacts cards and relics (those a game with Artifacts alone
    can play) whose effects this build lacks; the expansion is offered only when
    none is missing (:func:`engine.effects.check_effects` would refuse the game)."""
    from engine.cards import SET
    from engine.effects import missing_effects
    return missing_effects([c for c in range(len(SET)) if SET[c] != "base"])


def cities_available() -> bool:
    """True if this build's engine plays Cities of Destiny (its card data has the
    set ``"cities"``: :data:`engine.cards.SETS`)."""
    from engine.cards import SETS
    return "cities" in SETS


def expansion_boxes() -> tuple[QCheckBox, QCheckBox]:
    """The Echoes of the Past and Cities of Destiny options of a game dialog (New
    game, Host a LAN game), with their tooltips; Cities is greyed, saying why, in a
    build whose engine lacks it."""
    echoes = QCheckBox(translate("Table", "Echoes of the Past expansion"))
    echoes.setToolTip(translate("Table", "Echo effects that run before a dogma, bonus points in your score, "
                                         "a forecast of face-down cards to promote after a Meld; one more "
                                         "achievement to win."))
    cities = QCheckBox(translate("Table", "Cities of Destiny expansion"))
    cities.setToolTip(translate("Table", "Cities with six icon positions drawn when a Meld action starts a new "
                                         "color or a splay opens a new direction; flags and fountains count as "
                                         "achievements; the Endorse action runs a dogma twice; one more "
                                         "achievement to win."))
    if not cities_available():
        cities.setEnabled(False)
        cities.setToolTip(translate("Table", "Not available in this build: its engine has no Cities of Destiny."))
    return echoes, cities


def sync_game_options(players: int, teams: QCheckBox, artifacts: QCheckBox, relics: QCheckBox,
                      edition: str = "third", others: tuple[QCheckBox, ...] = ()) -> None:
    """Keep a game dialog's options consistent: teams only with 4 players, Relics only
    with the Artifacts expansion, no expansion (Artifacts, and the boxes in
    ``others``: Echoes, Cities) with the fourth edition (not defined for it yet;
    the tooltip says so). An option that cannot apply is unticked and greyed.
    Shared by New game and Host a LAN game."""
    for box in (artifacts, *others):
        if edition == "fourth":
            if box.isEnabled():
                box.setProperty("tip_before", box.toolTip())
                box.setChecked(False)
                box.setEnabled(False)
                box.setToolTip(translate("Table", "Not with the fourth edition: its expansions differ (Artifacts "
                                                  "has museums instead of relics) and are not played here yet."))
        elif box.property("tip_before") is not None:
            box.setEnabled(True)
            box.setToolTip(box.property("tip_before"))
            box.setProperty("tip_before", None)
    teams.setEnabled(players == 4)
    if players != 4:
        teams.setChecked(False)
    relics.setEnabled(artifacts.isChecked())
    if not artifacts.isChecked():
        relics.setChecked(False)


def checked_expansions(artifacts: QCheckBox, echoes: QCheckBox, cities: QCheckBox) -> list[str]:
    """The expansions ticked, in the engine's order (``["artifacts", "echoes",
    "cities"]`` or part of it)."""
    return [name for name, box in (("artifacts", artifacts), ("echoes", echoes), ("cities", cities))
            if box.isChecked()]


class NewGameDialog(QDialog):
    """Choose 2-4 players, their names and seats (human or computer), the edition,
    a team game (4 players), the Artifacts of History expansion (with or without
    Relics), the Echoes of the Past and Cities of Destiny expansions and an
    optional seed. :meth:`options`
    reads the choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Table", "New game"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(2, 4)
        self.count.setValue(2)
        form.addRow(translate("Table", "&Players:"), self.count)
        lay.addLayout(form)
        grid = QGridLayout()
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        for i in range(4):
            e = QLineEdit(DEFAULT_NAMES[i])
            cb = QComboBox()
            for k in SEAT_CHOICES:
                cb.addItem(translate("Seats", SEAT_LABELS[k]), k)     # marked in sessions/seats.py
            cb.setCurrentIndex(0 if i == 0 else 1)
            grid.addWidget(QLabel(translate("Table", "Seat {n}:").format(n=i + 1)), i, 0)
            grid.addWidget(e, i, 1)
            grid.addWidget(cb, i, 2)
            self.names.append(e)
            self.kinds.append(cb)
        lay.addLayout(grid)
        form2 = QFormLayout()
        self.edition = QComboBox()
        self.edition.addItem(translate("Table", "Third edition (current rules)"), "third")
        self.edition.addItem(translate("Table", "First edition"), "first")
        self.edition.addItem(translate("Table", "Fourth edition (2024: ages up to 11, the Junk)"), "fourth")
        self.edition.currentIndexChanged.connect(lambda _i: self._update())
        form2.addRow(translate("Table", "&Edition:"), self.edition)
        self.teams = QCheckBox(translate("Table", "Team game (players 1+3 against 2+4)"))
        form2.addRow("", self.teams)
        self.artifacts = QCheckBox(translate("Table", "Artifacts of History expansion"))
        self.artifacts.setToolTip(translate("Table", "Dig artifacts when you meld, a display beside your board, a "
                                                     "free artifact dogma at the start of your turn; one more "
                                                     "achievement to win."))
        form2.addRow("", self.artifacts)
        self.relics = QCheckBox(translate("Table", "with Relics"))
        self.relics.setToolTip(translate("Table", "Five relics, seized when you dig an artifact of their value; each "
                                                  "counts as an achievement and can be stolen."))
        form2.addRow("", self.relics)
        self.echoes, self.cities = expansion_boxes()
        form2.addRow("", self.echoes)
        form2.addRow("", self.cities)
        self.artifacts.toggled.connect(self._update)
        missing = expansion_missing_effects()
        if missing:         # the app refuses a game whose cards would do nothing: not offered yet
            self.artifacts.setEnabled(False)
            self.artifacts.setToolTip(translate("Table", "Not available in this build: {n} Artifacts cards have no "
                                                         "effects yet.").format(n=len(missing)))
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("Table", "random"))
        form2.addRow(translate("Table", "&Seed (optional):"), self.seed)
        lay.addLayout(form2)
        self.error = plain_label()          # may quote a typed name: plain text
        self.error.setStyleSheet("color:#b3261e")
        lay.addWidget(self.error)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Table", "Start"))
        bb.accepted.connect(self._check)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.count.valueChanged.connect(self._update)
        self._restore()
        self._update()

    def _restore(self) -> None:
        """Offer the last game's setup again (players, names, seats, edition,
        teams, expansions), as far as it still applies (preferences, best effort)."""
        try:
            from ..saves.paths import load_preferences
            last = load_preferences().new_game
        except Exception:  # noqa: BLE001  preferences are best effort
            return
        if last is None:
            return
        self.count.setValue(last.players)
        for i, name in enumerate(last.names[:4]):
            if name.strip():
                self.names[i].setText(name)
        for i, kind in enumerate(last.seats[:4]):
            j = self.kinds[i].findData(kind)
            if j >= 0:
                self.kinds[i].setCurrentIndex(j)
        j = self.edition.findData(last.edition)
        if j >= 0:
            self.edition.setCurrentIndex(j)
        sync_game_options(last.players, self.teams, self.artifacts, self.relics, self.edition.currentData(),
                          (self.echoes, self.cities))
        self.teams.setChecked(last.teams and self.teams.isEnabled())
        self.artifacts.setChecked(last.artifacts and self.artifacts.isEnabled())
        self.relics.setChecked(last.relics and self.artifacts.isChecked())
        self.echoes.setChecked(last.echoes and self.echoes.isEnabled())
        self.cities.setChecked(last.cities and self.cities.isEnabled())

    def remember(self) -> None:
        """Keep the setup chosen (all four seats, not the seed) in the preferences
        for the next New game; best effort (a write that fails changes nothing)."""
        try:
            from ..saves.paths import NewGameSetup, load_preferences, save_preferences
            prefs = load_preferences()
            prefs.new_game = NewGameSetup(
                players=self.count.value(), names=[e.text().strip()[:64] for e in self.names],
                seats=[cb.currentData() for cb in self.kinds], edition=self.edition.currentData(),
                teams=self.teams.isChecked(), artifacts=self.artifacts.isChecked(),
                relics=self.relics.isChecked(), echoes=self.echoes.isChecked(), cities=self.cities.isChecked())
            save_preferences(prefs)
        except Exception:  # noqa: BLE001  preferences are best effort
            pass

    def _update(self) -> None:
        n = self.count.value()
        for i in range(4):
            self.names[i].setEnabled(i < n)
            self.kinds[i].setEnabled(i < n)
        sync_game_options(n, self.teams, self.artifacts, self.relics, self.edition.currentData(),
                          (self.echoes, self.cities))

    def options(self) -> dict[str, Any]:
        """``{"names", "seats", "edition", "teams", "expansions", "relics", "seed"}``
        (seed None if empty; expansions: any of ``"artifacts"``, ``"echoes"``,
        ``"cities"`` in that order, or ``[]``).
        Raises ValueError with a message for bad input."""
        n = self.count.value()
        names = [self.names[i].text().strip() for i in range(n)]
        if any(not x for x in names):
            raise ValueError(translate("Table", "Every player needs a name."))
        if len(set(names)) != n:
            raise ValueError(translate("Table", "Player names must differ."))
        from engine.inputs import check_names
        check_names(names)        # the engine's one name rule: length, no control characters... (engine's words)
        seed_t = self.seed.text().strip()
        seed = None
        if seed_t:
            try:
                seed = int(seed_t)
            except ValueError:
                raise ValueError(translate("Table", "The seed must be a whole number, not {seed}.").format(
                    seed=repr(seed_t))) from None
            from engine.inputs import check_seed
            check_seed(seed)      # the bound the save's reader applies: what is saved can be opened
        return {"names": names, "seats": [Seat(self.kinds[i].currentData()) for i in range(n)],
                "edition": self.edition.currentData(), "teams": self.teams.isChecked(),
                "expansions": checked_expansions(self.artifacts, self.echoes, self.cities),
                "relics": self.relics.isChecked(), "seed": seed}

    def _check(self) -> None:
        try:
            self.options()
        except ValueError as e:
            self.error.setText(_sentence(str(e)))
            return
        self.remember()
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
    """``["Ada", "Bruno", "Chen"]`` -> "Ada, Bruno and Chen" (the user's language)."""
    if len(names) == 1:
        return names[0]
    return translate("Table", "{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def _points(n: int) -> str:
    return translate("Table", "1 point") if n == 1 else translate("Table", "{n} points").format(n=n)


def _achievements(n: int) -> str:
    return translate("Table", "1 achievement") if n == 1 else translate("Table", "{n} achievements").format(n=n)


def result_text(view: dict[str, Any]) -> tuple[str, str]:
    """The end of a game in words, from a view with a ``result``: ``(headline,
    explanation)``, plain text in the user's language. A tie is called a tie, with how it was decided:
    equal points broken by achievements (rules: the most achievements win a tie
    on points; teams add up), or a shared win if those are equal too. Only the
    sides tied on what decided the game are called tied; every other side is named
    with the figure that lost it the game."""
    res = view["result"]
    players = view["players"]
    names = [shown_name(p["name"]) for p in players]
    n = len(players)
    sides = [(0, 2), (1, 3)] if view.get("teams") and n == 4 else [(i,) for i in range(n)]

    def side_name(side: tuple[int, ...]) -> str:
        return " & ".join(names[q] for q in side)

    win_sides = [x for x in sides if any(q in res["winners"] for q in x)]
    winners = _and([side_name(x) for x in win_sides]) if win_sides else translate("Table", "Nobody")
    many = len(win_sides) > 1 or (len(win_sides) == 1 and len(win_sides[0]) > 1)
    head = (translate("Table", "{winners} win!") if many else translate("Table", "{winners} wins!")).format(
        winners=winners)
    reason = res["reason"]
    if reason == "achievements":
        text = (translate("Table", "{winners} reached the {achievements} needed to win together.")
                if win_sides and len(win_sides[0]) > 1 else
                translate("Table", "{winners} reached the {achievements} needed to win."))
        return head, text.format(winners=winners, achievements=_achievements(view["win_target"]))
    if reason == "dogma":
        return head, translate("Table", "{winners} met a card's win condition, which ends the game at once.").format(
            winners=winners)
    if reason != "score" or not win_sides:
        return head, translate("Table", "The game ended ({reason}).").format(reason=reason)
    points = {x: sum(players[q]["score_total"] or 0 for q in x) for x in sides}
    achs = {x: sum(len(players[q]["achievements"]) for q in x) for x in sides}
    best = max(points.values())
    tied = [x for x in sides if points[x] == best]
    behind = [x for x in sides if points[x] < best]
    why = translate("Table", "A card above age 10 had to be drawn, so the game ended by score.")
    fewer_points = (" " + translate("Table", "{sides}.").format(sides=_and([
        translate("Table", "{side} had {points}").format(side=side_name(x), points=_points(points[x]))
        for x in behind]))) if behind else ""
    if len(tied) == 1:
        return head, translate("Table", "{why} {winners} had the most points ({best}).{fewer}").format(
            why=why, winners=winners, best=best, fewer=fewer_points)
    tied_names = _and([side_name(x) for x in tied])
    losers_tied = [x for x in tied if x not in win_sides]
    if len(win_sides) > 1:
        text = translate("Table", "{why} {winners} tied on {points} and on achievements ({n} each), so they share "
                                  "the win.").format(why=why, winners=winners, points=_points(best),
                                                     n=achs[win_sides[0]])
        if losers_tied:
            text += " " + translate("Table", "{sides}.").format(sides=_and([
                translate("Table", "{side} also had {points} but only {achievements}").format(
                    side=side_name(x), points=_points(best), achievements=_achievements(achs[x]))
                for x in losers_tied]))
        return translate("Table", "A tie: {winners} share the win.").format(winners=winners), text + fewer_points
    others = _and([translate("Table", "{side}'s {n}").format(side=side_name(x), n=achs[x]) for x in losers_tied])
    head = (translate("Table", "{winners} win the tie-break!") if many else
            translate("Table", "{winners} wins the tie-break!")).format(winners=winners)
    text = (translate("Table", "{why} {tied} tied on {points}; the tie goes to the most achievements: {winners} "
                               "have {n}, against {others}.{fewer}") if many else
            translate("Table", "{why} {tied} tied on {points}; the tie goes to the most achievements: {winners} "
                               "has {n}, against {others}.{fewer}"))
    return head, text.format(why=why, tied=tied_names, points=_points(best), winners=winners,
                             n=achs[win_sides[0]], others=others, fewer=fewer_points)


class EndDialog(QDialog):
    """The end of the game: the winner(s), why, and every player's score."""

    newGame = Signal()

    def __init__(self, view: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Table", "Game over"))
        res = view["result"]
        players = view["players"]
        lay = QVBoxLayout(self)
        headline, why = result_text(view)
        head = QLabel(f"<h2>{html.escape(headline)}</h2><p>{html.escape(why)}</p>")
        head.setTextFormat(Qt.TextFormat.RichText)
        head.setWordWrap(True)
        head.setMinimumWidth(440)      # the explanation reads as lines, not a column
        lay.addWidget(head)
        self.summary = f"{headline} {why}"
        grid = QGridLayout()
        teams = bool(view.get("teams")) and len(players) == 4
        heads = ([translate("Table", "Player"), translate("Table", "Team"), translate("Table", "Achievements"),
                  translate("Table", "Score")] if teams else
                 [translate("Table", "Player"), translate("Table", "Achievements"), translate("Table", "Score")])
        for j, h in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{h}</b>"), 0, j)

        def plain(text: str) -> QLabel:
            lab = QLabel(text)
            lab.setTextFormat(Qt.TextFormat.PlainText)       # names are shown as written, never as markup
            return lab

        for i, pv in enumerate(players):
            star = " \u2605" if i in res["winners"] else ""
            cells = [plain(bounded_marks(pv["name"]) + star)] + (
                [plain(translate("Table", "Team {team}").format(team="AB"[i % 2]))] if teams else []) + \
                [plain(str(len(pv["achievements"]))), plain(str(pv["score_total"]))]
            for j, w in enumerate(cells):
                grid.addWidget(w, i + 1, j)
        if teams:
            # the sides as the game counts them: achievements together against the goal,
            # score piles added up
            for k in range(2):
                side = (k, k + 2)
                row = len(players) + 1 + k
                who = " & ".join(shown_name(players[q]["name"]) for q in side)
                grid.addWidget(plain(translate("Table", "Team {team}: {players}").format(team="AB"[k], players=who)),
                               row, 0, 1, 2)
                grid.addWidget(plain(f"{sum(len(players[q]['achievements']) for q in side)}"
                                     f"/{view['win_target']}"), row, 2)
                grid.addWidget(plain(str(sum(players[q]["score_total"] or 0 for q in side))), row, 3)
        lay.addLayout(grid)
        buttons = QHBoxLayout()
        b = QPushButton(translate("Table", "&New game"))
        b.clicked.connect(self._new)
        c = QPushButton(translate("Table", "&Close"))
        c.clicked.connect(self.accept)
        buttons.addStretch(1)
        buttons.addWidget(b)
        buttons.addWidget(c)
        lay.addLayout(buttons)

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
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor("#20302a"))
        self.setPalette(pal)
        self.setStyleSheet("QWidget#handoff { background: #20302a; }")
        parent.installEventFilter(self)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)     # the name in it is escaped
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
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

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.parentWidget() and isinstance(obj, QWidget) and ev.type() == QEvent.Type.Resize:
            self.setGeometry(obj.rect())
        elif obj is self.button and isinstance(ev, QKeyEvent) \
                and ev.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) \
                and ev.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # Enter is the hand-off's, not the window's shortcut (Done) behind it
            ev.accept()
            if ev.type() == QEvent.Type.KeyPress and self.isVisible():
                self.ready.emit()
            return True
        return False

    def show_for(self, name: str) -> None:
        """Cover the table and ask for player ``name``."""
        self.label.setText(translate("Table", "Pass the screen to {name}.").format(name=html.escape(shown_name(name)))
                           + "<br><span style='font-size:15px'>"
                           + translate("Table", "Everyone else, please look away.") + "</span><br>")
        self.button.setText(translate("Table", "I am {name}: show my cards").format(name=amp(bounded_marks(name))))
        parent = self.parentWidget()
        if parent is not None:          # (made over the table)
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()


def end_turn_prompt(table: TableWindow, session: Session) -> None:
    """Hot seat: fill the table's prompt bar for the player who has just answered
    (``session.awaiting_end``) and passes the decision on: they look at the result,
    then press *End turn* (or *Hand over*, or *Continue* before a computer's
    answer within the turn; Enter does it too) or *Undo*. Reads the table's view
    (``table.v``) and :meth:`~innovation_desktop.sessions.base.Session.end_turn_info`."""
    pb = table.prompt
    v = table.v
    names = [shown_name(p["name"]) for p in v["players"]]
    d = v["pending"]
    info = session.end_turn_info() or {}
    mine = session.awaiting_end
    if mine is None:        # (called while a human's answer awaits End turn)
        return
    me = names[mine]
    nxt = names[d["player"]]
    human_next = session.is_human(d["player"])
    hand_over = translate("Table", "Hand over to {name}").format(name=nxt)
    go_on = translate("Table", "Continue")
    if info.get("source") == "setup" and info.get("answer"):
        if v["turn"] == 0:   # the setup's choice is secret until everyone has chosen: say what it was
            what = translate("Table", "you chose {card} to meld first; {name} chooses next").format(
                card=info["answer"][0], name=nxt)
        else:
            what = translate("Table", "the first melds are on the table; {name} plays first").format(name=nxt)
        label = hand_over if human_next else go_on
    elif d["kind"] == "action":
        # whose turn was it? A demand or a shared effect is answered in someone else's turn
        turn, owner = info.get("turn", v["turn"]), info.get("current", mine)
        if turn == v["turn"]:       # the same turn goes on: its player has an action left
            what = translate("Table", "back to {name}'s turn").format(name=nxt)
        elif owner == mine:
            what = translate("Table", "your turn is over")
        else:
            what = translate("Table", "{name}'s turn is over; {next} plays next").format(name=names[owner], next=nxt)
        if owner == mine and turn != v["turn"]:
            label = translate("Table", "End turn")
        else:
            label = hand_over if human_next else go_on
    elif human_next:
        label, what = hand_over, translate("Table", "{name} answers next").format(name=nxt)
    else:
        label, what = go_on, translate("Table", "{name} (computer) answers next").format(name=nxt)
    text = (translate("Table", "<b>{name}</b>: {what}. Look at the result, then <b>{button}</b> (Enter) \u2014 or "
                               "Undo (Ctrl+Z).") if session.can_undo() else
            translate("Table", "<b>{name}</b>: {what}. Look at the result, then <b>{button}</b> (Enter)."))
    pb.text.setText(text.format(name=html.escape(me), what=html.escape(what), button=html.escape(label)))
    b = pb.button("endturn", translate("Table", "&{button} (Enter)").format(button=label.replace("&", "&&")),
                  session.end_turn, translate("Table", "Your answers become final and the next seat is asked."))
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
        self.setWindowTitle(translate("Table", "Language"))
        lay = QVBoxLayout(self)
        self.box = QComboBox()
        self.box.setObjectName("language")
        self.box.addItem(translate("Table", "System language ({language})").format(
            language=i18n.LANGUAGES[i18n.system_language()]), None)
        for code, name in i18n.LANGUAGES.items():
            self.box.addItem(name, code)
        saved = i18n.saved_language()
        self.box.setCurrentIndex(self.box.findData(saved) if saved else 0)
        form = QFormLayout()
        form.addRow(translate("Table", "&Language:"), self.box)
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
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    @property
    def choice(self) -> str | None:
        lang: str | None = self.box.currentData()
        return lang

    def accept(self) -> None:
        """Save the choice; a failed write is shown in the dialog, which stays open."""
        from .. import i18n
        try:
            i18n.save_language(self.choice)
        except OSError as e:
            self.error.setText(translate("Table", "The language could not be saved: {error}").format(error=e))
            self.error.show()
            return
        super().accept()
