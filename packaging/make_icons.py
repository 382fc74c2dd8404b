"""Render the application icon's PNG sizes from its SVG (``resources/app/``).

    python packaging/make_icons.py      # writes resources/app/innovation-desktop-N.png

Run it after changing ``innovation-desktop.svg``; the PNGs are committed (the
bundle, the .desktop entry and the window icon use them)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256)
APP = Path(__file__).resolve().parent.parent / "resources" / "app"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841  (QPainter needs it)
    svg = QSvgRenderer(str(APP / "innovation-desktop.svg"))
    if not svg.isValid():
        print("make_icons: the SVG is not valid", file=sys.stderr)
        return 1
    for n in SIZES:
        img = QImage(n, n, QImage.Format_ARGB32)
        img.fill(Qt.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.SmoothPixmapTransform)
        svg.render(p)
        p.end()
        out = APP / f"innovation-desktop-{n}.png"
        if not img.save(str(out), "PNG"):
            print(f"make_icons: cannot write {out}", file=sys.stderr)
            return 1
        print(out.relative_to(APP.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
