"""A child process autosaving in a loop is killed at random moments; every save
file left behind must load (the old save or the new one, never a broken one)."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from innovation_desktop.saves import store as saves

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import random, sys
from engine import Game
from engine.ai import random_answer
from innovation_desktop.saves import store as saves
folder, seed = sys.argv[1], int(sys.argv[2])
rng = random.Random(seed)
k = 0
while True:
    g = Game.new(["Ann", "Bob"], seed=seed + k)
    path = f"{folder}/game{k % 3}.json"
    while not g.over:
        g.apply(random_answer(g.pending, rng))
        saves.autosave(g, path)
        if k == 0 and len(g.record) == 1:
            print("ready", flush=True)
    k += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_while_saving_leaves_loadable_files(tmp_path):
    rng = random.Random(42)
    folder = tmp_path / "games"
    folder.mkdir()
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    checked = 0
    for round_ in range(12):
        proc = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(round_)],
                                stdout=subprocess.PIPE, env=env, cwd=ROOT)
        try:
            assert proc.stdout.readline().strip() == b"ready"
            time.sleep(rng.uniform(0.01, 0.4))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
        files = sorted(folder.glob("*.json"))
        assert files
        for f in files:
            g, sg = saves.load_game(f)  # raises SaveError on a broken file
            assert len(g.record) == len(sg.answers)
            checked += 1
        # temporary files may be left over; they are never mistaken for saves
        assert all(r.error is None for r in saves.list_saves(folder))
    assert checked >= 12
