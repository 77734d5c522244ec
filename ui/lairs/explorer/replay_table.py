"""The Lairs table for the replay viewer and the table display: two boards with their energy
mats and the log.

The public view shows both explorers' map sheets (what each has learned of the other's dungeon),
the treasure display and both explorers' turns as the table heard them; one player's view shows
their map sheet, their own dungeon with the rival on it, and the log as they heard it (the
rival's turns in the Builder's words).
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from companion.core.account import Decision
from companion.core.protocol import GameState
from companion.lairs.actions import FaceUp, SkipChest, Stay, Stop
from companion.lairs.game import PlayerView, PublicView
from companion.lairs.notation import parse_action
from companion.lairs.treasures import default_treasures
from companion_ui.lairs.explorer.energy_mat import EnergyMatWidget
from companion_ui.lairs.explorer.fog_map import BuilderBoardScene, FogMapScene
from companion_ui.lairs.explorer.table_log import public_log, table_log
from companion_ui.lairs.explorer.wording import describe
from companion_ui.lairs.treasure_card import TreasureRow
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.log_view import follow_newest
from companion_ui.shell.messages import translated

# Decisions that write nothing in the log: they only close a question (``Exploration._answer``)
# or choose the cards to score. Any line after one belongs to a turn it let begin.
UNLOGGED = (Stop, Stay, SkipChest, FaceUp)


class LairsReplayTable(QWidget):
    def __init__(self, parent: QWidget | None = None, beside: bool = False) -> None:
        """``beside``: the display and the log in a column beside the boards (a wide screen's
        table display), rather than under them."""
        super().__init__(parent)
        self.sheets = (FogMapScene(self), FogMapScene(self))
        self.own = BuilderBoardScene(self)
        self.left = FittedView(self.sheets[0])
        self.right = FittedView(self.sheets[1])
        self.captions = (QLabel(), QLabel())
        self.mats = (EnergyMatWidget(), EnergyMatWidget())
        self.log = QPlainTextEdit()
        self.log.setObjectName("log")
        self.log.setReadOnly(True)
        self.log.setMaximumHeight(160)
        follow_newest(self.log)
        self.display_row = TreasureRow("")  # the face-up treasures, in the public view
        self.display_row.setObjectName("display")
        grid = QGridLayout()
        for column, (board, caption, mat) in enumerate(zip(
                (self.left, self.right), self.captions, self.mats, strict=True)):
            caption.setWordWrap(True)
            grid.addWidget(caption, 0, column)
            grid.addWidget(board, 1, column)
            grid.addWidget(mat, 2, column)
        grid.setRowStretch(1, 1)
        if beside:
            column = QVBoxLayout()
            column.addWidget(self.display_row)
            column.addWidget(self.log, 1)
            row = QHBoxLayout(self)
            row.addLayout(grid, 1)
            row.addLayout(column)
        else:
            layout = QVBoxLayout(self)
            layout.addLayout(grid, 1)
            layout.addWidget(self.display_row)
            layout.addWidget(self.log)

    def show_position(self, state: GameState, seat: int | None, names: list[str]) -> None:
        view = state.view(seat)
        if isinstance(view, PlayerView):
            self._show_player(view, names)
        else:
            assert isinstance(view, PublicView)
            self._show_public(view, names)

    def _show_public(self, view: PublicView, names: list[str]) -> None:
        self.right.setScene(self.sheets[1])
        plain = [html.escape(name) for name in names]  # names as typed, in a rich caption
        for seat in (0, 1):
            self.sheets[seat].show_map(view.maps[seat])
            explorer = view.explorers[seat]
            self.captions[seat].setText(self.tr(
                "<b>{0}'s map of {1}'s dungeon</b><br>chests {2} · monsters {3} · traps {4} · "
                "{5} turns").format(plain[seat], plain[1 - seat], explorer.chests,
                                    explorer.monsters, explorer.traps_disarmed, explorer.turns))
            self.mats[seat].set_mat(explorer.mat)
        self._show_display(view)
        self.log.setPlainText("\n".join(line.text for line in public_log(view, names)[-300:]))

    def _show_display(self, view: PublicView) -> None:
        """The face-up treasures and the deck, when they are the shipped cards (the public
        view holds no card texts of the players' own box)."""
        cards = default_treasures()
        known = all(card in cards.cards for card in view.display)
        self.display_row.setVisible(known)
        if known:
            self.display_row.title.setText("<b>" + self.tr("Display") + "</b>")
            self.display_row.set_cards(cards, view.display, self.tr("(empty)"),
                                       deck=view.deck_size)

    def _show_player(self, view: PlayerView, names: list[str]) -> None:
        me, other = view.seat, 1 - view.seat
        self.sheets[0].show_explorer(view.explorer)
        self.own.show_builder(view.builder)
        self.right.setScene(self.own)
        self.display_row.hide()
        explorer = view.explorer
        plain = [html.escape(name) for name in names]  # names as typed, in a rich caption
        self.captions[0].setText(self.tr(
            "<b>{0}'s map of {1}'s dungeon</b><br>chests {2} · monsters {3} · traps {4}").format(
                plain[me], plain[other], explorer.chests, explorer.monsters,
                explorer.traps_disarmed))
        self.captions[1].setText(self.tr("<b>{0}'s own dungeon</b>, {1} exploring it").format(
            plain[me], plain[other]))
        self.mats[0].set_mat(explorer.mat)
        self.mats[1].set_mat(view.opponent.mat)
        self.log.setPlainText("\n".join(line.text for line in table_log(view, names)[-300:]))

    def tell_decision(self, before: PlayerView | PublicView, after: PlayerView | PublicView,
                      decision: Decision, names: list[str]) -> str:
        """The decider's own log says their decision (with the dice and what they learned);
        everyone else heard it said aloud at the table, and reads it as the buttons name it."""
        action = parse_action(decision.notation)
        if (isinstance(before, PlayerView) and isinstance(after, PlayerView)
                and after.seat == decision.seat and not isinstance(action, UNLOGGED)):
            return self.tr("{0}: {1}").format(
                names[decision.seat], translated(after.explorer.log[len(before.explorer.log)]))
        cards = after.explorer.cards if isinstance(after, PlayerView) else default_treasures()
        try:
            said = describe(action, cards)
        except KeyError:  # a card of the players' own box: the public view holds no card texts
            said = str(action)
        return self.tr("{0}: {1}").format(names[decision.seat], said)
