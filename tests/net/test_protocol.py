"""The protocol without sockets: framing, size cap, schema, versions, names."""
from __future__ import annotations

import json
import random

import pytest

from innovation_desktop.net.bot import random_choice
from innovation_desktop.net.protocol import (LogItem, MAX_MESSAGE, PROTOCOL_VERSION, Answer, DecisionInfo, Error,
                                             FrameDecoder, Hello, Ping, ProtocolError, StateMsg, check_name,
                                             decode, encode, frame, version_refusal)


def test_frames_split_byte_by_byte_and_joined():
    msgs = [Ping(nonce=1), Answer(decision=3, answer={"action": "draw"}),
            Hello(protocol=PROTOCOL_VERSION, app="x", code="c", name="Ann")]
    data = b"".join(encode(m) for m in msgs)
    dec = FrameDecoder()
    got = []
    for i in range(len(data)):
        got += dec.feed(data[i:i + 1])
    assert [decode(b) for b in got] == msgs
    assert [decode(b) for b in FrameDecoder().feed(data)] == msgs


def test_oversized_length_refused_before_reading_the_body():
    dec = FrameDecoder()
    with pytest.raises(ProtocolError) as e:
        dec.feed((MAX_MESSAGE + 1).to_bytes(4, "big") + b"{")
    assert e.value.code == "too-big" and e.value.fatal
    assert dec.feed(frame(b"x" * 10)) == [b"x" * 10]       # exactly the limit passes
    assert len(FrameDecoder().feed(frame(b" " * MAX_MESSAGE))) == 1
    with pytest.raises(ProtocolError):
        encode(StateMsg(seq=0, seats=[], started=False, log=[LogItem(text="x" * 1500)] * 1000))


@pytest.mark.parametrize("body, code", [
    (b"{not json", "json"), (b"\xff\xfe", "json"), (b"[1, 2]", "schema"), (b'{"type": "dance"}', "schema"),
    (b'{"type": "ping", "nonce": 1, "extra": 2}', "schema"), (b'{"nonce": 1}', "schema"),
    (b'{"type": "answer", "decision": -1}', "schema"), (b"[" * 100000, "json"),
])
def test_malformed_messages(body, code):
    with pytest.raises(ProtocolError) as e:
        decode(body)
    assert e.value.code == code


def test_an_error_of_another_version_is_still_read():
    m = decode(json.dumps({"type": "error", "code": "version", "message": "go away", "since": 3}).encode())
    assert isinstance(m, Error) and m.message == "go away"
    r = version_refusal(7, "host")
    assert f"version {PROTOCOL_VERSION}" in r.message and "version 7" in r.message and r.fatal


@pytest.mark.parametrize("bad", ["", "   ", "a" * 25, "Ann\nBob", "x\x00", "\u202eevil", "tab\there", 5, None])
def test_names_refused(bad):
    with pytest.raises(ValueError):
        check_name(bad)


def test_names_kept_as_plain_text():
    assert check_name("  <b>Ann</b> ") == "<b>Ann</b>"
    assert check_name("Zoë 李") == "Zoë 李"


def test_random_choice_is_legal_for_each_kind():
    rng = random.Random(1)
    d = DecisionInfo(id=0, player=0, kind="cards", min=0, max=3, counts=[0, 3], options=["A", "B", "C", "D"])
    for _ in range(20):
        assert len(random_choice(d, rng)) in (0, 3)
    d = DecisionInfo(id=0, player=0, kind="order", min=3, max=3, options=["A", "B", "C"])
    assert sorted(random_choice(d, rng)) == ["A", "B", "C"]
    d = DecisionInfo(id=0, player=0, kind="yesno", min=1, max=1, options=["yes", "no"])
    assert {random_choice(d, rng) for _ in range(20)} == {"yes", "no"}
    with pytest.raises(ValueError):
        random_choice(DecisionInfo(id=0, player=0, kind="yesno"), rng)
