"""The app's windows as a whole: which one is the main window, the size new
windows open at, and quitting from any of them (Ctrl+Q)."""
from __future__ import annotations

import weakref

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

#: Quit (every window): Ctrl+Q, whatever the platform's standard key says.
QUIT_KEY = "Ctrl+Q"

#: The size a window opens at when there is no main window to copy (it is
#: made smaller to fit the screen).
DEFAULT_SIZE = (1600, 1000)

#: The keys of Enter: the main keyboard's Return and the keypad's Enter. Whatever
#: Return does, Enter does too (bind both).
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

_main: weakref.ref[QWidget] | None = None
_quits = 0


def set_main_window(win: QWidget | None) -> None:
    """Remember ``win`` as the app's main window (new windows copy its size)."""
    global _main
    _main = None if win is None else weakref.ref(win)


def main_window() -> QWidget | None:
    """The main window, if it still exists (shown or not)."""
    w = _main() if _main is not None else None
    try:
        if w is not None:
            w.isVisible()       # raises RuntimeError once Qt has deleted it
    except RuntimeError:
        return None
    return w


def size_like_main(win: QWidget, opener: QWidget | None = None) -> tuple[int, int]:
    """Resize ``win`` (a window about to be shown) to the size of the main window
    (if it is shown), else of ``opener`` (the window it was opened from, if it is a
    shown window): exactly that size, not refitted when shown. Without either,
    :data:`DEFAULT_SIZE` made smaller to fit the screen. Returns the size
    (width, height in pixels)."""
    for w in (main_window(), opener.window() if opener is not None else None):
        if w is not None and w is not win and w.isVisible():
            win.resize(w.size())
            if hasattr(win, "_fitted"):
                win._fitted = True          # a replay viewer: keep this size at its first show
            return w.width(), w.height()
    win.resize(*DEFAULT_SIZE)
    fit_to_screen(win, *DEFAULT_SIZE)
    return win.width(), win.height()


def quits() -> int:
    """How many times :func:`quit_app` has run (Ctrl+Q, a signal). A dialog
    during which this changed was closed by quitting, not answered: its caller
    must not take that as a No or a Cancel (compare before and after)."""
    return _quits


def quit_app() -> None:
    """Quit the app from any window (Ctrl+Q): every window is closed as if the
    user closed it (games are saved and can be resumed at the next start), then
    the event loop ends."""
    global _quits
    app = QApplication.instance()
    if not isinstance(app, QApplication):     # none (or a QCoreApplication: no windows)
        return
    _quits += 1
    app.closeAllWindows()
    if not any(w.isVisible() for w in app.topLevelWidgets()):
        app.quit()


class _QuitKey(QObject):
    """Application-wide Ctrl+Q: a modal dialog (New game, Open, a message box)
    blocks the windows' own Quit shortcuts, so its key press arrives here.

    The filter is on the application only while a modal dialog is up
    (:meth:`follow`, on every change of the focused window and when a modal
    dialog goes): an application-wide
    Python filter sees every event of every object, and handing it an object of
    one of Qt's private classes (a label's text control) makes PySide look at
    every class it knows to name its type (about 20 ms at start-up)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.filtering = False

    def follow(self) -> None:
        """Filter the application's events while a modal dialog is up, not otherwise."""
        modal = self.app.activeModalWidget() is not None
        if modal and not self.filtering:
            self.app.installEventFilter(self)
        elif not modal and self.filtering:
            self.app.removeEventFilter(self)
        self.filtering = modal

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if ev.type() == QEvent.Type.WindowUnblocked:
            # a modal dialog has gone (the focus may stay where it was): look again
            QTimer.singleShot(0, self.follow)
        elif isinstance(ev, QKeyEvent) and ev.type() == QEvent.Type.KeyPress and isinstance(obj, QWidget) \
                and not ev.isAutoRepeat():
            combo = ev.keyCombination()
            if QKeySequence(combo).matches(QKeySequence(QUIT_KEY)) == QKeySequence.SequenceMatch.ExactMatch:
                quit_app()
                return True
        return False


_quit_key: _QuitKey | None = None


def install_quit_key() -> None:
    """Make Ctrl+Q quit the app from every window and dialog (once per app;
    called by the windows that have a Quit action)."""
    global _quit_key
    app = QApplication.instance()
    if not isinstance(app, QApplication) or (_quit_key is not None and _quit_key.parent() is app):
        return
    _quit_key = _QuitKey(app)
    # connected without arguments: the focused window (often of a private Qt
    # class) is never handed to Python
    app.focusWindowChanged.connect(_quit_key.follow)
    _quit_key.follow()


# ---- window size --------------------------------------------------------------------

#: The property of a window drawn only to a picture (``--screenshot``): it keeps
#: the size the command line gave it, whatever the (offscreen) screen's size.
PICTURE = "innovationPictureOnly"


def fit_to_screen(win: QWidget, width: int | None = None, height: int | None = None) -> None:
    """Resize ``win`` to ``width`` x ``height`` (default: its current size), made
    smaller if needed so that it fits, frame included, in the available area of
    its screen (``QScreen.availableGeometry``: without task bars and docks), and
    move it inside that area. Never below the window's minimum size. A window
    drawn only to a picture (``--screenshot``: property :data:`PICTURE` set) keeps
    the size it was given: the offscreen screen is no screen anyone sees."""
    if win.property(PICTURE):
        return
    scr = win.screen() or QGuiApplication.primaryScreen()
    if scr is None:
        return
    avail = scr.availableGeometry()
    fg, g = win.frameGeometry(), win.geometry()
    if win.isVisible() and fg.height() > g.height():
        fw, fh = fg.width() - g.width(), fg.height() - g.height()
    else:   # not shown yet: allow for a typical title bar and border
        fw, fh = 8, 36
    mn = win.minimumSize()
    w = max(mn.width(), min(width or win.width(), avail.width() - fw))
    h = max(mn.height(), min(height or win.height(), avail.height() - fh))
    if (w, h) != (win.width(), win.height()):
        win.resize(w, h)
    x = min(max(fg.x(), avail.x()), max(avail.x(), avail.right() + 1 - (w + fw)))
    y = min(max(fg.y(), avail.y()), max(avail.y(), avail.bottom() + 1 - (h + fh)))
    if (x, y) != (fg.x(), fg.y()):
        win.move(x, y)
