"""Test setup: Qt runs offscreen, and the project root is importable."""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the interface in English whatever the machine's locale (tests that want Spanish ask for it)
os.environ.setdefault("INNOVATION_DESKTOP_LANG", "en")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    """No test reads or writes the user's own preferences and saves: each gets its
    own INNOVATION_DESKTOP_HOME (a test or a folder's conftest may set another)."""
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))


# ---- nothing a test started may outlive it ----------------------------------------------
# The whole suite crashed in pytest-qt's event processing: Qt objects deleted on the
# wrong thread or from inside their own deletion (a window kept alive only by a child
# helper; hosts and sessions kept in reference cycles until a collection on another
# thread; zeroconf's threads signalling Qt objects). A thread or a child process left
# running by one test goes on during the next ones, so every test must close what it
# opens: a thread it started (daemon or not) or a child process it started that is
# still alive a few seconds after it ends fails the test.

import gc  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402

#: How long (s) what a test started may take to end after it (closing zeroconf
#: happens on a thread of its own and takes a moment, more on a busy machine).
LEAK_GRACE_S = 10.0
#: Threads meant to outlive a test: the computer players' worker started ahead of time
#: (kept for the next game, by design) and the threads of the standard library that
#: serve such a process (they end with it).
LONG_LIVED_THREADS = ("start-ai-worker", "QueueFeederThread", "ExecutorManagerThread")
#: Child processes meant to outlive a test: multiprocessing's one resource tracker.
LONG_LIVED_PROCESSES = ("multiprocessing.resource_tracker",)


def _child_processes() -> dict[int, str]:
    """This process's live children: pid -> command line (Linux /proc; empty elsewhere)."""
    me, out = os.getpid(), {}
    try:
        pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return out
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as f:
                stat = f.read().decode("ascii", "replace")
            fields = stat.rsplit(")", 1)[1].split()
            if int(fields[1]) != me or fields[0] == "Z":
                continue
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                out[pid] = f.read().replace(b"\0", b" ").decode("utf-8", "replace").strip()
        except (OSError, ValueError, IndexError):
            continue
    return out


def _spare_worker_pids() -> set[int]:
    """The computer players' worker started ahead of time (kept by design), if any."""
    seats = sys.modules.get("innovation_desktop.sessions.seats")
    w = seats._spare.get("worker") if seats is not None else None
    if not w:
        return set()
    return {p.pid for p in (getattr(w[0], "_processes", None) or {}).values()}


def _leaks(threads_before: set, children_before: set) -> list[str]:
    spare = _spare_worker_pids()
    out = [f"thread {t.name!r}" for t in threading.enumerate()
           if t not in threads_before and t.is_alive() and not isinstance(t, threading._DummyThread)
           and not t.name.startswith(LONG_LIVED_THREADS) and t is not threading.current_thread()]
    out += [f"process {pid} ({cmd[:120]})" for pid, cmd in _child_processes().items()
            if pid not in children_before and pid not in spare
            and not any(k in cmd for k in LONG_LIVED_PROCESSES)]
    return out


@pytest.fixture(scope="session", autouse=True)
def _collect_on_the_main_thread():
    """As in the app (:mod:`innovation_desktop.collector`): Python's automatic
    garbage collection, which runs on whatever thread allocates (zeroconf's, a
    save's, a computer player's) and so deleted Qt objects held in reference
    cycles on the wrong thread, is off; each test's garbage is collected on the
    main thread when it ends, and by the app's collector while Qt's loop runs."""
    was = gc.isenabled()
    gc.disable()
    yield
    if was:
        gc.enable()


@pytest.fixture(autouse=True)
def _nothing_left_running(request):
    """Fail a test that leaves a thread or a child process running (see above)."""
    threads_before = set(threading.enumerate())
    children_before = set(_child_processes())
    yield
    qtw = sys.modules.get("PySide6.QtWidgets")
    app = qtw.QApplication.instance() if qtw is not None else None
    if app is not None:
        from innovation_desktop import collector
        collector.install(app)
    gc.collect()
    end = time.monotonic() + LEAK_GRACE_S
    while True:
        left = _leaks(threads_before, children_before)
        if not left or time.monotonic() > end:
            break
        if app is not None:      # what ends on a queued call or a timer gets its turn
            app.processEvents()
        time.sleep(0.02)
    if left:
        pytest.fail(f"{request.node.nodeid} left running: " + "; ".join(left), pytrace=False)
