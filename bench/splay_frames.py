"""Frames of a real splay on screen: is the fan-out visible?

Opens the mid-game position, plays Ada's Dogma on Philosophy and splays her
green pile left, as a person would (through the table's answer path), then
samples the pile every 15 ms while the splay animation runs: prints the time,
the animation's progress (``fan``, 0 closed to 1 open) and where the top card
lies, and saves a grab of the board every few samples.

Run under a real X display (the point is real painting):

    xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb \\
        python bench/splay_frames.py --out /tmp/splay [--ms 250]
"""
from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/tmp/splay", help="folder for the frame PNGs")
    ap.add_argument("--ms", type=int, default=None, help="splay duration (default: the settings')")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from engine import BY_NAME, COLORS
    from innovation_desktop.app import load_position
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.settings import SETTINGS
    from innovation_desktop.table.window import TableWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    SETTINGS.computer_delay_ms = 0
    SETTINGS.fly_ms = 0
    if args.ms is not None:
        SETTINGS.splay_ms = args.ms
    g = load_position(os.path.join(ROOT, "resources", "positions", "midgame2.json"))
    win = TableWindow()
    win.set_session(GameSession(g, [Seat("human"), Seat("greedy")], ai_seed=1))
    win.resize(1600, 1000)
    win.show()
    pile = win.my_board.piles[COLORS.index("green")]
    samples: list[tuple[int, float, float]] = []
    clock = QElapsedTimer()
    frame = [0]

    def sample() -> None:
        r = pile.card_rects()
        samples.append((clock.elapsed(), pile.fan, r[-1].left() if r else 0.0))
        if len(samples) % 3 == 1:
            win.my_board.grab().save(os.path.join(args.out, f"frame{frame[0]:02d}.png"))
            frame[0] += 1
        if pile.anim.state() == pile.anim.State.Running or len(samples) < 3:
            QTimer.singleShot(15, sample)
        else:
            win.my_board.grab().save(os.path.join(args.out, f"frame{frame[0]:02d}.png"))
            report()

    def report() -> None:
        print(f"splay_ms={SETTINGS.splay_ms}  samples={len(samples)}  frames saved in {args.out}")
        for t, fan, x in samples:
            print(f"  {t:4d} ms  fan {fan:4.2f}  top card x {x:6.1f}")
        mid = [s for s in samples if 0.05 < s[1] < 0.95]
        print(f"samples mid-animation: {len(mid)}")
        win.close()
        app.quit()

    def go() -> None:
        win.act(("dogma", BY_NAME["Philosophy"]))
        d = win.session.pending
        assert d is not None and d.kind in ("color", "colors"), d
        clock.start()
        win.session.answer(COLORS.index("green") if d.kind == "color" else [COLORS.index("green")])
        sample()

    QTimer.singleShot(400, go)
    app.exec()
    win.session.close()
    win.session.runner.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
