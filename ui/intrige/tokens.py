"""Scholar tokens: a disc in the owner's colour with one symbol per profession.

The symbols are drawn, not typed, so they read at any size: a flask for the natural scientist, a
medical cross for the physician, an open book (scripture) for the theologian, a quill for the
writer. The seat colours are those of the rules' examples (red, yellow, green, blue, purple).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from companion.intrige.actions import PHYSICIAN, SCIENTIST, THEOLOGIAN, owner_of, profession_of

SEAT_COLOURS = ("#c0392b", "#e1b12c", "#2e8b57", "#2f5f9e", "#7d3c98")
# Symbols on the light disc (yellow) are drawn dark, elsewhere light.
_DARK_INK = "#3b2a00"
_LIGHT_INK = "#fdf6e3"
NEUTRAL = "#8c8273"  # the legend's tokens belong to nobody


def _polygon(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


@cache
def symbol_path(profession: int) -> QPainterPath:
    """The profession's symbol in the box -1..1 (y down)."""
    if profession == SCIENTIST:  # a flask: a narrow neck on a wide body
        return _polygon([(-0.2, -0.78), (0.2, -0.78), (0.2, -0.28), (0.66, 0.66),
                         (-0.66, 0.66), (-0.2, -0.28)])
    if profession == PHYSICIAN:  # the medical cross
        a, b = 0.22, 0.7
        return _polygon([(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b),
                         (-a, a), (-b, a), (-b, -a), (-a, -a)])
    if profession == THEOLOGIAN:  # an open book
        left = _polygon([(-0.78, -0.48), (-0.06, -0.34), (-0.06, 0.62), (-0.78, 0.46)])
        right = _polygon([(0.78, -0.48), (0.06, -0.34), (0.06, 0.62), (0.78, 0.46)])
        return left.united(right)
    path = QPainterPath()  # the writer's quill: a feather and its nib
    path.moveTo(0.7, -0.8)
    path.quadTo(0.45, 0.25, -0.38, 0.5)
    path.quadTo(-0.15, -0.45, 0.7, -0.8)
    path.closeSubpath()
    return path.united(_polygon([(-0.38, 0.5), (-0.3, 0.42), (-0.72, 0.86), (-0.8, 0.8)]))


def ink_for(colour: str) -> str:
    return _DARK_INK if QColor(colour).lightness() > 140 else _LIGHT_INK


def add_symbol(disc: QGraphicsEllipseItem, profession: int, ink: str) -> QGraphicsPathItem:
    """The profession's symbol drawn on ``disc`` in ``ink``, centred and sized to it: one
    drawing for the table in play and the landlord's helper, so a scholar looks the same in
    both."""
    box = disc.rect()
    scale = box.width() / 2 * 0.62
    symbol = QGraphicsPathItem(disc)
    symbol.setPath(QTransform.fromScale(scale, scale).map(symbol_path(profession)))
    symbol.setPos(box.center())
    symbol.setBrush(QBrush(QColor(ink)))
    symbol.setPen(QPen(QColor(0, 0, 0, 0)))
    return symbol


class ScholarToken(QGraphicsEllipseItem):
    """A scholar (or, with ``owner=None``, a profession in the legend) drawn at radius ``r``."""

    def __init__(self, profession: int, owner: int | None, r: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(-r, -r, 2 * r, 2 * r, parent)
        self.profession, self.owner = profession, owner
        colour = NEUTRAL if owner is None else SEAT_COLOURS[owner]
        self.setBrush(QBrush(QColor(colour)))
        self.setPen(QPen(QColor("#2b2118"), max(1.0, r / 12)))
        self.symbol = add_symbol(self, profession, ink_for(colour))

    @classmethod
    def of(cls, code: int, r: float, parent: QGraphicsItem | None = None) -> ScholarToken:
        return cls(profession_of(code), owner_of(code), r, parent)

    def mark(self, on: bool) -> None:
        """A gold ring: the scholar being decided now."""
        width = self.rect().width()
        self.setPen(QPen(QColor("#ffcc33" if on else "#2b2118"),
                         width / 9 if on else max(1.0, width / 24)))
