"""A long log shows its last lines at once and writes the earlier ones in idle
time: the document it ends with is the one written all at once."""
from __future__ import annotations

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
