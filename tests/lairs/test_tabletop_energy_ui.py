"""The Builder's console window shows the explorer's cubes and refuses what they cannot pay."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from companion.core.resources import read_resource_text
from companion.lairs.dungeon_file import parse_dungeon
from companion.lairs.tabletop.builder_console import BuilderConsole
from companion_ui.lairs.tabletop.console_window import BuilderConsoleWindow

GROTTO = parse_dungeon(read_resource_text("lairs", "samples/mossy-grotto.json"))


@pytest.fixture
def window(qtbot, monkeypatch) -> BuilderConsoleWindow:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    window = BuilderConsoleWindow(None, BuilderConsole(GROTTO))
    qtbot.addWidget(window)
    window.show()
    return window


def say(qtbot, window: BuilderConsoleWindow, text: str) -> None:  # type: ignore[no-untyped-def]
    window.entry.clear()
    qtbot.keyClicks(window.entry, text)
    qtbot.keyClick(window.entry, Qt.Key.Key_Return)


def test_cubes_are_shown_and_the_turn_ends_with_the_last_one(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert "Fresh 6" in window.status.text()
    for text in ("creep north", "creep east", "creep east", "creep west", "creep west"):
        say(qtbot, window, text)
    assert "Fresh 1" in window.status.text() and "Spent 5" in window.status.text()
    say(qtbot, window, "creep south")
    assert "no cube left" in window.tell.text()
    say(qtbot, window, "creep north")  # no seventh Creep in turn 1: turn 2 begins
    assert "confirm their position" in window.tell.text()
    assert "turn 2" in window.status.text() and "Fresh 5" in window.status.text()


def test_a_roll_the_dice_cannot_make_is_refused_then_the_refusal_goes(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    for text in ("creep north", "creep east", "creep east", "creep north", "creep east to D6",
                 "end turn"):
        say(qtbot, window, text)
    say(qtbot, window, "fight rolled 99")
    assert "totals 99" in window.refusal.text()
    assert window.entry.text() == "fight rolled 99"  # kept, to correct it
    say(qtbot, window, "fight rolled 3")
    assert window.refusal.text() == ""
    assert "rolled 3" in window.tell.text()


def test_the_first_tell_of_a_turn_follows_confirm_position(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    say(qtbot, window, "creep north")
    say(qtbot, window, "end turn")
    say(qtbot, window, "creep east")  # E4 is Unknown: its walls are told in turn 2
    tell = window.tell.text()
    assert tell.index("confirm their position") < tell.index("Tell about E4")


def test_the_console_has_a_help_menu(window) -> None:  # type: ignore[no-untyped-def]
    menus = [a.text() for a in window.menuBar().actions()]
    assert "&Help" in menus
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert [a.text() for a in help_menu.actions()] == ["Lairs &Rules Guide", "&Announcements"]
