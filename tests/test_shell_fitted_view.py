"""The shared fitted view shows the whole scene, as large as fits, through resizes and growth."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from companion_ui.shell.fitted_view import FittedView


def shown(view: FittedView) -> QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_the_whole_scene_fits_and_follows_its_size(qtbot) -> None:
    scene = QGraphicsScene(0, 0, 1000, 500)
    view = FittedView(scene)
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.show()
    qtbot.waitExposed(view)
    assert shown(view).contains(QRectF(1, 1, 998, 498))
    assert view.transform().m11() < 0.5  # scaled down to fit the width
    scene.setSceneRect(0, 0, 2000, 500)
    assert shown(view).contains(QRectF(1, 1, 1998, 498))
    view.resize(900, 400)
    assert view.transform().m11() > 0.4  # grows with the view
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
