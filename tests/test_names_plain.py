"""A player's name is text, never markup: a name holding ``<b>``, ``<img src=…>`` or ``&amp;``
is shown as typed in every window, and changes nothing else (no bold, no image loaded)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QWidget

from companion.coup.tracker import Tracker
from companion_ui.coup.tracker_window import TrackerWindow
from companion_ui.shell.context import ShellContext
from tests.game_windows import resumed_game_window

MARKUP = ["<b>Bold</b>", "<img src=/tmp/x.png>", "A&amp;B"]


def rich_labels_showing(window: QWidget, names: list[str]) -> list[str]:
    """The labels that would read a name's markup as markup (a rich label may hold a name
    written escaped, or one without markup)."""
    marked = [name for name in names if "<" in name or "&" in name]
    found = []
    for label in window.findChildren(QLabel):
        text = label.text()
        if not any(name in text for name in marked):
            continue
        rich = (label.textFormat() == Qt.TextFormat.RichText
                or (label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)))
        if rich:
            found.append(f"{label.objectName() or type(label).__name__}: {text[:60]}")
    return found


@pytest.mark.parametrize("game", ["coup", "scout", "intrige", "lairs"])
def test_a_game_window_shows_names_as_typed(qtbot, shell_context: ShellContext,
                                            game: str) -> None:
    names = {"coup": MARKUP, "scout": MARKUP, "intrige": [*MARKUP, "Dan"],
             "lairs": MARKUP[:2]}[game]
    window = resumed_game_window(shell_context, game, names=names)
    qtbot.addWidget(window)
    window.show()
    assert rich_labels_showing(window, names) == []  # the hand-over screen
    window.hand_over.button.click()  # the table itself
    assert rich_labels_showing(window, names) == []
    window.session.release()


def test_the_coup_tracker_shows_names_as_typed(qtbot) -> None:
    tracker = Tracker(MARKUP, inquisitor=False, reformation=True)
    window = TrackerWindow(tracker)
    qtbot.addWidget(window)
    window.show()
    assert rich_labels_showing(window, MARKUP) == []


def test_the_table_side_helpers_show_names_as_typed(qtbot) -> None:
    from companion.intrige.helper import new_helper
    from companion.scout.score_sheet import ScoreSheet
    from companion_ui.intrige.landlord_helper import LandlordHelperWindow
    from companion_ui.scout.score_keeper import ScoreKeeperWindow

    names = [*MARKUP, "Dan"]
    helper = new_helper(names)
    for _ in range(12):  # into the turns, where the panel names landlords and payers
        helper = helper.record(helper.legal()[0])
    windows = [LandlordHelperWindow(helper, None), ScoreKeeperWindow(ScoreSheet.new(names), None)]
    for window in windows:
        qtbot.addWidget(window)
        window.show()
        assert rich_labels_showing(window, names) == [], type(window).__name__
