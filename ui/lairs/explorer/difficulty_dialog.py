"""The dungeon difficulty report in a dialog: the dungeon with a heat map of where explorers got
hurt, the score and verdict against the generated dungeons, and each profile's turns to exit as
a box plot. The explorations run off the UI thread with progress and cancel (the dungeon editor
opens it for the current dungeon)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.lairs.board import Dungeon, cell_name
from companion.lairs.difficulty import (
    ACHIEVEMENT_WORDS,
    PROFILE_WORDS,
    PROFILES,
    SEARCHER,
    SOLO_TURN_LIMIT,
    TURN_BUDGET,
    VERDICT_WORDS,
    DifficultyReport,
    Profile,
    Verdict,
    difficulty,
    typical_turns,
)
from companion.lairs.explain import explain
from companion.lairs.reference import shipped_reference
from companion.lairs.validation import validate
from companion_ui.lairs.board_scene import BoardScene
from companion_ui.lairs.box import user_rules
from companion_ui.lairs.heat_map import HeatOverlay
from companion_ui.shell.background import BackgroundTask, Report
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.messages import decimal, percent, translated
from companion_ui.shell.retranslate import Retranslating

VERDICT_COLOURS = {Verdict.EASY: QColor("#2e7d32"), Verdict.FAIR: QColor("#1565c0"),
                   Verdict.HARD: QColor("#ef6c00"), Verdict.BRUTAL: QColor("#b71c1c")}
PROFILE_COLOURS = (QColor("#5c6bc0"), QColor("#c0a000"), QColor("#8d6e63"), QColor("#00897b"))


def verdict_name(verdict: Verdict) -> str:
    return translated(VERDICT_WORDS[verdict])


def profile_name(name: str) -> str:
    return translated(PROFILE_WORDS[name]) if name in PROFILE_WORDS else name


def achievement_name(name: str) -> str:
    return translated(ACHIEVEMENT_WORDS[name]) if name in ACHIEVEMENT_WORDS else name


class VerdictBadge(Retranslating, QLabel):
    """The score in a chip of the verdict's colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("difficultyBadge")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(150, 96)
        self.show_score(None, None)

    def retranslate(self) -> None:
        self.show_score(self.score, self.verdict)

    def show_score(self, score: int | None, verdict: Verdict | None) -> None:
        self.score, self.verdict = score, verdict
        colour = VERDICT_COLOURS[verdict] if verdict is not None else QColor("#9e9e9e")
        self.setStyleSheet(f"QLabel#difficultyBadge {{ background: {colour.name()}; "
                           "color: white; border-radius: 14px; padding: 6px 18px; }")
        if score is None or verdict is None:
            self.setText(self.tr("<span style='font-size:28pt'>–</span><br>not run yet"))
            return
        self.setText(f"<span style='font-size:30pt; font-weight:bold'>{score}</span>"
                     f"<span style='font-size:12pt'>/100</span><br>"
                     f"<span style='font-size:15pt; font-weight:bold'>"
                     f"{QLocale().toUpper(verdict_name(verdict))}</span>")


class TurnsChart(QWidget):
    """One row per profile: turns to exit as a box (middle half) with whiskers (fastest to
    slowest) and the median, against the turn budget; exit rate and VP beside it."""

    ROW = 46
    LABEL = 84
    FIGURES = 150

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnsChart")
        self.report: DifficultyReport | None = None
        self.setMinimumWidth(420)

    @property
    def profiles(self) -> tuple[Profile, ...]:
        return tuple(p.profile for p in self.report.profiles) if self.report else PROFILES

    def sizeHint(self) -> QSize:
        return QSize(520, 30 + self.ROW * len(self.profiles))

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 30 + self.ROW * len(self.profiles))

    def show_report(self, report: DifficultyReport | None) -> None:
        self.report = report
        self.updateGeometry()
        self.update()

    def x_of(self, turns: float) -> float:
        width = self.width() - self.LABEL - self.FIGURES
        return self.LABEL + width * min(turns, self.axis_end) / self.axis_end

    @property
    def axis_end(self) -> int:
        slowest = max((p.turns.slowest for p in self.report.profiles if p.turns),
                      default=0) if self.report else 0
        return max(TURN_BUDGET, slowest) + 2

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        faint = QColor(text)
        faint.setAlpha(90)
        top = 22
        bottom = top + self.ROW * len(self.profiles)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.85)
        painter.setFont(font)
        for turns in range(0, self.axis_end + 1, 5):
            x = self.x_of(turns)
            painter.setPen(QPen(faint, 1, Qt.PenStyle.DotLine))
            painter.drawLine(int(x), top, int(x), bottom)
            painter.setPen(text)
            painter.drawText(QRectF(x - 20, 2, 40, 16), Qt.AlignmentFlag.AlignCenter, str(turns))
        budget = self.x_of(TURN_BUDGET)
        painter.setPen(QPen(VERDICT_COLOURS[Verdict.BRUTAL], 1.5, Qt.PenStyle.DashLine))
        painter.drawLine(int(budget), top, int(budget), bottom)
        painter.setFont(self.font())
        for row, profile in enumerate(self.profiles):
            y = top + row * self.ROW + self.ROW / 2
            painter.setPen(text)
            painter.drawText(QRectF(0, y - 12, self.LABEL - 8, 24),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             profile_name(profile.name))
            if self.report is None:
                continue
            p = self.report.profile(profile.name)
            colour = PROFILE_COLOURS[row % len(PROFILE_COLOURS)]
            figures = self.tr("{0} out · {1} VP").format(percent(p.exit_rate),
                                                          decimal(p.mean_vp))
            painter.drawText(QRectF(self.width() - self.FIGURES + 8, y - 12, self.FIGURES - 8,
                                    24), Qt.AlignmentFlag.AlignVCenter, figures)
            spread = p.turns
            if spread is None:
                continue
            painter.setPen(QPen(colour.darker(130), 2))
            painter.drawLine(int(self.x_of(spread.fastest)), int(y), int(self.x_of(spread.low)),
                             int(y))
            painter.drawLine(int(self.x_of(spread.high)), int(y), int(self.x_of(spread.slowest)),
                             int(y))
            box = QRectF(self.x_of(spread.low) - 3, y - 11,
                         self.x_of(spread.high) - self.x_of(spread.low) + 6, 22)
            painter.setBrush(colour)
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(QPen(QColor("white"), 3))
            median = self.x_of(spread.median)
            painter.drawLine(int(median), int(y - 9), int(median), int(y + 9))
        painter.end()


class DifficultyDialog(Retranslating, QDialog):
    reported = Signal(object)  # the DifficultyReport, when one is shown

    def __init__(self, dungeon: Dungeon, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lairsDifficulty")
        self.dungeon = dungeon
        self.report: DifficultyReport | None = None
        self.box_problem = ""
        self.task: BackgroundTask | None = None
        self.scene = BoardScene(self)
        self.scene.set_dungeon(dungeon)
        self.heat = HeatOverlay(self.scene)
        board = FittedView(self.scene)
        self.badge = VerdictBadge()
        self.summary = QLabel()
        self.summary.setObjectName("difficultySummary")
        self.summary.setWordWrap(True)
        self.chart = TurnsChart()
        self.details = QLabel()
        self.details.setObjectName("difficultyDetails")
        self.details.setWordWrap(True)
        self.runs = QSpinBox()
        self.runs.setRange(1, 2000)
        self.runs.setValue(40)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.search = QCheckBox()
        self.progress = QProgressBar()
        self.run_button = QPushButton()
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.start)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        head = QHBoxLayout()
        head.addWidget(self.badge)
        head.addWidget(self.summary, 1)
        side = QVBoxLayout()
        side.addLayout(head)
        self.chart_title = QLabel()
        self.chart_title.setWordWrap(True)
        side.addWidget(self.chart_title)
        side.addWidget(self.chart)
        side.addWidget(self.details)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(board, 1)
        body.addLayout(side, 1)
        controls = QHBoxLayout()
        controls.addWidget(self.runs)
        controls.addWidget(self.seed)
        controls.addWidget(self.search)
        controls.addWidget(self.run_button)
        controls.addWidget(self.progress, 1)
        controls.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addLayout(controls)
        self.problems = validate(dungeon).violations
        self.run_button.setEnabled(not self.problems)
        self.retranslate()

    def retranslate(self) -> None:
        """The static texts, then the report (or what comes before one) said again."""
        self.setWindowTitle(self.tr("Dungeon difficulty"))
        self.runs.setSuffix(self.tr(" runs per explorer"))
        self.seed.setPrefix(self.tr("seed "))
        self.search.setText(self.tr("and the search bot"))
        self.search.setToolTip(self.tr("The ismcts explorer goes in too: slower, shown beside "
                                       "the others, not counted in the score"))
        self.chart_title.setText(self.tr("<b>Turns to exit</b> (box: middle half of the runs, "
                                         "white bar: median; dashed: the {0}-turn budget)")
                                 .format(TURN_BUDGET))
        self.chart.update()
        running = self.task is not None and self.task.running
        self.run_button.setText(self.tr("Cancel") if running else self.tr("Run"))
        if self.report is not None:
            self._say_report(self.report)
        elif self.problems:
            self.summary.setText(self.tr("Only a dungeon that follows the build rules can be "
                                         "explored: {0}").format(
                                             translated(self.problems[0].message)))
        else:
            self.summary.setText(self.tr(
                "Three explorers go in alone, again and again, each with other dice and "
                "treasure decks: <b>careful</b>, <b>greedy</b> and a <b>beginner</b> who makes "
                "mistakes. Runs stop at {0} turns.").format(SOLO_TURN_LIMIT))

    def start(self) -> None:
        if self.task is not None and self.task.running:
            self.task.cancel()
            return
        runs, seed, dungeon = self.runs.value(), self.seed.value(), self.dungeon
        profiles = (*PROFILES, SEARCHER) if self.search.isChecked() else PROFILES
        total = runs * len(profiles)
        data, self.box_problem = user_rules()  # your own cards and die, if you saved them

        def work(report: Report) -> DifficultyReport:
            return difficulty(dungeon, runs, seed, lambda done: report(done, total), data,
                              profiles)

        self.task = BackgroundTask(work, self)
        self.task.progress.connect(self._progress)
        self.task.finished.connect(self.show_report)
        self.task.failed.connect(self._failed)
        self.task.cancelled.connect(self._cancelled)
        self.run_button.setText(self.tr("Cancel"))
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.task.start()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _failed(self, message: str) -> None:
        self.run_button.setText(self.tr("Run"))
        self.summary.setText(self.tr("Not run: {0}").format(message))

    def _cancelled(self) -> None:
        self.run_button.setText(self.tr("Run"))
        self.summary.setText(self.tr("Cancelled."))

    def show_report(self, report: DifficultyReport) -> None:
        self.report = report
        self.run_button.setText(self.tr("Run"))
        self.badge.show_score(report.difficulty, report.verdict)
        self.chart.show_report(report)
        self.heat.show(report.heat)
        self._say_report(report)
        self.reported.emit(report)

    def _say_report(self, report: DifficultyReport) -> None:
        percentile = shipped_reference().percentile(report.score)
        self.summary.setText(self.tr(
            "Harder than <b>{0}</b> of generated dungeons. A typical explorer needs "
            "about <b>{1:.0f} turns</b>; {2} get out within {3}.").format(
                percent(percentile / 100), typical_turns(report.score),
                percent(report.exit_rate), TURN_BUDGET)
            + (self.tr("<br><i>Your box could not be read, so the shipped cards and die were "
                       "used: {0}</i>").format(self.box_problem) if self.box_problem else ""))
        m = report.measures
        forced = ", ".join(cell_name(c) for c in m.forced_hazards) or self.tr("none")
        lines = [self.tr("<b>Layout:</b> {0} steps to an achievement and out; hazards on "
                         "every way to a goal: {1}; {2} dead ends.").format(
                             m.route, forced, m.dead_ends)]
        surprise = explain(report, shipped_reference())
        if surprise is not None:
            lines.append(translated(surprise))
        for p in report.profiles:
            left = ", ".join(self.tr("{0}× {1}").format(n, achievement_name(name))
                             for name, n in p.achievements.items() if n)
            lines.append(self.tr("<b>{0}</b>: {1} strikes, {2} cubes fatigued a run; "
                                 "left with {3}").format(profile_name(p.name),
                                                         decimal(p.strikes_per_run),
                                                         decimal(p.fatigue_per_run), left))
        lines.append(self.tr("<i>Red on the board: cubes fatigued there per run.</i>"))
        self.details.setText("<br>".join(lines))

    def done(self, result: int) -> None:
        if self.task is not None and self.task.running:
            self.task.cancel()
        super().done(result)
