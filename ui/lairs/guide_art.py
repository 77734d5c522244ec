"""Lairs' rules guide shows the pieces of a lair: Start, chest, monster, trap and Exit, each on a
floor tile as on the board, and the explorer's pawn."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from companion.lairs.board import Feature
from companion_ui.lairs.pieces import EXPLORER_ART_COLOUR, paint_explorer, paint_feature
from companion_ui.shell.guide_art import GuideArt, aspect_of, row

PIECES = (Feature.START, Feature.CHEST, Feature.MONSTER, Feature.TRAP, Feature.EXIT)
FLOOR, WALL = "#efe6d2", "#5b4a3a"


def paint_lair(painter: QPainter, box: QRectF) -> None:
    tiles = row(box, len(PIECES) + 1, 1.0)
    painter.setPen(QPen(QColor(WALL), max(1.0, box.height() / 30)))
    painter.setBrush(QColor(FLOOR))
    for feature, tile in zip(PIECES, tiles, strict=False):
        painter.drawRoundedRect(tile, tile.width() / 10, tile.width() / 10)
        paint_feature(painter, feature, tile)
    paint_explorer(painter, QColor(EXPLORER_ART_COLOUR), tiles[-1])


GUIDE_ART = GuideArt(aspect_of(len(PIECES) + 1, 1.0), paint_lair)
