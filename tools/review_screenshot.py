"""The game review in the replay viewer, as PNGs (docs/review-*.png).

Usage (under a virtual display, as the README says)::

    xvfb-run -a -s "-screen 0 1600x1000x24" python tools/review_screenshot.py docs [--lang es]

Plays 2-player games between Easy seats (from ``--seed`` on, the first with a
mistake or a blunder), saves it in a private home folder, reviews it (the
quick pass), opens it in the replay viewer with that review, and grabs the window: at a labelled
decision with the best answer glowing (``review-graph[-LANG].png``), at the
first decision with luck marked and put down to its causes
(``review-luck[-LANG].png``), and with the first puzzle of Learn from your
mistakes (``review-puzzle[-LANG].png``).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder")
    ap.add_argument("--lang", default="en", choices=("en", "es"))
    ap.add_argument("--seed", type=int, default=14, help="the first game seed tried")
    ap.add_argument("--answers", type=int, default=150)
    args = ap.parse_args(argv)
    sys.path.insert(0, ROOT)
    os.environ["INNOVATION_DESKTOP_HOME"] = tempfile.mkdtemp()
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv[:1])
    from innovation_desktop import i18n
    i18n.install(app, args.lang)
    from engine import Game
    from engine.ai import EasyPlayer
    from innovation_desktop.library.review_work import review_stream
    from innovation_desktop.library.saves_ui import open_replay
    from innovation_desktop.saves import store as saves
    from innovation_desktop.settings import SETTINGS
    SETTINGS.instant()
    # the first game from --seed on with a mistake or a blunder (a puzzle to show)
    for seed in range(args.seed, args.seed + 12):
        g = Game.new(["Ada", "Bruno"], seed=seed)
        agents = [EasyPlayer(seed), EasyPlayer(seed + 1)]
        while not g.over and len(g.record) < args.answers:
            g.apply(agents[g.pending.player].choose(g))
        msgs: list = []
        review_stream(Game.new(["Ada", "Bruno"], seed=seed), list(g.record), msgs.append)
        if any(m[0] == "decision" and m[2]["label"] in ("mistake", "blunder") for m in msgs):
            break
    print("game seed", seed, "answers", len(g.record), "finished" if g.over else "unfinished")
    path = os.path.join(os.environ["INNOVATION_DESKTOP_HOME"], "game.json")
    saves.save_game(g, path)
    v = open_replay(path)
    v.revealed_ok = True        # the screenshot shows every seat's review
    v.resize(1600, 1000)
    v.show()
    for m in msgs:
        v.review._on_message(m)

    def spin(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            app.processEvents()
            time.sleep(0.01)

    suffix = "" if args.lang == "en" else f"-{args.lang}"
    panel = v.review
    marks = panel.labelled_positions()
    glow = [i for i in marks if panel.entries[i]["kind"] == "action"
            and isinstance(panel.entries[i]["best"], dict) and panel.entries[i]["best"].get("card")]
    at = (glow or marks or [v.model.last // 2])[0]
    v.set_position(at)
    panel.show_best.setChecked(True)
    spin(0.5)
    out = os.path.join(args.folder, f"review-graph{suffix}.png")
    v.grab().save(out)
    print(out, "at answer", at)
    lucky = [i for i, e in sorted(panel.entries.items()) if e.get("luck_causes")]
    if lucky:
        panel.show_best.setChecked(False)
        v.set_position(lucky[0])
        spin(0.5)
        out = os.path.join(args.folder, f"review-luck{suffix}.png")
        v.grab().save(out)
        print(out, "at answer", lucky[0])
        panel.show_best.setChecked(True)
    else:
        print("no luck marked: no luck picture")
    player = next((q for q in range(2) if panel.puzzles_for(q)), None)
    if player is not None:
        panel.start_puzzles(player)
        spin(0.5)
        out = os.path.join(args.folder, f"review-puzzle{suffix}.png")
        v.grab().save(out)
        print(out)
    else:
        print("no blunders or mistakes: no puzzle")
    v.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
