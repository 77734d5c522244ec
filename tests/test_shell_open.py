"""Opening a file the app cannot read says what is wrong and where, under the right title."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from companion.core.protocol import GameSetup
from companion.core.record import GameRecord
from companion_ui.shell.context import ShellContext
from tests.tinygame_ui import ACTIVITY


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, title, text: shown.append((title, text)))
    return shown


def test_broken_json_is_located_by_line_and_column(shell_context: ShellContext, tmp_path: Path,
                                                   warnings: list[tuple[str, str]]) -> None:
    path = tmp_path / "dungeon.json"
    path.write_text('{\n  "format": "lairs-dungeon",\n  "walls": [1, 2,]\n}\n')
    assert shell_context.open_path(path) is None
    (title, text), = warnings
    assert title == "Cannot open file"
    assert text.startswith(str(path)) and "not valid JSON" in text
    assert "line 3, column 18" in text


def test_an_unknown_format_is_named(shell_context: ShellContext, tmp_path: Path,
                                    warnings: list[tuple[str, str]]) -> None:
    path = tmp_path / "other.json"
    path.write_text('{"format": "spreadsheet"}')
    assert shell_context.open_path(path) is None
    assert 'format "spreadsheet" is not a kind of file Companion opens (' in (
        warnings[0][1]) and "Lairs dungeon, " in warnings[0][1]
    plain = tmp_path / "plain.json"
    plain.write_text("[1, 2]")
    assert shell_context.open_path(plain) is None
    assert 'without a "format" name' in warnings[1][1]


def test_a_bad_record_opened_is_not_called_a_resume(shell_context: ShellContext, tmp_path: Path,
                                                    warnings: list[tuple[str, str]]) -> None:
    shell_context.activities.append(ACTIVITY)
    path = tmp_path / "game.json"
    GameRecord("pebbles", GameSetup(2, seed=1), ["take 9"], ["A", "B"]).save(path)
    assert shell_context.open_path(path) is None
    (title, text), = warnings
    assert title == "Cannot open game record"
    assert "actions[0]" in text
    assert path.exists()  # a file the user opened is never set aside
