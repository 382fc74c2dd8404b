"""Time to save, load and open a 2-player game of 400 answers and show its last position.

Run: ``QT_QPA_PLATFORM=offscreen python bench/bench_open_save.py [--answers 400] [--repeat 7]``

Prints the median (and best) of each step, in milliseconds, and the median CPU
time this process used in it (on a machine busy with other work the wall clock
grows, the CPU time much less):

* ``save``: :func:`innovation_desktop.saves.store.save_game` (atomic write with fsync);
* ``load (replay+check)``: :func:`load_game` replaying every answer and checking
  the snapshot; ``load (snapshot)``: ``verify=False``;
* ``open + show``: :func:`innovation_desktop.library.saves_ui.open_game` until the table
  is painted at the last position (goal: under 200 ms), closing included (one
  more save);
* ``replay viewer``: :func:`innovation_desktop.library.saves_ui.open_replay` until painted
  (this replays the game once and keeps every position).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Game  # noqa: E402
from engine.ai import random_answer  # noqa: E402


def long_game(n: int, seed: int = 1) -> Game:
    """A 2-player game of exactly ``n`` answers (random players; a high win target
    so that it lasts)."""
    for s in range(seed, seed + 5000):
        g = Game.new(["Ann", "Bob"], seed=s, win_target=20)
        rng = random.Random(s)
        while not g.over and len(g.record) < n:
            g.apply(random_answer(g.pending, rng))
        if len(g.record) == n:
            return g
    raise RuntimeError(f"no game of {n} answers found")


def timed(fn, repeat: int) -> tuple[float, float, float]:
    """(median ms, best ms, median CPU ms of this process) of ``repeat`` runs."""
    ts, cs = [], []
    for _ in range(repeat):
        t, c = time.perf_counter(), time.process_time()
        fn()
        ts.append((time.perf_counter() - t) * 1000)
        cs.append((time.process_time() - c) * 1000)
    return statistics.median(ts), min(ts), statistics.median(cs)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--answers", type=int, default=400)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="inno-bench-"))
    os.environ["INNOVATION_DESKTOP_HOME"] = str(tmp / "home")

    from innovation_desktop.saves import store as saves
    g = long_game(args.answers)
    path = tmp / "game.json"
    rows = []
    rows.append(("save", *timed(lambda: saves.save_game(g, path), args.repeat)))
    rows.append(("load (replay+check)", *timed(lambda: saves.load_game(path), args.repeat)))
    rows.append(("load (snapshot)", *timed(lambda: saves.load_game(path, verify=False), args.repeat)))

    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from innovation_desktop.library.saves_ui import open_game, open_replay
    from innovation_desktop.settings import SETTINGS
    SETTINGS.instant()

    def show(opener):
        def run():
            w = opener(path)
            w.resize(1600, 1000)
            w.show()
            app.processEvents()
            w.grab()  # force a full paint
            if getattr(w, "autosaver", None):
                w.autosaver.finish()
            w.close()
            w.deleteLater()
        return run

    show(open_game)()  # warm up Qt (fonts, styles, card pixmaps)
    rows.append(("open + show (table)", *timed(show(open_game), args.repeat)))
    show(open_replay)()
    rows.append(("replay viewer open + show", *timed(show(open_replay), args.repeat)))
    size = path.stat().st_size
    print(f"2-player game, {len(g.record)} answers, turn {g.state.turn}, save file {size / 1024:.1f} KiB")
    for name, med, best, cpu in rows:
        print(f"  {name:28s} median {med:7.1f} ms   best {best:7.1f} ms   CPU median {cpu:7.1f} ms")
    goal = next(m for n, m, _, _ in rows if n.startswith("open + show"))
    print(f"goal (open + show last position < 200 ms): {'met' if goal < 200 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
