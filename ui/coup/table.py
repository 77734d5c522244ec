"""The Coup table window: plays a ``GameSession`` with hot-seat hand-over, bots and a plain log.

Whose eyes the window shows: the only human, the confirmed human in hot-seat play, or nobody's
(public facts only) when bots play alone. Before a different human's decision the hand-over
screen covers everything private.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import IllegalAction
from companion.coup.views import CoupView
from ui.coup.log import CoupLog
from ui.coup.prompt import PromptPanel
from ui.coup.scene import TableScene
from ui.shell.handover import HandOverScreen
from ui.shell.session import GameSession


class CoupTableWindow(QMainWindow):
    new_game_requested = Signal()

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.autosave_key = session.autosave_key
        # what an action did, not only what was claimed.
        self.setWindowTitle(self.tr("Coup — {0}").format(", ".join(session.names)))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        self.scene = TableScene()
        self.scene.seat_clicked.connect(lambda seat: self.prompt.pick_seat(seat))
        self.board = QGraphicsView(self.scene)
        self.board.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.board.setMinimumSize(640, 480)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.prompt = PromptPanel()
        self.prompt.chosen.connect(self.play)
        self.log = CoupLog()
        self.show_passes = QPushButton(self.tr("Show passes"))
        self.show_passes.setCheckable(True)
        self.show_passes.toggled.connect(self.render)
        self.game_over = QWidget()
        over = QVBoxLayout(self.game_over)
        self.winner_label = QLabel()
        font = self.winner_label.font()
        font.setPointSize(font.pointSize() * 2)
        font.setBold(True)
        self.winner_label.setFont(font)
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.again = QPushButton(self.tr("New game…"))
        self.again.clicked.connect(self._new_game)
        over.addWidget(self.winner_label)
        over.addWidget(self.again, alignment=Qt.AlignmentFlag.AlignHCenter)

        side = QWidget()
        column = QVBoxLayout(side)
        column.addWidget(self.status)
        column.addWidget(self.game_over)
        column.addWidget(self.prompt)
        column.addWidget(QLabel(self.tr("What happened")))
        column.addWidget(self.log, 1)
        column.addWidget(self.show_passes, alignment=Qt.AlignmentFlag.AlignRight)
        side.setMinimumWidth(440)
        play = QSplitter()
        play.addWidget(self.board)
        play.addWidget(side)
        play.setStretchFactor(0, 3)
        play.setStretchFactor(1, 2)

        self.hand_over = HandOverScreen()
        self.hand_over.ready.connect(self._confirm_viewer)
        self.pages = QStackedWidget()
        self.pages.addWidget(play)
        self.pages.addWidget(self.hand_over)
        self.play_page = play
        self.setCentralWidget(self.pages)
        self.resize(1200, 720)

        session.changed.connect(self.render)
        session.finished.connect(self.render)
        session.bot_thinking.connect(self._bot_thinking)
        self.render()
        session.schedule_bot()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        self.board.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    # --- whose eyes -----------------------------------------------------------------------------
    def viewer(self) -> int | None:
        humans = self.session.humans
        if len(humans) == 1:
            return humans[0]
        # Hot-seat: a human's cards show only while the decision is theirs, never while bots or
        # the others act (someone else may be looking at the screen by then).
        if self.session.state.to_move != self.session.viewer:
            return None
        return self.session.viewer

    def _confirm_viewer(self) -> None:
        seat = self.session.needs_hand_over()
        if seat is not None:
            self.session.confirm_viewer(seat)

    # --- drawing --------------------------------------------------------------------------------
    def current_view(self) -> CoupView:
        """The viewer's view, or the public one (no face-down card) when nobody's is showing."""
        return self.session.state.view(self.viewer())

    def render(self) -> None:
        session = self.session
        waiting = session.needs_hand_over()
        if waiting is not None and not session.state.is_over():
            self.hand_over.hand_to(session.names[waiting])
            self.pages.setCurrentWidget(self.hand_over)
            return
        self.pages.setCurrentWidget(self.play_page)
        view = self.current_view()
        names = session.names
        self.scene.show_view(view, names)
        self._fit()
        self.log.show_view(view, names, self.show_passes.isChecked())
        state = session.state
        if state.is_over():
            winner = names[view.winner]
            self.winner_label.setText(self.tr("{0} wins!").format(winner))
            self.game_over.show()
            self.prompt.hide()
            self.status.setText(self.tr("The game is over after one turn.") if view.turn == 1
                                else self.tr("The game is over after {0} turns.").format(view.turn))
            return
        self.game_over.hide()
        self.prompt.show()
        mover = state.to_move
        assert mover is not None
        if session.is_human(mover) and mover == self.viewer():
            self.status.setText(self.tr("Your decision, {0}.").format(names[mover]))
            self.prompt.ask(view, state.legal_actions(), names)
        else:
            self.status.setText(self.tr("Waiting for {0}…").format(names[mover]))
            self.prompt.clear()

    def _bot_thinking(self, seat: int) -> None:
        self.status.setText(self.tr("{0} is thinking…").format(self.session.names[seat]))

    # --- playing --------------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        try:
            self.session.play(action)
        except IllegalAction as error:  # a stale button: say so and redraw, nothing is lost
            QMessageBox.information(self, self.tr("Not allowed"), str(error))
            self.render()

    def _new_game(self) -> None:
        self.new_game_requested.emit()
        self.close()
