"""Start-up of the desktop client against a bare PySide6 window, as whole processes.

Starts, alternately, two kinds of process several times each and times them from
the parent (wall clock, ``time.perf_counter``):

* ``bare``: ``python -c``: ``import PySide6.QtWidgets``, a ``QApplication`` and an
  empty ``QMainWindow`` of the same size, shown;
* ``app``: the installed ``innovation-desktop`` script with ``--seats human,greedy
  --seed 1 --size 1600x1000 --quit-when-shown``: a new 2-player game dealt, its table
  shown (menus and autosave included, as a user starts it).

Both quit the same way (:func:`innovation_desktop.app.quit_after_first_paint`, copied
into the bare script): once the window has had its first paint (the whole widget
tree is laid out and painted in that pass) it prints ``laid-out`` and leaves the
event loop. Two figures per process:

* ``to laid-out``: from process start until the parent reads that line;
* ``whole process``: from process start until the process has exited;
* ``cpu to laid-out`` and ``cpu whole``: the CPU time the process used until then
  (user + system, all threads: less sensitive than the wall clock to other work on
  the machine, which shares the cores).

Run: ``python bench/bench_startup.py [--runs 7] [--platform offscreen|xcb] [-- APP ARGS]``
(under ``xvfb-run -a -s "-screen 0 1600x1000x24"`` use ``--platform xcb`` to include
real window-system painting). Autosaves go to a temporary folder. Python may write
bytecode caches (``PYTHONDONTWRITEBYTECODE`` is dropped unless ``--no-bytecode``), as
an installed app has them; one unmeasured process of each kind runs first. The goal is
an app-to-bare ratio of at most 2 for the medians.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

APP_ARGS = ["--seats", "human,greedy", "--seed", "1", "--size", "1600x1000"]

BARE = """
import sys
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv[:1])


class _FirstPaint(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, lambda: (print(f"laid-out {time.process_time():.4f}", flush=True), app.exit(0)))
        return False


win = QMainWindow()
win.resize(1600, 1000)
win.installEventFilter(_FirstPaint(win))
win.show()
sys.exit(app.exec())
"""


def commands(app_args: list[str]) -> dict[str, list[str]]:
    """The command line of each kind of process."""
    script = shutil.which("innovation-desktop", path=os.path.dirname(sys.executable))
    app = [script] if script else [sys.executable, "-c",
                                   "import sys; from innovation_desktop.app import main; sys.exit(main())"]
    return {"bare": [sys.executable, "-c", BARE], "app": [*app, *app_args, "--quit-when-shown"]}


def run_once(kind: str, cmd: list[str], env: dict[str, str]) -> tuple[float, float, float, float]:
    """Start one child process; returns (seconds to laid-out, seconds to exit,
    CPU seconds used to laid-out, CPU seconds used in all: user + system)."""
    t0 = time.perf_counter()
    p = _Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    line = p.stdout.readline()
    t1 = time.perf_counter()
    err = ""
    try:
        out, err = p.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        p.kill()
        raise RuntimeError(f"{kind}: did not exit within 60 s") from None
    t2 = time.perf_counter()
    ru = p.rusage if hasattr(p, "rusage") else None
    cpu = (ru.ru_utime + ru.ru_stime) if ru is not None else float("nan")
    words = line.split()
    if not words or words[0] != "laid-out" or p.returncode != 0:
        raise RuntimeError(f"{kind}: exit {p.returncode}, stdout {line!r}, stderr {err[-2000:]}")
    return t1 - t0, t2 - t0, float(words[1]) if len(words) > 1 else float("nan"), cpu


class _Popen(subprocess.Popen):
    """Popen that keeps the child's resource usage (``os.wait4``) as ``rusage``."""

    def _try_wait(self, wait_flags):
        try:
            pid, sts, self.rusage = os.wait4(self.pid, wait_flags)
        except ChildProcessError:
            pid, sts = self.pid, 0
        return pid, sts


def fmt(xs: list[float]) -> str:
    ms = sorted(x * 1000 for x in xs)
    return f"median {statistics.median(ms):6.0f} ms  (range {ms[0]:.0f}-{ms[-1]:.0f})"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7, help="processes of each kind (default 7)")
    ap.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    ap.add_argument("--no-bytecode", action="store_true", help="keep PYTHONDONTWRITEBYTECODE")
    ap.add_argument("--compare", metavar="DIR", help="also time the app from another source tree (put "
                    "first on PYTHONPATH; e.g. an export of an older commit with --quit-when-shown)")
    ap.add_argument("app_args", nargs="*", help="arguments for innovation-desktop "
                    f"(after --; default: {' '.join(APP_ARGS)})")
    args = ap.parse_args()
    app_args = args.app_args or APP_ARGS
    cmds = commands(app_args)
    kinds = ["bare", "app"]
    if args.compare:
        kinds.append("other")
        cmds["other"] = cmds["app"]
    with tempfile.TemporaryDirectory(prefix="inno-startup-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM=args.platform, INNOVATION_DESKTOP_HOME=home)
        if not args.no_bytecode:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        envs = {k: env for k in kinds}
        if args.compare:
            envs["other"] = dict(env, PYTHONPATH=os.path.abspath(args.compare))
        for kind in kinds:       # warm the disk and bytecode caches
            run_once(kind, cmds[kind], envs[kind])
        res: dict[str, list[tuple[float, float, float, float]]] = {k: [] for k in kinds}
        for _ in range(args.runs):
            for kind in kinds:
                res[kind].append(run_once(kind, cmds[kind], envs[kind]))
    print(f"start-up, {args.runs} processes each, QT_QPA_PLATFORM={args.platform}, "
          f"app: innovation-desktop {' '.join(app_args)}" + (f"; other: {args.compare}" if args.compare else ""))
    med = {}
    for i, what in enumerate(("to laid-out", "whole process", "cpu to laid-out", "cpu whole")):
        for kind in kinds:
            xs = [r[i] for r in res[kind]]
            med[kind, i] = statistics.median(xs)
            print(f"  {kind:5s} {what:15s} {fmt(xs)}")
        print(f"  ratio app/bare ({what}): {med['app', i] / med['bare', i]:.2f}"
              + (f", other/bare {med['other', i] / med['bare', i]:.2f}" if args.compare else ""))
    ok = med["app", 0] <= 2 * med["bare", 0]
    print(f"goal (app to a laid-out table at most twice a bare window): {'met' if ok else 'NOT met'}"
          f" (by CPU time to laid-out: {'met' if med['app', 2] <= 2 * med['bare', 2] else 'NOT met'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
