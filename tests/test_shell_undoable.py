"""UndoableDocument: an immutable value, its file and its undo history."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core.files import write_text_atomic
from companion_ui.shell.undoable import UndoableDocument

TYPING = 7


class Note(UndoableDocument[str]):
    def write_value(self, path: Path, value: str) -> None:
        write_text_atomic(path, value)


@pytest.fixture
def note(qtbot) -> Note:  # type: ignore[no-untyped-def]
    return Note("")


def test_changes_undo_and_redo_exactly(note: Note) -> None:
    seen: list[str] = []
    note.changed.connect(lambda: seen.append(note.value))
    assert note.change("a", lambda: "write a") and note.change("ab", lambda: "write b")
    assert not note.change("ab", lambda: "nothing")  # no step for no change
    assert note.undo_stack.count() == 2 and note.undo_stack.undoText() == "write b"
    note.undo_stack.undo()
    assert note.value == "a" and note.modified
    note.undo_stack.undo()
    assert note.value == "" and not note.modified
    note.undo_stack.redo()
    assert note.value == "a"
    assert seen == ["a", "ab", "a", "", "a"]


def test_consecutive_changes_with_a_merge_id_are_one_step(note: Note) -> None:
    note.change("h", lambda: "type", TYPING)
    note.change("hi", lambda: "type", TYPING)
    note.change("hi!", lambda: "shout")  # no merge id: a step of its own
    note.change("hi!!", lambda: "type", TYPING)
    note.change("hi!!?", lambda: "type", TYPING)
    assert note.undo_stack.count() == 3
    note.undo_stack.undo()
    assert note.value == "hi!"
    note.undo_stack.undo()
    assert note.value == "hi"
    note.undo_stack.undo()
    assert note.value == ""
    note.undo_stack.redo()
    assert note.value == "hi"


def test_save_marks_clean_and_remembers_the_file(note: Note, tmp_path: Path) -> None:
    note.change("kept", lambda: "write")
    path = tmp_path / "n.txt"
    note.save(path)
    assert path.read_text(encoding="utf-8") == "kept"
    assert note.path == path and not note.modified
    note.change("more", lambda: "write")
    assert note.modified


def test_a_failing_save_keeps_the_document_modified(note: Note, tmp_path: Path) -> None:
    note.change("precious", lambda: "write")
    folder = tmp_path / "taken"
    folder.mkdir()
    with pytest.raises(OSError):
        note.save(folder)
    assert note.modified and note.path is None and note.value == "precious"


def test_replace_starts_afresh(note: Note, tmp_path: Path) -> None:
    note.change("old", lambda: "write")
    seen: list[str] = []
    note.changed.connect(lambda: seen.append(note.value))
    note.replace("opened", tmp_path / "o.txt")
    assert note.value == "opened" and note.path == tmp_path / "o.txt"
    assert note.undo_stack.count() == 0 and not note.modified and seen == ["opened"]
