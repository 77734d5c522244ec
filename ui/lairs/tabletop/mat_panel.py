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
from companion_ui.lairs.explorer.energy_mat import EnergyMatWidget
from companion_ui.lairs.explorer.wording import kind_name
from companion_ui.lairs.tabletop.wording import tr
from companion_ui.shell.retranslate import Retranslating

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


class PlayerMatPanel(Retranslating, QWidget):
    """The words name themselves; the mat comes from ``show_mat`` (the window's refresh, also
    after a language change)."""

    edit_requested = Signal(object, object)  # edit, its undo step's label (shell/undoable.py)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mat = PlayerMat()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        right = QVBoxLayout()

        self.energy_box = energy = QGroupBox()
        energy_layout = QVBoxLayout(energy)
        self.energy = EnergyMatWidget()
        self.energy.selection_changed.connect(self._update_buttons)
        energy_layout.addWidget(self.energy)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        energy_layout.addWidget(self.hint)
        row = QGridLayout()
        self.refresh_button = QPushButton()
        self.refresh_button.setObjectName("refresh")
        self.refresh_button.clicked.connect(
            lambda: self.edit_requested.emit(Refresh(), lambda: self.tr("Refresh energy")))
        row.addWidget(self.refresh_button, 0, 0, 1, 3)
        self.move_buttons: dict[CubeMove, QPushButton] = {}
        for column, move in enumerate((CubeMove.SPEND, CubeMove.FATIGUE, CubeMove.CONSERVE)):
            button = QPushButton()
            button.setObjectName(f"cubes-{move.value}")
            button.clicked.connect(lambda _=False, m=move: self._move(m))
            row.addWidget(button, 1, column)
            self.move_buttons[move] = button
        energy_layout.addLayout(row)
        costs = QGridLayout()
        # One row per action (the four moves, Check, Conserve): its name and what it costs.
        self.cost_labels = [(QLabel(), QLabel()) for _ in range(len(ACTION_COSTS) + 2)]
        for index, (name, cost) in enumerate(self.cost_labels):
            costs.addWidget(name, index, 0)
            costs.addWidget(cost, index, 1)
        energy_layout.addLayout(costs)
        layout.addWidget(energy, 0, Qt.AlignmentFlag.AlignTop)

        self.achievements_box = achievements = QGroupBox()
        grid = QGridLayout(achievements)
        self.slots: dict[Row, list[QPushButton]] = {}
        self.row_labels: dict[Row, QLabel] = {}
        for r, row_kind in enumerate(Row):
            self.row_labels[row_kind] = QLabel()
            grid.addWidget(self.row_labels[row_kind], r, 0)
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

        self.exits_box = exits = QGroupBox()
        exits_layout = QVBoxLayout(exits)
        self.conditions = QLabel()
        exits_layout.addWidget(self.conditions)
        self.exit_status = QLabel()
        self.exit_status.setObjectName("exitStatus")
        self.exit_status.setWordWrap(True)
        exits_layout.addWidget(self.exit_status)
        right.addWidget(exits)
        right.addStretch(1)
        layout.addLayout(right)
        self.retranslate()

    def retranslate(self) -> None:
        self.energy_box.setTitle(self.tr("Energy mat"))
        self.hint.setText(self.tr("Click cubes to choose them, then move them:"))
        self.refresh_button.setText(self.tr("Refresh (start of turn)"))
        self.refresh_button.setToolTip(self.tr(
            "All Spent → Fresh, then all Fatigued → Spent; Conserved stay"))
        for move, text in ((CubeMove.SPEND, self.tr("Spend")),
                           (CubeMove.FATIGUE, self.tr("Fatigue")),
                           (CubeMove.CONSERVE, self.tr("Conserve"))):
            self.move_buttons[move].setText(text)
        names = {"Creep": self.tr("Creep"), "Hustle": self.tr("Hustle"),
                 "Backtrack": self.tr("Backtrack"), "Peer": self.tr("Peer")}
        reminder = [(names[name], cost_text(cost)) for name, cost in ACTION_COSTS]
        reminder += [(self.tr("Check"), self.tr("1 any per die")),
                     (self.tr("Conserve"), self.tr("free, up to 3 Fresh; ends the turn"))]
        for (name_label, cost_label), (name, cost) in zip(self.cost_labels, reminder,
                                                          strict=True):
            name_label.setText(f"<b>{name}</b>")
            cost_label.setText(cost)
        self.achievements_box.setTitle(self.tr("Achievements"))
        for row, text in ((Row.CHESTS, self.tr("Opened chests")),
                          (Row.MONSTERS, self.tr("Defeated monsters")),
                          (Row.TRAPS, self.tr("Disarmed traps"))):
            self.row_labels[row].setText(text)
        self.exits_box.setTitle(self.tr("Exit conditions"))
        self.conditions.setText(self.tr(
            "Leave by the Exit with:<br>• 3 chests opened, or<br>• 3 monsters defeated, or"
            "<br>• 2 chests + 2 monsters"))

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

    def _move(self, move: CubeMove) -> None:
        def label() -> str:
            return {CubeMove.SPEND: self.tr("Spend cubes"),
                    CubeMove.FATIGUE: self.tr("Fatigue cubes"),
                    CubeMove.CONSERVE: self.tr("Conserve cubes")}[move]

        self.edit_requested.emit(MoveCubes(move, self.energy.selected_picks()), label)

    def _slot(self, row: Row, slot: int) -> None:
        count = slot if self.mat.filled(row) == slot + 1 else slot + 1
        self.edit_requested.emit(SetAchievement(row, count),
                                 lambda: self.tr("Achievements: {0}").format(count))
