"""Card faces and backs drawn with QPainter (no published artwork), and the icons.

:func:`card_pixmap` and :func:`back_pixmap` cache their images by size, so a
repaint of the table only blits pixmaps.
"""
from __future__ import annotations

import os
import tempfile
from functools import lru_cache
from importlib import resources as _res

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from engine import CARDS, ICONS

#: Card background colors (light enough for dark text) and their border colors.
CARD_COLORS = {
    0: ("#5b93d6", "#1f4f8c"),   # blue
    1: ("#dc6a5c", "#8c2a1f"),   # red
    2: ("#6cb76b", "#2b6b2a"),   # green
    3: ("#e9cc54", "#8c7414"),   # yellow
    4: ("#a47ad0", "#58318a"),   # purple
}
COLOR_NAMES = ("blue", "red", "green", "yellow", "purple")
RATIO = 1.4  # card height / width
#: The smallest text drawn on a card face, in pixels (10 px is 7.5 pt at 96 dpi).
MIN_TEXT_PX = 10


def qcolor(color: int, dark: bool = False) -> QColor:
    """The QColor of a card color number."""
    return QColor(CARD_COLORS[color][1 if dark else 0])


@lru_cache(maxsize=None)
def _svg_bytes(icon: str) -> bytes:
    return _res.files("resources").joinpath("icons", f"{icon}.svg").read_bytes()


@lru_cache(maxsize=None)
def icon_renderer(icon: str) -> QSvgRenderer:
    """The SVG renderer of an icon (``crown``, ``leaf``... or ``hex``)."""
    return QSvgRenderer(QByteArray(_svg_bytes(icon)))


@lru_cache(maxsize=512)
def icon_pixmap(icon: str, size: int) -> QPixmap:
    """An icon as a square pixmap of ``size`` pixels."""
    img = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    icon_renderer(icon).render(p, QRectF(0, 0, size, size))
    p.end()
    return QPixmap.fromImage(img)


def _fit_text(p: QPainter, rect: QRectF, text: str, font: QFont, flags, min_px: float = 6.0) -> QFont:
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
    featured icon, demands on a darker band."""
    c = CARDS[cid]
    w, h = rect.width(), rect.height()
    p.save()
    p.translate(rect.topLeft())
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    radius = w * 0.06
    grad = QLinearGradient(0, 0, 0, h)
    base = qcolor(c.color)
    grad.setColorAt(0, base.lighter(118))
    grad.setColorAt(1, base)
    p.setPen(QPen(qcolor(c.color, True), max(1.0, w * 0.018)))
    p.setBrush(grad)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
    rects = icon_rects(w, h)
    for pos, r in enumerate(rects):
        p.drawPixmap(r.toRect(), icon_pixmap(ICONS[c.icons[pos]], max(8, int(r.width() * 2))))
    # age, top right, in a circle
    s = rects[0].width()
    m = rects[0].left()
    age_r = QRectF(w - m - s * 0.8, m, s * 0.8, s * 0.8)
    p.setPen(QPen(QColor("#1b1b1b"), max(1.0, w * 0.012)))
    p.setBrush(QColor("#fbf6e6"))
    p.drawEllipse(age_r)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(6, int(age_r.height() * 0.62)))
    p.setFont(f)
    p.setPen(QColor("#1b1b1b"))
    p.drawText(age_r, Qt.AlignCenter, str(c.age))
    effects = c.effects_for(edition)
    body = QRectF(m, rects[0].bottom() + m, w - 2 * m, rects[1].top() - rects[0].bottom() - 2 * m)
    compact = w < 90 or not effects
    if not compact:
        # title between the top-left icon and the age: shrunk to fit, never below
        # MIN_TEXT_PX (then elided)
        title_r = QRectF(rects[0].right() + m, m, age_r.left() - rects[0].right() - 2 * m, s)
        f = QFont()
        f.setBold(True)
        f.setPixelSize(max(MIN_TEXT_PX, int(s * 0.42)))
        flags = Qt.AlignCenter | Qt.TextWordWrap
        f = _fit_text(p, title_r, c.name, f, flags, min_px=MIN_TEXT_PX)
        br = QFontMetricsF(f).boundingRect(title_r, flags, c.name)
        title_in_body = br.width() > title_r.width() + 0.5 or br.height() > title_r.height() + 0.5
        if not title_in_body:
            p.setFont(f)
            p.setPen(QColor("#111111"))
            p.drawText(title_r, flags, c.name)
    # effects panel
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(255, 253, 244, 235))
    p.drawRoundedRect(body, radius * 0.6, radius * 0.6)
    if not compact:
        if title_in_body:      # too long beside the icon: a title line atop the effects
            f = QFont()
            f.setBold(True)
            f.setPixelSize(max(MIN_TEXT_PX, min(13, int(w * 0.1))))
            fm = QFontMetricsF(f)
            tr = QRectF(body.left() + 1, body.top(), body.width() - 2, fm.height() + 1)
            p.setFont(f)
            p.setPen(QColor("#111111"))
            p.drawText(tr, Qt.AlignCenter, fm.elidedText(c.name, Qt.ElideRight, tr.width()))
            body = body.adjusted(0, tr.height(), 0, 0)
        _paint_effects(p, body, effects, ICONS[c.dogma_icon], w)
    else:
        # a small card: the title across the panel, legible (elided), then the
        # featured icon; no rules text (the tooltip shows the whole face)
        f = QFont()
        f.setBold(True)
        f.setPixelSize(max(MIN_TEXT_PX, min(13, int(w * 0.17))))
        fm = QFontMetricsF(f)
        tr = QRectF(body.left() + 1, body.top() + 1, body.width() - 2, fm.height() + 1)
        p.setFont(f)
        p.setPen(QColor("#111111"))
        p.drawText(tr, Qt.AlignCenter, fm.elidedText(c.name, Qt.ElideRight, tr.width()))
        rest = QRectF(body.left(), tr.bottom(), body.width(), body.bottom() - tr.bottom())
        isz = max(4.0, min(rest.width(), rest.height()) * 0.8)
        ir = QRectF(rest.center().x() - isz / 2, rest.center().y() - isz / 2, isz, isz)
        p.drawPixmap(ir.toRect(), icon_pixmap(ICONS[c.dogma_icon], max(8, int(isz * 2))))
    p.restore()


def _paint_effects(p: QPainter, body: QRectF, effects, dogma_icon: str, w: float) -> None:
    pad = body.width() * 0.03
    weights = [max(1, len(t)) + 40 for _, t in effects]
    total = sum(weights)
    y = body.top() + pad
    avail = body.height() - 2 * pad
    lead = body.width() * 0.11
    font = QFont()
    font.setPixelSize(max(MIN_TEXT_PX, int(w * 0.075)))
    flags = Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap
    # one font size for the whole card: the largest that fits every effect
    rects = []
    for (kind, text), wt in zip(effects, weights):
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
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(60, 50, 40, 60))
            p.drawRoundedRect(r, 3, 3)
        ir = QRectF(r.left() + pad * 0.5, r.top() + min(pad, r.height() * 0.1), lead, lead)
        p.drawPixmap(ir.toRect(), icon_pixmap(dogma_icon, max(8, int(lead * 2))))
        p.setPen(QColor("#151515"))
        _draw_elided(p, r.adjusted(lead + pad, 0, 0, 0), text, flags)


def _draw_elided(p: QPainter, rect: QRectF, text: str, flags) -> None:
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
    short = " ".join(words[:lo]) + "\u2026" if lo else fm.elidedText(text, Qt.ElideRight, rect.width())
    p.drawText(rect, flags, short)


def paint_back(p: QPainter, rect: QRectF, age: int, count: int | None = None) -> None:
    """Draw a card back showing its age (and, if given, a count badge)."""
    w, h = rect.width(), rect.height()
    p.save()
    p.translate(rect.topLeft())
    p.setRenderHint(QPainter.Antialiasing)
    shade = QColor.fromHsv(30, 60, max(70, 200 - age * 11))
    p.setPen(QPen(QColor("#2a2118"), max(1.0, w * 0.02)))
    p.setBrush(shade)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.07, w * 0.07)
    inner = QRectF(w * 0.1, h * 0.1, w * 0.8, h * 0.8)
    p.setPen(QPen(QColor(255, 240, 210, 150), max(1.0, w * 0.02)))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(inner, w * 0.05, w * 0.05)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(7, int(min(w * 0.5, h * 0.4))))
    p.setFont(f)
    p.setPen(QColor("#fff7e6"))
    p.drawText(QRectF(0, 0, w, h), Qt.AlignCenter, str(age))
    if count is not None:
        br = QRectF(w * 0.52, h * 0.72, w * 0.44, h * 0.24)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(20, 20, 20, 200))
        p.drawRoundedRect(br, br.height() / 2, br.height() / 2)
        f.setPixelSize(max(7, int(br.height() * 0.7)))
        p.setFont(f)
        p.setPen(QColor("white"))
        p.drawText(br, Qt.AlignCenter, str(count))
    p.restore()


@lru_cache(maxsize=1024)
def card_pixmap(cid: int, width: int, edition: str = "third") -> QPixmap:
    """The face of a card as a pixmap ``width`` pixels wide (cached)."""
    h = int(round(width * RATIO))
    img = QImage(width, h, QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    paint_card(p, QRectF(0, 0, width, h), cid, edition)
    p.end()
    return QPixmap.fromImage(img)


@lru_cache(maxsize=256)
def back_pixmap(age: int, width: int, count: int | None = None) -> QPixmap:
    """A card back of ``age`` as a pixmap (cached)."""
    h = int(round(width * RATIO))
    img = QImage(width, h, QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    paint_back(p, QRectF(0, 0, width, h), age, count)
    p.end()
    return QPixmap.fromImage(img)


_TMP: str | None = None


def card_image_path(cid: int, width: int = 240, edition: str = "third") -> str:
    """A PNG file of the card face (for rich-text tooltips), written once per run."""
    global _TMP
    if _TMP is None:
        _TMP = tempfile.mkdtemp(prefix="innovation-cards-")
    path = os.path.join(_TMP, f"{cid}-{width}-{edition}.png")
    if not os.path.exists(path):
        card_pixmap(cid, width, edition).save(path, "PNG")
    return path
