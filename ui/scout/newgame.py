"""New Scout game: 2–5 seats, a name and human-or-bot (at a strength) for each, and how the
rounds go for that many players."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from companion.scout import GAME
from companion_ui.shell import newgame


class NewGameDialog(newgame.NewGameDialog):
    """Emits ``start(setup, names, seats)`` when the player confirms a valid table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(GAME, parent=parent)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Scout game"))
        self.seats.setTitle(self.tr("Seats (clockwise; the first seat starts)"))
        self.players_changed(self.players.value())
        super().retranslate()

    def sections_above_seats(self) -> list[QWidget]:
        self.rounds = QLabel()
        self.rounds.setWordWrap(True)
        return [self.rounds]

    def players_changed(self, count: int) -> None:
        if count == 2:
            self.rounds.setText(self.tr(
                "2 players: two rounds of 11 cards each; 3 Scout chips each, scouting costs "
                "one and does not end the turn; no Scout & Show."))
        else:
            self.rounds.setText(self.tr("{0} players: {0} rounds, every player starts "
                                        "one.").format(count))
