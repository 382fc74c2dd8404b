"""The computer players' thinking, run in a separate process (no Qt here).

A computer player in a thread of the GUI process would hold the GIL and stall the
GUI for tens of milliseconds at a time; in a process it cannot. The game crosses
over as :meth:`engine.Game.to_json` data.
"""
from __future__ import annotations

from typing import Any


def think(game_json: dict, player: Any) -> tuple[Any, Any]:
    """Rebuild the game and ask ``player``; returns ``(answer, player)`` (the
    player comes back so its random generator moves on)."""
    from engine import Game
    game = Game.from_json(game_json)
    return player.choose(game), player
