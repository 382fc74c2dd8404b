"""Qt objects are touched and deleted on their own thread only: results from plain
Python threads arrive through an Inbox, and reference cycles are collected on the
GUI thread (the whole suite crashed in Qt's event processing when a zeroconf or
worker thread signalled, or garbage-collected, Qt objects of the GUI thread)."""
from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject

from innovation_desktop import collector
from innovation_desktop.threads import Inbox


def test_an_inbox_delivers_on_its_own_thread_in_order(qtbot):
    inbox = Inbox()
    got: list[tuple[int, int]] = []
    inbox.arrived.connect(lambda item: got.append((item, threading.get_ident())))

    def worker():
        for i in range(200):
            assert inbox.mailbox.put(i)
    threads = [threading.Thread(target=worker) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    qtbot.waitUntil(lambda: len(got) == 400, timeout=5000)
    assert {ident for _, ident in got} == {threading.get_ident()}
    ones = [i for i, _ in got]
    assert sorted(ones) == sorted(list(range(200)) * 2)
    inbox.close()
    assert inbox.mailbox.put(1) is False and inbox.closed


def test_an_inbox_deleted_with_its_parent_drops_later_puts(qtbot):
    parent = QObject()
    inbox = Inbox(parent)
    mailbox = inbox.mailbox
    got = []
    inbox.arrived.connect(got.append)
    assert mailbox.put("before")
    parent.deleteLater()
    qtbot.waitUntil(lambda: mailbox.closed, timeout=5000)
    # a thread that still holds the mailbox is told, and nothing reaches a deleted object
    out = []
    t = threading.Thread(target=lambda: out.append(mailbox.put("after")))
    t.start()
    t.join()
    assert out == [False]
    qtbot.wait(50)
    assert "after" not in got


class _Marked:
    """An object in a reference cycle that notes the thread that finalizes it."""

    def __init__(self, seen: list) -> None:
        self.me = self
        self.seen = seen

    def __del__(self) -> None:
        self.seen.append(threading.get_ident())


def test_reference_cycles_are_collected_on_the_gui_thread_only(qtbot, qapp):
    """With the collector installed, a thread that allocates a great deal never
    runs a collection itself; the GUI thread's timer collects the cycles (and
    their Qt objects would be deleted there)."""
    c = collector.GuiCollector(interval_ms=10)
    c.start()
    try:
        assert not gc.isenabled() and c.running
        threads_collecting: set[int] = set()

        def note(phase, info):
            if phase == "start":
                threads_collecting.add(threading.get_ident())
        gc.callbacks.append(note)
        finalized: list[int] = []
        try:
            kept: list = []

            def allocate():
                for _ in range(3):
                    _Marked(finalized)
                kept.append([[i] for i in range(50 * gc.get_threshold()[0])])   # far past the threshold
            t = threading.Thread(target=allocate)
            t.start()
            t.join()
            assert finalized == [] and threads_collecting == set()
            qtbot.waitUntil(lambda: len(finalized) == 3, timeout=5000)
            assert set(finalized) == {threading.get_ident()}
            assert threads_collecting == {threading.get_ident()} and kept
        finally:
            gc.callbacks.remove(note)
    finally:
        c.stop()
        c.deleteLater()


def test_collect_due_follows_the_interpreters_thresholds():
    gc.collect()
    assert collector.collect_due() is None          # nothing allocated since
    keep = [[i] for i in range(gc.get_threshold()[0] * 2)]
    assert collector.collect_due() == 0
    assert keep


def test_a_discovery_watch_deleted_without_close_closes_zeroconf(qtbot):
    """The join dialog's watcher, deleted with its window without close(), stops
    zeroconf itself; zeroconf's threads only ever reach its plain-Python side."""
    from innovation_desktop.lan.dialogs import DiscoveryThread
    parent = QObject()
    d = DiscoveryThread(["127.0.0.1"], parent)
    watch, thread = d._watch, d._thread
    thread.join(20)
    parent.deleteLater()
    qtbot.waitUntil(lambda: watch.closed, timeout=5000)
    if watch.closer is not None:        # zeroconf had started: it is being closed
        watch.closer.join(20)
        assert not watch.closer.is_alive()
    assert watch.browser is None and watch.mailbox.closed


def test_a_window_is_not_kept_alive_by_its_first_paint_helper(qtbot):
    """A helper (a child of the window) that held the last reference to its window
    deleted the window from inside its own deferred deletion, and so itself twice:
    the suite crashed in pytest-qt's event processing. It holds none now."""
    import weakref

    from PySide6.QtWidgets import QWidget

    from innovation_desktop.idle import after_first_paint
    w = QWidget()
    done: list[int] = []
    after_first_paint(w, lambda: done.append(1), timeout_ms=10)
    gone = weakref.ref(w)
    del w
    assert gone() is None                 # deleted at once, its helper with it
    qtbot.wait(100)
    assert done == []                     # nothing runs once the window is destroyed


def test_a_lazy_tooltip_lets_go_of_what_it_made_the_tip_from(qtbot):
    import weakref

    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QPushButton, QToolTip, QWidget

    from innovation_desktop.idle import lazy_tooltip
    w = QWidget()
    b = QPushButton("card", w)
    # the closure names ``w`` on purpose (deleted below): ruff reads the later ``del`` as undefined
    lazy_tooltip(b, lambda: f"tip of {w.objectName() or 'the window'}")  # noqa: F821
    QApplication.sendEvent(b, QHelpEvent(QEvent.Type.ToolTip, QPoint(2, 2), b.mapToGlobal(QPoint(2, 2))))
    assert b.toolTip() == "tip of the window"
    QToolTip.hideText()
    gone = weakref.ref(w)
    del w, b
    assert gone() is None                 # the closure that named the window was dropped at once
