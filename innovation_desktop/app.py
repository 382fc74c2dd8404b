"""Command line and start-up: ``innovation-desktop [--position FILE] [--screenshot PNG] ...``."""
from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:      # imported late at run time: start-up time
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QWidget

    from engine import Game

    from .sessions.seats import Seat
    from .table.window import TableWindow


#: the commands that come before any option (``innovation-desktop serve ...``): word, what it
#: does (as ``--help`` lists it). ``net_command`` runs them; each has its own ``--help``.
COMMANDS = (
    ("serve", "host a LAN game without a window"),
    ("bot", "join a LAN game as a computer player"),
    ("review", "SAVE [--player NAME] [--budget-ms MS] [--json]: what the computer thinks of every "
               "decision of a saved game"),
)


def commands_help() -> str:
    """The end of ``--help``: the commands of :data:`COMMANDS`, one a line."""
    import textwrap
    width = max(len(word) for word, _ in COMMANDS)
    lines = []
    for word, what in COMMANDS:      # wrapped to 80 columns, the text's lines under each other
        head = f"  innovation-desktop {word.ljust(width)}  "
        lines.append(textwrap.fill(what, 80, initial_indent=head, subsequent_indent=" " * len(head)))
    return ("commands (each has its own --help, e.g. innovation-desktop serve --help):\n"
            + "\n".join(lines))


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="innovation-desktop",
                                 usage="%(prog)s [options]\n       %(prog)s {"
                                       + ",".join(word for word, _ in COMMANDS) + "} ...",
                                 description="Play Innovation at one screen, against people or the computer.",
                                 epilog=commands_help(), formatter_class=argparse.RawDescriptionHelpFormatter,
                                 allow_abbrev=False)    # "--player" of a command is not "--players"
    ap.add_argument("--position", metavar="FILE", help="open the game at a position file")
    ap.add_argument("--open", metavar="SAVE", help="open a saved game")
    ap.add_argument("--replay", metavar="SAVE", help="watch a saved game in the replay viewer")
    ap.add_argument("--screenshot", metavar="PNG",
                    help="render the window once the table is laid out, write PNG and quit")
    ap.add_argument("--quit-when-shown", action="store_true",
                    help="print 'laid-out' and the CPU seconds used so far as soon as the window is laid out "
                         "and painted, and quit "
                         "once its start-up work is done (start-up timing: bench/bench_startup.py)")
    ap.add_argument("--seed", type=int, default=None, help="seed of a new game")
    ap.add_argument(
        "--players",
        type=int,
        default=None,
        help="number of players of a new game (2-4; default: as many as --seats gives, else 2)",
    )
    ap.add_argument(
        "--seats",
        default=None,
        help="comma-separated seat kinds (human, easy, strong, random; greedy = easy), e.g. human,strong,easy",
    )
    ap.add_argument("--delay", type=int, default=None, help="computer thinking delay in ms")
    ap.add_argument("--self-test", action="store_true",
                    help="check this installation: a font that draws text, then a game between computer seats "
                         "(offscreen without a display) through a Dogma action; print what was checked, exit 0 "
                         "if all is well")
    ap.add_argument("--lang", choices=("en", "es"), default=None,
                    help="interface language for this run (default: the one chosen in Settings, else the "
                         "system's; also $INNOVATION_DESKTOP_LANG)")
    ap.add_argument("--size", default=None,
                    help="window size WxH, from 320x240 to 8192x8192 (default: 1600x1000, or less to fit the screen)")
    words = {word for word, _ in COMMANDS}
    late = next((a for a in (argv if argv is not None else sys.argv[1:]) if a in words), None)
    if late is not None:        # a command after options: its own options would be taken for the window's
        ap.error(f"put the command first: {ap.prog} {late} ... (see {ap.prog} {late} --help)")
    return ap.parse_args(argv)


def _fail(msg: str, quiet: bool, shown: str | None = None) -> int:
    """Say ``msg`` on stderr (English, as the command line's words) and, unless
    ``quiet`` (``--screenshot``, ``--quit-when-shown``: nobody is there to close
    it), in a message box (``shown``: the same in the interface's language).
    Returns 2, the exit status."""
    print(f"innovation-desktop: {msg}", file=sys.stderr)
    if not quiet:
        from PySide6.QtWidgets import QMessageBox
        from .plain import rich
        QMessageBox.critical(None, "Innovation", rich(shown or msg))     # quotes file names and contents
    return 2


def load_position(path: str) -> Game:
    """Build the game a position file describes and play its moves.
    Raises ValueError naming the file and the problem."""
    from engine.position import PositionError, build, load_file, play_moves
    try:     # a regular file, size-limited, UTF-8, bounded JSON
        doc = load_file(path)
    except PositionError as e:
        raise ValueError(f"cannot read position file {e}") from None
    try:
        if not isinstance(doc, dict):
            raise PositionError("file: a position is one JSON object")
        g = build(doc)
        play_moves(g, doc.get("moves", []))
    except (PositionError, ValueError) as e:
        from engine.inputs import show_path
        raise ValueError(f"invalid position file {show_path(path)}: {e}") from None
    return g


#: the smallest and largest window --size takes (pixels, width x height)
MIN_SIZE = (320, 240)
MAX_SIZE = (8192, 8192)


def _seats(spec: str | None, n: int) -> list[Seat]:
    from .sessions.seats import SEAT_KINDS, Seat
    if spec is None:
        return [Seat("human")] + [Seat("easy") for _ in range(n - 1)]
    kinds = [k.strip() for k in spec.split(",")]
    if len(kinds) != n or any(k not in SEAT_KINDS for k in kinds):
        raise ValueError(f"--seats needs {n} of {', '.join(SEAT_KINDS)}, got {spec!r}")
    return [Seat(k) for k in kinds]


def layout_signature(win: QWidget) -> tuple[object, ...]:
    """Where every shown widget of ``win`` lies (its geometry, in ``win``'s
    coordinates): two equal signatures some time apart mean the layout has
    settled (the prompt bar's share of its width, the cards' fit and the scroll
    bars are made in passes after the first one)."""
    from PySide6.QtWidgets import QWidget as _W
    out: list[object] = []
    for w in win.findChildren(_W):
        if w.isVisibleTo(win):
            g = w.geometry()
            out.append((g.x(), g.y(), g.width(), g.height()))
    return tuple(out)


def when_settled(win: QWidget, then: Callable[[], object], first_ms: int = 150, every_ms: int = 60,
                 most_ms: int = 4000) -> None:
    """Call ``then`` once ``win``'s layout has settled: ``first_ms`` after now,
    then as soon as :func:`layout_signature` is the same twice ``every_ms`` apart,
    and at the latest ``most_ms`` after now (a window that never settles is still
    drawn). ``--screenshot`` grabs there, so a picture never shows a pass between
    two (a scroll bar that the next pass removes)."""
    from PySide6.QtCore import QTimer
    left = [max(0, most_ms - first_ms)]
    last: list[object] = [None]

    def check() -> None:
        sig = layout_signature(win)
        if sig == last[0] or left[0] <= 0:
            then()
            return
        last[0] = sig
        left[0] -= every_ms
        QTimer.singleShot(every_ms, check)
    QTimer.singleShot(first_ms, check)


def default_size(app: QGuiApplication, screenshot: bool = False) -> tuple[int, int]:
    """The window size when --size is not given: 1600x1000, or less to fit the
    screen's available area (less the window frame). Screenshots keep 1600x1000."""
    w, h = 1600, 1000
    screen = app.primaryScreen()
    if screenshot or screen is None:
        return w, h
    avail = screen.availableGeometry()
    return min(w, max(640, avail.width() - 16)), min(h, max(480, avail.height() - 40))


def net_command(argv: list[str]) -> int | None:
    """``serve`` and ``bot`` (:data:`COMMANDS`; LAN play without a window, see
    :mod:`innovation_desktop.net`) and ``review`` (:mod:`innovation_desktop.review_cli`):
    their exit code, or None when ``argv`` is not one of them."""
    if not argv or argv[0] not in {word for word, _ in COMMANDS}:
        return None
    if argv[0] == "review":
        from .review_cli import run as review
        return review(argv[1:])
    from .net.cli import run
    return run(argv)


def no_display() -> bool:
    """True on Linux/BSD when no display can be reached: neither ``DISPLAY`` nor
    ``WAYLAND_DISPLAY`` is set and no Qt platform was chosen (``QT_QPA_PLATFORM``)."""
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


NO_DISPLAY = ("no display found (DISPLAY is not set): the installation is fine, but the window needs a "
              "desktop. Without one, run it under a virtual display (xvfb-run -a innovation-desktop) or "
              "render a picture offscreen (innovation-desktop --screenshot table.png).")


def wire_menus(win: TableWindow) -> None:
    """The Game menu of the app's first table window ``win`` and of every table
    window opened later from a save (resumed at start-up, opened, a replay
    continued): Open/Save/Replay, then Host / Join a LAN game and Host from a
    save. Autosaving of ``win``'s games is attached by ``win.autosave``."""
    from .lan.menu import install_lan_menu
    from .library.saves_ui import TABLE_MENUS, attach_autosave, install_menu
    win.autosave = attach_autosave
    install_menu(win)
    install_lan_menu(win)               # Host / Join a LAN game, Host from a save
    if install_lan_menu not in TABLE_MENUS:
        TABLE_MENUS.append(install_lan_menu)


def interactive_start(win: TableWindow) -> QWidget | None:
    """The start of a plain ``innovation-desktop``, over the empty table ``win``:
    the last unfinished game is offered first (accepted: it opens in its own
    window and ``win`` is hidden; that window is returned); then a LAN seat held
    in a game that has not ended (accepted: joined again in ``win``, returned);
    otherwise the New game dialog. Its game is autosaved (``win.autosave``); cancelled (Cancel
    or Escape), the table stays empty: nothing is dealt, no file is written."""
    from .library.saves_ui import offer_resume
    from .windows import quits
    before = quits()
    def host_again(path: str) -> QWidget | None:
        from .lan.menu import host_from_save     # the LAN game is hosted again in this window
        return win if host_from_save(win, path) is not None else None
    resumed = offer_resume(win, host_again=host_again)
    if resumed is win:
        return resumed
    if resumed is not None:
        win.hide()
        return resumed
    if quits() != before:       # the offer was closed by Ctrl+Q or a signal: no more questions
        return None
    from .lan.menu import offer_held_seat
    if offer_held_seat(win) is not None:     # a LAN seat held when the app closed, taken back
        return win
    if quits() != before:
        return None
    win.new_game_dialog()
    return None


def _python_import() -> None:
    """Give Python its own ``__import__`` back once PySide6 is imported.

    PySide6 puts a hook there for its ``__feature__`` switches (``snake_case``,
    ``true_property``; this app uses none): with it, every import statement runs
    Python code, and every module named in one is looked for "PySide6" in its source
    (``inspect.getsource``): 7-10 ms of start-up. The hook is left alone when it is
    not there (another PySide6 version) or has been replaced since."""
    import builtins
    hook = getattr(builtins, "__feature_import__", None)
    orig = getattr(builtins, "__orig_import__", None)
    if hook is not None and orig is not None and builtins.__import__ is hook:
        builtins.__import__ = orig


def main(argv: list[str] | None = None) -> int:
    """Run the application; returns the exit code (2 for bad input or no display)."""
    # Start-up makes many objects that all live on (modules, Qt's enum types, the
    # card table, widgets): the cyclic garbage collector would walk them again and
    # again for nothing (5-10 ms). It is off until the window has been painted
    # (see after_first_paint below); then it runs on the GUI thread only
    # (innovation_desktop.collector), and as before once main returns.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _main(argv, collecting)
    finally:
        if collecting:
            from . import collector     # (a caller in this process gets the collection back)
            collector.stop()
            gc.enable()


def _main(argv: list[str] | None, collecting: bool) -> int:
    code = net_command(sys.argv[1:] if argv is None else argv)
    if code is not None:
        return code
    args = parse_args(argv)
    if no_display():
        if args.screenshot is None and not args.self_test:
            print(f"innovation-desktop: {NO_DISPLAY}", file=sys.stderr)
            return 2
        os.environ["QT_QPA_PLATFORM"] = "offscreen"     # a screenshot needs no screen
    # pure-Python modules first: each module imported after PySide6 is read by its
    # import hook (to look for PySide6 features), start-up time for nothing here
    import engine.view  # noqa: F401
    import signal, socket  # noqa: F401,E401  (for .signals)

    try:
        from . import settings  # noqa: F401
        from .table import tips
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
    except ImportError as e:      # a system library Qt loads is missing (libGL on a minimal system)
        from .syslibs import missing_library
        said = missing_library(e)
        if said is None:
            raise
        print(f"innovation-desktop: {said}", file=sys.stderr)
        return 2
    _python_import()

    if args.self_test:
        from .selftest import run
        return run(seed=args.seed, screenshot=args.screenshot)

    from .sessions.local import GameSession
    from .sessions.seats import start_spare_worker, stop_spare_worker
    from .idle import after_first_paint, import_ahead
    from .settings import SETTINGS
    from .table.window import TableWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)     # the GUI's own (never a bare QCoreApplication)
    app.setApplicationName("Innovation Desktop")
    from . import i18n     # the translators, before any window is built
    i18n.install(app, i18n.choose_language(args.lang))
    shot = args.screenshot is not None
    quiet = shot or args.quit_when_shown     # no one to close an error box
    if shot:
        SETTINGS.instant()
    if args.delay is not None:
        SETTINGS.computer_delay_ms = max(0, args.delay)

    if args.open or args.replay:
        modname, fn, path = (("innovation_desktop.library.saves_ui", "open_game", args.open) if args.open
                             else ("innovation_desktop.library.saves_ui", "open_replay", args.replay))
        try:
            mod = importlib.import_module(modname)
            opener = getattr(mod, fn)
        except (ImportError, AttributeError):
            return _fail(f"{'--open' if args.open else '--replay'} is not available in this build "
                         f"({modname}.{fn} is missing)", quiet)
        try:
            win = opener(path)
        except Exception as e:  # noqa: BLE001  (their errors are shown, not crashed on)
            from engine.inputs import show_path
            shown = show_path(path)
            from PySide6.QtCore import QCoreApplication
            from .library.said import error_text
            said = error_text(e)
            return _fail(str(e) if shown in str(e) else f"cannot open {shown}: {e}", quiet,
                         said if shown in said else QCoreApplication.translate("App", "cannot open {file}: {problem}")
                         .format(file=shown, problem=said))
        if shot and getattr(win, "autosaver", None) is not None:
            win.autosaver.stop()     # looking at a save changes nothing on disk
    else:
        # started plainly (no position, no seats): the resume offer or the New game
        # dialog comes first, over an empty table; cancelled, the table stays empty
        interactive = (not shot and not args.quit_when_shown and argv is None and not args.position
                       and args.seats is None and args.players is None and args.seed is None)
        game = None
        from engine.effects import MissingEffects, check_effects
        try:
            if args.position:
                game = load_position(args.position)
                seats = _seats(args.seats, len(game.state.players))
            elif not interactive:
                from engine import Game
                n = args.players
                if n is None:    # as many players as seats given (default 2)
                    n = len(args.seats.split(",")) if args.seats else 2
                    if not 2 <= n <= 4:
                        raise ValueError(f"--seats must name 2, 3 or 4 seats, not {n}")
                if not 2 <= n <= 4:
                    raise ValueError("--players must be 2, 3 or 4")
                import random
                seed = args.seed if args.seed is not None else random.randrange(1 << 31)
                from .table.dialogs import DEFAULT_NAMES
                # a real name: the log then reads "Ada melds Writing", "Ada's red pile"
                names = list(DEFAULT_NAMES[:n])
                seats = _seats(args.seats, n)
                game = Game.new(names, seed=seed)
            if game is not None:     # a card whose dogma would do nothing: refuse to start
                check_effects(game.state)
        except ValueError as e:
            return _fail(str(e), quiet)
        except MissingEffects as e:
            return _fail(str(e), quiet)
        win = TableWindow()
        if game is not None:
            win.set_session(GameSession(game, seats, ai_seed=args.seed))
    from .windows import set_main_window
    set_main_window(win)
    if args.size is None:
        w, h = default_size(app, shot)
    else:
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
            if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
                raise ValueError
        except ValueError:
            return _fail(f"--size must look like 1600x1000 (from {MIN_SIZE[0]}x{MIN_SIZE[1]} up to "
                         f"{MAX_SIZE[0]}x{MAX_SIZE[1]}), not {args.size!r}", quiet)
    if shot:     # drawn to a picture: the size asked, not the offscreen screen's
        from .windows import PICTURE
        win.setProperty(PICTURE, True)
    if isinstance(win, TableWindow) or hasattr(win, "resize"):
        win.resize(w, h)
    later: list[Callable[[], object]] = []     # after the first paint: the table shows without waiting for it
    # then reference cycles are collected, on this thread only: a collection run by
    # another thread (zeroconf's, a save's) would delete Qt objects there
    from . import collector
    later.append(lambda: collector.install(app))
    if args.quit_when_shown:
        import time
        later.append(lambda: print(f"laid-out {time.process_time():.4f}", flush=True))

    def set_icon() -> None:
        from .help import app_icon      # its PNGs: read once the window has been seen
        app.setWindowIcon(app_icon())

    def help_menu() -> None:
        from .help import install_help_menu
        install_help_menu(win)      # every main window (a saved game's and a replay's have it already)
    table = isinstance(win, TableWindow) and not (args.open or args.replay)
    for step in (set_icon, help_menu):
        if shot:
            step()
        else:
            later.append(step)
    win.show()

    if shot:
        def grab() -> None:
            app.processEvents()
            ok = win.grab().save(args.screenshot, "PNG")
            if not ok:
                print(f"innovation-desktop: cannot write {args.screenshot}", file=sys.stderr)
            app.exit(0 if ok else 2)
        when_settled(win, grab)
    elif table:
        def wire_saves() -> None:
            # saves_ui imports the save format (pydantic): after the first paint
            from .library.saves_ui import attach_autosave
            wire_menus(win)
            if win.session is None:
                interactive_start(win)      # resume offer, else New game (cancelled: empty table)
            else:
                attach_autosave(win)
        ahead = import_ahead(("innovation_desktop.library.saves_ui", "innovation_desktop.lan.menu"))

        def when_imported(step: Callable[[], object], name: str) -> Callable[[], None]:
            def wait() -> None:     # polls 5 ms apart: the GUI thread stays free meanwhile
                if ahead.is_set():
                    step()
                else:
                    QTimer.singleShot(5, win, wait)
            wait.__name__ = name
            return wait
        later.append(ahead.start)
        later.append(when_imported(wire_saves, "wire_saves"))
        later.append(when_imported(start_spare_worker, "start_spare_worker"))  # the next game's
        later.append(tips.prepare_log_links)
    if args.quit_when_shown:
        def quit_when_done() -> None:   # after the saves are wired (slow on a loaded machine)
            if getattr(win, "autosave", None) is not None or shot or not table:
                app.exit(0)
            else:
                QTimer.singleShot(5, win, quit_when_done)
        later.append(quit_when_done)
    after_first_paint(win, *later)
    from .signals import quit_on_signals
    from .windows import quit_app
    # SIGTERM, SIGINT, SIGHUP: quit as Game > Quit does (games saved, locks released)
    def quit_all() -> None:
        quit_app()
        app.quit()
    quitter = quit_on_signals(app, quit_all)
    try:
        code = app.exec()
    finally:
        if quitter is not None:
            quitter.uninstall()
    if isinstance(win, TableWindow) and win.session is not None:
        win.session.close()
        win.session.wait()
    stop_spare_worker()
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
