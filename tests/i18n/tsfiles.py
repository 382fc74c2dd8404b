"""Reading the translation sources (``resources/i18n/<lang>/<area>.ts``) for the tests."""
from __future__ import annotations

import glob
import os
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
I18N = os.path.join(ROOT, "resources", "i18n")

#: Placeholders that must be carried over: ``{field}``, ``%n``, ``%1``..``%99``.
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%L?\d+")


@dataclass
class Message:
    """One message of a ``.ts`` file: its area, context, English source, translation
    (the numerus forms, or one text), whether it is finished."""

    lang: str
    area: str
    context: str
    source: str
    translations: list[str]
    finished: bool
    numerus: bool


def ts_files(lang: str | None = None) -> list[str]:
    """Every ``.ts`` file (of ``lang``, or of every language), sorted."""
    return sorted(glob.glob(os.path.join(I18N, lang or "*", "*.ts")))


def messages(path: str) -> list[Message]:
    """The messages of the ``.ts`` file ``path`` (obsolete/vanished ones left out)."""
    lang = os.path.basename(os.path.dirname(path))
    area = os.path.splitext(os.path.basename(path))[0]
    out = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            t = m.find("translation")
            kind = t.get("type") if t is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in t.iter("numerusform")] if t is not None else []
            numerus = m.get("numerus") == "yes"
            texts = forms if numerus else [(t.text or "") if t is not None else ""]
            finished = kind != "unfinished" and all(x.strip() for x in texts) and bool(texts)
            out.append(Message(lang, area, name, m.findtext("source") or "", texts, finished, numerus))
    return out


def placeholders(text: str) -> list[str]:
    """The placeholders of ``text``, sorted (a multiset: repeats count)."""
    return sorted(PLACEHOLDER.findall(text))


def mnemonics(text: str) -> int:
    """How many keyboard mnemonics (``&X``, not ``&&`` nor an ``&entity;``) ``text`` has."""
    t = re.sub(r"&&|&[a-zA-Z]+;|&#\d+;", "", text)
    return len(re.findall(r"&\S", t))
