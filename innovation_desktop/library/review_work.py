"""The review's work, in a process of its own (no Qt here).

Reviewing holds the processor for seconds to minutes: in a thread of the GUI
process it would hold the interpreter lock too and stall the window, so
:func:`run` works in a child process (``spawn``) and reports through a queue;
the GUI side (:mod:`innovation_desktop.library.review_panel`) has a thread that
only waits on that queue and turns what comes into Qt signals.

Messages put on the queue, in order: ``("series", rows)`` (each player's chance
at every position); then per pass (``"quick"``, then ``"deep"`` unless
``budget_ms`` is 0) ``("decision", pass, entry)`` for each decision reviewed
(:meth:`engine.review.DecisionReview.to_json`, luck marked and put down to
its causes as it comes) and
``("progress", pass, done, total)``; ``("pass-done", pass, complete)`` at the
end of each pass; ``("error", text)`` if the game cannot be reviewed. The work
stops between two decisions once ``stop`` (an Event) is set.
"""
from __future__ import annotations

from typing import Any, Callable


def review_stream(start: Any, answers: list[Any], emit: Callable[[tuple[Any, ...]], object], *,
                  player: int | None = None, budget_ms: float = 0, seed: int = 0,
                  should_stop: Callable[[], bool] | None = None, skip_quick: bool = False) -> None:
    """Review the game ``start`` + ``answers`` and ``emit`` the messages of
    the module text. ``skip_quick``: go straight to the deep pass (a kept quick
    review is there already)."""
    from engine.determinize import DeterminizeError
    from engine.review import judge, mark_one_luck, replay
    games, course = replay(start, answers)
    emit(("series", [[round(x, 4) for x in row] for row in course.series]))
    todo = [i for i in range(len(answers)) if games[i].pending is not None
            and (player is None or games[i].decision.player == player)]
    passes = ([] if skip_quick else ["quick"]) + (["deep"] if budget_ms else [])
    for name in passes:
        last: dict[int, Any] = {}
        complete = True
        for n, i in enumerate(todo):
            if should_stop is not None and should_stop():
                complete = False
                break
            try:
                r = judge(games[i], answers[i], seed=seed, index=i, deep=name == "deep",
                          budget_ms=budget_ms or None, should_stop=should_stop)
            except DeterminizeError:
                continue
            mark_one_luck(last.get(r.player), r, course)
            last[r.player] = r
            emit(("decision", name, r.to_json()))
            emit(("progress", name, n + 1, len(todo)))
        emit(("pass-done", name, complete))
        if not complete:
            return


def run(doc: bytes, player: int | None, budget_ms: float, seed: int, queue: Any, stop: Any,
        skip_quick: bool = False) -> None:
    """The child process's work: parse and replay the save ``doc`` (bytes of a
    save file, checked as opening does) and :func:`review_stream` it onto
    ``queue`` until done or ``stop`` is set."""
    from ..sessions.ai_worker import watch_parent
    watch_parent()
    try:
        from ..saves import store as saves
        sg = saves.parse(doc, "the save")
        saves.build_game(sg, "the save", verify=True)
        start = saves.start_game(sg, "the save")
        review_stream(start, list(sg.answers), queue.put, player=player, budget_ms=budget_ms, seed=seed,
                      should_stop=stop.is_set, skip_quick=skip_quick)
    except Exception as e:  # noqa: BLE001  reported to the window, which shows it
        queue.put(("error", f"{type(e).__name__}: {e}"))
    queue.put(("end",))
