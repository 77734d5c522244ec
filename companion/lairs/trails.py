"""Where each explorer went: the cells they stood on, in order, replayed from a game record.

The game keeps only where an explorer stands now; the way there is in the record. Positions are
public at the table (the Builder moves the Explorer token on their own board), so trails may be
shown to both players: the play screen draws the mover's trail of the current turn, the end of
the game each explorer's whole path.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.core.record import GameRecord
from companion.lairs.board import Cell
from companion.lairs.game import LairsGame
from companion.lairs.notation import parse_action


@dataclass(frozen=True)
class Visit:
    turn: int  # the explorer's own turn count, as in their log ("Turn 3")
    cell: Cell


Trail = tuple[Visit, ...]


def explorer_trails(record: GameRecord) -> tuple[Trail, Trail]:
    """Each seat's visits, Start first; a visit is noted whenever the explorer's cell changes."""
    game = LairsGame(record.setup)
    trails: tuple[list[Visit], list[Visit]] = ([], [])

    def note() -> None:
        for seat, e in enumerate(game.explorations):
            if e.position is not None and (not trails[seat] or trails[seat][-1].cell != e.position):
                trails[seat].append(Visit(e.turns, e.position))

    note()
    for text in record.actions:
        game.apply(parse_action(text))
        note()
    return tuple(trails[0]), tuple(trails[1])


def cells_of(trail: Sequence[Visit]) -> list[Cell]:
    return [visit.cell for visit in trail]


def turn_trail(trail: Sequence[Visit], turn: int) -> list[Cell]:
    """The cells of one turn: where it began (the last cell of the turns before), then each
    cell entered during it."""
    before = [v.cell for v in trail if v.turn < turn][-1:]
    return before + [v.cell for v in trail if v.turn == turn]
