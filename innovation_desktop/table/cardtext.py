"""Card texts in the user's language: dogma effect texts and special achievements.

The English texts are the card data's (``resources/cards.json``, ``artifacts.json``,
``relics.json``) and :data:`SPECIAL_CONDITIONS`; their
translations are in ``resources/i18n/<language>/cards.ts`` (contexts ``cards`` and
``specials``, written from the data by ``python tools/i18n.py update``). Whatever
translators the app installed (``innovation_desktop/i18n.py``) are used; with none,
or a text without a translation, the English text is shown. Card titles are never
translated.

Only :func:`innovation_desktop.tr.translate` (Qt's ``QCoreApplication.translate``) is used (no
widgets), so these work without a
screen and without an application object.
"""
from __future__ import annotations

from ..tr import translate

from engine import CARDS

#: The translation context of the effect texts.
CARDS_CONTEXT = "cards"
#: The translation context of the special achievements' names and conditions.
SPECIALS_CONTEXT = "specials"

#: How each special achievement is claimed (English; translated by
#: :func:`special_condition`, context ``specials``).
SPECIAL_CONDITIONS = {
    "Monument": "Claimed automatically by a player who tucks six cards or scores six cards in one turn.",
    "Empire": "Claimed automatically by a player with at least three of each of the six basic icons "
              "(crown, leaf, lightbulb, castle, factory, clock) visible on their board.",
    "World": "Claimed automatically by a player with twelve or more clocks visible on their board.",
    "Wonder": "Claimed automatically by a player with all five colors on their board, each pile "
              "splayed right or up.",
    "Universe": "Claimed automatically by a player with five top cards, each of value 8 or more.",
    # Echoes of the Past
    "Wealth": "Claimed automatically by a player with eight or more bonuses visible on their board.",
    "Destiny": "Claimed automatically by a player with seven or more cards in their forecast.",
    "Heritage": "Claimed automatically by a player with eight or more hexagon images visible in one color.",
    "History": "Claimed automatically by a player with four or more echo effects visible in one color.",
    "Supremacy": "Claimed automatically by a player who shows three or more of one icon in each of four "
                 "colors (the same icon in all four).",
    # Cities of Destiny
    "Legend": "Claimed automatically by a player who melds a city with a left arrow onto one of their piles "
              "already splayed left.",
    "Repute": "Claimed automatically by a player who melds a city with a right arrow onto one of their piles "
              "already splayed right.",
    "Fame": "Claimed automatically by a player who melds a city with an up arrow onto one of their piles "
            "already splayed up.",
    "Glory": "Claimed automatically by a player who tucks a city with a flag.",
    "Victory": "Claimed automatically by a player who tucks a city with a fountain.",
}
#: The fourth edition's conditions (reference/fourth/special_achievements.json): checked
#: at the end of each action only; Monument and Wonder changed.
SPECIAL_CONDITIONS_FOURTH = {
    "Monument": "Claimed at the end of an action by a player with four or more top cards that have a demand effect.",
    "Empire": "Claimed at the end of an action by a player with at least three of each of the six basic icons "
              "(crown, leaf, lightbulb, castle, factory, clock; not the avatar) visible on their board.",
    "World": "Claimed at the end of an action by a player with twelve or more clocks visible on their board.",
    "Wonder": "Claimed at the end of an action by a player with all five colors on their board, each pile "
              "splayed right, up or aslant.",
    "Universe": "Claimed at the end of an action by a player with five top cards, each of value 8 or more.",
}


def effect_text(text: str) -> str:
    """One effect text (English, exactly as in the card data) in the user's language."""
    return translate(CARDS_CONTEXT, text)


def effects(cid: int, edition: str = "third") -> tuple[tuple[str, str], ...]:
    """Card ``cid``'s printed effects for ``edition`` (``"third"`` or ``"first"``)
    as ``(kind, text)`` pairs, the texts in the user's language (kinds stay the
    data's: ``"demand"``, ``"non-demand"``, ``"compel"``...). Raises IndexError for
    an id that is no card."""
    return tuple((kind, effect_text(text)) for kind, text in CARDS[cid].effects_for(edition))


def special_name(name: str) -> str:
    """A special achievement's name (``"Monument"``...) in the user's language."""
    return translate(SPECIALS_CONTEXT, name)


def special_condition(name: str, edition: str = "third") -> str:
    """How special achievement ``name`` is claimed in ``edition``, in the user's
    language (empty for a name that is no special achievement)."""
    cond = (SPECIAL_CONDITIONS_FOURTH if edition == "fourth" else SPECIAL_CONDITIONS).get(name, "")
    return translate(SPECIALS_CONTEXT, cond) if cond else ""


#: Cities of Destiny: the six icon positions of a city, in the order the table
#: draws and lists them (:func:`city_words`).
CITY_POSITIONS: tuple[str, ...] = ("top_left", "top_middle", "top_right", "bottom_left", "bottom_middle",
                                   "bottom_right")
#: The six basic icons (a basic icon in a city's ``top_middle`` is a search icon).
BASIC_WORDS = frozenset(("crown", "leaf", "lightbulb", "castle", "factory", "clock"))
#: The engine's order of a six-position card's icons (``engine.cards.POSITIONS``).
ENGINE_POSITIONS: tuple[str, ...] = ("top_left", "bottom_left", "bottom_middle", "bottom_right", "top_middle",
                                     "top_right")


def city_words(cid: int) -> tuple[str, ...]:
    """The icon words of card ``cid``'s six positions in :data:`CITY_POSITIONS`
    order (a bonus icon as ``bonus-N``). Raises ValueError for a card without six
    positions."""
    from engine import ICONS
    c = CARDS[cid]
    if len(c.icons) != 6:
        raise ValueError(f"{c.name} has no six icon positions")
    by_pos = {pos: (f"bonus-{c.bonus}" if ICONS[i] == "bonus" else ICONS[i])
              for pos, i in zip(ENGINE_POSITIONS, c.icons)}
    return tuple(by_pos[pos] for pos in CITY_POSITIONS)
