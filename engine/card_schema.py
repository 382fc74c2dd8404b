"""The schema of the card data (pydantic): ``resources/cards.json`` (the base game),
``resources/artifacts.json`` (Artifacts of History) and ``resources/relics.json``
(the five relics), used to check the card data.

:mod:`engine.cards` imports this module only when the data must be checked (a
``cards.json`` whose hash is not the recorded one, ``python -m engine cards``,
``tools/check_cards.py``, the tests), so that importing the engine does not import
pydantic.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .cards import POSITIONS

#: "compel" only on Artifacts cards; "karma" and "echo" only on relics of sets this
#: program does not play (Ching Shih, Safety Pin: their effects are never run).
Kind = Literal["demand", "non-demand", "compel", "karma", "echo"]
SetName = Literal["base", "artifacts", "relic", "fourth", "echoes"]
#: ``echo`` (the box holding an Echoes card's echo effect) and ``bonus-N`` (a bonus
#: icon of value N, 1-12) occur only on Echoes cards.
Icon = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock", "hex", "avatar", "echo",
               "bonus-1", "bonus-2", "bonus-3", "bonus-4", "bonus-5", "bonus-6", "bonus-7", "bonus-8",
               "bonus-9", "bonus-10", "bonus-11", "bonus-12"]
Featured = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock", "avatar"]


class EffectModel(BaseModel):
    """One dogma effect as printed: its kind and its text in our own words."""

    model_config = ConfigDict(extra="forbid")
    kind: Kind
    text: str = Field(min_length=1)


class IconsModel(BaseModel):
    """The icon in each of a card's four positions (one of them is ``hex``).
    ``None`` (an empty position) only on Battleship Yamato and on Safety Pin's echo
    box."""

    model_config = ConfigDict(extra="forbid")
    top_left: Icon | None
    bottom_left: Icon | None
    bottom_middle: Icon | None
    bottom_right: Icon | None


class CardModel(BaseModel):
    """One card as stored in the card data (``set`` says which file: ``base``
    cards in ``cards.json``, where the field is left out; ``artifacts`` in
    ``artifacts.json``; ``relic`` in ``relics.json``; ``fourth`` in ``fourth.json``,
    the ten age-11 cards of the fourth edition; ``echoes`` in ``echoes.json``).
    ``index`` is the card's place in its own file (0-104, BGA's order for Artifacts).

    Fourth edition (2024): a base card whose fourth-edition text differs carries
    ``fourth_edition_effects``; the four whose icons differ carry
    ``fourth_edition_icons`` (and ``fourth_edition_dogma_icon`` when the featured
    icon changed too). The avatar icon appears only in those fields and on the
    age-11 cards.

    Raises ``pydantic.ValidationError`` for a bad field (unknown color, age out of
    1-10, no hexagon, a featured icon that is not a basic icon, a base card
    without effects or with an empty position, a compel effect outside
    Artifacts).
    """

    model_config = ConfigDict(extra="forbid")
    index: int = Field(ge=0, le=104)
    name: str = Field(min_length=1)
    set: SetName = "base"
    age: int = Field(ge=1, le=11)
    color: Literal["blue", "red", "green", "yellow", "purple"]
    icons: IconsModel
    dogma_icon: Featured | None
    effects: list[EffectModel]
    first_edition_effects: list[EffectModel] | None = None
    fourth_edition_effects: list[EffectModel] | None = None
    fourth_edition_icons: IconsModel | None = None
    fourth_edition_dogma_icon: Featured | None = None
    implemented: bool = False
    #: value while face up on a board or in a display (Battleship Yamato: 11)
    faceup_value: int | None = Field(default=None, ge=1, le=11)
    #: relics only: the set the relic belongs to
    relic_set: Literal["base", "artifacts", "cities", "figures", "echoes"] | None = None

    @model_validator(mode="after")
    def _one_hex(self) -> "CardModel":
        icons = [getattr(self.icons, p) for p in POSITIONS]
        if self.set != "fourth" and ("avatar" in icons or self.dogma_icon == "avatar"):
            raise ValueError(f"{self.name}: the avatar icon exists only in the fourth edition")
        if (self.age == 11) != (self.set == "fourth") and self.faceup_value is None:
            raise ValueError(f"{self.name}: only the fourth edition's own cards are of age 11")
        if self.set != "base" and (self.fourth_edition_effects or self.fourth_edition_icons
                                   or self.fourth_edition_dogma_icon):
            raise ValueError(f"{self.name}: only base cards have fourth-edition variants")
        if self.fourth_edition_effects is not None and not self.fourth_edition_effects:
            raise ValueError(f"{self.name}: fourth_edition_effects, when given, lists at least one effect")
        if self.fourth_edition_icons is not None:
            icons4 = [getattr(self.fourth_edition_icons, p) for p in POSITIONS]
            if icons4.count("hex") != 1 or None in icons4:
                raise ValueError(f"{self.name}: fourth_edition_icons need every position and one hexagon")
        if self.set == "fourth" and not self.effects:
            raise ValueError(f"{self.name}: a fourth-edition card has at least one effect")
        if self.set in ("base", "fourth"):
            if not self.effects:
                raise ValueError(f"{self.name}: effects: a base card has at least one effect")
            if self.dogma_icon is None or None in icons:
                raise ValueError(f"{self.name}: dogma_icon and every icon position are required on a base card")
        if self.set != "relic" and icons.count("hex") != 1:
            raise ValueError(f"{self.name}: a card has exactly one hexagon image")
        if self.set != "artifacts" and any(e.kind == "compel" for e in self.effects):
            raise ValueError(f"{self.name}: only Artifacts cards have compel effects")
        if self.set not in ("relic", "echoes") and any(e.kind in ("karma", "echo") for e in self.effects):
            raise ValueError(f"{self.name}: karma and echo effects occur only on relics and Echoes cards")
        if self.set == "echoes":
            echo_boxes = icons.count("echo")
            if any(e.kind == "karma" for e in self.effects):
                raise ValueError(f"{self.name}: an Echoes card has no karma effect")
            if echo_boxes > 1 or echo_boxes != sum(e.kind == "echo" for e in self.effects):
                raise ValueError(f"{self.name}: an Echoes card has one echo effect per echo box (at most one)")
            if self.effects and self.effects[0].kind != "echo" and echo_boxes:
                raise ValueError(f"{self.name}: the echo effect is listed first")
            if sum(str(i).startswith("bonus-") for i in icons) > 1:
                raise ValueError(f"{self.name}: at most one bonus icon")
        elif any(i is not None and (i == "echo" or i.startswith("bonus-")) for i in icons):
            raise ValueError(f"{self.name}: echo boxes and bonus icons occur only on Echoes cards")
        if (self.relic_set is None) != (self.set != "relic"):
            raise ValueError(f"{self.name}: relic_set is given for relics and only for them")
        if self.effects and self.dogma_icon is None:
            raise ValueError(f"{self.name}: a card with effects has a featured icon (dogma_icon)")
        return self


class CardSet(BaseModel):
    """One file's card list: indexes 0 upwards in order, unique names."""

    cards: list[CardModel]

    @field_validator("cards")
    @classmethod
    def _complete(cls, cards: list[CardModel]) -> list[CardModel]:
        if [c.index for c in cards] != list(range(len(cards))):
            raise ValueError("cards must be listed by index, 0 upwards, without gaps")
        if len({c.name for c in cards}) != len(cards):
            raise ValueError("card names must be unique")
        return cards
