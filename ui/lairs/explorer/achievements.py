"""The achievements row of the player mat: Disarmed Traps, Opened Chests and Defeated Monsters,
three slots each, filled from the left; the monster slots show their VP (0, 2, +4) and the row
says whether an exit achievement holds. Reusable (explorer screen, map-sheet tracker)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from companion.lairs.board import Feature
from companion.lairs.exploration import achievement
from companion.lairs.scoring import MONSTER_SLOT_VP
from companion_ui.lairs.pieces import paint_feature
from companion_ui.shell.colours import readable

SLOT = 30.0
GAP = 6.0
GROUP_GAP = 18.0
MAT = QColor("#e9dcc0")
INK = QColor("#3b2f2a")
OPEN = QColor("#2e7d32")
_GROUPS = (Feature.TRAP, Feature.CHEST, Feature.MONSTER)


class AchievementsRow(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("achievementsRow")
        self.counts = {feature: 0 for feature in _GROUPS}
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)

    def set_counts(self, traps: int, chests: int, monsters: int) -> None:
        self.counts = {Feature.TRAP: traps, Feature.CHEST: chests, Feature.MONSTER: monsters}
        self.update()
        self.setToolTip(self.tr("Disarmed traps {0}, opened chests {1}, defeated monsters {2}. "
                                "Leaving needs 3 chests, 3 monsters, or 2 chests and 2 monsters."
                                ).format(traps, chests, monsters))

    @property
    def exit_open(self) -> bool:
        return achievement(self.counts[Feature.CHEST], self.counts[Feature.MONSTER])

    def sizeHint(self) -> QSize:
        width = 3 * (3 * SLOT + 2 * GAP) + 2 * GROUP_GAP + 2 * GAP
        return QSize(int(width), int(SLOT + 40))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def slot_rect(self, group: int, slot: int) -> QRectF:
        x = GAP + group * (3 * SLOT + 2 * GAP + GROUP_GAP) + slot * (SLOT + GAP)
        return QRectF(x, 16, SLOT, SLOT)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        labels = (self.tr("Disarmed traps"), self.tr("Opened chests"),
                  self.tr("Defeated monsters"))
        small = painter.font()
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        painter.setFont(small)
        text = self.palette().windowText().color()  # labels sit on the window, not the mat
        for group, feature in enumerate(_GROUPS):
            first = self.slot_rect(group, 0)
            painter.setPen(text)
            painter.drawText(QRectF(first.left(), 0, 3 * SLOT + 2 * GAP, 15),
                             Qt.AlignmentFlag.AlignLeft, labels[group])
            for slot in range(3):
                rect = self.slot_rect(group, slot)
                painter.setPen(QPen(INK, 1, Qt.PenStyle.DashLine))
                painter.setBrush(MAT)
                painter.drawRoundedRect(rect, 4, 4)
                if slot < self.counts[feature]:
                    paint_feature(painter, feature, rect)
                if feature is Feature.MONSTER:
                    painter.setPen(text)
                    vp = MONSTER_SLOT_VP[slot]
                    painter.drawText(QRectF(rect.left(), rect.bottom() + 1, SLOT, 14),
                                     Qt.AlignmentFlag.AlignCenter,
                                     f"+{vp}" if slot == 2 else str(vp))
        page = self.palette().window().color()
        painter.setPen(readable(OPEN, page) if self.exit_open else text)
        painter.drawText(QRectF(GAP, SLOT + 20, self.width(), 16), Qt.AlignmentFlag.AlignLeft,
                         self.tr("Exit open") if self.exit_open else "")
        painter.end()
