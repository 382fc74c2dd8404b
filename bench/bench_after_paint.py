"""The GUI thread's longest stall in the app's first seconds (start-up, first
paint, and the work left for after it: the save format, the LAN menu, the
computer players' worker).

Run: ``python bench/bench_after_paint.py [--runs 5] [--seconds 2.5]`` (offscreen
by default). Each run is a new process running ``innovation_desktop.app.main``
on a new 2-player game with a 5 ms QTimer heartbeat; prints, per run, the
longest gap between beats after the first paint (wall ms) and the GUI thread's
CPU time in it (``time.thread_time``: the steadier figure on a busy machine),
then their medians and maxima. Goal: under 50 ms.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def child(seconds: float, root: Path) -> None:
    """One process: run the app with a heartbeat, print ``wall cpu`` of the
    longest gap after the first paint."""
    import time
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(root))
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
    from innovation_desktop import app as appmod
    assert Path(appmod.__file__).resolve().is_relative_to(root), appmod.__file__

    qapp = QApplication(sys.argv[:1])
    state = {"painted": False, "last": None, "worst": (0.0, 0.0)}

    class Painted(QObject):
        def eventFilter(self, obj, ev):  # noqa: N802
            if ev.type() == QEvent.Type.Paint and obj.isWindow() and not state["painted"]:
                state["painted"] = True
                state["last"] = (time.perf_counter(), time.thread_time())
            return False
    watcher = Painted()
    qapp.installEventFilter(watcher)

    def beat() -> None:
        now = (time.perf_counter(), time.thread_time())
        if state["last"] is not None:
            gap = ((now[0] - state["last"][0]) * 1000, (now[1] - state["last"][1]) * 1000)
            if gap[0] > state["worst"][0]:
                state["worst"] = gap
        if state["painted"]:
            state["last"] = now
    hb = QTimer()
    hb.timeout.connect(beat)
    hb.start(5)
    QTimer.singleShot(int(seconds * 1000), qapp.quit)
    appmod.main(["--players", "2", "--seed", "3"])
    qapp.removeEventFilter(watcher)
    print(f"{state['worst'][0]:.1f} {state['worst'][1]:.1f}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=2.5, help="how long each process runs")
    ap.add_argument("--root", type=Path, default=ROOT, help="the source tree to run (default: this one)")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.seconds, args.root.resolve())
        return 0
    walls, cpus = [], []
    for i in range(args.runs):
        out = subprocess.run([sys.executable, __file__, "--child", "--seconds", str(args.seconds),
                              "--root", str(args.root.resolve())],
                             capture_output=True, text=True, timeout=120, cwd=ROOT)
        last = out.stdout.strip().splitlines()[-1:] or ["nan nan"]
        w, c = (float(x) for x in last[0].split())
        walls.append(w)
        cpus.append(c)
        print(f"run {i + 1}: longest stall {w:.1f} ms wall, {c:.1f} ms GUI-thread CPU", flush=True)
    print(f"median {statistics.median(walls):.1f} ms wall / {statistics.median(cpus):.1f} ms CPU; "
          f"max {max(walls):.1f} / {max(cpus):.1f}  (load average {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
