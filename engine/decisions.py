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
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .msg import Msg


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
    prompt: Msg | str = ""
    source: str = ""
    alternatives: list[Msg | str] = field(default_factory=list)
    #: For card choices that allow only some sizes ("you may return three cards":
    #: 0 or 3), the allowed counts; None means any count from min to max.
    counts: tuple[int, ...] | None = None

    @property
    def may_decline(self) -> bool:
        """The one "you may" flag (:func:`engine.vocab.may_decline`)."""
        from .vocab import may_decline
        return may_decline(self.kind, self.min, self.counts)


class Event:
    """Something that happened, with its visibility.

    ``msg`` is the full description (a :class:`~engine.msg.Msg`, or plain text),
    seen by the players in ``seen_by`` (None: everybody). Everyone else sees
    ``hidden_msg`` (None: nothing at all). :attr:`text` and :attr:`hidden` are
    their English, made only when read (the computer player makes millions of
    events and reads none).

    A card's move also says which card went where, for computer players' memory
    (:mod:`engine.determinize`): ``card`` (id), ``src`` and ``dst`` as
    ``(zone, owner)`` pairs (see :func:`engine.verbs.locate`). Whoever cannot read
    ``text`` may use only the card's age, the zones and the owners.
    """

    __slots__ = ("msg", "seen_by", "hidden_msg", "kind", "card", "src", "dst")

    def __init__(self, msg: "Msg | str", seen_by: tuple[int, ...] | None = None,
                 hidden_msg: "Msg | str | None" = None, kind: str = "", card: int | None = None,
                 src: tuple[str, int] | None = None, dst: tuple[str, int] | None = None) -> None:
        self.msg = msg
        self.seen_by = seen_by
        self.hidden_msg = hidden_msg
        self.kind = kind
        self.card = card
        self.src = src
        self.dst = dst

    @property
    def text(self) -> str:
        """The full description in English."""
        return str(self.msg)

    @property
    def hidden(self) -> str | None:
        """What the others read, in English (None: nothing)."""
        return None if self.hidden_msg is None else str(self.hidden_msg)

    def __repr__(self) -> str:
        return f"Event({self.text!r}, kind={self.kind!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.text, self.seen_by, self.hidden, self.kind, self.card, self.src, self.dst) == \
            (other.text, other.seen_by, other.hidden, other.kind, other.card, other.src, other.dst)

    __hash__ = None  # type: ignore[assignment]

    def for_player(self, p: int | None) -> str | None:
        """The English text player ``p`` may read (None for an omniscient reader)."""
        m = self.msg_for(p)
        return None if m is None else str(m)

    def msg_for(self, p: int | None) -> "Msg | str | None":
        """The message player ``p`` may read (None: nothing), as data."""
        if p is None or self.seen_by is None or p in self.seen_by:
            return self.msg
        return self.hidden_msg
