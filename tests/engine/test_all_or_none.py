"""A "you may" that sets an exact number of cards is all or nothing.

Reformation ("you may tuck a card for every two leaves") and Tools ("you may return
three cards"): once the player acts, the full number; a smaller answer is refused.
With fewer eligible cards than the number, Reformation takes all of them or none
(do as much as you can), Tools is not asked (its reward needs three: BGA's game
help). Each is tested in a 2-player game, and in the team game where the partner
shares the effect and is bound by the same rule.
"""
import json
import subprocess
import sys

import pytest

from tests.engine.helpers import P, PositionError, choose, dogma, hand, pile, pos, run, supply

# ---- the example, exactly, through `python -m engine play` ---------------

REFORMATION_EXAMPLE = {
    "format": "innovation-position/1",
    "players": [{"name": "Ann", "board": {"purple": ["Reformation"], "yellow": ["Agriculture"]},
                 "hand": ["Archery", "Oars", "Writing", "Sailing"]},
                {"name": "Bob", "board": {"blue": ["Tools"]}, "hand": []}],
    "supply": {"1": ["Pottery", "Masonry"]},
    "moves": [{"action": "dogma", "card": "Reformation"},
              {"choose": ["Archery", "Oars"], "player": "Ann"}]}


def _cli(doc: dict) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "play", "-"], input=json.dumps(doc),
                          capture_output=True, text=True, timeout=60)


def _with_answer(answer) -> dict:
    doc = json.loads(json.dumps(REFORMATION_EXAMPLE))
    doc["moves"][1]["choose"] = answer
    return doc


def test_reformation_example_two_of_three_is_refused_with_exit_2():
    """Six leaves: three cards or none. Two is refused, nothing printed on stdout."""
    r = _cli(REFORMATION_EXAMPLE)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("move 1:") and "0 or 3" in r.stderr


def test_reformation_example_three_accepted():
    r = _cli(_with_answer(["Archery", "Oars", "Writing"]))
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert hand(out, "Ann") == ["Sailing"]
    assert pile(out, "Ann", "red") == ["Oars", "Archery"] and pile(out, "Ann", "blue") == ["Writing"]
    assert pile(out, "Ann", "purple") == ["Reformation"]


def test_reformation_example_none_accepted():
    r = _cli(_with_answer([]))
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert sorted(hand(out, "Ann")) == ["Archery", "Oars", "Sailing", "Writing"]
    assert out["pending"] is None and supply(out, 1) == ["Pottery", "Masonry"]


@pytest.mark.parametrize("answer", [["Archery"], ["Archery", "Oars", "Writing", "Sailing"]])
def test_reformation_one_or_four_refused(answer):
    with pytest.raises(PositionError, match="move 1: choose 0 or 3"):
        run(_with_answer(answer))


def test_reformation_pending_question_is_zero_to_three():
    out = run({**REFORMATION_EXAMPLE, "moves": REFORMATION_EXAMPLE["moves"][:1]})
    p = out["pending"]
    assert (p["player"], p["kind"], p["min"], p["max"]) == ("Ann", "cards", 0, 3)
    assert sorted(p["options"]) == ["Archery", "Oars", "Sailing", "Writing"]


# ---- fewer cards than the number: the whole hand or none ------------------------------

def _short_hand(*answers) -> dict:
    return pos(P("Ann", {"purple": ["Reformation"], "yellow": ["Agriculture"]}, hand=["Archery", "Oars"]),
               P("Bob", {"blue": ["Tools"]}), moves=[dogma("Reformation"), *[choose(a) for a in answers]])


def test_reformation_short_hand_asks_all_or_none():
    p = run(_short_hand())["pending"]
    assert (p["kind"], p["min"], p["max"]) == ("cards", 0, 2)
    with pytest.raises(PositionError, match="choose 0 or 2"):
        run(_short_hand(["Archery"]))
    out = run(_short_hand(["Archery", "Oars"]))
    assert hand(out, "Ann") == [] and sorted(pile(out, "Ann", "red")) == ["Archery", "Oars"]
    assert sorted(hand(run(_short_hand([])), "Ann")) == ["Archery", "Oars"]


def test_reformation_three_leaves_tucks_one_or_none():
    doc = pos(P("Ann", {"purple": ["Reformation"]}, hand=["Archery", "Oars"]), P("Bob"),
              moves=[dogma("Reformation"), choose(["Archery", "Oars"])])
    with pytest.raises(PositionError, match="choose 0 or 1"):
        run(doc)
    out = run({**doc, "moves": [dogma("Reformation"), choose(["Oars"])]})
    assert pile(out, "Ann", "red") == ["Oars"] and hand(out, "Ann") == ["Archery"]


# ---- team game: the sharing partner is bound the same way ------------------------------

def _team(*answers) -> dict:
    return pos(P("A", {"purple": ["Reformation"], "yellow": ["Agriculture"]}, hand=["Archery", "Oars", "Writing"]),
               P("B"), P("C", {"purple": ["Socialism"], "yellow": ["Stem Cells"]},
                                hand=["Tools", "Sailing", "Pottery", "Masonry"]), P("D"),
               teams=True, moves=[dogma("Reformation"), *[choose(a, who) for who, a in answers]])


def test_reformation_team_partner_shares_all_or_none():
    p = run(_team())["pending"]
    # C shares first: Socialism 3 + Stem Cells 3 leaves, so three of four cards, or none.
    assert (p["player"], p["min"], p["max"]) == ("C", 0, 3)
    with pytest.raises(PositionError, match="choose 0 or 3"):
        run(_team(("C", ["Tools", "Sailing"])))
    out = run(_team(("C", ["Tools", "Sailing", "Pottery"])))
    assert hand(out, "C") == ["Masonry"] and out["pending"]["player"] == "A"
    with pytest.raises(PositionError, match="choose 0 or 3"):
        run(_team(("C", []), ("A", ["Archery"])))
    out = run(_team(("C", []), ("A", ["Archery", "Oars", "Writing"])))
    assert hand(out, "A") == [] and len(hand(out, "C")) == 4


def test_reformation_non_team_opponent_shares_all_or_none():
    doc = pos(P("Ann", {"purple": ["Reformation"]}, hand=["Archery"]),
              P("Bob", {"yellow": ["Agriculture"]}, hand=["Oars", "Writing"]),
              moves=[dogma("Reformation"), choose(["Oars", "Writing"], "Bob")])
    with pytest.raises(PositionError, match="choose 0 or 1"):
        run(doc)
    out = run({**doc, "moves": [dogma("Reformation"), choose(["Writing"], "Bob"), choose([], "Ann")]})
    assert hand(out, "Bob") == ["Oars"] and pile(out, "Bob", "blue") == ["Writing"]
    assert hand(out, "Ann")[0] == "Archery" and len(hand(out, "Ann")) == 2   # + the free draw for sharing


# ---- Tools: exactly three, or not asked with fewer --------------------------------------

def test_tools_team_partner_shares_three_or_none():
    doc = pos(
        P("A", {"blue": ["Tools"]}),
        P("B"),
        P("C", {"blue": ["Writing"]}, hand=["Oars", "Sailing", "Archery", "Pottery"]),
        P("D"),
        teams=True,
        supply={"3": ["Paper"]},
        moves=[dogma("Tools"), choose(["Oars", "Sailing"], "C")],
    )
    with pytest.raises(PositionError, match="choose 0 or 3"):
        run(doc)
    out = run({**doc, "moves": [dogma("Tools"), choose(["Oars", "Sailing", "Archery"], "C")]})
    assert pile(out, "C", "green") == ["Paper"] and hand(out, "C") == ["Pottery"]


def test_tools_non_team_fewer_than_three_not_asked():
    out = run(pos(P("Ann", {"blue": ["Tools"]}, hand=["Oars", "Sailing"]), P("Bob"), moves=[dogma("Tools")]))
    assert out["pending"] is None and sorted(hand(out, "Ann")) == ["Oars", "Sailing"]


def test_the_pending_question_lists_the_allowed_counts():
    """The output position says which numbers of cards may be chosen (0 or 3), since
    min 0 and max 3 alone would suggest that 1 and 2 are legal; a plain "up to"
    question has no ``counts``."""
    doc = json.loads(json.dumps(REFORMATION_EXAMPLE))
    doc["moves"] = doc["moves"][:1]
    r = _cli(doc)
    assert r.returncode == 0, r.stderr
    p = json.loads(r.stdout)["pending"]
    assert (p["min"], p["max"], p["counts"]) == (0, 3, [0, 3])
    again = _cli(dict(json.loads(r.stdout), moves=[{"choose": ["Archery", "Oars", "Writing"]}]))
    assert again.returncode == 0, again.stderr          # the output, fed back, still reads
    pottery = {"format": "innovation-position/1",
               "players": [{"name": "Ann", "board": {"blue": ["Pottery"]}, "hand": ["Archery", "Oars"]},
                           {"name": "Bob", "board": {}, "hand": []}],
               "moves": [{"action": "dogma", "card": "Pottery"}]}
    r = _cli(pottery)
    assert r.returncode == 0, r.stderr
    p = json.loads(r.stdout)["pending"]
    assert p["kind"] == "cards" and "counts" not in p
