"""How questions are framed (position spec, "How the questions are framed")."""
from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run


def test_yesno_declined_with_null_or_empty_list():
    for decline in (None, []):
        out = run(pos(P("Ann", {"purple": ["Code of Laws"], "red": ["Oars"]}, hand=["Archery"]),
                      P("Bob", {"blue": ["Pottery"]}),
                      moves=[dogma("Code of Laws"), choose("Archery"), choose(decline)]))
        assert out["pending"] is None
        assert pl(out, "Ann")["board"]["red"]["splay"] == "none"


def test_classification_asks_which_card_even_when_both_share_a_color():
    """Two cards in hand are two legal answers (each reveals a different card), so the
    question is asked even if both are red."""
    out = run(pos(P("Ann", {"green": ["Classification"]}, hand=["Coal", "Archery"]),
                  P("Bob", {"yellow": ["Agriculture"]}, hand=["Oars"]), moves=[dogma("Classification")]))
    p = out["pending"]
    assert (p["player"], p["kind"], sorted(p["options"])) == ("Ann", "cards", ["Archery", "Coal"])
    out = run(pos(P("Ann", {"green": ["Classification"]}, hand=["Coal", "Archery"]),
                  P("Bob", {"yellow": ["Agriculture"]}, hand=["Oars"]),
                  moves=[dogma("Classification"), choose("Coal")]))
    assert sorted(pile(out, "Ann", "red")) == ["Archery", "Coal", "Oars"] and pl(out, "Bob")["hand"] == []
