"""The Hint button: the Strong player's suggestion for the human being asked.

:class:`Hints` asks :func:`~innovation_desktop.sessions.seats.hint_player` (Strong with a
short budget) off the GUI thread, in its own :class:`ComputerRunner`, on what the
asked human's seat may see. The suggestion is shown on the table: the cards it
names glow (``card_state`` "hint") and the prompt gets one plain line saying why.
A hint is dropped as soon as the decision it answers is gone.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QObject

from engine.ai import hint_text

from ..sessions.seats import ComputerRunner, hint_player


class Hints(QObject):
    """Hints for one table (``table``: a TableWindow with ``session`` and ``my_decision()``)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.runner: ComputerRunner | None = None
        self.decision = None          # the decision the hint (or the request) is for
        self.answer: Any = None
        self.text = ""                # the short line in the prompt
        self.why = ""                 # the whole sentence (status bar)
        self.waiting = False
        self._n = 0

    def ask(self) -> bool:
        """Start thinking about the viewer's pending decision. False if the viewer
        is not being asked (or a hint for it is already there or coming)."""
        d = self.table.my_decision()
        if d is None or (self.decision is d and (self.waiting or self.text)):
            return False
        if self.runner is None:
            self.runner = ComputerRunner(self)
            self.runner.answered.connect(self._answered)
            self.runner.failed.connect(self._failed)
        g = self.table.session.game
        clone = g.clone()
        clone.events = list(g.events)
        self._n += 1
        self.decision, self.answer, self.text, self.waiting = d, None, "", True
        self.runner.request(hint_player(self._n), clone, 0)
        self.table._render_prompt()
        return True

    def current(self) -> bool:
        """True if the hint (or the request) is for the decision pending now."""
        s = self.table.session
        return s is not None and self.decision is not None and s.pending is self.decision

    def cards(self) -> set[int]:
        """The card ids the current hint names (to glow)."""
        if not self.current() or self.answer is None:
            return set()
        a = self.answer
        if isinstance(a, tuple) and len(a) == 2 and a[0] in ("meld", "dogma"):
            return {a[1]}
        if isinstance(a, list) and self.decision.kind in ("cards", "order"):
            return set(a)
        return set()

    def line(self) -> str:
        """Rich text for the prompt: the hint in plain words (escaped), or that one is coming."""
        if not self.current():
            return ""
        if self.waiting:
            return "<br><i>Hint: thinking\u2026</i>"
        if self.text:
            return f"<br><span style='color:#8a1a6a'><b>Hint:</b> {html.escape(self.text)}</span>"
        return ""

    def _answered(self, token: int, answer: Any, player: Any) -> None:
        self.waiting = False
        if not self.current():
            return
        self.answer = answer
        info = getattr(player, "last", {}) or {}
        st = self.table.session.game.state
        self.text = hint_text(st, self.decision, answer, info, short=True)
        self.why = hint_text(st, self.decision, answer, info)
        self.table.statusBar().showMessage(self.why, 30000)
        self.table._repaint_cards()
        self.table._render_prompt()

    def _failed(self, msg: str) -> None:
        self.waiting = False
        self.text = ""
        self.table._error(f"No hint: {msg}")

    def stop(self) -> None:
        """Forget any hint and stop thinking (new game, closing)."""
        self.decision, self.answer, self.text, self.waiting = None, None, "", False
        if self.runner is not None:
            self.runner.shutdown()
            self.runner = None
