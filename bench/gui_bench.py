"""GUI numbers for the desktop client.

1. start to laid out: from process start (interpreter up, before Qt is imported)
   to the table window shown and laid out at the mid-game 3-player position;
2. the longest GUI-thread stall while computer seats play a whole game through the
   GUI, measured with a 5 ms QTimer heartbeat (goal: under 50 ms).

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
    from innovation_desktop.controller import GameSession
    from innovation_desktop.seats import Seat
    from innovation_desktop.settings import SETTINGS
    from innovation_desktop.table import TableWindow

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

    SETTINGS.computer_delay_ms = args.delay
    kinds = args.seats.split(",")
    for n in range(args.games):
        game = Game.new(["Ada", "Bruno", "Chen", "Dara"][:len(kinds)], seed=100 + n)
        win.set_session(GameSession(game, [Seat(k) for k in kinds], ai_seed=n))
        timer = QElapsedTimer()
        timer.start()
        stalls = []
        last = [timer.elapsed()]

        where = {}

        def beat() -> None:
            now = timer.elapsed()
            gap = now - last[0]
            stalls.append(gap)
            if gap >= max(stalls):
                where["at"] = (now, len(win.session.game.record), win.session.game.over)
            last[0] = now

        hb = QTimer()
        hb.setInterval(5)
        hb.timeout.connect(beat)
        hb.start()
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
        print("   longest gap ended at (ms, answers so far, over):", where.get("at"))
        print("   five longest gaps (ms):", stalls[-5:], " gaps over 50 ms:", sum(1 for x in stalls if x > 50))
        print(f"game {n + 1}: {d} answers in {el:.1f} s, turns {game.state.turn}, "
              f"result {win.session.game.result}; heartbeat gaps: longest {longest} ms, p99 {p99} ms")
        if win.end_dialog is not None:
            win.end_dialog.close()
            win.end_dialog = None
    win.session.close()
    win.session.runner.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
