"""The README's picture of a joined LAN table: a host and a joiner in one process
over loopback (127.0.0.1, nothing advertised), a few turns played, then the
joiner's window saved as a PNG.

    xvfb-run -a -s "-screen 0 1600x1000x24" python tools/lan_screenshot.py docs/lan-joined.png
"""
from __future__ import annotations

import sys
import tempfile


def main(out: str) -> int:
    import os
    os.environ.setdefault("INNOVATION_DESKTOP_HOME", tempfile.mkdtemp(prefix="lan-shot-"))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from innovation_desktop.lan import menu
    from innovation_desktop.net.host import Host
    from innovation_desktop.net.peer import Peer
    from innovation_desktop.settings import SETTINGS
    from innovation_desktop.table.window import TableWindow
    SETTINGS.instant()
    host = Host.new(["local", "remote", "easy"], "K7Q2X", local_name="Ada", seed=11, title="Friday game")
    host.listen("127.0.0.1", 0)
    hwin, jwin = TableWindow(), TableWindow()
    for w in (hwin, jwin):
        w.resize(1600, 1000)
    jwin.show()
    peer = Peer("127.0.0.1", host.port, "K7Q2X", "Bruno", keep_records=False)
    state = {}

    def started() -> None:
        state["h"] = menu.start_hosted(hwin, host)
    host.started.connect(started)

    def welcomed(*_a) -> None:
        QTimer.singleShot(200, lambda: state.setdefault("j", menu.start_joined(jwin, peer)))
    peer.welcomed.connect(welcomed)
    peer.start()

    def step() -> None:
        g = host.game
        if g is None or "j" not in state:
            QTimer.singleShot(100, step)
            return
        if g.state.turn >= 5 or g.over:
            QTimer.singleShot(600, shoot)
            return
        d = g.pending
        if d.player == 0:
            hwin.press_digit(1) or (hwin.prompt.buttons.get("draw") and hwin.prompt.buttons["draw"].click())
        elif d.player == 1 and state["j"].state and state["j"].state.decision \
                and state["j"].state.decision.id == len(g.record):
            b = jwin.prompt.buttons.get("draw")
            if b is not None and b.isEnabled() and g.state.turn < 4:
                b.click()
            elif not jwin.press_digit(1):
                for x in jwin.prompt.buttons.values():
                    if x.isEnabled():
                        x.click()
                        break
        QTimer.singleShot(150, step)

    def shoot() -> None:
        app.processEvents()
        ok = jwin.grab().save(out, "PNG")
        print("saved" if ok else "cannot save", out)
        state["j"].close()
        state["h"].close()
        app.exit(0 if ok else 1)
    QTimer.singleShot(300, step)
    QTimer.singleShot(60_000, lambda: app.exit(2))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "lan-joined.png"))
