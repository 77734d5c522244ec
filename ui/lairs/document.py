"""The dungeon being edited: its value, its file and its undo history.

Every change goes through ``edit`` as one ``QUndoCommand`` holding the dungeon before and after;
dungeons are immutable values, so undo is exact and cheap.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from companion.lairs.board import Dungeon
from companion.lairs.dungeon_file import save_dungeon


class DungeonEdit(QUndoCommand):
    def __init__(self, document: DungeonDocument, before: Dungeon, after: Dungeon,
                 text: str) -> None:
        super().__init__(text)
        self.document, self.before, self.after = document, before, after

    def redo(self) -> None:
        self.document._show(self.after)

    def undo(self) -> None:
        self.document._show(self.before)


class DungeonDocument(QObject):
    changed = Signal()  # the dungeon changed (edit, undo, redo, load)
    path_changed = Signal()

    def __init__(self, dungeon: Dungeon | None = None, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._dungeon = dungeon if dungeon is not None else Dungeon()
        self.path = path
        self.undo_stack = QUndoStack(self)

    @property
    def dungeon(self) -> Dungeon:
        return self._dungeon

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def edit(self, after: Dungeon, text: str) -> bool:
        """Record a change as one undoable step; False when nothing changes."""
        if after == self._dungeon:
            return False
        self.undo_stack.push(DungeonEdit(self, self._dungeon, after, text))
        return True

    def replace(self, dungeon: Dungeon, path: Path | None) -> None:
        """Start afresh with another dungeon (New, Open): the history is cleared."""
        self.undo_stack.clear()
        self.path = path
        self._show(dungeon)
        self.path_changed.emit()

    def save(self, path: Path) -> None:
        save_dungeon(path, self._dungeon)
        self.path = path
        self.undo_stack.setClean()
        self.path_changed.emit()

    def _show(self, dungeon: Dungeon) -> None:
        self._dungeon = dungeon
        self.changed.emit()
