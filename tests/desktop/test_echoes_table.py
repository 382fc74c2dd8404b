"""Echoes of the Past in the app: the New game dialog's option, and a table that
plays an Echoes game (alone and with Artifacts) through its session without errors,
showing the Echoes piles, the forecast (one's own by name, others' by backs), the
score with its bonus points and the promote question."""
import random

from engine.ai import random_answer
from engine.answers import to_outside
from innovation_desktop.sessions.seats import Seat


def test_the_new_game_dialog_offers_echoes_alone_or_with_artifacts(qtbot):
    from innovation_desktop.table.dialogs import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert dlg.options()["expansions"] == []
    dlg.echoes.setChecked(True)
    assert dlg.options()["expansions"] == ["echoes"]
    if dlg.artifacts.isEnabled():
        dlg.artifacts.setChecked(True)
        assert dlg.options()["expansions"] == ["artifacts", "echoes"]


def _table(qtbot, doc):
    from engine.position import build, play_moves
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1500, 950)
    win.show()
    qtbot.waitExposed(win)
    g = build(doc)
    play_moves(g, doc.get("moves", []))          # the session starts at the position after the moves
    win.set_session(GameSession(g, [Seat("human")] * len(doc["players"])))
    if win.handing_off:
        win._handoff_ready()
    return win


PROMOTE = {"format": "innovation-position/1", "expansions": ["echoes"],
           "players": [{"name": "Ann", "board": {"purple": ["Puppet"], "blue": ["Dice"]}, "hand": ["Agriculture"],
                        "score": ["Calendar"], "forecast": ["Bangle", "Almanac"]},
                       {"name": "Bob", "hand": ["Tools"], "forecast": ["Lever"]}],
           "moves": [{"action": "meld", "card": "Agriculture"}]}


def test_the_table_shows_echoes_piles_forecasts_points_and_asks_the_promote(qtbot):
    win = _table(qtbot, PROMOTE)
    items = win.supply.items()
    assert [k for k, _, _ in items if k == "echoes"] == ["echoes"] * 10
    assert "Echoes pile 3" in win.supply.tooltip_for(("echoes", 3))
    v = win.v
    me = v["players"][0]
    assert sorted(me["forecast"]) == ["Almanac", "Bangle"] and v["players"][1]["forecast"] is None
    assert me["points"] == 2 + 3 + 1 and me["bonus_points"] == 4
    assert win.session.pending.source == "promote"
    win._render_prompt()
    assert not win.grab().isNull()


def test_a_table_plays_echoes_games_with_their_questions(qtbot):
    from innovation_desktop.table.window import TableWindow
    for exps in (["echoes"], ["echoes", "artifacts"]):
        win = TableWindow()
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        win.start_game(["Ada", "Bruno"], [Seat("human"), Seat("human")], seed=5, expansions=exps)
        s = win.session
        assert s.game.state.echoes and s.game.state.win_target == 6 + len(exps)
        rng = random.Random(5)
        for _ in range(250):
            d = s.pending
            if d is None:
                break
            win._render_prompt()
            assert s.answer(to_outside(s.game.state, d, random_answer(d, rng)))
            if s.awaiting_end is not None:
                s.end_turn()
        assert not win.grab().isNull()


def test_new_game_offers_echoes_again_after_a_game_with_it(qtbot):
    from innovation_desktop.table.dialogs import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.echoes.setChecked(True)
    dlg._check()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.echoes.isChecked() and "echoes" in again.options()["expansions"]
    again.echoes.setChecked(False)
    again._check()
    third = NewGameDialog()
    qtbot.addWidget(third)
    assert not third.echoes.isChecked()


def test_the_dogma_preview_names_the_echo_effects_that_would_run_and_who_shares_them():
    # Ann's blue: Ruler under Perfume, splayed left (Ruler's echo box shows). Bob's 2 castles
    # against Ann's 1: he shares both echo effects (and is not hit by Perfume's demand).
    from engine.position import build
    from engine.view import table_view
    from engine.answers import Action
    from innovation_desktop.table.tips import action_tip
    doc = {"format": "innovation-position/1", "expansions": ["echoes"],
           "players": [{"name": "Ann", "board": {"blue": {"cards": ["Ruler", "Perfume"], "splay": "left"},
                                                 "red": ["Candles"]}},
                       {"name": "Bob", "board": {"red": ["Archery"]}}]}
    v = table_view(build(doc), 0)
    assert v["dogma"]["Perfume"]["echoes"] == ["Ruler", "Perfume"]
    assert v["dogma"]["Candles"]["echoes"] == ["Candles"]
    tip = action_tip(v, Action("dogma", "Perfume"))
    assert "echo effects of Ruler, Perfume run, in this order, shared with Bob" in tip
    assert "echo effect of Candles runs, shared with Bob" in action_tip(v, Action("dogma", "Candles"))
    doc["players"][1]["board"] = {}  # Bob shows no lightbulb now: nobody shares
    assert "echo effect of Candles runs, not shared" in action_tip(
        table_view(build(doc), 0), Action("dogma", "Candles")
    )
    doc["expansions"] = []
    doc["players"][0]["board"] = {"blue": ["Writing"]}
    v = table_view(build(doc), 0)
    assert v["dogma"]["Writing"]["echoes"] == [] and "echo" not in action_tip(v, Action("dogma", "Writing"))


def test_a_compact_pile_of_echoes_cards_paints_its_icons_without_the_echo_box_and_bonus(qtbot):
    # The one-line tile of a pile counted every position into a list of nine icon numbers:
    # an echo box (9) or a bonus (10) raised in paintEvent, and the painter left open crashed
    # the process (a joiner's table in an Echoes LAN game).
    win = _table(qtbot, PROMOTE)
    from engine.cards import BONUS_ICON, CARD_ICONS
    pw = win.my_board.piles[4]                       # purple: Puppet, with a bonus (icon number 10)
    top = CARD_ICONS[pw.cards[-1]]
    assert BONUS_ICON in top
    assert pw.shown_icons() == [sum(1 for i in top if i == k) if k < 6 else 0 for k in range(9)]
    pw.set_tile(True, 260)
    assert not pw.grab().isNull()                   # paints (no exception, no crash)
