"""The card data: checked against its schema, trusted only when its hash was
recorded as checked, and refused clearly when corrupted."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cards import (ARTIFACT_CARDS, ARTIFACTS_DATA_HASH, ARTIFACTS_OFFSET, BASE_CARDS, CARD_DATA_HASH, CARDS,
                          RELIC_CARDS, RELICS_DATA_HASH, RELICS_OFFSET, CardDataError, _raw_data, build_cards,
                          checked_hash, data_hash, load_card_set)

ROOT = Path(__file__).resolve().parents[2]


def test_packaged_card_data_is_valid_and_recorded_as_checked():
    raw = _raw_data()
    assert len(load_card_set(raw).cards) == 105
    assert checked_hash() == data_hash(raw) == CARD_DATA_HASH, (
        "resources/cards.json changed since it was last checked: run `python tools/check_cards.py` "
        "(it checks the data and records its hash in resources/cards-checked.json)")


def test_trusted_and_fully_checked_loads_agree():
    raw = _raw_data()
    assert build_cards(raw, None) == build_cards(raw, data_hash(raw)) == (BASE_CARDS, CARD_DATA_HASH)
    assert CARDS[:105] == BASE_CARDS


@pytest.mark.parametrize("card_set,offset,n", [("artifacts", ARTIFACTS_OFFSET, 105), ("relic", RELICS_OFFSET, 5)])
def test_expansion_card_data_is_valid_recorded_and_loaded_the_same_both_ways(card_set, offset, n):
    raw = _raw_data(card_set)
    assert len(load_card_set(raw, card_set).cards) == n
    assert checked_hash(card_set) == data_hash(raw), "run `python tools/check_cards.py`"
    loaded = ARTIFACT_CARDS if card_set == "artifacts" else RELIC_CARDS
    assert (
        build_cards(raw, None, card_set, offset)[0] == build_cards(raw, data_hash(raw), card_set, offset)[0] == loaded
    )
    assert [c.id for c in loaded] == list(range(offset, offset + n))
    assert {c.set for c in loaded} == {card_set}
    assert ARTIFACTS_DATA_HASH == checked_hash("artifacts") and RELICS_DATA_HASH == checked_hash("relic")


def test_artifacts_data_has_the_expected_shape():
    ages = [sum(1 for c in ARTIFACT_CARDS if c.age == a) for a in range(1, 11)]
    assert ages == [15] + [10] * 9
    yamato = next(c for c in ARTIFACT_CARDS if c.name == "Battleship Yamato")
    assert yamato.dogma_icon is None and yamato.effects == () and yamato.faceup_age == 11 and yamato.age == 8
    assert sum(1 for c in ARTIFACT_CARDS for k, _ in c.effects if k == "compel") == 29
    assert len({c.name for c in CARDS}) == len(CARDS) == 225 + 105 + 105     # with the age-11, Echoes and Cities cards
    assert [c.age for c in RELIC_CARDS] == [3, 4, 5, 6, 7]


@pytest.mark.parametrize("edit,words", [
    (lambda cs: cs[3]["effects"].append({"kind": "compel", "text": "x"}), "compel"),
    (lambda cs: cs[0].update(set="relic"), "relic_set"),
])
def test_base_data_refuses_expansion_only_features(edit, words):
    with pytest.raises(CardDataError, match=words):
        build_cards(_corrupt(edit), checked_hash())


def test_artifact_data_in_the_wrong_file_is_refused():
    with pytest.raises(CardDataError, match="not 'base'"):
        build_cards(_raw_data("artifacts"), None)


def _corrupt(edit):
    cards = json.loads(_raw_data())
    edit(cards)
    return json.dumps(cards).encode()


@pytest.mark.parametrize("edit,words", [
    (lambda cs: cs[3].update(age=11), "age"),
    (lambda cs: cs[0]["icons"].update(top_left="leaf"), "hexagon"),
    (lambda cs: cs[5].pop("dogma_icon"), "dogma_icon"),
    (lambda cs: cs[7].update(color="pink"), "color"),
    (lambda cs: cs[9].update(name=cs[8]["name"]), "unique"),
    (lambda cs: cs.pop(40), "index"),
    (lambda cs: cs[2]["effects"].clear(), "effects"),
])
def test_corrupted_card_data_is_refused_even_with_a_checked_hash_recorded(edit, words):
    raw = _corrupt(edit)
    with pytest.raises(CardDataError, match=words) as e:
        build_cards(raw, checked_hash())
    assert "cards.json) is invalid" in str(e.value)


def test_card_data_that_is_not_json_is_refused():
    with pytest.raises(CardDataError, match="not valid JSON"):
        build_cards(_raw_data()[:-40], checked_hash())


def test_importing_the_engine_refuses_corrupted_packaged_data(tmp_path):
    # an installed engine (resources/ copied in as the package engine.resources, as
    # the wheel has it) whose cards.json was damaged after it was checked
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "engine", tmp_path / "engine", ignore=ignore)
    data = tmp_path / "engine" / "resources"
    shutil.copytree(ROOT / "resources", data, ignore=ignore)
    cards = json.loads((data / "cards.json").read_text(encoding="utf-8"))
    cards[12]["age"] = 0
    (data / "cards.json").write_text(json.dumps(cards), encoding="utf-8")
    env = {"PYTHONPATH": str(tmp_path), "PATH": os.defpath}
    r = subprocess.run([sys.executable, "-c", "import engine"], capture_output=True, text=True, env=env,
                       cwd=tmp_path, timeout=60)
    assert r.returncode != 0
    assert "CardDataError" in r.stderr and "age" in r.stderr


def test_importing_the_engine_does_not_import_pydantic():
    # checking the card data at every start-up cost more than the rest of the engine
    code = "import sys, engine, engine.view, engine.ai; sys.exit('pydantic' in sys.modules)"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
