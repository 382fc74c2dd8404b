"""Test setup: Qt runs offscreen, and the project root is importable."""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the interface in English whatever the machine's locale (tests that want Spanish ask for it)
os.environ.setdefault("INNOVATION_DESKTOP_LANG", "en")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    """No test reads or writes the user's own preferences and saves: each gets its
    own INNOVATION_DESKTOP_HOME (a test or a folder's conftest may set another)."""
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
