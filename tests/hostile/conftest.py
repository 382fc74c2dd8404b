"""Shared helpers for the hostile-input tests: every hostile file is made here, in
the test's temporary folder (no stored binaries)."""
from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test gets its own INNOVATION_DESKTOP_HOME."""
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def digest(p: Path) -> str | None:
    """SHA-256 of a regular file's bytes (None for anything else), to show that a
    refused file was not changed."""
    try:
        if not p.is_file():
            return None
        return hashlib.sha256(p.read_bytes()).hexdigest()
    except OSError:
        return None


def tree(folder: Path) -> dict[str, str | None]:
    """Every entry of ``folder`` (recursively) with its digest: what is on disk."""
    return {str(q.relative_to(folder)): digest(q) for q in sorted(folder.rglob("*"))}


def env() -> dict[str, str]:
    """The environment for a child Python: the project importable, Qt offscreen."""
    e = dict(os.environ)
    e["PYTHONPATH"] = str(ROOT) + os.pathsep + e.get("PYTHONPATH", "")
    e["QT_QPA_PLATFORM"] = "offscreen"
    return e


PY = sys.executable
