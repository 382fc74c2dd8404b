"""The computer players' thinking, run in a separate process (no Qt here).

A computer player in a thread of the GUI process would hold the GIL and stall the
GUI for tens of milliseconds at a time; in a process it cannot. The game crosses
over as the thinking seat's :class:`engine.determinize.Observation` (what that
seat may see, nothing more).

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


#: Shared with the GUI process: requests numbered up to its value are cancelled
#: (see :func:`init_worker`).
_CANCELLED: Any = None


def init_worker(cancelled: Any = None) -> None:
    """Pool initializer: :func:`watch_parent`, and remember ``cancelled`` (a
    shared integer, ``multiprocessing.Value``: the GUI raises it to cut the
    thinking on a request of that number or lower short)."""
    global _CANCELLED
    _CANCELLED = cancelled
    watch_parent()


def warm() -> int:
    """In a worker process: import what thinking needs (the engine and its
    players), so that a worker started ahead of time answers its first request
    without that wait. Returns the worker's process id."""
    import engine.ai  # noqa: F401
    import engine.determinize  # noqa: F401
    return os.getpid()


def think(obs: Any, player: Any, token: int = 0, cancelled: Any = None) -> tuple[Any, Any]:
    """Ask ``player`` (an :class:`engine.ai.Player`) for its answer to the
    observation ``obs``; returns ``(answer, player)`` (the player comes back so
    its random generator moves on). The thinking stops early (best answer so far)
    once ``cancelled.value`` (the worker's own by default; anything with a
    ``value``) reaches request number ``token``."""
    c = cancelled if cancelled is not None else _CANCELLED
    if c is not None:
        player.should_stop = lambda: c.value >= token
    try:
        return player.choose_obs(obs), player
    finally:
        player.should_stop = None
