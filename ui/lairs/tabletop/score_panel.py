"""The score chart calculator: the treasures you hold (tick the face-up ones, or let the app pick
the best set), exiting first/second, and the chart itself (the explorer screen's
``ScoreChartWidget``). Defeated monsters come from the achievements row. All scoring is
``companion.lairs.scoring``'s.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.lairs.scoring import face_up_choices
from companion.lairs.tabletop.score_chart import (
    AddTreasure,
    ChooseFaceUp,
    RemoveTreasure,
    ScoreChart,
    SetExit,
)
from companion.lairs.tabletop.table_sheet import TableSheet
from companion.lairs.treasures import TreasureSet, default_treasures
from companion_ui.lairs.explorer.score_chart import ScoreChartWidget
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating


class ScorePanel(Retranslating, QGroupBox):
    """The words name themselves; the sheet comes from ``show_sheet`` (the window's refresh,
    also after a language change)."""

    edit_requested = Signal(object, object)  # edit, its undo step's label (shell/undoable.py)

    def __init__(self, cards: TreasureSet | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = cards or default_treasures()
        self.chart = ScoreChart()
        self._showing = False
        outer = QHBoxLayout(self)
        layout = QVBoxLayout()
        outer.addLayout(layout, 1)

        add_row = QHBoxLayout()
        self.card_choice = QComboBox()
        self.card_choice.setObjectName("cardChoice")
        for card in self.cards.cards.values():
            self.card_choice.addItem("", card.id)
        self.add_button = QPushButton()
        self.add_button.setObjectName("addTreasure")
        self.add_button.clicked.connect(self._add)
        add_row.addWidget(self.card_choice, 1)
        add_row.addWidget(self.add_button)
        layout.addLayout(add_row)

        self.held = QListWidget()
        self.held.setObjectName("treasures")
        self.held.itemChanged.connect(self._ticked)
        layout.addWidget(self.held)
        buttons = QHBoxLayout()
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(self._remove)
        self.best = QPushButton()
        self.best.setObjectName("bestFaceUp")
        self.best.clicked.connect(
            lambda: self.edit_requested.emit(ChooseFaceUp(None),
                                             lambda: self.tr("Best face-up choice")))
        self.exit_choice = QComboBox()
        self.exit_choice.setObjectName("exitRank")
        for rank in (None, 0, 1):
            self.exit_choice.addItem("", rank)
        self.exit_choice.currentIndexChanged.connect(self._exit_changed)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.best)
        buttons.addWidget(self.exit_choice)
        layout.addLayout(buttons)
        self.hint = QLabel()
        self.hint.setObjectName("faceUpHint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.table = ScoreChartWidget()
        self.table.setMinimumWidth(260)
        outer.addWidget(self.table, 1, Qt.AlignmentFlag.AlignTop)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Score chart"))
        for index, card in enumerate(self.cards.cards.values()):
            self.card_choice.setItemText(index, translated(card.name))
            self.card_choice.setItemData(index, translated(card.describe()),
                                         Qt.ItemDataRole.ToolTipRole)
        self.add_button.setText(self.tr("Add treasure"))
        self.held.setToolTip(self.tr("Tick the cards you turn face-up (at most 4)"))
        self.remove_button.setText(self.tr("Remove"))
        self.best.setText(self.tr("Best face-up choice"))
        for index, text in enumerate((self.tr("Not out"), self.tr("First out (4 VP)"),
                                      self.tr("Second out (2 VP)"))):
            self.exit_choice.setItemText(index, text)

    def show_sheet(self, sheet: TableSheet) -> None:
        self._showing = True
        self.chart = chart = sheet.score
        up = set(chart.chosen_face_up(self.cards))
        self.held.clear()
        for card_id in chart.treasures:
            card = self.cards[card_id]
            item = QListWidgetItem(self.tr("{0} (base {1})").format(translated(card.name),
                                                                     card.base))
            item.setToolTip(translated(card.describe()))
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if card_id in up
                               else Qt.CheckState.Unchecked)
            self.held.addItem(item)
        self.exit_choice.setCurrentIndex(self.exit_choice.findData(chart.exit_rank))
        monsters = sheet.mat.monsters
        self.table.set_sheets([self.tr("You")], [chart.sheet(self.cards, monsters)])
        best = chart.best_total(self.cards, monsters)
        if chart.face_up is None:
            self.hint.setText(self.tr("Face-up: the best choice, picked for you."))
        else:
            self.hint.setText(self.tr("Face-up: your choice (the best choice would total {0})."
                                      ).format(best))
        self._showing = False

    def _add(self) -> None:
        card = self.card_choice.currentData()
        name = self.cards[card].name
        self.edit_requested.emit(AddTreasure(card),
                                 lambda: self.tr("Add {0}").format(translated(name)))

    def _remove(self) -> None:
        item = self.held.currentItem()
        if item is not None:
            card = item.data(Qt.ItemDataRole.UserRole)
            name = self.cards[card].name
            self.edit_requested.emit(RemoveTreasure(card),
                                     lambda: self.tr("Remove {0}").format(translated(name)))

    def ticked_cards(self) -> tuple[str, ...]:
        return tuple(sorted(
            self.held.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.held.count())
            if self.held.item(i).checkState() == Qt.CheckState.Checked))

    def _ticked(self, _item: QListWidgetItem) -> None:
        if self._showing:
            return
        ticked = self.ticked_cards()
        limit = len(face_up_choices(self.chart.treasures)[0])
        if len(ticked) == limit:
            self.edit_requested.emit(ChooseFaceUp(ticked), lambda: self.tr("Choose face-up cards"))
        else:
            self.hint.setText(self.tr("Tick exactly {0} cards to turn face-up ({1} ticked)."
                                      ).format(limit, len(ticked)))

    def _exit_changed(self) -> None:
        if not self._showing:
            rank = self.exit_choice.currentData()
            self.edit_requested.emit(SetExit(rank), lambda: self.tr("Exit"))
