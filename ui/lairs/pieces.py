"""The Lairs pieces — Start flag, Exit door, chest, Hungry Blob, Greased Pit, and the explorer's
pawn — drawn from the SVG art in resources/lairs/pieces. This is the one piece painter: the
editor, the play map, the Builder's console, the map sheet, the palette icons and the PNG/PDF
exports all call it, so a piece looks the same everywhere (and stays vector art in a PDF)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtSvg import QSvgRenderer

from companion.core.resources import resource
from companion.lairs.board import Feature

# A piece fills this share of its square, leaving the cell's corners for marks and tokens.
PIECE_SHARE = 0.8
# The explorer's art is drawn in this colour; each explorer's token gets its own.
EXPLORER_ART_COLOUR = "#1976d2"


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


@cache
def _explorer_renderer(colour: str) -> QSvgRenderer:
    art = resource("lairs", "pieces", "explorer.svg").read_text(encoding="utf-8")
    return QSvgRenderer(QByteArray(art.replace(EXPLORER_ART_COLOUR, colour).encode()))


def paint_explorer(painter: QPainter, colour: QColor, rect: QRectF) -> None:
    """Draw an explorer's pawn in ``colour`` filling the square centred in ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _explorer_renderer(colour.name()).render(painter, piece_rect(rect, 1.0))
    painter.restore()
