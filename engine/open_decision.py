"""The one record of the open decision, as everything outside the engine sees it.

:class:`OpenDecision` is produced by the engine (:meth:`OpenDecision.of`) and
used unchanged by the view (``view["pending"]`` is its :meth:`~OpenDecision.to_data`),
the network protocol (a state message's ``decision`` is this model), the table
and the bot (both read it by attribute). Its options are in their outside form
(:mod:`engine.answers`): card names (a card the asked player may not see as a
placeholder ``"?1"`` described in ``hidden``), ``"yes"``/``"no"``, color and
player names, numbers, worded alternatives, action dicts.

Fields: ``id`` (the decision's number: answers given so far), ``player``
(index), ``kind`` (:class:`engine.vocab.Kind`), ``prompt`` (English) and
``prompt_msg`` (the prompt as message data, said by each client in its
language), ``min``/``max``, ``counts`` (the only sizes a card answer may have),
``may_decline`` (the one "you may" flag: :func:`engine.vocab.may_decline`),
``source`` (the card or rule asking) and ``source_msg``, ``alternatives`` and
``alternatives_msg``, ``options`` (only for the player asked; None for others)
and ``hidden``.

A record read from elsewhere (a LAN host, a file) is checked by
:meth:`OpenDecision.from_data`, which raises :class:`MalformedDecision` (a
``ValueError``) for anything out of shape.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .msg import SOURCE_WORDS, Msg
from .vocab import KINDS, Kind

if TYPE_CHECKING:
    from .game import Game

__all__ = ["OpenDecision", "MalformedDecision"]


class MalformedDecision(ValueError):
    """A record of an open decision that is out of shape (from a host or a file)."""


def _check_msg(v: Any) -> Any:
    if v is not None:
        Msg.from_data(v)          # ValueError: reported as a validation error
    return v


class OpenDecision(BaseModel):
    """The open decision (see the module docstring)."""

    # strict: a field of the wrong JSON type is refused, never converted
    model_config = ConfigDict(extra="forbid", strict=True)

    id: int = Field(ge=0)
    player: int = Field(ge=0, le=3)
    kind: str
    prompt: str = Field(default="", max_length=2000)
    prompt_msg: dict[str, Any] | None = None
    min: int = 0
    max: int = 0
    counts: list[int] | None = None
    may_decline: bool = False
    source: str = Field(default="", max_length=200)
    source_msg: dict[str, Any] | None = None
    alternatives: list[str] = Field(default=[], max_length=20)
    alternatives_msg: list[dict[str, Any] | None] | None = Field(default=None, max_length=20)
    options: list[Any] | None = None
    hidden: dict[str, dict[str, Any]] | None = None

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: str) -> str:
        if v not in KINDS:
            raise ValueError(f"unknown decision kind (one of {', '.join(KINDS)})")
        return v

    @field_validator("prompt_msg", "source_msg")
    @classmethod
    def _one_msg(cls, v: Any) -> Any:
        return _check_msg(v)

    @field_validator("alternatives_msg")
    @classmethod
    def _msgs(cls, v: Any) -> Any:
        for m in v or []:
            _check_msg(m)
        return v

    # ---- made by the engine ------------------------------------------------------
    @classmethod
    def of(cls, game: "Game", viewer: int | None, masked: tuple[Any, ...] | None = None, *,
           decision: Any = None, decision_id: int | None = None) -> "OpenDecision | None":
        """The open decision of ``game`` as ``viewer`` sees it (None: omniscient;
        -1: nobody's private cards); None once the game is over. ``options`` are
        given only to the player asked (and to None); a card question's are
        :func:`engine.view.masked_options` for a player (``masked``: that
        function's result for this decision, so that placeholders stay the same).
        ``decision`` and ``decision_id``: another open question than the pending
        one and its number (a first meld chosen ahead of the seat order:
        :class:`engine.first_melds.FirstMelds`)."""
        from .answers import action_to_json
        from .view import masked_options, option_names, prompt_for
        d = game.pending if decision is None else decision
        if d is None:
            return None
        # the words as this viewer may read them: a card hidden from it is given by its age
        prompt = prompt_for(game.state, d.prompt, viewer)
        alts = [prompt_for(game.state, a, viewer) for a in d.alternatives]
        rec: dict[str, Any] = {
            "id": game.decision_id if decision_id is None else decision_id,
            "player": d.player,
            "kind": str(d.kind),
            "prompt": str(prompt),
            "prompt_msg": prompt.to_data() if isinstance(prompt, Msg) else None,
            "min": d.min,
            "max": d.max,
            "counts": list(d.counts) if d.counts is not None else None,
            "may_decline": d.may_decline,
            "source": d.source,
            "source_msg": SOURCE_WORDS[d.source].to_data() if d.source in SOURCE_WORDS else None,
            "alternatives": [str(a) for a in alts],
            "alternatives_msg": [a.to_data() if isinstance(a, Msg) else None for a in alts],
        }
        if viewer is None or viewer == d.player:
            if d.kind == Kind.ACTION:
                rec["options"] = [action_to_json(a) for a in d.options]
            elif viewer is not None and d.kind in (Kind.CARDS, Kind.ORDER):
                opts, _, descr = masked if masked is not None else masked_options(game, decision=decision)
                rec["options"] = list(opts)
                if descr:
                    rec["hidden"] = {k: dict(v) for k, v in descr.items()}
            else:
                rec["options"] = option_names(game.state, d)
        return cls.model_construct(**rec)          # made here: already in shape

    # ---- back to the engine ------------------------------------------------------------
    def inside(self, state: Any) -> Any:
        """The engine's :class:`~engine.decisions.Decision` this record stands for
        in ``state`` (a :class:`~engine.state.State`): its options in their inside
        form (card ids, color indexes, player indexes, True/False, action tuples),
        the inverse of :meth:`of`'s options. For whoever holds only the record and
        a state made from a view (the network bot). Raises ValueError for a record
        without options (another player's) or an option naming no card, color or
        player; :class:`~engine.answers.MalformedAnswer` for an action out of form."""
        from .answers import Action
        from .cards import BY_NAME, COLORS
        from .decisions import Decision
        if self.options is None:
            raise ValueError("this decision has no options for this player")
        k = self.kind
        opts: list[Any]
        try:
            if k == Kind.ACTION:
                opts = [Action.from_data(a).inside() for a in self.options]
            elif k in (Kind.CARDS, Kind.ORDER):
                opts = [BY_NAME[n] for n in self.options]
            elif k in (Kind.COLOR, Kind.COLORS):
                opts = [COLORS.index(c) for c in self.options]
            elif k == Kind.PLAYER:
                names = [pl.name for pl in state.players]
                opts = [names.index(n) for n in self.options]
            elif k == Kind.YESNO:
                opts = [True, False]
            else:
                opts = list(self.options)
        except KeyError as e:
            raise ValueError(f"an option names no card: {e}") from None
        # the prompt as the engine made it (message data when there is), so that the
        # decision matches the engine's own (engine.determinize compares it as data)
        prompt = Msg.from_data(self.prompt_msg) if self.prompt_msg else self.prompt
        return Decision(self.player, k, opts, self.min, self.max, prompt, self.source, list(self.alternatives),
                        tuple(self.counts) if self.counts else None)

    # ---- data ----------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """Plain JSON-ready data (fields that are None left out)."""
        return self.model_dump(exclude_none=True)

    @classmethod
    def from_data(cls, d: Any) -> "OpenDecision":
        """The record from :meth:`to_data`'s form, checked; raises
        :class:`MalformedDecision` saying what is out of shape."""
        try:
            return cls.model_validate(d)
        except ValidationError as e:
            errs = e.errors()
            where = ".".join(str(x) for x in errs[0]["loc"]) if errs else ""
            why = errs[0]["msg"] if errs else e
            raise MalformedDecision(f"the open decision is out of shape ({where}: {why})") from None
