"""GUI numbers for the desktop client.

1. start to laid out: from process start (interpreter up, before Qt is imported)
   to the table window shown and laid out at the mid-game 3-player position;
2. the longest GUI-thread stall while computer seats play a whole game through the
   GUI, measured with a 5 ms QTimer heartbeat (goal: under 50 ms), with the CPU time
   the GUI thread used in that gap (``time.thread_time``: on a machine busy with
   other work the wall-clock gap grows, the CPU time much less).

Each game is opened the way the app opens a new game (``TableWindow.set_session``)
while the heartbeat runs, so the stall of opening a new game is measured too.

Run: ``python bench/gui_bench.py [--games N] [--delay MS]`` (offscreen by default;
under Xvfb set QT_QPA_PLATFORM=xcb to include real window-system painting).
"""
from __future__ import annotations

import argparse
import os
import sys
import time

T0 = time.perf_counter()
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--delay", type=int, default=0, help="computer delay in ms (0: as fast as possible)")
    ap.add_argument("--seats", default="greedy,random,greedy")
    args = ap.parse_args()

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from engine import Game
    from innovation_desktop.app import load_position
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.settings import SETTINGS
    from innovation_desktop.table.window import TableWindow

    app = QApplication(sys.argv[:1])
    g = load_position(os.path.join(ROOT, "resources", "positions", "midgame3.json"))
    win = TableWindow()
    win.set_session(GameSession(g, [Seat("human"), Seat("greedy"), Seat("greedy")]))
    win.resize(1600, 1000)
    win.show()
    app.processEvents()
    win.grab()                 # forces a full layout and paint
    laid_out = time.perf_counter() - T0
    print(f"start to laid-out window: {laid_out * 1000:.0f} ms")
    try:
        from innovation_desktop.idle import preload
    except ImportError:        # an older tree (bench --compare style runs)
        def preload() -> None:
            return None
    preload()                  # as the app does after its first paint
    try:
        from innovation_desktop.sessions.seats import spare_worker_ready, start_spare_worker
    except ImportError:        # an older tree: no worker started ahead of time
        def start_spare_worker() -> None:
            return None

        def spare_worker_ready() -> bool:
            return False

    SETTINGS.computer_delay_ms = args.delay
    kinds = args.seats.split(",")
    overall = []
    for n in range(args.games):
        # as in the app: a worker process is started ahead of time (after the first
        # paint, then a while after each game opens); a person takes seconds
        # before opening the next game, so wait for it (at most 10 s)
        start_spare_worker()
        t_wait = time.perf_counter()
        while not spare_worker_ready() and time.perf_counter() - t_wait < 10:
            app.processEvents()
            time.sleep(0.01)
        print(f"game {n + 1}: worker process started ahead: {'yes' if spare_worker_ready() else 'no'}")
        game = Game.new(["Ada", "Bruno", "Chen", "Dara"][:len(kinds)], seed=100 + n)
        timer = QElapsedTimer()
        timer.start()
        stalls = []
        cpus = []        # (GUI-thread CPU ms in a gap, its end, answers so far)
        last = [timer.elapsed(), time.thread_time()]

        where = {}

        # the loop's values bound now (the heartbeat stops before the next game's are made)
        def beat(timer=timer, last=last, stalls=stalls, cpus=cpus, where=where) -> None:
            now, cpu = timer.elapsed(), time.thread_time()
            gap = now - last[0]
            stalls.append(gap)
            cpus.append((round((cpu - last[1]) * 1000), now, len(win.session.game.record)))
            if gap >= max(stalls):
                where["at"] = (now, len(win.session.game.record), win.session.game.over,
                               round((cpu - last[1]) * 1000))
            last[0], last[1] = now, cpu

        hb = QTimer()
        hb.setInterval(5)
        hb.timeout.connect(beat)
        hb.start()
        for _ in range(3):      # the heartbeat is running
            app.processEvents()
            time.sleep(0.006)
        win.set_session(GameSession(game, [Seat(k) for k in kinds], ai_seed=n))
        t = time.perf_counter()
        while not win.session.game.over:
            app.processEvents()
            time.sleep(0.0005)
        for _ in range(20):
            app.processEvents()
        hb.stop()
        el = time.perf_counter() - t
        d = len(win.session.game.record)
        longest = max(stalls) if stalls else 0
        stalls.sort()
        p99 = stalls[int(len(stalls) * 0.99)] if stalls else 0
        print("   longest gap ended at (ms, answers so far, over, GUI-thread CPU ms in it):", where.get("at"))
        top = max(cpus) if cpus else (0, 0, 0)
        print(f"   most GUI-thread CPU in one gap: {top[0]} ms (ended at {top[1]} ms, {top[2]} answers so far)")
        overall.append((longest, top[0]))
        print("   five longest gaps (ms):", stalls[-5:], " gaps over 50 ms:", sum(1 for x in stalls if x > 50))
        print(f"game {n + 1}: {d} answers in {el:.1f} s, turns {game.state.turn}, "
              f"result {win.session.game.result}; heartbeat gaps: longest {longest} ms, p99 {p99} ms")
        if win.end_dialog is not None:
            win.end_dialog.close()
            win.end_dialog = None
    print(f"over {len(overall)} games: longest gap {max(x[0] for x in overall)} ms, most GUI-thread CPU "
          f"in one gap {max(x[1] for x in overall)} ms (goal: under 50 ms)")
    win.session.close()
    win.session.runner.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
