"""Document windows save the value they are given (any step of the history, as autosaves do)."""

from __future__ import annotations


def test_the_coup_tracker_writes_the_value_it_is_given(qtbot, tmp_path) -> None:
    from companion.coup.tracker import Tracker
    from companion.coup.tracker_file import load_tracker
    from ui.coup.tracker_window import TrackerWindow

    window = TrackerWindow(Tracker(["Ada", "Ben", "Cleo"]))
    qtbot.addWidget(window)
    start = window.document.value
    window.next_turn.click()
    assert window.tracker.table.current == 1
    window.document.write_value(tmp_path / "start.json", start)
    assert load_tracker(tmp_path / "start.json").table.current == 0  # not the live table's 1
    window.document.undo_stack.setClean()
