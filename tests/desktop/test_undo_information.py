"""Undo stops at new information (issue 26): a dig, a card taken blind from an
opponent, a shared dogma's free Draw... whatever showed anyone a card the player
could not see before, an effect another player carried out. The rule is
:func:`engine.view.new_information` (through :func:`engine.view.apply_noting`)."""
from __future__ import annotations

from engine.answers import action_to_json
from engine.position import build
from innovation_desktop.sessions.local import GameSession
from innovation_desktop.sessions.seats import Seat

MELD = ("meld",)


def _session(doc: dict) -> GameSession:
    s = GameSession(build(doc), [Seat("human")] * len(doc["players"]))
    s.start()
    return s


def _doc(ann: dict, bob: dict | None = None, **kw) -> dict:
    d = {"format": "innovation-position/1", "expansions": ["artifacts"],
         "players": [dict({"name": "Ann"}, **ann), dict({"name": "Bob"}, **(bob or {}))]}
    d.update(kw)
    return d


def _meld(s: GameSession, name: str) -> None:
    from engine import card_id
    a = next(a for a in s.pending.options if a[0] == "meld" and a[1] == card_id(name))
    assert s.answer(action_to_json(a))          # a session takes the outside form only


def test_undo_stops_at_a_dig(qapp):
    # Archery (1) covers Road Building (2): the Meld action digs Babylonian Chronicles
    s = _session(_doc({"board": {"red": ["Road Building"]}, "hand": ["Archery", "Tools"]},
                      supply={"artifacts": {"2": ["Babylonian Chronicles", "Chronicle of Zuo"]}}))
    _meld(s, "Archery")
    assert s.game.state.players[0].display is not None         # the dig showed an Artifact
    assert not s.can_undo()
    assert not s.undo()


def test_undo_takes_back_a_meld_that_digs_nothing(qapp):
    # a meld that starts a new pile never digs: undo as usual
    s = _session(_doc({"board": {"red": ["Oars"]}, "hand": ["Archery", "Tools"]}))
    before = s.game.to_json()
    _meld(s, "Tools")
    assert s.game.state.players[0].display is None
    assert s.can_undo() and s.undo()
    assert s.game.to_json() == before


def test_undo_stops_after_a_blind_return_from_an_opponents_score_pile(qapp):
    s = _session({"format": "innovation-position/1",
                  "players": [{"name": "Ann", "board": {"blue": ["Rocketry"]}, "hand": ["Archery"]},
                              {"name": "Bob", "score": ["Mathematics"]}]})
    assert s.answer({"action": "dogma", "card": "Rocketry"})
    assert not s.can_undo()


def test_undo_stops_after_an_effect_another_player_carried_out(qapp):
    # Bob shares Masonry and silently melds nothing: his hand holds no castle card
    s = _session({"format": "innovation-position/1",
                  "players": [{"name": "Ann", "board": {"yellow": ["Masonry"]}, "hand": ["Archery"]},
                              {"name": "Bob", "board": {"red": ["Metalworking"]}, "hand": ["Writing"]}]})
    assert s.answer({"action": "dogma", "card": "Masonry"})      # a session takes the outside form only
    assert not s.can_undo()
