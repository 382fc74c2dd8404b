"""Card data: the 105 base cards, loaded from ``resources/cards.json``.

The data is validated with pydantic at load time; the hot path uses the plain
tuples in :data:`CARDS` (indexed by card id, 0-104, the ``index`` of the card
data) and the lookup tables below.

Icons are small integers (see :data:`ICONS`), colors too (see :data:`COLORS`).
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from importlib import resources as _res
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

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

Kind = Literal["demand", "non-demand"]
Icon = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock", "hex"]


class EffectModel(BaseModel):
    """One dogma effect as printed: its kind and its text in our own words."""

    model_config = ConfigDict(extra="forbid")
    kind: Kind
    text: str = Field(min_length=1)


class IconsModel(BaseModel):
    """The icon in each of a card's four positions (one of them is ``hex``)."""

    model_config = ConfigDict(extra="forbid")
    top_left: Icon
    bottom_left: Icon
    bottom_middle: Icon
    bottom_right: Icon


class CardModel(BaseModel):
    """One base card as stored in ``resources/cards.json``.

    Raises ``pydantic.ValidationError`` for a bad field (unknown color, age out of
    1-10, no hexagon, a featured icon that is not a basic icon).
    """

    model_config = ConfigDict(extra="forbid")
    index: int = Field(ge=0, le=104)
    name: str = Field(min_length=1)
    age: int = Field(ge=1, le=10)
    color: Literal["blue", "red", "green", "yellow", "purple"]
    icons: IconsModel
    dogma_icon: Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock"]
    effects: list[EffectModel] = Field(min_length=1)
    first_edition_effects: list[EffectModel] | None = None
    implemented: bool = False

    @model_validator(mode="after")
    def _one_hex(self) -> "CardModel":
        icons = [getattr(self.icons, p) for p in POSITIONS]
        if icons.count("hex") != 1:
            raise ValueError(f"{self.name}: a card has exactly one hexagon image")
        return self


class CardSet(BaseModel):
    """The whole card list: 105 cards, indexes 0..104 in order, unique names."""

    cards: list[CardModel]

    @field_validator("cards")
    @classmethod
    def _complete(cls, cards: list[CardModel]) -> list[CardModel]:
        if [c.index for c in cards] != list(range(len(cards))):
            raise ValueError("cards must be listed by index, 0 upwards, without gaps")
        if len({c.name for c in cards}) != len(cards):
            raise ValueError("card names must be unique")
        return cards


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


def _raw_data() -> bytes:
    return _res.files("resources").joinpath("cards.json").read_bytes()


def load_card_set(data: bytes | None = None) -> CardSet:
    """Validate card data (default: the packaged ``resources/cards.json``).

    Raises ``pydantic.ValidationError`` or ``json.JSONDecodeError`` on bad data.
    """
    raw = _raw_data() if data is None else data
    return CardSet(cards=json.loads(raw))


def _build() -> tuple[tuple[Card, ...], str]:
    raw = _raw_data()
    cs = load_card_set(raw)
    out = []
    for m in cs.cards:
        out.append(
            Card(
                id=m.index,
                name=m.name,
                age=m.age,
                color=COLORS.index(m.color),
                icons=tuple(ICONS.index(getattr(m.icons, p)) for p in POSITIONS),  # type: ignore[arg-type]
                dogma_icon=ICONS.index(m.dogma_icon),
                effects=tuple((e.kind, e.text) for e in m.effects),
                first_effects=(
                    tuple((e.kind, e.text) for e in m.first_edition_effects)
                    if m.first_edition_effects
                    else None
                ),
                implemented=m.implemented,
            )
        )
    return tuple(out), hashlib.sha256(raw).hexdigest()


CARDS, CARD_DATA_HASH = _build()
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
    """The loaded card data in the shape of ``resources/cards.json``."""
    return [m.model_dump(exclude_none=True) for m in load_card_set().cards]
