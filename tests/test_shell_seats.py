"""The seats' rows every New game dialog and table-side helper's set-up shares (ui/shell/seats):
seats added and removed with what was chosen for them, many seats that scroll while the levels
stay readable, and Enter that starts from any field, Esc that closes."""

from __future__ import annotations

from PySide6.QtCore import Qt

from companion.coup import GAME as COUP
from companion_ui.coup.newgame import NewGameDialog as CoupDialog
from companion_ui.coup.tracker_setup import TrackerSetupDialog
from companion_ui.intrige.landlord_helper_setup import HelperSetupDialog
from companion_ui.lairs.explorer.setup_dialog import GameSetupDialog
from companion_ui.shell.seats import VISIBLE_ROWS, SeatRows


def test_a_removed_seat_takes_its_choices_and_the_others_move_up(qtbot) -> None:
    seats = SeatRows(2, 4, 3, COUP, remote=True)
    qtbot.addWidget(seats)
    seats.kinds[2].setCurrentIndex(seats.kinds[2].findData("heuristic"))  # Cleo: Easy
    assert [r.isEnabled() for r in seats.removers[:3]] == [True] * 3
    seats.removers[1].click()  # Ben goes
    assert seats.count == 2 and seats.players.value() == 2
    assert seats.chosen() == (["Ada", "Cleo"], ["human", "heuristic"])
    assert not seats.removers[0].isEnabled()  # two is the fewest
    assert [label.text() for label in seats.labels[:2]] == ["Seat 1", "Seat 2"]
    seats.add_button.click()
    assert seats.chosen()[0] == ["Ada", "Cleo", "Ben"]
    seats.add_button.click()
    assert seats.count == 4 and not seats.add_button.isEnabled()
    seats.set_range(2, 3)  # a variant narrows the table
    assert seats.count == 3 and not seats.add_button.isEnabled()


def test_one_number_of_seats_offers_nothing_to_add_or_remove(qtbot) -> None:
    seats = SeatRows(2, 2, 2, COUP)
    qtbot.addWidget(seats)
    seats.show()
    assert not seats.add_button.isVisible() and not seats.players.isVisible()
    assert not any(r.isVisible() for r in seats.removers)


def test_ten_seats_scroll_and_the_levels_read_whole(qtbot) -> None:
    dialog = CoupDialog()
    qtbot.addWidget(dialog)
    dialog.reformation.setChecked(True)
    dialog.players.setValue(10)
    dialog.show()
    qtbot.waitExposed(dialog)
    area, legend = dialog.seats.area, dialog.seats.legend
    assert area.verticalScrollBar().maximum() > 0  # the seats beyond six scroll
    row = dialog.seats.names[0].height()
    assert area.height() < (VISIBLE_ROWS + 1) * (row + 10)
    assert legend.isVisible() and legend.height() >= legend.heightForWidth(legend.width())
    area.ensureWidgetVisible(dialog.seats.names[9])
    assert dialog.seats.names[9].visibleRegion().boundingRect().height() > 0


def test_enter_in_the_players_field_starts_and_esc_closes(qtbot) -> None:
    dialog = CoupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.players.setValue(3)
    with qtbot.waitSignal(dialog.start) as started:
        qtbot.keyClick(dialog.players, Qt.Key.Key_Return)
    assert started.args[1] == ["Ada", "Ben", "Cleo"] and not dialog.isVisible()
    again = CoupDialog()
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    qtbot.keyClick(again.seats.names[1], Qt.Key.Key_Escape)
    assert not again.isVisible()


def test_lairs_names_like_the_others_and_folds_the_seed_and_die_away(qtbot) -> None:
    dialog = GameSetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.seats.chosen() == (["Ada", "Ben"], ["human", "reasoning:steady"])  # Normal
    assert not dialog.seed.isVisible() and not dialog.die.isVisible()
    assert [dialog.first.itemText(i) for i in range(2)] == ["Ada", "Ben"]
    assert dialog.dungeon_labels[1].text() == "Ben built:"
    dialog.advanced_button.click()
    assert dialog.seed.isVisible() and dialog.die.isVisible()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.seats.names[0], Qt.Key.Key_Return)
    assert dialog.choice().names == ["Ada", "Ben"]


def test_the_helpers_set_up_with_the_same_rows_and_enter(qtbot) -> None:
    tracker = TrackerSetupDialog()
    qtbot.addWidget(tracker)
    tracker.show()
    qtbot.waitExposed(tracker)
    qtbot.keyClick(tracker.seats.names[0], Qt.Key.Key_Return)
    assert tracker.window is not None
    assert tracker.window.tracker.table.names == ("Ada", "Ben", "Cleo", "Dan")
    qtbot.addWidget(tracker.window)

    helper = HelperSetupDialog()
    qtbot.addWidget(helper)
    helper.colours[1].setCurrentIndex(4)  # Ben: purple
    helper.seats.removers[0].click()  # Ada goes: Ben is the first seat, still purple
    assert helper.seats.count == 3
    assert [helper.start.itemText(i) for i in range(4)] == ["Draw by lot", "Ben", "Cleo", "Dan"]
    helper.begin.click()
    assert helper.window is not None
    qtbot.addWidget(helper.window)
    players = helper.window.helper.players
    assert [(p.name, p.colour) for p in players] == [
        ("Ben", "purple"), ("Cleo", "green"), ("Dan", "blue")]
