"""The Coup table for the replay viewer: the same scene and log as play, for any decision."""

from __future__ import annotations

from PySide6.QtWidgets import QSplitter, QWidget

from companion.core.protocol import GameState
from ui.coup.log import CoupLog
from ui.coup.scene import TableScene
from ui.shell.fitted_view import FittedView


class CoupReplayTable(QSplitter):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene()
        self.board = FittedView(self.scene)
        self.board.setMinimumSize(520, 400)
        self.log = CoupLog()
        self.log.setMinimumWidth(300)
        self.addWidget(self.board)
        self.addWidget(self.log)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)

    def show_position(self, state: GameState, seat: int | None, names: list[str]) -> None:
        view = state.view(seat)
        self.scene.show_view(view, names)
        self.log.show_view(view, names)
        self.board.fit()
