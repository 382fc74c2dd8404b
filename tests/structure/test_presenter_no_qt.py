"""The table's presenter (innovation_desktop.table.presenter), which makes every
text of the table from the view, is plain Python: importing it loads no Qt."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_presenter_imports_no_qt():
    code = ("import sys, innovation_desktop.table.presenter\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
            "print(bad)\nsys.exit(1 if bad else 0)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, f"the presenter loaded Qt: {out.stdout}{out.stderr}"
