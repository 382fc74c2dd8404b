"""Scan many random games for hidden information in what a LAN host sends.

For every answer of every game, and every seat, the host's state message
(:meth:`innovation_desktop.net.host.Host.state_for`, no sockets) is searched for
card names that seat's player could not know at that moment: cards never on a
board, never in that player's own hand or score pile, and never named in a log
event that player may read. Prints each leak found and the count (0 expected).
The tests' byte-level check (tests/net/test_leak.py) plays 4 games over sockets;
this covers many more, faster.

Usage: python tools/net_leak_scan.py [FIRST_SEED] [LAST_SEED]   (default 0 60)
"""
from __future__ import annotations

import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication  # noqa: E402

from engine import Game  # noqa: E402
from engine.ai import random_answer  # noqa: E402
from engine.cards import NAMES  # noqa: E402
from innovation_desktop.net.host import Host  # noqa: E402

NAME_RE = re.compile(r"(?<![\w])(" + "|".join(re.escape(n) for n in sorted(NAMES, key=len, reverse=True))
                     + r")(?![\w])")


def scan(seed: int) -> int:
    """Leaks found in the random game of ``seed`` (2-4 players, teams on some)."""
    n = 2 + seed % 3
    teams = n == 4 and seed % 2 == 0
    h = Host.new(["remote"] * n, "x", seed=seed, teams=teams)
    for i, s in enumerate(h.seats):
        s.name = f"P{i}"
    h.game = g = Game.new([s.name for s in h.seats], seed=seed, teams=teams)
    rng = random.Random(seed)
    seen = [set() for _ in range(n)]
    ev = 0
    leaks = 0
    while True:
        st = g.state
        for p in range(n):
            for pl in st.players:
                for pile in pl.board:
                    seen[p].update(NAMES[c] for c in pile)
            seen[p].update(NAMES[c] for c in st.players[p].hand)
            seen[p].update(NAMES[c] for c in st.players[p].score)
        for e in g.events[ev:]:
            for p in range(n):
                if e.seen_by is None or p in e.seen_by:
                    seen[p].update(NAME_RE.findall(e.text))
        ev = len(g.events)
        for p in range(n):
            leaked = {x for x in NAME_RE.findall(h.state_for(p).model_dump_json()) if x not in seen[p]}
            if leaked:
                leaks += 1
                d = g.pending
                print(f"seed {seed}: P{p} after {len(g.record)} answers was sent {sorted(leaked)}"
                      f" ({d.kind} from {d.source})" if d else "")
        if g.over:
            return leaks
        g.apply(random_answer(g.pending, rng))


def main() -> None:
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    last = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    QCoreApplication.instance() or QCoreApplication([])
    total = sum(scan(s) for s in range(first, last))
    print(f"{last - first} games scanned, {total} leaks")


if __name__ == "__main__":
    main()
