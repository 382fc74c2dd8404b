"""LAN play: the time from a peer's answer to every peer's updated view, through
a headless host, 4 players over loopback; and the host's CPU time per answer.

Starts ``innovation-desktop serve`` (its own process, saving after every answer
as it does in play), joins it with four plain socket peers that answer at random
from their options, and for every answer measures the time from sending it to
the moment all four peers hold the state of the next decision. The host's CPU
time comes from /proc (Linux). Goal (issue 14): median under 20 ms, 99th
percentile under 100 ms.

Usage: python bench/bench_net.py [--games 3] [--seed 1]
"""
from __future__ import annotations

import argparse
import os
import random
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from innovation_desktop.net.bot import random_choice  # noqa: E402
from innovation_desktop.net.protocol import (PROTOCOL_VERSION, Answer, FrameDecoder, Hello, StateMsg,  # noqa: E402
                                             Welcome, decode, encode)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Peer:
    def __init__(self, port: int, name: str) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.dec = FrameDecoder()
        self.state: StateMsg | None = None
        self.seat: int | None = None
        self.sock.sendall(encode(Hello(protocol=PROTOCOL_VERSION, app="bench", code="bench", name=name)))

    def feed(self) -> None:
        data = self.sock.recv(1 << 16)
        if not data:
            raise ConnectionError("host closed")
        for body in self.dec.feed(data):
            m = decode(body)
            if isinstance(m, Welcome):
                self.seat = m.seat
            elif isinstance(m, StateMsg):
                self.state = m


def moved_on(p: Peer, old: int) -> bool:
    st = p.state
    return st is not None and st.started and (st.decision is None or st.decision.id > old)


def one_game(seed: int, folder: str) -> tuple[list[float], float, int]:
    env = dict(os.environ, INNOVATION_DESKTOP_HOME=folder)
    host = subprocess.Popen([sys.executable, "-c", "import sys; from innovation_desktop.app import main; "
                             "sys.exit(main())", "serve", "--seats", "remote,remote,remote,remote",
                             "--port", "0", "--bind", "127.0.0.1", "--code", "bench", "--seed", str(seed),
                             "--no-advertise", "--timeout", "600", "--save", f"{folder}/g{seed}.json"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        line = host.stdout.readline()
        port = int(line.split("127.0.0.1:")[1].split()[0])
        peers = [Peer(port, f"P{i}") for i in range(4)]
        sel = selectors.DefaultSelector()
        for p in peers:
            sel.register(p.sock, selectors.EVENT_READ, p)

        def pump(until, timeout=30.0) -> None:
            end = time.monotonic() + timeout
            while not until():
                if time.monotonic() > end:
                    raise TimeoutError("the host did not answer in time")
                for key, _ in sel.select(0.5):
                    key.data.feed()

        pump(lambda: all(p.state is not None and p.state.started and p.state.decision is not None for p in peers))
        rng = random.Random(seed)
        times: list[float] = []
        cpu0 = cpu_seconds(host.pid)
        while True:
            st = peers[0].state
            if st.view["result"] is not None:
                break
            asked = next(p for p in peers if p.seat == st.decision.player)
            d = asked.state.decision
            t0 = time.perf_counter()
            asked.sock.sendall(encode(Answer(decision=d.id, answer=random_choice(d, rng))))
            pump(lambda d=d: all(moved_on(p, d.id) for p in peers))
            times.append(time.perf_counter() - t0)
        cpu = cpu_seconds(host.pid) - cpu0
        for p in peers:
            p.sock.close()
        return times, cpu, len(times)
    finally:
        host.kill()
        host.wait(10)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    all_times: list[float] = []
    cpu_total = 0.0
    with tempfile.TemporaryDirectory() as folder:
        for g in range(a.games):
            times, cpu, n = one_game(a.seed + g, folder)
            all_times += times
            cpu_total += cpu
            print(f"game {g + 1}: {n} answers, median {statistics.median(times) * 1000:.1f} ms, "
                  f"host CPU {cpu / n * 1000:.2f} ms/answer")
    all_times.sort()
    p99 = all_times[min(len(all_times) - 1, int(0.99 * len(all_times)))]
    print(f"4 players over loopback, {len(all_times)} answers (host saves after each):")
    print(f"  answer -> all four peers updated: median {statistics.median(all_times) * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms, max {all_times[-1] * 1000:.1f} ms (goal: median < 20, p99 < 100)")
    print(f"  host CPU per answer: {cpu_total / len(all_times) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
