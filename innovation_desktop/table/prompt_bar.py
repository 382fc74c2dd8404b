"""The prompt bar: what is asked of whom, and the buttons that answer it.

:class:`PromptBar` shows the prompt's words (:class:`PromptText`: at most two
lines, a long text cut before its tail) and a row of answer buttons made from
the presenter's data (:func:`.presenter.action_row`, :func:`.presenter.choice_row`):
the action row (Draw, and the Meld, Dogma and Achieve menus), Done, None/Pass,
yes/no, colors, players, numbers, alternatives, cards; and Undo and Hint.

The bar calls neither the window nor the session: a pressed button is emitted
as one of the bar's signals (:attr:`PromptBar.answered` with the answer in its
outside form, :attr:`PromptBar.actionChosen` with an
:class:`engine.answers.Action`, :attr:`PromptBar.toggled`,
:attr:`PromptBar.colorToggled`, :attr:`PromptBar.doneAsked`; Undo and Hint are
:attr:`PromptBar.undo` and :attr:`PromptBar.hint`, whose ``clicked`` the table
connects).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QResizeEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from ..idle import lazy_tooltip
from ..plain import esc, rich, shown_name
from .cardface import color_mark_pixmap, qcolor
from .presenter import ACTION, ANSWER, DONE, TOGGLE, TOGGLE_COLOR, ActionMenu, Choice
from .widgets import card_tooltip, lead_direction

translate = QCoreApplication.translate


def own_viewport(area: QScrollArea) -> QWidget:
    """Give ``area`` (before its ``setWidget``) a viewport made here, which does not
    fill its background. Asking Qt for its own viewport instead makes PySide6 look
    at every widget class once to name the type (about 10 ms of start-up). Returns
    the viewport."""
    vp = QWidget()
    vp.setAutoFillBackground(False)
    area.setViewport(vp)
    return vp


class PromptText(QLabel):
    """The prompt's words (rich text made by the table), wrapped on at most two
    lines. A text too long for them is cut with "…" before its *tail* (the count
    of a choice, "choose 0 to 2, 1 chosen", and the hint line), which always shows
    whole; the whole text is in the tooltip and in :meth:`full_text`."""

    _named: tuple[str, str] | None = None
    #: Lines shown at most; the bar's height is made for them.
    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._tail = ""
        #: the width (pixels) the bar gives the words (:meth:`PromptBar.share_width`),
        #: or None: the label's own. It is the width hint, so a bar narrower than
        #: its parts would like still keeps the share (a box layout shrinks from the
        #: size hints there, never by the stretch factors).
        self.share: int | None = None

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        return hint if self.share is None else QSize(self.share, hint.height())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._named = None
        self._tail = ""
        self._show(text)
        self.setToolTip(text)

    def full_text(self) -> str:
        """The whole prompt (rich text), however much of it shows."""
        return self._full + self._tail

    def set_named(self, template: str, name: str, tail: str = "") -> None:
        """Show rich-text ``template`` with ``{name}`` standing for player
        ``name`` (plain text, escaped here, isolated from the text's direction)
        in bold, elided with "…" to at most 60 % of the label's width, followed
        by rich-text ``tail``, which is never cut; the tooltip holds the whole text."""
        self._named = (template, name)
        self._tail = tail
        self._show_named()
        self.setToolTip(template.replace("{name}", f"<b>{esc(shown_name(name))}</b>", 1) + tail)

    def _show_named(self) -> None:
        if self._named is None:
            return
        template, name = self._named
        f = QFont(self.font())
        f.setBold(True)
        room = max(120, int(self.contentsRect().width() * 0.6))
        short = QFontMetrics(f).elidedText(name, Qt.TextElideMode.ElideRight, room)
        self._show(template.replace("{name}", f"<b>{esc(shown_name(short))}</b>", 1))
        self._full = template.replace("{name}", f"<b>{esc(shown_name(name))}</b>", 1)

    def _show(self, html: str) -> None:
        self._full = html
        super().setText(self._fitted(lead_direction(html), self._tail))

    def _doc(self, html: str) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self.font())
        doc.setHtml(html)
        doc.setTextWidth(self.contentsRect().width())
        return doc

    @staticmethod
    def _line_count(doc: QTextDocument) -> int:
        doc.size()                           # lays the document out
        n = 0
        block = doc.begin()
        while block.isValid():
            n += block.layout().lineCount()
            block = block.next()
        return n

    def _fitted(self, html: str, tail: str = "") -> str:
        """``html`` then ``tail`` on :attr:`LINES` lines of the label's width:
        where they do not fit, the end of ``html`` gives way to "…" (the
        formatting of what is kept stays) and ``tail`` shows whole; a tail too
        long by itself is cut too."""
        width = self.contentsRect().width()
        whole = html + tail
        if width <= 0 or not whole:
            return whole
        if self._line_count(self._doc(whole)) <= self.LINES:
            return whole
        body_len = self._doc(html).characterCount() - 1 if html else 0

        def cut(keep: int, text: str, end: int) -> QTextDocument:
            """``text`` laid out with its characters ``keep``..``end`` replaced by "…"."""
            doc = self._doc(text)
            cur = QTextCursor(doc)
            cur.setPosition(keep)
            cur.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            cur.removeSelectedText()
            while keep > 0:                  # no blank before the "…"
                cur.setPosition(keep - 1)
                cur.setPosition(keep, QTextCursor.MoveMode.KeepAnchor)
                if not cur.selectedText().isspace():
                    break
                cur.removeSelectedText()
                keep -= 1
            cur.setPosition(keep)
            cur.insertText("\u2026")
            return doc

        def best(text: str, end: int) -> QTextDocument | None:
            """The most of ``text``'s first ``end`` characters that fits, or None."""
            lo, hi, found = 0, end, None     # keep lo..hi characters: the largest that fits
            while lo <= hi:
                mid = (lo + hi) // 2
                doc = cut(mid, text, end)
                if self._line_count(doc) <= self.LINES:
                    found, lo = doc, mid + 1
                else:
                    hi = mid - 1
            return found
        doc = best(whole, body_len) if tail and body_len > 0 else None
        if doc is None:                      # no tail, or the tail alone is too long: cut the whole
            end = self._doc(whole).characterCount() - 1
            doc = best(whole, end) or cut(0, whole, end)
        return doc.toHtml()

    def resizeEvent(self, ev: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(ev)
        if self._named is not None:
            self._show_named()
        elif self._full:
            super().setText(self._fitted(lead_direction(self._full), self._tail))


class PromptBar(QFrame):
    """What is asked of whom, with the ways to answer: action buttons, Done,
    decline, yes/no, colors, players, numbers, alternatives, order; and Undo
    and Hint. Its signals say what was pressed (see the module's text)."""

    #: the words' width (pixels) at least, however many buttons
    WORDS_FLOOR = 160
    #: the words keep up to this width (pixels) beside the buttons when they need it
    WORDS_ROOM = 260
    #: an answer to the open decision, in its outside form (``"yes"``, a name, ``[]``, None...)
    answered = Signal(object)
    #: an action of the action row: an :class:`engine.answers.Action`
    actionChosen = Signal(object)
    #: a card (name or placeholder) picked or unpicked for a card or order choice
    toggled = Signal(object)
    #: a color (name) picked or unpicked for a colors choice
    colorToggled = Signal(str)
    #: Done: the picks so far answer the choice
    doneAsked = Signal()
    #: an action menu's entry is the current one (its preview, the tooltip,
    #: shows): its :class:`engine.answers.Action`; None when the menu closes
    previewed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prompt")
        lay = QHBoxLayout(self)
        self.lay = lay
        lay.setContentsMargins(8, 4, 8, 4)
        self.swatch = QLabel()
        self.swatch.setFixedSize(10, 28)
        lay.addWidget(self.swatch)
        self.text = PromptText()
        self.text.setTextFormat(Qt.TextFormat.RichText)      # made by the table; names in it are escaped
        self.text.setObjectName("promptText")
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(self.WORDS_FLOOR)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        lay.addWidget(self.text, 2)
        self.area = QWidget()
        self.area.setObjectName("promptArea")
        self.area_lay = QHBoxLayout(self.area)
        self.area_lay.setContentsMargins(0, 0, 0, 0)
        self.area_lay.setSpacing(4)
        scroll = QScrollArea()
        vp = own_viewport(scroll)
        scroll.setWidget(self.area)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFixedHeight(44)
        scroll.setObjectName("promptScroll")
        vp.setStyleSheet("background: #fbf7ec;")    # the prompt bar's own color
        self.area.setAutoFillBackground(False)
        lay.addWidget(scroll, 3)      # as wide as share_width says
        scroll.setMinimumWidth(60)
        #: the scrolling strip of answer buttons (not ``scroll``: QWidget.scroll's name)
        self.strip = scroll
        # the answers that end a choice (Done, None, Pass, ...) sit outside the
        # scrolling strip of options: they are always in view, however many options
        self.fixed_lay = QHBoxLayout()
        self.fixed_lay.setContentsMargins(0, 0, 0, 0)
        self.fixed_lay.setSpacing(4)
        lay.addLayout(self.fixed_lay)
        self.undo = QPushButton(translate("Table", "&Undo"))
        self.undo.setToolTip(translate("Table", "Take back your last action (until a card was drawn or revealed). "
                                                "Ctrl+Z"))
        lay.addWidget(self.undo)
        self.hint = QPushButton(translate("Table", "Hin&t"))      # Alt+H opens the Help menu
        self.hint.setToolTip(translate("Table", "Ask the strong computer player what it would do here. H"))
        lay.addWidget(self.hint)
        # one height whatever the text: a long prompt (or name) never moves the table;
        # two lines show, the whole text is in the tooltip
        lines = self.text.fontMetrics().lineSpacing() * 2 + 4
        self.text.setMaximumHeight(lines)
        self.setFixedHeight(max(44, lines) + 8)
        self.buttons: dict[str, QAbstractButton] = {}
        #: The answer buttons a digit key presses: ``keyed[k]`` for key ``k`` (0-9).
        self.keyed: dict[int, QPushButton] = {}

    def clear(self) -> None:
        for box in (self.area_lay, self.fixed_lay):
            while box.count():
                it = box.takeAt(0)
                w = it.widget() if it is not None else None
                if w is not None:
                    w.deleteLater()
        self.buttons = {}
        self.keyed = {}

    def finish(self) -> None:
        """Close the row of answer buttons (keeps them at their natural width)."""
        self.area_lay.addStretch(1)
        self.share_width()

    def share_width(self) -> None:
        """Share the bar's width between the words and the strip of answer
        buttons: the strip takes what its buttons need and the words the rest,
        but the words keep at least half of it (the buttons then scroll), so a
        prompt that fits on two lines is never cut while the bar has room."""
        both = self.text.width() + self.strip.width()
        if both <= 0 or not self.isVisible():
            return
        need = self.strip_need()
        # the words' floor is what they need on two lines, up to WORDS_ROOM: a short
        # prompt ("your turn — choose an action") leaves the rest to the buttons
        # (a Cities turn has five, wider in Spanish)
        wn = self._words_need()
        words = max(both - need, min(both // 2, wn), min(self.WORDS_ROOM, wn), self.WORDS_FLOOR)
        strip = max(60, both - words)
        lay = self.lay
        if lay.stretch(lay.indexOf(self.strip)) != strip or lay.stretch(lay.indexOf(self.text)) != words:
            # shares of the width in proportion, never a fixed width: the window can still shrink
            lay.setStretchFactor(self.text, words)
            lay.setStretchFactor(self.strip, strip)
            self.strip.setMaximumWidth(strip)          # strip <= need: no empty room beside the buttons
        if self.text.share != words:
            self.text.share = words
            self.text.updateGeometry()

    def strip_need(self) -> int:
        """The width the answer buttons take side by side (pixels), counted from
        the buttons themselves: just made, they are not shown yet and their
        layout would count them as nothing."""
        items = (self.area_lay.itemAt(i) for i in range(self.area_lay.count()))
        widgets = [w for w in (it.widget() if it is not None else None for it in items) if w is not None]
        widths = [w.sizeHint().width() for w in widgets]
        return sum(widths) + self.area_lay.spacing() * max(0, len(widths) - 1) + 2

    def _words_need(self) -> int:
        """About how wide the words must be to fit on two lines."""
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self.text.font())
        doc.setHtml(self.text.full_text())
        return int(doc.idealWidth() / self.text.LINES) + 40

    def resizeEvent(self, ev: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(ev)
        QTimer.singleShot(0, self.share_width)

    def button(self, key: str, text: str, slot: Callable[..., object], tip: str | Callable[[], str] = "",
               checkable: bool = False, digit: int | None = None, fixed: bool = False) -> QPushButton:
        """An answer button. With ``digit`` (0-9) the button is pressed by that
        number key (and Alt+digit); the label then starts with the digit. ``tip``
        may be a function giving the (rich-text) tooltip, called when it is first
        wanted. A ``fixed`` button (Done, None, Pass) stands outside the strip of
        options, always in view; the options scroll."""
        b = QPushButton()
        if digit is not None and 0 <= digit <= 9:
            b.setText(f"&{digit} {text.replace('&', '&&')}")
            self.keyed[digit] = b
            what = translate("Table", "Key {digit}.").format(digit=digit)
            if not callable(tip):
                tip = f"{tip}\n{what}" if tip and not tip.lstrip().startswith("<") else (tip or what)
        else:
            b.setText(text)
        b.setObjectName("choice")
        b.setCheckable(checkable)
        if callable(tip):
            lazy_tooltip(b, tip)
        elif tip:
            b.setToolTip(tip)
        b.clicked.connect(slot)
        (self.fixed_lay if fixed else self.area_lay).addWidget(b)
        self.buttons[key] = b
        return b

    def menu_button(self, key: str, text: str, entries: list[tuple[str, str, object]], tip: str = "",
                    values: list[object] | None = None) -> QToolButton:
        """A button opening a menu of ``entries`` ``[(label, tip, slot)]`` (greyed
        when empty; ``tip``: the button's own tooltip, plain text). With
        ``values`` (one per entry), the entry made current emits
        :attr:`previewed` with its value, and the menu closing emits None."""
        b = QToolButton()
        b.setText(text)
        if tip:
            b.setToolTip(rich(tip))
        b.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        m = QMenu(b)
        m.setToolTipsVisible(True)
        # opened (by a click or its key, M/G/A), the first entry is highlighted:
        # Enter then picks it, and the arrows move from there
        m.aboutToShow.connect(lambda m=m: QTimer.singleShot(0, lambda: highlight_first(m)))
        for i, (label, tip, slot) in enumerate(entries):
            # the first nine entries get a digit mnemonic: M then 2 melds the second card
            a = m.addAction(f"&{i + 1}  {label.replace('&', '&&')}" if i < 9 else label.replace('&', '&&'))
            a.setToolTip(rich(tip))        # action tips name players: shown literally
            a.triggered.connect(slot)
            if values is not None:
                a.hovered.connect(lambda v=values[i]: self.previewed.emit(v))
        if values is not None:
            m.aboutToHide.connect(lambda: self.previewed.emit(None))
        b.setMenu(m)
        b.setEnabled(bool(entries))
        self.area_lay.addWidget(b)
        self.buttons[key] = b
        return b

    def show_row(self, row: list[Choice | ActionMenu], edition: str = "third") -> None:
        """Make the answer buttons of ``row`` (the presenter's data, in order),
        then close the row (:meth:`finish`). A button pressed emits the bar's
        signal for what it does; a card button's tooltip is the card's face and
        text in ``edition``."""
        for c in row:
            if isinstance(c, ActionMenu):
                self.menu_button(c.key, c.label, [(label, tip, (lambda _=False, a=a: self.actionChosen.emit(a)))
                                                  for label, tip, a in c.entries], c.tip,
                                 [a for _, _, a in c.entries])
            else:
                self._choice_button(c, edition)
        self.finish()

    def _slot(self, c: Choice) -> Callable[..., None]:
        if c.does == ANSWER:
            return lambda _=False, v=c.value: self.answered.emit(v)
        if c.does == ACTION:
            return lambda _=False, a=c.value: self.actionChosen.emit(a)
        if c.does == TOGGLE:
            return lambda _=False, v=c.value: self.toggled.emit(v)
        if c.does == TOGGLE_COLOR:
            return lambda _=False, v=c.value: self.colorToggled.emit(v)
        if c.does == DONE:
            return lambda _=False: self.doneAsked.emit()
        raise ValueError(f"a button does {c.does!r}: not one of answer, action, toggle, toggle_color, done")

    def _choice_button(self, c: Choice, edition: str) -> QPushButton:
        tip: str | Callable[[], str]
        if c.card is not None:
            def card_tip(cid: int = c.card) -> str:
                return card_tooltip(cid, edition)
            tip = card_tip
        else:
            tip = rich(c.tip) if c.tip_rich and c.tip else c.tip
        b = self.button(c.key, "" if c.bare_digit else c.label, self._slot(c), tip, checkable=c.checkable,
                        digit=c.digit, fixed=c.fixed)
        if c.bare_digit:
            b.setText(f"&{c.label}")
        if c.checkable:
            b.setChecked(c.checked)
        if not c.enabled:
            b.setEnabled(False)
        if c.color is not None:
            col = qcolor(c.color).name()
            b.setIcon(QIcon(color_mark_pixmap(c.color, 28)))     # the color's shape: told apart without color
            b.setIconSize(QSize(14, 14))
            b.setStyleSheet(f"QPushButton {{ border-left: 10px solid {col}; padding: 3px 8px; }}"
                            f"QPushButton:focus {{ border: 2px solid #0a5bd3; border-left: 10px solid {col}; }}")
        return b


def highlight_first(menu: QMenu) -> None:
    """Make the first enabled entry of a shown ``menu`` the current one."""
    try:
        shown = menu.isVisible() and menu.activeAction() is None
    except RuntimeError:        # closed and deleted meanwhile
        return
    if shown:
        first = next((a for a in menu.actions() if a.isEnabled() and not a.isSeparator()), None)
        if first is not None:
            menu.setActiveAction(first)


