"""A minimal Pebbles window on the shared GameSession: proves autosave, resume and hand-over."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from companion.core.autosave import UnfinishedGame
from companion.core.protocol import GameSetup
from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext
from companion_ui.shell.handover import HandOverScreen
from companion_ui.shell.session import GameSession
from tests.tinygame import SPEC


class PebblesWindow(QStackedWidget):
    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.autosave_key = session.autosave_key
        self.hand_over = HandOverScreen()
        self.table = QWidget()
        self.status = QLabel()
        self.buttons = QVBoxLayout(self.table)
        self.buttons.addWidget(self.status)
        self.addWidget(self.hand_over)
        self.addWidget(self.table)
        self.hand_over.ready.connect(self._confirm)
        session.changed.connect(self.render)
        self.render()

    def _confirm(self) -> None:
        seat = self.session.needs_hand_over()
        if seat is not None:
            self.session.confirm_viewer(seat)

    def render(self) -> None:
        seat = self.session.needs_hand_over()
        if seat is not None:
            self.hand_over.hand_to(self.session.names[seat])
            self.setCurrentWidget(self.hand_over)
            return
        self.setCurrentWidget(self.table)
        while self.buttons.count() > 1:
            item = self.buttons.takeAt(1)
            if item.widget():
                item.widget().deleteLater()
        state = self.session.state
        self.status.setText("over" if state.is_over() else f"pile {state.pile}")
        mover = state.to_move
        if mover is None or not self.session.is_human(mover):
            return
        for action in state.legal_actions():
            button = QPushButton(str(action))
            button.clicked.connect(lambda _=False, a=action: self.session.play(a))
            self.buttons.addWidget(button)


def _open(context: ShellContext) -> QWidget:
    session = GameSession.start(SPEC, GameSetup(2, seed=1), context.autosaves, ["Ann", "Bo"],
                                ["human", "human"], bot_delay_ms=0)
    return context.show_window(PebblesWindow(session), "pebbles")


def _resume(context: ShellContext, game: UnfinishedGame) -> QWidget:
    session = GameSession.resume(SPEC, game, context.autosaves, bot_delay_ms=0)
    return context.show_window(PebblesWindow(session), "pebbles")


ACTIVITY = Activity("pebbles.play", "pebbles", "Play", "Play Pebbles", "play", _open,
                    resume=_resume)
