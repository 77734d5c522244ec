"""Starting the landlord's helper: the players clockwise with their castles' colours, the
variants and the starting player (drawn by lot, as the rules say, or as drawn at the table).
A game closed before it was saved is offered by the launcher, like every unsaved document."""

from __future__ import annotations

import random

from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.intrige.helper import COLOURS, LandlordHelper, Player
from companion.intrige.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS
from ui.intrige.landlord_helper import ACTIVITY_KEY, LandlordHelperWindow
from ui.intrige.landlord_helper_words import PAINT, colour_name, tr
from ui.shell.context import ShellContext
from ui.shell.labels import error_line
from ui.shell.messages import error_text
from ui.shell.retranslate import Retranslating
from ui.shell.seats import suggest_names
from ui.shell.tabletop_activity import show_tabletop_window

BY_LOT = -1


def variant_label(name: str) -> str:
    return {
        "refund": tr("Refund: bribes for scholars sent to the Island are paid back"),
        "binding-promises": tr("Binding promises: an accepted bribe's requested suite must be "
                               "given"),
        "different-castles": tr("Different castles: the two scholars of a turn go to two "
                                "castles"),
    }[name]


def _swatch(colour: str) -> QIcon:
    """A square of the castle's colour, as the pieces in the box show it."""
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(PAINT[colour][1]))
    return QIcon(pixmap)


class HelperSetupDialog(Retranslating, QWidget):
    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.players = QSpinBox(minimum=MIN_PLAYERS, maximum=MAX_PLAYERS, value=4)
        self.players.valueChanged.connect(self._seats_changed)
        self.seats = seats = QGroupBox()
        grid = QGridLayout(seats)
        self.names: list[QLineEdit] = []
        self.colours: list[QComboBox] = []
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        for seat in range(MAX_PLAYERS):
            label = QLabel()
            name = QLineEdit()
            colour = QComboBox()
            for choice in COLOURS:
                colour.addItem(_swatch(choice), "", choice)
            colour.setCurrentIndex(seat)
            name.textChanged.connect(self._names_changed)
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(colour, seat, 2)
            self.names.append(name)
            self.colours.append(colour)
            self.rows.append((label, name, colour))
        self.start = QComboBox()
        self.variants_box = variants = QGroupBox()
        column = QVBoxLayout(variants)
        self.variants: dict[str, QCheckBox] = {}
        for variant in VARIANTS:
            box = QCheckBox()
            column.addWidget(box)
            self.variants[variant] = box
        self.message = error_line()
        self.begin = QPushButton()
        self.begin.setDefault(True)
        self.begin.clicked.connect(self.accept)
        self.window: LandlordHelperWindow | None = None

        form = QFormLayout()
        self.players_label, self.start_label = QLabel(), QLabel()
        form.addRow(self.players_label, self.players)
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(seats)
        starting = QFormLayout()
        starting.addRow(self.start_label, self.start)
        layout.addLayout(starting)
        layout.addWidget(variants)
        layout.addWidget(self.message)
        layout.addWidget(self.begin)
        self.retranslate()
        self._seats_changed()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Intrige landlord's helper"))
        self.seats.setTitle(tr("Players, clockwise as you sit"))
        for seat, (label, _name, colour) in enumerate(self.rows):
            label.setText(tr("Seat {0}").format(seat + 1))
            for index in range(colour.count()):
                colour.setItemText(index, colour_name(colour.itemData(index)))
        self.variants_box.setTitle(tr("Variants"))
        for variant, box in self.variants.items():
            box.setText(variant_label(variant))
        self.begin.setText(tr("Start recording"))
        self.players_label.setText(tr("Players"))
        self.start_label.setText(tr("Starting player"))
        self.intro.setText(tr("For a game with the real box: the helper keeps the table, tells "
                              "the landlord what comes next and keeps each player's money "
                              "private."))
        suggest_names(self.names)
        self._names_changed()

    def _seats_changed(self) -> None:
        n = self.players.value()
        for seat, row in enumerate(self.rows):
            for widget in row:
                widget.setVisible(seat < n)
        self._names_changed()

    def _names_changed(self) -> None:
        chosen = self.start.currentData()
        self.start.clear()
        self.start.addItem(tr("Draw by lot"), BY_LOT)
        for seat in range(self.players.value()):
            self.start.addItem(self.names[seat].text().strip() or tr("Seat {0}").format(
                seat + 1), seat)
        index = self.start.findData(chosen)
        self.start.setCurrentIndex(max(0, index))

    def table(self) -> LandlordHelper:
        """The helper the dialog describes; ``CompanionError`` says what is wrong."""
        n = self.players.value()
        start = self.start.currentData()
        if start is None or start == BY_LOT:
            start = random.randrange(n)
        return LandlordHelper(
            tuple(Player(self.names[s].text().strip(), self.colours[s].currentData())
                  for s in range(n)),
            frozenset(v for v, box in self.variants.items() if box.isChecked()), start)

    def accept(self) -> None:
        try:
            helper = self.table()
        except CompanionError as error:
            self.message.setText(error_text(error))
            return
        self.window = LandlordHelperWindow(helper, self.context)
        show_tabletop_window(self.context, self.window, ACTIVITY_KEY)
        self.close()
