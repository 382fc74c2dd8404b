"""Help: the rules (Help > Rules, F1), the card browser (Help > Cards), About, and
the application icon.

:func:`install_help_menu` adds the Help menu to a table window, makes a card name
in its log open the card in the browser (a click), and a right-click on a card of
that table do the same. The rules and the browser are imported when first
opened (start-up time)."""
from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QIcon, QKeySequence, QPixmap

from engine.datafiles import resource_bytes

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl
    from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget   # (imported late at run time: start-up)

    from .cards import CardBrowser
    from .rules import RulesWindow

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


def version() -> str:
    """The app's version (``innovation_desktop.__version__``, the one the
    distribution is built with)."""
    from .. import __version__
    return __version__


def about_html() -> str:
    """The text of Help > About (rich text; every part is ours, nothing from files)."""
    from engine import CARDS
    translate = QCoreApplication.translate
    paras = [
        translate("Help", "Version {version}").format(version=version()),
        translate("Help", "Innovation is a card game designed by Carl Chudyk. This program is an unofficial adaptation "
           "of its rules for the desktop; the rules and card texts in it are written in its own words, "
           "and the card faces are drawn by the program."),
        translate("Help", "Cards: {count}. Rules: the third edition (Deluxe), the first or the fourth (2024).").format(
            count=len(CARDS)),
        translate("Help", "Licence: MIT (see the LICENSE file). Copyright the Innovation Desktop contributors."),
    ]
    title = translate("Help", "Innovation Desktop")
    return f"<h2>{html.escape(title)}</h2>" + "".join(f"<p>{html.escape(t)}</p>" for t in paras)


def show_about(parent: QWidget | None = None) -> QMessageBox:
    """Help > About: version, licence, credits (a window-modal box, returned)."""
    from PySide6.QtWidgets import QMessageBox
    box = QMessageBox(parent)
    box.setObjectName("AboutBox")
    box.setWindowTitle(QCoreApplication.translate("Help", "About Innovation Desktop"))
    box.setIconPixmap(app_icon().pixmap(96, 96))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_html())
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    box.open()
    return box


def open_rules(section: str | None = None) -> RulesWindow:
    """Help > Rules (F1)."""
    from .rules import open_rules as _open
    return _open(section)


def open_cards(cid: int | None = None, edition: str = "third") -> CardBrowser:
    """Help > Cards, at card ``cid`` if given."""
    from .cards import open_cards as _open
    return _open(cid, edition)


class CardLinks(QObject):
    """An event filter on a table window: a right-click on a card of the table (a
    widget with ``card_at(QPointF)`` and a ``scene``; the context-menu event those
    widgets ignore reaches the window) opens the card in Help > Cards."""

    def __init__(self, win: QWidget) -> None:
        super().__init__(win)
        self.win = win

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if ev.type() != QEvent.Type.ContextMenu or obj is not self.win or not isinstance(ev, QContextMenuEvent):
            return False
        w = self.win.childAt(ev.pos())
        while w is not None and not (hasattr(w, "card_at") and hasattr(w, "scene")):
            w = w.parentWidget()
        if w is None:
            return False
        c = w.card_at(QPointF(w.mapFrom(self.win, ev.pos())))
        if c is None:
            return False
        open_cards(c, getattr(self.win, "edition", "third"))
        return True


def open_log_link(url: QUrl | str, edition: str = "third") -> bool:
    """Open the card a log link names (``card:ID``) in Help > Cards; True if it
    named a card."""
    href = url.toString() if hasattr(url, "toString") else str(url)
    if href.startswith("card:") and href[5:].isdigit():
        from engine import CARDS
        cid = int(href[5:])
        if cid < len(CARDS):
            open_cards(cid, edition)
            return True
    return False


def help_menu(win: QMainWindow) -> QMenu | None:
    """The Help menu of main window ``win`` (a QMenu), or None if it has none."""
    from PySide6.QtWidgets import QMenu
    for a in win.menuBar().actions():
        m = a.menu()            # (typed as a QObject: Qt's template)
        if isinstance(m, QMenu) and m.objectName() == "HelpMenu":
            return m
    return None


def install_help_menu(win: QMainWindow) -> QMenu:
    """Give main window ``win`` (a table window or a replay viewer: every main
    window of the app has it) a Help menu (Rules F1, Cards, About), card names in
    its log that open Help > Cards, and right-click on its cards. A window that
    has one already keeps it. Returns the menu."""
    old = help_menu(win)
    if old is not None:
        return old
    translate = QCoreApplication.translate
    menu = win.menuBar().addMenu(translate("Help", "&Help"))
    menu.setObjectName("HelpMenu")
    a = menu.addAction(translate("Help", "&Rules"))
    a.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))      # F1
    a.triggered.connect(lambda: open_rules())
    a = menu.addAction(translate("Help", "&Cards"))
    a.triggered.connect(lambda: open_cards(None, getattr(win, "edition", "third")))
    menu.addSeparator()
    a = menu.addAction(translate("Help", "&About Innovation Desktop"))
    a.triggered.connect(lambda: show_about(win))
    log = getattr(win, "log", None)
    if log is not None and hasattr(log, "anchorClicked"):
        log.anchorClicked.connect(lambda url: open_log_link(url, getattr(win, "edition", "third")))
    win.installEventFilter(CardLinks(win))
    from ..table import widgets

    widgets.CARD_LINK_HINT = translate(
        "Help", "Right-click a card, or click its name in the log, to see it in Help > Cards."
    )
    return menu
