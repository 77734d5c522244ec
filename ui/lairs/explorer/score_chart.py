"""The score chart of the map sheet: treasures (face-up with why, face-down), defeated
monsters, exiting, other, total — one column per player. Reusable; renders ``ScoreSheet``s."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from companion.lairs.scoring import ScoreSheet
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating


class ScoreChartWidget(Retranslating, QTableWidget):
    """The rows name themselves; the columns come from ``set_sheets`` (the window's refresh,
    also after a language change)."""

    ROWS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.ROWS, 0, parent)
        self.setObjectName("scoreChart")
        self.retranslate()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setWordWrap(True)

    def retranslate(self) -> None:
        self.setVerticalHeaderLabels([
            self.tr("Face-up treasures"), self.tr("Face-down treasures"),
            self.tr("Defeated monsters"), self.tr("Exiting"), self.tr("Other"),
            self.tr("Total"),
        ])

    def set_sheets(self, names: Sequence[str], sheets: Sequence[ScoreSheet]) -> None:
        self.setColumnCount(len(sheets))
        self.setHorizontalHeaderLabels(list(names))
        bold = QFont(self.font())
        bold.setBold(True)
        for column, sheet in enumerate(sheets):
            up = sheet.treasures.face_up
            lines = [f"{translated(c.card.name)}: {c.points} ({translated(c.why)})" for c in up]
            face_up_points = sum(c.points for c in up)
            rows = [
                (f"{face_up_points}\n" + "\n".join(lines)) if lines else "0",
                self.tr("{0} × 1").format(len(sheet.treasures.face_down)),
                str(sheet.monsters),
                str(sheet.exiting),
                str(sheet.other),
                str(sheet.total),
            ]
            for row, text in enumerate(rows):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if row == self.ROWS - 1:
                    item.setFont(bold)
                self.setItem(row, column, item)
        self.resizeRowsToContents()
        # As tall as its rows and no taller: the space below a short chart was left blank.
        self.setMaximumHeight(self.horizontalHeader().height() + self.verticalHeader().length()
                              + 2 * self.frameWidth())

    def total(self, column: int) -> int:
        item = self.item(self.ROWS - 1, column)
        return int(item.text()) if item is not None else 0
