"""The Coup table window (a shared ``TableWindow``): the card table, the decision panel, the
public response panel, the claims so far and the story log; an ending with every claim judged
and a rematch.

As the table display (it only watches) it shows the table, the claims standing and the log,
never a prompt. In hot-seat play challenges and blocks are answered by the whole table on the
public response panel; before a decision that shows cards the hand-over screen, dressed as the
table, covers everything private, says what the player is about to decide and recaps what
happened meanwhile.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton

from companion.coup import actions as A
from companion.coup.hindsight import ClaimCheck, claim_checks
from companion.coup.views import CoupView, ShownHand
from companion_ui.coup.card_art import paint_hand_of_backs
from companion_ui.coup.claims_panel import ClaimsPanel
from companion_ui.coup.ending import EndingPanel, bluff_badges
from companion_ui.coup.log import CoupLog
from companion_ui.coup.prompt import PromptPanel
from companion_ui.coup.responses import ResponsePanel, is_open_response
from companion_ui.coup.scene import FELT, TableScene
from companion_ui.coup.words import coming_next, describe
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.handover import TableLook
from companion_ui.shell.session import GameSession
from companion_ui.shell.table_window import TableWindow

RECAP_LINES = 10
THINKING_GREY = "#5d6d7e"
CHALK = "#f4f1e8"  # words on the felt
OPEN_ANSWERS = (A.Pass, A.Challenge, A.Block)  # given on the public panel


class CoupTableWindow(TableWindow):
    """Emits ``rematch_requested(session)`` (and closes) for a rematch at the same table."""

    rematch_requested = Signal(object)  # the new GameSession
    log: CoupLog

    def __init__(self, session: GameSession) -> None:
        super().__init__(session, log=CoupLog())
        # The first human sits at the bottom for the whole game (bots alone: the first seat).
        self.scene = TableScene(anchor=(session.humans or [0])[0])
        self.scene.seat_clicked.connect(lambda seat: self.prompt.pick_seat(seat))
        self.board = FittedView(self.scene)
        self.prompt = PromptPanel()
        self.prompt.chosen.connect(self.play)
        self.prompt.targets.connect(lambda seats: self.scene.offer_targets(seats))
        self.show_passes = QPushButton()
        self.show_passes.setCheckable(True)
        self.show_passes.toggled.connect(self.render)
        self.responses = ResponsePanel()
        self.responses.answered.connect(self._give_answers)
        self.claims = ClaimsPanel()
        self.hand_over.set_look(TableLook(QColor(FELT), QColor(CHALK), paint_hand_of_backs))
        self.ending = EndingPanel()
        self.ending.rematch.connect(self._rematch)
        self.ending.new_game.connect(self.new_game)
        # Challenges and blocks show no card: in hot-seat play the whole table answers them on
        # one public panel, and the device changes hands only for decisions that show cards.
        session.is_public = lambda state: is_open_response(state.view(None))

        self.lay_out(self.board, [(self.ending, 3), self.prompt, self.responses, self.claims],
                     corner=self.show_passes, side_share=2)
        self.resize(1280, 800)
        # What is already on the table: later proofs, losses and coins are shown happening.
        table = session.state.view(None)
        self._seen_log = len(table.log)
        self._coins = [seat.coins for seat in table.seats]
        self._checks: list[ClaimCheck] | None = None  # the claims judged, once the game is over

        self.start_play()

    def window_title(self) -> str:
        return self.tr("Coup — {0}").format(", ".join(self.session.names))

    def retranslate(self) -> None:
        self.show_passes.setText(self.tr("Show passes"))
        super().retranslate()

    # --- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        session = self.session
        state = session.state
        waiting = session.needs_hand_over()
        if waiting is not None and not state.is_over():
            self.show_hand_over(waiting, recap=self.recap(waiting),
                                coming=coming_next(self.public_view(), session.names))
            return
        self.show_table()
        view: CoupView = self.current_view()
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
            self.status.setText(self.tr("The game is over after %n turn(s).", "", view.turn))
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
        self.prompt.setVisible(not self.table_display)  # the table display asks nothing
        if self.my_decision():
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

    def bot_thinking(self, seat: int) -> None:
        super().bot_thinking(seat)
        if self.scene.seats:
            self.scene.seat_at(seat).mark((self.tr("thinking…"), THINKING_GREY))

    # --- playing --------------------------------------------------------------------------------
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

    def _rematch(self) -> None:
        """A new game with the same seats; at a network table the table starts it for
        everyone, and a new window follows it."""
        session = self.session.rematch()
        if session is not None:
            self.rematch_requested.emit(session)
            self.close()
