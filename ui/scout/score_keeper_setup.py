"""Starting a score sheet: how many play, their names clockwise, and who starts round 1.

The count is picked like on a box lid (2, 3, 4, 5); each seat has its name and the green
"starts" arrow of the pad, so the sheet opens as the table sits.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.scout.cards import hand_size
from companion.scout.score_sheet import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME_LIMIT,
    ScoreSheet,
    cards_per_round,
    rounds_for,
)
from ui.scout.score_keeper import ACTIVITY_KEY, ScoreKeeperWindow
from ui.shell.colours import ink
from ui.shell.context import ShellContext
from ui.shell.labels import error_line
from ui.shell.messages import error_text
from ui.shell.retranslate import Retranslating
from ui.shell.seats import suggest_names
from ui.shell.tabletop_activity import show_tabletop_window

DEFAULT_COUNT = 4


class ScoreKeeperSetup(Retranslating, QWidget):
    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.heading = heading = QLabel()
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        heading.setFont(font)

        self.counts = QButtonGroup(self)
        count_row = QHBoxLayout()
        self.players_label = QLabel()
        count_row.addWidget(self.players_label)
        for count in range(MIN_PLAYERS, MAX_PLAYERS + 1):
            button = QToolButton()
            button.setObjectName(f"players-{count}")
            button.setText(str(count))
            button.setCheckable(True)
            button.setMinimumSize(44, 36)
            bold = button.font()
            bold.setBold(True)
            bold.setPointSizeF(bold.pointSizeF() * 1.3)
            button.setFont(bold)
            self.counts.addButton(button, count)
            count_row.addWidget(button)
        count_row.addStretch(1)
        self.counts.button(DEFAULT_COUNT).setChecked(True)
        self.counts.idToggled.connect(lambda _id, on: on and self._update())

        self.names = [QLineEdit() for _seat in range(MAX_PLAYERS)]
        self.starts = QButtonGroup(self)
        self.seat_labels: list[QLabel] = []
        seats = QGridLayout()
        seats.setHorizontalSpacing(10)
        self.clockwise_label, self.starts_label = QLabel(), QLabel()
        seats.addWidget(self.clockwise_label, 0, 1)
        seats.addWidget(self.starts_label, 0, 2)
        for seat, edit in enumerate(self.names):
            edit.setMaxLength(NAME_LIMIT)
            label = QLabel(f"{seat + 1}.")
            starts = QRadioButton("▶")
            starts.setObjectName(f"starts-{seat}")
            starts.setStyleSheet(f"QRadioButton {{ color: {ink(starts, '#2e7d32')}; "
                                 "font-weight: bold; }")
            self.starts.addButton(starts, seat)
            seats.addWidget(label, seat + 1, 0)
            seats.addWidget(edit, seat + 1, 1)
            seats.addWidget(starts, seat + 1, 2, Qt.AlignmentFlag.AlignCenter)
            self.seat_labels.append(label)
        self.starts.button(0).setChecked(True)

        self.about = QLabel()
        self.about.setObjectName("aboutGame")
        self.about.setWordWrap(True)
        self.about.setStyleSheet("color: palette(placeholder-text);")
        self.message = error_line()
        self.message.setObjectName("message")
        self.start = QPushButton()
        self.start.setDefault(True)
        self.start.clicked.connect(self.accept)
        self.window: ScoreKeeperWindow | None = None

        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addWidget(heading)
        layout.addLayout(count_row)
        layout.addLayout(seats)
        layout.addWidget(self.about)
        layout.addWidget(self.message)
        layout.addWidget(self.start)
        self.setMinimumWidth(420)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Scout score keeper"))
        self.heading.setText(self.tr("New score sheet"))
        self.players_label.setText(self.tr("Players:"))
        self.clockwise_label.setText(self.tr("Clockwise around the table"))
        self.starts_label.setText(self.tr("Starts round 1"))
        for seat, edit in enumerate(self.names):
            edit.setPlaceholderText(self.tr("Player {0}").format(seat + 1))
            self.starts.button(seat).setToolTip(self.tr(
                "This player starts round 1; the start moves one seat clockwise each round"))
        self.start.setText(self.tr("Start the score sheet"))
        suggest_names(self.names)
        self._update()

    @property
    def count(self) -> int:
        return self.counts.checkedId()

    def players(self) -> list[str]:
        return [edit.text() for edit in self.names[:self.count]]

    def _update(self) -> None:
        n = self.count
        for seat, (label, edit) in enumerate(zip(self.seat_labels, self.names, strict=True)):
            for widget in (label, edit, self.starts.button(seat)):
                widget.setVisible(seat < n)
        if self.starts.checkedId() >= n:
            self.starts.button(0).setChecked(True)
        if n == 2:
            self.about.setText(self.tr(
                "2 players: {0} rounds of {1} cards each (the other half of the deck is set "
                "aside for round 2); 3 Scout chips each, +1 for every chip left unspent.")
                .format(rounds_for(n), hand_size(n)))
        else:
            self.about.setText(self.tr(
                "{0} players: {1} rounds, {2} cards a round, {3} in each hand; the starting "
                "player moves one seat clockwise each round.").format(
                    n, rounds_for(n), cards_per_round(n), hand_size(n)))

    def accept(self) -> None:
        try:
            sheet = ScoreSheet.new(self.players(), self.starts.checkedId())
        except CompanionError as error:
            self.message.setText(error_text(error))
            return
        self.window = ScoreKeeperWindow(sheet, self.context)
        show_tabletop_window(self.context, self.window, ACTIVITY_KEY)
        self.close()
