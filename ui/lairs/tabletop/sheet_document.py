"""The Explorer's table sheet being kept: its value, its file and one undo history for the map,
the mat and the score chart.

Every change is one ``QUndoCommand`` holding the sheet before and after (sheets are immutable
values, so undo is exact). Consecutive typing in the notes box merges into one step.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from companion.lairs.tabletop.map_sheet import WriteNotes
from companion.lairs.tabletop.table_sheet import Edit, TableSheet

NOTES_MERGE_ID = 1


class SheetEditCommand(QUndoCommand):
    def __init__(self, document: TableDocument, before: TableSheet, after: TableSheet,
                 edit: Edit, text: str) -> None:
        super().__init__(text)
        self.document, self.before, self.after, self.edit = document, before, after, edit

    def id(self) -> int:
        return NOTES_MERGE_ID if isinstance(self.edit, WriteNotes) else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SheetEditCommand) or other.id() != self.id():
            return False
        self.after, self.edit = other.after, other.edit
        return True

    def redo(self) -> None:
        self.document._show(self.after)

    def undo(self) -> None:
        self.document._show(self.before)


class TableDocument(QObject):
    changed = Signal()
    path_changed = Signal()

    def __init__(self, sheet: TableSheet | None = None, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sheet = sheet if sheet is not None else TableSheet()
        self.path = path
        self.undo_stack = QUndoStack(self)

    @property
    def sheet(self) -> TableSheet:
        return self._sheet

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def edit(self, edit: Edit, text: str) -> bool:
        """Record one edit as an undoable step; a refused edit raises ``CompanionError``."""
        after = self._sheet.apply(edit)
        if after == self._sheet:
            return False
        self.undo_stack.push(SheetEditCommand(self, self._sheet, after, edit, text))
        return True

    def replace(self, sheet: TableSheet, path: Path | None) -> None:
        """Start afresh (New, Open): the history is cleared."""
        self.undo_stack.clear()
        self.path = path
        self._show(sheet)
        self.path_changed.emit()

    def save(self, path: Path) -> None:
        self._sheet.save(path)
        self.path = path
        self.undo_stack.setClean()
        self.path_changed.emit()

    def _show(self, sheet: TableSheet) -> None:
        self._sheet = sheet
        self.changed.emit()
