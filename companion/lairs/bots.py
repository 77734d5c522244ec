"""The heuristic explorer bot: plans on its own map sheet only (an ``ExplorerView``).

Each decision: pick the best goal on the known map (the Exit once an achievement holds, known
chests, a monster while it still needs one, else the nearest Unknown cell next to a known one),
find the cheapest route to it, and take the cheapest action along it: Backtrack over long Known
stretches, Hustle for runs of two or more, Peer into Unknown cells while the Perception cube is
free (a peered hazard does not strike), otherwise Creep. Monsters are fought with enough dice for
a ~75% chance, saving cubes with Conserve before stepping onto one when the budget is short.

``THRIFTY`` is the search bot's style: it gets more out of a turn's cubes (measured alone in the
same dungeons, it leaves about half a turn sooner than Easy).
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    Enter,
    FaceUp,
    Hustle,
    Leave,
    OpenChest,
    Peer,
    Stay,
    Step,
    Stop,
)
from companion.lairs.board import CELLS, Cell, Feature, step
from companion.lairs.board import Direction as Dir
from companion.lairs.energy import Basket, Kind, Pick, Picks
from companion.lairs.exploration import (
    PendingDisplay,
    PendingExit,
    PendingFatigue,
    PendingHustle,
    PendingPeer,
)
from companion.lairs.hazards import Die
from companion.lairs.scoring import best_face_up, score_treasures
from companion.lairs.treasures import TreasureSet
from companion.lairs.views import ExplorerMap, ExplorerView

FIGHT_CHANCE = 0.75  # buy dice until a fight succeeds this often
# How much a spent cube of each kind hurts (Quickness and Perception do more than a Basic).
_PICK_COST = {
    Pick.FB: 1.0, Pick.CB: 1.05, Pick.FP: 1.2, Pick.CP: 1.25, Pick.FQ: 1.4, Pick.CQ: 1.45,
}
# How much fatiguing a cube hurts: a Spent one is back a turn later than a Fresh one.
_FATIGUE_COST = {Basket.SPENT: 1.0, Basket.FRESH: 2.0, Basket.CONSERVED: 3.0}
_KIND_WEIGHT = {Kind.BASIC: 1.0, Kind.PERCEPTION: 1.1, Kind.QUICKNESS: 1.2}


def _pay_cost(picks: Picks) -> float:
    return sum(_PICK_COST.get(p, 1.0) for p in picks)


def _fatigue_cost(picks: Picks, quickness: float = _KIND_WEIGHT[Kind.QUICKNESS]) -> float:
    return sum(_FATIGUE_COST[p.basket] * (quickness if p.kind is Kind.QUICKNESS
                                          else _KIND_WEIGHT[p.kind]) for p in picks)


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
    quickness_worth: float = _KIND_WEIGHT[Kind.QUICKNESS]

    def wants_monster(self, view: ExplorerView) -> bool:
        return (self.hunts_after_achievement or not view.achieved) and view.monsters < 3

    def dice_needed(self, die: Die, target: int) -> int:
        for dice in range(1, 12):
            if die.chance_at_least(dice, target) >= self.fight_chance:
                return dice
        return 12


# Measured by exploring the same 600 dungeons with the same dice (benchmarks/
# lairs_explorers.py): Easy leaves after 8.16 turns, THRIFTY after 7.63. Of that, fighting at
# 60% rather than 75% is about a tenth of a turn; the Hustle into the Unknown most of the rest.
THRIFTY = ExplorerStyle(fight_chance=0.6, hustles_into_unknown=True, pocket_pull=0.2,
                        quickness_worth=2.0)


class HeuristicBot:
    name: ClassVar[str] = "heuristic"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int, style: ExplorerStyle | None = None) -> None:
        del seed  # every bot is built with a seed; this one plays deterministically
        self.style = style or ExplorerStyle()

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        if isinstance(legal[0], FaceUp):
            wanted = FaceUp(view.suggested_face_up)
            return wanted if wanted in legal else legal[0]
        return self.choose_exploring(view.explorer, legal)

    # --- one explorer decision -----------------------------------------------------------------
    def choose_exploring(self, view: ExplorerView, legal: Sequence[Any]) -> Any:
        pending = view.pending
        if isinstance(pending, PendingFatigue):
            worth = self.style.quickness_worth
            return min(legal, key=lambda a: _fatigue_cost(a.cubes, worth))
        if isinstance(pending, PendingDisplay):
            return max(legal, key=lambda a: _value_with(view.cards, view.treasures, a.card))
        if isinstance(pending, PendingExit):
            return Leave()
        if isinstance(pending, PendingPeer):
            return self._peer_entry(view, pending, legal)
        if OpenChest() in legal:
            return OpenChest()
        plan = Plan(view, self.style)
        if isinstance(pending, PendingHustle):
            nxt = plan.next_cell()
            if nxt is not None and Step(nxt) in legal and plan.next_is_safe_run():
                return Step(nxt)
            return Stop()
        return self._act(view, plan, legal)

    def _peer_entry(self, view: ExplorerView, pending: PendingPeer, legal: Sequence[Any]) -> Any:
        if Stay() not in legal:
            return Enter()
        known = view.map.cells[pending.cell]
        if known.feature is Feature.TRAP:
            return Stay()
        if known.feature is Feature.MONSTER and not self.style.wants_monster(view):
            return Stay()
        return Enter()

    def _act(self, view: ExplorerView, plan: Plan, legal: Sequence[Any]) -> Any:
        here = view.map.cells[view.map.position]  # type: ignore[index]
        die = Die(view.die_faces)
        if (here.feature is Feature.MONSTER and self.style.wants_monster(view)
                and here.target is not None):
            check = self._fight(die, here.target, legal)
            if check is not None:
                return check
        nxt = plan.next_cell()
        if nxt is None:
            return self._rest(legal)
        if (
            plan.goal_is_monster and len(plan.path) == 2 and here.feature is None
            and _budget_after_entry(view) < self.style.dice_needed(die, plan.goal_target)
            and view.mat.total(Basket.FRESH) > 0
        ):
            return self._rest(legal)  # save cubes for the fight next turn
        move = self._move(view, plan, nxt, legal)
        if move is not None:
            return move
        return self._rest(legal)

    def _fight(self, die: Die, target: int, legal: Sequence[Any]) -> Check | None:
        checks = [a for a in legal if isinstance(a, Check)]
        if not checks:
            return None
        # Too few cubes for a good chance: a weak fight still lowers the monster's target.
        dice = min(self.style.dice_needed(die, target), max(a.dice for a in checks))
        options = [a for a in checks if a.dice == dice]
        return min(options, key=lambda a: _pay_cost(a.pay))

    def _move(self, view: ExplorerView, plan: Plan, nxt: Cell, legal: Sequence[Any]) -> Any:
        by_kind: dict[type, list[Any]] = {}
        for action in legal:
            by_kind.setdefault(type(action), []).append(action)
        # Backtrack: jump as far along the route as a Backtrack may go.
        backtracks = {a.target: a for a in by_kind.get(Backtrack, [])}
        reach = [i for i, cell in enumerate(plan.path) if cell in backtracks]
        if reach and max(reach) >= 3:
            return backtracks[plan.path[max(reach)]]
        hustles = [a for a in by_kind.get(Hustle, []) if a.target == nxt and len(a.pay) == 1]
        if not view.map.is_known(nxt):
            peers = [a for a in by_kind.get(Peer, []) if a.target == nxt and len(a.pay) == 1]
            if peers:
                return min(peers, key=lambda a: _pay_cost(a.pay))
            if hustles and self.style.hustles_into_unknown:
                return hustles[0]
        if hustles and plan.run_length() >= 2:
            return hustles[0]
        creeps = [a for a in by_kind.get(Creep, []) if a.target == nxt]
        if creeps:
            return min(creeps, key=lambda a: _pay_cost(a.pay))
        if reach:
            return backtracks[plan.path[max(reach)]]
        return None

    def _rest(self, legal: Sequence[Any]) -> Any:
        conserves = [a for a in legal if isinstance(a, Conserve)]
        if conserves:
            # Keep as many cubes as possible, Basic ones first.
            return max(conserves, key=lambda a: (len(a.cubes), -_pay_cost(a.cubes)))
        checks = [a for a in legal if isinstance(a, Check)]
        if checks:
            return max(checks, key=lambda a: a.dice)
        return legal[0]


def _value_with(cards: TreasureSet, held: Sequence[str], card: str) -> int:
    """The treasures' score holding ``card`` as well (best face-up choice)."""
    hand = [*held, card]
    return score_treasures(cards, hand, best_face_up(cards, hand)).total


# For every cell, (side index N/E/S/W, neighbour) inside the board: the route search's steps.
_SIDE_STEPS: tuple[tuple[tuple[int, Cell], ...], ...] = tuple(
    tuple((side, other) for side, direction in enumerate(Dir)
          if (other := step(cell, direction)) is not None)
    for cell in CELLS
)


def _budget_after_entry(view: ExplorerView) -> int:
    return view.mat.spend_units - 1


class Plan:
    """The cheapest route on the known map to the most attractive goal."""

    def __init__(self, view: ExplorerView, style: ExplorerStyle) -> None:
        self.view = view
        self.style = style
        self.map: ExplorerMap = view.map
        self.path: list[Cell] = []
        self.goal_is_monster = False
        self.goal_target = 0
        self._search()

    def _search(self) -> None:
        start = self.map.position
        assert start is not None
        dist: dict[Cell, float] = {start: 0.0}
        came: dict[Cell, Cell] = {}
        heap: list[tuple[float, Cell]] = [(0.0, start)]
        best: tuple[float, Cell] | None = None
        want_monster = self.style.wants_monster(self.view)
        while heap:
            d, cell = heapq.heappop(heap)
            if d > dist.get(cell, float("inf")):
                continue
            score = self._goal_score(cell, d, want_monster) if cell != start else None
            if score is not None and (best is None or score < best[0]):
                best = (score, cell)
            if not self.map.is_known(cell):
                continue  # walls beyond an Unknown cell are not known
            walls = self.map.cells[cell].walls
            for side, other in _SIDE_STEPS[cell]:
                if walls[side]:
                    continue
                nd = d + self._enter_cost(other, want_monster)
                if nd < dist.get(other, float("inf")):
                    dist[other], came[other] = nd, cell
                    heapq.heappush(heap, (nd, other))
        if best is None:
            return
        cell = best[1]
        path = [cell]
        while cell != start:
            cell = came[cell]
            path.append(cell)
        self.path = path[::-1]
        goal = self.map.cells.get(self.path[-1])
        if goal is not None and goal.feature is Feature.MONSTER:
            self.goal_is_monster = True
            self.goal_target = goal.target or 0

    def _enter_cost(self, cell: Cell, want_monster: bool) -> float:
        known = self.map.cells.get(cell)
        if known is None:
            return 1.5  # an Unknown cell may hide a hazard
        if known.feature is Feature.TRAP or (known.feature is Feature.MONSTER
                                             and not want_monster):
            return 1.5  # harmless once Known, but it stops a Hustle or Backtrack
        return 1.0

    def _goal_score(self, cell: Cell, d: float, want_monster: bool) -> float | None:
        known = self.map.cells.get(cell)
        if known is None:
            pocket = self.style.pocket_pull
            if pocket:
                d += pocket * sum(other not in self.map.cells for _, other in _SIDE_STEPS[cell])
            return d + 1.0
        if known.feature is Feature.CHEST:
            return d - 1.0
        if known.feature is Feature.EXIT and self.view.achieved:
            return d - self.style.exit_pull
        if known.feature is Feature.MONSTER and want_monster:
            return d + self.style.monster_reluctance
        return None

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

    def next_is_safe_run(self) -> bool:
        """Hustle on into Known cells, or into an Unknown one only when it is the goal."""
        nxt = self.next_cell()
        return nxt is not None and (self.map.is_known(nxt) or len(self.path) == 2)

