"""A long log shows its last lines at once and writes the earlier ones in idle
time: the document it ends with is the one written all at once."""
from __future__ import annotations

from engine.answers import to_outside
from innovation_desktop.table.widgets import LogView
from innovation_desktop.table.window import TableWindow


def _entries(n: int) -> list[tuple[str, str]]:
    kinds = ("turn", "plain", "plain", "end")
    return [(f"Line {i}: Ann melds Archery & <b>not bold</b>", kinds[i % 4]) for i in range(n)]


def _log(qtbot, table: TableWindow, tail: int) -> LogView:
    log = LogView(table)
    log.TAIL = tail
    qtbot.addWidget(log)
    log.resize(300, 200)
    log.show()
    return log


def test_long_log_written_in_slices_is_the_same_document(qtbot):
    table = TableWindow()
    qtbot.addWidget(table)
    whole = _log(qtbot, table, tail=10_000)
    sliced = _log(qtbot, table, tail=20)
    calls = []

    def render(entries):
        calls.append(len(entries))
        return [(t.upper(), k) for t, k in entries]
    for log in (whole, sliced):
        log.add("Setup: each player chooses", "turn")
        log.add_many(_entries(400), render=render)
    assert sliced._gap, "the earlier lines are left for idle time"
    assert calls == [400, 1, 20]             # sliced: the first line and the tail rendered at once
    sliced.add_many(_entries(3)[1:])                     # a new line meanwhile goes at the end
    whole.add_many(_entries(3)[1:])
    qtbot.waitUntil(lambda: not sliced._gap, timeout=5000)
    assert max(calls[3:]) == LogView.SLICE and sum(calls[3:]) == 400 - 21
    assert sliced.lines == whole.lines
    assert sliced.lines[1] == "LINE 0: ANN MELDS ARCHERY & <B>NOT BOLD</B>"
    assert sliced.toHtml() == whole.toHtml()
    assert sliced.verticalScrollBar().value() == sliced.verticalScrollBar().maximum()   # still at the end


def test_readers_see_the_whole_log_at_once(qtbot):
    table = TableWindow()
    qtbot.addWidget(table)
    log = _log(qtbot, table, tail=20)
    log.add_many(_entries(300))
    assert log._gap
    assert len(log.lines) == 300 and log.lines[150].startswith("Line 150:")   # finished on reading
    assert not log._gap
    log.add_many(_entries(300))
    assert log._gap
    log.clear_log()                      # an undo: nothing left over is written later
    assert not log._gap and log.lines == [] and log.toPlainText() == ""


def _at_end(log: LogView) -> bool:
    bar = log.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_log_keeps_following_when_lines_rewrap(qtbot):
    """A narrower log rewraps its lines and grows taller: the view stays at the
    end (it used to stop a few pixels short and then stop following)."""
    table = TableWindow()
    qtbot.addWidget(table)
    log = _log(qtbot, table, tail=20)
    log.add_many(_entries(300))
    qtbot.waitUntil(lambda: not log._gap, timeout=5000)
    assert _at_end(log)
    log.resize(150, 200)                 # lines wrap: the document grows
    qtbot.waitUntil(lambda: _at_end(log), timeout=2000)
    log.add("Line new: Bea scores Sailing", "plain")
    assert _at_end(log) and log.following
    log.resize(400, 200)                 # wider: shorter, still at the end
    qtbot.waitUntil(lambda: _at_end(log), timeout=2000)
    log.add("Line newer: Cy draws a 3", "plain")
    assert _at_end(log)


def test_log_stops_following_while_the_user_reads_back(qtbot):
    table = TableWindow()
    qtbot.addWidget(table)
    log = _log(qtbot, table, tail=20)
    log.add_many(_entries(200))
    qtbot.waitUntil(lambda: not log._gap, timeout=5000)
    bar = log.verticalScrollBar()
    bar.setValue(bar.maximum() // 3)     # the user scrolls up to read
    assert not log.following
    seen = bar.value()
    log.add_many(_entries(5))
    log.resize(200, 200)
    assert bar.value() <= seen + 5 and bar.value() < bar.maximum()   # not pulled to the end
    bar.setValue(bar.maximum())          # back to the end: following again
    assert log.following
    log.add("Line back: Ann achieves 1", "plain")
    assert _at_end(log)
    log.clear_log()
    assert log.following


def test_table_log_follows_after_a_long_game_is_opened(qtbot):
    """A game of 120 answers shown at once (as a save is opened), then one more
    answer: the log shows that answer's line at its end."""
    import random

    from engine.game import Game
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from engine.ai import random_answer
    g = Game.new(["Ada", "Bruno"], seed=11)
    rng = random.Random(3)
    for _ in range(120):
        if g.over:
            break
        g.apply(random_answer(g.pending, rng))
    assert not g.over
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    win.set_session(GameSession(g, [Seat("human"), Seat("human")], ai_seed=1))
    qtbot.waitUntil(lambda: not win.log._gap, timeout=5000)
    qtbot.wait(50)
    bar = win.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    n = len(win.log.lines)
    assert win.session.answer(to_outside(g.state, win.session.pending, random_answer(win.session.pending, rng)))
    qtbot.waitUntil(lambda: len(win.log.lines) > n, timeout=5000)
    qtbot.wait(50)
    assert bar.value() == bar.maximum()
    win.resize(1000, 900)                # narrower: the lines rewrap, the view stays at the end
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=2000)
