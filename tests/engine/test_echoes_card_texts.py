"""The Echoes card texts (``resources/echoes.json``) are our own words: no effect
text equals or nearly equals the one-line summary of the reference facts the
expansion was built from (``tests/engine/data/echoes_reference_summaries.json``, a
copy of the summaries of ``shared/reference/echoes/cards.json``), and each text
says what its effect kind is (a demand reads "I demand you ...!")."""
import difflib
import json
from pathlib import Path

from engine import CARDS

SUMMARIES = json.loads((Path(__file__).parent / "data" / "echoes_reference_summaries.json")
                       .read_text(encoding="utf-8"))
#: Above this difflib ratio (case ignored) a text counts as a near copy; the texts
#: were rewritten to stay below 0.75 (0.8 would be a reworded copy).
NEAR = 0.75

ECHOES = [c for c in CARDS if c.set == "echoes"]


def test_every_echoes_card_is_looked_at():
    assert len(ECHOES) == 105 == len(SUMMARIES)
    assert {c.name for c in ECHOES} == set(SUMMARIES)
    assert sum(len(c.effects) for c in ECHOES) == 213


def test_no_echoes_effect_text_is_a_near_copy_of_the_reference_summary():
    near = []
    for c in ECHOES:
        assert len(c.effects) == len(SUMMARIES[c.name]), c.name
        for (_, text), summary in zip(c.effects, SUMMARIES[c.name]):
            ratio = difflib.SequenceMatcher(None, text.casefold(), summary.casefold()).ratio()
            if ratio > NEAR:
                near.append((round(ratio, 2), c.name, text))
    assert not near, f"{len(near)} texts too close to the reference, e.g. {near[:3]}"


def test_the_near_copy_check_catches_a_lightly_reworded_summary():
    """The measure itself: the old texts (the summaries turned into "I demand you"
    sentences) are caught."""
    summary = SUMMARIES["Candles"][1]
    old = "I demand you move a card with a castle from your hand into my hand; if you did, you draw a 1!"
    assert difflib.SequenceMatcher(None, old.casefold(), summary.casefold()).ratio() > NEAR
    assert difflib.SequenceMatcher(None, "draw and tuck a 1.", SUMMARIES["Perfume"][0].casefold()).ratio() > NEAR


def test_demands_are_worded_as_demands_and_other_effects_are_not():
    for c in ECHOES:
        for kind, text in c.effects:
            if kind == "demand":
                assert text.startswith("I demand you ") and text.endswith("!"), (c.name, text)
            else:
                assert "I demand" not in text, (c.name, text)
