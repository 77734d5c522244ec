"""The Explorer's table sheet being kept: its value, its file and one undo history for the map,
the mat and the score chart (an ``UndoableDocument``: every change is one undoable step holding
the sheet before and after). Consecutive typing in the notes box merges into one step.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from companion.lairs.tabletop.map_sheet import WriteNotes
from companion.lairs.tabletop.table_sheet import Edit, TableSheet
from companion_ui.shell.undoable import Label, UndoableDocument

NOTES_MERGE_ID = 1


class TableDocument(UndoableDocument[TableSheet]):
    def __init__(self, sheet: TableSheet | None = None, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(sheet if sheet is not None else TableSheet(), path, parent)

    @property
    def sheet(self) -> TableSheet:
        return self.value

    def edit(self, edit: Edit, label: Label) -> bool:
        """Record one edit as an undoable step; a refused edit raises ``CompanionError``."""
        merge_id = NOTES_MERGE_ID if isinstance(edit, WriteNotes) else -1
        return self.change(self.sheet.apply(edit), label, merge_id)

    def write_value(self, path: Path, value: TableSheet) -> None:
        value.save(path)
