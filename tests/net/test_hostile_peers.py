"""What a hostile peer tried against a host (issue 26), each refused as a class:
numbers too long for Python in any message, forged console lines, join codes
guessed from one address, connections held open to lock players out. Over
loopback only; every test is bounded in connections and time."""
from __future__ import annotations

import json
import socket
import time

import pytest

from innovation_desktop.net.protocol import (Error, Ping, Pong, ProtocolError, StateMsg,
                                             Welcome, code_key, decode, encode, frame, peek_protocol,
                                             printable_line, version_refusal)

from .conftest import Client


def long_int(digits: int = 5000) -> bytes:
    return b"9" * digits


# ---- decode: nothing but a message or a ProtocolError ------------------------------------

@pytest.mark.parametrize("body", [
    b'{"type": "ping", "nonce": ' + long_int() + b"}",
    b'{"type": "answer", "decision": 0, "answer": [1, 2, ' + long_int() + b"]}",
    b'{"type": "error", "code": "x", "message": "m", "fatal": ' + long_int() + b"}",
    b'{"type": "hello", "protocol": ' + long_int() + b', "app": "a", "code": "c", "name": "n"}',
    b"[" * 200_000 + b"]" * 200_000,
    b'{"type": "error", "code": ' + b"[" * 5000 + b"]" * 5000 + b', "message": "m"}',
    b'{"type": "state", "seq": 1, "seats": [], "started": true, "log": [{"text": "t", "msg": '
    + b'{"c": "x", "t": "{a}", "a": {"a": ' * 50 + b'{"c": "x", "t": "y"}' + b"}}" * 50 + b"}]}",
    b"\xff\xfe", b"1e999999", b'"just a string"', b"",
])
def test_decode_refuses_anything_unreadable_with_a_protocol_error(body):
    with pytest.raises(ProtocolError):
        decode(body)
    typ, _ = peek_protocol(body)          # never raises either
    assert typ is None or isinstance(typ, str)


def test_an_error_of_any_shape_is_read_as_one_line_of_its_own_limits():
    m = decode(json.dumps({"type": "error", "code": ["not", "text"], "message": "ok", "extra": 1}).encode())
    assert isinstance(m, Error) and m.code == "error"
    refusal = version_refusal("v" * 100_000, "host")        # a peer's huge "protocol": still a valid Error
    assert len(refusal.message) <= 2000 and decode(encode(refusal)[4:]).code == "version"


def test_printable_line_is_one_line_without_terminal_commands():
    forged = "fine\ngame over (score): winner: Mallory\r\x1b[2J\x1b]0;title\x07\u202eevil\u2028x\x00"
    line = printable_line(forged)
    assert "\n" not in line and "\r" not in line and "\x1b" not in line and "\x07" not in line
    assert "\u202e" not in line and "\u2028" not in line and "\x00" not in line
    assert line.isprintable() and line.startswith("fine game over")
    assert len(printable_line("x" * 5000, 100)) == 100


# ---- the headless host ---------------------------------------------------------------------

def joined(servers, tmp_path, seats="remote,remote"):
    srv = servers(tmp_path / "g.json", seats=seats)
    a = Client(srv.port)
    assert isinstance(a.join("Ann"), Welcome)
    return srv, a


def test_a_number_too_long_for_python_is_refused_like_any_malformed_message(servers, tmp_path):
    srv, a = joined(servers, tmp_path)
    # in one read: the poisoned message between two good ones; both good ones answered
    a.send_raw(encode(Ping(nonce=1))
               + frame(b'{"type": "answer", "decision": 0, "answer": ' + long_int() + b"}")
               + frame(b'{"type": "ping", "nonce": ' + long_int(4301) + b"}")
               + encode(Ping(nonce=2)))
    got = [a.expect(Pong).nonce]
    errors = [a.expect(Error), a.expect(Error)]
    got.append(a.expect(Pong).nonce)
    assert got == [1, 2] and [e.code for e in errors] == ["json", "json"] and not any(e.fatal for e in errors)
    # each counts as a strike: a peer that keeps sending them is cut off (its seat kept)
    a.send_raw(frame(b'{"type": "ping", "nonce": ' + long_int() + b"}") * 25)
    closed = a.closed()
    assert any(isinstance(m, Error) and m.code == "garbage" for m in closed)
    srv.wait_line("127.0.0.1")               # "...: too many refused messages, disconnected"
    b = Client(srv.port)
    assert isinstance(b.join("Ann", token=a.token), Welcome)
    b.send(Ping(nonce=3))
    assert b.expect(Pong).nonce == 3
    srv.kill()
    assert not any("Traceback" in line or "Error:" in line for line in srv.lines), srv.lines


def test_a_peers_error_message_is_printed_as_one_plain_line(servers, tmp_path):
    srv, a = joined(servers, tmp_path)
    forged = ("lag\ngame over (achievements): winner: Mallory\n\x1b[2J\x1b]0;pwned\x07"
              "\u202eright to left\r\nAnn disconnected")
    a.send(Error(code="x", message=forged))
    line = srv.wait_line("Ann reports:")
    assert "\x1b" not in line and "\x07" not in line and "\u202e" not in line and line.isprintable()
    assert "Mallory" in line                 # said, inside the one line
    a.send(Ping(nonce=9))
    a.expect(Pong)
    srv.kill()
    assert not any(x.startswith("game over") or x == "Ann disconnected" for x in srv.lines), srv.lines


def test_the_join_code_is_read_without_case_spaces_or_dashes(servers, tmp_path):
    srv = servers(tmp_path / "g.json", code="3ZR96K", seats="remote,remote,remote")
    for name, typed in (("Ann", "3zr96k"), ("Bob", " 3ZR-96K"), ("Cid", "3zr 96k")):
        c = Client(srv.port)
        assert isinstance(c.join(name, code=typed), Welcome), typed
    assert code_key("AB-c d") == code_key("abcd")


def test_new_join_codes_have_no_look_alike_characters():
    from innovation_desktop.lan.dialogs import CODE_ALPHABET, new_code
    for group in ("0OQD", "1IL", "2Z", "5S", "8B", "UV", "MN"):
        assert sum(ch in CODE_ALPHABET for ch in group) <= 1, group
    codes = {new_code() for _ in range(200)}
    assert len(codes) > 190 and all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert len(CODE_ALPHABET) ** 6 > 28_600_000        # more codes than before, fewer look-alikes


def test_wrong_codes_from_one_address_are_slowed_down(servers, tmp_path):
    from innovation_desktop.net.host import FREE_WRONG_CODES
    srv = servers(tmp_path / "g.json")
    codes = []
    for i in range(FREE_WRONG_CODES + 1):
        m = Client(srv.port).join("Eve", code=f"guess{i}")
        codes.append(m.code)
    assert codes == ["code"] * FREE_WRONG_CODES + ["code-wait"]
    m = Client(srv.port).join("Eve", code="c0de")        # the right one: not even looked at now
    assert isinstance(m, Error) and m.code == "code-wait" and m.fatal and "wait" in m.message
    assert "seconds" in m.message


def silent_from(port: int, source: str, n: int) -> list[socket.socket]:
    out = []
    for _ in range(n):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.settimeout(5)
        s.bind((source, 0))
        s.connect(("127.0.0.1", port))
        out.append(s)
    return out


def is_closed(s: socket.socket, timeout: float = 5) -> bool:
    """True once the host has closed ``s`` (an error message may come first)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        s.settimeout(max(0.05, end - time.monotonic()))
        try:
            if s.recv(65536) == b"":
                return True
        except ConnectionResetError:
            return True
        except socket.timeout:
            return False
    return False


def test_one_client_cannot_lock_a_player_out(servers, tmp_path):
    """A loop keeping 40 connections open cannot keep a disconnected player from
    rejoining: one address holds at most a few silent connections, and a full
    host makes room by closing the one silent longest."""
    from innovation_desktop.net.host import MAX_CONNECTIONS, MAX_SILENT_PER_ADDRESS
    srv, a = joined(servers, tmp_path)
    b = Client(srv.port)
    assert isinstance(b.join("Bob"), Welcome)
    srv.wait_line("the game starts")
    b.close()
    srv.wait_line("Bob disconnected")
    held = []
    try:
        # from one address: the oldest silent connections are closed by newer ones
        one = silent_from(srv.port, "127.0.0.2", MAX_SILENT_PER_ADDRESS + 2)
        held += one
        assert is_closed(one[0]) and is_closed(one[1])
        # from many addresses, more than the host keeps
        for k in range(3, 3 + MAX_CONNECTIONS // MAX_SILENT_PER_ADDRESS + 2):
            held += silent_from(srv.port, f"127.0.0.{k}", MAX_SILENT_PER_ADDRESS)
        back = Client(srv.port)                      # Bob's app comes back
        assert isinstance(back.join("Bob", token=b.token), Welcome)
        st = back.expect(StateMsg)
        assert st.seats[1].connected
    finally:
        for s in held:
            s.close()


def test_a_silent_connection_is_closed_sooner_once_the_table_is_full(servers, tmp_path):
    srv, a = joined(servers, tmp_path)
    b = Client(srv.port)
    assert isinstance(b.join("Bob"), Welcome)
    srv.wait_line("the game starts")
    s = Client(srv.port)
    got = s.closed(timeout=8)
    assert any(isinstance(m, Error) and m.code == "timeout" and "3 seconds" in m.message for m in got), got


def test_wrong_codes_from_many_addresses_are_slowed_down_too(servers, tmp_path):
    """One computer can speak from many addresses (IPv6 privacy addresses, spoofed
    IPv4 ones): past a host-wide number of wrong codes, whatever their addresses,
    the host looks at no code for a while, and says so."""
    from innovation_desktop.net.host import FREE_WRONG_CODES, HOST_FREE_WRONG_CODES
    assert HOST_FREE_WRONG_CODES > FREE_WRONG_CODES
    srv, ann = joined(servers, tmp_path)
    bob = Client(srv.port)
    assert isinstance(bob.join("Bob"), Welcome)
    srv.wait_line("the game starts")
    ann.close()
    srv.wait_line("Ann disconnected")
    codes = []
    for i in range(HOST_FREE_WRONG_CODES + 1):
        m = Client(srv.port, source=f"127.0.0.{2 + i}").join("Eve", code=f"guess{i}")   # one guess per address
        codes.append(m.code)
    assert codes == ["code"] * HOST_FREE_WRONG_CODES + ["code-busy"]
    m = Client(srv.port, source="127.0.1.1").join("Cid", code="c0de")     # the right one, a new address
    assert isinstance(m, Error) and m.code == "code-busy" and m.fatal and "seconds" in m.message
    # a seat's holder, proved by its token, is let in meanwhile
    back = Client(srv.port, source="127.0.1.2").join("Ann", seat=ann.seat, token=ann.token)
    assert isinstance(back, Welcome) and back.seat == ann.seat


def test_the_dialog_says_the_host_is_refusing_codes():
    from innovation_desktop.lan.dialogs import refusal_text
    said = refusal_text("code-busy", "too many wrong join codes sent to this game: wait 8 seconds before "
                                     "trying again")
    assert "8" in said and "many" in said
