"""Helpers for the LAN tests: a headless host in its own process, and a plain
blocking socket client that speaks the protocol (or breaks it on purpose).

Everything runs over loopback (127.0.0.1) with discovery advertising off,
except in the discovery test."""
from __future__ import annotations

import json
import os
import random
import select
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from innovation_desktop.net.bot import random_choice
from innovation_desktop.net.protocol import (PROTOCOL_VERSION, Answer, FrameDecoder, Hello, StateMsg,
                                             Welcome, decode, encode)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test gets its own INNOVATION_DESKTOP_HOME (subprocesses inherit it)."""
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def cli(*args: str) -> list[str]:
    return [sys.executable, "-c", "import sys; from innovation_desktop.app import main; sys.exit(main())", *args]


class Server:
    """``innovation-desktop serve`` in a subprocess; ``port`` once it listens."""

    def __init__(self, save: Path, seats: str | None = "remote,remote", seed: int = 1, code: str = "c0de",
                 extra: tuple[str, ...] = (), port: int = 0) -> None:
        args = ["serve", "--port", str(port), "--bind", "127.0.0.1", "--code", code, "--seed", str(seed),
                "--save", str(save), "--no-advertise", "--timeout", "120", *extra]
        if seats:
            args += ["--seats", seats]
        self.save = save
        self.proc = subprocess.Popen(cli(*args), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     cwd=ROOT, env=dict(os.environ))
        self.lines: list[str] = []
        self._buf = b""
        line = self.readline(20)
        assert line.startswith("listening on 127.0.0.1:"), line
        self.port = int(line.split(":")[1].split()[0])

    def readline(self, timeout: float) -> str:
        end = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self._buf:
            left = end - time.monotonic()
            r, _, _ = select.select([fd], [], [], max(0.0, left)) if left > 0 else ([], [], [])
            if not r:
                raise AssertionError(f"no line from the host within {timeout:.0f}s; so far: {self.lines}")
            data = os.read(fd, 65536)
            if not data:
                raise AssertionError(f"the host exited; its output: {self.lines + [self._buf.decode()]}")
            self._buf += data
        line, _, self._buf = self._buf.partition(b"\n")
        self.lines.append(line.decode("utf-8", "replace"))
        return self.lines[-1]

    def wait_line(self, prefix: str, timeout: float = 30) -> str:
        end = time.monotonic() + timeout
        while True:
            line = self.readline(max(0.1, end - time.monotonic()))
            if line.startswith(prefix):
                return line

    def finish(self, timeout: float = 30) -> int:
        try:
            out, _ = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, _ = self.proc.communicate()
            raise AssertionError(f"host did not exit: {self.lines} {out!r}") from None
        self.lines += (self._buf + out).decode("utf-8", "replace").splitlines()
        self._buf = b""
        return self.proc.returncode

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.communicate(timeout=10)

    def saved_answers(self, at_least: int | None = None, timeout: float = 10) -> int:
        """How many answers the host's save holds (the game's progress). The host
        tells the joiners first and writes its save in the background, so a
        test that has just seen a state gives ``at_least``: the answers that
        state says were given; the save is read again until it holds as many
        (at most ``timeout`` seconds)."""
        end = time.monotonic() + timeout
        while True:
            try:
                n = len(json.loads(self.save.read_text(encoding="utf-8"))["answers"])
            except FileNotFoundError:
                n = -1
            if at_least is None or n >= at_least or time.monotonic() > end:
                return n
            time.sleep(0.02)


@pytest.fixture
def servers():
    started: list[Server] = []

    def start(*a: Any, **kw: Any) -> Server:
        s = Server(*a, **kw)
        started.append(s)
        return s
    yield start
    for s in started:
        s.kill()


class Client:
    """A blocking protocol client. ``received`` keeps every byte it got."""

    def __init__(self, port: int, source: str | None = None) -> None:
        # ``source``: another loopback address to connect from (127.0.0.2...), as another computer would
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10,
                                             source_address=(source, 0) if source else None)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.decoder = FrameDecoder()
        self.pending: list[Any] = []
        self.received = bytearray()
        self.seat: int | None = None
        self.token: str | None = None
        self.state: StateMsg | None = None

    def send(self, msg: Any) -> None:
        self.sock.sendall(encode(msg))

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def recv(self, timeout: float = 10) -> Any:
        """The next message (StateMsg updates ``state``); None if the host closed."""
        end = time.monotonic() + timeout
        while not self.pending:
            left = end - time.monotonic()
            if left <= 0:
                raise AssertionError("no message within the timeout")
            self.sock.settimeout(left)
            try:
                data = self.sock.recv(65536)
            except ConnectionResetError:
                data = b""
            if not data:
                return None
            self.received += data
            self.pending += [decode(b) for b in self.decoder.feed(data)]
        m = self.pending.pop(0)
        if isinstance(m, StateMsg):
            self.state = m
        return m

    def expect(self, kind: type, timeout: float = 10) -> Any:
        """Skip messages until one of ``kind`` (AssertionError on close or timeout)."""
        end = time.monotonic() + timeout
        while True:
            m = self.recv(max(0.01, end - time.monotonic()))
            assert m is not None, f"connection closed while waiting for {kind.__name__}"
            if isinstance(m, kind):
                return m

    def closed(self, timeout: float = 10) -> list[Any]:
        """Read until the host closes the connection; returns what came."""
        got = []
        end = time.monotonic() + timeout
        while True:
            m = self.recv(max(0.01, end - time.monotonic()))
            if m is None:
                return got
            got.append(m)

    def join(self, name: str, code: str = "c0de", seat: int | None = None, token: str | None = None,
             protocol: int = PROTOCOL_VERSION) -> Any:
        """Say hello; returns the Welcome (seat and token kept) or the Error."""
        self.send(Hello(protocol=protocol, app="test", code=code, name=name, seat=seat, token=token))
        m = self.recv()
        while isinstance(m, StateMsg):
            m = self.recv()
        if isinstance(m, Welcome):
            self.seat, self.token = m.seat, m.token
        return m

    def my_turn(self, timeout: float = 10) -> StateMsg:
        """Wait for a state in which this client is asked (or the game is over)."""
        end = time.monotonic() + timeout
        while True:
            st = self.state
            if (
                st is not None
                and st.started
                and (
                    st.view["result"] is not None
                    or (st.decision is not None and st.decision.player == self.seat and st.decision.options is not None)
                )
            ):
                if not self.pending:
                    return st
            m = self.recv(max(0.01, end - time.monotonic()))
            assert m is not None, "connection closed"

    def answer(self, st: StateMsg, rng: random.Random) -> Any:
        """A random legal answer to ``st``'s decision, sent. Paced below the host's
        flood limit (``host.RATE`` messages a second, bursts of twice that), as a
        person or a bot would be: a test driving a game flat out must not be cut off."""
        from innovation_desktop.net.host import RATE
        now = time.monotonic()
        budget = getattr(self, "_budget", 2 * RATE - 10)
        budget = min(2 * RATE - 10, budget + (now - getattr(self, "_budget_at", now)) * RATE * 0.8)
        if budget < 1:
            time.sleep((1 - budget) / (RATE * 0.8))
            budget = 1.0
        self._budget, self._budget_at = budget - 1, time.monotonic()
        a = random_choice(st.decision, rng)
        self.send(Answer(decision=st.decision.id, answer=a))
        return a

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass


def pump(clients: list[Client], timeout: float = 5) -> None:
    """Read whatever arrives on any client's socket within ``timeout`` (at least one
    message unless the time runs out)."""
    if any(c.pending for c in clients):
        for c in clients:
            while c.pending:
                c.recv(1)
        return
    r, _, _ = select.select([c.sock for c in clients], [], [], timeout)
    for c in clients:
        if c.sock in r:
            c.recv(5)
            while c.pending:
                c.recv(1)


def asked_client(clients: list[Client]) -> Client | None:
    """The client whose latest state asks it (with options), if any."""
    for c in clients:
        s = c.state
        if s is not None and s.started and s.view["result"] is None and s.decision is not None \
                and s.decision.player == c.seat and s.decision.options is not None:
            return c
    return None


def play(clients: list[Client], rng: random.Random, until=None, timeout: float = 60) -> None:
    """Drive the clients at random until every one has seen the end, or until
    ``until(state)`` is true for the state of the client being asked."""
    end = time.monotonic() + timeout
    answered: dict[int, tuple[int, float]] = {}
    while time.monotonic() < end:
        if all(c.state is not None and c.state.started and c.state.view["result"] is not None for c in clients):
            return
        c = asked_client(clients)
        if c is not None:
            last = answered.get(id(c))
            # answer each decision once; if it is still open 5 s after our answer (the
            # answer was lost or refused), answer it again rather than wait forever
            if last is None or last[0] != c.state.decision.id or time.monotonic() - last[1] > 5:
                if until is not None and until(c.state):
                    return
                answered[id(c)] = (c.state.decision.id, time.monotonic())
                c.answer(c.state, rng)
        pump(clients, max(0.01, min(5, end - time.monotonic())))
    raise AssertionError("the game did not end in time")
