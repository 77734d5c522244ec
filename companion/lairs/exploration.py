"""One explorer in one dungeon: the turn, the actions, hazards, chests and the Exit.

The engine knows the whole dungeon (it plays the Builder, who answers truthfully); what the
explorer may know is cut out by ``views``. Every choice is an explicit action; only a penalty
with exactly one way to pay it is carried out without asking.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    Enter,
    ExplorerAction,
    Fatigue,
    Hustle,
    Leave,
    OpenChest,
    Peer,
    SkipChest,
    Stay,
    Step,
    Stop,
    Take,
)
from companion.lairs.board import Cell, Direction, Dungeon, Feature, cell_name, direction_between
from companion.lairs.energy import (
    BACKTRACK_COST,
    CREEP_COST,
    HUSTLE_COST,
    PEER_COST,
    START_MAT,
    Cost,
    EnergyMat,
    FatigueRule,
    Picks,
)
from companion.lairs.hazards import FailedCheck
from companion.lairs.rulesdata import RulesData
from companion.lairs.treasures import TreasureSupply

HUSTLE_CREEPS = 3


# --- decisions the explorer owes before taking the next action -------------------------------
@dataclass(frozen=True)
class PendingFatigue:
    rule: FatigueRule
    source: str  # the hazard that struck

    def describe(self) -> str:
        return f"{self.source} strikes: {self.rule.describe()}"


@dataclass(frozen=True)
class PendingHustle:
    creeps_left: int

    def describe(self) -> str:
        return f"Hustle: up to {self.creeps_left} more Creep(s), or stop"


@dataclass(frozen=True)
class PendingPeer:
    cell: Cell
    must_enter: bool  # peering off a hazard is a way out, so the entry is not optional

    def describe(self) -> str:
        return f"enter {cell_name(self.cell)} for free?"


@dataclass(frozen=True)
class PendingChest:
    def describe(self) -> str:
        return "open the chest?"


@dataclass(frozen=True)
class PendingDisplay:
    def describe(self) -> str:
        return "take one treasure from the display"


@dataclass(frozen=True)
class PendingExit:
    def describe(self) -> str:
        return "leave the dungeon?"


Pending = (
    PendingFatigue | PendingHustle | PendingPeer | PendingChest | PendingDisplay | PendingExit
)


@dataclass(frozen=True)
class Roll:
    """A Check: the dice bought, their faces, the target it was against and the outcome."""

    hazard: str
    cell: Cell
    faces: tuple[int, ...]
    target: int
    success: bool

    @property
    def total(self) -> int:
        return sum(self.faces)


def achievement(chests: int, monsters: int) -> bool:
    """May the explorer leave: 3 chests, or 3 monsters, or 2 chests + 2 monsters."""
    return chests >= 3 or monsters >= 3 or (chests >= 2 and monsters >= 2)


class Exploration:
    """An explorer's progress through one dungeon (mutable; the game owns and copies it)."""

    def __init__(
        self, dungeon: Dungeon, data: RulesData, supply: TreasureSupply, rng: random.Random
    ) -> None:
        start = dungeon.start
        if start is None:
            raise ValueError("a dungeon to explore needs exactly one Start")
        self.dungeon = dungeon
        self.data = data
        self.supply = supply
        self.rng = rng
        self.features: dict[Cell, Feature] = dict(dungeon.features)
        self.targets: dict[Cell, int] = {
            cell: data.hazards[f].target for cell, f in dungeon.features.items() if f.is_hazard
        }
        self.known: set[Cell] = set()
        self.position: Cell | None = None
        self.mat: EnergyMat = START_MAT
        self.chests = self.monsters = self.traps_disarmed = 0
        self.treasures: list[str] = []
        self.exited = False
        self.turns = 0
        self.in_turn = False
        self.pending: list[Pending] = []
        self.log: list[str] = []
        self.last_roll: Roll | None = None

    # --- the turn --------------------------------------------------------------------------------
    def begin_turn(self) -> None:
        self.turns += 1
        self.in_turn = True
        self.mat = self.mat.refreshed()
        self.log.append(f"Turn {self.turns}: energy refreshed")
        if self.position is None:  # the very first turn: the Builder names the Start
            start = self.dungeon.start
            assert start is not None
            self.position = start
            self._learn(start)
        self._maybe_end_turn()

    def _maybe_end_turn(self) -> None:
        if not self.pending and (self.exited or not self.mat.can_spend):
            self._end_turn()

    def _end_turn(self) -> None:
        self.in_turn = False
        self.pending.clear()

    @property
    def achieved(self) -> bool:
        return achievement(self.chests, self.monsters)

    @property
    def here(self) -> Cell:
        assert self.position is not None
        return self.position

    def on_hazard(self) -> bool:
        feature = self.features.get(self.here)
        return feature is not None and feature.is_hazard

    # --- legal actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[ExplorerAction]:
        if not self.in_turn:
            return []
        if self.pending:
            return self._answers(self.pending[0])
        here = self.here
        mat = self.mat
        actions: list[ExplorerAction] = []
        neighbours = list(self.dungeon.open_neighbours(here))
        for pay in mat.payments(CREEP_COST):
            actions.extend(Creep(n, pay) for n in neighbours)
        for pay in mat.payments(HUSTLE_COST):
            actions.extend(Hustle(n, pay) for n in neighbours)
        destinations = self.backtrack_destinations()
        for pay in mat.payments(BACKTRACK_COST):
            actions.extend(Backtrack(d, pay) for d in destinations)
        unknown = [n for n in neighbours if n not in self.known]
        for pay in mat.payments(PEER_COST):
            actions.extend(Peer(n, pay) for n in unknown)
        if self.on_hazard():
            actions.extend(Check(pay) for pay in mat.all_payments())
        else:
            actions.extend(Conserve(cubes) for cubes in mat.conserve_choices())
        return actions

    def _answers(self, pending: Pending) -> list[ExplorerAction]:
        if isinstance(pending, PendingFatigue):
            return [Fatigue(c) for c in self.mat.fatigue_choices(pending.rule)]
        if isinstance(pending, PendingHustle):
            return [*(Step(n) for n in self.dungeon.open_neighbours(self.here)), Stop()]
        if isinstance(pending, PendingPeer):
            return [Enter()] if pending.must_enter else [Enter(), Stay()]
        if isinstance(pending, PendingChest):
            return [OpenChest(), SkipChest()]
        if isinstance(pending, PendingDisplay):
            return [Take(card) for card in self.supply.display]
        return [Leave(), Stay()]

    def backtrack_destinations(self) -> list[Cell]:
        """Known cells reachable through Known Empty cells only (the end may hold a feature)."""
        here = self.here
        seen = {here}
        queue = deque([here])
        found: list[Cell] = []
        while queue:
            cell = queue.popleft()
            if cell != here and cell in self.features:
                continue  # a feature on the way stops the Backtrack there
            for n in self.dungeon.open_neighbours(cell):
                if n in self.known and n not in seen:
                    seen.add(n)
                    found.append(n)
                    queue.append(n)
        return sorted(found)

    def explain_illegal(self, action: object) -> str:
        if not self.in_turn:
            return "it is not this explorer's turn"
        if self.pending:
            return f"first answer: {self.pending[0].describe()}"
        cost = _COSTS.get(type(action))
        if isinstance(action, Creep | Hustle | Peer | Backtrack):
            target = action.target
            if direction_between(self.here, target) is None and not isinstance(action, Backtrack):
                return f"{cell_name(target)} is not next to {cell_name(self.here)}"
            if not isinstance(action, Backtrack) and self.dungeon.has_wall(self.here, target):
                return f"a wall stands between {cell_name(self.here)} and {cell_name(target)}"
            if isinstance(action, Peer) and target in self.known:
                return f"{cell_name(target)} is already known"
            if isinstance(action, Backtrack) and target not in self.backtrack_destinations():
                return (f"{cell_name(target)} is not reachable through Known Empty cells "
                        "(features stop a Backtrack)")
            if cost is not None and action.pay not in self.mat.payments(cost):
                return f"{action} does not pay {cost.describe()} from your Fresh/Conserved cubes"
        if isinstance(action, Check):
            if not self.on_hazard():
                return "there is no monster or trap here to fight or disarm"
            return "those cubes cannot be spent"
        if isinstance(action, Conserve):
            if self.on_hazard():
                return "on a hazard you may only fight/disarm it or move out"
            return "Conserve moves up to 3 Fresh cubes into the free Conserved slots"
        return "it is not a legal action now"

    # --- carrying out ----------------------------------------------------------------------------
    def apply(self, action: ExplorerAction) -> None:
        """Carry out a legal action (the caller checked legality)."""
        if self.pending:
            self._answer(self.pending.pop(0), action)
        else:
            self._act(action)
        self._maybe_end_turn()

    def _pay(self, pay: Picks) -> None:
        mat = self.mat.after_payment(pay)
        assert mat is not None
        self.mat = mat

    def _act(self, action: ExplorerAction) -> None:
        if isinstance(action, Creep):
            self._pay(action.pay)
            self._enter(action.target, f"Creep to {cell_name(action.target)}")
        elif isinstance(action, Hustle):
            self._pay(action.pay)
            self._hustle_creep(action.target, HUSTLE_CREEPS - 1)
        elif isinstance(action, Backtrack):
            self._pay(action.pay)
            self._enter(action.target, f"Backtrack to {cell_name(action.target)}")
        elif isinstance(action, Peer):
            self._pay(action.pay)
            self.log.append(f"Peer into {cell_name(action.target)}")
            self._learn(action.target)
            self.pending.append(PendingPeer(action.target, self.on_hazard()))
        elif isinstance(action, Check):
            self._pay(action.pay)
            self._check(len(action.pay))
        elif isinstance(action, Conserve):
            mat = self.mat.after_conserve(action.cubes)
            assert mat is not None
            self.mat = mat
            self.log.append(f"Conserve {len(action.cubes)} cube(s); turn ends")
            self._end_turn()

    def _answer(self, pending: Pending, action: ExplorerAction) -> None:
        if isinstance(action, Fatigue):
            assert isinstance(pending, PendingFatigue)
            mat = self.mat.after_penalty(pending.rule, action.cubes)
            assert mat is not None
            self.mat = mat
            verb = "Spent" if pending.rule.spend else "Fatigued"
            self.log.append(f"{verb} {len(action.cubes)} cube(s)")
        elif isinstance(action, Step):
            assert isinstance(pending, PendingHustle)
            self._hustle_creep(action.target, pending.creeps_left - 1)
        elif isinstance(action, Enter):
            assert isinstance(pending, PendingPeer)
            self._enter(pending.cell, f"Enter {cell_name(pending.cell)}")
        elif isinstance(action, OpenChest):
            self._open_chest()
        elif isinstance(action, Take):
            self.supply.take_from_display(action.card)
            self.treasures.append(action.card)
            self.log.append(f"Took {self.data.treasures[action.card].name} from the display")
        elif isinstance(action, Leave):
            self.exited = True
            self.log.append("Left the dungeon")
            self._end_turn()
        # Stop, Stay and SkipChest only close the decision.

    def _hustle_creep(self, target: Cell, creeps_left: int) -> None:
        stopped = self._enter(target, f"Hustle to {cell_name(target)}")
        if not stopped and creeps_left > 0:
            self.pending.insert(0, PendingHustle(creeps_left))

    def _learn(self, cell: Cell) -> None:
        """The Builder describes the walls first, then the feature."""
        if cell in self.known:
            return
        self.known.add(cell)
        walls = self.dungeon.walls_around(cell)
        sides = [d.value for d in Direction if walls[d]] or ["none"]
        feature = self.features.get(cell)
        self.log.append(f"Learned {cell_name(cell)}: walls {', '.join(sides)}; "
                        f"{feature.value if feature else 'empty'}")

    def _enter(self, cell: Cell, what: str) -> bool:
        """Move into a cell; True when it is not Empty (which ends a Hustle)."""
        was_known = cell in self.known
        self.position = cell
        self.log.append(what)
        self._learn(cell)
        feature = self.features.get(cell)
        if feature is None:
            return False
        if feature.is_hazard and not was_known:
            self._strike(cell)
        elif feature is Feature.CHEST:
            self.pending.append(PendingChest())
        elif feature is Feature.EXIT and self.achieved:
            self.pending.append(PendingExit())
        return True

    def _strike(self, cell: Cell) -> None:
        card = self.data.hazards[self.features[cell]]
        choices = self.mat.fatigue_choices(card.strike)
        self.log.append(f"{card.name} strikes: {card.strike.describe()}")
        if len(choices) == 1:
            mat = self.mat.after_penalty(card.strike, choices[0])
            assert mat is not None
            self.mat = mat
        else:
            self.pending.append(PendingFatigue(card.strike, card.name))

    def _check(self, dice: int) -> None:
        cell = self.here
        feature = self.features[cell]
        card = self.data.hazards[feature]
        target = self.targets[cell]
        faces = self.data.die.roll(self.rng, dice)
        success = sum(faces) >= target
        self.last_roll = Roll(card.name, cell, faces, target, success)
        self.log.append(f"Check against {card.name} (target {target}): rolled "
                        f"{'+'.join(map(str, faces)) or 'no dice'} = {sum(faces)}, "
                        f"{'success' if success else 'failure'}")
        if success:
            if feature is Feature.MONSTER:
                self.monsters += 1
            else:
                self.traps_disarmed += 1
            del self.features[cell]
            return
        self._strike(cell)
        if card.on_failed_check is FailedCheck.LOWER_TARGET:
            self.targets[cell] = target - sum(faces)
        else:
            del self.features[cell]
            self.log.append(f"{card.name} is removed from the game")

    def _open_chest(self) -> None:
        self.chests += 1
        del self.features[self.here]
        card = self.supply.draw()
        if card is not None:
            self.treasures.append(card)
        self.log.append("Opened the chest" + (": drew a treasure" if card else ""))
        if self.supply.display:
            self.pending.insert(0, PendingDisplay())


_COSTS: dict[type, Cost] = {
    Creep: CREEP_COST, Hustle: HUSTLE_COST, Backtrack: BACKTRACK_COST, Peer: PEER_COST,
}
