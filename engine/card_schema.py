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

#: "compel" only on Artifacts cards; "karma" only on the relic of a set this program
#: does not play (Ching Shih: its effects are never run); "echo" on Echoes cards and
#: on the Echoes relic Safety Pin.
Kind = Literal["demand", "non-demand", "compel", "karma", "echo"]
SetName = Literal["base", "artifacts", "relic", "fourth", "echoes", "cities"]
#: ``echo`` (the box holding an Echoes card's echo effect) occurs only on Echoes cards,
#: ``bonus-N`` (a bonus icon of value N, 1-12) on Echoes cards and cities; the city
#: icons ``flag``, ``fountain``, ``plus``, ``arrow-left/right/up`` only on cities (and
#: the plus of the relic Timbuktu).
Icon = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock", "hex", "avatar", "echo",
               "bonus-1", "bonus-2", "bonus-3", "bonus-4", "bonus-5", "bonus-6", "bonus-7", "bonus-8",
               "bonus-9", "bonus-10", "bonus-11", "bonus-12",
               "flag", "fountain", "plus", "arrow-left", "arrow-right", "arrow-up"]
#: The icons of Cities of Destiny (not basic icons, not bonus icons).
CITY_WORDS = ("flag", "fountain", "plus", "arrow-left", "arrow-right", "arrow-up")
BASIC_WORDS = ("crown", "leaf", "lightbulb", "castle", "factory", "clock")
Featured = Literal["crown", "leaf", "lightbulb", "castle", "factory", "clock", "avatar"]


class EffectModel(BaseModel):
    """One dogma effect as printed: its kind and its text in our own words."""

    model_config = ConfigDict(extra="forbid")
    kind: Kind
    text: str = Field(min_length=1)


class IconsModel(BaseModel):
    """The icon in each of a card's four positions (one of them is ``hex``).
    ``None`` (an empty position) only on Battleship Yamato. A city (Cities of Destiny) and the relic
    Timbuktu have two positions more,
    ``top_middle`` and ``top_right`` (left out, or null, on every other card)."""

    model_config = ConfigDict(extra="forbid")
    top_left: Icon | None
    bottom_left: Icon | None
    bottom_middle: Icon | None
    bottom_right: Icon | None
    top_middle: Icon | None = None
    top_right: Icon | None = None


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
        six = self.icons.top_middle is not None or self.icons.top_right is not None
        icons = [getattr(self.icons, p) for p in (POSITIONS if six else POSITIONS[:4])]
        if six != (self.set == "cities" or self.relic_set == "cities"):
            raise ValueError(f"{self.name}: six icon positions (top_middle, top_right) on cities, and only there")
        if self.set == "cities" or self.relic_set == "cities":
            self._city_checks(icons)
        elif any(i in CITY_WORDS for i in icons):
            raise ValueError(f"{self.name}: flags, fountains, pluses and arrows occur only on cities")
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
            icons4 = [getattr(self.fourth_edition_icons, p) for p in POSITIONS[:4]]
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
        if self.set == "echoes" or self.relic_set == "echoes":
            echo_boxes = icons.count("echo")
            if any(e.kind == "karma" for e in self.effects):
                raise ValueError(f"{self.name}: an Echoes card has no karma effect")
            if echo_boxes > 1 or echo_boxes != sum(e.kind == "echo" for e in self.effects):
                raise ValueError(f"{self.name}: an Echoes card has one echo effect per echo box (at most one)")
            if self.effects and self.effects[0].kind != "echo" and echo_boxes:
                raise ValueError(f"{self.name}: the echo effect is listed first")
            if sum(str(i).startswith("bonus-") for i in icons) > 1:
                raise ValueError(f"{self.name}: at most one bonus icon")
        elif "echo" in icons or (self.set != "cities"
                                 and any(i is not None and i.startswith("bonus-") for i in icons)):
            raise ValueError(f"{self.name}: echo boxes occur only on Echoes cards, bonus icons on Echoes cards "
                             "and cities")
        if (self.relic_set is None) != (self.set != "relic"):
            raise ValueError(f"{self.name}: relic_set is given for relics and only for them")
        if self.effects and self.dogma_icon is None:
            raise ValueError(f"{self.name}: a card with effects has a featured icon (dogma_icon)")
        return self


    def _city_checks(self, icons: list[str | None]) -> None:
        """Cities of Destiny (reference "Icon words", R4-R7): every position filled,
        the hexagon at ``top_right``, no effect text, a featured icon among the
        card's basic icons, bonus icons of one value on a card, pluses and arrows
        only at ``top_middle`` / ``bottom_middle``, flags only at ``top_middle``,
        fountains only in the middle column."""
        if None in icons or self.icons.top_right != "hex":
            raise ValueError(f"{self.name}: a city fills all six positions, with the hexagon at top_right")
        if self.effects and self.set == "cities":
            raise ValueError(f"{self.name}: a city has no effects (third edition)")
        if self.dogma_icon is None or self.dogma_icon not in icons:
            raise ValueError(f"{self.name}: a city's featured icon is one of its icons")
        if len({i for i in icons if i is not None and i.startswith("bonus-")}) > 1:
            raise ValueError(f"{self.name}: the bonus icons of a city have one value")
        for pos in POSITIONS:
            word = getattr(self.icons, pos)
            if word in ("plus", "arrow-left", "arrow-right", "arrow-up", "fountain") and \
                    pos not in ("top_middle", "bottom_middle"):
                raise ValueError(f"{self.name}: {word} only at top_middle or bottom_middle, not {pos}")
            if word == "flag" and pos != "top_middle":
                raise ValueError(f"{self.name}: a flag only at top_middle, not {pos}")

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
