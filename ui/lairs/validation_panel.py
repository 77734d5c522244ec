"""Live validation: each build rule passed/failed, each goal's legal path, a few statistics."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from companion.lairs.board import Cell, Feature, cell_name
from companion.lairs.statistics import DungeonStats, GoalStats
from companion.lairs.validation import (
    COMPONENT_COUNT,
    PERIL,
    REACHABILITY,
    RULES,
    WALL_COUNT,
    Validation,
)
from companion_ui.shell.colours import ink
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating

PASSED, FAILED, UNCHECKED = "✔", "✘", "–"
PASSED_GREEN, FAILED_RED = "#2e7d32", "#c62828"


class ValidationPanel(Retranslating, QWidget):
    """The results come from ``show_result`` (the editor's refresh, also after a language
    change); the heading names itself."""

    goal_selected = Signal(object)  # Cell, or None when the selection is cleared

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel()
        self.summary.setObjectName("validation-summary")
        layout.addWidget(self.summary)
        self.rule_labels: dict[str, QLabel] = {}
        for rule in RULES:
            label = QLabel()
            label.setObjectName(f"rule-{rule}")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            layout.addWidget(label)
            self.rule_labels[rule] = label
        layout.addSpacing(6)
        self.goals_heading = QLabel()
        layout.addWidget(self.goals_heading)
        self.goals = QListWidget()
        self.goals.setObjectName("goals")
        self.goals.setWordWrap(True)
        self.goals.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.goals.currentItemChanged.connect(self._goal_changed)
        layout.addWidget(self.goals, 1)
        self.stats = QLabel()
        self.stats.setObjectName("stats")
        self.stats.setWordWrap(True)
        layout.addWidget(self.stats)
        self.retranslate()

    def retranslate(self) -> None:
        self.goals_heading.setText(self.tr("<b>Goals</b> (select one to see its legal path)"))

    def rule_title(self, rule: str) -> str:
        return {
            COMPONENT_COUNT: self.tr("All features placed"),
            WALL_COUNT: self.tr("17–20 walls"),
            REACHABILITY: self.tr("Every cell reachable from Start"),
            PERIL: self.tr("Peril Rule: each goal past ≤ 1 trap and ≤ 1 monster"),
        }[rule]

    def rule_state(self, rule: str) -> str:
        """PASSED, FAILED or UNCHECKED as shown (for tests and accessibility)."""
        return self.rule_labels[rule].property("state")

    def show_result(self, validation: Validation, stats: DungeonStats,
                    selected_goal: Cell | None) -> None:
        if validation.valid:
            verdict, colour = self.tr("Valid dungeon"), PASSED_GREEN
        else:
            verdict = self.tr("{0} of 4 rules broken").format(len(validation.violations))
            colour = FAILED_RED
        self.summary.setText(f"<b style='color:{ink(self.summary, colour)}'>{verdict}</b>")
        for rule, label in self.rule_labels.items():
            passed = validation.passed(rule)
            violation = validation.violation(rule)
            if passed is None:
                state, colour, detail = UNCHECKED, "#757575", self.tr("needs a Start")
            elif passed:
                state, colour, detail = PASSED, PASSED_GREEN, ""
            else:
                state, colour = FAILED, FAILED_RED
                detail = translated(violation.message) if violation else ""
            label.setProperty("state", state)
            text = (f"<span style='color:{ink(label, colour)}'>{state}</span> "
                    f"{self.rule_title(rule)}")
            if detail:
                text += f"<br><small>{_escape(detail)}</small>"
            label.setText(text)
        self._show_goals(stats, validation, selected_goal)
        self.stats.setText(self.tr("Dead ends: {0} · loops: {1}").format(
            ", ".join(cell_name(c) for c in stats.dead_ends) or self.tr("none"), stats.loops))

    def _show_goals(self, stats: DungeonStats, validation: Validation,
                    selected: Cell | None) -> None:
        self.goals.blockSignals(True)
        self.goals.clear()
        current = None
        for goal in stats.goals:
            text = goal_line(goal)
            item = QListWidgetItem(("✘ " if goal.goal in validation.perilous_goals else "") + text)
            item.setData(Qt.ItemDataRole.UserRole, goal.goal)
            self.goals.addItem(item)
            if goal.goal == selected:
                current = item
        if current is not None:
            self.goals.setCurrentItem(current)
        self.goals.blockSignals(False)

    def select_goal(self, cell: Cell | None) -> None:
        for row in range(self.goals.count()):
            item = self.goals.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == cell:
                self.goals.setCurrentItem(item)
                return
        self.goals.setCurrentItem(None)

    def _goal_changed(self, current: QListWidgetItem | None, _previous: object) -> None:
        self.goal_selected.emit(
            current.data(Qt.ItemDataRole.UserRole) if current is not None else None)


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ValidationPanel", text, disambiguation, n)


def goal_line(goal: GoalStats) -> str:
    """A goal's shortest legal path in words (a legal path passes at most one of each hazard)."""
    kind = _tr("Exit") if goal.feature is Feature.EXIT else _tr("Chest")
    name = f"{kind} {cell_name(goal.goal)}"
    if goal.legal_length is None:
        return _tr("{0}: no legal path").format(name)
    steps = _tr("%n step(s)", "", goal.legal_length)
    hazards = [word for count, word in ((goal.traps, _tr("1 trap")),
                                        (goal.monsters, _tr("1 monster"))) if count]
    if not hazards:
        return _tr("{0}: {1}, no hazard on the way").format(name, steps)
    return _tr("{0}: {1}, past {2}").format(name, steps, _tr(" and ").join(hazards))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
