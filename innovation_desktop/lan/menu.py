"""LAN play in the app's windows: the Game menu's *Host a LAN game*, *Join a LAN
game* and *Host from a save*, and the seats panel beside a LAN table.

A LAN game replaces the window's game, like *New game*: the local game's
autosave is finished first. The host's game is saved by the host itself after
every answer (its save notes the seats, so *Host from a save* can take it up
again and the same players rejoin); a joiner keeps the complete record the host
sends at the end.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QFileDialog

from .dialogs import HostDialog, JoinDialog, forget_seat
from .panel import LanSeatsPanel

translate = QCoreApplication.translate

#: Keyword arguments every Host/Join dialog of the app gets (tests set the
#: loopback address and no advertising here).
DIALOG_OPTIONS: dict[str, dict[str, Any]] = {"host": {}, "join": {}}


def install_lan_menu(win: Any) -> None:
    """Add *Host a LAN game...*, *Host from a save...* and *Join a LAN game...*
    to the window's Game menu (the first menu of its menu bar), after its first
    entry (New game)."""
    bar = win.menuBar()
    menus = [a.menu() for a in bar.actions() if a.menu() is not None]
    menu = menus[0] if menus else bar.addMenu(translate("LanMenu", "&Game"))
    acts = menu.actions()
    before = acts[1] if len(acts) > 1 else None
    win.lan_actions = {}
    for key, text, slot in (("host", translate("LanMenu", "&Host a LAN game..."), lambda: host_lan_game(win)),
                            ("host_save", translate("LanMenu", "Host from a sa&ve..."), lambda: host_from_save(win)),
                            ("join", translate("LanMenu", "&Join a LAN game..."), lambda: join_lan_game(win))):
        a = menu.addAction(text)
        a.setObjectName(f"lan_{key}")
        if before is not None:
            menu.removeAction(a)
            menu.insertAction(before, a)
        a.triggered.connect(slot)
        win.lan_actions[key] = a
    if before is not None:
        menu.insertSeparator(before)


def _replace_game(win: Any) -> None:
    """Finish the window's local autosave: a LAN game replaces that game."""
    old = getattr(win, "autosaver", None)
    if old is not None:
        old.finish(resumable=False)
        win.autosaver = None


def show_seats_panel(win: Any, session: Any, me: int | None, host: bool) -> LanSeatsPanel:
    """Put the LAN seats panel on the right of ``win`` (replacing an older one)
    and keep it following ``session`` (``seatsChanged``, ``seat_infos()``)."""
    old = getattr(win, "lan_dock", None)
    if old is not None:
        win.removeDockWidget(old)
        old.deleteLater()
    panel = LanSeatsPanel(me, host)
    dock = QDockWidget(translate("LanMenu", "Players"), win)
    dock.setObjectName("lanDock")
    dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
    dock.setWidget(panel)
    win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    win.lan_dock, win.lan_panel = dock, panel

    def follow() -> None:
        try:
            panel.set_seats(session.seat_infos())
            panel.set_note(getattr(session, "note", ""))
        except RuntimeError:          # the panel is gone (another game)
            pass
    session.seatsChanged.connect(follow)
    if host:
        panel.standIn.connect(lambda seat, level: session.set_stand_in(seat, level or None))
    follow()
    return panel


def start_hosted(win: Any, host: Any, advertiser: Any = None) -> Any:
    """Show the started ``host``'s game in ``win`` as the host's person sees it.
    Returns the :class:`~.lan_session.HostSession`."""
    from ..net.session import HostSession
    _replace_game(win)
    session = HostSession(host, advertiser)
    win.set_session(session)
    show_seats_panel(win, session, session.local, host=True)
    win.statusBar().showMessage(translate("LanMenu", "Hosting on port {port}; join code {code}").format(
        port=host.port, code=host.code), 10_000)
    return session


def host_lan_game(win: Any, save: str | None = None) -> Any:
    """*Game > Host a LAN game*: the dialog, then the game. Returns the session
    (None if cancelled)."""
    dlg = HostDialog(win, save=save, **DIALOG_OPTIONS["host"])
    win.lan_dialog = dlg
    try:
        if dlg.exec() != HostDialog.DialogCode.Accepted:
            return None
        host, ad = dlg.take()
    finally:
        win.lan_dialog = None
    return start_hosted(win, host, ad)


def host_from_save(win: Any, path: str | None = None) -> Any:
    """*Game > Host from a save*: pick a game saved by a LAN host and host it
    again; its players rejoin their seats with their tokens."""
    if path is None:
        from ..saves.paths import games_dir
        try:
            folder = str(games_dir())
        except OSError:
            folder = ""
        path, _ = QFileDialog.getOpenFileName(win, translate("LanMenu", "Host a saved LAN game"), folder,
                                              translate("LanMenu", "Saved games (*.json)"))
        if not path:
            return None
    return host_lan_game(win, save=path)


def join_lan_game(win: Any, held: dict[str, Any] | None = None) -> Any:
    """*Game > Join a LAN game*: the dialog, then the joined table. Returns the
    session (None if cancelled). ``held``: a seat this computer held (a
    remembered seat): the dialog opens filled in with it and joins at once."""
    dlg = JoinDialog(win, **DIALOG_OPTIONS["join"])
    win.lan_dialog = dlg
    if held is not None:
        dlg.fill_held(held)
        QTimer.singleShot(0, dlg, dlg.join)
    try:
        if dlg.exec() != JoinDialog.DialogCode.Accepted:
            return None
        peer = dlg.take()
    finally:
        win.lan_dialog = None
    return start_joined(win, peer)


def start_joined(win: Any, peer: Any) -> Any:
    """Show the joined game of ``peer`` (welcomed, game started) in ``win``."""
    from ..net.session import PEER_UNDO_REASON, PeerSession
    _replace_game(win)
    session = PeerSession(peer)
    win.set_session(session)
    show_seats_panel(win, session, peer.seat, host=False)
    undo = win.prompt.undo
    before = undo.toolTip()
    undo.setToolTip(translate("LanSession", PEER_UNDO_REASON))        # disabled in a joiner's table: say why

    def restore(*_a: object) -> None:
        try:
            undo.setToolTip(before)
        except RuntimeError:
            pass
    session.destroyed.connect(restore)
    session.lost.connect(lambda reason: connection_lost(win, session, reason))
    # the game is over: its seat is not offered back in the Join dialog any more
    session.gameOver.connect(lambda _result: forget_seat(peer.host, peer.port, peer.code, peer.name, peer.token))
    session.recordKept.connect(lambda path: win.statusBar().showMessage(
        translate("LanMenu", "The game's record is kept in your saved games."), 10_000))
    return session


#: How the start-up offer of a held LAN seat is answered (tests replace it):
#: ``(parent, seat entry) -> bool``.
ASK_REJOIN = None


def ask_rejoin(parent: Any, held: dict[str, Any]) -> bool:
    """Ask whether to take back the seat ``held`` (a remembered seat) at start-up."""
    from PySide6.QtWidgets import QMessageBox
    from ..plain import rich
    text = translate("LanMenu", "Your last LAN game is not finished:\n\n{title} at {address}, seat {number} as "
                                "{name}\n\nJoin it again? Your seat waits for you.").format(
        title=held.get("title") or translate("LanMenu", "a LAN game"), address=f"{held['host']}:{held['port']}",
        number=held["seat"] + 1, name=held["name"])
    return (
        QMessageBox.question(parent, translate("LanMenu", "Rejoin LAN game"), rich(text))
        == QMessageBox.StandardButton.Yes
    )


def offer_held_seat(win: Any) -> Any:
    """At start-up (after the offer of a local game, if any): offer the seat this
    computer held in a LAN game that has not ended here (its app closed or
    crashed), as a local game is offered. Yes: the Join dialog opens with the
    address, code, name and seat filled in and joins at once (the host's game
    listens again at the same port with the same code). No: not offered at
    start-up again (the Join list still marks it). Returns the joined session, or None."""
    from .dialogs import decline_offer, seat_to_offer
    held = seat_to_offer()
    if held is None:
        return None
    ask = ASK_REJOIN or ask_rejoin
    if not ask(win, held):
        decline_offer(held)
        return None
    return join_lan_game(win, held=held)


#: How the reconnect prompt is answered (tests replace it): ``(parent, reason) -> bool``.
ASK_RECONNECT = None


def connection_lost(win: Any, session: Any, reason: str) -> None:
    """The joiner's app stopped reconnecting by itself: ask Reconnect or Leave.
    Reconnect tries again with the seat's token; Leave closes the game (the seat
    stays the joiner's at the host, who may hand it to a computer player)."""
    from .panel import ask_reconnect
    if win.session is not session:
        return
    ask = ASK_RECONNECT or ask_reconnect
    if ask(win, reason):
        session.reconnect()
    else:
        session.close()
        win.statusBar().showMessage(translate("LanMenu", "You left the LAN game."), 10_000)


__all__ = ["install_lan_menu", "host_lan_game", "join_lan_game", "host_from_save", "start_hosted", "offer_held_seat",
           "start_joined", "show_seats_panel", "DIALOG_OPTIONS"]
