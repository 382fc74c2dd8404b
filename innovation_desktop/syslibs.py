"""What to install when Qt cannot load one of the system's libraries.

PySide6 (and the frozen bundle) carry Qt, but Qt's libraries load a few of the
system's own when they are imported: OpenGL and EGL above all (``libGL.so.1``,
``libEGL.so.1``), which a minimal system (a container, a server) lacks. Python then
says only ``libGL.so.1: cannot open shared object file``; :func:`missing_library`
turns that into the packages to install. Pure Python, imported only on that error.
"""
from __future__ import annotations

import re

#: a library Qt loads from the system -> its package on Debian/Ubuntu, Fedora, Arch
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libexpat.so.1": ("libexpat1", "expat", "expat"),
    "libstdc++.so.6": ("libstdc++6", "libstdc++", "gcc-libs"),
}

_MISSING = re.compile(r"([\w.+-]+\.so(?:\.[\d.]+)?): cannot open shared object file")


def missing_library(err: BaseException) -> str | None:
    """For an ImportError saying a shared library could not be opened: one line naming
    the library and the packages that bring it (Debian/Ubuntu, Fedora, Arch), e.g.
    ``Qt needs libGL.so.1, which is not installed: Debian/Ubuntu: sudo apt-get install
    libgl1; ...``. None for any other error (that one is raised as it is)."""
    m = _MISSING.search(str(err))
    if m is None:
        return None
    lib = m.group(1)
    known = PACKAGES.get(lib)
    if known is None:
        how = "install the package of your system that contains it"
    else:
        debian, fedora, arch = known
        how = (f"Debian/Ubuntu: sudo apt-get install {debian}; Fedora: sudo dnf install {fedora}; "
               f"Arch: sudo pacman -S {arch}")
    return f"Qt needs {lib}, which is not installed: {how}"
