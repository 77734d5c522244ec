"""The map area of the Explorer's paper sheet, drawn on the editor's ``BoardScene``: Known
circles, pencilled walls, feature symbols (shaded when dealt with), written targets and the
tracker token. It shows what the player drew (``MapSheet``), right or wrong.

Mouse: with the Wall tool a click near a border between two cells reports that wall slot;
with any other tool a click reports the cell. The window decides what the click does.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from companion.lairs.board import CELLS, Cell, Dungeon
from companion.lairs.tabletop.map_sheet import MapSheet
from companion_ui.lairs.board_scene import CELL, INK, BoardScene, cell_at, cell_rect, slot_at

SHADE = QBrush(QColor(59, 47, 42, 110), Qt.BrushStyle.BDiagPattern)
UNKNOWN = QBrush(QColor(0, 0, 0, 14))
TOKEN = QColor("#1976d2")
TARGET = QColor("#b3261e")
Z_EXTRAS = 20
WALL_TOLERANCE = CELL * 0.3


class MapSheetScene(BoardScene):
    cell_clicked = Signal(int)
    wall_clicked = Signal(object)  # Wall

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wall_mode = False
        self._extras: list[QGraphicsItem] = []
        self.token = self.addEllipse(QRectF(0, 0, CELL * 0.42, CELL * 0.42),
                                     QPen(Qt.GlobalColor.white, 3), QBrush(TOKEN))
        self.token.setZValue(Z_EXTRAS + 1)
        self.token.setVisible(False)
        self.sheet = MapSheet()

    def show_sheet(self, sheet: MapSheet) -> None:
        self.sheet = sheet
        self.set_dungeon(Dungeon(sheet.walls, sheet.symbols))
        self.set_shading("unknown", [c for c in CELLS if c not in sheet.known], UNKNOWN)
        self.set_shading("shaded", sorted(sheet.shaded), SHADE)
        for cell, item in self.feature_items.items():
            item.setOpacity(0.35 if cell in sheet.shaded else 1.0)
        for item in self._extras:
            self.removeItem(item)
        self._extras = []
        for cell in sorted(sheet.known):  # the Known circle, drawn first on the paper
            rect = cell_rect(cell)
            circle = self.addEllipse(QRectF(rect.right() - 15, rect.top() + 4, 11, 11),
                                     QPen(INK, 1.5))
            circle.setZValue(Z_EXTRAS)
            circle.setData(0, cell)
            self._extras.append(circle)
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        for cell, target in sorted(sheet.targets.items()):
            text = self.addSimpleText(str(target), font)
            text.setBrush(TARGET)
            text.setZValue(Z_EXTRAS)
            text.setPos(cell_rect(cell).left() + 4, cell_rect(cell).top() + 2)
            text.setData(0, cell)
            self._extras.append(text)
        self.token.setVisible(sheet.tracker is not None)
        if sheet.tracker is not None:
            rect = cell_rect(sheet.tracker)
            self.token.setPos(rect.right() - CELL * 0.48, rect.bottom() - CELL * 0.48)

    def known_circles(self) -> list[Cell]:
        return [item.data(0) for item in self._extras if isinstance(item, QGraphicsEllipseItem)]

    def written_targets(self) -> dict[Cell, str]:
        return {item.data(0): item.text() for item in self._extras if hasattr(item, "text")}

    def token_cell(self) -> Cell | None:
        if not self.token.isVisible():
            return None
        return cell_at(self.token.sceneBoundingRect().center())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        pos = event.scenePos()
        if self.wall_mode:
            slot = slot_at(pos, WALL_TOLERANCE)
            if slot is not None:
                self.wall_clicked.emit(slot)
            return
        cell = cell_at(pos)
        if cell is not None:
            self.cell_clicked.emit(cell)
