"""Where each explorer went: the cells they stood on, in order, with the turn of each.

Each exploration keeps its trail, and the views carry it: positions are public at the table (the
Builder moves the Explorer token on their own board), so both players (and spectators) see both
trails. The play screen draws the mover's trail of the current turn, the end of the game each
explorer's whole path.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.lairs.board import Cell


@dataclass(frozen=True)
class Visit:
    turn: int  # the explorer's own turn count, as in their log ("Turn 3")
    cell: Cell


Trail = tuple[Visit, ...]


def cells_of(trail: Sequence[Visit]) -> list[Cell]:
    return [visit.cell for visit in trail]


def turn_trail(trail: Sequence[Visit], turn: int) -> list[Cell]:
    """The cells of one turn: where it began (the last cell of the turns before), then each
    cell entered during it."""
    before = [v.cell for v in trail if v.turn < turn][-1:]
    return before + [v.cell for v in trail if v.turn == turn]
