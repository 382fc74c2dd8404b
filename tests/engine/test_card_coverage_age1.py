"""Every age-1 card is implemented and named by at least one test."""
import json
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CARDS = json.loads((ROOT / "resources" / "cards.json").read_text(encoding="utf-8"))
TESTS = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "engine").glob("test_*.py")
                  if not p.name.startswith("test_card_coverage"))


@pytest.mark.parametrize("name", [c["name"] for c in CARDS if c["age"] == 1])
def test_age1_card_implemented_and_tested(name):
    card = next(c for c in CARDS if c["name"] == name)
    assert card["implemented"], f"{name} is not marked implemented"
    assert f'"{name}"' in TESTS, f"no test names {name}"
