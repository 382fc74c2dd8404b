"""Checks of packaging/build, before and after PyInstaller (Linux).

    python packaging/check.py python-lib          # is this Python's shared library there?
    python packaging/check.py glibc DIR [--max 2.35]   # what the bundle in DIR needs of the system

``python-lib``: PyInstaller copies Python's shared library (``libpython3.X.so.1.0``)
into the bundle and stops when it is missing, as on a fresh Debian or Ubuntu without
``libpython3.X``: this says so first, with the package to install. ``glibc``: reads the
version references of every ELF file in DIR (``objdump -p``, from binutils, which
PyInstaller needs anyway), prints the newest GNU C library version they require
(the oldest system the bundle starts on), the files that require it, and the
libraries the bundle takes from the system; exit 1 when that version is newer than
``--max``. Exit 2 for bad arguments or when objdump is missing.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

#: the newest C library the bundle may require by default: Ubuntu 22.04's (glibc 2.35)
GLIBC_MAX = "2.35"

#: which common systems ship which glibc (the oldest release of each that has it)
GLIBC_SYSTEMS = (((2, 35), "Ubuntu 22.04"), ((2, 35), "Fedora 36"), ((2, 36), "Debian 12"),
                 ((2, 39), "Ubuntu 24.04"), ((2, 41), "Debian 13"))

PYTHON_LIB_PACKAGES = ("Debian/Ubuntu: sudo apt-get install libpython3-dev (it brings libpython3.X); "
                       "Fedora: python3-libs; Arch: python; a Python built from source: configure it "
                       "with --enable-shared")


def python_library(config: dict | None = None) -> str | None:
    """None when this Python's shared library can be found (where PyInstaller looks:
    the library folder, then the system's search path), else what is missing and
    what to install, in one sentence. ``config``: sysconfig's variables (tests)."""
    import ctypes
    config = sysconfig.get_config_vars() if config is None else config
    name = config.get("INSTSONAME") or config.get("LDLIBRARY") or ""
    if not name or name.endswith(".a"):
        return f"this Python has no shared library ({name or 'none'}); {PYTHON_LIB_PACKAGES}"
    for path in (os.path.join(config.get("LIBDIR") or "", name), name):
        try:
            ctypes.CDLL(path)
            return None
        except OSError:
            continue
    return f"PyInstaller needs Python's shared library {name}, which is not installed; {PYTHON_LIB_PACKAGES}"


def version(text: str) -> tuple[int, ...]:
    """``"2.35"`` -> ``(2, 35)``."""
    return tuple(int(part) for part in text.split("."))


def parse_objdump(text: str) -> tuple[set[str], set[str]]:
    """From ``objdump -p FILE``'s output: the libraries the file needs (``NEEDED``)
    and the GNU C library versions it requires (``GLIBC_2.34``... under ``required
    from libc.so.6`` and the other glibc parts; returned as ``"2.34"``)."""
    needed = set(re.findall(r"^\s*NEEDED\s+(\S+)", text, re.M))
    glibc = set(re.findall(r"^\s+0x[0-9a-f]+\s+0x[0-9a-f]+\s+\d+\s+GLIBC_(\d+(?:\.\d+)+)\s*$", text, re.M))
    return needed, glibc


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def glibc_report(folder: Path, objdump: str) -> tuple[str | None, list[str], list[str]]:
    """Over every ELF file under ``folder``: the newest glibc version required (None
    if none), the files (relative) requiring it, and the libraries needed that the
    folder does not hold (sorted)."""
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))
    held = {p.name for p in folder.rglob("*")}
    newest: tuple[int, ...] = ()
    by: list[str] = []
    outside: set[str] = set()
    for path in files:
        out = subprocess.run([objdump, "-p", str(path)], capture_output=True, text=True, timeout=60).stdout
        needed, glibc = parse_objdump(out)
        outside |= {n for n in needed if n not in held}
        if not glibc:
            continue
        top = max(version(v) for v in glibc)
        rel = str(path.relative_to(folder))
        if top > newest:
            newest, by = top, [rel]
        elif top == newest:
            by.append(rel)
    return (".".join(map(str, newest)) if newest else None), by, sorted(outside)


def systems(glibc: str) -> str:
    """The common systems whose C library is at least ``glibc``, e.g. "Ubuntu 22.04, Debian 12..."."""
    names = [name for v, name in GLIBC_SYSTEMS if v >= version(glibc)]
    return ", ".join(names) + " and newer" if names else "none of the systems listed here"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="packaging/check.py", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    sub.add_parser("python-lib", help="is this Python's shared library installed?")
    g = sub.add_parser("glibc", help="the newest C library version the bundle in DIR requires")
    g.add_argument("folder", metavar="DIR")
    g.add_argument("--max", default=GLIBC_MAX, help=f"fail above this version (default {GLIBC_MAX})")
    args = ap.parse_args(argv)
    if args.what == "python-lib":
        problem = python_library()
        if problem:
            print(f"packaging/build: {problem}", file=sys.stderr)
            return 1
        return 0
    objdump = shutil.which("objdump")
    if objdump is None:
        print("packaging/check.py: objdump is missing (install binutils)", file=sys.stderr)
        return 2
    folder = Path(args.folder)
    if not folder.is_dir():
        print(f"packaging/check.py: {folder} is not a folder", file=sys.stderr)
        return 2
    newest, by, outside = glibc_report(folder, objdump)
    if newest is None:
        print(f"glibc: no file in {folder} requires a version of it")
        return 0
    print(f"glibc: the bundle needs glibc {newest} or newer ({systems(newest)}); "
          f"required by {', '.join(by[:5])}{' ...' if len(by) > 5 else ''}")
    print(f"from the system: {' '.join(outside)}")
    if version(newest) > version(args.max):
        print(f"packaging/check.py: glibc {newest} is newer than {args.max} ({systems(args.max)}); "
              "build on an older system, or leave the files named above to the system", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
