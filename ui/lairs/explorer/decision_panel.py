"""The decision in hand during a Lairs game: its question with one button per answer, or a
question confirmed by one button once the player has chosen on the screen (the dice of a Check,
at the end the treasures to score face-up). Keys 1–9 press the answers in order and Enter the
confirming button (or an only answer), as a line under them says."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout

from companion.lairs.actions import Take
from companion.lairs.treasures import TreasureSet
from companion_ui.shell.labels import keys_hint, note_line
from companion_ui.shell.messages import translated


class DecisionPanel(QGroupBox):
    answered = Signal(object)  # the action of the answer clicked
    confirmed = Signal()

    def __init__(self, width: int) -> None:
        super().__init__()
        self.setObjectName("decision")
        self.column_width = width  # two answers a row when they fit in half of it
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.answers = QGridLayout()
        layout.addLayout(self.answers)
        self.buttons: list[QPushButton] = []
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirm")
        self.confirm_button.setMinimumHeight(36)
        self.confirm_button.clicked.connect(self.confirmed)
        layout.addWidget(self.confirm_button)
        self.keys_hint = note_line()
        layout.addWidget(self.keys_hint)
        # The panel's own shortcuts: they act only while it shows.
        for number in range(1, 10):
            QShortcut(QKeySequence(str(number)), self,
                      activated=lambda n=number: self.press(n))
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self, activated=self.enter)
        self.setVisible(False)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Decision"))

    def clear(self) -> None:
        for button in self.buttons:
            # Hidden and detached now: deleteLater alone leaves it on screen until the event
            # loop runs, and a bot or a quick answer may render again before that.
            button.hide()
            self.answers.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        self.confirm_button.setVisible(False)
        self.setVisible(False)

    def ask(self, question: str, legal: Sequence[Any],
            describe: Callable[[Any, TreasureSet], str], cards: TreasureSet) -> None:
        """One button per legal answer (``describe(action, cards)`` names it)."""
        self.clear()
        self.label.setText(question)
        buttons = []
        for action in legal:
            button = QPushButton(describe(action, cards))
            button.setObjectName("answer")
            button.setToolTip(str(action) if not isinstance(action, Take)
                              else translated(cards[action.card].describe()))
            button.clicked.connect(lambda _=False, a=action: self.answered.emit(a))
            buttons.append(button)
        half = (self.column_width - 60) // 2
        columns = 2 if all(b.sizeHint().width() <= half for b in buttons) else 1
        for index, button in enumerate(buttons):
            self.answers.addWidget(button, index // columns, index % columns)
        self.buttons = buttons
        if len(buttons) == 1:
            buttons[0].setDefault(True)
        self._hint()
        self.setVisible(True)

    def ask_confirm(self, question: str, answer: str, allowed: bool, why: str = "") -> None:
        """``question`` with one ``answer`` button (``confirmed`` when clicked), enabled when
        what the player chose on the screen makes an answer, else greyed with ``why``."""
        if self.buttons:
            self.clear()
        self.label.setText(question)
        self.confirm_button.setText(answer)
        self.confirm_button.setEnabled(allowed)
        self.confirm_button.setToolTip("" if allowed else why)
        self.confirm_button.setVisible(True)
        self._hint()
        self.setVisible(True)

    def ask_face_up(self, question: str, allowed: bool, why: str) -> None:
        """At the end: the treasures clicked are confirmed as the ones to score face-up."""
        self.ask_confirm(question, self.tr("Score these face-up"), allowed, why)

    def default(self) -> QPushButton | None:
        """The button Enter presses: the confirming one, or the only answer."""
        if self.confirm_button.isVisibleTo(self):
            return self.confirm_button
        return self.buttons[0] if len(self.buttons) == 1 else None

    def _hint(self) -> None:
        default = self.default()
        # A lone answer is Enter's: no number to name.
        self.keys_hint.setText(keys_hint(len(self.buttons), (), default.text() if default
                                         is not None else None, lone_key=False))

    def press(self, number: int) -> None:
        if self.isVisible() and number <= len(self.buttons):
            self.buttons[number - 1].click()

    def enter(self) -> None:
        default = self.default()
        if self.isVisible() and default is not None and default.isEnabled():
            default.click()
