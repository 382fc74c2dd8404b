"""The schema of ``resources/cards.json`` (pydantic), used to check the card data.

:mod:`engine.cards` imports this module only when the data must be checked (a
``cards.json`` whose hash is not the recorded one, ``python -m engine cards``,
``tools/check_cards.py``, the tests), so that importing the engine does not import
pydantic.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .cards import POSITIONS

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
