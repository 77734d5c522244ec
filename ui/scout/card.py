"""A Scout card drawn like the real one: the active number large and upright at the top on its
colour, the other number small and upside down at the bottom on its own colour."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from companion.scout.cards import top

CARD_W, CARD_H = 84.0, 126.0
# One colour per number, as the deck has: warm for the low numbers, cool for the high ones.
COLOURS = {
    1: "#c0392b", 2: "#e4732a", 3: "#e8b923", 4: "#8cb83a", 5: "#2e9a57",
    6: "#168f8f", 7: "#2f77c2", 8: "#4f4fb0", 9: "#8746a8", 10: "#c2306f",
}
BACK = "#1f3a5f"
GOLD = "#f5c542"
HINT = "#7fe3ff"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ScoutCard", text, disambiguation, n)


def ink(number: int) -> QColor:
    """White on the dark colours, near-black on the light ones, so every number reads."""
    colour = QColor(COLOURS[number])
    light = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return QColor("#1d1d1d") if light > 165 else QColor("white")


def bottom(card: int) -> int:
    return card & 15


class CardItem(QGraphicsItem):
    """One card (``card`` None: its back). ``role`` names what a click on it means to the
    scene, e.g. ``("hand", 3)``; the looks: lifted when selected, a glow when hinted."""

    def __init__(self, card: int | None, role: tuple[str, int] = ("", -1),
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.role = role
        self.selected = False
        self.hinted = False
        self.new = False  # the scouted card previewed in its gap
        if card is not None:
            self.setToolTip(tr("{0} (the {1} below, upside down)").format(top(card),
                                                                      bottom(card)))

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = QRectF(0, 0, CARD_W, CARD_H)
        if self.hinted or self.selected:
            glow = QPen(QColor(GOLD if self.selected else HINT), 5)
            painter.setPen(glow)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(outline.adjusted(-2, -2, 2, 2), 9, 9)
        painter.setPen(QPen(QColor("#2b2b2b"), 1.2))
        painter.setBrush(QBrush(QColor("#fbf6ea")))
        painter.drawRoundedRect(outline, 8, 8)
        if self.card is None:
            self._paint_back(painter, outline)
        else:
            self._paint_face(painter)
        if self.new:
            painter.setPen(QPen(QColor("white"), 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(outline.adjusted(2, 2, -2, -2), 7, 7)

    def _paint_back(self, painter: QPainter, outline: QRectF) -> None:
        painter.setBrush(QBrush(QColor(BACK)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(outline.adjusted(5, 5, -5, -5), 5, 5)
        if self.scale() < 0.5:  # small backs overlap in a fan: the emblem would only clutter
            return
        painter.setPen(QPen(QColor("#d9c27a"), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(outline.center(), CARD_W * 0.28, CARD_W * 0.28)
        font = QFont()
        font.setPixelSize(22)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(outline, Qt.AlignmentFlag.AlignCenter, "S")

    def _paint_face(self, painter: QPainter) -> None:
        assert self.card is not None
        high, low = top(self.card), bottom(self.card)
        upper = QRectF(5, 5, CARD_W - 10, CARD_H * 0.6 - 5)
        lower = QRectF(5, CARD_H * 0.6 + 3, CARD_W - 10, CARD_H * 0.4 - 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(COLOURS[high])))
        painter.drawRoundedRect(upper, 5, 5)
        faded = QColor(COLOURS[low])
        faded.setAlpha(200)
        painter.setBrush(QBrush(faded))
        painter.drawRoundedRect(lower, 5, 5)
        big = QFont()
        big.setPixelSize(50 if high < 10 else 42)
        big.setBold(True)
        self._outlined_text(painter, upper, str(high), big, ink(high))
        small = QFont()
        small.setPixelSize(22)
        small.setBold(True)
        painter.save()
        # Upside down, as the card shows the number its other end would make active.
        painter.translate(lower.center())
        painter.rotate(180)
        painter.translate(-lower.center())
        self._outlined_text(painter, lower, str(low), small, ink(low))
        painter.restore()

    @staticmethod
    def _outlined_text(painter: QPainter, box: QRectF, text: str, font: QFont,
                       colour: QColor) -> None:
        path = QPainterPath()
        path.addText(QPointF(0, 0), font, text)
        shape = path.boundingRect()
        path.translate(box.center() - shape.center())
        dark = colour == QColor("white")
        painter.setPen(QPen(QColor(0, 0, 0, 110 if dark else 0), 2.2))
        painter.setBrush(QBrush(colour))
        painter.drawPath(path)
