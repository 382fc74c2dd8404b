"""A computer player that joins a hosted game over the network (``innovation-desktop bot``).

The bot knows only what any peer knows: the view and the open decision the host
sends it (:class:`~.protocol.StateMsg`). It never sees the engine's game, so it
cannot cheat. :func:`choose` picks its answer:

* ``random``: a uniformly chosen legal answer from the options received
  (:func:`random_choice`);
* ``easy``/``strong``: the engine's fair players (:mod:`engine.ai`, which deal
  complete games consistent with what a player knows) for action decisions, fed
  an observation rebuilt from the view (:func:`observation_from_view`); the
  questions inside a dogma are answered at random, since a view does not carry
  the action in progress those players replay.
"""
from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from .peer import Peer
from .protocol import DecisionInfo, StateMsg, printable_line

if TYPE_CHECKING:     # the search code loads at first need
    from engine.determinize import Observation

#: A fair computer player answering from a received view: (view, decision, rng) -> answer.
Agent = Callable[[dict[str, Any], DecisionInfo, random.Random], Any]

LEVELS = ("random", "easy", "strong")

#: The least time (ms) between two answers of a bot: 40 a second, under the host's
#: flood limit (:data:`innovation_desktop.net.host.RATE`, 50 a second).
MIN_INTERVAL_MS = 25


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


def observation_from_view(v: dict[str, Any], d: DecisionInfo, seat: int) -> Observation:
    """The engine's :class:`~engine.determinize.Observation` for an *action*
    decision, built from a received view only: boards, this seat's hand and score
    pile, every hidden card as its age (``-age`` placeholders), supply pile sizes,
    available achievements. Nothing the view does not show is used (not even the
    log, so the bot remembers less than a local computer player would).
    Raises ValueError if the view names an unknown card or the decision is not an action."""
    from engine.ai import state_from_view
    from engine.answers import MalformedAnswer
    from engine.determinize import Observation
    if d.kind != "action" or d.options is None:
        raise ValueError("only action decisions are rebuilt from a view")
    try:
        s = state_from_view(v, seat)
    except KeyError as e:
        raise ValueError(f"the view names an unknown card or lacks a field: {e}") from None
    s.rng = 0
    try:
        dec = d.inside(s)                 # the one record back in the engine's form
    except MalformedAnswer as e:
        raise ValueError(str(e)) from None
    return Observation(seat, s, dec)


def fair_agent(level: str, seed: int | None = None) -> Agent | None:
    """The engine's fair computer player for ``level`` (:func:`engine.ai.make_player`)
    answering from the received view: action decisions through
    :func:`observation_from_view`, questions inside a dogma at random (a view does
    not carry the action in progress that the engine's players replay). None for
    ``random``."""
    if level == "random":
        return None
    from engine.ai import make_player
    from engine.determinize import DeterminizeError
    from engine.game import action_to_json
    player = make_player(level, seed)

    def agent(v: dict[str, Any], d: DecisionInfo, rng: random.Random) -> Any:
        if d.kind != "action":
            return random_choice(d, rng)
        try:
            obs = observation_from_view(v, d, d.player)
            return action_to_json(player.choose_obs(obs))
        except (DeterminizeError, ValueError, KeyError, IndexError):
            return random_choice(d, rng)
    return agent


def choose(view: dict[str, Any], d: DecisionInfo, level: str, rng: random.Random,
           agent: Agent | None = None) -> Any:
    """The bot's answer to ``d`` from ``view`` only (see the module docstring)."""
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
                 last_view: str | None = None, delay_ms: int = 0, token_file: str | None = None,
                 out: Callable[[str], None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}")
        self.level = level
        self.rng = random.Random(seed)
        self.agent = fair_agent(level, seed)
        self.token_file = Path(token_file) if token_file else None
        token = None
        if self.token_file is not None and self.token_file.is_file():
            with open(self.token_file, encoding="ascii", errors="replace") as f:
                token = f.read(200).strip()[:100] or None
        self.peer = Peer(host, port, code, name, seat=seat, token=token, reconnect_for=reconnect_for,
                         parent=self)
        self.peer.state.connect(self._state)
        self.peer.record.connect(self._record)
        self.peer.gave_up.connect(self._gave_up)
        self.peer.refused.connect(self._refused)
        self.peer.welcomed.connect(self._welcomed)
        self.last_view = last_view
        self.delay_ms = max(0, int(delay_ms))
        # what the host sends is printed as one line of plain printable text
        self.out = out or (lambda t: print(printable_line(t, 2000), flush=True))
        self._answered: int | None = None
        self._tries = 0
        self._over = False
        self._code: int | None = None

    def start(self) -> None:
        self.peer.start()

    def _welcomed(self, seat: int, token: str) -> None:
        self.out(f"joined seat {seat + 1}")
        if self.token_file is not None:      # a restarted bot rejoins its seat with it
            fd = os.open(self.token_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="ascii") as f:
                f.write(token)
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
        # never faster than MIN_INTERVAL_MS between answers: the host cuts off a peer
        # that sends more than host.RATE messages a second
        QTimer.singleShot(max(self.delay_ms, MIN_INTERVAL_MS), lambda: self._answer(st))

    def _answer(self, st: StateMsg) -> None:
        d = st.decision
        assert d is not None and st.view is not None    # asked only for a state with a decision
        if self.peer.last_state is not None and self.peer.last_state.decision is not None \
                and self.peer.last_state.decision.id != d.id:
            return                  # moved on meanwhile
        self.peer.answer(d.id, choose(st.view, d, self.level, self.rng, self.agent))

    def _refused(self, code: str, message: str) -> None:
        self.out(f"host says ({code}): {message}")
        st = self.peer.last_state
        if code == "illegal" and st is not None and st.decision is not None and self._tries < 20:
            self._tries += 1
            self._answer(st)

    def _dump(self, st: StateMsg) -> None:
        if self.last_view:
            Path(self.last_view).write_text(json.dumps({"seat": self.peer.seat, "view": st.view,
                                                         "log": [x.text for x in self.peer.log]}), encoding="utf-8")

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
    from .. import collector     # reference cycles are collected on this thread only
    collector.install(app)
    bot = Bot(host, port, args.code, name=args.name, level=args.level, seed=args.seed,
              last_view=args.last_view, reconnect_for=args.reconnect, delay_ms=args.delay,
              token_file=args.token_file)
    code = [1]

    def done(c: int) -> None:
        code[0] = c
        QTimer.singleShot(50, app.quit)
    bot.finished.connect(done)
    def timed_out() -> None:
        print("bot: timed out", flush=True)
        done(1)
    QTimer.singleShot(int(args.timeout * 1000), timed_out)
    bot.start()
    app.exec()
    return code[0]
