"""The Coup table for the replay viewer: the same scene and log as play, for any decision."""

from __future__ import annotations

from PySide6.QtWidgets import QSplitter, QWidget

from companion.core.account import Decision
from companion.core.protocol import GameState
from companion.coup.views import CoupView
from companion_ui.coup.log import CoupLog
from companion_ui.coup.scene import TableScene
from companion_ui.coup.words import describe
from companion_ui.shell.fitted_view import FittedView


class CoupReplayTable(QSplitter):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene()
        self.board = FittedView(self.scene)
        self.log = CoupLog()
        self.log.setMinimumWidth(220)
        self.addWidget(self.board)
        self.addWidget(self.log)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)

    def show_position(self, state: GameState, seat: int | None, names: list[str]) -> None:
        view = state.view(seat)
        self.scene.show_view(view, names)
        self.log.show_view(view, names)
        self.board.fit()

    def tell_decision(self, before: CoupView, after: CoupView, decision: Decision,
                      names: list[str]) -> str:
        """The log's lines for the decision and what it forced at once (a challenge lost with
        one card left); a card kept in secret "returns cards to the Court deck (unseen)" to
        anyone but its keeper."""
        viewer = -1 if after.player is None else after.player
        return " ".join(describe(entry, names, viewer, after.inquisitor)
                        for entry in after.log[len(before.log):])
