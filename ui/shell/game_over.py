"""The game-over panel of a table window: who won in big letters, what the game adds (the
standings), a button for a new game, and the game to watch again or save."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from companion_ui.shell.game_menu import RecordButtons
from companion_ui.shell.labels import headline
from companion_ui.shell.retranslate import Retranslating


class GameOverPanel(Retranslating, QWidget):
    """Emits ``new_game`` when the players ask for another game."""

    new_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.winner = headline()
        self.winner.setWordWrap(True)
        self.again = QPushButton()
        self.again.clicked.connect(self.new_game)
        self.record = RecordButtons()
        buttons = QHBoxLayout()
        buttons.addWidget(self.again)
        buttons.addWidget(self.record)
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.winner)
        self.column.addLayout(buttons)
        self.column.setAlignment(buttons, Qt.AlignmentFlag.AlignHCenter)
        self.retranslate()

    def retranslate(self) -> None:
        self.again.setText(self.tr("New game…"))

    def add_detail(self, widget: QWidget) -> None:
        """Show ``widget`` between the winner and the buttons."""
        self.column.insertWidget(self.column.count() - 1, widget)
