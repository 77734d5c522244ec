"""The Lairs board: a 6×6 grid of cells, 60 interior wall slots, and features on cells.

Cells are plain ints 0..35 (row * 6 + column, A1 = 0, F6 = 35) because the validator and the
generator run in tight loops; names like ``"B3"`` are for files, notation and people.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from types import MappingProxyType

from companion.core.errors import CompanionError

SIZE = 6
ROWS = "ABCDEF"  # A is north
COLUMNS = "123456"  # 1 is west
CELLS = range(SIZE * SIZE)
MAX_WALLS = 20
MIN_WALLS = 17

Cell = int
Wall = tuple[int, int]  # (a, b) with a < b, orthogonally adjacent


class Feature(StrEnum):
    START = "start"
    EXIT = "exit"
    CHEST = "chest"
    MONSTER = "monster"
    TRAP = "trap"

    @property
    def is_goal(self) -> bool:
        return self in (Feature.EXIT, Feature.CHEST)

    @property
    def is_hazard(self) -> bool:
        return self in (Feature.MONSTER, Feature.TRAP)


# How many of each feature a complete dungeon has (build rule 1).
FEATURE_COUNTS: Mapping[Feature, int] = MappingProxyType({
    Feature.START: 1, Feature.EXIT: 1, Feature.CHEST: 3, Feature.MONSTER: 3, Feature.TRAP: 3,
})


class Direction(StrEnum):
    NORTH = "north"
    EAST = "east"
    SOUTH = "south"
    WEST = "west"

    @property
    def delta(self) -> tuple[int, int]:
        return _DELTAS[self]


_DELTAS = {
    Direction.NORTH: (-1, 0), Direction.EAST: (0, 1),
    Direction.SOUTH: (1, 0), Direction.WEST: (0, -1),
}


def cell_name(cell: Cell) -> str:
    return f"{ROWS[cell // SIZE]}{cell % SIZE + 1}"


def parse_cell(text: str) -> Cell:
    # Membership tests, not str.isdigit(): that also accepts "²" or Arabic-Indic digits.
    if len(text) == 2 and text[0] in ROWS and text[1] in COLUMNS:
        return ROWS.index(text[0]) * SIZE + COLUMNS.index(text[1])
    raise CompanionError(f"{text!r} is not a cell (A1–F6)")


def step(cell: Cell, direction: Direction) -> Cell | None:
    """The neighbouring cell in a direction, or None at the outer frame."""
    row, col = divmod(cell, SIZE)
    dr, dc = direction.delta
    row, col = row + dr, col + dc
    if 0 <= row < SIZE and 0 <= col < SIZE:
        return row * SIZE + col
    return None


def direction_between(a: Cell, b: Cell) -> Direction | None:
    for direction in Direction:
        if step(a, direction) == b:
            return direction
    return None


def wall(a: Cell, b: Cell) -> Wall:
    if direction_between(a, b) is None:
        raise CompanionError(f"{cell_name(a)} and {cell_name(b)} are not orthogonally adjacent")
    return (a, b) if a < b else (b, a)


def wall_name(w: Wall) -> str:
    return f"{cell_name(w[0])}|{cell_name(w[1])}"


def _all_slots() -> tuple[Wall, ...]:
    slots = []
    for cell in CELLS:
        for direction in (Direction.EAST, Direction.SOUTH):
            other = step(cell, direction)
            if other is not None:
                slots.append((cell, other))
    return tuple(slots)


WALL_SLOTS: tuple[Wall, ...] = _all_slots()  # the 60 interior slots
SLOT_INDEX: Mapping[Wall, int] = MappingProxyType({w: i for i, w in enumerate(WALL_SLOTS)})
# For every cell, its (neighbour, slot index) pairs: the adjacency the searches walk.
NEIGHBOURS: tuple[tuple[tuple[Cell, int], ...], ...] = tuple(
    tuple(
        (other, SLOT_INDEX[(min(cell, other), max(cell, other))])
        for direction in Direction
        if (other := step(cell, direction)) is not None
    )
    for cell in CELLS
)


@dataclass(frozen=True)
class Dungeon:
    """An immutable dungeon (built or half-built); edits return a new value."""

    walls: frozenset[Wall] = frozenset()
    features: Mapping[Cell, Feature] = field(default_factory=lambda: MappingProxyType({}))
    name: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.features, MappingProxyType):
            object.__setattr__(self, "features", MappingProxyType(dict(self.features)))

    def __hash__(self) -> int:
        return hash((self.walls, frozenset(self.features.items()), self.name))

    def __deepcopy__(self, memo: dict[int, object]) -> Dungeon:
        # Immutable, so a copy may share it; and its mapping proxy cannot be deep-copied (a
        # game or an engine holding a dungeon is cloned with copy.deepcopy).
        return self

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Dungeon):
            return NotImplemented
        return (self.walls, dict(self.features), self.name) == (
            other.walls, dict(other.features), other.name)

    # --- queries -----------------------------------------------------------------------------
    @property
    def wall_mask(self) -> int:
        """Bit i set when wall slot i holds a wall."""
        mask = 0
        for w in self.walls:
            mask |= 1 << SLOT_INDEX[w]
        return mask

    def has_wall(self, a: Cell, b: Cell) -> bool:
        return (min(a, b), max(a, b)) in self.walls

    def open_neighbours(self, cell: Cell) -> Iterator[Cell]:
        return iter(self._open[cell])

    @cached_property
    def _open(self) -> tuple[tuple[Cell, ...], ...]:
        # Computed once per dungeon: explorations and bots ask at every decision.
        mask = self.wall_mask
        return tuple(tuple(other for other, slot in NEIGHBOURS[cell] if not mask >> slot & 1)
                     for cell in CELLS)

    def walls_around(self, cell: Cell) -> dict[Direction, bool]:
        """For each side of a cell (N, E, S, W): is there a wall? The outer frame counts."""
        sides = {}
        for direction in Direction:
            other = step(cell, direction)
            sides[direction] = other is None or self.has_wall(cell, other)
        return sides

    def feature_at(self, cell: Cell) -> Feature | None:
        return self.features.get(cell)

    def cells_with(self, feature: Feature) -> list[Cell]:
        return sorted(c for c, f in self.features.items() if f is feature)

    @property
    def start(self) -> Cell | None:
        starts = self.cells_with(Feature.START)
        return starts[0] if len(starts) == 1 else None

    def count(self, feature: Feature) -> int:
        return sum(1 for f in self.features.values() if f is feature)

    def remaining(self, feature: Feature) -> int:
        """Pieces of a feature still in the box (may be negative for an over-full board)."""
        return FEATURE_COUNTS[feature] - self.count(feature)

    # --- edits -------------------------------------------------------------------------------
    def with_walls(self, walls: Iterable[Wall]) -> Dungeon:
        return Dungeon(frozenset(walls), self.features, self.name)

    def toggled_wall(self, w: Wall) -> Dungeon:
        return self.with_walls(self.walls ^ {w})

    def with_feature(self, cell: Cell, feature: Feature | None) -> Dungeon:
        features = dict(self.features)
        if feature is None:
            features.pop(cell, None)
        else:
            features[cell] = feature
        return Dungeon(self.walls, features, self.name)

    def moved_feature(self, source: Cell, target: Cell) -> Dungeon:
        feature = self.features[source]
        return self.with_feature(source, None).with_feature(target, feature)

    def renamed(self, name: str) -> Dungeon:
        return Dungeon(self.walls, self.features, name)
