"""Where explorers got hurt, drawn on a dungeon board: a red wash as deep as the cubes fatigued
on each cell (per run, on average), with that number written in its corner; the tooltip adds
the strikes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem

from companion.lairs.board import CELLS, Cell, cell_name
from companion.lairs.difficulty import Heat
from companion_ui.lairs.board_scene import Z_MARKS, Z_SHADING, BoardScene, cell_rect
from companion_ui.shell.messages import decimal

HEAT = QColor(198, 40, 40)
_FAINTEST, _DEEPEST = 35, 200  # alpha of the least and the most hurt cell


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("HeatOverlay", text, disambiguation, n)


def heat_alpha(value: float, hottest: float) -> int:
    return round(_FAINTEST + (_DEEPEST - _FAINTEST) * value / max(hottest, 1e-9))


class BoardHeat:
    """The heat on a board that is also printed (the dungeon editor's): washes only, drawn as
    the scene's shading layers, so exports and the printed sheet leave them out."""

    LAYER = "heat:"

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.cells: list[Cell] = []

    def show(self, heat: Heat | None) -> None:
        for cell in self.cells:
            self.scene.set_shading(f"{self.LAYER}{cell}", [], QBrush())
        self.cells = []
        if heat is None:
            return
        hottest = max(heat.hottest, max(heat.strikes, default=0.0))
        for cell in CELLS:
            value = max(heat.fatigue[cell], heat.strikes[cell])
            if value:
                colour = QColor(HEAT.red(), HEAT.green(), HEAT.blue(), heat_alpha(value, hottest))
                self.scene.set_shading(f"{self.LAYER}{cell}", [cell], QBrush(colour))
                self.cells.append(cell)


class HeatOverlay:
    """Owns the heat items on one board scene (shown, replaced or cleared together)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []
        self.washes: dict[Cell, int] = {}  # cell → alpha of its wash (what the eye sees)

    def show(self, heat: Heat | None, hottest: float | None = None) -> None:
        """Draw ``heat``; ``hottest`` sets the deepest red (default: this heat's own most hurt
        cell; side by side, both boards use the larger so they read alike)."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items, self.washes = [], {}
        if heat is None:
            return
        hottest = max(hottest or 0.0, heat.hottest, max(heat.strikes, default=0.0), 1e-9)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        for cell in CELLS:
            fatigue, strikes = heat.fatigue[cell], heat.strikes[cell]
            if not fatigue and not strikes:
                continue
            alpha = heat_alpha(max(fatigue, strikes), hottest)
            wash = self.scene.addRect(cell_rect(cell), QPen(Qt.PenStyle.NoPen),
                                      QBrush(QColor(HEAT.red(), HEAT.green(), HEAT.blue(),
                                                    alpha)))
            wash.setZValue(Z_SHADING)
            wash.setToolTip(tr("{0}: {1} strikes and {2} cubes fatigued a run").format(
                cell_name(cell), decimal(strikes), decimal(fatigue)))
            self.washes[cell] = alpha
            label = self.scene.addSimpleText(decimal(fatigue), font)
            label.setBrush(QBrush(QColor("#ffffff") if alpha > 120 else HEAT.darker(160)))
            # Top right: clear of the feature in the middle and of walls drawn on the edges.
            width = label.boundingRect().width()
            label.setPos(cell_rect(cell).topRight() + QPointF(-width - 6, 5))
            label.setZValue(Z_MARKS)
            self.items += [wash, label]
