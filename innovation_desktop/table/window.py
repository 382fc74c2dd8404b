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

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QMainWindow, QPushButton,
                               QScrollArea, QToolButton, QVBoxLayout, QWidget)

from engine import BY_NAME, CARDS, NAMES
from engine.answers import Action
from engine.cards import ARTIFACTS_OFFSET
from engine.vocab import DOGMA, DRAW, MELD

from ..idle import after_first_paint
from ..plain import plain_label, rich
from ..words import log_lines
from ..sessions.base import Session, view_title
from ..sessions.local import new_local_session
from ..sessions.seats import Seat
from ..settings import SETTINGS
from ..windows import ENTER_KEYS, QUIT_KEY, install_quit_key, quit_app
from . import opponents, presenter
from .animations import Flights, dug
from .cardface import card_pixmap, saved_high_contrast
from .dialogs import EndDialog, HandoffScreen, NewGameDialog, end_turn_prompt
from .hints import Hints
from .presenter import Pending, choice_hint, digits as _digits  # noqa: F401  (Pending, _digits: used from here)
from .prompt_bar import PromptBar, own_viewport as _own_viewport
from .widgets import (BoardWidget, CardRow, DisplayWidget, ElidedLabel, LogView, PlayerPanel, Scene, SearchReveal,
                      SupplyWidget, empty_pile_pixmap, row_backs, search_reveals)

translate = QCoreApplication.translate

STYLE = """
QMainWindow, #table { background: #2f5d46; }
QScrollArea#leftScroll, QWidget#leftBox { background: transparent; border: none; }
QScrollArea#promptScroll, QWidget#promptArea { background: transparent; border: none; }
#zone { background: rgba(0,0,0,0.16); border-radius: 8px; }
#zone[far="true"] { background: rgba(240,170,40,0.30); border: 3px dashed #f0aa28; }
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


class TableWindow(QMainWindow):
    """The whole table for one session (local game, replay, network game)."""

    def __init__(self, session: Session | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Innovation")        # the game's name: the same in every language
        self.setStyleSheet(STYLE)
        self.session: Session | None = None
        self.viewer: int | None = None
        self.v: dict[str, Any] = {}
        #: what the widgets draw (set at every refresh; they read nothing else)
        self.scene = Scene()
        self._connect_scene()
        #: the options chosen so far in a card or color question (names, placeholders)
        self.selected: list[Any] = []
        self.drag_card: int | None = None
        self.handing_off = False      # the hand-off screen is up: nobody's hidden cards are shown
        self._last_human: int | None = None
        self.end_dialog: EndDialog | None = None
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
        self.forecast.set_cards(0, [], [])
        self.forecast_zone.hide()
        self.prompt.text.setText(translate("Table", "No game yet: choose <b>Game \u25b8 New game</b> (Ctrl+N)."))
        self.prompt.undo.setEnabled(False)
        self.prompt.hint.setEnabled(False)     # no decision here to hint at

    # ---- construction -------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget()
        central.setObjectName("table")
        self.setCentralWidget(central)
        self.central = central
        self._flights = Flights(central)
        #: Cities of Destiny: the cards a search revealed, shown over the table for a moment
        self.search_reveal = SearchReveal(central)
        #: the cards flying now (:attr:`.animations.Flights.running`)
        self.flights = self._flights.running
        outer = QHBoxLayout(central)
        self.central_lay = outer
        outer.setContentsMargins(6, 6, 6, 6)
        outer.setSpacing(6)
        # the play area scales its cards to the window (see _fit_cards) and
        # scrolls when even the smallest cards do not fit
        self.left_box = QWidget()
        self.left_box.setObjectName("leftBox")
        left = QVBoxLayout(self.left_box)
        self.left_lay = left
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(5)
        self.left_scroll = QScrollArea()
        self.left_scroll.setObjectName("leftScroll")
        _own_viewport(self.left_scroll)
        self.left_scroll.setWidget(self.left_box)
        self.left_scroll.setWidgetResizable(True)
        self.left_scroll.setFrameShape(QFrame.Shape.NoFrame)
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
        self._connect_prompt(self.prompt)
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
        # Echoes of the Past: your forecast, face up to you (small cards), between
        # hand and score pile; hidden in a game without Echoes
        self.forecast_title = plain_label()
        self.forecast_title.setObjectName("zoneTitle")
        self.forecast = CardRow(self, "forecast", 72, draggable=True)
        self.forecast.min_step = 0.5
        self.hand_scroll = self._scroller(self.hand)
        self.score_scroll = self._scroller(self.score)
        self.forecast_scroll = self._scroller(self.forecast)
        hz = self._zone(self.hand_title, self.hand_scroll)
        sz = self._zone(self.score_title, self.score_scroll)
        self.forecast_zone = self._zone(self.forecast_title, self.forecast_scroll)
        self.forecast_zone.hide()
        hand_row.addWidget(hz, 3)
        hand_row.addWidget(self.forecast_zone, 0)      # as wide as its cards (see _fit_forecast_width)
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
        self.opp_zones: list[opponents.OpponentZone] = []
        self.opp_cols = 1
        self.opp_card_w = SETTINGS.compact_w
        self.opp_tiles = 0                 # > 0: opponents' piles are tiles this wide
        self._fitting = False
        #: opponent zone sizes, (zone, card width, below) -> (width, height), kept while fitting
        self._zone_sizes: dict[tuple[int, int, bool], tuple[int, int]] | None = None
        self.panels: list[PlayerPanel] = []

    def _connect_prompt(self, pb: PromptBar) -> None:
        """What the prompt bar's buttons mean: answers, actions, picks, Done, Undo, Hint."""
        pb.answered.connect(self._answer)
        pb.actionChosen.connect(self.act)
        pb.toggled.connect(self.toggle)
        pb.colorToggled.connect(self._toggle_color)
        pb.doneAsked.connect(self._done)
        pb.undo.clicked.connect(self.undo)
        pb.hint.clicked.connect(lambda: self.hints.ask())
        pb.previewed.connect(self.preview_far)

    def _connect_scene(self) -> None:
        """What the widgets' gestures mean (:class:`~.widgets.SceneSignals`)."""
        g = self.scene.signals
        g.cardClicked.connect(self.card_clicked)
        g.meldAsked.connect(self.meld)
        g.actionChosen.connect(self.act)
        g.answerChosen.connect(self._answer)
        g.dragStarted.connect(self.begin_drag)
        g.dragEnded.connect(self.end_drag)
        g.sizeChanged.connect(self.pile_size_changed)
        g.dogmaPreviewed.connect(self.preview_far)

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
        self.forecast.set_card_w(round(72 * s))
        # the score pile and the forecast have the hand's height: room for a list of lines
        self.score.setMinimumHeight(self.hand.minimumHeight())
        self.forecast.setMinimumHeight(self.hand.minimumHeight())
        self.score._min_width()
        for sa, row in ((self.hand_scroll, self.hand), (self.score_scroll, self.score),
                        (self.forecast_scroll, self.forecast)):
            sa.setFixedHeight(row.minimumHeight() + sa.horizontalScrollBar().sizeHint().height())
        self._fit_forecast_width()
        self.supply.set_card_w(round(44 * s))

    @staticmethod
    def _back_w(card_w: int) -> int:
        """The width of the card backs in an opponent's hand and score pile."""
        return opponents.back_w(card_w)

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
        for zone in self.opp_zones:
            zone.set_card_w(w, below)

    def _opp_zone_size(self, k: int, w: int, below: bool = False) -> tuple[int, int]:
        """The size of opponent zone ``k`` with cards ``w`` pixels wide (hand and
        score pile beside the board, or ``below`` it)."""
        cache = self._zone_sizes        # while fitting, the opponents' piles do not change
        if cache is not None and (k, w, below) in cache:
            return cache[k, w, below]
        zone = self.opp_zones[k]
        size = opponents.zone_size(zone.pile_sizes(w), not zone.board.display.isHidden(), w, below, zone.rows())
        if cache is not None:
            cache[k, w, below] = size
        return size

    TILE_MIN_W = opponents.TILE_MIN_W
    TILE_BACK_CARD_W = opponents.TILE_BACK_CARD_W
    TILE_MAX_W = opponents.TILE_MAX_W

    def _any_display(self) -> bool:
        return any(not b.display.isHidden() for _, b, _, _ in self.opp_boards)

    def _plan_tiles(self, width: int, height: int) -> tuple[int, int, bool]:
        """The widest tile, the columns, and whether hand and score pile go
        beside the tiles at which the opponents' tiles fit ``width`` x
        ``height`` (:func:`.opponents.plan_tiles`)."""
        return opponents.plan_tiles(len(self.opp_boards), width, height, self._any_display(),
                                    max((z.rows() for z in self.opp_zones), default=2))

    def _plan_opponents(self, width: int, height: int, max_w: int = 126) -> tuple[int, int, bool]:
        """The largest opponent card width, the number of columns and whether
        hands go below the boards, at which every opponent zone fits ``width`` x
        ``height`` pixels; ``(0, 1, False)`` if none does (:func:`.opponents.plan_cards`)."""
        return opponents.plan_cards(len(self.opp_boards), self._opp_zone_size, width, height, max_w)

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
        if not getattr(self, "_fitting", True):      # (not while the table is being built)
            self._fit_timer.start()

    def _min_width_but_opponents(self) -> int:
        """The least width of the play area's rows other than the opponents'."""
        lay = self.left_lay
        m = lay.contentsMargins()
        items = [it for it in (lay.itemAt(i) for i in range(lay.count())) if it is not None]
        widths = [it.minimumSize().width() for it in items if it.widget() is not self.opp_box]
        return max(widths, default=0) + m.left() + m.right()

    def _flush_layouts(self) -> None:
        # let the nested layouts take in the new sizes before asking for hints
        for _ in range(4):
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

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
            self.central_lay.activate()
            avail = self.left_scroll.maximumViewportSize()
            lay = self.left_lay
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
        sa.setFrameShape(QFrame.Shape.NoFrame)
        sa.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        sa.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
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
        a.setShortcut(QKeySequence.StandardKey.New)
        a.triggered.connect(self.new_game_dialog)
        a = game.addAction(translate("Table", "&Undo"))
        a.setShortcut(QKeySequence.StandardKey.Undo)
        a.triggered.connect(self.undo)
        # Cities of Destiny: the Endorse action, as the prompt bar's Endorse button offers it
        self.endorse_menu = game.addMenu(translate("Table", "&Endorse"))
        self.endorse_menu.setObjectName("endorse_menu")
        self.endorse_menu.setToolTipsVisible(True)
        game.setToolTipsVisible(True)
        self.endorse_menu.menuAction().setVisible(False)
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
        for key, kind in (("D", "draw"), ("M", "meld"), ("G", "dogma"), ("A", "achieve"), ("E", "endorse")):
            sc = QShortcut(QKeySequence(key), self)
            sc.activated.connect(lambda k=kind: self._shortcut(k))
        for enter in ENTER_KEYS:       # Return and the keypad's Enter alike
            sc = QShortcut(QKeySequence(enter), self)
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
        self._shown_displays: list[str | None] | None = None       # Artifacts: the displays last drawn (digs fly)
        self.log.clear_log()
        self.selected = []
        first = session.view(-1)
        self.scene.edition = first["edition"]
        self._build_players(len(first["players"]))
        # lines of the log that are not events (kept across an undo)
        self._log_header = presenter.log_header(first, session.log_length() == 0)
        for text, kind in self._log_header:
            self.log.add(text, kind)
        session.viewChanged.connect(self.refresh)
        session.decisionRequested.connect(self._decision)
        session.answerApplied.connect(self._answer_applied)
        session.eventsAppended.connect(self._events)
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
        for _ in range(n - 1):
            zone = opponents.OpponentZone(self.scene, self.opp_card_w, self.OPP_STRIPS)
            self.opp_zones.append(zone)
            self.opp_boards.append((zone.title, zone.board, zone.hand, zone.score))
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
        # the action hints only while this viewer is choosing an action (not while
        # looking at a result before End turn, nor while another seat is asked)
        acting = mine and md is not None and md.kind == "action"
        self.my_title.setText(presenter.board_title(v, b, mine, acting))
        self.my_board.refresh(b)
        faces = [BY_NAME[n] for n in me["hand"]] if me["hand"] is not None else None
        self.hand.set_cards(b, faces, row_backs(me, "hand"))
        self.hand_title.setText(presenter.hand_title(me, mine))
        self._show_forecast(me, b, mine)
        sfaces = [BY_NAME[n] for n in me["score"]] if me["score"] is not None else None
        self.score.set_cards(b, sfaces, row_backs(me, "score"))
        self.score_title.setText(presenter.score_title(me))
        for (_title, board, hand, score), zone, p in zip(self.opp_boards, self.opp_zones, self.others()):
            pv = v["players"][p]
            zone.show_texts(presenter.opponent_texts(v, p, b))
            board.refresh(p)
            hand.set_cards(p, [BY_NAME[n] for n in pv["hand"]] if pv["hand"] is not None else None,
                           row_backs(pv, "hand"))
            score.set_cards(p, [BY_NAME[n] for n in pv["score"]] if pv["score"] is not None else None,
                            row_backs(pv, "score"))
            if zone.show_forecast(p, pv, presenter.forecast_title(pv, False), presenter.forecast_tip(pv, False)):
                self._fit_timer.start()            # a third row beside the board: fit the table again
        for panel in self.panels:
            panel.refresh()
        self.preview_far(None)            # a new view: any preview shown is gone
        self.supply.refresh()
        self._fly_digs(v)
        self._sync_log()
        self._render_prompt()

    def far_marked(self) -> list[int]:
        """The players whose zones are marked now by a Dogma preview (the
        distance rule: :meth:`preview_far`), in seat order."""
        return sorted(p for zone, p in zip(self.opp_zones, self.others()) if zone.far)

    def preview_far(self, action: Action | None) -> None:
        """A Dogma preview shows (``action``; None: it is gone): mark the zone of
        each opponent it names under the distance rule (fourth edition, an
        individual game of four: ``v["dogma"][card]["far"]``, who shares only by
        returning a card or may return one to ignore the demand). Every other
        action, or none, unmarks them all."""
        far: list[int] = []
        if action is not None and action.kind == DOGMA and self.v:
            far = (self.v.get("dogma", {}).get(action.card) or {}).get("far") or []
        for zone, p in zip(self.opp_zones, self.others()):
            zone.set_far(p in far)

    def _show_forecast(self, me: dict[str, Any], b: int, mine: bool) -> None:
        """Echoes of the Past: the bottom player's forecast (view ``me`` of player
        ``b``) as small cards beside the hand, face up when the view names them (the
        viewer's own), else backs with their ages (a hand-off screen, a replay seen
        from another side); the area hidden in a game without Echoes."""
        echoes = "forecast_backs" in me
        if self.forecast_zone.isHidden() == echoes:
            self.forecast_zone.setVisible(echoes)
            self._fit_timer.start()
        if not echoes:
            self.forecast.set_cards(b, [], [])
            return
        faces = [BY_NAME[n] for n in me["forecast"]] if me.get("forecast") is not None else None
        self.forecast.set_cards(b, faces, row_backs(me, "forecast"))
        # the words say whose and how many, and ages only for backs: never a hidden card's name
        mine = mine and faces is not None
        title = presenter.forecast_title(me, mine, named=True)
        self.forecast_title.setText(title)
        tip = presenter.forecast_tip(me, mine)
        self.forecast_title.setToolTip(tip)
        self.forecast_zone.setToolTip(tip)
        self.forecast.setAccessibleName(title)
        self.forecast.setAccessibleDescription(tip)
        self._fit_forecast_width()

    #: The Echoes forecast beside your hand shows this many cards side by side at
    #: most; more overlap, and then scroll.
    FORECAST_SIDE_BY_SIDE = 4

    def _fit_forecast_width(self) -> None:
        """Echoes: give your forecast the width of its cards side by side (one at
        least, :data:`FORECAST_SIDE_BY_SIDE` at most); the hand takes the rest."""
        n = min(max(1, len(self.forecast.faces) or len(self.forecast.backs)), self.FORECAST_SIDE_BY_SIDE)
        w = 8 + n * (self.forecast.card_w + 6) + 4
        title = self.forecast_title.fontMetrics().horizontalAdvance(self.forecast_title.text()) + 8
        if self.forecast_scroll.minimumWidth() != max(w, title):
            self.forecast_scroll.setMinimumWidth(max(w, title))

    def _sync_log(self) -> None:
        s = self.session
        if s is None:
            return
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
        if s is None or pv is None or self.handing_off or pv["player"] != self.viewer or not s.is_human(pv["player"]):
            return None
        return Pending(pv)

    def _action_options(self) -> list[Action]:
        d = self.my_decision()
        return list(d.options) if d is not None and d.kind == "action" else []

    def _update_marks(self) -> None:
        """Hand the widgets what the viewer may do with which card now."""
        sc = self.scene
        d = self.my_decision()
        sc.asked = d
        sc.actions = set(d.options) if d is not None and d.kind == "action" else set()
        cards = d is not None and d.kind in ("cards", "order")
        sc.choice = set(d.options) if d is not None and cards else set()
        sc.selected = set(self.selected) if cards else set()
        setup = d is not None and cards and d.kind == "cards" and d.source == "setup"
        sc.setup_meld = set(d.options) if d is not None and setup else set()
        # Echoes: the promote question offers forecast cards (melded when chosen)
        promote = d is not None and cards and d.kind == "cards" and d.source == "promote"
        sc.promote = set(d.options) if d is not None and promote else set()
        sc.hint = self.hints.cards()
        sc.drag_card = self.drag_card

    @staticmethod
    def _name(card: Any) -> Any:
        return NAMES[card] if isinstance(card, int) and not isinstance(card, bool) else card

    def can_meld(self, owner: int | None, cid: int) -> bool:
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
    def act(self, action: Action) -> bool:
        """Take ``action`` (an :class:`engine.answers.Action`, or its outside form
        ``{"action": "meld", "card": NAME}``) if it is legal for the viewer now;
        False if not. Raises :class:`engine.answers.MalformedAnswer` for anything
        else (an engine's tuple such as ``("meld", 12)``)."""
        if not isinstance(action, Action):
            action = Action.from_data(action)
        if action not in self._action_options():
            return False
        return self._send(action.to_data())

    def meld(self, cid: int) -> bool:
        """Meld ``cid`` from the viewer's hand (at setup: choose it as the first meld;
        Echoes: promote it from the forecast, when the promote question offers it)."""
        if self.viewer is not None and (NAMES[cid] in self.scene.setup_meld or NAMES[cid] in self.scene.promote):
            return self._send([NAMES[cid]])
        return self.act(Action(MELD, NAMES[cid]))

    def begin_drag(self, cid: int) -> None:
        self.drag_card = self.scene.drag_card = cid
        self.my_board.set_targets(cid if self.can_meld(self.viewer, cid) else None)
        self.hand.update()
        self.forecast.update()

    def end_drag(self) -> None:
        self.drag_card = self.scene.drag_card = None
        self.my_board.set_targets(None)
        self.hand.update()
        self.forecast.update()

    def card_clicked(self, cid: int, zone: str, owner: int) -> None:
        """A click on a card where it lies: select it for a card choice, or use
        the dogma of a top card."""
        d = self.my_decision()
        if d is None:
            return
        name = NAMES[cid]
        if d.kind == "action":
            if zone == "board" and Action(DOGMA, name) in d.options:
                self.act(Action(DOGMA, name))
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
        if presenter.picks_at_once(d) and len(d.options) > 0:
            ans = list(self.selected)
            self.selected = []
            self._send(ans)
            return
        self._repaint_cards()
        self._render_prompt()

    def _repaint_cards(self) -> None:
        self._update_marks()
        for w in [self.hand, self.score, self.forecast, *self.my_board.piles]:
            w.update()
        for _, b, _h, _s in self.opp_boards:
            for pw in b.piles:
                pw.update()

    def _done(self) -> None:
        if self.session is not None and self.session.awaiting_end is not None and not self.handing_off:
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
            self._send(list(self.selected))

    def undo(self) -> None:
        if self.session and self.session.can_undo():
            self.session.undo()

    def _shortcut(self, kind: str) -> None:
        d = self.my_decision()
        if d is None or d.kind != "action":
            return
        if kind == DRAW:
            self.act(Action(DRAW))
            return
        b = self.prompt.buttons.get(kind)
        if isinstance(b, (QPushButton, QToolButton)) and b.isEnabled():     # an action's menu
            b.showMenu()

    def _answer(self, answer: Any) -> None:
        """An answer button of the prompt bar: ``answer`` (outside form) to the session."""
        self._send(answer)

    def _send(self, answer: Any) -> bool:
        """``answer`` (outside form) to the session: :meth:`Session.answer`'s result (False without one)."""
        return self.session is not None and self.session.answer(answer)

    def _toggle_color(self, c: str) -> None:
        if c in self.selected:
            self.selected.remove(c)
        else:
            self.selected.append(c)
        self._render_prompt()

    # ---- the prompt bar -----------------------------------------------------------------------
    def _render_prompt(self) -> None:
        s = self.session
        if s is None:           # (no game: nothing is asked)
            return
        pb = self.prompt
        self.hints.drop_stale()          # a hint for a decision that is gone: off the prompt and status bar
        pb.clear()
        self._fill_endorse_menu(None)
        pb.undo.setEnabled(s.can_undo())
        md = self.my_decision()
        pb.hint.setEnabled(md is not None and s.offers_hints)   # a LAN joiner: none
        pv = self.v.get("pending") if self.v else None
        if pv is None:
            pb.text.setText(translate("Table", "<b>The game is over.</b>"))
            return
        d = md if md is not None else Pending(pv)
        who = d.player if s.awaiting_end is None else s.awaiting_end
        pb.swatch.setStyleSheet(f"background:{presenter.SWATCHES[who % 4]};border-radius:3px;")
        if s.awaiting_end is not None and s.awaiting_end == self.viewer and not self.handing_off:
            end_turn_prompt(self, s)        # hot seat: see the result, then End turn
            return
        human = s.is_human(d.player)
        asked = human and d.player == self.viewer and not self.handing_off
        template, tail = presenter.prompt(self.v, d, seat=s.seat_label(d.player) if not human else "",
                                          human=human, viewer_asked=asked, selected=len(self.selected))
        # a long name is elided (whole in the tooltip), and a long prompt gives way
        # to "…" before its tail (the count chosen, the hint), which always shows
        pb.text.set_named(template, self.v["players"][d.player]["name"], tail + (self.hints.line() if asked else ""))
        if not asked:
            return
        if d.kind == "action":
            row = presenter.action_row(self.v, d)
            pb.show_row(row, self.edition)
            self._fill_endorse_menu(next((m for m in row if isinstance(m, presenter.ActionMenu) and m.key == "endorse"),
                                         None))
        else:
            pb.show_row(list(presenter.choice_row(self.v, d, self.selected)), self.edition)

    def _fill_endorse_menu(self, menu: "presenter.ActionMenu | None") -> None:
        """*Game > Endorse* (Cities of Destiny): the entries of the prompt bar's
        Endorse menu ``menu`` (the viewer's action now), greyed with the reason
        when there is none; hidden in a game without Cities."""
        m = self.endorse_menu
        m.clear()
        cities = bool(self.v) and "endorse" in self.v
        m.menuAction().setVisible(cities)
        if menu is None:
            m.setEnabled(False)
            m.menuAction().setToolTip(translate("Table", "Endorse: not your action now.") if cities else "")
            return
        for label, tip, a in menu.entries:
            act = m.addAction(label.replace("&", "&&"))
            act.setToolTip(rich(tip))
            act.triggered.connect(lambda _=False, a=a: self.act(a))
        m.setEnabled(bool(menu.entries))
        m.menuAction().setToolTip(rich(menu.tip))

    # ---- session signals --------------------------------------------------------------------------
    def _decision(self, d: dict[str, Any]) -> None:
        if self.session is None:
            return
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

    def _events(self, events: list[Any]) -> None:
        """New engine events: a city's search (Cities of Destiny) shows the cards it
        revealed to everyone for a moment (:class:`.widgets.SearchReveal`)."""
        found = search_reveals(events)
        if not found or not self.v:
            return
        x = found[-1]
        who = x["player"] if x["player"] is not None else self.v["current"]
        self.search_reveal.show_search(self.v["players"][who]["name"], x["revealed"], x["kept"], self.edition)

    def _answer_applied(self, player: int, answer: Any, d: dict[str, Any] | None) -> None:
        if d and d.get("kind") == "action" and isinstance(answer, dict):
            a = Action.from_data(answer)
            if a.kind == MELD:
                self._fly(player, BY_NAME[str(a.card)])     # (a Meld names its card)
        elif d and d.get("source") == "promote" and isinstance(answer, list) and answer \
                and isinstance(answer[0], str) and answer[0] in BY_NAME:
            self._fly(player, BY_NAME[answer[0]], forecast=True)      # Echoes: promoted from the forecast

    def _fly_digs(self, v: dict[str, Any]) -> None:
        """Artifacts: a card that has just come into a display was dug (the only way
        in): it flies there from its Artifacts pile."""
        now = [pv.get("display") for pv in v["players"]]
        before, self._shown_displays = getattr(self, "_shown_displays", None), now
        for p, name in dug(before, now):
            c = BY_NAME[name]
            self._fly_dig(p, c, CARDS[c].age)

    def display_widget(self, player: int) -> DisplayWidget | None:
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
        central = self.central
        self._flights.launch(card_pixmap(cid, target.card_w, self.scene.edition),
                             self.supply.mapTo(central, pile.topLeft().toPoint()),
                             target.mapTo(central, target.card_rect().topLeft().toPoint()))

    def _fly(self, player: int, cid: int, forecast: bool = False) -> None:
        """Animate a melded card from the hand (or the player's zone) to its pile;
        ``forecast``: a card promoted from the Echoes forecast flies from there."""
        if SETTINGS.fly_ms <= 0 or not self.isVisible():
            return
        central = self.central
        if player == self.bottom:
            row = self.forecast if forecast else self.hand
            r = row.card_rect(cid)
            start = row.mapTo(central, r.topLeft().toPoint()) if r is not None else \
                row.mapTo(central, QPoint(0, 0))
            target = self.my_board.piles[CARDS[cid].color]
        else:
            idx = self.others().index(player) if player in self.others() else 0
            zone = self.opp_zones[idx]
            board = zone.board
            row = zone.forecast if forecast else zone.hand
            start = row.mapTo(central, QPoint(0, 0))
            target = board.piles[CARDS[cid].color]
        self._flights.launch(card_pixmap(cid, target.card_w, self.edition), start,
                             target.mapTo(central, QPoint(1, 1)))

    def _game_over(self, result: dict[str, Any]) -> None:
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
        if dlg.exec() != NewGameDialog.DialogCode.Accepted:
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
        if self.autosave is not None:
            self.autosave(self)

    def resizeEvent(self, ev: QResizeEvent) -> None:
        super().resizeEvent(ev)
        self._fit_timer.start()
        if self.handoff.isVisible():
            self.handoff.setGeometry(self.central.rect())

    def closeEvent(self, ev: QCloseEvent) -> None:
        saver = getattr(self, "autosaver", None)
        if saver is not None:
            saver.save()
            saver.finish()
        self.hints.stop()
        if self.session is not None:
            self.session.close()
            self.session.wait()
        super().closeEvent(ev)
