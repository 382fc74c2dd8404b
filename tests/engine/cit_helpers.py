"""Helpers for Cities of Destiny position-file tests (on top of ``helpers``)."""
from __future__ import annotations

from typing import Any

from tests.engine.helpers import pl, pos


def C(name: str, board: dict | None = None, hand: list | None = None, score: list | None = None,
      achievements: list | None = None, **kw: Any) -> dict[str, Any]:
    """A player object (``kw``: more keys, e.g. ``forecast``)."""
    d = {"name": name, "board": board or {}, "hand": hand or [], "score": score or [],
         "achievements": achievements or []}
    d.update(kw)
    return d


def cpos(*players: dict, supply: dict | None = None, cities: dict | None = None, moves: list | None = None,
         expansions: list | None = None, **kw: Any) -> dict[str, Any]:
    """A position document with Cities of Destiny; ``cities`` lists Cities piles
    (keyed "1".."10", top first), ``supply`` the base piles (and any other set's)."""
    sup = dict(supply or {})
    if cities is not None:
        sup["cities"] = cities
    return pos(*players, supply=sup, moves=moves, expansions=expansions or ["cities"], **kw)


def cit_pile(out: dict[str, Any], age: int) -> list[str]:
    """The output Cities pile of ``age``, top first."""
    return out["supply"]["cities"][str(age)]


def count(out: dict[str, Any], name: str) -> int:
    """The output ``achievement_count`` of player ``name``."""
    return pl(out, name)["achievement_count"]


def meld(card: str) -> dict[str, Any]:
    return {"action": "meld", "card": card}


def endorse(card: str) -> dict[str, Any]:
    return {"action": "endorse", "card": card}


def spl(cards: list, splay: str) -> dict[str, Any]:
    """A board pile in object form."""
    return {"cards": cards, "splay": splay}


DRAW = {"action": "draw"}

__all__ = ["C", "cpos", "cit_pile", "count", "meld", "endorse", "spl", "DRAW"]
