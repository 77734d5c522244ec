"""The Intrige table window (a shared ``TableWindow``): the board, the decision panel, the
turn's income and admission, the log and the final standings.

Money is the only secret in Intrige, so the hand-over screen comes before every decision of
another human. As the table display (it only watches) it shows the board, the turn's income and
admission and the log, never a prompt.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
)

from companion.intrige import actions as A
from companion.intrige.state import IntrigeView
from companion_ui.intrige.log import tell_log
from companion_ui.intrige.prompt import PromptPanel, deciding_applicant
from companion_ui.intrige.scene import TableScene
from companion_ui.intrige.words import (
    ducats,
    income_words,
    offer_words,
    profession_name,
    ranking,
    scholar_words,
    stage_words,
    step_title,
    winners_words,
)
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.game_over import GameOverPanel
from companion_ui.shell.session import GameSession
from companion_ui.shell.table_window import TableWindow


class IntrigeTableWindow(TableWindow):
    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        humans = session.humans
        self.home = humans[0] if humans else 0  # the castle drawn nearest the players

        self.scene = TableScene()
        self.board = FittedView(self.scene)
        self.news = QLabel()  # the income collected at the start of the turn
        self.news.setWordWrap(True)
        self.news.setTextFormat(Qt.TextFormat.PlainText)  # it names players: as typed
        self.news.setStyleSheet("background: #f4ead2; color: #2b2118; border: 1px solid #b59f6b;"
                                " border-radius: 4px; padding: 6px;")
        self.admission = QLabel()
        self.admission.setWordWrap(True)
        self.prompt = PromptPanel()
        self.prompt.chosen.connect(self.play)
        self.prompt.marks_changed.connect(self._draw_table)
        # Queued: a click may redraw the table, which must not delete the item still handling it.
        queued = Qt.ConnectionType.QueuedConnection
        self.scene.castle_clicked.connect(self.prompt.pick_suite, queued)
        self.scene.island_clicked.connect(self.prompt.pick_island, queued)
        self.scene.supply_clicked.connect(self._supply_clicked, queued)
        self.game_over = GameOverPanel()
        self.game_over.new_game.connect(self.new_game)
        self.standings = QTableWidget(0, 4)
        self.standings.verticalHeader().hide()
        self.standings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.standings.horizontalHeader().setStretchLastSection(True)
        self.game_over.add_detail(self.standings)
        self.lay_out(self.board, [self.news, self.admission, self.game_over, self.prompt])
        self.resize(1440, 860)
        self.start_play()

    def window_title(self) -> str:
        return self.tr("Intrige — {0}").format(", ".join(self.session.names))

    def retranslate(self) -> None:
        self.standings.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("Final income"), self.tr("Money")])
        super().retranslate()

    # --- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        session = self.session
        waiting = session.needs_hand_over()
        if waiting is not None and not session.state.is_over():
            self.prompt.clear()
            self._draw_table()  # the public table: the last player's purse must not linger
            self.show_hand_over(waiting, self.tr(
                "Next: {0}. Everyone else, please look away: {1}'s money shows on the next "
                "screen.").format(self._step_words(self.current_view(), waiting),
                                  session.names[waiting]))
            return
        self.show_table()
        view: IntrigeView = self.current_view()
        names = session.names
        if self.my_decision():
            self.prompt.ask(view, session.state.legal_actions(), names,
                            session.state.why_illegal)
        else:
            self.prompt.clear()
        self._draw_table()
        tell_log(self.log, view, names)
        self._render_news(view, names)
        if view.phase == "over":
            self._render_end(view, names)
            return
        self.game_over.hide()
        self.prompt.setVisible(not self.table_display)  # the table display asks nothing
        mover = view.to_move
        assert mover is not None
        if self.my_decision():
            self.status.setText(self.tr("Your decision, {0}.").format(names[mover]))
        else:
            self.status.setText(self.tr("Waiting for {0}: {1}.").format(
                names[mover], self._step_words(view, mover)))

    def _draw_table(self) -> None:
        view = self.current_view()
        marks = self.prompt.highlights() if self.my_decision() else None
        self.scene.show_view(view, self.session.names, self.home,
                             step_title(view, self._winners(view)), marks, self._deciding())

    def _deciding(self) -> int:
        return deciding_applicant(self.session.state.legal_actions())

    def _step_words(self, view: IntrigeView, seat: int) -> str:
        """What ``seat`` is about to decide, in a few public words."""
        names = self.session.names
        if view.phase == "bribe":
            return self.tr("{0}'s bribe to {1}").format(names[seat], names[view.landlord])
        if view.phase == "place":
            return self.tr("{0} decides where {1} goes").format(
                names[seat], scholar_words(self._deciding(), names))
        return self.tr("{0} sends scholars").format(names[seat])

    def _render_news(self, view: IntrigeView, names: list[str]) -> None:
        if view.phase == "over":
            self.news.hide()
            self.admission.hide()
            return
        # The newest turn's income: after its "turn" entry, before anything else is decided.
        start = max(i for i, e in enumerate(view.log) if isinstance(e, A.Turn))
        income = next((e for e in view.log[start:] if isinstance(e, A.Income)), None)
        landlord = names[view.landlord]
        if income is None:
            self.news.setText(self.tr("Round 1: no income yet. {0} is the landlord.").format(
                landlord))
        else:
            self.news.setText(income_words(view, income.seat, income.amount, names))
        self.news.show()
        if view.stage is None:
            self.admission.hide()
            return
        lines = [f"<b>{stage_words(view, names)}</b>"]
        due = view.bribe_due()
        slots = ([view.incumbent] if view.incumbent is not None else []) + list(view.applicants)
        for slot in slots:
            mark = self.tr(" ← bribes next") if slot is due else ""
            lines.append(self.tr("{0}: {1}{2}").format(
                scholar_words(slot.scholar, names), offer_words(slot.bribe, slot.request,
                                                                slot.bank), mark))
        self.admission.setText("<br>".join(lines))
        self.admission.show()

    def _render_end(self, view: IntrigeView, names: list[str]) -> None:
        assert view.final_money is not None
        self.prompt.hide()
        self.game_over.winner.setText(self._winners(view))
        incomes = {e.seat: e.amount for e in view.log[-view.players:]
                   if isinstance(e, A.Income)}
        places = ranking(view.final_money)
        self.standings.setRowCount(len(places))
        for row, (place, seat) in enumerate(places):
            cells = [str(place), names[seat], ducats(incomes.get(seat, 0)),
                     ducats(view.final_money[seat])]
            for col, text in enumerate(cells):
                self.standings.setItem(row, col, QTableWidgetItem(text))
        self.standings.resizeColumnsToContents()
        self.standings.setFixedHeight(self.standings.horizontalHeader().height() + 4
                                      + sum(self.standings.rowHeight(r)
                                            for r in range(len(places))))
        self.game_over.show()
        self.status.setText(self.tr("The game is over."))

    def _winners(self, view: IntrigeView) -> str:
        if view.final_money is None:
            return ""
        return winners_words(self.session.state.result().winners, view.final_money,
                             self.session.names)

    def bot_thinking(self, seat: int) -> None:
        view = self.current_view()
        self.status.setText(self.tr("{0} is thinking ({1})…").format(
            self.session.names[seat], self._step_words(view, seat)))

    # --- playing --------------------------------------------------------------------------------
    def _supply_clicked(self, seat: int, profession: int) -> None:
        view = self.current_view()
        if self.my_decision() and view.phase == "send" and seat == view.landlord:
            self.prompt.pick_profession(profession)
        elif self.my_decision() and view.phase == "send":
            self.prompt.message.setText(self.tr("Send a scholar from your own supply (a {0} "
                                                "of {1}'s stays with them).").format(
                profession_name(profession), self.session.names[seat]))
