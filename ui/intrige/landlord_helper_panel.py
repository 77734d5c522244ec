"""The "what now" panel of the landlord's helper: the landlord's three steps (income, admission
stage by stage with the bribe order, sending), the decision in hand with what it allows, and the
notes that matter this turn. It asks the helper for everything and reports the decision taken
as an action (``decided``); it never shows a purse."""

from __future__ import annotations

import html

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.intrige.actions import (
    MIN_BRIBE,
    PROFESSIONS,
    ROUNDS,
    SUITES,
    Bribe,
    IntrigeAction,
    Island,
    Place,
    Send,
    owner_of,
)
from companion.intrige.helper import LandlordHelper, Stage
from companion_ui.intrige.landlord_helper_words import (
    colour_name,
    ducats,
    note_text,
    profession_name,
    scholar_words,
    stage_title,
    tr,
)
from companion_ui.shell.colours import ink
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating

BRIBE_LIMIT = 999_000  # the spin box's top: the helper, not the box, knows each purse


def _who(helper: LandlordHelper, seat: int) -> str:
    """A player's name for the panel's rich text: as typed, never read as markup."""
    return html.escape(helper.name(seat))


def _scholar(helper: LandlordHelper, scholar: int) -> str:
    return html.escape(scholar_words(helper, scholar))


def _label(rich: bool = True) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    return label


class WhatNowPanel(Retranslating, QWidget):
    """The turn in hand from ``show_helper`` (the window's refresh, also after a language
    change); the bribe row names itself."""

    decided = Signal(object)  # an IntrigeAction
    picked = Signal(int)  # a profession to send (-1: none)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("whatNow")
        larger = self.font()  # read across the table, a size up from the menus
        larger.setPointSize(larger.pointSize() + 1)
        self.setFont(larger)
        self.heading = _label()
        font = self.heading.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.heading.setFont(font)
        self.income = _label()
        self.admission = _label()
        self.sending = _label()

        self.now = QFrame()
        self.now.setObjectName("now")
        self.now.setFrameShape(QFrame.Shape.StyledPanel)
        self.now.setStyleSheet("#now { border: 2px solid #d08c00; border-radius: 6px; }")
        self.instruction = _label()
        self.amount = QSpinBox()
        self.amount.setRange(MIN_BRIBE, BRIBE_LIMIT)
        self.amount.setSingleStep(MIN_BRIBE)
        self.amount.setGroupSeparatorShown(True)
        self.request = QComboBox()
        self.pay = QPushButton()
        self.pay.setDefault(True)
        self.pay.clicked.connect(self._pay)
        self.amount.lineEdit().returnPressed.connect(self._pay)  # type the amount, press Enter
        self.bribe_row = QWidget()
        row = QHBoxLayout(self.bribe_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.amount, 1)
        row.addWidget(self.request, 1)
        row.addWidget(self.pay)
        self.choices = QWidget()  # placement or sending buttons, rebuilt per decision
        self.choice_grid = QGridLayout(self.choices)
        self.choice_grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        now = QVBoxLayout(self.now)
        now.addWidget(self.instruction)
        now.addWidget(self.bribe_row)
        now.addWidget(self.choices)

        self.message = _label(rich=False)
        self.message.setObjectName("message")
        self.message.setStyleSheet(f"color: {ink(self.message, '#c62828')}; font-weight: bold;")
        self.result = _label(rich=False)
        self.result.setObjectName("result")
        bold = self.result.font()
        bold.setBold(True)
        self.result.setFont(bold)
        self.notes = _label()
        self.notes.setObjectName("notes")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        # The decision in hand first (it must never scroll away), then the turn's steps.
        for widget in (self.heading, self.now, self.message, self.result, self.income,
                       self.admission, self.sending, self.notes):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.helper: LandlordHelper | None = None
        self.profession = -1
        self.say("")
        self.tell_result("")
        self.retranslate()

    def retranslate(self) -> None:
        self.amount.setSuffix(" " + tr("ducats"))
        self.pay.setText(tr("Bribe paid"))

    # --- showing --------------------------------------------------------------------------------
    def show_helper(self, helper: LandlordHelper, profession: int) -> None:
        self.helper, self.profession = helper, profession
        view = helper.table
        landlord = _who(helper, view.landlord)
        if helper.over:
            self.heading.setText(tr("The game is over"))
        else:
            self.heading.setText(tr("Round {0} of {1} · {2}'s turn").format(
                view.round, ROUNDS, landlord))
        self.income.setText(self._income_text(helper))
        self.admission.setText(self._admission_text(helper))
        self.sending.setText(self._sending_text(helper))
        self._show_decision(helper)
        if not helper.over:
            self.tell_result("")
        notes = [note_text(helper, note) for note in helper.notes()]
        self.notes.setText("".join(f"<p><i>• {n}</i></p>" for n in notes))

    def say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))  # no gap under the decision when all is well

    def tell_result(self, text: str) -> None:
        self.result.setText(text)
        self.result.setVisible(bool(text))

    def _income_text(self, helper: LandlordHelper) -> str:
        view = helper.table
        head = "<b>" + tr("1 · Income") + "</b><br>"
        if helper.over:
            return head + tr("Everyone collected their income once more after round 5.")
        collected = helper.collected()
        if collected is None:
            return head + tr("None in round 1.")
        due = helper.income(view.landlord)
        by_castle: dict[int, list[str]] = {}
        for suite in due.suites:
            by_castle.setdefault(suite.castle, []).append(QLocale().toString(suite.value))
        where = "; ".join(tr("{0} in {1}'s castle").format(" + ".join(values),
                                                           _who(helper, castle))
                          for castle, values in sorted(by_castle.items()))
        text = tr("{0} collects {1} from the bank.").format(_who(helper, view.landlord),
                                                           ducats(collected))
        return head + text + (f"<br><small>{where}</small>" if where else "")

    def _admission_text(self, helper: LandlordHelper) -> str:
        head = "<b>" + tr("2 · Applicants") + "</b>"
        stages = helper.stages
        if helper.over:
            return head
        if not stages:
            done = helper.table.phase == "send" or helper.table.round == ROUNDS
            return head + "<br>" + (tr("All admitted or sent away.") if done
                                    else tr("Nobody applies."))
        return head + "".join(self._stage_text(helper, stage) for stage in stages)

    def _stage_text(self, helper: LandlordHelper, stage: Stage) -> str:
        who = ", ".join(_scholar(helper, a.scholar) for a in stage.applicants)
        if stage.incumbent is not None:
            who = tr("{0} (holds the suite), then {1}").format(
                _scholar(helper, stage.incumbent.scholar), who)
        marker = "▶ " if stage.current else ""
        text = f"<br>{marker}<b>{stage_title(stage)}</b>: {who}"
        if not stage.current:
            order = ", ".join(_who(helper, seat) for seat in stage.bribe_order)
            return text + "<br><small>" + tr("Bribes: {0}").format(order) + "</small>"
        lines = []
        due_shown = False
        for index, slot in enumerate(stage.slots, start=1):
            payer = _who(helper, owner_of(slot.scholar))
            if slot.bribe >= 0:
                state = tr("paid {0}").format(ducats(slot.bribe))
                if slot.request is not None:
                    state += ", " + tr("asks for {0}").format(QLocale().toString(slot.request))
            elif not due_shown:
                state, due_shown = "<b>" + tr("due now") + "</b>", True
            else:
                state = tr("then")
            lines.append(f"{index}. {payer} — {state}")
        return text + "<br><small>" + tr("Bribes, in this order:") + "<br>" + \
            "<br>".join(lines) + "</small>"

    def _sending_text(self, helper: LandlordHelper) -> str:
        view = helper.table
        head = "<b>" + tr("3 · Send two scholars") + "</b><br>"
        if helper.over:
            return head + tr("Done.")
        if view.round == ROUNDS:
            return head + tr("Not in round 5: every scholar is out.")
        if view.phase != "send":
            return head + tr("After the applicants.")
        return head + tr("{0} of 2 sent.").format(len(view.sent))

    # --- the decision in hand ---------------------------------------------------------------------
    def _clear_choices(self) -> None:
        for button in self.buttons.values():
            self.choice_grid.removeWidget(button)
            button.deleteLater()
        self.buttons = {}

    def _button(self, key: str, text: str, action: IntrigeAction, row: int, column: int,
                span: int = 1) -> None:
        assert self.helper is not None
        button = QPushButton(text)
        reason = self.helper.why_not(action)
        button.setEnabled(reason is None)
        button.setToolTip(translated(reason or ""))
        button.clicked.connect(lambda _=False, a=action: self.decided.emit(a))
        self.choice_grid.addWidget(button, row, column, 1, span)
        self.buttons[key] = button

    def _show_decision(self, helper: LandlordHelper) -> None:
        self._clear_choices()
        view = helper.table
        self.bribe_row.setVisible(view.phase == "bribe")
        self.choices.setVisible(view.phase in ("place", "send"))
        self.now.setVisible(not helper.over)
        landlord = _who(helper, view.landlord)
        legal = helper.legal()
        if view.phase == "bribe":
            first = legal[0]
            assert isinstance(first, Bribe)
            stage = helper.stages[0]
            slot = next(s for s in stage.slots if s.bribe < 0)
            self.instruction.setText(tr(
                "<b>{0}</b> bribes {1} for {2}: at least 1,000 ducats, in thousands, said "
                "aloud and paid at once (with nothing left, offer 1,000: the bank pays)."
            ).format(_who(helper, first.seat), landlord, _scholar(helper, slot.scholar)))
            requests = sorted({a.request for a in legal if isinstance(a, Bribe)
                               and a.request is not None}, key=SUITES.index)
            self.request.clear()
            self.request.addItem(tr("asks for no suite"), None)
            for value in requests:
                self.request.addItem(
                    tr("asks for the {0} suite").format(QLocale().toString(value)), value)
            self.request.setVisible(bool(requests))
            self.amount.setValue(MIN_BRIBE)
        elif view.phase == "place":
            first = legal[0]
            assert isinstance(first, Place | Island)
            scholar = _scholar(helper, first.scholar)
            if view.stage == "internal":
                text = tr("<b>{0}</b> decides: {1} takes the {2} suite (ousting {3}), or goes "
                          "to the Island.").format(
                    landlord, scholar, QLocale().toString(view.contested),
                    _scholar(helper, view.incumbent.scholar) if view.incumbent else "")
            else:
                text = tr("<b>{0}</b> places {1}: click a green suite of the castle.").format(
                    landlord, scholar)
            island = helper.why_not(Island(view.landlord, first.scholar))
            if island is None:
                if view.stage != "internal":  # the internal wording names the Island already
                    text += " " + tr("Or click the Island to send them away.")
            else:  # say why at once, not only in a tooltip
                text += "<br><i>" + tr("Not to the Island: {0}.").format(
                    html.escape(translated(island))) + "</i>"
            self.instruction.setText(text)
            for column, value in enumerate(SUITES):
                self._button(f"suite {value}", QLocale().toString(value),
                             Place(view.landlord, first.scholar, value), 0, column)
            self._button("island", tr("To the Island"), Island(view.landlord, first.scholar),
                         1, 0, len(SUITES))
        elif view.phase == "send":
            self._show_sending(helper)

    def _show_sending(self, helper: LandlordHelper) -> None:
        view = helper.table
        landlord = view.landlord
        supply = helper.supply(landlord)
        if self.profession < 0 or not supply[self.profession]:
            self.instruction.setText(tr(
                "<b>{0}</b> sends a scholar: pick one below (or beside the castle on the "
                "table), then the castle it applies to.").format(_who(helper, landlord)))
        else:
            self.instruction.setText(tr(
                "<b>{0}</b> sends the {1}: click the castle it applies to.").format(
                _who(helper, landlord), profession_name(self.profession)))
        for column, _name in enumerate(PROFESSIONS):
            button = QPushButton(f"{profession_name(column)} ×{supply[column]}")
            button.setCheckable(True)
            button.setChecked(column == self.profession)
            button.setEnabled(supply[column] > 0)
            button.clicked.connect(lambda _=False, p=column: self.picked.emit(p))
            self.choice_grid.addWidget(button, 0, column)
            self.buttons[f"pick {column}"] = button
        if self.profession >= 0 and supply[self.profession]:
            others = [c for c in range(helper.n) if c != landlord]
            for index, castle in enumerate(others):
                colour = colour_name(helper.players[castle].colour)
                self._button(f"to {castle}", tr("To {0} ({1})").format(helper.name(castle),
                                                                       colour),
                             Send(landlord, self.profession, castle), 1 + index // 2,
                             (index % 2) * 2, 2)

    def _pay(self) -> None:
        helper = self.helper
        if helper is None or helper.table.to_move is None:
            return
        self.decided.emit(Bribe(helper.table.to_move, self.amount.value(),
                                self.request.currentData()))
