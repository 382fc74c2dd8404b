"""The computer players' thinking, run in a separate process (no Qt here).

A computer player in a thread of the GUI process would hold the GIL and stall the
GUI for tens of milliseconds at a time; in a process it cannot. The game crosses
over as :meth:`engine.Game.to_json` data.

The worker ends when the app ends, however it ends (SIGKILL included):
:func:`watch_parent`, its pool initializer, waits on the parent's sentinel (a pipe
end the system closes when the parent dies) and exits the worker at once.
"""
from __future__ import annotations

import os
import threading
from typing import Any


def watch_parent() -> None:
    """In a worker process: exit as soon as the parent process ends (a daemon
    thread waits on :func:`multiprocessing.parent_process`'s sentinel, which
    becomes ready when the parent dies, normally or killed). Does nothing in a
    process that has no multiprocessing parent."""
    import multiprocessing
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def wait() -> None:
        parent.join()          # returns when the parent is gone
        os._exit(0)

    threading.Thread(target=wait, name="watch-parent", daemon=True).start()


def think(game_json: dict, player: Any) -> tuple[Any, Any]:
    """Rebuild the game and ask ``player``; returns ``(answer, player)`` (the
    player comes back so its random generator moves on)."""
    from engine import Game
    game = Game.from_json(game_json)
    return player.choose(game), player
