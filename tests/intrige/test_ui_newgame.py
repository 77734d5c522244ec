"""The new Intrige game dialog: 3–5 seats, names, human or bot per seat, the variants."""

from __future__ import annotations

from PySide6.QtCore import Qt

from companion_ui.intrige import ACTIVITIES
from companion_ui.intrige.newgame import NewGameDialog
from companion_ui.intrige.table import IntrigeTableWindow

PLAY = next(a for a in ACTIVITIES if a.key == "intrige.play")


def test_seats_levels_and_variants(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert (dialog.players.minimum(), dialog.players.value(), dialog.players.maximum()) == (
        3, 4, 5)
    names = dialog.seats.names
    assert names[3].isVisibleTo(dialog) and not names[4].isVisibleTo(dialog)
    kinds = dialog.seats.kinds[1]
    assert [kinds.itemText(i) for i in range(kinds.count())] == [
        "Human", "Bot: Easy", "Bot: Normal", "Bot: Hard", "Player on another device"]
    assert "income" in kinds.itemData(1, Qt.ItemDataRole.ToolTipRole)
    assert sorted(dialog.variant_boxes) == ["binding-promises", "different-castles", "refund"]
    assert "paid back" in dialog.variant_boxes["refund"].toolTip()
    dialog.players.setValue(5)
    dialog.variant_boxes["binding-promises"].setChecked(True)
    dialog.seats.kinds[4].setCurrentIndex(dialog.seats.kinds[4].findData("heuristic"))
    with qtbot.waitSignal(dialog.start) as started:
        dialog.accept()
    setup, names, seats = started.args
    assert setup.players == 5 and setup.variants == {"binding-promises"}
    assert names == ["Ada", "Ben", "Cleo", "Dan", "Eve"]
    assert seats == ["human", "ismcts:0.25s", "ismcts:0.25s", "ismcts:0.25s", "heuristic"]


def test_duplicate_names_are_refused(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seats.names[2].setText("Ada")
    dialog.accept()
    assert "distinct name" in dialog.message.text()


def test_the_launcher_opens_a_table_with_the_chosen_game(qtbot, shell_context) -> None:
    dialog = PLAY.open(shell_context)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    dialog.players.setValue(3)
    for seat in (1, 2):
        dialog.seats.kinds[seat].setCurrentIndex(0)  # three humans: nothing moves by itself
    dialog.variant_boxes["refund"].setChecked(True)
    dialog.accept()
    tables = [w for w in shell_context.windows if isinstance(w, IntrigeTableWindow)]
    assert len(tables) == 1
    window = tables[0]
    qtbot.addWidget(window)
    assert window.session.names == ["Ada", "Ben", "Cleo"]
    assert window.session.match.record.setup.variants == {"refund"}
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus[0] == "&Game"
