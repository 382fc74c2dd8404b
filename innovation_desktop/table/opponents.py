"""The opponents' zones above your board, and how they are laid out.

Each opponent (or partner) has a zone (:class:`OpponentZone`): a title line
(team chip, name, score and achievements), their board, and their hand and
score pile as backs, beside the board or below it. The window fits the table to
its size (``TableWindow._fit_cards``); the arithmetic it uses to size and place
the zones is here, as plain functions of numbers (testable without a window):

* :func:`zone_size`: a zone's size from its piles' sizes at a card width;
* :func:`plan_cards`: the largest card width and the columns at which every
  zone fits a room (bisection over the widths);
* :func:`tile_zone_size`, :func:`plan_tiles`: the same when the piles are drawn
  as one-line tiles (a small window).
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine import BY_NAME

from .cardface import RATIO
from .presenter import TEAM_COLORS, OpponentTexts
from .widgets import TILE_H, BoardWidget, CardRow, ElidedLabel, Scene, row_backs

translate = QCoreApplication.translate

#: The widest an opponent's card is drawn (never wider than your own).
OPP_MAX_W = 126
#: The narrowest tile (a cramped opponent's pile as one line) that shows a title whole.
TILE_MIN_W = 250
#: Opponent hands and score piles next to tiles are drawn as for cards this wide.
TILE_BACK_CARD_W = 70
#: The widest a tile is drawn.
TILE_MAX_W = 460
#: Space between two zones (pixels).
SPACING = 5


def back_w(card_w: int) -> int:
    """The width of the card backs in an opponent's hand and score pile."""
    return max(22, round(card_w * 0.34))


def side_w(card_w: int) -> int:
    """The width of the column of hand and score pile beside an opponent's board."""
    return max(110, back_w(card_w) * 5)


def zone_size(pile_sizes: list[tuple[int, int]], display: bool, w: int, below: bool = False,
              rows: int = 2) -> tuple[int, int]:
    """The size (width, height in pixels) of an opponent zone whose five piles
    take ``pile_sizes`` (width, height each) with cards ``w`` pixels wide; with
    the Artifacts ``display`` beside the piles; hand and score pile (and, with
    Echoes, the forecast: ``rows`` 3) beside the board or ``below`` it."""
    bw = sum(z[0] for z in pile_sizes) + 6 * 4 + 8 + 4
    bh = max(z[1] for z in pile_sizes) + 4 + 2
    if display:                            # the Artifacts display beside the piles
        bw += w + 2 + 6
        bh = max(bh, round(w * RATIO) + 16 + 4 + 2)
    row_h = round(back_w(w) * 1.4) + 8
    if below:
        return 12 + bw, 8 + 20 + bh + 2 + max(row_h, 18)
    return 12 + bw + 8 + side_w(w), 8 + 20 + max(bh, rows * (16 + row_h) + 4)


def tile_zone_size(tile_w: int, beside: bool = False, display: bool = False, rows: int = 2) -> tuple[int, int]:
    """The size of an opponent zone whose piles are tiles ``tile_w`` wide (hand
    and score pile, and with Echoes the forecast: ``rows`` 3, on one line below,
    or ``beside`` the tiles); ``display``: an Artifacts display under the tiles."""
    row_h = round(back_w(TILE_BACK_CARD_W) * 1.4) + 8
    tiles_h = 5 * TILE_H + 4 * 2 + 6 + 2
    if display:
        # the Artifacts display under the tiles, drawn as for cards TILE_BACK_CARD_W wide
        tiles_h += round(TILE_BACK_CARD_W * RATIO) + 16 + 2
    if beside:
        return 12 + tile_w + 16 + 8 + side_w(TILE_BACK_CARD_W), 8 + 20 + max(tiles_h, rows * (16 + row_h) + 4)
    return 12 + tile_w + 16, 8 + 20 + tiles_h + row_h


def plan_tiles(n: int, width: int, height: int, display: bool = False, rows: int = 2) -> tuple[int, int, bool]:
    """The widest tile, the columns, and whether hand and score pile (and the
    Echoes forecast: ``rows`` 3) go beside the tiles (rather than below: a lower
    zone), at which ``n`` opponents' tiles fit ``width`` x ``height``; (0, 1,
    False) if none is at least :data:`TILE_MIN_W` wide. Beside is preferred
    where it fits."""
    best = (0, 1, False)
    for cols in range(1, n + 1):
        rows = -(-n // cols)
        for beside in (True, False):
            extra = 8 + side_w(TILE_BACK_CARD_W) if beside else 0
            tile_w = min(TILE_MAX_W, (width - (cols - 1) * SPACING) // cols - 28 - extra)
            _, zh = tile_zone_size(tile_w, beside, display, rows)
            if tile_w >= TILE_MIN_W and rows * zh + (rows - 1) * SPACING <= height \
                    and (beside, tile_w) > (best[2], best[0]):
                best = (tile_w, cols, beside)
    return best


def plan_cards(n: int, size: Callable[[int, int, bool], tuple[int, int]], width: int, height: int,
               max_w: int = OPP_MAX_W) -> tuple[int, int, bool]:
    """The largest opponent card width (even, from ``min(OPP_MAX_W, max_w)``
    down to 40), the number of columns and whether hands go below the boards,
    at which every one of ``n`` zones fits ``width`` x ``height`` pixels;
    ``size(k, w, below)`` is zone ``k``'s size. ``(0, 1, False)`` if none fits."""
    best = (0, 1, False)
    if not n:
        return best
    widths = range(min(OPP_MAX_W, max_w), 39, -2)       # largest first
    for cols in range(1, n + 1):
        rows = -(-n // cols)
        for below in (False, True):
            def fits(w: int, below: bool = below, cols: int = cols, rows: int = rows) -> bool:
                sizes = [size(k, w, below) for k in range(n)]
                zw = max(z[0] for z in sizes)
                zh = max(z[1] for z in sizes)
                return cols * zw + (cols - 1) * SPACING <= width and rows * zh + (rows - 1) * SPACING <= height
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


class OpponentZone(QFrame):
    """One opponent's zone: ``chip`` (team games), ``title`` (the name, elided),
    ``stats`` (score and achievements, whole), ``board`` (a
    :class:`~.widgets.BoardWidget` drawing ``strips`` icon strips at most), and
    ``hand`` and ``score`` (:class:`~.widgets.CardRow` of backs) and, in an
    Echoes game, ``forecast`` (backs showing their ages, under its
    ``forecast_label``: :meth:`show_forecast`) in ``side_col``, beside the board
    or below it (``side_below``). The widgets draw the table's scene
    (``scene``); the zone shows the words it is given (:meth:`show_texts`)."""

    def __init__(self, scene: Scene, card_w: int, strips: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("zone")
        self.title = ElidedLabel()
        self.title.setObjectName("zoneTitle")
        self.board = BoardWidget(scene, card_w, strips, accepts_drops=False)
        bw = back_w(card_w)
        self.hand = CardRow(scene, "hand", bw)
        self.score = CardRow(scene, "score pile", bw)
        self.forecast = CardRow(scene, "forecast", bw)         # Echoes of the Past only
        for r in (self.hand, self.score, self.forecast):
            r.min_step = 0.8              # backs show their ages (crowded: drawn atop)
            r.group_backs = True          # crowded: one back per age, counted
        lay = QGridLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setHorizontalSpacing(8)
        lay.setVerticalSpacing(2)
        head = QHBoxLayout()
        head.setSpacing(8)
        self.chip = QLabel()                       # team games: "Team A" in the team's color
        self.chip.hide()
        head.addWidget(self.chip, 0)
        head.addWidget(self.title, 1)              # the name (elided), partner or opponent
        self.stats = QLabel()                      # score and achievements: always whole
        self.stats.setObjectName("zoneTitle")
        self.stats.setTextFormat(Qt.TextFormat.PlainText)
        head.addWidget(self.stats, 0)
        lay.addLayout(head, 0, 0, 1, 2)
        lay.addWidget(self.board, 1, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.setRowStretch(1, 1)
        col = QWidget()
        cl = QVBoxLayout(col)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.setSpacing(0)
        self.forecast_label = QLabel()
        self.forecast_label.setTextFormat(Qt.TextFormat.PlainText)
        for text, row in ((translate("Table", "Hand"), self.hand), (translate("Table", "Score pile"), self.score),
                          (None, self.forecast)):
            lab = QLabel(text) if text is not None else self.forecast_label
            lab.setStyleSheet("color:#f3efe2;")
            cl.addWidget(lab)
            cl.addWidget(row)
        self.forecast_label.hide()
        self.forecast.hide()
        cl.addStretch(1)
        cl.setStretch(6, 1)
        col.setFixedWidth(side_w(card_w))
        self.side_col = col
        self.side_layout = cl
        self.grid = lay
        self.side_below = False
        lay.addWidget(col, 1, 1, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        lay.setColumnStretch(0, 1)

    def set_card_w(self, w: int, below: bool = False) -> None:
        """Draw the board with cards ``w`` pixels wide, hand and score pile
        beside it (or ``below`` it, when width is short)."""
        self.board.set_tiles(False)
        self.board.set_card_w(w)
        for r in (self.hand, self.score, self.forecast):
            r.set_card_w(back_w(w))
        col = self.side_col
        if below != self.side_below:
            self.grid.removeWidget(col)
            if below:
                self.grid.addWidget(col, 2, 0, 1, 2)
            else:
                self.grid.addWidget(col, 1, 1, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
            self.side_below = below
            cl = self.side_layout
            cl.setDirection(QVBoxLayout.Direction.LeftToRight if below else QVBoxLayout.Direction.TopToBottom)
            for i in (1, 3, 5):                      # the rows share the width below the board
                cl.setStretch(i, 1 if below else 0)
            cl.setStretch(6, 0 if below else 1)
        if below:
            col.setMinimumWidth(0)
            col.setMaximumWidth(16777215)
        else:
            col.setFixedWidth(side_w(w))

    #: True while a Dogma preview names this opponent under the distance rule
    #: (fourth edition): the zone is drawn marked (the table's style, ``far``)
    far = False

    def set_far(self, on: bool) -> None:
        """Mark the zone (or not) as named by the Dogma preview shown now: the
        opponent across the table, who shares only by returning a card from hand
        or may return one to ignore a demand (the distance rule)."""
        if on == self.far:
            return
        self.far = on
        self.setProperty("far", on)
        self.style().unpolish(self)         # the style sheet reads the property again
        self.style().polish(self)
        self.update()

    def show_texts(self, t: OpponentTexts) -> None:
        """Show the zone's words (:func:`.presenter.opponent_texts`)."""
        self.stats.setText(t.stats)
        self.stats.setToolTip(t.stats_tip)
        self.title.setText(t.title)
        self.title.set_tip(t.title_tip)
        if t.team is not None:
            self.chip.setText(t.chip)
            self.chip.setStyleSheet(f"color: white; background: {TEAM_COLORS[t.team]}; border-radius: 3px;"
                                    " padding: 0 4px; font-weight: bold;")
            self.chip.show()
        else:
            self.chip.hide()

    def show_forecast(self, owner: int, pv: dict[str, Any], title: str, tip: str) -> bool:
        """Echoes of the Past: show player ``owner``'s forecast (their view ``pv``)
        under ``title`` ("Forecast (2)") with the tooltip and accessible words
        ``tip`` (count and ages: :func:`.presenter.forecast_tip`); as backs, or
        faces where the view names the cards (a replay revealing all). Hidden
        without Echoes (``title`` ""). Returns True if the row's visibility changed."""
        echoes = bool(title)
        changed = self.forecast.isHidden() == echoes
        self.forecast.setVisible(echoes)
        self.forecast_label.setVisible(echoes)
        if not echoes:
            self.forecast.set_cards(owner, [], [])
            return changed
        names = pv.get("forecast")
        self.forecast.set_cards(owner, [BY_NAME[n] for n in names] if names is not None else None,
                                row_backs(pv, "forecast"))
        self.forecast_label.setText(title)
        self.forecast_label.setToolTip(tip)         # (the backs have their own, same words)
        self.forecast.setAccessibleName(title)
        self.forecast.setAccessibleDescription(tip)
        return changed

    def rows(self) -> int:
        """The rows of the side column: hand and score pile, and the Echoes forecast."""
        return 3 if not self.forecast.isHidden() else 2

    def pile_sizes(self, w: int) -> list[tuple[int, int]]:
        """The five piles' sizes (width, height) with cards ``w`` wide, as drawn now."""
        out = []
        for pw in self.board.piles:
            z = pw.size_for(w, len(pw.cards), pw.splay, tile=False)
            out.append((z.width(), z.height()))
        return out
