"""The desktop client, offscreen: seats, drops, splays, tooltips, a whole game."""
from __future__ import annotations

from engine.answers import Action
from engine.answers import action_to_json  # noqa: F401
from engine.cards import NAMES  # noqa: F401
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDrag, QDragEnterEvent, QDropEvent, QFontDatabase, QFontMetrics, QFont
from PySide6.QtWidgets import QApplication

from engine import BY_NAME, Game
from innovation_desktop.sessions.local import GameSession
from innovation_desktop.sessions.seats import Seat
from innovation_desktop.table.widgets import MIME

from .conftest import MIDGAME


def test_a_real_font_is_available(qapp):
    from innovation_desktop.selftest import font_problem
    assert QFontDatabase.families()
    assert QFontMetrics(QFont()).horizontalAdvance("Innovation") > 0
    assert font_problem() is None       # glyphs for the English and Spanish texts, drawn as letters


def test_engine_does_not_import_qt():
    import subprocess
    import sys
    code = "import engine, engine.view, engine.ai, sys; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_controller_asks_the_right_seat(qtbot):
    g = Game.new(["Ann", "Bob"], seed=3)
    s = GameSession(g, [Seat("human"), Seat("human")])
    asked = []
    s.decisionRequested.connect(lambda d: asked.append(d["player"]))
    s.start()
    assert asked == [0]
    assert s.answer([NAMES[g.pending.options[0]]])
    assert asked == [0] and s.awaiting_end == 0      # hot seat: Ann sees her choice, then ends
    assert not s.answer([NAMES[g.pending.options[0]]])      # Bob is not asked before that
    assert s.end_turn()
    assert asked == [0, 1] and s.awaiting_end is None
    # a human may not answer a computer's question, and a computer seat is asked off the GUI thread
    g2 = Game.new(["Ann", "Bob"], seed=3)
    s2 = GameSession(g2, [Seat("greedy"), Seat("human")], ai_seed=1)
    thinking, asked2 = [], []
    s2.thinking.connect(thinking.append)
    s2.decisionRequested.connect(lambda d: asked2.append(d["player"]))
    with qtbot.waitSignal(s2.decisionRequested, timeout=10000):
        s2.start()
        assert thinking == [0]
        assert not s2.answer([NAMES[g2.pending.options[0]]])
    assert asked2 == [1]
    s2.close()
    s2.runner.wait()


def _drop(win, name: str):
    board = win.my_board
    md = QMimeData()
    md.setData(MIME, str(BY_NAME[name]).encode())
    pos = board.rect().center()
    enter = QDragEnterEvent(pos, Qt.MoveAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(board, enter)
    drop = QDropEvent(QPointF(pos), Qt.MoveAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(board, drop)
    return enter, drop


def test_a_drop_on_the_board_melds(midgame_window):
    win = midgame_window
    st = win.session.game.state
    enter, drop = _drop(win, "Invention")
    assert enter.isAccepted() and drop.isAccepted()
    assert st is win.session.game.state
    assert st.players[0].board[2][-1] == BY_NAME["Invention"]
    assert BY_NAME["Invention"] not in st.players[0].hand
    assert st.actions_left == 1
    assert "Invention" in win.log.lines[-1] or any("Invention" in x for x in win.log.lines)


def test_an_illegal_drop_changes_nothing(midgame_window):
    win = midgame_window
    before = win.session.game.to_json()
    enter, drop = _drop(win, "Physics")      # in Bruno's hand, not Ada's
    assert not drop.isAccepted()
    assert win.session.game.to_json() == before


def test_dragging_lights_up_the_target_and_an_ignored_drag_snaps_back(midgame_window, monkeypatch):
    win = midgame_window
    seen = {}

    def fake_exec(self, *a, **k):
        seen["states"] = [pw.drop_state for pw in win.my_board.piles]
        seen["faded"] = win.drag_card
        return Qt.IgnoreAction

    monkeypatch.setattr(QDrag, "exec", fake_exec)
    before = win.session.game.to_json()
    cid = BY_NAME["Gunpowder"]                      # red
    assert win.hand.start_drag(cid) == Qt.IgnoreAction
    assert seen["states"] == [None, "target", None, None, None]
    assert seen["faded"] == cid
    assert win.drag_card is None and all(pw.drop_state is None for pw in win.my_board.piles)
    assert win.session.game.to_json() == before


def test_a_splay_animates_and_ends_with_the_revealed_icons_shown(midgame_window, qtbot, instant_settings):
    win = midgame_window
    instant_settings.splay_ms = 120
    pile = win.my_board.piles[3]                     # yellow: Agriculture, Fermenting, Machinery, splayed left
    assert pile.splay == "left"
    assert {pos for _, pos in pile.visible_icons()} == {3}
    st = win.session.game.state
    st.players[0].splay[3] = 3                       # the pile is splayed up
    win.session.viewChanged.emit()
    assert pile.anim.state() == pile.anim.State.Running
    qtbot.waitUntil(lambda: pile.anim.state() == pile.anim.State.Stopped, timeout=3000)
    assert pile.fan == 1.0 and pile.shown_splay == "up"
    shown = pile.visible_icons()
    assert {pos for _, pos in shown} == {1, 2, 3}
    assert len(shown) == 2 * 3
    st.players[0].splay[3] = 0                       # and unsplayed: the pile closes
    win.session.viewChanged.emit()
    assert pile.anim.state() == pile.anim.State.Running
    qtbot.waitUntil(lambda: pile.anim.state() == pile.anim.State.Stopped, timeout=3000)
    assert pile.visible_icons() == []


def test_tooltips_carry_the_right_text(midgame_window):
    win = midgame_window
    blue = win.my_board.piles[0]
    t = blue.tooltip_text(None)
    assert "splayed up" in t and "Alchemy" in t and "Pottery" in t
    red = win.my_board.piles[1]
    t = red.tooltip_text(None)
    assert "Construction" in t and "Demand hits: Chen" in t
    castles = win.panels[1].icons[3]
    assert castles.tooltip_text().startswith("Bruno: 11 castle icons")
    it = [x for x in win.supply.items() if x[0] == "special" and x[1] == "Wonder"][0]
    assert "splayed right or up" in win.supply.tooltip_for(it[:2])
    it = [x for x in win.supply.items() if x[0] == "supply" and x[1] == 3][0]
    assert "Draw" in win.supply.tooltip_for(it[:2])
    from innovation_desktop.table import tips
    assert 'href="card:' in tips.log_html("Ada melds Invention.")


def test_undo_takes_back_a_meld(midgame_window):
    win = midgame_window
    before = win.session.game.to_json()
    assert win.meld(BY_NAME["Compass"])
    assert win.session.can_undo()
    win.undo()
    assert win.session.game.to_json() == before
    win.act(Action("draw"))                               # a draw shows hidden information: no undo
    assert not win.session.can_undo()


def test_hot_seat_hands_off(qtbot):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ann", "Bob"], seed=5)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("human")]))
    win.resize(1280, 800)
    win.show()
    assert win.handoff.isVisible()                   # the very first decision is handed to Ann
    assert win.hand.faces == []
    assert win.handoff.geometry() == win.centralWidget().rect()
    assert win.handoff.grab().toImage().pixelColor(5, 5).name() == "#20302a"   # opaque
    win.handoff.button.click()
    assert not win.handoff.isVisible() and win.viewer == 0 and win.hand.faces
    win.session.answer([NAMES[g.pending.options[0]]])
    assert not win.handoff.isVisible() and win.viewer == 0     # Ann sees her choice first
    win.prompt.buttons["endturn"].click()
    assert win.handoff.isVisible()
    assert win.hand.faces == []                      # Ann's hand is hidden
    win.resize(1400, 900)
    assert win.handoff.geometry() == win.centralWidget().rect()
    win.handoff.button.click()
    assert not win.handoff.isVisible() and win.viewer == 1
    assert sorted(win.hand.faces) == sorted(g.state.players[1].hand)
    win.session.answer([NAMES[g.pending.options[0]]])       # the melds; Bob (Bob goes first?) or Ann next
    d = win.session.pending
    if d.player != 1:
        assert win.session.awaiting_end == 1 and not win.handoff.isVisible()
        win.session.end_turn()
    assert win.handoff.isVisible() == (d.player != 1)


def test_a_whole_game_between_computers_reaches_the_end_screen(qtbot):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ada", "Bruno", "Chen"], seed=21)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("random"), Seat("greedy"), Seat("random")], ai_seed=4))
    win.show()
    qtbot.waitUntil(lambda: win.end_dialog is not None, timeout=240000)
    assert win.session.game.over
    assert "win" in win.end_dialog.summary
    win.session.runner.wait()


def test_a_bad_position_file_exits_2_naming_the_file(tmp_path, capsys):
    from innovation_desktop.app import main
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "innovation-position/1", "players": [{"name": "A", "hand": ["Nope"]}, {"name": "B"}]}')
    assert main(["--position", str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "Nope" in err


def test_screenshot_is_written(tmp_path):
    from innovation_desktop.app import main
    out = tmp_path / "shot.png"
    assert main(["--position", MIDGAME, "--screenshot", str(out)]) == 0
    assert out.stat().st_size > 10000


def test_a_human_plays_turns_against_the_computer(qtbot):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["You", "Bot"], seed=9)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("random")], ai_seed=2))
    win.show()
    assert "You" in win.prompt.text.full_text()
    win.card_clicked(win.hand.faces[0], "hand", 0)           # the first meld, chosen in the hand
    qtbot.waitUntil(lambda: g is win.session.game and win.session.pending is not None
                    and win.session.pending.kind == "action" and win.session.pending.player == 0
                    or win.session.game.over, timeout=20000)
    if win.session.game.over:
        return
    hand = len(win.session.game.state.players[0].hand)
    win.prompt.buttons["draw"].click()                         # the Draw button
    assert len(win.session.game.state.players[0].hand) == hand + 1


def test_open_without_the_saves_module_is_a_clear_error(tmp_path, capsys, monkeypatch):
    import importlib
    from innovation_desktop import app
    real = importlib.import_module

    def fake(name, *a, **k):
        if name == "innovation_desktop.library.saves_ui":
            raise ImportError(name)
        return real(name, *a, **k)

    monkeypatch.setattr(app.importlib, "import_module", fake)
    assert app.main(["--open", str(tmp_path / "x.innov"), "--screenshot", str(tmp_path / "y.png")]) == 2
    assert "--open" in capsys.readouterr().err


def _settle(qtbot, win):
    qtbot.wait(30)
    win._fit_cards()


def test_the_table_fits_a_small_laptop_screen(midgame_window, qtbot):
    """At 1280x800 every zone is inside the window: the cards shrink, nothing scrolls."""
    win = midgame_window
    assert win.minimumSizeHint().width() <= 1280 and win.minimumSizeHint().height() <= 800
    win.resize(1280, 800)
    _settle(qtbot, win)
    assert win.width() == 1280 and win.height() == 800
    assert win.scale < 1.0
    assert win.left_scroll.verticalScrollBar().maximum() == 0
    assert win.left_scroll.horizontalScrollBar().maximum() == 0
    central = win.centralWidget()
    for w in (win.hand, win.score, win.my_board, win.prompt, win.supply, win.log, *win.panels):
        r = w.rect().translated(w.mapTo(central, w.rect().topLeft()))
        assert central.rect().contains(r), w
    assert win.log.height() > 150
    win.resize(1600, 1000)
    _settle(qtbot, win)
    assert win.scale == 1.0


def test_default_window_size_fits_the_screen(qapp):
    from innovation_desktop.app import default_size
    w, h = default_size(qapp)
    avail = qapp.primaryScreen().availableGeometry()
    assert w <= max(640, avail.width()) and h <= max(480, avail.height())
    assert default_size(qapp, screenshot=True) == (1600, 1000)


def _wait_for_human_action(qtbot, win, p=0):
    qtbot.waitUntil(lambda: win.session.game.over or (win.session.pending is not None and
                    win.session.pending.player == p and win.session.pending.kind == "action"), timeout=20000)


def test_undo_never_goes_back_past_the_computer_or_hidden_information(qtbot):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ada", "Bruno"], seed=7)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("greedy")], ai_seed=7))
    win.show()
    s = win.session
    assert s.answer([NAMES[g.pending.options[0]]])        # the setup choice, while Bruno has not chosen
    _wait_for_human_action(qtbot, win)
    assert not s.can_undo()                           # Bruno's setup card and turn are seen: no undo
    assert not win.prompt.undo.isEnabled()
    assert win.log.lines[0].startswith("Setup:")
    html, lines, state = win.log.toHtml(), list(win.log.lines), s.game.to_json()
    meld = next(a for a in s.pending.options if a[0] == "meld")
    assert s.answer(action_to_json(meld))
    assert s.can_undo()
    win.undo()
    assert s.game.to_json() == state
    assert win.log.lines == lines and win.log.toHtml() == html   # header kept, same spacing
    assert not s.can_undo()                           # only the last action, never further


def test_undo_is_refused_once_another_seat_answered(qtbot):
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ann", "Bob"], seed=5)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("human")]))
    win.show()
    s = win.session
    s.answer([NAMES[g.pending.options[0]]])                   # Ann chooses in secret
    assert s.can_undo() and s.awaiting_end == 0        # until she hands over
    s.end_turn()
    assert not s.can_undo()
    s.answer([NAMES[s.pending.options[0]]])                   # Bob's choice reveals both melds
    assert not s.can_undo()


def test_action_menus_draw_light_and_readable(midgame_window, qtbot):
    win = midgame_window
    m = win.prompt.buttons["dogma"].menu()
    m.popup(win.prompt.buttons["dogma"].mapToGlobal(win.prompt.buttons["dogma"].rect().bottomLeft()))
    qtbot.waitExposed(m)
    img = m.grab().toImage()
    bg = img.pixelColor(img.width() // 2, img.height() - 4)
    assert bg.lightness() > 200, bg.name()                     # not a black box
    dark = sum(1 for x in range(0, img.width(), 2) for y in range(0, img.height(), 2)
               if img.pixelColor(x, y).lightness() < 90)
    assert dark > 20                                           # the entries' text is drawn
    m.close()


def test_player_panel_says_setup_and_in_an_action(midgame_window, qtbot):
    from innovation_desktop.table.window import TableWindow
    win = midgame_window
    assert "2 actions left" in win.panels[0].title.full_text()
    assert win.act(Action("dogma", "Philosophy"))
    qtbot.waitUntil(lambda: win.session.pending is not None and win.session.pending.player == 0,
                    timeout=20000)
    if win.session.pending.kind != "action":
        t = win.panels[0].title.full_text()
        assert "first of two actions" in t and "2 actions left" not in t
    g = Game.new(["Ann", "Bob"], seed=5)
    w2 = TableWindow()
    qtbot.addWidget(w2)
    w2.set_session(GameSession(g, [Seat("human"), Seat("human")]))
    assert "setup" in w2.panels[0].title.full_text() and "action" not in w2.panels[0].title.full_text()
    assert "setup" in w2.panels[1].title.full_text()


def test_the_default_human_is_named_not_you(qtbot):
    from innovation_desktop.table.dialogs import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert dlg.options()["names"] == ["Ada", "Bruno"]
    import inspect
    from innovation_desktop import app
    assert '"You"' not in inspect.getsource(app)


def test_an_empty_table_before_a_game_starts(qtbot):
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    assert win.session is None and win.hand.faces == [] and win.hand.backs == []
    assert win.panels == [] and win.opp_boards == []
    assert "New game" in win.prompt.text.full_text()
    assert not win.grab().isNull()                     # paints without a game
    win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("greedy")], seed=3)
    assert len(win.hand.faces) == 2


def test_card_text_is_never_tiny(qapp):
    """Titles and rules text are drawn at 10 px (7.5 pt) or more, on full-size and
    compact faces; compact faces show the title and no rules text."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from innovation_desktop.table import cardface
    from engine import CARDS

    class Rec(QPainter):
        def __init__(self, dev):
            super().__init__(dev)
            self.texts = []

        def drawText(self, *a):
            text = next((x for x in a if isinstance(x, str)), "")
            self.texts.append((text, self.font().pixelSize()))
            return super().drawText(*a)

    for w in (50, 64, 98, 126):
        for cid in (BY_NAME["Mathematics"], BY_NAME["Alchemy"], BY_NAME["Construction"], len(CARDS) - 1):
            img = QImage(w, int(w * 1.4), QImage.Format_ARGB32_Premultiplied)
            p = Rec(img)
            cardface.paint_card(p, QRectF(0, 0, w, w * 1.4), cid)
            p.end()
            words = [(t, px) for t, px in p.texts if len(t) > 2]
            assert words and all(px >= cardface.MIN_TEXT_PX for _, px in words), (w, words)
            name = CARDS[cid].name
            # whole (on one line or wrapped on two), or elided
            assert any(t.replace("\n", " ") == name or (t.endswith("\u2026") and name.startswith(t[:-1]))
                       for t, _ in words), words
            if w < 90:
                assert len(words) == 1                      # the title only


def test_meld_dogma_achieve_menus_act(midgame_window):
    """The prompt bar's Meld/Dogma menus (the keyboard path) really take the action:
    QAction.triggered passes a bool that must not replace the bound action."""
    win = midgame_window
    game = win.session.game
    hand_before = len(game.state.players[0].hand)
    menu = win.prompt.buttons["meld"].menu()
    assert menu.actions(), "the Meld menu lists the cards in hand"
    menu.actions()[0].trigger()
    assert len(game.state.players[0].hand) == hand_before - 1
    assert game.state.actions_left == 1


def test_the_first_meld_can_be_dragged_at_setup(qtbot):
    """At setup the board says "drag a card here": a drop answers the choice of
    the first card to meld."""
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ann", "Bob"], seed=5)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("random")]))
    win.resize(1600, 1000)
    win.show()
    from engine import NAMES
    card = g.pending.options[1]
    enter, drop = _drop(win, NAMES[card])
    assert drop.isAccepted()
    assert win.session.game.record[0] == [NAMES[card]]      # Ann's choice is made; Bob chooses next
    win.session.close()
    win.session.runner.wait()
