"""New Intrige game: 3–5 seats, names, human or bot (with its strength) per seat, the variants."""

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
from companion.intrige import GAME
from companion.intrige.setup import BINDING_PROMISES, DIFFERENT_CASTLES, REFUND, IntrigeConfig
from ui.coup.newgame import DEFAULT_NAMES
from ui.intrige.tokens import SEAT_COLOURS
from ui.shell.seats import default_bot_index, fill_seat_kinds, levels_legend


class NewGameDialog(QWidget):
    """Emits ``start(setup, names, seats)`` when the player confirms a valid table."""

    start = Signal(object, list, list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Intrige game"))
        self.players = QSpinBox(minimum=GAME.min_players, maximum=GAME.max_players,
                                value=GAME.default_players)
        self.message = QLabel()
        self.message.setObjectName("error")
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("Players"), self.players)
        variants = QGroupBox(self.tr("Variants (house rules)"))
        column = QVBoxLayout(variants)
        self.variant_boxes: dict[str, QCheckBox] = {}
        for name, title, line in (
            (REFUND, self.tr("Refund"),
             self.tr("Bribes for scholars sent to the Island are paid back.")),
            (BINDING_PROMISES, self.tr("Binding promises"),
             self.tr("A bribe may ask for a suite; if that applicant is admitted, they get it "
                     "(if still free).")),
            (DIFFERENT_CASTLES, self.tr("Different castles"),
             self.tr("The two scholars sent in one turn go to two different castles.")),
        ):
            box = QCheckBox(title)
            box.setToolTip(line)
            explanation = QLabel(line)
            explanation.setWordWrap(True)
            explanation.setStyleSheet("color: palette(placeholder-text); margin-left: 22px;")
            column.addWidget(box)
            column.addWidget(explanation)
            self.variant_boxes[name] = box

        seats_box = QGroupBox(self.tr("Seats (clockwise; the starting player is drawn by lot)"))
        grid = QGridLayout(seats_box)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        for seat in range(GAME.max_players):
            # The seat's colour on the table, as a disc before its number.
            label = QLabel(f'<span style="color: {SEAT_COLOURS[seat]}; font-size: large;">'
                           f'\u25cf</span> ' + self.tr("Seat {0}").format(seat + 1))
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
        grid.addWidget(legend, GAME.max_players, 0, 1, 3)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(seats_box)
        layout.addWidget(variants)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.players.valueChanged.connect(self._players_changed)
        self._players_changed()

    def variants(self) -> frozenset[str]:
        return frozenset(name for name, box in self.variant_boxes.items() if box.isChecked())

    def _players_changed(self) -> None:
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
        IntrigeConfig.from_setup(setup)
        return setup, names, seats

    def accept(self) -> None:
        try:
            setup, names, seats = self.table()
        except CompanionError as error:
            self.message.setText(str(error))
            return
        self.start.emit(setup, names, seats)
        self.close()
