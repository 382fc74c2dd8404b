"""``innovation-desktop --help`` names every command that comes before the options
(``serve``, ``bot``...), and each of them answers its own ``--help``."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from innovation_desktop.app import COMMANDS, net_command

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "innovation_desktop", *args], capture_output=True, text=True,
                          timeout=60, cwd=ROOT)


def test_help_names_serve_and_bot_and_every_command():
    r = _run("--help")
    assert r.returncode == 0, r.stderr
    words = [word for word, _ in COMMANDS]
    assert {"serve", "bot"} <= set(words)
    for word, what in COMMANDS:
        assert f"innovation-desktop {word}" in r.stdout, word
        assert what in " ".join(r.stdout.split()), word        # what it does, however wrapped
    assert "--self-test" in r.stdout and "--position" in r.stdout   # the window's options are still there


def test_each_listed_command_is_run_and_has_its_own_help():
    for word, _ in COMMANDS:
        r = _run(word, "--help")
        assert r.returncode == 0, (word, r.stderr)
        assert r.stdout.startswith(f"usage: innovation-desktop {word}"), (word, r.stdout[:200])
    assert net_command([]) is None and net_command(["--seed", "3"]) is None     # the window's options
