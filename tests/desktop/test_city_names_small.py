"""Long city names on small faces (issue 29): on an opponent's 64-pixel card a city's
name too long for the panel is elided with "…" (or set on two lines), never clipped;
every line drawn fits the title's rect by ``QFontMetrics`` of the font the face draws
it with; the whole name is in the pile's tooltip."""
from __future__ import annotations

import json
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

#: An opponent's card on a crowded table (``SETTINGS.compact_w``).
SMALL = 64


def _city_names() -> list[str]:
    with open(os.path.join(ROOT, "resources", "cities.json"), encoding="utf-8") as f:
        return [c["name"] for c in json.load(f)]


def _longest() -> str:
    return max(_city_names(), key=len)


def test_the_longest_city_name_is_elided_to_fit_a_64_pixel_card(qapp):
    from PySide6.QtGui import QFontMetrics
    from innovation_desktop.settings import Settings
    from innovation_desktop.table.cardface import RATIO, _city_title, title_shown_whole
    from engine import BY_NAME
    assert Settings().compact_w == SMALL
    name = _longest()
    assert name == "Constantinople"
    font, lines, elided, rect = _city_title(name, SMALL, round(SMALL * RATIO))
    fm = QFontMetrics(font)                 # the font the face draws the title with
    assert elided and not title_shown_whole(BY_NAME[name], SMALL)
    assert len(lines) == 1 and lines[0].endswith("\u2026") and name.startswith(lines[0][:-1])
    assert len(lines[0]) > 5                 # most of the name still shows
    assert fm.horizontalAdvance(lines[0]) <= rect.width()
    assert 0 <= rect.left() and rect.right() <= SMALL


@pytest.mark.parametrize("w", range(40, 128, 2))
def test_every_city_title_fits_its_rect_at_every_small_width(qapp, w):
    from PySide6.QtGui import QFontMetrics
    from innovation_desktop.table.cardface import RATIO, _city_title
    h = round(w * RATIO)
    for name in _city_names():
        font, lines, elided, rect = _city_title(name, w, h)
        fm = QFontMetrics(font)
        for line in lines:
            assert fm.horizontalAdvance(line) <= rect.width(), (name, w, line)
        assert elided or "".join(lines).replace(" ", "") == name.replace(" ", "")


def test_the_drawn_title_of_the_longest_name_stays_inside_its_rect(qapp):
    """The pixels: no ink of the title outside its rect (a clipped title would run
    to the rect's edges and beyond)."""
    from engine import BY_NAME
    from innovation_desktop.table.cardface import RATIO, _city_title, card_pixmap
    name = _longest()
    _, _, _, rect = _city_title(name, SMALL, round(SMALL * RATIO))
    img = card_pixmap(BY_NAME[name], SMALL).toImage()
    ink = [x for y in range(int(rect.top()) + 1, int(rect.bottom()))
           for x in range(img.width()) if max(img.pixelColor(x, y).getRgb()[:3]) < 70]
    assert ink, "the title is drawn"
    assert rect.left() - 0.5 <= min(ink) and max(ink) <= rect.right() + 0.5
    # and it leaves some of the panel free on both sides: elided, not cut at the edge
    assert min(ink) > rect.left() + 0.5 and max(ink) < rect.right() - 0.5


def test_an_opponents_64_pixel_city_shows_its_whole_name_in_the_tooltip(qtbot, tmp_path):
    from engine import BY_NAME
    from engine.position import build
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    doc = {"format": "innovation-position/1", "expansions": ["cities"], "seed": 3,
           "players": [{"name": "Ann", "board": {"blue": ["Tools"]}},
                       {"name": "Bob", "board": {"purple": ["Constantinople"], "red": ["Tenochtitlan"]}}]}
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(build(doc), [Seat("human"), Seat("greedy")], ai_seed=1))
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    try:
        zone = win.opp_zones[0]
        zone.set_card_w(SMALL)
        pile = next(p for p in zone.board.piles if p.cards == [BY_NAME["Constantinople"]])
        assert pile.card_w == SMALL
        img = pile.grab().toImage()
        assert img.width() >= SMALL
        tip = pile.tooltip_text(pile.card_rects()[-1].center().toPoint())
        assert "Constantinople" in tip
    finally:
        win.session.close()
        win.session.runner.wait()
