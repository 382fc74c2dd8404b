"""A game review kept with its save, so that a reopened review is instant (no Qt).

The review of a saved game (:mod:`engine.review`) is kept in the app's data
folder, ``reviews/<key>.json``, where the key is a digest of the save's origin
and answers: it belongs to the game, not to the file's name or place (a
renamed or copied save finds its review; a save that moved on by an answer
does not, its decisions are reviewed again). The file is versioned
(:data:`FORMAT`), written atomically, at most :data:`MAX_BYTES`, and checked
on load like any file from outside (pydantic, strict, bounded): one that does
not parse, was made by another version of the model, or does not fit the game
(a decision index beyond the answers, another player asked there, a
chance outside 0..1) is ignored and the game is reviewed again.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from engine.inputs import InputError, read_file

#: the review file's format version
FORMAT: Final = 1
#: at most this many bytes are read from a review file
MAX_BYTES = 4 << 20


class Entry(BaseModel):
    """One decision's review (see :class:`engine.review.DecisionReview`)."""

    model_config = ConfigDict(extra="ignore", strict=True)
    index: int = Field(ge=0, le=100_000)
    player: int = Field(ge=0, le=5)
    name: str = Field(max_length=24)
    turn: int = Field(ge=0, le=100_000)
    kind: str = Field(max_length=16)
    chance_before: float = Field(ge=0.0, le=1.0)
    chance_played: float = Field(ge=0.0, le=1.0)
    chance_best: float = Field(ge=0.0, le=1.0)
    played: Any = None
    best: Any = None
    best_words: str = Field(max_length=400)
    label: Literal["inaccuracy", "mistake", "blunder"] | None = None
    forced: bool = False
    luck: float | None = Field(default=None, ge=-1.0, le=1.0)
    deep: bool = False
    options: int = Field(default=0, ge=0, le=10_000)
    #: the luck's share per cause (:data:`engine.review.LUCK_CAUSES`)
    luck_causes: dict[Literal["action", "draws", "others"], float] | None = Field(default=None, max_length=3)
    #: the answers judged, best first: [answer, chance]
    alternatives: list[list[Any]] = Field(default_factory=list, max_length=64)

    @field_validator("luck_causes")
    @classmethod
    def _causes(cls, v: dict[str, float] | None) -> dict[str, float] | None:
        if v is not None and not all(-1.0 <= x <= 1.0 for x in v.values()):
            raise ValueError("a cause's share of luck is from -1 to 1")
        return v

    @field_validator("alternatives")
    @classmethod
    def _pairs(cls, v: list[list[Any]]) -> list[list[Any]]:
        for pair in v:
            if len(pair) != 2 or not isinstance(pair[1], float) or not 0.0 <= pair[1] <= 1.0:
                raise ValueError("an alternative is [answer, chance from 0 to 1]")
        return v


class ReviewFile(BaseModel):
    """A kept review: the game's and the model's keys, the seed, whether the
    deep pass is in it and finished, the chance series and the decisions."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: Literal[1] = FORMAT
    game_key: str = Field(min_length=64, max_length=64)
    model_key: str = Field(min_length=64, max_length=64)
    seed: int = 0
    player: int | None = Field(default=None, ge=0, le=5)
    deep: bool = False
    complete: bool = False
    series: list[list[float]] = Field(default_factory=list, max_length=100_001)
    decisions: list[Entry] = Field(default_factory=list, max_length=100_000)


def game_key(origin: Any, answers: list[Any]) -> str:
    """The digest of a game: its origin (``Game.origin`` form) and its answers."""
    text = json.dumps({"origin": origin, "answers": answers}, sort_keys=True, ensure_ascii=True,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def model_key() -> str:
    """The digest of what the review's figures rest on: the win-chance model's
    data, the drop's shrink and the review's version (a refit, or a review
    that measures otherwise, makes old reviews stale)."""
    from engine.datafiles import resource_bytes
    from engine.review import REVIEW_VERSION, SHRINK_FILE
    from engine.winchance import MODEL_FILE
    h = hashlib.sha256(resource_bytes(MODEL_FILE))
    h.update(resource_bytes(SHRINK_FILE))
    h.update(f"review {REVIEW_VERSION}".encode())
    return h.hexdigest()


def reviews_dir() -> Path:
    """The folder of kept reviews (``data_dir()/reviews``; not created)."""
    from ..saves.paths import data_dir
    return data_dir() / "reviews"


def review_path(key: str) -> Path:
    return reviews_dir() / f"{key}.json"


#: how far a kept series row's sum may be from 1 (or 2) (the chances are kept to 4 decimals)
SUM_TOLERANCE = 0.01


def fits(rf: ReviewFile, deciders: list[int], names: list[str], teams: bool = False) -> bool:
    """True if the review can be the review of a game whose answer ``i`` was
    given by seat ``deciders[i]``, players ``names``: every decision's index
    is an answer of that player, its name the seat's, at most one entry per
    index, and the series one row of chances per position, each a
    distribution over the seats: chances from 0 to 1 adding up to 1, or to 2
    in a team game (``teams``: each partner carries the team's chance)."""
    seen = set()
    for e in rf.decisions:
        if e.index >= len(deciders) or deciders[e.index] != e.player or e.index in seen:
            return False
        if e.player >= len(names) or names[e.player] != e.name:
            return False
        seen.add(e.index)
    if rf.series:
        if len(rf.series) != len(deciders) + 1:
            return False
        for row in rf.series:
            if len(row) != len(names) or not all(isinstance(x, float) and 0.0 <= x <= 1.0 for x in row):
                return False
            if abs(sum(row) - (2.0 if teams else 1.0)) > SUM_TOLERANCE:
                return False
    return True


def load_review(key: str, deciders: list[int], names: list[str], path: Path | None = None,
                teams: bool = False) -> ReviewFile | None:
    """The kept review of game ``key`` if there is one that parses and fits
    (:func:`fits`, ``teams`` whether it is a team game, and this model's key);
    None otherwise (never raises for a bad or missing file)."""
    p = path or review_path(key)
    try:
        data = read_file(p, MAX_BYTES)
        rf = ReviewFile.model_validate_json(data)
    except (OSError, InputError, ValidationError, ValueError):
        return None
    try:
        mk = model_key()
    except OSError:
        return None
    if rf.game_key != key or rf.model_key != mk or not fits(rf, deciders, names, teams):
        return None
    return rf


def store_review(rf: ReviewFile, path: Path | None = None) -> Path:
    """Write ``rf`` (atomically) where :func:`load_review` finds it. Raises OSError."""
    from ..saves.atomic import atomic_write
    p = path or review_path(rf.game_key)
    p.parent.mkdir(parents=True, exist_ok=True)
    data = rf.model_dump_json().encode()
    if len(data) > MAX_BYTES:
        raise OSError("the review is too large to keep")
    atomic_write(p, data)
    return p
