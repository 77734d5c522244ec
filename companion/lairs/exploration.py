"""One explorer in one dungeon: the turn, the actions, hazards, chests and the Exit.

The engine knows the whole dungeon (it plays the Builder, who answers truthfully); what the
explorer may know is cut out by ``views``. Every choice is an explicit action; only a penalty
with exactly one way to pay it is carried out without asking.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from companion.core.messages import Joined, Message, message
from companion.core.protocol import NOT_LEGAL_NOW
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
    KIND_WORDS,
    PEER_COST,
    START_MAT,
    Cost,
    EnergyMat,
    FatigueRule,
    Picks,
)
from companion.lairs.hazards import FailedCheck
from companion.lairs.rulesdata import RulesData
from companion.lairs.trails import Trail, Visit
from companion.lairs.treasures import TreasureSupply

HUSTLE_CREEPS = 3


# --- decisions the explorer owes before taking the next action -------------------------------
@dataclass(frozen=True)
class PendingFatigue:
    rule: FatigueRule
    source: str  # the hazard that struck

    def describe(self) -> Message:
        return _strikes(self.source, self.rule)


@dataclass(frozen=True)
class PendingHustle:
    creeps_left: int

    def describe(self) -> Message:
        return message("LairsLog", "Hustle on or stop (Creeps left: {creeps})").format(
            creeps=self.creeps_left)


@dataclass(frozen=True)
class PendingPeer:
    cell: Cell
    must_enter: bool  # peering off a hazard is a way out, so the entry is not optional

    def describe(self) -> Message:
        return message("LairsLog", "enter {cell} for free?").format(cell=cell_name(self.cell))


@dataclass(frozen=True)
class PendingChest:
    def describe(self) -> Message:
        return message("LairsLog", "open the chest?")


@dataclass(frozen=True)
class PendingDisplay:
    def describe(self) -> Message:
        return message("LairsLog", "take one treasure from the display")


@dataclass(frozen=True)
class PendingExit:
    def describe(self) -> Message:
        return message("LairsLog", "leave the dungeon?")


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
        # A tuple, grown by one visit a move: views share it instead of copying it.
        self.trail: Trail = ()
        self.mat: EnergyMat = START_MAT
        self.chests = self.monsters = self.traps_disarmed = 0
        self.treasures: list[str] = []
        self.exited = False
        self.turns = 0
        self.in_turn = False
        self.pending: list[Pending] = []
        self.log: list[str] = []  # Messages, which the app translates
        self.last_roll: Roll | None = None

    # --- the turn --------------------------------------------------------------------------------
    def begin_turn(self) -> None:
        self.turns += 1
        self.in_turn = True
        self.mat = self.mat.refreshed()
        self.log.append(message("LairsLog", "Turn {turn}: energy refreshed").format(
            turn=self.turns))
        if self.position is None:  # the very first turn: the Builder names the Start
            start = self.dungeon.start
            assert start is not None
            self._stand(start)
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

    def explain_illegal(self, action: object) -> Message:
        if not self.in_turn:
            return message("LairsRefusal", "it is not this explorer's turn")
        if self.pending:
            return message("LairsRefusal", "first answer: {question}").format(
                question=self.pending[0].describe())
        cost = _COSTS.get(type(action))
        if isinstance(action, Creep | Hustle | Peer | Backtrack):
            target, here = cell_name(action.target), cell_name(self.here)
            if (direction_between(self.here, action.target) is None
                    and not isinstance(action, Backtrack)):
                return message("LairsRefusal", "{target} is not next to {here}").format(
                    target=target, here=here)
            if (not isinstance(action, Backtrack)
                    and self.dungeon.has_wall(self.here, action.target)):
                return message("LairsRefusal", "a wall stands between {here} and {target}"
                               ).format(here=here, target=target)
            if isinstance(action, Peer) and action.target in self.known:
                return message("LairsRefusal", "{target} is already known").format(target=target)
            if (isinstance(action, Backtrack)
                    and action.target not in self.backtrack_destinations()):
                return message("LairsRefusal", "{target} is not reachable through Known Empty "
                               "cells (features stop a Backtrack)").format(target=target)
            if cost is not None and action.pay not in self.mat.payments(cost):
                return message("LairsRefusal", "{action} does not pay {cost} from your "
                               "Fresh/Conserved cubes").format(action=str(action),
                                                               cost=cost.describe())
        if isinstance(action, Check):
            if not self.on_hazard():
                return message("LairsRefusal", "there is no monster or trap here to fight or "
                               "disarm")
            return message("LairsRefusal", "those cubes cannot be spent")
        if isinstance(action, Conserve):
            if self.on_hazard():
                return message("LairsRefusal", "on a hazard you may only fight/disarm it or "
                               "move out")
            return message("LairsRefusal", "Conserve moves up to 3 Fresh cubes into the free "
                           "Conserved slots")
        return NOT_LEGAL_NOW

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
            self._enter(action.target, message("LairsLog", "Creep to {cell}").format(
                cell=cell_name(action.target)))
        elif isinstance(action, Hustle):
            self._pay(action.pay)
            self._hustle_creep(action.target, HUSTLE_CREEPS - 1)
        elif isinstance(action, Backtrack):
            self._pay(action.pay)
            self._enter(action.target, message("LairsLog", "Backtrack to {cell}").format(
                cell=cell_name(action.target)))
        elif isinstance(action, Peer):
            self._pay(action.pay)
            self.log.append(message("LairsLog", "Peer into {cell}").format(
                cell=cell_name(action.target)))
            self._learn(action.target)
            self.pending.append(PendingPeer(action.target, self.on_hazard()))
        elif isinstance(action, Check):
            self._pay(action.pay)
            self._check(len(action.pay))
        elif isinstance(action, Conserve):
            mat = self.mat.after_conserve(action.cubes)
            assert mat is not None
            self.mat = mat
            self.log.append(message("LairsLog", "Conserve {cubes}; turn ends").format(
                cubes=_cubes(action.cubes)) if action.cubes else
                message("LairsLog", "Turn ends, nothing conserved"))
            self._end_turn()

    def _answer(self, pending: Pending, action: ExplorerAction) -> None:
        if isinstance(action, Fatigue):
            assert isinstance(pending, PendingFatigue)
            mat = self.mat.after_penalty(pending.rule, action.cubes)
            assert mat is not None
            self.mat = mat
            if not action.cubes:
                done = message("LairsLog", "No cube left to take")
            elif pending.rule.spend:
                done = message("LairsLog", "Cubes spent: {cubes}")
            else:
                done = message("LairsLog", "Cubes fatigued: {cubes}")
            self.log.append(done.format(cubes=_cubes(action.cubes)))
        elif isinstance(action, Step):
            assert isinstance(pending, PendingHustle)
            self._hustle_creep(action.target, pending.creeps_left - 1)
        elif isinstance(action, Enter):
            assert isinstance(pending, PendingPeer)
            self._enter(pending.cell, message("LairsLog", "Enter {cell}").format(
                cell=cell_name(pending.cell)))
        elif isinstance(action, OpenChest):
            self._open_chest()
        elif isinstance(action, Take):
            self.supply.take_from_display(action.card)
            self.treasures.append(action.card)
            self.log.append(message("LairsLog", "Took {card} from the display").format(
                card=self.data.treasures[action.card].name))
        elif isinstance(action, Leave):
            self.exited = True
            self.log.append(message("LairsLog", "Left the dungeon"))
            self._end_turn()
        # Stop, Stay and SkipChest only close the decision.

    def _hustle_creep(self, target: Cell, creeps_left: int) -> None:
        stopped = self._enter(target, message("LairsLog", "Hustle to {cell}").format(
            cell=cell_name(target)))
        if not stopped and creeps_left > 0:
            self.pending.insert(0, PendingHustle(creeps_left))

    def _stand(self, cell: Cell) -> None:
        self.position = cell
        self.trail += (Visit(self.turns, cell),)

    def _learn(self, cell: Cell) -> None:
        """The Builder describes the walls first, then the feature."""
        if cell in self.known:
            return
        self.known.add(cell)
        walls = self.dungeon.walls_around(cell)
        sides = [DIRECTION_WORDS[d] for d in Direction if walls[d]]
        feature = self.features.get(cell)
        told = (message("LairsLog", "Learned {cell}: walls {sides}; {feature}") if sides else
                message("LairsLog", "Learned {cell}: no walls; {feature}"))
        self.log.append(told.format(
            cell=cell_name(cell), sides=Joined(sides),
            feature=FEATURE_WORDS[feature] if feature else message("LairsLog", "empty")))

    def _enter(self, cell: Cell, what: Message) -> bool:
        """Move into a cell; True when it is not Empty (which ends a Hustle)."""
        was_known = cell in self.known
        self._stand(cell)
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
        self.log.append(_strikes(card.name, card.strike))
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
        checked = (message("LairsLog", "Check against {hazard} (target {target}): rolled "
                           "{faces} = {total}, success") if success else
                   message("LairsLog", "Check against {hazard} (target {target}): rolled "
                           "{faces} = {total}, failure"))
        self.log.append(checked.format(
            hazard=card.name, target=target, total=sum(faces),
            faces="+".join(map(str, faces)) or message("LairsLog", "no dice")))
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
            self.log.append(message("LairsLog", "{hazard} is removed from the game").format(
                hazard=card.name))

    def _open_chest(self) -> None:
        self.chests += 1
        del self.features[self.here]
        card = self.supply.draw()
        if card is not None:
            self.treasures.append(card)
        self.log.append(message("LairsLog", "Opened the chest: drew a treasure") if card
                        else message("LairsLog", "Opened the chest"))
        if self.supply.display:
            self.pending.insert(0, PendingDisplay())


def _cubes(picks: Picks) -> Joined:
    """Cubes by kind ("Basic, Quickness"): a count with "cube(s)" reads badly, and the
    catalogues cannot give a rules message its plural forms."""
    return Joined(KIND_WORDS[p.kind] for p in picks)


def _strikes(hazard: str, rule: FatigueRule) -> Message:
    return message("LairsLog", "{hazard} strikes: {penalty}").format(
        hazard=hazard, penalty=rule.describe())


# The board's words as the log says them (spelled out for the catalogues).
DIRECTION_WORDS = {Direction.NORTH: message("LairsLog", "north"),
               Direction.EAST: message("LairsLog", "east"),
               Direction.SOUTH: message("LairsLog", "south"),
               Direction.WEST: message("LairsLog", "west")}
FEATURE_WORDS = {Feature.START: message("LairsLog", "start"),
             Feature.EXIT: message("LairsLog", "exit"),
             Feature.CHEST: message("LairsLog", "chest"),
             Feature.MONSTER: message("LairsLog", "monster"),
             Feature.TRAP: message("LairsLog", "trap")}


_COSTS: dict[type, Cost] = {
    Creep: CREEP_COST, Hustle: HUSTLE_COST, Backtrack: BACKTRACK_COST, Peer: PEER_COST,
}
