"""A computer player that joins a hosted game over the network (``innovation-desktop bot``).

The bot knows only what any peer knows: the view and the open decision the host
sends it (:class:`~.protocol.StateMsg`). It never sees the engine's game, so it
cannot cheat. :func:`choose` picks its answer:

* ``random``: a uniformly chosen legal answer from the options received
  (:func:`random_choice`);
* ``easy``/``strong``: HOOK for the fair, view-only agents of the engine
  (``engine.ai``'s determinizing players). When :mod:`engine.ai` provides
  ``choose_from_view(view, decision, level, rng)`` it is used; until then these
  levels play like ``random`` (the bot says so when it starts).
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from .peer import Peer
from .protocol import DecisionInfo, StateMsg

LEVELS = ("random", "easy", "strong")


def random_choice(d: DecisionInfo, rng: random.Random) -> Any:
    """A legal answer to decision ``d`` drawn from its received ``options``
    (position-file form). Card choices pick a size among ``counts`` (or from
    ``min`` to ``max``), then that many cards; a question that may be declined
    is declined 30% of the time. Raises ValueError if ``d`` has no options."""
    opts = d.options
    if opts is None:
        raise ValueError("this decision has no options for this player")
    k = d.kind
    if k == "action":
        return rng.choice(opts)
    if k == "cards":
        sizes = list(d.counts) if d.counts else list(range(d.min, min(d.max, len(opts)) + 1))
        sizes = [n for n in sizes if n <= len(opts)] or [0]
        return rng.sample(opts, rng.choice(sizes))
    if k == "order":
        o = list(opts)
        rng.shuffle(o)
        return o
    if k == "colors":
        return rng.sample(opts, rng.randint(d.min, min(d.max, len(opts))))
    if not opts or (d.min == 0 and rng.random() < 0.3):
        return None
    return rng.choice(opts)


def fair_agent(level: str) -> Callable[[dict, DecisionInfo, random.Random], Any] | None:
    """The engine's view-only agent for ``level``, or None when this build has none
    (HOOK: ``engine.ai.choose_from_view(view, decision_dict, level, rng)``)."""
    if level == "random":
        return None
    try:
        from engine import ai
    except ImportError:
        return None
    f = getattr(ai, "choose_from_view", None)
    if f is None:
        return None
    return lambda v, d, rng: f(v, d.model_dump(), level, rng)


def choose(view: dict, d: DecisionInfo, level: str, rng: random.Random) -> Any:
    """The bot's answer to ``d`` from ``view`` only (see the module docstring)."""
    agent = fair_agent(level)
    if agent is not None:
        return agent(view, d, rng)
    return random_choice(d, rng)


class Bot(QObject):
    """A network computer player: joins the first open seat (or its ``seat``),
    answers when asked, and emits ``finished(exit_code)``: 0 once the game is
    over and its record kept, 1 if it was refused or lost the host."""

    finished = Signal(int)

    def __init__(self, host: str, port: int, code: str, name: str = "Bot", level: str = "random",
                 seed: int | None = None, seat: int | None = None, reconnect_for: float = 60.0,
                 last_view: str | None = None, delay_ms: int = 0, out: Callable[[str], None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}")
        self.level = level
        self.rng = random.Random(seed)
        self.peer = Peer(host, port, code, name, seat=seat, reconnect_for=reconnect_for, parent=self)
        self.peer.state.connect(self._state)
        self.peer.record.connect(self._record)
        self.peer.gave_up.connect(self._gave_up)
        self.peer.refused.connect(self._refused)
        self.peer.welcomed.connect(self._welcomed)
        self.last_view = last_view
        self.delay_ms = max(0, int(delay_ms))
        self.out = out or (lambda t: print(t, flush=True))
        self._answered: int | None = None
        self._tries = 0
        self._over = False
        self._code: int | None = None

    def start(self) -> None:
        if self.level != "random" and fair_agent(self.level) is None:
            self.out(f"level {self.level}: no view-only agent in this build yet; playing at random")
        self.peer.start()

    def _welcomed(self, seat: int, _token: str) -> None:
        self.out(f"joined seat {seat + 1}")
        self._answered = None       # after a rejoin the open decision may need our answer again

    def _state(self, st: StateMsg) -> None:
        if st.view is not None and st.view.get("result") is not None:
            if not self._over:
                self._over = True
                self._dump(st)
                QTimer.singleShot(10_000, lambda: self._finish(0))   # the record should follow
            return
        d = st.decision
        if d is None or d.player != self.peer.seat or d.options is None:
            return
        if self._answered == d.id:
            return
        self._answered = d.id
        self._tries = 0
        QTimer.singleShot(self.delay_ms, lambda: self._answer(st))

    def _answer(self, st: StateMsg) -> None:
        d = st.decision
        if self.peer.last_state is not None and self.peer.last_state.decision is not None \
                and self.peer.last_state.decision.id != d.id:
            return                  # moved on meanwhile
        self.peer.answer(d.id, choose(st.view, d, self.level, self.rng))

    def _refused(self, code: str, message: str) -> None:
        self.out(f"host says ({code}): {message}")
        st = self.peer.last_state
        if code == "illegal" and st is not None and st.decision is not None and self._tries < 20:
            self._tries += 1
            self._answer(st)

    def _dump(self, st: StateMsg) -> None:
        if self.last_view:
            Path(self.last_view).write_text(json.dumps({"seat": self.peer.seat, "view": st.view,
                                                         "log": self.peer.log}), encoding="utf-8")

    def _record(self, path: str) -> None:
        if path:
            self.out(f"record kept: {path}")
        self._finish(0)

    def _gave_up(self, reason: str) -> None:
        self.out(f"gave up: {reason}")
        self._finish(0 if self._over else 1)

    def _finish(self, code: int) -> None:
        if self._code is None:
            self._code = code
            self.peer.close()
            self.finished.emit(code)


def parse_address(text: str) -> tuple[str, int]:
    """``"HOST:PORT"`` -> ``(host, port)``. Raises ValueError."""
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"--join needs HOST:PORT, not {text!r}")
    return host.strip("[]"), int(port)


def run(args: Any) -> int:
    """``innovation-desktop bot``: returns the exit code."""
    from PySide6.QtCore import QCoreApplication
    try:
        host, port = parse_address(args.join)
    except ValueError as e:
        print(f"innovation-desktop bot: {e}", file=sys.stderr)
        return 2
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    bot = Bot(host, port, args.code, name=args.name, level=args.level, seed=args.seed,
              last_view=args.last_view, reconnect_for=args.reconnect, delay_ms=args.delay)
    code = [1]

    def done(c: int) -> None:
        code[0] = c
        QTimer.singleShot(50, app.quit)
    bot.finished.connect(done)
    QTimer.singleShot(int(args.timeout * 1000), lambda: (print("bot: timed out", flush=True), done(1)))
    bot.start()
    app.exec()
    return code[0]
