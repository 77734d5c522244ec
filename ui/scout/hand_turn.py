"""The round's first decision: keep the hand as dealt or turn it around (every card flipped,
the order reversed), both shown side by side before the player decides. Enter keeps the hand
(nothing changes), T turns it, as a line under the buttons says."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.scout.cards import sets_in, top
from companion_ui.scout.card import CARD_H, CardItem
from companion_ui.scout.scene import FELT, STEP
from companion_ui.scout.words import set_name
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.labels import note_line
from companion_ui.shell.retranslate import Retranslating


def best_set(hand: Sequence[int]) -> str:
    """The strongest set the hand holds now, e.g. "strongest set: run 1-2-3-4"."""
    values = [top(c) for c in hand]
    found = max(sets_in(values), key=lambda s: s[2], default=None)
    if found is None:
        return ""
    first, last, _ = found
    return QCoreApplication.translate("HandTurnChoice", "strongest set: {0}").format(
        set_name(hand[first:last + 1]))


class HandRow(FittedView):
    """A hand as a row of cards, scaled to fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene()
        super().__init__(scene, parent)
        scene.setParent(self)  # owned by the view, not by Python's reference
        scene.setBackgroundBrush(QBrush(QColor(FELT)))
        self.setMinimumSize(160, 150)  # smaller, it scales: the window fits a laptop at 200%
        self.setMaximumHeight(230)
        self.cards: list[CardItem] = []

    def show_cards(self, cards: Sequence[int]) -> None:
        self.scene().clear()
        self.cards = []
        for i, card in enumerate(cards):
            item = CardItem(card)
            item.setPos(i * STEP, 0)
            self.scene().addItem(item)
            self.cards.append(item)
        self.scene().setSceneRect(-12, -12, len(cards) * STEP + 16, CARD_H + 24)


class HandTurnChoice(Retranslating, QWidget):
    """Emits ``chosen(turn)``: False keeps the hand, True turns it."""

    chosen = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSize(font.pointSize() + 3)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.explain = explain = QLabel()
        explain.setWordWrap(True)
        self.as_dealt = HandRow()
        self.turned = HandRow()
        self.keep_button = QPushButton()
        self.turn_button = QPushButton()
        for button in (self.keep_button, self.turn_button):
            button.setMinimumSize(190, 48)
        self.keep_button.setDefault(True)
        self.keep_button.clicked.connect(lambda: self.chosen.emit(False))
        self.turn_button.clicked.connect(lambda: self.chosen.emit(True))
        # Shortcuts of this page: they act only while it shows.
        for key, button in (("Return", self.keep_button), ("Enter", self.keep_button),
                            ("T", self.turn_button)):
            QShortcut(QKeySequence(key), self, activated=button.click)
        self.keys_hint = note_line()
        # One orientation above the other, so the two hands compare card by card.
        grid = QGridLayout()
        self.dealt_best, self.turned_best = QLabel(), QLabel()
        self.dealt_title, self.turned_title = QLabel(), QLabel()
        for best in (self.dealt_best, self.turned_best):
            best.setWordWrap(True)  # a long set's name never widens the window
        for row, (title, best, hand, button) in enumerate((
                (self.dealt_title, self.dealt_best, self.as_dealt, self.keep_button),
                (self.turned_title, self.turned_best, self.turned, self.turn_button))):
            heading = QHBoxLayout()
            heading.addWidget(title)
            heading.addWidget(best, 1)
            grid.addLayout(heading, 2 * row, 0)
            grid.addWidget(hand, 2 * row + 1, 0)
            grid.addWidget(button, 2 * row + 1, 1)
        grid.setColumnStretch(0, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(explain)
        layout.addSpacing(8)
        layout.addLayout(grid)
        layout.addWidget(self.keys_hint)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.explain.setText(self.tr(
            "Before the round's first turn you may turn your whole hand around once: every "
            "card shows its other number and the order reverses. Cards can never be "
            "reordered, so look for long runs and groups."))
        self.keep_button.setText(self.tr("Keep this hand"))
        self.turn_button.setText(self.tr("Turn the hand around"))
        self.dealt_title.setText(self.tr("<b>As dealt</b>"))
        self.turned_title.setText(self.tr("<b>Turned around</b>"))
        self.keys_hint.setText(self.tr("Keys: Enter keeps this hand, T turns it around"))

    def clear(self) -> None:
        """Nothing private left on the page (hot-seat: another player comes next)."""
        self.as_dealt.show_cards([])
        self.turned.show_cards([])

    def ask(self, as_dealt: Sequence[int], turned_around: Sequence[int], round_number: int,
            rounds: int) -> None:
        self.heading.setText(self.tr("Round {0} of {1}: keep your hand, or turn it "
                                     "around?").format(round_number, rounds))
        self.as_dealt.show_cards(as_dealt)
        self.turned.show_cards(turned_around)
        self.dealt_best.setText(best_set(as_dealt))
        self.turned_best.setText(best_set(turned_around))
