"""An explorer's style and its plan: the cheapest route on the known map to the goal it finds
most attractive. ``Plan`` is the Easy bot's (the nearest goal on the map sheet);
``prospects.Prospects`` plans by what a cube buys, with a belief about the Unknown cells."""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from companion.lairs.board import CELLS, Cell, Feature, step
from companion.lairs.board import Direction as Dir
from companion.lairs.energy import Kind
from companion.lairs.hazards import Die
from companion.lairs.views import ExplorerMap, ExplorerView

FIGHT_CHANCE = 0.75  # buy dice until a fight succeeds this often
# How much fatiguing a cube of each kind hurts against a Basic one.
KIND_WEIGHT = {Kind.BASIC: 1.0, Kind.PERCEPTION: 1.1, Kind.QUICKNESS: 1.2}


@dataclass(frozen=True)
class ExplorerStyle:
    """How an explorer weighs risk against time (the difficulty report plays several styles);
    the defaults are the Easy bot's."""

    fight_chance: float = FIGHT_CHANCE  # buy dice until a fight succeeds this often
    exit_pull: float = 6.0  # steps of detour the Exit is worth once the explorer may leave
    monster_reluctance: float = 0.5  # extra steps a wanted monster counts as
    hunts_after_achievement: bool = False  # fights on for the monsters' VP
    # A Hustle into the Unknown may learn three cells for one Quickness cube, where a Creep
    # learns one (it stops at the first feature): spend it so rather than keep it for a run.
    hustles_into_unknown: bool = False
    # Extra steps an Unknown cell counts as, per Unknown neighbour: above 0 the explorer
    # finishes a pocket it is next to instead of coming back for it later.
    pocket_pull: float = 0.0
    # How much fatiguing the Quickness cube hurts against a Basic one.
    quickness_worth: float = KIND_WEIGHT[Kind.QUICKNESS]
    # Cubes the explorer would pay for a chest or a monster beyond what its achievement needs
    # (their VP), when it plans by what a cube buys.
    spoils_worth: float = 0.0
    # Pays a Hustle with two Basic cubes where it is expected to take more than two Creeps.
    hustles_with_basics: bool = False
    # Plans by what a cube buys, with a belief about the Unknown cells (``Prospects``), where
    # the Easy bot heads for the nearest goal on its map (``Plan``).
    reasons: bool = False

    def wants_monster(self, view: ExplorerView) -> bool:
        return (self.hunts_after_achievement or not view.achieved) and view.monsters < 3

    def dice_needed(self, die: Die, target: int) -> int:
        for dice in range(1, 12):
            if die.chance_at_least(dice, target) >= self.fight_chance:
                return dice
        return 12


# For every cell, (side index N/E/S/W, neighbour) inside the board: the route search's steps.
SIDE_STEPS: tuple[tuple[tuple[int, Cell], ...], ...] = tuple(
    tuple((side, other) for side, direction in enumerate(Dir)
          if (other := step(cell, direction)) is not None)
    for cell in CELLS
)


def walk_back(came: dict[Cell, Cell], start: Cell, cell: Cell) -> list[Cell]:
    """The route a route search found from ``start`` to ``cell`` (``came``: where each cell
    was reached from), both ends in."""
    path = [cell]
    while cell != start:
        cell = came[cell]
        path.append(cell)
    return path[::-1]


class Plan:
    """The cheapest route on the known map to the most attractive goal."""

    def __init__(self, view: ExplorerView, style: ExplorerStyle) -> None:
        self.view = view
        self.style = style
        self.map: ExplorerMap = view.map
        self.path: list[Cell] = []
        self.goal_is_monster = False
        self.goal_target = 0
        self.wants_monster = style.wants_monster(view)
        self._search()

    def _search(self) -> None:
        start = self.map.position
        assert start is not None
        order, dist, came = self._routes(start)
        best: tuple[float, Cell] | None = None
        for cell in order:
            score = self._goal_score(cell, dist[cell])
            if score is not None and (best is None or score < best[0]):
                best = (score, cell)
        if best is None:
            return
        self.path = walk_back(came, start, best[1])
        goal = self.map.cells.get(self.path[-1])
        if goal is not None and goal.feature is Feature.MONSTER:
            self.goal_is_monster = True
            self.goal_target = goal.target or 0

    def _routes(self, start: Cell) -> tuple[list[Cell], dict[Cell, float], dict[Cell, Cell]]:
        """Dijkstra over the known map (an Unknown cell is entered, not crossed: its walls are
        not known): the cells other than ``start`` in the order they are settled, their
        costs, and where each is reached from."""
        dist: dict[Cell, float] = {start: 0.0}
        came: dict[Cell, Cell] = {}
        order: list[Cell] = []
        heap: list[tuple[float, Cell]] = [(0.0, start)]
        cells = self.map.cells
        while heap:
            d, cell = heapq.heappop(heap)
            if d > dist.get(cell, float("inf")):
                continue
            if cell != start:
                order.append(cell)
            known = cells.get(cell)
            if known is None:
                continue  # walls beyond an Unknown cell are not known
            walls = known.walls
            for side, other in SIDE_STEPS[cell]:
                if walls[side]:
                    continue
                nd = d + self._enter_cost(other)
                if nd < dist.get(other, float("inf")):
                    dist[other], came[other] = nd, cell
                    heapq.heappush(heap, (nd, other))
        return order, dist, came

    def _enter_cost(self, cell: Cell) -> float:
        known = self.map.cells.get(cell)
        if known is None:
            return 1.5  # an Unknown cell may hide a hazard
        if known.feature is Feature.TRAP or (known.feature is Feature.MONSTER
                                             and not self.wants_monster):
            return 1.5  # harmless once Known, but it stops a Hustle or Backtrack
        return 1.0

    def _goal_score(self, cell: Cell, d: float) -> float | None:
        known = self.map.cells.get(cell)
        if known is None:
            pocket = self.style.pocket_pull
            if pocket:
                d += pocket * sum(other not in self.map.cells for _, other in SIDE_STEPS[cell])
            return d + 1.0
        if known.feature is Feature.CHEST:
            return d - 1.0
        if known.feature is Feature.EXIT and self.view.achieved:
            return d - self.style.exit_pull
        if known.feature is Feature.MONSTER and self.wants_monster:
            return d + self.style.monster_reluctance
        return None

    def fight_here(self, die: Die) -> int | None:
        """The dice to fight the monster the explorer stands on with (None: no fight)."""
        here = self.map.cells[self.map.position]  # type: ignore[index]
        if here.feature is Feature.MONSTER and self.wants_monster and here.target is not None:
            return self.dice_for(die, here.target)
        return None

    def dice_for(self, die: Die, target: int) -> int:
        """How many dice a fight against ``target`` buys."""
        return self.style.dice_needed(die, target)

    def peer_with_any(self, cell: Cell) -> bool:
        """Peer into ``cell`` with two cubes of any kind rather than step in blind?"""
        return False

    def path_to(self, cell: Cell) -> list[Cell] | None:
        """The cheapest route on the known map from where the explorer stands to ``cell``,
        both ends in (None: no route)."""
        start = self.map.position
        assert start is not None
        _, _, came = self._routes(start)
        if cell != start and cell not in came:
            return None
        return walk_back(came, start, cell)

    def next_cell(self) -> Cell | None:
        return self.path[1] if len(self.path) > 1 else None

    def run_length(self) -> int:
        """Steps along the route that a Hustle could take before it must stop."""
        run = 0
        for cell in self.path[1:]:
            run += 1
            known = self.map.cells.get(cell)
            if known is None or known.feature is not None:
                break
        return run

    def steps_a_hustle_takes(self) -> float:
        """The Creeps a Hustle along the route is expected to take: the run it may take
        through Known empty cells (it stops at a feature)."""
        return float(min(self.run_length(), 3))

    def next_is_safe_run(self) -> bool:
        """Hustle on into Known cells, or into an Unknown one only when it is the goal."""
        nxt = self.next_cell()
        return nxt is not None and (self.map.is_known(nxt) or len(self.path) == 2)


class Route(Plan):
    """A plan that keeps to a goal chosen beforehand: the cheapest route to ``target``."""

    def __init__(self, view: ExplorerView, style: ExplorerStyle, target: Cell) -> None:
        self.target = target
        super().__init__(view, style)

    def _search(self) -> None:
        path = self.path_to(self.target)
        if path is None or len(path) < 2:
            return
        self.path = path
        goal = self.map.cells.get(self.target)
        if goal is not None and goal.feature is Feature.MONSTER:
            self.goal_is_monster = True
            self.goal_target = goal.target or 0
