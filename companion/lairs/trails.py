"""Where each explorer went: the cells they stood on, in order, with the turn of each.

Each exploration keeps its trail, and the views carry it: positions are public at the table (the
Builder moves the Explorer token on their own board), so both players (and spectators) see both
trails. The play screen draws the mover's trail of the current turn, the end of the game each
explorer's whole path.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.lairs.board import Cell

if TYPE_CHECKING:
    from companion.core.record import GameRecord


@dataclass(frozen=True)
class Visit:
    turn: int  # the explorer's own turn count, as in their log ("Turn 3")
    cell: Cell


Trail = tuple[Visit, ...]


class TrailBook:
    """The trails of a game being played: as its record grows, only the new actions are
    replayed (a screen asks after every decision)."""

    def __init__(self, record: GameRecord) -> None:
        from companion.lairs.game import LairsGame

        self.record = record
        self._game = LairsGame(record.setup)
        self._done = 0
        self._trails: tuple[list[Visit], list[Visit]] = ([], [])
        self._note()

    def _note(self) -> None:
        for seat, e in enumerate(self._game.explorations):
            trail = self._trails[seat]
            if e.position is not None and (not trail or trail[-1].cell != e.position):
                trail.append(Visit(e.turns, e.position))

    def trails(self) -> tuple[Trail, Trail]:
        """Each seat's visits, Start first; a visit is noted whenever the explorer's cell
        changes."""
        from companion.lairs.notation import parse_action

        for text in self.record.actions[self._done:]:
            self._game.apply(parse_action(text))
            self._note()
        self._done = len(self.record.actions)
        return tuple(self._trails[0]), tuple(self._trails[1])


def explorer_trails(record: GameRecord) -> tuple[Trail, Trail]:
    """Each seat's visits in a finished or unfinished game's record."""
    return TrailBook(record).trails()


def cells_of(trail: Sequence[Visit]) -> list[Cell]:
    return [visit.cell for visit in trail]


def turn_trail(trail: Sequence[Visit], turn: int) -> list[Cell]:
    """The cells of one turn: where it began (the last cell of the turns before), then each
    cell entered during it."""
    before = [v.cell for v in trail if v.turn < turn][-1:]
    return before + [v.cell for v in trail if v.turn == turn]
