"""Help: the rules (Help > Rules, F1), the card browser (Help > Cards), About,
and the application icon."""
from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap

from engine.datafiles import resource_bytes

#: The sizes of the icon's PNGs (``packaging/make_icons.py`` writes them).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
_ICON: QIcon | None = None


def app_icon() -> QIcon:
    """The application icon (``resources/app/innovation-desktop-N.png``, every size
    shipped), made once. An icon whose files are missing is empty, not an error."""
    global _ICON
    if _ICON is None:
        icon = QIcon()
        for n in ICON_SIZES:
            pm = QPixmap()
            try:
                if pm.loadFromData(resource_bytes("app", f"innovation-desktop-{n}.png"), "PNG"):
                    icon.addPixmap(pm)
            except OSError:
                continue
        _ICON = icon
    return _ICON
