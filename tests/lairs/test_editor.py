"""The dungeon editor driven through its real widgets (pytest-qt, offscreen)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from companion.lairs.board import MAX_WALLS, WALL_SLOTS, Dungeon, Feature, parse_cell, wall
from companion.lairs.dungeon_file import load_dungeon, save_dungeon
from companion.lairs.generator import generate_dungeon
from companion.lairs.statistics import GoalStats
from companion.lairs.validation import legal_path, validate
from companion_ui.lairs.board_scene import FeatureItem, cell_center, wall_line
from companion_ui.lairs.editor_window import DungeonEditorWindow
from companion_ui.lairs.validation_panel import FAILED, PASSED, UNCHECKED, goal_line
from companion_ui.shell.context import ShellContext
from tests.document_recovery import crash_and_discard, crash_and_resume, save_drops_autosave


@pytest.fixture
def editor(qtbot, shell_context: ShellContext) -> Iterator[DungeonEditorWindow]:
    window = DungeonEditorWindow(shell_context)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.document.undo_stack.setClean()  # closing must not stop at the unsaved-changes prompt
    window.close()


@pytest.fixture(autouse=True)
def _no_unexpected_prompts(monkeypatch) -> None:
    def fail(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("unexpected question dialog")

    monkeypatch.setattr(QMessageBox, "question", fail)


def click(qtbot, window: DungeonEditorWindow, point: QPointF,
          button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(window.view.viewport(), button, pos=window.view.mapFromScene(point))


def at(name: str) -> QPointF:
    return cell_center(parse_cell(name))


def slot_point(a: str, b: str) -> QPointF:
    return wall_line(wall(parse_cell(a), parse_cell(b))).center()


def test_clicking_a_slot_adds_and_removes_a_wall(qtbot, editor: DungeonEditorWindow) -> None:
    w = wall(parse_cell("B3"), parse_cell("C3"))
    click(qtbot, editor, slot_point("B3", "C3"))
    assert editor.dungeon.walls == {w}
    assert w in editor.scene.wall_items
    assert "1 placed, 19 left of 20" in editor.palette.walls_label.text()
    click(qtbot, editor, slot_point("C3", "B3"))
    assert editor.dungeon.walls == frozenset()
    assert not editor.scene.wall_items


def test_no_more_than_twenty_walls(qtbot, editor: DungeonEditorWindow) -> None:
    editor.document.edit(Dungeon(frozenset(WALL_SLOTS[:MAX_WALLS])), lambda: "walls")
    editor.toggle_wall(WALL_SLOTS[MAX_WALLS])
    assert len(editor.dungeon.walls) == MAX_WALLS
    assert "remove one first" in editor.statusBar().currentMessage()


def test_palette_places_features_and_counts_down(qtbot, editor: DungeonEditorWindow) -> None:
    editor.palette.buttons[Feature.CHEST].click()
    for name in ("A1", "A2", "A3"):
        click(qtbot, editor, at(name))
    assert editor.dungeon.cells_with(Feature.CHEST) == [0, 1, 2]
    assert "(0 left)" in editor.palette.buttons[Feature.CHEST].text()
    assert editor.palette.tool is Feature.START  # moved on to a feature still in the box
    assert {type(i) for i in editor.scene.items()} >= {FeatureItem}
    click(qtbot, editor, at("A4"))
    assert editor.dungeon.feature_at(parse_cell("A4")) is Feature.START


def test_drag_moves_a_feature_and_right_click_removes_it(qtbot, editor: DungeonEditorWindow
                                                         ) -> None:
    editor.palette.buttons[Feature.TRAP].click()
    click(qtbot, editor, at("B2"))
    viewport, view = editor.view.viewport(), editor.view
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view.mapFromScene(at("B2")))
    qtbot.mouseMove(viewport, pos=view.mapFromScene(at("C4")))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view.mapFromScene(at("D5")))
    assert dict(editor.dungeon.features) == {parse_cell("D5"): Feature.TRAP}
    click(qtbot, editor, at("D5"), Qt.MouseButton.RightButton)
    assert not editor.dungeon.features
    assert not editor.scene.feature_items


def test_keyboard_editing(qtbot, editor: DungeonEditorWindow) -> None:
    view = editor.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # cursor A1 -> A2
    qtbot.keyClick(view, Qt.Key.Key_Down)  # -> B2
    assert editor.scene.cursor == parse_cell("B2")
    qtbot.keyClick(view, Qt.Key.Key_M)
    assert editor.dungeon.feature_at(parse_cell("B2")) is Feature.MONSTER
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert editor.dungeon.walls == {wall(parse_cell("B2"), parse_cell("B3"))}
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert dict(editor.dungeon.features) == {parse_cell("C2"): Feature.MONSTER}
    assert editor.scene.cursor == parse_cell("C2")
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert not editor.dungeon.features


def test_undo_and_redo_every_edit(qtbot, editor: DungeonEditorWindow) -> None:
    click(qtbot, editor, slot_point("A1", "A2"))
    click(qtbot, editor, at("C3"))  # places the Start
    editor.move_feature(parse_cell("C3"), parse_cell("D3"))
    states = [editor.dungeon]
    stack = editor.document.undo_stack
    for _ in range(3):
        stack.undo()
        states.append(editor.dungeon)
    assert states[-1] == Dungeon()
    assert not editor.scene.wall_items and not editor.scene.feature_items
    for expected in reversed(states[:-1]):
        stack.redo()
        assert editor.dungeon == expected
    undo, redo = editor.menuBar().actions()[1].menu().actions()[:2]
    assert undo.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    assert redo.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    undo.trigger()
    assert editor.dungeon == states[1]


def test_the_reports_are_tools_not_edits(editor: DungeonEditorWindow) -> None:
    menus = {action.text(): action.menu() for action in editor.menuBar().actions()}
    assert list(menus)[:3] == ["&File", "&Edit", "&Tools"]
    assert menus["&Tools"].actions() == [editor.difficulty_action, editor.compare_action]
    assert editor.difficulty_action not in menus["&Edit"].actions()


def test_save_and_open_round_trip(qtbot, editor: DungeonEditorWindow, tmp_path: Path,
                                  monkeypatch, shell_context: ShellContext) -> None:
    editor.generate(12)
    target = tmp_path / "warren.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert editor.save()
    assert load_dungeon(target) == generate_dungeon(12)
    assert not editor.isWindowModified() and "warren.json" in editor.windowTitle()
    assert shell_context.settings.recent_files()[0].path == target.resolve()

    other = DungeonEditorWindow(shell_context)
    qtbot.addWidget(other)
    other.document.undo_stack.setClean()
    assert other.open_file(target)
    assert other.dungeon == generate_dungeon(12)
    assert other.document.path == target and not other.document.modified
    other._fill_recent()
    assert [a.text() for a in other.recent_menu.actions()] == [str(target.resolve())]


def test_opening_a_malformed_file_says_why_and_keeps_the_dungeon(
        qtbot, editor: DungeonEditorWindow, tmp_path: Path, monkeypatch) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "lairs-dungeon", "version": 1, "walls": ["A1|C1"]}')
    messages = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: messages.append(text))
    editor.generate(3)
    before = editor.dungeon
    editor.document.undo_stack.setClean()
    assert not editor.open_file(bad)
    assert editor.dungeon == before
    assert "A1 and C1 are not orthogonally adjacent" in messages[0]


def test_unsaved_changes_prompt(qtbot, editor: DungeonEditorWindow, monkeypatch) -> None:
    editor.generate(5)
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a) or answers.pop(0))
    editor.new_dungeon()
    assert editor.dungeon == generate_dungeon(5)  # cancelled
    editor.new_dungeon()
    assert editor.dungeon == Dungeon() and len(asked) == 2
    editor.new_dungeon()  # nothing to lose: no question
    assert len(asked) == 2


def test_validation_panel_and_overlays_follow_edits(qtbot, editor: DungeonEditorWindow) -> None:
    panel = editor.panel
    assert panel.rule_state("reachability") == UNCHECKED
    editor.generate(21)
    assert all(panel.rule_state(rule) == PASSED for rule in panel.rule_labels)
    assert editor.scene.shaded_cells("unreachable") == []
    d = editor.dungeon
    start = d.start
    # Wall in the Start: every other cell becomes unreachable and every goal loses its path.
    walls = {wall(start, other) for other in d.open_neighbours(start)}
    editor.document.edit(d.with_walls(d.walls | walls), lambda: "box in")
    assert panel.rule_state("reachability") == FAILED
    assert panel.rule_state("peril") == FAILED
    assert sorted(editor.scene.shaded_cells("unreachable")) == sorted(
        c for c in range(36) if c != start)
    goals = d.cells_with(Feature.EXIT) + d.cells_with(Feature.CHEST)
    assert sorted(editor.scene.marked_cells()) == sorted(goals)
    editor.document.undo_stack.undo()
    assert editor.scene.marked_cells() == [] and panel.rule_state("peril") == PASSED


def test_selecting_a_goal_draws_its_legal_path(qtbot, editor: DungeonEditorWindow) -> None:
    editor.generate(8)
    chest = editor.dungeon.cells_with(Feature.CHEST)[1]
    click(qtbot, editor, cell_center(chest))
    assert editor.selected_goal == chest
    assert tuple(editor.scene.path_cells()) == legal_path(editor.dungeon, chest).path
    assert editor.panel.goals.currentItem().data(Qt.ItemDataRole.UserRole) == chest
    editor.panel.goals.setCurrentRow(0)
    exit_cell = editor.dungeon.cells_with(Feature.EXIT)[0]
    assert tuple(editor.scene.path_cells()) == legal_path(editor.dungeon, exit_cell).path


def test_generate_is_seeded_and_undoable(qtbot, editor: DungeonEditorWindow) -> None:
    editor.generate(77)
    assert editor.dungeon == generate_dungeon(77) and validate(editor.dungeon).valid
    assert "77" in editor.statusBar().currentMessage()
    assert editor.name_edit.text() == editor.dungeon.name
    editor.document.undo_stack.undo()
    assert editor.dungeon == Dungeon()


def test_rename_is_an_edit(qtbot, editor: DungeonEditorWindow) -> None:
    editor.name_edit.setText("Goblin Warren")
    editor.name_edit.editingFinished.emit()
    assert editor.dungeon.name == "Goblin Warren" and editor.document.modified


def test_export_png_and_pdf(qtbot, editor: DungeonEditorWindow, tmp_path: Path,
                            monkeypatch) -> None:
    editor.generate(4)
    folder = tmp_path / "exports"  # beside the shell's autosave folder, which keeps the dungeon
    folder.mkdir()
    targets = iter([folder / "map.png", folder / "map.pdf"])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(next(targets)), ""))
    editor.export_png_dialog()
    editor.export_pdf_dialog()
    image = QImage(str(folder / "map.png"))
    assert not image.isNull() and image.width() > 1000
    assert (folder / "map.pdf").read_bytes().startswith(b"%PDF")
    assert sorted(p.name for p in folder.iterdir()) == ["map.pdf", "map.png"]


def test_the_launcher_opens_dungeon_files_in_the_editor(qtbot, shell_context: ShellContext,
                                                         tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "d.json"
    save_dungeon(path, generate_dungeon(6))
    window = shell_context.open_path(path)
    qtbot.addWidget(window)
    assert isinstance(window, DungeonEditorWindow)
    assert window.dungeon == generate_dungeon(6) and window.document.path == path
    assert shell_context.activity("lairs.editor") is not None

    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "lairs-dungeon", "version": 7}')
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    assert shell_context.open_path(bad) is None
    assert "version must be 1" in warnings[0]


@pytest.mark.parametrize(("length", "traps", "monsters", "expected"), [
    (1, 0, 0, "Exit D2: 1 step, no hazard on the way"),
    (2, 1, 0, "Exit D2: 2 steps, past 1 trap"),
    (5, 1, 1, "Exit D2: 5 steps, past 1 trap and 1 monster"),
    (None, 0, 0, "Exit D2: no legal path"),
])
def test_goal_lines_read_plainly(length, traps, monsters, expected) -> None:  # type: ignore[no-untyped-def]
    goal = GoalStats(parse_cell("D2"), Feature.EXIT, length, length, traps, monsters)
    assert goal_line(goal) == expected


def test_an_unsaved_dungeon_survives_a_crash(qtbot, shell_context: ShellContext,  # type: ignore[no-untyped-def]
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    w = wall(parse_cell("B3"), parse_cell("C3"))
    window = shell_context.activity("lairs.editor").open(shell_context)
    window.toggle_wall(w)
    resumed = crash_and_resume(qtbot, shell_context, window)
    assert isinstance(resumed, DungeonEditorWindow) and resumed.dungeon.walls == {w}
    assert "untitled" in resumed.windowTitle()
    crash_and_discard(qtbot, shell_context, resumed, monkeypatch)


def test_saving_a_recovered_dungeon_drops_its_autosave(qtbot, shell_context: ShellContext,  # type: ignore[no-untyped-def]
                                                       tmp_path: Path) -> None:
    path = tmp_path / "lair.json"
    save_dungeon(path, Dungeon(name="Lair"))
    window = shell_context.open_path(path)
    w = wall(parse_cell("B3"), parse_cell("C3"))
    window.toggle_wall(w)
    resumed = crash_and_resume(qtbot, shell_context, window)
    qtbot.addWidget(resumed)
    assert resumed.dungeon == Dungeon(frozenset({w}), name="Lair")
    assert load_dungeon(path) == Dungeon(name="Lair")  # untouched until saved
    save_drops_autosave(resumed, path)
    assert load_dungeon(path).walls == {w}


def test_a_new_editor_opens_centred_over_the_window_it_came_from(
        qtbot, shell_context: ShellContext, editor: DungeonEditorWindow) -> None:
    """The editor's own "move a feature" once hid QWidget.move, so centring it failed."""
    shell_context.windows.append(editor)  # the opener, shown and known to the shell
    room = editor.screen().availableGeometry()  # in the middle, so the new one fits around it
    editor.move(editor.pos() + room.center() - editor.frameGeometry().center())
    second = DungeonEditorWindow(shell_context)
    shell_context.show_window(second, "lairs.editor.test")
    qtbot.waitExposed(second)
    assert abs(second.frameGeometry().center().x() - editor.frameGeometry().center().x()) <= 2
    second.document.undo_stack.setClean()
    second.close()
