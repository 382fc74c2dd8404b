"""Artifacts of History: the wording of the expansion's own questions (the
start-of-turn choice and the relic seize), found by trying the expansion at the
table. The table already names the player being asked, and shows each answer as a
button on one row: a prompt must not name the player again, and the answers must
be short enough for that row."""
import pytest

from tests.engine.helpers import P, PositionError, pos, run


def A(*players, **kw):
    return pos(*players, expansions=["artifacts"], **kw)


def test_the_start_of_turn_choice_names_the_card_once_and_not_the_player():
    out = run(A(dict(P("Ann", {"green": ["Clothing"]}), display="Along the River during the Qingming Festival"),
                P("Bob")))
    d = out["pending"]
    assert d["player"] == "Ann" and d["options"] == ["dogma", "return", "pass"]
    assert "Ann" not in d["prompt"]
    assert d["prompt"].count("Along the River during the Qingming Festival") == 1
    with pytest.raises(PositionError) as e:          # an action first: the error names Ann once
        run(A(dict(P("Ann"), display="Holmegaard Bows"), P("Bob"), moves=[{"action": "draw"}]))
    assert str(e.value).count("Ann") == 1 and "Holmegaard Bows" in str(e.value)
    yamato = run(A(dict(P("Ann"), display="Battleship Yamato"), P("Bob")))["pending"]
    assert yamato["options"] == ["return", "pass"] and "dogma it" not in yamato["prompt"]


def test_the_start_of_turn_answers_fit_on_one_row_whatever_the_card():
    from engine import Game, card_id
    from engine.artifacts import turn_choice
    from engine.cards import ARTIFACTS_BY_AGE, NAMES
    s = Game.new(["Ann", "Bob"], seed=1, expansions=["artifacts"]).state
    longest = max((c for age in ARTIFACTS_BY_AGE for c in age), key=lambda c: len(NAMES[c]))
    for c in (longest, card_id("Holmegaard Bows")):
        s.players[s.current].display = c
        s.artifact_choice = True
        d = turn_choice(s)
        assert sum(len(t) for t in d.alternatives) < 70      # three buttons, not a scrolled row


@pytest.mark.parametrize("holder, where", [(None, "the relic area"), ("Bob", "Bob's achievements"),
                                           ("Ann", "your achievements")])
def test_the_relic_question_says_where_the_relic_lies(holder, where):
    ann = P("Ann", {"red": ["Gunpowder"]}, ["Archery"], achievements=["Complex Numbers"] if holder == "Ann" else [])
    bob = P("Bob", achievements=["Complex Numbers"] if holder == "Bob" else [])
    out = run(A(ann, bob, relics=True, supply={"artifacts": {"4": ["Cross of Coronado"]}},
                moves=[{"action": "meld", "card": "Archery"}]))
    assert out["pending"]["prompt"].endswith(f"seize the relic Complex Numbers from {where}.")
