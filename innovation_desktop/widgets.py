"""The table's widgets: piles, boards, hand, score pile, supply, player panels, log.

Every widget draws from the table's current view (``table.v``, see
:func:`engine.view.view`) and turns clicks and drops into calls on the table,
which turns them into answers. No widget knows a rule.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (QEasingCurve, QMimeData, QPoint, QPointF, QRect, QRectF, QSize, Qt,
                            QVariantAnimation)
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPen
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QSizePolicy, QTextBrowser,
                               QToolTip, QVBoxLayout, QWidget)

from engine import BY_NAME, CARDS, COLORS, ICONS

from . import tips
from .cardface import RATIO, back_pixmap, card_image_path, card_pixmap, icon_pixmap, icon_rects, qcolor
from .settings import SETTINGS

if TYPE_CHECKING:  # pragma: no cover
    from .table import TableWindow

MIME = "application/x-innovation-card"
STRIP = 0.285   # width of an icon column / height of the icon row, as a share of card width
SPLAY_ARROWS = {"none": "", "left": "\u25c0 left", "right": "right \u25b6", "up": "\u25b2 up"}


def card_tooltip(cid: int, edition: str = "third", extra: str = "") -> str:
    """Rich-text tooltip of a card: the full-size face and its text."""
    import html
    path = card_image_path(cid, SETTINGS.tooltip_card_w, edition)
    text = html.escape(tips.card_text(cid, edition)).replace("\n", "<br>")
    more = f"<p>{html.escape(extra)}</p>" if extra else ""
    return (f'<table><tr><td><img src="{path}"></td>'
            f'<td width="220" style="padding-left:6px">{text}{more}</td></tr></table>')


def paint_highlight(p: QPainter, r: QRectF, kind: str) -> None:
    """A glow around a card: ``selectable``, ``selected``, ``target``, ``drop`` or ``hint``."""
    color = {"selectable": QColor(255, 215, 0), "selected": QColor(0, 200, 255),
             "target": QColor(255, 255, 255), "drop": QColor(120, 255, 120),
             "hint": QColor(255, 80, 200)}[kind]
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    pen = QPen(color, 3 if kind not in ("selected", "hint") else 5)
    if kind == "target":
        pen.setStyle(Qt.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 6, 6)
    p.restore()


# ---------------------------------------------------------------------------------
class PileWidget(QWidget):
    """One color pile of one player's board, drawn as stacked cards.

    A splayed pile fans out so that exactly the icons the splay reveals show on
    each covered card; a change of splay animates ``fan`` from 0 to 1 (opening)
    or 1 to 0 (closing). ``expanded`` False shows only the top card."""

    def __init__(self, table: "TableWindow", color: int, card_w: int, max_strips: float,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.color = color
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self.max_strips = max_strips
        self.owner = 0
        self.cards: list[int] = []
        self.splay = "none"
        self.shown_splay = "none"     # the direction being drawn (during a closing animation)
        self.fan = 0.0
        self.expanded = True
        self.drop_state: str | None = None   # "target" while a legal drag is on, "drop" under the cursor
        self.anim = QVariantAnimation(self)
        self.anim.setEasingCurve(QEasingCurve.OutCubic)
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self._done)
        self.label_h = 16
        self.setMouseTracking(True)
        self.setFixedSize(self.sizeHint())

    def set_card_w(self, card_w: int) -> None:
        """Draw the pile's cards ``card_w`` pixels wide (the table scales to the window)."""
        if card_w == self.card_w:
            return
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self.setFixedSize(self.sizeHint())
        self.update()

    # ---- geometry ---------------------------------------------------------------
    def sizeHint(self) -> QSize:
        strip = self.card_w * STRIP
        return QSize(int(self.card_w + self.max_strips * strip) + 2,
                     int(self.card_h + self.max_strips * strip) + self.label_h + 2)

    def _step_len(self, splay: str) -> float:
        n = len(self.cards)
        strip = self.card_w * STRIP
        if n < 2:
            return 0.0
        return min(strip, self.max_strips * strip / (n - 1))

    def card_rects(self) -> list[QRectF]:
        """Where each card of the pile lies (bottom first), at the current fan."""
        n = len(self.cards)
        if not self.expanded:
            return [QRectF(1, 1, self.card_w, self.card_h)] * n
        splay = self.shown_splay
        step = self._step_len(splay) * self.fan
        out = []
        for i in range(n):
            k = n - 1 - i          # cards above this one
            x, y = 1.0, 1.0
            if splay == "left":
                x += k * step
            elif splay == "right":
                x += (n - 1 - k) * step
            elif splay == "up":
                y += k * step
            out.append(QRectF(x, y, self.card_w, self.card_h))
        return out

    def visible_icons(self) -> list[tuple[int, int]]:
        """``(card id, position)`` of every icon on a covered card that is fully
        visible now (not under a card above it)."""
        rects = self.card_rects()
        out = []
        ir = icon_rects(self.card_w, self.card_h)
        for i, c in enumerate(self.cards[:-1]):
            for pos in range(4):
                r = ir[pos].translated(rects[i].topLeft())
                if not any(rects[j].intersects(r.adjusted(1, 1, -1, -1)) for j in range(i + 1, len(rects))):
                    out.append((c, pos))
        return out

    def card_at(self, pt: QPointF) -> int | None:
        """The card drawn at ``pt`` (the topmost one there)."""
        rects = self.card_rects()
        for i in range(len(self.cards) - 1, -1, -1):
            if rects[i].contains(pt):
                return self.cards[i]
        return None

    # ---- data and animation -----------------------------------------------------
    def set_data(self, owner: int, cards: list[int], splay: str) -> None:
        """Show ``cards`` (bottom first) with ``splay``; animate a change of splay."""
        same_pile = owner == self.owner
        old = self.splay
        self.owner = owner
        self.cards = cards
        self.splay = splay
        if not same_pile or old == splay or SETTINGS.splay_ms <= 0 or len(cards) < 2:
            if self.anim.state() == QVariantAnimation.Running and same_pile and old == splay:
                self.update()
                return
            self.anim.stop()
            self.shown_splay = splay
            self.fan = 1.0 if splay != "none" else 0.0
            self.update()
            return
        self.anim.stop()
        self.anim.setDuration(SETTINGS.splay_ms)
        if splay == "none":            # closing: fold the old fan away
            self.shown_splay = old
            self.anim.setStartValue(self.fan)
            self.anim.setEndValue(0.0)
        else:                          # opening in the new direction
            self.shown_splay = splay
            self.anim.setStartValue(0.0)
            self.anim.setEndValue(1.0)
        self.anim.start()

    def _step(self, v) -> None:
        self.fan = float(v)
        self.update()

    def _done(self) -> None:
        self.shown_splay = self.splay
        self.fan = 1.0 if self.splay != "none" else 0.0
        self.update()

    # ---- painting ---------------------------------------------------------------
    def paintEvent(self, ev) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        area = QRectF(1, 1, self.card_w, self.card_h)
        if not self.cards:
            p.setPen(QPen(qcolor(self.color).darker(110), 2, Qt.DashLine))
            p.setBrush(QColor(255, 255, 255, 18))
            p.drawRoundedRect(area, 6, 6)
            f = QFont()
            f.setPixelSize(max(9, self.card_w // 9))
            p.setFont(f)
            p.setPen(QColor(255, 255, 255, 140))
            p.drawText(area, Qt.AlignCenter, COLORS[self.color])
        else:
            rects = self.card_rects()
            edition = self.table.edition
            if not self.expanded and len(self.cards) > 1:
                p.setPen(QPen(QColor(0, 0, 0, 120), 1))
                for k in range(min(4, len(self.cards) - 1), 0, -1):
                    p.setBrush(qcolor(self.color, True))
                    p.drawRoundedRect(area.translated(k * 2, k * 2), 5, 5)
            for i, (c, r) in enumerate(zip(self.cards, rects)):
                if not self.expanded and i < len(self.cards) - 1:
                    continue
                p.drawPixmap(r.topLeft(), card_pixmap(c, self.card_w, edition))
                st = self.table.card_state(c)
                if st:
                    paint_highlight(p, r, st)
            top = rects[-1]
            if self.table.is_dogma_target(self.owner, self.cards[-1]):
                paint_highlight(p, top, "selectable")
        if self.drop_state:
            paint_highlight(p, area, self.drop_state)
        # label: count and splay
        f = QFont()
        f.setPixelSize(11)
        f.setBold(True)
        p.setFont(f)
        rects = self.card_rects() if self.cards else [area]
        bottom = max(r.bottom() for r in rects) + (4 if not self.expanded else 0)
        lab = QRectF(0, min(self.height() - self.label_h, bottom + 1), self.width(), self.label_h)
        n = len(self.cards)
        text = f"{n} card{'s' if n != 1 else ''}" if n else ""
        if self.splay != "none" and n:
            text += f"  \u2022  {SPLAY_ARROWS[self.splay]}"
        fm = p.fontMetrics()
        if n and fm.horizontalAdvance(" " + text) > self.width():     # a narrow pile: "3 \u25b6"
            text = f"{n} {SPLAY_ARROWS[self.splay].replace('left', '').replace('right', '').replace('up', '').strip()}"
        p.setPen(QColor("#f3efe2"))
        p.drawText(lab, Qt.AlignLeft | Qt.AlignVCenter, " " + text)
        p.end()

    # ---- interaction ------------------------------------------------------------
    def event(self, ev) -> bool:
        if ev.type() == ev.Type.ToolTip:
            if self.table.v:         # (an empty table, before a game, has no tooltips)
                QToolTip.showText(ev.globalPos(), self.tooltip_text(ev.pos()), self)
            return True
        return super().event(ev)

    def tooltip_text(self, pos: QPoint | None = None) -> str:
        """The pile's cards and splay, and the face of the card under ``pos``."""
        v = self.table.v["players"][self.owner]
        text = tips.pile_tip(v, COLORS[self.color])
        c = self.card_at(QPointF(pos)) if pos is not None else (self.cards[-1] if self.cards else None)
        if c is None:
            return text
        extra = text
        if c == self.cards[-1] and self.table.is_dogma_target(self.owner, c):
            extra = tips.action_tip(self.table.session.game, ("dogma", c)) + "\n" + text
        return card_tooltip(c, self.table.edition, extra)

    def mouseReleaseEvent(self, ev) -> None:
        if ev.button() != Qt.LeftButton:
            return
        c = self.card_at(ev.position())
        if c is not None:
            self.table.card_clicked(c, "board", self.owner)

    def mouseDoubleClickEvent(self, ev) -> None:
        self.expanded = not self.expanded
        self.update()


# ---------------------------------------------------------------------------------
class BoardWidget(QFrame):
    """One player's board: five piles; the viewer's board takes meld drops."""

    def __init__(self, table: "TableWindow", card_w: int, max_strips: float, accepts_drops: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.owner = 0
        self.accepts = accepts_drops
        self.setAcceptDrops(accepts_drops)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 2)
        lay.setSpacing(6)
        self.piles = [PileWidget(table, c, card_w, max_strips, self) for c in range(5)]
        for pw in self.piles:
            lay.addWidget(pw, 0, Qt.AlignTop)
        lay.addStretch(1)

    def set_card_w(self, card_w: int) -> None:
        """Scale the five piles to cards ``card_w`` pixels wide."""
        for pw in self.piles:
            pw.set_card_w(card_w)

    def refresh(self, owner: int) -> None:
        """Show player ``owner``'s board from the table's view."""
        self.owner = owner
        board = self.table.v["players"][owner]["board"]
        for c, pw in enumerate(self.piles):
            pile = board[COLORS[c]]
            pw.set_data(owner, [BY_NAME[n] for n in pile["cards"]], pile["splay"])

    def set_targets(self, cid: int | None) -> None:
        """Light up the pile a dragged card ``cid`` may be melded on (None: none)."""
        for pw in self.piles:
            pw.drop_state = "target" if cid is not None and CARDS[cid].color == pw.color else None
            pw.update()

    @staticmethod
    def _card_of(ev) -> int | None:
        md = ev.mimeData()
        if not md.hasFormat(MIME):
            return None
        try:
            return int(bytes(md.data(MIME)).decode())
        except ValueError:
            return None

    def dragEnterEvent(self, ev) -> None:
        c = self._card_of(ev)
        if c is not None and self.table.can_meld(self.owner, c):
            ev.acceptProposedAction()
            self.set_targets(c)
            self.piles[CARDS[c].color].drop_state = "drop"
        else:
            ev.ignore()

    def dragMoveEvent(self, ev) -> None:
        c = self._card_of(ev)
        if c is not None and self.table.can_meld(self.owner, c):
            ev.acceptProposedAction()
        else:
            ev.ignore()

    def dragLeaveEvent(self, ev) -> None:
        self.set_targets(self.table.drag_card)

    def dropEvent(self, ev) -> None:
        c = self._card_of(ev)
        self.set_targets(None)
        if c is None or not self.table.can_meld(self.owner, c):
            ev.ignore()          # the drag snaps back: nothing changes
            return
        ev.acceptProposedAction()
        self.table.meld(c)


# ---------------------------------------------------------------------------------
class CardRow(QWidget):
    """A row of cards: face up (ids) or backs (ages), overlapping when crowded.

    Used for your hand (drag to meld) and score piles."""

    def __init__(self, table: "TableWindow", zone: str, card_w: int, draggable: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.zone = zone
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self.draggable = draggable
        self.owner = 0
        self.faces: list[int] = []
        self.backs: list[int] = []
        self._press: QPoint | None = None
        self._press_card: int | None = None
        self.setMinimumHeight(self.card_h + 8)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setMouseTracking(True)

    def set_card_w(self, card_w: int) -> None:
        """Draw the row's cards ``card_w`` pixels wide."""
        if card_w == self.card_w:
            return
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self.setMinimumHeight(self.card_h + 8)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.card_w * 2 + 16, self.card_h + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.card_w + 8, self.card_h + 8)

    def set_cards(self, owner: int, faces: list[int] | None, backs: list[int]) -> None:
        """Show ``faces`` (card ids) if known, else card backs of ``backs`` (ages)."""
        self.owner = owner
        self.faces = list(faces) if faces is not None else []
        self.backs = [] if faces is not None else list(backs)
        self.update()

    def _n(self) -> int:
        return len(self.faces) or len(self.backs)

    def card_rects(self) -> list[QRectF]:
        n = self._n()
        if not n:
            return []
        avail = self.width() - self.card_w - 8
        step = self.card_w + 6 if n == 1 else min(self.card_w + 6, avail / (n - 1))
        return [QRectF(4 + i * step, 4, self.card_w, self.card_h) for i in range(n)]

    def card_rect(self, cid: int) -> QRectF | None:
        """Where face-up card ``cid`` is drawn, or None."""
        if cid in self.faces:
            return self.card_rects()[self.faces.index(cid)]
        return None

    def card_at(self, pt: QPointF) -> int | None:
        rects = self.card_rects()
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].contains(pt) and self.faces:
                return self.faces[i]
        return None

    def paintEvent(self, ev) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        rects = self.card_rects()
        if not rects:
            f = QFont()
            f.setPixelSize(12)
            f.setItalic(True)
            p.setFont(f)
            p.setPen(QColor(255, 255, 255, 150))
            p.drawText(self.rect().adjusted(6, 0, 0, 0), Qt.AlignLeft | Qt.AlignVCenter,
                       "(empty)")
        for i, r in enumerate(rects):
            if self.faces:
                c = self.faces[i]
                if c == self.table.drag_card:
                    p.setOpacity(0.35)
                p.drawPixmap(r.topLeft(), card_pixmap(c, self.card_w, self.table.edition))
                p.setOpacity(1.0)
                st = self.table.card_state(c)
                if st:
                    paint_highlight(p, r, st)
            else:
                p.drawPixmap(r.topLeft(), back_pixmap(self.backs[i], self.card_w))
        p.end()

    def event(self, ev) -> bool:
        if ev.type() == ev.Type.ToolTip:
            c = self.card_at(QPointF(ev.pos()))
            if c is not None:
                extra = ""
                if self.table.can_meld(self.owner, c):
                    extra = tips.action_tip(self.table.session.game, ("meld", c)) + \
                        " Drag it onto your board, or double-click it."
                QToolTip.showText(ev.globalPos(), card_tooltip(c, self.table.edition, extra), self)
            elif self.backs:
                name = self.table.v["players"][self.owner]["name"]
                ages = ", ".join(str(a) for a in self.backs)
                QToolTip.showText(ev.globalPos(), f"{name}'s {self.zone}: {len(self.backs)} cards, ages {ages}.",
                                  self)
            else:
                QToolTip.hideText()
            return True
        return super().event(ev)

    def mousePressEvent(self, ev) -> None:
        if ev.button() == Qt.LeftButton:
            self._press = ev.position().toPoint()
            self._press_card = self.card_at(ev.position())

    def mouseMoveEvent(self, ev) -> None:
        if (self.draggable and self._press is not None and self._press_card is not None
                and (ev.position().toPoint() - self._press).manhattanLength() > 8):
            c = self._press_card
            self._press = None
            self.start_drag(c)

    def mouseReleaseEvent(self, ev) -> None:
        if self._press is not None and self._press_card is not None:
            self.table.card_clicked(self._press_card, self.zone, self.owner)
        self._press = None

    def mouseDoubleClickEvent(self, ev) -> None:
        c = self.card_at(ev.position())
        if c is not None and self.zone == "hand" and self.table.can_meld(self.owner, c):
            self.table.meld(c)

    def start_drag(self, cid: int) -> Qt.DropAction:
        """Drag card ``cid`` from the hand; legal piles light up meanwhile.
        Returns the drop action (IgnoreAction: the card snaps back)."""
        drag = QDrag(self)
        md = QMimeData()
        md.setData(MIME, str(cid).encode())
        md.setText(CARDS[cid].name)
        drag.setMimeData(md)
        pm = card_pixmap(cid, self.card_w, self.table.edition)
        drag.setPixmap(pm)
        drag.setHotSpot(QPoint(pm.width() // 2, pm.height() // 2))
        self.table.begin_drag(cid)
        try:
            result = drag.exec(Qt.MoveAction)
        finally:
            self.table.end_drag()
        return result


# ---------------------------------------------------------------------------------
class SupplyWidget(QWidget):
    """The ten supply piles (backs with counts), then the available achievements:
    standard ones by age, special ones by name. Click a pile to draw, an
    achievement to achieve."""

    def __init__(self, table: "TableWindow", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setMouseTracking(True)
        self.w = 0
        self.set_card_w(44)

    def set_card_w(self, w: int) -> None:
        """Draw the supply piles ``w`` pixels wide."""
        if w == self.w:
            return
        self.w = w
        self.h = int(w * RATIO)
        self.setFixedHeight(self.h + 26)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        items = self.items()
        right = max((r.right() for _, _, r in items), default=self.w * 18)
        return QSize(int(right) + 8, self.h + 26)

    def minimumSizeHint(self) -> QSize:
        return QSize(10 * (self.w + 5) + 8, self.h + 26)

    def items(self) -> list[tuple[str, object, QRectF]]:
        """(kind, key, rect): ``("supply", age)``, ``("achievement", age)``, ``("special", name)``."""
        out = []
        if not self.table.v:
            return out
        x = 8.0
        for a in range(1, 11):
            out.append(("supply", a, QRectF(x, 18, self.w, self.h)))
            x += self.w + 5
        x += 22
        v = self.table.v
        for a in v["available_achievements"]:
            if isinstance(a, int):
                out.append(("achievement", a, QRectF(x, 18, self.w, self.h)))
                x += self.w * 0.62
        x += self.w * 0.5 + 14
        # special achievements two by two, in two rows as tall as the supply piles
        sw = max(60.0, self.w * 1.7)
        k = 0
        for a in v["available_achievements"]:
            if isinstance(a, str):
                col, row = divmod(k, 2)
                out.append(("special", a, QRectF(x + col * (sw + 4), 18 + row * (self.h / 2 + 1),
                                                  sw, self.h / 2 - 1)))
                k += 1
        return out

    def paintEvent(self, ev) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        f = QFont()
        f.setPixelSize(11)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#f3efe2"))
        items = self.items()
        heads = {"supply": "Supply", "achievement": "Achievements", "special": "Special achievements"}
        seen = set()
        v = self.table.v
        for kind, key, r in items:
            if kind not in seen:
                seen.add(kind)
                p.setPen(QColor("#f3efe2"))
                p.setFont(f)
                p.drawText(QRectF(r.left(), 0, 200, 16), Qt.AlignLeft | Qt.AlignVCenter, heads[kind])
            if kind == "supply":
                n = v["supply"][str(key)]
                if n:
                    p.drawPixmap(r.topLeft(), back_pixmap(key, self.w, n))
                else:
                    p.setPen(QPen(QColor(255, 255, 255, 90), 1, Qt.DashLine))
                    p.setBrush(Qt.NoBrush)
                    p.drawRoundedRect(r, 4, 4)
                    p.setPen(QColor(255, 255, 255, 120))
                    p.setFont(f)
                    p.drawText(r, Qt.AlignCenter, f"{key}\n0")
                if self.table.draw_age() == key:
                    paint_highlight(p, r, "selectable")
            elif kind == "achievement":
                p.drawPixmap(r.topLeft(), back_pixmap(key, self.w))
                if self.table.can_achieve(key):
                    paint_highlight(p, r, "selectable")
            else:
                p.setPen(QPen(QColor("#2a2118"), 1))
                p.setBrush(QColor("#efe3c2"))
                p.drawRoundedRect(r, 5, 5)
                p.setPen(QColor("#2a2118"))
                p.setFont(f)
                p.drawText(r, Qt.AlignCenter, key)
        p.end()

    def _special_rects(self) -> None:
        pass

    def item_at(self, pt: QPointF):
        for kind, key, r in reversed(self.items()):
            if r.contains(pt):
                return kind, key
        return None

    def event(self, ev) -> bool:
        if ev.type() == ev.Type.ToolTip:
            it = self.item_at(QPointF(ev.pos()))
            QToolTip.showText(ev.globalPos(), self.tooltip_for(it) if it else "", self)
            return True
        return super().event(ev)

    def tooltip_for(self, it) -> str:
        """Tooltip of a supply pile or an achievement."""
        kind, key = it
        if kind == "supply":
            n = self.table.v["supply"][str(key)]
            t = f"Supply pile {key}: {n} card{'s' if n != 1 else ''} left."
            if self.table.draw_age() == key:
                t += " " + tips.action_tip(self.table.session.game, ("draw",)) + " Click (or press D) to draw."
            return t
        t = tips.achievement_tip(key)
        if kind == "achievement" and self.table.can_achieve(key):
            t += " You can achieve it now: click it."
        return t

    def mouseReleaseEvent(self, ev) -> None:
        it = self.item_at(ev.position())
        if not it:
            return
        kind, key = it
        if kind == "supply" and self.table.draw_age() is not None:
            self.table.act(("draw",))
        elif kind == "achievement" and self.table.can_achieve(key):
            self.table.act(("achieve", key))


# ---------------------------------------------------------------------------------
class IconCount(QWidget):
    """One icon with a count; its tooltip says how the count is made."""

    def __init__(self, table: "TableWindow", icon: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.icon = icon
        self.owner = 0
        self.n = 0
        self.setFixedSize(44, 22)

    def set_count(self, owner: int, n: int) -> None:
        self.owner, self.n = owner, n
        self.update()

    def paintEvent(self, ev) -> None:
        p = QPainter(self)
        p.drawPixmap(QRect(0, 1, 20, 20), icon_pixmap(ICONS[self.icon], 40))
        f = QFont()
        f.setPixelSize(14)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#1b1b1b") if self.n else QColor("#8a8a8a"))
        p.drawText(QRectF(23, 0, 21, 22), Qt.AlignLeft | Qt.AlignVCenter, str(self.n))
        p.end()

    def tooltip_text(self) -> str:
        return tips.icon_tip(self.table.session.game, self.owner, self.icon)

    def event(self, ev) -> bool:
        if ev.type() == ev.Type.ToolTip:
            QToolTip.showText(ev.globalPos(), self.tooltip_text(), self)
            return True
        return super().event(ev)


class PlayerPanel(QFrame):
    """A player at a glance: name and seat, turn and decision markers, the six
    icon counts, score, achievements (count of the target, standard by age,
    special by name), hand and score pile sizes."""

    def __init__(self, table: "TableWindow", index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.index = index
        self.setObjectName("panel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 5, 8, 5)
        lay.setSpacing(2)
        self.title = QLabel()
        self.title.setTextFormat(Qt.RichText)
        lay.addWidget(self.title)
        row = QHBoxLayout()
        row.setSpacing(2)
        self.icons = [IconCount(table, i, self) for i in range(6)]
        for w in self.icons:
            row.addWidget(w)
        row.addStretch(1)
        lay.addLayout(row)
        self.stats = QLabel()
        self.stats.setWordWrap(True)
        lay.addWidget(self.stats)
        self.ach = QLabel()
        self.ach.setWordWrap(True)
        lay.addWidget(self.ach)

    def refresh(self) -> None:
        v = self.table.v
        pv = v["players"][self.index]
        seat = self.table.session.seats[self.index]
        who = "" if seat.is_human else " <span style='color:#555'>(computer)</span>"
        marks = []
        pend = v["pending"]
        setup = v["turn"] == 0
        if v["current"] == self.index and v["result"] is None and not setup:
            left = v["actions_left"]
            if pend and pend["kind"] == "action" and pend["player"] == self.index:
                what = f"{left} action{'s' if left != 1 else ''} left"
            else:
                # the engine counts an action off only when it ends
                more = max(0, left - 1)
                what = "first of two actions" if more else "last action"
            marks.append(f"<span style='color:#b3261e'>\u25b6 {what}</span>")
        if pend and pend["player"] == self.index and pend["kind"] != "action":
            marks.append("<span style='color:#0a5bd3'>" + ("setup: choosing" if setup else "\u2022 deciding")
                         + "</span>")
        elif setup and v["result"] is None:
            marks.append("<span style='color:#555'>setup</span>")
        self.title.setText(f"<b style='font-size:14px'>{pv['name']}</b>{who} " + " ".join(marks))
        for i, w in enumerate(self.icons):
            w.set_count(self.index, pv["icons"][ICONS[i]])
        self.stats.setText(f"Score <b>{pv['score_total']}</b> ({len(pv['score_ages'])} cards) \u2022 "
                           f"hand <b>{len(pv['hand_ages'])}</b>")
        achs = pv["achievements"]
        target = v["win_target"]
        names = ", ".join(str(a) for a in achs) if achs else "none"
        self.ach.setText(f"Achievements <b>{len(achs)}</b>/{target}: {names}")
        self.ach.setToolTip("\n".join(tips.achievement_tip(a) for a in achs) or
                            f"{pv['name']} has no achievements yet; {target} win.")
        active = pend is not None and pend["player"] == self.index
        self.setProperty("active", active)
        self.style().unpolish(self)
        self.style().polish(self)


# ---------------------------------------------------------------------------------
class LogView(QTextBrowser):
    """The game log in plain words; card names show their face as a tooltip."""

    def __init__(self, table: "TableWindow", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.setOpenLinks(False)
        self.setReadOnly(True)
        self.setMouseTracking(True)
        self.lines: list[str] = []

    def add(self, text: str, kind: str) -> None:
        """Append one log line (``kind`` "turn" lines stand out)."""
        self.lines.append(text)
        body = tips.log_html(text)
        if kind == "turn":
            body = f"<div style='margin-top:4px;color:#6b1f12'><b>{body}</b></div>"
        elif kind == "end":
            body = f"<div style='color:#0b5d1e'><b>{body}</b></div>"
        else:
            body = f"<div>{body}</div>"
        self.append(body)

    def clear_log(self) -> None:
        self.lines = []
        self.clear()

    def viewportEvent(self, ev) -> bool:
        if ev.type() == ev.Type.ToolTip:
            href = self.anchorAt(ev.pos())
            if href.startswith("card:"):
                QToolTip.showText(ev.globalPos(), card_tooltip(int(href[5:]), self.table.edition), self)
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(ev)
