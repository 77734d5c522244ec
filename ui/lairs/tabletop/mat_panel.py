"""The player mat beside the map sheet: the energy mat (the explorer screen's ``EnergyMatWidget``)
with one-click refresh and the cube costs as a reminder, the achievements row and the exit
conditions. Changes are requested as edits; the window records them (undoable) or says why not.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.lairs.energy import Basket, Cost, Kind
from companion.lairs.tabletop.player_mat import (
    ACTION_COSTS,
    CubeMove,
    MoveCubes,
    PlayerMat,
    Refresh,
    Row,
    SetAchievement,
)
from ui.lairs.explorer.energy_mat import EnergyMatWidget
from ui.lairs.explorer.wording import kind_name
from ui.lairs.tabletop.wording import tr

SELECTABLE = frozenset({Basket.FRESH, Basket.CONSERVED, Basket.SPENT})


def cost_text(cost: Cost) -> str:
    parts = []
    if cost.kind is not None:
        parts.append(tr("1 {0}").format(kind_name(cost.kind)))
    if cost.any_count is not None:
        parts.append(tr("{0} any").format(cost.any_count))
    text = tr(" or ").join(parts)
    if cost.any_count is None and cost.kind is Kind.QUICKNESS:
        text += tr(" (no substitute)")
    return text


class PlayerMatPanel(QWidget):
    edit_requested = Signal(object, str)  # edit, undo text

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mat = PlayerMat()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        right = QVBoxLayout()

        energy = QGroupBox(self.tr("Energy mat"))
        energy_layout = QVBoxLayout(energy)
        self.energy = EnergyMatWidget()
        self.energy.selection_changed.connect(self._update_buttons)
        energy_layout.addWidget(self.energy)
        hint = QLabel(self.tr("Click cubes to choose them, then move them:"))
        hint.setWordWrap(True)
        energy_layout.addWidget(hint)
        row = QGridLayout()
        self.refresh_button = QPushButton(self.tr("Refresh (start of turn)"))
        self.refresh_button.setObjectName("refresh")
        self.refresh_button.setToolTip(self.tr(
            "All Spent → Fresh, then all Fatigued → Spent; Conserved stay"))
        self.refresh_button.clicked.connect(
            lambda: self.edit_requested.emit(Refresh(), self.tr("Refresh energy")))
        row.addWidget(self.refresh_button, 0, 0, 1, 3)
        self.move_buttons: dict[CubeMove, QPushButton] = {}
        for column, (move, text, undo) in enumerate((
                (CubeMove.SPEND, self.tr("Spend"), self.tr("Spend cubes")),
                (CubeMove.FATIGUE, self.tr("Fatigue"), self.tr("Fatigue cubes")),
                (CubeMove.CONSERVE, self.tr("Conserve"), self.tr("Conserve cubes")))):
            button = QPushButton(text)
            button.setObjectName(f"cubes-{move.value}")
            button.clicked.connect(lambda _=False, m=move, u=undo: self._move(m, u))
            row.addWidget(button, 1, column)
            self.move_buttons[move] = button
        energy_layout.addLayout(row)
        costs = QGridLayout()
        names = {"Creep": self.tr("Creep"), "Hustle": self.tr("Hustle"),
                 "Backtrack": self.tr("Backtrack"), "Peer": self.tr("Peer")}
        reminder = [(names[name], cost_text(cost)) for name, cost in ACTION_COSTS]
        reminder += [(self.tr("Check"), self.tr("1 any per die")),
                     (self.tr("Conserve"), self.tr("free, up to 3 Fresh; ends the turn"))]
        for index, (name, cost) in enumerate(reminder):
            costs.addWidget(QLabel(f"<b>{name}</b>"), index, 0)
            costs.addWidget(QLabel(cost), index, 1)
        energy_layout.addLayout(costs)
        layout.addWidget(energy, 0, Qt.AlignmentFlag.AlignTop)

        achievements = QGroupBox(self.tr("Achievements"))
        grid = QGridLayout(achievements)
        self.slots: dict[Row, list[QPushButton]] = {}
        labels = {Row.CHESTS: self.tr("Opened chests"), Row.MONSTERS: self.tr("Defeated monsters"),
                  Row.TRAPS: self.tr("Disarmed traps")}
        for r, row_kind in enumerate(Row):
            grid.addWidget(QLabel(labels[row_kind]), r, 0)
            buttons = []
            for slot in range(row_kind.slots):
                button = QPushButton()
                button.setCheckable(True)
                button.setFixedSize(30, 30)
                button.setObjectName(f"slot-{row_kind.value}-{slot + 1}")
                button.clicked.connect(lambda _=False, k=row_kind, s=slot: self._slot(k, s))
                grid.addWidget(button, r, slot + 1)
                buttons.append(button)
            self.slots[row_kind] = buttons
        right.addWidget(achievements)

        exits = QGroupBox(self.tr("Exit conditions"))
        exits_layout = QVBoxLayout(exits)
        conditions = QLabel(self.tr(
            "Leave by the Exit with:<br>• 3 chests opened, or<br>• 3 monsters defeated, or"
            "<br>• 2 chests + 2 monsters"))
        exits_layout.addWidget(conditions)
        self.exit_status = QLabel()
        self.exit_status.setObjectName("exitStatus")
        self.exit_status.setWordWrap(True)
        exits_layout.addWidget(self.exit_status)
        right.addWidget(exits)
        right.addStretch(1)
        layout.addLayout(right)

    def show_mat(self, mat: PlayerMat) -> None:
        self.mat = mat
        self.energy.set_mat(mat.energy, SELECTABLE)
        for row, buttons in self.slots.items():
            for slot, button in enumerate(buttons):
                button.setChecked(slot < mat.filled(row))
                button.setText("●" if slot < mat.filled(row) else "")
        self.exit_status.setText(
            self.tr("<b>You may leave</b> when you reach the Exit.") if mat.may_leave
            else self.tr("Not yet: the Exit does not let you out."))
        self._update_buttons()

    def _update_buttons(self) -> None:
        picks = self.energy.selected_picks()
        for move, button in self.move_buttons.items():
            button.setEnabled(bool(picks) and MoveCubes(move, picks).legal(self.mat))

    def _move(self, move: CubeMove, undo_text: str) -> None:
        self.edit_requested.emit(MoveCubes(move, self.energy.selected_picks()), undo_text)

    def _slot(self, row: Row, slot: int) -> None:
        count = slot if self.mat.filled(row) == slot + 1 else slot + 1
        self.edit_requested.emit(SetAchievement(row, count),
                                 self.tr("Achievements: {0}").format(count))
