"""The Artifacts of History table at a usual window size, found by trying the
expansion from New game: the supply row (base piles, Artifacts piles,
achievements, relics) stays in the window without shrinking the rest of the
table, opponents' boards with their displays fit without a scroll bar, each
Artifacts pile's count shows, and a relic's tooltip is its card, not markup."""
import pytest

from innovation_desktop.sessions.seats import Seat


@pytest.fixture
def table(qtbot):
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.session is not None:
        win.session.close()
        win.session.wait()


def _start(qtbot, win, n, expansions=("artifacts",)):
    # computer opponents: the table shows the human's view at once (no hand-off screen)
    win.start_game(["Ada", "Bruno", "Chen", "Dara"][:n], [Seat("human")] + [Seat("random")] * (n - 1), seed=7,
                   expansions=list(expansions), relics=bool(expansions))
    qtbot.wait(50)
    qtbot.waitUntil(lambda: not win._fit_timer.isActive(), timeout=5000)
    qtbot.wait(50)


def _row_right(win):
    return max(r.right() for _, _, r in win.supply.items())


@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_new_expansion_game_from_an_empty_table_shows_the_whole_supply_row(qtbot, table, n):
    _start(qtbot, table, n)
    kinds = {k for k, _, _ in table.supply.items()}
    assert {"supply", "artifacts", "achievement", "special", "relic"} <= kinds
    assert _row_right(table) <= table.supply.width()                 # relics and specials in sight
    assert table.left_scroll.horizontalScrollBar().maximum() == 0   # no board hidden sideways
    for _, board, _, _ in table.opp_boards:                          # each display within its zone
        assert board.display.geometry().right() <= board.width()


def test_the_supply_row_shrinks_alone_not_the_players_cards(qtbot, table):
    _start(qtbot, table, 2, expansions=())
    base_w = table.my_board.piles[0].card_w
    _start(qtbot, table, 2)
    assert table.my_board.piles[0].card_w == base_w     # your cards keep their size with the expansion
    assert _row_right(table) <= table.supply.width()


def test_each_artifacts_pile_count_is_not_covered_by_the_next_pile(qtbot, table):
    _start(qtbot, table, 2)
    rects = [r for k, _, r in table.supply.items() if k == "artifacts"]
    assert len(rects) == 10
    assert all(b.left() >= a.right() for a, b in zip(rects, rects[1:]))


def test_a_relic_tooltip_is_the_card_face_and_text_not_markup(qtbot, table):
    _start(qtbot, table, 2)
    tip = table.supply.tooltip_html(("relic", "Complex Numbers"))
    assert "<img" in tip and "&lt;table" not in tip and "Complex Numbers" in tip
    pile = table.supply.tooltip_html(("artifacts", 3))
    assert "Artifacts pile 3" in pile and "<table" not in pile


def test_the_meld_menu_says_which_card_is_in_your_display(qtbot, table):
    from engine.position import build
    from innovation_desktop.sessions.local import GameSession
    doc = {"format": "innovation-position/1", "expansions": ["artifacts"], "artifact_choice": False,
           "players": [{"name": "Ann", "board": {"red": ["Archery"]}, "hand": ["Oars"], "display": "Holmegaard Bows"},
                       {"name": "Bob"}]}
    table.set_session(GameSession(build(doc), [Seat("human"), Seat("random")]))
    qtbot.waitUntil(lambda: "meld" in table.prompt.buttons, timeout=5000)
    entries = [a.text() for a in table.prompt.buttons["meld"].menu().actions()]
    assert entries == ["&1  Oars", "&2  Holmegaard Bows (from your display)"]
