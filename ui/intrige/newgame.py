"""New Intrige game: 3–5 seats, names, human or bot (with its strength) per seat, the variants."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from companion.core.protocol import GameSetup
from companion.intrige import GAME
from companion.intrige.setup import BINDING_PROMISES, DIFFERENT_CASTLES, REFUND, IntrigeConfig
from companion_ui.intrige.tokens import SEAT_COLOURS
from companion_ui.shell import newgame
from companion_ui.shell.colours import GRAPHIC_CONTRAST, readable
from companion_ui.shell.labels import note_line
from companion_ui.shell.seats import seat_number


def coloured_seat(seat: int) -> str:
    """The seat's colour on the table, as a disc before its number (a shade lighter on a dark
    palette, as a disc must stand out of the page: WCAG's 3:1 for graphics)."""
    page = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    colour = readable(SEAT_COLOURS[seat], page, GRAPHIC_CONTRAST).name()
    return (f'<span style="color: {colour}; font-size: large;">\u25cf</span> '
            + seat_number(seat))


class NewGameDialog(newgame.NewGameDialog):
    """Emits ``start(setup, names, seats)`` when the player confirms a valid table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(GAME, parent=parent, seat_label=coloured_seat)

    def sections_below_seats(self) -> list[QWidget]:
        self.variants_box = QGroupBox()
        column = QVBoxLayout(self.variants_box)
        self.variant_boxes: dict[str, QCheckBox] = {}
        self.explanations: dict[str, QLabel] = {}
        for name in (REFUND, BINDING_PROMISES, DIFFERENT_CASTLES):
            box = QCheckBox()
            explanation = note_line()
            explanation.setStyleSheet(explanation.styleSheet() + " margin-left: 22px;")
            column.addWidget(box)
            column.addWidget(explanation)
            self.variant_boxes[name] = box
            self.explanations[name] = explanation
        return [self.variants_box]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Intrige game"))
        self.seats.setTitle(self.tr("Seats (clockwise; the starting player is drawn by lot)"))
        self.variants_box.setTitle(self.tr("Variants (house rules)"))
        for name, title, line in (
            (REFUND, self.tr("Refund"),
             self.tr("Bribes for scholars sent to the Island are paid back.")),
            (BINDING_PROMISES, self.tr("Binding promises"),
             self.tr("A bribe may ask for a suite; if that applicant is admitted, they get it "
                     "(if still free).")),
            (DIFFERENT_CASTLES, self.tr("Different castles"),
             self.tr("The two scholars sent in one turn go to two different castles.")),
        ):
            self.variant_boxes[name].setText(title)
            self.variant_boxes[name].setToolTip(line)
            self.explanations[name].setText(line)
        super().retranslate()

    def variants(self) -> frozenset[str]:
        return frozenset(name for name, box in self.variant_boxes.items() if box.isChecked())

    def check_setup(self, setup: GameSetup) -> None:
        IntrigeConfig.from_setup(setup)
