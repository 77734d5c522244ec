"""One player's private money, shown only when that player asks: where every ducat came from
and went, and what they hold now (it should match the paper money in front of them)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.intrige.helper import LandlordHelper
from companion_ui.intrige.landlord_helper_words import ducats, ledger_text, tr
from companion_ui.shell.labels import note_line
from companion_ui.shell.retranslate import Retranslating

LEDGER_WIDTH = 760  # a ledger, not a spreadsheet across the screen


class LedgerPage(Retranslating, QWidget):
    """One player's money from ``show_ledger`` (the window shows it again after a language
    change); the headings name themselves."""

    hidden = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ledger")
        self.heading = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        font = self.heading.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.heading.setFont(font)
        self.balance = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.balance.setObjectName("balance")
        big = self.balance.font()
        big.setPointSize(big.pointSize() + 10)
        big.setBold(True)
        self.balance.setFont(big)
        self.lines = QTableWidget(0, 3)
        self.lines.verticalHeader().setVisible(False)
        self.lines.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.lines.setMaximumWidth(LEDGER_WIDTH)
        self.hide_button = QPushButton()
        self.hide_button.setDefault(True)
        self.hide_button.setMinimumHeight(36)
        self.hide_button.clicked.connect(self.hidden)
        # Enter or Esc hides it as fast as the click: the money is private.
        for key in ("Return", "Enter", "Esc"):
            QShortcut(QKeySequence(key), self, activated=self.hide_button.click)
        self.keys_hint = note_line()
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.balance)
        layout.addWidget(self.lines, 1, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.hide_button, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.keys_hint, alignment=Qt.AlignmentFlag.AlignHCenter)
        self.retranslate()

    def retranslate(self) -> None:
        self.lines.setHorizontalHeaderLabels([tr("Round"), tr("What"), tr("Ducats")])
        self.hide_button.setText(tr("Hide my money"))
        self.keys_hint.setText(tr("Enter or Esc hides it"))

    def show_ledger(self, helper: LandlordHelper, seat: int) -> None:
        ledger = helper.ledger(seat)
        self.heading.setText(tr("{0}'s money — for {0}'s eyes only").format(helper.name(seat)))
        self.balance.setText(ducats(ledger.balance))
        rows = [(tr("start"), tr("Money at the start"), ledger.opening)]
        rows += [(str(line.round) if line.round else tr("end"), ledger_text(helper, line),
                  line.amount) for line in ledger.lines]
        self.lines.setRowCount(len(rows))
        for row, (round_, what, amount) in enumerate(rows):
            number = QLocale().toString(amount)
            signed = f"+{number}" if row and amount >= 0 else number
            for column, text in enumerate((round_, what, signed)):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.lines.setItem(row, column, item)
        self._fit_width()
        self.lines.scrollToBottom()

    def _fit_width(self) -> None:
        """Every column as wide as its heading and its lines (nothing cut: "Money at th…"),
        the table as wide as its columns, with room for the scroll bar a long ledger shows."""
        lines = self.lines
        lines.resizeColumnsToContents()
        width = (lines.horizontalHeader().length() + 2 * lines.frameWidth()
                 + lines.verticalScrollBar().sizeHint().width())
        lines.setMinimumWidth(min(width, LEDGER_WIDTH))

    def clear(self) -> None:
        """Nothing private stays behind in the widgets once hidden."""
        self.heading.clear()
        self.balance.clear()
        self.lines.setRowCount(0)
