"""With Echoes of the Past, "score" and "points" mean the score pile's values plus
the bonus points (reference R5) everywhere the rules compare or read a score, on
base and Artifacts cards too: Optics (an opponent with fewer points), A.I. (the
lowest score wins), Globalization (the most points win), The Wealth of Nations
(score divided by five), Marilyn Diptych (a score of exactly 25). Each test sets
up a position where the score pile alone would give another outcome."""
from tests.engine.ech_helpers import E, epos, points
from tests.engine.helpers import choose, dogma, run, score

BOTH = ["artifacts", "echoes"]


def _optics(bob_board):
    # Ann: score 2 + 2 = 4, no bonus. Bob: score pile 1; Chaturanga shows a 3 bonus (points 4).
    # Optics draws and melds Engineering (no crown): move a score card to an opponent with
    # fewer points than Ann.
    return run(epos(E("Ann", {"red": ["Optics"]}, score=["Calendar", "Mathematics"]),
                    E("Bob", bob_board, score=["Oars"]),
                    supply={"3": ["Engineering"]}, moves=[dogma("Optics")]))


def test_optics_counts_bonus_points_when_looking_for_an_opponent_with_fewer_points():
    out = _optics({"purple": ["Chaturanga"]})
    assert points(out, "Bob") == 4 and points(out, "Ann") == 4
    assert out["pending"] is None and score(out, "Bob") == ["Oars"]       # nobody has fewer points
    out = _optics({"purple": ["Mysticism"]})                              # the same without the bonus
    assert out["pending"] is not None                                     # Bob (1 point) may receive a card


def test_ai_lowest_score_counts_bonus_points():
    # Ann scores a 10 (10 points). Bob: score pile 5, Sliced Bread's 9 bonus: 14 points.
    # By score pile alone Bob (5) would be lowest; with the bonus Ann is, and wins.
    out = run(epos(E("Ann", {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]}),
                   E("Bob", {"green": ["Sliced Bread"]}, score=["Coal"]),
                   supply={"10": ["Databases", "Stem Cells"]}, moves=[dogma("A.I.")]))
    assert points(out, "Bob") == 14
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_globalization_most_points_counts_bonus_points():
    # Ann scores a 6 (6 points). Bob: score pile 5 plus Sliced Bread's 9: 14, the most.
    # Neither board shows more leaves than factories, so the player with the most points wins.
    out = run(epos(E("Ann", {"yellow": ["Globalization"]}),
                   E("Bob", {"green": ["Sliced Bread"]}, score=["Coal"]),
                   supply={"6": ["Canning", "Atomic Theory"], "10": ["Databases"]},
                   moves=[dogma("Globalization")]))
    assert points(out, "Bob") == 14
    assert out["result"] == {"reason": "dogma", "winners": ["Bob"]}


def test_the_wealth_of_nations_divides_the_score_with_bonus_points():
    # Ann scores a 1 (1 point) plus Television's 8 bonus: 9 points, 9 / 5 rounded up = 2.
    doc = epos(E("Ann", {"green": ["The Wealth of Nations"], "purple": ["Television"]}), E("Bob"),
               expansions=BOTH, supply={"1": ["Oars"], "2": ["Calendar"]},
               moves=[dogma("The Wealth of Nations")])
    assert score(run(doc), "Ann") == ["Oars", "Calendar"]
    doc["players"][0]["board"]["purple"] = ["Mysticism"]                  # no bonus: 1 / 5 -> a 1
    doc["supply"]["1"] = ["Oars", "Pottery"]
    assert score(run(doc), "Ann") == ["Oars", "Pottery"]


def test_marilyn_diptych_exactly_25_counts_bonus_points():
    # Score pile 10 + 10 and Pressure Cooker's 5 bonus: exactly 25.
    doc = epos(E("Ann", {"purple": ["Marilyn Diptych"], "yellow": ["Pressure Cooker"]},
                 score=["Software", "Databases"]), E("Bob", {"red": ["Archery"]}),
               expansions=BOTH, moves=[dogma("Marilyn Diptych"), choose(None)])
    assert run(doc)["result"] == {"reason": "dogma", "winners": ["Ann"]}
    doc["players"][0]["board"]["yellow"] = ["Agriculture"]
    assert run(doc)["result"] is None
