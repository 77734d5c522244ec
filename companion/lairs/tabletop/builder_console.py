"""The Builder's console: follow the opponent's announced moves through your own dungeon.

At the table the explorer pays cubes on their own mat and rolls the real dice; the Builder only
has to answer truthfully and keep the Explorer token in the right place. So the console drives the
exploration engine (``companion.lairs.exploration``) with a full mat before every announced
action, and a check uses the dice the explorer told. Every rule question (may they go there, what
does the cell reveal, what happens at a hazard, a chest, the Exit) is answered by the engine; the
console adds what the Builder must *say*, in the rulebook's order.

The cubes are followed beside the engine (``energy_watch``): each announced action pays its
cost, strikes fatigue, a new turn refreshes, and the turn ends once no cube is left. An action
the cubes cannot pay, or a roll the dice cannot make, is refused like an impossible move.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from companion.core.document import DocumentError, DocumentType, quote
from companion.core.errors import CompanionError, IllegalAction
from companion.core.files import write_json_atomic
from companion.core.messages import message
from companion.core.shape import Const, Fields, ListOf, Text
from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    Enter,
    ExplorerAction,
    Hustle,
    Leave,
    OpenChest,
    Peer,
    SkipChest,
    Stay,
    Step,
    Stop,
)
from companion.lairs.board import Cell, Direction, Dungeon, Feature, cell_name, step
from companion.lairs.dungeon_file import DUNGEON, dungeon_from_checked, dungeon_to_json
from companion.lairs.energy import (
    BACKTRACK_COST,
    CREEP_COST,
    HUSTLE_COST,
    PEER_COST,
    Basket,
    Cost,
    EnergyMat,
)
from companion.lairs.exploration import (
    DIRECTION_WORDS,
    Exploration,
    PendingChest,
    PendingDisplay,
    PendingExit,
    PendingFatigue,
    PendingHustle,
    PendingPeer,
)
from companion.lairs.hazards import Die
from companion.lairs.rulesdata import RulesData, default_rules_data
from companion.lairs.tabletop.announcements import Announcement, Verb, parse_announcement
from companion.lairs.tabletop.answers import Answer, Decision, Event, EventKind, Outcome, Tell
from companion.lairs.tabletop.energy_watch import EnergyWatch
from companion.lairs.treasures import TreasureSupply
from companion.lairs.validation import validate
from companion.lairs.views import BuilderView, ExplorerMap, builder_view, explorer_view

FORMAT = "lairs-builder-console"
VERSION = 1
ANNOUNCEMENT_LIMIT = 200  # characters; "creep east E4" is the usual length
_FULL_MAT = EnergyMat.all_in(Basket.FRESH)


_DECISIONS: dict[type, Decision] = {
    PendingHustle: Decision.HUSTLE, PendingPeer: Decision.PEER, PendingChest: Decision.CHEST,
    PendingExit: Decision.EXIT,
}


@dataclass(frozen=True)
class _ToldDice(Die):
    """The dice were rolled at the table: the engine's Check "rolls" what the explorer told."""

    told: tuple[int, ...] = ()

    def roll(self, rng: random.Random, count: int) -> tuple[int, ...]:
        return self.told


@dataclass
class _Progress:
    """Console-side book-keeping the engine does not keep per cell."""

    outcomes: dict[Cell, Outcome] = field(default_factory=dict)
    turn_open: bool = True
    hustle_announced: bool = False
    energy: EnergyWatch = field(default_factory=lambda: EnergyWatch.start().refreshed())


class BuilderConsole:
    """Follows one explorer through the Builder's own dungeon from their announcements."""

    def __init__(self, dungeon: Dungeon, data: RulesData | None = None) -> None:
        check = validate(dungeon)
        if not check.valid:
            problems = "; ".join(v.message for v in check.violations)
            raise CompanionError(f"this dungeon breaks the build rules: {problems}")
        self.dungeon = dungeon
        self._data = data or default_rules_data()
        # The real treasures are on the table; the engine only needs a supply to open chests.
        supply = TreasureSupply(list(self._data.treasures.cards), random.Random(0))
        self._engine = Exploration(dungeon, self._data, supply, random.Random(0))
        self._progress = _Progress()
        self._said: list[str] = []
        self._answers: list[Answer] = []
        self._undo: list[tuple[Exploration, _Progress]] = []
        known = set(self._engine.known)
        self._engine.begin_turn()  # the very first turn: the Builder names the Start
        start = self._engine.here
        self.opening = Answer("", self._tells(known),
                              (Event(EventKind.START, start),))

    # --- what the Builder sees -------------------------------------------------------------
    @property
    def said(self) -> tuple[str, ...]:
        """The announcements followed so far, as understood."""
        return tuple(self._said)

    @property
    def answers(self) -> tuple[Answer, ...]:
        return tuple(self._answers)

    @property
    def position(self) -> Cell:
        return self._engine.here

    @property
    def known(self) -> frozenset[Cell]:
        return frozenset(self._engine.known)

    @property
    def features(self) -> dict[Cell, Feature]:
        """The features still on the board (the dungeon as built minus those dealt with)."""
        return dict(self._engine.features)

    @property
    def outcomes(self) -> dict[Cell, Outcome]:
        return dict(self._progress.outcomes)

    @property
    def targets(self) -> dict[Cell, int]:
        """Current targets of the hazards still on the board (lowered after failed fights)."""
        return {c: t for c, t in self._engine.targets.items() if c in self._engine.features}

    @property
    def lowered_targets(self) -> dict[Cell, int]:
        """Monster targets the explorer must have written on their map."""
        return {c: t for c, t in self.targets.items()
                if t != self._data.hazards[self._engine.features[c]].target}

    @property
    def chests(self) -> int:
        return self._engine.chests

    @property
    def monsters(self) -> int:
        return self._engine.monsters

    @property
    def traps_disarmed(self) -> int:
        return self._engine.traps_disarmed

    @property
    def achieved(self) -> bool:
        return self._engine.achieved

    @property
    def exited(self) -> bool:
        return self._engine.exited

    @property
    def turn(self) -> int:
        return self._engine.turns

    @property
    def waiting_for(self) -> Decision | None:
        """The choice the explorer has now (enter after Peer, open the chest...)."""
        pending = self._decision()
        return None if pending is None else _DECISIONS.get(type(pending))

    def hustle_in_progress(self) -> bool:
        return self._progress.hustle_announced or isinstance(self._decision(), PendingHustle)

    def hustle_creeps_left(self) -> int:
        """Creeps the Hustle in progress may still take (0: no Hustle)."""
        pending = self._decision()
        if isinstance(pending, PendingHustle):
            return pending.creeps_left
        return 3 if self._progress.hustle_announced else 0

    @property
    def energy(self) -> EnergyWatch:
        """The explorer's cubes, as far as their announcements tell."""
        return self._progress.energy

    @property
    def turn_open(self) -> bool:
        """False between turns: the next announcement begins their next turn."""
        return self._progress.turn_open

    def destinations(self, verb: Verb) -> list[Cell]:
        """The cells an announced move may name now (for click-to-announce)."""
        if self.exited or verb not in (Verb.CREEP, Verb.HUSTLE, Verb.PEER, Verb.BACKTRACK):
            return []
        probe = self._probe()
        if verb is Verb.CREEP and isinstance(probe._decision(), PendingHustle):
            return [a.target for a in probe._engine.legal_actions() if isinstance(a, Step)]
        probe._close_decisions(keep_hustle=False)
        kind = {Verb.CREEP: Creep, Verb.HUSTLE: Hustle, Verb.PEER: Peer,
                Verb.BACKTRACK: Backtrack}[verb]
        return sorted({a.target for a in probe._engine.legal_actions() if isinstance(a, kind)})

    def board_view(self) -> BuilderView:
        """The Builder's own board with the Explorer token and what they have learned."""
        return builder_view(self._engine)

    def explorer_map(self) -> ExplorerMap:
        """What the explorer has been told: their map as it should be drawn."""
        return explorer_view(self._engine).map

    def hazard_here(self) -> Feature | None:
        feature = self._engine.features.get(self.position)
        return feature if feature is not None and feature.is_hazard else None

    # --- following announcements -------------------------------------------------------------
    def announce(self, announcement: Announcement | str) -> Answer:
        """Carry out an announced action, or raise ``IllegalAction`` saying why it cannot be
        (nothing changes then)."""
        if isinstance(announcement, str):
            announcement = parse_announcement(announcement)
        saved = (self._copy_engine(), copy.deepcopy(self._progress))
        known = set(self._engine.known)
        try:
            events = self._carry_out(announcement)
        except CompanionError:
            self._engine, self._progress = saved
            raise
        answer = Answer(str(announcement), self._tells(known), tuple(events))
        self._undo.append(saved)
        self._said.append(str(announcement))
        self._answers.append(answer)
        return answer

    def undo(self) -> bool:
        """Take back the last accepted announcement (a slip of the Builder's hand)."""
        if not self._undo:
            return False
        self._engine, self._progress = self._undo.pop()
        self._said.pop()
        self._answers.pop()
        return True

    def _carry_out(self, a: Announcement) -> list[Event]:
        if self.exited:
            raise IllegalAction(message("LairsConsole", "the explorer has left the dungeon"))
        events: list[Event] = []
        progress = self._progress
        if not progress.turn_open:
            self._engine.begin_turn()
            progress.turn_open = True
            progress.energy = progress.energy.refreshed()
            events.append(Event(EventKind.TURN))
        self._engine.mat = _FULL_MAT  # the rules see a full mat; the watch follows the cubes
        self._engine.in_turn = True
        if a.verb is Verb.HUSTLE and a.target is None and a.direction is None:
            self._close_decisions(keep_hustle=False)
            progress.energy = progress.energy.paid(HUSTLE_COST,
                                                   message("LairsConsole", "a Hustle"))
            progress.hustle_announced = True
            return [*events, Event(EventKind.HUSTLE)]
        prepaid = progress.hustle_announced
        action = self._answer_pending(a, events)
        if action is None:
            action = self._action(a, events)
        if action is not None:
            if action is not _NOTHING:
                self._require(action)  # "no monster here" before "no such roll"
            events += self._apply(action, self._cost(action, a, prepaid))
        return events + self._end_of_energy()

    def _cost(self, action: ExplorerAction, a: Announcement,
              prepaid: bool) -> Cost | tuple[int, ...] | None:
        """What an announced action costs: a cube cost, the dice a Check may have bought, or
        nothing (a Creep of a Hustle, entering after a Peer, a decision)."""
        if isinstance(action, Hustle):
            return None if prepaid else HUSTLE_COST
        if isinstance(action, Check):
            return self._dice_bought(a)
        return _COSTS.get(type(action))

    def _dice_bought(self, a: Announcement) -> tuple[int, ...]:
        """How many dice the told roll may have taken; refuses a roll the dice cannot make."""
        die = self._data.die
        faces = ", ".join(map(str, die.faces))
        if len(a.rolled) > 1:
            wrong = [f for f in a.rolled if f not in die.faces]
            if wrong:
                raise IllegalAction(message("LairsConsole", "a die shows {faces}: no face {face}"
                                            ).format(faces=faces, face=wrong[0]))
            return (len(a.rolled),)
        if not a.rolled:
            return (0,)
        most = self._progress.energy.most_spends
        counts = tuple(n for n in range(1, most + 1) if a.total in die.totals(n))
        if not counts:
            raise IllegalAction(message("LairsConsole", "no roll of 1 to {most} dice (faces "
                                        "{faces}) totals {total}").format(
                most=most, faces=faces, total=a.total))
        return counts

    def _end_of_energy(self) -> list[Event]:
        """With no cube left and no choice open, the explorer's turn is over."""
        progress = self._progress
        if (not progress.turn_open or self.exited or progress.energy.can_spend
                or self._decision() is not None or progress.hustle_announced):
            return []
        progress.turn_open = False
        return [Event(EventKind.TURN_OVER, detail="no cube left")]

    def _decision(self) -> Any:
        return self._engine.pending[0] if self._engine.pending else None

    def _answer_pending(self, a: Announcement, events: list[Event]) -> ExplorerAction | None:
        """Map the announcement onto a decision the explorer owes; close decisions it skips."""
        pending = self._decision()
        if isinstance(pending, PendingHustle):
            if a.verb is Verb.CREEP:
                return Step(self._target(a))
            self._apply(Stop())
            events.append(Event(EventKind.HUSTLE_OVER))
            return None if a.verb is not Verb.STOP else _NOTHING
        if isinstance(pending, PendingPeer):
            if a.verb is Verb.ENTER or (a.verb is Verb.CREEP and self._target(a) == pending.cell):
                if a.target is not None and a.target != pending.cell:
                    raise IllegalAction(message("LairsConsole", "the explorer peered into "
                                                "{cell}, not {other}").format(
                        cell=cell_name(pending.cell), other=cell_name(a.target)))
                return Enter()
            self._apply(Stay())
            return _NOTHING if a.verb is Verb.STAY else None
        if isinstance(pending, PendingChest):
            if a.verb is Verb.OPEN:
                return OpenChest()
            self._apply(SkipChest())
            return _NOTHING if a.verb is Verb.SKIP else None
        if isinstance(pending, PendingExit):
            if a.verb is Verb.LEAVE:
                return Leave()
            self._apply(Stay())
            return _NOTHING if a.verb is Verb.STAY else None
        return None

    def _action(self, a: Announcement, events: list[Event]) -> ExplorerAction | None:
        engine, mat = self._engine, _FULL_MAT
        hustle = self._progress.hustle_announced
        self._progress.hustle_announced = False
        if a.verb is Verb.STOP and hustle:  # a Hustle announced, then given up before a Creep
            events.append(Event(EventKind.HUSTLE_OVER))
            return None
        if a.verb is Verb.CREEP and hustle:
            return Hustle(self._target(a), mat.payments(HUSTLE_COST)[0])
        if a.verb is Verb.CREEP:
            return Creep(self._target(a), mat.payments(CREEP_COST)[0])
        if a.verb is Verb.HUSTLE:
            return Hustle(self._target(a), mat.payments(HUSTLE_COST)[0])
        if a.verb is Verb.PEER:
            return Peer(self._target(a), mat.payments(PEER_COST)[0])
        if a.verb is Verb.BACKTRACK:
            return Backtrack(self._target(a), mat.payments(BACKTRACK_COST)[0])
        if a.verb.checks:
            return self._check(a)
        if a.verb in (Verb.CONSERVE, Verb.END_TURN):
            if a.verb is Verb.CONSERVE:
                self._require(Conserve(()))  # the engine refuses it on a hazard
                self._progress.energy = self._progress.energy.conserved()
            self._progress.turn_open = False
            events.append(Event(EventKind.TURN_OVER))
            return None
        if a.verb is Verb.ENTER:
            raise IllegalAction(message("LairsConsole", "Enter follows a Peer: the explorer has "
                                        "not just peered"))
        if a.verb is Verb.OPEN:
            raise IllegalAction(message("LairsConsole", "there is no closed chest to open at "
                                        "{cell}").format(cell=cell_name(engine.here)))
        if a.verb is Verb.LEAVE:
            if engine.features.get(engine.here) is not Feature.EXIT:
                raise IllegalAction(message("LairsConsole", "the explorer is not on the Exit "
                                            "({cell})").format(cell=cell_name(engine.here)))
            if engine.achieved:
                raise IllegalAction(message("LairsConsole", "they chose to stay: the Exit lets "
                                            "them out when they enter it"))
            raise IllegalAction(message("LairsConsole", "no achievement yet: 3 chests, or 3 "
                                        "monsters, or 2 chests and 2 monsters"))
        if a.verb is Verb.STOP:
            raise IllegalAction(message("LairsConsole", "there is no Hustle to stop"))
        raise IllegalAction(message("LairsConsole", "nothing to {verb} now").format(
            verb=str(a.verb)))

    def _target(self, a: Announcement) -> Cell:
        here = self._engine.here
        if a.direction is None:
            assert a.target is not None
            return a.target
        neighbour = step(here, a.direction)
        if neighbour is None:
            raise IllegalAction(message("LairsConsole", "{cell} has the outer wall to the "
                                        "{direction}").format(
                cell=cell_name(here), direction=DIRECTION_WORDS[a.direction]))
        if a.target is not None and a.target != neighbour:
            raise IllegalAction(message("LairsConsole", "{target} is not {direction} of {cell} "
                                        "({neighbour} is)").format(
                target=cell_name(a.target), direction=DIRECTION_WORDS[a.direction],
                cell=cell_name(here), neighbour=cell_name(neighbour)))
        return neighbour

    def _check(self, a: Announcement) -> ExplorerAction:
        feature = self._engine.features.get(self._engine.here)
        wanted = {Verb.FIGHT: Feature.MONSTER, Verb.DISARM: Feature.TRAP}.get(a.verb)
        if feature is not None and wanted is not None and feature.is_hazard and feature != wanted:
            holds = (message("LairsConsole", "{cell} holds a monster: fight it")
                     if feature is Feature.MONSTER else
                     message("LairsConsole", "{cell} holds a trap: disarm it"))
            raise IllegalAction(holds.format(cell=cell_name(self._engine.here)))
        # The engine only adds the faces up, so the told total stands for all the dice.
        told = (a.total,) if a.rolled else ()
        die = _ToldDice(self._data.die.faces, self._data.die.assumption, told)
        self._engine.data = replace(self._data, die=die)
        return Check(_FULL_MAT.any_payments(len(told))[0])

    def _require(self, action: ExplorerAction) -> None:
        if action in self._engine.legal_actions():
            return
        if isinstance(action, Step):  # say why as for any Creep, not "finish the Hustle first"
            probe = self._copy_engine()
            probe.pending.clear()
            action = Creep(action.target, _FULL_MAT.payments(CREEP_COST)[0])
            raise IllegalAction(probe.explain_illegal(action))
        raise IllegalAction(self._engine.explain_illegal(action))

    def _apply(self, action: ExplorerAction,
               cost: Cost | tuple[int, ...] | None = None) -> list[Event]:
        """Apply one engine action (the explorer paying ``cost`` for it: a cube cost or the
        possible numbers of dice), then settle what the Builder does not decide."""
        engine = self._engine
        if action is _NOTHING:
            return []
        self._require(action)
        progress = self._progress
        if isinstance(cost, Cost):
            progress.energy = progress.energy.paid(cost, _PAID_FOR[type(action)])
        elif cost is not None:
            progress.energy = progress.energy.paid_dice(cost, message("LairsConsole",
                                                                      "that roll"))
        here_before, events = engine.position, []
        before = (engine.chests, engine.monsters, engine.traps_disarmed)
        feature_before = engine.features.get(engine.here)
        engine.apply(action)
        engine.data = self._data
        if isinstance(action, Check):
            events.append(self._check_event(here_before, feature_before, before))
        if isinstance(action, OpenChest):
            self._progress.outcomes[engine.here] = Outcome.OPENED
            events.append(Event(EventKind.OPENED, engine.here))
        if isinstance(action, Leave):
            events.append(Event(EventKind.LEFT, engine.here))
        # With a full mat every strike leaves a choice of cubes, so the engine asks: that is
        # how the console sees a hazard strike.
        for pending in engine.pending:
            if isinstance(pending, PendingFatigue):
                events.append(Event(EventKind.STRIKE, engine.here, pending.source,
                                    pending.rule.describe()))
                progress.energy = progress.energy.fatigued(pending.rule)
        if (isinstance(action, Step | Hustle) and not isinstance(self._decision(), PendingHustle)
                and engine.features.get(engine.here) is None):
            events.append(Event(EventKind.HUSTLE_OVER, detail="3 Creeps"))
        if engine.position != here_before or isinstance(action, Enter):
            events += self._arrival()
        self._settle()
        return events

    def _check_event(self, cell: Cell | None, feature: Feature | None,
                     before: tuple[int, int, int]) -> Event:
        engine = self._engine
        assert cell is not None and feature is not None and engine.last_roll is not None
        roll = engine.last_roll
        gone = cell not in engine.features
        if gone and engine.monsters > before[1]:
            self._progress.outcomes[cell] = Outcome.DEFEATED
        elif gone and engine.traps_disarmed > before[2]:
            self._progress.outcomes[cell] = Outcome.DISARMED
        elif gone:
            self._progress.outcomes[cell] = Outcome.REMOVED
        new_target = engine.targets[cell] if not gone else None
        return Event(EventKind.CHECK, cell, roll.hazard, total=roll.total, target=roll.target,
                     success=roll.success, new_target=new_target,
                     removed=gone and not roll.success)

    def _arrival(self) -> list[Event]:
        engine = self._engine
        events = []
        if any(isinstance(p, PendingChest) for p in engine.pending):
            events.append(Event(EventKind.CHEST, engine.here))
        if engine.features.get(engine.here) is Feature.EXIT:
            kind = EventKind.EXIT_OPEN if engine.achieved else EventKind.EXIT_SHUT
            events.append(Event(kind, engine.here))
        return events

    def _settle(self) -> None:
        """Answer the decisions that are the explorer's private business (which cubes a strike
        fatigues, which display card they take) or that have only one answer."""
        engine = self._engine
        while engine.pending:
            pending = engine.pending[0]
            if isinstance(pending, PendingFatigue | PendingDisplay):
                engine.apply(engine.legal_actions()[0])
            elif isinstance(pending, PendingPeer) and pending.must_enter:
                engine.apply(Enter())
            else:
                return

    def _close_decisions(self, keep_hustle: bool) -> None:
        """The explorer moved on: decline whatever they were offered."""
        while (pending := self._decision()) is not None:
            if isinstance(pending, PendingHustle) and keep_hustle:
                return
            answer = {PendingHustle: Stop(), PendingPeer: Stay(), PendingChest: SkipChest(),
                      PendingExit: Stay()}[type(pending)]
            self._apply(answer)

    def _probe(self) -> BuilderConsole:
        probe = copy.copy(self)
        probe._engine = self._copy_engine()
        probe._progress = copy.deepcopy(self._progress)
        probe._engine.mat = _FULL_MAT
        probe._engine.in_turn = True
        return probe

    def _copy_engine(self) -> Exploration:
        # The dungeon and the rules data are immutable and shared (and hold mapping proxies,
        # which cannot be deep-copied).
        shared = {id(self.dungeon): self.dungeon, id(self._data): self._data}
        return copy.deepcopy(self._engine, shared)

    def _tells(self, known_before: set[Cell]) -> tuple[Tell, ...]:
        new = [c for c in self._engine.known if c not in known_before]
        if not new:
            return ()
        cells = explorer_view(self._engine).map.cells
        tells = []
        for cell in new:
            seen = cells[cell]
            sides = [d for d in Direction if seen.wall(d)]
            walls = tuple(d for d in sides if step(cell, d) is not None)
            frame = tuple(d for d in sides if step(cell, d) is None)
            hazard = self._data.hazards[seen.feature].name if (
                seen.feature is not None and seen.feature.is_hazard) else ""
            tells.append(Tell(cell, walls, frame, seen.feature, hazard, seen.target))
        return tuple(tells)

    # --- files ---------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "dungeon": dungeon_to_json(self.dungeon),
                "announcements": list(self.said)}

    def save(self, path: str | Path) -> None:
        write_json_atomic(path, self.to_json())

    @classmethod
    def from_json(cls, data: Any, where: str = "console") -> BuilderConsole:
        return cls._from_checked(CONSOLE_FILE.check(data, where), where)

    @classmethod
    def load(cls, path: str | Path) -> BuilderConsole:
        return cls._from_checked(CONSOLE_FILE.read(path), str(path))

    @classmethod
    def _from_checked(cls, checked: dict[str, Any], where: str) -> BuilderConsole:
        try:
            console = cls(dungeon_from_checked(checked["dungeon"]))
        except CompanionError as error:
            raise DocumentError([f"dungeon: {error}"], where) from None
        for index, text in enumerate(checked["announcements"]):
            try:
                console.announce(text)
            except CompanionError as error:
                raise DocumentError([f"announcements[{index}] {quote(text)}: {error}"],
                                    where) from None
        return console


CONSOLE_FILE = DocumentType(FORMAT, VERSION, Fields({
    "format": Const(FORMAT),
    "version": Const(VERSION),
    "dungeon": DUNGEON.shape,
    "announcements": ListOf(Text(max_length=ANNOUNCEMENT_LIMIT), "a list of announcements"),
}), "a Builder's console file")


class _Nothing:
    """The announcement only closed a decision (Stop, Stay, Skip): no further engine action."""


_NOTHING: Any = _Nothing()


_COSTS: dict[type, Cost] = {
    Creep: CREEP_COST, Peer: PEER_COST, Backtrack: BACKTRACK_COST,
}
# What the energy watch says was not paid for (the actions' own names).
_PAID_FOR = {
    Creep: message("LairsConsole", "Creep"), Peer: message("LairsConsole", "Peer"),
    Backtrack: message("LairsConsole", "Backtrack"), Hustle: message("LairsConsole", "Hustle"),
}
