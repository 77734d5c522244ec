"""New Coup game: 2–10 seats (limits by variant), names, human or bot per seat, variants."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGroupBox, QVBoxLayout, QWidget

from companion.core.protocol import GameSetup
from companion.coup import GAME
from companion.coup.setup import (
    INQUISITOR_VARIANT,
    REFORMATION,
    TWO_PLAYER_SETS,
    CoupConfig,
    player_range,
)
from companion_ui.shell import newgame
from companion_ui.shell.labels import note_line


class NewGameDialog(newgame.NewGameDialog):
    """Emits ``start(setup, names, seats)`` when the player confirms a valid table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(GAME, parent=parent)
        for box in (self.inquisitor, self.two_player_sets, self.reformation):
            box.toggled.connect(self._limits_changed)

    def sections_above_seats(self) -> list[QWidget]:
        self.inquisitor = QCheckBox()
        self.two_player_sets = QCheckBox()
        self.reformation = QCheckBox()
        self.limits = note_line()
        self.variants_box = variants = QGroupBox()
        column = QVBoxLayout(variants)
        for box in (self.inquisitor, self.two_player_sets, self.reformation):
            column.addWidget(box)
        column.addWidget(self.limits)
        return [variants]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Coup game"))
        self.seats.setTitle(self.tr("Seats (clockwise; the first player starts)"))
        self.inquisitor.setText(self.tr("Inquisitor instead of Ambassador"))
        self.two_player_sets.setText(self.tr("Two-player set-up (3 sets of characters)"))
        self.reformation.setText(self.tr("Reformation (allegiances, 2–10 players)"))
        self.variants_box.setTitle(self.tr("Variants"))
        self._limits_changed()
        super().retranslate()

    def players_changed(self, count: int) -> None:
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

    def check_setup(self, setup: GameSetup) -> None:
        CoupConfig.from_setup(setup)

    def _limits_changed(self) -> None:
        # The variants decide how many may play; a narrower range moves the count into it.
        self.seats.set_range(*player_range(self.two_player_sets.isChecked(),
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
        self.message.clear()
