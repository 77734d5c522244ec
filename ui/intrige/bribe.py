"""The bribe dialog: how much to offer (in ducats, steps of 1000) and, optionally, the suite asked
for. The game judges the offer: a refused one stays in the dialog with the game's reason."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.intrige.actions import MIN_BRIBE, Bribe
from ui.intrige.words import ducats, with_names
from ui.shell.labels import error_line, note_line
from ui.shell.messages import translated


class BribeDialog(QDialog):
    """Emits ``chosen(bribe)`` once the game accepts the offer."""

    chosen = Signal(object)

    def __init__(self, seat: int, money: int, question: str, suites: Sequence[int],
                 binding: bool, why_illegal: Callable[[Bribe], str | None],
                 names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat, self.why_illegal, self.names = seat, why_illegal, names
        self.setWindowTitle(self.tr("Offer a bribe"))
        heading = QLabel(question)
        heading.setWordWrap(True)
        self.amount = QSpinBox()
        self.amount.setRange(0, 10**7)
        self.amount.setSingleStep(MIN_BRIBE)
        self.amount.setGroupSeparatorShown(True)
        self.amount.setSuffix(self.tr(" ducats"))
        self.amount.setValue(MIN_BRIBE)
        self.amount.setAccelerated(True)
        self.suite = QComboBox()
        self.suite.addItem(self.tr("no wish"), None)
        for value in suites:
            self.suite.addItem(self.tr("the {0} suite").format(ducats(value)), value)
        form = QFormLayout()
        form.addRow(self.tr("Bribe"), self.amount)
        if suites:
            form.addRow(self.tr("Ask for"), self.suite)
        purse = note_line(self.tr("You have {0} ducats. Bribes are at least 1,000, in steps of "
                               "1,000, paid at once and open to the table.").format(
            ducats(money)) if money >= MIN_BRIBE else self.tr(
            "You have nothing left: offer 1,000 and the bank pays it."))
        promise = note_line(self.tr("Binding promises: if this applicant is admitted, they get the "
                                 "suite asked for (if still free).") if binding else self.tr(
            "A wish binds nobody: the landlord is free to place the applicant anywhere."))
        self.message = error_line()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.offer = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.offer.setText(self.tr("Offer"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(purse)
        if suites:
            layout.addWidget(promise)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.amount.valueChanged.connect(self.message.clear)

    def bribe(self) -> Bribe:
        return Bribe(self.seat, self.amount.value(), self.suite.currentData())

    def accept(self) -> None:
        bribe = self.bribe()
        reason = self.why_illegal(bribe)
        if reason is not None:
            self.message.setText(self.tr("Not allowed: {0}.").format(
                with_names(translated(reason), self.names)))
            return
        super().accept()
        self.chosen.emit(bribe)
