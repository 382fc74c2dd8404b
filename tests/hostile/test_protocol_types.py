"""The LAN protocol refuses a value of the wrong JSON type instead of converting
it: the issue's "a malformed answer from anywhere is refused". Before, pydantic's
lax mode read ``"decision": true`` as decision 1, ``"decision": "3"`` and ``3.0``
as decision 3, and a seat or a nonce given as text as a number, so a peer's
answer with a wrong type could still be taken."""
from __future__ import annotations

import json

import pytest

from engine.open_decision import OpenDecision
from innovation_desktop.net.protocol import Answer, Hello, Ping, ProtocolError, StateMsg, decode


def body(**doc) -> bytes:
    return json.dumps(doc).encode()


@pytest.mark.parametrize("doc", [
    dict(type="answer", decision=True, answer="yes"),
    dict(type="answer", decision="3", answer="yes"),
    dict(type="answer", decision=3.0, answer="yes"),
    dict(type="hello", protocol=4, app="x", code="c0de", name="Ann", seat="1"),
    dict(type="hello", protocol=4, app="x", code="c0de", name="Ann", seat=False),
    dict(type="ping", nonce="7"),
    dict(type="state", seq="1", seats=[], started=False),
    dict(type="state", seq=1, seats=[], started=1),
    dict(type="state", seq=1, seats=[{"name": "Ann", "kind": "remote", "connected": "yes"}], started=False),
])
def test_a_wrong_type_is_refused_not_converted(doc):
    with pytest.raises(ProtocolError) as e:
        decode(body(**doc))
    assert e.value.code == "schema"


def test_the_right_types_still_pass():
    assert decode(body(type="answer", decision=3, answer=True)) == Answer(decision=3, answer=True)
    assert decode(body(type="ping", nonce=7)) == Ping(nonce=7)
    h = decode(body(type="hello", protocol=4, app="x", code="c0de", name="Ann", seat=1))
    assert isinstance(h, Hello) and h.seat == 1
    rec = {"id": 4, "player": 1, "kind": "yesno", "min": 1, "max": 1, "may_decline": True, "options": ["yes", "no"]}
    # the view a table draws: its players, and the open decision as its pending (tests/net/test_lan_bad_state.py)
    st = decode(body(type="state", seq=1, seats=[], started=True, decision=rec,
                     view={"players": [{"name": "Ann"}, {"name": "Bob"}], "pending": rec}))
    assert isinstance(st, StateMsg) and st.decision.id == 4


@pytest.mark.parametrize("field, value", [("id", "4"), ("player", True), ("may_decline", "no"), ("min", 1.0)])
def test_the_decision_record_refuses_wrong_types(field, value):
    rec = {"id": 4, "player": 1, "kind": "yesno", "min": 1, "max": 1, "may_decline": True}
    rec[field] = value
    with pytest.raises(ValueError):
        OpenDecision.model_validate(rec)
