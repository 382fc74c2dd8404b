"""Helpers for Artifacts of History position-file tests (on top of ``helpers``)."""
from __future__ import annotations

from typing import Any

from tests.engine.helpers import pos


def apos(*players: dict, supply: dict | None = None, artifacts: dict | None = None,
         moves: list | None = None, **kw: Any) -> dict[str, Any]:
    """A position document with the Artifacts expansion; ``artifacts`` lists
    Artifacts piles (keyed "1".."10", top first), ``supply`` the base piles."""
    sup = dict(supply or {})
    if artifacts is not None:
        sup["artifacts"] = artifacts
    return pos(*players, supply=sup, moves=moves, expansions=["artifacts"], **kw)


def art_pile(out: dict[str, Any], age: int) -> list[str]:
    """The output Artifacts pile of ``age``, top first."""
    return out["supply"]["artifacts"][str(age)]


def achievements(out: dict[str, Any], name: str) -> list:
    """The output achievements of player ``name``."""
    return next(p for p in out["players"] if p["name"] == name)["achievements"]


__all__ = ["apos", "art_pile", "achievements"]
