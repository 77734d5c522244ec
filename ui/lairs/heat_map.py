"""Where explorers got hurt, drawn on a dungeon board: a red wash as deep as the cubes fatigued
on each cell (per run, on average), with that number written in its corner; the tooltip adds
the strikes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem

from companion.lairs.board import CELLS, Cell, cell_name
from companion.lairs.difficulty import Heat
from ui.lairs.board_scene import Z_MARKS, Z_SHADING, BoardScene, cell_rect

HEAT = QColor(198, 40, 40)
_FAINTEST, _DEEPEST = 35, 200  # alpha of the least and the most hurt cell


def tr(text: str) -> str:
    return QCoreApplication.translate("HeatOverlay", text)


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
            alpha = round(_FAINTEST + (_DEEPEST - _FAINTEST) * max(fatigue, strikes) / hottest)
            wash = self.scene.addRect(cell_rect(cell), QPen(Qt.PenStyle.NoPen),
                                      QBrush(QColor(HEAT.red(), HEAT.green(), HEAT.blue(),
                                                    alpha)))
            wash.setZValue(Z_SHADING)
            wash.setToolTip(tr("{0}: {1:.1f} strikes and {2:.1f} cubes fatigued a run").format(
                cell_name(cell), strikes, fatigue))
            self.washes[cell] = alpha
            label = self.scene.addSimpleText(f"{fatigue:.1f}", font)
            label.setBrush(QBrush(QColor("#ffffff") if alpha > 120 else HEAT.darker(160)))
            # Top right: clear of the feature in the middle and of walls drawn on the edges.
            width = label.boundingRect().width()
            label.setPos(cell_rect(cell).topRight() + QPointF(-width - 6, 5))
            label.setZValue(Z_MARKS)
            self.items += [wash, label]
