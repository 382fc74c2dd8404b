"""The host as the app runs it, in this process: a seat for the person at the
hosting computer (``local``), computer seats that think off the event loop's
thread, the host-only undo, and handing a missing seat to a computer player."""
from __future__ import annotations

from engine.answers import to_outside

import pytest

from innovation_desktop.net.host import Host
from innovation_desktop.net.peer import Peer
from innovation_desktop.settings import SETTINGS


@pytest.fixture(autouse=True)
def threads_only(monkeypatch):
    # computer players think in a worker thread of this process (no process to spawn)
    monkeypatch.setattr(SETTINGS, "ai_process", False)


#: the peers a test made, closed and deleted at its end
PEERS: list = []


def make_host(kinds, **kw):
    h = Host.new(kinds, "c0de", local_name="Hostess", seed=5, save_path=kw.pop("save"), **kw)
    h.listen("127.0.0.1", 0)
    return h


def join(qtbot, host, name="Pat", **kw):
    p = Peer("127.0.0.1", host.port, "c0de", name, keep_records=False, reconnect_for=kw.pop("reconnect_for", 5),
             **kw)
    with qtbot.waitSignal(p.welcomed, timeout=5000):
        p.start()
    PEERS.append(p)
    return p


def test_local_seat_name_is_checked_and_single(tmp_path):
    with pytest.raises(ValueError):
        Host.new(["local", "remote"], "c0de", local_name="  ")
    with pytest.raises(ValueError):
        Host.new(["local", "local", "remote"], "c0de", local_name="Ann")
    with pytest.raises(ValueError):
        Host.new(["local", "remote", "easy"], "c0de", local_name="Computer 1")


def test_local_seat_plays_and_computer_thinks_off_the_loop(qtbot, tmp_path):
    host = make_host(["local", "remote", "easy"], save=tmp_path / "g.json")
    try:
        p = join(qtbot, host)
        qtbot.waitUntil(lambda: host.game is not None, timeout=5000)
        g = host.game
        assert [s.kind for s in host.seat_infos()] == ["host", "remote", "computer"]
        thinking: list[int] = []
        host.thinking.connect(thinking.append)
        # the setup: each seat melds; the host's person answers through submit in
        # the outside form, the joiner by name, the computer by itself
        for _ in range(200):
            if g.state.turn != 0:
                break
            d = g.pending
            if d.player == 0:
                assert host.submit(0, len(g.record), to_outside(g.state, d, [d.options[0]])) is None
            elif d.player == 1:
                qtbot.waitUntil(lambda: p.last_state is not None and p.last_state.decision is not None
                                and p.last_state.decision.player == 1 and bool(p.last_state.decision.options),
                                timeout=5000)
                before = len(g.record)
                p.answer(p.last_state.decision.id, [p.last_state.decision.options[0]])
                qtbot.waitUntil(lambda before=before: len(g.record) > before, timeout=5000)
            else:
                before = len(g.record)
                # asked, the computer does not answer at once: it thinks in a worker
                host._computer_turn()
                assert len(g.record) == before and thinking and thinking[-1] == 2
                qtbot.waitUntil(lambda before=before: len(host.game.record) > before, timeout=10_000)
        assert g.state.turn != 0 and 2 in thinking
    finally:
        host.close()
        for q in list(PEERS):
            q.close()
            q.deleteLater()
        PEERS.clear()


def test_host_undo_takes_back_and_peers_get_the_whole_log(qtbot, tmp_path):
    host = make_host(["local", "remote"], save=tmp_path / "g.json")
    try:
        p = join(qtbot, host)
        qtbot.waitUntil(lambda: host.game is not None, timeout=5000)
        g = host.game
        assert not host.can_undo()
        # the setup's melds reveal cards: nothing before the first turn can be undone
        while host.game.state.turn == 0:
            d = host.game.pending
            if d.player == 0:
                assert host.submit(0, len(host.game.record), to_outside(host.game.state, d, [d.options[0]])) is None
            else:
                qtbot.waitUntil(lambda: p.last_state.decision is not None and p.last_state.decision.player == 1
                                and p.last_state.decision.options is not None, timeout=5000)
                before = len(host.game.record)
                p.answer(p.last_state.decision.id, [p.last_state.decision.options[0]])
                qtbot.waitUntil(lambda before=before: len(host.game.record) > before, timeout=5000)
        assert not host.can_undo()
        # play until the host's person is asked for an action with a meld (no new information)
        for _ in range(400):
            g = host.game
            d = g.pending
            if d.player == 0 and d.kind == "action" and any(o[0] == "meld" for o in d.options):
                break
            if d.player == 0:
                draw = [o for o in d.options if o[0] == "draw"] if d.kind == "action" else []
                ans = draw[0] if draw else (d.options[0] if d.kind == "action" else
                                            (d.options[:d.min] if d.kind in ("cards", "order") else
                                             (None if d.min == 0 else d.options[0])))
                assert host.submit(0, len(g.record), to_outside(g.state, d, ans)) is None
            else:
                qtbot.waitUntil(lambda: p.last_state.decision is not None and p.last_state.decision.player == 1
                                and p.last_state.decision.options is not None
                                and p.last_state.decision.id == len(host.game.record), timeout=5000)
                before = len(g.record)
                from innovation_desktop.net.bot import random_choice
                import random
                p.answer(p.last_state.decision.id, random_choice(p.last_state.decision, random.Random(1)))
                qtbot.waitUntil(lambda before=before: len(host.game.record) > before, timeout=5000)
        else:
            pytest.fail("the host's person was never asked for a meld")
        g = host.game
        meld = next(o for o in g.pending.options if o[0] == "meld")
        rec_before, ev_before = len(g.record), len(g.events)
        seq_before = p.last_state.seq
        assert host.submit(0, len(g.record), to_outside(g.state, g.pending, meld)) is None
        assert host.can_undo()
        with qtbot.waitSignal(host.undone, timeout=2000):
            assert host.undo()
        assert len(host.game.record) == rec_before and len(host.game.events) == ev_before
        assert not host.can_undo()
        # the peer's next state carries its whole log again (the undone line gone)
        qtbot.waitUntil(lambda: p.last_state.seq > seq_before + 1 and p.last_state.log_reset, timeout=5000)
        assert p.last_state.decision.id == rec_before
    finally:
        host.close()
        for q in list(PEERS):
            q.close()
            q.deleteLater()
        PEERS.clear()


def test_stand_in_plays_a_missing_seat_and_gives_it_back(qtbot, tmp_path):
    host = make_host(["local", "remote"], save=tmp_path / "g.json")
    try:
        p = join(qtbot, host, reconnect_for=0)
        qtbot.waitUntil(lambda: host.game is not None, timeout=5000)
        p.close()
        qtbot.waitUntil(lambda: host.seats[1].conn is None, timeout=5000)
        assert not host.seat_infos()[1].connected
        # the host's person melds; then the missing joiner's seat is asked and waits
        d = host.game.pending
        if d.player == 0:
            host.submit(0, len(host.game.record), to_outside(host.game.state, d, [d.options[0]]))
        assert host.game.pending.player == 1
        n = len(host.game.record)
        qtbot.wait(50)
        assert len(host.game.record) == n            # waits for its player
        host.set_stand_in(1, "random")
        assert host.seat_infos()[1].stand_in == "random"
        qtbot.waitUntil(lambda: len(host.game.record) > n, timeout=5000)
        host.set_stand_in(1, None)
        assert host.seat_infos()[1].stand_in is None and not host.seats[1].computer_plays
    finally:
        host.close()
        for q in list(PEERS):
            q.close()
            q.deleteLater()
        PEERS.clear()


def test_host_undo_stops_at_a_dig(qtbot, tmp_path):
    """Issue 26: a Meld action that digs an Artifact shows it: the host cannot take
    the meld back (the rule is engine.view.new_information, as in a local game)."""
    from engine.position import build
    host = Host.new(["local", "remote"], "c0de", local_name="Hostess", seed=5, save_path=tmp_path / "g.json")
    doc = {"format": "innovation-position/1", "expansions": ["artifacts"],
           "players": [{"name": "Hostess", "board": {"red": ["Road Building"]}, "hand": ["Archery", "Tools"]},
                       {"name": "Pat"}],
           "supply": {"artifacts": {"2": ["Babylonian Chronicles", "Chronicle of Zuo"]}}}
    host.game = build(doc)
    g = host.game
    assert host.submit(0, len(g.record), {"action": "meld", "card": "Tools"}) is None
    assert host.can_undo()                           # a new pile: nothing shown
    g = host.game
    assert host.submit(0, len(g.record), {"action": "meld", "card": "Archery"}) is None
    assert host.game.state.players[0].display is not None
    assert not host.can_undo()


def test_the_lan_host_sends_each_seat_the_prompt_it_may_read(qtbot, tmp_path):
    """Issue 26: a question naming a card only the asked player has seen (Rosetta
    Stone's "Choose the opponent whose board gets Calendar") reaches the other
    seats with the card given by its age."""
    host = Host.new(["local", "remote", "remote"], "c0de", local_name="Ann", seed=5, save_path=tmp_path / "g.json")
    from tests.engine.test_hidden_information import _rosetta
    host.game = _rosetta()
    assert "Calendar" in host.decision_info(0).prompt
    for seat in (1, 2):
        info = host.decision_info(seat)
        assert "Calendar" not in info.prompt and "Calendar" not in str(info.prompt_msg)
        st = host.state_for(seat)
        assert "Calendar" not in st.model_dump_json()


def test_every_seat_chooses_its_first_meld_at_once(qtbot, tmp_path):
    """The joiners and the host's person choose their first meld at the same time,
    whoever the seat order asks first; nobody's view shows another's choice before
    all have chosen; then all are melded together."""
    host = make_host(["remote", "remote", "local"], save=tmp_path / "g.json")
    try:
        p0 = join(qtbot, host, "Pat")
        p1 = join(qtbot, host, "Quin")
        qtbot.waitUntil(lambda: host.game is not None, timeout=5000)
        g = host.game
        hands = [[c for c in pl.hand] for pl in g.state.players]

        def asked(p, seat):
            st = p.last_state
            return (st is not None and st.decision is not None and st.decision.player == seat
                    and st.decision.options is not None)
        qtbot.waitUntil(lambda: asked(p0, 0) and asked(p1, 1), timeout=5000)
        d1 = p1.last_state.decision
        from engine.cards import NAMES
        assert d1.id == 1 and sorted(d1.options) == sorted(NAMES[c] for c in hands[1])
        assert p1.last_state.view["pending"]["player"] == 1
        assert host.first_meld_decision(2)[0] == 2           # the host's person too
        seen_by_pat = host.state_for(0, reset=True).view
        p1.answer(d1.id, [d1.options[1]])                    # Quin first, before Pat
        qtbot.waitUntil(lambda: 1 in host._first_melds.chosen, timeout=5000)
        assert host.submit(2, 2, [NAMES[hands[2][0]]]) is None   # the host's person, before Pat
        assert g.record == [] and g.events == []             # nothing played, nothing revealed
        after = host.state_for(0, reset=True).view
        assert after == seen_by_pat
        qtbot.waitUntil(lambda: not asked(p1, 1), timeout=5000)    # Quin is asked nothing more
        d0 = p0.last_state.decision
        p0.answer(d0.id, [d0.options[0]])
        qtbot.waitUntil(lambda: g.state.turn != 0, timeout=5000)
        assert len(g.record) == 3
        assert g.record[1] == [d1.options[1]] and g.record[2] == [NAMES[hands[2][0]]]
        qtbot.waitUntil(lambda: p1.last_state.view["turn"] == 1, timeout=5000)
        assert d1.options[1] in str(p1.last_state.view["players"][1]["board"])
    finally:
        host.close()
        for q in list(PEERS):
            q.close()
            q.deleteLater()
        PEERS.clear()


def test_a_fault_while_handling_one_message_costs_nothing_else(qtbot, tmp_path, monkeypatch):
    """Whatever goes wrong while the host handles one message, the peer is told,
    the host logs one line (no traceback), and the other messages of the same
    read are handled."""
    from innovation_desktop.net.protocol import Answer, Ping, encode
    host = make_host(["local", "remote"], save=tmp_path / "g.json")
    logged: list[str] = []
    host.log.connect(logged.append)
    try:
        p = join(qtbot, host)
        qtbot.waitUntil(lambda: host.game is not None, timeout=5000)

        def broken(*a, **k):
            raise RuntimeError("boom\nsecond line")
        monkeypatch.setattr(host, "submit", broken)
        refused: list[tuple[str, str]] = []
        p.refused.connect(lambda code, msg: refused.append((code, msg)))
        pongs = []
        orig = p._message

        def spy(body):
            if b'"pong"' in body:
                pongs.append(body)
            orig(body)
        monkeypatch.setattr(p, "_message", spy)
        p._sock.write(encode(Answer(decision=1, answer=["x"])) + encode(Ping(nonce=77)))
        qtbot.waitUntil(lambda: bool(refused and pongs), timeout=5000)
        assert refused[0][0] == "internal" and b"77" in pongs[0]
        line = next(t for t in logged if "could not be handled" in t)
        assert "RuntimeError" in line and "\n" not in line
    finally:
        host.close()
        for q in list(PEERS):
            q.close()
            q.deleteLater()
        PEERS.clear()
