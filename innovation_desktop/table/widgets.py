"""The table's widgets: piles, boards, hand, score pile, supply, player panels, log.

Every widget draws what the table hands it in a :class:`Scene`: one player's
table view (:func:`engine.view.table_view`, plain data) and what the viewer may
do with which card now. Painting and tooltips read only the scene (never the
window nor a game); clicks and drops are emitted as the scene's Qt signals
(:class:`SceneSignals`), which the table turns into answers: no widget calls
the window or the session. No widget knows a rule. The words come from
:mod:`.presenter` (no Qt).
"""
from __future__ import annotations

import html
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QEvent, QMimeData, QObject, QPoint,
                            QPointF, QRect, QRectF, QSize, Qt, QTimer, QVariantAnimation, Signal)
from PySide6.QtGui import (QColor, QDrag, QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent, QFont,
                           QFontMetrics, QGuiApplication, QHelpEvent, QImage, QMouseEvent, QPainter, QPaintEvent, QPen,
                           QPixmap, QResizeEvent, QTextCursor)
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QMenu, QSizePolicy, QTextBrowser,
                               QToolTip, QVBoxLayout, QWidget)

from engine import BY_NAME, CARDS, COLORS, ICONS, NAMES
from engine.answers import Action
from engine.cards import AVATAR, SPLAY_POSITIONS, icon_table
from engine.vocab import ACHIEVE, DOGMA, DRAW, MELD

from . import tips
from . import cardtext
from .cardface import (COLOR_SHAPES, RATIO, back_pixmap, card_image_path, card_pixmap, card_pixmap_soon, icon_pixmap,
                       city_icon_rects, paint_achievement_mark,
                       icon_rects, paint_color_mark, qcolor, shape_path)
from ..plain import needs_isolation, rich, shown_name
from ..i18n import QT_TRANSLATE_NOOP
from ..settings import SETTINGS
from .presenter import (COLOR_WORDS, TEAM_COLORS, Pending, color_word, panel_texts,  # noqa: F401 (used from here)
                        team_facts, team_name)

translate = QCoreApplication.translate

if TYPE_CHECKING:  # pragma: no cover
    from .window import TableWindow

class SceneSignals(QObject):
    """What the table's widgets tell the table, as Qt signals (one instance per
    :class:`Scene`): the widgets never call the window or the session; the
    window connects these to what they mean."""

    #: a click on a card where it lies: card id, zone (``"board"``, ``"hand"``,
    #: ``"score pile"``, ``"forecast"``), owner
    cardClicked = Signal(int, str, int)
    #: a card dropped on (or double-clicked toward) the viewer's board: meld it (card id;
    #: from the hand, or an Echoes forecast card to promote)
    meldAsked = Signal(int)
    #: an action chosen on the table itself (the supply, an achievement): an
    #: :class:`engine.answers.Action`
    actionChosen = Signal(object)
    #: an answer chosen on the table itself (the Artifacts display's menu), outside form
    answerChosen = Signal(object)
    #: a card of the hand is being dragged (card id); the drag ended
    dragStarted = Signal(int)
    dragEnded = Signal()
    #: a pile or the supply will take another size: the table fits itself again
    sizeChanged = Signal()
    #: a Dogma preview (a top card's tooltip) shows: its
    #: :class:`engine.answers.Action`; None when it is gone
    dogmaPreviewed = Signal(object)


def scene_of(owner: "Scene | TableWindow") -> "Scene":
    """The :class:`Scene` a widget draws: ``owner`` itself, or the table's."""
    return owner if isinstance(owner, Scene) else owner.scene


class Scene:
    """What the widgets draw, set by the table at every refresh (one instance
    per table, shared by its widgets).

    * ``v``: the table view of the viewer (:func:`engine.view.table_view`), ``{}``
      before a game;
    * ``edition``: the card texts' edition; ``viewer``: the player shown at the
      bottom who may act here, or None;
    * ``actions``: the viewer's legal actions now, as :class:`engine.answers.Action`
      values (``Action("meld", "Oars")``); ``asked``: the open decision
      (:class:`~.presenter.Pending`) when the viewer is the one asked, else None;
    * ``choice``: the card names the viewer may choose now (a card question),
      ``selected``: those chosen so far, ``setup_meld``: the two first-meld
      candidates at setup, ``promote``: the forecast cards the viewer may promote
      now (Echoes of the Past: the promote question after a Meld action), ``hint``:
      the card names a hint suggests;
    * ``drag_card``: the card id being dragged; ``seat_labels``: each seat's note
      (``"(computer)"``...);
    * ``signals``: what the widgets tell the table (:class:`SceneSignals`): the
      widgets never call the window or the session.
    """

    def __init__(self) -> None:
        self.v: dict[str, Any] = {}
        self.edition = "third"
        self.viewer: int | None = None
        self.actions: set[Action] = set()
        self.asked: Pending | None = None
        self.choice: set[str] = set()
        self.selected: set[str] = set()
        self.setup_meld: set[str] = set()
        self.promote: set[str] = set()
        self.hint: set[str] = set()
        self.drag_card: int | None = None
        self.seat_labels: list[str] = []
        self.signals = SceneSignals()

    def card_state(self, cid: int) -> str | None:
        """How a card is highlighted: ``selected``, ``selectable``, ``hint`` or None."""
        name = NAMES[cid]
        if name in self.hint:
            return "hint"
        if name in self.selected:
            return "selected"
        if name in self.choice:
            return "selectable"
        return None

    def can_meld(self, owner: int | None, cid: int) -> bool:
        """True if dropping/double-clicking ``cid`` on ``owner``'s board melds it: a
        Meld action, the choice of the first card to meld at setup, or (Echoes) a
        forecast card the promote question offers."""
        return owner == self.viewer and (Action(MELD, NAMES[cid]) in self.actions
                                         or NAMES[cid] in self.setup_meld or NAMES[cid] in self.promote)

    def is_dogma_target(self, owner: int, cid: int) -> bool:
        return owner == self.viewer and Action(DOGMA, NAMES[cid]) in self.actions

    def can_achieve(self, age: int) -> bool:
        return Action(ACHIEVE, age=age) in self.actions

    def draw_age(self) -> int | None:
        """The supply pile a Draw action would take from, if Draw is open to the viewer."""
        return self.v["draw_age"] if Action(DRAW) in self.actions else None


MIME = "application/x-innovation-card"
STRIP = 0.285   # width of an icon column / height of the icon row, as a share of card width
TILE_H = 26     # height of a pile drawn as a one-line tile
SPLAY_NAMES = ("none", "left", "right", "up", "aslant")
#: A splay's words under a pile (translated where shown) and its arrow alone (a narrow pile).
SPLAY_ARROWS = {"none": "", "left": QT_TRANSLATE_NOOP("Table", "\u25c0 left"),
                "right": QT_TRANSLATE_NOOP("Table", "right \u25b6"), "up": QT_TRANSLATE_NOOP("Table", "\u25b2 up"),
                "aslant": QT_TRANSLATE_NOOP("Table", "\u25e5 aslant")}
SPLAY_ARROW_ONLY = {"none": "", "left": "\u25c0", "right": "\u25b6", "up": "\u25b2", "aslant": "\u25e5"}


#: A last line for card tooltips, set by whoever makes a right-click on a card do
#: something (the Help menu: "Right-click: show this card in Help > Cards"); blank: none.
CARD_LINK_HINT = ""


#: A hidden Artifacts card's back is given to :class:`CardRow` as 100 + its age.
ARTIFACT_BACK = 100
#: An Echoes back in a :class:`CardRow`: this plus the age.
ECHOES_BACK = 200
#: A Cities back (Cities of Destiny) in a :class:`CardRow`: this plus the age.
CITIES_BACK = 300
#: The view's key of the Cities supply piles' counts (``{"1": n, ... "10": n}``).
CITY_SUPPLY = "cit_supply"
#: The player view's key of the flags and fountains on their board (Cities of
#: Destiny): a list of ``{"card", "kind", "counts", ...}``.
ICON_ACHIEVEMENTS = "icon_achievements"


def card_icon_rects(cid: int, w: float, h: float) -> list[QRectF]:
    """Where each icon position of card ``cid`` lies on a face ``w`` x ``h``, in
    ``engine.cards.POSITIONS`` order: four, or six on a city."""
    base = icon_rects(w, h)
    if len(CARDS[cid].icons) != 6:
        return base
    r = city_icon_rects(w, h)
    return base + [r["top_middle"], r["top_right"]]


def back_kind(b: int) -> tuple[int, str]:
    """``(age, set)`` of a back as :class:`CardRow` holds it (an age, or
    :data:`ARTIFACT_BACK` + age for an Artifacts card, :data:`ECHOES_BACK` + age
    for an Echoes card, :data:`CITIES_BACK` + age for a city)."""
    if b > CITIES_BACK:
        return b - CITIES_BACK, "cities"
    if b > ECHOES_BACK:
        return b - ECHOES_BACK, "echoes"
    return (b - ARTIFACT_BACK, "artifacts") if b > ARTIFACT_BACK else (b, "base")


def back_words(b: int) -> str:
    """A back as :class:`CardRow` holds it, in words: its age, and its set unless
    base ("3 (Artifact)", "3 (Echoes)", "3 (City)")."""
    age, kind = back_kind(b)
    return {"artifacts": translate("Table", "{age} (Artifact)"), "echoes": translate("Table", "{age} (Echoes)"),
            "cities": translate("Table", "{age} (City)")}.get(kind, "{age}").format(age=age)


def row_backs(pv: dict[str, Any], zone: str) -> list[int]:
    """The backs of player view ``pv``'s ``zone`` (``"hand"``, ``"score"`` or, with
    Echoes, ``"forecast"``) for a :class:`CardRow`: ages, Artifacts cards as
    :data:`ARTIFACT_BACK` + age (the view's ``hand_backs``/``score_backs`` in a
    game with the expansion; ``forecast_backs``, else no backs for a forecast)."""
    backs = pv.get(f"{zone}_backs")
    if backs is None:
        return list(pv.get(f"{zone}_ages", ()))
    return [a + {"artifacts": ARTIFACT_BACK, "echoes": ECHOES_BACK, "cities": CITIES_BACK}.get(kind, 0)
            for kind, a in backs]


def card_tooltip(cid: int, edition: str = "third", extra: str = "") -> str:
    """Rich-text tooltip of a card: the full-size face and its text."""
    path = card_image_path(cid, SETTINGS.tooltip_card_w, edition)
    text = html.escape(tips.card_text(cid, edition)).replace("\n", "<br>")
    more = f"<p>{html.escape(extra)}</p>" if extra else ""
    if CARD_LINK_HINT:
        more += f"<p><i>{html.escape(CARD_LINK_HINT)}</i></p>"
    return (f'<table><tr><td><img src="{path}"></td>'
            f'<td width="220" style="padding-left:6px">{text}{more}</td></tr></table>')


def paint_highlight(p: QPainter, r: QRectF, kind: str) -> None:
    """A glow around a card: ``selectable``, ``selected``, ``target``, ``drop`` or ``hint``."""
    color = {"selectable": QColor(255, 215, 0), "selected": QColor(0, 200, 255),
             "target": QColor(255, 255, 255), "drop": QColor(120, 255, 120),
             "hint": QColor(255, 80, 200)}[kind]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(color, 3 if kind not in ("selected", "hint") else 5)
    if kind == "target":
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 6, 6)
    p.restore()


def lead_direction(text: str) -> str:
    """``text`` (plain or rich) led by the interface's direction mark (LRM, or
    RLM in a right-to-left interface) if it holds right-to-left letters: Qt takes
    a paragraph's direction from its first strong letter, even inside a
    direction isolate, so a sentence that starts with a Hebrew name would be
    laid out right to left."""
    if not needs_isolation(text):
        return text
    return ("\u200f" if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft else "\u200e") + text


class ElidedLabel(QLabel):
    """A one-line plain-text label that shows as much of its text as fits, with
    an ellipsis, and the whole text in its tooltip when it is cut. Player names
    and other text from outside are never read as markup here."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._full = ""
        self._tip = ""
        self.setText(text)

    def set_tip(self, text: str) -> None:
        """A tooltip (plain text) shown whether or not the text is cut."""
        self._tip = text
        self._elide()

    def full_text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._full = text
        self._elide()

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(20, super().minimumSizeHint().height())

    def is_elided(self) -> bool:
        return super().text() != lead_direction(self._full)

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(
            self._full, Qt.TextElideMode.ElideRight, max(10, self.contentsRect().width())
        )
        super().setText(lead_direction(shown))
        # the tooltip as plain text: escaped inside a rich-text wrapper
        tip = self._tip or (self._full if shown != self._full else "")
        self.setToolTip(f"<qt>{html.escape(tip)}</qt>" if tip else "")

    def resizeEvent(self, ev: QResizeEvent) -> None:
        super().resizeEvent(ev)
        self._elide()

    def changeEvent(self, ev: QEvent) -> None:
        super().changeEvent(ev)
        if ev.type() in (ev.Type.FontChange, ev.Type.StyleChange):
            self._elide()


# ---------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def empty_pile_pixmap(color: int, w: int, h: int, text: str) -> QPixmap:
    """The place of an empty pile of ``color`` (a card ``w`` x ``h`` pixels, dashed,
    named ``text``), ``w + 2`` x ``h + 2`` pixels: drawn once per size (a dashed
    antialiased outline costs about 0.3 ms, ten of them at every full repaint).
    Drawn in the palette chosen: a change of palette empties the cache
    (:meth:`TableWindow.set_high_contrast`)."""
    img = QImage(w + 2, h + 2, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    area = QRectF(1, 1, w, h)
    p.setPen(QPen(qcolor(color).darker(110), 2, Qt.PenStyle.DashLine))
    p.setBrush(QColor(255, 255, 255, 18))
    p.drawRoundedRect(area, 6, 6)
    f = QFont()
    f.setPixelSize(max(9, w // 9))
    p.setFont(f)
    p.setPen(QColor(255, 255, 255, 140))
    p.drawText(area, Qt.AlignmentFlag.AlignCenter, text)
    m = max(8.0, w * 0.16)             # the color's shape above its name
    paint_color_mark(p, QRectF(area.center().x() - m / 2, area.center().y() - m * 1.9, m, m), color)
    p.end()
    return QPixmap.fromImage(img)


class PileWidget(QWidget):
    """One color pile of one player's board, drawn as stacked cards.

    A splayed pile fans out so that exactly the icons the splay reveals show on
    each covered card, each at full size: the pile grows by one icon strip per
    covered card, up to ``max_strips`` strips; the cards beyond that lie under
    the last strip, and the pile's label counts them ("+6 under").
    A change of splay animates ``fan`` from 0 to 1 (opening) or 1 to 0
    (closing) over ``SETTINGS.splay_ms``. ``expanded`` False shows only the top
    card."""

    def __init__(self, table: "Scene | TableWindow", color: int, card_w: int, max_strips: float,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene = scene_of(table)
        self.color = color
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self.max_strips = int(max_strips)
        self.owner = 0
        self.cards: list[int] = []
        self.splay = "none"
        self.shown_splay = "none"     # the direction being drawn (during a closing animation)
        self.fan = 0.0
        self.expanded = True
        self.drop_state: str | None = None   # "target" while a legal drag is on, "drop" under the cursor
        #: While a splay animates: ((width, height) it started at, start fan, end fan).
        self._span: tuple[tuple[int, int], float, float] | None = None
        self.anim = QVariantAnimation(self)
        # slow at both ends: a stall as the splay lands does not eat the motion
        self.anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self._done)
        self.label_h = 16
        #: Tile mode (an opponent's board where cards would be too small to read):
        #: the pile is one line ``tile_w`` pixels wide, the top card's age and
        #: title, the splay and the count of each icon the pile shows.
        self.tile = False
        self.tile_w = 260
        self.setMouseTracking(True)
        self.setFixedSize(self.sizeHint())

    def set_tile(self, on: bool, width: int = 260) -> None:
        """Draw the pile as a one-line tile ``width`` pixels wide (or as cards)."""
        if on == self.tile and width == self.tile_w:
            return
        self.tile, self.tile_w = on, width
        if on:
            self.anim.stop()
            self.shown_splay = self.splay
            self.fan = 1.0 if self.splay != "none" else 0.0
        self._resize()
        self.update()

    def set_card_w(self, card_w: int) -> None:
        """Draw the pile's cards ``card_w`` pixels wide (the table scales to the window)."""
        if card_w == self.card_w:
            return
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self._resize()
        self.update()

    # ---- geometry ---------------------------------------------------------------
    def strip(self) -> float:
        """The width of an icon column (left/right splay) or the height of the
        icon row (up splay) of a card, in pixels."""
        return self.card_w * STRIP

    def strips(self, splay: str | None = None) -> int:
        """How many icon strips the pile shows beside its top card for ``splay``
        (default: the direction drawn now): one per covered card, at most
        ``max_strips``."""
        splay = self.shown_splay if splay is None else splay
        if splay == "none" or not self.expanded:
            return 0
        return max(0, min(len(self.cards) - 1, self.max_strips))

    def hidden(self) -> int:
        """Covered cards that lie under the last strip (shown only as a count)."""
        if self.shown_splay == "none" or not self.expanded:
            return 0
        return max(0, len(self.cards) - 1 - self.max_strips)

    def size_for(self, card_w: int, cards: int, splay: str, tile: bool | None = None) -> QSize:
        """The size of this pile drawn with cards ``card_w`` wide holding
        ``cards`` cards splayed ``splay`` (the table plans its layout with it);
        as a tile if ``tile`` (default: as drawn now)."""
        if self.tile if tile is None else tile:
            return QSize(self.tile_w, TILE_H)
        strip = card_w * STRIP
        k = 0 if splay == "none" or not self.expanded else max(0, min(cards - 1, self.max_strips))
        w = card_w + (k * strip if splay in ("left", "right", "aslant") else 0)
        h = round(card_w * RATIO) + (k * strip if splay in ("up", "aslant") else 0)
        return QSize(int(w) + 2, int(h) + self.label_h + 2)

    def sizeHint(self) -> QSize:
        return self.size_for(self.card_w, len(self.cards), self.shown_splay)

    def shown_size(self) -> QSize:
        """The size the pile takes now: its :meth:`sizeHint` (what the table plans
        for), but while a splay opens or closes, as far as the fan has gone, so
        that the piles beside it move with it instead of jumping."""
        final = self.sizeHint()
        if self.tile or self.anim.state() == QVariantAnimation.State.Stopped or self._span is None:
            return final
        (fw, fh), start, end = self._span
        to = self.size_for(self.card_w, len(self.cards), self.splay)
        t = (self.fan - start) / (end - start) if end != start else 1.0
        t = min(1.0, max(0.0, t))
        return QSize(round(fw + (to.width() - fw) * t), round(fh + (to.height() - fh) * t))

    def _resize(self) -> None:
        planned = self.sizeHint()
        size = self.shown_size()
        if size != self.size():
            self.setFixedSize(size)
        if planned != getattr(self, "_planned", None):
            self._planned = planned
            self.scene.signals.sizeChanged.emit()     # the table fits itself to what the pile will take

    def _step_len(self, splay: str) -> float:
        return self.strip() if len(self.cards) > 1 else 0.0

    def card_rects(self) -> list[QRectF]:
        """Where each card of the pile lies (bottom first), at the current fan."""
        n = len(self.cards)
        if self.tile:                       # a tile stands for the whole pile
            return [QRectF(0, 0, self.width(), self.height())] * n
        if not self.expanded:
            return [QRectF(1, 1, self.card_w, self.card_h)] * n
        splay = self.shown_splay
        step = self._step_len(splay) * self.fan
        cap = self.strips(splay)
        out = []
        for i in range(n):
            k = min(n - 1 - i, cap)          # strips between this card and the top one
            x, y = 1.0, 1.0
            if splay == "left":
                x += k * step
            elif splay == "right":
                x += (cap - k) * step
            elif splay == "up":
                y += k * step
            elif splay == "aslant":          # fourth edition: the left column and the bottom row show
                x += (cap - k) * step
                y += k * step
            out.append(QRectF(x, y, self.card_w, self.card_h))
        return out

    def visible_icons(self) -> list[tuple[int, int]]:
        """``(card id, position)`` of every icon on a covered card that is fully
        visible now (not under a card above it); positions as ``engine.cards.POSITIONS``
        numbers (a city's six: 4 is top middle, 5 top right)."""
        if self.tile:                       # a tile counts what the splay reveals
            pos = SPLAY_POSITIONS[SPLAY_NAMES.index(self.splay)]
            return [(c, k) for c in self.cards[:-1] for k in pos]
        rects = self.card_rects()
        out: list[tuple[int, int]] = []
        for i, c in enumerate(self.cards[:-1]):
            for k, r0 in enumerate(card_icon_rects(c, self.card_w, self.card_h)):
                r = r0.translated(rects[i].topLeft())
                if not any(rects[j].intersects(r.adjusted(1, 1, -1, -1)) for j in range(i + 1, len(rects))):
                    out.append((c, k))
        return out

    def icon_rect(self, cid: int, pos: int) -> QRectF | None:
        """Where position ``pos`` (``engine.cards.POSITIONS`` number) of card ``cid``
        of this pile is drawn now, if it shows (the top card's every position, a
        covered card's positions left uncovered); else None."""
        if self.tile or not self.expanded and cid != (self.cards[-1] if self.cards else None) or cid not in self.cards:
            return None
        i = self.cards.index(cid)
        rects = self.card_rects()
        ir = card_icon_rects(cid, self.card_w, self.card_h)
        if pos >= len(ir):
            return None
        r = ir[pos].translated(rects[i].topLeft())
        if any(rects[j].intersects(r.adjusted(1, 1, -1, -1)) for j in range(i + 1, len(rects))):
            return None
        return r

    def achievement_marks(self) -> list[tuple[QRectF, str, bool]]:
        """Cities of Destiny: ``(rect, kind, counts)`` of every flag and fountain of
        this pile the view lists for its owner (``icon_achievements``), where it is
        drawn: ``counts`` whether it is an achievement now."""
        v = self.scene.v
        if not v or self.tile or not self.cards:
            return []
        entries = [e for e in v["players"][self.owner].get(ICON_ACHIEVEMENTS) or ()
                   if BY_NAME.get(e["card"]) in self.cards]
        out = []
        used: set[tuple[int, int]] = set()
        for e in entries:
            c = BY_NAME[e["card"]]
            icon = ICONS.index(e["kind"])
            for pos, i in enumerate(icon_table(self.scene.edition)[c]):
                if i != icon or (c, pos) in used:
                    continue
                r = self.icon_rect(c, pos)
                if r is not None:
                    used.add((c, pos))
                    out.append((r, e["kind"], bool(e["counts"])))
                    break
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
        if not same_pile or old == splay or SETTINGS.splay_ms <= 0 or len(cards) < 2 or self.tile:
            if self.anim.state() == QVariantAnimation.State.Running and same_pile and old == splay:
                self._resize()
                self.update()
                return
            self.anim.stop()
            self.shown_splay = splay
            self.fan = 1.0 if splay != "none" else 0.0
            self._resize()
            self.update()
            return
        self.anim.stop()
        self.anim.setDuration(SETTINGS.splay_ms)
        # the size the pile goes from, and the fan's start and end: its size follows the fan
        start_fan = self.fan if splay == "none" else 0.0
        self._span = ((self.width(), self.height()), start_fan, 0.0 if splay == "none" else 1.0)
        if splay == "none":            # closing: fold the old fan away (the room shrinks with it)
            self.shown_splay = old
            self.anim.setStartValue(self.fan)
            self.anim.setEndValue(0.0)
        else:                          # opening in the new direction (the room grows with the fan)
            self.shown_splay = splay
            self.fan = 0.0
            self.anim.setStartValue(0.0)
            self.anim.setEndValue(1.0)
        self.anim.start()
        self._resize()

    def _step(self, v: float) -> None:
        self.fan = float(v)
        size = self.shown_size()
        if size != self.size():
            self.setFixedSize(size)       # the neighbours move with the fan
        self.update()

    def _done(self) -> None:
        self.shown_splay = self.splay
        self.fan = 1.0 if self.splay != "none" else 0.0
        self._resize()
        self.update()

    # ---- painting ---------------------------------------------------------------
    def shown_icons(self) -> list[int]:
        """How many of each icon the pile shows (top card and the icons its splay
        reveals), by icon number: the six basic icons, and in the fourth edition
        the avatar (index 8; the hexagon and blank positions count 0)."""
        counts = [0] * len(ICONS)
        if not self.cards:
            return counts[:9]
        ic = icon_table(self.scene.edition)
        for i in ic[self.cards[-1]]:
            counts[i] += 1
        for c in self.cards[:-1]:
            for k in SPLAY_POSITIONS[SPLAY_NAMES.index(self.splay)]:
                counts[ic[c][k]] += 1
        counts[6] = counts[7] = 0         # the hexagon, a blank position; past the avatar: no basic icons
        return counts[:9]

    def _paint_tile(self, p: QPainter) -> None:
        """The pile as one line: age, title, splay and count, icons shown."""
        r = QRectF(0.5, 0.5, self.width() - 1, self.height() - 1)
        if not self.cards:
            p.setPen(QPen(qcolor(self.color).darker(110), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 18))
            p.drawRoundedRect(r, 5, 5)
            f = QFont()
            f.setPixelSize(11)
            p.setFont(f)
            m = min(12.0, r.height() - 6)
            paint_color_mark(p, QRectF(8, r.center().y() - m / 2, m, m), self.color)
            p.setPen(QColor(255, 255, 255, 150))
            p.drawText(r.adjusted(m + 13, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       translate("Table", "{color}: empty").format(color=color_word(self.color)))
            return
        top = CARDS[self.cards[-1]]
        p.setPen(QPen(qcolor(self.color, True), 1.2))
        p.setBrush(qcolor(self.color).lighter(112))
        p.drawRoundedRect(r, 5, 5)
        h = r.height()
        age_r = QRectF(4, (h - 18) / 2 + 0.5, 18, 18)
        p.setPen(QPen(QColor("#1b1b1b"), 1))
        p.setBrush(QColor("#fbf6e6"))
        shape = COLOR_SHAPES[self.color]          # the age in the color's shape, as on the card
        badge = age_r.adjusted(-2, -2, 2, 1) if shape in ("triangle", "diamond") else age_r
        p.drawPath(shape_path(self.color, badge))
        f = QFont()
        f.setBold(True)
        f.setPixelSize(10 if shape in ("triangle", "diamond") else 11)
        p.setFont(f)
        p.setPen(QColor("#1b1b1b"))
        p.drawText(
            badge.adjusted(0, 5, 0, 0) if shape == "triangle" else badge, Qt.AlignmentFlag.AlignCenter, str(top.age)
        )
        # right: the icons the pile shows, each with its count; then the splay
        # badge; the title gets the room it needs first (see _tile_plan)
        plan = self._tile_plan()
        isz, gap = plan["isz"], plan["gap"]
        cf = QFont()
        cf.setBold(True)
        cf.setPixelSize(plan["count_px"])
        fm = QFontMetrics(cf)
        x = r.right() - 4
        boxes = []
        for i, n in reversed(plan["shown"]):
            tw = fm.horizontalAdvance(str(n))
            x -= tw + 2 + isz + gap
            boxes.append((i, n, x))
        icons_left = x
        if boxes:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 253, 244, 220))
            p.drawRoundedRect(QRectF(icons_left - 2, 3, r.right() - icons_left - 1, h - 5), 4, 4)
        p.setFont(cf)
        p.setPen(QColor("#1b1b1b"))
        for i, n, bx in boxes:
            p.drawPixmap(QRect(int(bx), int((h - isz) / 2 + 0.5), isz, isz), icon_pixmap(ICONS[i], isz * 2))
            p.drawText(
                QRectF(bx + isz + 1, 0, 20, h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(n)
            )
        stext, sw = plan["badge"], plan["badge_w"]
        if stext:
            sr = QRectF(icons_left - 4 - sw, 4, sw, h - 7)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 170))
            p.drawRoundedRect(sr, sr.height() / 2, sr.height() / 2)
            p.setPen(QColor("white"))
            p.drawText(sr, Qt.AlignmentFlag.AlignCenter, stext)
        tr = QRectF(age_r.right() + 5, 0, plan["title_w"], h)
        p.setFont(plan["title_font"])
        p.setPen(QColor("#111111"))
        p.drawText(tr, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, plan["title"])

    #: Tile layouts tried in turn until the title shows whole: (icon size, gap
    #: after a count, count and badge font px, badge padding).
    TILE_LEVELS = ((16, 6, 11, 8), (13, 3, 10, 6), (11, 2, 10, 4))

    def _tile_plan(self) -> dict[str, Any]:
        """How the tile is laid out: the title first; the icon counts and the
        splay badge shrink (and, at last, the smallest counts go, still in the
        tooltip) until the title shows whole. Returns a dict with ``isz``,
        ``gap``, ``count_px``, ``shown`` [(icon index, count)], ``badge`` text,
        ``badge_w``, ``title_w`` (px), ``title_font``, ``title`` (the text
        drawn) and ``whole`` (bool)."""
        from .cardface import fit_title
        top = CARDS[self.cards[-1]]
        shown = [(i, n) for i, n in enumerate(self.shown_icons()) if n]
        n = len(self.cards)
        arrow = SPLAY_ARROW_ONLY[self.splay]
        badge = f"{arrow}{n}" if n > 1 else ""
        fixed = 4 + 18 + 5 + 4 + 4          # age disc and margins

        def plan_for(level: tuple[int, int, int, int], icons: list[tuple[int, int]]) -> dict[str, Any]:
            isz, gap, cpx, pad = level
            f = QFont()
            f.setBold(True)
            f.setPixelSize(cpx)
            fm = QFontMetrics(f)
            icons_w = sum(fm.horizontalAdvance(str(k)) + 2 + isz + gap for _, k in icons)
            bw = fm.horizontalAdvance(badge) + pad if badge else 0
            title_w = self.tile_w - fixed - icons_w - bw - (4 if badge else 0) - 2
            tf, lines, cut = fit_title(top.name, max(8, title_w), 12)
            return {"isz": isz, "gap": gap, "count_px": cpx, "shown": icons, "badge": badge, "badge_w": bw,
                    "title_w": max(8, title_w), "title_font": tf, "title": lines[0], "whole": not cut}

        for level in self.TILE_LEVELS:
            plan = plan_for(level, shown)
            if plan["whole"]:
                return plan
        icons = list(shown)
        while icons:                          # the smallest counts give way to the title
            icons.remove(min(icons, key=lambda t: (t[1], -t[0])))
            plan = plan_for(self.TILE_LEVELS[-1], sorted(icons))
            if plan["whole"]:
                return plan
        return plan

    def tile_title_whole(self) -> bool:
        """In tile mode: True if the top card's title shows whole."""
        if not self.cards:
            return True
        whole: bool = self._tile_plan()["whole"]
        return whole

    def paintEvent(self, ev: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.tile:
            self._paint_tile(p)
            st = self.scene.card_state(self.cards[-1]) if self.cards else None
            if st:
                paint_highlight(p, QRectF(self.rect()).adjusted(2, 2, -2, -2), st)
            elif self.cards and self.scene.is_dogma_target(self.owner, self.cards[-1]):
                paint_highlight(p, QRectF(self.rect()).adjusted(2, 2, -2, -2), "selectable")
            p.end()
            return
        area = QRectF(1, 1, self.card_w, self.card_h)
        if not self.cards:
            p.drawPixmap(0, 0, empty_pile_pixmap(self.color, self.card_w, self.card_h, color_word(self.color)))
        else:
            rects = self.card_rects()
            edition = self.scene.edition
            if not self.expanded and len(self.cards) > 1:
                p.setPen(QPen(QColor(0, 0, 0, 120), 1))
                for k in range(min(4, len(self.cards) - 1), 0, -1):
                    p.setBrush(qcolor(self.color, True))
                    p.drawRoundedRect(area.translated(k * 2, k * 2), 5, 5)
            for i, (c, r) in enumerate(zip(self.cards, rects)):
                if not self.expanded and i < len(self.cards) - 1:
                    continue
                p.drawPixmap(r.topLeft(), card_pixmap_soon(c, self.card_w, edition, self))
                st = self.scene.card_state(c)
                if st:
                    paint_highlight(p, r, st)
            top = rects[-1]
            if self.scene.is_dogma_target(self.owner, self.cards[-1]) and st != "hint":
                paint_highlight(p, top, "selectable")
            for r, _kind, counts in self.achievement_marks():      # Cities: flags and fountains
                paint_achievement_mark(p, r, counts)

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
        text = ((translate("Table", "1 card") if n == 1 else translate("Table", "{n} cards").format(n=n))
                if n else "")
        if self.splay != "none" and n:
            text += "  \u2022  " + translate("Table", SPLAY_ARROWS.get(self.splay, ""))
        hidden = self.hidden()
        badge = translate("Table", "+{n} under").format(n=hidden) if hidden else ""
        fm = p.fontMetrics()
        bw = fm.horizontalAdvance(badge) + 8 if badge else 0
        if n and fm.horizontalAdvance(" " + text) + bw + self.label_h > self.width():     # a narrow pile: "3 \u25b6"
            text = f"{n} {SPLAY_ARROW_ONLY.get(self.splay, '')}".strip()
            if badge:
                badge = f"+{hidden}"
                bw = fm.horizontalAdvance(badge) + 8
        # the color's shape leads the label (colors told apart without seeing color)
        mark = lab.height() - 4
        paint_color_mark(p, QRectF(lab.left() + 2, lab.top() + 2, mark, mark), self.color)
        p.setPen(QColor("#f3efe2"))
        p.drawText(
            lab.adjusted(mark + 3, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, " " + text
        )
        if badge:
            # the covered cards that lie under the last strip, counted
            box = QRectF(self.width() - bw - 1, lab.top() + 1, bw, lab.height() - 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 200))
            p.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            p.setPen(QColor("#ffffff"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, badge)
        p.end()

    # ---- interaction ------------------------------------------------------------
    def event(self, ev: QEvent) -> bool:
        if ev.type() == ev.Type.ToolTip and isinstance(ev, QHelpEvent):
            if self.scene.v:         # (an empty table, before a game, has no tooltips)
                QToolTip.showText(ev.globalPos(), self.tooltip_text(ev.pos()), self)
            return True
        return super().event(ev)

    def tooltip_text(self, pos: QPoint | None = None) -> str:
        """The pile's cards and splay, and the face of the card under ``pos``."""
        v = self.scene.v["players"][self.owner]
        text = tips.pile_tip(v, COLORS[self.color])
        c = self.card_at(QPointF(pos)) if pos is not None else (self.cards[-1] if self.cards else None)
        if c is None:
            return rich(text)          # names a player: shown literally
        extra = text
        if c == self.cards[-1] and self.scene.is_dogma_target(self.owner, c):
            extra = tips.action_tip(self.scene.v, Action(DOGMA, NAMES[c])) + "\n" + text
            self._previewing = True
            self.scene.signals.dogmaPreviewed.emit(Action(DOGMA, NAMES[c]))
        else:
            self._end_preview()
        return card_tooltip(c, self.scene.edition, extra)

    _previewing = False

    def _end_preview(self) -> None:
        """The Dogma preview of this pile's top card is gone (another card's
        tooltip, or the pointer left): say so once."""
        if self._previewing:
            self._previewing = False
            self.scene.signals.dogmaPreviewed.emit(None)

    def leaveEvent(self, ev: QEvent) -> None:  # noqa: N802 (Qt's name)
        self._end_preview()
        super().leaveEvent(ev)

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:
        if ev.button() != Qt.MouseButton.LeftButton:
            return
        c = self.card_at(ev.position())
        if c is not None:
            self.scene.signals.cardClicked.emit(c, "board", self.owner)

    def mouseDoubleClickEvent(self, ev: QMouseEvent) -> None:
        if self.tile:
            return
        self.expanded = not self.expanded
        self._resize()
        self.update()


# ---------------------------------------------------------------------------------
class BoardWidget(QFrame):
    """One player's board: five piles; the viewer's board takes meld drops."""

    def __init__(self, table: "Scene | TableWindow", card_w: int, max_strips: float, accepts_drops: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene = scene_of(table)
        self.owner = 0
        self.accepts = accepts_drops
        self.setAcceptDrops(accepts_drops)
        lay = QHBoxLayout(self)
        self.lay = lay
        lay.setContentsMargins(4, 2, 4, 2)
        lay.setSpacing(6)
        self.piles = [PileWidget(table, c, card_w, max_strips, self) for c in range(5)]
        for pw in self.piles:
            lay.addWidget(pw, 0, Qt.AlignmentFlag.AlignTop)
        self.display = DisplayWidget(table, card_w, self)     # Artifacts games only
        lay.addWidget(self.display, 0, Qt.AlignmentFlag.AlignTop)
        lay.addStretch(1)

    def set_card_w(self, card_w: int) -> None:
        """Scale the five piles to cards ``card_w`` pixels wide."""
        for pw in self.piles:
            pw.set_card_w(card_w)
        self.display.set_card_w(card_w)

    def set_tiles(self, on: bool, width: int = 260) -> None:
        """Show the piles as cards side by side, or as tiles ``width`` wide one
        under the other (a cramped opponent's board)."""
        lay = self.lay
        lay.setDirection(QHBoxLayout.Direction.TopToBottom if on else QHBoxLayout.Direction.LeftToRight)
        lay.setSpacing(2 if on else 6)
        for pw in self.piles:
            pw.set_tile(on, width)

    def refresh(self, owner: int) -> None:
        """Show player ``owner``'s board from the table's view."""
        self.owner = owner
        v = self.scene.v
        board = v["players"][owner]["board"]
        for c, pw in enumerate(self.piles):
            pile = board[COLORS[c]]
            pw.set_data(owner, [BY_NAME[n] for n in pile["cards"]], pile["splay"])
        if "art_supply" in v:          # the Artifacts expansion: the display beside the board
            pend = v.get("pending") or {}
            choosing = (pend.get("player") == owner and pend.get("source") == "display"
                        and self.scene.viewer == owner)
            self.display.set_data(owner, v["players"][owner].get("display"), choosing)
        else:
            self.display.hide()

    def set_targets(self, cid: int | None) -> None:
        """Light up the pile a dragged card ``cid`` may be melded on (None: none)."""
        for pw in self.piles:
            pw.drop_state = "target" if cid is not None and CARDS[cid].color == pw.color else None
            pw.update()

    @staticmethod
    def _card_of(ev: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> int | None:
        md = ev.mimeData()
        if not md.hasFormat(MIME):
            return None
        try:
            return int(bytes(md.data(MIME).data()).decode())
        except ValueError:
            return None

    def dragEnterEvent(self, ev: QDragEnterEvent) -> None:
        c = self._card_of(ev)
        if c is not None and self.scene.can_meld(self.owner, c):
            ev.acceptProposedAction()
            self.set_targets(c)
            self.piles[CARDS[c].color].drop_state = "drop"
        else:
            ev.ignore()

    def dragMoveEvent(self, ev: QDragMoveEvent) -> None:
        c = self._card_of(ev)
        if c is not None and self.scene.can_meld(self.owner, c):
            ev.acceptProposedAction()
        else:
            ev.ignore()

    def dragLeaveEvent(self, ev: QDragLeaveEvent) -> None:
        self.set_targets(self.scene.drag_card)

    def dropEvent(self, ev: QDropEvent) -> None:
        c = self._card_of(ev)
        self.set_targets(None)
        if c is None or not self.scene.can_meld(self.owner, c):
            ev.ignore()          # the drag snaps back: nothing changes
            return
        ev.acceptProposedAction()
        self.scene.signals.meldAsked.emit(c)


# ---------------------------------------------------------------------------------
class CardRow(QWidget):
    """A row of cards: face up (ids) or backs (ages), overlapping when crowded.

    Used for hands (yours: drag to meld), score piles and Echoes forecasts (zone
    ``"forecast"``; yours face up: a card the promote question offers glows and
    may be clicked, double-clicked or dragged onto your board; others' as backs
    showing their ages). A back's tooltip and the row's accessible name give
    counts and ages only, never a hidden card's name."""

    def __init__(self, table: "Scene | TableWindow", zone: str, card_w: int, draggable: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene = scene_of(table)
        self.zone = zone
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self.draggable = draggable
        self.owner = 0
        self.faces: list[int] = []
        self.backs: list[int] = []
        #: The least share of a card left showing when cards overlap: faces keep
        #: their icon column and the start of the title, backs their age.
        self.min_step = 0.42
        #: Backs too crowded to show each age are drawn one per age with a count
        #: ("5 ×2"), overlapping further if even those do not fit: the row then
        #: asks for no width of its own (opponents' hands and score piles).
        self.group_backs = False
        #: Faces that would overlap are listed instead (your score pile): a line
        #: per card, its age and title, in columns that fill the row's height.
        self.list_crowded = False
        self._press: QPoint | None = None
        self._press_card: int | None = None
        self.setMinimumHeight(self.card_h + 8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)

    def set_card_w(self, card_w: int) -> None:
        """Draw the row's cards ``card_w`` pixels wide."""
        if card_w == self.card_w:
            return
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self.setMinimumHeight(self.card_h + 8)
        self._min_width()
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.card_w * 2 + 16, max(self.card_h + 8, self.minimumHeight()))

    #: A listed card's line: height and least width, in pixels.
    LINE_H = 18
    LINE_W = 118

    def _list_shape(self) -> tuple[int, int]:
        """(rows, columns) of the listed cards at the row's height."""
        n = len(self.faces)
        rows = max(1, (max(self.height(), self.minimumHeight()) - 8) // self.LINE_H)
        return rows, -(-n // rows)

    def _cards_w(self) -> int:
        """The width the faces need side by side, not overlapping."""
        return 8 + len(self.faces) * (self.card_w + 6)

    def listing(self) -> bool:
        """True if the faces are drawn as a list of lines (see ``list_crowded``)."""
        return self.list_crowded and len(self.faces) > 1 and self._cards_w() > self.width()

    def minimumSizeHint(self) -> QSize:
        return QSize(self.card_w + 8, self.card_h + 8)

    def set_cards(self, owner: int, faces: list[int] | None, backs: list[int]) -> None:
        """Show ``faces`` (card ids) if known, else card backs of ``backs`` (ages)."""
        self.owner = owner
        self.faces = list(faces) if faces is not None else []
        self.backs = [] if faces is not None else list(backs)
        self._min_width()
        self.update()

    def needed_width(self) -> int:
        """The width at which every card shows at least ``min_step`` of itself."""
        n = self._n()
        return int(8 + self.card_w + max(0, n - 1) * self.min_step * self.card_w + 0.5)

    def _min_width(self) -> None:
        # wider than its place when crowded: the scroll area around it scrolls
        w = self.needed_width() if self._n() and self.min_step > 0 and not self.group_backs else 0
        if self.list_crowded and len(self.faces) > 1:
            w = min(self._cards_w(), 8 + self._list_shape()[1] * self.LINE_W)
        if w != self.minimumWidth():
            self.setMinimumWidth(w)

    def _n(self) -> int:
        return len(self.faces) or len(self.backs)

    def groups(self) -> list[tuple[int, int]]:
        """The backs as drawn: ``[(age, count), ...]`` by age when grouped
        (``group_backs`` and too crowded to show every age), else one
        ``(age, 1)`` per back in order."""
        n = len(self.backs)
        if not (self.group_backs and n > 1):
            return [(a, 1) for a in self.backs]
        avail = self.width() - self.card_w - 8
        if avail / (n - 1) >= self.card_w * 0.8:
            return [(a, 1) for a in self.backs]
        counts: dict[int, int] = {}
        for a in sorted(self.backs):
            counts[a] = counts.get(a, 0) + 1
        return list(counts.items())

    def _slots(self) -> int:
        return len(self.groups()) if self.backs else len(self.faces)

    def card_rects(self) -> list[QRectF]:
        """Where each card is drawn, left to right (overlapping when crowded);
        for backs, one rect per entry of :meth:`groups`."""
        n = self._slots()
        if not n:
            return []
        if self.listing():
            rows, cols = self._list_shape()
            cw = max(self.LINE_W, (self.width() - 8) // cols)
            return [QRectF(4 + (i // rows) * cw, 4 + (i % rows) * self.LINE_H, cw - 4, self.LINE_H - 2)
                    for i in range(n)]
        avail = self.width() - self.card_w - 8
        step = self.card_w + 6 if n == 1 else max(0.0, min(self.card_w + 6, avail / (n - 1)))
        return [QRectF(4 + i * step, 4, self.card_w, self.card_h) for i in range(n)]

    def step(self) -> float:
        """The distance between two cards' left edges, in pixels (0 for one card)."""
        r = self.card_rects()
        return r[1].left() - r[0].left() if len(r) > 1 else 0.0

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

    def paintEvent(self, ev: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rects = self.card_rects()
        groups = self.groups() if self.backs else []
        if not rects:
            f = QFont()
            f.setPixelSize(12)
            f.setItalic(True)
            p.setFont(f)
            p.setPen(QColor(255, 255, 255, 150))
            p.drawText(self.rect().adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       translate("Table", "(empty)"))
        listing = self.listing()
        for i, r in enumerate(rects):
            if self.faces and listing:
                self._paint_line(p, self.faces[i], r)
                st = self.scene.card_state(self.faces[i])
                if st:
                    paint_highlight(p, r, st)
                continue
            if self.faces:
                c = self.faces[i]
                if c == self.scene.drag_card:
                    p.setOpacity(0.35)
                p.drawPixmap(r.topLeft(), card_pixmap_soon(c, self.card_w, self.scene.edition, self))
                p.setOpacity(1.0)
                st = self.scene.card_state(c)
                if st:
                    paint_highlight(p, r, st)
            else:
                age, kind = back_kind(groups[i][0])
                p.drawPixmap(r.topLeft(), back_pixmap(age, self.card_w, None, kind))
        if self.backs and any(k > 1 for _, k in groups):
            # grouped backs: each age's count below its number
            f = QFont()
            f.setBold(True)
            f.setPixelSize(max(9, int(self.card_w * 0.3)))
            p.setFont(f)
            vis = rects[1].left() - rects[0].left() if len(rects) > 1 else self.card_w
            for i, r in enumerate(rects):
                if groups[i][1] < 2:
                    continue
                w = self.card_w if i == len(rects) - 1 else max(vis, 8)
                box = QRectF(r.left() + 1, r.bottom() - f.pixelSize() - 5, w - 2, f.pixelSize() + 3)
                p.fillRect(box, QColor(0, 0, 0, 150))
                p.setPen(QColor("#fff7e6"))
                p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, f"\u00d7{groups[i][1]}")
        if self.backs and len(rects) > 1 and rects[1].left() - rects[0].left() < self.card_w * 0.75:
            # crowded backs: each covered back's age in the part that shows
            f = QFont()
            f.setBold(True)
            f.setPixelSize(max(10, int(self.card_w * 0.34)))
            p.setFont(f)
            p.setPen(QColor("#fff7e6"))
            vis = rects[1].left() - rects[0].left()
            for i, r in enumerate(rects[:-1]):
                p.drawText(QRectF(r.left() + 1, r.top() + 2, max(vis - 1, 8), f.pixelSize() + 4),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(back_kind(groups[i][0])[0]))
        p.end()

    def _paint_line(self, p: QPainter, cid: int, r: QRectF) -> None:
        """Card ``cid`` as one listed line in ``r``: its color, age and title."""
        card = CARDS[cid]
        p.setPen(QPen(qcolor(card.color, True), 1))
        p.setBrush(qcolor(card.color).lighter(112))
        p.drawRoundedRect(r, 4, 4)
        disc = QRectF(r.left() + 2, r.top() + (r.height() - 14) / 2, 14, 14)
        p.setPen(QPen(QColor("#1b1b1b"), 1))
        p.setBrush(QColor("#fbf6e6"))
        p.drawEllipse(disc)
        f = QFont()
        f.setBold(True)
        f.setPixelSize(10)
        p.setFont(f)
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(card.age))
        f.setPixelSize(11)
        p.setFont(f)
        p.setPen(QColor("#111111"))
        tr = r.adjusted(20, 0, -3, 0)
        p.drawText(
            tr,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QFontMetrics(f).elidedText(card.name, Qt.TextElideMode.ElideRight, int(tr.width())),
        )

    def resizeEvent(self, ev: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(ev)
        if self.list_crowded:
            self._min_width()

    def backs_tip(self) -> str:
        """The tooltip of the row's backs (plain text): whose, how many, their ages
        (never a name); "" when the row shows faces or nothing."""
        if not self.backs:
            return ""
        name = shown_name(self.scene.v["players"][self.owner]["name"])
        ages = ", ".join(back_words(a) for a in self.backs)
        n = len(self.backs)
        if self.zone == "hand":
            tip = (translate("Table", "{name}'s hand: 1 card, age {ages}.") if n == 1 else
                   translate("Table", "{name}'s hand: {n} cards, ages {ages}."))
        elif self.zone == "forecast":
            tip = (translate("Table", "{name}'s forecast: 1 card, age {ages} (face down).") if n == 1 else
                   translate("Table", "{name}'s forecast: {n} cards, ages {ages} (face down)."))
        else:
            tip = (translate("Table", "{name}'s score pile: 1 card, age {ages}.") if n == 1 else
                   translate("Table", "{name}'s score pile: {n} cards, ages {ages}."))
        return tip.format(name=name, n=n, ages=ages)

    def tooltip_at(self, pt: QPointF) -> str:
        """The tooltip at ``pt`` (rich text): a face's card and text (with how to
        meld or promote it, when the viewer may now), else the backs' words
        (:meth:`backs_tip`), else ""."""
        c = self.card_at(pt)
        if c is not None:
            extra = ""
            if self.zone == "forecast" and self.scene.can_meld(self.owner, c):
                extra = translate("Table", "Promote it (meld it from your forecast): click it and press Done, "
                                           "drag it onto your board, or double-click it.")
            elif self.scene.can_meld(self.owner, c):
                extra = translate("Table", "{action} Drag it onto your board, or double-click it.").format(
                    action=tips.action_tip(self.scene.v, Action(MELD, NAMES[c])))
            return card_tooltip(c, self.scene.edition, extra)
        tip = self.backs_tip()
        return rich(tip) if tip else ""

    def event(self, ev: QEvent) -> bool:
        if ev.type() == ev.Type.ToolTip and isinstance(ev, QHelpEvent):
            tip = self.tooltip_at(QPointF(ev.pos()))
            if tip:
                QToolTip.showText(ev.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(ev)

    def mousePressEvent(self, ev: QMouseEvent) -> None:
        if ev.button() == Qt.MouseButton.LeftButton:
            self._press = ev.position().toPoint()
            self._press_card = self.card_at(ev.position())

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:
        if (self.draggable and self._press is not None and self._press_card is not None
                and (ev.position().toPoint() - self._press).manhattanLength() > 8
                and (self.zone != "forecast" or self.scene.can_meld(self.owner, self._press_card))):
            c = self._press_card
            self._press = None
            self.start_drag(c)

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:
        if self._press is not None and self._press_card is not None:
            self.scene.signals.cardClicked.emit(self._press_card, self.zone, self.owner)
        self._press = None

    def mouseDoubleClickEvent(self, ev: QMouseEvent) -> None:
        c = self.card_at(ev.position())
        if c is not None and self.zone in ("hand", "forecast") and self.scene.can_meld(self.owner, c):
            self.scene.signals.meldAsked.emit(c)

    def start_drag(self, cid: int) -> Qt.DropAction:
        """Drag card ``cid`` from the hand (or a forecast card to promote); legal piles light up meanwhile.
        Returns the drop action (IgnoreAction: the card snaps back)."""
        drag = QDrag(self)
        md = QMimeData()
        md.setData(MIME, str(cid).encode())
        md.setText(CARDS[cid].name)
        drag.setMimeData(md)
        pm = card_pixmap(cid, self.card_w, self.scene.edition)
        drag.setPixmap(pm)
        drag.setHotSpot(QPoint(pm.width() // 2, pm.height() // 2))
        self.scene.signals.dragStarted.emit(cid)
        try:
            result = drag.exec(Qt.DropAction.MoveAction)
        finally:
            self.scene.signals.dragEnded.emit()
        return result


# ---------------------------------------------------------------------------------
def paint_junk(p: QPainter, r: QRectF, count: int, font: QFont) -> None:
    """The Junk (fourth edition): a dark face-down pile with its count, or an empty
    dashed place. Nobody may look at junked cards, so no face is ever drawn."""
    p.save()
    if count:
        for k in (2, 1, 0):
            if count > k:
                p.setPen(QPen(QColor("#1b1b1b"), 1))
                p.setBrush(QColor("#4a4036").lighter(100 + 12 * k))
                p.drawRoundedRect(r.translated(k * 2, -k * 2), 4, 4)
        p.setPen(QColor("#f3efe2"))
        p.setFont(font)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"\u2716\n{count}")
    else:
        p.setPen(QPen(QColor(255, 255, 255, 90), 1, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 4, 4)
        p.setPen(QColor(255, 255, 255, 120))
        p.setFont(font)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "0")
    p.restore()


def junk_tip(j: dict[str, Any]) -> str:
    """The Junk's tooltip (plain text): how many cards lie there face down, what is
    known of them (cards by age, as their backs showed going in; junked special
    achievements by name), and the English term beside the Spanish one."""
    lines = [translate("Table", "The Junk: {n} card(s) face down. Nobody may look at them; junked supply piles "
                                "are skipped by draws, a junked achievement can no longer be claimed.").format(
        n=j["count"])]
    ages = j.get("ages") or {}
    if ages:
        parts = ", ".join(f"{n} \u00d7 {a}" for a, n in sorted(ages.items(), key=lambda x: int(x[0])))
        lines.append(translate("Table", "Known by their backs: {parts}.").format(parts=parts))
    if j.get("specials"):
        lines.append(translate("Table", "Special achievements junked: {names}.").format(
            names=", ".join(cardtext.special_name(x) for x in j["specials"])))
    return "\n".join(lines)


class SupplyWidget(QWidget):
    """The ten supply piles (backs with counts), then the available achievements:
    standard ones by age, special ones by name. Click a pile to draw, an
    achievement to achieve."""

    def __init__(self, table: "Scene | TableWindow", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene = scene_of(table)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)
        self.w = 0
        self.set_card_w(44)

    def set_card_w(self, w: int) -> None:
        """Draw the supply piles ``w`` pixels wide."""
        if w == self.w:
            return
        self.w = w
        self.h = int(w * RATIO)
        self._fit_height()
        self.updateGeometry()
        self.update()

    def _rows(self) -> int:
        """1, plus one with the Artifacts expansion (its piles and the relics lie on a
        second row, so every pile's count badge and each relic's name show whole),
        plus one with Echoes of the Past (its piles) or Cities of Destiny (its piles;
        after the Echoes piles when both are played)."""
        v = self.scene.v
        if not v:
            return 1
        return 1 + ("art_supply" in v) + ("ech_supply" in v or CITY_SUPPLY in v)

    def _fit_height(self) -> None:
        h = self._rows() * (self.h + 26)
        if self.minimumHeight() != h:
            self.setFixedHeight(h)
            # a row more or less: fit the table again (a no-op while it is fitting)
            self.scene.signals.sizeChanged.emit()

    def refresh(self) -> None:
        """Repaint for the scene's current view (the height follows the expansion)."""
        self._fit_height()
        self.update()

    def sizeHint(self) -> QSize:
        items = self.items()
        right = max((r.right() for _, _, r in items), default=self.w * 18)
        return QSize(int(right) + 8, self._rows() * (self.h + 26))

    def minimumSizeHint(self) -> QSize:
        # every pile and achievement whole (the table shrinks the cards to fit)
        return self.sizeHint() if self.scene.v else QSize(10 * (self.w + 5) + 8, self.h + 26)

    def items(self) -> list[tuple[str, Any, QRectF]]:
        """(kind, key, rect): ``("supply", age)``, ``("artifacts", age)`` (the
        expansion's piles), ``("achievement", age)``, ``("special", name)``,
        ``("relic", name)`` (relics in the relic area). With the expansion its piles
        and the relics lie on a second row, below the base piles. (The key's type
        follows the kind: an age, a name, or None for the Junk.)"""
        out: list[tuple[str, Any, QRectF]] = []
        if not self.scene.v:
            return out
        x = 8.0
        v = self.scene.v
        for a in range(1, len(v["supply"]) + 1):          # 11 piles in the fourth edition
            out.append(("supply", a, QRectF(x, 18, self.w, self.h)))
            x += self.w + 5
        if "junk" in v:                # the fourth edition's Junk: face down, nobody may look
            x += 10
            out.append(("junk", None, QRectF(x, 18, self.w, self.h)))
            x += self.w + 5
        x += 22
        fm = QFontMetrics(self._font())
        start = x
        step = self.achievement_step()
        for a in v["available_achievements"]:
            if isinstance(a, int):
                out.append(("achievement", a, QRectF(x, 18, self.w, self.h)))
                x += step
        if x > start:
            # the heading "Achievements" is not overlapped by the next one
            x = max(x + self.w - step, start + fm.horizontalAdvance(self.heads()["achievement"])) + 14
        x_special = x
        if "art_supply" in v:
            # the second row: the ten Artifacts piles side by side (none covers the
            # next one's count badge), then the relic area, where achievements are:
            # each relic a tile with its name, two by two like the special achievements
            y = 18 + self.h + 26
            x = 8.0
            for a in range(1, 11):
                out.append(("artifacts", a, QRectF(x, y, self.w, self.h)))
                x += self.w + 5
            relics = v.get("relic_area") or []
            x += 22
            # each column as wide as its longer name (one long name widens only its own)
            for col in range(0, len(relics), 2):
                pair = relics[col:col + 2]
                rw = max([60.0] + [fm.horizontalAdvance(self._relic_label(n)) + 14.0 for n in pair])
                for row, name in enumerate(pair):
                    out.append(("relic", name, QRectF(x, y + row * (self.h / 2 + 1), rw, self.h / 2 - 1)))
                x += rw + 4
        if "ech_supply" in v:
            # the Echoes piles on a row of their own, below the others
            y = 18 + (self._rows() - 1) * (self.h + 26)
            x = 8.0
            for a in range(1, 11):
                out.append(("echoes", a, QRectF(x, y, self.w, self.h)))
                x += self.w + 5
        if CITY_SUPPLY in v:
            # the Cities piles on the last row, after the Echoes piles if any
            y = 18 + (self._rows() - 1) * (self.h + 26)
            x = x + 22 if "ech_supply" in v else 8.0
            for a in range(1, 11):
                out.append(("cities", a, QRectF(x, y, self.w, self.h)))
                x += self.w + 5
        out += self._specials(x_special, [r for _, _, r in out], fm)
        return out

    def _specials(self, x: float, placed: list[QRectF], fm: QFontMetrics) -> list[tuple[str, Any, QRectF]]:
        """The special achievements' tiles, each as wide as its name, column by
        column from ``x`` (after the achievements): two tiles a column in the first
        row's height, and two more in each row of expansion piles below whose
        items (``placed``) leave that column free (a column free in every row: one
        even stack as tall as the supply) (Echoes and
        Cities bring ten more: in two rows only they made the supply wider than
        the table at 1280x800)."""
        v = self.scene.v
        specials = [a for a in v["available_achievements"] if isinstance(a, str)]
        sw = max([60.0] + [fm.horizontalAdvance(cardtext.special_name(a)) + 14.0 for a in specials])
        tile = self.h / 2 - 1
        out: list[tuple[str, Any, QRectF]] = []
        k = 0
        while k < len(specials):
            slots: list[float] = []
            for band in range(self._rows()):
                top = 18 + band * (self.h + 26)
                if band and any(r.top() >= top - 1 and r.top() < top + self.h and r.left() < x + sw + 8
                                and r.right() > x - 8 for r in placed):
                    continue       # a pile or relic lies there: the column goes on below it
                slots += [top, top + tile + 2]
            if len(slots) == 2 * self._rows() > 2:     # a free column: one even stack, top to bottom
                height = self._rows() * (self.h + 26) - 26
                slots = [18 + j * (tile + 2) for j in range(int((height + 2) // (tile + 2)))]
            for y in slots:
                if k == len(specials):
                    break
                out.append(("special", specials[k], QRectF(x, y, sw, tile)))
                k += 1
            x += sw + 4
        return out

    def achievement_step(self) -> float:
        """How far apart the overlapping standard achievements lie (px): each
        shows enough of itself for its age, drawn in the middle of its back,
        to be read whole (with a margin), not a sliver."""
        f = QFont()
        f.setBold(True)
        f.setPixelSize(max(7, int(min(self.w * 0.5, self.h * 0.4))))      # paint_back's numbers
        digit = max(QFontMetrics(f).horizontalAdvance(str(a)) for a in range(1, 10))
        return max(self.w * 0.62, self.w / 2 + digit / 2 + max(3.0, self.w * 0.08))

    @staticmethod
    def _relic_label(name: str) -> str:
        """A relic's tile text: its name and value (the face is in its tooltip)."""
        from engine import CARDS as _C
        return f"{_C[BY_NAME[name]].age} \u00b7 {name}"

    @staticmethod
    def heads() -> dict[str, str]:
        """The headings of the supply's parts, in the user's language."""
        return {"supply": translate("Table", "Supply"), "achievement": translate("Table", "Achievements"),
                "special": translate("Table", "Special achievements"), "artifacts": translate("Table", "Artifacts"),
                "relic": translate("Table", "Relics"), "junk": translate("Table", "Junk"),
                "echoes": translate("Table", "Echoes"), "cities": translate("Table", "Cities")}

    @staticmethod
    def _font() -> QFont:
        f = QFont()
        f.setPixelSize(11)
        f.setBold(True)
        return f

    def paintEvent(self, ev: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = self._font()
        p.setFont(f)
        p.setPen(QColor("#f3efe2"))
        items = self.items()
        heads = self.heads()
        seen = set()
        seen_achievement = False
        v = self.scene.v
        for kind, key, r in items:
            if kind not in seen:
                seen.add(kind)
                p.setPen(QColor("#f3efe2"))
                p.setFont(f)
                top = r.top() - 18 if kind != "special" else 0
                p.drawText(
                    QRectF(r.left(), top, 200, 16),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    heads[kind],
                )
            if kind == "supply":
                n = v["supply"][str(key)]
                if n:
                    p.drawPixmap(r.topLeft(), back_pixmap(key, self.w, n))
                else:
                    p.setPen(QPen(QColor(255, 255, 255, 90), 1, Qt.PenStyle.DashLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(r, 4, 4)
                    p.setPen(QColor(255, 255, 255, 120))
                    p.setFont(f)
                    p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{key}\n0")
                if self.scene.draw_age() == key:
                    paint_highlight(p, r, "selectable")
            elif kind == "junk":
                paint_junk(p, r, v["junk"]["count"], f)
            elif kind in ("artifacts", "echoes", "cities"):
                n = v[{"artifacts": "art_supply", "echoes": "ech_supply"}.get(kind, CITY_SUPPLY)][str(key)]
                if n:
                    p.drawPixmap(r.topLeft(), back_pixmap(key, self.w, n, kind))
                else:
                    p.setPen(QPen(QColor(160, 200, 255, 90), 1, Qt.PenStyle.DashLine))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(r, 4, 4)
                    p.setPen(QColor(255, 255, 255, 120))
                    p.setFont(f)
                    p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{key}\n0")
            elif kind == "relic":      # a tile like a special achievement's, in the relics' colour
                p.setPen(QPen(QColor("#5a3d0c"), 1))
                p.setBrush(QColor("#f2d58a"))
                p.drawRoundedRect(r, 5, 5)
                p.setPen(QColor("#2a2118"))
                p.setFont(f)
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, self._relic_label(key))
            elif kind == "achievement":
                if seen_achievement:      # a shadow on the one it covers: where one ends shows
                    p.fillRect(QRectF(r.left() - 3, r.top() + 3, 3, r.height() - 6), QColor(0, 0, 0, 70))
                seen_achievement = True
                p.drawPixmap(r.topLeft(), back_pixmap(key, self.w))
                if self.scene.can_achieve(key):
                    paint_highlight(p, r, "selectable")
            else:
                p.setPen(QPen(QColor("#2a2118"), 1))
                p.setBrush(QColor("#efe3c2"))
                p.drawRoundedRect(r, 5, 5)
                p.setPen(QColor("#2a2118"))
                p.setFont(f)
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, cardtext.special_name(key))
        p.end()

    def _special_rects(self) -> None:
        pass

    def item_at(self, pt: QPointF) -> tuple[str, Any] | None:
        for kind, key, r in reversed(self.items()):
            if r.contains(pt):
                return kind, key
        return None

    def event(self, ev: QEvent) -> bool:
        if ev.type() == ev.Type.ToolTip and isinstance(ev, QHelpEvent):
            it = self.item_at(QPointF(ev.pos()))
            QToolTip.showText(ev.globalPos(), self.tooltip_html(it) if it else "", self)
            return True
        return super().event(ev)

    def tooltip_html(self, it: tuple[str, Any]) -> str:
        """The tooltip shown for item ``it``: a relic's is the card's own rich
        tooltip (its face and text, built escaped), the others are plain text."""
        text = self.tooltip_for(it)
        return text if it[0] == "relic" else rich(text)

    def tooltip_for(self, it: tuple[str, Any]) -> str:
        """Tooltip of a supply pile or an achievement."""
        kind, key = it
        if kind == "cities":
            n = self.scene.v[CITY_SUPPLY][str(key)]
            return translate("Table", "Cities pile {age}: {n} card(s) left (face down, order hidden). You draw a "
                                      "city, only while your hand holds none, when a Meld action starts a new color "
                                      "on your board or a splay turns a pile in a new direction: from the pile of "
                                      "your draw value; an empty Cities pile gives a base card.").format(age=key, n=n)
        if kind == "echoes":
            n = self.scene.v["ech_supply"][str(key)]
            return translate("Table", "Echoes pile {age}: {n} card(s) left (face down, order hidden). A draw that "
                                      "names no pile takes an Echoes card when your hand holds cards but no Echoes "
                                      "card; an empty Echoes pile gives a base card.").format(age=key, n=n)
        if kind == "artifacts":
            n = self.scene.v["art_supply"][str(key)]
            return (translate("Table", "Artifacts pile {age}: 1 card left (face down, order hidden). A Meld action "
                                       "that covers a card of value {age} digs its top card into your display (if "
                                       "your display is empty and the melded card is not higher, or its hexagon is "
                                       "in the same place); only effects that say so draw from it.") if n == 1 else
                    translate("Table", "Artifacts pile {age}: {n} cards left (face down, order hidden). A Meld "
                                       "action that covers a card of value {age} digs its top card into your display "
                                       "(if your display is empty and the melded card is not higher, or its hexagon "
                                       "is in the same place); only effects that say so draw from it.")
                    ).format(age=key, n=n)
        if kind == "relic":
            from engine import CARDS as _C
            c = BY_NAME[key]
            return card_tooltip(c, self.scene.edition,
                                translate("Table", "Relic in the relic area: digging an Artifact of value {age} "
                                                   "seizes it (to your hand if its set is in play, or to your "
                                                   "achievements, where it counts as one achievement; it can be "
                                                   "stolen the same way).").format(age=_C[c].age))
        if kind == "junk":
            return junk_tip(self.scene.v["junk"])
        if kind == "supply":
            n = self.scene.v["supply"][str(key)]
            t = (translate("Table", "Supply pile {age}: 1 card left.") if n == 1 else
                 translate("Table", "Supply pile {age}: {n} cards left.")).format(age=key, n=n)
            if self.scene.draw_age() == key:
                t = translate("Table", "{pile} {action} Click (or press D) to draw.").format(
                    pile=t, action=tips.action_tip(self.scene.v, Action(DRAW)))
            return t
        t = tips.achievement_tip(key, self.scene.edition)
        if kind == "achievement" and self.scene.can_achieve(key):
            t = translate("Table", "{achievement} You can achieve it now: click it.").format(achievement=t)
        return t

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:
        it = self.item_at(ev.position())
        if not it:
            return
        kind, key = it
        if kind == "supply" and self.scene.draw_age() is not None:
            self.scene.signals.actionChosen.emit(Action(DRAW))
        elif kind == "achievement" and self.scene.can_achieve(key):
            self.scene.signals.actionChosen.emit(Action(ACHIEVE, age=key))


# ---------------------------------------------------------------------------------
class IconCount(QWidget):
    """One icon with a count; its tooltip says how the count is made."""

    def __init__(self, table: "Scene | TableWindow", icon: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene = scene_of(table)
        self.icon = icon
        self.owner = 0
        self.n = 0
        self.setFixedSize(44, 22)

    def set_count(self, owner: int, n: int) -> None:
        self.owner, self.n = owner, n
        self.update()

    def paintEvent(self, ev: QPaintEvent) -> None:
        p = QPainter(self)
        p.drawPixmap(QRect(0, 1, 20, 20), icon_pixmap(ICONS[self.icon], 40))
        f = QFont()
        f.setPixelSize(14)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#1b1b1b") if self.n else QColor("#8a8a8a"))
        p.drawText(QRectF(23, 0, 21, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(self.n))
        p.end()

    def tooltip_text(self) -> str:
        return tips.icon_tip(self.scene.v, self.owner, self.icon)

    def event(self, ev: QEvent) -> bool:
        if ev.type() == ev.Type.ToolTip and isinstance(ev, QHelpEvent):
            QToolTip.showText(ev.globalPos(), rich(self.tooltip_text()), self)
            return True
        return super().event(ev)


class PlayerPanel(QFrame):
    """A player at a glance: name and seat, turn and decision markers, the six
    icon counts, score, achievements (count of the target, standard by age,
    special by name), hand and score pile sizes."""

    def __init__(self, table: "Scene | TableWindow", index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene = scene_of(table)
        self.index = index
        self.setObjectName("panel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 5, 8, 5)
        lay.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(4)
        self.name = ElidedLabel()          # plain text, elided, the whole name in the tooltip
        self.name.setStyleSheet("font-weight: bold; font-size: 14px;")
        top.addWidget(self.name, 1)
        self.seat = QLabel()                # "(computer)": short, whole
        self.seat.setStyleSheet("color:#555;")
        top.addWidget(self.seat, 0)
        self.title = ElidedLabel()          # turn and decision markers: elided, whole in the tooltip
        self.title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        top.addWidget(self.title, 0)
        lay.addLayout(top)
        self.top = top
        # the markers move here, a line of their own, when the name would be cut beside them
        self.marks_row = QHBoxLayout()
        self.marks_row.setSpacing(4)
        lay.addLayout(self.marks_row)
        self.team = ElidedLabel()           # team games: the side, the partner, the team's totals
        self.team.hide()
        lay.addWidget(self.team)
        self.team_totals = QLabel()        # numbers only; wraps rather than lose the goal
        self.team_totals.setWordWrap(True)
        self.team_totals.hide()
        lay.addWidget(self.team_totals)
        row = QHBoxLayout()
        row.setSpacing(2)
        self.icons = [IconCount(table, i, self) for i in (0, 1, 2, 3, 4, 5, AVATAR)]    # the avatar: fourth edition
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
        self._ach_total: int | None = None        # Cities: the total last shown (a change flashes)
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._unflash)

    def refresh(self) -> None:
        v = self.scene.v
        pv = v["players"][self.index]
        labels = self.scene.seat_labels
        t = panel_texts(v, self.index, labels[self.index] if self.index < len(labels) else "", self.scene.edition)
        self.name.setText(t.name)
        self.seat.setText(t.seat)
        self.seat.setVisible(bool(t.seat))
        color = t.marks[0][0] if t.marks else "#555"
        if self.title.property("mark_color") != color:     # restyling costs: only on a change
            self.title.setProperty("mark_color", color)
            self.title.setStyleSheet(f"color:{color};")
        self.title.setText(" ".join(text for _, text in t.marks))
        self._place_marks()
        if t.team:
            self.team.setText(t.team)
            self.team_totals.setText(t.team_totals)
            self.team_totals.show()
            col = TEAM_COLORS[self.index % 2]
            self.team.setStyleSheet(f"color: white; background: {col}; border-radius: 3px; padding: 0 4px;")
            self.team.show()
        else:
            self.team.hide()
            self.team_totals.hide()
        for w in self.icons:
            shown = ICONS[w.icon] in pv["icons"]
            if w.isVisibleTo(self) != shown:
                w.setVisible(shown)
            w.set_count(self.index, pv["icons"].get(ICONS[w.icon], 0))
        self.stats.setText(t.stats)
        if t.stats_tip:
            self.stats.setToolTip(t.stats_tip)
        self.ach.setText(t.achievements)
        self.ach.setToolTip(rich(t.achievements_tip))
        self._set_active(t.active)
        total = pv.get("achievement_total")
        if total is not None:           # Cities: flags and fountains change the total at any moment
            if self._ach_total is not None and total != self._ach_total:
                self.flash_achievements(total > self._ach_total)
            self._ach_total = total

    #: How long a changed achievement total stays highlighted (ms).
    FLASH_MS = 1800

    def flash_achievements(self, gained: bool) -> None:
        """Highlight the achievements line for :data:`FLASH_MS`: green when the
        total rose, red when it fell (Cities of Destiny: a flag gained or lost,
        also during another player's turn)."""
        self.ach.setStyleSheet("background: %s; border-radius: 3px;" % ("#c8f0c0" if gained else "#f6c8c0"))
        self.ach.setProperty("flash", "gain" if gained else "loss")
        self._flash_timer.start(self.FLASH_MS)

    def _unflash(self) -> None:
        self.ach.setStyleSheet("")
        self.ach.setProperty("flash", None)

    def marks_below(self) -> bool:
        """True if the turn and decision markers are on a line of their own."""
        return self.marks_row.indexOf(self.title) >= 0

    def _place_marks(self) -> None:
        """The markers beside the name while both fit whole, else on the next
        line: the name is never cut for them."""
        room = self.contentsRect().width() - 16          # the layout's margins
        seat = self.seat.sizeHint().width() + 4 if self.seat.isVisibleTo(self) else 0
        marks = self.title.fontMetrics().horizontalAdvance(self.title.full_text()) + 8
        name = self.name.sizeHint().width()
        below = bool(self.title.full_text()) and name + seat + marks > room
        if below != self.marks_below():
            if below:
                self.top.removeWidget(self.title)
                self.marks_row.addWidget(self.title, 1)
            else:
                self.marks_row.removeWidget(self.title)
                self.top.addWidget(self.title, 0)

    def resizeEvent(self, ev: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(ev)
        self._place_marks()

    def _set_active(self, active: bool) -> None:
        if self.property("active") != active:     # restyling costs: only on a change
            self.setProperty("active", active)
            if self.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):    # else the first polish reads it
                self.style().unpolish(self)
                self.style().polish(self)


# ---------------------------------------------------------------------------------
class LogView(QTextBrowser):
    """The game log in plain words; card names show their face as a tooltip.

    A long log handed over at once (a save opened, a game joined) shows its last
    :attr:`TAIL` lines at once and the earlier ones, above them, in idle time,
    :attr:`SLICE` lines at a time; :attr:`lines`, :meth:`toHtml` and
    :meth:`toPlainText` first finish that, so readers see the whole log."""

    #: Lines of a long log written at once (more than a tall window shows).
    TAIL = 120
    #: Earlier lines written per turn of the event loop (a few milliseconds).
    SLICE = 60
    #: The earlier lines start this long after the tail (ms): the table is painted first.
    GAP_DELAY_MS = 40

    def __init__(self, table: "Scene | TableWindow", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene = scene_of(table)
        self.setOpenLinks(False)
        self.setReadOnly(True)
        self.setMouseTracking(True)
        self._lines: list[str] = []
        # earlier lines still to write: (their place in _lines, the document's
        # block they go after, the entries, the function that renders them)
        self._gap: list[Any] = []
        self._gap_line = 0
        self._gap_block = 0
        self._gap_render: Callable[[list[Any]], list[tuple[str, str]]] | None = None
        self._gap_timer = QTimer(self)
        self._gap_timer.setSingleShot(True)
        self._gap_timer.timeout.connect(self._fill_gap)
        # following the game: the view stays at the end while the log grows or the
        # lines rewrap (a narrower window, a save's tail laid out later). Only the
        # user's scrolling changes it: up stops following, back to the end resumes.
        self.following = True
        self._moving = False
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

    def _scrolled(self, value: int) -> None:
        if not self._moving:
            self.following = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self.following:
            self._move_to(high)

    def _move_to(self, value: int) -> None:
        """Scroll to ``value`` (pixels) without changing :attr:`following`."""
        self._moving = True
        try:
            self.verticalScrollBar().setValue(value)
        finally:
            self._moving = False

    @property
    def lines(self) -> list[str]:
        """Every line of the log, in order, in the user's language."""
        self.finish()
        return self._lines

    def add(self, text: str, kind: str) -> None:
        """Append one log line (``kind`` "turn" lines stand out)."""
        self.add_many([(text, kind)])

    def add_many(self, items: list[Any], render: Callable[[list[Any]], list[tuple[str, str]]] | None = None) -> None:
        """Append log lines ``(text, kind)`` in one edit of the document: it is
        laid out once, not after every line (a long log shows in half the time).
        With ``render``, ``items`` are entries that ``render(entries)`` turns into
        such lines (a long log's earlier lines are rendered when written)."""
        if not items:
            return
        if render is None:
            render = list
        if len(items) > self.TAIL + self.SLICE and not self._gap:
            # a long log: the last lines now, the earlier ones in idle time. The
            # first one is written now too, so the gap always follows a block.
            first, middle, tail = items[:1], items[1:-self.TAIL], items[-self.TAIL:]
            self._write(render(first))
            self._gap, self._gap_render = list(middle), render
            self._gap_line = len(self._lines)
            self._gap_block = self.document().blockCount()
            self._lines.extend([""] * len(middle))
            self._write(render(tail))
            self._gap_timer.start(self.GAP_DELAY_MS)
            return
        self._write(render(items))

    @staticmethod
    def _html(text: str, kind: str) -> str:
        body = tips.log_html(text)
        # each line in the interface's direction: Qt would take it from the first
        # letter, and a line that starts with a Hebrew name would read right to left
        d = "rtl" if QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft else "ltr"
        if kind == "turn":
            return f"<div dir='{d}' style='margin-top:4px;color:#6b1f12'><b>{body}</b></div>"
        if kind == "end":
            return f"<div dir='{d}' style='color:#0b5d1e'><b>{body}</b></div>"
        return f"<div dir='{d}'>{body}</div>"

    def _write(self, lines: list[tuple[str, str]]) -> None:
        if not lines:
            return
        bar = self.verticalScrollBar()
        block = QTextCursor(self.document())
        block.beginEditBlock()
        for text, kind in lines:
            self._lines.append(text)
            self.append(self._html(text, kind))
        block.endEditBlock()
        if self.following:                          # append() cannot: the edit block defers the layout
            self._move_to(bar.maximum())

    def _fill_gap(self, everything: bool = False) -> None:
        """Write the next slice of the earlier lines (all of them if ``everything``)
        where they belong, after the blocks already written before them; exactly
        what :meth:`QTextEdit.append` would have written there."""
        render = self._gap_render
        if not self._gap or render is None:     # (set with the gap)
            return
        n = len(self._gap) if everything else self.SLICE
        part, self._gap = self._gap[:n], self._gap[n:]
        lines = render(part)
        bar = self.verticalScrollBar()
        from_end = bar.maximum() - bar.value()      # lines go in above: what is seen stays in place
        doc = self.document()
        cur = QTextCursor(doc)
        cur.beginEditBlock()
        for text, kind in lines:
            self._lines[self._gap_line] = text
            self._gap_line += 1
            cur.setPosition(doc.findBlockByNumber(self._gap_block).position() - 1)   # end of the block before
            cur.insertBlock(cur.blockFormat(), cur.charFormat())
            fmt = cur.charFormat()
            cur.insertHtml(self._html(text, kind))
            cur.setCharFormat(fmt)
            self._gap_block += 1
        cur.endEditBlock()
        self._move_to(max(0, bar.maximum() - from_end))
        if self._gap:
            self._gap_timer.start(0)

    def finish(self) -> None:
        """Write now whatever part of the log is still left for idle time."""
        self._gap_timer.stop()
        self._fill_gap(everything=True)

    def toHtml(self) -> str:  # noqa: N802  (Qt's name)
        self.finish()
        return super().toHtml()

    def toPlainText(self) -> str:  # noqa: N802  (Qt's name)
        self.finish()
        return super().toPlainText()

    def clear_log(self) -> None:
        self._gap_timer.stop()
        self._gap = []
        self._lines = []
        self.clear()
        self.following = True

    def viewportEvent(self, ev: QEvent) -> bool:
        if ev.type() == ev.Type.ToolTip and isinstance(ev, QHelpEvent):
            href = self.anchorAt(ev.pos())
            if href.startswith("card:"):
                QToolTip.showText(ev.globalPos(), card_tooltip(int(href[5:]), self.scene.edition), self)
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(ev)


# ---------------------------------------------------------------------------------
# The Artifacts of History expansion: each player's display, beside their board. It
# holds at most one Artifact, face up, seen by everyone; it is neither on the board
# nor in the hand (it adds no icons). A Meld action may meld it (double-click); at
# the start of your turn, while it holds a card, the engine asks whether to dogma it
# as a free action, return it, or leave it: the display lights up and a click on it
# offers the three answers in place (the prompt bar shows them too). Drawn from the
# table's view (``display``, ``pending.source == "display"``).

#: What a display is, for its tooltip.
DISPLAY_RULE = QT_TRANSLATE_NOOP("Table", "Display: holds at most one Artifact, face up. It is neither on the board "
                                          "nor in the hand, adds no icons and no effect can take it. A Meld action "
                                          "that covers a card of the same or a higher value (or whose hexagon lies "
                                          "in the same place) digs an Artifact into an empty display.")


class DisplayWidget(QWidget):
    """One player's display: the Artifact in it (face up) or an empty slot.

    ``choosing`` (the start-of-turn choice is open for this player and the viewer
    may answer it) lights it up; a click then opens :meth:`choice_menu`."""

    def __init__(self, table: "Scene | TableWindow", card_w: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: Scene = scene_of(table)
        self.owner = 0
        self.card: int | None = None
        self.choosing = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_card_w(card_w)
        self.hide()                 # shown only in games with the expansion

    def set_card_w(self, card_w: int) -> None:
        """Draw the display ``card_w`` pixels wide."""
        self.card_w = card_w
        self.card_h = int(round(card_w * RATIO))
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self.card_w + 2, self.card_h + 16)

    def card_rect(self) -> QRectF:
        """Where the card (or the empty slot) is drawn."""
        return QRectF(1, 15, self.card_w, self.card_h)

    def set_data(self, owner: int, name: str | None, choosing: bool) -> None:
        """Show player ``owner``'s display holding the card ``name`` (None: empty)."""
        self.owner = owner
        self.card = None if name is None else BY_NAME[name]
        self.choosing = choosing
        self.setVisible(True)
        self.update()

    def paintEvent(self, ev: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = QFont()
        f.setPixelSize(11)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#f3efe2"))
        p.drawText(
            QRectF(0, 0, self.width(), 14),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            translate("Table", "Display"),
        )
        r = self.card_rect()
        if self.card is not None:
            p.drawPixmap(r.topLeft(), card_pixmap_soon(self.card, self.card_w, self.scene.edition, self))
        else:
            p.setPen(QPen(QColor(255, 255, 255, 90), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 4, 4)
            p.setPen(QColor(255, 255, 255, 120))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, translate("Table", "empty"))
        if self.choosing:
            paint_highlight(p, r, "selectable")
        p.end()

    def tooltip_text(self) -> str:
        """The displayed card's face and text, or the rule of an empty display."""
        who = shown_name(self.scene.v["players"][self.owner]["name"]) if self.scene.v else ""
        if self.card is None:
            return rich(translate("Table", "{name}'s display is empty.").format(name=who) + "\n"
                        + translate("Table", DISPLAY_RULE))
        if self.choosing:
            extra = translate("Table", "In {name}'s display. {rule} Click it to dogma it as a free action, return "
                                       "it, or leave it.")
        elif self.scene.can_meld(self.owner, self.card):
            extra = translate("Table", "In {name}'s display. {rule} Double-click it to meld it (a Meld action: it "
                                       "may dig).")
        else:
            extra = translate("Table", "In {name}'s display. {rule}")
        extra = extra.format(name=who, rule=translate("Table", DISPLAY_RULE))
        return card_tooltip(self.card, self.scene.edition, extra)

    def event(self, ev: QEvent) -> bool:
        if ev.type() == ev.Type.ToolTip and isinstance(ev, QHelpEvent):
            QToolTip.showText(ev.globalPos(), self.tooltip_text(), self)
            return True
        return super().event(ev)

    def choice_menu(self) -> QMenu | None:
        """The start-of-turn choice as a menu of its answers (None if not open for
        the viewer): each entry answers the engine's question."""
        d = self.scene.asked
        if not self.choosing or d is None or d.source != "display":
            return None
        menu = QMenu(self)
        for j, opt in enumerate(d.options):
            text = d.alternatives[j] if j < len(d.alternatives) else opt
            act = menu.addAction(text[:1].upper() + text[1:])
            act.setData(opt)
            act.triggered.connect(lambda _=False, o=opt: self.scene.signals.answerChosen.emit(o))
        return menu

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:
        if not self.card_rect().contains(QPointF(ev.position())):
            return
        menu = self.choice_menu()
        if menu is not None:
            menu.popup(ev.globalPosition().toPoint())

    def mouseDoubleClickEvent(self, ev: QMouseEvent) -> None:
        if self.card is not None and not self.choosing and self.scene.can_meld(self.owner, self.card):
            self.scene.signals.meldAsked.emit(self.card)


# ---------------------------------------------------------------------------------
def search_reveals(events: list[Any]) -> list[dict[str, Any]]:
    """Cities of Destiny: the searches in a batch of engine events (the
    :class:`engine.decisions.Event` objects of a local game, or a joiner's event
    data, :func:`engine.view.event_data`). Each search is ``{"player": index,
    "revealed": [card ids], "kept": [card ids]}``: a ``search`` event opens one,
    the ``reveal`` events that follow name the cards taken from the base pile (to
    the searching player's hand, where they wait), and the ``search`` events with a
    card name those kept. Other reveals (card effects) are left out."""
    out: list[dict[str, Any]] = []
    cur: dict[str, Any] | None = None
    for e in events:
        if isinstance(e, dict):
            kind, card, dst = e.get("kind"), e.get("card"), e.get("dst")
            cid = BY_NAME.get(card) if isinstance(card, str) else None
        else:
            kind, card, dst = e.kind, e.card, e.dst
            cid = card
        if kind == "search" and card is None:
            cur = {"player": None, "revealed": [], "kept": []}
            out.append(cur)
        elif cur is not None and kind == "reveal" and cid is not None:
            cur["revealed"].append(cid)
            if dst is not None and cur["player"] is None:
                cur["player"] = dst[1]
        elif cur is not None and kind == "search" and cid is not None:
            cur["kept"].append(cid)
        elif kind in ("action", "turn"):
            cur = None
    return [x for x in out if x["revealed"]]


class SearchReveal(QFrame):
    """Cities of Destiny: the cards a city's search icon revealed, shown to every
    player over the table for :data:`SETTINGS.reveal_ms` (or until clicked): a
    line saying who searched and what was kept, then the faces, the kept ones
    ringed. The log says the same in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("searchReveal")
        self.setStyleSheet("#searchReveal { background: rgba(20, 26, 22, 235); border: 2px solid #e0b64a;"
                           " border-radius: 8px; } QLabel { color: #f3efe2; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 8)
        lay.setSpacing(4)
        self.caption = QLabel()
        self.caption.setTextFormat(Qt.TextFormat.PlainText)        # names players: plain text
        self.caption.setWordWrap(True)
        lay.addWidget(self.caption)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        lay.addLayout(self.row)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        self.cards: list[int] = []
        self.kept: list[int] = []
        self.hide()

    def show_search(self, player_name: str, revealed: list[int], kept: list[int], edition: str = "third",
                    width: int = 90) -> None:
        """Show the ``revealed`` cards (ids; ``kept`` those that went to
        ``player_name``'s hand) for a moment, centred near the top of the table."""
        while self.row.count():
            it = self.row.takeAt(0)
            w = it.widget() if it is not None else None
            if w is not None:
                w.deleteLater()
        self.cards, self.kept = list(revealed), list(kept)
        age = CARDS[revealed[0]].age
        kept_names = ", ".join(NAMES[c] for c in kept) or translate("Table", "none")
        self.caption.setText(translate("Table", "{name}'s search reveals {n} card(s) of the {age} pile; kept: "
                                                "{kept}. The others go back.").format(
            name=shown_name(player_name), n=len(revealed), age=age, kept=kept_names))
        for c in revealed:
            lab = QLabel()
            pm = card_pixmap(c, width, edition)
            if c in kept:
                pm = QPixmap(pm)
                p = QPainter(pm)
                paint_highlight(p, QRectF(pm.rect()).adjusted(2, 2, -2, -2), "selected")
                p.end()
            lab.setPixmap(pm)
            lab.setToolTip(card_tooltip(c, edition, translate("Table", "Kept: it shows the searched icon.")
                                        if c in kept else translate("Table", "Returned to the bottom of its pile.")))
            self.row.addWidget(lab)
        self.adjustSize()
        par = self.parentWidget()
        if par is not None:
            self.move(max(0, (par.width() - self.width()) // 2), max(0, par.height() // 6))
        self.show()
        self.raise_()
        self.timer.start(max(1, SETTINGS.reveal_ms))

    def mousePressEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        self.hide()
