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
found by lupdate: its texts come from the card data files and are written by
:func:`update_cards` (run by ``update``):

* context ``cards``: every dogma effect text of every card, source = the English text
  as in the data (``resources/cards.json`` with the first- and fourth-edition texts of
  the cards that differ, ``resources/fourth.json`` (the fourth edition's age-11 cards),
  ``resources/artifacts.json``, ``resources/relics.json``); the app shows
  it with ``QCoreApplication.translate("cards", text)`` (:func:`card_effect_text`);
* context ``specials``: the special achievements' names (``engine.cards.SPECIALS``,
  the ``special`` field of engine messages) and their conditions
  (``innovation_desktop.table.cardtext.SPECIAL_CONDITIONS``).

Translations already made are kept; texts no longer in the data are dropped. The
Spanish words follow ``docs/glossary-es.md``.
"""
from __future__ import annotations

import glob
import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from typing import NamedTuple

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
    "echoes": ["engine/effects/echoes_*.py"],
}


def _tool(name: str) -> str:
    exe = shutil.which(name) or os.path.join(os.path.dirname(sys.executable), name)
    if not os.path.exists(exe):
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e '.[test]')")
    return exe


def ts_path(lang: str, area: str) -> str:
    return os.path.join(I18N, lang, f"{area}.ts")


#: The card data files whose effect texts make the ``cards`` area, in order.
CARD_FILES = ("cards.json", "artifacts.json", "relics.json", "fourth.json", "echoes.json")


def card_texts() -> list[tuple[str, str, str]]:
    """Every text of the ``cards`` area as ``(context, source, note)``, in the order
    of the data, each ``(context, source)`` once: the effect texts of every card
    (context ``cards``; both editions), then the special achievements' names and
    conditions (context ``specials``). ``note`` says where the text comes from
    (shown to translators). Raises ``OSError``/``ValueError`` for unreadable data."""
    out: list[tuple[str, str, str]] = []
    seen: set[tuple[str, str]] = set()

    def add(ctx: str, src: str, note: str) -> None:
        if (ctx, src) not in seen:
            seen.add((ctx, src))
            out.append((ctx, src, note))

    for fname in CARD_FILES:
        with open(os.path.join(ROOT, "resources", fname), encoding="utf-8") as f:
            cards = json.load(f)
        for c in cards:
            for key, edition in (("effects", ""), ("first_edition_effects", ", first edition"),
                                 ("fourth_edition_effects", ", fourth edition")):
                for i, e in enumerate(c.get(key) or (), 1):
                    add("cards", e["text"], f"{c['name']} (age {c['age']}, {c['color']}{edition}), "
                                            f"{e['kind']} effect {i}")
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    from engine import cards as _cards
    from engine.cards import ECHOES_SPECIALS, SPECIALS
    CITIES_SPECIALS = getattr(_cards, "CITIES_SPECIALS", ())       # Cities of Destiny (with its engine)
    from innovation_desktop.table.cardtext import SPECIAL_CONDITIONS, SPECIAL_CONDITIONS_FOURTH
    for name in SPECIALS + ECHOES_SPECIALS + CITIES_SPECIALS:
        add("specials", name, "a special achievement's name")
    for name in SPECIALS + ECHOES_SPECIALS + CITIES_SPECIALS:
        add("specials", SPECIAL_CONDITIONS[name], f"the condition of the special achievement {name}")
    for name in SPECIALS:
        add("specials", SPECIAL_CONDITIONS_FOURTH[name],
            f"the condition of the special achievement {name}, fourth edition")
    return out


def _indent(elem: ET.Element, level: int = 0) -> None:
    pad = "\n" + "    " * level
    if len(elem):
        if not (elem.text or "").strip():
            elem.text = pad + "    "
        for child in elem:
            _indent(child, level + 1)
        if not (child.tail or "").strip():
            child.tail = pad
    if level and not (elem.tail or "").strip():
        elem.tail = pad


def read_translations(ts: str) -> dict[tuple[str, str], tuple[str, str | None]]:
    """``(context, source) -> (translation, type)`` of every message of ``ts``
    (``type`` None for a finished translation, else ``"unfinished"``...); empty if
    the file does not exist."""
    if not os.path.exists(ts):
        return {}
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            t = m.find("translation")
            out[(name, m.findtext("source") or "")] = ("" if t is None else "".join(t.itertext()),
                                                      None if t is None else t.get("type"))
    return out


def update_cards(lang: str) -> str:
    """Write ``resources/i18n/<lang>/cards.ts`` from the card data (:func:`card_texts`):
    the translations already in the file are kept, new texts are added unfinished,
    texts no longer in the data are dropped. Returns the file's path."""
    path = ts_path(lang, "cards")
    old = read_translations(path)
    root = ET.Element("TS", version="2.1", language=lang)
    contexts: dict[str, ET.Element] = {}
    for ctx, src, note in card_texts():
        if ctx not in contexts:
            contexts[ctx] = ET.SubElement(root, "context")
            ET.SubElement(contexts[ctx], "name").text = ctx
        m = ET.SubElement(contexts[ctx], "message")
        ET.SubElement(m, "source").text = src
        ET.SubElement(m, "extracomment").text = note
        text, kind = old.get((ctx, src), ("", "unfinished"))
        t = ET.SubElement(m, "translation")
        t.text = text
        if kind or not text:
            t.set("type", "unfinished")
    _indent(root)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    body = ET.tostring(root, encoding="unicode", short_empty_elements=False)
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
    return path


#: Areas whose texts are the engine's messages (``engine.msg.translate(context,
#: template, **fields)``): pyside6-lupdate does not see a call with keyword
#: arguments, so :func:`extract_messages` reads them from the source instead.
MESSAGE_AREAS = ("engine", "effects", "artifacts", "echoes")


def extract_messages(files: list[str]) -> list[tuple[str, str]]:
    """Every ``translate("context", "template", ...)`` call (a plain ``translate``
    or ``something.translate``) in ``files`` whose first two arguments are string
    literals: ``(context, template)`` in source order, without repeats. A call
    whose template is not a literal is skipped (it cannot be translated)."""
    import ast
    out: dict[tuple[str, str], None] = {}
    for f in files:
        with open(f, encoding="utf-8") as fh:
            tree = ast.parse(fh.read(), f)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            fn = node.func
            name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else ""
            if name != "translate":
                continue
            ctx, src = node.args[0], node.args[1]
            if (isinstance(ctx, ast.Constant) and isinstance(ctx.value, str)
                    and isinstance(src, ast.Constant) and isinstance(src.value, str)):
                out[(ctx.value, src.value)] = None
    return sorted(out, key=lambda k: (k[0], list(out).index(k)))


def write_ts(path: str, lang: str, entries: list[tuple[str, str]]) -> None:
    """Write the ``.ts`` file ``path`` with ``entries`` ``(context, source)``,
    keeping the translations it already has; new texts are marked unfinished and
    texts no longer in the source are dropped (as lupdate's ``-no-obsolete``)."""
    old: dict[tuple[str, str], ET.Element] = {}
    if os.path.exists(path):
        for ctx in ET.parse(path).getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for m in ctx.iter("message"):
                t = m.find("translation")
                if t is not None:
                    old[(name, m.findtext("source") or "")] = t
    root = ET.Element("TS", {"version": "2.1", "language": lang})
    by_ctx: dict[str, list[str]] = {}
    for ctx, src in entries:
        by_ctx.setdefault(ctx, []).append(src)
    for ctx in sorted(by_ctx):
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = ctx
        for src in by_ctx[ctx]:
            m = ET.SubElement(c, "message")
            ET.SubElement(m, "source").text = src
            t = old.get((ctx, src))
            if t is None:
                t = ET.Element("translation", {"type": "unfinished"})
            m.append(t)
    ET.indent(root, "    ")
    body = ET.tostring(root, encoding="unicode")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")


def update() -> None:
    """Run pyside6-lupdate for every area and language (keeps the translations made),
    :func:`update_cards`, and for the engine's message areas (:data:`MESSAGE_AREAS`)
    :func:`extract_messages`."""
    lupdate = None
    for lang in LANGUAGES:
        update_cards(lang)
        os.makedirs(os.path.join(I18N, lang), exist_ok=True)
        for area, globs in AREAS.items():
            files = sorted(f for g in globs for f in glob.glob(os.path.join(ROOT, g)))
            if area in MESSAGE_AREAS:
                write_ts(ts_path(lang, area), lang, extract_messages(files))
                continue
            lupdate = lupdate or _tool("pyside6-lupdate")
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


class Message(NamedTuple):
    """One message of a ``.ts`` file: its language, area, context, English source,
    translation (the numerus forms, or one text), whether it is finished and
    whether it has numerus forms."""

    lang: str
    area: str
    context: str
    source: str
    translations: list[str]
    finished: bool
    numerus: bool


def messages(path: str) -> list[Message]:
    """The messages of the ``.ts`` file ``path``
    (``resources/i18n/<lang>/<area>.ts``), obsolete and vanished ones left out.
    A message is finished when its translation is not marked unfinished and
    every one of its texts is non-blank. Raises OSError or
    xml.etree.ElementTree.ParseError for a missing or malformed file."""
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


def untranslated(ts: str) -> list[tuple[str, str]]:
    """``(context, source)`` of every message of ``ts`` without a finished translation."""
    return [(m.context, m.source) for m in messages(ts) if not m.finished]


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
