"""The dungeon being edited: its value, its file and its undo history (an ``UndoableDocument``:
every change is one undoable step holding the dungeon before and after)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from companion.lairs.board import Dungeon
from companion.lairs.dungeon_file import save_dungeon
from companion_ui.shell.undoable import Label, UndoableDocument


class DungeonDocument(UndoableDocument[Dungeon]):
    def __init__(self, dungeon: Dungeon | None = None, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(dungeon if dungeon is not None else Dungeon(), path, parent)

    @property
    def dungeon(self) -> Dungeon:
        return self.value

    def edit(self, after: Dungeon, label: Label) -> bool:
        """Record a change as one undoable step named by ``label()``; False when nothing
        changes."""
        return self.change(after, label)

    def write_value(self, path: Path, value: Dungeon) -> None:
        save_dungeon(path, value)
