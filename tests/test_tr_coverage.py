"""Every user-visible string in ``ui/`` reaches ``tr()``: no bare words handed to Qt's text APIs.

The check reads the sources with ``ast``: a string literal (or f-string) passed straight to a text
API must carry no words. Translated texts (``tr(...)``, ``translate(...)``) and names held in
variables pass; so do symbols and numbers ("·", "→", "3"), markup and the allow-list below.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[1] / "ui"

# Qt's text setters and adders: every positional argument is looked at.
TEXT_METHODS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setPlaceholderText",
    "setWhatsThis", "addAction", "addMenu", "addTab", "addItem", "addRow", "setHeaderLabels",
    "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "setItemText", "setTabText",
    "showMessage", "setTitle", "setSuffix", "setPrefix", "setSpecialValueText", "insertItem",
    "setLabelText", "setWindowIconText", "setInformativeText", "setDetailedText", "addButton",
    "setPlainText", "setHtml", "drawText", "setCancelButtonText", "setButtonText",
}
# Widgets whose constructor takes a text.
TEXT_WIDGETS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction",
                "QToolButton", "QListWidgetItem", "QTreeWidgetItem", "QTableWidgetItem", "QMenu",
                "QMessageBox", "QProgressDialog", "QCommandLinkButton", "QGraphicsTextItem",
                "QGraphicsSimpleTextItem"}
# Static dialogs: (parent, title, text or caption, ...) and a file dialog's filter.
STATIC_DIALOGS = {
    "QMessageBox": {"information", "warning", "critical", "question", "about"},
    "QInputDialog": {"getText", "getInt", "getDouble", "getItem", "getMultiLineText"},
    "QFileDialog": {"getOpenFileName", "getOpenFileNames", "getSaveFileName",
                    "getExistingDirectory"},
    # The app's own file dialogs (ui/shell/file_dialogs.py): (parent, caption, filter, ...).
    "file_dialogs": {"open_path", "save_path"},
}
# A data argument that is no text to show: addItem(text, data), setData...
DATA_POSITIONS = {"addItem": 1, "insertItem": 2}

# Strings that are the same in every language, each with its reason (file, text).
ALLOWED: dict[tuple[str, str], str] = {
    ("ui/scout/card.py", "S"): "the Scout logo on the back of a card, as the printed cards show it",
}

_MARKUP = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;|\{[^}]*\}|%[nsd]|%\d")


def has_words(text: str) -> bool:
    """Whether ``text`` holds letters once markup, entities and placeholders are gone."""
    return any(character.isalpha() for character in _MARKUP.sub("", text))


def _bare_parts(node: ast.expr) -> list[str]:
    """The literal texts in ``node`` that reach the screen as they are written."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(part.value for part in node.values
                        if isinstance(part, ast.Constant) and isinstance(part.value, str))]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _bare_parts(node.left) + _bare_parts(node.right)
    if isinstance(node, ast.List | ast.Tuple):
        return [text for element in node.elts for text in _bare_parts(element)]
    if isinstance(node, ast.IfExp):
        return _bare_parts(node.body) + _bare_parts(node.orelse)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "format"):  # "{0} wins".format(name): the pattern shows
        return _bare_parts(node.func.value)
    return []


def _shown_arguments(call: ast.Call) -> list[ast.expr]:
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            and name in STATIC_DIALOGS.get(func.value.id, ())):
        if func.value.id == "QFileDialog":  # (parent, caption, folder, filter): a file name
            return call.args[1:2] + call.args[3:4]  # in the folder is no text
        return call.args[1:3]
    if name in TEXT_METHODS or name in TEXT_WIDGETS:
        data = DATA_POSITIONS.get(name)
        args = list(call.args)
        if data is not None and len(args) > data and not _bare_parts(args[0]):
            data += 1  # addItem(icon, text, data)
        return [arg for index, arg in enumerate(args) if index != data]
    return []


def _translated_fstring(call: ast.Call) -> list[str]:
    """An f-string given to tr() itself: no catalogue holds what it becomes."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    position = 1 if name == "translate" else 0
    if name in ("tr", "_tr", "translate") and len(call.args) > position:
        text = call.args[position]
        if isinstance(text, ast.JoinedStr):
            return _bare_parts(text)
    return []


def bare_strings(source: str) -> list[tuple[int, str]]:
    """(line, text) of each literal with words handed straight to a Qt text API, and of each
    f-string handed to tr()."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            found += [(node.lineno, text) for text in _translated_fstring(node)]
            for argument in _shown_arguments(node):
                found += [(node.lineno, text) for text in _bare_parts(argument)
                          if has_words(text)]
    return found


def test_the_checker_finds_a_planted_bare_string() -> None:
    source = '''
label = QLabel("Start game")
button.setText(self.tr("Start game"))
menu.addAction(f"Save {name}")
combo.addItem(icon("x"), self.tr("Human"), "human")
combo.addItem("Bot", "bot")
QMessageBox.warning(self, "Oops", str(error))
box.setText(" · ".join(parts) + " →")
panel.setHeaderLabels([tr("Name"), "Score"])
title.setText("<b>" + tr("Totals") + "</b>")
note.setText(tr(f"{count} left"))
file_dialogs.save_path(self, tr("Export"), "PNG image (*.png)", "dungeon.png")
'''
    assert sorted(bare_strings(source)) == [(2, "Start game"), (4, "Save "), (6, "Bot"),
                                            (7, "Oops"), (9, "Score"), (11, " left"),
                                            (12, "PNG image (*.png)")]


def _sources() -> list[Path]:
    return sorted(path for path in UI.rglob("*.py") if "__pycache__" not in path.parts)


@pytest.mark.parametrize("path", _sources(), ids=lambda path: str(path.relative_to(UI)))
def test_every_shown_string_is_translated(path: Path) -> None:
    relative = str(path.relative_to(UI.parent))
    bare = [(line, text) for line, text in bare_strings(path.read_text(encoding="utf-8"))
            if (relative, text) not in ALLOWED]
    assert not bare, f"{relative}: wrap these in the module's tr(): {bare}"
