"""The dungeon editor's exports (only the sheet, never the hover preview; a titled PNG; the
user's usual file mode) and its Undo, which always reaches the dungeon."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtWidgets import QApplication

from companion.lairs.board import wall
from companion.lairs.generator import generate_dungeon
from companion_ui.lairs.board_scene import wall_line
from companion_ui.lairs.editor_window import DungeonEditorWindow
from companion_ui.lairs.export import export_pdf, export_png
from companion_ui.shell.context import ShellContext


@pytest.fixture
def editor(qtbot, shell_context: ShellContext) -> Iterator[DungeonEditorWindow]:
    window = DungeonEditorWindow(shell_context, generate_dungeon(4))
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.document.undo_stack.setClean()
    window.close()


def hover_between(window: DungeonEditorWindow, slot: tuple[int, int]) -> None:
    """Move the mouse over a wall slot, as a user does before clicking it."""
    viewport = window.view.viewport()
    point = window.view.mapFromScene(wall_line(slot).center())
    move = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), viewport.mapToGlobal(QPointF(point)),
                       Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, move)


def free_slot(window: DungeonEditorWindow) -> tuple[int, int]:
    return next(s for s in (wall(c, c + 1) for c in range(5)) if s not in window.dungeon.walls)


def test_the_hover_preview_is_never_exported(editor: DungeonEditorWindow, tmp_path: Path) -> None:
    export_png(editor.scene, editor.dungeon, tmp_path / "plain.png")
    hover_between(editor, free_slot(editor))
    assert editor.scene._hover.isVisible()  # the user sees the preview on screen
    export_png(editor.scene, editor.dungeon, tmp_path / "hovered.png")
    assert QImage(str(tmp_path / "plain.png")) == QImage(str(tmp_path / "hovered.png"))
    assert editor.scene._hover.isVisible()  # and still sees it after exporting


def test_the_hover_preview_goes_when_the_mouse_leaves(editor: DungeonEditorWindow) -> None:
    hover_between(editor, free_slot(editor))
    assert editor.scene._hover.isVisible()
    QApplication.sendEvent(editor.view.viewport(), QEvent(QEvent.Type.Leave))
    assert not editor.scene._hover.isVisible()


def test_the_png_has_the_dungeon_title_above_the_board(editor: DungeonEditorWindow,
                                                       tmp_path: Path) -> None:
    export_png(editor.scene, editor.dungeon, tmp_path / "map.png")
    image = QImage(str(tmp_path / "map.png"))
    rect = editor.scene.sceneRect()
    assert image.height() > image.width() * rect.height() / rect.width()
    band = image.height() - int(image.width() * rect.height() / rect.width())
    dark = sum(1 for x in range(0, image.width(), 4) for y in range(0, band, 4)
               if QImage.pixelColor(image, QPoint(x, y)).lightness() < 100)
    assert dark > 20  # the title's letters


def test_exports_get_the_usual_file_mode(editor: DungeonEditorWindow, tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        export_png(editor.scene, editor.dungeon, tmp_path / "map.png")
        export_pdf(editor.scene, editor.dungeon, tmp_path / "map.pdf")
    finally:
        os.umask(old)
    for name in ("map.png", "map.pdf"):
        assert (tmp_path / name).stat().st_mode & 0o777 == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["map.pdf", "map.png"]


def test_undo_in_the_name_field_reaches_the_dungeon(qtbot, editor: DungeonEditorWindow) -> None:
    from PySide6.QtGui import QKeySequence

    before = editor.dungeon
    editor.generate(11)
    editor.name_edit.setFocus()
    qtbot.waitUntil(editor.name_edit.hasFocus)
    qtbot.keySequence(editor.name_edit, QKeySequence(QKeySequence.StandardKey.Undo))
    assert editor.dungeon == before  # the Generate is undone, not the field's text
    qtbot.keySequence(editor.name_edit, QKeySequence(QKeySequence.StandardKey.Redo))
    assert editor.dungeon == generate_dungeon(11)
    qtbot.keyClicks(editor.name_edit, " Deep")  # typed, not yet committed with Enter
    qtbot.keySequence(editor.name_edit, QKeySequence(QKeySequence.StandardKey.Undo))
    assert editor.dungeon == generate_dungeon(11)  # the rename was the step undone
    assert editor.name_edit.text() == generate_dungeon(11).name
