"""A headless host (its own process) against misbehaving and unlucky peers, over
loopback: every bad message is refused to its sender alone and changes nothing."""
from __future__ import annotations

import json
import random
import socket
import struct

from innovation_desktop.net.protocol import (MAX_MESSAGE, PROTOCOL_VERSION, Answer, Error, Hello, Ping, Pong,
                                             StateMsg, Welcome, encode, frame)

from .conftest import Client, asked_client, play, pump


def two_joined(servers, tmp_path, seed=3):
    srv = servers(tmp_path / "g.json", seed=seed)
    a, b = Client(srv.port), Client(srv.port)
    assert isinstance(a.join("Ann"), Welcome)
    assert isinstance(b.join("Bob"), Welcome)
    srv.wait_line("the game starts")
    for c in (a, b):
        c.expect(StateMsg)
        while c.state.view is None:
            c.expect(StateMsg)
    return srv, a, b


def settle(clients):
    """Read until nothing more comes for a moment."""
    for _ in range(50):
        before = [c.state.seq if c.state else -1 for c in clients]
        pump(clients, 0.2)
        if [c.state.seq if c.state else -1 for c in clients] == before:
            return


def test_split_and_joined_messages_and_pings(servers, tmp_path):
    srv = servers(tmp_path / "g.json")
    c = Client(srv.port)
    data = encode(Hello(protocol=PROTOCOL_VERSION, app="t", code="c0de", name="Ann"))
    for i in range(len(data)):              # byte by byte
        c.send_raw(data[i:i + 1])
    assert isinstance(c.expect(Welcome), Welcome)
    c.send_raw(encode(Ping(nonce=1)) + encode(Ping(nonce=2)) + encode(Ping(nonce=3)))   # one packet
    assert [c.expect(Pong).nonce for _ in range(3)] == [1, 2, 3]


def test_join_refusals(servers, tmp_path):
    srv = servers(tmp_path / "g.json")
    for kw, code in [({"code": "nope"}, "code"), ({"code": ""}, "code"), ({"token": "forged"}, "token"),
                     ({"protocol": PROTOCOL_VERSION + 1}, "version"), ({"name": "  "}, "name"),
                     ({"name": "a\u0007b"}, "name"), ({"seat": 3}, "seat")]:
        c = Client(srv.port)
        m = c.join(kw.pop("name", "Ann"), **kw)
        assert isinstance(m, Error) and m.code == code and m.fatal, (kw, m)
        if code == "version":
            assert f"version {PROTOCOL_VERSION}" in m.message and f"version {PROTOCOL_VERSION + 1}" in m.message
        assert c.closed() == []
    c = Client(srv.port)                   # a message before hello
    c.send(Answer(decision=0, answer="x"))
    m = c.expect(Error)
    assert m.code == "hello-first"
    a = Client(srv.port)
    assert isinstance(a.join("Ann"), Welcome)
    c = Client(srv.port)
    m = c.join("ann")
    assert isinstance(m, Error) and m.code == "name"      # taken (whatever the case)
    b = Client(srv.port)
    assert isinstance(b.join("Bob"), Welcome)
    srv.wait_line("the game starts")
    for name, code in [("Cid", "started"), ("Bob", "started")]:
        c = Client(srv.port)
        m = c.join(name)
        assert isinstance(m, Error) and m.code == code
    assert "token" in m.message


def test_full_table(servers, tmp_path):
    srv = servers(tmp_path / "g.json", seats="remote,random")
    a = Client(srv.port)
    assert isinstance(a.join("Ann"), Welcome)
    c = Client(srv.port)
    m = c.join("Cid")
    assert isinstance(m, Error) and m.code in ("full", "started")


def past_setup(clients):
    """Both choose their first meld (at once: each is asked its own question)."""
    for c in clients:
        d = c.state.decision
        assert d.player == c.seat and d.id == c.seat and d.options    # every seat asked at once
        c.send(Answer(decision=d.id, answer=[d.options[0]]))
    settle(clients)
    assert all(c.state.view["turn"] == 1 for c in clients)


def test_garbage_is_refused_and_the_game_unchanged(servers, tmp_path):
    srv, a, b = two_joined(servers, tmp_path)
    settle([a, b])
    past_setup([b, a])                      # the second seat first: its choice is kept until the first's
    asked = asked_client([a, b])
    other = b if asked is a else a
    d = asked.state.decision
    n = srv.saved_answers(at_least=d.id)
    seq_other = other.state.seq
    # malformed JSON, unknown type, unknown field: an error each, connection kept
    for body, code in [(b"{oops", "json"), (b'{"type": "shout"}', "schema"),
                       (b'{"type": "ping", "nonce": 1, "x": 1}', "schema")]:
        asked.send_raw(frame(body))
        assert asked.expect(Error).code == code
    # an answer for another seat, to a closed decision, an illegal one
    other.send(Answer(decision=d.id, answer=random.Random(0).choice(d.options)))
    assert other.expect(Error).code == "not-yours"
    asked.send(Answer(decision=d.id + 5, answer=d.options[0]))
    assert asked.expect(Error).code == "closed"
    asked.send(Answer(decision=d.id, answer={"action": "meld", "card": "Agriculture", "x": 1}
                      if d.kind == "action" else 12345))
    assert asked.expect(Error).code == "illegal"
    asked.send(Answer(decision=d.id, answer=[0] if d.kind == "cards" else {"action": "meld", "card": 3}))
    assert asked.expect(Error).code == "illegal"      # internal ids are not names
    settle([a, b])
    assert srv.saved_answers() == n and other.state.seq == seq_other
    assert asked.state.decision.id == d.id
    # the same answer twice: applied once
    ans = d.options[0] if d.kind != "cards" else d.options[:max(1, d.min)]
    if d.kind == "cards" and d.counts:
        ans = d.options[:d.counts[-1]]
    asked.send_raw(encode(Answer(decision=d.id, answer=ans)) * 2)
    assert asked.expect(Error).code == "closed"
    settle([a, b])
    assert srv.saved_answers(at_least=n + 1) == n + 1
    assert a.state.decision.id == b.state.decision.id == d.id + 1


def test_flood_disconnects_the_peer_and_the_game_goes_on(servers, tmp_path):
    srv, a, b = two_joined(servers, tmp_path)
    settle([a, b])
    n = srv.saved_answers(at_least=a.state.decision.id)
    b.send_raw(frame(b"garbage") * 500)
    got = b.closed()
    assert any(isinstance(m, Error) and m.fatal for m in got)
    line = srv.wait_line("Bob disconnected")
    assert "Bob" in line
    assert srv.saved_answers() == n
    st = a.expect(StateMsg)
    assert [s.connected for s in st.seats] == [True, False]
    # Bob comes back with his token and the game can be played to its end
    b2 = Client(srv.port)
    assert isinstance(b2.join("Bob", token=b.token), Welcome)
    play([a, b2], random.Random(5), timeout=60)
    assert srv.finish() == 0
    assert srv.lines[-1].startswith("game over")


def test_oversized_length_closes_that_connection_only(servers, tmp_path):
    srv, a, b = two_joined(servers, tmp_path)
    b.send_raw(struct.pack(">I", MAX_MESSAGE + 1))
    got = b.closed()
    assert got and isinstance(got[-1], Error) and got[-1].code == "too-big"
    b2 = Client(srv.port)
    assert isinstance(b2.join("Bob", token=b.token), Welcome)
    b2.expect(StateMsg)


def test_peer_killed_in_a_demand_rejoins_the_same_decision(servers, tmp_path):
    srv, a, b = two_joined(servers, tmp_path, seed=11)
    rng = random.Random(2)

    def in_demand(st):       # the player asked is not the one whose turn it is
        d = st.decision
        return d.kind != "action" and st.view["current"] != d.player and st.view["turn"] > 0

    play([a, b], rng, until=in_demand, timeout=60)
    victim = asked_client([a, b])
    assert victim is not None, "no demand in this game"
    d = victim.state.decision
    victim.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    victim.close()                          # killed: the connection is reset
    other = b if victim is a else a
    for _ in range(20):
        other.expect(StateMsg)
        if not all(s.connected for s in other.state.seats):
            break
    assert [s.connected for s in other.state.seats].count(False) == 1
    back = Client(srv.port)
    m = back.join("whoever", token=victim.token)
    assert isinstance(m, Welcome) and m.seat == victim.seat
    back.seat = m.seat
    st = back.expect(StateMsg)
    assert st.log_reset and st.decision.id == d.id and st.decision.options == d.options
    assert st.decision.prompt == d.prompt
    back.answer(st, rng)
    play([back, other], rng, timeout=60)
    assert srv.finish() == 0


def test_host_killed_and_hosted_again_from_its_save(servers, tmp_path):
    save = tmp_path / "g.json"
    srv, a, b = two_joined(servers, tmp_path, seed=4)
    rng = random.Random(9)
    play([a, b], rng, until=lambda st: st.decision.id >= 40, timeout=60)
    settle([a, b])
    n = srv.saved_answers(at_least=a.state.decision.id)       # the save catches up before the kill
    before = {c.seat: c.state for c in (a, b)}
    srv.kill()
    for c in (a, b):
        c.closed()
    doc = json.loads(save.read_text(encoding="utf-8"))
    assert doc["interrupted"] and [s["kind"] for s in doc["meta"]["net"]["seats"]] == ["remote", "remote"]
    assert "token" not in json.dumps(doc["meta"]).replace("token_sha256", "")
    srv2 = servers(save, seats=None, code="n3w", port=srv.port)
    cs = []
    for c in (a, b):
        c2 = Client(srv2.port)
        assert isinstance(c2.join("x", code="n3w", token=c.token), Welcome)
        c2.seat = c.seat
        st = c2.expect(StateMsg)
        assert st.view == before[c.seat].view and st.decision == before[c.seat].decision
        cs.append(c2)
    assert srv2.saved_answers() == n
    play(cs, rng, timeout=60)
    assert srv2.finish() == 0


def test_a_stand_in_plays_for_an_absent_player_until_they_rejoin(servers, tmp_path):
    srv = servers(tmp_path / "g.json", seed=6, extra=("--stand-in", "random", "--stand-in-after", "0.5"))
    a, b = Client(srv.port), Client(srv.port)
    assert isinstance(a.join("Ann"), Welcome) and isinstance(b.join("Bob"), Welcome)
    b.close()                               # Bob leaves before the first meld
    rng = random.Random(3)
    srv.wait_line("a computer player (random) plays for Bob")
    play([a], rng, until=lambda st: st.decision.id >= 30, timeout=60)
    assert a.state.seats[1].stand_in == "random" and not a.state.seats[1].connected
    n = srv.saved_answers(at_least=30)
    assert n >= 30
    b2 = Client(srv.port)                   # Bob is back: the seat is his again
    assert isinstance(b2.join("Bob", token=b.token), Welcome)
    b2.seat = 1
    b2.expect(StateMsg)
    settle([a, b2])
    assert a.state.seats[1].connected and a.state.seats[1].stand_in is None
    play([a, b2], rng, until=lambda st: st.decision.player == 1, timeout=60)
    settle([a, b2])
    d = a.state.decision
    if a.state.view["result"] is None:      # Bob is asked: nothing answers for him now
        assert d.player == 1 and srv.saved_answers(at_least=d.id) == d.id
        play([a, b2], rng, timeout=60)
    assert srv.finish() == 0
