"""Starting the tabletop tracker: player names and variants, or a session the tracker closed
before it was saved (its autosave), to resume or discard."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.coup.tracker import Tracker
from companion.coup.tracker_file import Recovered, recovered_sessions
from ui.coup.tracker_window import ACTIVITY_KEY, TrackerWindow, autosave_folder
from ui.shell.context import ShellContext


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
        self.recovered_box = QGroupBox(self.tr("Unsaved sessions (the tracker closed before "
                                               "they were saved)"))
        self.recovered = QListWidget()
        self.resume = QPushButton(self.tr("Resume"))
        self.resume.clicked.connect(self._resume)
        self.discard = QPushButton(self.tr("Discard"))
        self.discard.clicked.connect(self._discard)
        recovered = QGridLayout(self.recovered_box)
        recovered.addWidget(self.recovered, 0, 0, 1, 2)
        recovered.addWidget(self.resume, 1, 0)
        recovered.addWidget(self.discard, 1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.recovered_box)
        layout.addWidget(QLabel(self.tr("Players, one per line, clockwise from the first:")))
        layout.addWidget(self.names)
        layout.addWidget(self.inquisitor)
        layout.addWidget(self.reformation)
        layout.addWidget(self.message)
        layout.addWidget(self.start)
        self._list_recovered()

    def _list_recovered(self) -> None:
        """Autosaves of sessions no open window is keeping."""
        self.recovered.clear()
        if self.context is not None:
            open_paths = {getattr(w, "autosave_path", None) for w in self.context.windows}
            for session in recovered_sessions(autosave_folder(self.context)):
                if session.path in open_paths:
                    continue
                item = QListWidgetItem(self._describe(session))
                item.setData(Qt.ItemDataRole.UserRole, session)
                self.recovered.addItem(item)
        self.recovered.setCurrentRow(0)
        self.recovered_box.setVisible(self.recovered.count() > 0)

    def _describe(self, session: Recovered) -> str:
        if session.tracker is None:
            return self.tr("Unreadable: {0}").format(session.problem)
        when = QDateTime.fromSecsSinceEpoch(int(session.path.stat().st_mtime))
        names = ", ".join(session.tracker.table.names)
        where = session.file.name if session.file else self.tr("never saved")
        return self.tr("{0} — {1} ({2})").format(when.toString("d MMM hh:mm"), names, where)

    def _chosen(self) -> Recovered | None:
        item = self.recovered.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def _resume(self) -> None:
        session = self._chosen()
        if session is None or session.tracker is None:
            self.message.setText(self.tr("This session cannot be read; discard it."))
            return
        self._open(TrackerWindow(session.tracker, self.context, session.file,
                                 autosave_path=session.path))

    def _discard(self) -> None:
        session = self._chosen()
        if session is not None:
            session.path.unlink(missing_ok=True)
            self._list_recovered()

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
            self.message.setText(str(error))
            return
        self._open(TrackerWindow(tracker, self.context))
