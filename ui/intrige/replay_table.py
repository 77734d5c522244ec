"""The Intrige table for the replay viewer: the same castles, Island and log as play, for any
decision. Money shows as in play: the viewer's own purse, everyone's only at the end."""

from __future__ import annotations

from PySide6.QtWidgets import QSplitter, QWidget

from companion.core.account import Decision
from companion.core.protocol import GameState
from companion.intrige.state import IntrigeView
from companion_ui.intrige.log import tell_log
from companion_ui.intrige.prompt import deciding_applicant
from companion_ui.intrige.scene import TableScene
from companion_ui.intrige.words import describe, step_title, winners_words
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.game_log import GameLog


class IntrigeReplayTable(QSplitter):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene()
        self.board = FittedView(self.scene)
        self.log = GameLog()
        self.log.setMinimumWidth(220)
        self.addWidget(self.board)
        self.addWidget(self.log)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 1)

    def show_position(self, state: GameState, seat: int | None, names: list[str]) -> None:
        view: IntrigeView = state.view(seat)
        winners = ("" if view.final_money is None
                   else winners_words(state.result().winners, view.final_money, names))
        # The viewer's castle nearest them, as at the table; the first player's for the public.
        self.scene.show_view(view, names, 0 if seat is None else seat,
                             step_title(view, winners), deciding=deciding_applicant(
                                 state.legal_actions()))
        tell_log(self.log, view, names)

    def tell_decision(self, before: IntrigeView, after: IntrigeView, decision: Decision,
                      names: list[str]) -> str:
        """The log's line for the decision (the turn and income it brings are told beside)."""
        return describe(after.log[len(before.log)], names, before.landlord)
