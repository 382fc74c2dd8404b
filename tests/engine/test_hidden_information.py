"""Hidden information (issue 26): which answers show anyone a card the answering
player could not see (undo stops there: :func:`engine.view.new_information`), and
that a card moved blind from one hidden place to another stays unnamed to whoever
could not see it (:func:`engine.verbs._moved`)."""
from __future__ import annotations

from engine import card_id, verbs
from engine.view import events_for, new_information
from tests.engine.helpers import P, choose, dogma, game, pos

MELD = lambda card: {"action": "meld", "card": card}  # noqa: E731
DRAW = {"action": "draw"}


def A(*players, relics=False, **kw):
    """A position with the Artifacts expansion (and Relics if asked)."""
    return pos(*players, expansions=["artifacts"], relics=relics, **kw)


def _news(doc: dict, answer) -> tuple[bool, list]:
    """Play ``doc``'s moves, then ``answer``: (new information for the player
    asked?, the events of that answer)."""
    g = game(doc)
    who = g.pending.player
    before = g.state.copy()
    events = g.apply(answer)
    return new_information(before, events, who), events


def _verb_news(doc: dict, p: int, act) -> bool:
    """``act(state)`` runs verbs directly on ``doc``'s state: new information for ``p``?"""
    g = game(doc)
    before = g.state.copy()
    g.state.events = []
    act(g.state)
    return new_information(before, g.state.events, p)


C = card_id


# ---- what stops undo: every way a hidden card is shown ---------------------------------------

def test_a_dig_by_a_meld_action_is_new_information():
    # Archery (1) covers Road Building (2): the Meld action digs the Artifact 2
    doc = A(P("Ann", {"red": ["Road Building"]}, ["Archery"]), P("Bob"),
            supply={"artifacts": {"2": ["Babylonian Chronicles", "Chronicle of Zuo"]}})
    news, events = _news(doc, MELD("Archery"))
    assert any(e.kind == "digs" for e in events)
    assert news


def test_a_meld_that_digs_nothing_is_not_new_information():
    doc = A(P("Ann", {"red": ["Oars"]}, ["Archery"]), P("Bob", hand=["Tools"]),
            supply={"artifacts": {"1": []}})
    g = game(doc)
    # an empty Artifacts pile: "nothing is dug", nothing shown
    news, events = _news(doc, MELD("Archery"))
    assert not news and g.pending.player == 0


def test_melding_or_scoring_from_ones_own_hand_is_not_new_information():
    doc = pos(P("Ann", hand=["Archery", "Tools"]), P("Bob", hand=["Oars"]))
    assert not _news(doc, MELD("Archery"))[0]
    assert not _verb_news(doc, 0, lambda s: verbs.score(s, 0, C("Tools")))
    assert not _verb_news(doc, 0, lambda s: verbs.return_card(s, 0, C("Tools")))


def test_draws_of_every_kind_are_new_information():
    doc = pos(P("Ann", {"red": ["Archery"]}), P("Bob"))
    assert _news(doc, DRAW)[0]
    # drawn for someone else, drawn and revealed, drawn and melded
    assert _verb_news(doc, 0, lambda s: verbs.draw(s, 1, 1))
    assert _verb_news(doc, 0, lambda s: verbs.draw_and_reveal(s, 0, 1))
    assert _verb_news(doc, 0, lambda s: verbs.draw_and_meld(s, 0, 1))


def test_a_reveal_from_another_hand_is_new_information_not_from_ones_own():
    doc = pos(P("Ann", hand=["Tools"]), P("Bob", hand=["Oars"]))
    assert _verb_news(doc, 0, lambda s: verbs.reveal(s, 1, C("Oars")))
    assert not _verb_news(doc, 0, lambda s: verbs.reveal(s, 0, C("Tools")))


def test_another_players_hidden_cards_moved_by_an_effect_are_new_information():
    doc = pos(P("Ann"), P("Bob", hand=["Oars"], score=["Tools"]))
    # named only to Bob, but the card was chosen by rules Ann cannot check
    assert _verb_news(doc, 0, lambda s: verbs.score(s, 1, C("Oars")))
    assert _verb_news(doc, 0, lambda s: verbs.return_card(s, 0, C("Tools")))
    assert _verb_news(doc, 0, lambda s: verbs.transfer(s, 1, C("Oars"), 0, "hand"))


def test_an_achievement_taken_is_new_information_but_a_relic_is_public():
    doc = A(P("Ann", {"red": ["Archery"]}, score=["Tools"] * 0), P("Bob"), relics=True)
    g = game(doc)
    ach = g.state.achievements[0]
    assert _verb_news(doc, 0, lambda s: verbs.achieve(s, 0, ach))
    relic = C("Timbuktu")
    # a relic is known by name wherever it lies: seizing it shows nothing hidden
    assert not _verb_news(doc, 0, lambda s: verbs.seize_relic(s, 0, relic, "hand"))


def test_a_free_draw_for_a_shared_dogma_is_new_information():
    # Bob shares Writing (he has as many lightbulbs): he draws, Ann takes the free Draw
    doc = pos(P("Ann", {"blue": ["Writing"]}), P("Bob", {"blue": ["Tools"]}))
    news, events = _news(doc, dogma("Writing"))
    assert any(e.kind == "bonus" for e in events) and news


def test_the_setup_melds_are_new_information():
    from engine import Game
    g = Game.new(["Ann", "Bob"], seed=3)
    assert g.state.turn == 0
    first = g.pending.player
    before = g.state.copy()
    events = g.apply(g.pending.options[0])
    assert g.state.turn == 0                 # the other player chooses too: nothing shown yet
    assert not new_information(before, events, first)
    who = g.pending.player
    before = g.state.copy()
    events = g.apply(g.pending.options[0])
    assert g.state.turn == 1 and new_information(before, events, who)


# ---- a card moved blind stays unnamed ---------------------------------------------------------

def _rocketry(score_bob: list[str]):
    """Ann (three clocks) dogmas Rocketry: one card from Bob's score pile is returned."""
    return pos(P("Ann", {"blue": ["Rocketry"]}), P("Bob", score=score_bob))


def test_rocketry_returns_a_card_from_an_opponents_score_pile_unnamed_to_the_returner():
    g = game(dict(_rocketry(["Mathematics"]), moves=[dogma("Rocketry")]))
    ann = events_for(g, 0)
    bob = events_for(g, 1)
    line = [t for t in ann if "returns" in t]
    assert line == ["Ann returns a 2 from Bob's score pile to the 2 supply pile."]
    assert not any("Mathematics" in t for t in ann)
    assert any("Ann returns Mathematics from Bob's score pile" in t for t in bob)
    e = next(e for e in g.events if e.kind == "returns")
    assert e.seen_by == (1,)


def test_rocketry_chosen_blind_among_placeholders_then_unnamed():
    g = game(dict(_rocketry(["Mathematics", "Philosophy", "Calendar"]), moves=[dogma("Rocketry")]))
    d = g.pending
    assert d.player == 0 and d.kind == "cards"
    from engine.view import table_view
    v = table_view(g, 0)
    assert all(o.startswith("?") for o in v["pending"]["options"])
    g.apply([C("Philosophy")])
    assert not any("Philosophy" in t for t in events_for(g, 0))
    assert any("Philosophy" in t for t in events_for(g, 1))


def test_mass_media_returns_every_card_of_a_value_from_all_score_piles_unnamed():
    doc = pos(P("Ann", {"green": ["Mass Media"]}, ["Archery"], score=["Tools"]),
              P("Bob", score=["Oars", "Mathematics"]), P("Cat", score=["Writing"]),
              moves=[dogma("Mass Media"), choose(["Archery"]), choose(1)])
    g = game(doc)
    ann, bob, cat = (events_for(g, p) for p in range(3))
    assert not any(n in t for t in ann for n in ("Oars", "Writing"))
    assert any("Tools" in t for t in ann)                    # her own card
    assert any("Oars" in t for t in bob) and not any("Writing" in t for t in bob)
    assert any("Writing" in t for t in cat) and not any("Oars" in t for t in cat)


def test_a_card_moved_into_the_movers_own_hand_is_named_to_them():
    doc = pos(P("Ann"), P("Bob", hand=["Oars"], score=["Tools"]))
    g = game(doc)
    g.state.events = []
    verbs.transfer(g.state, 0, C("Oars"), 0, "hand")           # into Ann's hand: she holds it now
    verbs.transfer(g.state, 0, C("Tools"), 1, "hand")           # Bob's score to Bob's hand: Bob's alone
    a, b = g.state.events
    assert a.seen_by == (0, 1) and b.seen_by == (1,)
    assert "Tools" not in b.for_player(0) and "Tools" in b.for_player(1)


# ---- a question's words name no card hidden from the reader ---------------------------------

def _rosetta():
    """Ann dogmas Rosetta Stone, draws two base 2s and melds Mathematics: she is asked
    which opponent's board gets the other card, Calendar, which only she has seen."""
    doc = A(P("Ann", {"blue": ["Rosetta Stone"]}), P("Bob"), P("Cat"),
            supply={"2": ["Mathematics", "Calendar", "Philosophy"]},
            moves=[dogma("Rosetta Stone"), choose("base"), choose(["Mathematics"])])
    g = game(doc)
    d = g.pending
    assert d.player == 0 and d.kind == "player" and "Calendar" in str(d.prompt)
    return g


def test_a_prompt_naming_a_card_just_drawn_is_masked_for_the_others():
    from engine.view import table_view, view
    g = _rosetta()
    assert "Calendar" in view(g, 0)["pending"]["prompt"]
    for p in (1, 2, -1):
        pv = table_view(g, p)["pending"]
        assert "Calendar" not in pv["prompt"] and "a 2" in pv["prompt"]
        assert "Calendar" not in str(pv["prompt_msg"])
    assert "Calendar" in view(g, None)["pending"]["prompt"]         # everything (a replay's review)


def test_an_effect_another_player_carried_out_is_new_information_even_showing_nothing():
    # Bob shares Masonry (as many castles) but holds no castle card: nothing happens and
    # nobody is asked, yet Ann now knows his hand has no castle in it
    from engine.view import apply_noting
    doc = pos(P("Ann", {"yellow": ["Masonry"]}), P("Bob", {"red": ["Metalworking"]}, ["Writing"]))
    g = game(doc)
    events, news = apply_noting(g, dogma("Masonry"))
    assert [e.kind for e in events if e.card is not None] == []        # no card moved or shown
    assert news
    assert g.state.executors is None                                  # nothing noted after it
    # Ann alone carries it out (Bob has fewer castles): nothing new
    doc = pos(P("Ann", {"yellow": ["Masonry"]}, ["Writing"]), P("Bob", {"blue": ["Tools"]}))
    events, news = apply_noting(game(doc), dogma("Masonry"))
    assert events and not news


def test_new_information_counts_other_executors_only():
    doc = pos(P("Ann", hand=["Tools"]), P("Bob"))
    g = game(doc)
    s = g.state
    assert not new_information(s, [], 0, {0})
    assert new_information(s, [], 0, {0, 1})
    assert not new_information(s, [], 0, set())


# ---- but a card the chooser has seen revealed is named to them --------------------------------

def test_a_revealed_hand_is_offered_by_name_to_the_player_who_chooses_from_it():
    # Moylough Belt Shrine: Bob reveals his hand, Ann chooses a card of it
    from engine.view import table_view
    from tests.engine.art_helpers import apos
    g = game(apos(P("Ann", {"yellow": ["Moylough Belt Shrine"]}),
                  P("Bob", {"red": ["Metalworking"]}, hand=["Writing", "Optics"]),
                  moves=[dogma("Moylough Belt Shrine")]))
    pv = table_view(g, 0)["pending"]
    assert pv["player"] == 0 and sorted(pv["options"]) == ["Optics", "Writing"] and "hidden" not in pv


def test_a_card_not_revealed_stays_a_placeholder():
    g = game(dict(_rocketry(["Mathematics", "Philosophy"]), moves=[dogma("Rocketry")]))
    from engine.view import table_view
    assert all(o.startswith("?") for o in table_view(g, 0)["pending"]["options"])
