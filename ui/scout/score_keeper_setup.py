"""Starting a score sheet: how many play, their names clockwise, and who starts round 1."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.scout.cards import hand_size
from companion.scout.score_sheet import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME_LIMIT,
    ScoreSheet,
    cards_per_round,
    rounds_for,
)
from ui.scout.score_keeper import ACTIVITY_KEY, ScoreKeeperWindow
from ui.shell.context import ShellContext

DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eve")


class ScoreKeeperSetup(QWidget):
    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.setWindowTitle(self.tr("Scout score keeper"))
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count.setValue(4)
        self.names = [QLineEdit(name) for name in DEFAULT_NAMES[:MAX_PLAYERS]]
        self.first = QComboBox()
        self.first.setObjectName("firstPlayer")
        self.about = QLabel()
        self.about.setObjectName("aboutGame")
        self.about.setWordWrap(True)
        self.about.setStyleSheet("color: palette(placeholder-text);")
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        self.start = QPushButton(self.tr("Start the score sheet"))
        self.start.setDefault(True)
        self.start.clicked.connect(self.accept)
        self.window: ScoreKeeperWindow | None = None

        form = QFormLayout()
        form.addRow(self.tr("Players:"), self.count)
        self.name_labels = []
        for seat, edit in enumerate(self.names):
            edit.setMaxLength(NAME_LIMIT)
            edit.textChanged.connect(self._update)
            label = QLabel(self.tr("Player {0}:").format(seat + 1))
            form.addRow(label, edit)
            self.name_labels.append(label)
        form.addRow(self.tr("Starts round 1:"), self.first)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Names clockwise around the table:")))
        layout.addLayout(form)
        layout.addWidget(self.about)
        layout.addWidget(self.message)
        layout.addWidget(self.start)
        self.count.valueChanged.connect(self._update)
        self._update()

    def players(self) -> list[str]:
        return [edit.text() for edit in self.names[:self.count.value()]]

    def _update(self) -> None:
        n = self.count.value()
        for seat, (label, edit) in enumerate(zip(self.name_labels, self.names, strict=True)):
            label.setVisible(seat < n)
            edit.setVisible(seat < n)
        chosen = self.first.currentIndex()
        self.first.blockSignals(True)
        self.first.clear()
        self.first.addItems([name.strip() or self.tr("Player {0}").format(seat + 1)
                             for seat, name in enumerate(self.players())])
        self.first.setCurrentIndex(chosen if 0 <= chosen < n else 0)
        self.first.blockSignals(False)
        if n == 2:
            self.about.setText(self.tr(
                "2 players: {0} rounds of {1} cards each (the other half of the deck is set "
                "aside for round 2); 3 Scout chips each, +1 for every chip left unspent.")
                .format(rounds_for(n), hand_size(n)))
        else:
            self.about.setText(self.tr(
                "{0} players: {1} rounds, {2} cards a round, {3} in each hand; the starting "
                "player moves one seat clockwise each round.").format(
                    n, rounds_for(n), cards_per_round(n), hand_size(n)))

    def accept(self) -> None:
        try:
            sheet = ScoreSheet.new(self.players(), self.first.currentIndex())
        except CompanionError as error:
            self.message.setText(str(error))
            return
        self.window = ScoreKeeperWindow(sheet, self.context)
        if self.context is not None:
            self.context.show_window(self.window, ACTIVITY_KEY)
        else:
            self.window.show()
        self.close()
