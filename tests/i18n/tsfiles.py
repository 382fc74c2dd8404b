"""Reading the translation sources (``resources/i18n/<lang>/<area>.ts``) for the tests."""
from __future__ import annotations

import glob
import os
import importlib.util
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
I18N = os.path.join(ROOT, "resources", "i18n")

# the .ts reader is the translation tool's own (tools/i18n.py), so the tests and
# ``tools/i18n.py check`` agree on what a finished translation is
_spec = importlib.util.spec_from_file_location("i18n_tool_ts", os.path.join(ROOT, "tools", "i18n.py"))
_tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_tool)
Message = _tool.Message
messages = _tool.messages

#: Placeholders that must be carried over: ``{field}``, ``%n``, ``%1``..``%99``.
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%L?\d+")


def ts_files(lang: str | None = None) -> list[str]:
    """Every ``.ts`` file (of ``lang``, or of every language), sorted."""
    return sorted(glob.glob(os.path.join(I18N, lang or "*", "*.ts")))


def placeholders(text: str) -> list[str]:
    """The placeholders of ``text``, sorted (a multiset: repeats count)."""
    return sorted(PLACEHOLDER.findall(text))


def mnemonics(text: str) -> int:
    """How many keyboard mnemonics (``&X``, not ``&&`` nor an ``&entity;``) ``text`` has."""
    t = re.sub(r"&&|&[a-zA-Z]+;|&#\d+;", "", text)
    return len(re.findall(r"&\S", t))
