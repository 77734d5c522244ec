"""Hot-seat Coup's open responses: a challenge or a block asked of every human at the table on one
public panel, so the device need not go round for each "let it pass".

The rules poll the responders one by one (clockwise from the actor's left; the first challenger
or blocker closes the window). Here every human answers at once, or "nobody does"; the panel keeps
those answers for the window and gives each when the game reaches that player, bots answering in
their own turn in between. A human who says "I challenge" lets it pass for the humans asked before
them (they did not speak up); a bot asked earlier may still challenge first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from companion.coup import actions as A
from companion.coup.phases import Phase
from companion.coup.views import CoupView
from ui.coup.card_art import character_icon
from ui.coup.prompt import answer_label
from ui.coup.scene import character_name
from ui.coup.words import describe
from ui.shell.labels import note_line, question_line
from ui.shell.retranslate import Retranslating

OPEN_PHASES = (Phase.CHALLENGE, Phase.BLOCK, Phase.BLOCK_CHALLENGE)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupResponses", text, disambiguation, n)


def is_open_response(view: CoupView) -> bool:
    """A decision that shows no card: everyone may watch it being made."""
    return view.phase in OPEN_PHASES


def window_key(view: CoupView) -> tuple[int, int]:
    """One challenge or block window (each opens at most once a turn)."""
    return view.turn, int(view.phase)


def open_question(view: CoupView, names: Sequence[str]) -> str:
    """What the table is asked, in public words."""
    last = next(e for e in reversed(view.log) if e.__class__ in (A.Declare, A.Block))
    said = describe(last, names, -1, view.inquisitor)
    if view.phase == Phase.BLOCK_CHALLENGE:
        return tr("{0} Does anyone challenge the block?").format(said)
    if view.phase == Phase.CHALLENGE:
        return tr("{0} Does anyone challenge?").format(said)
    if view.kind == A.FOREIGN_AID:
        return tr("{0} Does anyone block it with a Duke?").format(said)
    return tr("{0} Does {1} block it?").format(said, names[view.target])


class ResponsePanel(Retranslating, QWidget):
    """The open question, one row per responder still to answer (humans get buttons, bots say
    they answer in turn) and "Nobody"; emits ``answered`` when the humans have spoken."""

    answered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = question_line()
        self.rows = QGridLayout()
        self.nobody = QPushButton()
        self.nobody.setMinimumHeight(34)
        self.nobody.setDefault(True)
        self.nobody.clicked.connect(self._nobody)
        self.hint = note_line()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addLayout(self.rows)
        layout.addWidget(self.nobody)
        layout.addWidget(self.hint)
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self, activated=self._enter)
        self.buttons: list[QPushButton] = []
        self.by_seat: dict[int, list[QPushButton]] = {}
        self._widgets: list[QWidget] = []
        self._key: tuple[int, int] | None = None
        self._humans: list[int] = []  # the human responders still to answer, in order
        self.answers: dict[int, Any] = {}  # seat → its answer, for this window
        self.retranslate()

    def retranslate(self) -> None:
        self.hint.setText(tr("Answer for yourselves: no cards are shown. Enter: nobody."))

    def ask(self, view: CoupView, legal: Sequence[Any], names: Sequence[str],
            humans: Sequence[int]) -> None:
        """Show ``view``'s open window; ``legal`` are the deciding seat's answers (every
        responder of a window has the same ones, under their own seat)."""
        key = window_key(view)
        if key != self._key:
            self._key, self.answers = key, {}
        self.label.setText(open_question(view, names))
        for widget in self._widgets:
            self.rows.removeWidget(widget)
            widget.hide()  # gone at once, even before the event loop deletes it
            widget.deleteLater()
        self._widgets, self.buttons, self.by_seat = [], [], {}
        self._humans = [seat for seat in view.responders if seat in humans]
        answers = [a for a in legal if a.__class__ is not A.Pass]
        for row, seat in enumerate(view.responders):
            name = QLabel(names[seat])
            name.setStyleSheet("font-weight: bold;")
            self.rows.addWidget(name, row, 0)
            self._widgets.append(name)
            if seat not in humans:
                waits = note_line(tr("a bot: answers when asked"))
                self.rows.addWidget(waits, row, 1, 1, 2)
                self._widgets.append(waits)
                continue
            for column, answer in enumerate(answers, start=1):
                theirs = dataclasses.replace(answer, seat=seat)
                button = QPushButton(self._label(theirs))
                button.setMinimumHeight(30)
                if theirs.__class__ is A.Block:
                    button.setIcon(character_icon(theirs.character))
                button.clicked.connect(lambda _=False, a=theirs: self._speak(a))
                self.rows.addWidget(button, row, column)
                self._widgets.append(button)
                self.buttons.append(button)
                self.by_seat.setdefault(seat, []).append(button)
        self.nobody.setText(self._nobody_label(view, names))

    def _label(self, answer: Any) -> str:
        if answer.__class__ is A.Block:
            return tr("Blocks with the {0}").format(character_name(answer.character))
        return answer_label(answer)

    def _nobody_label(self, view: CoupView, names: Sequence[str]) -> str:
        if len(self._humans) == 1:
            return tr("{0} lets it pass").format(names[self._humans[0]])
        if view.phase == Phase.BLOCK:
            return tr("Nobody blocks")
        return tr("Nobody challenges")

    def _speak(self, answer: Any) -> None:
        """``answer.seat`` speaks up: the humans asked before them let it pass."""
        for seat in self._humans:
            if seat == answer.seat:
                break
            self.answers[seat] = A.Pass(seat)
        self.answers[answer.seat] = answer
        self.answered.emit()

    def _nobody(self) -> None:
        for seat in self._humans:
            self.answers[seat] = A.Pass(seat)
        self.answered.emit()

    def _enter(self) -> None:
        if self.isVisible():
            self.nobody.click()

    def answer_for(self, view: CoupView) -> Any | None:
        """The answer given for the deciding seat of this window, if it has spoken."""
        if not is_open_response(view) or window_key(view) != self._key:
            return None
        return self.answers.get(view.to_move) if view.to_move is not None else None

    def answer(self, seat: int, text: str) -> QPushButton:
        """``seat``'s button with this text (for tests and keyboard users)."""
        return next(b for b in self.by_seat[seat] if b.text() == text)
