"""Every card of ages 5, 6 and 7 is implemented (``implemented`` true in
resources/cards.json, with registered effect functions) and named by at least one
file under tests/engine/ other than this coverage file itself."""
import json
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CARDS = json.loads((ROOT / "resources" / "cards.json").read_text(encoding="utf-8"))
THIS = pathlib.Path(__file__).resolve()
TESTS = "\n".join(p.read_text(encoding="utf-8", errors="replace")
                  for p in (ROOT / "tests" / "engine").rglob("*")
                  if p.is_file() and p.resolve() != THIS and p.suffix in (".py", ".json", ".txt"))
NAMES = [c["name"] for c in CARDS if c["age"] in (5, 6, 7)]


def test_thirty_cards():
    assert len(NAMES) == 30


@pytest.mark.parametrize("name", NAMES)
def test_age5_7_card_implemented_and_tested(name):
    from engine import effects  # noqa: F401  (registers every card)
    from engine.cards import BY_NAME
    from engine.dogma import EFFECTS

    card = next(c for c in CARDS if c["name"] == name)
    assert card["implemented"], f"{name} is not marked implemented"
    assert (BY_NAME[name], "third") in EFFECTS, f"{name} has no registered effects"
    if card.get("first_edition_effects"):
        assert (BY_NAME[name], "first") in EFFECTS, f"{name} has no first-edition effects"
    assert name in TESTS, f"no file under tests/engine/ names {name}"
