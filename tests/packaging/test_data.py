"""The data files are read through engine.datafiles (importlib.resources), and the
card pictures written for tooltips are removed when the app exits."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import datafiles

ROOT = Path(__file__).resolve().parents[2]


def test_data_files_are_read_from_the_one_data_folder():
    assert datafiles.resource_bytes("cards.json") == (ROOT / "resources" / "cards.json").read_bytes()
    assert "leaf.svg" in datafiles.resource_names("icons")
    assert datafiles.resource_root().joinpath("positions", "midgame3.json").is_file()


@pytest.mark.parametrize("parts", [("..", "setup.py"), ("icons/leaf.svg",), ("",), ("nope.json",)])
def test_bad_or_missing_data_file_names_raise_oserror(parts):
    with pytest.raises(OSError):
        datafiles.resource_bytes(*parts)


def test_engine_reads_its_card_data_without_the_app():
    code = "import sys, engine; assert len(engine.CARDS) >= 105; sys.exit('innovation_desktop' in sys.modules)"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert r.returncode == 0, r.stderr


def test_tooltip_pictures_are_removed_at_exit(tmp_path):
    code = ("from PySide6.QtGui import QGuiApplication\n"
            "app = QGuiApplication([])\n"
            "from innovation_desktop.table.cardface import card_image_path\n"
            "p = card_image_path(3, 120)\n"
            "import os; assert os.path.getsize(p) > 0\n"
            "print(os.path.dirname(p))\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(tmp_path))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT, env=env)
    assert r.returncode == 0, r.stderr
    folder = Path(r.stdout.strip())
    assert folder.parent == tmp_path       # it was made there...
    assert not folder.exists()             # ...and removed at exit
    assert list(tmp_path.iterdir()) == []
