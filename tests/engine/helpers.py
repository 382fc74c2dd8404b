"""Helpers for rules tests written as position files.

``run(doc)`` plays a position document (``docs/position-format.md``) through the
same code as ``python -m engine play`` and returns the resulting position.
``P(...)`` builds a player object, ``pos(...)`` a whole document.
"""
from __future__ import annotations

from typing import Any

from engine.game import Game
from engine.position import PositionError, build, play, play_moves


def P(name: str, board: dict | None = None, hand: list | None = None, score: list | None = None,
      achievements: list | None = None) -> dict[str, Any]:
    """A player object: ``board`` maps color -> list (bottom first) or {"cards", "splay"}."""
    return {"name": name, "board": board or {}, "hand": hand or [], "score": score or [],
            "achievements": achievements or []}


def pos(*players: dict, supply: dict | None = None, moves: list | None = None, **kw: Any) -> dict[str, Any]:
    """A position document with the given players (turn order) and options."""
    d: dict[str, Any] = {"format": "innovation-position/1", "players": list(players)}
    if supply is not None:
        d["supply"] = supply
    if moves is not None:
        d["moves"] = moves
    d.update(kw)
    return d


def run(doc: dict[str, Any]) -> dict[str, Any]:
    """Play the document's moves; returns the output position (raises PositionError)."""
    return play(doc)


def game(doc: dict[str, Any]) -> Game:
    """The Game after the document's moves (for tests that inspect the engine directly)."""
    g = build(doc)
    play_moves(g, doc.get("moves", []))
    return g


def pl(out: dict[str, Any], name: str) -> dict[str, Any]:
    """The output player object named ``name``."""
    return next(p for p in out["players"] if p["name"] == name)


def pile(out: dict[str, Any], name: str, color: str) -> list[str]:
    """The cards of a board pile in the output, bottom first."""
    return pl(out, name)["board"][color]["cards"]


def splay(out: dict[str, Any], name: str, color: str) -> str:
    return pl(out, name)["board"][color]["splay"]


def hand(out: dict[str, Any], name: str) -> list[str]:
    """The output hand of player ``name``."""
    return pl(out, name)["hand"]


def score(out: dict[str, Any], name: str) -> list[str]:
    """The output score pile of player ``name``."""
    return pl(out, name)["score"]


def supply(out: dict[str, Any], age: int) -> list[str]:
    """The output supply pile of ``age``, top first."""
    return out["supply"][str(age)]


def dogma(card: str) -> dict[str, Any]:
    return {"action": "dogma", "card": card}


def choose(answer: Any, player: str | None = None) -> dict[str, Any]:
    m: dict[str, Any] = {"choose": answer}
    if player is not None:
        m["player"] = player
    return m


__all__ = ["P", "pos", "run", "game", "pl", "pile", "splay", "hand", "score", "supply", "dogma", "choose",
           "PositionError"]
