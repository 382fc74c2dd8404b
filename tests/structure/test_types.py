"""The code's types are checked: mypy finds no error.

``mypy --strict engine innovation_desktop`` with the project's configuration
(``[tool.mypy]`` in pyproject.toml): every function of the engine and of the
desktop app (the table included) is annotated, no implicit ``Any`` generics, no
implicit re-exports, no untyped calls. The benchmarks and tools are not checked.

mypy runs in a process of its own, with its cache in pytest's cache folder
(``.pytest_cache``), so a second run checks only what changed (a first run over
the whole tree takes about a minute). mypy is in the ``test`` extras; the test
is skipped, saying so, only where it is not installed.
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

needs_mypy = pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                                reason="mypy is not installed (pip install -e '.[test]' installs it)")


def _mypy(cache: Path, *args: str) -> tuple[int, str]:
    """Run mypy from the project root with its cache in ``cache``; (exit code, output)."""
    r = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
                        "--cache-dir", str(cache), "--no-color-output", "--no-error-summary", *args],
                       cwd=ROOT, capture_output=True, text=True, timeout=280)
    return r.returncode, (r.stdout + r.stderr).strip()


@needs_mypy
@pytest.mark.timeout(300)
def test_engine_and_app_pass_strict(request: pytest.FixtureRequest) -> None:
    # one cache folder: mypy's cache is only valid for the options it was made with
    cache = Path(request.config.cache.mkdir("mypy-strict"))
    code, out = _mypy(cache, "--strict", "engine", "innovation_desktop")
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert code == 0 and not errors, f"mypy --strict found {len(errors)} errors:\n{out}"
