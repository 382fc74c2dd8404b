"""The code is linted: ``ruff check .`` finds nothing.

ruff runs from the project root with the project's configuration
(``[tool.ruff]`` in pyproject.toml: pycodestyle errors and warnings, pyflakes and
bugbear, lines of at most 120 characters) over every Python file of the tree:
engine, the desktop app, the tests, the benchmarks and the tools. ruff is in the
``test`` extras; the test is skipped, saying so, only where it is not installed.
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(importlib.util.find_spec("ruff") is None,
                    reason="ruff is not installed (pip install -e '.[test]' installs it)")
@pytest.mark.timeout(120)
def test_ruff_finds_nothing() -> None:
    r = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "."],
                       cwd=ROOT, capture_output=True, text=True, timeout=110)
    out = (r.stdout + r.stderr).strip()
    assert r.returncode == 0, f"ruff check found problems (exit {r.returncode}):\n{out}"
