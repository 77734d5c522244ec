"""The Scout table for the replay viewer: the same cards on the felt and the same log as play,
for any decision. The public view shows every hand as card backs (with the cards scouted in
plain sight); a player's view shows that player's hand along the bottom."""

from __future__ import annotations

from PySide6.QtWidgets import QSplitter, QWidget

from companion.core.account import Decision
from companion.core.protocol import GameState
from companion.scout.views import ScoutView
from companion_ui.scout.log import ScoutLog
from companion_ui.scout.scene import Marks, TableScene
from companion_ui.scout.story import tell
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.retranslate import Retranslating


class ScoutReplayTable(Retranslating, QSplitter):
    """The log tells the shown view's story; a new language tells it afresh."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene()
        self.board = FittedView(self.scene)
        self.log = ScoutLog()
        self.log.setMinimumWidth(220)
        self.addWidget(self.board)
        self.addWidget(self.log)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 1)

    def retranslate(self) -> None:
        self.log.retell()

    def show_position(self, state: GameState, seat: int | None, names: list[str]) -> None:
        view: ScoutView = state.view(seat)
        self.scene.show_view(view, names, Marks())
        self.log.show_view(view, names)

    def tell_decision(self, before: ScoutView, after: ScoutView, decision: Decision,
                      names: list[str]) -> str:
        """The log's line for the decision (a round it ends is told in the log beside)."""
        return tell(after, names, len(before.log))[0].text
