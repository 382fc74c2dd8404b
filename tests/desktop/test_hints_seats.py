"""Seat words (human, easy, strong, random; greedy = easy) and the Hint button."""
from __future__ import annotations

from engine import BY_NAME

from engine.ai import EasyPlayer, RandomPlayer, StrongPlayer
from engine.view import view


def test_seat_words():
    from innovation_desktop.app import _seats
    from innovation_desktop.sessions.seats import SEAT_CHOICES
    assert SEAT_CHOICES == ("human", "easy", "strong", "random")
    seats = _seats("human,strong,greedy,random", 4)
    assert [s.kind for s in seats] == ["human", "strong", "easy", "random"]
    assert seats[0].make_player() is None
    assert isinstance(seats[1].make_player(1), StrongPlayer)
    assert isinstance(seats[2].make_player(1), EasyPlayer)
    assert isinstance(seats[3].make_player(1), RandomPlayer)


def test_new_game_dialog_offers_the_levels(qtbot):
    from innovation_desktop.table.dialogs import NewGameDialog
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    items = [dlg.kinds[1].itemData(i) for i in range(dlg.kinds[1].count())]
    assert items == ["human", "easy", "strong", "random"]


def test_hint_glows_and_explains(midgame_window, qtbot):
    """H asks Strong (off the GUI thread); the hinted card glows and a plain line
    says what and why; the hint goes away once the decision is answered."""
    win = midgame_window
    before = view(win.session.game, 0)
    assert win.prompt.hint.isEnabled()
    assert win.hints.ask()
    assert "thinking" in win.prompt.text.full_text()
    qtbot.waitUntil(lambda: bool(win.hints.text), timeout=30000)
    assert view(win.session.game, 0) == before          # a hint changes nothing
    assert win.hints.answer in win.session.view(0)["pending"]["options"]
    assert "Hint:" in win.prompt.text.full_text()
    assert win.hints.cards()
    for c in win.hints.cards():
        assert win.card_state(BY_NAME[c]) == "hint"
    win.session.answer(win.hints.answer)
    assert not win.hints.current()
    assert "Hint:" not in win.prompt.text.full_text()


def _strong_request(runner, qtbot):
    from engine import Game
    g = Game.new(["A", "B"], seed=2)
    g.apply([g.pending.options[0]])
    g.apply([g.pending.options[0]])
    assert g.pending.kind == "action"
    got = []
    runner.answered.connect(lambda t, a, p: got.append(a))
    clone = g.clone()
    clone.events = list(g.events)
    runner.request(StrongPlayer(1, budget_ms=60_000), clone, 0)
    return got


def test_cancel_stops_strong_at_once_in_a_thread(qtbot):
    """cancel() cuts a long think short (no minute-long wait); its answer is dropped."""
    from innovation_desktop.sessions.seats import ComputerRunner
    r = ComputerRunner()
    r.use_process = False
    got = _strong_request(r, qtbot)
    qtbot.wait(200)
    r.cancel()
    assert r.pool.waitForDone(10_000)
    qtbot.wait(50)
    assert got == []


def test_cancel_stops_strong_at_once_in_the_worker_process(qtbot):
    from innovation_desktop.sessions.seats import ComputerRunner
    r = ComputerRunner()
    r.use_process = True
    _strong_request(r, qtbot)
    qtbot.wait(300)
    r.cancel()                # before or after the worker process has started: it stops
    assert r.pool.waitForDone(15_000)
    r.shutdown()


def test_a_runner_takes_the_worker_started_ahead_of_time(qtbot, monkeypatch):
    """The app starts a computer players' process ahead of time (off the GUI
    thread); the next runner takes it instead of starting a process itself, and
    its answers come from it; a second runner finds none left and starts its own;
    the next spare is started after the first was taken."""
    from engine import Game
    from engine.ai import RandomPlayer
    from innovation_desktop.sessions import seats
    monkeypatch.setattr(seats, "SPARE_REFILL_MS", 0)
    seats.start_spare_worker()
    qtbot.waitUntil(seats.spare_worker_ready, timeout=30000)
    spare = seats._spare["worker"][0]
    r = seats.ComputerRunner()
    r.use_process = True
    g = Game.new(["A", "B"], seed=3)
    got = []
    r.answered.connect(lambda t, a, p: got.append(a))
    options = g.pending.options
    r.request(RandomPlayer(1), g.clone(), 0)
    assert r._executor is spare and not seats.spare_worker_ready()
    qtbot.waitUntil(lambda: bool(got), timeout=30000)
    assert got[0] in options or all(x in options for x in got[0])
    r2 = seats.ComputerRunner()
    assert r2._get_executor() is not spare
    r2.shutdown()
    r.shutdown()
    qtbot.waitUntil(seats.spare_worker_ready, timeout=30000)       # the refill
    assert seats._spare["worker"][0] is not spare
    seats.stop_spare_worker()
    assert not seats.spare_worker_ready()
