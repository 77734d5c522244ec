"""Every open, save and export dialog starts in the folder last used in any of them, else in
the user's documents folder, never in the working directory."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMainWindow

import companion_ui
from companion.core.protocol import GameSetup
from companion.coup import GAME as COUP
from companion_ui.lairs.editor_window import DungeonEditorWindow
from companion_ui.shell import file_dialogs
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_menu import save_record_dialog
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.session import GameSession
from companion_ui.shell.settings import AppSettings


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A documents folder of the test's own, and no folder used yet."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    store = AppSettings(QSettings(str(tmp_path / "dialogs.ini"), QSettings.Format.IniFormat))
    monkeypatch.setattr(file_dialogs, "_settings", lambda: store)
    where = QStandardPaths.writableLocation
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: str(folder) if (
        location == QStandardPaths.StandardLocation.DocumentsLocation) else where(location))
    return folder


def dialog(monkeypatch: pytest.MonkeyPatch, kind: str, answer: Path | None
           ) -> list[tuple[object, ...]]:
    """``QFileDialog``'s ``kind`` answers ``answer`` (None: cancelled); its calls are kept."""
    calls: list[tuple[object, ...]] = []

    def ask(*args: object) -> tuple[str, str]:
        calls.append(args)
        return ("" if answer is None else str(answer), "")

    monkeypatch.setattr(QFileDialog, kind, ask)
    return calls


def started_in(calls: list[tuple[object, ...]]) -> str:
    return str(calls[-1][2])


def test_dialogs_start_in_documents_then_where_a_file_was_last_chosen(
        qtbot, shell_context: ShellContext, documents: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    session = GameSession.start(COUP, GameSetup(2, seed=1), shell_context.autosaves,
                                ["Ada", "Ben"], ["human", "human"])
    records = tmp_path / "records"
    records.mkdir()
    saves = dialog(monkeypatch, "getSaveFileName", records / "first")
    assert save_record_dialog(QMainWindow(), session, shell_context) == records / "first.json"
    assert started_in(saves) == str(documents / "coup-game.json")  # nothing used yet

    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    opens = dialog(monkeypatch, "getOpenFileName", None)
    launcher.watch_dialog()
    assert started_in(opens) == str(records)
    launcher.open_dialog()
    assert started_in(opens) == str(records)
    editor = DungeonEditorWindow(shell_context)
    qtbot.addWidget(editor)
    editor.export_png_dialog()  # cancelled: the folder stays the last one chosen
    assert started_in(saves) == str(records / f"{editor.dungeon.name or 'dungeon'}.png")
    editor.export_pdf_dialog()
    assert started_in(saves) == str(records / f"{editor.dungeon.name or 'dungeon'}.pdf")
    session.release()


def test_a_folder_gone_since_is_not_offered(documents: Path, tmp_path: Path) -> None:
    gone = tmp_path / "gone"
    file_dialogs._settings().last_folder = gone
    assert file_dialogs.start_folder() == documents


def file_dialog_calls(path: Path) -> list[int]:
    """The lines of ``path`` that use ``QFileDialog`` itself."""
    return [node.lineno for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "QFileDialog"]


def test_every_file_dialog_goes_through_the_one_helper() -> None:
    root = Path(companion_ui.__file__).parent
    helper = root / "shell" / "file_dialogs.py"
    direct = [f"{path.relative_to(root)}:{line}" for path in sorted(root.rglob("*.py"))
              if path != helper for line in file_dialog_calls(path)]
    assert direct == [] and file_dialog_calls(helper)
