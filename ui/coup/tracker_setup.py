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
from ui.shell.messages import error_text


class TrackerSetupDialog(QWidget):
    """Names (one per line, clockwise from the starting player) and variants."""

    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.setWindowTitle(self.tr("Coup table tracker"))
        self.names = QPlainTextEdit("Ada\nBen\nCleo\nDan")
        self.inquisitor = QCheckBox(self.tr("Inquisitor instead of Ambassador"))
        self.reformation = QCheckBox(self.tr("Reformation (allegiances, Treasury Reserve)"))
        self.message = QLabel()
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)
        self.start = QPushButton(self.tr("Start tracking"))
        self.start.setDefault(True)
        self.start.clicked.connect(self.accept)
        self.window: TrackerWindow | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Players, one per line, clockwise from the first:")))
        layout.addWidget(self.names)
        layout.addWidget(self.inquisitor)
        layout.addWidget(self.reformation)
        layout.addWidget(self.message)
        layout.addWidget(self.start)

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
