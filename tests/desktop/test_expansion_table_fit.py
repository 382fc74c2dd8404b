"""The prompt bar's strip of answer buttons (a Cities turn has five: Draw, Meld,
Dogma, Achieve, Endorse; wider in Spanish) shows them whole, without a scroll bar
over them, when the bar has room: a short prompt leaves the buttons the rest of
the bar. And ``--screenshot`` draws the table once its layout has settled, not a
pass before (the docs' pictures showed a scroll bar the next pass removed), at the
size asked also for a save opened in the replay viewer."""
from __future__ import annotations

import os

import pytest

from .test_layout import POS, close, open_table


def strip_whole(win) -> bool:
    p = win.prompt
    return p.strip.width() >= p.strip_need() and not p.strip.horizontalScrollBar().isVisible()


@pytest.fixture(params=["en", "es"])
def lang(request, qapp):
    from innovation_desktop import i18n
    if request.param == "es":
        i18n.install(qapp, "es")
    yield request.param
    i18n.uninstall(qapp)


@pytest.mark.parametrize("name", ["cities.json", "echoes.json"])
def test_the_answer_buttons_show_whole_at_1280x800(qtbot, lang, name):
    win = open_table(qtbot, name, (1280, 800))
    try:
        qtbot.waitUntil(lambda: strip_whole(win), timeout=2000)
        p = win.prompt
        assert p.text.width() >= p.WORDS_FLOOR
        if name == "cities.json":
            assert "endorse" in p.buttons and p.buttons["endorse"].visibleRegion().boundingRect().width() \
                == p.buttons["endorse"].width()
    finally:
        close(win)


def test_the_share_holds_when_the_bar_is_narrower_than_its_parts_would_like(qtbot):
    """Shrunk step by step (a window manager's resize): the words' width hint is
    their share, so the layout, which then shrinks from the size hints and not by
    the stretch factors, keeps it."""
    win = open_table(qtbot, "cities.json", (1600, 1000))
    try:
        for w in range(1560, 1279, -40):
            win.resize(w, 800)
            qtbot.wait(1)
        qtbot.waitUntil(lambda: strip_whole(win), timeout=2000)
        assert win.prompt.text.sizeHint().width() == win.prompt.text.share
    finally:
        close(win)


def test_the_screenshot_waits_for_the_layout_to_settle(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from innovation_desktop import app as app_mod
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    seen = {}
    real = app_mod.when_settled

    def spy(win, then, **kw):
        def grab():
            seen["whole"] = strip_whole(win)
            seen["sig"] = app_mod.layout_signature(win)
            then()
        real(win, grab, **kw)
    monkeypatch.setattr(app_mod, "when_settled", spy)
    shot = tmp_path / "x.png"
    try:
        assert app_mod.main(["--position", os.path.join(POS, "cities.json"), "--seats", "human,easy",
                             "--size", "1280x800", "--screenshot", str(shot)]) == 0
    finally:
        from innovation_desktop.windows import main_window
        w = main_window()
        if w is not None and getattr(w, "session", None) is not None:
            w.session.close()
            w.session.runner.wait()
        for top in QApplication.topLevelWidgets():
            top.close()
    assert shot.stat().st_size > 0 and seen["whole"]


@pytest.mark.parametrize("how", ["--replay", "--open"])
def test_a_saved_echoes_and_cities_game_is_drawn_at_the_size_asked(qtbot, tmp_path, monkeypatch, how):
    """``--replay SAVE --size 1280x800 --screenshot PNG`` drew the replay viewer at
    the offscreen screen's 800x800 (fitted to a screen nobody sees): the picture
    is the size asked, whatever opens the save."""
    import random

    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from engine import Game
    from engine.ai import random_answer
    from innovation_desktop import app as app_mod
    from innovation_desktop.saves import store as saves
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    g = Game.new(["Ann", "Bob"], seed=11, expansions=["echoes", "cities"])
    rng = random.Random(5)
    for _ in range(60):
        g.apply(random_answer(g.pending, rng))
    save = tmp_path / "ec.json"
    saves.save_game(g, save, {"seats": ["human", "human"]})
    shot = tmp_path / "x.png"
    try:
        assert app_mod.main([how, str(save), "--size", "1280x800", "--screenshot", str(shot)]) == 0
    finally:
        for top in QApplication.topLevelWidgets():
            s = getattr(top, "session", None)
            if s is not None and hasattr(s, "close"):
                s.close()
                if getattr(s, "runner", None) is not None:
                    s.runner.wait()
            top.close()
    im = QImage(str(shot))
    assert (im.width(), im.height()) == (1280, 800)


@pytest.mark.parametrize("expansions,n", [(("artifacts", "echoes", "cities"), 3), (("echoes", "cities"), 2)])
def test_fifteen_special_achievements_fit_1280x800(qtbot, lang, expansions, n):
    """Echoes and Cities bring ten special achievements more: in two rows they made
    the supply wider than the table at 1280x800 (a scroll bar, the last ones and the
    opponents' zones cut). With rows of expansion piles below, they stand in as
    many rows as fit the supply's height."""
    from engine import Game
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ann", "Bob", "Cy"][:n], seed=4, expansions=list(expansions), relics="artifacts" in expansions)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human")] * n, ai_seed=1))
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    try:
        qtbot.wait(50)
        win._fit_cards()
        qtbot.wait(20)
        specials = [r for kind, _, r in win.supply.items() if kind == "special"]
        assert len(specials) == 15
        assert max(r.right() for r in specials) <= win.supply.width()
        assert max(r.bottom() for r in specials) <= win.supply.height()
        assert win.left_scroll.horizontalScrollBar().maximum() == 0
        others = [r for kind, _, r in win.supply.items() if kind != "special"]
        assert not any(a.intersects(b) for a in specials for b in others)
        assert not any(a.intersects(b) for i, a in enumerate(specials) for b in specials[i + 1:])
    finally:
        win.session.close()
        win.session.runner.wait()
