"""Relic effects that can be played with Artifacts of History alone: Complex Numbers
(a base-game relic) and Newton-Wickins Telescope (an Artifacts relic). The other
relics (Timbuktu, Ching Shih, Safety Pin) have no effect that runs without their own
expansion, and with Artifacts alone they can only lie in achievements.

Each function is one printed effect, executed by ``x.me`` (see
:class:`engine.dogma.Ctx`). Reference: ``shared/reference/artifacts/relics.json``.
"""
from __future__ import annotations

from collections import Counter

from ..cards import AGE, CARDS, CLOCK, HEX
from ..dogma import Ctx, Gen, register
from ..msg import translate
from .artifacts_common import claim_standard


def _icon_multiset(card: int) -> Counter[int]:
    """The icons a card shows, by type and number (the hex image and empty
    positions not counted)."""
    return Counter(i for i in CARDS[card].icons if i < HEX)


# ---- Complex Numbers (relic, blue 4) ----------------------------------------------------------

def complex_numbers_1(x: Ctx) -> Gen:
    """You may reveal a card from your hand whose icons match one of your top cards
    exactly in type and number (hex images aside); if you do, claim the standard
    achievement of its value, ignoring eligibility. The card stays in your hand."""
    tops = [_icon_multiset(t) for t in x.pl.tops()]
    opts = [c for c in x.pl.hand if _icon_multiset(c) in tops]
    c = yield from x.choose_card(
        opts, translate("engine", "You may reveal a card whose icons match one of your top cards."), may=True
    )
    if c is None:
        return
    x.reveal(c)
    yield from claim_standard(x, [AGE[c]])


# ---- Newton-Wickins Telescope (relic, blue 5) ---------------------------------------------------

def newton_wickins_telescope_1(x: Ctx) -> Gen:
    """You may return any number of cards from your score pile; if you returned any,
    draw and meld a card of value equal to how many, and return it if it shows a
    clock."""
    got = yield from x.choose_cards(x.pl.score, 0, len(x.pl.score),
                                    translate("engine", "You may return any number of cards from your score pile."))
    for c in got:
        x.return_(c)
    if not got:
        return
    c = x.draw_and_meld(len(got))
    if CLOCK in CARDS[c].icons:
        x.return_(c)


# ---- Safety Pin (relic of Echoes of the Past, yellow 7) -----------------------------------------
# With Artifacts alone its set is not in play, so it can only be seized into achievements and
# is never dogma'd. With Echoes of the Past too it may go to hand and be melded; its echo box
# (bottom left) then runs like any Echoes card's (``engine.echoes.echo_cards``, Echoes R10).

def safety_pin_echo(x: Ctx) -> None:
    """Echo effect: draw and score a 7."""
    x.draw_and_score(7)


def safety_pin_d(x: Ctx) -> None:
    """Demand: return every card of value 7 or more from your hand, then draw a 6."""
    for c in [h for h in x.pl.hand if AGE[h] >= 7]:
        x.return_(c)
    x.draw(6)


register("Timbuktu", [])      # a City with no dogma effect: registered as done, like Battleship Yamato
register("Complex Numbers", [complex_numbers_1])
register("Safety Pin", [safety_pin_echo, safety_pin_d])
register("Newton-Wickins Telescope", [newton_wickins_telescope_1])
