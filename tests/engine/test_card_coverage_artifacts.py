"""Every Artifacts of History card (and relic) is implemented (``implemented`` true in
resources/artifacts.json, with registered effect functions unless it has no effect)
and named, in double quotes, by a test file under tests/engine/ other than this one
(the position-file tests ``test_artifacts_age*.py``)."""
import json
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CARDS = json.loads((ROOT / "resources" / "artifacts.json").read_text(encoding="utf-8"))
THIS = pathlib.Path(__file__).resolve()
TESTS = "\n".join(p.read_text(encoding="utf-8", errors="replace")
                  for p in (ROOT / "tests" / "engine").rglob("*.py")
                  if p.resolve() != THIS)
#: Cards not written yet, each with the reason: the test expects them to fail
#: (strictly: writing one makes its test pass, which fails until it leaves this list).
NOT_YET: dict[str, str] = {}
NAMES = [pytest.param(c["name"], marks=pytest.mark.xfail(strict=True, reason=NOT_YET[c["name"]]))
         if c["name"] in NOT_YET else c["name"] for c in CARDS]


def test_the_expansion_has_105_cards():
    assert len(CARDS) == 105
    assert [sum(1 for c in CARDS if c["age"] == a) for a in range(1, 11)] == [15] + [10] * 9


@pytest.mark.parametrize("name", NAMES)
def test_artifacts_card_implemented_and_tested(name):
    from engine import effects  # noqa: F401  (registers every card)
    from engine.cards import BY_NAME, CARDS as ENGINE_CARDS
    from engine.dogma import EFFECTS

    card = next(c for c in CARDS if c["name"] == name)
    cid = BY_NAME[name]
    assert ENGINE_CARDS[cid].set == "artifacts"
    assert card["implemented"], f"{name} is not marked implemented"
    if card["effects"]:
        fns = EFFECTS.get((cid, "third"))
        assert fns is not None and len(fns) == len(card["effects"]), f"{name} has no registered effects"
    assert f'"{name}"' in TESTS, f"no test under tests/engine/ names {name}"


RELICS = json.loads((ROOT / "resources" / "relics.json").read_text(encoding="utf-8"))
#: Relics with effects this game can run (Complex Numbers and Newton-Wickins Telescope
#: are played with Artifacts alone; Safety Pin, an Echoes relic, only lies in
#: achievements then, but its demand is written too). Timbuktu has no effect and Ching
#: Shih only karma effects of a set not played.
PLAYABLE_RELICS = ("Complex Numbers", "Newton-Wickins Telescope", "Safety Pin")


@pytest.mark.parametrize("name", [r["name"] for r in RELICS])
def test_relic_named_by_a_test_and_playable_ones_implemented(name):
    from engine import effects  # noqa: F401
    from engine.cards import BY_NAME
    from engine.dogma import EFFECTS

    assert f'"{name}"' in TESTS, f"no test under tests/engine/ names {name}"
    relic = next(r for r in RELICS if r["name"] == name)
    if name in PLAYABLE_RELICS:
        assert relic["implemented"], f"{name} is not marked implemented"
        assert (BY_NAME[name], "third") in EFFECTS, f"{name} has no registered effects"
    else:
        assert all(e["kind"] in ("karma", "echo") for e in relic["effects"])
