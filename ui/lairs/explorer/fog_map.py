"""Boards of the game, built on the dungeon editor's ``BoardScene``:

- ``FogMapScene``: the explorer's map sheet — Unknown cells dark, Known cells with the "known"
  circle, learned walls and features, features that are gone shaded out, monster targets written
  in, and the tracker token. It is drawn from an ``ExplorerView`` only, so it cannot show what the
  explorer has not learned.
- ``BuilderBoardScene``: the builder's own full board with the opponent explorer's token.
- ``ClickableBoardView``: a ``FittedView`` that reports clicked cells; cells it is told are
  targets get a pointing hand; a cell's tooltip says what the map shows there and what a click
  does.

Both maps can light up target cells (the legal targets of the chosen action) and draw a trail
(where an explorer went this turn, or all game).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from companion.lairs.board import CELLS, SIZE, Cell, Direction, Dungeon, step, wall
from companion.lairs.views import BuilderView, ExplorerMap, ExplorerView
from companion_ui.lairs.board_scene import (
    CELL,
    INK,
    WALL_WIDTH,
    Z_GRID,
    BoardScene,
    FeatureItem,
    cell_at,
    cell_rect,
    wall_line,
)
from companion_ui.lairs.pieces import paint_explorer
from companion_ui.shell.fitted_view import FittedView

FOG = QColor("#2f2a26")
GONE = QBrush(QColor(59, 47, 42, 90), Qt.BrushStyle.BDiagPattern)
SEEN = QBrush(QColor(25, 118, 210, 40))
TOKEN = QColor("#1976d2")
# A wall beside an Unknown cell is lit like torchlight: ink on fog would not show.
WALL_ON_FOG = QColor("#f0b44c")
TARGET = QColor("#ffd54f")
TARGET_ON_FOG = QColor(255, 236, 150, 230)
TRAIL = QColor(25, 118, 210, 150)
Z_TOKEN = 20
SLIDE_MS = 260  # shorter than a bot's pause between two moves


class ExplorerToken(QGraphicsItem):
    """An explorer's pawn, standing in the lower right of its cell (the piece keeps the
    middle)."""

    SIDE = CELL * 0.5

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.cell: Cell | None = None
        self.setZValue(Z_TOKEN)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.SIDE, self.SIDE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_explorer(painter, self.colour, self.boundingRect())


class _MapScene(BoardScene):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._extras: list[QGraphicsItem] = []
        self._targets: list[QGraphicsRectItem] = []
        self.token: ExplorerToken | None = None
        self._slide = QVariantAnimation(self)
        self._slide.setDuration(SLIDE_MS)
        self._slide.setEasingCurve(QEasingCurve.Type.InOutQuad)

    def show_targets(self, cells: Iterable[Cell]) -> None:
        """Light up the cells a click can act on (bright on paper and on fog alike)."""
        for item in self._targets:
            self.removeItem(item)
        self._targets = []
        fill = QColor(TARGET)
        fill.setAlpha(170)
        fogged = set(self.shaded_cells("fog"))
        for cell in sorted(set(cells)):
            # Over the fog the light is paler: yellow on near-black reads as mud.
            brush = QBrush(TARGET_ON_FOG if cell in fogged else fill)
            item = self.addRect(cell_rect(cell).adjusted(4, 4, -4, -4),
                                QPen(TARGET, 4, Qt.PenStyle.SolidLine), brush)
            item.setZValue(Z_GRID + 0.5)  # above the fog, below walls and pieces
            item.setData(0, cell)
            self._targets.append(item)

    def target_cells(self) -> list[Cell]:
        return [item.data(0) for item in self._targets]

    def show_trail(self, cells: list[Cell], width: float = 7) -> None:
        """Where an explorer went, as a line through the cells (nothing for fewer than two)."""
        self.set_path(cells if len(cells) > 1 else None, TRAIL, width)

    def _clear_extras(self) -> None:
        for item in self._extras:
            self.removeItem(item)
        self._extras = []

    def _place_token(self, cell: Cell | None, colour: QColor) -> None:
        """Stand the pawn on a cell; from one cell to another it slides, so a move (the
        opponent's above all) can be followed by eye."""
        if self.token is None:
            self.token = ExplorerToken(colour)
            self.addItem(self.token)
            self._slide.valueChanged.connect(self.token.setPos)
        token = self.token
        moving = token.cell is not None and cell is not None and token.cell != cell
        self._slide.stop()
        token.setVisible(cell is not None)
        if cell is not None:
            rect = cell_rect(cell)
            side = ExplorerToken.SIDE
            corner = QPointF(rect.right() - side * 0.95, rect.bottom() - side * 1.02)
            if moving:
                self._slide.setStartValue(token.pos())
                self._slide.setEndValue(corner)
                self._slide.start()
            else:
                token.setPos(corner)
        token.cell = cell

    def token_cell(self) -> Cell | None:
        """The cell the pawn stands on (or is sliding to)."""
        if self.token is None or not self.token.isVisible():
            return None
        return self.token.cell

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
        self._light_walls_on_fog(known)
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


    def _light_walls_on_fog(self, known: Mapping[Cell, object]) -> None:
        for w, item in self.wall_items.items():
            line = wall_line(w)
            path = QPainterPath(line.p1())
            path.lineTo(line.p2())
            if w[0] in known and w[1] in known:
                item.setPath(path)
                item.setPen(QPen(INK, WALL_WIDTH, Qt.PenStyle.SolidLine,
                                 Qt.PenCapStyle.RoundCap))
                item.setBrush(Qt.BrushStyle.NoBrush)
                continue
            stroker = QPainterPathStroker()
            stroker.setWidth(WALL_WIDTH)
            stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
            item.setPath(stroker.createStroke(path))
            item.setPen(QPen(INK, 1.5))
            item.setBrush(WALL_ON_FOG)

    def walls_on_fog(self) -> list[tuple[Cell, Cell]]:
        return [w for w, item in self.wall_items.items()
                if item.brush().color() == WALL_ON_FOG]


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


class ClickableBoardView(FittedView):
    cell_clicked = Signal(int)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setMouseTracking(True)
        self.lit: dict[Cell, str] = {}  # target cell → what a click there does
        self.notes: dict[Cell, str] = {}  # any cell → what the map says about it

    def set_lit(self, lit: Mapping[Cell, str]) -> None:
        self.lit = dict(lit)

    def set_notes(self, notes: Mapping[Cell, str]) -> None:
        self.notes = dict(notes)

    def tip(self, cell: Cell) -> str:
        """A cell's tooltip: what the map says about it, then what a click there does."""
        return "\n".join(t for t in (self.notes.get(cell, ""), self.lit.get(cell, "")) if t)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = cell_at(self.mapToScene(event.position().toPoint()))
        if cell in self.lit:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.viewport().unsetCursor()
        tip = self.tip(cell) if cell is not None else ""
        if tip:
            QToolTip.showText(event.globalPosition().toPoint(), tip, self)
        else:
            QToolTip.hideText()
        super().mouseMoveEvent(event)

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
