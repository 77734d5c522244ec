"""The explorer screen of a full Lairs game (hot-seat or against bots).

One screen (on a small screen the right column and the cards scroll): a header says whose turn
it is; left, the fog-of-war map of the opponent's dungeon (and a tab with your own dungeon and
the opponent's explorer on it, shown by itself while the opponent explores), with the treasure
display and your treasures drawn as cards below; right, the energy mat, achievements, the
actions, the decision in hand and the log.
Between two human players a hand-over screen hides everything private; at the end the ending
page reveals both dungeons.

How to act: choose an action (Creep is chosen at the start of each decision); the cells it can
reach light up on the map, and a click on one of them acts. Pay with the cheapest cubes (Basic
first), or click the cubes to pay with on the mat first. Conserve acts at once; so does Check
when its dice are chosen and can succeed: otherwise it waits for the dice, showing the chance
as they are chosen, and rolls when confirmed (a Check with no dice fails for certain). Every
rule question goes to the game state (legal actions, ``why_illegal``).

As the table display (the session only watches: the screen that shows the table to the room)
it draws the public view alone, large: both explorers' map sheets and mats, the treasure display
and both explorers' turns (the replay viewer's public table), under a headline of whose turn it
is; no actions, no decisions, no hand-over screen.

During play the screen is drawn from views only: the viewer's ``view(seat)``, whose decision it
is and the legal actions, never the whole state or the record, so that the state may as well
be a table server's (which sends a seat no more than that). Once the game is over the ending
page reads the whole final state, which every player may then see.
"""

from __future__ import annotations

import html
import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import IllegalAction
from companion.core.protocol import GameSetup
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
from companion.lairs.board import CELLS, Cell, Direction, cell_name, step
from companion.lairs.energy import (
    BACKTRACK_COST,
    CREEP_COST,
    HUSTLE_COST,
    PEER_COST,
    Basket,
)
from companion.lairs.exploration import PendingDisplay, PendingHustle, PendingPeer
from companion.lairs.game import LairsGame, Phase, PlayerView, PublicView
from companion.lairs.scoring import FACE_UP_LIMIT
from companion.lairs.trails import turn_trail
from companion_ui.lairs.explorer.achievements import AchievementsRow
from companion_ui.lairs.explorer.decision_panel import DecisionPanel
from companion_ui.lairs.explorer.ending import EndingPage
from companion_ui.lairs.explorer.energy_mat import EnergyMatWidget
from companion_ui.lairs.explorer.fog_map import BuilderBoardScene, ClickableBoardView, FogMapScene
from companion_ui.lairs.explorer.table_log import LogLine, table_log
from companion_ui.lairs.explorer.wording import (
    cost_words,
    describe,
    dice_words,
    feature_name,
    pending_words,
    roll_words,
)
from companion_ui.lairs.treasure_card import TreasureRow
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.handover import HandOverScreen
from companion_ui.shell.log_view import follow_newest
from companion_ui.shell.messages import error_text, percent, translated
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel
from companion_ui.shell.session import GameSession
from companion_ui.shell.table_display import enlarge, make_table_display

ACTIVITY_KEY = "lairs.play"
MOVES = (Creep, Hustle, Backtrack, Peer)
MODES = (*MOVES, Check)  # the actions that wait: for a cell, or for the dice
MAP_TAB, OWN_TAB = 0, 1
HAND_OVER_PAGE, PLAY_PAGE, END_PAGE, PUBLIC_PAGE = 0, 1, 2, 3
RIGHT_COLUMN = 520  # the mat, the actions and the decision fit in it side by side


class LairsGameWindow(Retranslating, QMainWindow):
    rematch = Signal(object)  # GameSetup: the same set-up options with a new seed

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.setObjectName("lairsGame")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.session = session
        self.autosave_key = session.autosave_key
        self.mode: type = Creep  # the move whose targets light up, or Check waiting for dice
        self.legal: list[Any] = []
        self.seat = 0
        self.face_up_choice: set[str] = set()  # at the end: the cards to score face-up
        self._choice_of: int | None = None  # whose choice face_up_choice is
        self._watching: tuple[int, int] | None = None  # (mover, their turn) the tabs follow

        self.hand_over = HandOverScreen()
        self.hand_over.ready.connect(self._confirm_viewer)
        self.ending = EndingPage()
        self.ending.rematch.connect(self._rematch)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.hand_over)
        self.stack.addWidget(self._play_page())
        self.stack.addWidget(self.ending)
        self.table_display = session.watching
        if self.table_display:
            self.stack.addWidget(self._public_page())
            # The play page never shows on the table display: its size holds nothing up.
            ignored = QSizePolicy.Policy.Ignored
            self.stack.widget(PLAY_PAGE).setSizePolicy(ignored, ignored)
        self.setCentralWidget(self.stack)
        self.resize(1280, 780)

        session.changed.connect(self.render)
        session.finished.connect(self.render)
        self.retranslate()
        session.schedule_bot()

    def retranslate(self) -> None:
        """The static texts, then the game drawn again (its words with it)."""
        self.display_row.title.setText("<b>" + self.tr("Display") + "</b>")
        self.own_row.title.setText("<b>" + self.tr("Your treasures") + "</b>")
        self.log_heading.setText(self.tr("<b>Log</b>"))
        self.actions_box.setTitle(self.tr("Actions"))
        for kind, (verb, cost) in self._action_words().items():
            self.buttons[kind].setText(f"{verb}\n{cost}")
        self.decision.retranslate()
        self.render()

    # --- layout ---------------------------------------------------------------------------------
    def _play_page(self) -> QWidget:
        self.fog = FogMapScene(self)
        self.map_view = ClickableBoardView(self.fog)
        self.map_view.setObjectName("fogMap")
        self.map_view.cell_clicked.connect(self.choose_target)
        self.own = BuilderBoardScene(self)
        self.own_view = FittedView(self.own)
        self.boards = QTabWidget()
        self.boards.addTab(self.map_view, "")
        self.boards.addTab(self.own_view, "")

        self.display_row = TreasureRow("")
        self.display_row.setObjectName("display")
        # The display and the deck always show in full; your own cards overlap when many.
        self.display_row.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.display_row.picked.connect(lambda card: self.play(Take(card)))
        self.own_row = TreasureRow("")
        self.own_row.setObjectName("treasures")
        self.own_row.picked.connect(self.turn_card)
        strip = QWidget()
        cards = QHBoxLayout(strip)
        cards.setContentsMargins(0, 0, 0, 0)
        cards.addWidget(self.display_row)
        cards.addSpacing(16)
        cards.addWidget(self.own_row, 1)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.boards, 1)
        # A narrow window scrolls the cards.
        left.addWidget(ScrollingPanel(strip, down=False, across=True))

        self.mat = EnergyMatWidget()
        self.mat.selection_changed.connect(self.update_buttons)
        self.roll = QLabel()
        self.roll.setObjectName("roll")
        self.roll.setWordWrap(True)
        self.roll.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.achievement_row = AchievementsRow()
        self.achievements = QLabel()
        self.achievements.setObjectName("achievements")
        self.achievements.setWordWrap(True)
        mat_row = QHBoxLayout()
        mat_row.addWidget(self.mat)
        mat_row.addWidget(self.roll, 1)
        achievement_row = QHBoxLayout()
        achievement_row.addWidget(self.achievement_row)
        achievement_row.addWidget(self.achievements, 1)

        actions = self._actions_box()
        self.decision = DecisionPanel(RIGHT_COLUMN)
        self.decision.answered.connect(self.play)
        self.decision.confirmed.connect(self._confirmed)
        self.log = QPlainTextEdit()
        self.log.setObjectName("log")
        self.log.setReadOnly(True)
        self.log.setMinimumHeight(60)
        follow_newest(self.log)

        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.addLayout(mat_row)
        right.addLayout(achievement_row)
        right.addWidget(actions)
        right.addWidget(self.decision)
        self.log_heading = QLabel()
        right.addWidget(self.log_heading)
        right.addWidget(self.log, 1)
        side = QWidget()
        side.setLayout(right)
        side.setFixedWidth(RIGHT_COLUMN)
        side_scroll = ScrollingPanel(side)  # a short window scrolls the column
        # As wide as the column: the room to spare goes to the board, never beside the column.
        side_scroll.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)

        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it names players: as typed
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.status.setFont(font)
        self.opponent = QLabel()
        self.opponent.setObjectName("opponent")
        self.opponent.setTextFormat(Qt.TextFormat.PlainText)  # it names players: as typed
        self.opponent.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        header = QHBoxLayout()
        header.addWidget(self.status, 1)
        header.addWidget(self.opponent)

        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addWidget(side_scroll)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(header)
        layout.addLayout(body, 1)
        return page

    def _public_page(self) -> QWidget:
        """The table display's page: whose turn it is, and the public table."""
        from companion_ui.lairs.explorer.replay_table import LairsReplayTable

        self.public = LairsReplayTable(beside=True)
        self.public.log.setMaximumHeight(16_777_215)  # the log takes the height to spare
        self.public_status = QLabel()
        self.public_status.setObjectName("publicStatus")
        self.public_status.setWordWrap(True)
        self.public_status.setTextFormat(Qt.TextFormat.PlainText)  # it names players: as typed
        page = QWidget()
        column = QVBoxLayout(page)
        column.addWidget(self.public_status)
        column.addWidget(self.public, 1)
        # The boards scale with the window; the words of the log are set larger.
        make_table_display(self, self.public.log, self.public_status)
        enlarge(self.public_status)
        return ScrollingPanel(page, across=True)  # a small screen scrolls the mats

    def _actions_box(self) -> QGroupBox:
        """One button per action with its cost. The four moves choose which targets light up;
        Check waits for its dice unless they are chosen; Conserve acts at once.
        ``update_buttons`` enables the legal ones."""
        self.actions_box = actions = QGroupBox()
        grid = QGridLayout(actions)
        grid.setVerticalSpacing(4)
        self.buttons: dict[type, QPushButton] = {}
        for index, kind in enumerate(self._action_words()):
            button = QPushButton()
            button.setObjectName(f"action-{kind.__name__.lower()}")
            button.setMinimumHeight(44)
            button.setCheckable(kind in MODES)
            button.clicked.connect(lambda _=False, k=kind: self.act(k))
            grid.addWidget(button, index // 3, index % 3)
            self.buttons[kind] = button
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        grid.addWidget(self.hint, 2, 0, 1, 3)
        return actions

    def _action_words(self) -> dict[type, tuple[str, str]]:
        """Each action's button: its verb and its cost."""
        return {
            Creep: (self.tr("&Creep"), cost_words(CREEP_COST)),
            # Alt+U: Alt+H opens the Help menu.
            Hustle: (self.tr("H&ustle"), cost_words(HUSTLE_COST)),
            Backtrack: (self.tr("&Backtrack"), cost_words(BACKTRACK_COST)),
            Peer: (self.tr("&Peer"), cost_words(PEER_COST)),
            Check: (self.tr("Chec&k"), self.tr("1 any per die")),
            Conserve: (self.tr("C&onserve"), self.tr("free, ends the turn")),
        }

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

    def _view(self) -> PlayerView:
        """What the seat whose eyes the screen shows sees now."""
        view = self.session.state.view(self.seat)
        assert isinstance(view, PlayerView)
        return view

    # --- rendering -----------------------------------------------------------------------------
    def render(self) -> None:
        names = self.session.names
        self.setWindowTitle(self.tr("Lairs — {0} vs {1}").format(*names))
        state = self.session.state
        if state.is_over():
            assert isinstance(state, LairsGame)  # a finished game is shown whole, even remotely
            self.stack.setCurrentIndex(END_PAGE)
            self.ending.show_game(state, names)
            return
        if self.table_display:
            self._render_public(state.view(None), names)
            return
        waiting = self.session.needs_hand_over()
        if waiting is not None:
            self.hand_over.hand_to(names[waiting])
            self.stack.setCurrentIndex(HAND_OVER_PAGE)
            return
        self.stack.setCurrentIndex(PLAY_PAGE)
        self.seat = self._viewer()
        view = self._view()
        mine = view.to_move == self.seat and self.session.is_human(self.seat)
        self.legal = list(state.legal_actions()) if mine else []
        if self.mode is Check and not any(isinstance(a, Check) for a in self.legal):
            self.mode = Creep  # off the hazard, or not this player's decision any more
        explorer = view.explorer
        other = names[1 - self.seat]
        self.boards.setTabText(MAP_TAB, self.tr("Your map of {0}'s dungeon").format(other))
        self.boards.setTabText(OWN_TAB, self.tr("Your dungeon ({0} exploring)").format(other))
        self.fog.show_explorer(explorer)
        self.map_view.set_notes(self._map_notes(view))
        self.own.show_builder(view.builder)
        self.fog.show_trail(turn_trail(explorer.trail, explorer.turns))
        self.own.show_trail(turn_trail(view.opponent.trail, view.opponent.turns))
        self._follow_the_mover(view)
        # While the opponent explores, their mat and achievements show (public at the table):
        # the whole screen follows the explorer in turn.
        theirs = view.to_move == 1 - self.seat and view.phase is Phase.EXPLORING
        free_choice = mine and explorer.pending is None and view.phase is Phase.EXPLORING
        if theirs:
            self.mat.set_mat(view.opponent.mat)
        else:
            self.mat.set_mat(explorer.mat, frozenset({Basket.FRESH, Basket.CONSERVED})
                             if free_choice else frozenset())
        choosing = any(isinstance(a, FaceUp) for a in self.legal)
        if not choosing or self._choice_of != self.seat:
            self.face_up_choice = set(view.suggested_face_up)  # the best, until one is clicked
            self._choice_of = self.seat if choosing else None
        self._render_status(view, mine)
        self._render_achievements(view, theirs)
        self._render_decision(view, mine)
        self._render_treasures(view)
        roll = view.opponent.last_roll if theirs else explorer.last_roll
        words = "" if roll is None else roll_words(roll)
        self.roll.setText(self.tr("{0}: {1}").format(other, words) if theirs and words
                          else words)
        self._show_log(table_log(view, self.session.names)[-300:])
        self.update_buttons()

    def _render_public(self, view: PublicView, names: list[str]) -> None:
        """The table display: the public table, and whose turn it is."""
        self.stack.setCurrentIndex(PUBLIC_PAGE)
        self.public.show_position(self.session.state, None, names)
        mover = view.to_move
        if mover is None:
            text = ""
        elif view.phase is Phase.SCORING:
            text = self.tr("{0}: choose the treasures to score face-up.").format(names[mover])
        else:
            text = self.tr("{0} is exploring — turn {1}").format(
                names[mover], view.explorers[mover].turns)
            if view.final_turn:
                text += " · " + self.tr("final turn: {0} has left the dungeon").format(
                    names[view.first_out] if view.first_out is not None else "")
        self.public_status.setText(text)

    def _show_log(self, lines: Sequence[LogLine]) -> None:
        """Both explorers' turns as the table heard them, each under a bold heading line."""
        self.log.clear()
        for line in lines:
            if line.heading:
                self.log.appendHtml(f"<p style='margin-top:8px'><b>{html.escape(line.text)}"
                                    "</b></p>")
            else:
                self.log.appendPlainText(line.text)

    def _map_notes(self, view: PlayerView) -> dict[Cell, str]:
        """What the map sheet says about each cell, for its tooltip."""
        sheet = view.explorer.map
        notes = {}
        for cell in CELLS:
            info = sheet.cells.get(cell)
            if info is None:
                notes[cell] = self.tr("{0}: Unknown").format(cell_name(cell))
            elif info.feature is not None:
                target = (self.tr(", target {0}").format(info.target)
                          if info.target is not None else "")
                notes[cell] = self.tr("{0}: {1}{2}").format(
                    cell_name(cell), feature_name(info.feature), target)
            elif info.learned is not None:
                notes[cell] = self.tr("{0}: {1}, dealt with").format(
                    cell_name(cell), feature_name(info.learned))
            else:
                notes[cell] = self.tr("{0}: empty").format(cell_name(cell))
            if cell == sheet.position:
                notes[cell] += self.tr(" — you are here")
        return notes

    def _follow_the_mover(self, view: PlayerView) -> None:
        """When a turn begins, show the board it is played on: your map on your turn, your own
        dungeon (the opponent's explorer moving on it) on theirs. In between the player may
        look at either tab."""
        mover = view.to_move
        if mover is None or view.phase is not Phase.EXPLORING:
            return
        turns = view.explorer.turns if mover == self.seat else view.opponent.turns
        if self._watching != (mover, turns):
            self._watching = (mover, turns)
            self.boards.setCurrentIndex(MAP_TAB if mover == self.seat else OWN_TAB)

    def _render_status(self, view: PlayerView, mine: bool) -> None:
        # One turn count everywhere: each explorer's own turns, as their log numbers them.
        names = self.session.names
        mover = view.to_move
        if mover is None:
            text = ""
        elif view.phase is Phase.SCORING:
            text = self.tr("{0}: choose the treasures to score face-up.").format(names[mover])
        elif mine:
            text = self.tr("Your turn, {0} — turn {1}").format(
                names[self.seat], view.explorer.turns)
        elif mover == self.seat:
            text = self.tr("{0} is exploring — turn {1}").format(
                names[mover], view.explorer.turns)
        else:
            text = self.tr("{0} is exploring your dungeon — {0}'s turn {1}").format(
                names[mover], view.opponent.turns)
        if view.final_turn:
            text += " · " + self.tr("final turn: {0} has left the dungeon").format(
                names[view.first_out] if view.first_out is not None else "")
        self.status.setText(text)
        opponent = view.opponent
        self.opponent.setText(self.tr(
            "{0} — chests {1} · monsters {2} · treasures {3}{4}").format(
                names[1 - self.seat], opponent.chests, opponent.monsters,
                opponent.treasure_count, self.tr(" · has left") if opponent.exited else ""))

    def _render_achievements(self, view: PlayerView, theirs: bool) -> None:
        if theirs:
            o = view.opponent
            self.achievement_row.set_counts(o.traps_disarmed, o.chests, o.monsters)
            self.achievements.setText(self.tr("{0}'s mat and achievements, while {0} "
                                              "explores.").format(
                self.session.names[1 - self.seat]))
            return
        e = view.explorer
        self.achievement_row.set_counts(e.traps_disarmed, e.chests, e.monsters)
        self.achievements.setText(self.tr("The Exit is open to you.") if e.achieved
                                  else self.tr("Leaving needs 3 chests, 3 monsters or 2 + 2."))

    def _render_treasures(self, view: PlayerView) -> None:
        e = view.explorer
        cards = e.cards
        takes = [a.card for a in self.legal if isinstance(a, Take)]
        choosing = any(isinstance(a, FaceUp) for a in self.legal)
        self.own_row.set_cards(cards, e.treasures, self.tr("None yet: open a chest."),
                               lit=e.treasures if choosing else (),
                               face_up=sorted(self.face_up_choice) if choosing else None)
        # One legend for the star: beside your treasures when they hold a stand-in.
        self.display_row.explains_stars = not self.own_row.has_standin()
        self.display_row.set_cards(cards, e.display, self.tr("(empty)"), deck=e.deck_size,
                                   lit=takes)
        self.display_row.setVisible(not choosing)  # room for your cards side by side

    def _render_decision(self, view: PlayerView, mine: bool) -> None:
        pending = view.explorer.pending if mine else None
        if mine and view.phase is Phase.SCORING:
            self._face_up_changed()
        elif pending is None:
            self.decision.clear()
        else:
            question = (self.tr("Take one treasure: click a lit card in the display.")
                        if isinstance(pending, PendingDisplay)
                        else pending_words(pending, view.explorer.mat))
            self.decision.ask(question, self.legal, describe, view.explorer.cards)

    def turn_card(self, card_id: str) -> None:
        """At the end: turn one of your treasures face-up, or back face-down."""
        self.face_up_choice ^= {card_id}
        self._render_treasures(self._view())
        self._face_up_changed()

    def _chosen_face_up(self) -> FaceUp:
        return FaceUp(tuple(sorted(self.face_up_choice)))

    def _face_up_changed(self) -> None:
        chosen = self._chosen_face_up()
        self.decision.ask_face_up(
            self.tr("Click your treasures to choose the {0} to score face-up (the best choice "
                    "is marked); the others score 1 VP each.").format(FACE_UP_LIMIT),
            chosen in self.legal, translated(self.session.state.why_illegal(chosen) or ""))

    def _confirmed(self) -> None:
        """The decision panel's one button: the treasures face-up at the end, else the roll."""
        if any(isinstance(a, FaceUp) for a in self.legal):
            self.play(self._chosen_face_up())
        elif self.mode is Check:
            self.play(self._roll())

    def _rematch(self) -> None:
        """The same set-up with a new seed; at a network table the table starts the next game
        for everyone, and a new window follows it."""
        if self.session.remote:
            self.session.rematch()
            return
        setup = self.session.match.record.setup
        self.rematch.emit(GameSetup(setup.players, random.randrange(2**31),
                                    setup.variants, setup.options))

    # --- acting ----------------------------------------------------------------------------
    def _free(self) -> bool:
        """Whether the player chooses an action now (no decision in hand)."""
        if not self.legal:
            return False
        view = self._view()
        return view.phase is Phase.EXPLORING and view.explorer.pending is None

    def targets(self) -> dict[Cell, Any]:
        """The cells a click can act on now, each with the action it takes: the chosen move
        (paid with the selected cubes, or the cheapest way), a Hustle's next step, or the cell
        just peered into."""
        if not self.legal:
            return {}
        pending = self._view().explorer.pending
        if isinstance(pending, PendingHustle):
            return {a.target: a for a in self.legal if isinstance(a, Step)}
        if isinstance(pending, PendingPeer):
            return {pending.cell: Enter()} if Enter() in self.legal else {}
        if pending is not None or not self._free() or self.mode not in MOVES:
            return {}
        picks = self.mat.selected_picks()
        found: dict[Cell, Any] = {}
        for action in self.legal:  # cheapest payments come first
            if type(action) is self.mode and (not picks or action.pay == picks):
                found.setdefault(action.target, action)
        return found

    def choose_target(self, cell: Cell) -> None:
        """A click on the map: act on a lit cell; on another cell, say why not."""
        action = self.targets().get(cell)
        if action is not None:
            self.play(action)
            return
        if not self._free():
            return
        if self.mode is Check:
            self.hint.setText(self.tr("A Check is rolled where you stand: choose its dice on "
                                      "the mat, or choose a move."))
            return
        probe = self._probe(self.mode, cell)
        reason = self.session.state.why_illegal(probe) if probe is not None else None
        self.hint.setText(self.tr("{0} to {1}: not possible — {2}.").format(
            self._verb(self.mode), cell_name(cell),
            translated(reason) if reason else self.tr("choose another cell")))

    def _probe(self, kind: type, cell: Cell) -> Any | None:
        """The chosen move aimed at ``cell`` with a payment that would do, so that the game can
        say what else is wrong with it."""
        picks = self.mat.selected_picks()
        if picks:
            return kind(cell, picks)
        pay = next((a.pay for a in self.legal if type(a) is kind), None)
        return kind(cell, pay) if pay is not None else kind(cell, ())

    def _verb(self, kind: type) -> str:
        return {Creep: self.tr("Creep"), Hustle: self.tr("Hustle"),
                Backtrack: self.tr("Backtrack"), Peer: self.tr("Peer")}[kind]

    def _roll(self) -> Check:
        """The Check the selected cubes buy: one die each."""
        return Check(self.mat.selected_picks())

    def update_buttons(self) -> None:
        free = self._free()
        picks = self.mat.selected_picks()
        here = self._view().explorer
        cards = here.cards
        for kind, button in self.buttons.items():
            if kind in MOVES:
                self._update_move_button(kind, button, free)
        self._update_check_button(free)
        conserve = Conserve(picks) if free else None
        allowed = conserve is not None and conserve in self.legal
        self.buttons[Conserve].setEnabled(allowed)
        why = (describe(conserve, cards) if allowed else
               translated(self.session.state.why_illegal(conserve) or "") if conserve else "")
        self.buttons[Conserve].setToolTip(why + "\n" + self.tr(
            "Up to 3 Fresh cubes; the mat has 3 Conserved slots. Not allowed on a hazard."))
        self.buttons[Peer].setToolTip(self.buttons[Peer].toolTip() + "\n" + self.tr(
            "From a monster or trap, Peer is a way out: you must then enter the cell."))
        targets = self.targets()
        self.fog.show_targets(targets)
        self.map_view.set_lit({cell: describe(action, cards) for cell, action in targets.items()})
        if not free:
            self.hint.setText(self.tr("Click a lit cell on the map.") if targets else "")
            return
        self._ask_roll()
        if self.mode is Check:
            text = ""  # the Decision panel asks for the dice
        elif targets:
            text = self.tr("{0}: click a lit cell on the map ({1}).").format(
                self._verb(self.mode),
                self.tr("paying the cubes you chose") if picks
                else self.tr("cheapest cubes; click cubes on the mat to choose"))
        else:
            text = self.tr("{0} reaches no cell now; choose another action.").format(
                self._verb(self.mode))
        target = here.hazard_target()
        if target is not None and not picks:
            # "cheapest cubes" does not hold for a Check: no cubes is no dice.
            text += " " + self.tr("A Check rolls one die per cube chosen (target {0}).").format(
                target)
        elif target is not None:
            text += " " + self.tr("Check with {0}: {1} to reach {2} (die faces {3})."
                                  ).format(dice_words(len(picks)),
                                           percent(here.check_chance(len(picks)) or 0.0), target,
                                           ", ".join(map(str, here.die.faces)))
        self.hint.setText(text.strip())
        self.hint.setToolTip(here.die.assumption)

    def _update_check_button(self, free: bool) -> None:
        """Enabled on a hazard; it rolls at once only when the chosen dice can succeed."""
        button = self.buttons[Check]
        here = self._view().explorer
        roll = self._roll()
        allowed = free and any(isinstance(a, Check) for a in self.legal)
        button.setEnabled(allowed)
        button.setChecked(allowed and self.mode is Check)
        if not allowed:
            button.setToolTip(translated(self.session.state.why_illegal(roll) or "")
                              if free else "")
        elif here.check_chance(len(roll.pay)) and roll in self.legal:
            button.setToolTip(describe(roll, here.cards))
        else:
            button.setToolTip(self.tr("Choose the dice: click cubes on the mat, one die each; "
                                      "the chance of success shows as you choose."))

    def _ask_roll(self) -> None:
        """While Check waits: the dice chosen so far, their chance, and the button that rolls
        them; greyed until a cube is chosen (no dice fails for certain)."""
        if self.mode is not Check:
            self.decision.clear()
            return
        here = self._view().explorer
        roll = self._roll()
        dice = len(roll.pay)
        target = here.hazard_target()
        cell = here.map.cells[here.map.position] if here.map.position is not None else None
        feature = cell.feature if cell is not None else None
        question = self.tr("Check against {0}, target {1}: click cubes on the mat, one die "
                           "each.").format(feature_name(feature) if feature else "", target)
        chance = here.check_chance(dice) or 0.0
        if dice and not chance:
            question += " " + self.tr("With {0} the total cannot reach {1}: the Check would "
                                      "fail for certain.").format(dice_words(dice), target)
        if not dice:
            self.decision.ask_confirm(question, self.tr("Roll"), False, self.tr(
                "Choose at least one cube: with no dice the Check fails for certain."))
            return
        self.decision.ask_confirm(
            question, self.tr("Roll {0}: {1} to reach {2}").format(
                dice_words(dice), percent(chance), target),
            roll in self.legal, translated(self.session.state.why_illegal(roll) or ""))

    def _update_move_button(self, kind: type, button: QPushButton, free: bool) -> None:
        picks = self.mat.selected_picks()
        reachable = [a for a in self.legal if type(a) is kind and (not picks or a.pay == picks)]
        button.setEnabled(free and bool(reachable))
        button.setChecked(free and kind is self.mode)
        if not free:
            button.setToolTip("")
        elif reachable:
            button.setToolTip(self.tr("Light up the cells {0} reaches: {1}").format(
                self._verb(kind), ", ".join(sorted({cell_name(a.target) for a in reachable}))))
        else:
            probe = self._probe(kind, self._nearby(kind))
            button.setToolTip(translated(self.session.state.why_illegal(probe) or ""))

    def _nearby(self, kind: type) -> Cell:
        """A cell to ask the game about when a move reaches nowhere: beside the explorer
        through no wall on their map (an Unknown one for Peer), else their own cell."""
        here = self._view().explorer.map
        position = here.position
        assert position is not None
        sides = [step(position, d) for d in Direction
                 if not here.cells[position].wall(d) and step(position, d) is not None]
        cells = [c for c in sides if c is not None]
        if kind is Peer:
            cells = sorted(cells, key=here.is_known)
        return cells[0] if cells else position

    def act(self, kind: type) -> None:
        if kind in MOVES:
            self.mode = kind
            self.update_buttons()
        elif kind is Check:
            self._check()
        else:
            self.play(kind(self.mat.selected_picks()))

    def _check(self) -> None:
        """Roll at once when the chosen dice can succeed; else wait for them (and ask)."""
        roll = self._roll()
        if roll in self.legal and self._view().explorer.check_chance(len(roll.pay)):
            self.play(roll)
            return
        self.mode = Check
        self.update_buttons()

    def play(self, action: Any) -> None:
        try:
            self.session.play(action)
        except IllegalAction as error:
            self.hint.setText(error_text(error))
            return
        if self.session.state.to_move != self.seat or self._view().explorer.pending:
            return
        # A new free decision: start again from Creep unless the chosen move still reaches on.
        if self.mode is not Creep and not self.targets():
            self.mode = Creep
            self.update_buttons()
