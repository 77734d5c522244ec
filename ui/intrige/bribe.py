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
from companion_ui.intrige.words import ducats, with_names
from companion_ui.shell.labels import error_line, note_line
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating


class BribeDialog(Retranslating, QDialog):
    """Emits ``chosen(bribe)`` once the game accepts the offer; ``question()`` says what the
    bribe is for, in the language of the moment."""

    chosen = Signal(object)

    def __init__(self, seat: int, money: int, question: Callable[[], str], suites: Sequence[int],
                 binding: bool, why_illegal: Callable[[Bribe], str | None],
                 names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat, self.why_illegal, self.names = seat, why_illegal, names
        self.money, self.binding, self.question = money, binding, question
        self.heading = heading = QLabel()
        heading.setWordWrap(True)
        self.amount = QSpinBox()
        self.amount.setRange(0, 10**7)
        self.amount.setSingleStep(MIN_BRIBE)
        self.amount.setGroupSeparatorShown(True)
        self.amount.setValue(MIN_BRIBE)
        self.amount.setAccelerated(True)
        self.suite = QComboBox()
        for value in (None, *suites):
            self.suite.addItem("", value)
        self.bribe_label, self.ask_label = QLabel(), QLabel()
        form = QFormLayout()
        form.addRow(self.bribe_label, self.amount)
        if suites:
            form.addRow(self.ask_label, self.suite)
        self.purse, self.promise = note_line(), note_line()
        self.message = error_line()
        # Offer is a button of the dialog's own: the box would say "OK" again on a language
        # change (``ui/shell/retranslate.py``). The box is the dialog's child at once, so that
        # Offer stays the default button (``companion_ui.shell.seats.FormDialog``), not Cancel.
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.offer = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.offer.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(self.purse)
        if suites:
            layout.addWidget(self.promise)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.amount.valueChanged.connect(self.message.clear)
        # The amount has the keyboard, ready to type over: Enter offers it, Esc cancels.
        self.amount.setFocus()
        self.amount.selectAll()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Offer a bribe"))
        self.heading.setText(self.question())
        self.amount.setSuffix(self.tr(" ducats"))
        self.suite.setItemText(0, self.tr("no wish"))
        for index in range(1, self.suite.count()):
            self.suite.setItemText(index, self.tr("the {0} suite").format(
                ducats(self.suite.itemData(index))))
        self.bribe_label.setText(self.tr("Bribe"))
        self.ask_label.setText(self.tr("Ask for"))
        self.purse.setText(self.tr("You have {0} ducats. Bribes are at least 1,000, in steps of "
                                   "1,000, paid at once and open to the table.").format(
            ducats(self.money)) if self.money >= MIN_BRIBE else self.tr(
            "You have nothing left: offer 1,000 and the bank pays it."))
        self.promise.setText(self.tr("Binding promises: if this applicant is admitted, they get "
                                     "the suite asked for (if still free).") if self.binding
                             else self.tr("A wish binds nobody: the landlord is free to place "
                                          "the applicant anywhere."))
        self.offer.setText(self.tr("Offer"))

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
