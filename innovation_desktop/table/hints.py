"""The Hint button: the Strong player's suggestion for the human being asked.

:class:`Hints` asks the session (:meth:`~innovation_desktop.sessions.base.Session.request_hint`:
the local game runs Strong with a short budget off the GUI thread) and receives
its ``hintReady`` answer in position-file form. The suggestion is shown on the
table: the cards it names glow (``card_state`` "hint") and the prompt gets one
plain line saying why. A hint is dropped as soon as the decision it answers is
gone (decisions are told apart by their id in the view).
"""
from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from .presenter import answer_cards

if TYPE_CHECKING:
    from .window import TableWindow

translate = QCoreApplication.translate


class Hints(QObject):
    """Hints for one table (``table``: a TableWindow with ``session`` and ``my_decision()``)."""

    def __init__(self, table: TableWindow) -> None:
        super().__init__(table)
        self.table = table
        self.decision: int | None = None   # the id of the decision the hint (or the request) is for
        self.answer: Any = None            # the suggested answer (position-file form)
        self.text = ""                     # the short line in the prompt
        self.why = ""                      # the whole sentence (status bar)
        self.waiting = False

    def ask(self) -> bool:
        """Start thinking about the viewer's pending decision. False if the viewer
        is not being asked (or a hint for it is already there or coming), or the
        session gives no hints."""
        d = self.table.my_decision()
        if d is None or (self.decision == d.id and (self.waiting or self.text)):
            return False
        session = self.table.session
        if session is None or not session.request_hint():
            return False
        self.decision, self.answer, self.text, self.waiting = d.id, None, "", True
        self.table._render_prompt()
        return True

    def current(self) -> bool:
        """True if the hint (or the request) is for the decision pending now."""
        d = self.table.my_decision() if self.table.session is not None else None
        return d is not None and self.decision is not None and d.id == self.decision

    def cards(self) -> set[str]:
        """The names of the cards the current hint names (to glow)."""
        if not self.current() or self.answer is None:
            return set()
        return answer_cards(self.answer)

    def line(self) -> str:
        """Rich text for the prompt: the hint in plain words (escaped), or that one is coming."""
        if not self.current():
            return ""
        if self.waiting:
            return "<br><i>" + translate("Table", "Hint: thinking\u2026") + "</i>"
        if self.text:
            # the hint's words (self.text) come from the computer player (i18nengine's area)
            return ("<br><span style='color:#8a1a6a'>"
                    + translate("Table", "<b>Hint:</b> {hint}").format(hint=html.escape(self.text)) + "</span>")
        return ""

    def ready(self, decision: int, answer: Any, short: str, why: str) -> None:
        """The session's ``hintReady``: keep it if it is for the decision asked for."""
        if decision != self.decision:
            return
        self.waiting = False
        if not self.current():
            return
        self.answer, self.text, self.why = answer, short, why
        self.table.statusBar().showMessage(why)      # until the decision is gone (drop_stale)
        self.table._repaint_cards()
        self.table._render_prompt()

    def drop_stale(self) -> None:
        """Once the decision a hint was for is gone (answered, undone, another
        turn), forget the hint and take its sentence out of the status bar
        (another message shown since stays)."""
        if self.decision is None or self.current():
            return
        self._clear_status()
        self.decision, self.answer, self.text, self.waiting = None, None, "", False

    def _clear_status(self) -> None:
        if self.why:
            bar = self.table.statusBar()
            if bar.currentMessage() == self.why:
                bar.clearMessage()
        self.why = ""

    def stop(self) -> None:
        """Forget any hint (new game, closing), its status-bar sentence too."""
        self._clear_status()
        self.decision, self.answer, self.text, self.waiting = None, None, "", False
