"""Team-game rulings: the partner is not an opponent.

Clothing, Classification, Specialization and Socialism take from, or compare with,
the opponents: in the team game the partner is left out (the cards' "opponent", and
BGA's implementation). Each is tested in the team game and in the same 4-player
position without teams, where the third player is an opponent and does count.

Cards whose text means every player but you ("another player", "the only player",
"any other player", "any/every/all players") keep the partner in: Road Building,
Construction, Democracy, Mass Media, Fission. Demands never hit the partner
(tests/engine/test_rules.py); Optics, Rocketry, Self Service and Bioengineering are
in tests/engine/test_rulings.py and test_age10.py.
"""
import json
import subprocess
import sys

import pytest

from tests.engine.helpers import P, choose, dogma, hand, pile, pl, pos, run, score


# ---- the example, exactly, through `python -m engine play` ---------------

CLASSIFICATION_EXAMPLE = {
    "format": "innovation-position/1", "teams": True,
    "players": [{"name": "Ann", "board": {"green": ["Classification"]}, "hand": ["Archery"]},
                {"name": "Bob", "board": {"yellow": ["Masonry"]}, "hand": ["Tools"]},
                {"name": "Cat", "board": {"blue": ["Pottery"]}, "hand": ["Oars"]},
                {"name": "Dan", "board": {"yellow": ["Domestication"]}, "hand": []}],
    "moves": [{"action": "dogma", "card": "Classification"}]}


def _cli(doc: dict) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "play", "-"], input=json.dumps(doc),
                          capture_output=True, text=True, timeout=60)


def test_classification_example_partner_keeps_her_card():
    """Ann (partnered with Cat) reveals red Archery: she melds only Archery, Cat keeps Oars."""
    r = _cli(CLASSIFICATION_EXAMPLE)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert pile(out, "Ann", "red") == ["Archery"] and hand(out, "Ann") == []
    assert hand(out, "Cat") == ["Oars"] and hand(out, "Bob") == ["Tools"]


def test_classification_example_without_teams_takes_from_cat():
    out = run({**CLASSIFICATION_EXAMPLE, "teams": False})
    assert sorted(pile(out, "Ann", "red")) == ["Archery", "Oars"] and hand(out, "Cat") == []


def test_classification_team_still_takes_from_both_opponents():
    out = run(pos(P("A", {"green": ["Classification"]}, hand=["Archery"]), P("B", hand=["Oars", "Tools"]),
                  P("C", hand=["Metalworking"]), P("D", hand=["Road Building"]), teams=True,
                  moves=[dogma("Classification")]))
    assert sorted(pile(out, "A", "red")) == ["Archery", "Oars", "Road Building"]
    assert hand(out, "B") == ["Tools"] and hand(out, "C") == ["Metalworking"] and hand(out, "D") == []


# ---- Specialization ----------------------------------------------------------------

def _specialization(teams: bool) -> dict:
    return run(pos(P("A", {"purple": ["Specialization"]}, hand=["Coal"]),
                   P("B", {"red": ["Archery"]}), P("C", {"red": ["Oars"]}), P("D", {"red": ["Metalworking"]}),
                   teams=teams, moves=[dogma("Specialization")]))


def test_specialization_team_leaves_the_partners_board_alone():
    out = _specialization(True)
    # Coal is red: the red top cards of the opponents B and D come to A's hand.
    assert sorted(hand(out, "A")) == ["Archery", "Coal", "Metalworking"]
    assert pile(out, "C", "red") == ["Oars"] and pile(out, "B", "red") == [] and pile(out, "D", "red") == []


def test_specialization_without_teams_takes_from_every_other_player():
    out = _specialization(False)
    assert sorted(hand(out, "A")) == ["Archery", "Coal", "Metalworking", "Oars"]
    assert pile(out, "C", "red") == []


# ---- Socialism ---------------------------------------------------------------------

def _socialism(teams: bool) -> dict:
    return run(pos(P("A", {"purple": ["Socialism"]}, hand=["Mysticism"]),
                   P("B", hand=["Optics", "Archery"]), P("C", hand=["Paper", "Tools"]), P("D", hand=["Compass"]),
                   teams=teams, moves=[dogma("Socialism"), choose("yes")]))


def test_socialism_team_takes_nothing_from_the_partner():
    out = _socialism(True)
    assert sorted(hand(out, "A")) == ["Archery", "Compass"]
    assert sorted(hand(out, "C")) == ["Paper", "Tools"]


def test_socialism_without_teams_takes_lowest_from_every_other_player():
    out = _socialism(False)
    assert sorted(hand(out, "A")) == ["Archery", "Compass", "Tools"]
    assert hand(out, "C") == ["Paper"]


# ---- Clothing ----------------------------------------------------------------------

def _clothing(teams: bool, d_board: dict | None = None) -> dict:
    return run(pos(P("A", {"green": ["Clothing"], "blue": ["Writing"], "red": ["Archery"]}),
                   P("B"), P("C", {"blue": ["Tools"]}), P("D", d_board),
                   teams=teams, supply={"1": ["Oars", "Sailing", "Pottery"]}, moves=[dogma("Clothing")]))


def test_clothing_team_partners_colors_do_not_count():
    out = _clothing(True)
    assert score(out, "A") == ["Oars", "Sailing", "Pottery"]   # green, blue and red: no opponent has them


def test_clothing_team_opponents_colors_still_count():
    out = _clothing(True, {"red": ["Metalworking"]})
    assert score(out, "A") == ["Oars", "Sailing"]               # green and blue; the opponent D has red


def test_clothing_without_teams_every_other_players_colors_count():
    out = _clothing(False)
    assert score(out, "A") == ["Oars", "Sailing"]               # green and red; C has blue


# ---- cards whose "other player" keeps the partner in ----------------------------------

def test_road_building_may_give_to_the_partner():
    out = run(pos(P("A", {"red": ["Road Building"]}, hand=["Oars", "Writing"]), P("B"),
                  P("C", {"green": ["Sailing"]}), P("D"), teams=True,
                  moves=[dogma("Road Building"), choose(["Oars", "Writing"]), choose("C")]))
    assert pile(out, "C", "red") == ["Oars"] and pile(out, "A", "green") == ["Sailing"]


def test_road_building_player_options_include_the_partner():
    out = run(pos(P("A", {"red": ["Road Building"]}, hand=["Oars", "Writing"]), P("B"),
                  P("C", {"green": ["Sailing"]}), P("D"), teams=True,
                  moves=[dogma("Road Building"), choose(["Oars", "Writing"])]))
    p = out["pending"]
    assert p["kind"] == "player" and sorted(p["options"]) == ["B", "C", "D"] and p["min"] == 0


def test_construction_partner_with_five_top_cards_blocks_empire():
    five = {"red": ["Construction"], "blue": ["Writing"], "green": ["Sailing"], "yellow": ["Agriculture"],
            "purple": ["Code of Laws"]}
    partner = {"red": ["Oars"], "blue": ["Tools"], "green": ["Clothing"], "yellow": ["Masonry"],
               "purple": ["Mysticism"]}
    out = run(pos(P("A", five), P("B"), P("C", partner), P("D"), teams=True,
                  supply={"2": ["Calendar", "Mapmaking", "Fermenting", "Philosophy"]},
                  moves=[dogma("Construction")]))
    assert all(pl(out, n)["achievements"] == [] for n in "ABCD")
    out = run(pos(P("A", five), P("B"), P("C"), P("D"), teams=True,
                  supply={"2": ["Calendar", "Mapmaking", "Fermenting", "Philosophy"]},
                  moves=[dogma("Construction")]))
    assert pl(out, "A")["achievements"] == ["Empire"]


def test_democracy_sharing_partners_returns_count_against_you():
    doc = pos(P("A", {"purple": ["Democracy"]}, hand=["Oars"]), P("B"),
              P("C", {"purple": ["Philosophy"]}, hand=["Archery", "Tools"]), P("D"), teams=True,
              supply={"8": ["Flight", "Mobility", "Rocketry"]},
              moves=[dogma("Democracy"), choose(["Archery", "Tools"], "C"), choose(["Oars"], "A")])
    out = run(doc)
    assert score(out, "C") == ["Flight"]   # 2 returned: more than anyone so far
    assert score(out, "A") == []           # 1 returned: not more than the partner's 2


def test_mass_media_returns_from_the_partners_score_pile():
    out = run(pos(P("A", {"green": ["Mass Media"]}, hand=["Oars"], score=["Tools"]),
                  P("B", score=["Archery", "Calendar"]), P("C", score=["Sailing"]), P("D"), teams=True,
                  moves=[dogma("Mass Media"), choose(["Oars"]), choose(1)]))
    assert score(out, "A") == [] and score(out, "B") == ["Calendar"] and score(out, "C") == []


def test_fission_may_return_the_partners_top_card():
    doc = pos(P("A", {"red": ["Fission"]}), P("B"), P("C", {"blue": ["Writing"]}), P("D", {"green": ["Sailing"]}),
              teams=True, supply={"10": ["Software", "Databases", "Stem Cells"]}, moves=[dogma("Fission")])
    p = run(doc)["pending"]
    assert p["kind"] == "cards" and sorted(p["options"]) == ["Sailing", "Writing"]
    out = run({**doc, "moves": doc["moves"] + [choose(["Writing"])]})
    assert pile(out, "C", "blue") == [] and pile(out, "D", "green") == ["Sailing"]


@pytest.mark.parametrize("teams", [True, False])
def test_optics_gives_only_to_an_opponent(teams):
    """Optics ("an opponent with fewer points"): the partner is never offered."""
    out = run(pos(P("A", {"red": ["Optics"]}, score=["Calendar"]), P("B", score=["Archery", "Oars"]),
                  P("C"), P("D", score=["Sailing", "Tools"]), teams=teams,
                  supply={"3": ["Engineering"]}, moves=[dogma("Optics")]))
    if teams:
        assert out["pending"] is None and score(out, "A") == ["Calendar"]
    else:
        assert score(out, "A") == [] and score(out, "C") == ["Calendar"]


# ---- "the single player" wins: partners are one side --------------------------------

@pytest.mark.parametrize("teams", [True, False])
def test_globalization_partners_tied_for_most_points(teams):
    """Rules (BGA game help): several players eligible for a win means no win,
    except teammates in a team game, who win together."""
    out = run(pos(P("A", {"yellow": ["Globalization"]}), P("B", score=["Chemistry", "Physics"]), P("C"),
                  P("D", score=["Coal", "Banking"]), teams=teams, supply={"6": ["Canning"]},
                  moves=[dogma("Globalization")]))
    assert score(out, "A") == ["Canning"]
    if teams:
        assert out["result"] == {"reason": "dogma", "winners": ["B", "D"]}
    else:
        assert out["result"] is None


@pytest.mark.parametrize("teams", [True, False])
def test_ai_partners_tied_for_lowest_score(teams):
    out = run(pos(P("A", {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]}),
                  P("B", score=["Archery"]), P("C", score=["Calendar"]), P("D", score=["Oars"]),
                  teams=teams, supply={"10": ["Databases"]}, moves=[dogma("A.I.")]))
    if teams:
        assert out["result"] == {"reason": "dogma", "winners": ["B", "D"]}
    else:
        assert out["result"] is None
