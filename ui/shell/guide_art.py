"""The pieces a rules guide's banner shows: each game draws its own (Coup's characters, Lairs'
pieces, Scout's cards, Intrige's scholars) with the art its table uses.

A game's UI package offers them in a ``guide_art`` module exposing ``GUIDE_ART``; a game without
one shows its badge alone.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QSizePolicy, QWidget

BANNER_HEIGHT = 84


@dataclass(frozen=True)
class GuideArt:
    """``paint(painter, box)`` draws the pieces into a box ``aspect`` times as wide as high."""

    aspect: float
    paint: Callable[[QPainter, QRectF], None]


def guide_art(game: str) -> GuideArt | None:
    name = f"companion_ui.{game}.guide_art"
    if (importlib.util.find_spec(f"companion_ui.{game}") is None
            or importlib.util.find_spec(name) is None):
        return None
    art = getattr(importlib.import_module(name), "GUIDE_ART", None)
    return art if isinstance(art, GuideArt) else None


class GuideArtView(QWidget):
    """The game's pieces, as large as the banner allows, drawn right-aligned (and smaller when
    the window is narrow, never cut off)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art: GuideArt | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(BANNER_HEIGHT)

    def show_art(self, art: GuideArt | None) -> None:
        self.art = art
        self.update()

    def sizeHint(self) -> QSize:
        # Only the room the title leaves: the pieces give way first on a narrow window.
        return QSize(0, BANNER_HEIGHT)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.art is None:
            return
        height = min(float(self.height()), self.width() / self.art.aspect)
        width = height * self.art.aspect
        box = QRectF(self.width() - width, (self.height() - height) / 2, width, height)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.art.paint(painter, box)
        painter.end()


def aspect_of(count: int, item_aspect: float, gap_share: float = 0.12) -> float:
    """The width/height of a row of ``count`` items of ``item_aspect`` (width/height), with
    gaps of ``gap_share`` of an item's width."""
    return item_aspect * (count + (count - 1) * gap_share)


def row(box: QRectF, count: int, item_aspect: float, gap_share: float = 0.12) -> list[QRectF]:
    """The boxes of such a row laid across ``box`` (a box of ``aspect_of`` those)."""
    width = box.height() * item_aspect
    return [QRectF(box.left() + index * width * (1 + gap_share), box.top(), width, box.height())
            for index in range(count)]


def paint_items(painter: QPainter, box: QRectF, items: list[QGraphicsItem]) -> None:
    """Table items (cards, tokens) placed in their own scene, drawn to fill ``box``."""
    scene = QGraphicsScene()
    for item in items:
        scene.addItem(item)
    scene.render(painter, box, scene.itemsBoundingRect())
