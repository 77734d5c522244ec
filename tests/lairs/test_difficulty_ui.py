"""The difficulty report dialog (verdict badge, box plot, heat map) and the aiming Generate
dialog, on real widgets."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QGraphicsRectItem

from companion.lairs.board import parse_cell
from companion.lairs.difficulty import Verdict, band, difficulty
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.generator import generate_dungeon
from companion.lairs.validation import validate
from companion_ui.lairs.board_scene import cell_at
from companion_ui.lairs.editor_window import DungeonEditorWindow
from companion_ui.lairs.explorer.difficulty_dialog import DifficultyDialog
from companion_ui.lairs.generate_dialog import GenerateDialog
from companion_ui.lairs.heat_map import HEAT, HeatOverlay
from companion_ui.shell.context import ShellContext

SERPENTINE = Path(__file__).parent / "dungeons" / "serpentine.json"


@pytest.fixture
def editor(qtbot, shell_context: ShellContext) -> Iterator[DungeonEditorWindow]:
    window = DungeonEditorWindow(shell_context)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.document.undo_stack.setClean()
    window.close()


def test_report_dialog_runs_off_the_ui_thread_and_shows_the_report(qtbot) -> None:
    dialog = DifficultyDialog(load_dungeon(SERPENTINE))
    qtbot.addWidget(dialog)
    assert dialog.chart.report is None and not dialog.heat.washes
    dialog.runs.setValue(2)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    report = dialog.report
    assert len(report.runs) == 6 and dialog.progress.value() == 6
    assert str(report.difficulty) in dialog.badge.text()
    assert "generated dungeons" in dialog.summary.text()
    assert dialog.chart.report is report
    # The forced trap at A3 hurts every explorer: it is washed red on the board.
    assert parse_cell("A3") in dialog.heat.washes
    hottest = max(dialog.heat.washes, key=dialog.heat.washes.get)
    assert report.heat.fatigue[hottest] == report.heat.hottest
    assert "A3" in dialog.details.text()  # named as a hazard on every way to a goal


def test_report_dialog_refuses_an_invalid_dungeon(qtbot) -> None:
    dialog = DifficultyDialog(generate_dungeon(3).with_walls([]))
    qtbot.addWidget(dialog)
    assert not dialog.run_button.isEnabled() and "build rules" in dialog.summary.text()


def test_heat_overlay_replaces_and_clears_its_items(qtbot) -> None:
    dialog = DifficultyDialog(load_dungeon(SERPENTINE))
    qtbot.addWidget(dialog)
    overlay = HeatOverlay(dialog.scene)
    report = difficulty(load_dungeon(SERPENTINE), 1, seed=2)
    before = len(dialog.scene.items())
    overlay.show(report.heat)
    hurt = sum(1 for c in range(36) if report.heat.fatigue[c] or report.heat.strikes[c])
    assert len(dialog.scene.items()) == before + 2 * hurt
    overlay.show(report.heat)
    assert len(dialog.scene.items()) == before + 2 * hurt
    overlay.show(None)
    assert len(dialog.scene.items()) == before and not overlay.washes


def test_generate_dialog_aims_at_a_verdict(qtbot, editor: DungeonEditorWindow) -> None:
    dialog = editor.generate_dialog()
    dialog.seed.setValue(4)
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData(Verdict.HARD))
    dialog.buttons.accepted.emit()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=20000)
    assert dialog.aimed is not None and dialog.aimed.hit
    low, high = band(Verdict.HARD)
    assert low <= dialog.aimed.estimate < high
    assert editor.dungeon == dialog.aimed.dungeon and validate(editor.dungeon).valid
    assert "hard" in editor.statusBar().currentMessage()
    editor.document.undo_stack.undo()
    assert editor.dungeon != dialog.aimed.dungeon


def test_generate_dialog_without_a_difficulty_is_the_plain_generator(qtbot) -> None:
    dialog = GenerateDialog()
    qtbot.addWidget(dialog)
    dialog.seed.setValue(12)
    dialog.buttons.accepted.emit()
    assert dialog.dungeon == generate_dungeon(12) and "12" in dialog.outcome()


def test_report_dialog_can_send_the_search_bot_in(qtbot) -> None:
    dialog = DifficultyDialog(load_dungeon(SERPENTINE))
    qtbot.addWidget(dialog)
    dialog.runs.setValue(1)
    dialog.search.setChecked(True)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=30000)
    assert [p.name for p in dialog.chart.profiles][-1] == "ismcts"
    assert "search bot" in dialog.details.text()


def test_the_editor_shows_where_explorers_got_hurt_until_the_next_edit(
        qtbot, editor: DungeonEditorWindow) -> None:
    editor.document.edit(load_dungeon(SERPENTINE), lambda: "test")
    dialog = editor.difficulty_dialog()
    dialog.runs.setValue(1)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    trap = parse_cell("A3")
    assert trap in editor.heat.cells
    assert editor.scene.shaded_cells(f"heat:{trap}") == [trap]
    # Drawn as overlays, which the exported and printed sheet leaves out.
    washed = {cell_at(item.rect().center()) for item in editor.scene.overlays()
              if isinstance(item, QGraphicsRectItem) and item.brush().color().red() == HEAT.red()}
    assert set(editor.heat.cells) <= washed
    dialog.close()
    editor.document.edit(editor.dungeon.renamed("Another"), lambda: "rename")
    assert editor.heat.cells == [] and editor.scene.shaded_cells(f"heat:{trap}") == []


def test_generating_over_a_dungeon_with_work_on_it_asks_first(
        qtbot, editor: DungeonEditorWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    editor.document.edit(generate_dungeon(3), lambda: "work")
    before = editor.dungeon
    asked: list[str] = []

    def say_no(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", say_no)
    dialog = editor.generate_dialog()
    dialog.seed.setValue(12)
    dialog.buttons.accepted.emit()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=20000)
    assert asked and "Replace the dungeon" in asked[0]
    assert editor.dungeon == before
