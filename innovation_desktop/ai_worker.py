"""The computer players' thinking, run in a separate process (no Qt here).

A computer player in a thread of the GUI process would hold the GIL and stall the
GUI for tens of milliseconds at a time; in a process it cannot. The game crosses
over as the thinking seat's :class:`engine.determinize.Observation` (what that
seat may see, nothing more).
"""
from __future__ import annotations

from typing import Any


def think(obs: Any, player: Any) -> tuple[Any, Any]:
    """Ask ``player`` (an :class:`engine.ai.Player`) for its answer to the
    observation ``obs``; returns ``(answer, player)`` (the player comes back so
    its random generator moves on)."""
    return player.choose_obs(obs), player
