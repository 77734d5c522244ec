"""The Coup table as a graphics scene: seats around the table, the Court deck and the Treasury.

It renders one player's view (or only public facts for a spectator): coins, face-down and face-up
cards, allegiance, who is deciding and who is targeted.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from companion.coup import actions as A
from companion.coup.cards import Allegiance, Character
from companion.coup.phases import Phase
from companion.coup.views import CoupView

CARD_W, CARD_H = 76, 100
SEAT_W, SEAT_H = 180, 156
COLOURS = {
    Character.DUKE: "#7b3fa0",
    Character.ASSASSIN: "#3a3a3a",
    Character.CAPTAIN: "#2f5f9e",
    Character.AMBASSADOR: "#2e8b57",
    Character.CONTESSA: "#b22d3a",
    Character.INQUISITOR: "#1f8a8a",
}
BACK = "#8a6d3b"


def tr(text: str) -> str:
    return QCoreApplication.translate("CoupTable", text)


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


def allegiance_name(side: int) -> str:
    return tr("Loyalist") if side == Allegiance.LOYALIST else tr("Reformist")


def speech(view: CoupView, seat: int) -> str:
    """The claim, block or challenge ``seat`` has made in the action in progress."""
    if view.kind < 0:
        return ""
    if seat == view.challenger and view.phase in (Phase.PROVE, Phase.LOSE):
        return tr("Challenge!")
    if seat == view.blocker:
        return tr("Blocks: {0}").format(character_name(view.block_char))
    if seat == view.actor:
        if view.kind == A.EMBEZZLE:
            return tr("No Duke!")
        if view.claimed >= 0:
            return tr("I am the {0}").format(character_name(view.claimed))
    return ""


class SeatItem(QGraphicsRectItem):
    """One seat: name, coins, allegiance and cards."""

    def __init__(self, seat: int) -> None:
        super().__init__(0, 0, SEAT_W, SEAT_H)
        self.seat = seat
        self.setBrush(QBrush(QColor("#f4efe4")))
        self.title = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setPointSize(13)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setPos(8, 4)
        self.detail = QGraphicsSimpleTextItem(self)
        detail_font = QFont()
        detail_font.setPointSize(11)
        self.detail.setFont(detail_font)
        self.detail.setPos(8, 26)
        self.cards: list[CardItem] = []
        # What this player says in the action in progress ("claims the Duke", "Challenge!").
        self.bubble = QGraphicsRectItem(self)
        self.bubble.setBrush(QBrush(QColor("#fff8d6")))
        self.bubble.setPen(QPen(QColor("#d08c00"), 1.5))
        self.speech = QGraphicsSimpleTextItem(self.bubble)
        speech_font = QFont()
        speech_font.setPointSize(11)
        speech_font.setBold(True)
        self.speech.setFont(speech_font)
        self.speech.setPos(8, 4)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.seat_clicked.emit(self.seat)
        event.accept()

    def say(self, text: str) -> None:
        self.bubble.setVisible(bool(text))
        self.speech.setText(text)
        box = self.speech.boundingRect()
        self.bubble.setRect(0, 0, box.width() + 16, box.height() + 8)
        self.bubble.setPos(SEAT_W - box.width() - 16, -box.height() - 12)

    def show_seat(self, name: str, coins: int, allegiance: int, alive: bool, deciding: bool,
                  targeted: bool, face_down: list[int | None], face_up: list[int]) -> None:
        self.title.setText(name if alive else tr("{0} (exiled)").format(name))
        words = [tr("1 coin") if coins == 1 else tr("{0} coins").format(coins)]
        if allegiance >= 0:
            words.append(allegiance_name(allegiance))
        self.detail.setText(" · ".join(words))
        border = "#d08c00" if deciding else "#c0392b" if targeted else "#9a8f7a"
        self.setPen(QPen(QColor(border), 4 if deciding or targeted else 1.5))
        self.setOpacity(1.0 if alive else 0.55)
        shown = [(card, True) for card in face_down] + [(card, False) for card in face_up]
        while len(self.cards) < len(shown):  # card items are made once and reused
            self.cards.append(CardItem(self))
        for index, item in enumerate(self.cards):
            item.setVisible(index < len(shown))
            if index < len(shown):
                item.setPos(8 + index * (CARD_W + 6), 46)
                item.show_card(*shown[index])


class CardItem(QGraphicsRectItem):
    """A card: a face-down one shows its character only to its owner (``card`` known)."""

    def __init__(self, parent: QGraphicsRectItem) -> None:
        super().__init__(0, 0, CARD_W, CARD_H, parent)
        self.label = QGraphicsSimpleTextItem(self)
        self.label.setBrush(QBrush(QColor("white")))
        font = QFont()
        font.setPointSize(7)
        font.setBold(True)
        self.label.setFont(font)
        self.state = QGraphicsSimpleTextItem(self)
        self.state.setBrush(QBrush(QColor("white")))
        small = QFont()
        small.setPointSize(7)
        self.state.setFont(small)

    def show_card(self, card: int | None, hidden: bool) -> None:
        if card is None:
            self.setBrush(QBrush(QColor(BACK)))
            self.setPen(QPen(QColor("#5c4725"), 1.5))
            self.setOpacity(1.0)
            self.setToolTip(tr("Face-down card"))
            self.label.setText("")
            self.state.setText("")
            return
        self.setBrush(QBrush(QColor(COLOURS[Character(card)])))
        self.setPen(QPen(QColor("#222"), 1.5 if hidden else 1))
        self.setOpacity(1.0 if hidden else 0.6)
        self.label.setText(character_name(card))
        self.label.setPos(max(2.0, (CARD_W - self.label.boundingRect().width()) / 2), 8)
        self.state.setText(tr("yours") if hidden else tr("face up"))
        self.state.setPos((CARD_W - self.state.boundingRect().width()) / 2, CARD_H - 18)
        self.setToolTip(character_name(card) + " — " +
                        (tr("your face-down card") if hidden else tr("face up: influence lost")))


class TableScene(QGraphicsScene):
    seat_clicked = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.setBackgroundBrush(QBrush(QColor("#2f5d46")))
        self.seats: list[SeatItem] = []
        self.centre = QGraphicsSimpleTextItem()
        self.centre.setBrush(QBrush(QColor("white")))
        font = QFont()
        font.setPointSize(14)
        self.centre.setFont(font)
        self.addItem(self.centre)
        self.deck = QGraphicsRectItem(0, 0, CARD_W, CARD_H)
        self.deck.setBrush(QBrush(QColor(BACK)))
        self.deck.setPen(QPen(QColor("#5c4725"), 2))
        self.addItem(self.deck)

    def show_view(self, view: CoupView, names: list[str]) -> None:
        """Draw ``view``; the public view (a spectator's) holds no face-down card at all."""
        n = view.players
        if len(self.seats) != n:
            for item in self.seats:
                self.removeItem(item)
            self.seats = [SeatItem(s) for s in range(n)]
            for item in self.seats:
                self.addItem(item)
        rx, ry = (380.0, 250.0) if n <= 6 else (500.0, 330.0)
        bottom = 0 if view.player is None else view.player
        acting = view.kind >= 0 and view.winner < 0  # an action with a target is in progress
        for seat, item in enumerate(self.seats):
            angle = math.pi / 2 + 2 * math.pi * ((seat - bottom) % n) / n
            x = rx * math.cos(angle) - SEAT_W / 2
            y = ry * math.sin(angle) - SEAT_H / 2
            item.setPos(x, y)
            info = view.seats[seat]
            if seat == view.player:
                face_down: list[int | None] = list(view.my_cards)
            else:
                face_down = [None] * info.face_down
            item.show_seat(names[seat], info.coins, info.allegiance, info.alive,
                           view.to_move == seat, view.target == seat and acting,
                           face_down, list(info.revealed))
            item.say(speech(view, seat))
        deck = (tr("Court deck: 1 card") if view.deck_size == 1
                else tr("Court deck: {0} cards").format(view.deck_size))
        lines = [deck,
                 tr("Treasury: {0} coins").format(view.treasury)]
        if view.reformation:
            lines.append(tr("Treasury Reserve: {0} coins").format(view.reserve))
        self.centre.setText("\n".join(lines))
        self.deck.setPos(-CARD_W - 12, -CARD_H / 2)
        self.centre.setPos(0, -self.centre.boundingRect().height() / 2)
        self.setSceneRect(QRectF(-rx - SEAT_W / 2 - 20, -ry - SEAT_H / 2 - 20,
                                 2 * rx + SEAT_W + 40, 2 * ry + SEAT_H + 40))

    def seat_at(self, seat: int) -> SeatItem:
        return self.seats[seat]

