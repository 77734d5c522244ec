"""Quit is all-or-nothing: one dialog for every unsaved document; games close without a question."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from shiboken6 import isValid

from companion.core.protocol import GameSetup
from companion.coup import GAME as COUP
from companion.lairs.board import wall
from companion_ui.coup import open_table
from companion_ui.coup.table import CoupTableWindow
from companion_ui.lairs.tabletop.sheet_window import MapSheetWindow
from companion_ui.shell import quit as quitting
from companion_ui.shell.context import ShellContext
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.quit import QuitChoice, QuitDialog, quit_everything
from companion_ui.shell.session import GameSession


@pytest.fixture
def prompts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Single-document prompts asked (answered Discard, so the test's clean-up closes)."""
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object
                 ) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


@pytest.fixture
def desk(qtbot, shell_context: ShellContext, prompts: list[str]
         ) -> Iterator[tuple[LauncherWindow, MapSheetWindow, CoupTableWindow]]:
    """The launcher, a Coup game and a changed, never-saved map sheet, all open."""
    launcher = LauncherWindow(shell_context)
    shell_context.show_window(launcher, "launcher")
    session = GameSession.start(COUP, GameSetup(2, seed=3), shell_context.autosaves,
                                ["Ada", "Ben"], ["human", "human"])
    table = open_table(shell_context, session)
    sheet = MapSheetWindow(shell_context)
    shell_context.show_window(sheet, "lairs.table-sheet")
    sheet.toggle_wall(wall(0, 1))
    assert sheet.is_modified()
    yield launcher, sheet, table
    for window in (launcher, table, sheet):  # what a test left open (deleted on close)
        if isValid(window):
            window.close()


def answer(monkeypatch: pytest.MonkeyPatch, choice: QuitChoice) -> list[list[str]]:
    asked: list[list[str]] = []

    def ask(documents: list, _parent: object) -> QuitChoice:  # type: ignore[type-arg]
        asked.append([window.unsaved_name() for window in documents])
        return choice

    monkeypatch.setattr(quitting, "ask_quit", ask)
    return asked


def test_cancel_leaves_every_window_open(desk, prompts: list[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    launcher, sheet, table = desk
    asked = answer(monkeypatch, QuitChoice.CANCEL)
    launcher._quit()
    # One question, naming the sheet only (not the game), and no second one per window.
    assert asked == [["Untitled sheet"]] and prompts == []
    assert launcher.isVisible() and sheet.isVisible() and table.isVisible()
    assert sheet.is_modified()


def test_discard_all_closes_everything_and_keeps_the_game(
        desk, shell_context: ShellContext, prompts: list[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    launcher, sheet, table = desk
    answer(monkeypatch, QuitChoice.DISCARD_ALL)
    key = table.session.autosave_key
    assert quit_everything(shell_context, launcher) and prompts == []
    assert not any(w.isVisible() for w in (launcher, sheet, table))
    assert shell_context.document_autosaves.recovered()[0] == []  # discarded on purpose
    assert [game.key for game in shell_context.autosaves.unfinished()[0]] == [key]


def test_save_all_saves_then_closes(desk, shell_context: ShellContext, tmp_path: Path,
                                    prompts: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    launcher, sheet, table = desk
    answer(monkeypatch, QuitChoice.SAVE_ALL)
    target = tmp_path / "sheet.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), ""))
    assert quit_everything(shell_context, launcher) and prompts == []
    assert target.exists() and not sheet.isVisible() and not table.isVisible()


def test_a_cancelled_save_as_closes_nothing(desk, shell_context: ShellContext,
                                           prompts: list[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    launcher, sheet, table = desk
    answer(monkeypatch, QuitChoice.SAVE_ALL)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: ("", ""))
    assert not quit_everything(shell_context, launcher) and prompts == []
    assert launcher.isVisible() and sheet.isVisible() and table.isVisible()


def test_without_unsaved_documents_quit_asks_nothing(
        qtbot, shell_context: ShellContext, monkeypatch: pytest.MonkeyPatch) -> None:
    asked = answer(monkeypatch, QuitChoice.CANCEL)
    session = GameSession.start(COUP, GameSetup(2, seed=3), shell_context.autosaves,
                                ["Ada", "Ben"], ["human", "human"])
    table = open_table(shell_context, session)
    assert quit_everything(shell_context) and asked == [] and not table.isVisible()


def test_the_dialog_lists_the_documents_and_its_buttons_answer(qtbot, desk) -> None:
    _launcher, sheet, _table = desk
    dialog = QuitDialog([sheet])
    qtbot.addWidget(dialog)
    assert [dialog.documents.item(i).text() for i in range(dialog.documents.count())] == [
        "Untitled sheet — Explorer's map sheet"]
    # The order is the platform's (Cancel comes first on some desktops).
    assert {b.text().replace("&", "") for b in dialog.buttons.buttons()} == {
        "Save All", "Discard All", "Cancel"}
    qtbot.mouseClick(dialog.discard_all, Qt.MouseButton.LeftButton)
    assert dialog.choice == QuitChoice.DISCARD_ALL
