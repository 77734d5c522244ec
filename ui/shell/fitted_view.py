"""The view every game's board or table is shown in: the whole scene, as large as fits."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget


class FittedView(QGraphicsView):
    """Shows its whole scene scaled to fit, keeping its proportions, whenever the view is shown
    or resized or the scene changes size (no scroll bars: nothing is ever out of sight)."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(200, 160)  # it scales: small screens (a laptop at 200%) too
        scene.sceneRectChanged.connect(self._scene_resized)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _scene_resized(self, _rect: QRectF) -> None:
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
