"""Starting the landlord's helper: the players clockwise with their castles' colours, the
variants and the starting player (drawn by lot, as the rules say, or as drawn at the table).
A game closed before it was saved is offered by the launcher, like every unsaved document."""

from __future__ import annotations

import random

from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
)

from companion.core.errors import CompanionError
from companion.intrige.helper import COLOURS, LandlordHelper, Player
from companion.intrige.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS
from companion_ui.intrige.landlord_helper import ACTIVITY_KEY, LandlordHelperWindow
from companion_ui.intrige.landlord_helper_words import PAINT, colour_name, tr
from companion_ui.shell.context import ShellContext
from companion_ui.shell.labels import error_line, note_line
from companion_ui.shell.messages import error_text
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.seats import FormDialog, SeatRows
from companion_ui.shell.tabletop_activity import show_tabletop_window

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


class HelperSetupDialog(Retranslating, FormDialog):
    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.seats = SeatRows(MIN_PLAYERS, MAX_PLAYERS, 4, extra=self._colour_choice)
        self.players = self.seats.players
        self.names = self.seats.names
        self.colours = self.seats.extras
        for name in self.names:
            name.textChanged.connect(self._names_changed)
        self.seats.count_changed.connect(lambda _count: self._names_changed())
        self.start = QComboBox()
        self.variants_box = variants = QGroupBox()
        column = QVBoxLayout(variants)
        self.variants: dict[str, QCheckBox] = {}
        for variant in VARIANTS:
            box = QCheckBox()
            column.addWidget(box)
            self.variants[variant] = box
        self.message = error_line()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # A button of its own: on a new language the box names its standard ones again.
        self.begin = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.begin.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.window: LandlordHelperWindow | None = None

        layout = QVBoxLayout(self)
        self.intro = note_line()
        layout.addWidget(self.intro)
        layout.addWidget(self.seats)
        starting = QFormLayout()
        self.start_label = QLabel()
        starting.addRow(self.start_label, self.start)
        layout.addLayout(starting)
        layout.addWidget(variants)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.retranslate()

    @staticmethod
    def _colour_choice(seat: int) -> QComboBox:
        colour = QComboBox()
        for choice in COLOURS:
            colour.addItem(_swatch(choice), "", choice)
        colour.setCurrentIndex(seat)
        return colour

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Intrige landlord's helper"))
        self.seats.setTitle(tr("Players, clockwise as you sit"))
        self.seats.extra_heading.setText(tr("Castle"))
        for colour in self.colours:
            assert isinstance(colour, QComboBox)
            for index in range(colour.count()):
                colour.setItemText(index, colour_name(colour.itemData(index)))
        self.variants_box.setTitle(tr("Variants"))
        for variant, box in self.variants.items():
            box.setText(variant_label(variant))
        self.begin.setText(tr("Start recording"))
        self.start_label.setText(tr("Starting player"))
        self.intro.setText(tr("For a game with the real box: the helper keeps the table, tells "
                              "the landlord what comes next and keeps each player's money "
                              "private."))
        self._names_changed()

    def _names_changed(self) -> None:
        chosen = self.start.currentData()
        self.start.clear()
        self.start.addItem(tr("Draw by lot"), BY_LOT)
        for seat in range(self.seats.count):
            self.start.addItem(self.names[seat].text().strip() or tr("Seat {0}").format(
                seat + 1), seat)
        index = self.start.findData(chosen)
        self.start.setCurrentIndex(max(0, index))

    def table(self) -> LandlordHelper:
        """The helper the dialog describes; ``CompanionError`` says what is wrong."""
        n = self.seats.count
        start = self.start.currentData()
        if start is None or start == BY_LOT:
            start = random.randrange(n)
        return LandlordHelper(
            tuple(Player(name, colour.currentData())  # type: ignore[attr-defined]
                  for name, colour in zip(self.seats.chosen_names(), self.colours,
                                          strict=False)),
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
