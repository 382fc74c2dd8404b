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
    commands = r.stdout[r.stdout.index("commands ("):]
    assert max(len(line) for line in commands.splitlines()) <= 80, commands


def test_each_listed_command_is_run_and_has_its_own_help():
    for word, _ in COMMANDS:
        r = _run(word, "--help")
        assert r.returncode == 0, (word, r.stderr)
        assert r.stdout.startswith(f"usage: innovation-desktop {word}"), (word, r.stdout[:200])
    assert net_command([]) is None and net_command(["--seed", "3"]) is None     # the window's options


BLOCK_QT = """
import sys
class NoLibGL:      # as on a minimal system: Qt's GUI library cannot load the system's libGL
    def find_spec(self, name, path=None, target=None):
        if name in ("PySide6.QtGui", "PySide6.QtWidgets"):
            raise ImportError("libGL.so.1: cannot open shared object file: No such file or directory")
        return None
sys.meta_path.insert(0, NoLibGL())
from innovation_desktop.app import main
sys.exit(main())
"""


def test_a_missing_system_library_is_named_with_its_packages(tmp_path):
    import os
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", INNOVATION_DESKTOP_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, "-c", BLOCK_QT, "--self-test"], capture_output=True, text=True,
                       timeout=60, cwd=ROOT, env=env)
    assert r.returncode == 2, r.stderr
    assert r.stderr.strip().splitlines() == [
        "innovation-desktop: Qt needs libGL.so.1, which is not installed: Debian/Ubuntu: sudo apt-get install "
        "libgl1; Fedora: sudo dnf install libglvnd-glx; Arch: sudo pacman -S libglvnd"]


def test_only_a_missing_library_is_explained():
    from innovation_desktop.syslibs import missing_library
    assert missing_library(ImportError("No module named 'PySide6'")) is None
    said = missing_library(ImportError("libfoo.so.7: cannot open shared object file: No such file or directory"))
    assert said.startswith("Qt needs libfoo.so.7, which is not installed")
    assert "libegl1" in missing_library(OSError("libEGL.so.1: cannot open shared object file"))
