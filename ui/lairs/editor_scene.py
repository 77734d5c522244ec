"""Mouse and keyboard editing on top of the drawn board: the scene turns gestures into requests
(toggle this wall, place here, move from/to, remove) and the editor window decides and records
them as undoable edits.

Mouse: click near a border between two cells toggles a wall; click a cell places the palette's
feature (or selects the feature there); drag a feature to move it; right-click removes it.
Keyboard: arrows move the cursor; Shift+arrow toggles the wall on that side; Ctrl+arrow moves the
feature under the cursor; S, X, C, M, T place start, exit, chest, monster, trap; Enter/Space acts
like a click; Delete/Backspace removes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from companion.lairs.board import Cell, Direction, Feature, Wall, step
from companion_ui.lairs.board_scene import (
    GRID,
    WALL_WIDTH,
    Z_CURSOR,
    BoardScene,
    FeatureItem,
    cell_at,
    slot_at,
    wall_line,
)

FEATURE_KEYS = {
    Qt.Key.Key_S: Feature.START, Qt.Key.Key_X: Feature.EXIT, Qt.Key.Key_C: Feature.CHEST,
    Qt.Key.Key_M: Feature.MONSTER, Qt.Key.Key_T: Feature.TRAP,
}
ARROWS = {
    Qt.Key.Key_Up: Direction.NORTH, Qt.Key.Key_Right: Direction.EAST,
    Qt.Key.Key_Down: Direction.SOUTH, Qt.Key.Key_Left: Direction.WEST,
}


class EditorScene(BoardScene):
    wall_clicked = Signal(object)  # Wall
    cell_clicked = Signal(int)  # place the palette's feature, or select what is there
    place_requested = Signal(int, object)  # cell, Feature
    move_requested = Signal(int, int)  # source, target
    remove_requested = Signal(int)
    cursor_moved = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cursor: Cell = 0
        self._drag_source: Cell | None = None
        self._drag_ghost: FeatureItem | None = None
        self._drag_moved = False
        self._hover = QGraphicsPathItem()
        self._hover.setPen(QPen(GRID.darker(150), WALL_WIDTH, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
        self._hover.setOpacity(0.55)
        self._hover.setZValue(Z_CURSOR)
        self._hover.setVisible(False)
        self.addItem(self._hover)
        self.set_cursor(self.cursor)

    def move_cursor(self, cell: Cell) -> None:
        self.cursor = cell
        self.set_cursor(cell)
        self.cursor_moved.emit(cell)

    # --- mouse ---------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        cell = cell_at(pos)
        if event.button() == Qt.MouseButton.RightButton:
            if cell is not None and cell in self.dungeon.features:
                self.move_cursor(cell)
                self.remove_requested.emit(cell)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        slot = slot_at(pos)
        if slot is not None:
            self.wall_clicked.emit(slot)
            return
        if cell is None:
            return
        self.move_cursor(cell)
        if cell in self.dungeon.features:
            self._start_drag(cell, pos)
        else:
            self.cell_clicked.emit(cell)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._drag_ghost is not None:
            self._drag_moved = True
            self._drag_ghost.setPos(pos - QPointF(30, 30))
            return
        self.show_hover(slot_at(pos))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag_ghost is None or self._drag_source is None:
            return
        source, target = self._drag_source, cell_at(event.scenePos())
        self.removeItem(self._drag_ghost)
        self._drag_ghost, self._drag_source = None, None
        if target is None or target == source or not self._drag_moved:
            self.cell_clicked.emit(source)
        else:
            self.move_requested.emit(source, target)

    def _start_drag(self, cell: Cell, pos: QPointF) -> None:
        self._drag_source, self._drag_moved = cell, False
        self._drag_ghost = FeatureItem(self.dungeon.features[cell], cell)
        self._drag_ghost.setOpacity(0.6)
        self._drag_ghost.setZValue(Z_CURSOR + 1)
        self._drag_ghost.setPos(pos - QPointF(30, 30))
        self.addItem(self._drag_ghost)

    def event(self, event: QEvent) -> bool:
        # The mouse left the view (a view sends the scene GraphicsSceneLeave): no slot preview.
        if event.type() in (QEvent.Type.GraphicsSceneLeave, QEvent.Type.Leave):
            self.show_hover(None)
        return super().event(event)

    def overlays(self) -> list[QGraphicsItem]:
        """The editor's own aids are overlays too: never printed or exported."""
        ghost = [self._drag_ghost] if self._drag_ghost is not None else []
        return [*super().overlays(), self._hover, *ghost]

    def show_hover(self, slot: Wall | None) -> None:
        """Preview the wall slot a click would toggle."""
        self._hover.setVisible(slot is not None)
        if slot is not None:
            line = wall_line(slot)
            path = QPainterPath(line.p1())
            path.lineTo(line.p2())
            self._hover.setPath(path)

    # --- keyboard ------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        modifiers = event.modifiers()
        if key in ARROWS:
            direction = ARROWS[key]
            neighbour = step(self.cursor, direction)
            if neighbour is None:
                return
            if modifiers & Qt.KeyboardModifier.ShiftModifier:
                self.wall_clicked.emit((min(self.cursor, neighbour), max(self.cursor, neighbour)))
            elif modifiers & Qt.KeyboardModifier.ControlModifier:
                self.move_requested.emit(self.cursor, neighbour)
            else:
                self.move_cursor(neighbour)
        elif key in FEATURE_KEYS and not modifiers & Qt.KeyboardModifier.ControlModifier:
            self.place_requested.emit(self.cursor, FEATURE_KEYS[key])
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_requested.emit(self.cursor)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.cell_clicked.emit(self.cursor)
        else:
            super().keyPressEvent(event)
