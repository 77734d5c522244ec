"""The Coup table window: plays a ``GameSession`` with hot-seat hand-over, bots and a plain log.

Whose eyes the window shows: the only human, the confirmed human in hot-seat play, or nobody's
(public facts only) when bots play alone. In hot-seat play challenges and blocks are answered by
the whole table on the public response panel; before a decision that shows cards the hand-over
screen covers everything private and recaps what happened meanwhile.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
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
from companion.coup import actions as A
from companion.coup.hindsight import ClaimCheck, claim_checks
from companion.coup.views import CoupView, ShownHand
from ui.coup.claims_panel import ClaimsPanel
from ui.coup.ending import EndingPanel, bluff_badges
from ui.coup.log import CoupLog
from ui.coup.prompt import PromptPanel
from ui.coup.responses import ResponsePanel, is_open_response
from ui.coup.scene import TableScene
from ui.coup.words import describe
from ui.shell.fitted_view import FittedView
from ui.shell.handover import HandOverScreen
from ui.shell.session import GameSession

RECAP_LINES = 10
THINKING_GREY = "#5d6d7e"
OPEN_ANSWERS = (A.Pass, A.Challenge, A.Block)  # given on the public panel


class CoupTableWindow(QMainWindow):
    new_game_requested = Signal()
    rematch_requested = Signal(object)  # the new GameSession

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.autosave_key = session.autosave_key
        # what an action did, not only what was claimed.
        self.setWindowTitle(self.tr("Coup — {0}").format(", ".join(session.names)))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        # The first human sits at the bottom for the whole game (bots alone: the first seat).
        self.scene = TableScene(anchor=(session.humans or [0])[0])
        self.scene.seat_clicked.connect(lambda seat: self.prompt.pick_seat(seat))
        self.board = FittedView(self.scene)
        self.board.setMinimumSize(640, 480)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.prompt = PromptPanel()
        self.prompt.chosen.connect(self.play)
        self.prompt.targets.connect(lambda seats: self.scene.offer_targets(seats))
        self.log = CoupLog()
        self.show_passes = QPushButton(self.tr("Show passes"))
        self.show_passes.setCheckable(True)
        self.show_passes.toggled.connect(self.render)
        self.responses = ResponsePanel()
        self.responses.answered.connect(self._give_answers)
        self.claims = ClaimsPanel()
        self.ending = EndingPanel()
        self.ending.rematch.connect(self._rematch)
        self.ending.new_game.connect(self._new_game)
        # Challenges and blocks show no card: in hot-seat play the whole table answers them on
        # one public panel, and the device changes hands only for decisions that show cards.
        session.is_public = lambda state: is_open_response(state.view(None))

        side = QWidget()
        column = QVBoxLayout(side)
        column.addWidget(self.status)
        column.addWidget(self.ending, 3)
        column.addWidget(self.prompt)
        column.addWidget(self.responses)
        column.addWidget(self.claims)
        column.addWidget(QLabel(self.tr("What happened")))
        column.addWidget(self.log, 1)
        column.addWidget(self.show_passes, alignment=Qt.AlignmentFlag.AlignRight)
        side.setMinimumWidth(400)
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
        self.resize(1280, 800)
        # What is already on the table: later proofs, losses and coins are shown happening.
        table = session.state.view(None)
        self._seen_log = len(table.log)
        self._coins = [seat.coins for seat in table.seats]
        self._checks: list[ClaimCheck] | None = None  # the claims judged, once the game is over

        session.changed.connect(self.render)
        session.finished.connect(self.render)
        session.bot_thinking.connect(self._bot_thinking)
        self.render()
        session.schedule_bot()

    # --- whose eyes -----------------------------------------------------------------------------
    def viewer(self) -> int | None:
        """The only human; in hot-seat play the confirmed human while a private decision is
        theirs (never while bots or the others act, nor on the public panel)."""
        return self.session.private_seat()

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
        state = session.state
        waiting = session.needs_hand_over()
        if waiting is not None and not state.is_over():
            self.hand_over.hand_to(session.names[waiting], recap=self.recap(waiting))
            self.pages.setCurrentWidget(self.hand_over)
            return
        self.pages.setCurrentWidget(self.play_page)
        view = self.current_view()
        names = session.names
        if state.is_over():
            # Every hand revealed: the winner's face-down cards are no secret any more.
            self.scene.show_view(view, names, {view.winner: state.view(view.winner).my_cards})
        else:
            self.scene.show_view(view, names)
        self._show_changes(view)
        self.claims.show_view(view, names)
        self.log.show_view(view, names, self.show_passes.isChecked())
        if state.is_over():
            if self._checks is None:  # a replay of the whole game: once
                record = session.match.record
                self._checks = claim_checks(record.setup, record.actions)
            self.ending.show_ending(view, self._checks, names)
            for seat, badge in bluff_badges(self._checks, view.players).items():
                self.scene.seat_at(seat).mark(badge)
            self.ending.show()
            self.prompt.hide()
            self.responses.hide()
            self.claims.hide()  # the judged claims below the result say more now
            self.status.setText(self.tr("The game is over after one turn.") if view.turn == 1
                                else self.tr("The game is over after {0} turns.").format(view.turn))
            return
        self.ending.hide()
        self.claims.show()
        mover = state.to_move
        assert mover is not None
        if session.is_hot_seat and is_open_response(view):
            self.prompt.hide()
            self.prompt.clear()
            self.responses.show()
            self.responses.ask(view, state.legal_actions(), names, session.humans)
            answer = self.responses.answer_for(view)
            if answer is not None:  # given on the panel: played once this redraw is over
                QTimer.singleShot(0, self, lambda: self._play_given(answer))
            self.status.setText(self.tr("Everyone at the table: answer below.")
                                if session.is_human(mover)
                                else self.tr("Waiting for {0}…").format(names[mover]))
            return
        self.responses.hide()
        self.prompt.show()
        if session.is_human(mover) and mover == self.viewer():
            self.status.setText(self.tr("Your decision, {0}.").format(names[mover]))
            self.prompt.ask(view, state.legal_actions(), names, state.why_illegal)
        else:
            self.status.setText(self.tr("Waiting for {0}…").format(names[mover]))
            self.prompt.clear()

    def recap(self, seat: int) -> list[str]:
        """What the table saw since ``seat`` last had the device to themselves (passes left
        out), newest last."""
        table = self.session.state.view(None)
        log = table.log
        since = next((i + 1 for i in range(len(log) - 1, -1, -1) if log[i].seat == seat
                      and not isinstance(log[i], OPEN_ANSWERS)), 0)
        lines = [describe(entry, self.session.names, -1, table.inquisitor)
                 for entry in log[since:] if not isinstance(entry, A.Pass)]
        return lines[-RECAP_LINES:]

    def _show_changes(self, view: CoupView) -> None:
        """What happened since the last redraw, shown on the table: a proved claim's card turns
        over and goes back to the deck, a lost influence turns face up, coins float by."""
        for entry in view.log[self._seen_log:]:
            if isinstance(entry, A.Reveal):
                self.scene.turn_over(entry.seat, entry.character)
            elif isinstance(entry, ShownHand):
                for card in entry.cards:
                    self.scene.turn_over(entry.seat, card)
            elif isinstance(entry, A.Lose):
                self.scene.turn_face_up(entry.seat)
        self._seen_log = len(view.log)
        coins = [seat.coins for seat in view.seats]
        for seat, (was, now) in enumerate(zip(self._coins, coins, strict=True)):
            if was != now:
                self.scene.show_coins(seat, now - was)
        self._coins = coins

    def _bot_thinking(self, seat: int) -> None:
        self.status.setText(self.tr("{0} is thinking…").format(self.session.names[seat]))
        if self.scene.seats:
            self.scene.seat_at(seat).mark((self.tr("thinking…"), THINKING_GREY))

    # --- playing --------------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        try:
            self.session.play(action)
        except IllegalAction as error:  # a stale button: say so and redraw, nothing is lost
            QMessageBox.information(self, self.tr("Not allowed"), str(error))
            self.render()

    def _give_answers(self) -> None:
        """The humans answered on the public panel: play their answers up to the first bot (the
        bot answers in its turn, the rest follow from ``render``)."""
        while (answer := self.responses.answer_for(self.session.state.view(None))) is not None:
            before = len(self.session.match.record.actions)
            self._play_given(answer)
            if len(self.session.match.record.actions) == before:
                break

    def _play_given(self, answer: Any) -> None:
        state = self.session.state
        if state.to_move == answer.seat and self.responses.answer_for(
                state.view(None)) == answer:  # still the question it answered
            self.play(answer)

    def _new_game(self) -> None:
        self.new_game_requested.emit()
        self.close()

    def _rematch(self) -> None:
        self.rematch_requested.emit(self.session.rematch())
        self.close()
