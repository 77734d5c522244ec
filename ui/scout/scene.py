"""The Scout table as a graphics scene: the others' seats along the top, the Active Set in the
middle, the viewer's hand along the bottom.

It draws one player's view (or the public one) and what that player is doing with it
(``Marks``: a selection, a scouted card and the gap it would go into); clicks and drags come
back as signals, for the decision panel to judge against the legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from companion.scout import actions as A
from companion.scout.cards import turned
from companion.scout.views import DECIDE, ScoutView, SeatView
from companion_ui.scout.card import CARD_H, CARD_W, GOLD, CardItem
from companion_ui.scout.words import set_name, signed

FELT = "#2f5d46"
PLAQUE_W, PLAQUE_H = 262.0, 196.0
MINI = 0.42  # the others' cards, drawn small
TOP_Y, ACTIVE_Y, HAND_Y = 16.0, 300.0, 560.0
MIN_W = 1400.0
PUBLIC_MIN_W, PLAQUE_GAP = 960.0, 48.0  # the public table: no hand along the bottom
STEP, WIDE_STEP, GAP_W = CARD_W + 8, CARD_W + 10, 26.0
LIFT = 22.0


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ScoutTable", text, disambiguation, n)


@dataclass(frozen=True)
class Marks:
    """What the deciding player is doing with the table (the decision panel keeps it)."""

    selected: tuple[int, int] | None = None  # hand positions, first to last
    hinted: frozenset[int] = field(default_factory=frozenset)  # cards of some legal Show
    can_scout: bool = False  # the Active Set's ends may be picked
    picked: int | None = None  # the end being scouted (A.LEFT or A.RIGHT)
    turned: bool = False
    place: int | None = None  # the gap it would go into
    cursor: int | None = None  # the keyboard's card


def text_item(text: str, size: int, colour: str = "white", bold: bool = False,
              parent: QGraphicsItem | None = None) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QBrush(QColor(colour)))
    return item


def token(label: str, colour: str, parent: QGraphicsItem, x: float, y: float,
          faded: bool = False, tip: str = "") -> QGraphicsEllipseItem:
    """A round chip with a short label."""
    chip = QGraphicsEllipseItem(0, 0, 34, 34, parent)
    chip.setPos(x, y)
    chip.setBrush(QBrush(QColor(colour)))
    chip.setPen(QPen(QColor("#5a4a1a"), 1.5))
    chip.setOpacity(0.35 if faded else 1.0)
    chip.setToolTip(tip)
    words = text_item(label, 13 if len(label) < 3 else 10, "#1d1d1d", True, chip)
    box = words.boundingRect()
    words.setPos(17 - box.width() / 2, 17 - box.height() / 2)
    return chip


class GapMarker(QGraphicsRectItem):
    """A gap of the hand a scouted card can go into."""

    def __init__(self, place: int) -> None:
        super().__init__(0, 0, GAP_W - 6, CARD_H)
        self.role = ("gap", place)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tr("Put the scouted card here (place {0})").format(place + 1))
        self._look(False)
        plus = text_item("+", 20, "white", True, self)
        plus.setPos((GAP_W - 6) / 2 - plus.boundingRect().width() / 2, CARD_H / 2 - 13)

    def _look(self, hot: bool) -> None:
        self.setBrush(QBrush(QColor(255, 255, 255, 110 if hot else 40)))
        self.setPen(QPen(QColor(GOLD if hot else "#cfe8d8"), 2, Qt.PenStyle.DashLine))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._look(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._look(False)


class SeatPlaque(QGraphicsRectItem):
    """One player's place: name, the hand (backs, and the scouted cards everyone saw), the
    captured pile, Scout chips, the Scout & Show chip and the score so far."""

    def __init__(self, view: ScoutView, seat: SeatView, name: str, hand: bool,
                 thinking: bool = False) -> None:
        height = PLAQUE_H if hand else 92.0
        super().__init__(0, 0, PLAQUE_W, height)
        deciding = view.to_move == seat.seat
        self.setBrush(QBrush(QColor("#f4efe4")))
        self.setPen(QPen(QColor(GOLD if deciding else "#9a8f7a"), 4 if deciding else 1.5))
        title = text_item(name, 17, "#1d1d1d", True, self)
        title.setPos(10, 6)
        notes = [tr("thinking…")] if thinking else []
        if view.first == seat.seat:
            notes.append(tr("starts"))
        if view.phase == DECIDE and seat.turned is not None:
            notes.append(tr("turned the hand") if seat.turned else tr("kept the hand"))
        if notes:
            note = text_item(" · ".join(notes), 12, "#6b5b2e", False, self)
            note.setPos(PLAQUE_W - note.boundingRect().width() - 10, 10)
        y = 34.0
        if hand:
            self._mini_hand(seat, y)
            y += CARD_H * MINI + 12
            count = tr("%n card(s) in hand", "", seat.hand_size)
            text_item(count, 13, "#3b3b3b", False, self).setPos(10, y)
            y += 22
        self._counts(view, seat, y)

    def _mini_hand(self, seat: SeatView, y: float) -> None:
        n = seat.hand_size
        width = CARD_W * MINI
        step = min(width + 3, (PLAQUE_W - 20 - width) / max(1, n - 1))
        for i, card in enumerate(seat.known):
            item = CardItem(card, ("", -1), self)
            item.setScale(MINI)
            item.setPos(10 + i * step, y)
            if card is None:
                item.setToolTip(tr("A card only its holder knows"))
            else:
                item.setToolTip(tr("{0}: scouted in plain sight").format(item.toolTip()))

    def _counts(self, view: ScoutView, seat: SeatView, y: float) -> None:
        x = 10.0
        pile = CardItem(None, ("", -1), self)
        pile.setScale(0.28)
        pile.setPos(x, y)
        pile.setToolTip(tr("Captured cards: 1 point each"))
        text_item(str(len(seat.captured)), 16, "#1d1d1d", True, self).setPos(x + 28, y + 8)
        x += 62
        two = view.players == 2
        tip = (tr("Scout chips left: scouting pays one; each left scores 1 at the round's end")
               if two else tr("Scout chips received: 1 point each"))
        token(str(seat.chips), "#f2c94c", self, x, y, tip=tip)
        x += 44
        if not two:
            token(tr("S&S"), "#e9967a", self, x, y, faded=not seat.scout_show,
                  tip=tr("Scout & Show chip: ready") if seat.scout_show
                  else tr("Scout & Show chip: used this round"))
            x += 44
        total = view.totals[seat.seat]
        score = text_item(tr("{0} pts").format(signed(total)), 15, "#1d1d1d", True, self)
        score.setPos(PLAQUE_W - score.boundingRect().width() - 10, y + 8)
        score.setToolTip(tr("Points from the finished rounds"))


class TableScene(QGraphicsScene):
    hand_pressed = Signal(int, bool)  # position, extend the selection (shift)
    hand_dragged = Signal(int)  # the pointer moved onto this card with the button held
    end_pressed = Signal(int, bool)  # an end of the Active Set; right button (turn it)
    gap_chosen = Signal(int)
    turn_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setBackgroundBrush(QBrush(QColor(FELT)))
        self.hand_items: list[CardItem] = []
        self.active_items: list[CardItem] = []
        self.gaps: list[GapMarker] = []
        self.plaques: dict[int, SeatPlaque] = {}
        self.caption: QGraphicsSimpleTextItem | None = None
        self._gap_x: list[float] = []
        self._dragging: str = ""  # "hand" or "card"
        self._floating: CardItem | None = None
        self._drag_at = QPointF()
        self._last: tuple[ScoutView, list[str], Marks] | None = None
        self.thinking: int | None = None  # the bot whose move is coming

    # --- drawing ----------------------------------------------------------------------------
    def show_view(self, view: ScoutView, names: Sequence[str], marks: Marks) -> None:
        self._last = (view, list(names), marks)
        self.clear()
        self.hand_items, self.active_items, self.gaps, self.plaques = [], [], [], {}
        self._floating = None
        me = view.player
        others = [s for s in view.seats if s.seat != me]
        if me is None:
            # As wide as the seats and the Active Set need: drawn as large as the view allows
            # (a spectator's window, the table display across the room).
            half = (len(others) + 1) // 2
            width = max(PUBLIC_MIN_W, half * (PLAQUE_W + PLAQUE_GAP) + PLAQUE_GAP,
                        max(3, len(view.active)) * STEP + 160)
        else:
            width = max(MIN_W, self._hand_width(view, marks) + 80)
        if me is not None:
            # Clockwise from the viewer's left, as the players sit around a real table.
            others.sort(key=lambda s: (s.seat - me) % view.players)
            self._plaque_row(view, names, others, TOP_Y, width)
        else:
            # Nobody's hand to show: the seats go round the table, half along the far side,
            # the rest along the near side (clockwise, so right to left).
            half = (len(others) + 1) // 2
            self._plaque_row(view, names, others[:half], TOP_Y, width)
            self._plaque_row(view, names, others[half:][::-1], HAND_Y, width)
        self._round_note(view, names)
        self._active_set(view, names, marks, width)
        bottom = HAND_Y + PLAQUE_H + 16
        if me is not None:
            self._hand(view, marks, width)
            plaque = SeatPlaque(view, view.seats[view.player], names[view.player], False)
            plaque.setPos(width / 2 - PLAQUE_W / 2, HAND_Y + CARD_H + 18)
            self.addItem(plaque)
            self.plaques[view.player] = plaque
            bottom = HAND_Y + CARD_H + 18 + 92 + 16
        self.setSceneRect(QRectF(0, 0, width, bottom))
        if self._dragging == "card":
            self._float(marks, view)

    def _plaque_row(self, view: ScoutView, names: Sequence[str], seats: list[SeatView],
                    y: float, width: float) -> None:
        spacing = (width - len(seats) * PLAQUE_W) / (len(seats) + 1)
        for i, seat in enumerate(seats):
            plaque = SeatPlaque(view, seat, names[seat.seat], True, seat.seat == self.thinking)
            plaque.setPos(spacing + i * (PLAQUE_W + spacing), y)
            self.addItem(plaque)
            self.plaques[seat.seat] = plaque

    def show_thinking(self, seat: int | None) -> None:
        self.thinking = seat
        if self._last is not None:
            self.redraw(self._last[2])

    def redraw(self, marks: Marks) -> None:
        if self._last is not None:
            view, names, _ = self._last
            self.show_view(view, names, marks)

    def _round_note(self, view: ScoutView, names: Sequence[str]) -> None:
        # Once the last round is scored the round counter has moved past it.
        lines = [tr("Round {0} of {1}").format(min(view.round + 1, view.rounds), view.rounds),
                 tr("{0} started").format(names[view.first])]
        note = text_item("\n".join(lines), 16, "#e8f3ec", True)
        note.setPos(24, ACTIVE_Y - 40)
        self.addItem(note)

    def _active_set(self, view: ScoutView, names: Sequence[str], marks: Marks,
                    width: float) -> None:
        cards = list(view.active)
        if not cards:
            words = tr("The table is empty: any set may be shown")
        else:
            assert view.owner is not None
            words = tr("Active Set: {0}'s {1}").format(names[view.owner], set_name(cards))
        self.caption = text_item(words, 20, "white", True)
        self.caption.setPos(width / 2 - self.caption.boundingRect().width() / 2, ACTIVE_Y - 44)
        self.addItem(self.caption)
        felt = QGraphicsRectItem(0, 0, max(3, len(cards)) * STEP + 40, CARD_H + 40)
        felt.setBrush(QBrush(QColor("#274f3b")))
        felt.setPen(QPen(QColor("#3f7a5c"), 2))
        felt.setPos(width / 2 - felt.rect().width() / 2, ACTIVE_Y - 14)
        self.addItem(felt)
        left = width / 2 - len(cards) * STEP / 2 + 4
        last = len(cards) - 1
        for i, card in enumerate(cards):
            end = A.LEFT if i == 0 else A.RIGHT if i == last else -1
            picked = marks.picked is not None and end == marks.picked
            shown = turned(card) if picked and marks.turned else card
            item = CardItem(shown, ("end", end) if marks.can_scout and end >= 0 else ("", -1))
            item.setPos(left + i * STEP, ACTIVE_Y - (LIFT if picked else 0))
            item.selected = picked
            if marks.can_scout and end >= 0:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
                item.setToolTip(tr("Scout this card: click, then click a gap of your hand "
                                   "(or drag it there); right-click turns it"))
            self.addItem(item)
            self.active_items.append(item)

    def _hand_width(self, view: ScoutView, marks: Marks) -> float:
        n = len(view.hand)
        if marks.picked is None:
            return n * STEP
        return n * WIDE_STEP + (n + 1) * GAP_W + (STEP if marks.place is not None else 0)

    def _hand(self, view: ScoutView, marks: Marks, width: float) -> None:
        hand = view.hand
        x = width / 2 - self._hand_width(view, marks) / 2
        first, last = marks.selected if marks.selected else (-1, -2)
        self._gap_x = []
        picking = marks.picked is not None
        for place in range(len(hand) + 1):
            if picking and place == marks.place:
                card = self._picked_card(view, marks)
                item = CardItem(card, ("new", place))
                item.new = True
                item.setPos(x + 2, HAND_Y)
                item.setToolTip(tr("The scouted card goes here; right-click turns it"))
                self.addItem(item)
                self._gap_x.append(x + STEP / 2)
                x += STEP
            elif picking:
                gap = GapMarker(place)
                gap.setPos(x + 3, HAND_Y)
                self.addItem(gap)
                self.gaps.append(gap)
                self._gap_x.append(x + GAP_W / 2)
                x += GAP_W
            if place == len(hand):
                break
            item = CardItem(hand[place], ("hand", place))
            item.selected = first <= place <= last
            item.hinted = place in marks.hinted
            item.setPos(x + 4, HAND_Y - (LIFT if item.selected else 0))
            if not picking:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
            self.addItem(item)
            self.hand_items.append(item)
            if marks.cursor == place:
                caret = text_item("▲", 18, GOLD, True)
                caret.setPos(x + 4 + CARD_W / 2 - 8, HAND_Y + CARD_H + 2)
                self.addItem(caret)
            x += WIDE_STEP if picking else STEP

    @staticmethod
    def _picked_card(view: ScoutView, marks: Marks) -> int:
        card = view.active[-1 if marks.picked == A.RIGHT else 0]
        return turned(card) if marks.turned else card

    def _float(self, marks: Marks, view: ScoutView) -> None:
        if marks.picked is None or not view.active:
            return
        self._floating = CardItem(self._picked_card(view, marks))
        self._floating.setOpacity(0.85)
        self._floating.setZValue(10)
        self._floating.setPos(self._drag_at - QPointF(CARD_W / 2, CARD_H / 2))
        self.addItem(self._floating)

    # --- pointing ---------------------------------------------------------------------------
    def role_at(self, point: QPointF) -> tuple[str, int]:
        for item in self.items(point):
            while item is not None:
                role = getattr(item, "role", None)
                if role and role[0]:
                    return role
                item = item.parentItem()
        return ("", -1)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        kind, index = self.role_at(event.scenePos())
        right = event.button() == Qt.MouseButton.RightButton
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if kind == "hand" and not right:
            self._dragging = "hand"
            self.hand_pressed.emit(index, shift)
        elif kind == "end":
            self._drag_at = event.scenePos()
            self._dragging = "" if right else "card"
            self.end_pressed.emit(index, right)
        elif kind == "gap" and not right:
            self.gap_chosen.emit(index)
        elif kind == "new" and right:
            self.turn_requested.emit()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not event.buttons() & Qt.MouseButton.LeftButton:
            self._dragging = ""
            super().mouseMoveEvent(event)  # hover looks
            return
        point = event.scenePos()
        if self._dragging == "hand":
            kind, index = self.role_at(point)
            if kind == "hand":
                self.hand_dragged.emit(index)
        elif self._dragging == "card":
            self._drag_at = point
            if self._floating is not None:
                self._floating.setPos(point - QPointF(CARD_W / 2, CARD_H / 2))
            if self._gap_x and point.y() > HAND_Y - CARD_H / 2:
                nearest = min(range(len(self._gap_x)),
                              key=lambda p: abs(self._gap_x[p] - point.x()))
                if self._last is None or self._last[2].place != nearest:
                    self.gap_chosen.emit(nearest)
            elif self._floating is None and self._last is not None:
                self._float(self._last[2], self._last[0])

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._dragging = ""
        if self._floating is not None:
            self.removeItem(self._floating)
            self._floating = None
        event.accept()
