"""Translation files: find the texts to translate, compile the translations.

The translations live in ``resources/i18n/<language>/<area>.ts`` (Qt Linguist
sources, edited by people or ``pyside6-linguist``) and are compiled to ``.qm`` files
beside them, which the app loads (``innovation_desktop/i18n.py``) and which are
committed, so that an install needs no Qt tools. One ``.ts`` file per *area* of
the source keeps the files small and lets several people translate at once.

Usage::

    python tools/i18n.py update   # run pyside6-lupdate: add new texts, mark gone ones obsolete
    python tools/i18n.py release  # run pyside6-lrelease: compile every .ts into its .qm
    python tools/i18n.py check    # list untranslated texts; exit 1 if there are any

Areas are given by :data:`AREAS` (area -> source globs). The ``cards`` area is not
found by lupdate: its texts (card effects, special achievements) come from the card
data files and are written by :func:`update_cards`.
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
I18N = os.path.join(ROOT, "resources", "i18n")

#: The languages besides English (the source language).
LANGUAGES = ("es",)

#: Areas: the name of the .ts file -> the source files (globs, relative to the root).
AREAS: dict[str, list[str]] = {
    "table": ["innovation_desktop/table/*.py"],
    "app": ["innovation_desktop/*.py", "innovation_desktop/library/*.py", "innovation_desktop/help/*.py",
            "innovation_desktop/sessions/*.py", "innovation_desktop/saves/*.py"],
    "lan": ["innovation_desktop/lan/*.py", "innovation_desktop/net/*.py"],
    "engine": ["engine/*.py"],
    "effects": ["engine/effects/age*.py"],
    "artifacts": ["engine/effects/artifacts_*.py"],
}


def _tool(name: str) -> str:
    exe = shutil.which(name) or os.path.join(os.path.dirname(sys.executable), name)
    if not os.path.exists(exe):
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e '.[test]')")
    return exe


def ts_path(lang: str, area: str) -> str:
    return os.path.join(I18N, lang, f"{area}.ts")


def update() -> None:
    """Run pyside6-lupdate for every area and language (keeps the translations made)."""
    lupdate = _tool("pyside6-lupdate")
    for lang in LANGUAGES:
        os.makedirs(os.path.join(I18N, lang), exist_ok=True)
        for area, globs in AREAS.items():
            files = sorted(f for g in globs for f in glob.glob(os.path.join(ROOT, g)))
            rel = [os.path.relpath(f, ROOT) for f in files]
            _set_language(ts_path(lang, area), lang)
            subprocess.run([lupdate, "-locations", "none", "-no-obsolete", "-target-language", lang, *rel, "-ts",
                            os.path.relpath(ts_path(lang, area), ROOT)], cwd=ROOT, check=True)
            _drop_doc_comments(ts_path(lang, area))


def _set_language(ts: str, lang: str) -> None:
    """Give an existing ``.ts`` file its target language if it has none (lupdate
    refuses to update a file without one)."""
    if not os.path.exists(ts):
        return
    with open(ts, encoding="utf-8") as f:
        text = f.read()
    if "<TS " in text and "language=" not in text.split("<TS ", 1)[1].split(">", 1)[0]:
        with open(ts, "w", encoding="utf-8") as f:
            f.write(text.replace("<TS ", f'<TS language="{lang}" ', 1))


def _drop_doc_comments(ts: str) -> None:
    """Remove the ``<extracomment>`` elements lupdate copies from the Python ``#:``
    documentation comments near a text (they document the code, not the text)."""
    import re
    with open(ts, encoding="utf-8") as f:
        text = f.read()
    new = re.sub(r"\n\s*<extracomment>.*?</extracomment>", "", text, flags=re.S)
    if new != text:
        with open(ts, "w", encoding="utf-8") as f:
            f.write(new)


def release() -> None:
    """Compile every ``.ts`` into its ``.qm``."""
    lrelease = _tool("pyside6-lrelease")
    for ts in sorted(glob.glob(os.path.join(I18N, "*", "*.ts"))):
        subprocess.run([lrelease, "-silent", ts, "-qm", ts[:-3] + ".qm"], check=True)


def untranslated(ts: str) -> list[tuple[str, str]]:
    """``(context, source)`` of every message of ``ts`` without a finished translation."""
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            t = m.find("translation")
            if t is None or t.get("type") in ("unfinished",) or not "".join(t.itertext()).strip():
                out.append((name, m.findtext("source") or ""))
    return out


def check() -> int:
    bad = 0
    for ts in sorted(glob.glob(os.path.join(I18N, "*", "*.ts"))):
        for ctx, src in untranslated(ts):
            bad += 1
            print(f"{os.path.relpath(ts, ROOT)}: [{ctx}] {src!r}")
    print(f"{bad} untranslated")
    return 1 if bad else 0


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "update":
        update()
    elif cmd == "release":
        release()
    elif cmd == "check":
        sys.exit(check())
    else:
        print(__doc__)
        sys.exit(2)
