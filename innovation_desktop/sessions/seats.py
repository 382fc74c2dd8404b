"""Seats: who answers for each player. Computer seats think off the GUI thread.

A :class:`ComputerRunner` runs a computer player's ``choose`` on a clone of the
game in a :class:`QThreadPool` worker and reports back (queued to the GUI thread)
no sooner than the configured delay, so a person can follow the game.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypedDict

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal
from ..i18n import QT_TRANSLATE_NOOP

from ..settings import SETTINGS

from engine.determinize import observe

if TYPE_CHECKING:     # the search code and the process pool load at first need
    from concurrent.futures import ProcessPoolExecutor

    from engine import Game
    from engine.ai import Player, StrongPlayer

from .ai_worker import init_worker, think, warm

#: Seat kinds offered in the new game dialog, in its order.
SEAT_CHOICES = ("human", "easy", "strong", "random")
#: Every seat word accepted (``--seats``, saves): ``greedy`` is the old name of ``easy``.
SEAT_KINDS = SEAT_CHOICES + ("greedy",)


class _Labels(dict[str, str]):
    """Seat kind -> its label, marked for translation (context ``Seats``) and
    translated when looked up (``SEAT_LABELS["easy"]`` is in the interface's language)."""

    def __getitem__(self, kind: str) -> str:
        return QCoreApplication.translate("Seats", super().__getitem__(kind))

    def get(self, kind: str, default: Any = None) -> Any:
        return self[kind] if kind in self else default


#: Seat kind -> its label in the New game dialog (translated when looked up).
SEAT_LABELS = _Labels({"human": QT_TRANSLATE_NOOP("Seats", "Human"),
                       "easy": QT_TRANSLATE_NOOP("Seats", "Computer (easy)"),
                       "strong": QT_TRANSLATE_NOOP("Seats", "Computer (strong)"),
                       "random": QT_TRANSLATE_NOOP("Seats", "Computer (random)"),
                       "greedy": QT_TRANSLATE_NOOP("Seats", "Computer (easy)")})
#: Strong's thinking budget for a hint (ms per decision).
HINT_BUDGET_MS = 400.0


@dataclass
class Seat:
    """One seat at the table: ``kind`` is ``human``, ``easy``, ``strong`` or
    ``random`` (``greedy`` is read as ``easy``)."""

    kind: str = "human"

    def __post_init__(self) -> None:
        if self.kind == "greedy":
            self.kind = "easy"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def make_player(self, seed: int | None = None) -> Player | None:
        """The engine AI for a computer seat (None for a human)."""
        if self.is_human:
            return None
        from engine.ai import make_player      # the search code loads at first need
        return make_player(self.kind, seed)


def hint_player(seed: int | None = None) -> StrongPlayer:
    """The Strong player (:class:`engine.ai.StrongPlayer`) with the short budget used for hints."""
    from engine.ai import StrongPlayer
    return StrongPlayer(seed, budget_ms=HINT_BUDGET_MS)


class _Cancelled:
    """Requests numbered up to ``value`` are cancelled (the in-process twin of
    the worker's shared integer)."""

    value = 0


class _Counter(Protocol):
    """A request number that cancels: :class:`_Cancelled`, or the integer shared
    with the worker process (``multiprocessing`` ``Value("q")``)."""

    value: int


#: A worker process: the pool of one and the integer that cancels its requests.
_Worker = tuple["ProcessPoolExecutor", _Counter]


class _Spare(TypedDict):
    thread: threading.Thread | None      # starting one
    worker: _Worker | None               # one ready


class _Signals(QObject):
    done = Signal(int, object, float)      # token, answer, seconds spent
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, token: int, player: Player, game: Game, signals: _Signals,
                 executor: ProcessPoolExecutor | None = None, cancelled: _Counter | None = None) -> None:
        super().__init__()
        self.token, self.player, self.game, self.signals = token, player, game, signals
        self.executor = executor
        self.cancelled = cancelled
        self.setAutoDelete(True)

    def run(self) -> None:  # worker thread
        t0 = time.perf_counter()
        try:
            # the player gets only what its seat may see (the game's events are its memory)
            d = self.game.pending
            if d is None:
                raise ValueError("no decision is open")
            obs = observe(self.game, d.player)
            if self.executor is not None:
                # the thinking runs in another process: this thread only waits
                # (without the GIL), so the GUI thread is never held up
                ans, player = self.executor.submit(think, obs, self.player, self.token).result()
            else:
                ans, player = think(obs, self.player, self.token, self.cancelled)
        except Exception as e:  # report, never crash the worker
            self.signals.failed.emit(self.token, f"{type(e).__name__}: {e}")
            return
        self.signals.done.emit(self.token, (ans, player), time.perf_counter() - t0)


def _new_worker() -> _Worker:
    """A process pool of one worker (``spawn``: a fresh interpreter, no copy of the
    GUI process) and the shared integer that cancels its requests; the process
    itself starts at the first ``submit``. Raises OSError, ImportError or
    ValueError where processes cannot be made."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    # the worker exits by itself when this process ends, even by SIGKILL
    ctx = multiprocessing.get_context("spawn")
    cancelled = ctx.Value("q", 0, lock=False)
    return ProcessPoolExecutor(1, mp_context=ctx, initializer=init_worker, initargs=(cancelled,)), cancelled


#: A new computer runner takes its worker from here when one is ready
#: (:func:`start_spare_worker`); None, or the thread starting it, or the worker.
_spare: _Spare = {"thread": None, "worker": None}
_spare_lock = threading.Lock()
#: After a spare worker is taken, the next one is started this much later (ms):
#: the game just opened comes first.
SPARE_REFILL_MS = 3000


def _make_spare() -> None:
    try:
        ex, cancelled = _new_worker()
        ex.submit(warm).result(timeout=60)     # the process is up, the engine imported
    except Exception:  # noqa: BLE001  (no spare: runners start their own, as without one)
        with _spare_lock:
            _spare["thread"] = None
        return
    with _spare_lock:
        _spare["thread"], _spare["worker"] = None, (ex, cancelled)


def start_spare_worker() -> None:
    """Start a computer players' worker process ahead of time, off the GUI thread
    (a thread starts it and waits until it has imported the engine), so that the
    next game with computer seats (or a hint) does not start one: starting a
    process and its interpreter takes 100-200 ms of CPU, which on a busy machine
    stalls the GUI thread. Does nothing if one is ready or starting, or when the
    settings keep computer players in this process (``SETTINGS.ai_process``)."""
    if not SETTINGS.ai_process:
        return
    with _spare_lock:
        if _spare["thread"] is not None or _spare["worker"] is not None:
            return
        t = threading.Thread(target=_make_spare, name="start-ai-worker", daemon=True)
        _spare["thread"] = t
    t.start()


def take_spare_worker() -> _Worker | None:
    """The worker started ahead of time, ``(executor, cancelled)``, if it is ready
    (it is then the caller's); None otherwise (never waits)."""
    with _spare_lock:
        w, _spare["worker"] = _spare["worker"], None
    return w


def spare_worker_ready() -> bool:
    """True if a worker started ahead of time is ready to be taken."""
    with _spare_lock:
        return _spare["worker"] is not None


def stop_spare_worker(timeout: float = 10.0) -> None:
    """End the spare worker, if any (the app is quitting): one still starting is
    waited for (at most ``timeout`` seconds), then it is ended; it is idle, so this
    waits only for the process to exit."""
    with _spare_lock:
        t = _spare["thread"]
    if t is not None:
        t.join(timeout)
    w = take_spare_worker()
    if w is not None:
        w[0].shutdown(wait=True, cancel_futures=True)


class ComputerRunner(QObject):
    """Asks computer players for answers off the GUI thread.

    ``answered(token, answer)`` is emitted on the GUI thread, at least
    ``delay_ms`` after :meth:`request`; a request is forgotten by :meth:`cancel`.
    After :meth:`shutdown` nothing is emitted any more and :meth:`request` asks
    nothing (an answer on its way then is dropped)."""

    answered = Signal(int, object, object)   # token, answer, the player (state moved on)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.done.connect(self._done)
        self._signals.failed.connect(self._failed)
        self.token = 0
        self.delay_ms = 0
        self._t0 = 0.0
        self._executor: ProcessPoolExecutor | None = None
        # requests numbered up to .value are cancelled: the thinking stops early
        self._cancelled = _Cancelled()      # for thinking in a thread of this process
        self._cancelled_process: _Counter | None = None      # shared with the worker process
        self.use_process = SETTINGS.ai_process
        self._shut = False

    def _get_executor(self) -> ProcessPoolExecutor | None:
        if not self.use_process:
            return None
        if self._executor is None:
            spare = take_spare_worker()
            if spare is not None:          # started ahead of time: no process start now
                self._executor, self._cancelled_process = spare
                # the next one, once this game is under way
                QTimer.singleShot(SPARE_REFILL_MS, start_spare_worker)
                return self._executor
            try:
                self._executor, self._cancelled_process = _new_worker()
            except (OSError, ImportError, ValueError):
                self.use_process = False
                return None
        return self._executor

    def request(self, player: Player, game: Game, delay_ms: int) -> int:
        """Start thinking on ``game`` (a clone the caller no longer touches).
        Returns the request's token; after :meth:`shutdown` nothing is started."""
        self.token += 1
        if self._shut:
            return self.token
        self.delay_ms = delay_ms
        self._t0 = time.perf_counter()
        self.pool.start(_Job(self.token, player, game, self._signals, self._get_executor(), self._cancelled))
        return self.token

    def cancel(self) -> None:
        """Forget the request in flight (its answer will be ignored) and cut its
        thinking short, so the next request starts at once."""
        self._cancelled.value = self.token
        if self._cancelled_process is not None:
            self._cancelled_process.value = self.token
        self.token += 1

    def _done(self, token: int, answer: Any, spent: float) -> None:
        if token != self.token:
            return
        left = self.delay_ms - int((time.perf_counter() - self._t0) * 1000)
        # with this runner as the context: never delivered into a deleted runner
        QTimer.singleShot(max(0, left), self, lambda: self._deliver(token, answer))

    def _deliver(self, token: int, result: Any) -> None:
        if token == self.token and not self._shut:
            self.answered.emit(token, result[0], result[1])

    def _failed(self, token: int, msg: str) -> None:
        if token == self.token and not self._shut:
            self.failed.emit(msg)

    def wait(self, ms: int = -1) -> bool:
        """Block until the worker is idle (shutdown, tests), at most ``ms``
        milliseconds (-1: no limit); True if it is idle."""
        return self.pool.waitForDone(ms)

    def shutdown(self) -> None:
        """Stop for good: forget the request in flight, end the thinking process;
        nothing is emitted after (see the class docstring)."""
        self._shut = True
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
