"""The landlord's helper window, driven as a user at the table drives it: clicks on the castles,
the Island and the scholars, the bribe box, undo, files, the money screen and the launcher."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGraphicsItem,
    QLabel,
    QMessageBox,
)

from companion.intrige.actions import SCHOLARS, Bribe, Send, scholar
from companion.intrige.helper import LandlordHelper, new_helper
from companion.intrige.helper_file import load_helper
from companion_ui.intrige import ACTIVITIES
from companion_ui.intrige.landlord_helper import HAND_OVER, LEDGER, TABLE, LandlordHelperWindow
from companion_ui.intrige.landlord_helper_scene import TableScene, piece_centre
from companion_ui.intrige.landlord_helper_setup import HelperSetupDialog
from companion_ui.shell.launcher import LauncherWindow
from tests.document_recovery import crash_and_discard, crash_and_resume, save_drops_autosave
from tests.intrige.test_helper import play, yellows_turn

HELPER = next(a for a in ACTIVITIES if a.key == "intrige.landlord-helper")

RED, YELLOW, GREEN, BLUE = range(4)
SCIENTIST, PHYSICIAN, THEOLOGIAN, WRITER = range(4)


@pytest.fixture(autouse=True)
def boxes(monkeypatch) -> list[str]:
    """Message boxes answer at once (Discard); every text shown is kept."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *_a: (
        shown.append(text), QMessageBox.StandardButton.Discard)[1])
    return shown


def window_for(qtbot, helper: LandlordHelper, context=None) -> LandlordHelperWindow:
    window = LandlordHelperWindow(helper, context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def click(qtbot, window: LandlordHelperWindow, item: QGraphicsItem) -> None:
    """A left click on a scene item, through the view as the mouse does it."""
    point = window.view.mapFromScene(piece_centre(item))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_the_launcher_lists_the_helper(qtbot, shell_context) -> None:
    assert "intrige.landlord-helper" in [a.key for a in ACTIVITIES]
    activity = shell_context.activity("intrige.landlord-helper")
    assert activity is not None and activity.game == "intrige"
    assert activity.recover is not None and activity.file_filter.endswith("(*.json)")
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    button = launcher.activity_buttons["intrige.landlord-helper"]
    assert button.text() == "Landlord's helper"
    assert button.parent() is launcher.findChild(QFrame, "game-intrige")
    button.click()
    dialog = shell_context.windows[-1]
    qtbot.addWidget(dialog)
    assert isinstance(dialog, HelperSetupDialog)


def test_the_setup_dialog_starts_a_game(qtbot, shell_context) -> None:
    dialog = HELPER.open(shell_context)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, HelperSetupDialog)
    dialog.players.setValue(3)
    dialog.names[1].setText("Ada")
    dialog.begin.click()
    assert "distinct" in dialog.message.text() and dialog.window is None  # two "Ada"s
    dialog.names[1].setText("Yann")
    dialog.colours[2].setCurrentIndex(4)  # purple
    dialog.variants["different-castles"].setChecked(True)
    dialog.start.setCurrentIndex(dialog.start.findText("Yann"))
    dialog.begin.click()
    window = dialog.window
    assert window is not None
    qtbot.addWidget(window)
    helper = window.helper
    assert [p.name for p in helper.players] == ["Ada", "Yann", "Cleo"]
    assert [p.colour for p in helper.players] == ["red", "yellow", "purple"]
    assert helper.start == 1 and helper.variants == {"different-castles"}
    assert window in shell_context.windows


def test_a_turn_recorded_by_clicking_and_undone(qtbot) -> None:
    window = window_for(qtbot, new_helper(["Ada", "Ben", "Cleo"], start=0))
    castles = window.scene.castles
    # The starting player has no applicants: Ada sends. Her own castle is refused.
    writer = next(item for item in castles[0].supply if item.profession == WRITER)
    click(qtbot, window, writer)
    assert window.profession == WRITER
    assert window.panel.buttons["pick 3"].isChecked()
    click(qtbot, window, castles[0].title)
    assert "own castle" in window.panel.message.text() and window.helper.moves == ()
    click(qtbot, window, castles[1].title)
    assert window.helper.moves == (Send(0, WRITER, 1),)
    assert window.helper.table.waiting[1] == (scholar(0, WRITER),)
    assert len(castles[1].applicants) == 1 and window.isWindowModified()
    # The second scholar through the panel's buttons.
    window.panel.buttons["pick 0"].click()
    window.panel.buttons["to 1"].click()
    assert window.helper.table.landlord == 1  # Ben's turn: Ada's two scholars apply
    # Ben's turn: Ada pays both bribes in the panel, Ben places by clicking suites.
    assert window.panel.bribe_row.isVisible()
    window.panel.amount.setValue(3000)
    window.panel.pay.click()
    window.panel.pay.click()
    assert window.helper.moves[-2:] == (Bribe(0, 3000), Bribe(0, 1000))
    suites = castles[1].suites
    click(qtbot, window, suites[10000])
    assert window.helper.table.castles[1][2] == scholar(0, SCIENTIST)
    click(qtbot, window, suites[10000])
    assert "occupied" in window.panel.message.text()
    click(qtbot, window, window.scene.island)
    assert "must be admitted" in window.panel.message.text()
    click(qtbot, window, suites[3000])
    assert window.helper.table.castles[1][3] == scholar(0, WRITER)
    assert suites[3000].scholar == scholar(0, WRITER)  # the scene shows it
    moves = window.helper.moves
    stack = window.document.undo_stack
    assert stack.undoText() == "Ben places Ada's writer in the 3,000 suite."
    stack.undo()
    assert window.helper.moves == moves[:-1] and suites[3000].scholar == -1
    stack.redo()
    assert window.helper.moves == moves and suites[3000].scholar == scholar(0, WRITER)


def test_the_panel_tells_the_stages_and_bribe_order(qtbot) -> None:
    window = window_for(qtbot, yellows_turn())
    text = window.panel.admission.text()
    assert text.index("No conflict") < text.index("External conflict") < text.index(
        "Internal conflict over the 6,000 suite")
    assert "Bribes: Gus, Rita" in text and "Bribes: Gus, Bea" in text
    assert "1. Bea — <b>due now</b>" in text
    assert "Bea</b> bribes Yann" in window.panel.instruction.text()
    window.panel.amount.setValue(90000)
    window.panel.pay.click()
    assert "Bea cannot pay 90,000" in window.panel.message.text()  # the locale groups digits
    window.panel.request.setCurrentIndex(window.panel.request.findData(10000))
    box = window.panel.amount  # typed, then Enter, as the amount is announced
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "8000")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.helper.moves[-1] == Bribe(BLUE, 8000, 10000)
    # Placing: the free suites are offered, the occupied one and the Island are not.
    assert not window.panel.buttons["suite 6000"].isEnabled()
    assert "occupied" in window.panel.buttons["suite 6000"].toolTip()
    assert not window.panel.buttons["island"].isEnabled()
    assert "Not to the Island: an applicant without a conflict must be admitted" in \
        window.panel.instruction.text()
    window.panel.buttons["suite 1000"].click()
    assert window.helper.table.castles[YELLOW][0] == scholar(BLUE, WRITER)
    assert "▶ <b>External conflict" in window.panel.admission.text()


def test_money_is_hidden_until_its_player_asks(qtbot) -> None:
    window = window_for(qtbot, play(yellows_turn(), "p4 bribe 8000"))
    balance = f"{window.helper.ledger(BLUE).balance:,}"

    def shown() -> str:
        labels = " ".join(label.text() for label in window.findChildren(QLabel)
                          if label.isVisible())
        scene = " ".join(item.toolTip() for item in window.scene.items())
        return labels + scene

    assert balance not in shown()
    window.money_buttons[BLUE].click()
    assert window.stack.currentIndex() == HAND_OVER and balance not in shown()
    assert "Bea" in window.hand_over.heading.text()
    window.hand_over.button.click()
    assert window.stack.currentIndex() == LEDGER
    assert balance in window.ledger.balance.text()
    assert window.ledger.lines.item(window.ledger.lines.rowCount() - 1, 2).text() == "-8,000"
    window.ledger.hide_button.click()
    assert window.stack.currentIndex() == TABLE and balance not in shown()
    assert window.ledger.lines.rowCount() == 0


def test_enter_shows_the_money_and_enter_hides_it(qtbot) -> None:
    window = window_for(qtbot, play(yellows_turn(), "p4 bribe 8000"))
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.money_buttons[BLUE].click()
    qtbot.keyClick(window, Qt.Key.Key_Enter)  # "I am Bea": the keypad's Enter too
    assert window.stack.currentIndex() == LEDGER
    assert window.ledger.keys_hint.text() == "Enter or Esc hides it"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.stack.currentIndex() == TABLE and window.ledger.lines.rowCount() == 0
    window.money_buttons[BLUE].click()
    window.hand_over.button.click()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.stack.currentIndex() == TABLE


def test_save_and_reopen(qtbot, shell_context, tmp_path, monkeypatch, boxes) -> None:
    window = window_for(qtbot, yellows_turn(), shell_context)
    window.panel.pay.click()
    path = tmp_path / "friday"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    assert window.save()
    saved = path.with_suffix(".json")
    assert load_helper(saved) == window.helper and not window.isWindowModified()
    assert "friday.json" in window.windowTitle()
    reopened = shell_context.open_path(saved)
    assert isinstance(reopened, LandlordHelperWindow)
    qtbot.addWidget(reopened)
    assert reopened.helper == window.helper and reopened.document.path == saved
    broken = tmp_path / "broken.json"
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["moves"].append("p2 place p4 writer 6000")
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert reopened.open_file(broken) is None
    assert "suite 6000 is occupied (Gus's theologian)" in boxes[-1]


def test_unsaved_play_survives_a_crash(qtbot, shell_context, tmp_path, monkeypatch) -> None:
    window = window_for(qtbot, new_helper(["Ada", "Ben", "Cleo"], start=2), shell_context)
    window.pick(PHYSICIAN)
    click(qtbot, window, window.scene.castles[0].title)
    assert window.helper.moves == (Send(2, PHYSICIAN, 0),)
    helper = window.helper
    resumed = crash_and_resume(qtbot, shell_context, window)
    qtbot.addWidget(resumed)
    assert isinstance(resumed, LandlordHelperWindow) and resumed.helper == helper
    path = tmp_path / "kept.json"
    save_drops_autosave(resumed, path)
    assert load_helper(path) == helper
    resumed.record(Send(2, WRITER, 1))
    again = crash_and_resume(qtbot, shell_context, resumed)
    qtbot.addWidget(again)
    crash_and_discard(qtbot, shell_context, again, monkeypatch)


def test_a_whole_game_recorded_in_the_window(qtbot) -> None:
    """Every kind of moment of a game is drawn: random legal decisions to the end."""
    rng = random.Random(5)
    window = window_for(qtbot, new_helper(["Ada", "Ben", "Cleo", "Dan"],
                                          variants=frozenset({"refund", "binding-promises"}),
                                          start=3))
    while not window.helper.over:
        legal = window.helper.legal()
        assert window.record(rng.choice(legal[:12]))
        view = window.helper.table
        landlord = window.scene.castle_at(view.landlord) if not window.helper.over else None
        assert landlord is None or "landlord" in landlord.badge.text()
    assert window.final_count.isVisible()
    window.final_count.click()
    assert "The richest:" in window.panel.result.text()
    assert len(window.scene.island.scholars) == len(window.helper.table.island)


def test_the_ledger_reads_whole(qtbot) -> None:
    """Every heading and line of the money ledger shows in full ("Money at the start", not
    "Money at th…"), the table as wide as its columns."""
    window = window_for(qtbot, play(yellows_turn(), "p4 bribe 8000"))
    window.money_buttons[BLUE].click()
    window.hand_over.button.click()
    lines = window.ledger.lines
    qtbot.waitUntil(lambda: lines.isVisible())
    header = lines.horizontalHeader()
    for column in range(lines.columnCount()):
        needed = max(lines.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert lines.columnWidth(column) >= needed, (column, lines.columnWidth(column), needed)
    assert lines.viewport().width() >= header.length()
    assert lines.item(0, 1).text() == "Money at the start"


def test_every_piece_and_word_stays_inside_its_castle(qtbot) -> None:
    """A whole five-player game of random decisions, and a long name: no scholar, bribe or
    word ever spills out of its castle."""
    rng = random.Random(11)
    helper = new_helper(["Ada", "Ben", "Cleo", "Dan", "Maximiliana Ottoline"])
    scene = TableScene(helper)
    most = 0  # the most scholars beside a castle, waiting to be sent
    while True:
        scene.show_helper(helper, None)
        for castle in scene.castles:
            most = max(most, len(castle.supply))
            for item in castle.childItems():
                box = item.mapRectToParent(item.boundingRect())
                assert not item.isVisible() or box.isEmpty() or castle.rect().contains(box), (
                    castle.seat, type(item).__name__, box)
        if helper.over:
            break
        helper = helper.record(rng.choice(helper.legal()[:12]))
    assert most == SCHOLARS  # the whole supply, once spilled over the castle's edge
