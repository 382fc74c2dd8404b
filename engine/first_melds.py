"""The setup's first melds, chosen by every player at once.

The rules (and Board Game Arena) have every player choose the card they meld
first at the same time; the choices are revealed together once all have chosen.
The game asks one decision at a time (:func:`engine.game.setup_melds` asks in
seat order and reveals nothing until the last answer), so a session with several
people, such as a LAN host, lets each player choose at once with
:class:`FirstMelds`: a choice made ahead of its turn is checked and kept, and
given to the game when the game asks that player. Nobody learns another's
choice before all have chosen: a kept choice changes nothing in the game.

A kept choice is in its outside form (:mod:`engine.answers`: the card's name in
a list of one), and this module applies nothing: whoever owns the game (a LAN
host's :class:`~innovation_desktop.sessions.authority.Authority`) takes each
:meth:`FirstMelds.ready` choice through its one gate, as every other answer.
"""
from __future__ import annotations

from typing import Any

from .answers import to_outside
from .decisions import Decision, IllegalAnswer
from .game import Game, normalize_answer, setup_decision


def in_setup(game: Game) -> bool:
    """True while the game waits on the setup's first melds."""
    d = game.pending
    return d is not None and game.action == ("setup",) and d.source == "setup"


class FirstMelds:
    """The first melds chosen ahead of the game's seat order, for one game.

    ``open_for(game, p)``: player ``p``'s question if they have not chosen yet;
    ``choose(game, p, answer)`` keeps a choice made ahead of its turn; ``ready(game)``
    gives the kept choice the game asks for now (outside form), to apply through
    the game's gate (:meth:`Game.apply` with ``player`` and ``expect``)."""

    def __init__(self) -> None:
        #: player -> the chosen card's answer in its outside form (``[NAME]``)
        self.chosen: dict[int, Any] = {}

    def open_for(self, game: Game, player: int) -> Decision | None:
        """Player ``player``'s first-meld question while they may still choose
        (the game is in its setup, has not asked and answered them yet, and no
        choice of theirs is kept), else None. The player the game is asking gets
        the game's own pending decision."""
        if not in_setup(game):
            self.chosen.clear()
            return None
        d = game.decision
        if player < d.player or player >= len(game.state.players) or player in self.chosen:
            return None
        return d if player == d.player else setup_decision(game.state, player)

    def decision_id(self, game: Game, player: int) -> int:
        """The number of player ``player``'s first-meld decision (answers given
        before it: the game asks the players in seat order), for a player with an
        open question (:meth:`open_for`)."""
        return len(game.record) + player - game.decision.player

    def choose(self, game: Game, player: int, answer: Any) -> None:
        """Keep ``answer`` (a card of the player's hand, by name or id, alone or in
        a one-card list) as ``player``'s first meld, chosen ahead of their turn.
        Raises IllegalAnswer if the player has no open question or the answer is
        not one of their cards; ValueError for the player the game is asking now
        (answer that one with :meth:`Game.apply`)."""
        d = self.open_for(game, player)
        if d is None:
            raise IllegalAnswer(f"player {player + 1} has no first meld to choose now")
        if d is game.pending:
            raise ValueError("the game is asking this player now: answer with Game.apply")
        self.chosen[player] = to_outside(game.state, d, normalize_answer(game.state, d, answer))

    def ready(self, game: Game) -> tuple[int, Any] | None:
        """``(player, answer)``: the kept choice of the player the game asks now
        (removed from the kept ones; the answer in its outside form, ``[NAME]``),
        or None. The caller applies it through the game's gate."""
        if not in_setup(game):
            self.chosen.clear()
            return None
        p = game.decision.player
        if p in self.chosen:
            return p, self.chosen.pop(p)
        return None
