"""Starting a score sheet: the players clockwise (the seats' rows every set-up shares) and who
starts round 1, with the green "starts" arrow of the pad, so the sheet opens as the table sits.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
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
from companion_ui.scout.score_keeper import ACTIVITY_KEY, ScoreKeeperWindow
from companion_ui.shell.context import ShellContext
from companion_ui.shell.labels import error_line, note_line
from companion_ui.shell.messages import error_text
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.seats import FormDialog, SeatRows
from companion_ui.shell.tabletop_activity import show_tabletop_window

DEFAULT_COUNT = 4


class ScoreKeeperSetup(Retranslating, FormDialog):
    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.heading = heading = QLabel()
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        heading.setFont(font)
        self.starts = QButtonGroup(self)
        self.seats = SeatRows(MIN_PLAYERS, MAX_PLAYERS, DEFAULT_COUNT, extra=self._starts_button)
        for edit in self.seats.names:
            edit.setMaxLength(NAME_LIMIT)
        self.seats.extras[0].setChecked(True)  # type: ignore[attr-defined]
        self.seats.count_changed.connect(lambda _count: self._update())
        self.about = note_line()
        self.about.setObjectName("aboutGame")
        self.message = error_line()
        self.message.setObjectName("message")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # A button of its own: on a new language the box names its standard ones again.
        self.start = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.window: ScoreKeeperWindow | None = None

        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addWidget(heading)
        layout.addWidget(self.seats)
        layout.addWidget(self.about)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
        self.retranslate()

    def _starts_button(self, seat: int) -> QWidget:
        starts = QRadioButton("▶")
        starts.setObjectName(f"starts-{seat}")
        starts.setStyleSheet("QRadioButton { color: #2e7d32; font-weight: bold; }")
        self.starts.addButton(starts)
        return starts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Scout score keeper"))
        self.heading.setText(self.tr("New score sheet"))
        self.seats.setTitle(self.tr("Clockwise around the table"))
        self.seats.extra_heading.setText(self.tr("Starts round 1"))
        for seat, (edit, starts) in enumerate(zip(self.seats.names, self.seats.extras,
                                                  strict=True)):
            edit.setPlaceholderText(self.tr("Player {0}").format(seat + 1))
            starts.setToolTip(self.tr(
                "This player starts round 1; the start moves one seat clockwise each round"))
        self.start.setText(self.tr("Start the score sheet"))
        self._update()

    @property
    def count(self) -> int:
        return self.seats.count

    def players(self) -> list[str]:
        return [edit.text() for edit in self.seats.names[:self.count]]

    def first(self) -> int:
        """The seat that starts round 1."""
        return self.seats.extras.index(self.starts.checkedButton())

    def _update(self) -> None:
        n = self.count
        if self.first() >= n:  # the starting player left the table: the first seat starts
            self.seats.extras[0].setChecked(True)  # type: ignore[attr-defined]
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
            sheet = ScoreSheet.new(self.players(), self.first())
        except CompanionError as error:
            self.message.setText(error_text(error))
            return
        self.window = ScoreKeeperWindow(sheet, self.context)
        show_tabletop_window(self.context, self.window, ACTIVITY_KEY)
        self.close()
