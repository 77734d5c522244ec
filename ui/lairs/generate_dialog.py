"""The editor's Generate dialog: a seed, and the difficulty to aim at (any, or a verdict).

Aiming takes a short difficulty report per candidate (``companion.lairs.aim``): well under a
second for most verdicts, a few seconds for a brutal one, so it runs off the UI thread.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.lairs.aim import Aimed, aimed_dungeon
from companion.lairs.board import Dungeon
from companion.lairs.difficulty import Verdict
from companion.lairs.generator import generate_dungeon
from companion_ui.lairs.explorer.difficulty_dialog import verdict_name
from companion_ui.shell.background import BackgroundTask, Report
from companion_ui.shell.retranslate import Retranslating


class GenerateDialog(Retranslating, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lairsGenerate")
        self.dungeon: Dungeon | None = None
        self.aimed: Aimed | None = None
        self.task: BackgroundTask | None = None
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.randrange(1_000_000))
        self.difficulty = QComboBox()
        for verdict in (None, *Verdict):
            self.difficulty.addItem("", verdict)
        self.status = QLabel()
        self.status.setObjectName("generateStatus")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.generate)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        self.seed_label, self.difficulty_label = QLabel(), QLabel()
        form.addRow(self.seed_label, self.seed)
        form.addRow(self.difficulty_label, self.difficulty)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Generate dungeon"))
        self.seed.setToolTip(self.tr("The same seed (and difficulty) always gives the same "
                                     "dungeon."))
        self.difficulty.setItemText(0, self.tr("any"))
        for index, verdict in enumerate(Verdict, start=1):
            self.difficulty.setItemText(index, verdict_name(verdict))
        self.seed_label.setText(self.tr("Seed:"))
        self.difficulty_label.setText(self.tr("Difficulty:"))
        self._show_status()

    def _show_status(self) -> None:
        looking = self.task is not None and self.task.running and self.verdict is not None
        self.status.setText(
            self.tr("Looking for a {0} dungeon…").format(verdict_name(self.verdict)) if looking
            else self.tr("A valid dungeon from the seed; with a difficulty, one whose short "
                         "difficulty report lands in that band."))

    @property
    def verdict(self) -> Verdict | None:
        return self.difficulty.currentData()

    def generate(self) -> None:
        seed, verdict = self.seed.value(), self.verdict
        if verdict is None:
            self.dungeon = generate_dungeon(seed)
            self.accept()
            return

        def work(report: Report) -> Aimed:
            del report  # one short job: nothing to count
            return aimed_dungeon(seed, verdict)

        self.task = BackgroundTask(work, self)
        self.task.finished.connect(self._aimed)
        self.task.failed.connect(self.status.setText)
        self.buttons.setEnabled(False)
        self.task.start()
        self._show_status()

    def _aimed(self, aimed: Aimed) -> None:
        self.buttons.setEnabled(True)
        self.dungeon, self.aimed = aimed.dungeon, aimed
        self.accept()

    def outcome(self) -> str:
        """What was made, for the editor's status bar."""
        seed = self.seed.value()
        if self.aimed is None or self.verdict is None:
            return self.tr("Generated with seed {0}").format(seed)
        if self.aimed.hit:
            return self.tr("Generated a {0} dungeon with seed {1} (short report: {2:.0f})"
                           ).format(verdict_name(self.verdict), seed, self.aimed.estimate)
        return self.tr("No {0} dungeon found for seed {1}; this is the nearest (short report: "
                       "{2:.0f})").format(verdict_name(self.verdict), seed, self.aimed.estimate)

    def done(self, result: int) -> None:
        if self.task is not None and self.task.running:
            self.task.cancel()
        super().done(result)
