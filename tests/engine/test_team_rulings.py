"""Team-game rulings: "other players" on the printed cards includes the partner
(Clothing, Socialism, Specialization); demands never hit the partner."""
from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run


def test_specialization_takes_from_partner_too():
    out = run(pos(P("A", {"purple": ["Specialization"]}, hand=["Coal"]),
                  P("B", {"red": ["Archery"]}), P("C", {"red": ["Oars"]}), P("D"),
                  teams=True, moves=[dogma("Specialization")]))
    # Coal is red: the red top cards of B and of the partner C come to A's hand.
    assert sorted(pl(out, "A")["hand"]) == ["Archery", "Coal", "Oars"]
    assert pile(out, "C", "red") == [] and pile(out, "B", "red") == []


def test_socialism_takes_lowest_from_partner_too():
    out = run(pos(P("A", {"purple": ["Socialism"]}, hand=["Mysticism"]),
                  P("B", hand=["Optics", "Archery"]), P("C", hand=["Paper", "Tools"]), P("D", hand=["Compass"]),
                  teams=True, moves=[dogma("Socialism"), choose("yes")]))
    assert sorted(pl(out, "A")["hand"]) == ["Archery", "Compass", "Tools"]


def test_clothing_colors_of_partner_count_as_other_player():
    out = run(pos(P("A", {"green": ["Clothing"], "blue": ["Writing"]}),
                  P("B"), P("C", {"blue": ["Tools"]}), P("D"),
                  teams=True, supply={"1": ["Oars", "Archery"]}, moves=[dogma("Clothing")]))
    assert pl(out, "A")["score"] == ["Oars"]   # only green is A's alone
