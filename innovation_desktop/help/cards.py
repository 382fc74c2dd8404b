"""Help > Cards: every card as it looks on the table, at full size, with filters.

Filters: age, color, an icon the card shows, and text (in the title or the
effects, case-insensitive) matched as you type. :func:`show_card` opens the
browser at one card (from a card name in the log, or a right-click on a card).
Only the faces that scroll into view are drawn (the card faces are cached).
"""
from __future__ import annotations

import unicodedata
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    QSortFilterProxyModel,
    Qt,
)
from ..i18n import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QLineEdit, QListView,
                               QStyle, QStyledItemDelegate, QStyleOptionViewItem, QVBoxLayout, QWidget)

from engine import CARDS, COLORS, ICONS
from engine import cards as _cards

from ..table.cardtext import effect_text
from ..settings import SETTINGS
from ..table import tips
from ..table.cardface import RATIO, card_pixmap

#: The six basic icons, the fourth edition's avatar and the icons of Cities of
#: Destiny (the hexagon image, a blank position, the Echoes echo box and bonus are
#: no filters).
BASIC_ICONS = tuple(i for i, name in enumerate(ICONS) if name not in ("hex", "blank", "echo", "bonus"))
GAP = 10          # pixels between cards
_ROOT = QModelIndex()   # the invalid index: the list's root (Qt's default parent)
#: Labels of the filters' choices (marked for translation; shown through :func:`tr`).
COLOR_LABELS = {"blue": QT_TRANSLATE_NOOP("CardBrowser", "Blue"), "red": QT_TRANSLATE_NOOP("CardBrowser", "Red"),
                "green": QT_TRANSLATE_NOOP("CardBrowser", "Green"),
                "yellow": QT_TRANSLATE_NOOP("CardBrowser", "Yellow"),
                "purple": QT_TRANSLATE_NOOP("CardBrowser", "Purple")}
ICON_LABELS = {"crown": QT_TRANSLATE_NOOP("CardBrowser", "Crown"), "leaf": QT_TRANSLATE_NOOP("CardBrowser", "Leaf"),
               "lightbulb": QT_TRANSLATE_NOOP("CardBrowser", "Lightbulb"),
               "castle": QT_TRANSLATE_NOOP("CardBrowser", "Castle"),
               "factory": QT_TRANSLATE_NOOP("CardBrowser", "Factory"),
               "clock": QT_TRANSLATE_NOOP("CardBrowser", "Clock"),
               "avatar": QT_TRANSLATE_NOOP("CardBrowser", "Avatar"),
               # Cities of Destiny's icons (filters too: the cities that show one)
               "flag": QT_TRANSLATE_NOOP("CardBrowser", "Flag"),
               "fountain": QT_TRANSLATE_NOOP("CardBrowser", "Fountain"),
               "plus": QT_TRANSLATE_NOOP("CardBrowser", "Plus"),
               "arrow-left": QT_TRANSLATE_NOOP("CardBrowser", "Left arrow"),
               "arrow-right": QT_TRANSLATE_NOOP("CardBrowser", "Right arrow"),
               "arrow-up": QT_TRANSLATE_NOOP("CardBrowser", "Up arrow")}
SET_LABELS = {"base": QT_TRANSLATE_NOOP("CardBrowser", "Base game"),
              "artifacts": QT_TRANSLATE_NOOP("CardBrowser", "Artifacts"),
              "relic": QT_TRANSLATE_NOOP("CardBrowser", "Relics"),
              "fourth": QT_TRANSLATE_NOOP("CardBrowser", "Fourth edition: age 11"),
              "echoes": QT_TRANSLATE_NOOP("CardBrowser", "Echoes of the Past"),
              "cities": QT_TRANSLATE_NOOP("CardBrowser", "Cities of Destiny")}


def tr(text: str) -> str:
    """``text`` translated in the context ``CardBrowser`` (Qt's translation tools)."""
    return QCoreApplication.translate("CardBrowser", text)


def card_set(cid: int) -> str:
    """The set a card comes from: ``"base"``, or an expansion's name when the engine
    knows expansions (``engine.cards.SET``)."""
    sets = getattr(_cards, "SET", None)
    return sets[cid] if sets is not None else "base"


def search_text(cid: int, edition: str = "third") -> str:
    """What the text filter searches: the title and the effects (both editions),
    in English and in the user's language, folded by :func:`fold`."""
    c = CARDS[cid]
    texts = [t for _, t in c.effects] + [t for _, t in (c.first_effects or ())] + \
        [t for _, t in (c.fourth_effects or ())]
    shown = [effect_text(t) for t in texts]
    parts = [c.name] + texts + [t for t, e in zip(shown, texts) if t != e]
    return fold("\n".join(parts))


def fold(text: str) -> str:
    """``text`` as the text filter compares it: lower case, accents dropped
    ("Puntúa" -> "puntua"), so a search typed without accents still matches."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(ch))


class CardModel(QAbstractListModel):
    """The cards, one row each (role ``Qt.UserRole``: the card id; display: the
    title; tooltip: the card's text)."""

    def __init__(self, edition: str = "third", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.edition = edition
        self.ids = list(range(len(CARDS)))
        self._text = [search_text(c) for c in self.ids]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent.isValid() else len(self.ids)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        cid = self.ids[index.row()]
        if role == Qt.ItemDataRole.UserRole:
            return cid
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return CARDS[cid].name
        if role == Qt.ItemDataRole.ToolTipRole:
            return tips.card_text(cid, self.edition)      # plain text (a tooltip of plain text is not markup)
        return None


class CardFilter(QSortFilterProxyModel):
    """Keeps the cards that pass every filter: ``age`` (1-11 or None), ``color``
    (index or None), ``icon`` (index or None, by the edition's icons), ``set``
    (name or None), ``edition`` (``"third"``, ``"first"``, ``"fourth"``: the age-11
    cards only in the fourth) and ``text`` (a substring of the title or effects, any
    case; blank: no filter)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.age: int | None = None
        self.color: int | None = None
        self.icon: int | None = None
        self.set: str | None = None
        self.edition = "third"
        self.text = ""

    def set_filters(self, **kw: int | str | None) -> None:
        """Change some filters (keywords as the attributes) and filter again."""
        for k in kw:
            if k not in ("age", "color", "icon", "set", "text", "edition"):
                raise TypeError(f"unknown filter {k!r}")
        begin = getattr(self, "beginFilterChange", None)      # Qt 6.10+; invalidateFilter before
        if begin is not None:
            begin()
        for k, v in kw.items():
            setattr(self, k, v)
        if begin is not None:
            self.endFilterChange()
        else:
            self.invalidateFilter()

    def accepts(self, cid: int) -> bool:
        """True if card ``cid`` passes every filter."""
        c = CARDS[cid]
        if self.age is not None and c.age != self.age:
            return False
        if self.color is not None and c.color != self.color:
            return False
        if self.icon is not None and self.icon not in c.icons_for(self.edition):
            return False
        if c.set == "fourth" and self.edition != "fourth":
            return False
        if self.set is not None and card_set(cid) != self.set:
            return False
        words = fold(self.text.strip())
        if words:
            model = self.sourceModel()
            assert isinstance(model, CardModel)
            return all(w in model._text[cid] for w in words.split())
        return True

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802 (Qt's name)
        model = self.sourceModel()
        assert isinstance(model, CardModel)
        return self.accepts(model.ids[row])


class FaceDelegate(QStyledItemDelegate):
    """Paints a card's face at ``width`` pixels (the table's own drawing), with a
    ring around the current card."""

    def __init__(self, width: int, edition: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.edition = edition

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.width + GAP, int(round(self.width * RATIO)) + GAP)

    def paint(self, p: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        cid = index.data(Qt.ItemDataRole.UserRole)
        r = option.rect
        face = QRect(r.x() + GAP // 2, r.y() + GAP // 2, self.width, int(round(self.width * RATIO)))
        p.drawPixmap(face.topLeft(), card_pixmap(cid, self.width, self.edition))
        if option.state & QStyle.StateFlag.State_Selected:
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor(0, 200, 255), 4))
            p.drawRoundedRect(face.adjusted(-2, -2, 2, 2), 8, 8)
            p.restore()


class CardBrowser(QWidget):
    """The Help > Cards window (see the module's text). ``edition``: whose card
    texts to show (``"third"`` or ``"first"``)."""

    def __init__(self, edition: str = "third", parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("CardBrowser", "Cards \u2014 Innovation"))
        self.setObjectName("CardBrowser")
        self.model = CardModel(edition, self)
        self.proxy = CardFilter(self)
        self.proxy.setSourceModel(self.model)

        self.search = QLineEdit(self)
        self.search.setPlaceholderText(translate("CardBrowser", "Search titles and effects"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(translate("CardBrowser", "Search"))
        self.search.textChanged.connect(lambda t: self._filter(text=t))

        self.age = QComboBox(self)
        self.age.addItem(translate("CardBrowser", "All ages"), None)
        for a in range(1, 12):
            self.age.addItem(translate("CardBrowser", "Age {age}").format(age=a), a)
        self.edition_box = QComboBox(self)
        for e, label in (("third", QT_TRANSLATE_NOOP("CardBrowser", "Third edition")),
                         ("first", QT_TRANSLATE_NOOP("CardBrowser", "First edition")),
                         ("fourth", QT_TRANSLATE_NOOP("CardBrowser", "Fourth edition"))):
            self.edition_box.addItem(tr(label), e)
        self.edition_box.setCurrentIndex(max(0, self.edition_box.findData(edition)))
        self.edition_box.setToolTip(translate("CardBrowser", "Whose card texts and icons to show; the age-11 cards "
                                                             "exist in the fourth edition only."))
        self.proxy.set_filters(edition=edition)
        self.color = QComboBox(self)
        self.color.addItem(translate("CardBrowser", "All colors"), None)
        for i, name in enumerate(COLORS):
            self.color.addItem(tr(COLOR_LABELS.get(name, name.capitalize())), i)
        self.icon = QComboBox(self)
        self.icon.addItem(translate("CardBrowser", "Any icon"), None)
        for i in BASIC_ICONS:
            self.icon.addItem(tr(ICON_LABELS.get(ICONS[i], ICONS[i].capitalize())), i)
        self.set_box = QComboBox(self)
        self.set_box.addItem(translate("CardBrowser", "All sets"), None)
        sets = sorted({card_set(c) for c in range(len(CARDS))}, key=lambda s: (s != "base", s))
        for s in sets:
            self.set_box.addItem(tr(SET_LABELS.get(s, s.capitalize())), s)
        self.set_box.setVisible(len(sets) > 1)
        for box, key in ((self.age, "age"), (self.color, "color"), (self.icon, "icon"), (self.set_box, "set")):
            box.currentIndexChanged.connect(
                lambda _i, b=box, k=key: self._filter(**{k: b.currentData()}))
        self.count = QLabel(self)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        for w in (self.edition_box, self.age, self.color, self.icon, self.set_box, self.count):
            top.addWidget(w)

        self.view = QListView(self)
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setUniformItemSizes(True)
        self.view.setWrapping(True)
        self.view.setSpacing(0)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.verticalScrollBar().setSingleStep(24)
        self.view.setStyleSheet("QListView { background: #24573a; }")
        self.delegate = FaceDelegate(SETTINGS.tooltip_card_w, edition, self.view)
        self.view.setItemDelegate(self.delegate)
        self.edition_box.currentIndexChanged.connect(lambda _i: self.set_edition(self.edition_box.currentData()))
        self.view.setModel(self.proxy)
        self.view.setAccessibleName(translate("CardBrowser", "Cards"))

        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.view, 1)
        QShortcut(QKeySequence.StandardKey.Find, self, self.search.setFocus)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        cell = SETTINGS.tooltip_card_w + GAP
        self.resize(4 * cell + 60, int(2.2 * (cell * RATIO)) + 60)
        self._count()

    # ---- reading -----------------------------------------------------------------
    def shown(self) -> list[int]:
        """The ids of the cards the filters leave, in order."""
        return [self.proxy.index(r, 0).data(Qt.ItemDataRole.UserRole) for r in range(self.proxy.rowCount())]

    def current(self) -> int | None:
        """The id of the selected card, or None."""
        idx = self.view.currentIndex()
        return idx.data(Qt.ItemDataRole.UserRole) if idx.isValid() else None

    def _filter(self, **kw: Any) -> None:
        """Set filters (:meth:`CardFilter.set_filters`) and show the new count."""
        self.proxy.set_filters(**kw)
        self._count()

    def _count(self) -> None:
        """After a filter change: the count, and the view at the current card if it
        is still shown (else at the top)."""
        idx = self.view.currentIndex()
        if idx.isValid():
            self.view.scrollTo(idx, QAbstractItemView.ScrollHint.PositionAtCenter)
        else:
            self.view.scrollToTop()
        n = self.proxy.rowCount()
        translate = QCoreApplication.translate
        total = sum(1 for c in CARDS if c.set != "fourth" or self.proxy.edition == "fourth")   # in this edition
        self.count.setText(translate("CardBrowser", "{shown} of {total} cards").format(shown=n, total=total))

    # ---- changing ----------------------------------------------------------------
    def set_edition(self, edition: str) -> None:
        """Show the card texts and icons of ``edition`` (``"third"``, ``"first"``,
        ``"fourth"``); the age-11 cards are listed in the fourth edition only."""
        self.model.edition = edition
        self.delegate.edition = edition
        self.proxy.set_filters(edition=edition)
        if self.edition_box.currentData() != edition:
            self.edition_box.setCurrentIndex(self.edition_box.findData(edition))
        self.view.viewport().update()
        self._count()

    def clear_filters(self) -> None:
        """Show every card."""
        for box in (self.age, self.color, self.icon, self.set_box):
            box.setCurrentIndex(0)
        self.search.clear()

    def show_card(self, cid: int) -> None:
        """Select card ``cid`` and scroll to it; filters that hide it are cleared.
        Raises IndexError for an id that is no card."""
        if not 0 <= cid < len(CARDS):
            raise IndexError(f"no card {cid}")
        if CARDS[cid].set == "fourth" and self.proxy.edition != "fourth":
            self.set_edition("fourth")
        if not self.proxy.accepts(cid):
            self.clear_filters()
        idx = self.proxy.mapFromSource(self.model.index(cid, 0))
        self.view.setCurrentIndex(idx)
        self.view.scrollTo(idx, QAbstractItemView.ScrollHint.PositionAtCenter)


_BROWSER: CardBrowser | None = None


def browser(edition: str = "third") -> CardBrowser:
    """The app's one card browser (made on first use; remade for another edition)."""
    global _BROWSER
    if _BROWSER is not None and _BROWSER.model.edition != edition:
        _BROWSER.close()
        _BROWSER.deleteLater()
        _BROWSER = None
    if _BROWSER is None:
        _BROWSER = CardBrowser(edition)
        _BROWSER.destroyed.connect(_forget)
    return _BROWSER


def _forget(*_a: object) -> None:
    global _BROWSER
    _BROWSER = None


def open_cards(cid: int | None = None, edition: str = "third") -> CardBrowser:
    """Show the card browser (raised if open), at card ``cid`` if given."""
    b = browser(edition)
    b.show()
    b.raise_()
    b.activateWindow()
    if cid is not None:
        b.show_card(cid)
    return b
