"""The dungeon difficulty report in a dialog: N solo explorations by the heuristic bot, run off
the UI thread with progress and cancel (the dungeon editor opens it for the current dungeon)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.lairs.board import Dungeon
from companion.lairs.difficulty import SOLO_TURN_LIMIT, DifficultyReport, difficulty
from companion.lairs.validation import validate
from ui.shell.background import BackgroundTask, Report


class DifficultyDialog(QDialog):
    def __init__(self, dungeon: Dungeon, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lairsDifficulty")
        self.setWindowTitle(self.tr("Dungeon difficulty"))
        self.setMinimumWidth(380)
        self.dungeon = dungeon
        self.report: DifficultyReport | None = None
        self.task: BackgroundTask | None = None
        self.runs = QSpinBox()
        self.runs.setRange(1, 5000)
        self.runs.setValue(200)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.progress = QProgressBar()
        self.summary = QLabel(self.tr(
            "The heuristic explorer bot explores this dungeon alone, again and again (each "
            "run stops at {0} turns).").format(SOLO_TURN_LIMIT))
        self.summary.setObjectName("difficultySummary")
        self.summary.setWordWrap(True)
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.clicked.connect(self.start)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Explorations:"), self.runs)
        form.addRow(self.tr("Seed:"), self.seed)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.run_button)
        layout.addWidget(self.progress)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        problems = validate(dungeon).violations
        if problems:
            self.run_button.setEnabled(False)
            self.summary.setText(self.tr("Only a dungeon that follows the build rules can be "
                                         "explored: {0}").format(problems[0].message))

    def start(self) -> None:
        if self.task is not None and self.task.running:
            self.task.cancel()
            return
        runs, seed, dungeon = self.runs.value(), self.seed.value(), self.dungeon

        def work(report: Report) -> DifficultyReport:
            return difficulty(dungeon, runs, seed, lambda done: report(done, runs))

        self.task = BackgroundTask(work, self)
        self.task.progress.connect(self._progress)
        self.task.finished.connect(self.show_report)
        self.task.failed.connect(self.summary.setText)
        self.task.cancelled.connect(self._cancelled)
        self.run_button.setText(self.tr("Cancel"))
        self.progress.setRange(0, runs)
        self.task.start()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _cancelled(self) -> None:
        self.run_button.setText(self.tr("Run"))
        self.summary.setText(self.tr("Cancelled."))

    def show_report(self, report: DifficultyReport) -> None:
        self.report = report
        self.run_button.setText(self.tr("Run"))
        turns = report.mean_turns_to_exit
        self.summary.setText(self.tr(
            "<b>Exit rate:</b> {0:.0%}<br><b>Mean turns to exit:</b> {1}<br>"
            "<b>Mean VP:</b> {2:.1f} (exit counted as first out)<br>"
            "Stopped at the turn limit: {3} of {4}").format(
                report.exit_rate, "–" if turns is None else f"{turns:.1f}", report.mean_vp,
                report.stopped, len(report.runs)))

    def done(self, result: int) -> None:
        if self.task is not None and self.task.running:
            self.task.cancel()
        super().done(result)
