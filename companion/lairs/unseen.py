"""The unseen part of a dungeon: valid dungeons that agree with an explorer's map sheet.

Known cells keep their walls (so every slot next to a Known cell is fixed) and the feature they
were learned with; the slots between two Unknown cells and the features not met yet are drawn
so that the dungeon obeys every build rule. Walls are drawn like the generator draws them (a
random spanning tree over the open passages, walls only off the tree, so all cells stay
reachable and any connected layout can come out), features are placed on Unknown cells and the
Peril Rule is checked, with retries.

The search bot's sampled worlds (``sampler``) complete the dungeon this way; the explorers'
belief (``belief``) is checked against it.
"""

from __future__ import annotations

import random
from collections import Counter

from companion.lairs.board import (
    CELLS,
    FEATURE_COUNTS,
    MAX_WALLS,
    MIN_WALLS,
    WALL_SLOTS,
    Cell,
    Direction,
    Dungeon,
    Feature,
)
from companion.lairs.validation import Layout
from companion.lairs.views import SIDES, ExplorerMap

_PLACEMENTS_PER_LAYOUT = 8
# A view from a real game always has a completion; this many layouts without one means the view
# contradicts the build rules.
_MAX_LAYOUTS = 20_000


class UnseenDungeon:
    """The explored dungeon as a map sheet knows it, ready to be completed many times."""

    def __init__(self, sheet: ExplorerMap) -> None:
        cells = sheet.cells
        self.known: set[Cell] = set(cells)
        self.unknown: list[Cell] = [c for c in CELLS if c not in cells]
        self.features: dict[Cell, Feature] = {
            c: k.learned for c, k in cells.items() if k.learned is not None}
        self.known_walls: list[int] = []
        self.free_slots: list[int] = []  # slots between two Unknown cells: wall or not
        group = list(CELLS)  # union-find over cells, joined along the known open passages
        for slot, (a, b) in enumerate(WALL_SLOTS):
            side = cells.get(a) or cells.get(b)
            if side is None:
                self.free_slots.append(slot)
                continue
            direction = Direction.EAST if b == a + 1 else Direction.SOUTH
            if side.cell == b:
                direction = Direction.WEST if direction is Direction.EAST else Direction.NORTH
            if side.walls[SIDES.index(direction)]:
                self.known_walls.append(slot)
            else:
                join(group, a, b)
        self.group = group
        self.known_mask = sum(1 << slot for slot in self.known_walls)
        left = Counter(FEATURE_COUNTS) - Counter(self.features.values())
        self.pieces: list[Feature] = list(left.elements())

    def complete(self, rng: random.Random) -> Dungeon:
        """A valid dungeon that agrees with every Known cell."""
        low = max(0, MIN_WALLS - len(self.known_walls))
        high = MAX_WALLS - len(self.known_walls)
        for _ in range(_MAX_LAYOUTS):
            spare = self._spare_slots(rng)
            if len(spare) < low:
                raise ValueError("the known walls leave too few places for walls")
            count = rng.randint(low, min(high, len(spare)))
            wall_mask = self.known_mask | sum(1 << slot for slot in spare[:count])
            for _ in range(_PLACEMENTS_PER_LAYOUT):
                features = dict(self.features)
                features.update(zip(rng.sample(self.unknown, len(self.pieces)), self.pieces,
                                    strict=True))
                layout = Layout.from_parts(wall_mask, features)
                if layout.legal_goals() == layout.goals:
                    walls = frozenset(WALL_SLOTS[s] for s in range(len(WALL_SLOTS))
                                      if wall_mask >> s & 1)
                    return Dungeon(walls, features, "")
        raise ValueError("no dungeon obeying the build rules agrees with this map")

    def _spare_slots(self, rng: random.Random) -> list[int]:
        """The free slots in random order, less a random spanning forest that joins what the
        known open passages leave apart: walls on the rest cut nothing off."""
        group = list(self.group)
        slots = list(self.free_slots)
        rng.shuffle(slots)
        spare = []
        for slot in slots:
            a, b = WALL_SLOTS[slot]
            if not join(group, a, b):
                spare.append(slot)
        return spare


def root(group: list[int], cell: int) -> int:
    """The representative of a cell's set in a union-find list."""
    while group[cell] != cell:
        group[cell] = group[group[cell]]
        cell = group[cell]
    return cell


def join(group: list[int], a: int, b: int) -> bool:
    """Join the sets of two cells; False when they were joined already."""
    ra, rb = root(group, a), root(group, b)
    if ra == rb:
        return False
    group[ra] = rb
    return True
