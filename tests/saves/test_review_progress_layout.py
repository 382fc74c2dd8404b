"""The review panel's progress (issue 30): its words are on a line of their own under
the bar, never drawn over it, in English and Spanish, at any step of a review."""
from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")


@pytest.fixture
def replay(qtbot, tmp_path):
    from engine import Game
    from engine.ai import EasyPlayer
    from innovation_desktop.library.saves_ui import open_replay
    from innovation_desktop.saves import store as saves
    g = Game.new(["Ann", "Bob"], seed=4)
    agents = [EasyPlayer(4), EasyPlayer(5)]
    while not g.over and len(g.record) < 12:
        g.apply(agents[g.pending.player].choose(g))
    p = tmp_path / "game.json"
    saves.save_game(g, p)

    def make():
        v = open_replay(p)
        qtbot.addWidget(v)
        v.resize(1600, 1000)
        v.show()
        qtbot.waitExposed(v)
        return v
    return make


def _rect_in(panel, w):
    from PySide6.QtCore import QRect
    return QRect(w.mapTo(panel, w.rect().topLeft()), w.size())


def _check(panel, qapp) -> None:
    for msg, want in ((("progress", "quick", 7, 40), "7 of 40"), (("progress", "deep", 33, 40), "33 of 40")):
        panel._on_message(msg)
        qapp.processEvents()
        assert not panel.progress.isTextVisible()            # the bar draws no words over itself
        assert panel.progress_text.isVisible() and want.split()[0] in panel.progress_text.text()
        assert want.split()[-1] in panel.progress_text.text()
        bar, words = _rect_in(panel, panel.progress), _rect_in(panel, panel.progress_text)
        assert not bar.intersects(words) and words.top() >= bar.bottom()
        # the whole text shows: the label is as tall as its wrapped text needs
        assert panel.progress_text.height() >= panel.progress_text.heightForWidth(panel.progress_text.width())
    assert panel.progress.value() == 50 + int(50 * 33 / 40)


def test_the_progress_words_lie_under_the_bar(qtbot, qapp, replay):
    v = replay()
    panel = v.review
    assert panel.progress_text.text() == "not reviewed"
    _check(panel, qapp)
    panel._on_message(("pass-done", "deep", False))
    panel._on_message(("error", "boom"))
    assert panel.progress_text.text() == "the review failed"
    v.close()


def test_the_progress_words_lie_under_the_bar_in_spanish(qtbot, qapp, replay):
    from innovation_desktop import i18n
    try:
        i18n.install(qapp, "es")
        v = replay()
        panel = v.review
        assert panel.progress_text.text() and panel.progress_text.text() != "not reviewed"
        _check(panel, qapp)
        assert "de 40" in panel.progress_text.text()
        v.close()
    finally:
        i18n.uninstall(qapp)
