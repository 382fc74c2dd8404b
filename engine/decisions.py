"""Decisions (what the engine asks), typed errors, and events (what happened).

A :class:`Decision` is the one question the engine is waiting on. Its ``kind``:

==============  =====================================  ================================
kind            options                                answer (internal form)
==============  =====================================  ================================
``action``      action dicts (``{"action": "draw"}``)  one of the option dicts
``cards``       card ids                               list of card ids, min..max long
                                                       (and one of ``counts`` if set)
``yesno``       ``[True, False]``                      bool
``color``       color numbers                          one color number (or None if min 0)
``colors``      color numbers                          list of color numbers, min..max
``player``      player indexes                         one player index
``number``      ints                                   one int
``order``       card ids (the pile, top first)         the same ids, in a new order
``alternative`` ints 0..k-1                            one int
==============  =====================================  ================================

``min``/``max`` count the cards/colors to pick; for single-answer kinds ``min`` 0
means the question may be declined (answer None). ``counts``, when set, lists the
only sizes a ``cards`` answer may have: a "you may" that sets an exact number is
all or nothing (``(0, k)``, see :meth:`engine.dogma.Ctx.may_choose_exactly`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class EngineError(Exception):
    """Base class of the engine's errors."""


class IllegalAnswer(EngineError, ValueError):
    """An answer that the pending decision does not allow. The state is unchanged."""


class GameIsOver(IllegalAnswer):
    """An answer given after the game has ended."""


class GameOver(Exception):
    """Raised inside the rules when the game ends (caught by :class:`engine.game.Game`)."""


@dataclass(slots=True)
class Decision:
    """One pending question: who answers, what kind, the legal options.

    ``source`` names the card (or rule) asking; ``alternatives`` holds the text
    of each alternative for ``kind == "alternative"``.
    """

    player: int
    kind: str
    options: list[Any]
    min: int = 1
    max: int = 1
    prompt: str = ""
    source: str = ""
    alternatives: list[str] = field(default_factory=list)
    #: For card choices that allow only some sizes ("you may return three cards":
    #: 0 or 3), the allowed counts; None means any count from min to max.
    counts: tuple[int, ...] | None = None

    @property
    def may_decline(self) -> bool:
        return self.min == 0


@dataclass(slots=True)
class Event:
    """Something that happened, with its visibility.

    ``text`` is the full description, seen by the players in ``seen_by`` (None:
    everybody). Everyone else sees ``hidden`` (None: nothing at all).

    A card's move also says which card went where, for computer players' memory
    (:mod:`engine.determinize`): ``card`` (id), ``src`` and ``dst`` as
    ``(zone, owner)`` pairs (see :func:`engine.verbs.locate`). Whoever cannot read
    ``text`` may use only the card's age, the zones and the owners.
    """

    text: str
    seen_by: tuple[int, ...] | None = None
    hidden: str | None = None
    kind: str = ""
    card: int | None = None
    src: tuple[str, int] | None = None
    dst: tuple[str, int] | None = None

    def for_player(self, p: int | None) -> str | None:
        """The text player ``p`` may read (None for an omniscient reader)."""
        if p is None or self.seen_by is None or p in self.seen_by:
            return self.text
        return self.hidden
