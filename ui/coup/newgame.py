"""New Coup game: 2–10 seats (limits by variant), names, human or bot per seat, variants."""

from __future__ import annotations

import random

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup
from companion.coup import GAME
from companion.coup.setup import (
    INQUISITOR_VARIANT,
    REFORMATION,
    TWO_PLAYER_SETS,
    CoupConfig,
    player_range,
)
from ui.shell.seats import default_bot_index, fill_seat_kinds, levels_legend

MAX_SEATS = 10
DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gia", "Hugo", "Iris", "Jon")


class NewGameDialog(QWidget):
    """Emits ``start(setup, names, seats)`` when the player confirms a valid table."""

    start = Signal(object, list, list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Coup game"))
        self.players = QSpinBox(minimum=2, maximum=MAX_SEATS, value=4)
        self.inquisitor = QCheckBox(self.tr("Inquisitor instead of Ambassador"))
        self.two_player_sets = QCheckBox(self.tr("Two-player set-up (3 sets of characters)"))
        self.reformation = QCheckBox(self.tr("Reformation (allegiances, 2–10 players)"))
        self.limits = QLabel()
        self.limits.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("error")
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("Players"), self.players)
        variants = QGroupBox(self.tr("Variants"))
        column = QVBoxLayout(variants)
        for box in (self.inquisitor, self.two_player_sets, self.reformation):
            column.addWidget(box)
        column.addWidget(self.limits)

        seats_box = QGroupBox(self.tr("Seats (clockwise; the first player starts)"))
        grid = QGridLayout(seats_box)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        for seat in range(MAX_SEATS):
            label = QLabel(self.tr("Seat {0}").format(seat + 1))
            name = QLineEdit(DEFAULT_NAMES[seat])
            kind = QComboBox()
            fill_seat_kinds(kind, GAME)
            kind.setCurrentIndex(0 if seat == 0 else default_bot_index(GAME))
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.rows.append((label, name, kind))
        legend = QLabel(levels_legend(GAME))
        legend.setWordWrap(True)
        legend.setStyleSheet("color: palette(placeholder-text);")
        grid.addWidget(legend, MAX_SEATS, 0, 1, 3)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(variants)
        layout.addWidget(seats_box)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        for box in (self.inquisitor, self.two_player_sets, self.reformation):
            box.toggled.connect(self._limits_changed)
        self.players.valueChanged.connect(self._limits_changed)
        self._limits_changed()

    def variants(self) -> frozenset[str]:
        chosen = set()
        if self.inquisitor.isChecked():
            chosen.add(INQUISITOR_VARIANT)
        if self.two_player_sets.isChecked():
            chosen.add(TWO_PLAYER_SETS)
        if self.reformation.isChecked():
            chosen.add(REFORMATION)
        return frozenset(chosen)

    def _limits_changed(self) -> None:
        self.players.setRange(*player_range(self.two_player_sets.isChecked(),
                                            self.reformation.isChecked()))
        if self.two_player_sets.isChecked():
            self.limits.setText(self.tr("The two-player set-up is for exactly 2 players."))
        elif self.reformation.isChecked():
            self.limits.setText(self.tr("Reformation: 2–10 players (5 copies of each character "
                                        "for 9–10)."))
        else:
            self.limits.setText(self.tr("2–8 players (4 copies of each character for 7–8); "
                                        "9–10 need Reformation."))
        self.two_player_sets.setEnabled(self.players.value() == 2
                                        or self.two_player_sets.isChecked())
        count = self.players.value()
        for seat, widgets in enumerate(self.rows):
            for widget in widgets:
                widget.setVisible(seat < count)
        self.message.clear()

    def table(self) -> tuple[GameSetup, list[str], list[str]]:
        """The chosen set-up, names and seats; a CompanionError says what is wrong."""
        count = self.players.value()
        names = [self.names[s].text().strip() for s in range(count)]
        if any(not n for n in names) or len(set(names)) != count:
            raise CompanionError(self.tr("Every seat needs a distinct name."))
        seats = [self.kinds[s].currentData() for s in range(count)]
        setup = GameSetup(count, random.randrange(2**31), self.variants())
        CoupConfig.from_setup(setup)
        return setup, names, seats

    def accept(self) -> None:
        try:
            setup, names, seats = self.table()
        except CompanionError as error:
            self.message.setText(str(error))
            return
        self.start.emit(setup, names, seats)
        self.close()
