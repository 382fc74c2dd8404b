"""Every card of ages 8, 9 and 10 is implemented and named by at least one test file
under tests/engine/ (this coverage file itself excluded)."""
import json
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CARDS = json.loads((ROOT / "resources" / "cards.json").read_text(encoding="utf-8"))
THIS = pathlib.Path(__file__).name
TESTS = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "engine").rglob("*.py")
                  if p.name != THIS)
NAMES = [c["name"] for c in CARDS if c["age"] in (8, 9, 10)]


def test_thirty_cards():
    assert len(NAMES) == 30


@pytest.mark.parametrize("name", NAMES)
def test_age8_10_card_implemented_and_tested(name):
    card = next(c for c in CARDS if c["name"] == name)
    assert card["implemented"], f"{name} is not marked implemented"
    assert name in TESTS, f"no file under tests/engine/ names {name}"
