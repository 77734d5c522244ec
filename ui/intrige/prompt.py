"""The decision panel: what the deciding human is asked, with one button per legal answer.

Bribes open the bribe dialog (or offer the minimum at once). The landlord places the applicant
by clicking a suite or the Island on the table (or dragging the applicant there), or with the
buttons here. Sending takes two
steps: a scholar from the supply (a click on the supply or a button), then a castle.
Every answer is one of the state's legal actions; a click the game refuses shows its reason.
Keyboard: 1–9 press the buttons in order, Enter opens the bribe dialog (or gives the only
answer there is), Esc goes back from the castles to the supply; a line under the buttons says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from companion.intrige.actions import MIN_BRIBE, Island, Place, Send, profession_of
from companion.intrige.setup import BINDING_PROMISES
from companion.intrige.state import IntrigeView
from companion_ui.intrige.bribe import BribeDialog
from companion_ui.intrige.scene import Highlights
from companion_ui.intrige.words import (
    castle_words,
    ducats,
    profession_name,
    scholar_words,
    with_names,
)
from companion_ui.shell.labels import error_line, keys_hint, note_line, question_line
from companion_ui.shell.messages import translated


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("IntrigePrompt", text, disambiguation, n)


def deciding_applicant(legal: Sequence[Any]) -> int:
    """The applicant the landlord decides now (a scholar code, -1 if none), as the legal
    placements name it."""
    return next((a.scholar for a in legal if isinstance(a, Place | Island)), -1)


class PromptPanel(QWidget):
    """Emits ``chosen(action)``, and ``marks_changed`` when what may be clicked changes."""

    chosen = Signal(object)
    marks_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = question_line()
        self.grid = QGridLayout()
        self.message = error_line()
        self.keys_hint = note_line()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addLayout(self.grid)
        layout.addWidget(self.keys_hint)
        layout.addWidget(self.message)
        self.buttons: list[QPushButton] = []
        self.default: QPushButton | None = None  # the button Enter presses
        self.back: QPushButton | None = None  # the button Esc presses
        self.bribe_dialog: BribeDialog | None = None
        # Keys 1–9 press the buttons in order; they act only while the panel is shown.
        for number in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(number)), self)
            shortcut.activated.connect(lambda n=number: self.press(n))
        for key, slot in (("Return", self.enter), ("Enter", self.enter), ("Esc", self.escape)):
            QShortcut(QKeySequence(key), self, activated=slot)
        self._legal: list[Any] = []
        self._view: IntrigeView | None = None
        self._names: list[str] = []
        self._why: Callable[[Any], str | None] = lambda _action: None
        self._profession: int | None = None  # the scholar picked to send

    # --- asking ----------------------------------------------------------------------------
    def clear(self, text: str = "") -> None:
        self._legal, self._view, self._profession = [], None, None
        self.label.setText(text)
        self.message.clear()
        self._set_buttons([])

    def ask(self, view: IntrigeView, legal: Sequence[Any], names: Sequence[str],
            why_illegal: Callable[[Any], str | None]) -> None:
        self._view, self._legal, self._names = view, list(legal), list(names)
        self._why, self._profession = why_illegal, None
        self.message.clear()
        if view.phase == "bribe":
            self._bribe_menu()
        elif view.phase == "place":
            self._place_menu()
        else:
            self._send_menu()

    def _bribe_menu(self) -> None:
        view = self._view
        assert view is not None
        self.label.setText(self.bribe_question())
        entries: list[tuple[str, Any]] = [(tr("Offer a bribe…"), "dialog")]
        minimum = next(a for a in self._legal if a.amount == MIN_BRIBE and a.request is None)
        entries.append((tr("Offer the minimum (1,000)"), minimum))
        self._set_buttons(entries)

    def bribe_question(self) -> str:
        view = self._view
        assert view is not None and view.money is not None
        due = view.bribe_due()
        assert due is not None
        landlord = self._names[view.landlord]
        if view.incumbent is not None and due is view.incumbent:
            return tr("Your {0} lives in {1}'s {2} suite and is challenged: bribe {1} to keep "
                      "them (you have {3}).").format(
                profession_name(profession_of(due.scholar)), landlord, ducats(view.contested or 0),
                ducats(view.money))
        if view.incumbent is not None:
            return tr("Your {0} applies at {1}'s castle, against {2} in the {3} suite: offer {1} "
                      "a bribe (you have {4}).").format(
                profession_name(profession_of(due.scholar)), landlord,
                scholar_words(view.incumbent.scholar, self._names),
                ducats(view.contested or 0), ducats(view.money))
        return tr("Your {0} applies at {1}'s castle: offer {1} a bribe (you have {2}).").format(
            profession_name(profession_of(due.scholar)), landlord, ducats(view.money))

    def open_bribe_dialog(self) -> BribeDialog:
        view = self._view
        assert view is not None and view.money is not None and view.to_move is not None
        # The suites a bribe may name, in the castle's order (as the legal bribes list them).
        suites = list(dict.fromkeys(a.request for a in self._legal if a.request is not None))
        dialog = BribeDialog(view.to_move, view.money, self.bribe_question, suites,
                             BINDING_PROMISES in view.variants, self._why, self._names, self)
        dialog.chosen.connect(self.chosen)
        if self.bribe_dialog is not None:  # one dialog at a time: the last one is done with
            self.bribe_dialog.deleteLater()
        self.bribe_dialog = dialog
        dialog.open()
        return dialog

    def _place_menu(self) -> None:
        view = self._view
        assert view is not None
        code = self.deciding()
        who = scholar_words(code, self._names)
        if view.stage == "internal":
            assert view.incumbent is not None
            self.label.setText(tr("Admit {0} to the {1} suite in place of {2}, or send {0} to "
                                  "the Island? (Click the suite or the Island.)").format(
                who, ducats(view.contested or 0),
                scholar_words(view.incumbent.scholar, self._names)))
        elif any(isinstance(a, Island) for a in self._legal):
            self.label.setText(tr("Place {0} in a free suite (the others of the group go to "
                                  "the Island), or send {0} to the Island. Click a green "
                                  "suite or the Island.").format(who))
        else:
            self.label.setText(tr("Place {0} in a free suite: click a green suite.").format(who))
        entries: list[tuple[str, Any]] = []
        for action in self._legal:
            if isinstance(action, Place):
                entries.append((tr("{0} suite").format(ducats(action.suite)), action))
            else:
                entries.append((tr("To the Island"), action))
        self._set_buttons(entries)

    def deciding(self) -> int:
        return deciding_applicant(self._legal)

    def _send_menu(self) -> None:
        view = self._view
        assert view is not None
        self._profession = None
        number = len(view.sent) + 1
        self.label.setText(tr("Send scholar {0} of 2: pick one from your supply (click it on "
                              "the table), then a castle.").format(number))
        counts = view.supply[view.landlord]
        professions = sorted({a.profession for a in self._legal})
        self._set_buttons([(tr("{0} ({1} left)").format(profession_name(p), counts[p]),
                            ("profession", p)) for p in professions])
        self.marks_changed.emit()

    def pick_profession(self, profession: int) -> None:
        """A scholar of the supply picked to send: now the castles."""
        castles = [a.castle for a in self._legal
                   if isinstance(a, Send) and a.profession == profession]
        if not castles:
            return
        self._profession = profession
        self.message.clear()
        self.label.setText(tr("Send a {0} to which castle? Click it on the table.").format(
            profession_name(profession)))
        entries: list[tuple[str, Any]] = [
            (castle_words(c, self._names), Send(self._legal[0].seat, profession, c))
            for c in castles]
        entries.append((tr("← Back"), ("back", 0)))
        self._set_buttons(entries)
        self.marks_changed.emit()

    # --- clicks on the table --------------------------------------------------------------
    def pick_suite(self, castle: int, suite: int) -> None:
        view = self._view
        if view is None:
            return
        if view.phase == "send":
            self.pick_castle(castle)
            return
        if view.phase != "place":
            return
        code = self.deciding()
        if castle != view.landlord or not suite:
            self.message.setText(tr("Place the applicant in {0}.").format(
                castle_words(view.landlord, self._names)))
            return
        self._try(Place(view.landlord, code, suite))

    def pick_island(self) -> None:
        view = self._view
        if view is not None and view.phase == "place":
            self._try(Island(view.landlord, self.deciding()))

    def pick_castle(self, castle: int) -> None:
        view = self._view
        if view is None or view.phase != "send":
            return
        if self._profession is None:
            self.message.setText(tr("First pick a scholar from your supply."))
            return
        self._try(Send(view.landlord, self._profession, castle))

    def _try(self, action: Any) -> None:
        reason = self._why(action)
        if reason is not None:
            self.message.setText(tr("Not allowed: {0}.").format(
                with_names(translated(reason), self._names)))
            return
        self.chosen.emit(action)

    def highlights(self) -> Highlights:
        """What may be clicked on the table for the decision in hand."""
        marks = Highlights()
        for action in self._legal:
            if isinstance(action, Place):
                marks.suites.add((action.seat, action.suite))
            elif isinstance(action, Island):
                marks.island = True
            elif isinstance(action, Send):
                if self._profession is None:
                    marks.supply.add(action.profession)
                elif action.profession == self._profession:
                    marks.castles.add(action.castle)
        marks.chosen_supply = self._profession
        return marks

    # --- buttons ----------------------------------------------------------------------------
    def _set_buttons(self, entries: list[tuple[str, Any]]) -> None:
        for button in self.buttons:
            self.grid.removeWidget(button)
            button.hide()  # gone at once, even before the event loop deletes it
            button.deleteLater()
        self.buttons = []
        self.default = self.back = None
        answers = [payload for _text, payload in entries if not isinstance(payload, tuple)]
        for index, (text, payload) in enumerate(entries):
            button = QPushButton(text)
            button.setMinimumHeight(32)
            button.clicked.connect(lambda _=False, p=payload: self._clicked(p))
            keys = [str(index + 1)] if index < 9 else []
            # The bribe dialog commits nothing; an only answer is the one meant.
            if payload == "dialog" or (len(answers) == 1 and payload is answers[0]):
                self.default = button
                button.setDefault(True)
                keys.append(tr("Enter"))
            if isinstance(payload, tuple) and payload[0] == "back":
                self.back = button
                keys.append(tr("Esc"))
            if keys:
                button.setToolTip(tr("Key: {0}").format(tr(" or ").join(keys)))
            self.grid.addWidget(button, index // 2, index % 2)
            self.buttons.append(button)
        self.keys_hint.setText(self._hint())

    def _hint(self) -> str:
        if not self.buttons:
            return ""
        return keys_hint(len(self.buttons), [tr("Esc back")] if self.back is not None else [],
                         self.default.text() if self.default is not None else None)

    def press(self, number: int) -> None:
        """Key ``number`` pressed: its button, if there is one and the panel is shown."""
        if self.isVisible() and number <= len(self.buttons):
            self.buttons[number - 1].click()

    def enter(self) -> None:
        if self.isVisible() and self.default is not None:
            self.default.click()

    def escape(self) -> None:
        if self.isVisible() and self.back is not None:
            self.back.click()

    def _clicked(self, payload: Any) -> None:
        if payload == "dialog":
            self.open_bribe_dialog()
        elif isinstance(payload, tuple):
            step, profession = payload
            if step == "profession":
                self.pick_profession(profession)
            else:
                self._send_menu()
        else:
            self.chosen.emit(payload)

    def button(self, text: str) -> QPushButton:
        """The button with this text (for tests and keyboard users)."""
        return next(b for b in self.buttons if b.text() == text)

