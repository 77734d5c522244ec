"""Boards of the game, built on the dungeon editor's ``BoardScene``:

- ``FogMapScene``: the explorer's map sheet — Unknown cells dark, Known cells with the "known"
  circle, learned walls and features, features that are gone shaded out, monster targets written
  in, and the tracker token. It is drawn from an ``ExplorerView`` only, so it cannot show what the
  explorer has not learned.
- ``BuilderBoardScene``: the builder's own full board with the opponent explorer's token.
- ``ClickableBoardView``: a ``BoardView`` that reports clicked cells.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QWidget

from companion.lairs.board import CELLS, SIZE, Cell, Direction, Dungeon, step, wall
from companion.lairs.views import BuilderView, ExplorerMap, ExplorerView
from ui.lairs.board_scene import CELL, INK, BoardScene, BoardView, FeatureItem, cell_at, cell_rect

FOG = QColor("#2f2a26")
GONE = QBrush(QColor(59, 47, 42, 90), Qt.BrushStyle.BDiagPattern)
SEEN = QBrush(QColor(25, 118, 210, 40))
TOKEN = QColor("#1976d2")
Z_TOKEN = 20


class _MapScene(BoardScene):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._extras: list[QGraphicsItem] = []
        self.token: QGraphicsEllipseItem | None = None

    def _clear_extras(self) -> None:
        for item in self._extras:
            self.removeItem(item)
        self._extras = []

    def _place_token(self, cell: Cell | None, colour: QColor) -> None:
        if self.token is None:
            self.token = self.addEllipse(QRectF(0, 0, CELL * 0.42, CELL * 0.42),
                                         QPen(Qt.GlobalColor.white, 3), QBrush(colour))
            self.token.setZValue(Z_TOKEN)
        self.token.setVisible(cell is not None)
        if cell is not None:
            rect = cell_rect(cell)
            self.token.setPos(rect.right() - CELL * 0.48, rect.bottom() - CELL * 0.48)

    def token_cell(self) -> Cell | None:
        if self.token is None or not self.token.isVisible():
            return None
        return cell_at(self.token.sceneBoundingRect().center())

    def _text(self, cell: Cell, text: str, colour: QColor) -> None:
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        item = self.addSimpleText(text, font)
        item.setBrush(colour)
        item.setZValue(Z_TOKEN - 1)
        rect = cell_rect(cell)
        item.setPos(rect.left() + 4, rect.top() + 2)
        item.setData(0, cell)
        self._extras.append(item)


class FogMapScene(_MapScene):
    """The explorer's map sheet of the opponent's dungeon."""

    def show_explorer(self, view: ExplorerView) -> None:
        self.show_map(view.map)

    def show_map(self, sheet: ExplorerMap) -> None:
        """Draw a map sheet: the Known cells and the explorer's position."""
        known = sheet.cells
        walls = set()
        for cell, info in known.items():
            for direction in Direction:
                other = step(cell, direction)
                if other is not None and info.wall(direction):
                    walls.add(wall(cell, other))
        features = {c: info.feature for c, info in known.items() if info.feature is not None}
        self.set_dungeon(Dungeon(frozenset(walls), features))
        self.set_shading("fog", [c for c in CELLS if c not in known], QBrush(FOG))
        gone = [c for c, info in known.items() if info.learned is not None and info.feature is None]
        self.set_shading("gone", gone, GONE)
        self._clear_extras()
        for cell in gone:  # a shaded-out symbol, as the paper sheet has it
            feature = known[cell].learned
            assert feature is not None
            item = FeatureItem(feature, cell)
            item.setOpacity(0.3)
            self.addItem(item)
            self._extras.append(item)
        for cell, info in known.items():
            circle = self.addEllipse(QRectF(cell_rect(cell).right() - 14,
                                            cell_rect(cell).top() + 4, 10, 10), QPen(INK, 1.2))
            circle.setZValue(Z_TOKEN - 2)
            self._extras.append(circle)
            if info.target is not None:
                self._text(cell, str(info.target), QColor("#b3261e"))
        self._place_token(sheet.position, TOKEN)


class BuilderBoardScene(_MapScene):
    """The player's own dungeon with the opponent explorer on it (cells they know tinted)."""

    def show_builder(self, view: BuilderView) -> None:
        self.set_dungeon(Dungeon(view.dungeon.walls, view.features, view.dungeon.name))
        self.set_shading("seen", sorted(view.explorer_known), SEEN)
        gone = [c for c in view.dungeon.features if c not in view.features]
        self.set_shading("gone", gone, GONE)
        self._clear_extras()
        for cell, target in view.targets.items():
            self._text(cell, str(target), QColor("#b3261e"))
        self._place_token(view.explorer_position, QColor("#6a1b9a"))


class ClickableBoardView(BoardView):
    cell_clicked = Signal(int)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = cell_at(self.mapToScene(event.position().toPoint()))
        if cell is not None and event.button() == Qt.MouseButton.LeftButton:
            self.cell_clicked.emit(cell)
            return
        super().mousePressEvent(event)


def cell_point(cell: Cell) -> QPointF:
    """The scene point at a cell's centre (tests click there)."""
    row, col = divmod(cell, SIZE)
    return QPointF((col + 0.5) * CELL, (row + 0.5) * CELL)
