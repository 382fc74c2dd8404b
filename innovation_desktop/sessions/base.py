"""The session interface: what a table plays or shows.

A table (:class:`innovation_desktop.table.window.TableWindow`) draws one game
through a *session*: the local game (:class:`~.local.GameSession`: hot seat and
computer seats), the replay of a save (:class:`~.replay.ReplaySession`) and a
network game (LAN play) all implement :class:`Session`. The table never sees the
engine's ``Game``: it reads plain data and answers with plain data.

**What the table reads** (all of it JSON-ready, so a network peer can be sent it):

* :meth:`Session.view` ``(viewer)``: the table view for one player,
  :func:`engine.view.table_view`: :func:`engine.view.view` (boards, hands by name
  only for the viewer, supply sizes, achievements, whose turn, the open decision)
  plus what the widgets need: the age a Draw would take (``draw_age``), icon
  counts per pile (``board[color]["icons"]``), the Dogma preview of the current
  player's top cards (``dogma``: who shares, who is hit), the legal actions (the
  open decision's ``options`` when the viewer is asked) and the open decision's
  options by card name, a card the viewer may not see offered as a placeholder
  ``"?1"`` described in ``pending["hidden"]`` by age and place only.
  ``viewer`` is a player index; ``-1`` is nobody's private cards (the hot
  seat's hand-off screen); ``None`` is everything (only a local game and a
  replay give it; a network session gives its own seat's view).
* :meth:`Session.log`: the log lines a viewer may read, with their kind.

**What the table sends**: :meth:`Session.answer` with an answer to the open
decision in its one outside form (:mod:`engine.answers`: card names or the
placeholders above, ``"yes"`` / ``"no"``, color names, a player's name, numbers,
worded alternatives, ``{"action": "meld", "card": NAME}``, ``{"action": "draw"}``,
``{"action": "achieve", "age": 3}``; ``None`` or ``[]`` declines). Any other form
is refused (:class:`engine.answers.MalformedAnswer`), whichever session it goes
to. A wrong answer changes nothing and emits ``error``.

**Signals** (declared once by :class:`SessionSignals`, which every session derives from):

=========================================  ==============================================
``viewChanged()``                          anything shown may have changed: read again
``decisionRequested(object)``              a player answered at this screen is asked;
                                           the object is ``view(player)["pending"]``
``answerApplied(int, object, object)``     player, answer (outside form), the
                                           decision answered (a ``pending`` dict):
                                           animations (a melded card flies)
``gameOver(object)``                       ``{"reason": str, "winners": [int]}``
``error(str)``                             plain text for the player
``thinking(int)``                          this player is thinking elsewhere (a
                                           computer seat, a peer)
``hintReady(int, object, str, str)``       a hint for decision id: answer (outside
                                           form), short line, whole sentence
``eventsAppended(list)``                   the engine's events (a joiner: their data)
=========================================  ==============================================
"""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from ..plain import shown_name

translate = QCoreApplication.translate


class SessionSignals(QObject):
    """The signals every session emits, declared once (see the module's table):
    the local game, the LAN host's and a joiner's sessions and the replay derive
    from this class, so a reader (and a type checker) follows an answer from the
    table to the session and back through these names."""

    #: anything shown may have changed: read again
    viewChanged = Signal()
    #: a player answered at this screen is asked: ``view(player)["pending"]``
    #: (the engine's record of the open decision, as data)
    decisionRequested = Signal(object)
    #: the engine's events: :class:`engine.decisions.Event` objects (a session
    #: holding the game) or their data for one seat (:func:`engine.view.event_data`: a joiner)
    eventsAppended = Signal(list)
    #: player, answer (outside form; another's card choice None for a joiner),
    #: the decision answered (its record's data as that player saw it)
    answerApplied = Signal(int, object, object)
    #: ``{"reason": str, "winners": [int]}``
    gameOver = Signal(object)
    #: plain text for the player
    error = Signal(str)
    #: this player is thinking elsewhere (a computer seat, a peer)
    thinking = Signal(int)
    #: a hint for a decision id: answer (outside form), short line, whole sentence
    hintReady = Signal(int, object, str, str)

    #: True if :meth:`Session.request_hint` can give hints (a LAN joiner: False)
    offers_hints: bool = True


@runtime_checkable
class Session(Protocol):
    """What a table plays or shows (see the module's text for the data and signals).

    Attributes:
        humans: the players answered at this screen (hot seat: several; a
            network peer: its own seat; a replay: none).
        awaiting_end: hot seat: the player who has answered and must press End
            turn before the next seat is asked (the table shows them the result
            and the End turn / Hand over button); None otherwise.
        offers_hints: True if :meth:`request_hint` can give hints (the table
            enables its Hint button); a LAN joiner gives none.

    The signals are :class:`SessionSignals`'s (a session derives from it).
    """

    @property
    def humans(self) -> list[int]: ...     # (read-only here: a session may compute it)

    awaiting_end: int | None
    offers_hints: bool

    # ---- reading ---------------------------------------------------------------
    def view(self, viewer: int | None) -> dict[str, Any]:
        """The table view (:func:`engine.view.table_view`) for ``viewer``."""
        ...

    def log_length(self) -> int:
        """How many log entries there are (a viewer reads some of them). Goes down
        after an undo: the table then writes its log anew."""
        ...

    def log(self, viewer: int | None, start: int = 0) -> list[tuple[str, str, Any]]:
        """The lines of entries ``start`` on that ``viewer`` may read, as
        ``(text, kind, message)`` (kind: an event kind such as ``"turn"``, ``"draw"``;
        message: the text as message data, :meth:`engine.msg.Msg.to_data`, or None)."""
        ...

    def is_human(self, player: int) -> bool:
        """True if ``player`` answers at this screen."""
        ...

    def seat_label(self, player: int) -> str:
        """A short plain-text note on a seat for its panel: ``""`` for a person,
        ``"(computer)"``, ``"(disconnected)"``..."""
        ...

    def end_turn_info(self) -> dict[str, Any] | None:
        """While :attr:`awaiting_end`: what the one who answered did, for the End
        turn prompt: ``{"player": int, "source": str (the decision's source,
        "setup" for the first meld), "answer": position-file answer, "turn": int,
        "current": int}`` (turn number and whose turn it was when they answered);
        None otherwise."""
        ...

    def can_undo(self) -> bool:
        """True if the last answer of the human being asked can be taken back."""
        ...

    # ---- acting ----------------------------------------------------------------
    def start(self) -> None:
        """Announce the first decision (once the table is connected)."""
        ...

    def answer(self, answer: Any) -> bool:
        """Answer the open decision for a player at this screen (position-file
        form). False (and ``error`` emitted) if it is refused."""
        ...

    def end_turn(self) -> bool:
        """Hot seat: the one :attr:`awaiting_end` is done looking; ask the next seat."""
        ...

    def undo(self) -> bool:
        """Take back the last answer of the human being asked."""
        ...

    def request_hint(self) -> bool:
        """Start thinking of a hint for the open decision of the player asked at
        this screen (``hintReady`` follows). False if none can be given."""
        ...

    def close(self) -> None:
        """Stop (the window closes or another game starts); :meth:`wait` then
        waits for any thread it runs."""
        ...

    def wait(self, ms: int = 5000) -> bool:
        """Wait at most ``ms`` for the session's threads to end; True if they did."""
        ...

    # a session is a QObject with the signals of :class:`SessionSignals` (the table
    # connects them, takes the session as its child and deletes the one it replaces)
    @property
    def viewChanged(self) -> SignalInstance: ...  # noqa: N802 (Qt's style)

    @property
    def decisionRequested(self) -> SignalInstance: ...  # noqa: N802

    @property
    def eventsAppended(self) -> SignalInstance: ...  # noqa: N802

    @property
    def answerApplied(self) -> SignalInstance: ...  # noqa: N802

    @property
    def gameOver(self) -> SignalInstance: ...  # noqa: N802

    @property
    def error(self) -> SignalInstance: ...

    @property
    def thinking(self) -> SignalInstance: ...

    @property
    def hintReady(self) -> SignalInstance: ...  # noqa: N802

    def setParent(self, parent: QObject | None, /) -> None: ...  # noqa: N802

    def deleteLater(self) -> None: ...  # noqa: N802


def view_title(v: dict[str, Any], what: str = "") -> str:
    """A window title naming the game of table view ``v``: its players (teams as
    partners), the turn and whose it is, e.g. ``"Ada vs Bruno \u2014 turn 3, Ada to
    play \u2014 Innovation"``; ``what`` goes first (``"Replay"``). Plain text."""
    names = [shown_name(p["name"]) for p in v["players"]]
    if v.get("teams") and len(names) == 4:
        who = translate("Session", "{a} & {b} vs {c} & {d}").format(a=names[0], b=names[2], c=names[1], d=names[3])
    elif len(names) == 2:
        who = translate("Session", "{a} vs {b}").format(a=names[0], b=names[1])
    else:
        who = ", ".join(names)
    if v.get("result") is not None:
        when = translate("Session", "game over")
    elif v["turn"] == 0:
        when = translate("Session", "setup")
    else:
        when = translate("Session", "turn {turn}, {name} to play").format(turn=v["turn"], name=names[v["current"]])
    return " \u2014 ".join(x for x in (what, who, when, "Innovation") if x)
