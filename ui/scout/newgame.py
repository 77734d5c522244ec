"""New Scout game: 2–5 seats, a name and human-or-bot (at a strength) for each."""

from __future__ import annotations

import random

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup
from companion.scout import GAME
from ui.shell.seats import SeatRows


class NewGameDialog(QWidget):
    """Emits ``start(setup, names, seats)`` when the player confirms a valid table."""

    start = Signal(object, list, list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Scout game"))
        self.setMinimumWidth(480)
        self.players = QSpinBox(minimum=GAME.min_players, maximum=GAME.max_players,
                                value=GAME.default_players or GAME.min_players)
        self.rounds = QLabel()
        self.rounds.setWordWrap(True)
        self.seats = SeatRows(GAME, self.tr("Seats (clockwise; the first seat starts)"))
        self.message = QLabel()
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.close)
        form = QFormLayout()
        form.addRow(self.tr("Players"), self.players)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.rounds)
        layout.addWidget(self.seats)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.players.valueChanged.connect(self._count_changed)
        self._count_changed(self.players.value())

    def _count_changed(self, count: int) -> None:
        self.seats.show_count(count)
        self.message.clear()
        if count == 2:
            self.rounds.setText(self.tr(
                "2 players: two rounds of 11 cards each; 3 Scout chips each, scouting costs "
                "one and does not end the turn; no Scout & Show."))
        else:
            self.rounds.setText(self.tr("{0} players: {0} rounds, every player starts "
                                        "one.").format(count))

    def table(self) -> tuple[GameSetup, list[str], list[str]]:
        """The chosen set-up, names and seats; a CompanionError says what is wrong."""
        names, seats = self.seats.chosen()
        return GameSetup(self.players.value(), random.randrange(2**31)), names, seats

    def accept(self) -> None:
        try:
            setup, names, seats = self.table()
        except CompanionError as error:
            self.message.setText(str(error))
            return
        self.start.emit(setup, names, seats)
        self.close()
