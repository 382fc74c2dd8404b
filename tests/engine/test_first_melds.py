"""The setup's first melds are chosen by every player at once (the rules, and
Board Game Arena): :class:`engine.first_melds.FirstMelds` keeps choices made
ahead of the seat order and gives them to the game as it asks; the result is the
game a seat-by-seat setup gives, and nothing is revealed before all have chosen."""
import pytest

from engine import Game
from engine.cards import NAMES
from engine.decisions import IllegalAnswer
from engine.first_melds import FirstMelds, in_setup
from engine.view import view


def test_choices_made_ahead_give_the_same_game_as_in_seat_order():
    names = ["Ann", "Bob", "Cy", "Dee"]
    ahead, in_order = Game.new(names, seed=21), Game.new(names, seed=21)
    picks = [ahead.state.players[i].hand[1] for i in range(4)]
    fm = FirstMelds()
    assert in_setup(ahead) and fm.open_for(ahead, 0) is ahead.pending
    for p in (3, 1, 2):                              # the others first, in any order
        d = fm.open_for(ahead, p)
        assert d.player == p and sorted(d.options) == sorted(ahead.state.players[p].hand)
        assert fm.decision_id(ahead, p) == p
        fm.choose(ahead, p, [NAMES[picks[p]]])
        assert fm.open_for(ahead, p) is None          # chosen: no second choice
    assert ahead.record == [] and ahead.events == [] and fm.ready(ahead) is None
    before = view(ahead, 0)
    ahead.apply([picks[0]])
    applied = []
    while (r := fm.ready(ahead)) is not None:          # each kept choice through the game's gate
        p, ans = r
        assert ans == [NAMES[picks[p]]]                # kept in the outside form
        ahead.apply(ans, player=p, expect=ahead.decision_id)
        applied.append(p)
    assert applied == [1, 2, 3] and not in_setup(ahead)
    for i in range(4):
        in_order.apply([picks[i]])
    assert ahead.to_json() == in_order.to_json() and ahead.record == in_order.record
    assert before["players"][1]["board"] == view(Game.new(names, seed=21), 0)["players"][1]["board"]
    assert fm.open_for(ahead, 2) is None and fm.chosen == {}


def test_a_first_meld_is_one_card_of_ones_own_hand_chosen_once():
    g = Game.new(["Ann", "Bob", "Cy"], seed=5)
    fm = FirstMelds()
    other = g.state.players[2].hand[0]
    with pytest.raises(IllegalAnswer):
        fm.choose(g, 1, [NAMES[other]])               # not in Bob's hand
    with pytest.raises(IllegalAnswer):
        fm.choose(g, 1, [NAMES[c] for c in g.state.players[1].hand])   # two cards
    with pytest.raises(ValueError):
        fm.choose(g, 0, [NAMES[g.state.players[0].hand[0]]])         # asked now: Game.apply
    fm.choose(g, 1, [NAMES[g.state.players[1].hand[0]]])
    with pytest.raises(IllegalAnswer):
        fm.choose(g, 1, [NAMES[g.state.players[1].hand[1]]])         # already chosen
    with pytest.raises(IllegalAnswer):
        fm.choose(g, 7, ["Agriculture"])
