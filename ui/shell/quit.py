"""Quit is all-or-nothing: one question for every unsaved document, then every window closes.

Games need no question (every decision is autosaved). Documents with unsaved changes are listed
in one dialog: Save All, Discard All or Cancel. Cancel (or a Save As the user cancels, or a save
that fails) leaves every window open as it was.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow, unsaved_question
from companion_ui.shell.icons import icon
from companion_ui.shell.retranslate import Retranslating


class QuitChoice(Enum):
    SAVE_ALL = "save"
    DISCARD_ALL = "discard"
    CANCEL = "cancel"


class QuitDialog(Retranslating, QDialog):
    """Lists the unsaved documents; ``choice`` after ``exec``."""

    def __init__(self, documents: list[DocumentWindow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quitDialog")
        self.choice = QuitChoice.CANCEL
        self.windows = documents
        names = [window.unsaved_name() for window in documents]
        self.question = question = QLabel()
        question.setWordWrap(True)
        font = question.font()
        font.setBold(True)
        question.setFont(font)
        self.documents = QListWidget()
        self.documents.setObjectName("unsavedDocuments")
        self.documents.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.documents.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for window in documents:
            self.documents.addItem("")
            item = self.documents.item(self.documents.count() - 1)
            item.setIcon(window.windowIcon() if not window.windowIcon().isNull()
                         else icon("open"))
        self.documents.setMaximumHeight(24 * min(8, max(3, len(names))) + 8)
        self.note = note = QLabel()
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(placeholder-text);")
        self.buttons = QDialogButtonBox()
        self.save_all = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.discard_all = self.buttons.addButton("", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.cancel = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.save_all.setDefault(True)
        self.save_all.clicked.connect(lambda: self._choose(QuitChoice.SAVE_ALL))
        self.discard_all.clicked.connect(lambda: self._choose(QuitChoice.DISCARD_ALL))
        self.cancel.clicked.connect(self.reject)
        self.documents.setWordWrap(True)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 64)  # names fit at any scale
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(self.documents)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """The question, the documents (as their windows name them now) and the buttons."""
        self.setWindowTitle(self.tr("Unsaved changes"))
        names = [window.unsaved_name() for window in self.windows]
        self.question.setText(unsaved_question(self, names))
        for row, (window, name) in enumerate(zip(self.windows, names, strict=True)):
            kind = window.document_title()
            item = self.documents.item(row)
            item.setText(name if name == kind else self.tr("{0} — {1}").format(name, kind))
            item.setToolTip(window.windowTitle().replace("[*]", ""))
        self.note.setText(self.tr("Games need no saving: they are kept as you play and offered "
                                  "again when Companion starts."))
        self.save_all.setText(self.tr("&Save All"))
        self.discard_all.setText(self.tr("&Discard All"))

    def _choose(self, choice: QuitChoice) -> None:
        self.choice = choice
        self.accept()


def unsaved_documents(context: ShellContext) -> list[DocumentWindow]:
    return [window for window in context.windows
            if isValid(window) and isinstance(window, DocumentWindow) and window.is_modified()]


def ask_quit(documents: list[DocumentWindow], parent: QWidget | None) -> QuitChoice:
    """The Quit question (tests replace this to answer it)."""
    dialog = QuitDialog(documents, parent)
    dialog.exec()
    return dialog.choice


def quit_everything(context: ShellContext, parent: QWidget | None = None) -> bool:
    """Close every window of the app, or none: True when all of them closed."""
    documents = unsaved_documents(context)
    if documents:
        choice = ask_quit(documents, parent)
        if choice == QuitChoice.CANCEL:
            return False
        # Saving stops at the first document that does not save (a cancelled Save As, a full
        # disk): the ones saved so far stay saved, and nothing closes.
        if choice == QuitChoice.SAVE_ALL and not all(window.save() for window in documents):
            return False
    for window in list(context.windows):
        if not isValid(window):
            continue
        closed = (window.close_decided() if isinstance(window, DocumentWindow)
                  else window.close())
        if not closed:
            return False
    return True
