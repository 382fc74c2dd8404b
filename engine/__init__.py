"""Innovation rules engine: the base game, pure Python (no Qt, no sockets, no files
but its own data).

Typical use::

    from engine import Game
    g = Game.new(["Ann", "Bob"], seed=7)
    while not g.over:
        d = g.pending           # who must answer what
        g.apply(answer)         # IllegalAnswer if not allowed; state unchanged

See :mod:`engine.game` (the driver), :mod:`engine.verbs` (the rules' verbs),
:mod:`engine.dogma` (the Dogma action, the effect context), :mod:`engine.position`
(position files) and :mod:`engine.view` (what one player may see).
"""
from .cards import CARDS, COLORS, ICONS, NAMES, SPECIALS, BY_NAME, card_id
from .decisions import Decision, Event, EngineError, IllegalAnswer, GameIsOver
from .state import State, Player
from .game import Game, ENGINE_VERSION, legal_actions, new_state
from . import effects as _effects  # noqa: F401  (registers the card effects)

__all__ = [
    "CARDS", "COLORS", "ICONS", "NAMES", "SPECIALS", "BY_NAME", "card_id",
    "Decision", "Event", "EngineError", "IllegalAnswer", "GameIsOver",
    "State", "Player", "Game", "ENGINE_VERSION", "legal_actions", "new_state",
]
