"""Two app windows in one test: the host's table and a joiner's table over
loopback, playing turns through the tables' own controls (prompt buttons, digit
keys and a card dragged from the hand onto the board), with the joiner's table
drawn only from what the host sends it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from engine import BY_NAME
from innovation_desktop.lan import menu as lan_menu
from innovation_desktop.lan.dialogs import HostDialog, JoinDialog
from innovation_desktop.net.session import PEER_UNDO_REASON, HostSession, PeerSession
from innovation_desktop.settings import SETTINGS
from innovation_desktop.table.widgets import MIME
from innovation_desktop.table.window import TableWindow


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def drop_card(win, name: str):
    """A card of the hand dropped on the board (a synthesized drag and drop)."""
    board = win.my_board
    md = QMimeData()
    md.setData(MIME, str(BY_NAME[name]).encode())
    pos = board.rect().center()
    enter = QDragEnterEvent(pos, Qt.MoveAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(board, enter)
    drop = QDropEvent(QPointF(pos), Qt.MoveAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(board, drop)
    return enter.isAccepted() and drop.isAccepted()


def asked(win) -> dict | None:
    """The open decision if this window's player is asked, else None."""
    v = win.session.view(win.session.humans[0])
    p = v.get("pending")
    return p if p and p.get("player") == win.session.humans[0] and p.get("options") is not None else None


def window(qtbot) -> TableWindow:
    w = TableWindow()
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    lan_menu.install_lan_menu(w)
    return w


@pytest.fixture
def two_tables(qtbot, monkeypatch):
    monkeypatch.setitem(lan_menu.DIALOG_OPTIONS, "host", {"bind": "127.0.0.1", "advertise": False,
                                                          "default_name": "Hostess"})
    monkeypatch.setitem(lan_menu.DIALOG_OPTIONS, "join", {"discover": False, "name": "Pat"})
    hwin, jwin = window(qtbot), window(qtbot)
    # the host opens the table from its dialog; the joiner joins with the address and code
    hdlg = HostDialog(hwin, **lan_menu.DIALOG_OPTIONS["host"])
    qtbot.addWidget(hdlg)
    hdlg.show()
    with qtbot.waitSignal(hdlg.hosting, timeout=3000) as got:
        hdlg.open_table()
    jdlg = JoinDialog(jwin, **lan_menu.DIALOG_OPTIONS["join"])
    qtbot.addWidget(jdlg)
    jdlg.address.setText(f"127.0.0.1:{got.args[0]}")
    jdlg.code.setText(hdlg.code.text())
    jdlg.show()
    with qtbot.waitSignals([hdlg.accepted, jdlg.accepted], timeout=5000):
        qtbot.mouseClick(jdlg.join_button, Qt.LeftButton)
    host, ad = hdlg.take()
    hs = lan_menu.start_hosted(hwin, host, ad)
    js = lan_menu.start_joined(jwin, jdlg.take())
    yield hwin, jwin, hs, js
    for w in (jwin, hwin):
        w.session.close()


def test_two_windows_play_turns_through_their_tables(qtbot, two_tables):
    hwin, jwin, hs, js = two_tables
    assert isinstance(hs, HostSession) and isinstance(js, PeerSession)
    host = hs.host
    assert js.humans == [1] and hs.humans == [0]
    # the joiner's table holds no game: only the view the host sent
    assert not hasattr(js, "game")
    jv = js.view(1)
    assert jv["players"][1]["hand"] is not None and jv["players"][0]["hand"] is None
    # the panels: the joiner sees the host as such, the host sees the joiner connected
    assert hs.seat_label(1) == "(remote)" and js.seat_label(0) == "(host)"
    assert hwin.lan_panel.status_text(1) == "connected"
    # setup (the host is asked first, then the joiner): the host presses key 1,
    # the joiner drags its first card from its hand onto its board
    qtbot.waitUntil(lambda: asked(hwin) is not None, timeout=5000)
    assert hwin.press_digit(1)
    qtbot.waitUntil(lambda: asked(jwin) is not None, timeout=5000)
    card = asked(jwin)["options"][0]
    assert drop_card(jwin, card)
    qtbot.waitUntil(lambda: host.game.state.turn >= 1, timeout=5000)
    assert [card] in host.game.record
    # both tables show the first melds now (the joiner's from its view)
    qtbot.waitUntil(lambda: sum(len(p["cards"]) for p in js.view(1)["players"][1]["board"].values()) == 1,
                    timeout=5000)
    assert any(card in p["cards"] for p in js.view(1)["players"][1]["board"].values())
    # some turns: whoever is asked answers with the table's own buttons (Draw when
    # it is offered, else the first numbered answer, else Done)
    answered = {0: 0, 1: 0}
    for _ in range(60):
        if host.game.state.turn >= 4 or host.game.over:
            break
        n = len(host.game.record)
        for p, win in ((0, hwin), (1, jwin)):
            if asked(win) is None:
                continue
            b = win.prompt.buttons.get("draw")
            if b is not None and b.isEnabled():
                b.click()
            elif not win.press_digit(1):
                done = [x for k, x in win.prompt.buttons.items() if x.isEnabled()]
                assert done, f"no answer button for {asked(win)}"
                done[0].click()
            answered[p] += 1
            break
        qtbot.waitUntil(lambda n=n: len(host.game.record) > n or host.game.over, timeout=5000)
        # the joiner's view follows the host's game (the same decision is open)
        qtbot.waitUntil(lambda: host.game.over or (js.state.decision is not None
                                                    and js.state.decision.id == len(host.game.record)),
                        timeout=5000)
    assert host.game.state.turn >= 4 and answered[0] and answered[1]
    # every peer's view of the public table agrees with the host's game
    from engine.view import table_view
    hv = table_view(host.game, 1)
    jv = js.view(1)
    assert jv["players"][1]["hand"] == hv["players"][1]["hand"]
    assert [p["board"] for p in jv["players"]] == [p["board"] for p in hv["players"]]
    # the log the joiner reads is the one the host's engine wrote for that seat
    lines = js.log(1)
    # each line comes with the event's kind and its words as message data (the joiner's language)
    assert js.log_length() > 0 and any(kind == "turn" for _, kind, _ in lines)
    assert all(isinstance(m, dict) and m["t"] for _, _, m in lines)


def test_joiner_cannot_undo_and_says_why(qtbot, two_tables):
    hwin, jwin, hs, js = two_tables
    assert not js.can_undo() and not jwin.prompt.undo.isEnabled()
    # no hints either (the hint player would need the whole game); the host has them
    qtbot.waitUntil(lambda: asked(hwin) is not None, timeout=5000)
    assert hwin.prompt.hint.isEnabled()
    assert hwin.press_digit(1)
    qtbot.waitUntil(lambda: asked(jwin) is not None, timeout=5000)
    assert not jwin.prompt.hint.isEnabled() and not js.request_hint()
    assert jwin.prompt.undo.toolTip() == PEER_UNDO_REASON
    errors: list = []
    js.error.connect(errors.append)
    assert not js.undo() and errors == [PEER_UNDO_REASON]


def test_disconnected_joiner_is_marked_and_the_host_can_hand_the_seat_to_a_computer(qtbot, two_tables):
    hwin, jwin, hs, js = two_tables
    host = hs.host
    # the joiner's connection drops (its app is closed)
    js.close()
    qtbot.waitUntil(lambda: host.seats[1].conn is None, timeout=5000)
    assert hs.seat_label(1) == "(disconnected)"
    assert hwin.lan_panel.status_text(1).startswith("disconnected")
    # the game waits when that seat is asked, and the host's prompt says why
    if asked(hwin) is not None:
        assert hwin.press_digit(1)
    qtbot.waitUntil(lambda: host.game.pending.player == 1, timeout=5000)
    qtbot.wait(50)
    assert host.game.pending.player == 1
    assert hwin.prompt.text.toolTip() == "Waiting for <b>Pat</b>, who is disconnected."
    # the host hands the seat to a computer player from its panel; the game goes on
    n = len(host.game.record)
    btn = hwin.lan_panel.rows[1][2]
    act = next(a for a in btn.menu().actions() if a.objectName() == "standIn1_random")
    act.trigger()
    assert hs.seat_label(1) == "(away: computer plays)"
    # the host's person answers whenever asked; the stand-in answers for the joiner
    for _ in range(20):
        if host.game.state.turn >= 2:
            break
        if asked(hwin) is not None:
            m = len(host.game.record)
            assert hwin.press_digit(1) or hwin.prompt.buttons["draw"].click() is None
            qtbot.waitUntil(lambda m=m: len(host.game.record) > m, timeout=5000)
        else:
            m = len(host.game.record)
            qtbot.waitUntil(lambda m=m: len(host.game.record) > m, timeout=5000)
    assert len(host.game.record) > n + 1
    # and gives it back
    qtbot.waitUntil(lambda: hwin.lan_panel.rows[1][2] is not None and hwin.lan_panel.rows[1][2].text() == "Give back",
                    timeout=3000)
    hwin.lan_panel.rows[1][2].click()
    assert hs.seat_label(1) == "(disconnected)"


def test_lost_connection_offers_reconnect_or_leave(qtbot, two_tables, monkeypatch):
    hwin, jwin, hs, js = two_tables
    answers = [True]
    asked_reasons: list = []
    monkeypatch.setattr(lan_menu, "ASK_RECONNECT", lambda parent, reason: (asked_reasons.append(reason),
                                                                           answers.pop(0))[1])
    # the peer has given up reconnecting by itself: the prompt; Reconnect rejoins the seat
    js.peer.reconnect_for = 0
    js.peer._give_up("cannot reach the host (tried for 0 seconds)")
    assert asked_reasons and "cannot reach the host" in asked_reasons[0]
    qtbot.waitUntil(lambda: js.peer.connected and hs.host.seats[1].conn is not None, timeout=10_000)
    # Leave closes the joiner's game
    answers.append(False)
    js.peer._give_up("cannot reach the host")
    assert js._closed


def test_host_undoes_its_own_meld_and_the_joiners_table_follows(qtbot, two_tables):
    hwin, jwin, hs, js = two_tables
    host = hs.host
    # the setup's melds (through the tables), then play until the host is asked
    # for an action with a meld in hand (Draw otherwise)
    def someone_asked():
        return asked(hwin) is not None or (asked(jwin) is not None and js.state.decision.id == len(host.game.record))
    for _ in range(80):
        g = host.game
        qtbot.waitUntil(someone_asked, timeout=5000)
        if g.state.turn > 0 and asked(hwin) is not None and asked(hwin)["kind"] == "action" \
                and any(o.get("action") == "meld" for o in asked(hwin)["options"]):
            break
        n = len(g.record)
        if asked(hwin) is not None:
            b = hwin.prompt.buttons.get("draw")
            if g.state.turn > 0 and b is not None and b.isEnabled():
                b.click()
            else:
                assert hwin.press_digit(1) or [x.click() for x in hwin.prompt.buttons.values() if x.isEnabled()][:1]
        elif asked(jwin) is not None:
            b = jwin.prompt.buttons.get("draw")
            if g.state.turn > 0 and b is not None and b.isEnabled():
                b.click()
            else:
                assert jwin.press_digit(1) or [x.click() for x in jwin.prompt.buttons.values() if x.isEnabled()][:1]
        qtbot.waitUntil(lambda n=n: len(host.game.record) > n, timeout=5000)
    else:
        pytest.fail("the host was never asked to meld")
    qtbot.waitUntil(lambda: js.state.decision is not None and js.state.decision.id == len(host.game.record),
                    timeout=5000)
    rec, log_before = len(host.game.record), js.log_length()
    card = next(o["card"] for o in asked(hwin)["options"] if o.get("action") == "meld")
    assert drop_card(hwin, card)                      # the host drags a card onto its board
    qtbot.waitUntil(lambda: js.log_length() > log_before, timeout=5000)
    assert len(host.game.record) == rec + 1 and hwin.prompt.undo.isEnabled()
    qtbot.mouseClick(hwin.prompt.undo, Qt.LeftButton)   # the table's own Undo
    assert len(host.game.record) == rec
    # the joiner's table is given its log anew, without the undone meld
    qtbot.waitUntil(lambda: js.log_length() == log_before, timeout=5000)
    assert js.state.decision.id == rec
    assert card in table_view_of(host, 0)["players"][0]["hand"]          # back in the host's hand
    assert [p["board"] for p in js.view(1)["players"]] == [p["board"] for p in table_view_of(host, 1)["players"]]
    assert not any(card in p["cards"] for p in js.view(1)["players"][0]["board"].values())


def table_view_of(host, seat):
    from engine.view import table_view
    return table_view(host.game, seat)


def test_game_menu_has_the_lan_entries_after_new_game(qtbot):
    w = window(qtbot)
    game_menu = [a.menu() for a in w.menuBar().actions() if a.menu() is not None][0]
    texts = [a.text() for a in game_menu.actions() if not a.isSeparator()]
    i = texts.index("&Host a LAN game...")
    assert texts[i:i + 3] == ["&Host a LAN game...", "Host from a sa&ve...", "&Join a LAN game..."]
    assert texts.index("&New game...") < i


def test_a_lan_game_played_to_its_end_shows_the_end_on_both_tables(qtbot, two_tables):
    """Both seats answer at random through their sessions (the tables' own
    answer path) until the game ends: both tables open the end dialog, and the
    joiner keeps the host's record among its saved games."""
    import random

    from innovation_desktop.net.bot import random_choice
    from innovation_desktop.net.protocol import DecisionInfo
    from innovation_desktop.lan.dialogs import remembered_seat_at, remembered_token
    hwin, jwin, hs, js = two_tables
    host = hs.host
    # the seat is remembered while the game runs (to be offered back after a restart)
    assert remembered_token("127.0.0.1", host.port, js.peer.code, "Pat") == js.peer.token
    kept: list = []
    js.recordKept.connect(kept.append)
    rng = random.Random(7)
    for w in (hwin, jwin):
        w.hide()                     # no painting while the game runs (the tables still follow it)

    def info(p):
        return DecisionInfo(**{k: p[k] for k in DecisionInfo.model_fields if k in p})

    def choose(p):
        # achieve whenever possible (a shorter game), else any legal answer
        ach = [o for o in p["options"] if isinstance(o, dict) and o.get("action") == "achieve"]
        return ach[0] if ach else random_choice(info(p), rng)
    for _ in range(3000):
        if host.game.over:
            break
        n = len(host.game.record)
        p = asked(hwin)
        if p is not None:
            hs.answer(choose(p))
        else:
            qtbot.waitUntil(lambda n=n: js.state.decision is not None and js.state.decision.id == n, timeout=5000)
            p = asked(jwin)
            assert p is not None and p["id"] == n
            js.answer(choose(p))
        qtbot.waitUntil(lambda n=n: len(host.game.record) > n or host.game.over, timeout=5000)
    assert host.game.over
    qtbot.waitUntil(lambda: getattr(jwin, "end_dialog", None) is not None and bool(kept), timeout=10_000)
    assert hwin.end_dialog.summary == jwin.end_dialog.summary
    # over: the seat is forgotten, so a new game on that port is not offered as it
    assert remembered_token("127.0.0.1", host.port, js.peer.code, "Pat") is None
    assert remembered_seat_at(["127.0.0.1"], host.port) is None
    from innovation_desktop.saves import store
    assert store.read_save(kept[0]).answers == host.game.record


def test_save_and_replay_on_a_joined_table_say_the_host_holds_the_game(qtbot, two_tables, monkeypatch):
    from innovation_desktop.library import saves_ui
    hwin, jwin, hs, js = two_tables
    said: list = []
    monkeypatch.setattr(saves_ui, "_message", lambda parent, text: said.append(text))
    assert saves_ui.save_now(jwin) is False and saves_ui.save_as(jwin) is False
    assert saves_ui.replay_current(jwin) is None
    assert said == [saves_ui.NO_GAME_HERE] * 3


def test_the_joiner_sees_the_hosts_meld_action_fly(qtbot, two_tables, monkeypatch):
    """A Meld action by another player is animated on the joiner's table as on
    the host's: the joiner's session reports each answer the host's engine took
    (the state message's ``applied``, data: never the log's English), once; the
    setup's secret melds come without their cards, and the joiner's own answers
    are reported once each."""
    hwin, jwin, hs, js = two_tables
    host = hs.host
    applied = []
    js.answerApplied.connect(lambda p, a, d: applied.append((p, a, (d or {}).get("kind"))))
    flown = []
    monkeypatch.setattr(jwin, "_fly", lambda p, cid: flown.append((p, cid)))
    hosts_melds = []
    joiners_answers = 0
    for _ in range(120):
        g = host.game
        if len(hosts_melds) >= 2 or g.over:
            break
        qtbot.waitUntil(lambda: asked(hwin) is not None or (asked(jwin) is not None
                                                             and js.state.decision.id == len(host.game.record)),
                        timeout=5000)
        n = len(g.record)
        if asked(hwin) is not None:
            d = asked(hwin)
            melds = [o for o in d["options"] if o.get("action") == "meld"] if d["kind"] == "action" else []
            if g.state.turn > 0 and melds:
                hosts_melds.append(melds[0]["card"])
                assert host.submit(0, n, melds[0]) is None
            elif not hwin.press_digit(1):
                next(x for x in hwin.prompt.buttons.values() if x.isEnabled()).click()
        else:
            joiners_answers += 1
            b = jwin.prompt.buttons.get("draw")
            if g.state.turn > 0 and b is not None and b.isEnabled():
                b.click()
            elif not jwin.press_digit(1):
                next(x for x in jwin.prompt.buttons.values() if x.isEnabled()).click()
        qtbot.waitUntil(lambda n=n: len(host.game.record) > n or host.game.over, timeout=5000)
        qtbot.waitUntil(lambda: js.state.decision is None or js.state.decision.id == len(host.game.record),
                        timeout=5000)
    assert len(hosts_melds) == 2
    others = [(p, a["card"]) for p, a, kind in applied if p == 0 and kind == "action" and a.get("action") == "meld"]
    assert others == [(0, c) for c in hosts_melds]
    # another's card choice comes without its cards
    assert all(a is None for p, a, kind in applied if p == 0 and kind in ("cards", "order"))
    assert [c for p, c in flown if p == 0] == [BY_NAME[c] for c in hosts_melds]
    # the joiner's own answers are reported once each, as before (its setup meld among them)
    own = [a for p, a, _ in applied if p == 1]
    assert len(own) == joiners_answers > 0, applied


def test_joiner_reports_the_answers_the_host_applied_from_structured_data(qtbot):
    """A joiner learns what others did from the state message's ``applied`` and
    ``events`` (data, never the log's English): each answer is reported once, in
    order of decision id; a state sent afresh (a rejoin) reports nothing old;
    the joiner's own answer comes with the decision it answered."""
    from PySide6.QtCore import QObject, Signal
    from innovation_desktop.net.protocol import Applied, EventItem, SeatInfo, StateMsg

    class StubPeer(QObject):
        state = Signal(object)
        refused = Signal(str, str)
        status = Signal(str)
        gave_up = Signal(str)
        record = Signal(object)
        bad_state = Signal(str)

        def __init__(self):
            super().__init__()
            self.seat, self.log, self.last_state, self.connected = 1, [], None, True

        def answer(self, did, ans):
            self.sent = (did, ans)

    view = {"players": [{"name": "Ann"}, {"name": "Pat"}], "result": None,
            "pending": {"id": 7, "player": 0, "kind": "action"}}
    seats = [SeatInfo(name="Ann", kind="host", connected=True), SeatInfo(name="Pat", kind="remote", connected=True)]

    def state(seq, applied=None, events=(), reset=False):
        return StateMsg(seq=seq, seats=seats, started=True, view=view, log_reset=reset, events=list(events),
                        applied=applied)
    peer = StubPeer()
    ps = PeerSession(peer)
    got, evs = [], []
    ps.answerApplied.connect(lambda p, a, d: got.append((p, a, d.get("kind"))))
    ps.eventsAppended.connect(evs.append)
    ps.start()
    meld = {"action": "meld", "card": "Archery"}
    peer.state.emit(state(1, Applied(id=4, player=0, kind="action", answer=meld), reset=True))
    assert got == []                                          # a rejoin: history, not news
    peer.state.emit(state(2, Applied(id=5, player=0, kind="action", answer=meld),
                          [EventItem(kind="melds", card="Archery", age=1, set="base", src=["hand", 0],
                                     dst=["board", 0])]))
    peer.state.emit(state(3, Applied(id=5, player=0, kind="action", answer=meld)))   # sent again: once
    peer.state.emit(state(4, Applied(id=6, player=0, kind="cards", answer=None)))     # a hidden choice
    assert got == [(0, meld, "action"), (0, None, "cards")]
    assert evs == [[{"kind": "melds", "card": "Archery", "age": 1, "set": "base", "src": ["hand", 0],
                     "dst": ["board", 0]}]]


