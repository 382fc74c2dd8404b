"""The one authority over a running game (the gate, the undo rule, the
placeholders, computer seats through the same gate)."""
from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import random_answer
from engine.answers import MalformedAnswer, NotYourDecision, StaleDecision, to_outside
from innovation_desktop.sessions.authority import Authority


def _at(want, n=2, seed_from=0):
    for seed in range(seed_from, seed_from + 300):
        g = Game.new(["Ann", "Bob", "Cy", "Di"][:n], seed=seed)
        rng = random.Random(seed)
        for _ in range(2000):
            if g.over:
                break
            if want(g, g.pending):
                return g
            g.apply(random_answer(g.pending, rng))
    raise AssertionError("not reached")


def test_the_gate_refuses_the_wrong_seat_a_closed_decision_and_the_inside_form(qapp):
    g = _at(lambda g, d: d.kind == "yesno")
    a = Authority(g)
    d = g.pending
    other = 1 - d.player
    with pytest.raises(NotYourDecision):
        a.submit(other, a.decision_id, "yes")
    with pytest.raises(StaleDecision):
        a.submit(d.player, a.decision_id + 1, "yes")
    with pytest.raises(MalformedAnswer):
        a.submit(d.player, a.decision_id, True)
    got = []
    a.applied.connect(lambda *args: got.append(args))
    n = a.decision_id
    a.submit(d.player, n, "no")
    assert g.record[n] == "no"
    seat, answer, before, events = got[0]
    assert (seat, answer) == (d.player, "no") and before["id"] == n and before["kind"] == "yesno"


def test_a_computer_seat_answers_through_the_same_gate(qapp):
    g = Game.new(["Ann", "Bob"], seed=3)
    a = Authority(g)
    rng = random.Random(3)
    for _ in range(60):
        d = g.pending
        a.submit_computer(d.player, a.decision_id, random_answer(d, rng))     # the engine's own form
    assert all(type(x) in (dict, list, str, int) or x is None for x in g.record)
    d = g.pending
    with pytest.raises(NotYourDecision):
        a.submit_computer(1 - d.player if len(g.state.players) == 2 else d.player + 1, a.decision_id,
                          random_answer(d, rng))


def test_placeholders_are_one_set_for_the_view_the_record_and_the_check(qapp):
    from tests.net.test_hidden_options import rocketry_game
    g = rocketry_game()
    a = Authority(g)
    d = g.pending
    p = d.player
    v = a.view(p)["pending"]
    assert v == a.open_decision(p).to_data()
    hidden = [o for o in v["options"] if o in v.get("hidden", {})]
    assert hidden, "Rocketry offers cards from the opponents' score piles"
    # a hidden card named by its name is refused: nobody may probe where a card is
    opts, mapping, _ = a.masked()
    with pytest.raises(MalformedAnswer):
        a.submit(p, a.decision_id, [mapping[hidden[0]]])
    size = d.counts[-1] if d.counts else max(d.min, 1)
    a.submit(p, a.decision_id, v["options"][:size])
    assert g.record[-1] is not None


def test_undo_takes_back_only_the_own_answers_until_new_information(qapp):
    g = _at(lambda g, d: d.kind == "action" and g.state.turn > 2
            and any(x[0] == "meld" for x in d.options) and g.state.actions_left == 2)
    a = Authority(g, may_undo=lambda seat: True)
    d = g.pending
    meld = next(x for x in d.options if x[0] == "meld")
    before = g.to_json()
    a.submit(d.player, a.decision_id, to_outside(g.state, d, meld))
    if a.can_undo():                        # a meld that digs nothing, reveals nothing
        assert a.undo_player == d.player
        assert a.undo() and a.game.to_json() == before
    # a draw shows a card nobody saw: nothing before it can be taken back
    d = a.game.pending
    a.submit(d.player, a.decision_id, {"action": "draw"})
    assert not a.can_undo() and not a.undo()
    # another seat's answer ends it too (Ann chooses her first meld in secret: she
    # may take it back until Bob chooses his)
    b = Authority(Game.new(["Ann", "Bob"], seed=1), may_undo=lambda seat: seat == 0)
    d = b.game.pending
    assert d.player == 0
    b.submit(0, b.decision_id, to_outside(b.game.state, d, [d.options[0]]))
    assert b.can_undo() and b.undo_player == 0
    d = b.game.pending
    b.submit(1, b.decision_id, to_outside(b.game.state, d, [d.options[0]]))
    assert not b.can_undo() and b.undo_player is None


def test_every_session_declares_the_same_signals():
    from innovation_desktop.net.session import HostSession, PeerSession
    from innovation_desktop.sessions.base import SessionSignals
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.replay_session import ReplaySession
    for cls in (GameSession, HostSession, PeerSession, ReplaySession):
        assert issubclass(cls, SessionSignals), cls
        for name in ("viewChanged", "decisionRequested", "eventsAppended", "answerApplied", "gameOver", "error",
                     "thinking", "hintReady"):
            assert getattr(cls, name) is getattr(SessionSignals, name), (cls, name)
