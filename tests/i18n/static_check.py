"""A static check (``ast``) for texts shown to the user without translation.

:func:`violations` lists every call of a Qt method or class that shows text to
the user (``setText``, ``setToolTip``, ``QLabel(...)``, ``QMessageBox.warning``...)
whose arguments hold a string literal with words in it that does not go through
``tr``/``translate`` (the literal itself, an f-string with words, or ``"...".format``
of such a literal). HTML tags, ``{fields}`` and ``&entities;`` are not words; a
word is two letters or more. Texts the same in every language (the game's name)
are allowed in :data:`SAME_IN_EVERY_LANGUAGE`."""
from __future__ import annotations

import ast
import os
import re

#: Methods whose string arguments are shown to the user.
METHODS = {
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "addAction", "setStatusTip", "setWhatsThis",
    "showMessage", "addTab", "insertTab", "setTabText", "setTabToolTip", "setTitle", "setHorizontalHeaderLabels",
    "setVerticalHeaderLabels", "setHeaderLabels", "setHeaderLabel", "addMenu", "addItem", "addItems",
    "insertItem", "setItemText", "addRow", "insertRow", "setLabelText", "setInformativeText", "setDetailedText",
    "setSpecialValueText", "setSuffix", "setPrefix", "setButtonText", "setCancelButtonText", "setOkButtonText",
    "drawText", "set_tip", "setWindowIconText", "setAccessibleName", "setAccessibleDescription", "setHtml",
    "setMarkdown", "setPlainText", "insertPlainText", "setFormat", "addButton", "setDefaultSuffix",
    "setNameFilter", "setNameFilters", "setWindowFilePath",
}
#: Classes whose constructor shows its string arguments.
CLASSES = {"QLabel", "QPushButton", "QAction", "QCheckBox", "QRadioButton", "QGroupBox", "QToolButton",
           "QCommandLinkButton", "QMenu", "QMessageBox", "QProgressDialog", "QErrorMessage", "QListWidgetItem",
           "QTreeWidgetItem", "QTableWidgetItem", "QStandardItem", "QWizardPage", "QLineEdit", "QTextBrowser",
           "QTextEdit", "QPlainTextEdit", "ElidedLabel"}
#: Static functions of these classes that show their string arguments.
STATIC = {"QMessageBox": None, "QInputDialog": None, "QFileDialog": None, "QToolTip": {"showText"}}
#: Names of the translating calls.
TRANSLATORS = {"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "qsTr"}
#: Texts shown as they are in every language.
SAME_IN_EVERY_LANGUAGE = {"Innovation", "Innovation Desktop", "Ctrl+Z", "OK"}

_TAG = re.compile(r"<[^>]*>|&[a-zA-Z]+;|\{[^{}]*\}|%\d|%n|#[0-9a-fA-F]{3,8}\b")
#: Calls that pass their argument's text on to be shown (escaping, markup helpers).
WRAPPERS = {"rich", "amp", "esc", "escape", "plain_label", "str", "_sentence", "convertFromPlainText"}
#: Methods whose last argument (of two or more) is data, not shown (``addItem(text, data)``).
DATA_LAST = {"addItem", "insertItem", "addButton"}
_WORD = re.compile(r"[^\W\d_]{2,}")


def has_words(text: str) -> bool:
    """True if ``text`` (a literal) holds a word once tags, fields and entities are removed."""
    if text.strip() in SAME_IN_EVERY_LANGUAGE:
        return False
    return bool(_WORD.search(_TAG.sub(" ", text)))


def _is_translator(call: ast.AST) -> bool:
    if not isinstance(call, ast.Call):
        return False
    f = call.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    return name in TRANSLATORS


def untranslated_literals(node: ast.AST) -> list[str]:
    """The string literals with words in expression ``node`` not inside a translating call."""
    out: list[str] = []

    def walk(n: ast.AST) -> None:
        if _is_translator(n):
            return                    # the translated text and its arguments: fine
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            if has_words(n.value):
                out.append(n.value)
            return
        if isinstance(n, ast.JoinedStr):
            lit = "".join(v.value for v in n.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if has_words(lit):
                out.append(lit)
            for v in n.values:
                if isinstance(v, ast.FormattedValue):
                    walk(v.value)
            return
        if isinstance(n, (ast.Lambda, ast.Dict, ast.Tuple, ast.Compare)):
            return                    # a slot, data (keys, tuples of data), a test
        if isinstance(n, ast.IfExp):
            walk(n.body)              # either text may be shown; the test is not
            walk(n.orelse)
            return
        if isinstance(n, ast.Subscript):
            walk(n.value)             # TABLE["key"]: the key is not shown
            return
        if isinstance(n, ast.Call):
            # a call's result: only "literal".format(...) / "sep".join(...) text is looked at
            f = n.func
            if isinstance(f, ast.Attribute) and f.attr in ("format", "join", "replace", "upper", "lower",
                                                          "capitalize", "strip"):
                walk(f.value)
                for a in n.args:
                    walk(a)
                for k in n.keywords:
                    walk(k.value)
            else:
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                if name in WRAPPERS:  # e.g. rich("..."), amp("..."), html.escape("...")
                    for a in n.args:
                        walk(a)
            return
        for child in ast.iter_child_nodes(n):
            walk(child)

    walk(node)
    return out


def _shows_text(call: ast.Call) -> bool:
    f = call.func
    if isinstance(f, ast.Attribute):
        if isinstance(f.value, ast.Name) and f.value.id in STATIC:
            names = STATIC[f.value.id]
            return names is None or f.attr in names
        return f.attr in METHODS
    return isinstance(f, ast.Name) and f.id in CLASSES


def violations(path: str) -> list[tuple[int, str]]:
    """``(line, literal)`` of every untranslated literal shown by a Qt call in the file ``path``."""
    with open(path, encoding="utf-8") as fh:
        tree = ast.parse(fh.read(), path)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _shows_text(node):
            args = list(node.args)
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr in DATA_LAST and len(args) >= 2:
                args = args[:-1]
            args += [k.value for k in node.keywords]
            for a in args:
                for lit in untranslated_literals(a):
                    out.append((node.lineno, lit))
    return sorted(set(out))


def source_files(root: str) -> list[str]:
    """The ``.py`` files of the package folder ``root``, relative to its parent, sorted."""
    base = os.path.dirname(root)
    out = []
    for d, _dirs, files in os.walk(root):
        for f in files:
            if f.endswith(".py"):
                out.append(os.path.relpath(os.path.join(d, f), base).replace(os.sep, "/"))
    return sorted(out)
