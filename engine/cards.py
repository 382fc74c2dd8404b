"""Card data: the 105 base cards, loaded from ``resources/cards.json``.

The data's format is the pydantic schema in :mod:`engine.card_schema`. Checking it
costs more than the rest of the engine's import (pydantic itself included), so it
is checked once per version of the file: ``resources/cards-checked.json`` records
the SHA-256 of the ``cards.json`` that passed (written by ``tools/check_cards.py``
and ``tools/set_card.py``; a test checks that it names the packaged file). At
import, data whose hash is not the recorded one is checked in full, so corrupted or
hand-edited card data is always refused (:class:`CardDataError`).

The hot path uses the plain tuples in :data:`CARDS` (indexed by card id, 0-104,
the ``index`` of the card data) and the lookup tables below.

Icons are small integers (see :data:`ICONS`), colors too (see :data:`COLORS`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

try:    # the interpreter's own SHA-256, as the random module does: hashlib loads OpenSSL
    from _sha2 import sha256 as _sha256          # CPython 3.12+
except ImportError:
    try:
        from _sha256 import sha256 as _sha256    # CPython 3.10, 3.11
    except ImportError:
        from hashlib import sha256 as _sha256

if TYPE_CHECKING:
    from .card_schema import CardSet

#: Colors in board order. A color's index is its number in the engine.
COLORS: tuple[str, ...] = ("blue", "red", "green", "yellow", "purple")
#: The six basic icons and the hexagon image, by number.
ICONS: tuple[str, ...] = ("crown", "leaf", "lightbulb", "castle", "factory", "clock", "hex")
CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK, HEX = range(7)
BLUE, RED, GREEN, YELLOW, PURPLE = range(5)
#: Icon positions on a card, by number.
POSITIONS: tuple[str, ...] = ("top_left", "bottom_left", "bottom_middle", "bottom_right")
#: Special achievements, by name, in the order the rules list them.
SPECIALS: tuple[str, ...] = ("Monument", "Empire", "World", "Wonder", "Universe")
#: Splay directions; 0 is "not splayed".
SPLAYS: tuple[str, ...] = ("none", "left", "right", "up")
NONE, LEFT, RIGHT, UP = range(4)
#: Which icon positions a splay reveals on a covered card (rules: "Splaying").
SPLAY_POSITIONS: tuple[tuple[int, ...], ...] = ((), (3,), (0, 1), (1, 2, 3))

@dataclass(frozen=True, slots=True)
class Card:
    """A card in the hot path: plain fields, ids and icon numbers.

    ``icons`` is a 4-tuple of icon numbers by position; ``effects`` and
    ``first_effects`` are tuples of ``(kind, text)``.
    """

    id: int
    name: str
    age: int
    color: int
    icons: tuple[int, int, int, int]
    dogma_icon: int
    effects: tuple[tuple[str, str], ...]
    first_effects: tuple[tuple[str, str], ...] | None
    implemented: bool

    def has_icon(self, icon: int) -> bool:
        """True if any of the card's four positions shows ``icon``."""
        return icon in self.icons

    def effects_for(self, edition: str) -> tuple[tuple[str, str], ...]:
        """The printed effects for ``edition`` (``"third"`` or ``"first"``)."""
        if edition == "first" and self.first_effects is not None:
            return self.first_effects
        return self.effects


#: Where the hash of the last checked ``cards.json`` is recorded (in ``resources``).
CHECKED_FILE = "cards-checked.json"


from .datafiles import resource_bytes  # noqa: E402  (kept here: the app reads icons through it)


class CardDataError(ValueError):
    """The card data is not valid JSON or does not match :mod:`engine.card_schema`;
    the message names the file and what is wrong."""


def _raw_data() -> bytes:
    return resource_bytes("cards.json")


def data_hash(raw: bytes) -> str:
    """The SHA-256 (hex) of card data bytes, as recorded in ``cards-checked.json``
    and in saved games."""
    return _sha256(raw).hexdigest()


def checked_hash() -> str | None:
    """The hash recorded in ``resources/cards-checked.json`` (None if the file is
    missing or unreadable: then the data is checked at every import)."""
    try:
        rec = json.loads(resource_bytes(CHECKED_FILE))
    except (OSError, ValueError):
        return None
    h = rec.get("sha256") if isinstance(rec, dict) else None
    return h if isinstance(h, str) else None


def load_card_set(data: bytes | None = None) -> "CardSet":
    """Check card data in full against the schema (default: the packaged
    ``resources/cards.json``); returns the :class:`engine.card_schema.CardSet`.

    Raises :class:`CardDataError` (a ``ValueError``) naming what is wrong."""
    from pydantic import ValidationError

    from .card_schema import CardSet
    raw = _raw_data() if data is None else data
    try:
        cards = json.loads(raw)
    except ValueError as e:   # json.JSONDecodeError, or bytes that are not UTF-8
        raise CardDataError(f"card data (resources/cards.json) is not valid JSON: {e}") from e
    try:
        return CardSet(cards=cards)
    except ValidationError as e:
        raise CardDataError(f"card data (resources/cards.json) is invalid: {e}") from e


def build_cards(raw: bytes, trusted_hash: str | None = None) -> tuple[tuple["Card", ...], str]:
    """The :class:`Card` tuple for card data bytes, and the data's hash.

    The data is checked in full (:func:`load_card_set`) unless its hash is
    ``trusted_hash`` (the hash of data that passed that check before). Raises
    :class:`CardDataError`."""
    h = data_hash(raw)
    if h == trusted_hash:
        cards: list[dict[str, Any]] = json.loads(raw)
    else:
        cards = [m.model_dump() for m in load_card_set(raw).cards]
    out = []
    for m in cards:
        first = m.get("first_edition_effects")
        out.append(
            Card(
                id=m["index"],
                name=m["name"],
                age=m["age"],
                color=COLORS.index(m["color"]),
                icons=tuple(ICONS.index(m["icons"][p]) for p in POSITIONS),  # type: ignore[arg-type]
                dogma_icon=ICONS.index(m["dogma_icon"]),
                effects=tuple((e["kind"], e["text"]) for e in m["effects"]),
                first_effects=tuple((e["kind"], e["text"]) for e in first) if first else None,
                implemented=bool(m.get("implemented", False)),
            )
        )
    return tuple(out), h


CARDS, CARD_DATA_HASH = build_cards(_raw_data(), checked_hash())
#: Card id by English title (case-sensitive, as in the reference).
BY_NAME: dict[str, int] = {c.name: c.id for c in CARDS}
#: Card ids of each age, index 0 for age 1.
BY_AGE: tuple[tuple[int, ...], ...] = tuple(
    tuple(c.id for c in CARDS if c.age == a) for a in range(1, 11)
)
NAMES: tuple[str, ...] = tuple(c.name for c in CARDS)
AGE: tuple[int, ...] = tuple(c.age for c in CARDS)
COLOR: tuple[int, ...] = tuple(c.color for c in CARDS)
CARD_ICONS: tuple[tuple[int, int, int, int], ...] = tuple(c.icons for c in CARDS)


def card_id(name: str) -> int:
    """The id of the card titled ``name``. Raises ``KeyError`` for an unknown name."""
    return BY_NAME[name]


def cards_as_json() -> list[dict]:
    """The packaged card data, checked in full, in the shape of
    ``resources/cards.json``. Raises :class:`CardDataError`."""
    return [m.model_dump(exclude_none=True) for m in load_card_set().cards]


def __getattr__(name: str) -> Any:
    # the schema's classes, imported on first use (they need pydantic)
    if name in ("CardModel", "CardSet", "EffectModel", "IconsModel", "Kind", "Icon"):
        from . import card_schema
        return getattr(card_schema, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
