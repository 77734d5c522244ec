"""The Scout score keeper driven like a user would: the setup dialog, entering rounds on the pad,
refusals, undo, save and reopen, crash recovery and the launcher."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from companion.scout.score_sheet import Ending, ScoreSheet, Tally
from companion_ui.scout import ACTIVITIES
from companion_ui.scout.score_keeper import ScoreKeeperWindow
from companion_ui.scout.score_keeper_pad import HEAD_H, MARGIN, cell_rect
from companion_ui.scout.score_keeper_setup import ScoreKeeperSetup
from tests.document_recovery import (
    crash_and_discard,
    crash_and_resume,
    launcher,
    save_drops_autosave,
)


@pytest.fixture(autouse=True)
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """No modal boxes in tests: closing with unsaved work answers Discard; warnings are kept."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    return shown


def keeper(qtbot, sheet: ScoreSheet, context=None) -> ScoreKeeperWindow:  # type: ignore[no-untyped-def]
    window = ScoreKeeperWindow(sheet, context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def click_cell(qtbot, window: ScoreKeeperWindow, round_index: int, player: int) -> None:  # type: ignore[no-untyped-def]
    pos: QPoint = window.view.mapFromScene(cell_rect(round_index, player).center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def type_counts(qtbot, window: ScoreKeeperWindow, *counts: int) -> None:  # type: ignore[no-untyped-def]
    """Type captured, chips and hand into the boxes (Tab between them), then Enter."""
    for box, count in zip(window.entry.boxes, counts, strict=True):
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, str(count))
    qtbot.keyClick(window.entry.boxes[2], Qt.Key.Key_Return)


def test_entering_a_round_on_the_pad(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = keeper(qtbot, ScoreSheet.new(["Ada", "Ben", "Cleo"], first=1))
    pad = window.pad
    assert window.selected == (0, 1)  # the round's starting player first
    assert pad.cells[(0, 1)].starter is not None and pad.cells[(0, 0)].starter is None
    assert pad.cells[(0, 0)].score.text() == "–"  # nothing entered yet
    assert "Ben starts" in window.verdict.text()

    click_cell(qtbot, window, 0, 0)
    assert window.selected == (0, 0) and window.entry.heading.text() == "Round 1 · Ada"
    type_counts(qtbot, window, 6, 2, 3)  # the rules' example: 6 + 2 − 3
    assert window.sheet.rounds[0].tallies[0] == Tally(6, 2, 3)
    assert pad.cells[(0, 0)].score.text() == "5"
    assert [t.text() for t in pad.cells[(0, 0)].counts] == ["6", "2", "−3"]
    assert window.selected == (0, 1)  # Enter went on to the next player
    type_counts(qtbot, window, 4, 1, 0)
    window.selected = (0, 1)
    window.refresh()
    qtbot.mouseClick(window.entry.emptied, Qt.MouseButton.LeftButton)  # the ender: 4 + 1
    assert window.sheet.rounds[0].ender == 1 and pad.cells[(0, 1)].star is not None
    assert pad.cells[(0, 1)].score.text() == "5" and window.entry.emptied.isChecked()

    qtbot.mouseClick(window.entry.finish_button, Qt.MouseButton.LeftButton)
    assert "Cleo: enter the cards left in hand" in window.entry.message.text()
    assert window.sheet.current == 0  # refused: nothing changed
    click_cell(qtbot, window, 0, 2)
    type_counts(qtbot, window, 1, 0, 7)
    qtbot.mouseClick(window.entry.finish_button, Qt.MouseButton.LeftButton)
    assert window.entry.message.text() == ""
    assert window.sheet.rounds[0].finished and window.sheet.current == 1
    assert window.selected == (1, 2)  # round 2: the next player starts
    assert [t.text() for t in pad.totals] == ["5", "5", "−6"]
    assert pad.cells[(0, 0)].running is not None
    assert pad.cells[(0, 0)].running.text() == "total 5"
    assert "Round 2 of 3: Cleo starts" in window.verdict.text()


def test_a_refused_entry_is_explained_and_the_box_shows_the_sheet_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = keeper(qtbot, ScoreSheet.new(["Ada", "Ben"]))
    assert window.entry.labels[1].text() == "Unspent Scout chips"
    window.entry.boxes[1].setValue(4)
    assert "at most 3 stay unspent" in window.entry.message.text()
    assert window.entry.boxes[1].value() == 0 and window.sheet.rounds[0].tallies[0].chips == 0
    assert not window.isWindowModified()
    window.entry.boxes[1].setValue(3)
    assert window.entry.message.text() == "" and window.sheet.rounds[0].tallies[0].chips == 3


def test_undo_and_redo_step_through_the_entries(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = keeper(qtbot, ScoreSheet.new(["Ada", "Ben", "Cleo"]))
    stack = window.document.undo_stack
    for value in (1, 2, 3):  # spinning one count is one step
        window.entry.boxes[0].setValue(value)
    window.entry.boxes[2].setValue(4)
    assert stack.count() == 2 and window.isWindowModified()
    stack.undo()
    assert window.sheet.rounds[0].tallies[0] == Tally(3, 0, 0)
    assert window.entry.boxes[2].value() == 0 and window.pad.cells[(0, 0)].score.text() == "3"
    stack.undo()
    assert window.sheet == ScoreSheet.new(["Ada", "Ben", "Cleo"])
    assert not window.isWindowModified()
    stack.redo()
    assert window.entry.boxes[0].value() == 3


def test_moving_the_star_and_taking_it_off(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = keeper(qtbot, ScoreSheet.new(["Ada", "Ben", "Cleo"]))
    window.select(0, 1)
    window.entry.boxes[2].setValue(2)
    window.entry.unbeaten.click()
    assert window.sheet.rounds[0].ender == 1
    assert window.sheet.rounds[0].ending is Ending.UNBEATEN
    assert window.pad.cells[(0, 1)].counts[2].font().strikeOut()  # kept, no penalty
    window.select(0, 2)
    window.entry.emptied.click()  # the star moves to Cleo in one step
    assert window.sheet.rounds[0].ender == 2 and window.pad.cells[(0, 1)].star is None
    window.entry.emptied.click()  # again: the star comes off
    assert window.sheet.rounds[0].ender is None
    window.document.undo_stack.undo()
    assert window.sheet.rounds[0].ender == 2
    window.document.undo_stack.undo()
    assert window.sheet.rounds[0].ender == 1
    window.entry.boxes[2].setValue(3)
    window.select(0, 0)
    window.entry.boxes[2].setValue(1)
    window.entry.finish_button.click()
    # A scored round keeps one ender: the star moves, but cannot just come off.
    window.select(0, 2)
    window.entry.unbeaten.click()
    assert window.sheet.rounds[0].ender == 2 and window.sheet.rounds[0].finished
    window.entry.unbeaten.click()
    assert "star the player who ended the round" in window.entry.message.text()
    assert window.sheet.rounds[0].ender == 2 and window.entry.unbeaten.isChecked()


def test_a_name_is_corrected_by_double_clicking_it(qtbot,  # type: ignore[no-untyped-def]
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    window = keeper(qtbot, ScoreSheet.new(["Ada", "Ben", "Cleo"]))
    answers = iter([("Clio", True), ("ada", True)])
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: next(answers))
    pos: QPoint = window.view.mapFromScene(cell_rect(0, 2).center().x(), MARGIN + HEAD_H / 2)
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert window.sheet.names == ("Ada", "Ben", "Clio")
    window.rename_player(2)
    assert window.entry.message.text() == "two players are called ada"
    assert window.sheet.names == ("Ada", "Ben", "Clio")
    window.document.undo_stack.undo()
    assert window.sheet.names == ("Ada", "Ben", "Cleo")


def finished_game() -> ScoreSheet:
    sheet = ScoreSheet.new(["Ada", "Ben"])
    for tallies, ender in (([Tally(8, 3, 0), Tally(5, 1, 6)], 0),
                           ([Tally(4, 0, 5), Tally(11, 2, 0)], 1)):
        r = len(sheet.rounds) - 1
        for p, tally in enumerate(tallies):
            sheet = sheet.enter(r, p, tally)
        sheet = sheet.mark_ender(r, ender, Ending.EMPTIED).finish_round(r)
        if r == 0:
            sheet = sheet.add_round()
    return sheet


def test_the_winner_is_gilded_and_a_tie_shared(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = keeper(qtbot, finished_game())
    assert window.sheet.totals() == (10, 13)
    assert len(window.pad.winner_bands) == 1 and window.verdict.text() == (
        "★ Ben wins with 13 points")
    assert not window.entry.finish_button.isEnabled()
    window.select(1, 0)
    window.entry.boxes[1].setValue(3)  # a correction makes it a tie
    assert len(window.pad.winner_bands) == 2
    assert window.verdict.text() == "★ Ada & Ben share the victory with 13 points"
    window.new_action.trigger()  # play again (the unsaved correction is discarded)
    assert window.sheet == ScoreSheet.new(["Ada", "Ben"]) and not window.isWindowModified()
    assert window.selected == (0, 0) and window.pad.winner_bands == []


def test_save_and_reopen_through_the_launcher(qtbot, shell_context, tmp_path: Path,  # type: ignore[no-untyped-def]
                                              monkeypatch: pytest.MonkeyPatch,
                                              warnings: list[str]) -> None:
    window = keeper(qtbot, ScoreSheet.new(["Ada", "Ben", "Cleo"]), shell_context)
    window.entry.boxes[0].setValue(4)
    assert window.isWindowModified() and "untitled" in window.windowTitle()
    path = tmp_path / "friday"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    assert window.save()
    saved = path.with_suffix(".json")
    assert not window.isWindowModified() and "friday.json" in window.windowTitle()
    recent = shell_context.settings.recent_files()
    assert recent[0].path == saved and recent[0].activity == "scout.score-keeper"
    reopened = shell_context.open_path(saved)  # what `companion friday.json` and Open do
    qtbot.addWidget(reopened)
    assert isinstance(reopened, ScoreKeeperWindow) and reopened is not window
    assert reopened.sheet == window.sheet and reopened.document_path() == saved
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "companion.scout.score-sheet", "version": 7}')
    assert window.open_file(bad) is None
    assert "version must be 1, found 7" in warnings[-1]


def test_an_unsaved_sheet_survives_a_crash(qtbot, shell_context,  # type: ignore[no-untyped-def]
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    window = keeper(qtbot, ScoreSheet.new(["Ada", "Ben", "Cleo"]), shell_context)
    window.entry.boxes[2].setValue(5)
    resumed = crash_and_resume(qtbot, shell_context, window)
    assert isinstance(resumed, ScoreKeeperWindow)
    assert resumed.sheet.rounds[0].tallies[0] == Tally(0, 0, 5)
    crash_and_discard(qtbot, shell_context, resumed, monkeypatch)


def test_saving_a_recovered_sheet_drops_its_autosave(qtbot, shell_context,  # type: ignore[no-untyped-def]
                                                     tmp_path: Path) -> None:
    path = tmp_path / "evening.json"
    ScoreSheet.new(["Ada", "Ben"]).save(path)
    window = shell_context.open_path(path)
    window.entry.boxes[0].setValue(6)
    resumed = crash_and_resume(qtbot, shell_context, window)
    qtbot.addWidget(resumed)
    assert ScoreSheet.load(path).rounds[0].tallies[0] == Tally()  # untouched until saved
    save_drops_autosave(resumed, path)
    assert ScoreSheet.load(path).rounds[0].tallies[0] == Tally(6, 0, 0)


def test_the_launcher_starts_a_sheet_from_the_setup_dialog(qtbot, shell_context,  # type: ignore[no-untyped-def]
                                                           tmp_path: Path) -> None:
    assert "scout.score-keeper" in [a.key for a in ACTIVITIES]
    home = launcher(qtbot, shell_context)
    qtbot.mouseClick(home.activity_buttons["scout.score-keeper"], Qt.MouseButton.LeftButton)
    dialog = shell_context.windows[-1]
    assert isinstance(dialog, ScoreKeeperSetup)
    qtbot.addWidget(dialog)
    seats = dialog.seats
    qtbot.mouseClick(seats.add_button, Qt.MouseButton.LeftButton)
    assert dialog.count == 5 and not seats.add_button.isEnabled()
    qtbot.mouseClick(seats.extras[4], Qt.MouseButton.LeftButton)
    seats.players.setValue(3)
    assert dialog.count == 3 and dialog.first() == 0  # Eve left the table
    assert [e.isVisibleTo(dialog) for e in seats.names] == [True] * 3 + [False] * 2
    assert "3 rounds, 36 cards a round, 12 in each hand" in dialog.about.text()
    seats.names[1].setText("Ada")
    dialog.start.click()
    assert dialog.message.text() == "two players are called Ada" and dialog.window is None
    seats.names[1].setText("Bo")
    qtbot.mouseClick(seats.extras[2], Qt.MouseButton.LeftButton)
    dialog.start.click()
    window = dialog.window
    assert window is not None and shell_context.windows[-1] is window
    qtbot.addWidget(window)
    assert window.sheet == ScoreSheet.new(["Ada", "Bo", "Cleo"], first=2)
    # A saved sheet is the activity's file: the launcher opens it in a score keeper.
    path = tmp_path / "sheet.json"
    window.sheet.save(path)
    activity = shell_context.activity_for_file(path)
    assert activity is not None and activity.key == "scout.score-keeper"
    assert activity.file_filter == "Scout score sheet (*.json)"
    opened = shell_context.open_path(path)
    qtbot.addWidget(opened)
    assert isinstance(opened, ScoreKeeperWindow) and opened.sheet == window.sheet
