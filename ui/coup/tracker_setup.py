"""Starting the tabletop tracker: player names and variants. (A session closed before it was
saved is offered by the launcher, like every document with unsaved changes.)"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.coup.tracker import Tracker
from ui.coup.tracker_window import ACTIVITY_KEY, TrackerWindow
from ui.shell.context import ShellContext
from ui.shell.labels import error_line
from ui.shell.messages import error_text
from ui.shell.retranslate import Retranslating


class TrackerSetupDialog(Retranslating, QWidget):
    """Names (one per line, clockwise from the starting player) and variants."""

    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.names = QPlainTextEdit("Ada\nBen\nCleo\nDan")
        self.inquisitor = QCheckBox()
        self.reformation = QCheckBox()
        self.message = error_line()
        self.start = QPushButton()
        self.start.setDefault(True)
        self.start.clicked.connect(self.accept)
        self.window: TrackerWindow | None = None
        layout = QVBoxLayout(self)
        self.names_label = QLabel()
        layout.addWidget(self.names_label)
        layout.addWidget(self.names)
        layout.addWidget(self.inquisitor)
        layout.addWidget(self.reformation)
        layout.addWidget(self.message)
        layout.addWidget(self.start)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Coup table tracker"))
        self.inquisitor.setText(self.tr("Inquisitor instead of Ambassador"))
        self.reformation.setText(self.tr("Reformation (allegiances, Treasury Reserve)"))
        self.start.setText(self.tr("Start tracking"))
        self.names_label.setText(self.tr("Players, one per line, clockwise from the first:"))

    def _open(self, window: TrackerWindow) -> None:
        self.window = window
        if self.context is not None:
            self.context.show_window(window, ACTIVITY_KEY)
        self.close()

    def accept(self) -> None:
        names = [line.strip() for line in self.names.toPlainText().splitlines() if line.strip()]
        try:
            tracker = Tracker(names, self.inquisitor.isChecked(), self.reformation.isChecked())
        except CompanionError as error:
            self.message.setText(error_text(error))
            return
        self._open(TrackerWindow(tracker, self.context))
