"""The editor's side-by-side comparison: this dungeon and another (a sample or a file), each on
its board with the heat map of where explorers got hurt and its verdict, and in words which is
harder and why (``companion.lairs.compare``). Both reports run off the UI thread."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.lairs.board import Dungeon
from companion.lairs.compare import Comparison, Reason, compare, number
from companion.lairs.difficulty import PROFILES, DifficultyReport, difficulty
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.validation import validate
from companion_ui.lairs.board_scene import BoardScene
from companion_ui.lairs.box import user_rules
from companion_ui.lairs.explorer.difficulty_dialog import VerdictBadge
from companion_ui.lairs.heat_map import HeatOverlay
from companion_ui.lairs.tabletop.console_window import sample_dungeons
from companion_ui.shell import file_dialogs
from companion_ui.shell.background import BackgroundTask, Report
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating


class _Side:
    """One dungeon's column: its name, verdict badge and board with the heat map."""

    def __init__(self, parent: QWidget) -> None:
        self.title = QLabel()
        self.title.setObjectName("compareTitle")
        self.badge = VerdictBadge()
        self.scene = BoardScene(parent)
        self.heat = HeatOverlay(self.scene)
        self.board = FittedView(self.scene)

    def show(self, dungeon: Dungeon, report: DifficultyReport | None,
             hottest: float | None = None) -> None:
        self.title.setText(f"<b>{dungeon.name or '—'}</b>")
        self.scene.set_dungeon(dungeon)
        self.heat.show(report.heat if report else None, hottest)
        self.badge.show_score(report.difficulty if report else None,
                              report.verdict if report else None)


class CompareDialog(Retranslating, QDialog):
    def __init__(self, dungeon: Dungeon, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lairsCompare")
        self.dungeons: list[Dungeon] = [dungeon, dungeon]
        self.comparison: Comparison | None = None
        self.task: BackgroundTask | None = None
        self.other = QComboBox()
        self.other.setObjectName("compareWith")
        # Each entry's name in the language of the moment.
        self.other_names: list[Callable[[], str]] = []
        for name, sample in sample_dungeons():
            self._add_other(lambda name=name: self.tr("Sample: {0}").format(name), sample)
        self.other.currentIndexChanged.connect(self._other_chosen)
        self.browse = QPushButton()
        self.browse.clicked.connect(self.open_other_dialog)
        self.runs = QSpinBox()
        self.runs.setRange(1, 500)
        self.runs.setValue(20)
        self.run_button = QPushButton()
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.start)
        self.progress = QProgressBar()
        self.verdict = QLabel()
        self.verdict.setObjectName("compareVerdict")
        self.verdict.setWordWrap(True)
        self.sides = (_Side(self), _Side(self))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        self.compare_with = QLabel()
        top.addWidget(self.compare_with)
        top.addWidget(self.other, 1)
        top.addWidget(self.browse)
        top.addWidget(self.runs)
        top.addWidget(self.run_button)
        grid = QGridLayout()
        for column, side in enumerate(self.sides):
            head = QHBoxLayout()
            head.addWidget(side.badge)
            head.addWidget(side.title, 1)
            grid.addLayout(head, 0, column)
            grid.addWidget(side.board, 1, column)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(grid, 1)
        layout.addWidget(self.verdict)
        bottom = QHBoxLayout()
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self.retranslate()
        self._other_chosen()

    def retranslate(self) -> None:
        """The static texts, then the verdict said again (unless a comparison is under way)."""
        self.setWindowTitle(self.tr("Compare dungeons"))
        for index, name in enumerate(self.other_names):
            self.other.setItemText(index, name())
        self.browse.setText(self.tr("Open file…"))
        self.runs.setSuffix(self.tr(" runs per explorer"))
        self.compare_with.setText(self.tr("Compare with:"))
        if self.task is not None and self.task.running:
            self.run_button.setText(self.tr("Cancel"))
        elif self.comparison is not None:
            self.show_comparison(self.comparison)
        else:
            self.run_button.setText(self.tr("Compare"))
            self._say_ready()

    def _add_other(self, name: Callable[[], str], dungeon: Dungeon) -> None:
        self.other_names.append(name)
        self.other.addItem(name(), dungeon)

    def set_other(self, other: Dungeon) -> None:
        self.dungeons[1] = other
        self.comparison = None
        for side, dungeon in zip(self.sides, self.dungeons, strict=True):
            side.show(dungeon, None)
        self._say_ready()

    def _say_ready(self) -> None:
        """Whether both dungeons can be compared (before any comparison)."""
        if self.other.count() == 0:
            self.verdict.setText(self.tr("Choose a dungeon to compare this one with."))
            return
        problems = [validate(d).violations for d in self.dungeons]
        broken = next((p for p in problems if p), None)
        self.run_button.setEnabled(broken is None)
        self.verdict.setText(
            self.tr("Only dungeons that follow the build rules can be compared: {0}").format(
                translated(broken[0].message)) if broken
            else self.tr("Press Compare to explore both."))

    def _other_chosen(self) -> None:
        other = self.other.currentData()
        if other is not None:
            self.set_other(other)

    def open_other_dialog(self) -> None:
        path = file_dialogs.open_path(self, self.tr("Compare with"),
                                      self.tr("Lairs dungeon (*.json)"))
        if path is not None:
            self.open_other(path)

    def open_other(self, path: Path) -> bool:
        try:
            other = load_dungeon(path)
        except CompanionError as error:
            self.verdict.setText(self.tr("Cannot open {0}: {1}").format(path.name, error))
            return False
        self._add_other(lambda: self.tr("File: {0}").format(path.name), other)
        self.other.setCurrentIndex(self.other.count() - 1)
        return True

    def start(self) -> None:
        if self.task is not None and self.task.running:
            self.task.cancel()
            return
        runs, (first, second) = self.runs.value(), self.dungeons
        total = 2 * runs * len(PROFILES)
        data, _problem = user_rules()  # the report dialog says when the box is broken

        def work(report: Report) -> Comparison:
            a = difficulty(first, runs, 0, lambda done: report(done, total), data)
            b = difficulty(second, runs, 0, lambda done: report(total // 2 + done, total), data)
            return compare(a, b)

        self.task = BackgroundTask(work, self)
        self.task.progress.connect(lambda done, total: (self.progress.setRange(0, total),
                                                        self.progress.setValue(done)))
        self.task.finished.connect(self.show_comparison)
        self.task.failed.connect(self.verdict.setText)
        self.task.cancelled.connect(lambda: self.run_button.setText(self.tr("Compare")))
        self.run_button.setText(self.tr("Cancel"))
        self.task.start()

    def show_comparison(self, comparison: Comparison) -> None:
        self.comparison = comparison
        self.run_button.setText(self.tr("Compare"))
        hottest = max(max(r.heat.hottest, *r.heat.strikes) for r in comparison.reports)
        for side, dungeon, report in zip(self.sides, self.dungeons, comparison.reports,
                                         strict=True):
            side.show(dungeon, report, hottest)
        names = [d.name or self.tr("this dungeon") for d in self.dungeons]
        scores = [r.difficulty for r in comparison.reports]
        if comparison.harder is None:
            head = self.tr("<b>About as hard</b> ({0} and {1}).").format(*scores)
        else:
            h = comparison.harder
            head = self.tr("<b>{0} is harder</b> ({1} against {2}):").format(
                names[h], scores[h], scores[1 - h])
        reasons = "".join(f"<li>{self.reason_text(r)}</li>" for r in comparison.reasons)
        self.verdict.setText(f"{head}<ul>{reasons}</ul>")

    def reason_text(self, reason: Reason) -> str:
        words = {
            "turns": self.tr("a typical explorer needs about {0} turns against {1}"),
            "stuck": self.tr("{0}% of the runs are not out within the budget against {1}%"),
            "route": self.tr("an achievement and out takes {0} steps against {1}"),
            "forced": self.tr("{0} hazards stand on every way to some goal against {1}"),
            "strikes": self.tr("explorers suffer {0} strikes a run against {1}"),
            "fatigue": self.tr("{0} cubes are fatigued a run against {1}"),
            "sprawl": self.tr("a cell lies {0} steps from the Start on average against {1}"),
            "dead-ends": self.tr("{0} dead ends against {1}"),
        }
        return words[reason.key].format(number(reason.mine), number(reason.theirs))

    def done(self, result: int) -> None:
        if self.task is not None and self.task.running:
            self.task.cancel()
        super().done(result)
