"""Reading the table (issue 26, "The table"): the prompt wraps and keeps its
count, a hint leaves with its decision."""
from __future__ import annotations

from engine.answers import Action
import os

from PySide6.QtGui import QTextDocument

from innovation_desktop.sessions.local import GameSession
from innovation_desktop.sessions.seats import Seat

from .conftest import ROOT

FIXTURES = os.path.join(ROOT, "tests", "fixtures")


def open_fixture(qtbot, name: str, size: tuple[int, int], seats: list[str]):
    from innovation_desktop.app import load_position
    from innovation_desktop.table.window import TableWindow
    g = load_position(os.path.join(FIXTURES, name))
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat(k) for k in seats], ai_seed=1))
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(30)
    win._fit_cards()
    qtbot.wait(30)
    return win


def close(win) -> None:
    win.session.close()
    win.session.runner.wait()


def shown(label) -> tuple[str, int]:
    """The plain text a prompt label shows, and on how many lines."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label.font())
    doc.setHtml(label.text())
    doc.setTextWidth(label.contentsRect().width())
    doc.size()
    n = sum(doc.findBlockByNumber(i).layout().lineCount() for i in range(doc.blockCount()))
    return doc.toPlainText(), n


def test_the_count_of_a_choice_always_shows(qtbot):
    """"You may return up to two cards" with seven cards to pick: the words wrap on
    two lines beside the buttons and the count ("choose 0 to 2, 0 chosen") shows
    whole; cut shorter, only the prompt gives way to "…"."""
    win = open_fixture(qtbot, "choose_up_to_two.json", (1280, 800), ["human", "easy"])
    label = win.prompt.text
    text, n = shown(label)
    assert n <= 2
    assert text.endswith("choose 0 to 2, 0 chosen"), text
    assert "return up to two cards" in text          # the words have their share of the bar
    win.toggle(win.session.view(0)["pending"]["options"][0])
    text, n = shown(label)
    assert text.endswith("choose 0 to 2, 1 chosen") and n <= 2
    for size in ((1024, 700), (900, 700)):          # narrower: the prompt is cut, never the count
        win.resize(*size)
        qtbot.wait(40)
        text, n = shown(label)
        assert n <= 2 and text.endswith("choose 0 to 2, 1 chosen"), (size, text)
    assert "\u2026" in text
    assert "choose 0 to 2, 1 chosen" in label.full_text() and "Quantum Theory" in label.full_text()
    close(win)


def test_a_long_tail_keeps_the_prompt_to_two_lines(qtbot, midgame_window):
    """A tail longer than the bar is cut too, and the two lines are kept."""
    label = midgame_window.prompt.text
    label.set_named("{name}: " + "a long prompt " * 20, "Ada", " \u2014 " + "choose 1 of many " * 30)
    text, n = shown(label)
    assert n <= 2 and "\u2026" in text
    label.set_named("{name}: short.", "Ada", " \u2014 choose 1, 0 chosen")
    text, n = shown(label)
    assert text == "Ada: short. \u2014 choose 1, 0 chosen" and n == 1


def test_the_words_get_the_room_the_buttons_leave(qtbot, midgame_window):
    """Few answer buttons: the strip of buttons takes only their width, the words the rest."""
    pb = midgame_window.prompt
    need = pb.area.sizeHint().width()
    assert need > 200                                  # Draw, Meld, Dogma, Achieve
    assert need - 8 <= pb.strip.width() <= need + 4   # all in view, no room wasted beside them
    assert pb.text.width() > pb.strip.width()
    win = midgame_window
    win.session.answer({"action": "draw"})             # the prompt is made again: the same share
    qtbot.wait(30)
    assert pb.area.sizeHint().width() - 8 <= pb.strip.width() <= pb.area.sizeHint().width() + 4
    pb.scroll(0, 0)                     # QWidget.scroll, not hidden by the strip (mypy found it)


def test_a_hint_leaves_the_status_bar_with_its_decision(midgame_window, qtbot):
    """The hint's sentence stays in the status bar only while its decision is open."""
    win = midgame_window
    assert win.hints.ask()
    qtbot.waitUntil(lambda: bool(win.hints.text), timeout=30000)
    why = win.hints.why
    assert why and win.statusBar().currentMessage() == why
    win.session.answer(win.hints.answer)
    qtbot.wait(20)
    assert win.statusBar().currentMessage() == ""
    assert "Hint:" not in win.prompt.text.full_text()
    win.statusBar().showMessage("Saved.")           # a later message is not the hint's to clear
    win.hints.drop_stale()
    assert win.statusBar().currentMessage() == "Saved."


def test_new_game_offers_the_last_setup_again(qtbot):
    """Start a game with three players, Strong in seat 3, first edition, Artifacts
    with Relics: the next New game offers all of it again, not Easy and defaults."""
    from innovation_desktop.table.dialogs import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert dlg.kinds[2].currentData() == "easy"          # the defaults, the first time
    dlg.count.setValue(3)
    dlg.names[1].setText("Bea")
    dlg.names[2].setText("Carl")
    dlg.kinds[1].setCurrentIndex(dlg.kinds[1].findData("random"))
    dlg.kinds[2].setCurrentIndex(dlg.kinds[2].findData("strong"))
    dlg.edition.setCurrentIndex(dlg.edition.findData("first"))
    if dlg.artifacts.isEnabled():
        dlg.artifacts.setChecked(True)
        dlg.relics.setChecked(True)
    dlg._check()
    assert dlg.result() == NewGameDialog.Accepted
    again = NewGameDialog()
    qtbot.addWidget(again)
    o = again.options()
    assert o["names"] == ["Ada", "Bea", "Carl"]
    assert [s.kind for s in o["seats"]] == ["human", "random", "strong"]
    assert o["edition"] == "first" and not o["teams"]
    assert o["expansions"] == (["artifacts"] if dlg.artifacts.isEnabled() else [])
    assert o["relics"] == dlg.artifacts.isEnabled()
    # four players and teams, then back
    again.count.setValue(4)
    again.teams.setChecked(True)
    again.kinds[3].setCurrentIndex(again.kinds[3].findData("strong"))
    again._check()
    third = NewGameDialog()
    qtbot.addWidget(third)
    assert third.count.value() == 4 and third.teams.isChecked()
    assert [third.kinds[i].currentData() for i in range(4)] == ["human", "random", "strong", "strong"]


def test_a_malformed_remembered_setup_is_forgotten_alone(qtbot):
    """A remembered setup that does not read is ignored (defaults offered); the
    other preferences stay."""
    import json
    from innovation_desktop.saves.paths import load_preferences, preferences_path
    from innovation_desktop.table.dialogs import NewGameDialog
    p = preferences_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps({"language": "es", "new_game": {"players": 7, "seats": ["wizard"]}}))
    assert load_preferences().language == "es" and load_preferences().new_game is None
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert dlg.count.value() == 2 and dlg.kinds[1].currentData() == "easy"


# ---- names from outside: direction, length, accents ------------------------------------
HEBREW = "\u05e9\u05e8\u05d4 \u05db\u05d4\u05df"                       # a Hebrew name (right to left)
STACKED = "B" + "".join(chr(0x0300 + i) for i in range(18)) + "runo"    # 18 accents on one letter
LONG = "Bartholomew Alexandros"


def named_table(qtbot, names: list[str], size=(1600, 1000)):
    """The mid-game position with its three players renamed ``names``, the first seat human."""
    import json
    from engine.position import build, play_moves
    from innovation_desktop.table.window import TableWindow
    from .conftest import MIDGAME
    text = open(MIDGAME, encoding="utf-8").read()
    for old, new in zip(("Ada", "Bruno", "Chen"), names):
        text = text.replace(json.dumps(old), json.dumps(new))
    doc = json.loads(text)
    g = build(doc)
    play_moves(g, doc.get("moves", []))
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("greedy"), Seat("greedy")], ai_seed=1))
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(20)
    return win


def test_a_hebrew_name_leaves_the_log_and_prompt_left_to_right(qtbot):
    """Lines that start with a right-to-left name still read left to right (the
    name is isolated; each line has the interface's direction)."""
    from PySide6.QtCore import Qt
    win = named_table(qtbot, [HEBREW, "Bruno", "Chen"])
    win.session.answer({"action": "draw"})
    qtbot.waitUntil(lambda: len(win.log.lines) >= 3, timeout=5000)
    lines = [t for t in win.log.lines if HEBREW in t]
    assert lines and all(f"\u2068{HEBREW}\u2069" in t for t in lines)
    doc = win.log.document()
    block = doc.begin()
    while block.isValid():
        if block.text().strip():
            assert block.textDirection() == Qt.LeftToRight, block.text()
        block = block.next()
    # the prompt ("שרה כהן: your turn ...") and the board's title too
    doc = QTextDocument()
    doc.setHtml(win.prompt.text.text())
    assert doc.begin().textDirection() == Qt.LeftToRight
    assert f"\u2068{HEBREW}\u2069" in win.prompt.text.full_text()
    assert f"\u2068{HEBREW}\u2069" in win.my_title.full_text()
    assert win.my_title.text().startswith("\u200e")        # led by the left-to-right mark
    close(win)


def test_a_latin_name_is_left_as_it_is():
    from innovation_desktop.plain import isolate, shown_name
    assert isolate("Ann") == "Ann" and shown_name("José") == "José"
    assert isolate(HEBREW) == f"\u2068{HEBREW}\u2069" == isolate(isolate(HEBREW))
    assert isolate("\u0639\u0644\u064a") == "\u2068\u0639\u0644\u064a\u2069"       # Arabic


def test_a_long_status_never_cuts_the_name(qtbot):
    """The turn marker beside a long name moves to a line of its own rather than
    cutting the name to "B…"; with a short name it stays beside it."""
    win = named_table(qtbot, [LONG, "Bruno", "Chen"])
    panel = win.panels[0]
    assert panel.title.full_text()                          # "▶ 2 actions left"
    assert not panel.name.is_elided() and panel.name.text() == LONG
    assert panel.marks_below()
    assert not panel.title.is_elided()
    assert not win.panels[1].marks_below() or not win.panels[1].title.full_text()
    close(win)
    win = named_table(qtbot, ["Ada", "Bruno", "Chen"])
    assert win.panels[0].title.full_text() and not win.panels[0].marks_below()
    close(win)


def test_stacked_accents_stay_on_their_line(qtbot):
    """A name with many accents on one letter is drawn with at most two of them:
    it stays within its line in the panel, the titles and the log."""
    from PySide6.QtGui import QFontMetrics
    import unicodedata
    win = named_table(qtbot, ["Ada", STACKED, "Chen"])
    win.session.answer({"action": "draw"})
    win.session.answer({"action": "draw"})
    qtbot.waitUntil(lambda: any("runo" in t for t in win.log.lines[3:]), timeout=10000)

    def most_marks(text: str) -> int:
        run = best = 0
        for ch in text:
            run = run + 1 if unicodedata.combining(ch) else 0
            best = max(best, run)
        return best
    panel = win.panels[1]
    assert most_marks(panel.name.text()) <= 2
    fm = QFontMetrics(panel.name.font())
    assert -fm.boundingRect(panel.name.text()).top() <= fm.ascent() * 1.6
    assert most_marks(win.opp_boards[0][0].text()) <= 2
    assert all(most_marks(t) <= 2 for t in win.log.lines)
    assert any("runo" in t for t in win.log.lines)
    close(win)


# ---- the supply's achievements, the splay's neighbours ----------------------------------
def test_each_stacked_achievement_shows_its_age_whole(qtbot, midgame_window):
    """The overlapping achievements each show enough of themselves for their age
    (drawn in the middle of the back) to be read whole, at every card size."""
    from PySide6.QtGui import QFont, QFontMetrics
    sup = midgame_window.supply
    for w in (30, 38, 44, 56):
        sup.set_card_w(w)
        rects = [r for kind, _, r in sup.items() if kind == "achievement"]
        assert len(rects) >= 2
        f = QFont()
        f.setBold(True)
        f.setPixelSize(max(7, int(min(w * 0.5, sup.h * 0.4))))
        digit = max(QFontMetrics(f).horizontalAdvance(str(a)) for a in range(1, 10))
        for a, b in zip(rects, rects[1:]):
            shown = b.left() - a.left()
            assert shown >= w / 2 + digit / 2 + 2, (w, shown, digit)


def test_the_piles_beside_a_splay_move_with_it(qtbot, midgame_window, instant_settings):
    """While a pile fans out, the piles to its right move along step by step
    (halfway through, halfway there), not in one jump."""
    win = midgame_window
    board = win.my_board
    green, yellow = board.piles[2], board.piles[3]
    assert len(green.cards) >= 2 and green.splay == "none"
    instant_settings.splay_ms = 1000
    x0 = yellow.x()
    green.set_data(green.owner, green.cards, "right")
    green.anim.pause()
    board.layout().activate()
    assert abs(yellow.x() - x0) <= 1                       # not moved at the start
    green.anim.setCurrentTime(500)
    board.layout().activate()
    x_half = yellow.x()
    green.anim.setCurrentTime(1000)
    qtbot.wait(10)
    board.layout().activate()
    x1 = yellow.x()
    assert x1 - x0 >= 20                                   # it moved the width of the strip
    assert x0 + 3 < x_half < x1 - 3, (x0, x_half, x1)      # and on its way at halfway
    # folding back: it comes back the same way
    green.set_data(green.owner, green.cards, "none")
    green.anim.pause()
    green.anim.setCurrentTime(500)
    board.layout().activate()
    assert x0 + 3 < yellow.x() < x1 - 3
    green.anim.setCurrentTime(1000)
    qtbot.wait(10)
    board.layout().activate()
    assert abs(yellow.x() - x0) <= 1


# ---- colour-blind players -------------------------------------------------------------
def _grey_palette(monkeypatch):
    """Every card color drawn in the same grey: what is left to tell them apart is shape."""
    from innovation_desktop.table import cardface
    grey = {c: ("#9a9a9a", "#404040") for c in range(5)}
    monkeypatch.setattr(cardface, "CARD_COLORS", grey)
    monkeypatch.setattr(cardface, "HIGH_CONTRAST_COLORS", grey)
    cardface._FACES.clear()
    cardface._WIDTHS.clear()
    cardface.color_mark_pixmap.cache_clear()


def _pixels(img, rect) -> bytes:
    from PySide6.QtGui import QImage
    part = img.copy(rect).convertToFormat(QImage.Format_Grayscale8)
    return bytes(part.constBits())[: part.sizeInBytes()]


def test_the_five_colors_differ_without_color(qtbot, monkeypatch):
    """With every color drawn the same grey, the age badges of five cards of one
    age, one per color, still differ (their shapes), and so do the marks of
    the pile labels and the color buttons' icons."""
    from PySide6.QtCore import QRect
    from engine import CARDS
    from innovation_desktop.table import cardface
    _grey_palette(monkeypatch)
    try:
        by_color = {}
        for cid, c in enumerate(CARDS):
            if c.age == 1 and c.set == "base":
                by_color.setdefault(c.color, cid)
        assert sorted(by_color) == [0, 1, 2, 3, 4]
        w = 126
        badges = []
        for color in range(5):
            img = cardface.card_pixmap(by_color[color], w).toImage()
            badges.append(_pixels(img, QRect(w - 38, 2, 36, 30)))      # the top right corner: the age badge
        assert len(set(badges)) == 5
        marks = [_pixels(cardface.color_mark_pixmap(c, 16).toImage(), QRect(0, 0, 16, 16)) for c in range(5)]
        assert len(set(marks)) == 5
    finally:
        cardface._FACES.clear()
        cardface._WIDTHS.clear()
        cardface.color_mark_pixmap.cache_clear()


def test_pile_labels_show_the_colors_shape(qtbot, midgame_window, monkeypatch):
    """The label under each pile starts with its color's shape: in grey the five
    labels' marks still differ."""
    from PySide6.QtCore import QRect
    from innovation_desktop.table import cardface
    _grey_palette(monkeypatch)
    try:
        marks = []
        for pile in midgame_window.my_board.piles:
            pile.update()
            img = pile.grab().toImage()
            h = pile.label_h
            marks.append(_pixels(img, QRect(0, pile.height() - h - 2, h + 2, h + 2)))
        assert len(set(marks)) == 5
    finally:
        cardface._FACES.clear()
        cardface._WIDTHS.clear()
        cardface.color_mark_pixmap.cache_clear()


def test_high_contrast_colors_are_a_kept_setting(qtbot, midgame_window):
    """Settings > High-contrast colors redraws the cards in the other palette at
    once and is kept in the preferences: a new table starts with it."""
    from innovation_desktop.saves.paths import load_preferences
    from innovation_desktop.table import cardface
    from innovation_desktop.table.window import TableWindow
    win = midgame_window
    action = win.contrast_action
    menu_texts = [a.text() for a in win.menuBar().actions()[2].menu().actions()]
    assert action.text() in menu_texts and action.isCheckable() and not action.isChecked()
    usual = cardface.qcolor(0).name()
    before = cardface.card_pixmap(BLUE_CARD, 100).toImage()
    action.trigger()
    try:
        assert cardface.high_contrast() and action.isChecked()
        assert cardface.qcolor(0).name() != usual
        assert cardface.card_pixmap(BLUE_CARD, 100).toImage() != before        # drawn again, not from the cache
        assert load_preferences().high_contrast is True
        cardface.set_high_contrast(False)                  # as at a new start
        again = TableWindow()
        qtbot.addWidget(again)
        assert again.contrast_action.isChecked() and cardface.high_contrast()
        again.contrast_action.trigger()
        assert not cardface.high_contrast() and load_preferences().high_contrast is False
        assert cardface.qcolor(0).name() == usual
    finally:
        cardface.set_high_contrast(False)


BLUE_CARD = 0


def test_the_help_and_spanish_say_it(qtbot):
    """The rules page tells colour-blind players about the shapes and the
    setting, in English and Spanish; the menu entry is in Spanish too."""
    from engine.cards import resource_bytes
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication
    from innovation_desktop import i18n
    en = resource_bytes("help", "rules.html").decode()
    es = resource_bytes("help", "rules_es.html").decode()
    assert "Colour-blind" in en and "High-contrast colors" in en and "pentagon" in en
    assert "Daltonismo" in es and "alto contraste" in es and "pentágono" in es
    i18n.install(QApplication.instance(), "es")
    try:
        assert QCoreApplication.translate("Table", "&High-contrast colors") == "Colores de alto &contraste"
    finally:
        i18n.install(QApplication.instance(), "en")


def test_color_buttons_carry_the_colors_shape(qtbot):
    """A color question's buttons show their color's shape as an icon."""
    from .test_layout import close as close_layout, open_table
    win = open_table(qtbot, "midgame2.json", (1600, 1000))
    assert win.act(Action("dogma", "Philosophy"))
    d = win.session.pending
    assert d.kind in ("color", "colors")
    icons = [b.icon() for k, b in win.prompt.buttons.items() if k.startswith("color")]
    assert icons and all(not i.isNull() for i in icons)
    close_layout(win)




def test_a_hebrew_name_is_isolated_in_the_replay_and_lan_words(qtbot, tmp_path):
    """The replay's lines and the host's seat tooltips isolate a right-to-left name."""
    import random
    from engine import Game
    from engine.ai import random_answer
    from innovation_desktop.lan.panel import LanSeatsPanel
    from innovation_desktop.library.replay_viewer import describe_words
    from innovation_desktop.library.saves_ui import open_replay
    from innovation_desktop.net.protocol import SeatInfo
    from innovation_desktop.saves import store as saves
    g = Game.new([HEBREW, "Bob"], seed=5)
    rng = random.Random(5)
    while not g.over and len(g.record) < 12:
        g.apply(random_answer(g.pending, rng))
    p = tmp_path / "game.json"
    saves.save_game(g, p)
    v = open_replay(p)
    qtbot.addWidget(v)
    lines = [describe_words(v.model, k) for k in range(1, v.model.last + 1)]
    ours = [t for t in lines if HEBREW in t]
    assert ours and all(f"\u2068{HEBREW}\u2069" in t for t in ours)
    v.close()
    panel = LanSeatsPanel(0, True)
    qtbot.addWidget(panel)
    panel.set_seats([SeatInfo(name="Ann", kind="host", connected=True),
                     SeatInfo(name=HEBREW, kind="remote", connected=False)])
    assert f"\u2068{HEBREW}\u2069" in panel.rows[1][2].toolTip()
