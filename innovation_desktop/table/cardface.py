"""Card faces and backs drawn with QPainter (no published artwork), and the icons.

:func:`card_pixmap` and :func:`back_pixmap` cache their images by size, so a
repaint of the table only blits pixmaps.
"""
from __future__ import annotations

import atexit
import math
import os
import shutil
import tempfile
import time
import zlib
from collections import OrderedDict
from functools import lru_cache

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QImage, QLinearGradient, QPainter, QPainterPath, QPen,
                           QPixmap)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from engine import CARDS, ICONS
from engine.cards import resource_bytes

from ..settings import SETTINGS
from . import cardtext
from .cardtext import BASIC_WORDS, CITY_POSITIONS, city_words  # noqa: F401  (the city face's words)

#: Card background colors (light enough for dark text) and their border colors.
CARD_COLORS = {
    0: ("#5b93d6", "#1f4f8c"),   # blue
    1: ("#dc6a5c", "#8c2a1f"),   # red
    2: ("#6cb76b", "#2b6b2a"),   # green
    3: ("#e9cc54", "#8c7414"),   # yellow
    4: ("#a47ad0", "#58318a"),   # purple
}
#: The high-contrast palette (*Settings > High-contrast colors*): Okabe and Ito's
#: colours, told apart with every common colour blindness, and further apart in
#: lightness than the usual ones; black text reads on each.
HIGH_CONTRAST_COLORS = {
    0: ("#56b4e9", "#1b5a85"),   # blue: sky blue
    1: ("#e0702a", "#7a3200"),   # red: vermilion
    2: ("#19a87e", "#005a3f"),   # green: bluish green
    3: ("#f0e442", "#7d7410"),   # yellow
    4: ("#d58ab4", "#7a2f5c"),   # purple: reddish purple
}
COLOR_NAMES = ("blue", "red", "green", "yellow", "purple")
#: A shape per color, so that the colors are told apart without seeing color: the
#: age badge of a card face has its color's shape, and so have the pile labels,
#: the empty piles and the color buttons (blue circle, red square, green diamond,
#: yellow triangle, purple pentagon).
COLOR_SHAPES = ("circle", "square", "diamond", "triangle", "pentagon")
RATIO = 1.4  # card height / width
#: The smallest text drawn on a card face, in pixels (10 px is 7.5 pt at 96 dpi).
MIN_TEXT_PX = 10

_PALETTE = {"high_contrast": False}


def high_contrast() -> bool:
    """True while the cards are drawn in :data:`HIGH_CONTRAST_COLORS`."""
    return _PALETTE["high_contrast"]


def set_high_contrast(on: bool) -> bool:
    """Draw the cards in the high-contrast palette (``on``) or the usual one;
    the faces drawn so far are forgotten. Returns True if the palette changed."""
    on = bool(on)
    if on == _PALETTE["high_contrast"]:
        return False
    _PALETTE["high_contrast"] = on
    _FACES.clear()
    _WIDTHS.clear()
    _LATER.keys.clear()
    color_mark_pixmap.cache_clear()
    return True


def saved_high_contrast() -> bool:
    """The palette saved by *Settings > High-contrast colors* (the ``high_contrast``
    preference; False when none is saved)."""
    from ..i18n import saved_preference
    return saved_preference("high_contrast") is True


def qcolor(color: int, dark: bool = False) -> QColor:
    """The QColor of a card color number (in the palette chosen)."""
    table = HIGH_CONTRAST_COLORS if _PALETTE["high_contrast"] else CARD_COLORS
    return QColor(table[color][1 if dark else 0])


def shape_path(color: int, r: QRectF) -> QPainterPath:
    """The outline of color ``color``'s shape (:data:`COLOR_SHAPES`) inside ``r``."""
    path = QPainterPath()
    kind = COLOR_SHAPES[color]
    cx, cy, w, h = r.center().x(), r.center().y(), r.width(), r.height()
    if kind == "circle":
        path.addEllipse(r)
    elif kind == "square":
        inset = min(w, h) * 0.06
        path.addRoundedRect(r.adjusted(inset, inset, -inset, -inset), w * 0.12, h * 0.12)
    elif kind == "diamond":
        path.moveTo(cx, r.top())
        path.lineTo(r.right(), cy)
        path.lineTo(cx, r.bottom())
        path.lineTo(r.left(), cy)
        path.closeSubpath()
    elif kind == "triangle":
        path.moveTo(cx, r.top())
        path.lineTo(r.right(), r.bottom())
        path.lineTo(r.left(), r.bottom())
        path.closeSubpath()
    else:                                   # a pentagon, point up
        rad = min(w, h) / 2
        for k in range(5):
            a = math.radians(-90 + 72 * k)
            pt = (cx + rad * math.cos(a), cy + rad * 1.05 * math.sin(a) + rad * 0.05)
            if k == 0:
                path.moveTo(*pt)
            else:
                path.lineTo(*pt)
        path.closeSubpath()
    return path


def paint_color_mark(p: QPainter, r: QRectF, color: int, fill: QColor | None = None) -> None:
    """Color ``color``'s shape in ``r``, filled with the color (or ``fill``), a dark outline."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(qcolor(color, True), max(1.0, r.width() * 0.1)))
    p.setBrush(fill if fill is not None else qcolor(color))
    p.drawPath(shape_path(color, r.adjusted(0.5, 0.5, -0.5, -0.5)))
    p.restore()


@lru_cache(maxsize=64)
def color_mark_pixmap(color: int, size: int) -> QPixmap:
    """Color ``color``'s shape as a square pixmap ``size`` pixels wide (buttons, labels)."""
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    paint_color_mark(p, QRectF(1, 1, size - 2, size - 2), color)
    p.end()
    return QPixmap.fromImage(img)


@lru_cache(maxsize=None)
def _svg_bytes(icon: str) -> bytes:
    return resource_bytes("icons", f"{icon}.svg")


@lru_cache(maxsize=None)
def icon_renderer(icon: str) -> QSvgRenderer:
    """The SVG renderer of an icon (``crown``, ``leaf``... or ``hex``)."""
    return QSvgRenderer(QByteArray(_svg_bytes(icon)))


@lru_cache(maxsize=512)
def icon_pixmap(icon: str, size: int) -> QPixmap:
    """An icon as a square pixmap of ``size`` pixels."""
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    icon_renderer(icon).render(p, QRectF(0, 0, size, size))
    p.end()
    return QPixmap.fromImage(img)


def _fit_text(p: QPainter | None, rect: QRectF, text: str, font: QFont, flags: int, min_px: float = 6.0) -> QFont:
    """Shrink ``font`` until ``text`` fits ``rect`` (word wrapped)."""
    f = QFont(font)
    size = f.pixelSize() if f.pixelSize() > 0 else 12
    while size > min_px:
        f.setPixelSize(int(size))
        br = QFontMetricsF(f).boundingRect(rect, flags, text)
        if br.height() <= rect.height() and br.width() <= rect.width() + 0.5:
            return f
        size -= 1
    f.setPixelSize(int(min_px))
    return f


#: Horizontal stretches (percent) tried for a title that is too wide, before it wraps or is elided.
STRETCHES = (100, 90, 80)


def fit_title(name: str, width: float, px: int, lines: int = 1) -> tuple[QFont, list[str], bool]:
    """Lay out a card title in ``width`` pixels with a bold font of ``px`` pixels
    (never below :data:`MIN_TEXT_PX`): on one line, narrowed down to 80 % width
    if need be, else (``lines`` 2) on two lines, else elided on one line.
    Returns ``(font, lines of text, elided)``; ``elided`` is True when the title
    does not show whole."""
    f = QFont()
    f.setBold(True)
    px = max(MIN_TEXT_PX, int(px))
    # smaller first (down to MIN_TEXT_PX), then narrower
    tries = [(size, 100) for size in range(px, MIN_TEXT_PX - 1, -1)] + \
        [(MIN_TEXT_PX, st) for st in STRETCHES[1:]]
    for size, st in tries:
        f.setPixelSize(size)
        f.setStretch(st)
        if QFontMetricsF(f).horizontalAdvance(name) <= width:
            return QFont(f), [name], False
    words = name.split()
    if lines >= 2 and len(words) > 1:
        for size, st in tries:
            f.setPixelSize(size)
            f.setStretch(st)
            fm = QFontMetricsF(f)
            for cut in range(len(words) - 1, 0, -1):     # the most words on the first line
                a, b = " ".join(words[:cut]), " ".join(words[cut:])
                if fm.horizontalAdvance(a) <= width and fm.horizontalAdvance(b) <= width:
                    return QFont(f), [a, b], False
    f.setPixelSize(MIN_TEXT_PX)
    f.setStretch(STRETCHES[-1])
    return QFont(f), [QFontMetricsF(f).elidedText(name, Qt.TextElideMode.ElideRight, width)], True


def title_shown_whole(cid: int, width: int, edition: str = "third") -> bool:
    """True if card ``cid`` drawn ``width`` pixels wide shows its whole title
    (not elided); the same layout :func:`paint_card` draws (a city: :func:`paint_city`'s)."""
    if len(CARDS[cid].icons) == 6:
        return not _city_title(CARDS[cid].name, width, int(round(width * RATIO)))[2]
    return not _title_plan(cid, width, int(round(width * RATIO)), edition)[3]


def _title_plan(cid: int, w: float, h: float, edition: str) -> tuple[str, QRectF, tuple[QFont, list[str]], bool]:
    """Where and how :func:`paint_card` draws the title: ``(where, rect, (font,
    lines), elided)`` with ``where`` "top" (beside the icon), "body" (a line atop
    the effects) or "compact" (small faces)."""
    c = CARDS[cid]
    rects = icon_rects(w, h)
    s = rects[0].width()
    m = rects[0].left()
    body = QRectF(m, rects[0].bottom() + m, w - 2 * m, rects[1].top() - rects[0].bottom() - 2 * m)
    effects = c.effects_for(edition)
    if w < 90 or not effects:
        px = max(MIN_TEXT_PX, min(13, int(w * 0.17)))
        font, lines, elided = fit_title(c.name, body.width() - 2, px, lines=2)
        lh = QFontMetricsF(font).height()
        tr = QRectF(body.left() + 1, body.top() + 1, body.width() - 2, lh * len(lines) + 1)
        return "compact", tr, (font, lines), elided
    age_r = QRectF(w - m - s * 0.8, m, s * 0.8, s * 0.8)
    title_r = QRectF(rects[0].right() + m, m, age_r.left() - rects[0].right() - 2 * m, s)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(MIN_TEXT_PX, int(s * 0.42)))
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    f = _fit_text(None, title_r, c.name, f, flags, min_px=MIN_TEXT_PX)
    br = QFontMetricsF(f).boundingRect(title_r, flags, c.name)
    if br.width() <= title_r.width() + 0.5 and br.height() <= title_r.height() + 0.5:
        return "top", title_r, (f, [c.name]), False
    px = max(MIN_TEXT_PX, min(13, int(w * 0.1)))
    font, lines, elided = fit_title(c.name, body.width() - 2, px)
    tr = QRectF(body.left() + 1, body.top(), body.width() - 2, QFontMetricsF(font).height() + 1)
    return "body", tr, (font, lines), elided


def icon_rects(w: float, h: float) -> list[QRectF]:
    """Where the four icon positions lie on a card of ``w`` x ``h``: top-left,
    bottom-left, bottom-middle, bottom-right (the order of ``Card.icons``)."""
    m = w * 0.035
    s = w * 0.25
    gap = (w - 2 * m - 3 * s) / 2
    return [QRectF(m, m, s, s),
            QRectF(m, h - m - s, s, s),
            QRectF(m + s + gap, h - m - s, s, s),
            QRectF(w - m - s, h - m - s, s, s)]


def paint_card(p: QPainter, rect: QRectF, cid: int, edition: str = "third") -> None:
    """Draw the face of card ``cid`` into ``rect``: color, title, age, the four icon
    positions (one of them the hexagon image) and the effects, each led by the
    featured icon, demands on a darker band. A card with six icon positions (a
    city of Cities of Destiny, the relic Timbuktu) is drawn by :func:`paint_city`."""
    c = CARDS[cid]
    if len(c.icons) == 6:
        paint_city(p, rect, c.name, c.age, c.color, city_words(cid), ICONS[c.dogma_icon] if c.dogma_icon is not None
                   else None, c.set)
        return
    w, h = rect.width(), rect.height()
    p.save()
    p.translate(rect.topLeft())
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    radius = w * 0.06
    grad = QLinearGradient(0, 0, 0, h)
    base = qcolor(c.color)
    grad.setColorAt(0, base.lighter(118))
    grad.setColorAt(1, base)
    p.setPen(QPen(qcolor(c.color, True), max(1.0, w * 0.018)))
    p.setBrush(grad)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
    rects = icon_rects(w, h)
    icons = c.icons_for(edition)                  # four base cards show avatars in the fourth edition
    dogma_icon = c.dogma_icon_for(edition)
    for pos, r in enumerate(rects):
        if ICONS[icons[pos]] != "blank":          # an empty position (Battleship Yamato)
            p.drawPixmap(r.toRect(), icon_pixmap(ICONS[icons[pos]], max(8, int(r.width() * 2))))
        if ICONS[icons[pos]] == "bonus":          # Echoes: the bonus's value on its disc
            f = QFont(p.font())
            f.setBold(True)
            f.setPixelSize(max(6, int(r.height() * 0.45)))
            p.save()
            p.setFont(f)
            p.setPen(QColor("#1b1b1b"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(c.bonus))
            p.restore()
    # age, top right, in a circle
    s = rects[0].width()
    m = rects[0].left()
    age_r = QRectF(w - m - s * 0.8, m, s * 0.8, s * 0.8)
    # the set's mark: base cards a cream age disc, Artifacts a dark one with a gold
    # ring (the expansion's mark, wherever the card lies), relics a gold one; the
    # badge has the shape of the card's color (told apart without seeing color)
    paint_age_badge(p, age_r, c.color, c.age, c.set, w)
    effects = cardtext.effects(cid, edition)       # in the user's language
    body = QRectF(m, rects[0].bottom() + m, w - 2 * m, rects[1].top() - rects[0].bottom() - 2 * m)
    compact = w < 90 or not effects
    where, tr, (tf, tlines), _ = _title_plan(cid, w, h, edition)
    if where == "top":
        p.setFont(tf)
        p.setPen(QColor("#111111"))
        p.drawText(tr, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, c.name)
    # effects panel
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 253, 244, 235))
    p.drawRoundedRect(body, radius * 0.6, radius * 0.6)
    if where != "top":           # a title line (or two) atop the panel
        p.setFont(tf)
        p.setPen(QColor("#111111"))
        p.drawText(tr, Qt.AlignmentFlag.AlignCenter, "\n".join(tlines))
    if not compact:
        if where == "body":
            body = body.adjusted(0, tr.height(), 0, 0)
        _paint_effects(p, body, effects, ICONS[dogma_icon] if dogma_icon is not None else None, w)
    else:
        # a small card: the title (above), then the featured icon; no rules text
        # (the tooltip shows the whole face)
        rest = QRectF(body.left(), tr.bottom(), body.width(), body.bottom() - tr.bottom())
        isz = max(4.0, min(rest.width(), rest.height()) * 0.8)
        ir = QRectF(rest.center().x() - isz / 2, rest.center().y() - isz / 2, isz, isz)
        if dogma_icon is not None:              # Battleship Yamato has no featured icon
            p.drawPixmap(ir.toRect(), icon_pixmap(ICONS[dogma_icon], max(8, int(isz * 2))))
    p.restore()


#: The set marks on the age badge: (disc, ring, digit) colors by set; a city's is
#: slate with a silver ring.
SET_MARKS = {"artifacts": ("#3a2a1c", "#e0b64a", "#f7dd8c"), "relic": ("#e6c15a", "#5a3d12", "#2a1a08"),
             "cities": ("#2b3440", "#c8d0da", "#f4f6f8")}


def city_icon_rects(w: float, h: float) -> dict[str, QRectF]:
    """Where a city's six icon positions lie on a card ``w`` x ``h``, by position
    name (:data:`CITY_POSITIONS`). The four positions a base card has lie where
    :func:`icon_rects` puts them; ``top_middle`` and ``top_right`` complete the top
    row, so that a splay reveals the same strips as on any card: left the right
    column (``top_right``, ``bottom_right``), right the left column (``top_left``,
    ``bottom_left``), up the bottom row; ``top_middle`` only on a top card."""
    tl, bl, bm, br = icon_rects(w, h)
    return {"top_left": tl, "top_middle": QRectF(bm.left(), tl.top(), tl.width(), tl.height()),
            "top_right": QRectF(br.left(), tl.top(), tl.width(), tl.height()),
            "bottom_left": bl, "bottom_middle": bm, "bottom_right": br}


def _icon_file(word: str) -> str:
    """The icon drawing of an icon word (``bonus-N`` is the bonus disc)."""
    return "bonus" if word.startswith("bonus-") else word


def paint_icon_word(p: QPainter, r: QRectF, word: str, search: bool = False) -> None:
    """Draw the icon ``word`` (a basic icon, ``hex``, ``flag``, ``fountain``,
    ``plus``, ``arrow-left``/``-right``/``-up`` or ``bonus-N``: the disc with N on
    it) in ``r``; with ``search`` a magnifying glass in its lower right corner
    marks a search icon."""
    if word in ("blank", ""):
        return
    p.drawPixmap(r.toRect(), icon_pixmap(_icon_file(word), max(8, int(r.width() * 2))))
    if word.startswith("bonus-"):
        _paint_icon_number(p, r, word[6:])
    if search:
        _paint_search_mark(p, r)


def _paint_icon_number(p: QPainter, r: QRectF, text: str) -> None:
    f = QFont(p.font())
    f.setBold(True)
    f.setPixelSize(max(6, int(r.height() * (0.45 if len(text) < 2 else 0.38))))
    p.save()
    p.setFont(f)
    p.setPen(QColor("#1b1b1b"))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def _paint_search_mark(p: QPainter, r: QRectF) -> None:
    """A small magnifying glass over the lower right corner of icon ``r``: the
    mark of a search icon (a basic icon in a city's ``top_middle``)."""
    d = r.width() * 0.5
    lens = QRectF(r.right() - d * 0.95, r.bottom() - d * 0.95, d * 0.62, d * 0.62)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    handle = QPen(QColor("#1b1b1b"), max(1.5, d * 0.2))
    handle.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(handle)
    c = lens.center()
    p.drawLine(c + (lens.bottomRight() - c) * 0.75, lens.bottomRight() + (lens.bottomRight() - c) * 0.55)
    p.setPen(QPen(QColor("#1b1b1b"), max(1.0, d * 0.12)))
    p.setBrush(QColor(255, 255, 255, 215))
    p.drawEllipse(lens)
    p.restore()


def _paint_skyline(p: QPainter, r: QRectF, color: QColor) -> None:
    """The Cities mark: a small skyline of towers and a dome, filling ``r``."""
    w, h = r.width(), r.height()
    # (left, width, height) of each building as shares of r
    blocks = ((0.0, 0.14, 0.45), (0.13, 0.1, 0.8), (0.24, 0.16, 0.55), (0.62, 0.12, 0.95), (0.75, 0.13, 0.5),
              (0.87, 0.13, 0.7))
    path = QPainterPath()
    for x, bw, bh in blocks:
        path.addRect(QRectF(r.left() + x * w, r.bottom() - bh * h, bw * w, bh * h))
    dome = QRectF(r.left() + 0.41 * w, r.bottom() - 0.9 * h, 0.2 * w, 0.6 * h)
    path.addEllipse(dome)
    path.addRect(QRectF(dome.left(), dome.center().y(), dome.width(), r.bottom() - dome.center().y()))
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(path.simplified())
    p.restore()


def paint_age_badge(p: QPainter, age_r: QRectF, color: int, age: int, card_set: str, w: float) -> None:
    """The age in the shape of color ``color`` (told apart without seeing color),
    in ``card_set``'s mark (:data:`SET_MARKS`; a cream disc for base cards)."""
    disc, ring, digit = SET_MARKS.get(card_set, ("#fbf6e6", "#1b1b1b", "#1b1b1b"))
    s = age_r.width() / 0.8
    shape = COLOR_SHAPES[color]
    badge = {"triangle": age_r.adjusted(-s * 0.16, -s * 0.12, s * 0.04, s * 0.06),
             "diamond": age_r.adjusted(-s * 0.1, -s * 0.06, s * 0.04, s * 0.08),
             "pentagon": age_r.adjusted(-s * 0.06, -s * 0.06, s * 0.04, s * 0.04)}.get(shape, age_r)
    p.setPen(QPen(QColor(ring), max(1.0, w * (0.03 if card_set != "base" else 0.014))))
    p.setBrush(QColor(disc))
    p.drawPath(shape_path(color, badge))
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(6, int(age_r.height() * (0.5 if shape in ("triangle", "diamond") else 0.62))))
    p.setFont(f)
    p.setPen(QColor(digit))
    text_r = badge.adjusted(0, badge.height() * 0.28, 0, 0) if shape == "triangle" else badge
    p.drawText(text_r, Qt.AlignmentFlag.AlignCenter, str(age))


def _city_title(name: str, w: float, h: float) -> tuple[QFont, list[str], bool, QRectF]:
    """How :func:`paint_city` lays out a city's title on a face ``w`` x ``h``:
    ``(font, lines, elided, rect)`` (one or two lines atop the middle panel). A
    name too long for the panel (Constantinople on a 64-pixel opponent's card) is
    set smaller, narrower, on two lines, or else elided with "…"
    (:func:`fit_title`); it is measured against the panel's width in whole pixels,
    so that no line drawn is wider than the rect (which would clip it), whether
    measured in fractions of a pixel or rounded (``QFontMetrics``)."""
    rects = city_icon_rects(w, h)
    m = rects["top_left"].left()
    body = QRectF(m, rects["top_left"].bottom() + m, w - 2 * m,
                  rects["bottom_left"].top() - rects["top_left"].bottom() - 2 * m)
    px = max(MIN_TEXT_PX, int(w * 0.11))
    tf, lines, elided = fit_title(name, math.floor(body.width() - 4) - 0.5, px, lines=2)
    lh = QFontMetricsF(tf).height()
    tr = QRectF(body.left() + 2, body.top() + body.height() * 0.04, body.width() - 4, lh * len(lines) + 1)
    return tf, lines, elided, tr


def paint_city(p: QPainter, rect: QRectF, name: str, age: int, color: int, words: tuple[str, ...] | list[str],
               featured: str | None, card_set: str = "cities") -> None:
    """Draw a city card (Cities of Destiny) into ``rect``: its color, the six icon
    positions ``words`` (icon words in :data:`CITY_POSITIONS` order: basic icons,
    ``hex``, ``flag``, ``fountain``, ``plus``, ``arrow-left``/``-right``/``-up``,
    ``bonus-N``; a basic icon at ``top_middle`` is marked as a search icon), and
    between the two rows a panel with the title, the age badge (slate with a
    silver ring: the Cities mark), the featured icon ``featured`` (None: none) and
    a skyline. A city has no effects to print. ``card_set`` "relic" (Timbuktu)
    draws the relics' gold badge instead. Raises ValueError unless six words are
    given."""
    if len(words) != 6:
        raise ValueError(f"a city has six icon positions, got {len(words)}")
    w, h = rect.width(), rect.height()
    p.save()
    p.translate(rect.topLeft())
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    radius = w * 0.06
    grad = QLinearGradient(0, 0, 0, h)
    base = qcolor(color)
    grad.setColorAt(0, base.lighter(118))
    grad.setColorAt(1, base)
    p.setPen(QPen(qcolor(color, True), max(1.0, w * 0.018)))
    p.setBrush(grad)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
    # a second, inner line along the border: a city's frame
    p.setPen(QPen(qcolor(color, True), max(1.0, w * 0.01)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    inset = w * 0.018
    p.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius * 0.8, radius * 0.8)
    rects = city_icon_rects(w, h)
    m = rects["top_left"].left()
    body = QRectF(m, rects["top_left"].bottom() + m, w - 2 * m,
                  rects["bottom_left"].top() - rects["top_left"].bottom() - 2 * m)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 253, 244, 235))
    p.drawRoundedRect(body, radius * 0.6, radius * 0.6)
    for pos, word in zip(CITY_POSITIONS, words):
        paint_icon_word(p, rects[pos], word, search=pos == "top_middle" and word in BASIC_WORDS)
    # the title, on one or two lines, atop the panel
    tf, lines, _, tr = _city_title(name, w, h)
    p.setFont(tf)
    p.setPen(QColor("#111111"))
    p.drawText(tr, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
    # below the title: the age badge and the featured icon side by side, then the skyline
    rest = QRectF(body.left(), tr.bottom(), body.width(), body.bottom() - tr.bottom())
    sky_h = rest.height() * 0.3 if w >= 90 else 0.0
    row = QRectF(rest.left(), rest.top(), rest.width(), rest.height() - sky_h)
    isz = max(4.0, min(row.height() * 0.8, row.width() * 0.3))
    gap = isz * 0.3
    left = row.center().x() - isz - gap / 2
    top = row.center().y() - isz / 2
    paint_age_badge(p, QRectF(left + isz * 0.1, top + isz * 0.1, isz * 0.8, isz * 0.8), color, age, card_set, w)
    if featured is not None:
        p.drawPixmap(QRectF(left + isz + gap, top, isz, isz).toRect(), icon_pixmap(featured, max(8, int(isz * 2))))
    if sky_h:
        sky = QRectF(rest.left() + rest.width() * 0.12, rest.bottom() - sky_h * 0.92, rest.width() * 0.76,
                     sky_h * 0.8)
        _paint_skyline(p, sky, QColor(60, 70, 84, 110))
    p.restore()


def paint_achievement_mark(p: QPainter, r: QRectF, counts: bool) -> None:
    """Mark a flag or fountain icon drawn in ``r`` on a board (Cities of Destiny):
    ``counts`` True, it is an achievement now: a gold ring around it and a gold
    star on its corner; False (a flag lost to an opponent who shows more cards of
    its color), it is greyed and struck through in red."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = r.width()
    if counts:
        p.setPen(QPen(QColor("#ffd54a"), max(2.0, s * 0.12)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(-s * 0.04, -s * 0.04, s * 0.04, s * 0.04), s * 0.2, s * 0.2)
        star = QPainterPath()
        rad = s * 0.26
        c = QPointF(r.right() - rad * 0.55, r.top() + rad * 0.55)      # inside the card's edge
        for k in range(10):
            a = math.radians(-90 + 36 * k)
            rr = rad if k % 2 == 0 else rad * 0.45
            pt = (c.x() + rr * math.cos(a), c.y() + rr * math.sin(a))
            if k == 0:
                star.moveTo(*pt)
            else:
                star.lineTo(*pt)
        star.closeSubpath()
        p.setPen(QPen(QColor("#5a3d00"), max(1.0, s * 0.04)))
        p.setBrush(QColor("#ffd54a"))
        p.drawPath(star)
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(60, 60, 60, 150))
        p.drawRoundedRect(r, s * 0.16, s * 0.16)
        pen = QPen(QColor("#d32f2f"), max(2.0, s * 0.12))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        inset = s * 0.12
        p.drawLine(r.topLeft() + (r.center() - r.topLeft()) * 0.0 + QPointF(inset, inset),
                   r.bottomRight() - QPointF(inset, inset))
    p.restore()


def _paint_effects(p: QPainter, body: QRectF, effects: tuple[tuple[str, str], ...], dogma_icon: str | None,
                   w: float) -> None:
    pad = body.width() * 0.03
    weights = [max(1, len(t)) + 40 for _, t in effects]
    total = sum(weights)
    y = body.top() + pad
    avail = body.height() - 2 * pad
    lead = body.width() * 0.11
    font = QFont()
    font.setPixelSize(max(MIN_TEXT_PX, int(w * 0.075)))
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    # one font size for the whole card: the largest that fits every effect
    rects = []
    for wt in weights:
        hh = avail * wt / total
        rects.append(QRectF(body.left() + pad, y, body.width() - 2 * pad, hh - pad * 0.5))
        y += hh
    size = font.pixelSize()
    while size > MIN_TEXT_PX:
        font.setPixelSize(size)
        fm = QFontMetricsF(font)
        if all(fm.boundingRect(r.adjusted(lead + pad, 0, 0, 0), flags, t).height() <= r.height()
               for r, (_, t) in zip(rects, effects)):
            break
        size -= 1
    p.setFont(font)
    for r, (kind, text) in zip(rects, effects):
        if kind == "demand":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(60, 50, 40, 60))
            p.drawRoundedRect(r, 3, 3)
        ir = QRectF(r.left() + pad * 0.5, r.top() + min(pad, r.height() * 0.1), lead, lead)
        if dogma_icon is not None:          # (every card with effects has one)
            p.drawPixmap(ir.toRect(), icon_pixmap(dogma_icon, max(8, int(lead * 2))))
        p.setPen(QColor("#151515"))
        _draw_elided(p, r.adjusted(lead + pad, 0, 0, 0), text, flags)


def _draw_elided(p: QPainter, rect: QRectF, text: str, flags: int) -> None:
    """Draw ``text`` word-wrapped in ``rect`` with the painter's font; if it does
    not fit, as many words as fit followed by an ellipsis."""
    fm = QFontMetricsF(p.font())

    def fits(t: str) -> bool:
        br = fm.boundingRect(rect, flags, t)
        return br.height() <= rect.height() + 0.5 and br.width() <= rect.width() + 0.5

    if fits(text):
        p.drawText(rect, flags, text)
        return
    words = text.split()
    lo, hi = 0, len(words)          # the most words that fit with the ellipsis
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(" ".join(words[:mid]) + "\u2026"):
            lo = mid
        else:
            hi = mid - 1
    short = " ".join(words[:lo]) + "\u2026" if lo else fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    p.drawText(rect, flags, short)


def count_badge_rect(card: QRectF) -> QRectF:
    """Where :func:`paint_back` draws the count badge of a pile whose top card
    lies in ``card`` (bottom right, in the same coordinates)."""
    w, h = card.width(), card.height()
    return QRectF(card.left() + w * 0.52, card.top() + h * 0.72, w * 0.44, h * 0.24)


def paint_back(p: QPainter, rect: QRectF, age: int, count: int | None = None, card_set: str = "base") -> None:
    """Draw a card back showing its age (and, if given, a count badge). An
    Artifacts back (``card_set="artifacts"``) is blue-grey with a small "A"; an
    Echoes back (``card_set="echoes"``) is teal with a small "E"; a Cities back
    (``card_set="cities"``) is terracotta with a small "C" and a skyline."""
    w, h = rect.width(), rect.height()
    p.save()
    p.translate(rect.topLeft())
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if card_set == "artifacts":
        shade = QColor.fromHsv(205, 70, max(60, 185 - age * 10))
    elif card_set == "echoes":
        shade = QColor.fromHsv(170, 90, max(60, 180 - age * 10))
    elif card_set == "cities":
        shade = QColor.fromHsv(12, 105, max(70, 190 - age * 10))
    else:
        shade = QColor.fromHsv(30, 60, max(70, 200 - age * 11))
    p.setPen(QPen(QColor("#2a2118"), max(1.0, w * 0.02)))
    p.setBrush(shade)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.07, w * 0.07)
    inner = QRectF(w * 0.1, h * 0.1, w * 0.8, h * 0.8)
    p.setPen(QPen(QColor(255, 240, 210, 150), max(1.0, w * 0.02)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, w * 0.05, w * 0.05)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(7, int(min(w * 0.5, h * 0.4))))
    p.setFont(f)
    p.setPen(QColor("#fff7e6"))
    p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, str(age))
    if card_set in ("artifacts", "echoes", "cities"):     # an expansion's back: its letter in the corner
        f2 = QFont(f)
        f2.setPixelSize(max(6, int(h * 0.16)))
        p.setFont(f2)
        p.drawText(
            QRectF(w * 0.12, h * 0.1, w * 0.4, h * 0.22),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            {"artifacts": "A", "echoes": "E"}.get(card_set, "C"),
        )
        p.setFont(f)
    if card_set == "cities" and w >= 60:       # and a skyline in the top right corner of the frame
        _paint_skyline(p, QRectF(w * 0.46, h * 0.13, w * 0.38, h * 0.13), QColor(255, 240, 210, 130))
    if count is not None:
        br = count_badge_rect(QRectF(0, 0, w, h))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 20, 20, 200))
        p.drawRoundedRect(br, br.height() / 2, br.height() / 2)
        f.setPixelSize(max(7, int(br.height() * 0.7)))
        p.setFont(f)
        p.setPen(QColor("white"))
        p.drawText(br, Qt.AlignmentFlag.AlignCenter, str(count))
    p.restore()


#: A card's effect texts as drawn (:func:`cardtext.effects`): the language's words are in the key.
TextsKey = tuple[tuple[str, str], ...]
#: A face drawn: (card, width, edition, effect texts).
FaceKey = tuple[int, int, str, TextsKey]

#: Card faces drawn so far, least recently used first: (card, width, edition, effect
#: texts) -> QPixmap; at most FACES_MAX of them.
_FACES: OrderedDict[FaceKey, QPixmap] = OrderedDict()
FACES_MAX = 1024
#: The widths each face is drawn at in _FACES: (card, edition, texts) -> widths.
_WIDTHS: dict[tuple[int, str, TextsKey], set[int]] = {}


def card_pixmap(cid: int, width: int, edition: str = "third") -> QPixmap:
    """The face of a card as a pixmap ``width`` pixels wide, its effect texts in
    the user's language (cached by card, size, edition and those texts, so a change
    of language draws new faces)."""
    key = (cid, width, edition, cardtext.effects(cid, edition))
    pm = _FACES.get(key)
    if pm is not None:
        _FACES.move_to_end(key)
        return pm
    return _keep(key, _card_pixmap(*key))


def _keep(key: FaceKey, pm: QPixmap) -> QPixmap:
    _FACES[key] = pm
    _WIDTHS.setdefault((key[0], key[2], key[3]), set()).add(key[1])
    while len(_FACES) > FACES_MAX:
        (c, w, e, t), _ = _FACES.popitem(last=False)
        widths = _WIDTHS[c, e, t]
        widths.discard(w)
        if not widths:
            del _WIDTHS[c, e, t]
    return pm


def card_pixmap_soon(cid: int, width: int, edition: str, widget: QWidget) -> QPixmap:
    """:func:`card_pixmap` for a paint event of ``widget``, without drawing a face
    there when it can wait: a face not drawn yet at ``width`` but drawn at another
    width is given scaled from that one (a blit), and drawn exactly in idle time,
    a few milliseconds of drawing per turn of the event loop, ``widget`` being
    repainted then. When the cards change size (the window, the prompt or the
    opponents' room changed), a whole table of faces is then not drawn in one
    paint (about 0.8 ms a face: 50-70 ms for a table). A face never drawn is drawn
    at once; with ``SETTINGS.face_stand_ins`` off (tests, screenshots) every face is."""
    texts = cardtext.effects(cid, edition)
    key = (cid, width, edition, texts)
    pm = _FACES.get(key)
    if pm is not None:
        _FACES.move_to_end(key)
        return pm
    widths = _WIDTHS.get((cid, edition, texts))
    if not widths or not SETTINGS.face_stand_ins:
        return _keep(key, _card_pixmap(*key))
    near = min(widths, key=lambda w: (w < width, abs(w - width)))     # larger ones scale down better
    _LATER.want(key, widget)
    return _FACES[cid, near, edition, texts].scaled(
        width,
        int(round(width * RATIO)),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


class _Later:
    """The faces :func:`card_pixmap_soon` left for idle time, and who shows them."""

    #: Drawing per turn of the event loop, at most about this long (seconds).
    BUDGET_S = 0.005

    def __init__(self) -> None:
        self.keys: dict[FaceKey, None] = {}
        self.widgets: list[QWidget] = []
        self.timer: QTimer | None = None

    def want(self, key: FaceKey, widget: QWidget) -> None:
        self.keys[key] = None
        if widget not in self.widgets:
            self.widgets.append(widget)
        if self.timer is None:
            self.timer = QTimer()
            self.timer.setSingleShot(True)
            self.timer.setInterval(1)      # 1 ms, not 0: other timers get their turn between steps
            self.timer.timeout.connect(self._step)
        if not self.timer.isActive():
            self.timer.start()

    def _step(self) -> None:
        t0 = time.perf_counter()
        while self.keys and time.perf_counter() - t0 < self.BUDGET_S:
            key = next(iter(self.keys))
            del self.keys[key]
            if key not in _FACES:
                _keep(key, _card_pixmap(*key))
        widgets, self.widgets = self.widgets, [] if not self.keys else self.widgets
        for w in widgets:
            try:
                w.update()
            except RuntimeError:      # deleted meanwhile
                pass
        if self.keys and self.timer is not None:
            self.timer.start()


_LATER = _Later()


def _card_pixmap(cid: int, width: int, edition: str, _texts: TextsKey) -> QPixmap:
    h = int(round(width * RATIO))
    img = QImage(width, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    paint_card(p, QRectF(0, 0, width, h), cid, edition)
    p.end()
    return QPixmap.fromImage(img)


@lru_cache(maxsize=256)
def back_pixmap(age: int, width: int, count: int | None = None, card_set: str = "base") -> QPixmap:
    """A card back of ``age`` (of ``card_set``: ``"base"``, ``"artifacts"``, ``"echoes"`` or ``"cities"``)
    as a pixmap."""
    h = int(round(width * RATIO))
    img = QImage(width, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    paint_back(p, QRectF(0, 0, width, h), age, count, card_set)
    p.end()
    return QPixmap.fromImage(img)


_TMP: str | None = None


def remove_card_images() -> None:
    """Delete the folder of card pictures written for tooltips (run at exit; the
    next :func:`card_image_path` makes a new one)."""
    global _TMP
    folder, _TMP = _TMP, None
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)


def card_image_path(cid: int, width: int = 240, edition: str = "third") -> str:
    """A PNG file of the card face (for rich-text tooltips), written once per run."""
    global _TMP
    if _TMP is None:
        _TMP = tempfile.mkdtemp(prefix="innovation-cards-")
        atexit.register(remove_card_images)
    lang = zlib.crc32(repr(cardtext.effects(cid, edition)).encode())    # the texts' language
    palette = "hc" if high_contrast() else "std"
    path = os.path.join(_TMP, f"{cid}-{width}-{edition}-{lang:08x}-{palette}.png")
    if not os.path.exists(path):
        card_pixmap(cid, width, edition).save(path, "PNG")
    return path
