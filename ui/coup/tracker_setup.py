"""Starting the tabletop tracker: the players clockwise from the first, and variants. (A session
closed before it was saved is offered by the launcher, like every document with unsaved
changes.)"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QVBoxLayout

from companion.core.errors import CompanionError
from companion.coup.setup import player_range
from companion.coup.tracker import Tracker
from companion_ui.coup.tracker_window import ACTIVITY_KEY, TrackerWindow
from companion_ui.shell.context import ShellContext
from companion_ui.shell.labels import error_line
from companion_ui.shell.messages import error_text
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.seats import FormDialog, SeatRows

DEFAULT_PLAYERS = 4


class TrackerSetupDialog(Retranslating, FormDialog):
    """The seats (names, clockwise from the first player) and variants."""

    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.seats = SeatRows(*player_range(False, False), DEFAULT_PLAYERS)
        self.inquisitor = QCheckBox()
        self.reformation = QCheckBox()
        self.reformation.toggled.connect(
            lambda on: self.seats.set_range(*player_range(False, on)))
        self.message = error_line()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # A button of its own: on a new language the box names its standard ones again.
        self.start = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.window: TrackerWindow | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.seats)
        layout.addWidget(self.inquisitor)
        layout.addWidget(self.reformation)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Coup table tracker"))
        self.seats.setTitle(self.tr("Players, clockwise from the first"))
        self.inquisitor.setText(self.tr("Inquisitor instead of Ambassador"))
        self.reformation.setText(self.tr("Reformation (allegiances, Treasury Reserve)"))
        self.start.setText(self.tr("Start tracking"))

    def _open(self, window: TrackerWindow) -> None:
        self.window = window
        if self.context is not None:
            self.context.show_window(window, ACTIVITY_KEY)
        self.close()

    def accept(self) -> None:
        try:
            tracker = Tracker(self.seats.chosen_names(), self.inquisitor.isChecked(),
                              self.reformation.isChecked())
        except CompanionError as error:
            self.message.setText(error_text(error))
            return
        self._open(TrackerWindow(tracker, self.context))
