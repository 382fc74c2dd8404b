"""Fourth edition: the distance rule of an individual game of four players (R9,
decision D5: as Board Game Arena plays it). The opponent across the table shares
only by returning a card from hand, may return one to ignore a demand, and the
active player may use the dogma of that opponent's top card by returning a card."""
from __future__ import annotations

from tests.engine.helpers import P, choose, dogma, game, hand, pile, pos, run, supply


def F(*players, **kw):
    return pos(*players, edition="fourth", **kw)


def test_the_player_across_shares_only_by_returning_a_card():
    # Writing (lightbulbs): Cat, across from Ann, has as many lightbulbs
    doc = F(P("Ann", board={"blue": ["Writing"]}), P("Bob"), P("Cat", board={"blue": ["Tools"]}, hand=["Oars"]),
            P("Dan"), supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Writing")])
    out = run(doc)
    p = out["pending"]
    assert p["player"] == "Cat" and p["kind"] == "cards" and p["options"] == ["Oars"] and p["min"] == 0
    shared = run(dict(doc, moves=doc["moves"] + [choose("Oars", "Cat")]))
    assert hand(shared, "Cat") == ["Calendar"] and supply(shared, 1)[-1] == "Oars"
    assert hand(shared, "Ann")[0] == "Mathematics" and len(hand(shared, "Ann")) == 2     # and the free draw
    declined = run(dict(doc, moves=doc["moves"] + [choose(None, "Cat")]))
    assert hand(declined, "Cat") == ["Oars"] and hand(declined, "Ann") == ["Calendar"]


def test_the_player_across_with_an_empty_hand_cannot_share():
    out = run(F(P("Ann", board={"blue": ["Writing"]}), P("Bob"), P("Cat", board={"blue": ["Tools"]}), P("Dan"),
                supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Writing")]))
    assert out["pending"] is None and hand(out, "Cat") == [] and hand(out, "Ann") == ["Calendar"]


def test_neighbours_share_as_usual():
    out = run(F(P("Ann", board={"blue": ["Writing"]}), P("Bob", board={"blue": ["Tools"]}), P("Cat"), P("Dan"),
                supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Writing")]))
    assert hand(out, "Bob") == ["Calendar"] and out["pending"] is None


def test_the_player_across_may_return_a_card_to_ignore_a_demand():
    doc = F(P("Ann", board={"red": ["Archery"]}), P("Bob"), P("Cat", hand=["Sailing"]), P("Dan"),
            supply={"1": ["Tools", "Pottery", "Clothing", "Oars"]}, moves=[dogma("Archery")])
    out = run(doc)
    # asked once, when the Dogma action starts, before any demand runs
    assert out["pending"]["player"] == "Cat" and out["pending"]["options"] == ["Sailing"]
    assert hand(out, "Ann") == []
    doc["moves"].append(choose("Sailing", "Cat"))
    out = run(doc)
    assert hand(out, "Cat") == [] and supply(out, 1)[-1] == "Sailing"
    assert hand(out, "Ann") == ["Tools", "Pottery"]          # from Bob and Dan only


def test_the_player_across_asked_first_then_demands_run():
    doc = F(P("Ann", board={"red": ["Archery"]}), P("Bob"), P("Cat", hand=["Sailing"]), P("Dan"),
            supply={"1": ["Tools", "Pottery", "Clothing", "Oars"]},
            moves=[dogma("Archery"), choose(None, "Cat")])
    out = run(doc)
    # Cat kept her card and is hit: she drew Pottery and picks which 1 to give
    p = out["pending"]
    assert p["player"] == "Cat" and sorted(p["options"]) == ["Pottery", "Sailing"]


def test_the_active_player_may_use_the_dogma_of_the_card_across_by_returning_a_card():
    g = game(F(P("Ann", board={"purple": ["Philosophy"]}, hand=["Oars"]), P("Bob"),
               P("Cat", board={"blue": ["Writing"]}), P("Dan", board={"green": ["Sailing"]})))
    actions = g.pending.options
    assert ("dogma", g.state.players[2].board[0][-1]) in actions          # Writing, across
    assert all(a[1] != g.state.players[3].board[2][-1] for a in actions if a[0] == "dogma")   # Dan is next to Ann
    out = run(F(P("Ann", board={"purple": ["Philosophy"]}, hand=["Oars"]), P("Bob"),
                P("Cat", board={"blue": ["Writing"]}), P("Dan"), supply={"2": ["Calendar"]},
                moves=[dogma("Writing")]))
    assert supply(out, 1)[-1] == "Oars" and hand(out, "Ann") == ["Calendar"]
    assert pile(out, "Cat", "blue") == ["Writing"]


def test_no_distance_rule_with_teams_or_three_players():
    out = run(F(P("Ann", board={"blue": ["Writing"]}), P("Bob"), P("Cat", board={"blue": ["Tools"]}, hand=["Oars"]),
                P("Dan"), teams=True, supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Writing")]))
    assert out["pending"] is None and hand(out, "Cat") == ["Oars", "Calendar"]      # Cat is Ann's partner
    out = run(F(P("Ann", board={"blue": ["Writing"]}), P("Bob"), P("Cat", board={"blue": ["Tools"]}, hand=["Oars"]),
                supply={"2": ["Calendar", "Mathematics"]}, moves=[dogma("Writing")]))
    assert out["pending"] is None and hand(out, "Cat") == ["Oars", "Calendar"]
