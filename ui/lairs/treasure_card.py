"""Treasure cards drawn as cards: a band in the type's colour with the type, the base score in a
medallion, the name, the keywords as tags and the bonus rule at the foot. A card with no face is
the deck's back with the number of cards left. ``TreasureRow`` lays out a row of them; cards in
a row that may be taken (or turned face-up at the end) light up and report a click. A card
marked face-up at the end wears a green frame; one left face-down is dimmed and scores 1 VP.

Cards that do not fit side by side are fanned like a hand: each covered card shows its edge as
a spine in its type's colour, with its base score and its name, and the card under the mouse
comes to the front whole. A starred name is a stand-in card, and the row says so."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from companion.lairs.treasures import TreasureCard, TreasureSet, box_word
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating

CARD_W, CARD_H = 92, 124
PAPER = QColor("#fbf5e6")
INK = QColor("#3b2f2a")
GOLD = QColor("#f2c94c")
BACK = QColor("#5b3b28")
LIGHT = QColor("#1976d2")
FACE_UP = QColor("#2e7d32")
# Colours of the eight base-game types; a type from a user's own card file gets the last one.
TYPE_COLOURS = {
    "Book": QColor("#7b4a2e"), "Statue": QColor("#607d8b"), "Scroll": QColor("#b7860b"),
    "Amulet": QColor("#8e24aa"), "Cup": QColor("#1e6fb8"), "Shard": QColor("#00897b"),
    "Crown": QColor("#c0392b"), "Orb": QColor("#4527a0"),
}
OTHER_TYPE = QColor("#546e7a")
SMALLEST_PIXELS = 7  # a card's words shrink to fit, down to this size
STANDIN_MARK = "*"


def treasure_word(word: str) -> str:
    """A type or keyword on a card face, in the player's language when it is the box's."""
    return translated(box_word(word))


def _draw_medal(painter: QPainter, medal: QRectF, base: int, pixels: int) -> None:
    """A card's base value on its gold medal."""
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(GOLD)
    painter.drawEllipse(medal)
    painter.setPen(INK)
    painter.setFont(_font(pixels, bold=True))
    painter.drawText(medal, Qt.AlignmentFlag.AlignCenter, str(base))


def card_name(card: TreasureCard) -> str:
    """The name on the card; a made-up card is starred (the row's legend says why)."""
    return translated(card.name) + (STANDIN_MARK if card.standin else "")


def standin_words() -> str:
    """What the star means, for the row's legend and a stand-in card's tooltip."""
    return QCoreApplication.translate(
        "TreasureCardWidget", "{0} A stand-in card: only 4 treasure cards are published, so "
        "Companion made this one up from the same types and bonus kinds. Enter your copy's "
        "cards in the launcher's Lairs → My box to play with them instead.").format(STANDIN_MARK)


def _fitted(metrics: QFontMetrics, text: str, line: QRectF) -> tuple[Qt.AlignmentFlag, str]:
    """How ``text`` is drawn in ``line``: on one line, on as many as fit when every word fits
    the width, else cut short with an ellipsis."""
    flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
    width = int(line.width())
    if metrics.horizontalAdvance(text) <= width:
        return flags, text
    wrapped = metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, text)
    if (max(metrics.horizontalAdvance(word) for word in text.split()) <= width
            and wrapped.height() <= line.height()):
        return flags | Qt.TextFlag.TextWordWrap, text
    return flags, metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


def _dim(painter: QPainter, outer: QRectF) -> None:
    """A card left face-down at the end: dimmed, worth 1 VP whatever the card."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(59, 47, 42, 120))
    painter.drawRoundedRect(outer, 7, 7)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def _fitted_font(text: str, box: QRectF, pixels: int, bold: bool = False) -> QFont:
    """The largest font up to ``pixels`` in which ``text``, wrapped, fits in ``box``: a long
    name in another language ("Alacakaranlık Kadehi") gets smaller instead of running off the
    card."""
    for size in range(pixels, SMALLEST_PIXELS, -1):
        font = _font(size, bold)
        used = QFontMetricsF(font).boundingRect(box, int(Qt.TextFlag.TextWordWrap), text)
        if used.width() <= box.width() and used.height() <= box.height():
            return font
    return _font(SMALLEST_PIXELS, bold)


class TreasureCardWidget(QWidget):
    """One card, face-up (``card``) or the deck's back (``card`` None, ``count`` left)."""

    clicked = Signal(str)  # card id
    hovered = Signal(QPoint)  # where the mouse is, in the parent's coordinates

    def __init__(self, card: TreasureCard | None, count: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.count = count
        self.lit = False
        self.face_up: bool | None = None  # the end's choice: None while there is none
        self.spine: int | None = None  # the width left visible by the next card, when covered
        self.setObjectName("treasureCard" if card else "treasureDeck")
        self.setFixedSize(self.sizeHint())
        self.setMouseTracking(True)
        if card is None:
            self.setToolTip(self.tr("The treasure deck: %n card(s), face down", "", count))
        else:
            tip = translated(card.describe()) + (f"\n{card.note}" if card.note else "")
            if card.standin:
                tip += "\n\n" + standin_words()
            self.setToolTip(tip)

    def sizeHint(self) -> QSize:
        return QSize(CARD_W, CARD_H)

    def light(self, on: bool) -> None:
        """Mark the card as one the player may take now."""
        self.lit = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def mark_face_up(self, face_up: bool | None) -> None:
        self.face_up = face_up
        self.update()

    def show_spine(self, width: int | None) -> None:
        """Covered by the next card but ``width`` pixels (None: shown whole)."""
        if width != self.spine:
            self.spine = width
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.lit and self.card is not None and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.card.id)
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        # The card in front covers its neighbours' spines: the row decides by the spines.
        self.hovered.emit(self.mapToParent(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.lit:
            painter.setPen(QPen(LIGHT, 4))
        else:
            painter.setPen(QPen(INK, 1.5))
        if self.face_up:
            painter.setPen(QPen(FACE_UP, 4))
        if self.card is None:
            self._paint_back(painter, outer)
        elif self.spine is not None:
            self._paint_spine(painter, outer, self.card, self.spine)
        else:
            self._paint_face(painter, outer, self.card)
        if self.face_up is not None and self.spine is None:
            self._paint_choice(painter, outer)
        painter.end()

    def _paint_spine(self, painter: QPainter, outer: QRectF, card: TreasureCard,
                     width: int) -> None:
        """The edge a fanned card shows: its base score, then its name up a band of its
        type's colour (and at the end, whether it is face-up)."""
        colour = TYPE_COLOURS.get(card.type, OTHER_TYPE)
        painter.setBrush(PAPER)
        painter.drawRoundedRect(outer, 7, 7)
        visible = min(float(width), outer.width()) - 4
        medal = QRectF(outer.left() + (visible - 22) / 2 + 1, outer.top() + 4, 22, 22)
        _draw_medal(painter, medal, card.base, 12)
        band = QRectF(outer.left() + 3, medal.bottom() + 4, visible - 2,
                      outer.bottom() - medal.bottom() - 7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 4, 4)
        if self.face_up is False:
            _dim(painter, outer)
        font = _font(11, bold=True)
        painter.setFont(font)
        foot = 4.0
        if self.face_up:  # a tick at the foot; the whole card, in front, says "face-up"
            tick = QRectF(band.center().x() - 9, band.bottom() - 22, 18, 18)
            painter.setBrush(FACE_UP)
            painter.setPen(QPen(PAPER, 1.5))
            painter.drawEllipse(tick)
            painter.drawText(tick, Qt.AlignmentFlag.AlignCenter, "✓")
            foot = 26.0
        # Written upwards, as on a book's spine: the band's length is the line's width.
        painter.save()
        painter.translate(band.left(), band.bottom())
        painter.rotate(-90)
        line = QRectF(foot, 0, band.height() - foot - 4, band.width())
        metrics = QFontMetrics(font)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(line, *_fitted(metrics, card_name(card), line))
        painter.restore()

    def _paint_choice(self, painter: QPainter, outer: QRectF) -> None:
        # Over the type band, left of the base score: the name and the bonus stay readable.
        tag = QRectF(outer.left() + 4, outer.top() + 4, outer.width() - 30, 20)
        if not self.face_up:
            _dim(painter, outer)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(FACE_UP if self.face_up else PAPER)
        painter.drawRoundedRect(tag, 9, 9)
        painter.setPen(Qt.GlobalColor.white if self.face_up else INK)
        painter.setFont(_font(10, bold=True))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter,
                         self.tr("face-up") if self.face_up else self.tr("1 VP"))

    def _paint_back(self, painter: QPainter, outer: QRectF) -> None:
        painter.setBrush(BACK)
        painter.drawRoundedRect(outer, 7, 7)
        inner = outer.adjusted(6, 6, -6, -6)
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, 4, 4)
        diamond = QPainterPath()
        c = inner.center()
        diamond.moveTo(c.x(), c.y() - 20)
        diamond.lineTo(c.x() + 14, c.y())
        diamond.lineTo(c.x(), c.y() + 20)
        diamond.lineTo(c.x() - 14, c.y())
        diamond.closeSubpath()
        painter.setBrush(GOLD)
        painter.drawPath(diamond)
        painter.setPen(PAPER)
        painter.setFont(_font(15, bold=True))
        painter.drawText(inner.adjusted(0, 0, 0, -4), Qt.AlignmentFlag.AlignHCenter
                         | Qt.AlignmentFlag.AlignBottom, str(self.count))

    def _paint_face(self, painter: QPainter, outer: QRectF, card: TreasureCard) -> None:
        colour = TYPE_COLOURS.get(card.type, OTHER_TYPE)
        painter.setBrush(PAPER)
        painter.drawRoundedRect(outer, 7, 7)
        band = QRectF(outer.left() + 4, outer.top() + 4, outer.width() - 8, 20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 4, 4)
        painter.setPen(Qt.GlobalColor.white)
        painter.setFont(_font(11, bold=True))
        painter.drawText(band.adjusted(6, 0, -24, 0), Qt.AlignmentFlag.AlignVCenter,
                         treasure_word(card.type))
        medal = QRectF(band.right() - 24, band.top() - 2, 24, 24)
        _draw_medal(painter, medal, card.base, 13)
        name = QRectF(outer.left() + 5, band.bottom() + 4, outer.width() - 10, 34)
        title = card_name(card)
        painter.setFont(_fitted_font(title, name, 12, bold=True))
        painter.drawText(name, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, title)
        y = name.bottom() + 1
        painter.setFont(_font(10))
        for keyword in sorted(card.keywords):
            tag = QRectF(outer.left() + 10, y, outer.width() - 20, 14)
            painter.setPen(QPen(colour, 1))
            painter.setBrush(colour.lighter(185))
            painter.drawRoundedRect(tag, 7, 7)
            painter.setPen(INK)
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, treasure_word(keyword))
            y += 16
        foot = QRectF(outer.left() + 4, y + 1, outer.width() - 8, outer.bottom() - y - 4)
        painter.setPen(INK)
        bonus = translated(card.bonus.describe()) if card.bonus else self.tr("no bonus")
        painter.setFont(_fitted_font(bonus, foot, 10))
        painter.drawText(foot, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                         | Qt.TextFlag.TextWordWrap, bonus)


class TreasureRow(Retranslating, QWidget):
    """A titled row of cards (the display with the deck, or a player's treasures). Cards that
    do not fit side by side are fanned, so the row never widens the window: each covered
    card shows its spine, and the card whose spine is under the mouse comes to the front.
    While the row holds a stand-in card, a legend beside the title says what the star means."""

    picked = Signal(str)  # card id of a lit card that was clicked

    GAP = 4

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(f"<b>{title}</b>", self)
        self.legend = QLabel(self)
        self.legend.setObjectName("standinLegend")
        self.legend.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.legend.setStyleSheet("color: palette(placeholder-text);")
        self.empty = QLabel(self)
        self.empty.setStyleSheet("color: palette(placeholder-text);")
        self.cards: list[TreasureCardWidget] = []
        self.step = CARD_W + self.GAP
        self.front: str | None = None  # the card brought to the front by the mouse
        self.explains_stars = True  # off when a row beside it has the legend already
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.retranslate()

    def retranslate(self) -> None:
        self.legend.setText(self.tr("{0} stand-in card").format(STANDIN_MARK))
        self.legend.setToolTip(standin_words())

    def _top(self) -> int:
        return self.title.sizeHint().height() + 2

    def sizeHint(self) -> QSize:
        count = max(1, len(self.cards))
        return QSize(count * (CARD_W + self.GAP), self._top() + CARD_H)

    def minimumSizeHint(self) -> QSize:
        return QSize(min(2, max(1, len(self.cards))) * (CARD_W + self.GAP), self._top() + CARD_H)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    @property
    def fanned(self) -> bool:
        return self.step < CARD_W

    def _arrange(self) -> None:
        top, count = self._top(), len(self.cards)
        title = min(self.title.sizeHint().width(), self.width())
        self.title.setGeometry(0, 0, title, top - 2)
        self.legend.setGeometry(title + 8, 0, max(0, self.width() - title - 8), top - 2)
        self.legend.setVisible(self.explains_stars and self.has_standin())
        self.step = CARD_W + self.GAP
        if count > 1 and count * self.step - self.GAP > self.width():
            self.step = max(12, (self.width() - CARD_W) // (count - 1))
        for index, widget in enumerate(self.cards):
            widget.move(index * self.step, top)
        self._stack()
        self.empty.setGeometry(0, top, self.width(), CARD_H // 2)

    def _stack(self) -> None:
        """Each card over the one before it, the front card over all; every covered card
        shows its spine."""
        last = len(self.cards) - 1
        for index, widget in enumerate(self.cards):
            covered = self.fanned and index < last and not self._in_front(widget)
            widget.show_spine(self.step if covered else None)
            widget.raise_()
        front = next((w for w in self.cards if self._in_front(w)), None)
        if front is not None:
            front.raise_()

    def _in_front(self, widget: TreasureCardWidget) -> bool:
        return widget.card is not None and widget.card.id == self.front

    def card_at(self, point: QPoint) -> TreasureCardWidget | None:
        """The card whose visible edge is at ``point`` (row coordinates), as laid out before
        any card came to the front."""
        top = self._top()
        if not self.cards or not top <= point.y() < top + CARD_H or point.x() < 0:
            return None
        index = min(point.x() // self.step, len(self.cards) - 1)
        if index * self.step + CARD_W <= point.x():
            return None  # in the gap after the last card
        return self.cards[index]

    def bring_to_front(self, point: QPoint | None) -> None:
        """Bring the card at ``point`` to the front (None: the mouse left the row)."""
        widget = self.card_at(point) if point is not None and self.fanned else None
        front = widget.card.id if widget is not None and widget.card is not None else None
        if front != self.front:
            self.front = front
            self._stack()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.bring_to_front(event.position().toPoint())
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        # Leave also comes with the mouse still over the row (a tooltip opening under it):
        # only leaving the row's area puts the fan back.
        if not self.rect().contains(self.mapFromGlobal(QCursor.pos())):
            self.bring_to_front(None)
        super().leaveEvent(event)

    def set_cards(self, cards: TreasureSet, ids: Sequence[str], empty: str,
                  deck: int | None = None, lit: Sequence[str] = (),
                  face_up: Sequence[str] | None = None) -> None:
        """Show the cards ``ids`` (with the deck's back first when ``deck`` is given); the ones
        in ``lit`` may be clicked; with ``face_up`` every card shows whether it is face-up."""
        for widget in self.cards:
            widget.hide()
            widget.deleteLater()
        self.cards = []
        if deck is not None:
            self.cards.append(TreasureCardWidget(None, count=deck, parent=self))
        for card_id in ids:
            widget = TreasureCardWidget(cards[card_id], parent=self)
            widget.light(card_id in lit)
            widget.mark_face_up(None if face_up is None else card_id in face_up)
            widget.clicked.connect(self.picked)
            widget.hovered.connect(self.bring_to_front)
            self.cards.append(widget)
        for widget in self.cards:
            widget.show()
        if self.front not in ids:
            self.front = None
        self.empty.setText(empty if not ids else "")
        self.updateGeometry()
        self._arrange()

    def has_standin(self) -> bool:
        return any(w.card is not None and w.card.standin for w in self.cards)

    def card_ids(self) -> list[str]:
        return [w.card.id for w in self.cards if w.card is not None]

    def card_widget(self, card_id: str) -> TreasureCardWidget:
        return next(w for w in self.cards if w.card is not None and w.card.id == card_id)
