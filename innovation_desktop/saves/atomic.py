"""Atomic file writes: a crash at any instant leaves the old file or the new one.

Used by the save files (:mod:`.store`) and the preferences (:mod:`.paths`); it
imports neither, so they do not import each other.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Union

PathLike = Union[str, Path]


def _fsync_dir(d: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(d, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path: PathLike, data: bytes) -> None:
    """Replace ``path`` by ``data`` so that a crash at any instant leaves either the
    old file or the new one: write a temporary file in the same folder
    (``.<name>.<random>.tmp``), flush and fsync it, rename it over ``path``, fsync
    the folder. If ``path`` is a symbolic link, the file it points to is replaced
    (the link is kept). Creates the folder if needed. Raises ``OSError``."""
    p = Path(path)
    if p.is_symlink():
        # write the file the link points to; the link stays a link
        p = Path(os.path.realpath(p))
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    try:
        try:
            mode = p.stat().st_mode & 0o777
        except OSError:
            mode = 0o644
        if hasattr(os, "fchmod"):
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(p.parent)


def atomic_create(path: PathLike, data: bytes) -> None:
    """Create ``path`` holding ``data``, never replacing a file: like
    :func:`atomic_write` (a temporary file, flushed and fsynced, then put in
    place), but the file is put in place with a hard link, which fails if
    ``path`` exists, even if another process created it a moment ago. Where hard
    links are not supported, the file is created exclusively (``O_EXCL``) and
    written. Raises ``FileExistsError`` if ``path`` exists (nothing written), or
    ``OSError``."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, 0o644)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            os.link(tmp, p)
        except FileExistsError:
            raise
        except OSError:                 # no hard links here: an exclusive create instead
            out = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
            with os.fdopen(out, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass
    _fsync_dir(p.parent)
