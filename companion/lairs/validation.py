"""The build rules of a Lairs dungeon, checked together (contract: specs/lairs-dungeon-format.md).

Why bitboards and not networkx here: the editor re-validates on every click and the generator
validates thousands of dungeons a second, so the hot path must stay near 0.05 ms. Building a
networkx graph alone costs more than that, so the searches below flood whole 36-bit cell sets at
once (one shift per direction and step). networkx serves the dungeon statistics
(``companion.lairs.statistics``) and the tests use it as an independent reference.

Peril is a search over (cell, traps used, monsters used) with at most one of each: four layers of
cells, flooded in order 0/0 → 1 trap / 1 monster → both. It never enumerates simple paths.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from companion.core.messages import Joined, Message, message
from companion.lairs.board import (
    CELLS,
    FEATURE_COUNTS,
    MAX_WALLS,
    MIN_WALLS,
    NEIGHBOURS,
    SIZE,
    WALL_SLOTS,
    Cell,
    Dungeon,
    Feature,
    cell_name,
)

COMPONENT_COUNT = "component-count"
WALL_COUNT = "wall-count"
REACHABILITY = "reachability"
PERIL = "peril"
RULES: tuple[str, ...] = (COMPONENT_COUNT, WALL_COUNT, REACHABILITY, PERIL)


ALL_CELLS = (1 << (SIZE * SIZE)) - 1
# Cells that have an east (resp. south) neighbour at all: the rest border the outer frame.
_HAS_EAST = sum(1 << c for c in CELLS if c % SIZE < SIZE - 1)
_HAS_SOUTH = sum(1 << c for c in CELLS if c // SIZE < SIZE - 1)
_CHUNK = 6


def _closing_tables() -> tuple[tuple[int, ...], ...]:
    """For each 6-slot chunk of a wall mask: the passages its walls close, packed as
    ``east_closed | south_closed << 36`` (the cell west of / north of each wall)."""
    tables = []
    for base in range(0, len(WALL_SLOTS), _CHUNK):
        table = []
        for bits in range(1 << _CHUNK):
            packed = 0
            for offset in range(_CHUNK):
                if bits >> offset & 1 and base + offset < len(WALL_SLOTS):
                    a, b = WALL_SLOTS[base + offset]
                    packed |= 1 << a if b == a + 1 else 1 << (a + SIZE * SIZE)
            table.append(packed)
        tables.append(tuple(table))
    return tuple(tables)


_CLOSING = _closing_tables()


def passages(wall_mask: int) -> tuple[int, int]:
    """The open passages of a wall mask: (cells open to the east, cells open to the south)."""
    closed = 0
    for table in _CLOSING:
        closed |= table[wall_mask & 0x3F]
        wall_mask >>= _CHUNK
    return _HAS_EAST & ~closed, _HAS_SOUTH & ~(closed >> (SIZE * SIZE))


def flood(seed: int, allowed: int, east: int, south: int) -> int:
    """Every cell reachable from ``seed`` through open passages, entering only ``allowed`` cells
    (the seed cells themselves are kept even when not allowed)."""
    reached = seed
    while True:
        grown = reached | (
            ((reached & east) << 1) | ((reached >> 1) & east)
            | ((reached & south) << SIZE) | ((reached >> SIZE) & south)
        ) & allowed
        if grown == reached:
            return reached
        reached = grown


def flood_step(cells: int, east: int, south: int) -> int:
    """The cells one step from ``cells`` through open passages."""
    return ((cells & east) << 1) | ((cells >> 1) & east) | ((cells & south) << SIZE) | (
        (cells >> SIZE) & south)


def bits_to_cells(bits: int) -> tuple[Cell, ...]:
    return tuple(c for c in CELLS if bits >> c & 1)


@dataclass(frozen=True)
class Violation:
    rule: str
    cells: tuple[Cell, ...]  # sorted (A1 < A2 < ... < F6)
    message: str  # a Message: the editor translates it

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "cells": [cell_name(c) for c in self.cells],
                "message": self.message}


@dataclass(frozen=True)
class Validation:
    """Every build rule checked at once. ``checked`` omits the search rules when no Start exists."""

    violations: tuple[Violation, ...]
    checked: tuple[str, ...]
    unreachable: tuple[Cell, ...]
    perilous_goals: tuple[Cell, ...]  # goals without a legal path (unreachable ones included)

    @property
    def valid(self) -> bool:
        return not self.violations

    def violation(self, rule: str) -> Violation | None:
        return next((v for v in self.violations if v.rule == rule), None)

    def passed(self, rule: str) -> bool | None:
        """True/False for a checked rule; None when it could not be checked (no Start)."""
        if rule not in self.checked:
            return None
        return self.violation(rule) is None


@dataclass(frozen=True)
class Layout:
    """A dungeon reduced to bitboards (bit c = cell c): what the searches need, nothing more."""

    east: int
    south: int
    start: int  # the Start cell's bit, 0 without a Start
    traps: int
    monsters: int
    goals: int

    @classmethod
    def of(cls, dungeon: Dungeon) -> Layout:
        return cls.from_parts(dungeon.wall_mask, dungeon.features)

    @classmethod
    def from_parts(cls, wall_mask: int, features: Mapping[Cell, Feature]) -> Layout:
        east, south = passages(wall_mask)
        bits = dict.fromkeys(Feature, 0)
        for cell, feature in features.items():
            bits[feature] |= 1 << cell
        starts = bits[Feature.START]
        # Several Start pieces (a count violation): search from the first in cell order.
        start = starts & -starts
        return cls(east, south, start, bits[Feature.TRAP], bits[Feature.MONSTER],
                   bits[Feature.EXIT] | bits[Feature.CHEST])

    def reachable_cells(self) -> int:
        return flood(self.start, ALL_CELLS, self.east, self.south)

    def legal_goals(self, max_traps: int = 1, max_monsters: int = 1) -> int:
        """The goals reachable from Start on a path past ≤ max_traps traps and ≤ max_monsters
        monsters (0 or 1 each; 2 means 'any number'). The search stops as soon as every goal
        is reached."""
        east, south = self.east, self.south
        traps = self.traps if max_traps < 2 else 0
        monsters = self.monsters if max_monsters < 2 else 0
        free = ALL_CELLS & ~(traps | monsters)
        none = flood(self.start, free, east, south)
        if self.goals & ~none == 0:
            return self.goals  # the common case: every goal is reachable past no hazard
        edge = flood_step(none, east, south)
        one_trap = flood(edge & traps, free, east, south) if max_traps else 0
        one_monster = flood(edge & monsters, free, east, south) if max_monsters else 0
        both = 0
        if max_traps and max_monsters:
            both = flood(
                (flood_step(one_trap, east, south) & monsters)
                | (flood_step(one_monster, east, south) & traps), free, east, south)
        return self.goals & (none | one_trap | one_monster | both)


def validate(dungeon: Dungeon) -> Validation:
    """Check all four build rules; a violation lists its cells and a readable message."""
    violations: list[Violation] = []
    counts = _count_problems(dungeon)
    if counts:
        violations.append(Violation(COMPONENT_COUNT, (), message(
            "LairsValidation", "Feature counts: {problems}").format(problems=Joined(counts))))
    walls = len(dungeon.walls)
    if not MIN_WALLS <= walls <= MAX_WALLS:
        placed = (message("LairsValidation", "{walls} wall placed; a dungeon needs "
                          "{least}–{most}") if walls == 1 else
                  message("LairsValidation", "{walls} walls placed; a dungeon needs "
                          "{least}–{most}"))
        violations.append(Violation(WALL_COUNT, (), placed.format(
            walls=walls, least=MIN_WALLS, most=MAX_WALLS)))
    layout = Layout.of(dungeon)
    if not layout.start:
        return Validation(tuple(violations), (COMPONENT_COUNT, WALL_COUNT), (), ())
    start_name = cell_name(bits_to_cells(layout.start)[0])
    reached = layout.reachable_cells()
    unreachable = bits_to_cells(ALL_CELLS & ~reached)
    if unreachable:
        shown = ", ".join(cell_name(c) for c in unreachable)
        cut_off = (message("LairsValidation", "{count} cell cannot be reached from Start "
                           "{start}: {cells}") if len(unreachable) == 1 else
                   message("LairsValidation", "{count} cells cannot be reached from Start "
                           "{start}: {cells}"))
        violations.append(Violation(REACHABILITY, unreachable, cut_off.format(
            count=len(unreachable), start=start_name, cells=shown)))
    perilous = bits_to_cells(layout.goals & ~layout.legal_goals())
    if perilous:
        violations.append(Violation(PERIL, perilous, Joined((
            message("LairsValidation", "{goal}: {reason}").format(
                goal=_goal_label(dungeon, g), reason=_peril_reason(layout, reached, g))
            for g in perilous), "; ")))
    return Validation(tuple(violations), RULES, unreachable, perilous)


# A feature's count as the validator says it: one of each, or several (``{have}``).
_ONE = {
    Feature.START: message("LairsValidation", "{have} start (needs {needed})"),
    Feature.EXIT: message("LairsValidation", "{have} exit (needs {needed})"),
    Feature.CHEST: message("LairsValidation", "{have} chest (needs {needed})"),
    Feature.MONSTER: message("LairsValidation", "{have} monster (needs {needed})"),
    Feature.TRAP: message("LairsValidation", "{have} trap (needs {needed})"),
}
_SEVERAL = {
    Feature.START: message("LairsValidation", "{have} starts (needs {needed})"),
    Feature.EXIT: message("LairsValidation", "{have} exits (needs {needed})"),
    Feature.CHEST: message("LairsValidation", "{have} chests (needs {needed})"),
    Feature.MONSTER: message("LairsValidation", "{have} monsters (needs {needed})"),
    Feature.TRAP: message("LairsValidation", "{have} traps (needs {needed})"),
}
# A goal as the peril rule names it: "Chest C4".
_GOALS = {
    Feature.EXIT: message("LairsValidation", "Exit {cell}"),
    Feature.CHEST: message("LairsValidation", "Chest {cell}"),
}


def _count_problems(dungeon: Dungeon) -> list[Message]:
    problems = []
    for feature, needed in FEATURE_COUNTS.items():
        have = dungeon.count(feature)
        if have != needed:
            words = _ONE if have == 1 else _SEVERAL
            problems.append(words[feature].format(have=have, needed=needed))
    return problems


def _goal_label(dungeon: Dungeon, goal: Cell) -> Message:
    return _GOALS[dungeon.features[goal]].format(cell=cell_name(goal))


def _peril_reason(layout: Layout, reached: int, goal: Cell) -> Message:
    bit = 1 << goal
    if not reached & bit:
        return message("LairsValidation", "walled off from Start")
    # Relax one limit at a time to say which hazards block every path.
    past_one_trap = bool(layout.legal_goals(1, 2) & bit)
    past_one_monster = bool(layout.legal_goals(2, 1) & bit)
    if past_one_trap and not past_one_monster:
        return message("LairsValidation", "every path from Start passes two monsters")
    if past_one_monster and not past_one_trap:
        return message("LairsValidation", "every path from Start passes two traps")
    if not past_one_trap and not past_one_monster:
        return message("LairsValidation", "every path from Start passes two traps and two "
                       "monsters")
    return message("LairsValidation", "every path from Start passes two traps or two monsters")


@dataclass(frozen=True)
class GoalPath:
    """One shortest legal path to a goal (Start first, goal last) with the hazards it passes,
    or ``path=None`` and the reason why there is none."""

    goal: Cell
    path: tuple[Cell, ...] | None
    traps: int = 0
    monsters: int = 0
    reason: str = ""

    @property
    def found(self) -> bool:
        return self.path is not None


def legal_path(dungeon: Dungeon, goal: Cell) -> GoalPath:
    """A shortest path from Start to ``goal`` past ≤ 1 trap and ≤ 1 monster, or the reason why
    there is none. Breadth-first over the 144 states (cell, traps used, monsters used)."""
    features = dungeon.features
    layout = Layout.of(dungeon)
    if not layout.start:
        return GoalPath(goal, None, reason=message("LairsValidation", "there is no Start"))
    wall_mask = dungeon.wall_mask
    start = bits_to_cells(layout.start)[0]
    first = (start, 0, 0)
    parent: dict[tuple[Cell, int, int], tuple[Cell, int, int] | None] = {first: None}
    queue = deque([first])
    while queue:
        state = queue.popleft()
        cell, traps, monsters = state
        if cell == goal:
            path = []
            node: tuple[Cell, int, int] | None = state
            while node is not None:
                path.append(node[0])
                node = parent[node]
            return GoalPath(goal, tuple(reversed(path)), traps, monsters)
        for other, slot in NEIGHBOURS[cell]:
            if wall_mask >> slot & 1:
                continue
            feature = features.get(other)
            nxt = (other, traps + (feature is Feature.TRAP),
                   monsters + (feature is Feature.MONSTER))
            if nxt[1] <= 1 and nxt[2] <= 1 and nxt not in parent:
                parent[nxt] = state
                queue.append(nxt)
    return GoalPath(goal, None, reason=_peril_reason(layout, layout.reachable_cells(), goal))


def legal_paths(dungeon: Dungeon) -> dict[Cell, GoalPath]:
    """``legal_path`` for every goal: the Exit first, then the chests in cell order."""
    goals = dungeon.cells_with(Feature.EXIT) + dungeon.cells_with(Feature.CHEST)
    return {goal: legal_path(dungeon, goal) for goal in goals}
