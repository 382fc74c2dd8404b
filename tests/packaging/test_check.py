"""packaging/check.py: the build says when Python's shared library is missing, and
measures the newest C library (glibc) the bundle's files require, failing above a limit."""
from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "check.py"
spec = importlib.util.spec_from_file_location("packaging_check", SCRIPT)
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)

OBJDUMP = """
Dynamic Section:
  NEEDED               libQt6Core.so.6
  NEEDED               libc.so.6
  SONAME               libQt6Gui.so.6

Version References:
  required from libm.so.6:
    0x06969189 0x00 37 GLIBC_2.29
  required from libQt6Core.so.6:
    0x058a2810 0x00 40 Qt_6.11
  required from libc.so.6:
    0x069691b4 0x00 29 GLIBC_2.34
    0x09691a75 0x00 20 GLIBC_2.2.5
  required from libstdc++.so.6:
    0x08922974 0x00 41 GLIBCXX_3.4
"""


def test_objdump_output_gives_needed_libraries_and_glibc_versions():
    needed, glibc = check.parse_objdump(OBJDUMP)
    assert needed == {"libQt6Core.so.6", "libc.so.6"}
    assert glibc == {"2.29", "2.34", "2.2.5"}               # not Qt_6.11, not GLIBCXX_3.4
    assert max(map(check.version, glibc)) == (2, 34)        # compared as numbers: 2.34 > 2.29 > 2.2.5


def test_systems_of_a_glibc_version():
    assert check.systems("2.35").startswith("Ubuntu 22.04")
    assert "Ubuntu 22.04" not in check.systems("2.36") and "Debian 12" in check.systems("2.36")


def test_a_missing_python_library_is_named_with_the_package_to_install(tmp_path):
    problem = check.python_library({"INSTSONAME": "libpython3.99.so.1.0", "LIBDIR": str(tmp_path)})
    assert "libpython3.99.so.1.0" in problem and "libpython3-dev" in problem
    assert "no shared library" in check.python_library({"LDLIBRARY": "libpython3.99.a", "LIBDIR": str(tmp_path)})


def test_this_python_library_is_found():
    import sysconfig
    if not sysconfig.get_config_var("Py_ENABLE_SHARED"):
        pytest.skip("this Python is built without a shared library")
    assert check.python_library() is None


def test_the_glibc_check_measures_a_folder_and_fails_above_the_limit(tmp_path):
    if shutil.which("objdump") is None:
        pytest.skip("objdump (binutils) is not installed")
    import PySide6
    lib = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libQt6Core.so.6*"))
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    shutil.copy(lib, bundle / "libQt6Core.so.6")
    (bundle / "notes.txt").write_text("not an ELF file")
    newest, by, outside = check.glibc_report(bundle, shutil.which("objdump"))
    assert newest is not None and check.version(newest) >= (2, 17) and by == ["libQt6Core.so.6"]
    assert "libc.so.6" in outside and "libQt6Core.so.6" not in outside

    def run(limit: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(SCRIPT), "glibc", str(bundle), "--max", limit],
                              capture_output=True, text=True, timeout=120)
    ok = run("99.0")
    assert ok.returncode == 0 and f"needs glibc {newest} or newer" in ok.stdout
    low = run("2.2.5")
    assert low.returncode == 1 and "newer than 2.2.5" in low.stderr
    assert subprocess.run([sys.executable, str(SCRIPT), "glibc", str(tmp_path / "nothing")],
                          capture_output=True, text=True, timeout=60).returncode == 2


def test_the_spec_leaves_the_runtimes_that_raise_the_glibc_needed_to_the_system():
    text = (ROOT / "packaging" / "innovation-desktop.spec").read_text(encoding="utf-8")
    for lib in ("libstdc++.so.6", "libgcc_s.so.1", "libexpat.so.1"):
        assert f'"{lib}"' in text
    build = (ROOT / "packaging" / "build").read_text(encoding="utf-8")
    assert "check.py\" python-lib" in build and "check.py\" glibc" in build


def test_the_packaging_readme_works_on_a_fresh_machine():
    text = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    assert "libpython3-dev" in text                          # PyInstaller needs libpython3.X
    assert "mkdir -p ~/opt && tar xzf" in text               # the unpack line makes its folder
    for pkg in ("libgl1", "libegl1", "fonts-dejavu-core", "fontconfig-config"):   # a user who only runs it
        assert pkg in text
    assert "glibc 2.35" in text
    assert "lacks" not in text and "not the system's X11" not in text
