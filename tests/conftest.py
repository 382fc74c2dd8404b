"""Test setup: Qt runs offscreen, and the project root is importable."""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the interface in English whatever the machine's locale (tests that want Spanish ask for it)
os.environ.setdefault("INNOVATION_DESKTOP_LANG", "en")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
