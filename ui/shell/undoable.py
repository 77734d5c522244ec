"""A document kept as an immutable value with its file and undo history.

``UndoableDocument[T]`` holds the current value (``value``), the file it was last opened from or
saved to (``path``) and a ``QUndoStack`` (``undo_stack``) of ``ValueChange`` commands, each holding
the value before and after one change; values are immutable, so undo is exact and cheap.
``changed`` is emitted whenever the value changes (change, undo, redo, replace).

- ``change(after, label, merge_id=-1)`` records one undoable step (False when nothing changes);
  ``label()`` names the step in the language of the moment (Edit → Undo shows it, and says it
  again after a language switch); consecutive changes with the same ``merge_id`` ≥ 0 merge into
  one step (e.g. typing);
- ``replace(value, path)`` starts afresh (New, Open): the history is cleared;
- ``save(path)`` writes the value through the ``write_value(path, value)`` hook, remembers the
  file and marks the history clean; ``modified`` tells whether there are unsaved changes;
- ``write_copy(path)`` writes the value without remembering the file (an autosave) and
  ``mark_unsaved()`` makes the value count as unsaved (a recovered autosave).

A subclass supplies ``write_value`` and names the value in its own words (e.g. ``dungeon``).

``DocumentUndoKeys(field, commit)`` makes Undo and Redo typed in a text field of a document
window reach the document's history instead of the field's own little one.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

T = TypeVar("T")
# An undo step's name, asked for again whenever the language changes: "Score round 1" must not
# stay English under a Turkish "Geri Al".
Label = Callable[[], str]


class ValueChange(QUndoCommand, Generic[T]):
    """One change of a document's value; ``merge_id`` ≥ 0 merges consecutive changes."""

    def __init__(self, document: UndoableDocument[T], before: T, after: T, label: Label,
                 merge_id: int = -1) -> None:
        super().__init__(label())
        self.label = label
        # A weak reference: the stack (owned by the document) owns this command, and a strong
        # one would tie the document's lifetime to Qt's and crash the interpreter at exit.
        self.document = weakref.proxy(document)
        self.before, self.after, self.merge_id = before, after, merge_id

    def id(self) -> int:
        return self.merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, ValueChange) or other.merge_id != self.merge_id:
            return False
        self.after = other.after
        return True

    def rename(self) -> None:
        """Say the step's name again, in the language of the moment."""
        self.setText(self.label())

    def redo(self) -> None:
        self.document._show(self.after)

    def undo(self) -> None:
        self.document._show(self.before)


class UndoableDocument(QObject, Generic[T]):
    changed = Signal()  # the value changed (change, undo, redo, replace)

    def __init__(self, value: T, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._value = value
        self.path = path
        self.undo_stack = QUndoStack(self)

    def write_value(self, path: Path, value: T) -> None:
        """Save ``value`` to ``path`` atomically (raise ``OSError``/``CompanionError``)."""
        raise NotImplementedError

    @property
    def value(self) -> T:
        return self._value

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def change(self, after: T, label: Label, merge_id: int = -1) -> bool:
        """Record a change as one undoable step named by ``label()``; False when nothing
        changes."""
        if after == self._value:
            return False
        self.undo_stack.push(ValueChange(self, self._value, after, label, merge_id))
        return True

    def replace(self, value: T, path: Path | None) -> None:
        """Start afresh with another value (New, Open): the history is cleared."""
        self.undo_stack.clear()
        self.path = path
        self._show(value)

    def save(self, path: Path) -> None:
        """Write the value; on failure the document keeps its file and stays modified."""
        self.write_value(path, self._value)
        self.path = path
        self.undo_stack.setClean()

    def write_copy(self, path: Path) -> None:
        self.write_value(path, self._value)

    def mark_unsaved(self) -> None:
        """No state in the history is the saved one any more."""
        self.undo_stack.resetClean()

    def _show(self, value: T) -> None:
        self._value = value
        self.changed.emit()


class DocumentUndoKeys(QObject):
    """Undo/Redo pressed in ``field`` go to the window's Undo/Redo actions (the document's
    history), not to the field's own undo, which knows nothing of the document. The field's
    pending text is committed first (``commit``), so a half-typed name is the step undone."""

    def __init__(self, field: QWidget, commit: Callable[[], None]) -> None:
        super().__init__(field)
        self.commit = commit
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and (event.matches(QKeySequence.StandardKey.Undo)
                     or event.matches(QKeySequence.StandardKey.Redo))):
            self.commit()
            event.ignore()  # not claimed by the field: the window's shortcut fires
            return True
        return False


def rename_steps(stack: QUndoStack) -> None:
    """Every step of ``stack`` named again in the language of the moment."""
    for index in range(stack.count()):
        step = stack.command(index)
        if isinstance(step, ValueChange):
            step.rename()
