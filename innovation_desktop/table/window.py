"""The main window: the table, the prompt bar, player panels and the log.

:class:`TableWindow` draws a session (:class:`~innovation_desktop.sessions.base.Session`:
a local game, a replay, a network game) for one viewer (the human being asked;
with several humans at one screen, a hand-off screen comes between them) from
that viewer's table view only (:meth:`Session.view`, plain data), and turns
gestures into answers (:meth:`Session.answer`, position-file form). It never
reads the engine's game.
"""
from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QCoreApplication, QEasingCurve, QEvent, QPoint, QPropertyAnimation, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QMainWindow, QMenu,
                               QPushButton, QScrollArea, QSizePolicy, QToolButton, QVBoxLayout, QWidget)

from typing import Any

from engine import BY_NAME, CARDS, COLORS, NAMES
from engine.answers import Action
from engine.cards import ARTIFACTS_OFFSET

from ..idle import after_first_paint, lazy_tooltip
from ..plain import amp, bounded_marks, esc, plain_label, rich, shown_name
from ..words import log_lines, render_data
from ..sessions.base import Session, view_title
from ..sessions.local import new_local_session
from ..sessions.seats import Seat
from ..settings import SETTINGS
from ..windows import ENTER_KEYS, QUIT_KEY, install_quit_key, quit_app
from . import tips
from .cardface import RATIO, card_pixmap, color_mark_pixmap, qcolor, saved_high_contrast
from .dialogs import EndDialog, HandoffScreen, NewGameDialog, end_turn_prompt
from .hints import Hints
from .widgets import (TEAM_COLORS, BoardWidget, CardRow, ElidedLabel, LogView, PlayerPanel, Scene, SupplyWidget,
                      card_tooltip, color_word, empty_pile_pixmap, lead_direction, row_backs, team_facts)

translate = QCoreApplication.translate

STYLE = """
QMainWindow, #table { background: #2f5d46; }
QScrollArea#leftScroll, QWidget#leftBox { background: transparent; border: none; }
QScrollArea#promptScroll, QWidget#promptArea { background: transparent; border: none; }
#zone { background: rgba(0,0,0,0.16); border-radius: 8px; }
QLabel#zoneTitle { color: #f3efe2; font-weight: bold; font-size: 13px; }
#side { background: #efe8d6; }
#panel { background: #fbf7ec; border: 1px solid #c9bd9c; border-radius: 6px; }
#panel[active="true"] { border: 2px solid #0a5bd3; background: #eef4ff; }
#prompt { background: #fbf7ec; border-radius: 6px; }
#prompt QLabel#promptText { font-size: 14px; }
QPushButton#choice, QToolButton { padding: 4px 10px; background: #e9dfc4; border: 1px solid #9c8f6c;
    border-radius: 4px; font-size: 13px; }
QToolButton:disabled, QPushButton#choice:disabled { color: #9a9a9a; background: #eeeae0; }
QPushButton#choice:hover, QToolButton:hover { background: #f5ecd2; }
QPushButton#choice:checked { background: #7fd3ff; }
QToolButton::menu-indicator { subcontrol-position: right center; right: 4px; }
QToolButton { padding-right: 14px; }
QPushButton#choice:focus, QToolButton:focus, QPushButton:focus { border: 2px solid #0a5bd3; }
QMenu { background: #fbf7ec; color: #1b1b1b; border: 1px solid #9c8f6c; padding: 3px; }
QMenu::item { background: transparent; color: #1b1b1b; padding: 4px 22px 4px 12px; }
QMenu::item:selected { background: #7fd3ff; color: #000000; }
QMenu::item:disabled { color: #9a9a9a; }
QMenu::separator { height: 1px; background: #c9bd9c; margin: 3px 6px; }
"""


def action_key(a: Any) -> tuple:
    """An action in its outside form (``{"action": "meld", "card": NAME}``) as
    the table's key: ``("meld", NAME)``, ``("draw",)``, ``("achieve", age)``
    (:meth:`engine.answers.Action.key`)."""
    return Action.from_data(a).key()


def action_json(a: tuple) -> dict:
    """The inverse of :func:`action_key` (a card may also be given by its id)."""
    return Action.of_key(a).to_data()


class Pending:
    """The open decision as a table view gives it (``view["pending"]``: the data
    of the engine's one record, :class:`engine.open_decision.OpenDecision`), read
    by attribute in the user's language: ``id, player, kind, prompt, min, max,
    counts, may_decline, source, alternatives``; ``options`` (for the player asked: card names or the
    placeholders of hidden cards, color and player names, numbers, actions as
    :func:`action_key` tuples) and ``hidden`` (placeholder -> {"age", "zone",
    "owner"})."""

    def __init__(self, d: dict) -> None:
        self.raw = d
        self.id = d.get("id")
        self.player = d["player"]
        self.kind = d["kind"]
        # the engine's words in the user's language (message data), English if none
        self.prompt = render_data(d.get("prompt_msg"), d.get("prompt", ""))
        self.min, self.max = d.get("min", 0), d.get("max", 0)
        self.counts = d.get("counts")
        self.may_decline = bool(d.get("may_decline"))
        self.source = d.get("source") or ""
        self.source_label = render_data(d.get("source_msg"), self.source)
        alts = list(d.get("alternatives") or [])
        msgs = list(d.get("alternatives_msg") or [])
        self.alternatives = [render_data(msgs[i] if i < len(msgs) else None, a) for i, a in enumerate(alts)]
        self.hidden = dict(d.get("hidden") or {})
        opts = d.get("options") or []
        self.options = [action_key(o) for o in opts] if self.kind == "action" else list(opts)


def _forecast_words(pv: dict) -> str:
    """Echoes of the Past: a player's forecast after their hand's title, as that
    viewer may see it (own cards by name, others' as set and age), or ""."""
    if "forecast_backs" not in pv:
        return ""
    if pv.get("forecast") is not None:
        cards = ", ".join(pv["forecast"]) or translate("Table", "empty")
    else:
        cards = ", ".join((translate("Table", "{age} (Echoes)") if k == "echoes" else
                           translate("Table", "{age} (Artifact)") if k == "artifacts" else "{age}").format(age=a)
                          for k, a in pv["forecast_backs"]) or translate("Table", "empty")
    return "  \u2022  " + translate("Table", "forecast: {cards}").format(cards=cards)


def _bonus_words(pv: dict) -> str:
    """Echoes of the Past: the score with the bonus points (what Achieve and the end
    use), after the score pile's title, or ""."""
    if "points" not in pv:
        return ""
    return "  \u2022  " + translate("Table", "score {points} (pile {pile} + bonuses {bonus})").format(
        points=pv["points"], pile=pv["score_total"], bonus=pv["bonus_points"])


def _digits(options, numbers: bool = False) -> dict:
    """The number key of each option of a choice: 1, 2, 3... in order (at most
    nine). For a choice of numbers that are all 0-9, each number is its own key."""
    opts = list(options)
    if numbers and all(isinstance(o, int) and 0 <= o <= 9 for o in opts):
        return {o: o for o in opts}
    return {o: i + 1 for i, o in enumerate(opts[:9])}


def choice_hint(d: "Pending", chosen: int) -> str:
    """What a card, order or colors choice ``d`` (a :class:`Pending`) still needs, in the game's words, for
    *Done* (or Enter) pressed with ``chosen`` picks that do not complete it, e.g.
    "Choose 3 cards first (none chosen yet)."."""
    colors = d.kind == "colors"
    if d.kind == "order":
        n = len(d.options)
        want = translate("Table", "Put all {n} cards in order first ({so_far}).")
    elif d.counts and len(d.counts) > 1:
        counts = sorted(d.counts)
        n = translate("Table", "{some} or {last}").format(some=", ".join(str(c) for c in counts[:-1]),
                                                          last=counts[-1])
        want = (translate("Table", "Choose {n} colors first ({so_far}).") if colors
                else translate("Table", "Choose {n} cards first ({so_far})."))
    else:
        n = d.counts[0] if d.counts else d.min if (d.min == d.max or chosen < d.min) else d.max
        exact = bool(d.counts) or d.min == d.max
        if exact and n == 1:
            want = (translate("Table", "Choose 1 color first ({so_far}).") if colors
                    else translate("Table", "Choose 1 card first ({so_far})."))
        elif exact:
            want = (translate("Table", "Choose {n} colors first ({so_far}).") if colors
                    else translate("Table", "Choose {n} cards first ({so_far})."))
        elif chosen < d.min and n == 1:
            want = (translate("Table", "Choose at least 1 color first ({so_far}).") if colors
                    else translate("Table", "Choose at least 1 card first ({so_far})."))
        elif chosen < d.min:
            want = (translate("Table", "Choose at least {n} colors first ({so_far}).") if colors
                    else translate("Table", "Choose at least {n} cards first ({so_far})."))
        elif n == 1:
            want = (translate("Table", "Choose at most 1 color first ({so_far}).") if colors
                    else translate("Table", "Choose at most 1 card first ({so_far})."))
        else:
            want = (translate("Table", "Choose at most {n} colors first ({so_far}).") if colors
                    else translate("Table", "Choose at most {n} cards first ({so_far})."))
    so_far = (translate("Table", "none chosen yet") if chosen == 0 else
              translate("Table", "{chosen} chosen").format(chosen=chosen))
    return want.format(n=n, so_far=so_far)


def _own_viewport(area: QScrollArea) -> QWidget:
    """Give ``area`` (before its ``setWidget``) a viewport made here, which does not
    fill its background. Asking Qt for its own viewport instead makes PySide6 look
    at every widget class once to name the type (about 10 ms of start-up). Returns
    the viewport."""
    vp = QWidget()
    vp.setAutoFillBackground(False)
    area.setViewport(vp)
    return vp


class _PromptText(QLabel):
    """The prompt's words (rich text made by the table), wrapped on at most two
    lines. A text too long for them is cut with "…" before its *tail* (the count
    of a choice, "choose 0 to 2, 1 chosen", and the hint line), which always shows
    whole; the whole text is in the tooltip and in :meth:`full_text`."""

    _named: tuple[str, str] | None = None
    #: Lines shown at most; the bar's height is made for them.
    LINES = 2

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._full = ""
        self._tail = ""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._named = None
        self._tail = ""
        self._show(text)
        self.setToolTip(text)

    def full_text(self) -> str:
        """The whole prompt (rich text), however much of it shows."""
        return self._full + self._tail

    def set_named(self, template: str, name: str, tail: str = "") -> None:
        """Show rich-text ``template`` with ``{name}`` standing for player
        ``name`` (plain text, escaped here, isolated from the text's direction)
        in bold, elided with "…" to at most 60 % of the label's width, followed
        by rich-text ``tail``, which is never cut; the tooltip holds the whole text."""
        self._named = (template, name)
        self._tail = tail
        self._show_named()
        self.setToolTip(template.replace("{name}", f"<b>{esc(shown_name(name))}</b>", 1) + tail)

    def _show_named(self) -> None:
        template, name = self._named
        f = QFont(self.font())
        f.setBold(True)
        room = max(120, int(self.contentsRect().width() * 0.6))
        short = QFontMetrics(f).elidedText(name, Qt.ElideRight, room)
        self._show(template.replace("{name}", f"<b>{esc(shown_name(short))}</b>", 1))
        self._full = template.replace("{name}", f"<b>{esc(shown_name(name))}</b>", 1)

    def _show(self, html: str) -> None:
        self._full = html
        super().setText(self._fitted(lead_direction(html), self._tail))

    def _doc(self, html: str) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self.font())
        doc.setHtml(html)
        doc.setTextWidth(self.contentsRect().width())
        return doc

    @staticmethod
    def _line_count(doc: QTextDocument) -> int:
        doc.size()                           # lays the document out
        n = 0
        block = doc.begin()
        while block.isValid():
            n += block.layout().lineCount()
            block = block.next()
        return n

    def _fitted(self, html: str, tail: str = "") -> str:
        """``html`` then ``tail`` on :attr:`LINES` lines of the label's width:
        where they do not fit, the end of ``html`` gives way to "…" (the
        formatting of what is kept stays) and ``tail`` shows whole; a tail too
        long by itself is cut too."""
        width = self.contentsRect().width()
        whole = html + tail
        if width <= 0 or not whole:
            return whole
        if self._line_count(self._doc(whole)) <= self.LINES:
            return whole
        body_len = self._doc(html).characterCount() - 1 if html else 0

        def cut(keep: int, text: str, end: int) -> QTextDocument:
            """``text`` laid out with its characters ``keep``..``end`` replaced by "…"."""
            doc = self._doc(text)
            cur = QTextCursor(doc)
            cur.setPosition(keep)
            cur.setPosition(end, QTextCursor.KeepAnchor)
            cur.removeSelectedText()
            while keep > 0:                  # no blank before the "…"
                cur.setPosition(keep - 1)
                cur.setPosition(keep, QTextCursor.KeepAnchor)
                if not cur.selectedText().isspace():
                    break
                cur.removeSelectedText()
                keep -= 1
            cur.setPosition(keep)
            cur.insertText("\u2026")
            return doc

        def best(text: str, end: int) -> QTextDocument | None:
            """The most of ``text``'s first ``end`` characters that fits, or None."""
            lo, hi, found = 0, end, None     # keep lo..hi characters: the largest that fits
            while lo <= hi:
                mid = (lo + hi) // 2
                doc = cut(mid, text, end)
                if self._line_count(doc) <= self.LINES:
                    found, lo = doc, mid + 1
                else:
                    hi = mid - 1
            return found
        doc = best(whole, body_len) if tail and body_len > 0 else None
        if doc is None:                      # no tail, or the tail alone is too long: cut the whole
            end = self._doc(whole).characterCount() - 1
            doc = best(whole, end) or cut(0, whole, end)
        return doc.toHtml()

    def resizeEvent(self, ev) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(ev)
        if self._named is not None:
            self._show_named()
        elif self._full:
            super().setText(self._fitted(lead_direction(self._full), self._tail))


class PromptBar(QFrame):
    """What is asked of whom, with the ways to answer: action buttons, Done,
    decline, yes/no, colors, players, numbers, alternatives, order; and Undo."""

    def __init__(self, table: "TableWindow") -> None:
        super().__init__(table)
        self.table = table
        self.setObjectName("prompt")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        self.swatch = QLabel()
        self.swatch.setFixedSize(10, 28)
        lay.addWidget(self.swatch)
        self.text = _PromptText()
        self.text.setTextFormat(Qt.RichText)      # made by the table; names in it are escaped
        self.text.setObjectName("promptText")
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(260)
        self.text.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        lay.addWidget(self.text, 2)
        self.area = QWidget()
        self.area.setObjectName("promptArea")
        self.area_lay = QHBoxLayout(self.area)
        self.area_lay.setContentsMargins(0, 0, 0, 0)
        self.area_lay.setSpacing(4)
        scroll = QScrollArea()
        vp = _own_viewport(scroll)
        scroll.setWidget(self.area)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        scroll.setFixedHeight(44)
        scroll.setObjectName("promptScroll")
        vp.setStyleSheet("background: #fbf7ec;")    # the prompt bar's own color
        self.area.setAutoFillBackground(False)
        lay.addWidget(scroll, 3)      # as wide as share_width says
        scroll.setMinimumWidth(60)
        self.scroll = scroll
        # the answers that end a choice (Done, None, Pass, ...) sit outside the
        # scrolling strip of options: they are always in view, however many options
        self.fixed_lay = QHBoxLayout()
        self.fixed_lay.setContentsMargins(0, 0, 0, 0)
        self.fixed_lay.setSpacing(4)
        lay.addLayout(self.fixed_lay)
        self.undo = QPushButton(translate("Table", "&Undo"))
        self.undo.setToolTip(translate("Table", "Take back your last action (until a card was drawn or revealed). "
                                                "Ctrl+Z"))
        self.undo.clicked.connect(table.undo)
        lay.addWidget(self.undo)
        self.hint = QPushButton(translate("Table", "&Hint"))
        self.hint.setToolTip(translate("Table", "Ask the strong computer player what it would do here. H"))
        self.hint.clicked.connect(lambda: table.hints.ask())
        lay.addWidget(self.hint)
        # one height whatever the text: a long prompt (or name) never moves the table;
        # two lines show, the whole text is in the tooltip
        lines = self.text.fontMetrics().lineSpacing() * 2 + 4
        self.text.setMaximumHeight(lines)
        self.setFixedHeight(max(44, lines) + 8)
        self.buttons: dict[str, QPushButton] = {}
        #: The answer buttons a digit key presses: ``keyed[k]`` for key ``k`` (0-9).
        self.keyed: dict[int, QPushButton] = {}

    def clear(self) -> None:
        for box in (self.area_lay, self.fixed_lay):
            while box.count():
                it = box.takeAt(0)
                if it.widget():
                    it.widget().deleteLater()
        self.buttons = {}
        self.keyed = {}

    def finish(self) -> None:
        """Close the row of answer buttons (keeps them at their natural width)."""
        self.area_lay.addStretch(1)
        self.share_width()

    def share_width(self) -> None:
        """Share the bar's width between the words and the strip of answer
        buttons: the strip takes what its buttons need and the words the rest,
        but the words keep at least half of it (the buttons then scroll), so a
        prompt that fits on two lines is never cut while the bar has room."""
        both = self.text.width() + self.scroll.width()
        if both <= 0 or not self.isVisible():
            return
        need = self.strip_need()
        words = max(both - need, min(both // 2, self._words_need()), self.text.minimumWidth())
        strip = max(60, both - words)
        lay = self.layout()
        if lay.stretch(lay.indexOf(self.scroll)) != strip or lay.stretch(lay.indexOf(self.text)) != words:
            # shares of the width in proportion, never a fixed width: the window can still shrink
            lay.setStretchFactor(self.text, words)
            lay.setStretchFactor(self.scroll, strip)
            self.scroll.setMaximumWidth(strip)          # strip <= need: no empty room beside the buttons

    def strip_need(self) -> int:
        """The width the answer buttons take side by side (pixels), counted from
        the buttons themselves: just made, they are not shown yet and their
        layout would count them as nothing."""
        widths = [it.widget().sizeHint().width() for it in (self.area_lay.itemAt(i)
                                                           for i in range(self.area_lay.count())) if it.widget()]
        return sum(widths) + self.area_lay.spacing() * max(0, len(widths) - 1) + 2

    def _words_need(self) -> int:
        """About how wide the words must be to fit on two lines."""
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self.text.font())
        doc.setHtml(self.text.full_text())
        return int(doc.idealWidth() / self.text.LINES) + 40

    def resizeEvent(self, ev) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(ev)
        QTimer.singleShot(0, self.share_width)

    def button(self, key: str, text: str, slot, tip: str | Callable[[], str] = "", checkable: bool = False,
               digit: int | None = None, fixed: bool = False) -> QPushButton:
        """An answer button. With ``digit`` (0-9) the button is pressed by that
        number key (and Alt+digit); the label then starts with the digit. ``tip``
        may be a function giving the (rich-text) tooltip, called when it is first
        wanted. A ``fixed`` button (Done, None, Pass) stands outside the strip of
        options, always in view; the options scroll."""
        b = QPushButton()
        if digit is not None and 0 <= digit <= 9:
            b.setText(f"&{digit} {text.replace('&', '&&')}")
            self.keyed[digit] = b
            what = translate("Table", "Key {digit}.").format(digit=digit)
            if not callable(tip):
                tip = f"{tip}\n{what}" if tip and not tip.lstrip().startswith("<") else (tip or what)
        else:
            b.setText(text)
        b.setObjectName("choice")
        b.setCheckable(checkable)
        if callable(tip):
            lazy_tooltip(b, tip)
        elif tip:
            b.setToolTip(tip)
        b.clicked.connect(slot)
        (self.fixed_lay if fixed else self.area_lay).addWidget(b)
        self.buttons[key] = b
        return b

    def menu_button(self, key: str, text: str, entries: list[tuple[str, str, object]]) -> QToolButton:
        b = QToolButton()
        b.setText(text)
        b.setPopupMode(QToolButton.InstantPopup)
        m = QMenu(b)
        m.setToolTipsVisible(True)
        # opened (by a click or its key, M/G/A), the first entry is highlighted:
        # Enter then picks it, and the arrows move from there
        m.aboutToShow.connect(lambda m=m: QTimer.singleShot(0, lambda: _highlight_first(m)))
        for i, (label, tip, slot) in enumerate(entries):
            # the first nine entries get a digit mnemonic: M then 2 melds the second card
            a = m.addAction(f"&{i + 1}  {label.replace('&', '&&')}" if i < 9 else label.replace('&', '&&'))
            a.setToolTip(rich(tip))        # action tips name players: shown literally
            a.triggered.connect(slot)
        b.setMenu(m)
        b.setEnabled(bool(entries))
        self.area_lay.addWidget(b)
        self.buttons[key] = b
        return b


def _highlight_first(menu: QMenu) -> None:
    """Make the first enabled entry of a shown ``menu`` the current one."""
    try:
        shown = menu.isVisible() and menu.activeAction() is None
    except RuntimeError:        # closed and deleted meanwhile
        return
    if shown:
        first = next((a for a in menu.actions() if a.isEnabled() and not a.isSeparator()), None)
        if first is not None:
            menu.setActiveAction(first)


class TableWindow(QMainWindow):
    """The whole table for one session (local game, replay, network game)."""

    def __init__(self, session: Session | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Innovation")        # the game's name: the same in every language
        self.setStyleSheet(STYLE)
        self.session: Session | None = None
        self.viewer: int | None = None
        self.v: dict = {}
        #: what the widgets draw (set at every refresh; they read nothing else)
        self.scene = Scene()
        #: the options chosen so far in a card or color question (names, placeholders)
        self.selected: list[Any] = []
        self.drag_card: int | None = None
        self.handing_off = False      # the hand-off screen is up: nobody's hidden cards are shown
        self._last_human: int | None = None
        self.end_dialog: EndDialog | None = None
        self.flights: list = []
        #: How new games started from this window are saved: a function called with
        #: this window that attaches an autosaver (``win.autosaver``), set by the app
        #: and the saves UI to :func:`innovation_desktop.library.saves_ui.attach_autosave`;
        #: None (the default, and in tests): not saved. The table does not import the
        #: saves UI (which opens tables): it is handed this function.
        self.autosave: Callable[[TableWindow], object] | None = None
        self._log_count = 0
        self._log_header: list[tuple[str, str]] = []
        self.scale = 1.0
        self._fit_timer = QTimer(self)          # the cards are scaled to the window once it settles
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_cards)
        self.hints = Hints(self)
        self._build()
        self._menus()
        if session is not None:
            self.set_session(session)
        else:
            self.show_empty()

    def show_empty(self) -> None:
        """An empty table (no game yet): empty piles, no hand, no players."""
        self.my_title.setText(translate("Table", "No game yet"))
        self.hand_title.setText(translate("Table", "Hand"))
        self.score_title.setText(translate("Table", "Score pile"))
        self.hand.set_cards(0, [], [])
        self.score.set_cards(0, [], [])
        self.prompt.text.setText(translate("Table", "No game yet: choose <b>Game \u25b8 New game</b> (Ctrl+N)."))
        self.prompt.undo.setEnabled(False)
        self.prompt.hint.setEnabled(False)     # no decision here to hint at

    # ---- construction -------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget()
        central.setObjectName("table")
        self.setCentralWidget(central)
        outer = QHBoxLayout(central)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.setSpacing(6)
        # the play area scales its cards to the window (see _fit_cards) and
        # scrolls when even the smallest cards do not fit
        self.left_box = QWidget()
        self.left_box.setObjectName("leftBox")
        left = QVBoxLayout(self.left_box)
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(5)
        self.left_scroll = QScrollArea()
        self.left_scroll.setObjectName("leftScroll")
        _own_viewport(self.left_scroll)
        self.left_scroll.setWidget(self.left_box)
        self.left_scroll.setWidgetResizable(True)
        self.left_scroll.setFrameShape(QFrame.NoFrame)
        self.left_box.setAutoFillBackground(False)
        outer.addWidget(self.left_scroll, 1)
        self.supply = SupplyWidget(self)
        left.addWidget(self._zone(None, self.supply))
        self.opp_box = QWidget()
        self.opp_grid = QGridLayout(self.opp_box)
        self.opp_grid.setContentsMargins(0, 0, 0, 0)
        self.opp_grid.setSpacing(5)
        left.addWidget(self.opp_box)
        self.my_title = ElidedLabel()
        self.my_title.setObjectName("zoneTitle")
        self.my_board = BoardWidget(self, SETTINGS.card_w, self.MY_STRIPS, accepts_drops=True)
        left.addWidget(self._zone(self.my_title, self.my_board))
        self.prompt = PromptBar(self)
        left.addWidget(self.prompt)
        hand_row = QHBoxLayout()
        self.hand_title = plain_label()      # holds a player's name: plain text
        self.hand_title.setObjectName("zoneTitle")
        self.hand = CardRow(self, "hand", SETTINGS.hand_w, draggable=True)
        self.score_title = plain_label()
        self.score_title.setObjectName("zoneTitle")
        self.score = CardRow(self, "score pile", 60)
        self.score.list_crowded = True     # crowded: a line per card, age and title
        self.hand.min_step = 1.0           # crowded: whole cards, titles readable; the row scrolls
        self.hand_scroll = self._scroller(self.hand)
        self.score_scroll = self._scroller(self.score)
        hz = self._zone(self.hand_title, self.hand_scroll)
        sz = self._zone(self.score_title, self.score_scroll)
        hand_row.addWidget(hz, 3)
        hand_row.addWidget(sz, 2)
        left.addLayout(hand_row)
        left.addStretch(1)
        side = QFrame()
        side.setObjectName("side")
        side.setFixedWidth(330)
        self.side = side
        sl = QVBoxLayout(side)
        sl.setContentsMargins(6, 6, 6, 6)
        self.panels_box = QVBoxLayout()
        self.panels_box.setSpacing(4)
        sl.addLayout(self.panels_box)
        lt = QLabel(translate("Table", "<b>Game log</b>"))
        sl.addWidget(lt)
        self.log = LogView(self)
        sl.addWidget(self.log, 1)
        outer.addWidget(side)
        # the status bar is there from the start, one line high: a message
        # ("Saved to ...") never changes the size of the table or the log
        sb = self.statusBar()
        sb.setSizeGripEnabled(False)
        sb.setFixedHeight(max(22, sb.fontMetrics().height() + 8))
        self.handoff = HandoffScreen(central)
        self.handoff.ready.connect(self._handoff_ready)
        self.opp_boards: list[tuple[QLabel, BoardWidget, CardRow, CardRow]] = []
        self.opp_zones: list[QFrame] = []
        self.opp_cols = 1
        self.opp_card_w = SETTINGS.compact_w
        self.opp_tiles = 0                 # > 0: opponents' piles are tiles this wide
        self._fitting = False
        self._zone_sizes: dict | None = None     # opponent zone sizes, kept while fitting
        self.panels: list[PlayerPanel] = []

    #: Card sizes tried, largest first, until the play area fits the window.
    SCALES = (1.0, 0.95, 0.9, 0.86, 0.82, 0.78, 0.74, 0.7, 0.66, 0.62, 0.58, 0.54, 0.5)
    #: Icon strips a splayed pile shows at most (your board, an opponent's board);
    #: the cards beyond lie under the last strip, counted.
    MY_STRIPS = 4
    OPP_STRIPS = 3
    #: The narrowest opponent card whose title shows whole (see cardface.fit_title).
    OPP_LEGIBLE_W = 88
    #: The widest an opponent's card is drawn (never wider than your own).
    OPP_MAX_W = 126

    def _set_scale(self, s: float) -> None:
        """Draw your cards, hand, score pile and the supply at ``s`` times their
        natural size (see :class:`Settings`); opponents are sized apart."""
        self.scale = s
        self.my_board.set_card_w(round(SETTINGS.card_w * s))
        self.hand.set_card_w(round(SETTINGS.hand_w * s))
        self.score.set_card_w(round(60 * s))
        # the score pile has the hand's height: room for its list of lines
        self.score.setMinimumHeight(self.hand.minimumHeight())
        self.score._min_width()
        for sa, row in ((self.hand_scroll, self.hand), (self.score_scroll, self.score)):
            sa.setFixedHeight(row.minimumHeight() + sa.horizontalScrollBar().sizeHint().height())
        self.supply.set_card_w(round(44 * s))

    @staticmethod
    def _back_w(card_w: int) -> int:
        """The width of the card backs in an opponent's hand and score pile."""
        return max(22, round(card_w * 0.34))

    #: Opponents' cards are preferred to tiles only at this scale of yours or more.
    CARDS_BEFORE_TILES = 0.7

    def _set_opp_tiles(self, tile_w: int, beside: bool = False) -> None:
        """Draw the opponents' piles as tiles ``tile_w`` wide, one under the
        other, with hand and score pile on a line below (or ``beside`` the
        tiles, where the width allows: the zone is then lower)."""
        self._set_opp_w(self.TILE_BACK_CARD_W, below=not beside)
        self.opp_tiles = tile_w
        for _, b, _, _ in self.opp_boards:
            b.set_tiles(True, tile_w)
        # a tile is one line already: View > Compact has nothing to fold meanwhile
        self.compact_action.setEnabled(False)

    def _set_opp_w(self, w: int, below: bool = False) -> None:
        """Draw the opponents' boards with cards ``w`` pixels wide, their hand
        and score pile beside the board (or ``below`` it, when width is short)."""
        self.opp_card_w = w
        self.opp_tiles = 0
        self.compact_action.setEnabled(True)
        bw = self._back_w(w)
        for zone, (_, b, h, sc) in zip(self.opp_zones, self.opp_boards):
            b.set_tiles(False)
            b.set_card_w(w)
            for r in (h, sc):
                r.set_card_w(bw)
            col = zone.side_col
            if below != zone.side_below:
                zone.grid.removeWidget(col)
                if below:
                    zone.grid.addWidget(col, 2, 0, 1, 2)
                else:
                    zone.grid.addWidget(col, 1, 1, Qt.AlignTop | Qt.AlignRight)
                zone.side_below = below
                cl = col.layout()
                cl.setDirection(QVBoxLayout.LeftToRight if below else QVBoxLayout.TopToBottom)
                for i in (1, 3):                         # the two rows share the width below the board
                    cl.setStretch(i, 1 if below else 0)
                cl.setStretch(4, 0 if below else 1)
            if below:
                col.setMinimumWidth(0)
                col.setMaximumWidth(16777215)
            else:
                col.setFixedWidth(self._opp_side_w(w))

    def _opp_side_w(self, w: int) -> int:
        return max(110, self._back_w(w) * 5)

    def _opp_zone_size(self, k: int, w: int, below: bool = False) -> tuple[int, int]:
        """The size of opponent zone ``k`` with cards ``w`` pixels wide (hand and
        score pile beside the board, or ``below`` it)."""
        cache = self._zone_sizes        # while fitting, the opponents' piles do not change
        if cache is not None and (k, w, below) in cache:
            return cache[k, w, below]
        _, board, _, _ = self.opp_boards[k]
        sizes = [pw.size_for(w, len(pw.cards), pw.splay, tile=False) for pw in board.piles]
        bw = sum(z.width() for z in sizes) + 6 * 4 + 8 + 4
        bh = max(z.height() for z in sizes) + 4 + 2
        if not board.display.isHidden():       # the Artifacts display beside the piles
            bw += w + 2 + 6
            bh = max(bh, round(w * RATIO) + 16 + 4 + 2)
        row_h = round(self._back_w(w) * 1.4) + 8
        if below:
            size = 12 + bw, 8 + 20 + bh + 2 + max(row_h, 18)
        else:
            size = 12 + bw + 8 + self._opp_side_w(w), 8 + 20 + max(bh, 2 * (16 + row_h) + 4)
        if cache is not None:
            cache[k, w, below] = size
        return size

    #: The narrowest tile (a cramped opponent's pile as one line) that shows a title whole.
    TILE_MIN_W = 250

    def _tile_zone_size(self, tile_w: int, beside: bool = False) -> tuple[int, int]:
        """The size of an opponent zone whose piles are tiles ``tile_w`` wide
        (hand and score pile on one line below, or ``beside`` the tiles)."""
        from .widgets import TILE_H
        row_h = round(self._back_w(self.TILE_BACK_CARD_W) * 1.4) + 8
        tiles_h = 5 * TILE_H + 4 * 2 + 6 + 2
        if any(not b.display.isHidden() for _, b, _, _ in self.opp_boards):
            # the Artifacts display under the tiles, drawn as for cards TILE_BACK_CARD_W wide
            tiles_h += round(self.TILE_BACK_CARD_W * RATIO) + 16 + 2
        if beside:
            side_w = self._opp_side_w(self.TILE_BACK_CARD_W)
            return 12 + tile_w + 16 + 8 + side_w, 8 + 20 + max(tiles_h, 2 * (16 + row_h) + 4)
        return 12 + tile_w + 16, 8 + 20 + tiles_h + row_h

    #: Opponent hands and score piles next to tiles are drawn as for cards this wide.
    TILE_BACK_CARD_W = 70

    #: The widest a tile is drawn.
    TILE_MAX_W = 460

    def _plan_tiles(self, width: int, height: int) -> tuple[int, int, bool]:
        """The widest tile, the columns, and whether hand and score pile go
        beside the tiles (rather than below: a lower zone), at which the
        opponents' tiles fit ``width`` x ``height``; (0, 1, False) if none is
        at least TILE_MIN_W wide. Beside is preferred where it fits."""
        n = len(self.opp_boards)
        best = (0, 1, False)
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            for beside in (True, False):
                extra = 8 + self._opp_side_w(self.TILE_BACK_CARD_W) if beside else 0
                tile_w = min(self.TILE_MAX_W, (width - (cols - 1) * 5) // cols - 28 - extra)
                zw, zh = self._tile_zone_size(tile_w, beside)
                if tile_w >= self.TILE_MIN_W and rows * zh + (rows - 1) * 5 <= height \
                        and (beside, tile_w) > (best[2], best[0]):
                    best = (tile_w, cols, beside)
        return best

    def _plan_opponents(self, width: int, height: int, max_w: int = 126) -> tuple[int, int, bool]:
        """The largest opponent card width, the number of columns and whether
        hands go below the boards, at which every opponent zone fits ``width`` x
        ``height`` pixels; ``(0, 1, False)`` if none does."""
        n = len(self.opp_boards)
        best = (0, 1, False)
        if not n:
            return best
        widths = range(min(self.OPP_MAX_W, max_w), 39, -2)       # largest first
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            for below in (False, True):
                def fits(w: int) -> bool:
                    sizes = [self._opp_zone_size(k, w, below) for k in range(n)]
                    zw = max(z[0] for z in sizes)
                    zh = max(z[1] for z in sizes)
                    return cols * zw + (cols - 1) * 5 <= width and rows * zh + (rows - 1) * 5 <= height
                # a zone grows with its cards' width: the first width that fits
                # (largest first) is found by bisection
                lo, hi = 0, len(widths)
                while lo < hi:
                    mid = (lo + hi) // 2
                    if fits(widths[mid]):
                        hi = mid
                    else:
                        lo = mid + 1
                if lo < len(widths) and widths[lo] > best[0]:
                    best = (widths[lo], cols, below)
        return best

    def _place_opponents(self, cols: int) -> None:
        """Lay the opponent zones out in ``cols`` columns."""
        if cols == self.opp_cols and all(self.opp_grid.indexOf(z) >= 0 for z in self.opp_zones):
            return
        self.opp_cols = cols
        for z in self.opp_zones:
            self.opp_grid.removeWidget(z)
        for c in range(len(self.opp_zones) + 1):
            self.opp_grid.setColumnStretch(c, 0)
        for k, z in enumerate(self.opp_zones):
            self.opp_grid.addWidget(z, k // cols, k % cols)
        for c in range(cols):
            self.opp_grid.setColumnStretch(c, 1)

    def pile_size_changed(self) -> None:
        """A pile grew or shrank (a splay): fit the table to the window again."""
        if not self._fitting:
            self._fit_timer.start()

    def _min_width_but_opponents(self) -> int:
        """The least width of the play area's rows other than the opponents'."""
        lay = self.left_box.layout()
        m = lay.contentsMargins()
        widths = [lay.itemAt(i).minimumSize().width() for i in range(lay.count())
                  if lay.itemAt(i).widget() is not self.opp_box]
        return max(widths, default=0) + m.left() + m.right()

    def _flush_layouts(self) -> None:
        # let the nested layouts take in the new sizes before asking for hints
        for _ in range(4):
            QApplication.sendPostedEvents(None, QEvent.LayoutRequest)

    def _fit_cards(self) -> None:
        """Size the cards to the window: yours as large as possible while the
        opponents' cards stay legible (their titles whole), and the opponents'
        boards given all the room left (below the smallest size, the table
        scrolls)."""
        if not self.isVisible():
            return
        self._fitting = True
        self._zone_sizes = {}
        try:
            w = self.width()
            self.side.setFixedWidth(max(230, min(330, int(w * 0.22))))
            self.centralWidget().layout().activate()
            avail = self.left_scroll.maximumViewportSize()
            lay = self.left_box.layout()
            # your cards as large as can be while the opponents' cards stay legible
            # (their titles whole); failing that, the opponents' piles as tiles
            # (one line each, legible) and your cards as large as can be; failing
            # that too, the sizes that give the opponents the largest cards
            best = None                    # (opponent card width, scale, plan)
            tiles = None                   # (scale, tile width, columns)
            for s in self.SCALES:
                if tiles is not None and s < self.CARDS_BEFORE_TILES:
                    break                  # tiles at a fair size beat legible cards at a small one
                self._set_scale(s)
                self._flush_layouts()
                # (the opponents' boxes are planned below: their present width does not count)
                if self._min_width_but_opponents() > avail.width() and s != self.SCALES[-1]:
                    continue
                if not self.opp_zones:
                    if lay.sizeHint().height() <= avail.height():
                        break
                    continue
                rest = lay.sizeHint().height() - (self.opp_box.sizeHint().height() + 5)
                room = avail.height() - rest - 5
                plan = self._plan_opponents(avail.width(), room, max_w=round(SETTINGS.card_w * s))
                if plan[0] >= self.OPP_LEGIBLE_W and (tiles is None or s >= self.CARDS_BEFORE_TILES):
                    best = (plan[0], s, plan)
                    tiles = None
                    break
                if tiles is None:
                    tw, tcols, beside = self._plan_tiles(avail.width(), room)
                    if tw:
                        tiles = (s, tw, tcols, beside)
                        if s < self.CARDS_BEFORE_TILES:
                            break
                if best is None or plan[0] > best[0] + 3:
                    best = (plan[0], s, plan)
            if self.opp_zones:
                if tiles is not None:
                    s, tw, cols, beside = tiles
                    self._set_scale(s)
                    self._place_opponents(cols)
                    self._set_opp_tiles(tw, beside)
                elif best is not None:
                    ow, s, (_, cols, below) = best
                    self._set_scale(s)
                    self._place_opponents(cols)
                    self._set_opp_w(max(ow, 40), below)
                self._flush_layouts()
        finally:
            self._fitting = False
            self._zone_sizes = None

    @staticmethod
    def _scroller(row: CardRow) -> QScrollArea:
        """A row of cards in a horizontal scroll area: a crowded hand or score
        pile scrolls rather than squeeze its cards below legibility. Its height
        keeps room for the scroll bar, so the layout never jumps."""
        sa = QScrollArea()
        _own_viewport(sa)
        sa.setWidget(row)
        sa.setWidgetResizable(True)
        sa.setFrameShape(QFrame.NoFrame)
        sa.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        sa.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        sa.setStyleSheet("QScrollArea { background: transparent; }")
        row.setAutoFillBackground(False)
        sa.setFixedHeight(row.minimumHeight() + sa.horizontalScrollBar().sizeHint().height())
        return sa

    def _zone(self, title: QLabel | None, w: QWidget) -> QFrame:
        f = QFrame()
        f.setObjectName("zone")
        lay = QVBoxLayout(f)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(2)
        if title is not None:
            lay.addWidget(title)
        lay.addWidget(w)
        return f

    def _menus(self) -> None:
        game = self.menuBar().addMenu(translate("Table", "&Game"))
        a = game.addAction(translate("Table", "&New game..."))
        a.setShortcut(QKeySequence.New)
        a.triggered.connect(self.new_game_dialog)
        a = game.addAction(translate("Table", "&Undo"))
        a.setShortcut(QKeySequence.Undo)
        a.triggered.connect(self.undo)
        game.addSeparator()
        a = game.addAction(translate("Table", "&Quit"))
        a.setShortcut(QKeySequence(QUIT_KEY))
        a.triggered.connect(quit_app)          # every window of the app, not only this one
        install_quit_key()                     # and from its dialogs too
        viewm = self.menuBar().addMenu(translate("Table", "&View"))
        self.compact_action = viewm.addAction(translate("Table", "&Compact opponent piles"))
        self.compact_action.setCheckable(True)
        viewm.setToolTipsVisible(True)
        self.compact_action.setToolTip(translate("Table", "Show only the top card of each opponent pile. Not while "
                                                          "the opponents' piles are one-line tiles (a small window): "
                                                          "they are compact already."))
        self.compact_action.toggled.connect(self._compact)
        settings = self.menuBar().addMenu(translate("Table", "&Settings"))
        settings.setObjectName("SettingsMenu")
        a = settings.addAction(translate("Table", "&Language..."))
        a.setObjectName("language_action")
        a.triggered.connect(self.language_dialog)
        settings.setToolTipsVisible(True)
        self.contrast_action = settings.addAction(translate("Table", "&High-contrast colors"))
        self.contrast_action.setObjectName("contrast_action")
        self.contrast_action.setCheckable(True)
        self.contrast_action.setToolTip(translate("Table", "Draw the five card colors in a palette that colour-blind "
                                                           "players tell apart more easily. Each color also has its "
                                                           "own shape: blue circle, red square, green diamond, "
                                                           "yellow triangle, purple pentagon."))
        saved = saved_high_contrast()
        self._apply_palette(saved)
        self.contrast_action.setChecked(saved)
        self.contrast_action.toggled.connect(self.set_high_contrast)
        for key, kind in (("D", "draw"), ("M", "meld"), ("G", "dogma"), ("A", "achieve")):
            sc = QShortcut(QKeySequence(key), self)
            sc.activated.connect(lambda k=kind: self._shortcut(k))
        for key in ENTER_KEYS:       # Return and the keypad's Enter alike
            sc = QShortcut(QKeySequence(key), self)
            sc.activated.connect(self._done)
        sc = QShortcut(QKeySequence("H"), self)
        sc.activated.connect(self.hints.ask)
        for k in range(10):          # number keys answer a card, color, player or number choice
            sc = QShortcut(QKeySequence(str(k)), self)
            sc.activated.connect(lambda k=k: self.press_digit(k))

    def set_high_contrast(self, on: bool) -> None:
        """*Settings > High-contrast colors*: draw the card colors in the high-contrast
        palette (``on``) or the usual one, at once, in every table, and keep the
        choice in the preferences (best effort)."""
        if self._apply_palette(on) and self.v:
            self._render_prompt()          # the color buttons' icons
        if self.contrast_action.isChecked() != bool(on):
            self.contrast_action.setChecked(bool(on))
        try:
            from ..saves.paths import load_preferences, save_preferences
            prefs = load_preferences()
            if prefs.high_contrast != bool(on):
                prefs.high_contrast = bool(on)
                save_preferences(prefs)
        except Exception:  # noqa: BLE001  preferences are best effort
            pass

    @staticmethod
    def _apply_palette(on: bool) -> bool:
        """Draw the card colors in the high-contrast palette or the usual one,
        forgetting what was drawn in the other and repainting every window; True
        if the palette changed."""
        from .cardface import set_high_contrast
        if not set_high_contrast(on):
            return False
        empty_pile_pixmap.cache_clear()
        for w in QApplication.topLevelWidgets():
            w.update()
            for child in w.findChildren(QWidget):
                child.update()
        return True

    def language_dialog(self) -> None:
        """*Settings > Language*: choose and save the interface language (used from the next start)."""
        from .dialogs import LanguageDialog
        LanguageDialog(self).exec()

    def press_digit(self, k: int) -> bool:
        """Press the answer button of number key ``k``; False if there is none
        (or it is disabled, or the viewer is not the one asked)."""
        b = self.prompt.keyed.get(k)
        if b is None or not b.isEnabled() or self.my_decision() is None:
            return False
        b.click()
        return True

    def _compact(self, on: bool) -> None:
        for _, b, _, _ in self.opp_boards:
            for pw in b.piles:
                pw.expanded = not on
                pw._resize()
                pw.update()

    # ---- session --------------------------------------------------------------------
    def set_session(self, session: Session) -> None:
        """Show ``session`` (closing any previous one) and start it."""
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
        self.hints.stop()
        self.session = session
        session.setParent(self)
        humans = session.humans
        self.viewer = humans[0] if humans else None
        self._last_human = None if len(humans) > 1 else self.viewer   # whose cards were last shown
        self.handing_off = False
        self.handoff.hide()
        self._log_count = 0
        self._shown_displays: list | None = None       # Artifacts: the displays last drawn (digs fly)
        self.log.clear_log()
        self.selected = []
        first = session.view(-1)
        self.scene.edition = first["edition"]
        self._build_players(len(first["players"]))
        self._log_header = []      # lines of the log that are not events (kept across an undo)
        fresh = session.log_length() == 0
        if fresh and first["turn"] == 0:
            self._log_header.append((translate("Table", "Setup: each player secretly chooses one of their two "
                                               "cards to meld first."), "turn"))
        elif fresh:
            left = first["actions_left"]
            line = (translate("Table", "Turn {turn}: {name} to play (1 action left).") if left == 1 else
                    translate("Table", "Turn {turn}: {name} to play ({n} actions left)."))
            self._log_header.append((line.format(turn=first["turn"], n=left,
                                                 name=shown_name(first["players"][first["current"]]["name"])), "turn"))
        for text, kind in self._log_header:
            self.log.add(text, kind)
        session.viewChanged.connect(self.refresh)
        session.decisionRequested.connect(self._decision)
        session.answerApplied.connect(self._answer_applied)
        session.gameOver.connect(self._game_over)
        session.error.connect(self._error)
        session.thinking.connect(lambda p: self._render_prompt())
        session.hintReady.connect(self.hints.ready)
        session.start()
        self._prewarm = [(c, w) for c in range(ARTIFACTS_OFFSET)      # the base cards (others: on first use)
                         for w in (self.my_board.piles[0].card_w, self.hand.card_w,
                                   self.opp_card_w)]
        if self.isVisible():       # after the new table has been painted and settled
            QTimer.singleShot(self.PREWARM_AFTER_MS, self._prewarm_step)
        else:                      # not shown yet: the first sight of the table comes first
            after_first_paint(self, lambda: QTimer.singleShot(self.PREWARM_AFTER_MS, self._prewarm_step))

    #: Card faces are drawn ahead this long after a new game is opened or first
    #: painted (ms), and
    #: for at most PREWARM_STEP_S seconds at a time, so that drawing them never
    #: adds to the stall of opening the game or to a computer move being shown.
    PREWARM_AFTER_MS = 150
    PREWARM_STEP_S = 0.004

    def _prewarm_step(self) -> None:
        """Draw card faces ahead of need, a few at a time, in idle time (a card
        seen for the first time then costs no GUI-thread stall)."""
        t0 = time.perf_counter()
        while self._prewarm and time.perf_counter() - t0 < self.PREWARM_STEP_S:
            c, w = self._prewarm.pop()
            card_pixmap(c, w, self.edition)
        if self._prewarm:
            QTimer.singleShot(1, self._prewarm_step)

    @property
    def edition(self) -> str:
        return self.scene.edition

    @property
    def bottom(self) -> int:
        """The player whose board is shown expanded at the bottom (the viewer)."""
        return self.viewer if self.viewer is not None else 0

    def _build_players(self, n: int) -> None:
        if self.panels and len(self.panels) == n:
            # same number of players: the widgets only show indexes, keep them
            # (rebuilding them stalls the GUI thread at the start of every game)
            self._fit_timer.start()
            return
        for z in self.opp_zones:
            self.opp_grid.removeWidget(z)
            z.deleteLater()
        self.opp_boards = []
        for p in self.panels:
            p.deleteLater()
        self.panels = [PlayerPanel(self, i) for i in range(n)]
        for p in self.panels:
            self.panels_box.addWidget(p)
        self.opp_zones = []
        for k in range(n - 1):
            title = ElidedLabel()
            title.setObjectName("zoneTitle")
            board = BoardWidget(self, self.opp_card_w, self.OPP_STRIPS, accepts_drops=False)
            bw = self._back_w(self.opp_card_w)
            hand = CardRow(self, "hand", bw)
            score = CardRow(self, "score pile", bw)
            hand.min_step = score.min_step = 0.8      # backs show their ages (crowded: drawn atop)
            hand.group_backs = score.group_backs = True   # crowded: one back per age, counted
            f = QFrame()
            f.setObjectName("zone")
            lay = QGridLayout(f)
            lay.setContentsMargins(6, 4, 6, 4)
            lay.setHorizontalSpacing(8)
            lay.setVerticalSpacing(2)
            head = QHBoxLayout()
            head.setSpacing(8)
            chip = QLabel()                            # team games: "Team A" in the team's color
            chip.hide()
            head.addWidget(chip, 0)
            head.addWidget(title, 1)                   # the name (elided), partner or opponent
            stats = QLabel()                           # score and achievements: always whole
            stats.setObjectName("zoneTitle")
            stats.setTextFormat(Qt.PlainText)
            head.addWidget(stats, 0)
            lay.addLayout(head, 0, 0, 1, 2)
            lay.addWidget(board, 1, 0, Qt.AlignTop | Qt.AlignLeft)
            lay.setRowStretch(1, 1)
            col = QWidget()
            cl = QVBoxLayout(col)
            cl.setContentsMargins(0, 0, 0, 0)
            cl.setSpacing(0)
            for text, row in ((translate("Table", "Hand"), hand), (translate("Table", "Score pile"), score)):
                lab = QLabel(text)
                lab.setStyleSheet("color:#f3efe2;")
                cl.addWidget(lab)
                cl.addWidget(row)
            cl.addStretch(1)
            cl.setStretch(4, 1)
            col.setFixedWidth(self._opp_side_w(self.opp_card_w))
            f.side_col = col
            f.stats = stats
            f.chip = chip
            f.grid = lay
            f.side_below = False
            lay.addWidget(col, 1, 1, Qt.AlignTop | Qt.AlignRight)
            lay.setColumnStretch(0, 1)
            self.opp_zones.append(f)
            self.opp_boards.append((title, board, hand, score))
        self.opp_cols = 0
        self._place_opponents(1)
        if self.compact_action.isChecked():
            self._compact(True)
        self._fit_timer.start()

    def others(self) -> list[int]:
        n = len(self.v["players"])
        b = self.bottom
        return [(b + k) % n for k in range(1, n)]

    # ---- rendering -------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the view of the current viewer."""
        s = self.session
        if s is None:
            return
        self.v = s.view(-1 if self.handing_off else self.viewer)
        v = self.v
        self.setWindowTitle(view_title(v))
        md = self.my_decision()
        if md is None or md.kind not in ("cards", "order", "colors") or md.id != getattr(self, "_selected_for", None):
            self.selected = []
        self._selected_for = md.id if md is not None else None
        sc = self.scene
        sc.v, sc.viewer, sc.edition = v, self.viewer, v["edition"]
        sc.seat_labels = [s.seat_label(i) for i in range(len(v["players"]))]
        self._update_marks()
        b = self.bottom
        me = v["players"][b]
        # "your board", and the hints on what to do, only to a person who can act
        # here (not in a replay seen from one player's side)
        mine = self.viewer is not None and self.viewer == b and s.is_human(b)
        team = ""
        if v.get("teams"):
            t = team_facts(v, b)
            team = translate("Table", ", team {team} with {partner}").format(
                team=t["name"][-1], partner=shown_name(v["players"][t["partner"]]["name"]))
        # the action hints only while this viewer is choosing an action (not while
        # looking at a result before End turn, nor while another seat is asked)
        acting = mine and md is not None and md.kind == "action"
        if mine and acting:
            title = translate("Table", "Your board ({name}{team})  \u2014  drag a card from your hand here to "
                                       "meld it; click a top card for its dogma")
        elif mine:
            title = translate("Table", "Your board ({name}{team})")
        else:
            title = translate("Table", "{name}'s board{team}")
        self.my_title.setText(title.format(name=shown_name(me["name"]), team=team))
        self.my_board.refresh(b)
        faces = [BY_NAME[n] for n in me["hand"]] if me["hand"] is not None else None
        self.hand.set_cards(b, faces, row_backs(me, "hand"))
        self.hand_title.setText((translate("Table", "Your hand ({n})") if mine
                                 else translate("Table", "{name}'s hand ({n})")).format(
                                     n=len(me["hand_ages"]), name=shown_name(me["name"])) + _forecast_words(me))
        sfaces = [BY_NAME[n] for n in me["score"]] if me["score"] is not None else None
        self.score.set_cards(b, sfaces, row_backs(me, "score"))
        self.score_title.setText((translate("Table", "Score pile: 1 point") if me["score_total"] == 1 else
                                  translate("Table", "Score pile: {n} points")).format(n=me["score_total"])
                                 + _bonus_words(me))
        for (title, board, hand, score), p in zip(self.opp_boards, self.others()):
            pv = v["players"][p]
            zone = self.opp_zones[self.opp_boards.index((title, board, hand, score))]
            na = len(pv["achievements"])
            zone.stats.setText((translate("Table", "score {score}  \u2022  \u2605 {n}") if v.get("teams") else
                                translate("Table", "score {score}  \u2022  \u2605 {n}/{target}")).format(
                                    score=pv.get("points", pv["score_total"]), n=na, target=v["win_target"])
                               + _forecast_words(pv))
            points = (translate("Table", "1 point in the score pile") if pv["score_total"] == 1 else
                      translate("Table", "{n} points in the score pile")).format(n=pv["score_total"])
            achieved = (translate("Table", "1 achievement") if na == 1 else
                        translate("Table", "{n} achievements")).format(n=na)
            zone.stats.setToolTip((translate("Table", "{points}; {achieved} (\u2605); {target} win for a team.")
                                   if v.get("teams") else
                                   translate("Table", "{points}; {achieved} (\u2605); {target} win.")).format(
                                       points=points, achieved=achieved, target=v["win_target"]))
            if v.get("teams"):
                t = team_facts(v, p)
                partner = t["partner"] == b
                title.setText((translate("Table", "{name} (partner)") if partner else
                               translate("Table", "{name} (opponent)")).format(name=shown_name(pv["name"])))
                title.set_tip((translate("Table", "{name}: your partner, team {team}") if partner else
                               translate("Table", "{name}: your opponent, team {team}")).format(
                                   name=shown_name(pv["name"]), team=t["name"][-1]))
                zone.chip.setText(translate("Table", "Team {team}").format(team=t["name"][-1]))
                zone.chip.setStyleSheet(f"color: white; background: {TEAM_COLORS[p % 2]}; border-radius: 3px;"
                                        " padding: 0 4px; font-weight: bold;")
                zone.chip.show()
            else:
                title.setText(shown_name(pv["name"]))
                title.set_tip("")
                zone.chip.hide()
            board.refresh(p)
            hand.set_cards(p, [BY_NAME[n] for n in pv["hand"]] if pv["hand"] is not None else None,
                           row_backs(pv, "hand"))
            score.set_cards(p, [BY_NAME[n] for n in pv["score"]] if pv["score"] is not None else None,
                            row_backs(pv, "score"))
        for p in self.panels:
            p.refresh()
        self.supply.refresh()
        self._fly_digs(v)
        self._sync_log()
        self._render_prompt()

    def _sync_log(self) -> None:
        s = self.session
        n = s.log_length()
        if n < self._log_count:        # an undo: the log is written anew
            self.log.clear_log()
            for text, kind in self._log_header:
                self.log.add(text, kind)
            self._log_count = 0
        reader = self.viewer if len(s.humans) <= 1 else -1
        self.log.add_many(s.log(reader, self._log_count), render=log_lines)
        self._log_count = n

    # ---- what may be done now ------------------------------------------------------------
    def my_decision(self) -> Pending | None:
        """The pending decision (from the view) if the viewer, a person at this
        screen, is the one asked; else None."""
        s = self.session
        pv = self.v.get("pending") if s is not None and self.v else None
        if pv is None or self.handing_off or pv["player"] != self.viewer or not s.is_human(pv["player"]):
            return None
        return Pending(pv)

    def _action_options(self) -> list[tuple]:
        d = self.my_decision()
        return list(d.options) if d is not None and d.kind == "action" else []

    def _update_marks(self) -> None:
        """Hand the widgets what the viewer may do with which card now."""
        sc = self.scene
        d = self.my_decision()
        sc.actions = set(d.options) if d is not None and d.kind == "action" else set()
        cards = d is not None and d.kind in ("cards", "order")
        sc.choice = set(d.options) if cards else set()
        sc.selected = set(self.selected) if cards else set()
        sc.setup_meld = set(d.options) if cards and d.kind == "cards" and d.source == "setup" else set()
        sc.hint = self.hints.cards()
        sc.drag_card = self.drag_card

    @staticmethod
    def _name(card: Any) -> Any:
        return NAMES[card] if isinstance(card, int) and not isinstance(card, bool) else card

    def can_meld(self, owner: int, cid: int) -> bool:
        """True if dropping/double-clicking ``cid`` on ``owner``'s board melds it: a
        Meld action, or the choice of the first card to meld at setup."""
        return self.scene.can_meld(owner, cid)

    def is_dogma_target(self, owner: int, cid: int) -> bool:
        return self.scene.is_dogma_target(owner, cid)

    def can_achieve(self, age: int) -> bool:
        return self.scene.can_achieve(age)

    def draw_age(self) -> int | None:
        """The supply pile a Draw action would take from, if Draw is open to the viewer."""
        return self.scene.draw_age()

    def card_state(self, cid: int) -> str | None:
        """How a card is highlighted: ``selected``, ``selectable``, ``hint`` or None."""
        return self.scene.card_state(cid)

    # ---- gestures -> answers ----------------------------------------------------------------
    def act(self, action: tuple) -> bool:
        """Take an action (if legal for the viewer now): ``("draw",)``, ``("meld",
        card)``, ``("dogma", card)`` (a card by name or id), ``("achieve", age)``."""
        if len(action) == 2 and action[0] in ("meld", "dogma"):
            action = (action[0], self._name(action[1]))
        if action not in self._action_options():
            return False
        return self.session.answer(action_json(action))

    def meld(self, cid: int) -> bool:
        """Meld ``cid`` from the viewer's hand (at setup: choose it as the first meld)."""
        if self.viewer is not None and NAMES[cid] in self.scene.setup_meld:
            return self.session.answer([NAMES[cid]])
        return self.act(("meld", cid))

    def begin_drag(self, cid: int) -> None:
        self.drag_card = self.scene.drag_card = cid
        self.my_board.set_targets(cid if self.can_meld(self.viewer, cid) else None)
        self.hand.update()

    def end_drag(self) -> None:
        self.drag_card = self.scene.drag_card = None
        self.my_board.set_targets(None)
        self.hand.update()

    def card_clicked(self, cid: int, zone: str, owner: int) -> None:
        """A click on a card where it lies: select it for a card choice, or use
        the dogma of a top card."""
        d = self.my_decision()
        if d is None:
            return
        name = NAMES[cid]
        if d.kind == "action":
            if zone == "board" and ("dogma", name) in d.options:
                self.act(("dogma", name))
            return
        if d.kind in ("cards", "order") and name in d.options:
            self.toggle(name)

    def toggle(self, cid: Any) -> None:
        """Select or unselect a card (by name, placeholder or id) for the pending card choice."""
        cid = self._name(cid)
        d = self.my_decision()
        if d is None:
            return
        if cid in self.selected:
            self.selected.remove(cid)
        else:
            if d.kind == "cards" and d.max == 1:
                self.selected = [cid]
            elif d.kind == "cards" and len(self.selected) >= d.max:
                return
            else:
                self.selected.append(cid)
        if d.kind == "cards" and d.max == 1 and d.min == 1 and len(d.options) > 0 and d.counts is None:
            ans = list(self.selected)
            self.selected = []
            self.session.answer(ans)
            return
        self._repaint_cards()
        self._render_prompt()

    def _repaint_cards(self) -> None:
        self._update_marks()
        for w in [self.hand, self.score, *self.my_board.piles]:
            w.update()
        for _, b, h, s in self.opp_boards:
            for pw in b.piles:
                pw.update()

    def _done(self) -> None:
        if getattr(self.session, "awaiting_end", None) is not None and not self.handing_off:
            self.session.end_turn()
            return
        d = self.my_decision()
        if d is None:
            return
        if d.kind in ("cards", "order", "colors"):
            b = self.prompt.buttons.get("done")
            if b is not None and not b.isEnabled():  # Enter before the choice is complete
                self._error(choice_hint(d, len(self.selected)))
                return
            self.session.answer(list(self.selected))

    def undo(self) -> None:
        if self.session and self.session.can_undo():
            self.session.undo()

    def _shortcut(self, kind: str) -> None:
        d = self.my_decision()
        if d is None or d.kind != "action":
            return
        if kind == "draw":
            self.act(("draw",))
            return
        b = self.prompt.buttons.get(kind)
        if b is not None and b.isEnabled():
            b.showMenu()

    # ---- the prompt bar -----------------------------------------------------------------------
    def _render_prompt(self) -> None:
        s = self.session
        pb = self.prompt
        self.hints.drop_stale()          # a hint for a decision that is gone: off the prompt and status bar
        pb.clear()
        pb.undo.setEnabled(s.can_undo())
        md = self.my_decision()
        pb.hint.setEnabled(md is not None and getattr(s, "offers_hints", True))   # a LAN joiner: none
        pv = self.v.get("pending") if self.v else None
        if pv is None:
            pb.text.setText(translate("Table", "<b>The game is over.</b>"))
            return
        d = md if md is not None else Pending(pv)
        name = self.v["players"][d.player]["name"]

        def say(template: str, tail: str = "") -> None:
            # a long name is elided (whole in the tooltip), and a long prompt gives way
            # to "…" before its tail (the count chosen, the hint), which always shows
            pb.text.set_named(template, name, tail)
        who = d.player if getattr(s, "awaiting_end", None) is None else s.awaiting_end
        pb.swatch.setStyleSheet(f"background:{['#5b93d6', '#dc6a5c', '#6cb76b', '#e9cc54'][who % 4]};"
                                "border-radius:3px;")
        if getattr(s, "awaiting_end", None) is not None and s.awaiting_end == self.viewer \
                and not self.handing_off:
            end_turn_prompt(self, s)        # hot seat: see the result, then End turn
            return
        if not s.is_human(d.player):
            label = s.seat_label(d.player)       # a LAN game: someone elsewhere, maybe disconnected
            if label == "(disconnected)":
                say(translate("Table", "Waiting for {name}, who is disconnected."))
            elif label in ("(remote)", "(host)"):
                say(translate("Table", "Waiting for {name}."))
            else:
                say(translate("Table", "{name} (computer) is thinking\u2026"))
            return
        if d.player != self.viewer or self.handing_off:
            say(translate("Table", "Waiting for {name}."))
            return
        src = f" <i>({esc(d.source_label)})</i>" if d.source and d.source not in ("turn", "setup") else ""
        if d.kind == "action":
            left = self.v["actions_left"]
            say((translate("Table", "{name}: your turn \u2014 choose an action (1 left).") if left == 1 else
                 translate("Table", "{name}: your turn \u2014 choose an action ({n} left).")).replace(
                     "{n}", str(left)), self.hints.line())
            self._action_buttons(d)
            pb.finish()
            return
        want = ""
        if d.kind in ("cards", "colors"):
            if d.counts and len(d.counts) > 1:
                n = translate("Table", "{some} or {last}").format(
                    some=", ".join(str(c) for c in d.counts[:-1]), last=d.counts[-1])
            elif d.counts or d.min == d.max:
                n = str(d.counts[0] if d.counts else d.min)
            else:
                n = translate("Table", "{least} to {most}").format(least=d.min, most=d.max)
            want = translate("Table", " \u2014 choose {n}, {chosen} chosen").format(n=n, chosen=len(self.selected))
        if d.kind == "order":
            want = translate("Table", " \u2014 click the cards in their new order, top first ({chosen}/{n})").format(
                chosen=len(self.selected), n=len(d.options))
        # d.prompt and d.source: the engine's words (i18nengine renders them in the user's language)
        say(translate("Table", "{name}: {prompt}").replace("{prompt}", f"{esc(d.prompt)}{src}"),
            esc(want) + self.hints.line())
        self._choice_buttons(d)
        pb.finish()

    def _action_buttons(self, d) -> None:
        pb = self.prompt
        v = self.v
        opts = d.options
        if ("draw",) in opts:
            top = len(v["supply"])              # the top pile: 10, or 11 in the fourth edition
            pb.button("draw", translate("Table", "&Draw a {age}").format(age=min(self.draw_age() or top, top)),
                      lambda: self.act(("draw",)),
                      rich(tips.action_tip(v, ("draw",))))
        shown = v["players"][d.player].get("display")      # the Artifacts expansion: meld it from there too
        pb.menu_button("meld", translate("Table", "&Meld \u25be"), [
            (translate("Table", "{card} (from your display)").format(card=a[1]) if a[1] == shown else a[1],
                                                 tips.action_tip(v, a), (lambda _=False, a=a: self.act(a)))
                                                for a in opts if a[0] == "meld"])
        pb.menu_button("dogma", translate("Table", "Do&gma \u25be"), [(a[1], tips.action_tip(v, a),
                                                   (lambda _=False, a=a: self.act(a))) for a in opts if a[0] == "dogma"])
        pb.menu_button("achieve", translate("Table", "&Achieve \u25be"), [
            (translate("Table", "Achievement {age}").format(age=a[1]), tips.action_tip(v, a),
                                                       (lambda _=False, a=a: self.act(a))) for a in opts if a[0] == "achieve"])

    def _choice_buttons(self, d) -> None:
        pb = self.prompt
        s = self.session
        k = d.kind
        digits = _digits(d.options, numbers=(k == "number"))
        if k in ("cards", "order"):
            # the view lists the visible cards by name, then the hidden ones as
            # placeholders grouped by place and age (e.g. Rocketry: opponents' score piles)
            for c in d.options:
                if c in d.hidden:
                    # a card the chooser may not see: its age and place only, never its name or face
                    label = self._hidden_label(d.hidden[c])
                    b = pb.button(f"card{c}", label if digits.get(c) is not None else amp(label),
                                  lambda _=False, c=c: self.toggle(c),
                                  rich(translate("Table", "A face-down card: {card}.").format(card=label)),
                                  checkable=True, digit=digits.get(c))
                else:
                    cid = BY_NAME[c]
                    b = pb.button(f"card{cid}", c, lambda _=False, c=c: self.toggle(c),
                                  lambda cid=cid: card_tooltip(cid, self.edition), checkable=True,
                                  digit=digits.get(c))
                b.setChecked(c in self.selected)
            ok = (len(self.selected) == len(d.options)) if k == "order" else (
                d.min <= len(self.selected) <= d.max and (d.counts is None or len(self.selected) in d.counts))
            if not (k == "cards" and d.max == 1 and d.min == 1 and d.counts is None):
                b = pb.button("done", translate("Table", "Done (Enter)"), self._done, fixed=True)
                b.setEnabled(ok)
            if k == "cards" and d.min == 0:
                pb.button("decline", translate("Table", "&None"), lambda: s.answer([]),
                          translate("Table", "Choose no card."), fixed=True)
            return
        if k == "yesno":
            pb.button("yes", translate("Table", "&Yes"), lambda: s.answer("yes"))
            pb.button("no", translate("Table", "&No"), lambda: s.answer("no"))
            return
        if k in ("color", "colors"):
            for name in d.options:
                c = COLORS.index(name)
                word = color_word(c)
                if k == "color":
                    b = pb.button(f"color{c}", word, lambda _=False, name=name: s.answer(name),
                                  digit=digits.get(name))
                else:
                    b = pb.button(f"color{c}", word,
                                  lambda _=False, name=name: self._toggle_color(name),
                                  checkable=True, digit=digits.get(name))
                    b.setChecked(name in self.selected)
                col = qcolor(c).name()
                b.setIcon(QIcon(color_mark_pixmap(c, 28)))     # the color's shape: told apart without color
                b.setIconSize(QSize(14, 14))
                b.setStyleSheet(f"QPushButton {{ border-left: 10px solid {col}; padding: 3px 8px; }}"
                                f"QPushButton:focus {{ border: 2px solid #0a5bd3; border-left: 10px solid {col}; }}")
            if k == "colors":
                b = pb.button("done", translate("Table", "Done (Enter)"), self._done, fixed=True)
                b.setEnabled(d.min <= len(self.selected) <= d.max)
        elif k == "player":
            names = [pl["name"] for pl in self.v["players"]]
            for name in d.options:
                p = names.index(name)
                shown = bounded_marks(name)
                pb.button(f"player{p}", shown if digits.get(name) is not None else amp(shown),
                          lambda _=False, name=name: s.answer(name), digit=digits.get(name))
        elif k == "number":
            for n in d.options:
                if n in digits:
                    b = pb.button(f"n{n}", "", lambda _=False, n=n: s.answer(n), digit=digits[n])
                    b.setText(f"&{n}")
                else:
                    pb.button(f"n{n}", str(n), lambda _=False, n=n: s.answer(n))
        elif k == "alternative":
            for j, i in enumerate(d.options):
                if isinstance(i, str):      # worded options (Artifacts: "dogma"/"return"/"pass", relic places)
                    text = d.alternatives[j] if j < len(d.alternatives) else i
                else:
                    text = (d.alternatives[i] if i < len(d.alternatives)
                            else translate("Table", "Option {n}").format(n=i + 1))
                pb.button(f"alt{i}", f"{text[:60]}", lambda _=False, i=i: s.answer(i), text, digit=digits.get(i))
        if d.min == 0 and k != "colors":
            pb.button("decline", translate("Table", "&Pass"), lambda: s.answer(None), translate("Table", "Decline."),
                      fixed=True)

    def _hidden_label(self, info: dict) -> str:
        """A hidden option's words: ``"a 5 in Bob's score pile"``, ``"a 3 in the supply"``."""
        zone, owner = info.get("zone"), info.get("owner")
        name = shown_name(self.v["players"][owner]["name"]) if owner is not None else ""
        if zone == "hand" and owner is not None:
            text = translate("Table", "a {age} in {name}'s hand")
        elif zone == "score" and owner is not None:
            text = translate("Table", "a {age} in {name}'s score pile")
        elif zone == "forecast" and owner is not None:
            text = translate("Table", "a {age} in {name}'s forecast")
        elif zone in ("supply", "artifacts", "echoes"):      # a base, Artifacts or Echoes pile
            text = translate("Table", "a {age} in the supply")
        else:
            text = translate("Table", "a {age} in the achievements")
        return text.format(age=info["age"], name=name)

    def _toggle_color(self, c: str) -> None:
        if c in self.selected:
            self.selected.remove(c)
        else:
            self.selected.append(c)
        self._render_prompt()

    # ---- session signals --------------------------------------------------------------------------
    def _decision(self, d: dict) -> None:
        humans = self.session.humans
        p = d["player"]
        if len(humans) > 1 and p != self._last_human:
            # several people at one screen: cover the table until the next one is there
            self.handing_off = True
            self._handoff_player = p
            self.refresh()
            self.handoff.show_for(self.v["players"][p]["name"])
            self._render_prompt()
            return
        self.viewer = p
        self._last_human = p
        self.refresh()

    def _handoff_ready(self) -> None:
        self.handoff.hide()
        self.handing_off = False
        self.viewer = getattr(self, "_handoff_player", self.viewer)
        self._last_human = self.viewer
        self.refresh()

    def _answer_applied(self, player: int, answer, d) -> None:
        if d and d.get("kind") == "action" and isinstance(answer, dict) and answer.get("action") == "meld":
            self._fly(player, BY_NAME[answer["card"]])

    def _fly_digs(self, v: dict) -> None:
        """Artifacts: a card that has just come into a display was dug (the only way
        in): it flies there from its Artifacts pile."""
        now = [pv.get("display") for pv in v["players"]]
        before, self._shown_displays = getattr(self, "_shown_displays", None), now
        if before is None or len(before) != len(now):
            return
        for p, (old, new) in enumerate(zip(before, now)):
            if new is not None and new != old:
                c = BY_NAME[new]
                self._fly_dig(p, c, CARDS[c].age)

    def display_widget(self, player: int):
        """The :class:`DisplayWidget` of ``player`` (the bottom board's or an opponent's)."""
        if player == self.bottom:
            return self.my_board.display
        others = self.others()
        return self.opp_boards[others.index(player)][1].display if player in others else None

    def _fly_dig(self, player: int, cid: int, age: int) -> None:
        """Animate a dug Artifact from its Artifacts pile to ``player``'s display."""
        if SETTINGS.fly_ms <= 0 or not self.isVisible():
            return
        target = self.display_widget(player)
        pile = next((r for k, key, r in self.supply.items() if k == "artifacts" and key == age), None)
        if target is None or pile is None:
            return
        central = self.centralWidget()
        start = self.supply.mapTo(central, pile.topLeft().toPoint())
        lab = QLabel(central)
        lab.setPixmap(card_pixmap(cid, target.card_w, self.scene.edition))
        lab.resize(lab.pixmap().size())
        lab.move(start)
        lab.show()
        lab.raise_()
        anim = QPropertyAnimation(lab, b"pos", lab)
        anim.setDuration(SETTINGS.fly_ms)
        anim.setStartValue(start)
        anim.setEndValue(target.mapTo(central, target.card_rect().topLeft().toPoint()))
        anim.setEasingCurve(QEasingCurve.InOutCubic)
        anim.finished.connect(lab.deleteLater)
        anim.finished.connect(lambda: self.flights.remove(anim) if anim in self.flights else None)
        self.flights.append(anim)
        anim.start()

    def _fly(self, player: int, cid: int) -> None:
        """Animate a melded card from the hand (or the player's zone) to its pile."""
        if SETTINGS.fly_ms <= 0 or not self.isVisible():
            return
        central = self.centralWidget()
        if player == self.bottom:
            r = self.hand.card_rect(cid)
            start = self.hand.mapTo(central, r.topLeft().toPoint()) if r is not None else \
                self.hand.mapTo(central, QPoint(0, 0))
            target = self.my_board.piles[CARDS[cid].color]
            w = target.card_w
        else:
            idx = self.others().index(player) if player in self.others() else 0
            _, board, hand, _ = self.opp_boards[idx]
            start = hand.mapTo(central, QPoint(0, 0))
            target = board.piles[CARDS[cid].color]
            w = target.card_w
        lab = QLabel(central)
        lab.setPixmap(card_pixmap(cid, w, self.edition))
        lab.resize(lab.pixmap().size())
        lab.move(start)
        lab.show()
        lab.raise_()
        anim = QPropertyAnimation(lab, b"pos", lab)
        anim.setDuration(SETTINGS.fly_ms)
        anim.setStartValue(start)
        anim.setEndValue(target.mapTo(central, QPoint(1, 1)))
        anim.setEasingCurve(QEasingCurve.InOutCubic)
        anim.finished.connect(lab.deleteLater)
        anim.finished.connect(lambda: self.flights.remove(anim) if anim in self.flights else None)
        self.flights.append(anim)
        anim.start()

    def _game_over(self, result) -> None:
        self.viewer = self.viewer if self.viewer is not None else None
        self.refresh()
        self.end_dialog = EndDialog(self.v, self)
        self.end_dialog.newGame.connect(self.new_game_dialog)
        # shown at the next turn of the event loop: the table's last paint and the
        # dialog's first one (a new window, the table repainted inactive) are two
        # shorter stalls of the GUI thread, not one
        QTimer.singleShot(0, self.end_dialog, self.end_dialog.open)

    def _error(self, msg: str) -> None:
        self.statusBar().showMessage(msg, 6000)

    # ---- new game ------------------------------------------------------------------------------------
    def new_game_dialog(self) -> None:
        """Ask for the options of a new game and start it."""
        dlg = NewGameDialog(self)
        if dlg.exec() != NewGameDialog.Accepted:
            return
        o = dlg.options()
        self.start_game(o["names"], o["seats"], o["seed"], o["edition"], o["teams"],
                        o.get("expansions", []), o.get("relics", False))

    def start_game(self, names: list[str], seats: list[Seat], seed: int | None = None,
                   edition: str = "third", teams: bool = False, expansions: list[str] | None = None,
                   relics: bool = False) -> None:
        """Start a new game with these players and seats (``expansions=["artifacts"]``
        and ``relics``: the Artifacts of History expansion)."""
        self.set_session(new_local_session(names, seats, seed, edition, teams, expansions, relics))
        if self.autosave is not None:
            self.start_autosave()

    def start_autosave(self) -> None:
        """Autosave the current session to a new file in the games folder (the
        previous game's autosave, if any, is finished first)."""
        old = getattr(self, "autosaver", None)
        if old is not None:
            old.finish(resumable=False)     # replaced by the new game: not offered at the next start
        self.autosave(self)

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        self._fit_timer.start()
        if self.handoff.isVisible():
            self.handoff.setGeometry(self.centralWidget().rect())

    def closeEvent(self, ev) -> None:
        saver = getattr(self, "autosaver", None)
        if saver is not None:
            saver.save()
            saver.finish()
        self.hints.stop()
        if self.session is not None:
            self.session.close()
            self.session.wait()
        super().closeEvent(ev)
