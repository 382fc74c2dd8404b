"""The outside form of answers and the gate of :meth:`engine.Game.apply`."""
from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import random_answer
from engine.answers import (MalformedAnswer, NotYourDecision, StaleDecision, check_outside, is_outside,
                            to_outside)
from engine.decisions import Decision, IllegalAnswer


def _at(kind: str, n: int = 2) -> Game:
    for seed in range(200):
        g = Game.new(["Ann", "Bob", "Cy", "Di"][:n], seed=seed)
        rng = random.Random(seed)
        for _ in range(2000):
            if g.over:
                break
            if g.pending.kind == kind:
                return g
            g.apply(random_answer(g.pending, rng))
    raise AssertionError(kind)


@pytest.mark.parametrize("kind, inside, outside", [
    ("yesno", True, "yes"), ("yesno", False, "no"), ("color", 1, "red"), ("colors", [0, 2], ["blue", "green"]),
    ("cards", [0], ["Agriculture"]), ("order", [3, 0], ["Clothing", "Agriculture"]),
])
def test_inside_forms_are_malformed_outside_and_outside_forms_pass(kind, inside, outside):
    d = Decision(0, kind, [0, 1, 2, 3], 1, 2)
    with pytest.raises(MalformedAnswer):
        check_outside(d, inside)
    check_outside(d, outside)
    assert is_outside(d, outside) and not is_outside(d, inside)


def test_actions_numbers_and_players_have_one_outside_form():
    act = Decision(0, "action", [("draw",)])
    for bad in (("draw",), ["draw"], {"action": "meld", "card": 3}, {"action": "achieve", "age": True},
                {"action": "draw", "x": 1}, "draw"):
        with pytest.raises(MalformedAnswer):
            check_outside(act, bad)
    check_outside(act, {"action": "draw"})
    with pytest.raises(MalformedAnswer):
        check_outside(Decision(0, "number", [0, 1]), True)
    with pytest.raises(MalformedAnswer):
        check_outside(Decision(0, "player", [0, 1]), 1)
    check_outside(Decision(0, "player", [0, 1]), "Bob")
    check_outside(Decision(0, "player", [0, 1], 0), None)          # declining


def test_apply_from_outside_refuses_the_inside_form_and_takes_the_outside_one():
    g = _at("yesno")
    d = g.pending
    before = g.to_json()
    with pytest.raises(MalformedAnswer):
        g.apply(True, player=d.player, expect=g.decision_id)
    assert g.to_json() == before
    n = g.decision_id
    g.apply("yes", player=d.player, expect=n)
    assert g.record[n] == "yes" and g.decision_id == n + 1


def test_apply_refuses_a_player_not_asked_and_a_closed_decision():
    g = _at("player", 3)
    d = g.pending
    other = next(i for i in range(3) if i != d.player)
    name = g.state.players[d.options[0]].name
    with pytest.raises(NotYourDecision):
        g.apply(name, player=other, expect=g.decision_id)
    with pytest.raises(StaleDecision):
        g.apply(name, player=d.player, expect=g.decision_id - 1)
    assert issubclass(StaleDecision, IllegalAnswer) and issubclass(NotYourDecision, IllegalAnswer)
    g.apply(name, player=d.player, expect=g.decision_id)
    assert g.record[-1] == name


def test_to_outside_of_every_inside_answer_is_taken_from_outside():
    g = Game.new(["Ann", "Bob", "Cy"], seed=5, expansions=["artifacts"], relics=True)
    rng = random.Random(5)
    kinds = set()
    for _ in range(600):
        if g.over:
            break
        d = g.pending
        ans = to_outside(g.state, d, random_answer(d, rng))
        check_outside(d, ans)
        kinds.add(d.kind)
        g.apply(ans, player=d.player, expect=g.decision_id)
    assert {"action", "cards", "yesno"} <= kinds


# ---- the value objects and the one record of the open decision ------------------------------

def test_action_round_trips_between_its_forms():
    from engine.answers import Action
    from engine import BY_NAME
    for data in ({"action": "draw"}, {"action": "meld", "card": "Oars"}, {"action": "dogma", "card": "Writing"},
                 {"action": "achieve", "age": 3}):
        a = Action.from_data(data)
        assert a.to_data() == data
        assert Action.of_inside(a.inside()) == a and Action.from_data(a.to_data()) == a
    assert Action.from_data({"action": "meld", "card": "Oars"}).inside() == ("meld", BY_NAME["Oars"])
    for bad in ({"action": "meld"}, {"action": "fly"}, {"action": "achieve", "age": "3"}, ["draw"],
                {"action": "draw", "card": 5, "x": 1}):
        with pytest.raises(MalformedAnswer):
            Action.from_data(bad)
    with pytest.raises(MalformedAnswer):
        Action.from_data({"action": "meld", "card": "No Such Card"}).inside()


def test_answer_value_object_checks_the_form_and_turns_inside():
    from engine.answers import Answer
    g = _at("yesno")
    d = g.pending
    assert Answer.of_inside(g.state, d, True) == Answer("yesno", "yes")
    assert Answer.from_data(d, "no").inside(g.state, d) is False
    with pytest.raises(MalformedAnswer):
        Answer.from_data(d, False)


def test_the_open_decision_record_is_the_view_the_protocol_and_the_tables():
    from engine.open_decision import MalformedDecision, OpenDecision
    from engine.view import table_view
    g = _at("player", 3)
    d = g.pending
    rec = OpenDecision.of(g, d.player)
    assert rec.id == g.decision_id and rec.kind == "player" and rec.player == d.player
    assert rec.options == [g.state.players[p].name for p in d.options]
    assert rec.may_decline == d.may_decline == (d.min == 0)
    assert table_view(g, d.player)["pending"] == rec.to_data()
    assert OpenDecision.from_data(rec.to_data()) == rec           # what a joiner reads back
    other = next(i for i in range(3) if i != d.player)
    assert OpenDecision.of(g, other).options is None               # options for the player asked only
    for bad in ({**rec.to_data(), "kind": "dance"}, {**rec.to_data(), "id": -1}, {**rec.to_data(), "x": 1}):
        with pytest.raises(MalformedDecision):
            OpenDecision.from_data(bad)
