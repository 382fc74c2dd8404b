"""The vocabulary module: one spelling of each idea, imported by the rest."""
from __future__ import annotations

from engine import verbs
from engine.decisions import Decision
from engine.vocab import KINDS, ZONES, Kind, may_decline


def test_kinds_are_an_enum_that_reads_as_its_word():
    assert Kind.YESNO == "yesno" and str(Kind.ORDER) == "order" and Kind("player") is Kind.PLAYER
    assert set(KINDS) == {"action", "cards", "order", "yesno", "color", "colors", "player", "number",
                          "alternative"}


def test_the_engine_uses_the_vocabularys_zones():
    assert (verbs.HAND, verbs.SCORE, verbs.BOARD, verbs.DISPLAY, verbs.JUNK) == ("hand", "score", "board",
                                                                                 "display", "junk")
    assert verbs.HAND is ZONES[0] and verbs.RELIC_AREA in ZONES


def test_one_you_may_flag():
    assert may_decline("yesno", 1) and may_decline("cards", 0) and may_decline("cards", 3, (0, 3))
    assert not may_decline("color", 1) and not may_decline("cards", 1, (1, 2))
    assert Decision(0, "player", [0, 1], 0).may_decline and not Decision(0, "player", [0, 1], 1).may_decline
