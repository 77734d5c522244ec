"""The Scout table window (a shared ``TableWindow``): the cards, the turn panel, the round-end
sheets and a log in plain words.

Screens, in order of precedence: a finished round's sheet (public), the hand-over screen
before a human's private hand shows, then the table (or, for the round's hand-turn decision,
both hands side by side).

As the table display (it only watches) it shows the public table and the log, never the turn
panel; a finished round's sheet stays up for a while (nobody is at the screen to go on), or
until Next round is pressed.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton, QStackedWidget

from companion.scout import actions as A
from companion.scout.cards import turned_hand
from companion.scout.views import DECIDE, ScoutView
from companion_ui.scout.hand_turn import HandTurnChoice
from companion_ui.scout.log import ScoutLog
from companion_ui.scout.prompt import TurnPanel
from companion_ui.scout.round_end import RoundEndScreen
from companion_ui.scout.scene import Marks, TableScene
from companion_ui.scout.words import winners_sentence
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.session import GameSession
from companion_ui.shell.table_window import TableWindow

SHEET_SECONDS = 15.0  # a round's sheet on the table display: read from across the room


class ScoutTableWindow(TableWindow):
    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.log: ScoutLog = ScoutLog()
        self.scene = TableScene()
        self.board = FittedView(self.scene)
        self.board.setMouseTracking(True)
        self.hand_turn = HandTurnChoice()
        self.hand_turn.chosen.connect(self._turn_hand)
        self.left = QStackedWidget()
        self.left.addWidget(self.board)
        if not self.table_display:
            self.left.addWidget(self.hand_turn)
        else:  # the table display decides nothing: the choice stays out of sight (and size)
            self.hand_turn.setParent(self)
            self.hand_turn.hide()

        self.panel = TurnPanel()
        self.panel.chosen.connect(self.play)
        self.panel.marks_changed.connect(self.scene.redraw)
        self.scene.hand_pressed.connect(self.panel.press_card)
        self.scene.hand_dragged.connect(self.panel.drag_card)
        self.scene.end_pressed.connect(self.panel.press_end)
        self.scene.gap_chosen.connect(self.panel.choose_gap)
        self.scene.turn_requested.connect(self.panel.turn_card)
        self.sheet_button = QPushButton()
        self.sheet_button.clicked.connect(self._show_sheet)
        self.lay_out(self.left, [self.panel], corner=self.sheet_button)

        self.round_end = RoundEndScreen()
        self.round_end.next_round.connect(self._round_seen)
        self.round_end.new_game.connect(self.new_game)
        self.pages.addWidget(self.round_end)
        self.resize(1400, 860)

        # The rounds whose sheet the players have seen (a resumed game starts with the past
        # rounds seen).
        self.rounds_seen = len(self.public_view().round_scores)
        # The table display: a round's sheet goes by itself, after time to read it.
        self._sheet_timer = QTimer(self)
        self._sheet_timer.setSingleShot(True)
        self._sheet_timer.setInterval(round(SHEET_SECONDS * 1000))
        self._sheet_timer.timeout.connect(self._round_seen)
        if self.table_display:
            self.panel.hide()
        self.start_play()

    def window_title(self) -> str:
        return self.tr("Scout — {0}").format(", ".join(self.session.names))

    def retranslate(self) -> None:
        self.sheet_button.setText(self.tr("Score sheet…"))
        self.sheet_button.setToolTip(self.tr("The last finished round's sheet and the totals"))
        self.log.retell()
        super().retranslate()

    # --- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        session, names = self.session, self.session.names
        self.scene.thinking = None  # a new decision: the bot that thought has moved
        public = self.public_view()
        self.log.show_view(public, names)
        # A take-back may return to before a round's end: its sheet shows again when it ends.
        self.rounds_seen = min(self.rounds_seen, len(public.round_scores))
        covered = len(public.round_scores) > self.rounds_seen
        if covered and self.table_display and not session.state.is_over() and (
                not self._sheet_timer.isActive()):
            self._sheet_timer.start()
        waiting = session.needs_hand_over()
        if covered or waiting is not None:
            # Whatever covers the table, nothing private stays drawn behind it.
            self.panel.clear()
            self.scene.show_view(public, names, Marks())
            self.hand_turn.clear()
        if covered:
            self.round_end.show_round(public, self.rounds_seen, names)
            self.pages.setCurrentWidget(self.round_end)
            self.round_end.go_on.setFocus()
            return
        if waiting is not None:
            self.show_hand_over(waiting)
            return
        self.show_table()
        self.sheet_button.setEnabled(self.rounds_seen > 0)
        view: ScoutView = self.current_view()
        state = session.state
        mover = state.to_move
        mine = self.my_decision()
        if mine and view.phase == DECIDE:
            self._ask_hand_turn(view)
        else:
            self.left.setCurrentWidget(self.board)
        if state.is_over():
            self.status.setText(self.tr("The game is over: {0}").format(
                winners_sentence(public, names)))
            self.panel.clear()
        elif mine:
            self.status.setText(self.tr("Your decision, {0}.").format(names[mover]))
            if view.phase == DECIDE:
                self.panel.clear(self.tr("Keep your hand or turn it around (on the left)."))
            else:
                self.panel.ask(view, state.legal_actions(), state.why_illegal, names)
        else:
            assert mover is not None
            self.status.setText(self.tr("Waiting for {0}…").format(names[mover]))
            self.panel.clear()
        self.scene.show_view(view, names, self.panel.marks if mine else Marks())


    def _ask_hand_turn(self, view: ScoutView) -> None:
        """Both hands side by side; the turned one as the state itself would turn it."""
        self.hand_turn.ask(view.hand, turned_hand(view.hand), view.round + 1, view.rounds)
        self.left.setCurrentWidget(self.hand_turn)

    def bot_thinking(self, seat: int) -> None:
        if self.pages.currentWidget() is self.play_page:
            super().bot_thinking(seat)
            self.scene.show_thinking(seat)

    # --- playing --------------------------------------------------------------------------

    def _turn_hand(self, turn: bool) -> None:
        seat = self.session.state.to_move
        if seat is not None:
            self.play(A.turn_hand(seat, turn))

    def _show_sheet(self) -> None:
        """The last finished round's sheet again, as if not seen yet."""
        if self.rounds_seen:
            self.rounds_seen -= 1
            self.render()

    def _round_seen(self) -> None:
        self._sheet_timer.stop()
        self.rounds_seen += 1
        self.render()
