"""The Coup table as a graphics scene: seats round a felt table, the Court deck and the Treasury.

It renders one player's view (or only public facts for a spectator): coins, face-down and face-up
cards, allegiance, who is deciding and who is targeted, and what each player says. The seats keep
their places for the whole game (the anchor seat sits at the bottom), so nobody has to look for
a player again when the screen changes hands.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from companion.coup import actions as A
from companion.coup.cards import Allegiance
from companion.coup.phases import Phase
from companion.coup.views import CoupView
from companion_ui.coup.card_art import (
    CARD_H,
    CARD_W,
    GOLD,
    CardItem,
    Look,
    character_name,
    paint_back,
)

GAP = 8.0
SEAT_W, SEAT_H = 2 * CARD_W + GAP + 20, CARD_H + 58
HEADER = 46.0
FELT = "#2f5d46"
TARGET_RED = "#e0473a"
CHOICE = "#7fe3ff"
SIDE_COLOURS = {Allegiance.LOYALIST: "#3c78c8", Allegiance.REFORMIST: "#d9822b"}


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupTable", text, disambiguation, n)


def allegiance_name(side: int) -> str:
    return tr("Loyalist") if side == Allegiance.LOYALIST else tr("Reformist")


def speech(view: CoupView, seat: int) -> str:
    """The claim, block or challenge ``seat`` has made in the action in progress."""
    if view.kind < 0 or view.winner >= 0:
        return ""
    if seat == view.challenger and view.phase in (Phase.PROVE, Phase.LOSE):
        return tr("Challenge!")
    if seat == view.blocker:
        return tr("Blocks: {0}").format(character_name(view.block_char))
    if seat == view.actor:
        if view.kind == A.EMBEZZLE:
            return tr("No Duke!")
        if view.kind == A.FOREIGN_AID:
            return tr("Foreign Aid (+2)")
        if view.claimed >= 0:
            return tr("I am the {0}").format(character_name(view.claimed))
    return ""


def font(pixels: float, bold: bool = False) -> QFont:
    result = QFont()
    result.setPixelSize(round(pixels))
    result.setBold(bold)
    return result


def paint_coin(painter: QPainter, centre: QPointF, radius: float, text: str) -> None:
    painter.setPen(QPen(QColor("#8a6a12"), 1.5))
    gradient = QRadialGradient(centre - QPointF(radius / 3, radius / 3), radius * 1.4)
    gradient.setColorAt(0, QColor("#ffe58a"))
    gradient.setColorAt(1, QColor("#c9971c"))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("#3d2c00"))
    painter.setFont(font(radius * 1.05, bold=True))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, text)


class SeatItem(QGraphicsItem):
    """One seat: a player's board with their name, coins, allegiance and cards."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.coins = 0
        self.allegiance = -1
        self.alive = True
        self.spotlit = False  # the gold rim: deciding now, or the winner
        self.targeted = False
        self.words = ""
        self.choosable = False  # a legal target of the action being aimed: a click picks it
        self.badge: tuple[str, str] | None = None  # (text, colour) on the board's lower edge
        self.cards: list[CardItem] = []

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -40, SEAT_W + 20, SEAT_H + 50)

    def card_pos(self, index: int) -> QPointF:
        return QPointF(10 + index * (CARD_W + GAP), HEADER)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.seat_clicked.emit(self.seat)
        event.accept()

    def mark(self, badge: tuple[str, str] | None) -> None:
        self.badge = badge
        self.update()

    def offer(self, choosable: bool) -> None:
        self.choosable = choosable
        self.setCursor(Qt.CursorShape.PointingHandCursor if choosable
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def say(self, text: str) -> None:
        self.words = text
        self.update()

    def show_seat(self, name: str, coins: int, allegiance: int, alive: bool, spotlit: bool,
                  targeted: bool, cards: list[tuple[int | None, Look]]) -> None:
        self.name, self.coins, self.allegiance, self.alive = name, coins, allegiance, alive
        self.spotlit, self.targeted = spotlit, targeted
        self.badge = None  # each redraw says anew what is worth a tag
        while len(self.cards) < len(cards):  # card items are made once and reused
            self.cards.append(CardItem(self))
        for index, item in enumerate(self.cards):
            item.setVisible(index < len(cards))
            if index < len(cards):
                item.setPos(self.card_pos(index))
                item.show_card(*cards[index])
        tip = tr("{0}: %n coin(s)", "", coins).format(name)
        if allegiance >= 0:
            tip += " · " + allegiance_name(allegiance)
        if not alive:
            tip += " · " + tr("exiled")
        self.setToolTip(tip)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = QRectF(0, 0, SEAT_W, SEAT_H)
        if self.choosable:  # a halo round the seats the chosen action may target
            painter.setPen(QPen(QColor(CHOICE), 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(board.adjusted(-5, -5, 5, 5), 15, 15)
        border = QColor(GOLD) if self.spotlit else QColor(TARGET_RED) if self.targeted \
            else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 4 if self.spotlit or self.targeted else 1.5))
        painter.setBrush(QBrush(QColor(16, 28, 22, 200 if self.alive else 120)))
        painter.drawRoundedRect(board, 12, 12)
        painter.setPen(QColor("white") if self.alive else QColor("#9aa59f"))
        title = self.name if self.alive else tr("{0} (exiled)").format(self.name)
        # An exiled seat shows no coins: its longer title may use their room, and shrinks to fit.
        room = SEAT_W - 90 if self.alive or self.allegiance >= 0 else SEAT_W - 24
        size = 17
        painter.setFont(font(size, bold=True))
        while size > 11 and painter.fontMetrics().horizontalAdvance(title) > room:
            size -= 1
            painter.setFont(font(size, bold=True))
        painter.drawText(QRectF(12, 6, room, 34),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        if self.alive:
            paint_coin(painter, QPointF(SEAT_W - 26, 23), 16, str(self.coins))
        if self.allegiance >= 0:
            self._paint_shield(painter, QPointF(SEAT_W - 62, 23))
        if self.targeted:
            self._paint_tag(painter, tr("target"), TARGET_RED)
        elif self.badge:
            self._paint_tag(painter, *self.badge)
        if self.words:
            self._paint_bubble(painter)

    def _paint_tag(self, painter: QPainter, text: str, colour: str) -> None:
        """A label on the board's lower edge."""
        painter.setFont(font(12, bold=True))
        width = painter.fontMetrics().horizontalAdvance(text) + 20
        tag = QRectF(SEAT_W / 2 - width / 2, SEAT_H - 9, width, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(colour)))
        painter.drawRoundedRect(tag, 9, 9)
        painter.setPen(QColor("white"))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_shield(self, painter: QPainter, centre: QPointF) -> None:
        shield = QPainterPath()
        x, y = centre.x(), centre.y()
        shield.moveTo(x - 12, y - 14)
        shield.lineTo(x + 12, y - 14)
        shield.lineTo(x + 12, y)
        shield.quadTo(x + 12, y + 11, x, y + 16)
        shield.quadTo(x - 12, y + 11, x - 12, y)
        shield.closeSubpath()
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(QBrush(QColor(SIDE_COLOURS[Allegiance(self.allegiance)])))
        painter.drawPath(shield)
        painter.setPen(QColor("white"))
        painter.setFont(font(13, bold=True))
        painter.drawText(QRectF(x - 12, y - 13, 24, 24), Qt.AlignmentFlag.AlignCenter,
                         allegiance_name(self.allegiance)[:1])

    def _paint_bubble(self, painter: QPainter) -> None:
        painter.setFont(font(15, bold=True))
        width = painter.fontMetrics().horizontalAdvance(self.words) + 24
        bubble = QRectF(SEAT_W - width - 8, -36, width, 28)
        path = QPainterPath()
        path.addRoundedRect(bubble, 10, 10)
        tail = QPainterPath()
        tail.moveTo(bubble.right() - 30, bubble.bottom() - 1)
        tail.lineTo(bubble.right() - 18, bubble.bottom() + 9)
        tail.lineTo(bubble.right() - 16, bubble.bottom() - 1)
        path = path.united(tail)
        painter.setPen(QPen(QColor("#d08c00"), 2))
        painter.setBrush(QBrush(QColor("#fff8d6")))
        painter.drawPath(path)
        painter.setPen(QColor("#3d2c00"))
        painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, self.words)


class CentreItem(QGraphicsItem):
    """The middle of the table: the Court deck as a stack of backs, the Treasury's coins and,
    with Reformation, the Treasury Reserve."""

    WIDTH, HEIGHT = 330.0, CARD_H + 40

    def __init__(self) -> None:
        super().__init__()
        self.deck = 0
        self.treasury = 0
        self.reserve: int | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2, -self.HEIGHT / 2, self.WIDTH, self.HEIGHT)

    def deck_pos(self) -> QPointF:
        """Where the top card of the Court deck lies (scene coordinates)."""
        return self.mapToScene(QPointF(-self.WIDTH / 2 + 10, -CARD_H / 2 - 10))

    def show_table(self, deck: int, treasury: int, reserve: int | None) -> None:
        self.deck, self.treasury, self.reserve = deck, treasury, reserve
        tips = [tr("Court deck: %n card(s)", "", deck), tr("Treasury: %n coin(s)", "", treasury)]
        if reserve is not None:
            tips.append(tr("Treasury Reserve: %n coin(s)", "", reserve))
        self.setToolTip("\n".join(tips))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left = -self.WIDTH / 2
        for layer in range(min(4, self.deck) - 1, -1, -1):  # a stack: a few backs, offset
            paint_back(painter, QRectF(left + 10 + layer * 3, -CARD_H / 2 - 10 - layer * 3,
                                       CARD_W, CARD_H))
        labels = [(QRectF(left, CARD_H / 2 - 4, CARD_W + 30, 22), tr("Court deck: {0}").format(
            self.deck))]
        coins = QPointF(left + CARD_W + 90, -14)
        for index in range(min(6, max(1, self.treasury // 8))):  # a pile that shrinks
            paint_coin(painter, coins + QPointF((index % 3 - 1) * 20, -(index // 3) * 12 + 8), 18,
                       "")
        labels.append((QRectF(coins.x() - 60, CARD_H / 2 - 4, 120, 22),
                       tr("Treasury: {0}").format(self.treasury)))
        if self.reserve is not None:
            reserve = QPointF(left + self.WIDTH - 36, -14)
            paint_coin(painter, reserve, 20, str(self.reserve))
            labels.append((QRectF(reserve.x() - 44, CARD_H / 2 - 4, 88, 22), tr("Reserve")))
        painter.setPen(QColor("#eaf2ec"))
        painter.setFont(font(15, bold=True))
        for box, text in labels:
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class CoinDelta(QGraphicsObject):
    """"+3" or "−7" beside a seat's coin for a moment."""

    def __init__(self, text: str, gain: bool) -> None:
        super().__init__()
        self.text = text.replace("-", "−")
        self.gain = gain
        self.setZValue(12)

    def boundingRect(self) -> QRectF:
        return QRectF(-30, -14, 60, 28)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor("#1e7d3a" if self.gain else "#a3241b")))
        painter.drawRoundedRect(self.boundingRect(), 14, 14)
        painter.setPen(QColor("white"))
        painter.setFont(font(17, bold=True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class TrayItem(QGraphicsItem):
    """Cards only the deciding player sees for a moment, laid out beside their seat: what an
    Exchange drew, or the card an examined player showed the Inquisitor."""

    def __init__(self) -> None:
        super().__init__()
        self.caption = ""
        self.cards: list[CardItem] = []
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        shown = sum(1 for c in self.cards if c.isVisible())
        caption = QFontMetricsF(font(14, bold=True)).horizontalAdvance(self.caption) + 24
        return QRectF(0, 0, max(20 + shown * (CARD_W + GAP) - GAP, caption), CARD_H + 44)

    def show_cards(self, cards: Sequence[int], look: Look, caption: str) -> None:
        self.caption = caption
        while len(self.cards) < len(cards):
            self.cards.append(CardItem(self))
        for index, item in enumerate(self.cards):
            item.setVisible(index < len(cards))
            if index < len(cards):
                item.setPos(10 + index * (CARD_W + GAP), 34)
                item.show_card(cards[index], look)
        self.prepareGeometryChange()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(GOLD), 2))
        painter.setBrush(QBrush(QColor(16, 28, 22, 220)))
        painter.drawRoundedRect(self.boundingRect(), 12, 12)
        painter.setPen(QColor("white"))
        painter.setFont(font(14, bold=True))
        painter.drawText(QRectF(10, 4, self.boundingRect().width() - 20, 26),
                         Qt.AlignmentFlag.AlignCenter, self.caption)


def glimpse(view: CoupView) -> tuple[list[int], str]:
    """The cards the viewer sees for their decision now, and what they are ("": none)."""
    if view.player is None or view.to_move != view.player:
        return [], ""
    if view.phase == Phase.EXCHANGE:
        drawn = next((list(n[1]) for n in reversed(view.notes) if n[0] == "exchange"), [])
        return drawn, tr("Drawn from the Court deck")
    if view.phase == Phase.VERDICT and view.shown >= 0:
        return [view.shown], tr("Shown to you only")
    return [], ""


class TableScene(QGraphicsScene):
    seat_clicked = Signal(int)

    def __init__(self, anchor: int = 0) -> None:
        super().__init__()
        self.anchor = anchor  # the seat at the bottom of the table, for the whole game
        self.seats: list[SeatItem] = []
        self.centre = CentreItem()
        self.addItem(self.centre)
        self.tray = TrayItem()
        self.tray.hide()
        self.addItem(self.tray)
        self.animations: list[QAbstractAnimation] = []

    def _lay_out(self, n: int) -> None:
        """Place ``n`` seats round the table once; they stay there."""
        for item in self.seats:
            self.removeItem(item)
        self.seats = [SeatItem(s) for s in range(n)]
        rx, ry = (360.0, 270.0) if n <= 6 else (600.0, 400.0)  # 7–10: no two boards overlap
        for seat, item in enumerate(self.seats):
            self.addItem(item)
            angle = math.pi / 2 + 2 * math.pi * ((seat - self.anchor) % n) / n
            item.setPos(rx * math.cos(angle) - SEAT_W / 2, ry * math.sin(angle) - SEAT_H / 2)
        rect = QRectF(-rx - SEAT_W / 2 - 20, -ry - SEAT_H / 2 - 50,
                      2 * rx + SEAT_W + 40, 2 * ry + SEAT_H + 80)
        self.setSceneRect(rect)
        felt = QRadialGradient(QPointF(0, 0), max(rect.width(), rect.height()) / 1.6)
        felt.setColorAt(0, QColor(FELT).lighter(125))
        felt.setColorAt(1, QColor(FELT).darker(135))
        self.setBackgroundBrush(QBrush(felt))

    def show_view(self, view: CoupView, names: list[str],
                  open_hands: Mapping[int, Sequence[int]] | None = None) -> None:
        """Draw ``view``; the public view (a spectator's) holds no face-down card at all.
        ``open_hands`` are face-down cards every player may now see (the game is over)."""
        open_hands = open_hands or {}
        if len(self.seats) != view.players:
            self._lay_out(view.players)
        acting = view.kind >= 0 and view.winner < 0  # an action with a target is in progress
        for seat, item in enumerate(self.seats):
            info = view.seats[seat]
            cards: list[tuple[int | None, Look]]
            if seat in open_hands:
                cards = [(card, Look.SHOWN) for card in open_hands[seat]]
            elif seat == view.player:
                cards = [(card, Look.YOURS) for card in view.my_cards]
            else:
                cards = [(None, Look.BACK)] * info.face_down
            cards += [(card, Look.LOST) for card in info.revealed]
            # The gold rim: whose decision it is, or who won.
            item.show_seat(names[seat], info.coins, info.allegiance, info.alive,
                           seat in (view.to_move, view.winner), view.target == seat and acting,
                           cards)
            item.say(speech(view, seat))
        self.centre.show_table(view.deck_size, view.treasury,
                               view.reserve if view.reformation else None)
        self._show_glimpse(view)

    def _show_glimpse(self, view: CoupView) -> None:
        cards, caption = glimpse(view)
        self.tray.setVisible(bool(cards))
        if not cards:
            return
        self.tray.show_cards(cards, Look.SHOWN, caption)
        # Beside the viewer's seat, on the side of the table's middle (the right of a seat at
        # the bottom or the top), level with its cards.
        assert view.player is not None
        seat = self.seats[view.player].pos()
        box = self.tray.boundingRect()
        right = seat.x() + SEAT_W / 2 < 1
        x = seat.x() + SEAT_W + 16 if right else seat.x() - box.width() - 16
        self.tray.setPos(x, seat.y() + SEAT_H - box.height())

    def offer_targets(self, seats: list[int]) -> None:
        """Light up the seats a click may pick as the target."""
        for item in self.seats:
            item.offer(item.seat in seats)

    def seat_at(self, seat: int) -> SeatItem:
        return self.seats[seat]

    def _keep(self, animation: QAbstractAnimation) -> None:
        """Hold an animation until it ends (Qt would otherwise lose it with its Python side)."""
        self.animations.append(animation)
        animation.finished.connect(lambda: self.animations.remove(animation)
                                   if animation in self.animations else None)

    def turn_face_up(self, seat: int) -> None:
        """An influence lost: the seat's newest face-up card turns over where it lies."""
        lost = [c for c in self.seats[seat].cards if c.isVisible() and c.look is Look.LOST]
        if lost:
            self._keep(lost[-1].turn_over())

    def show_coins(self, seat: int, delta: int) -> None:
        """Coins gained or paid float up from the seat's coin and fade."""
        item = CoinDelta(f"{delta:+d}", delta > 0)
        board = self.seats[seat]
        start = board.mapToScene(QPointF(SEAT_W - 26, 4))
        item.setPos(start)
        self.addItem(item)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(1400)

        def step(value: float) -> None:
            item.setPos(start - QPointF(0, 34 * value))
            item.setOpacity(1.0 - max(0.0, value - 0.6) / 0.4)

        animation.valueChanged.connect(step)
        animation.finished.connect(lambda: self.removeItem(item))
        self._keep(animation)
        animation.start()

    def turn_over(self, seat: int, card: int) -> CardItem:
        """A challenged player proves the claim: the card rises from their seat, turns face up
        in view, and goes back to the Court deck."""
        item = CardItem()
        item.show_card(card, Look.SHOWN)
        item.setZValue(10)
        board = self.seats[seat]
        start = board.mapToScene(board.card_pos(0) + QPointF(CARD_W / 2 + GAP / 2, -30))
        item.setPos(start)
        self.addItem(item)
        flip = item.turn_over()
        group = QSequentialAnimationGroup(self)
        group.addPause(flip.duration() + 900)  # time to read it
        travel = QPropertyAnimation(item, b"pos", group)
        travel.setDuration(650)
        travel.setEndValue(self.centre.deck_pos())
        travel.setEasingCurve(QEasingCurve.Type.InOutQuad)
        group.addAnimation(travel)
        self._keep(flip)
        self._keep(group)
        group.finished.connect(lambda: self.removeItem(item))
        group.start()
        return item
