"""Help > Rules (F1): the rules in the project's own words, with pictures of the table.

The page is ``resources/help/rules.html`` (English), or ``rules_LANG.html`` for
the interface's language when there is one (``rules_es.html``: Spanish); its pictures are the PNG files beside it,
made by ``tools/help_pictures.py`` with the app's own ``--screenshot``. The list on
the left holds the page's sections (its ``<h2>`` headings with an ``<a name>``).
"""
from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QUrl
from PySide6.QtGui import QImage, QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from engine.datafiles import resource_bytes

#: The size limit of the page (bytes): a damaged or huge file is not read whole.
MAX_PAGE_BYTES = 1 << 20
_SECTION = re.compile(r'<h2>\s*<a name="([\w-]+)"></a>(.*?)</h2>', re.S)
_IMG = re.compile(r'<img src="([\w.-]+\.png)"')


def language() -> str:
    """The interface's language (``"en"``, ``"es"``): the one installed by
    :mod:`innovation_desktop.i18n` at start-up; without that module, the language
    of Qt's default locale."""
    try:
        from .. import i18n
    except ImportError:
        return QLocale().name().split("_")[0] or "en"
    return i18n.current()


def page_name(lang: str) -> str:
    """The file name of the rules page in ``lang``: ``rules.html`` for English,
    ``rules_LANG.html`` otherwise (it may not exist: see :func:`rules_html`)."""
    return "rules.html" if not lang or lang == "en" else f"rules_{lang}.html"


def rules_html(lang: str | None = None) -> str:
    """The rules page's HTML in ``lang`` (default: the interface's language,
    :func:`language`): ``rules_LANG.html`` if it exists, else the English
    ``rules.html``. Raises ``OSError`` if neither can be read, ``ValueError`` if it
    is too large."""
    lang = lang if lang is not None else language()
    for name in dict.fromkeys([page_name(lang), "rules.html"]):
        try:
            raw = resource_bytes("help", name)
        except OSError:
            if name == "rules.html":
                raise
            continue
        if len(raw) > MAX_PAGE_BYTES:
            raise ValueError(f"help/{name} is larger than {MAX_PAGE_BYTES} bytes")
        return raw.decode("utf-8")
    raise OSError("help/rules.html is missing")     # not reached: the loop raises first


def picture_files(name: str, lang: str) -> list[str]:
    """The files that may hold picture ``name`` of the page in ``lang``, best
    first: ``table_es.png`` (the table drawn in Spanish, when it was made:
    ``tools/help_pictures.py --lang es``), then ``table.png``."""
    if not lang or lang == "en" or not name.endswith(".png"):
        return [name]
    return [f"{name[:-4]}_{lang}.png", name]


def sections(page: str) -> list[tuple[str, str]]:
    """The page's sections as ``(anchor, heading as plain text)``, in order."""
    return [(a, html.unescape(re.sub(r"<[^>]+>", "", h)).strip()) for a, h in _SECTION.findall(page)]


def pictures(page: str) -> list[str]:
    """The file names of the pictures the page shows, in order (no repeats)."""
    return list(dict.fromkeys(_IMG.findall(page)))


class RulesWindow(QWidget):
    """The rules: a list of sections on the left, the page on the right.
    :meth:`show_section` scrolls to a section by its anchor."""

    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("RulesWindow")
        self.setWindowTitle(QCoreApplication.translate("RulesWindow", "Rules of Innovation"))
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)         # nothing on the page leaves it
        self.browser.anchorClicked.connect(self._link)
        self.toc = QListWidget(self)
        self.toc.setAccessibleName(QCoreApplication.translate("RulesWindow", "Sections"))
        lang = lang if lang is not None else language()
        try:
            page = rules_html(lang)
        except (OSError, ValueError) as e:
            page = "<p>" + html.escape(QCoreApplication.translate("RulesWindow", "The rules cannot be shown: {error}")
                                      .format(error=e)) + "</p>"
        self.missing: list[str] = []
        doc = self.browser.document()
        for name in pictures(page):         # the pictures, loaded into the page's document
            img = QImage()
            ok = False
            for file in picture_files(name, lang):      # the table in the page's language, if drawn
                try:
                    ok = img.loadFromData(resource_bytes("help", file), "PNG")
                except OSError:
                    ok = False
                if ok:
                    break
            if ok:
                doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), img)
            else:
                self.missing.append(name)
        self.browser.setHtml(page)
        self.anchors = []
        for anchor, title in sections(page):
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.toc.addItem(item)
            self.anchors.append(anchor)
        self.toc.currentItemChanged.connect(lambda cur, _prev: self._go_to(cur))
        split = QSplitter(self)
        split.addWidget(self.toc)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        self.toc.setMinimumWidth(self.toc.sizeHintForColumn(0) + 24)
        split.setSizes([self.toc.minimumWidth(), 800])
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(split)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.resize(1040, 760)


    def _go_to(self, item: QListWidgetItem | None) -> None:
        """Scroll the page to the section of a contents entry (None: none chosen)."""
        if item is not None:
            self.browser.scrollToAnchor(item.data(Qt.ItemDataRole.UserRole))
    def show_section(self, anchor: str) -> None:
        """Scroll to the section ``anchor`` (e.g. ``"demands"``) and select it in the
        list. Raises KeyError for an unknown section."""
        if anchor not in self.anchors:
            raise KeyError(anchor)
        self.toc.setCurrentRow(self.anchors.index(anchor))
        self.browser.scrollToAnchor(anchor)

    def _link(self, url: QUrl) -> None:
        frag = url.fragment() or url.toString().lstrip("#")
        if frag in self.anchors:
            self.show_section(frag)


_WINDOW: RulesWindow | None = None


def open_rules(section: str | None = None) -> RulesWindow:
    """Show the app's one rules window (made on first use, raised if open), at
    ``section`` if given."""
    global _WINDOW
    if _WINDOW is None:
        _WINDOW = RulesWindow()
        _WINDOW.destroyed.connect(_forget)
    _WINDOW.show()
    _WINDOW.raise_()
    _WINDOW.activateWindow()
    if section is not None:
        _WINDOW.show_section(section)
    return _WINDOW


def _forget(*_a: object) -> None:
    global _WINDOW
    _WINDOW = None
