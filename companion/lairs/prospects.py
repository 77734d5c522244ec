"""Where an explorer goes next, by what a cube buys: a plan with a belief about the Unknown.

The explorer reckons, in cubes, what it still needs to get out (``outlook``: for each
achievement, the walk past the known goals it would use, the fights, and the search for what is
still hidden, the Exit included); the cheapest achievement is its aim.

Every place it can reach is a prospect: a known goal (a chest, a monster while the aim wants
one, the Exit once it may leave) or an Unknown cell next to a known one. A prospect's worth is
the route there (cubes, plus the risk of stepping into the Unknown blind: the belief's chance
of a hazard times what a strike would cost with this mat) plus what would be left to do from
there: for an Unknown cell, averaged over what the belief says it may hold. The explorer heads
for the prospect with the least total: cells near and likely to hold what it still needs come
first, the known goals on the way, and the Exit's likely place once it may leave.
"""

from __future__ import annotations

import math

from companion.lairs.belief import belief_of
from companion.lairs.board import NEIGHBOURS, Cell, Feature
from companion.lairs.energy import Basket, Kind
from companion.lairs.odds import fight_cost
from companion.lairs.outlook import Known, Outlook, Reckoning, Way
from companion.lairs.plans import SIDE_STEPS, ExplorerStyle, Plan, walk_back
from companion.lairs.views import ExplorerView

# What a cell may turn out to hold when it is learned (None: empty).
_OUTCOMES: tuple[Feature | None, ...] = (None, Feature.EXIT, Feature.CHEST, Feature.MONSTER,
                                         Feature.TRAP)


class Prospects(Plan):
    """The plan of an explorer that reasons about the Unknown (``ExplorerStyle.reasons``)."""

    def __init__(self, view: ExplorerView, style: ExplorerStyle) -> None:
        self.belief = belief_of(view.map)
        self.faces = view.die_faces
        self.fights = style.fight_chance
        self.spoils = style.spoils_worth
        self.strike = _strike_price(view)
        self.peer_free = _can_pay(view, Kind.PERCEPTION, 1)
        self.peer_any = not self.peer_free and view.mat.spend_units >= 2
        cells = view.map.cells
        self.known = Known(
            tuple(c for c, k in cells.items() if k.feature is Feature.CHEST),
            tuple((c, k.target or 0) for c, k in cells.items()
                  if k.feature is Feature.MONSTER),
            next((c for c, k in cells.items() if k.learned is Feature.EXIT), None))
        self.dist: dict[Cell, float] = {}
        steps = self.belief.steps_from
        self.reckoning = Reckoning(self.faces, self.fights, self.strike, self._far,
                                   lambda a, b: steps(a)[b])
        self._fight_dice: int | None = None
        self.best_total = math.inf  # what is left to do, in cubes, by the best prospect
        self.ranked: list[tuple[float, Cell]] = []  # every prospect's total, as found
        self.came: dict[Cell, Cell] = {}
        super().__init__(view, style)

    # --- the route's costs ---------------------------------------------------------------------
    def _enter_cost(self, cell: Cell) -> float:
        known = self.map.cells.get(cell)
        if known is None:
            return 1.0 + self.risk(cell)
        if known.feature is Feature.TRAP or known.feature is Feature.MONSTER:
            return 1.5  # harmless once Known, but it stops a Hustle or Backtrack
        return 1.0

    def risk(self, cell: Cell) -> float:
        """The cubes a step into this Unknown cell is expected to lose to a strike: none when
        the explorer peers in with its Perception cube from where it stands, one more cube
        when peering with two of any kind is the cheaper way."""
        here = self.map.position
        blind = self.belief.hazard(cell) * self.strike
        if here is not None and _touching(here, cell):
            if self.peer_free:
                return 0.0
            if self.peer_any and blind > 1.0:
                return 1.0
        return blind

    def peer_with_any(self, cell: Cell) -> bool:
        return self.peer_any and self.belief.hazard(cell) * self.strike > 1.0

    def steps_a_hustle_takes(self) -> float:
        nxt = self.next_cell()
        if nxt is None or nxt not in self.belief.unknown:
            return super().steps_a_hustle_takes()
        # Into the Unknown: each Creep goes on only if the cell it learns is empty and opens
        # onto another Unknown cell (taken as alike for the second step).
        on = self._chance(None, nxt) * (1.0 - self._closed(nxt))
        return 1.0 + on * (1.0 + on)

    def _closed(self, cell: Cell) -> float:
        """The chance that an Unknown cell opens onto no other Unknown cell."""
        closed = 1.0
        for other, slot in NEIGHBOURS[cell]:
            if other in self.belief.unknown:
                closed *= self.belief.walls[slot]
        return closed

    def dice_for(self, die: object, target: int) -> int:
        return fight_cost(self.faces, target, self.fights)[1]

    def fight_here(self, die: object) -> int | None:
        return self._fight_dice

    # --- the choice -------------------------------------------------------------------------------
    def _search(self) -> None:
        start = self.map.position
        assert start is not None
        order, dist, came = self._routes(start)
        self.dist = dist
        view, known = self.view, self.known
        aim = self.outlook(view.chests, view.monsters, known, len(self.belief.unknown)).best(
            self.reckoning.steps, start)
        self.wants_monster = (aim is not None and aim.monsters > 0) or (
            self.style.hunts_after_achievement and view.monsters < 3)
        best: tuple[float, Cell] | None = None
        # Unknown cells share what finding each thing would leave to do; only the steps from
        # the cell to the walk's first goal differ.
        after = {feature: self._after_learning(feature) for feature in _OUTCOMES}
        belief = self.belief
        for cell in order:
            if cell in belief.unknown:
                total = dist[cell] + self.style.pocket_pull * sum(
                    other in belief.unknown for _, other in SIDE_STEPS[cell]) + sum(
                    chance * after[feature].total(self.reckoning.steps, cell)
                    for feature in _OUTCOMES
                    if (chance := self._chance(feature, cell)) > 0.0)
            else:
                total = self._collect(cell, dist[cell])
            if total is not None:
                self.ranked.append((total, cell))
                if best is None or total < best[0]:
                    best = (total, cell)
        self.came = came
        here = self.map.cells[start]
        if here.feature is Feature.MONSTER and self.wants_monster and here.target is not None:
            # Fight now with the cubes at hand, or go on and come back?
            cost, dice = fight_cost(self.faces, here.target, self.fights,
                                    first_most=view.mat.spend_units)
            rest = Known(known.chests, tuple(m for m in known.monsters if m[0] != start),
                         known.exit)
            left = self.outlook(view.chests, view.monsters + 1, rest, len(belief.unknown))
            total = cost + left.total(self.reckoning.steps, start) - self.spoils
            if best is None or total <= best[0]:
                self._fight_dice = dice
                self.best_total = total
                return
        if best is None:
            return
        self.best_total = best[0]
        self.path = self.path_to(best[1])
        goal = self.map.cells.get(self.path[-1])
        if goal is not None and goal.feature is Feature.MONSTER:
            self.goal_is_monster = True
            self.goal_target = goal.target or 0

    def path_to(self, cell: Cell) -> list[Cell]:
        """The cheapest route from where the explorer stands to a prospect, both ends in."""
        start = self.map.position
        assert start is not None
        return walk_back(self.came, start, cell)

    def _chance(self, feature: Feature | None, cell: Cell) -> float:
        belief = self.belief
        if feature is None:
            return max(0.0, 1.0 - sum(belief.chance(f, cell) for f in _OUTCOMES[1:]))
        return belief.chance(feature, cell)

    def _collect(self, cell: Cell, d: float) -> float | None:
        """The total for walking to a known cell and taking what it offers (None: nothing)."""
        view, known = self.view, self.known
        feature = self.map.cells[cell].feature
        unknown = len(self.belief.unknown)
        if feature is Feature.EXIT:
            if not view.achieved:
                return None
            return d
        if feature is Feature.CHEST:
            rest = Known(tuple(c for c in known.chests if c != cell), known.monsters, known.exit)
            left = self.outlook(view.chests + 1, view.monsters, rest, unknown)
            return d + left.total(self.reckoning.steps, cell) - self.spoils
        if feature is Feature.MONSTER and self.wants_monster:
            target = dict(known.monsters)[cell]
            rest = Known(known.chests, tuple(m for m in known.monsters if m[0] != cell),
                         known.exit)
            left = self.outlook(view.chests, view.monsters + 1, rest, unknown)
            fight = fight_cost(self.faces, target, self.fights)[0]
            return d + fight + left.total(self.reckoning.steps, cell) - self.spoils
        return None

    def _after_learning(self, feature: Feature | None) -> Outlook:
        """What is left to do after learning an Unknown cell that holds ``feature`` (and, for
        a chest, opening it; for a monster, being struck by it: the risk is in the route)."""
        view, known = self.view, self.known
        unknown = len(self.belief.unknown) - 1
        chests, monsters = view.chests, view.monsters
        if feature is Feature.CHEST:
            left = self.outlook(chests + 1, monsters, known, unknown)
            return left.less(self.spoils)
        if feature is Feature.EXIT and view.achieved:
            return Outlook((Way((), 0.0, 0),))
        if feature is Feature.EXIT:
            return self.outlook(chests, monsters, known, unknown, exit_here=True)
        if feature is Feature.MONSTER:
            return self.outlook(chests, monsters, known, unknown, monster_here=True)
        return self.outlook(chests, monsters, known, unknown)

    # --- what is left to do -----------------------------------------------------------------------
    def outlook(self, chests: int, monsters: int, known: Known, unknown: int,
                exit_here: bool = False, monster_here: bool = False) -> Outlook:
        """What is left to do (``outlook.Reckoning``), reckoned with this explorer's belief:
        the steps between cells as the known walls allow."""
        left = dict(self.belief.left)
        if exit_here:
            left[Feature.EXIT] -= 1
        if monster_here:
            left[Feature.MONSTER] -= 1
        return self.reckoning.outlook(chests, monsters, known, unknown, left,
                                      exit_here=exit_here, monster_here=monster_here)

    def _far(self, cell: Cell) -> float:
        return self.dist.get(cell, math.inf)

def _touching(a: Cell, b: Cell) -> bool:
    return abs(a - b) == 6 or (abs(a - b) == 1 and a // 6 == b // 6)


def _can_pay(view: ExplorerView, kind: Kind, count: int) -> bool:
    mat = view.mat
    return mat.count(Basket.FRESH, kind) + mat.count(Basket.CONSERVED, kind) >= count


def _strike_price(view: ExplorerView) -> float:
    """What a strike would cost with this mat: two fatigued cubes, a Spent one missing the
    next turn, a Fresh one this turn's rest as well (a trap takes Fresh ones first, a monster
    whichever the explorer gives)."""
    mat = view.mat
    fresh = mat.total(Basket.FRESH) + mat.total(Basket.CONSERVED)
    # After the step that enters the cell, one Fresh cube fewer.
    fresh = max(0, fresh - 1)
    from_fresh = min(2, fresh)
    trap = 2.0 * from_fresh + 1.0 * (2 - from_fresh)
    spent = mat.total(Basket.SPENT) + 1
    monster = 1.0 * min(2, spent) + 2.0 * max(0, 2 - spent)
    return (trap + monster) / 2
