"""The explorer screen of a full Lairs game (hot-seat or against bots).

Left: the fog-of-war map of the opponent's dungeon (and a tab with your own dungeon and the
opponent's explorer on it). Right: energy mat, achievements, action buttons with their costs,
the decision in hand, the last dice roll, treasures and the log. Between two human players a
hand-over screen hides everything private; at the end the score chart shows both sheets.

How to act: click a cell on the map, click the cubes to pay with on the mat (none = the cheapest
payment, Basic cubes first), then press an action; buttons are enabled only when that action is
legal. Every rule question goes to the game state (legal actions, ``why_illegal``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import IllegalAction
from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    Enter,
    FaceUp,
    Hustle,
    Peer,
    Step,
    Take,
)
from companion.lairs.board import Cell, cell_name
from companion.lairs.energy import (
    BACKTRACK_COST,
    CREEP_COST,
    HUSTLE_COST,
    PEER_COST,
    Basket,
)
from companion.lairs.exploration import PendingHustle, PendingPeer
from companion.lairs.game import LairsGame, Phase, PlayerView
from companion.lairs.scoring import FACE_UP_LIMIT
from ui.lairs.board_scene import BoardView
from ui.lairs.explorer.achievements import AchievementsRow
from ui.lairs.explorer.energy_mat import EnergyMatWidget
from ui.lairs.explorer.fog_map import BuilderBoardScene, ClickableBoardView, FogMapScene
from ui.lairs.explorer.score_chart import ScoreChartWidget
from ui.lairs.explorer.wording import (
    cost_words,
    describe,
    dice_words,
    pending_words,
    roll_words,
)
from ui.shell.handover import HandOverScreen
from ui.shell.log_view import follow_newest
from ui.shell.session import GameSession

ACTIVITY_KEY = "lairs.play"
MOVES = (Creep, Hustle, Backtrack, Peer)


class LairsGameWindow(QMainWindow):
    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.setObjectName("lairsGame")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.session = session
        self.autosave_key = session.autosave_key
        self.target: Cell | None = None
        self.legal: list[Any] = []
        self.seat = 0

        self.hand_over = HandOverScreen()
        self.hand_over.ready.connect(self._confirm_viewer)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.hand_over)
        self.stack.addWidget(self._play_page())
        self.stack.addWidget(self._score_page())
        self.setCentralWidget(self.stack)
        self.resize(1180, 720)

        session.changed.connect(self.render)
        session.finished.connect(self.render)
        session.bot_thinking.connect(self._bot_thinking)
        self.render()
        session.schedule_bot()

    @property
    def game(self) -> LairsGame:
        state = self.session.state
        assert isinstance(state, LairsGame)
        return state

    # --- layout ---------------------------------------------------------------------------------
    def _play_page(self) -> QWidget:
        self.fog = FogMapScene(self)
        self.map_view = ClickableBoardView(self.fog)
        self.map_view.setObjectName("fogMap")
        self.map_view.cell_clicked.connect(self.choose_target)
        self.own = BuilderBoardScene(self)
        self.own_view = BoardView(self.own)
        self.boards = QTabWidget()
        self.boards.addTab(self.map_view, "")
        self.boards.addTab(self.own_view, "")

        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.mat = EnergyMatWidget()
        self.mat.selection_changed.connect(self.update_buttons)
        self.achievement_row = AchievementsRow()
        self.achievements = QLabel()
        self.achievements.setObjectName("achievements")
        self.achievements.setWordWrap(True)

        actions = self._actions_box()
        self.decision = self._decision_box()

        self.roll = QLabel()
        self.roll.setObjectName("roll")
        self.roll.setWordWrap(True)
        self.treasures = QLabel()
        self.treasures.setObjectName("treasures")
        self.treasures.setWordWrap(True)
        self.treasures.setTextFormat(Qt.TextFormat.RichText)
        self.log = QPlainTextEdit()
        self.log.setObjectName("log")
        self.log.setReadOnly(True)
        self.log.setMinimumHeight(120)
        follow_newest(self.log)

        side = QWidget()
        column = QVBoxLayout(side)
        for widget in (self.status, self.mat, self.achievement_row, self.achievements, actions,
                       self.decision, self.roll, self.treasures):
            column.addWidget(widget)
        column.addWidget(QLabel(self.tr("<b>Log</b>")))
        column.addWidget(self.log, 1)
        scroll = QScrollArea()
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Wide enough for the widest row (the action buttons) beside the vertical scroll bar:
        # with the horizontal bar off, anything narrower clips the column's right edge.
        scroll.setMinimumWidth(side.minimumSizeHint().width()
                               + scroll.verticalScrollBar().sizeHint().width()
                               + 2 * scroll.frameWidth())
        page = QWidget()
        layout = QHBoxLayout(page)
        layout.addWidget(self.boards, 1)
        layout.addWidget(scroll)
        return page

    def _actions_box(self) -> QGroupBox:
        """One button per action with its cost; ``update_buttons`` enables the legal ones."""
        actions = QGroupBox(self.tr("Actions"))
        grid = QGridLayout(actions)
        self.buttons: dict[type, QPushButton] = {}
        costs = {
            Creep: (self.tr("&Creep"), cost_words(CREEP_COST)),
            # Alt+U: Alt+H opens the Help menu.
            Hustle: (self.tr("H&ustle"), cost_words(HUSTLE_COST)),
            Backtrack: (self.tr("&Backtrack"), cost_words(BACKTRACK_COST)),
            Peer: (self.tr("&Peer"), cost_words(PEER_COST)),
            Check: (self.tr("Chec&k"), self.tr("1 any per die")),
            Conserve: (self.tr("C&onserve"), self.tr("free, ends the turn")),
        }
        for index, (kind, (verb, cost)) in enumerate(costs.items()):
            button = QPushButton(f"{verb}\n{cost}")
            button.setObjectName(f"action-{kind.__name__.lower()}")
            button.setMinimumHeight(44)
            button.clicked.connect(lambda _=False, k=kind: self.act(k))
            grid.addWidget(button, index // 3, index % 3)
            self.buttons[kind] = button
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        grid.addWidget(self.hint, 2, 0, 1, 3)
        return actions

    def _decision_box(self) -> QGroupBox:
        """The decision in hand: its question, one button per answer, or the face-up list."""
        decision = QGroupBox(self.tr("Decision"))
        decision.setObjectName("decision")
        self.decision_layout = QVBoxLayout(decision)
        self.decision_label = QLabel()
        self.decision_label.setWordWrap(True)
        self.decision_layout.addWidget(self.decision_label)
        self.decision_buttons: list[QPushButton] = []
        self.face_up = QListWidget()
        self.face_up.setObjectName("faceUp")
        self.face_up.setWordWrap(True)
        self.face_up.itemChanged.connect(self._face_up_changed)
        self.face_up_button = QPushButton(self.tr("Score these face-up"))
        self.face_up_button.clicked.connect(self._play_face_up)
        self.decision_layout.addWidget(self.face_up)
        self.decision_layout.addWidget(self.face_up_button)
        return decision

    def _score_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.result = QLabel()
        self.result.setObjectName("result")
        font = self.result.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.result.setFont(font)
        self.chart = ScoreChartWidget()
        maps = QHBoxLayout()
        self.final_maps: list[FogMapScene] = [FogMapScene(self), FogMapScene(self)]
        self.final_titles = [QLabel(), QLabel()]
        for scene, title in zip(self.final_maps, self.final_titles, strict=True):
            column = QVBoxLayout()
            column.addWidget(title)
            column.addWidget(BoardView(scene), 1)
            maps.addLayout(column)
        layout.addWidget(self.result)
        layout.addWidget(self.chart, 1)
        layout.addLayout(maps, 1)
        return page

    # --- who is looking ------------------------------------------------------------------------
    def _viewer(self) -> int:
        s = self.session
        mover = s.state.to_move
        if mover is not None and s.is_human(mover):
            return mover
        if s.viewer is not None:
            return s.viewer
        return s.humans[0] if s.humans else 0

    def _confirm_viewer(self) -> None:
        seat = self.session.needs_hand_over()
        if seat is not None:
            self.session.confirm_viewer(seat)

    def _bot_thinking(self, seat: int) -> None:
        self.status.setText(self.tr("{0} (bot) is exploring…").format(self.session.names[seat]))

    # --- rendering -----------------------------------------------------------------------------
    def render(self) -> None:
        names = self.session.names
        self.setWindowTitle(self.tr("Lairs — {0} vs {1}").format(*names))
        if self.game.is_over():
            self._render_end()
            return
        waiting = self.session.needs_hand_over()
        if waiting is not None:
            self.hand_over.hand_to(names[waiting])
            self.stack.setCurrentIndex(0)
            return
        self.stack.setCurrentIndex(1)
        self.seat = self._viewer()
        view = self.game.player_view(self.seat)
        mine = view.to_move == self.seat and self.session.is_human(self.seat)
        self.legal = list(self.game.legal_actions()) if mine else []
        explorer = view.explorer
        if self.target is not None and not self.legal:
            self.target = None
        other = names[1 - self.seat]
        self.boards.setTabText(0, self.tr("Your map of {0}'s dungeon").format(other))
        self.boards.setTabText(1, self.tr("Your dungeon ({0} exploring)").format(other))
        self.fog.show_explorer(explorer)
        self.fog.set_cursor(self.target)
        self.own.show_builder(view.builder)
        free_choice = mine and explorer.pending is None and view.phase is Phase.EXPLORING
        self.mat.set_mat(explorer.mat, frozenset({Basket.FRESH, Basket.CONSERVED})
                         if free_choice else frozenset())
        self._render_status(view, mine)
        self._render_achievements(view)
        self._render_decision(view, mine)
        self._render_treasures(view)
        roll = explorer.last_roll
        self.roll.setText("" if roll is None else roll_words(roll))
        self.log.setPlainText("\n".join(explorer.log[-300:]))
        self.update_buttons()

    def _render_status(self, view: PlayerView, mine: bool) -> None:
        names = self.session.names
        mover = view.to_move
        if mover is None:
            text = ""
        elif view.phase is Phase.SCORING:
            text = self.tr("{0}: choose the treasures to score face-up.").format(names[mover])
        elif mine:
            text = self.tr("Your turn, {0} (turn {1}).").format(names[self.seat], view.turn)
        else:
            text = self.tr("{0} is exploring (turn {1}).").format(names[mover], view.turn)
        if view.final_turn:
            text += " " + self.tr("This is the final turn: {0} has left the dungeon.").format(
                names[view.first_out] if view.first_out is not None else "")
        self.status.setText(text)

    def _render_achievements(self, view: PlayerView) -> None:
        e = view.explorer
        self.achievement_row.set_counts(e.traps_disarmed, e.chests, e.monsters)
        exit_text = (self.tr("The Exit is open to you.") if e.achieved
                     else self.tr("Leaving needs 3 chests, 3 monsters or 2 + 2."))
        opponent = view.opponent
        self.achievements.setText(self.tr(
            "{0}<br>Opponent — chests: {1}, monsters: {2}, treasures: {3}{4}").format(
                exit_text, opponent.chests, opponent.monsters, opponent.treasure_count,
                self.tr(", has left the dungeon") if opponent.exited else ""))

    def _render_treasures(self, view: PlayerView) -> None:
        cards = self.game.data.treasures
        e = view.explorer

        def line(card_id: str) -> str:
            return cards[card_id].describe()

        display = "<br>".join(line(c) for c in e.display) or self.tr("(empty)")
        own = "<br>".join(line(c) for c in e.treasures) or self.tr("(none yet)")
        self.treasures.setText(self.tr(
            "<b>Display</b> ({0} in the deck)<br>{1}<br><b>Your treasures</b><br>{2}")
            .format(e.deck_size, display, own))
        standins = [c for c in e.treasures + e.display if cards[c].standin]
        self.treasures.setToolTip(cards.standin_note if standins else "")

    def _render_decision(self, view: PlayerView, mine: bool) -> None:
        for button in self.decision_buttons:
            # Hidden and detached now: deleteLater alone leaves it on screen until the event
            # loop runs, and a bot or a quick answer may render again before that.
            button.hide()
            self.decision_layout.removeWidget(button)
            button.deleteLater()
        self.decision_buttons = []
        scoring = mine and view.phase is Phase.SCORING
        pending = view.explorer.pending if mine else None
        self.face_up.setVisible(scoring)
        self.face_up_button.setVisible(scoring)
        self.decision.setVisible(pending is not None or scoring)
        if scoring:
            self.decision_label.setText(self.tr(
                "Choose at most {0} treasures to score face-up (the best choice is ticked); "
                "the others score 1 VP each.").format(FACE_UP_LIMIT))
            self._fill_face_up(view)
            return
        if pending is None:
            return
        self.decision_label.setText(pending_words(pending))
        cards = self.game.data.treasures
        for action in self.legal:
            button = QPushButton(describe(action, cards))
            button.setObjectName("answer")
            button.setToolTip(str(action) if not isinstance(action, Take)
                              else cards[action.card].describe())
            button.clicked.connect(lambda _=False, a=action: self.play(a))
            self.decision_layout.insertWidget(self.decision_layout.count() - 2, button)
            self.decision_buttons.append(button)

    def _fill_face_up(self, view: PlayerView) -> None:
        cards = self.game.data.treasures
        self.face_up.blockSignals(True)
        self.face_up.clear()
        for card_id in view.explorer.treasures:
            item = QListWidgetItem(cards[card_id].describe())
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if card_id in view.suggested_face_up
                               else Qt.CheckState.Unchecked)
            self.face_up.addItem(item)
        self.face_up.blockSignals(False)
        self._face_up_changed()

    def _chosen_face_up(self) -> FaceUp:
        chosen = [self.face_up.item(i).data(Qt.ItemDataRole.UserRole)
                  for i in range(self.face_up.count())
                  if self.face_up.item(i).checkState() == Qt.CheckState.Checked]
        return FaceUp(tuple(sorted(chosen)))

    def _face_up_changed(self) -> None:
        self.face_up_button.setEnabled(self._chosen_face_up() in self.legal)

    def _play_face_up(self) -> None:
        self.play(self._chosen_face_up())

    def _render_end(self) -> None:
        self.stack.setCurrentIndex(2)
        game = self.game
        names = self.session.names
        sheets = [game.score(seat) for seat in (0, 1)]
        self.chart.set_sheets(names, sheets)
        winners = game.result().winners
        totals = " – ".join(f"{names[s]} {sheets[s].total}" for s in (0, 1))
        if not winners:
            self.result.setText(self.tr("A draw ({0} VP).").format(totals))
        else:
            winner = min(winners)
            tie = sheets[0].total == sheets[1].total
            self.result.setText(self.tr("{0} wins! ({1} VP{2})").format(
                names[winner], totals, self.tr(", first out breaks the tie") if tie else ""))
        self.chart.clearSelection()
        for seat, scene in enumerate(self.final_maps):
            scene.show_explorer(game.player_view(seat).explorer)
            self.final_titles[seat].setText(self.tr("{0}'s map of {1}'s dungeon").format(
                names[seat], names[1 - seat]))

    # --- acting ----------------------------------------------------------------------------
    def choose_target(self, cell: Cell) -> None:
        """Aim the next action at a cell; during a Hustle or after a Peer a click on the cell
        answers the decision (step there / enter it)."""
        pending = self.game.player_view(self.seat).explorer.pending if self.legal else None
        if isinstance(pending, PendingHustle) and Step(cell) in self.legal:
            self.play(Step(cell))
            return
        if isinstance(pending, PendingPeer) and pending.cell == cell and Enter() in self.legal:
            self.play(Enter())
            return
        self.target = cell
        self.fog.set_cursor(cell)
        self.update_buttons()

    def candidate(self, kind: type) -> Any | None:
        """The action a button would take with the current target and selected cubes."""
        picks = self.mat.selected_picks()
        if kind in MOVES:
            if self.target is None:
                return None
            if picks:
                return kind(self.target, picks)
            return next((a for a in self.legal
                         if type(a) is kind and a.target == self.target), None)
        return kind(picks)

    def update_buttons(self) -> None:
        free = bool(self.legal) and self.game.player_view(self.seat).explorer.pending is None \
            and self.game.phase is Phase.EXPLORING
        for kind, button in self.buttons.items():
            action = self.candidate(kind) if free else None
            legal = action is not None and action in self.legal
            button.setEnabled(legal)
            if legal:
                button.setToolTip(describe(action, self.game.data.treasures))
            elif action is not None:
                button.setToolTip(self.game.why_illegal(action) or "")
            else:
                button.setToolTip(self.tr("Choose a cell on the map first") if free else "")
        self.buttons[Conserve].setToolTip(self.buttons[Conserve].toolTip() + "\n" + self.tr(
            "Up to 3 Fresh cubes; the mat has 3 Conserved slots. Not allowed on a hazard."))
        self.buttons[Peer].setToolTip(self.buttons[Peer].toolTip() + "\n" + self.tr(
            "From a monster or trap, Peer is a way out: you must then enter the cell."))
        if not free:
            self.hint.setText("")
            return
        picks = self.mat.selected_picks()
        target = cell_name(self.target) if self.target is not None else self.tr("none")
        text = self.tr("Target: {0}. Cubes chosen: {1} (none = cheapest payment).").format(
            target, len(picks))
        here = self.game.player_view(self.seat).explorer
        cell = here.map.cells.get(here.map.position) if here.map.position is not None else None
        die = self.game.data.die
        if cell is not None and cell.target is not None and not picks:
            # "none = cheapest payment" does not hold for a Check: no cubes is no dice.
            text += " " + self.tr("A Check buys one die per cube chosen; with none it fails "
                                  "at once (target {0}).").format(cell.target)
        elif cell is not None and cell.target is not None:
            chance = die.chance_at_least(len(picks), cell.target)
            text += " " + self.tr("Check with {0}: {1:.0%} to reach {2} (die faces {3})."
                                  ).format(dice_words(len(picks)), chance, cell.target,
                                           ", ".join(map(str, die.faces)))
        self.hint.setText(text)
        self.hint.setToolTip(die.assumption)

    def act(self, kind: type) -> None:
        action = self.candidate(kind)
        if action is not None:
            self.play(action)

    def play(self, action: Any) -> None:
        try:
            self.session.play(action)
        except IllegalAction as error:
            self.status.setText(str(error))
            return
        self.target = None
        self.fog.set_cursor(None)
