"""Layout and reading of the table: room for opponents, legible piles, teams,
long names, status messages, keyboard choices, the splay animation."""
from __future__ import annotations

from engine.answers import Action
import os

import pytest
from PySide6.QtCore import Qt

from engine import BY_NAME, COLORS, Game
from engine.cards import SPLAY_POSITIONS
from innovation_desktop.sessions.local import GameSession
from innovation_desktop.sessions.seats import Seat

from .conftest import ROOT

POS = os.path.join(ROOT, "resources", "positions")


def open_table(qtbot, name: str, size: tuple[int, int], seats: list[str] | None = None):
    """The table at position file ``name``, the first seat human, at ``size``."""
    from innovation_desktop.app import load_position
    from innovation_desktop.table.window import TableWindow
    g = load_position(os.path.join(POS, name))
    n = len(g.state.players)
    seats = seats or ["human"] + ["greedy"] * (n - 1)
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat(k) for k in seats], ai_seed=1))
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    settle(qtbot, win)
    return win


def settle(qtbot, win) -> None:
    qtbot.wait(20)
    win._fit_cards()
    qtbot.wait(10)


def close(win) -> None:
    win.session.close()
    win.session.runner.wait()


def inside(outer, w) -> bool:
    """True if widget ``w`` lies wholly inside widget ``outer``."""
    top_left = w.mapTo(outer, w.rect().topLeft())
    return outer.rect().contains(w.rect().translated(top_left))


# ---- status messages ---------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_a_status_message_never_changes_the_layout(qtbot, size):
    win = open_table(qtbot, "midgame3.json", size)
    before = (win.left_scroll.geometry(), win.log.geometry(), win.prompt.geometry(), win.hand.geometry(),
              win.left_scroll.verticalScrollBar().isVisible(), win.scale, win.opp_card_w)
    assert not before[4]
    win.statusBar().showMessage("Saved to /home/someone/.local/share/innovation-desktop/games/" + "x" * 300)
    settle(qtbot, win)
    after = (win.left_scroll.geometry(), win.log.geometry(), win.prompt.geometry(), win.hand.geometry(),
             win.left_scroll.verticalScrollBar().isVisible(), win.scale, win.opp_card_w)
    assert after == before
    win.statusBar().clearMessage()
    settle(qtbot, win)
    assert win.log.geometry() == before[1]
    close(win)


# ---- opponents' boards ----------------------------------------------------------------
@pytest.mark.parametrize("name,size,tiles", [
    ("midgame2.json", (1280, 800), False), ("midgame2.json", (1600, 1000), False),
    ("midgame3.json", (1600, 1000), False), ("midgame3.json", (1280, 800), True),
    ("teams4.json", (1280, 800), True), ("teams4.json", (1600, 1000), True),
    # a tall splayed pile: its badge and many icon counts give way to the title
    ("lay_c4teamtall.json", (1280, 800), True), ("lay_c4teamtall.json", (1366, 768), True)])
def test_opponents_top_card_titles_are_whole(qtbot, name, size, tiles):
    """Opponents' cards are drawn wide enough for whole titles; where even the
    smallest such cards do not fit, each pile is a one-line tile whose title is
    whole."""
    from innovation_desktop.table.cardface import title_shown_whole
    win = open_table(qtbot, name, size)
    assert bool(win.opp_tiles) == tiles
    assert win.compact_action.isEnabled() == (not tiles)      # a tile has nothing to fold
    if tiles:
        assert win.opp_tiles >= win.TILE_MIN_W
    else:
        assert win.opp_card_w >= win.OPP_LEGIBLE_W
    for _, board, _, _ in win.opp_boards:
        for pw in board.piles:
            assert pw.tile == tiles
            if pw.cards:
                if tiles:
                    assert pw.tile_title_whole(), pw.cards[-1]
                else:
                    assert title_shown_whole(pw.cards[-1], pw.card_w, win.edition), (pw.cards[-1], pw.card_w)
            assert inside(win.centralWidget(), pw)
    assert win.left_scroll.verticalScrollBar().maximum() == 0
    assert win.left_scroll.horizontalScrollBar().maximum() == 0
    assert win.scale >= 0.7                    # and your own cards stay fair-sized
    close(win)


def test_a_tile_shows_the_pile_s_icons_and_splay(qtbot):
    win = open_table(qtbot, "teams4.json", (1280, 800))
    st = win.session.game.state
    for p, (_, board, _, _) in zip(win.others(), win.opp_boards):
        for pw in board.piles:
            shown = pw.shown_icons()          # by icon number: the six basic icons, the avatar at 8
            assert shown[:6] == st.players[p].pile_icons(pw.color)
            assert shown[8] == st.players[p].pile_icons_all(pw.color)[8]
    close(win)


def test_opponents_take_the_room_there_is(qtbot):
    """Two players at 1600x1000: the opponent's cards are far larger than the
    old fixed 64 px, and the zone spans the table's width."""
    win = open_table(qtbot, "midgame2.json", (1600, 1000))
    assert win.opp_card_w >= 100
    zone = win.opp_zones[0]
    assert zone.width() >= 0.95 * win.left_box.width()
    close(win)


@pytest.mark.parametrize("name,size", [("midgame3.json", (1600, 1000)), ("midgame2.json", (1280, 800))])
def test_opponents_splayed_piles_show_what_the_splay_shows(qtbot, name, size):
    win = open_table(qtbot, name, size)
    assert not win.opp_tiles
    for _, board, _, _ in win.opp_boards:
        for pw in board.piles:
            n = len(pw.cards)
            if pw.splay == "none" or n < 2 or n - 1 > pw.max_strips:
                continue
            shown = pw.visible_icons()
            assert {pos for _, pos in shown} == set(SPLAY_POSITIONS[["none", "left", "right", "up"].index(pw.splay)])
            assert {c for c, _ in shown} == set(pw.cards[:-1])
    close(win)


# ---- tall piles, full hands -------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_a_tall_up_splayed_pile_keeps_its_icon_rows_legible(qtbot, size):
    win = open_table(qtbot, "tallpile.json", size)
    blue = win.my_board.piles[COLORS.index("blue")]
    assert len(blue.cards) == 10 and blue.splay == "up"
    rects = blue.card_rects()
    tops = sorted({r.top() for r in rects})
    rows = [b - a for a, b in zip(tops, tops[1:])]
    # every icon row that shows is a whole strip: icons of at least 18 px (they were 5 px)
    assert rows and min(rows) >= blue.strip() - 0.01
    assert blue.card_w * 0.25 >= 18
    assert blue.hidden() == 10 - 1 - blue.max_strips     # the rest are counted under the last strip
    shown = blue.visible_icons()
    assert len({c for c, _ in shown}) == blue.max_strips
    assert all(pos in (1, 2, 3) for _, pos in shown)
    # fifteen cards in hand, fourteen in the score pile: each shows its icon column
    assert len(win.hand.faces) == 15 and len(win.score.faces) == 14
    assert win.hand.step() >= 0.42 * win.hand.card_w - 0.5
    # (the score pile, too crowded for cards side by side, lists a line per card)
    assert win.score.listing() and len(win.score.card_rects()) == 14
    assert win.hand.card_w * 0.25 >= 16
    # a hand wider than its place scrolls (its scroll bar was reserved: no jump)
    sb = win.hand_scroll.horizontalScrollBar()
    assert (sb.maximum() > 0) == (win.hand.needed_width() > win.hand_scroll.viewport().width())
    assert win.left_scroll.verticalScrollBar().maximum() == 0
    close(win)


# ---- teams ---------------------------------------------------------------------------
def test_the_team_game_is_shown_in_panels_and_titles(qtbot):
    win = open_table(qtbot, "teams4.json", (1600, 1000))
    st = win.session.game.state
    assert st.teams
    for i, panel in enumerate(win.panels):
        assert panel.team.isVisible() and panel.team_totals.isVisible()
        partner = st.players[(i + 2) % 4].name
        assert panel.team.full_text() == f"Team {'AB'[i % 2]} with {partner}"
        score = st.players[i].score_total() + st.players[(i + 2) % 4].score_total()
        assert f"Team score <b>{score}</b>" in panel.team_totals.text()
        assert f"<b>{st.achievement_count(i)}</b>/{st.win_target}" in panel.team_totals.text()
    titles = {win.others()[k]: t.full_text() for k, (t, _, _, _) in enumerate(win.opp_boards)}
    chips = {win.others()[k]: z.chip for k, z in enumerate(win.opp_zones)}
    assert titles[2].endswith("(partner)") and chips[2].text() == "Team A"
    assert titles[1].endswith("(opponent)") and titles[3].endswith("(opponent)")
    assert chips[1].text() == chips[3].text() == "Team B" and chips[1].isVisible()
    assert "team A with Chen" in win.my_title.full_text()
    close(win)


def test_no_team_line_outside_a_team_game(qtbot):
    win = open_table(qtbot, "midgame3.json", (1280, 800))
    assert not any(p.team.isVisible() for p in win.panels)
    assert not any(z.chip.isVisible() for z in win.opp_zones)
    close(win)


# ---- names ------------------------------------------------------------------------------
def test_long_names_are_elided_as_plain_text_with_the_whole_name_in_the_tooltip(qtbot):
    from innovation_desktop.table.window import TableWindow
    long = "<b>WWWWWWWWWW</b> Mmmmmm"         # 24 characters, the longest name allowed
    assert len(long) == 24
    g = Game.new([long, "Bo"], seed=3)
    win = TableWindow()
    qtbot.addWidget(win)
    prompt_h = win.prompt.height()
    win.set_session(GameSession(g, [Seat("greedy"), Seat("human")]))
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    settle(qtbot, win)
    panel = win.panels[0]
    assert panel.name.full_text() == long
    assert panel.name.is_elided()
    assert panel.name.textFormat() == Qt.PlainText
    assert panel.name.text().startswith("<b>W")                           # shown literally
    assert "&lt;b&gt;WWWWWWWWWW" in panel.name.toolTip()                  # escaped: plain text
    assert inside(panel, panel.name) and inside(win.side, panel)
    assert panel.width() <= win.side.width()
    title = win.opp_boards[0][0]
    assert title.full_text() == long and title.textFormat() == Qt.PlainText
    assert inside(win.centralWidget(), title)
    assert win.prompt.height() == prompt_h                                # a long name: the same prompt bar
    close(win)


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_every_special_achievement_shows_whole(qtbot, size):
    from PySide6.QtGui import QFontMetrics
    win = open_table(qtbot, "tallpile.json", size)            # all five specials are available
    sup = win.supply
    fm = QFontMetrics(sup._font())
    items = sup.items()
    specials = [(k, r) for kind, k, r in items if kind == "special"]
    assert {k for k, _ in specials} == {"Monument", "Empire", "World", "Wonder", "Universe"}
    for k, r in specials:
        assert r.width() >= fm.horizontalAdvance(k) + 4
        assert r.right() <= sup.width()
    ach = [r for kind, _, r in items if kind == "achievement"]
    assert min(r.left() for _, r in specials) >= ach[0].left() + fm.horizontalAdvance("Achievements")
    close(win)


def test_the_four_player_team_table_fits_1280x800(qtbot):
    win = open_table(qtbot, "teams4.json", (1280, 800))
    assert win.left_scroll.verticalScrollBar().maximum() == 0
    assert win.left_scroll.horizontalScrollBar().maximum() == 0
    central = win.centralWidget()
    for w in (win.supply, win.my_board, win.prompt, win.hand_scroll, *win.opp_zones, *win.panels):
        assert inside(central, w), w
    for z in win.opp_zones:
        assert inside(central, z.stats) and z.stats.text().startswith("score ")
    close(win)


# ---- a replay seen from one side ----------------------------------------------------------
def test_a_view_where_nobody_can_act_gives_no_hints(qtbot):
    from innovation_desktop.table.window import TableWindow

    class Watching(GameSession):
        def is_human(self, p: int) -> bool:        # like the replay's session: nobody acts here
            return False

    g = Game.new(["Ann", "Bob"], seed=4)
    win = TableWindow()
    qtbot.addWidget(win)
    s = Watching(g, [Seat("human"), Seat("greedy")])
    win.set_session(s)
    win.viewer = 0
    win.refresh()
    assert "drag" not in win.my_title.full_text() and "Your" not in win.my_title.full_text()
    assert win.my_title.full_text().startswith("Ann's board")
    close(win)


def test_a_replay_from_one_players_view_says_nothing_of_dragging(qtbot, tmp_path):
    from innovation_desktop.saves import store as saves
    from innovation_desktop.library.saves_ui import open_replay
    from tests.saves.conftest import random_game
    g = random_game(30, ["Ann", "Bob"])
    p = tmp_path / "g.json"
    saves.save_game(g, p)
    v = open_replay(p)
    qtbot.addWidget(v)
    v.show()
    if v.table is None:
        pytest.skip("the replay viewer fell back to its simple view")
    for i in range(v.view_box.count()):
        v.view_box.setCurrentIndex(i)
        assert "drag a card" not in v.table.my_title.full_text()
        assert "Your board" not in v.table.my_title.full_text()


# ---- keyboard ---------------------------------------------------------------------------
def test_choices_answer_to_number_keys(qtbot):
    win = open_table(qtbot, "midgame2.json", (1600, 1000))
    assert win.act(Action("dogma", "Philosophy"))      # "you may splay one color of your cards left"
    d = win.session.pending
    assert d.player == 0 and d.kind in ("color", "colors")
    keyed = win.prompt.keyed
    assert sorted(keyed) == list(range(1, len(d.options) + 1))
    first = d.options[0]
    assert keyed[1].text().startswith("&1 ") and COLORS[first].capitalize() in keyed[1].text()
    assert win.press_digit(len(d.options) + 1) is False        # no such choice: nothing happens
    assert win.session.pending is d
    qtbot.keyClick(win, Qt.Key_1)
    if d.kind == "colors":
        qtbot.keyClick(win, Qt.Key_Return)
    assert win.session.pending is not d
    assert win.session.game.state.players[0].splay[first] == 1       # splayed left
    close(win)


def test_number_choices_use_their_own_digit():
    from innovation_desktop.table.presenter import digits as _digits
    assert _digits([0, 1, 2, 3], numbers=True) == {0: 0, 1: 1, 2: 2, 3: 3}
    assert _digits([5, 10, 15], numbers=True) == {5: 1, 10: 2, 15: 3}
    assert _digits(list(range(12))) == {i: i + 1 for i in range(9)}


def test_the_focused_choice_has_a_visible_ring(qtbot):
    win = open_table(qtbot, "midgame2.json", (1600, 1000))
    win.act(Action("dogma", "Philosophy"))
    b = win.prompt.keyed[1]
    other = win.prompt.keyed[2]
    b.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(b.hasFocus, timeout=2000)

    def ring(w) -> int:
        img = w.grab().toImage()
        return sum(1 for x in range(img.width()) for y in (0, 1, img.height() - 1, img.height() - 2)
                   if img.pixelColor(x, y).name() == "#0a5bd3")

    assert ring(b) > b.width()              # a blue border along the top and bottom
    assert ring(other) == 0
    close(win)


# ---- the splay animation ---------------------------------------------------------------------
def test_a_splay_fans_out_over_the_set_duration(qtbot, instant_settings):
    instant_settings.splay_ms = 250
    win = open_table(qtbot, "midgame2.json", (1600, 1000))
    green = win.my_board.piles[COLORS.index("green")]
    assert green.splay == "none" and len(green.cards) == 2
    win.act(Action("dogma", "Philosophy"))
    d = win.session.pending
    g = "green"
    win.session.answer(g if d.kind == "color" else [g])
    if win.session.pending is not None and win.session.pending.kind == "colors":
        win._done()
    assert green.splay == "left"
    assert green.anim.state() == green.anim.State.Running
    assert green.anim.duration() == 250
    end = green.size_for(green.card_w, 2, "left")
    closed = green.size_for(green.card_w, 2, "none")
    assert green.sizeHint() == end                    # the table plans for the open pile
    assert green.size().width() < end.width()         # the room grows with the fan (issue 26)
    green.anim.pause()
    green.anim.setCurrentTime(125)
    assert 0.2 < green.fan < 0.8
    assert closed.width() < green.width() < end.width()
    mid = green.card_rects()[0].left()
    green.anim.setCurrentTime(250)
    qtbot.waitUntil(lambda: green.anim.state() == green.anim.State.Stopped, timeout=2000)
    assert green.fan == 1.0 and green.size() == end
    assert 1.0 < mid < green.card_rects()[0].left()
    close(win)


def test_with_no_duration_a_splay_lands_at_once(qtbot):
    win = open_table(qtbot, "midgame2.json", (1600, 1000))
    green = win.my_board.piles[COLORS.index("green")]
    win.act(Action("dogma", "Philosophy"))
    d = win.session.pending
    g = "green"
    win.session.answer(g if d.kind == "color" else [g])
    assert green.splay == "left"
    assert green.anim.state() == green.anim.State.Stopped and green.fan == 1.0
    close(win)


def test_the_end_screen_of_a_team_game_shows_the_teams(qtbot):
    from PySide6.QtWidgets import QLabel

    from engine.view import view
    from innovation_desktop.table.dialogs import EndDialog
    from tests.saves.conftest import random_game
    g = random_game(7, ["Ada", "<i>Bo</i>", "Cy", "Di"], teams=True)
    assert g.over
    v = view(g, 0)
    dlg = EndDialog(v)
    qtbot.addWidget(dlg)
    texts = [w.text() for w in dlg.findChildren(QLabel)]
    assert "Team A: Ada & Cy" in texts and "Team B: <i>Bo</i> & Di" in texts
    st = g.state
    for k in range(2):
        assert f"{st.achievement_count(k)}/{st.win_target}" in texts
        assert str(st.players[k].score_total() + st.players[k + 2].score_total()) in texts
    bo = next(w for w in dlg.findChildren(QLabel) if w.text().startswith("<i>Bo</i>"))
    assert bo.textFormat() == Qt.PlainText


@pytest.mark.parametrize("name", ["midgame3.json", "teams4.json", "tallpile.json"])
def test_the_fit_does_not_depend_on_the_layout_before(qtbot, name):
    """Whatever the opponents' arrangement was before (here: wide cards side by
    side, too wide for the window), a new fit gives the layout a fresh window
    gets (the old arrangement does not hold the cards small)."""
    win = open_table(qtbot, name, (1280, 800))
    want = (win.scale, win.opp_card_w, win.opp_tiles, win.opp_cols)
    win._place_opponents(len(win.opp_zones))
    win._set_opp_w(126)
    settle(qtbot, win)
    assert (win.scale, win.opp_card_w, win.opp_tiles, win.opp_cols) == want
    close(win)


# ---- any card counts fit; the answers that end a choice stay in view -----------------------
def _position_with_counts(tmp_path, name: str, hand: int, score: int) -> str:
    """Position ``name`` with every opponent holding ``hand`` cards in hand and
    ``score`` in their score pile (cards taken from the ones nobody holds)."""
    import json
    from engine import CARDS
    pos = json.load(open(os.path.join(POS, name)))
    held = set()
    for p in pos["players"]:
        for pile in p["board"].values():
            held.update(pile["cards"] if isinstance(pile, dict) else pile)
        held.update(p["hand"], p["score"])
        held.update(a for a in p["achievements"] if isinstance(a, str))
    held.update(a for a in pos.get("available_achievements", []) if isinstance(a, str))
    free = [c.name for c in sorted(CARDS, key=lambda c: c.age) if c.name not in held and c.set == "base"
            and c.name not in ("Monument", "Empire", "World", "Wonder", "Universe")]
    kept: dict[int, int] = {}              # two of each age stay for achievements and draws
    for c in list(free):
        age = BY_NAME[c].age if hasattr(BY_NAME[c], "age") else CARDS[BY_NAME[c]].age
        if kept.get(age, 0) < 2:
            kept[age] = kept.get(age, 0) + 1
            free.remove(c)
    each = len(free) // (len(pos["players"]) - 1)     # as many as there are cards for
    hand, score = min(hand, each - each // 2), min(score, each // 2)
    for p in pos["players"][1:]:
        p["hand"] = [free.pop() for _ in range(hand)]
        p["score"] = [free.pop() for _ in range(score)]
    out = tmp_path / f"{hand}-{score}-{name}"
    out.write_text(json.dumps(pos))
    return str(out)


@pytest.mark.parametrize("name", ["midgame2.json", "midgame3.json", "lay_v4_b4short.json"])
@pytest.mark.parametrize("counts", [(0, 0), (6, 5), (12, 10)])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_the_table_fits_the_window_for_any_card_counts(qtbot, tmp_path, name, counts, size):
    """However many cards opponents hold, the play area needs no horizontal
    scroll bar and the prompt's buttons (Undo, Hint) are inside the window."""
    path = _position_with_counts(tmp_path, name, *counts)
    win = open_table(qtbot, os.path.relpath(path, POS), size)
    assert win.left_scroll.horizontalScrollBar().maximum() == 0
    central = win.centralWidget()
    for w in (win.prompt, win.prompt.undo, win.prompt.hint, *win.opp_zones):
        assert inside(central, w), w
    for _, _, hand, score in win.opp_boards:
        assert inside(central, hand) and inside(central, score)
    close(win)


@pytest.mark.parametrize("name", ["lay_v4_b4short.json", "lay_c4teamtall.json"])
def test_the_four_player_table_with_many_cards_fits_1280x800(qtbot, name):
    win = open_table(qtbot, name, (1280, 800))
    assert win.left_scroll.horizontalScrollBar().maximum() == 0
    central = win.centralWidget()
    for w in (win.prompt.undo, win.prompt.hint, *win.opp_zones):
        assert inside(central, w), w
    for z in win.opp_zones:
        assert inside(central, z.stats)
    close(win)


def test_crowded_opponent_backs_are_grouped_by_age_with_counts(qtbot):
    win = open_table(qtbot, "lay_c4teamtall.json", (1280, 800))
    k = win.others().index(1)
    score = win.opp_boards[k][3]
    assert len(score.backs) == 14
    groups = score.groups()
    assert sum(n for _, n in groups) == 14
    assert [a for a, _ in groups] == sorted(set(score.backs))
    assert score.card_rects()[-1].right() <= score.width()
    close(win)


def test_done_and_none_stay_in_view_with_many_card_options(qtbot):
    """A choice among 15 cards: the options may scroll, Done and None never."""
    win = open_table(qtbot, "lay_d2tall.json", (1280, 800))
    d = win.session.pending
    win.act(Action("dogma", "Philosophy"))
    qtbot.waitUntil(lambda: win.session.pending is not d and win.session.pending.player == 0, timeout=3000)
    d = win.session.pending
    if d.kind == "yesno":
        win.session.answer("yes")
        qtbot.waitUntil(lambda: win.session.pending.kind == "color", timeout=3000)
    d = win.session.pending
    if d.kind == "color":
        win.session.answer("red")
    qtbot.waitUntil(lambda: win.session.pending.kind == "cards", timeout=3000)
    settle(qtbot, win)
    d = win.session.pending
    assert len(d.options) >= 10 and d.min == 0
    central = win.centralWidget()
    for key in ("done", "decline"):
        if key in win.prompt.buttons:
            b = win.prompt.buttons[key]
            assert b.isVisible() and inside(central, b), key
            assert b.visibleRegion().boundingRect().width() == b.width(), key
    assert "decline" in win.prompt.buttons
    close(win)


# ---- long text is elided with "…" (the whole text in the tooltip) or wraps -------------------
@pytest.mark.parametrize("size", [(1366, 768), (1280, 800)])
def test_a_long_name_in_the_prompt_is_elided_with_the_whole_name_in_the_tooltip(qtbot, size):
    from PySide6.QtGui import QFontMetrics
    win = open_table(qtbot, "lay_a3wide.json", size)
    full = win.session.game.state.players[0].name
    text = win.prompt.text
    assert full not in text.text() and "\u2026" in text.text()
    assert full in text.toolTip()
    f = text.font()
    f.setBold(True)
    shown = text.text().split("<b>")[1].split("</b>")[0]
    assert QFontMetrics(f).horizontalAdvance(shown) <= text.width() * 0.6 + 1
    close(win)


def test_panel_marks_and_team_totals_are_elided_or_wrapped(qtbot):
    """During a dogma the turn marker and the team's totals never lose letters
    silently: the marker elides with "…" (whole in the tooltip), the totals wrap."""
    win = open_table(qtbot, "lay_c4teamtall.json", (1280, 800))
    win.act(Action("dogma", "Philosophy"))
    qtbot.waitUntil(lambda: win.session.pending.kind != "action", timeout=3000)
    settle(qtbot, win)
    p = win.panels[0]
    assert "first of two actions" in p.title.full_text()
    fm = p.title.fontMetrics()
    assert fm.horizontalAdvance(p.title.text()) <= p.title.contentsRect().width() + 1
    if p.title.is_elided():
        assert p.title.text().endswith("\u2026") and "first of two actions" in p.title.toolTip()
    for q in win.panels:
        t = q.team_totals
        assert t.isVisible() and t.text().endswith("/6")
        assert t.wordWrap() or t.fontMetrics().horizontalAdvance(t.text()) <= t.width()
        assert inside(q, t)
    close(win)


# ---- a crowded score pile and hand stay legible ---------------------------------------------
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_a_crowded_score_pile_lists_every_card_s_age_and_whole_title(qtbot, size):
    """14 cards in your score pile: a line per card (age and title) in columns
    filling the pile's height, each line inside the visible area."""
    from engine import CARDS
    from PySide6.QtGui import QFont, QFontMetrics
    win = open_table(qtbot, "lay_d2tall.json", size)
    row = win.score
    assert len(row.faces) == 14 and row.listing()
    rects = row.card_rects()
    assert len({r.top() for r in rects}) >= 3            # several lines a column: the height is used
    f = QFont()
    f.setBold(True)
    f.setPixelSize(11)
    vp = win.score_scroll.viewport()
    for c, r in zip(row.faces, rects):
        assert QFontMetrics(f).horizontalAdvance(CARDS[c].name) <= r.width() - 23, CARDS[c].name
        top_left = row.mapTo(vp, r.topLeft().toPoint())
        assert vp.rect().contains(top_left) and r.bottom() <= row.height()
    assert row.card_at(rects[5].center()) == row.faces[5]
    close(win)


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_a_crowded_hand_keeps_whole_cards_and_scrolls(qtbot, size):
    win = open_table(qtbot, "lay_d2tall.json", size)
    assert len(win.hand.faces) == 15
    assert win.hand.step() >= win.hand.card_w        # no card covers another's title
    assert win.hand_scroll.horizontalScrollBar().maximum() > 0
    close(win)


def test_tiles_take_the_width_hand_and_score_beside_them(qtbot):
    """A 2-player table whose opponent is drawn as tiles: their hand and score
    pile go beside the tiles (the room to the right), not below, so the zone is
    no taller than the tiles and your own cards get the height."""
    win = open_table(qtbot, "lay_d2tall.json", (1280, 800))
    assert win.opp_tiles
    zone = win.opp_zones[0]
    _, board, hand, score = win.opp_boards[0]
    assert not zone.side_below
    bg, sg = board.geometry(), zone.side_col.geometry()
    assert sg.left() > bg.right() and sg.bottom() <= bg.bottom() + 2
    assert inside(win.centralWidget(), zone.side_col)
    for row in (hand, score):
        assert row.card_rects() and row.card_rects()[-1].right() <= row.width()
    assert win.left_scroll.verticalScrollBar().maximum() == 0
    close(win)


# ---- a long prompt -----------------------------------------------------------------
LONG_PROMPT = ("Elige cualquier número de cartas de tu mano para devolverlas; por cada carta "
               "devuelta, roba y puntúa una carta de valor igual a la carta devuelta más alta, "
               "y luego elige un color de tu tablero para desplegarlo hacia la derecha, si "
               "puedes hacerlo, <b>Ada</b>, antes de que termine tu turno en la mesa.")


def test_a_prompt_too_long_for_two_lines_ends_in_an_ellipsis(qtbot):
    """A long prompt (Spanish ones often are) shows two lines ending in "…", the
    bold kept; the whole text stays in the tooltip and full_text()."""
    from PySide6.QtGui import QTextDocument
    win = open_table(qtbot, "midgame2.json", (1280, 800))
    label = win.prompt.text
    label.setText(LONG_PROMPT)
    qtbot.wait(10)

    def shown_lines() -> tuple[str, int]:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(label.font())
        doc.setHtml(label.text())
        doc.setTextWidth(label.contentsRect().width())
        doc.size()
        n = sum(doc.findBlockByNumber(i).layout().lineCount() for i in range(doc.blockCount()))
        return doc.toPlainText(), n
    text, n = shown_lines()
    assert text.endswith("\u2026") and n <= 2
    assert len(text) < len("".join(LONG_PROMPT.split("<b>")).replace("</b>", ""))
    assert label.full_text() == LONG_PROMPT and label.toolTip() == LONG_PROMPT
    win.resize(1600, 1000)                # wider: more of it shows, still two lines at most
    settle(qtbot, win)
    wider, n = shown_lines()
    assert n <= 2 and len(wider) >= len(text)
    label.setText("Choose a card to meld.")          # short: shown whole, no ellipsis
    assert label.text() == "Choose a card to meld." and label.full_text() == label.text()
    close(win)
