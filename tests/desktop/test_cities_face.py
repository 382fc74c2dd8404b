"""Cities of Destiny in the app, the parts that need no game: the city face (six
icon positions where a splay reveals what the reference's table says, our own
drawings of the special icons, the search mark, bonus numbers), the Cities back,
the dialogs' option and ``serve --expansions``."""
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from engine.datafiles import resource_bytes

CITY_WORDS = ("flag", "fountain", "plus", "arrow-left", "arrow-right", "arrow-up")


def _render(fn, w=200):
    from innovation_desktop.table.cardface import RATIO
    h = int(round(w * RATIO))
    img = QImage(w, h, QImage.Format_ARGB32)
    img.fill(Qt.transparent)
    p = QPainter(img)
    fn(p, QRectF(0, 0, w, h))
    p.end()
    return img


def test_every_city_icon_has_a_drawing_of_our_own(qapp):
    from PySide6.QtSvg import QSvgRenderer
    from innovation_desktop.table.cardface import icon_pixmap
    for word in CITY_WORDS:
        svg = resource_bytes("icons", f"{word}.svg")
        assert b"Cities of Destiny" in svg          # each says what it stands for
        assert QSvgRenderer(svg).isValid()
        img = icon_pixmap(word, 32).toImage()
        assert img.pixelColor(16, 16).alpha() > 0   # it draws something in its middle


def test_the_six_positions_lie_where_the_splays_reveal_them(qapp):
    """Reference table: left shows bottom_right and top_right, right top_left and
    bottom_left, up the bottom row; top_middle never shows on a covered card."""
    from innovation_desktop.table.cardface import RATIO, city_icon_rects, icon_rects
    from innovation_desktop.table.widgets import STRIP
    w = 120.0
    h = w * RATIO
    r = city_icon_rects(w, h)
    tl, bl, bm, br = icon_rects(w, h)
    assert (r["top_left"], r["bottom_left"], r["bottom_middle"], r["bottom_right"]) == (tl, bl, bm, br)
    strip = w * STRIP
    left_strip = QRectF(w - strip - 0.01, 0, strip + 0.02, h)          # a left splay shows the right column
    right_strip = QRectF(-0.01, 0, strip + 0.02, h)
    up_strip = QRectF(0, h - strip - 0.01, w, strip + 0.02)
    shown = {"left": {k for k, q in r.items() if left_strip.contains(q)},
             "right": {k for k, q in r.items() if right_strip.contains(q)},
             "up": {k for k, q in r.items() if up_strip.contains(q)}}
    assert shown == {"left": {"top_right", "bottom_right"}, "right": {"top_left", "bottom_left"},
                     "up": {"bottom_left", "bottom_middle", "bottom_right"}}


def test_a_city_face_draws_its_six_icons_search_mark_and_bonus(qapp):
    from innovation_desktop.table.cardface import city_icon_rects, paint_city
    words = ("bonus-10", "clock", "hex", "clock", "bonus-10", "crown")        # Houston: a clock search icon
    img = _render(lambda p, r: paint_city(p, r, "Houston", 9, 0, words, "clock"))
    rects = city_icon_rects(img.width(), img.height())
    for pos in rects:                            # every position is drawn (no card color shows in its middle)
        c = rects[pos].center()
        assert img.pixelColor(int(c.x()), int(c.y())) != img.pixelColor(3, int(img.height() / 2))
    plain = _render(lambda p, r: paint_city(p, r, "Houston", 9, 0, ("bonus-10", "fountain", "hex", "clock",
                                                                     "bonus-10", "crown"), "clock"))
    tm = rects["top_middle"]
    corner = (int(tm.right() - tm.width() * 0.25), int(tm.bottom() - tm.height() * 0.25))
    assert img.pixelColor(*corner) != plain.pixelColor(*corner)      # the magnifying glass
    other = _render(lambda p, r: paint_city(p, r, "Houston", 9, 0, ("bonus-3", "clock", "hex", "clock",
                                                                     "bonus-3", "crown"), "clock"))
    tl = rects["top_left"].toRect()
    assert img.copy(tl) != other.copy(tl)        # the bonus's number is written on it


def test_a_city_needs_six_positions(qapp):
    import pytest
    from innovation_desktop.table.cardface import paint_city
    img = QImage(10, 14, QImage.Format_ARGB32)
    p = QPainter(img)
    try:
        with pytest.raises(ValueError, match="six icon positions"):
            paint_city(p, QRectF(0, 0, 10, 14), "X", 1, 0, ("crown",) * 4, None)
    finally:
        p.end()


def test_the_cities_back_is_its_own(qapp):
    from innovation_desktop.table.cardface import back_pixmap
    cities = back_pixmap(3, 80, 5, "cities").toImage()
    base = back_pixmap(3, 80, 5).toImage()
    echoes = back_pixmap(3, 80, 5, "echoes").toImage()
    at = (40, 20)
    assert cities.pixelColor(*at) != base.pixelColor(*at) and cities.pixelColor(*at) != echoes.pixelColor(*at)
    assert cities.pixelColor(*at) != QColor(0, 0, 0, 0)


def test_serve_reads_its_expansions():
    from innovation_desktop.net.cli import parser
    from innovation_desktop.net.serve import expansion_words
    assert expansion_words("Echoes, cities") == ["echoes", "cities"]
    assert expansion_words("cities", artifacts=True) == ["cities", "artifacts"]
    assert expansion_words("") == []
    args = parser().parse_args(["serve", "--code", "x", "--seats", "remote,easy", "--expansions",
                                "artifacts,echoes,cities"])
    assert expansion_words(args.expansions, args.artifacts) == ["artifacts", "echoes", "cities"]


def test_the_new_game_and_host_dialogs_offer_cities_with_the_others(qtbot):
    from innovation_desktop.table.dialogs import NewGameDialog, cities_available
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    for box in (dlg.artifacts, dlg.echoes, dlg.cities):
        box.setChecked(False)
    assert dlg.cities.isEnabled() == cities_available()
    if not cities_available():
        assert "Not available" in dlg.cities.toolTip()
        return
    dlg.cities.setChecked(True)
    assert dlg.options()["expansions"] == ["cities"]
    dlg.echoes.setChecked(True)
    assert dlg.options()["expansions"] == ["echoes", "cities"]
    if dlg.artifacts.isEnabled():
        dlg.artifacts.setChecked(True)
        assert dlg.options()["expansions"] == ["artifacts", "echoes", "cities"]
    dlg.edition.setCurrentIndex(dlg.edition.findData("fourth"))     # no expansion with the fourth edition
    assert not dlg.cities.isEnabled() and not dlg.cities.isChecked() and dlg.options()["expansions"] == []
    dlg.edition.setCurrentIndex(dlg.edition.findData("third"))
    assert dlg.cities.isEnabled()
