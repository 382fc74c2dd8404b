"""How long the game review takes, and whether the window stalls meanwhile.

    python bench/bench_review.py [--answers 200] [--seed 1] [--deep-ms 400] [--gui [--gui-only]]

Plays a 2-player game between Easy seats (from ``--seed`` on, the first game
with at least ``--answers`` answers, cut there), then times the quick pass of
the review of every decision (both players: ``--answers`` decisions) and, with
``--deep-ms`` above 0, the deep pass (the Strong player's search of that many
ms per decision). Prints the clock and the processor time of each. With
``--gui`` (needs a display or QT_QPA_PLATFORM=offscreen), it opens the game in
the replay viewer, runs the review in the background as the window does (the
child process, quick then deep) and prints the longest gap between two ticks
of a 5 ms timer on the GUI thread meanwhile.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine import Game  # noqa: E402
from engine.ai import EasyPlayer  # noqa: E402
from engine.review import review_game  # noqa: E402


def long_game(answers: int, seed: int) -> tuple[Game, int]:
    """The first Easy-vs-Easy 2-player game from ``seed`` on with at least ``answers`` answers, cut there."""
    s = seed
    while True:
        g = Game.new(["Ann", "Bob"], seed=s)
        agents = [EasyPlayer(s), EasyPlayer(s + 1)]
        while not g.over and len(g.record) < answers:
            g.apply(agents[g.pending.player].choose(g))
        if len(g.record) >= answers:
            return g, s
        s += 1


def timed(fn):
    w, c = time.perf_counter(), time.process_time()
    r = fn()
    return r, time.perf_counter() - w, time.process_time() - c


def gui(g: Game, deep_ms: int) -> None:
    os.environ.setdefault("INNOVATION_DESKTOP_HOME", tempfile.mkdtemp())
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication
    from innovation_desktop.library.saves_ui import open_replay
    from innovation_desktop.saves import store as saves
    app = QApplication.instance() or QApplication(sys.argv[:1])
    path = os.path.join(tempfile.mkdtemp(), "bench.json")
    saves.save_game(g, path)
    v = open_replay(path)
    v.revealed_ok = True        # review both players' decisions (the game is unfinished)
    v.show()
    clock = QElapsedTimer()
    clock.start()
    gaps = {"max": 0, "last": 0, "ticks": 0, "cpu_last": time.thread_time(), "max_cpu": 0.0, "cpu_of_max": 0.0}

    def tick():
        now = clock.elapsed()
        cpu = time.thread_time()
        gap, used = now - gaps["last"], 1000 * (cpu - gaps["cpu_last"])
        if gap > gaps["max"]:
            gaps["max"], gaps["cpu_of_max"] = gap, used
        gaps["max_cpu"] = max(gaps["max_cpu"], used)
        gaps["last"], gaps["cpu_last"] = now, cpu
        gaps["ticks"] += 1
    t = QTimer()
    t.timeout.connect(tick)
    t.start(5)
    for _ in range(20):
        app.processEvents()
    gaps["last"] = clock.elapsed()
    gaps["cpu_last"] = time.thread_time()
    gaps["max"] = 0
    gaps["max_cpu"] = 0.0
    start = time.perf_counter()
    v.review.start(budget_ms=deep_ms)
    quick_at = None
    while v.review.runner.running():
        app.processEvents()
        if quick_at is None and v.review.quick_done:
            quick_at = time.perf_counter() - start
        time.sleep(0.001)
    app.processEvents()
    total = time.perf_counter() - start
    print(f"gui: background review: quick pass done after {quick_at if quick_at is not None else float('nan'):.1f} s, "
          f"all done after {total:.1f} s ({len(v.review.entries)} decisions); longest GUI-thread gap "
          f"{gaps['max']} ms of clock ({gaps['cpu_of_max']:.1f} ms of the GUI thread's processor time in it), "
          f"most processor time of the GUI thread between two ticks {gaps['max_cpu']:.1f} ms, over "
          f"{gaps['ticks']} ticks of a 5 ms timer")
    v.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--answers", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deep-ms", type=int, default=0)
    ap.add_argument("--gui", action="store_true")
    ap.add_argument("--gui-only", action="store_true", help="with --gui: skip the passes outside the window")
    a = ap.parse_args(argv)
    g, seed = long_game(a.answers, a.seed)
    start = Game.new(["Ann", "Bob"], seed=seed)
    answers = list(g.record[:a.answers])
    print(f"game seed {seed}: {len(answers)} answers (turn {g.state.turn}), load average "
          f"{os.getloadavg()[0]:.1f}")
    if a.gui and a.gui_only:
        gui(_cut(start, answers), a.deep_ms)
        return 0
    rev, wall, cpu = timed(lambda: review_game(start, answers))
    labels = {k: sum(1 for d in rev.decisions if d.label == k) for k in ("inaccuracy", "mistake", "blunder")}
    print(f"quick pass: {len(rev.decisions)} decisions in {wall:.2f} s of clock, {cpu:.2f} s of processor "
          f"({1000 * wall / max(1, len(rev.decisions)):.0f} ms a decision); labels {labels}")
    if a.deep_ms:
        rev, wall, cpu = timed(lambda: review_game(start, answers, deep=True, budget_ms=a.deep_ms))
        labels = {k: sum(1 for d in rev.decisions if d.label == k) for k in ("inaccuracy", "mistake", "blunder")}
        print(f"deep pass ({a.deep_ms} ms search a decision): {len(rev.decisions)} decisions in {wall:.1f} s of "
              f"clock, {cpu:.1f} s of processor; labels {labels}")
    if a.gui:
        gui(g if len(g.record) == len(answers) else _cut(start, answers), a.deep_ms)
    return 0


def _cut(start: Game, answers: list) -> Game:
    g = start.clone()
    for x in answers:
        g.apply(x)
    return g


if __name__ == "__main__":
    raise SystemExit(main())
