"""The Lairs board as on the paper map sheet: a 6×6 grid with row letters, column numbers, a
compass rose, walls and the feature pieces (``pieces.py``), plus overlays (cell shading,
marks, a path, a cursor).

Drawing only: no mouse or keyboard handling here, so the dungeon editor, the explorer's
fog-of-war map and the printed map sheet share it. Scene units: one cell is ``CELL`` wide;
the board's top-left corner is the origin.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from companion.lairs.board import CELLS, ROWS, SIZE, Cell, Dungeon, Feature, Wall
from companion_ui.lairs.pieces import paint_feature

CELL = 60.0
BOARD = CELL * SIZE
MARGIN = 34.0  # room for the coordinates
COMPASS_RADIUS = 26.0
COMPASS_CENTER = QPointF(BOARD + MARGIN + COMPASS_RADIUS, COMPASS_RADIUS + 8)

PAPER = QColor("#f4ecd8")
GRID = QColor("#c8b898")
INK = QColor("#3b2f2a")
WALL_WIDTH = 7.0
MARK = QColor("#c62828")
PATH = QColor(25, 118, 210, 170)
CURSOR = QColor("#1976d2")

# Stacking order of the layers.
Z_SHADING, Z_GRID, Z_PATH, Z_WALLS, Z_FEATURES, Z_MARKS, Z_CURSOR = range(1, 8)

def cell_rect(cell: Cell) -> QRectF:
    row, col = divmod(cell, SIZE)
    return QRectF(col * CELL, row * CELL, CELL, CELL)


def cell_center(cell: Cell) -> QPointF:
    return cell_rect(cell).center()


def cell_at(point: QPointF) -> Cell | None:
    col, row = math.floor(point.x() / CELL), math.floor(point.y() / CELL)
    if 0 <= row < SIZE and 0 <= col < SIZE:
        return row * SIZE + col
    return None


def wall_line(w: Wall) -> QLineF:
    """The border segment between a wall's two cells."""
    a, b = w
    ra, rb = cell_rect(a), cell_rect(b)
    if b == a + 1:  # east–west neighbours: a vertical segment
        return QLineF(ra.right(), ra.top(), ra.right(), ra.bottom())
    return QLineF(ra.left(), ra.bottom(), ra.right(), rb.top())


def slot_at(point: QPointF, tolerance: float = CELL * 0.2) -> Wall | None:
    """The interior wall slot nearest to ``point`` if it lies within ``tolerance`` of it."""
    x, y = point.x(), point.y()
    if not (0 <= x < BOARD and 0 <= y < BOARD):
        return None
    row, col = int(y // CELL), int(x // CELL)
    best: tuple[float, Wall] | None = None
    line_x = round(x / CELL)
    if 1 <= line_x < SIZE:  # near a vertical line between columns line_x-1 and line_x
        best = (abs(x - line_x * CELL), (row * SIZE + line_x - 1, row * SIZE + line_x))
    line_y = round(y / CELL)
    if 1 <= line_y < SIZE:
        distance = abs(y - line_y * CELL)
        if best is None or distance < best[0]:
            best = (distance, ((line_y - 1) * SIZE + col, line_y * SIZE + col))
    if best is None or best[0] > tolerance:
        return None
    return best[1]


class FeatureItem(QGraphicsItem):
    """One feature symbol on its cell."""

    def __init__(self, feature: Feature, cell: Cell) -> None:
        super().__init__()
        self.feature = feature
        self.cell = cell
        self.setZValue(Z_FEATURES)
        self.setPos(cell_rect(cell).topLeft())

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_feature(painter, self.feature, self.boundingRect())


class BoardScene(QGraphicsScene):
    """Draws a dungeon (fully or in part) and its overlays; the owner decides what to show."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QBrush(Qt.GlobalColor.white))
        self.dungeon = Dungeon()
        self.wall_items: dict[Wall, QGraphicsPathItem] = {}
        self.feature_items: dict[Cell, FeatureItem] = {}
        self._shading: dict[str, list[QGraphicsRectItem]] = {}
        self._marks: list[QGraphicsItem] = []
        self._path_item: QGraphicsPathItem | None = None
        self._cursor_item: QGraphicsRectItem | None = None
        self._draw_sheet()
        self.setSceneRect(QRectF(-MARGIN, -MARGIN, BOARD + 2 * MARGIN + 2 * COMPASS_RADIUS + 8,
                                 BOARD + 2 * MARGIN))

    # --- the fixed sheet -----------------------------------------------------------------------
    def _draw_sheet(self) -> None:
        paper = self.addRect(QRectF(0, 0, BOARD, BOARD), QPen(Qt.PenStyle.NoPen), QBrush(PAPER))
        paper.setZValue(0)
        grid = QPainterPath()
        for k in range(1, SIZE):
            grid.moveTo(k * CELL, 0)
            grid.lineTo(k * CELL, BOARD)
            grid.moveTo(0, k * CELL)
            grid.lineTo(BOARD, k * CELL)
        grid_item = self.addPath(grid, QPen(GRID, 1.2, Qt.PenStyle.DashLine))
        grid_item.setZValue(Z_GRID)
        frame = self.addRect(QRectF(0, 0, BOARD, BOARD), QPen(INK, WALL_WIDTH))
        frame.setZValue(Z_WALLS)
        font = QFont()
        font.setPixelSize(18)
        font.setBold(True)
        for index in range(SIZE):
            self._label(ROWS[index], font, QPointF(-MARGIN / 2 - 2, (index + 0.5) * CELL))
            self._label(str(index + 1), font, QPointF((index + 0.5) * CELL, -MARGIN / 2 - 2))
        self._draw_compass()

    def _label(self, text: str, font: QFont, center: QPointF) -> QGraphicsSimpleTextItem:
        item = self.addSimpleText(text, font)
        item.setBrush(INK)
        box = item.boundingRect()
        item.setPos(center.x() - box.width() / 2, center.y() - box.height() / 2)
        return item

    def _draw_compass(self) -> None:
        c, r = COMPASS_CENTER, COMPASS_RADIUS
        star = QPainterPath()
        for angle in range(0, 360, 45):
            length = r * (0.78 if angle % 90 == 0 else 0.42)
            tip = QPointF(c.x() + length * math.sin(math.radians(angle)),
                          c.y() - length * math.cos(math.radians(angle)))
            left = QPointF(c.x() + r * 0.12 * math.sin(math.radians(angle - 90)),
                           c.y() - r * 0.12 * math.cos(math.radians(angle - 90)))
            right = QPointF(c.x() + r * 0.12 * math.sin(math.radians(angle + 90)),
                            c.y() - r * 0.12 * math.cos(math.radians(angle + 90)))
            star.addPolygon(QPolygonF([left, tip, right, left]))
        item = self.addPath(star, QPen(INK, 1), QBrush(QColor("#d8c8a8")))
        item.setZValue(Z_GRID)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        self._compass_points = [(self._label("", font, c), dx, dy)
                                for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))]
        self._name_compass()
        ring = self.addEllipse(QRectF(c.x() - r * 0.2, c.y() - r * 0.2, r * 0.4, r * 0.4),
                               QPen(INK, 1), QBrush(PAPER))
        ring.setZValue(Z_GRID)

    def _name_compass(self) -> None:
        """The compass's letters in the language of the moment (Turkish K, D, G, B...)."""
        c, r = COMPASS_CENTER, COMPASS_RADIUS
        letters = (self.tr("N", "compass: north"), self.tr("E", "compass: east"),
                   self.tr("S", "compass: south"), self.tr("W", "compass: west"))
        for (item, dx, dy), text in zip(self._compass_points, letters, strict=True):
            item.setText(text)
            box = item.boundingRect()
            # A longer point name (Hungarian "Ny") steps outwards, clear of the rose.
            x = c.x() + dx * (r + 1 + max(0.0, box.width() / 2 - 4))
            item.setPos(x - box.width() / 2, c.y() + dy * (r + 1) - box.height() / 2)

    def event(self, event: QEvent) -> bool:
        # The window hands Qt's LanguageChange on to its child objects, this scene among them.
        if event.type() == QEvent.Type.LanguageChange:
            self._name_compass()
        return super().event(event)

    # --- the dungeon -----------------------------------------------------------------------------
    def set_dungeon(self, dungeon: Dungeon, cells: Iterable[Cell] | None = None) -> None:
        """Show a dungeon; with ``cells`` only those cells' walls and features (fog of war)."""
        shown = set(CELLS if cells is None else cells)
        self.dungeon = dungeon
        walls = {w for w in dungeon.walls if w[0] in shown or w[1] in shown}
        for w in set(self.wall_items) - walls:
            self.removeItem(self.wall_items.pop(w))
        for w in walls - set(self.wall_items):
            path = QPainterPath()
            line = wall_line(w)
            path.moveTo(line.p1())
            path.lineTo(line.p2())
            pen = QPen(INK, WALL_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            item = self.addPath(path, pen)
            item.setZValue(Z_WALLS)
            self.wall_items[w] = item
        features = {c: f for c, f in dungeon.features.items() if c in shown}
        for cell in list(self.feature_items):
            if features.get(cell) is not self.feature_items[cell].feature:
                self.removeItem(self.feature_items.pop(cell))
        for cell, feature in features.items():
            if cell not in self.feature_items:
                item = FeatureItem(feature, cell)
                self.addItem(item)
                self.feature_items[cell] = item

    # --- overlays ----------------------------------------------------------------------------
    def set_shading(self, layer: str, cells: Iterable[Cell], brush: QBrush) -> None:
        """Shade cells (e.g. unreachable ones, or unknown ones under fog); one list per layer."""
        for item in self._shading.pop(layer, []):
            self.removeItem(item)
        items = []
        for cell in cells:
            item = self.addRect(cell_rect(cell), QPen(Qt.PenStyle.NoPen), brush)
            item.setZValue(Z_SHADING)
            items.append(item)
        self._shading[layer] = items

    def shaded_cells(self, layer: str) -> list[Cell]:
        return [cell_at(item.rect().center()) for item in self._shading.get(layer, [])]

    def set_marks(self, cells: Iterable[Cell], colour: QColor = MARK) -> None:
        """Ring cells that need attention (e.g. goals without a legal path)."""
        for item in self._marks:
            self.removeItem(item)
        self._marks = []
        for cell in cells:
            rect = cell_rect(cell).adjusted(5, 5, -5, -5)
            item = self.addEllipse(rect, QPen(colour, 3.5, Qt.PenStyle.DashLine))
            item.setZValue(Z_MARKS)
            item.setData(0, cell)
            self._marks.append(item)

    def marked_cells(self) -> list[Cell]:
        return [item.data(0) for item in self._marks]

    def set_path(self, cells: Sequence[Cell] | None,
                 colour: QColor = PATH, width: float = 9) -> None:
        """Draw a path through cell centres (Start first), or clear it with None."""
        if self._path_item is not None:
            self.removeItem(self._path_item)
            self._path_item = None
        if not cells:
            return
        path = QPainterPath(cell_center(cells[0]))
        for cell in cells[1:]:
            path.lineTo(cell_center(cell))
        path.addEllipse(cell_center(cells[0]), 6, 6)
        pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        self._path_item = self.addPath(path, pen)
        self._path_item.setZValue(Z_PATH)
        self._path_item.setData(0, list(cells))

    def path_cells(self) -> list[Cell] | None:
        return self._path_item.data(0) if self._path_item is not None else None

    def set_cursor(self, cell: Cell | None, colour: QColor = CURSOR) -> None:
        """Outline one cell (keyboard cursor, selection)."""
        if self._cursor_item is None:
            self._cursor_item = self.addRect(QRectF(), QPen(colour, 3))
            self._cursor_item.setZValue(Z_CURSOR)
        self._cursor_item.setVisible(cell is not None)
        if cell is not None:
            self._cursor_item.setPen(QPen(colour, 3))
            self._cursor_item.setRect(cell_rect(cell).adjusted(3, 3, -3, -3))

    def overlays(self) -> list[QGraphicsItem]:
        items: list[QGraphicsItem] = [i for layer in self._shading.values() for i in layer]
        items += self._marks
        items += [i for i in (self._path_item, self._cursor_item) if i is not None]
        return items

    def render_sheet(self, painter: QPainter, target: QRectF) -> None:
        """Paint the map sheet (board, coordinates, compass, walls, features) without overlays,
        as for printing."""
        hidden = [item for item in self.overlays() if item.isVisible()]
        for item in hidden:
            item.setVisible(False)
        background = self.backgroundBrush()
        self.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        self.render(painter, target, self.sceneRect())
        self.setBackgroundBrush(background)
        for item in hidden:
            item.setVisible(True)
