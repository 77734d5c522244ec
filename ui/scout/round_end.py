"""Between rounds and at the end: why the round ended, its score sheet (captured + chips −
hand, the round's ender keeping the hand) and the running totals; at the end the winners, and
the game to watch again or save."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.scout.views import OVER, ScoutView
from companion_ui.scout.scene import FELT
from companion_ui.scout.words import round_end_reason, signed, winners_sentence
from companion_ui.shell.game_menu import RecordButtons
from companion_ui.shell.labels import headline
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel

ENDER = QColor("#fff3c4")
PAD_STYLE = f"""
#roundEnd {{ background: {FELT}; }}
#roundEnd QScrollArea, #roundEnd #feltPage {{ background: transparent; border: none; }}
#scorePad {{ background: #f4efe4; border: 1px solid #9a8f7a; border-radius: 8px; }}
#scorePad QLabel {{ color: #1d1d1d; background: transparent; }}
#scorePad QTableWidget {{ background: #fbf6ea; color: #1d1d1d; gridline-color: #d6ccb4;
                          border: 1px solid #c9bfa8; }}
#scorePad QHeaderView {{ background: #efe6cf; }}
#scorePad QHeaderView::section {{ background: #efe6cf; color: #1d1d1d; border: none;
                                  border-right: 1px solid #d6ccb4; padding: 4px; }}
#scorePad QTableCornerButton::section {{ background: #efe6cf; border: none; }}
"""


class RoundEndScreen(Retranslating, QWidget):
    """``next_round`` when the players go on; ``new_game`` from the game-over screen."""

    next_round = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = headline()
        self.reason = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.sheet = self._table()
        self.totals = self._table()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #6b5b2e;")
        self.go_on = QPushButton(self.tr("Next round"))
        self.go_on.setDefault(True)
        self.go_on.setMinimumHeight(40)
        self.go_on.clicked.connect(self.next_round)
        self.again = QPushButton()
        self.again.setMinimumHeight(40)
        self.again.clicked.connect(self.new_game)
        self.record = RecordButtons()
        for button in (self.go_on, self.again, self.record.watch, self.record.save):
            button.setMinimumWidth(200)
        self.record.watch.setMinimumHeight(40)
        self.record.save.setMinimumHeight(40)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.go_on)
        buttons.addWidget(self.again)
        buttons.addStretch()
        record = QHBoxLayout()
        record.addStretch()
        record.addWidget(self.record)
        record.addStretch()
        # A paper score pad on the table's felt, in the middle however wide the window is (the
        # same in a dark palette, like the plaques on the table).
        self.setObjectName("roundEnd")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(PAD_STYLE)
        sheet = QFrame()
        sheet.setObjectName("scorePad")
        sheet.setMaximumWidth(900)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(sheet, 4)
        row.addStretch(1)
        page = QWidget()
        page.setObjectName("feltPage")
        outer = QVBoxLayout(page)
        outer.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(2)
        pad = ScrollingPanel(page)  # a short screen (a laptop at 200%) scrolls the pad
        pad.viewport().setAutoFillBackground(False)
        whole = QVBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        whole.addWidget(pad)
        layout = QVBoxLayout(sheet)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.addWidget(self.heading)
        layout.addWidget(self.reason)
        layout.addSpacing(12)
        self.round_heading = QLabel()
        layout.addWidget(self.round_heading)
        layout.addWidget(self.sheet)
        layout.addWidget(self.note)
        layout.addSpacing(8)
        self.sheet_heading = QLabel()
        layout.addWidget(self.sheet_heading)
        layout.addWidget(self.totals)
        layout.addSpacing(12)
        layout.addLayout(buttons)
        layout.addLayout(record)
        self.retranslate()

    def retranslate(self) -> None:
        """The static texts; the round's own come with the table's redraw."""
        self.again.setText(self.tr("New game…"))
        self.round_heading.setText(self.tr("<b>This round</b>"))
        self.sheet_heading.setText(self.tr("<b>Score sheet</b>"))

    @staticmethod
    def _table() -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return table

    def show_round(self, view: ScoutView, finished: int, names: Sequence[str]) -> None:
        """The sheet of round ``finished`` (0-based); the winners too when the game is over."""
        over = view.phase == OVER and finished == len(view.round_scores) - 1
        self.heading.setText(winners_sentence(view, names) if over
                             else self.tr("Round {0} of {1} is over").format(finished + 1,
                                                                            view.rounds))
        self.reason.setText(round_end_reason(view, finished, names))
        self._fill_round(view, finished, names)
        self._fill_totals(view, finished, names)
        self.go_on.setText(self.tr("See the table") if over else self.tr("Next round"))
        self.again.setVisible(over)
        self.record.setVisible(over)

    def _fill_round(self, view: ScoutView, finished: int, names: Sequence[str]) -> None:
        two = view.players == 2
        ender = view.enders[finished]
        tally = view.tallies[finished] if finished < len(view.tallies) else None
        scores = view.round_scores[finished]
        headers = [self.tr("Captured (+1 each)"),
                   self.tr("Chips left (+1 each)") if two else self.tr("Scout chips (+1 each)"),
                   self.tr("In hand (−1 each)"), self.tr("Round score")]
        sheet = self.sheet
        _start_sheet(sheet, headers, names)
        for seat in range(view.players):
            if tally is None:  # a round a loaded position did not record: the score only
                cells = ["", "", "", signed(scores[seat])]
            else:
                t = tally[seat]
                hand = (self.tr("{0} (no penalty)").format(t.hand) if seat == ender
                        else signed(-t.hand) if t.hand else "0")
                cells = [str(t.captured), str(t.chips), hand, signed(scores[seat])]
            for column, text in enumerate(cells):
                item = _cell(text, bold=column == 3)
                if seat == ender:
                    item.setBackground(ENDER)
                    item.setForeground(QColor("#1d1d1d"))
                    item.setToolTip(self.tr("Ended the round: takes no hand penalty"))
                sheet.setItem(seat, column, item)
        note = self.tr("{0} ended the round and takes no hand penalty (highlighted). The "
                       "Active Set left on the table scores for nobody.").format(names[ender])
        if two:
            note += " " + self.tr("Two players: every unspent Scout chip scores 1.")
        self.note.setText(note)
        _fit_height(sheet)

    def _fill_totals(self, view: ScoutView, finished: int, names: Sequence[str]) -> None:
        rounds = view.round_scores[:finished + 1]
        headers = [self.tr("Round {0}").format(r + 1) for r in range(len(rounds))]
        headers.append(self.tr("Total"))
        totals = self.totals
        _start_sheet(totals, headers, names)
        sums = [sum(r[s] for r in rounds) for s in range(view.players)]
        best = max(sums)
        for seat in range(view.players):
            cells = [signed(r[seat]) for r in rounds] + [signed(sums[seat])]
            for column, text in enumerate(cells):
                total = column == len(cells) - 1
                star = total and sums[seat] == best
                totals.setItem(seat, column, _cell(f"★ {text}" if star else text, bold=total))
        _fit_height(totals)


def _start_sheet(table: QTableWidget, headers: list[str], names: Sequence[str]) -> None:
    """An empty sheet: a column per header, a row per player."""
    table.clear()
    table.setRowCount(len(names))
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setVerticalHeaderLabels(list(names))


def _cell(text: str, bold: bool) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    return item


def _fit_height(table: QTableWidget) -> None:
    """As tall as its rows: the sheet never scrolls."""
    table.resizeRowsToContents()
    height = table.horizontalHeader().sizeHint().height() + 6
    height += sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedHeight(height)
