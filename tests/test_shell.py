"""The desktop shell: launcher contents, settings, autosaved sessions, resume and hand-over."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from companion.core.protocol import GameSetup
from companion.core.record import GameRecord
from companion_ui.shell.context import ShellContext
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.session import GameSession
from tests.tinygame import SPEC, Take
from tests.tinygame_ui import ACTIVITY, PebblesWindow


def test_launcher_lists_every_registered_activity(qtbot, shell_context: ShellContext) -> None:
    shell_context.activities.append(ACTIVITY)
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    for activity in shell_context.activities:
        button = launcher.activity_buttons[activity.key]
        assert button.text() == activity.title
    assert launcher.findChild(object, "game-pebbles") is not None
    menus = [action.text() for action in launcher.menuBar().actions()]
    assert menus == ["&File", "&Settings", "&Help"]


def test_recent_files_show_newest_first_and_mark_missing(qtbot, shell_context: ShellContext,
                                                         tmp_path: Path) -> None:
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first.write_text("{}")
    shell_context.note_recent(first, "x.editor")
    shell_context.note_recent(second, "x.editor")
    shell_context.note_recent(first, "x.editor")
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    texts = [launcher.recent.item(i).text() for i in range(launcher.recent.count())]
    assert texts == ["a.json", "b.json (missing)"]


def test_language_setting_persists(shell_context: ShellContext) -> None:
    shell_context.settings.language = "en"
    shell_context.settings.store.sync()
    assert shell_context.settings.language == "en"


def test_every_decision_is_autosaved_and_resumable(qtbot, shell_context: ShellContext) -> None:
    shell_context.activities.append(ACTIVITY)
    window = ACTIVITY.open(shell_context)
    qtbot.addWidget(window)
    assert isinstance(window, PebblesWindow)
    session = window.session
    window.hand_over.button.click()
    session.play(Take(3))
    saved = GameRecord.load(shell_context.autosaves.path(session.autosave_key))
    assert saved.actions == ["take 3"] and saved.names == ["Ann", "Bo"]
    window.close()
    window.deleteLater()
    qtbot.waitUntil(lambda: window not in shell_context.windows)

    offers = shell_context.resumable()
    assert [game.key for game, _ in offers] == [session.autosave_key]
    resumed = shell_context.resume(*offers[0])
    qtbot.addWidget(resumed)
    assert isinstance(resumed, PebblesWindow)
    assert resumed.session.state.pile == 7
    assert resumed.session.state.secrets == session.state.secrets


def test_finished_games_are_not_offered(shell_context: ShellContext) -> None:
    session = GameSession.start(SPEC, GameSetup(2, seed=2, options={"pile": 2}),
                                shell_context.autosaves, ["A", "B"], ["human", "human"])
    session.play(Take(2))
    assert session.state.is_over()
    assert shell_context.autosaves.unfinished() == ([], [])


def test_unreadable_autosaves_are_reported_not_fatal(shell_context: ShellContext) -> None:
    shell_context.autosaves.folder.mkdir(parents=True)
    (shell_context.autosaves.folder / "broken.json").write_text("{oops")
    games, problems = shell_context.autosaves.unfinished()
    assert games == [] and len(problems) == 1 and "broken.json" in problems[0]


def test_hot_seat_hides_the_table_until_the_next_player_confirms(
        qtbot, shell_context: ShellContext) -> None:
    window = ACTIVITY.open(shell_context)
    qtbot.addWidget(window)
    assert window.currentWidget() is window.hand_over
    assert "Ann" in window.hand_over.heading.text()
    qtbot.keyClick(window.hand_over.button, Qt.Key.Key_Return)
    assert window.currentWidget() is window.table
    window.session.play(Take(1))
    assert window.currentWidget() is window.hand_over
    assert "Bo" in window.hand_over.heading.text()


def test_bots_move_by_themselves(qtbot, shell_context: ShellContext) -> None:
    session = GameSession.start(SPEC, GameSetup(2, seed=4), shell_context.autosaves,
                                ["Bot A", "Bot B"], ["greedy", "random"], bot_delay_ms=0)
    session.schedule_bot()
    qtbot.waitUntil(session.state.is_over, timeout=5000)
    assert len(session.match.record.actions) == session.state.turn


def test_a_saved_game_record_opens_to_play_on(qtbot, shell_context: ShellContext, tmp_path: Path,
                                              monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog, QMainWindow

    from companion_ui.shell.game_menu import add_game_menus

    shell_context.activities.append(ACTIVITY)
    session = GameSession.start(SPEC, GameSetup(2, seed=6), shell_context.autosaves,
                                ["Ann", "Bo"], ["human", "human"])
    session.play(Take(2))
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = add_game_menus(window, session, shell_context)
    target = tmp_path / "kept"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kwargs: (str(target), ""))
    save = next(a for a in menu.actions() if "Record" in a.text())
    save.trigger()
    saved = target.with_suffix(".json")
    assert GameRecord.load(saved).actions == ["take 2"]
    assert shell_context.settings.recent_files()[0].path == saved.resolve()

    reopened = shell_context.open_path(saved)
    qtbot.addWidget(reopened)
    assert isinstance(reopened, PebblesWindow)
    assert reopened.session.state.pile == 8
    assert reopened.session.autosave_key != session.autosave_key
    reopened.session.play(Take(1))
    assert GameRecord.load(saved).actions == ["take 2"]  # the record file itself is untouched


def test_quiet_bot_moves_skip_the_visible_delay(qtbot, shell_context: ShellContext,
                                                monkeypatch) -> None:
    session = GameSession.start(SPEC, GameSetup(2, seed=4, options={"pile": 6}),
                                shell_context.autosaves, ["A", "B"], ["greedy", "greedy"],
                                bot_delay_ms=5000)
    monkeypatch.setattr(type(session.state), "is_quiet", lambda self, action: True)
    session.schedule_bot()
    # Two quiet moves end the game long before a single 5 s visible delay would have passed.
    qtbot.waitUntil(session.state.is_over, timeout=4000)


def test_a_record_with_an_unknown_bot_is_refused_with_a_message(
        qtbot, shell_context: ShellContext, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shell_context.activities.append(ACTIVITY)
    record = GameRecord("pebbles", GameSetup(2, seed=1), ["take 1"], ["A", "B"],
                        ["human", "genius"])
    path = tmp_path / "odd.json"
    record.save(path)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: warnings.append(text))
    assert shell_context.open_path(path) is None
    assert warnings == ["the record seats unknown pebbles bot 'genius' "
                        "(known: random, greedy, ismcts)"]


def test_a_new_window_opens_over_the_window_it_came_from(qtbot,
                                                         shell_context: ShellContext) -> None:
    from companion_ui.coup import ACTIVITIES as COUP_ACTIVITIES

    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    screen = launcher.screen().availableGeometry()
    launcher.setGeometry(screen.adjusted(20, 20, -20, -20))
    shell_context.show_window(launcher, "launcher")
    dialog = COUP_ACTIVITIES[0].open(shell_context)  # the Coup new-game dialog
    qtbot.addWidget(dialog)
    centre, over = dialog.frameGeometry().center(), launcher.frameGeometry().center()
    assert abs(centre.x() - over.x()) <= 2 and abs(centre.y() - over.y()) <= 2
    assert dialog.frameGeometry().topLeft() != screen.topLeft()  # not in the screen's corner


def test_unfinished_games_say_turn_players_and_who_is_to_move(
        qtbot, shell_context: ShellContext) -> None:
    from companion.coup import GAME as COUP

    session = GameSession.start(COUP, GameSetup(3, seed=2), shell_context.autosaves,
                                ["Ada", "Ben", "Cleo"], ["human", "heuristic", "random"])
    session.play(session.state.legal_actions()[0])  # Ada's Income: Ben's turn next
    session.release()
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    text = launcher.unfinished.item(0).text()
    title, detail = text.split("\n")
    assert title == "Coup — Ada, Ben (bot), Cleo (bot)"
    assert detail.startswith("turn 2, Ben to move · saved ")
    assert "moves" not in text


def test_game_cards_show_player_counts_and_play_time(qtbot, shell_context: ShellContext) -> None:
    from PySide6.QtWidgets import QLabel

    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    coup = launcher.findChild(QLabel, "facts-coup")
    lairs = launcher.findChild(QLabel, "facts-lairs")
    assert coup.text() == "2–10 players · about 15 min"
    assert lairs.text() == "2 players · about 35 min"


def test_a_game_window_closed_is_offered_again_at_once(qtbot, shell_context: ShellContext
                                                      ) -> None:
    from companion.coup import GAME as COUP
    from companion_ui.coup import open_table

    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    session = GameSession.start(COUP, GameSetup(3, seed=2), shell_context.autosaves,
                                ["Ada", "Ben", "Cleo"], ["human"] * 3)
    session.play(session.state.legal_actions()[0])
    window = open_table(shell_context, session)
    launcher.refresh_unfinished()
    assert launcher.unfinished.count() == 0  # being played: nothing to resume
    window.close()
    qtbot.waitUntil(lambda: window not in shell_context.windows)
    assert launcher.unfinished.count() == 1
    assert launcher.unfinished.item(0).text().startswith("Coup — Ada, Ben, Cleo\n")


@pytest.mark.parametrize("key", ["recentFiles", "lastFolder", "finishedGamesKept", "language",
                                 "geometry/launcher", "network/tables"])
@pytest.mark.parametrize("value", [5, True, 1.5, [1, 2], {"a": 1}, [["a"]], "", "9" * 5000])
def test_odd_settings_values_never_stop_the_launcher(qtbot, shell_context: ShellContext,
                                                     tmp_path: Path, monkeypatch, key: str,
                                                     value: object) -> None:
    """A settings file a hand or a tool edited: the launcher opens and its recent files open."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "information", lambda *args: None)
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: None)
    kept = tmp_path / "kept.json"
    kept.write_text("{}")
    shell_context.note_recent(kept, "x.editor")
    shell_context.settings.store.setValue(key, value)
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    for row in range(launcher.recent.count()):
        launcher._open_recent(launcher.recent.item(row))
