"""Card data: the 105 base cards (``resources/cards.json``), the 105 Artifacts of
History cards (``resources/artifacts.json``), the five relics
(``resources/relics.json``), the ten age-11 cards of the fourth edition
(``resources/fourth.json``), the 105 Echoes of the Past cards
(``resources/echoes.json``) and the 105 Cities of Destiny cards
(``resources/cities.json``).

Card ids: base cards 0-104 (their ``index``), Artifacts 105-209
(:data:`ARTIFACTS_OFFSET` + index), relics 210-214 (:data:`RELICS_OFFSET` + index),
the fourth edition's age-11 cards 215-224 (:data:`FOURTH_OFFSET` + index), Echoes
225-329 (:data:`ECHOES_OFFSET` + index), Cities 330-434 (:data:`CITIES_OFFSET` + index).
:data:`SET` gives each card's set (``"base"``, ``"artifacts"``, ``"relic"``,
``"fourth"``, ``"echoes"``, ``"cities"``).

Icon positions: a card has four (:data:`POSITIONS` 0-3) or, a city of Cities of
Destiny (and the relic Timbuktu), six: 4 is ``top_middle`` and 5 ``top_right``.
:data:`CARD_ICONS` holds each card's icons in that order (a 4- or 6-tuple);
:func:`covered_positions` / :data:`COVERED_ICONS` say what a splay shows of a covered
card. A game without the expansion holds only the base cards; the others
stay out of its state. A fourth-edition game holds the base cards (with their
fourth-edition effects and icons: :meth:`Card.effects_for`, :data:`CARD_ICONS_4`)
and the age-11 cards.

The data's format is the pydantic schema in :mod:`engine.card_schema`. Checking it
costs more than the rest of the engine's import (pydantic itself included), so it
is checked once per version of each file: ``resources/cards-checked.json`` records
the SHA-256 of the ``cards.json`` that passed (``sha256``), and of the
``artifacts.json`` and ``relics.json`` that passed (``artifacts``, ``relics``) (written by ``tools/check_cards.py``
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
    from _sha2 import sha256 as _sha256  # type: ignore[import-not-found]  # CPython 3.12+ (private, no stub)
except ImportError:
    try:
        from _sha256 import sha256 as _sha256  # type: ignore[import-not-found]  # CPython 3.10, 3.11 (private, no stub)
    except ImportError:
        from hashlib import sha256 as _sha256

if TYPE_CHECKING:
    from .card_schema import CardSet

#: Colors in board order. A color's index is its number in the engine.
COLORS: tuple[str, ...] = ("blue", "red", "green", "yellow", "purple")
#: The six basic icons, the hexagon image and "blank" (an empty position: only
#: Battleship Yamato), by number.
#: The avatar (fourth edition only) comes next: it counts like any icon for sharing
#: and demands, but it is not one of the six basic icons (Empire). Then the Echoes of
#: the Past positions that are not icons: "echo" (the box of an echo effect) and
#: "bonus" (a bonus icon; its value is in :data:`BONUS`).
#: Cities of Destiny's special icons follow: "flag", "fountain", "plus" and the three
#: arrows (a city's search icon is a basic icon at ``top_middle``: no icon of its own).
ICONS: tuple[str, ...] = ("crown", "leaf", "lightbulb", "castle", "factory", "clock", "hex", "blank", "avatar",
                          "echo", "bonus", "flag", "fountain", "plus", "arrow-left", "arrow-right", "arrow-up")
(CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK, HEX, BLANK, AVATAR, ECHO, BONUS_ICON, FLAG, FOUNTAIN, PLUS,
 ARROW_LEFT, ARROW_RIGHT, ARROW_UP) = range(17)
#: How many icon numbers exist (the length of a full icon count list).
NICONS = len(ICONS)
#: The card sets. Relics belong to a set of their own here (``relic``); the set
#: printed on each relic is :attr:`Card.relic_set`.
SETS: tuple[str, ...] = ("base", "artifacts", "relic", "fourth", "echoes", "cities")
#: Card id of the first Artifacts card, of the first relic, and of the first
#: age-11 card of the fourth edition.
ARTIFACTS_OFFSET, RELICS_OFFSET, FOURTH_OFFSET = 105, 210, 215
BLUE, RED, GREEN, YELLOW, PURPLE = range(5)
#: Icon positions on a card, by number: the four of every card, then the two more
#: of a city (Cities of Destiny): ``top_middle`` (4: a search icon, a flag, a
#: fountain, a plus or an arrow) and ``top_right`` (5: a city's hexagon).
POSITIONS: tuple[str, ...] = ("top_left", "bottom_left", "bottom_middle", "bottom_right", "top_middle", "top_right")
TOP_MIDDLE, TOP_RIGHT = 4, 5
#: Special achievements, by name, in the order the rules list them.
SPECIALS: tuple[str, ...] = ("Monument", "Empire", "World", "Wonder", "Universe")
#: The special achievements Echoes of the Past adds, in the order the rules list them.
ECHOES_SPECIALS: tuple[str, ...] = ("Wealth", "Destiny", "Heritage", "History", "Supremacy")
#: The special achievements Cities of Destiny adds (reference R11).
CITIES_SPECIALS: tuple[str, ...] = ("Legend", "Repute", "Fame", "Glory", "Victory")
#: Splay directions; 0 is "not splayed". Aslant exists in the fourth edition only.
SPLAYS: tuple[str, ...] = ("none", "left", "right", "up", "aslant")
NONE, LEFT, RIGHT, UP, ASLANT = range(5)
#: Which icon positions a splay reveals on a covered card (rules: "Splaying";
#: aslant, fourth edition R7: all four).
SPLAY_POSITIONS: tuple[tuple[int, ...], ...] = ((), (3,), (0, 1), (1, 2, 3), (0, 1, 2, 3))
#: The same for a covered card with six positions (a city; Cities reference, table
#: "Which icons of a covered card a splay shows"): left shows ``bottom_right`` and
#: ``top_right`` (the hexagon), right ``top_left`` and ``bottom_left``, up the
#: bottom row; ``top_middle`` never shows on a covered card. (No aslant with Cities.)
CITY_SPLAY_POSITIONS: tuple[tuple[int, ...], ...] = ((), (3, 5), (0, 1), (1, 2, 3), (0, 1, 2, 3, 5))
#: The editions: third (the Deluxe rules, default), first, fourth (2024).
EDITIONS: tuple[str, ...] = ("third", "first", "fourth")

@dataclass(frozen=True, slots=True)
class Card:
    """A card in the hot path: plain fields, ids and icon numbers.

    ``icons`` is a tuple of icon numbers by position (:data:`POSITIONS`: four, or
    six on a city); ``effects`` and
    ``first_effects`` are tuples of ``(kind, text)`` (kind ``"demand"``,
    ``"non-demand"``, ``"compel"``; relics of sets not played also ``"karma"``,
    ``"echo"``, never run). ``dogma_icon`` is None for a card that cannot be
    dogma'd (Battleship Yamato). ``faceup_age`` is the value while face up on a
    board or in a display (Yamato: 11; otherwise ``age``). ``relic_set`` names a
    relic's printed set (``"base"``, ``"artifacts"``, ``"cities"``, ``"figures"``,
    ``"echoes"``), None for other cards.
    """

    id: int
    name: str
    age: int
    color: int
    icons: tuple[int, ...]
    dogma_icon: int | None
    effects: tuple[tuple[str, str], ...]
    first_effects: tuple[tuple[str, str], ...] | None
    implemented: bool
    set: str = "base"
    faceup_age: int = 0
    relic_set: str | None = None
    fourth_effects: tuple[tuple[str, str], ...] | None = None
    fourth_icons: tuple[int, int, int, int] | None = None
    fourth_dogma_icon: int | None = None
    bonus: int = 0

    def has_icon(self, icon: int) -> bool:
        """True if any of the card's positions (four, or six on a city) shows ``icon``."""
        return icon in self.icons

    def effects_for(self, edition: str) -> tuple[tuple[str, str], ...]:
        """The printed effects for ``edition`` (``"third"``, ``"first"`` or ``"fourth"``)."""
        if edition == "first" and self.first_effects is not None:
            return self.first_effects
        if edition == "fourth" and self.fourth_effects is not None:
            return self.fourth_effects
        return self.effects

    def icons_for(self, edition: str) -> tuple[int, ...]:
        """The icons by position in ``edition`` (four base cards differ in the fourth)."""
        if edition == "fourth" and self.fourth_icons is not None:
            return self.fourth_icons
        return self.icons

    def dogma_icon_for(self, edition: str) -> int | None:
        """The featured icon in ``edition`` (The Internet's is the avatar in the fourth)."""
        if edition == "fourth" and self.fourth_dogma_icon is not None:
            return self.fourth_dogma_icon
        return self.dogma_icon


#: Where the hash of the last checked ``cards.json`` is recorded (in ``resources``).
CHECKED_FILE = "cards-checked.json"


from .datafiles import resource_bytes as resource_bytes  # noqa: E402  (kept here, exported: the app reads icons through it)


class CardDataError(ValueError):
    """The card data is not valid JSON or does not match :mod:`engine.card_schema`;
    the message names the file and what is wrong."""


#: The data file of each set.
SET_FILES: dict[str, str] = {"base": "cards.json", "artifacts": "artifacts.json", "relic": "relics.json",
                             "fourth": "fourth.json", "echoes": "echoes.json", "cities": "cities.json"}
#: The key of each set's hash in ``cards-checked.json``.
CHECKED_KEYS: dict[str, str] = {"base": "sha256", "artifacts": "artifacts", "relic": "relics", "fourth": "fourth",
                                "echoes": "echoes", "cities": "cities"}


def _raw_data(card_set: str = "base") -> bytes:
    return resource_bytes(SET_FILES[card_set])


def data_hash(raw: bytes) -> str:
    """The SHA-256 (hex) of card data bytes, as recorded in ``cards-checked.json``
    and in saved games."""
    digest: str = _sha256(raw).hexdigest()
    return digest


def checked_hash(card_set: str = "base") -> str | None:
    """The hash recorded in ``resources/cards-checked.json`` for ``card_set``'s
    file (None if the file is missing or unreadable: then the data is checked at
    every import)."""
    try:
        rec = json.loads(resource_bytes(CHECKED_FILE))
    except (OSError, ValueError):
        return None
    h = rec.get(CHECKED_KEYS[card_set]) if isinstance(rec, dict) else None
    return h if isinstance(h, str) else None


def load_card_set(data: bytes | None = None, card_set: str = "base") -> "CardSet":
    """Check one set's card data in full against the schema (default: the packaged
    file of ``card_set``); returns the :class:`engine.card_schema.CardSet`.

    Raises :class:`CardDataError` (a ``ValueError``) naming the file and what is
    wrong (also a card whose ``set`` is not ``card_set``)."""
    from pydantic import ValidationError

    from .card_schema import CardSet
    fname = f"resources/{SET_FILES[card_set]}"
    raw = _raw_data(card_set) if data is None else data
    try:
        cards = json.loads(raw)
    except ValueError as e:   # json.JSONDecodeError, or bytes that are not UTF-8
        raise CardDataError(f"card data ({fname}) is not valid JSON: {e}") from e
    try:
        cs = CardSet(cards=cards)
    except ValidationError as e:
        raise CardDataError(f"card data ({fname}) is invalid: {e}") from e
    for c in cs.cards:
        if c.set != card_set:
            raise CardDataError(f"card data ({fname}) is invalid: {c.name} is in set {c.set!r}, not {card_set!r}")
    return cs


def build_cards(raw: bytes, trusted_hash: str | None = None, card_set: str = "base",
                offset: int = 0) -> tuple[tuple["Card", ...], str]:
    """The :class:`Card` tuple for one set's card data bytes (ids from
    ``offset``), and the data's hash.

    The data is checked in full (:func:`load_card_set`) unless its hash is
    ``trusted_hash`` (the hash of data that passed that check before). Raises
    :class:`CardDataError`."""
    h = data_hash(raw)
    if h == trusted_hash:
        cards: list[dict[str, Any]] = json.loads(raw)
    else:
        cards = [m.model_dump() for m in load_card_set(raw, card_set).cards]
    out = []
    for m in cards:
        first = m.get("first_edition_effects")
        fourth = m.get("fourth_edition_effects")
        icons4 = m.get("fourth_edition_icons")
        dogma4 = m.get("fourth_edition_dogma_icon")
        words = [m["icons"][p] or "blank" for p in POSITIONS[:4]]
        words += [m["icons"][p] for p in POSITIONS[4:] if m["icons"].get(p) is not None]   # a city's six
        icons = tuple(BONUS_ICON if w.startswith("bonus-") else ICONS.index(w) for w in words)
        bonus = max((int(w[6:]) for w in words if w.startswith("bonus-")), default=0)
        out.append(
            Card(
                id=offset + m["index"],
                name=m["name"],
                age=m["age"],
                color=COLORS.index(m["color"]),
                icons=icons,
                dogma_icon=None if m.get("dogma_icon") is None else ICONS.index(m["dogma_icon"]),
                effects=tuple((e["kind"], e["text"]) for e in m["effects"]),
                first_effects=tuple((e["kind"], e["text"]) for e in first) if first else None,
                implemented=bool(m.get("implemented", False)),
                set=card_set,
                faceup_age=m.get("faceup_value") or m["age"],
                relic_set=m.get("relic_set"),
                fourth_effects=tuple((e["kind"], e["text"]) for e in fourth) if fourth else None,
                fourth_icons=tuple(ICONS.index(icons4[p]) for p in POSITIONS[:4]) if icons4 else None,  # type: ignore[arg-type]
                fourth_dogma_icon=None if dogma4 is None else ICONS.index(dogma4),
                bonus=bonus,
            )
        )
    return tuple(out), h


BASE_CARDS, CARD_DATA_HASH = build_cards(_raw_data(), checked_hash())
ARTIFACT_CARDS, ARTIFACTS_DATA_HASH = build_cards(_raw_data("artifacts"), checked_hash("artifacts"),
                                                  "artifacts", ARTIFACTS_OFFSET)
RELIC_CARDS, RELICS_DATA_HASH = build_cards(_raw_data("relic"), checked_hash("relic"), "relic", RELICS_OFFSET)
FOURTH_CARDS, FOURTH_DATA_HASH = build_cards(_raw_data("fourth"), checked_hash("fourth"), "fourth", FOURTH_OFFSET)
#: Card id of the first Echoes of the Past card (after every card of the sets above).
ECHOES_OFFSET = FOURTH_OFFSET + len(FOURTH_CARDS)
ECHOES_CARDS, ECHOES_DATA_HASH = build_cards(_raw_data("echoes"), checked_hash("echoes"), "echoes", ECHOES_OFFSET)
#: Card id of the first Cities of Destiny card (330, after the Echoes cards).
CITIES_OFFSET = ECHOES_OFFSET + len(ECHOES_CARDS)
CITIES_CARDS, CITIES_DATA_HASH = build_cards(_raw_data("cities"), checked_hash("cities"), "cities", CITIES_OFFSET)
if (len(BASE_CARDS) != ARTIFACTS_OFFSET or len(ARTIFACT_CARDS) != RELICS_OFFSET - ARTIFACTS_OFFSET
        or len(RELIC_CARDS) != FOURTH_OFFSET - RELICS_OFFSET or len(FOURTH_CARDS) != 10 or len(ECHOES_CARDS) != 105
        or len(CITIES_CARDS) != 105):
    raise CardDataError("card data: 105 base cards, 105 Artifacts cards, 5 relics, 10 age-11 cards, 105 "
                        "Echoes cards and 105 Cities cards are expected")
#: Every card of every set, indexed by card id.
CARDS: tuple[Card, ...] = BASE_CARDS + ARTIFACT_CARDS + RELIC_CARDS + FOURTH_CARDS + ECHOES_CARDS + CITIES_CARDS
#: Card id by English title (case-sensitive, as in the reference; unique across sets).
BY_NAME: dict[str, int] = {c.name: c.id for c in CARDS}
if len(BY_NAME) != len(CARDS):
    raise CardDataError("card data: card names must be unique across the sets")
#: Base card ids of each age, index 0 for age 1.
BY_AGE: tuple[tuple[int, ...], ...] = tuple(
    tuple(c.id for c in BASE_CARDS if c.age == a) for a in range(1, 11)
)
#: The fourth edition's supply: base card ids of each age 1-10, then the age-11
#: cards (index 10).
FOURTH_BY_AGE: tuple[tuple[int, ...], ...] = BY_AGE + (tuple(c.id for c in FOURTH_CARDS),)
#: Artifacts card ids of each age, index 0 for age 1 (15 in age 1, 10 in the others).
ARTIFACTS_BY_AGE: tuple[tuple[int, ...], ...] = tuple(
    tuple(c.id for c in ARTIFACT_CARDS if c.age == a) for a in range(1, 11)
)
#: Echoes card ids of each age, index 0 for age 1 (15 in age 1, 10 in the others).
ECHOES_BY_AGE: tuple[tuple[int, ...], ...] = tuple(
    tuple(c.id for c in ECHOES_CARDS if c.age == a) for a in range(1, 11)
)
#: Cities card ids of each age, index 0 for age 1 (15 in age 1, 10 in the others).
CITIES_BY_AGE: tuple[tuple[int, ...], ...] = tuple(
    tuple(c.id for c in CITIES_CARDS if c.age == a) for a in range(1, 11)
)
#: The relic ids, in order of value (Timbuktu 3 ... Safety Pin 7).
RELICS: tuple[int, ...] = tuple(c.id for c in RELIC_CARDS)
NAMES: tuple[str, ...] = tuple(c.name for c in CARDS)
AGE: tuple[int, ...] = tuple(c.age for c in CARDS)
#: Value while face up on a board or in a display (Battleship Yamato: 11).
FACE_AGE: tuple[int, ...] = tuple(c.faceup_age for c in CARDS)
COLOR: tuple[int, ...] = tuple(c.color for c in CARDS)
CARD_ICONS: tuple[tuple[int, ...], ...] = tuple(c.icons for c in CARDS)
#: Icons by card id in a fourth-edition game (Software, Robotics, Self Service and
#: The Internet show avatars there).
CARD_ICONS_4: tuple[tuple[int, ...], ...] = tuple(c.icons_for("fourth") for c in CARDS)
#: True for a card with six icon positions (a city, and the relic Timbuktu).
SIX: tuple[bool, ...] = tuple(len(c.icons) == 6 for c in CARDS)


def icon_table(edition: str) -> tuple[tuple[int, ...], ...]:
    """:data:`CARD_ICONS` or, for ``edition`` ``"fourth"``, :data:`CARD_ICONS_4`."""
    return CARD_ICONS_4 if edition == "fourth" else CARD_ICONS


def covered_positions(card: int, splay: int) -> tuple[int, ...]:
    """The positions (:data:`POSITIONS` numbers) of ``card`` that a pile splayed
    ``splay`` (:data:`SPLAYS` number) shows while the card is covered:
    :data:`SPLAY_POSITIONS`, or :data:`CITY_SPLAY_POSITIONS` for a six-position card.
    A top card shows all its positions."""
    return CITY_SPLAY_POSITIONS[splay] if SIX[card] else SPLAY_POSITIONS[splay]


def _covered_table(ic: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    return tuple(tuple(tuple(ic[c][k] for k in covered_positions(c, sp)) for c in range(len(ic)))
                 for sp in range(len(SPLAYS)))


#: ``COVERED_ICONS[splay][card]``: the icon numbers a covered ``card`` shows in a pile
#: splayed ``splay`` (third/first-edition icons); the hot path of icon counting.
COVERED_ICONS: tuple[tuple[tuple[int, ...], ...], ...] = _covered_table(CARD_ICONS)
#: The same with the fourth edition's icons.
COVERED_ICONS_4: tuple[tuple[tuple[int, ...], ...], ...] = _covered_table(CARD_ICONS_4)


def covered_table(ic: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """:data:`COVERED_ICONS_4` for the fourth edition's icon table ``ic``, else
    :data:`COVERED_ICONS`."""
    return COVERED_ICONS_4 if ic is CARD_ICONS_4 else COVERED_ICONS
#: Each card's bonus value (Echoes of the Past, Cities of Destiny: the number in its
#: bonus icons, the same in each of them; 0: none).
BONUS: tuple[int, ...] = tuple(c.bonus for c in CARDS)
#: Each card's set name (:data:`SETS`).
SET: tuple[str, ...] = tuple(c.set for c in CARDS)
#: What a back adds to the age, by set: the back of a face-down card tells its age
#: for a base card (the fourth edition's age-11 cards are base cards: 11), 10 + age
#: for an Artifacts card, 20 + age for a relic, 30 + age for an Echoes card, 40 + age
#: for a city (hidden zones are known by backs).
BACK_OFFSET: dict[str, int] = {"base": 0, "artifacts": 10, "relic": 20, "fourth": 0, "echoes": 30, "cities": 40}
BACK: tuple[int, ...] = tuple(c.age + BACK_OFFSET[c.set] for c in CARDS)


# ---- icon counts packed in one int (the hot path of every icon count) -------------
#
# A card's visible icons as one int: field ``i`` (bits ``ICON_BITS * i`` and up)
# counts icon number ``i``; field ``NICONS`` counts the bonus icons of a card with a
# bonus value, and field ``NICONS + v`` those of value ``v`` (1-11). The counts of a
# pile or a whole board are the sum of its cards' ints (Python adds them in C), read
# back with :func:`unpack_counts` or one field at a time (:func:`packed_field`). A
# field holds up to 4095: far more than a board can show of one icon (at most six
# per card, a few hundred cards in a game).

#: Bits per field of a packed count.
ICON_BITS = 12
#: The mask of one field.
ICON_FIELD = (1 << ICON_BITS) - 1
#: Field number of the count of bonus icons that carry a value (field ``BONUS_FIELD
#: + v``: those of value ``v``).
BONUS_FIELD = NICONS
_SHIFTS: tuple[int, ...] = tuple(ICON_BITS * i for i in range(NICONS))


def pack_icons(icons: tuple[int, ...], bonus: int = 0) -> int:
    """``icons`` (icon numbers, one per visible position) as a packed count; a bonus
    icon also counts in the fields of ``bonus`` (the card's bonus value; 0: none)."""
    v = 0
    for i in icons:
        v += 1 << (ICON_BITS * i)
        if i == BONUS_ICON and bonus:
            v += (1 << (ICON_BITS * BONUS_FIELD)) + (1 << (ICON_BITS * (BONUS_FIELD + bonus)))
    return v


def unpack_counts(packed: int) -> list[int]:
    """The count of every icon number (:data:`NICONS` ints) in a packed count."""
    return [(packed >> k) & ICON_FIELD for k in _SHIFTS]


def packed_field(packed: int, field: int) -> int:
    """One field of a packed count: an icon number's count, or a bonus field."""
    return (packed >> (ICON_BITS * field)) & ICON_FIELD


def packed_best_bonus(packed: int) -> int:
    """The highest bonus value among the bonus icons in a packed count (0: none)."""
    high = packed >> (ICON_BITS * (BONUS_FIELD + 1))
    return (high.bit_length() + ICON_BITS - 1) // ICON_BITS


def _packed_tables(ic: tuple[tuple[int, ...], ...],
                   cv: tuple[tuple[tuple[int, ...], ...], ...]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    top = tuple(pack_icons(ic[c], BONUS[c]) for c in range(len(ic)))
    covered = tuple(tuple(pack_icons(cv[sp][c], BONUS[c]) for c in range(len(ic))) for sp in range(len(cv)))
    return top, covered


#: ``PACKED_TOP[card]``: the packed count of ``card`` as a top card (every position);
#: ``PACKED_COVERED[splay][card]``: covered in a pile splayed ``splay``
#: (:data:`COVERED_ICONS`). Third/first-edition icons.
PACKED_TOP, PACKED_COVERED = _packed_tables(CARD_ICONS, COVERED_ICONS)
#: The same with the fourth edition's icons.
PACKED_TOP_4, PACKED_COVERED_4 = _packed_tables(CARD_ICONS_4, COVERED_ICONS_4)


def packed_tables(ic: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """``(PACKED_TOP, PACKED_COVERED)`` for the icon table ``ic``
    (:data:`PACKED_TOP_4`, :data:`PACKED_COVERED_4` for the fourth edition's)."""
    return (PACKED_TOP_4, PACKED_COVERED_4) if ic is CARD_ICONS_4 else (PACKED_TOP, PACKED_COVERED)


def card_id(name: str) -> int:
    """The id of the card titled ``name``. Raises ``KeyError`` for an unknown name."""
    return BY_NAME[name]


def cards_as_json() -> list[dict[str, Any]]:
    """The packaged card data of every set, checked in full, in the shape of the
    data files, each card with its ``set`` (``base``, ``artifacts``, ``relic``) and
    ``id`` (its engine card id). Raises :class:`CardDataError`."""
    out = []
    for card_set, offset in (("base", 0), ("artifacts", ARTIFACTS_OFFSET), ("relic", RELICS_OFFSET),
                             ("fourth", FOURTH_OFFSET), ("echoes", ECHOES_OFFSET), ("cities", CITIES_OFFSET)):
        for m in load_card_set(None, card_set).cards:
            d = m.model_dump(exclude_none=True)
            d["set"] = card_set
            d["id"] = offset + m.index
            if card_set not in ("base", "fourth"):     # their empty positions and null featured icon are data
                d["icons"] = {k: v for k, v in m.icons.model_dump().items() if k in POSITIONS[:4] or v is not None}
                d["dogma_icon"] = m.dogma_icon
            out.append(d)
    return out


def __getattr__(name: str) -> Any:
    # the schema's classes, imported on first use (they need pydantic)
    if name in ("CardModel", "CardSet", "EffectModel", "IconsModel", "Kind", "Icon"):
        from . import card_schema
        return getattr(card_schema, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
