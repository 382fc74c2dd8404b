"""Helpers for Echoes of the Past position-file tests (on top of ``helpers``)."""
from __future__ import annotations

from typing import Any

from tests.engine.helpers import pl, pos


def E(name: str, board: dict | None = None, hand: list | None = None, score: list | None = None,
      achievements: list | None = None, forecast: list | None = None) -> dict[str, Any]:
    """A player object with a forecast."""
    return {"name": name, "board": board or {}, "hand": hand or [], "score": score or [],
            "achievements": achievements or [], "forecast": forecast or []}


def epos(*players: dict, supply: dict | None = None, echoes: dict | None = None, moves: list | None = None,
         artifacts: dict | None = None, expansions: list | None = None, **kw: Any) -> dict[str, Any]:
    """A position document with Echoes of the Past; ``echoes`` lists Echoes piles
    (keyed "1".."10", top first), ``supply`` the base piles."""
    sup = dict(supply or {})
    if echoes is not None:
        sup["echoes"] = echoes
    if artifacts is not None:
        sup["artifacts"] = artifacts
    return pos(*players, supply=sup, moves=moves, expansions=expansions or ["echoes"], **kw)


def ech_pile(out: dict[str, Any], age: int) -> list[str]:
    """The output Echoes pile of ``age``, top first."""
    return out["supply"]["echoes"][str(age)]


def forecast(out: dict[str, Any], name: str) -> list[str]:
    return pl(out, name)["forecast"]


def points(out: dict[str, Any], name: str) -> int:
    return pl(out, name)["points"]


def achievements(out: dict[str, Any], name: str) -> list:
    return pl(out, name)["achievements"]


def meld(card: str) -> dict[str, Any]:
    return {"action": "meld", "card": card}


DRAW = {"action": "draw"}

__all__ = ["E", "epos", "ech_pile", "forecast", "points", "achievements", "meld", "DRAW"]
