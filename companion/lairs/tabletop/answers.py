"""What the Builder's console answers: what to tell about each newly learned cell (walls, then
the feature), what happened (strikes, checks, chests, the Exit), and what became of features."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from companion.lairs.board import Cell, Direction, Feature, cell_name


class Outcome(StrEnum):
    """What became of a feature the explorer dealt with (shaded on their map)."""

    DEFEATED = "defeated"  # a monster, into the Defeated Monsters row
    DISARMED = "disarmed"  # a trap, into the Disarmed Traps row
    REMOVED = "removed"  # a trap that struck after a failed disarm: gone, no achievement
    OPENED = "opened"  # a chest


@dataclass(frozen=True)
class Tell:
    """What the Builder says about a newly learned cell: walls (N, E, S, W), then the feature."""

    cell: Cell
    walls: tuple[Direction, ...]  # interior walls, in the order to say them
    frame: tuple[Direction, ...]  # sides on the outer frame: common knowledge, need not be said
    feature: Feature | None
    hazard: str = ""  # the hazard card's name
    target: int | None = None

    def describe(self) -> str:
        walls = ", ".join(d.value for d in self.walls) or "none"
        if self.feature is None:
            feature = "empty"
        elif self.hazard:
            feature = f"{self.hazard} ({self.feature.value}, target {self.target})"
        else:
            feature = self.feature.value
        return f"{cell_name(self.cell)}: walls {walls}; {feature}"


class EventKind(StrEnum):
    START = "start"  # the very first turn: the Builder names the Start
    TURN = "turn"  # a new Explorer turn begins
    STRIKE = "strike"  # an Unknown hazard strikes at once
    CHEST = "chest"  # the explorer may open the chest
    OPENED = "opened"
    EXIT_OPEN = "exit-open"  # on the Exit with an achievement: may leave
    EXIT_SHUT = "exit-shut"  # on the Exit without one: must stay
    HUSTLE = "hustle"  # a Hustle was announced: the next Creeps (up to 3) are part of it
    HUSTLE_OVER = "hustle-over"
    CHECK = "check"
    LEFT = "left"
    TURN_OVER = "turn-over"


@dataclass(frozen=True)
class Event:
    kind: EventKind
    cell: Cell | None = None
    hazard: str = ""
    detail: str = ""  # English detail for logs (strike rule)
    total: int = 0
    target: int = 0
    success: bool = False
    new_target: int | None = None  # a monster's target after a failed fight
    removed: bool = False  # a trap removed after a failed disarm

    def describe(self) -> str:
        where = cell_name(self.cell) if self.cell is not None else ""
        text = {
            EventKind.START: f"Start is {where}",
            EventKind.TURN: "new Explorer turn",
            EventKind.STRIKE: f"{self.hazard} strikes: {self.detail}",
            EventKind.CHEST: "a chest: the explorer may open it",
            EventKind.OPENED: "chest opened",
            EventKind.EXIT_OPEN: "the Exit: the explorer may leave",
            EventKind.EXIT_SHUT: "the Exit: no achievement yet, the explorer stays",
            EventKind.HUSTLE: "Hustle: up to 3 Creeps follow",
            EventKind.HUSTLE_OVER: "the Hustle is over",
            EventKind.LEFT: "the explorer left the dungeon",
            EventKind.TURN_OVER: "turn over",
        }.get(self.kind)
        if text is not None:
            return text
        verdict = "success" if self.success else "failure"
        after = ""
        if self.new_target is not None:
            after = f"; new target {self.new_target}"
        elif self.removed:
            after = "; the trap is removed"
        return f"{self.hazard} (target {self.target}): rolled {self.total}, {verdict}{after}"


class Decision(StrEnum):
    """A choice the explorer has after their last action; any other announcement declines it."""

    HUSTLE = "hustle"  # Creep on (free, part of the Hustle) or stop
    PEER = "peer"  # enter the peered cell for free, or stay
    CHEST = "chest"  # open the chest, or leave it closed
    EXIT = "exit"  # leave the dungeon, or stay




@dataclass(frozen=True)
class Answer:
    """The console's answer to one accepted announcement."""

    said: str  # the announcement as understood ("" for the opening: the Start is named)
    tells: tuple[Tell, ...]
    events: tuple[Event, ...]
