"""Document windows save the value they are given (any step of the history, as autosaves do)."""

from __future__ import annotations


def test_the_coup_tracker_writes_the_value_it_is_given(qtbot, tmp_path) -> None:
    from companion.coup.tracker import Tracker
    from companion.coup.tracker_file import load_tracker
    from companion_ui.coup.tracker_window import TrackerWindow

    window = TrackerWindow(Tracker(["Ada", "Ben", "Cleo"]))
    qtbot.addWidget(window)
    start = window.document.value
    window.next_turn.click()
    assert window.tracker.table.current == 1
    window.document.write_value(tmp_path / "start.json", start)
    assert load_tracker(tmp_path / "start.json").table.current == 0  # not the live table's 1
    window.document.undo_stack.setClean()


def test_the_builders_console_undoes_and_redoes_announcements_on_the_stack(
        qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question",  # closing at the end discards
                        lambda *_args: QMessageBox.StandardButton.Discard)
    from companion.core.resources import read_resource_text
    from companion.lairs.board import parse_cell
    from companion.lairs.dungeon_file import parse_dungeon
    from companion.lairs.tabletop.builder_console import BuilderConsole
    from companion_ui.lairs.tabletop.console_window import BuilderConsoleWindow, ConsoleValue

    grotto = parse_dungeon(read_resource_text("lairs", "samples/mossy-grotto.json"))
    window = BuilderConsoleWindow(None, BuilderConsole(grotto))
    qtbot.addWidget(window)
    assert window.announce("Creep north to E3") and window.announce("Peer north into D3")
    stack = window.document.undo_stack
    assert window.document.value == ConsoleValue(grotto, window.console.said)
    assert window.undo_action.text() == "&Undo peer north into D3"  # as understood
    both = window.console.said
    stack.undo()
    assert window.console.said == both[:1] and window.log.count() == 2
    stack.redo()  # Redo exists now: the announcement is followed again
    assert window.console.said == both and window.log.count() == 3
    stack.undo()
    stack.undo()
    assert window.console.position == parse_cell("F3") and not window.is_modified()


def test_a_refusal_in_the_builders_console_does_not_move_the_panel(qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_args: QMessageBox.StandardButton.Discard)
    from companion.core.resources import read_resource_text
    from companion.lairs.dungeon_file import parse_dungeon
    from companion.lairs.tabletop.builder_console import BuilderConsole
    from companion_ui.lairs.tabletop.console_window import BuilderConsoleWindow

    grotto = parse_dungeon(read_resource_text("lairs", "samples/mossy-grotto.json"))
    window = BuilderConsoleWindow(None, BuilderConsole(grotto))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    below = window.announcement_box
    before = below.mapTo(window, below.rect().topLeft())
    for refused in ("Creep north to A1", "blah blah"):  # one line, and three
        assert not window.announce(refused)
        qtbot.wait(10)
        assert window.refusal.text()
        assert below.mapTo(window, below.rect().topLeft()) == before
