"""The Artifacts and relic effects' words (area ``artifacts``): every prompt,
answer and log line of ``engine/effects/artifacts_*.py`` is an engine message
(``translate("engine", template, **fields)``), never a bare string, and
``resources/i18n/es/artifacts.ts`` translates every template, keeping its fields."""
import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "engine" / "effects").glob("artifacts_*.py"))
TS = ROOT / "resources" / "i18n" / "es" / "artifacts.ts"
#: Calls whose text arguments a player reads (prompts, answers, log lines).
SHOWN = {"choose_card", "choose_cards", "choose_color", "choose_colors", "choose_player", "choose_number",
         "choose_order", "choose_alternative", "yesno", "choose_set", "claim_standard", "claim_any",
         "may_choose_exactly", "may_splay", "emit", "log", "Decision"}


def _name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def templates() -> list[tuple[str, str, str]]:
    out = []
    for f in FILES:
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node) == "translate":
                ctx, src = node.args[:2]
                assert isinstance(ctx, ast.Constant) and isinstance(src, ast.Constant), f"{f.name}:{node.lineno}"
                out.append((f.name, ctx.value, src.value))
    return out


def test_no_prompt_or_log_line_of_an_artifacts_effect_is_a_bare_string():
    bad = []
    for f in FILES:
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or _name(node) not in SHOWN:
                continue
            for a in list(node.args) + [k.value for k in node.keywords]:
                for sub in ast.walk(a):
                    if isinstance(sub, ast.JoinedStr) or (isinstance(sub, ast.Constant) and isinstance(sub.value, str)
                                                          and " " in sub.value.strip()):
                        # a string inside a translate() call is the template: fine
                        bad.append(f"{f.name}:{sub.lineno}")
    inside = set()
    for f in FILES:
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node) == "translate":
                inside.update(f"{f.name}:{s.lineno}" for s in ast.walk(node) if isinstance(s, ast.Constant))
    assert [b for b in bad if b not in inside] == []


def test_the_artifacts_effects_have_templates_in_the_engine_context():
    found = templates()
    assert len({s for _, _, s in found}) > 80
    assert {c for _, c, _ in found} == {"engine"}


@pytest.fixture(scope="module")
def spanish():
    out = {}
    for ctx in ET.parse(TS).getroot().iter("context"):
        for m in ctx.iter("message"):
            t = m.find("translation")
            out[(ctx.findtext("name"), m.findtext("source"))] = (t.text or "", t.get("type"))
    return out


def test_every_artifacts_template_has_a_spanish_translation_with_the_same_fields(spanish):
    for fname, ctx, src in templates():
        assert (ctx, src) in spanish, f"{fname}: {src!r} not in artifacts.ts: run python tools/i18n.py update"
        text, kind = spanish[(ctx, src)]
        assert kind is None and text.strip(), f"{src!r} untranslated"
        assert sorted(set(re.findall(r"\{\w+\}", src))) == sorted(set(re.findall(r"\{\w+\}", text))), (src, text)
        assert sorted(re.findall(r"\d+", src)) == sorted(re.findall(r"\d+", text)), (src, text)
    assert set(spanish) == {(c, s) for _, c, s in templates()}      # nothing left over


def test_the_english_of_a_converted_prompt_is_unchanged():
    from engine.msg import translate
    m = translate("engine", "Move a top card higher than {player}'s of its color to {player}'s board.", player="Ann")
    assert str(m) == "Move a top card higher than Ann's of its color to Ann's board."
    m = translate("engine", "Meld a {color} card from your hand.", color=4)
    assert str(m) == "Meld a purple card from your hand."
