"""The game-over panel of a table window: who won in big letters, what the game adds (the
standings), and a button for a new game."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from ui.shell.labels import headline
from ui.shell.retranslate import Retranslating


class GameOverPanel(Retranslating, QWidget):
    """Emits ``new_game`` when the players ask for another game."""

    new_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.winner = headline()
        self.winner.setWordWrap(True)
        self.again = QPushButton()
        self.again.clicked.connect(self.new_game)
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.winner)
        self.column.addWidget(self.again, alignment=Qt.AlignmentFlag.AlignHCenter)
        self.retranslate()

    def retranslate(self) -> None:
        self.again.setText(self.tr("New game…"))

    def add_detail(self, widget: QWidget) -> None:
        """Show ``widget`` between the winner and the button."""
        self.column.insertWidget(self.column.count() - 1, widget)
