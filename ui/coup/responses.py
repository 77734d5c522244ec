"""Hot-seat Coup's open responses: a challenge or a block asked of every human at the table on one
public panel, so the device need not go round for each "let it pass".

The rules poll the responders one by one (clockwise from the actor's left; the first challenger
or blocker closes the window). Here every human answers at once: each on their own row of
choices (challenge or block, or let it pass), or all together "nobody does"; the panel keeps
those answers for the window and gives each when the game reaches that player, bots answering in
their own turn in between. A human who says "I challenge" lets it pass for the humans asked before
them who have not answered (they did not speak up); a bot asked earlier may still challenge first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.coup import actions as A
from companion.coup.phases import Phase
from companion.coup.views import CoupView
from companion_ui.coup.card_art import character_icon
from companion_ui.coup.prompt import answer_label
from companion_ui.coup.scene import character_name
from companion_ui.coup.words import describe
from companion_ui.shell.labels import note_line, question_line

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


class ResponsePanel(QWidget):
    """The open question, one framed row per responder still to answer (a human's choices as
    buttons, "Let it pass" among them; a bot answers in turn) and, for two humans or more,
    "Nobody" for them all; emits ``answered`` when a human has spoken. Every word is drawn by
    ``ask``, which the window calls again in a new language."""

    answered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = question_line()
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.rows = QGridLayout(frame)
        self.rows.setColumnStretch(0, 1)  # the names take the room; the choices keep their size
        self.nobody = QPushButton()
        self.nobody.setMinimumHeight(34)
        self.nobody.clicked.connect(self._nobody)
        everyone = QHBoxLayout()
        everyone.addStretch(1)
        everyone.addWidget(self.nobody)
        self.hint = note_line()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(frame)
        layout.addLayout(everyone)
        layout.addWidget(self.hint)
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self, activated=self._enter)
        self.buttons: list[QPushButton] = []
        self.by_seat: dict[int, list[QPushButton]] = {}
        self._widgets: list[QWidget] = []
        self._key: tuple[int, int] | None = None
        self._humans: list[int] = []  # the human responders still to answer, in order
        self.answers: dict[int, Any] = {}  # seat → its answer, for this window
        self._asked: tuple[Any, ...] = ()  # ask's arguments: drawn again after an answer

    def ask(self, view: CoupView, legal: Sequence[Any], names: Sequence[str],
            humans: Sequence[int]) -> None:
        """Show ``view``'s open window; ``legal`` are the deciding seat's answers (every
        responder of a window has the same ones, under their own seat)."""
        key = window_key(view)
        if key != self._key:
            self._key, self.answers = key, {}
        self._asked = (view, legal, names, humans)
        self.label.setText(open_question(view, names))
        for widget in self._widgets:
            self.rows.removeWidget(widget)
            widget.hide()  # gone at once, even before the event loop deletes it
            widget.deleteLater()
        self._widgets, self.buttons, self.by_seat = [], [], {}
        self._humans = [seat for seat in view.responders if seat in humans]
        # Speaking up first, letting it pass last: the same order on every row.
        answers = sorted(legal, key=lambda a: a.__class__ is A.Pass)
        for row, seat in enumerate(view.responders):
            # An answer given before an earlier player's (or a bot's) stays pressed till then.
            given = self.answers.get(seat)
            name = QLabel(tr("{0}: lets it pass").format(names[seat])
                          if given.__class__ is A.Pass else names[seat])
            name.setStyleSheet("font-weight: bold;")
            self.rows.addWidget(name, row, 0)
            self._widgets.append(name)
            if seat not in humans:
                waits = note_line(tr("a bot: answers when asked"))
                self.rows.addWidget(waits, row, 1, 1, len(answers))
                self._widgets.append(waits)
                continue
            for column, answer in enumerate(answers, start=1):
                theirs = dataclasses.replace(answer, seat=seat)
                button = QPushButton(self._label(theirs))
                button.setMinimumHeight(30)
                if theirs.__class__ is A.Block:
                    button.setIcon(character_icon(theirs.character))
                button.setCheckable(True)
                button.setChecked(given == theirs)
                button.clicked.connect(lambda _=False, a=theirs: self._speak(a))
                self.rows.addWidget(button, row, column)
                self._widgets.append(button)
                self.buttons.append(button)
                self.by_seat.setdefault(seat, []).append(button)
        waiting = self._waiting()
        self.nobody.setText(tr("Nobody blocks") if view.phase == Phase.BLOCK
                            else tr("Nobody challenges"))
        self.nobody.setVisible(len(waiting) > 1)
        self.nobody.setDefault(len(waiting) > 1)
        if len(waiting) > 1:
            self.hint.setText(tr("Answer for yourselves: no cards are shown. Enter: nobody."))
        elif waiting:
            self.hint.setText(tr("No cards are shown. Enter: {0} lets it pass.").format(
                names[waiting[0]]))
        else:
            self.hint.setText("")

    def _label(self, answer: Any) -> str:
        if answer.__class__ is A.Block:
            return tr("Blocks with the {0}").format(character_name(answer.character))
        return answer_label(answer)

    def _waiting(self) -> list[int]:
        """The human responders who have not answered yet, in the order they are asked."""
        return [seat for seat in self._humans if seat not in self.answers]

    def _speak(self, answer: Any) -> None:
        """``answer.seat`` answers; one who speaks up lets it pass for the humans asked before
        them who have not answered."""
        if answer.__class__ is not A.Pass:
            for seat in self._waiting():
                if seat == answer.seat:
                    break
                self.answers[seat] = A.Pass(seat)
        self.answers[answer.seat] = answer
        self._given()

    def _nobody(self) -> None:
        for seat in self._waiting():
            self.answers[seat] = A.Pass(seat)
        self._given()

    def _given(self) -> None:
        """Show the answers given (one may wait for an earlier player), then hand them on."""
        self.ask(*self._asked)
        self.answered.emit()

    def _enter(self) -> None:
        """Enter lets it pass: for everyone still to answer, or for the one who is."""
        waiting = self._waiting()
        if not self.isVisible() or not waiting:
            return
        if len(waiting) > 1:
            self.nobody.click()
        else:
            self.answer(waiting[0], answer_label(A.Pass(waiting[0]))).click()

    def answer_for(self, view: CoupView) -> Any | None:
        """The answer given for the deciding seat of this window, if it has spoken."""
        if not is_open_response(view) or window_key(view) != self._key:
            return None
        return self.answers.get(view.to_move) if view.to_move is not None else None

    def answer(self, seat: int, text: str) -> QPushButton:
        """``seat``'s button with this text (for tests and keyboard users)."""
        return next(b for b in self.by_seat[seat] if b.text() == text)
