"""Every finished game is kept to watch again: listed in the launcher as a recent game, with a
cap in Preferences; every end screen offers Watch Replay and Save Game Record…."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from companion.core import registry
from companion.core.autosave import UnfinishedGame
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, shortened
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_menu import RecordButtons
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.preferences import PreferencesDialog
from companion_ui.shell.replay import ReplayWindow
from tests.replay_support import refuse_message_boxes

PLAYERS = {"coup": 3, "scout": 3, "intrige": 3, "lairs": 2}


@pytest.fixture(autouse=True)
def no_boxes(monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_message_boxes(monkeypatch)


def played(game: str, seed: int = 5) -> GameRecord:
    """A whole game the heuristic bots played, every seat a human's in the record."""
    spec = registry.get(game)
    names = ["Ada", "Ben", "Cleo"][:PLAYERS[game]]
    match = Match.start(spec, GameSetup(len(names), seed=seed), names, ["human"] * len(names))
    match.play_out([spec.bot("heuristic", seat) for seat in range(len(names))])
    return match.record


def one_decision_from_the_end(context: ShellContext, record: GameRecord
                              ) -> tuple[QMainWindow, str]:
    """The game's window as the launcher resumes it, its last decision still to take."""
    store = context.autosaves
    key = store.new_key(record.game)
    before = shortened(record, len(record.actions) - 1)
    store.save(key, before)
    activity = next(a for a in context.activities if a.game == record.game and a.resume)
    window = context.resume(UnfinishedGame(key, store.path(key), before, time.time()), activity)
    assert isinstance(window, QMainWindow)
    return window, record.actions[-1]


def finish(window: QMainWindow, last: str) -> None:
    session = window.session  # type: ignore[attr-defined]
    session.play(session.spec.parse_action(last))
    assert session.state.is_over()


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_finished_game_is_kept_and_its_end_screen_offers_the_record(
        game: str, qtbot, shell_context: ShellContext, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    record = played(game)
    window, last = one_decision_from_the_end(shell_context, record)
    qtbot.addWidget(window)
    assert shell_context.finished_games() == []
    finish(window, last)

    [kept] = shell_context.finished_games()
    assert kept.record == record and kept.path.parent == tmp_path / "finished"
    [buttons] = window.findChildren(RecordButtons)
    assert buttons.isVisible() and buttons.watch.isVisible() and buttons.save.isVisible()

    buttons.watch.click()
    watching = [w for w in shell_context.windows if isinstance(w, ReplayWindow)]
    assert len(watching) == 1 and watching[0].record == record
    qtbot.addWidget(watching[0])

    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (str(target), "Game records (*.json)"))
    buttons.save.click()
    assert GameRecord.load(target.with_suffix(".json")) == record


def test_the_launcher_lists_recent_games_and_opens_one_in_the_viewer(
        qtbot, shell_context: ShellContext) -> None:
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    assert launcher.finished.count() == 1  # the placeholder
    assert not launcher.finished.item(0).flags() & Qt.ItemFlag.ItemIsEnabled
    record = played("coup")
    window, last = one_decision_from_the_end(shell_context, record)
    qtbot.addWidget(window)
    finish(window, last)  # the launcher follows at once

    assert launcher.finished.count() == 1
    item = launcher.finished.item(0)
    winner = window.session.names[min(window.session.state.result().winners)]
    lines = item.text().splitlines()
    assert lines[0] == "Coup — Ada, Ben, Cleo"
    assert lines[1].startswith(f"{winner} won · ")
    launcher.finished.itemActivated.emit(item)
    [watching] = [w for w in shell_context.windows if isinstance(w, ReplayWindow)]
    qtbot.addWidget(watching)
    assert watching.record == record


def test_preferences_change_how_many_are_kept(qtbot, shell_context: ShellContext,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    assert shell_context.settings.finished_kept == 50
    for seed in range(3):
        shell_context.finished.keep(played("coup", seed), kept=50)
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    assert launcher.finished.count() == 3

    def fewer(dialog: PreferencesDialog) -> int:
        dialog.kept.setValue(1)
        dialog.accept()
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", fewer)
    launcher.preferences_action.trigger()
    assert shell_context.settings.finished_kept == 1
    assert launcher.finished.count() == 1 and len(shell_context.finished_games()) == 1

    def none(dialog: PreferencesDialog) -> int:
        dialog.kept.setValue(0)
        dialog.accept()
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", none)
    launcher.preferences_action.trigger()
    assert shell_context.finished_games() == []
    window, last = one_decision_from_the_end(shell_context, played("scout"))
    qtbot.addWidget(window)
    finish(window, last)
    assert shell_context.finished_games() == []  # 0 keeps none


def test_an_unreadable_kept_game_is_set_aside_and_said(qtbot, shell_context: ShellContext,
                                                       tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    folder.mkdir()
    (folder / "coup-broken.json").write_text('{"format": "companion-record"', encoding="utf-8")
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    assert not launcher.finished.item(0).flags() & Qt.ItemFlag.ItemIsEnabled  # nothing listed
    assert "coup-broken.json.unreadable" in launcher.set_aside_label.text()
    assert (folder / "coup-broken.json.unreadable").exists()


def test_a_game_that_cannot_be_kept_says_so(qtbot, shell_context: ShellContext, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "finished").write_text("a file where the folder should be", encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: said.append(args[2]))
    window, last = one_decision_from_the_end(shell_context, played("coup"))
    qtbot.addWidget(window)
    finish(window, last)
    assert len(said) == 1 and "not kept" in said[0] and str(tmp_path / "finished") in said[0]
