"""Make the pictures of Help > Rules with the app's own screenshot option.

    python tools/help_pictures.py            # writes resources/help/*.png
    python tools/help_pictures.py --lang es  # resources/help/*_es.png: the table in Spanish
                                             # (shown by the Spanish rules page instead)
    xvfb-run -a -s "-screen 0 1600x1000x24" python tools/help_pictures.py --docs
                                             # docs/help-rules.png, docs/help-cards.png
    xvfb-run -a -s "-screen 0 1600x1000x24" python tools/help_pictures.py --docs --lang es
                                             # docs/help-rules-es.png, docs/help-cards-es.png
    xvfb-run -a -s "-screen 0 1600x1000x24" python tools/help_pictures.py --docs --fourth [--lang es]
                                             # docs/help-rules-fourth[-es].png: the page on the
                                             # fourth edition; docs/help-cards-fourth[-es].png:
                                             # the cards filtered to the fourth edition's age 11

Each picture is the table at a position of ``resources/positions/`` as the player
who must answer sees it (that seat human, the others computers, which wait: it is
not their turn), drawn offscreen with
``innovation-desktop --position FILE --screenshot PNG --size 1280x800`` and scaled
to 960 pixels wide. Run it again after changing the table's look."""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "help"
#: picture name -> position file
PICTURES = {
    "table": "midgame2.json",
    "dogma": "help_dogma.json",
    "demand": "help_demand.json",
    "splay": "midgame3.json",
    "end": "help_end.json",
    "teams": "teams4.json",
}


def seats(path: Path) -> str:
    """``--seats`` for a position: human for the player to answer (the current
    player once the game is over), easy for the others."""
    sys.path.insert(0, str(ROOT))
    from innovation_desktop.app import load_position
    g = load_position(str(path))
    d = g.pending
    who = d.player if d is not None else g.state.current
    return ",".join("human" if i == who else "easy" for i in range(len(g.state.players)))
WIDTH = 960


def install_language(app, lang: str) -> None:
    """Install the translations of ``lang`` into ``app`` (``innovation_desktop.i18n``
    when it exists, else every ``resources/i18n/<lang>/*.qm`` directly)."""
    if lang == "en":
        return
    try:
        from innovation_desktop import i18n
    except ImportError:
        i18n = None
    if i18n is not None and hasattr(i18n, "install"):
        i18n.install(app, lang)
        return
    from PySide6.QtCore import QLocale, QTranslator
    for qm in sorted((ROOT / "resources" / "i18n" / lang).glob("*.qm")):
        t = QTranslator(app)
        if t.load(str(qm)):
            app.installTranslator(t)
    QLocale.setDefault(QLocale(lang))


def docs(lang: str = "en", fourth: bool = False) -> int:
    """The pictures of the help windows for docs/ (under a real X server: Xvfb), in
    ``lang`` (``help-rules.png``; another language: ``help-rules-LANG.png``).
    ``fourth``: instead, the rules at their fourth-edition section and the card
    browser with the fourth edition chosen and filtered to age 11
    (``help-rules-fourth.png``, ``help-cards-fourth.png``, with ``-LANG`` alike)."""
    from PySide6.QtWidgets import QApplication
    sys.path.insert(0, str(ROOT))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_language(app, lang)
    from engine import NAMES
    from innovation_desktop.help.cards import CardBrowser
    from innovation_desktop.help.rules import RulesWindow

    def settle() -> None:
        for _ in range(30):
            app.processEvents()

    r = RulesWindow(lang=lang)
    r.resize(1280, 860)
    r.show()
    settle()
    r.show_section("fourth" if fourth else "demands")
    settle()
    b = CardBrowser("fourth" if fourth else "third")
    b.resize(1280, 860)
    b.show()
    settle()
    if fourth:
        b.age.setCurrentIndex(b.age.findData(11))
        settle()
        b.show_card(NAMES.index("Escapism"))
    else:
        b.show_card(NAMES.index("Paper"))
        b.search.setText("splay" if lang == "en" else "despliega")
    settle()
    tail = ("-fourth" if fourth else "") + ("" if lang == "en" else f"-{lang}")
    for w, name in ((r, f"help-rules{tail}.png"), (b, f"help-cards{tail}.png")):
        out = ROOT / "docs" / name
        if not w.grab().save(str(out), "PNG"):
            print(f"help_pictures: cannot write {out}", file=sys.stderr)
            return 1
        print(out.relative_to(ROOT))
    return 0


def main() -> int:
    if "--docs" in sys.argv[1:]:
        args = sys.argv[1:]
        return docs(args[args.index("--lang") + 1] if "--lang" in args else "en", "--fourth" in args)
    args = sys.argv[1:]
    lang = args[args.index("--lang") + 1] if "--lang" in args else "en"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", INNOVATION_DESKTOP_LANG=lang)
    env.pop("DISPLAY", None)
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841  (QImage scaling)
    with tempfile.TemporaryDirectory() as tmp:
        env["INNOVATION_DESKTOP_HOME"] = os.path.join(tmp, "home")
        for name, pos in PICTURES.items():
            shot = os.path.join(tmp, f"{name}.png")
            path = ROOT / "resources" / "positions" / pos
            cmd = [sys.executable, "-m", "innovation_desktop", "--position", str(path),
                   "--seats", seats(path), "--size", "1280x800", "--screenshot", shot]
            r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
            if r.returncode != 0:
                print(f"help_pictures: {name}: {r.stderr.strip()}", file=sys.stderr)
                return 1
            img = QImage(shot).scaledToWidth(WIDTH, Qt.SmoothTransformation)
            out = OUT / (f"{name}.png" if lang == "en" else f"{name}_{lang}.png")
            if not img.save(str(out), "PNG"):
                print(f"help_pictures: cannot write {out}", file=sys.stderr)
                return 1
            print(f"{out.relative_to(ROOT)}  {img.width()}x{img.height()}  {out.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
