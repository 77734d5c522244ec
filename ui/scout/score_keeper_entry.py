"""The entry strip under the score pad: one player's round at a time.

Three spin boxes (captured cards, Scout chips, cards left in hand), the two ways to end a round
(the gold star), and the buttons to go on. It holds no rules: it shows the cell the window gives
it and reports what the user asked for; the window asks the ``ScoreSheet`` whether it may be.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from companion.scout.score_sheet import COUNT_LIMIT, Ending, ScoreSheet
from companion_ui.scout.score_keeper_pad import COUNT_KINDS, count_icon, count_names
from companion_ui.shell.labels import error_line
from companion_ui.shell.retranslate import Retranslating

ICON_PIXELS = 22


class CountBox(QSpinBox):
    """A count; Enter moves on to the next player."""

    entered = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setRange(0, COUNT_LIMIT)
        self.setMinimumWidth(84)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.setFont(font)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            self.entered.emit()
            return
        super().keyPressEvent(event)


class TallyEntry(Retranslating, QFrame):
    """The round being entered comes from ``show_cell`` (the window's refresh, also after a
    language change); the buttons name themselves."""

    count_changed = Signal(int, int)  # field index (0 captured, 1 chips, 2 hand), value
    ender_toggled = Signal(object)  # the Ending chosen; the same one again takes the star off
    next_player = Signal()
    finish_round = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tallyEntry")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.heading = QLabel()
        self.heading.setObjectName("entryHeading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # it names a player: as typed
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        self.boxes = tuple(CountBox() for _ in COUNT_KINDS)
        self.labels = (QLabel(), QLabel(), QLabel())
        self.icons = tuple(QLabel() for _ in COUNT_KINDS)
        for index, box in enumerate(self.boxes):
            box.valueChanged.connect(lambda value, i=index: self.count_changed.emit(i, value))
            box.entered.connect(self.next_player)
            self.labels[index].setBuddy(box)
        self.emptied = QPushButton()
        self.emptied.setObjectName("endedEmptied")
        self.unbeaten = QPushButton()
        self.unbeaten.setObjectName("endedUnbeaten")
        for button, ending in ((self.emptied, Ending.EMPTIED), (self.unbeaten, Ending.UNBEATEN)):
            button.setCheckable(True)
            button.setStyleSheet("QPushButton { padding: 6px 10px; }"
                                 "QPushButton:checked { background: #f5c542; color: #3b2f00;"
                                 " border: 1px solid #b38600; border-radius: 4px; }")
            button.clicked.connect(lambda _=False, e=ending: self.ender_toggled.emit(e))
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextPlayer")
        self.next_button.clicked.connect(self.next_player)
        self.finish_button = QPushButton()
        self.finish_button.setObjectName("finishRound")
        self.finish_button.clicked.connect(self.finish_round)
        self.message = error_line()
        self.message.setObjectName("message")

        grid = QGridLayout(self)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(14)
        grid.addWidget(self.heading, 0, 0, 1, 3)
        for index, (label, box) in enumerate(zip(self.labels, self.boxes, strict=True)):
            named = QHBoxLayout()
            named.setSpacing(6)
            named.addWidget(self.icons[index])
            named.addWidget(label, 1)
            grid.addLayout(named, 1, index)
            grid.addWidget(box, 2, index)
        # The round's ender and the buttons on a row under the counts: side by side they
        # widened the window past a laptop's screen at 200%.
        self.ender_label = QLabel()
        grid.addWidget(self.ender_label, 3, 0, 1, 3)
        row = QHBoxLayout()
        row.addWidget(self.emptied)
        row.addWidget(self.unbeaten)
        row.addSpacing(14)
        row.addStretch(1)
        row.addWidget(self.next_button)
        row.addWidget(self.finish_button)
        grid.addLayout(row, 4, 0, 1, 4)
        grid.addWidget(self.message, 5, 0, 1, 4)
        grid.setColumnStretch(3, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("Next player ▸"))
        self.next_button.setToolTip(self.tr("Enter the next player's round (Enter in a box)"))
        self.finish_button.setToolTip(self.tr("Check the round and score it: it needs the "
                                              "round's ender and everyone's cards in hand"))
        self.ender_label.setText(self.tr("Ended the round:"))

    def show_cell(self, sheet: ScoreSheet, round_index: int, player: int) -> None:
        rnd = sheet.rounds[round_index]
        name = sheet.names[player]
        self.heading.setText(self.tr("Round {0} · {1}").format(round_index + 1, name))
        ratio = self.devicePixelRatioF()
        for label, icon_label, kind, name in zip(self.labels, self.icons, COUNT_KINDS,
                                                 count_names(sheet.two_players), strict=True):
            label.setText(name)
            icon_label.setPixmap(count_icon(kind, ICON_PIXELS, ratio).pixmap(ICON_PIXELS))
        tally = rnd.tallies[player]
        for box, value in zip(self.boxes, (tally.captured, tally.chips, tally.hand),
                              strict=True):
            if box.value() != value:
                box.blockSignals(True)
                box.setValue(value)
                box.blockSignals(False)
        self.emptied.setText(self.tr("★ played the last card"))
        self.unbeaten.setText(self.tr("★ their Show stood (the other was stuck)")
                              if sheet.two_players else self.tr("★ nobody beat their Show"))
        ended = rnd.ender == player
        self.emptied.setChecked(ended and rnd.ending is Ending.EMPTIED)
        self.unbeaten.setChecked(ended and rnd.ending is Ending.UNBEATEN)
        current = sheet.current
        self.finish_button.setEnabled(current is not None)
        last = current is not None and current + 1 == sheet.round_count
        self.finish_button.setText(
            self.tr("Score round {0} ✓").format(current + 1) if current is not None and not last
            else self.tr("Score the last round ✓") if last
            else self.tr("Every round is scored"))

    def focus_first(self) -> None:
        self.boxes[0].setFocus()
        self.boxes[0].selectAll()
