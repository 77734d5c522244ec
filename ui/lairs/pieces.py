"""The Lairs pieces — Start flag, Exit door, chest, Hungry Blob, Greased Pit — drawn from the
SVG art in resources/lairs/pieces. This is the one piece painter: the editor, the play map, the
Builder's console, the map sheet, the palette icons and the PNG/PDF exports all call it, so a
piece looks the same everywhere (and stays vector art in a PDF)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from companion.core.resources import resource
from companion.lairs.board import Feature

# A piece fills this share of its square, leaving the cell's corners for marks and tokens.
PIECE_SHARE = 0.8


@cache
def piece_renderer(feature: Feature) -> QSvgRenderer:
    art = resource("lairs", "pieces", f"{feature.value}.svg").read_bytes()
    return QSvgRenderer(QByteArray(art))


def piece_rect(rect: QRectF, share: float = PIECE_SHARE) -> QRectF:
    """The square, centred in ``rect``, that a piece is drawn into."""
    side = min(rect.width(), rect.height()) * share
    square = QRectF(0, 0, side, side)
    square.moveCenter(rect.center())
    return square


def paint_feature(painter: QPainter, feature: Feature, rect: QRectF,
                  share: float = PIECE_SHARE) -> None:
    """Draw a feature's piece centred in ``rect`` (cells, icons, legends, achievement slots)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    piece_renderer(feature).render(painter, piece_rect(rect, share))
    painter.restore()
