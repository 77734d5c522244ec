"""Quick structural measures of a dungeon: how far the explorer must walk for an achievement and
out, which hazards stand in the way, how far the dungeon sprawls.

They explain a simulated report in the dungeon's own terms ("an achievement and out takes 24
steps, past a forced trap"); they do not replace it: measured on 120 generated dungeons, the
best of them (the route's length) correlates only 0.44 with the simulated score, because a blind
explorer's turns go into searching.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, permutations

from companion.lairs.board import CELLS, Cell, Dungeon, Feature

# Entering a hazard the explorer does not know costs its strike: two fatigued cubes, about two
# more steps' worth of energy.
HAZARD_STEPS = 2


@dataclass(frozen=True)
class Measures:
    route: int  # fewest steps from Start to an achievement and through the Exit
    route_cost: int  # the same walk where every hazard entered costs HAZARD_STEPS more
    route_goals: tuple[Cell, ...]  # the chests and monsters of that cheapest walk, in order
    forced_hazards: tuple[Cell, ...]  # hazards that every path from Start to some goal passes
    sprawl: float  # mean steps from Start to a cell: the ground to search blind
    dead_ends: int  # cells with one open side


def measure(dungeon: Dungeon) -> Measures:
    """Measures of a valid dungeon (a Start, an Exit, every cell reachable)."""
    start, exit_cell = dungeon.start, dungeon.cells_with(Feature.EXIT)[0]
    assert start is not None
    chests, monsters = dungeon.cells_with(Feature.CHEST), dungeon.cells_with(Feature.MONSTER)
    hazards = frozenset(monsters) | frozenset(dungeon.cells_with(Feature.TRAP))
    open_sides = [tuple(dungeon.open_neighbours(c)) for c in CELLS]
    steps = {c: _distances(open_sides, c, frozenset()) for c in (start, *chests, *monsters)}
    costs = {c: _distances(open_sides, c, hazards) for c in (start, *chests, *monsters)}
    route, route_cost, goals = _achievement_route(start, exit_cell, chests, monsters, steps,
                                                  costs)
    plain = steps[start]
    forced = tuple(sorted(h for h in hazards if _cuts_off(open_sides, start, h,
                                                           (exit_cell, *chests))))
    return Measures(
        route=route, route_cost=route_cost, route_goals=goals, forced_hazards=forced,
        sprawl=sum(plain) / len(plain),
        dead_ends=sum(len(sides) == 1 for sides in open_sides),
    )


def _distances(open_sides: Sequence[tuple[Cell, ...]], source: Cell,
               hazards: frozenset[Cell]) -> list[int]:
    """Steps from ``source`` to every cell; entering a hazard costs ``HAZARD_STEPS`` more."""
    far = len(open_sides) * (HAZARD_STEPS + 1)
    dist = [far] * len(open_sides)
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, cell = heapq.heappop(heap)
        if d > dist[cell]:
            continue
        for other in open_sides[cell]:
            nd = d + 1 + (HAZARD_STEPS if other in hazards else 0)
            if nd < dist[other]:
                dist[other] = nd
                heapq.heappush(heap, (nd, other))
    return dist


def _achievement_route(
    start: Cell, exit_cell: Cell, chests: Sequence[Cell], monsters: Sequence[Cell],
    steps: Mapping[Cell, list[int]], costs: Mapping[Cell, list[int]],
) -> tuple[int, int, tuple[Cell, ...]]:
    """The cheapest walk Start → the goals of one achievement (3 chests, 3 monsters, or 2 + 2)
    → the Exit, by hazard-weighted cost; its plain length, its cost and its goals."""
    options = [tuple(chests), tuple(monsters)] + [
        a + b for a in combinations(chests, 2) for b in combinations(monsters, 2)]
    best: tuple[int, int, tuple[Cell, ...]] | None = None
    for option in options:
        for order in permutations(option):
            cost = length = 0
            here = start
            for goal in (*order, exit_cell):
                cost += costs[here][goal]
                length += steps[here][goal]
                here = goal
            if best is None or cost < best[1]:
                best = (length, cost, order)
    assert best is not None
    return best


def _cuts_off(open_sides: Sequence[tuple[Cell, ...]], start: Cell, hazard: Cell,
              goals: Sequence[Cell]) -> bool:
    """Does every path from Start to some goal pass ``hazard``?"""
    seen = {start, hazard}
    stack = [start]
    while stack:
        for other in open_sides[stack.pop()]:
            if other not in seen:
                seen.add(other)
                stack.append(other)
    return any(goal not in seen for goal in goals)
