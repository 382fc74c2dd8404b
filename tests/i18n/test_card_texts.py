"""The card texts' translations (``resources/i18n/es/cards.ts``, area ``cards``):
every effect text of every card of every set (both editions) and every special
achievement's name and condition has a finished Spanish translation; the file is
exactly what ``python tools/i18n.py update`` makes from today's card data; the
compiled ``.qm`` says the same; the Spanish words follow ``docs/glossary-es.md``."""
import importlib.util
import re
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from engine import CARDS, SPECIALS
from engine.cards import SETS

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "i18n" / "es" / "cards.ts"
QM = TS.with_suffix(".qm")


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def messages():
    """(context, source) -> (translation, type attribute) of cards.ts."""
    return _tool().read_translations(str(TS))


def test_every_card_of_every_set_has_its_effect_texts_in_cards_ts(messages):
    seen_sets = set()
    for c in CARDS:
        seen_sets.add(c.set)
        for _, text in c.effects + (c.first_effects or ()):
            assert ("cards", text) in messages, f"{c.name}: {text!r} is not in cards.ts"
    assert seen_sets == set(SETS)          # base, Artifacts and relics were all looked at
    assert any(c.first_effects for c in CARDS)


def test_every_special_achievement_name_and_condition_is_in_cards_ts(messages):
    from innovation_desktop.table.tips import SPECIAL_CONDITIONS
    for name in SPECIALS:
        assert ("specials", name) in messages
        assert ("specials", SPECIAL_CONDITIONS[name]) in messages


def test_cards_ts_is_what_update_makes_from_the_card_data(messages):
    """No text missing, none left over from older card data: run
    ``python tools/i18n.py update`` after changing a card's text."""
    wanted = {(ctx, src) for ctx, src, _ in _tool().card_texts()}
    assert set(messages) == wanted


def test_every_card_text_has_a_finished_spanish_translation(messages):
    bad = [(k, v) for k, v in messages.items() if v[1] is not None or not v[0].strip()]
    assert not bad, f"{len(bad)} untranslated, e.g. {bad[:3]}"
    same = [k for k, (t, _) in messages.items() if t == k[1] and k[1] not in ("Universe",)]
    assert not same, f"left in English: {same[:3]}"


def test_spanish_sentences_are_punctuated_as_spanish(messages):
    """A demand or compel ends with "!" and opens with "¡"; fields and digits stay."""
    for (_ctx, src), (tr, _) in messages.items():
        if src.endswith("!"):
            assert tr.endswith("!") and "¡" in tr, (src, tr)
        assert sorted(re.findall(r"\d+", src)) == sorted(re.findall(r"\d+", tr)), (src, tr)
        assert re.findall(r"\{\w+\}|%\d|%n", src) == re.findall(r"\{\w+\}|%\d|%n", tr)


def test_spanish_card_texts_use_the_glossary_words(messages):
    """docs/glossary-es.md: fundir (not fusionar/meldir), archivar, desplegar,
    puntuar, exigencia; no English game word left in a translation."""
    words = re.compile(r"\b(meld|melds|splay|splayed|tuck|tucked|score pile|demand|fusiona\w*|meldi\w*|"
                       r"splaya\w*|separa\w*|extiend\w*)\b", re.IGNORECASE)
    for (_ctx, src), (tr, _) in messages.items():
        titles = [c.name for c in CARDS if c.name in src]
        tr = "".join(ch for ch in unicodedata.normalize("NFKD", tr) if not unicodedata.combining(ch))
        rest = tr
        for t in titles:
            rest = rest.replace(t, "")
        assert not words.search(rest), (src, tr)
        if re.search(r"\bmeld", src, re.IGNORECASE):
            assert re.search(r"\bfund", tr, re.IGNORECASE), (src, tr)
        if re.search(r"\btuck", src, re.IGNORECASE):
            assert re.search(r"archiv", tr, re.IGNORECASE), (src, tr)
        if re.search(r"\bsplay(?! into)", src, re.IGNORECASE) and "unsplay" not in src.casefold():
            assert re.search(r"despleg|desplieg", tr, re.IGNORECASE), (src, tr)
    glossary = (ROOT / "docs" / "glossary-es.md").read_text(encoding="utf-8")
    for term in ("fundir", "archivar", "desplegar", "puntuar", "exigencia", "pila de puntuación"):
        assert term in glossary


def test_the_compiled_qm_says_what_the_ts_says(qapp, messages):
    tr = QTranslator()
    assert tr.load(str(QM)), "run python tools/i18n.py release"
    for (ctx, src), (text, _) in messages.items():
        assert tr.translate(ctx, src) == text, (ctx, src)


def test_update_keeps_translations_and_drops_texts_no_longer_in_the_data(tmp_path, monkeypatch):
    tool = _tool()
    monkeypatch.setattr(tool, "I18N", str(tmp_path))
    path = Path(tool.ts_path("es", "cards"))
    path.parent.mkdir(parents=True)
    root = ET.parse(TS).getroot()
    ctx = root.find("context")
    gone = ET.SubElement(ctx, "message")
    ET.SubElement(gone, "source").text = "A text no card has any more."
    ET.SubElement(gone, "translation").text = "Un texto que ya no tiene ninguna carta."
    first = ctx.find("message")
    first.find("translation").text = "Traducción cambiada a mano."
    last = root.findall("context")[-1].findall("message")[-1]
    ctx_last = root.findall("context")[-1]
    ctx_last.remove(last)
    ET.ElementTree(root).write(path, encoding="utf-8")
    tool.update_cards("es")
    got = tool.read_translations(str(path))
    assert ("cards", "A text no card has any more.") not in got
    assert got[("cards", first.findtext("source"))] == ("Traducción cambiada a mano.", None)
    assert got[(ctx_last.findtext("name"), last.findtext("source"))] == ("", "unfinished")
    assert len(got) == len(tool.card_texts())
