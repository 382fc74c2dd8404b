"""Where the project's data files are: card data, icons, example positions, the
help pages and their pictures.

The data has one home in the source tree, the top-level ``resources/`` folder. It
is installed (wheel, PyInstaller bundle) as the package data of the package
``engine.resources``, never as a top-level package of its own, and read through
:mod:`importlib.resources`. In a source checkout without an install, the folder
itself is read. The engine finds its card data this way without importing the
application.
"""
from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

#: The package the data is installed as (``resources/`` of the source tree).
PACKAGE = "engine.resources"

_ROOT: Traversable | None = None      # the Traversable of the data, found once


def _checkout_folder() -> str:
    return os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "resources")


def resource_root() -> Traversable:
    """The data folder as an :class:`importlib.resources.abc.Traversable`: the
    installed package ``engine.resources``, else ``resources/`` of the source
    checkout this engine comes from. Raises ``OSError`` if neither exists."""
    global _ROOT
    if _ROOT is None:
        from importlib import resources as _res
        try:
            root = _res.files(PACKAGE)
        except ModuleNotFoundError:     # a source checkout: the package is the folder
            from pathlib import Path
            root = Path(_checkout_folder())
            if not root.is_dir():
                raise OSError(f"the data folder is missing: neither the package {PACKAGE} nor {root}") from None
        _ROOT = root
    return _ROOT


def _folder() -> str | None:
    """The data's folder on disk when it is a plain folder (every normal install
    and the checkout), without importing :mod:`importlib.resources` (start-up time);
    None when the data is elsewhere (a zipped package)."""
    spec = None
    if "engine.resources" in sys.modules:
        spec = sys.modules["engine.resources"].__spec__
    else:
        import importlib.util
        try:
            spec = importlib.util.find_spec(PACKAGE)
        except (ImportError, ValueError):
            spec = None
    if spec is not None:
        locs = list(spec.submodule_search_locations or ())
        for loc in locs:
            if os.path.isdir(loc):
                return loc
        return None
    folder = _checkout_folder()
    return folder if os.path.isdir(folder) else None


def resource_bytes(*parts: str) -> bytes:
    """The bytes of a data file, e.g. ``resource_bytes("icons", "leaf.svg")``
    (``parts`` are path parts inside ``resources/``). Raises ``OSError`` if the
    file is missing or unreadable."""
    if any(p in ("", ".", "..") or "/" in p or "\\" in p for p in parts):
        raise OSError(f"not a data file name: {'/'.join(parts)!r}")
    folder = _folder()
    if folder is not None:      # read the file directly: the common case, and the cheapest
        with open(os.path.join(folder, *parts), "rb") as f:
            return f.read()
    node = resource_root().joinpath(*parts)
    try:
        return node.read_bytes()
    except (FileNotFoundError, IsADirectoryError) as e:
        raise OSError(f"data file missing: {'/'.join(parts)}") from e


def resource_names(*parts: str) -> list[str]:
    """The names of the entries of a data folder (``parts`` inside ``resources/``),
    sorted. Raises ``OSError`` if it is not a folder."""
    folder = _folder()
    if folder is not None and not any(p in ("", ".", "..") or "/" in p or "\\" in p for p in parts):
        path = os.path.join(folder, *parts)     # a plain folder: listed without importlib.resources
        if not os.path.isdir(path):
            raise OSError(f"not a data folder: {'/'.join(parts) or '.'}")
        return sorted(os.listdir(path))
    node = resource_root().joinpath(*parts)
    if not node.is_dir():
        raise OSError(f"not a data folder: {'/'.join(parts) or '.'}")
    return sorted(n.name for n in node.iterdir())
