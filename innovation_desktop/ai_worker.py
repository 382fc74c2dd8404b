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


#: Set by the GUI process to stop the thinking in progress (see :func:`init_worker`).
_STOP: Any = None


def init_worker(stop: Any = None) -> None:
    """Pool initializer: :func:`watch_parent`, and remember ``stop`` (a
    multiprocessing Event the GUI sets to cut the thinking in progress short)."""
    global _STOP
    _STOP = stop
    watch_parent()


def think(obs: Any, player: Any, stop: Any = None) -> tuple[Any, Any]:
    """Ask ``player`` (an :class:`engine.ai.Player`) for its answer to the
    observation ``obs``; returns ``(answer, player)`` (the player comes back so
    its random generator moves on). ``stop`` (an Event; the worker's own by
    default) cuts the thinking short when set: it is cleared first."""
    stop = stop if stop is not None else _STOP
    if stop is not None:
        stop.clear()
        player.should_stop = stop.is_set
    try:
        return player.choose_obs(obs), player
    finally:
        player.should_stop = None
