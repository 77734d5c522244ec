"""Coup cards drawn as cards: the character's emblem (SVG in resources/coup), its name, and its
action and block printed as on the reference card.

A card is in one of four looks, so nobody mistakes one for another: the wine-red back (a card
nobody at this screen may see), "yours" (a face-down card only its owner sees: gold rim and
ribbon), "lost" (face up, influence lost: greyed and stamped) and "shown" (a card turned over in
view, e.g. a challenged claim proved, or every hand at the end of the game).
"""

from __future__ import annotations

from enum import Enum
from functools import cache

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEasingCurve,
    QLocale,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from companion.core.resources import resource
from companion.coup.cards import Character

CARD_W, CARD_H = 100.0, 140.0
COLOURS = {
    Character.DUKE: "#7b3fa0",
    Character.ASSASSIN: "#3a3a3a",
    Character.CAPTAIN: "#2f5f9e",
    Character.AMBASSADOR: "#2e8b57",
    Character.CONTESSA: "#b22d3a",
    Character.INQUISITOR: "#1f8a8a",
}
PAPER = "#f7f0dc"
INK = "#2b2218"
GOLD = "#e0a800"
LOST_RED = "#b3261e"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupCard", text, disambiguation, n)


def character_name(card: int) -> str:
    # Literal tr() calls, so translation tools find every name.
    return {
        Character.DUKE: tr("Duke"),
        Character.ASSASSIN: tr("Assassin"),
        Character.CAPTAIN: tr("Captain"),
        Character.AMBASSADOR: tr("Ambassador"),
        Character.CONTESSA: tr("Contessa"),
        Character.INQUISITOR: tr("Inquisitor"),
    }[Character(card)]


def card_text(card: int) -> tuple[str, str]:
    """The action and the block as the reference card prints them ("" when there is none)."""
    return {
        Character.DUKE: (tr("Tax: take 3 coins"), tr("Blocks Foreign Aid")),
        Character.ASSASSIN: (tr("Pay 3 coins: assassinate"), ""),
        Character.CAPTAIN: (tr("Steal 2 coins from a player"), tr("Blocks stealing")),
        Character.AMBASSADOR: (tr("Exchange: draw 2, return 2"), tr("Blocks stealing")),
        Character.CONTESSA: ("", tr("Blocks assassination")),
        Character.INQUISITOR: (tr("Exchange 1, or examine a card"),
                               tr("Blocks stealing")),
    }[Character(card)]


def card_tooltip(card: int) -> str:
    action, block = card_text(card)
    return " — ".join(part for part in (character_name(card), action, block) if part)


@cache
def emblem(name: str) -> QSvgRenderer:
    """A character's emblem (or ``back``), read once from resources/coup."""
    return QSvgRenderer(QByteArray(resource("coup", f"{name}.svg").read_bytes()))


@cache
def character_icon(card: int) -> QIcon:
    """The character's emblem on its colour, as a round icon (buttons and lists)."""
    icon = QIcon()
    for size in (16, 20, 24, 32, 48, 64):  # crisp at every scale
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(COLOURS[Character(card)]))
        painter.drawEllipse(QRectF(0, 0, size, size))
        emblem(Character(card).name.lower()).render(
            painter, QRectF(size * 0.17, size * 0.17, size * 0.66, size * 0.66))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


class Look(Enum):
    BACK = "back"
    YOURS = "yours"
    LOST = "lost"
    SHOWN = "shown"


def _font(pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(round(pixels))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def paint_face(painter: QPainter, card: int, box: QRectF) -> None:
    """The face of ``card`` in ``box`` (any size: the drawing scales with it)."""
    k = box.width() / CARD_W
    colour = QColor(COLOURS[Character(card)])
    outline = QPainterPath()
    outline.addRoundedRect(box, 8 * k, 8 * k)
    painter.setPen(QPen(colour.darker(130), 2 * k))
    painter.setBrush(QBrush(QColor(PAPER)))
    painter.drawPath(outline)
    painter.save()
    painter.setClipPath(outline)
    band = QRectF(box.left(), box.top(), box.width(), 24 * k)
    painter.fillRect(band, colour)
    painter.restore()
    painter.setPen(QColor("white"))
    name = QLocale().toUpper(character_name(card))  # Turkish: i → İ
    size = 13 * k
    painter.setFont(_font(size, bold=True))
    room = band.width() - 8 * k
    width = painter.fontMetrics().horizontalAdvance(name)
    if width > room:  # a long name (or a long translation) shrinks to fit the band
        painter.setFont(_font(size * room / width, bold=True))
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, name)
    centre = QPointF(box.center().x(), box.top() + 58 * k)
    radius = 27 * k
    painter.setPen(QPen(colour.darker(140), 1.5 * k))
    painter.setBrush(QBrush(colour))
    painter.drawEllipse(centre, radius, radius)
    glyph = radius * 1.3
    emblem(Character(card).name.lower()).render(
        painter, QRectF(centre.x() - glyph / 2, centre.y() - glyph / 2, glyph, glyph))
    action, block = card_text(card)
    painter.setPen(QColor(INK))
    text_box = QRectF(box.left() + 5 * k, box.top() + 89 * k, box.width() - 10 * k, 30 * k)
    wrap = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    painter.setFont(_font(10.5 * k, bold=True))
    # A card without an action (the Contessa) prints its block where the action would be.
    painter.drawText(text_box, int(wrap), action or block)
    painter.setPen(colour.darker(120))
    painter.setFont(_font(10 * k, italic=True))
    footer = block if action else tr("No action")
    painter.drawText(QRectF(box.left() + 4 * k, box.bottom() - 20 * k, box.width() - 8 * k,
                            16 * k), Qt.AlignmentFlag.AlignCenter, footer or tr("No block"))


def paint_back(painter: QPainter, box: QRectF) -> None:
    emblem("back").render(painter, box)


def paint_hand_of_backs(painter: QPainter, box: QRectF) -> None:
    """Two face-down cards fanned in ``box``: a hand waiting for its player, showing nothing."""
    height = box.height() * 0.85
    width = height * CARD_W / CARD_H
    for angle in (-9.0, 9.0):
        painter.save()
        # Each card turns about its foot, raised so that the turned corners stay in the box.
        painter.translate(box.center().x(), box.bottom() - box.height() * 0.06)
        painter.rotate(angle)
        painter.translate(-width / 2 + angle * width / 30, -height)
        paint_back(painter, QRectF(0, 0, width, height))
        painter.restore()


class CardItem(QGraphicsObject):
    """One card on the table. ``turn_over`` turns it over in view: it narrows to its edge,
    swaps the back for the face and widens again."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card: int | None = None
        self.look = Look.BACK
        self._flip = 1.0

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 8)

    def show_card(self, card: int | None, look: Look) -> None:
        """``card`` is None for a card the viewer may not see (always drawn as its back)."""
        self.card, self.look = card, look if card is not None else Look.BACK
        if card is None:
            self.setToolTip(tr("Face-down card"))
        elif self.look is Look.YOURS:
            self.setToolTip(tr("{0} (your face-down card: only you see it)").format(
                card_tooltip(card)))
        elif self.look is Look.LOST:
            self.setToolTip(tr("{0} (face up: influence lost)").format(card_tooltip(card)))
        else:
            self.setToolTip(card_tooltip(card))
        self.update()

    # --- turning over -------------------------------------------------------------------------
    def _set_flip(self, value: float) -> None:
        self._flip = value
        # Narrow to the card's edge (0.5) and back, around its vertical middle.
        width = abs(1.0 - 2.0 * value) if value < 1.0 else 1.0
        half = CARD_W / 2
        self.setTransform(QTransform().translate(half, 0).scale(max(width, 0.02), 1)
                          .translate(-half, 0))
        self.update()

    def turn_over(self, duration_ms: int = 520) -> QVariantAnimation:
        """Start turning the card over (its back first); the caller keeps the animation."""
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration_ms)
        animation.setEasingCurve(QEasingCurve.Type.InOutSine)
        animation.valueChanged.connect(self._set_flip)
        self._set_flip(0.0)
        animation.start()
        return animation

    # --- drawing ------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        box = QRectF(0, 0, CARD_W, CARD_H)
        if self.card is None or self.look is Look.BACK or self._flip < 0.5:
            paint_back(painter, box)
            return
        if self.look is Look.YOURS:
            painter.setPen(QPen(QColor(GOLD), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(-1.5, -1.5, 1.5, 1.5), 9, 9)
        paint_face(painter, self.card, box)
        if self.look is Look.YOURS:
            ribbon = QRectF(CARD_W - 44, 26, 42, 15)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(GOLD)))
            painter.drawRoundedRect(ribbon, 4, 4)
            painter.setPen(QColor(INK))
            painter.setFont(_font(10, bold=True))
            painter.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, tr("yours"))
        elif self.look is Look.LOST:
            shade = QPainterPath()
            shade.addRoundedRect(box, 8, 8)
            painter.fillPath(shade, QColor(40, 40, 40, 120))
            painter.save()
            painter.translate(box.center())
            painter.rotate(-24)
            stamp = QRectF(-40, -13, 80, 26)
            painter.setPen(QPen(QColor(LOST_RED), 2.5))
            painter.setBrush(QBrush(QColor(255, 255, 255, 215)))
            painter.drawRoundedRect(stamp, 4, 4)
            painter.setPen(QColor(LOST_RED))
            painter.setFont(_font(14, bold=True))
            painter.drawText(stamp, Qt.AlignmentFlag.AlignCenter, tr("LOST"))
            painter.restore()
