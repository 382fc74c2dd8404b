"""The table in a language, a few turns into a game, as a PNG (docs/table-es.png).

Usage (under a virtual display, as the README says)::

    xvfb-run -a -s "-screen 0 1600x1000x24" python tools/screenshot_lang.py docs/table-es.png --lang es

Opens ``resources/positions/midgame2.json`` (Ada, a person, against Bruno, the easy
computer player), lets Ada answer ``--answers`` decisions at random (``--seed``) so
the log has lines, and grabs the 1600x1000 window.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("png")
    ap.add_argument("--lang", default="es", choices=("en", "es"))
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--answers", type=int, default=6)
    args = ap.parse_args(argv)
    sys.path.insert(0, ROOT)
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv[:1])
    from innovation_desktop import i18n
    i18n.install(app, args.lang)
    from engine.ai import random_answer
    from innovation_desktop.app import load_position
    from innovation_desktop.help import install_help_menu
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.settings import SETTINGS
    from innovation_desktop.table.window import TableWindow
    SETTINGS.instant()
    game = load_position(os.path.join(ROOT, "resources", "positions", "midgame2.json"))
    win = TableWindow()
    win.set_session(GameSession(game, [Seat("human"), Seat("easy")], ai_seed=2))
    install_help_menu(win)
    win.resize(1600, 1000)
    win.show()
    s = win.session
    rng = random.Random(args.seed)

    def spin(seconds: float, until=lambda: False) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end and not until():
            # no app.exec() here: deleteLater (the prompt's old buttons) is run by hand
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            app.processEvents()
            time.sleep(0.01)

    for _ in range(args.answers):
        spin(30, lambda: s.pending is None or s.is_human(s.pending.player))
        if s.pending is None:
            break
        s.answer(random_answer(s.pending, rng))
    spin(1.0)
    ok = win.grab().save(args.png, "PNG")
    s.close()
    s.wait()
    return 0 if ok else 2


if __name__ == "__main__":
    sys.exit(main())
