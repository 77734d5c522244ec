"""What each side may know, as self-contained frozen values.

- ``ExplorerView``: the explorer's map sheet (Known cells only: their walls, features and
  monster targets), trail, energy mat, achievements, own treasures, the public display. It never
  contains a cell the explorer has not learned.
- ``BuilderView``: the builder's own full board with the opponent explorer's position and the
  cells that explorer has learned.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from companion.lairs.board import Cell, Direction, Dungeon, Feature
from companion.lairs.energy import EnergyMat
from companion.lairs.exploration import Exploration, Pending, Roll
from companion.lairs.hazards import Die, die_with_faces
from companion.lairs.trails import Trail
from companion.lairs.treasures import TreasureSet, default_treasures

SIDES: tuple[Direction, ...] = tuple(Direction)  # N, E, S, W


@dataclass(frozen=True)
class KnownCell:
    cell: Cell
    walls: tuple[bool, bool, bool, bool]  # N, E, S, W; the outer frame counts as wall
    feature: Feature | None  # the feature still there (opened/defeated/removed → None)
    target: int | None  # a hazard's current target, as written on the map sheet
    learned: Feature | None  # the feature when learned; shaded on the sheet once it is gone

    def wall(self, direction: Direction) -> bool:
        return self.walls[SIDES.index(direction)]


@dataclass(frozen=True)
class ExplorerMap:
    cells: Mapping[Cell, KnownCell]
    position: Cell | None

    def is_known(self, cell: Cell) -> bool:
        return cell in self.cells

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ExplorerMap):
            return NotImplemented
        return dict(self.cells) == dict(other.cells) and self.position == other.position

    def __hash__(self) -> int:
        return hash((frozenset(self.cells.items()), self.position))


@dataclass(frozen=True)
class ExplorerView:
    map: ExplorerMap
    trail: Trail  # every cell the explorer stood on, Start first
    mat: EnergyMat
    chests: int
    monsters: int
    traps_disarmed: int
    achieved: bool
    treasures: tuple[str, ...]
    display: tuple[str, ...]
    deck_size: int
    discard_size: int
    in_turn: bool
    pending: Pending | None
    exited: bool
    turns: int
    last_roll: Roll | None
    log: tuple[str, ...]
    die_faces: tuple[int, ...]
    # The treasure cards in play (public: every card text is in the box). Not compared: the
    # same in every view of a game, and a view's equality is about what a player knows.
    cards: TreasureSet = field(default_factory=default_treasures, compare=False)

    @property
    def die(self) -> Die:
        return die_with_faces(self.die_faces)

    def hazard_target(self) -> int | None:
        """The target a Check here rolls against, as the map sheet has it (None: no hazard)."""
        position = self.map.position
        cell = self.map.cells.get(position) if position is not None else None
        return cell.target if cell is not None else None

    def check_chance(self, dice: int) -> float | None:
        """The chance that a Check with ``dice`` dice succeeds here (None: no hazard here).
        No dice is a certain failure: the roll totals 0."""
        target = self.hazard_target()
        return None if target is None else self.die.chance_at_least(dice, target)


@dataclass(frozen=True)
class BuilderView:
    dungeon: Dungeon  # as built
    features: Mapping[Cell, Feature]  # as it stands now
    targets: Mapping[Cell, int]
    explorer_position: Cell | None
    explorer_known: frozenset[Cell]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BuilderView):
            return NotImplemented
        return (self.dungeon, dict(self.features), dict(self.targets), self.explorer_position,
                self.explorer_known) == (other.dungeon, dict(other.features),
                                         dict(other.targets), other.explorer_position,
                                         other.explorer_known)

    def __hash__(self) -> int:
        return hash((self.dungeon, self.explorer_position, self.explorer_known))


def known_cell(e: Exploration, cell: Cell) -> KnownCell:
    """One Known cell as the map sheet shows it: walls, the feature now, its target."""
    walls = e.dungeon.walls_around(cell)
    feature = e.features.get(cell)
    target = e.targets.get(cell) if feature is not None and feature.is_hazard else None
    sides = (walls[Direction.NORTH], walls[Direction.EAST], walls[Direction.SOUTH],
             walls[Direction.WEST])
    return KnownCell(cell, sides, feature, target, e.dungeon.features.get(cell))


def explorer_map(exploration: Exploration) -> ExplorerMap:
    """The explorer's map sheet: Known cells (walls, feature now, target) and the position."""
    e = exploration
    cells = {cell: known_cell(e, cell) for cell in sorted(e.known)}
    return ExplorerMap(MappingProxyType(cells), e.position)


def explorer_view(exploration: Exploration, sheet: ExplorerMap | None = None,
                  with_log: bool = True) -> ExplorerView:
    """The explorer's view; the search's rollout policy passes a map it keeps up to date and
    goes without the log."""
    e = exploration
    return ExplorerView(
        map=sheet if sheet is not None else explorer_map(e),
        trail=e.trail,
        mat=e.mat,
        chests=e.chests,
        monsters=e.monsters,
        traps_disarmed=e.traps_disarmed,
        achieved=e.achieved,
        treasures=tuple(e.treasures),
        display=tuple(e.supply.display),
        deck_size=len(e.supply.deck),
        discard_size=len(e.supply.discard),
        in_turn=e.in_turn,
        pending=e.pending[0] if e.pending else None,
        exited=e.exited,
        turns=e.turns,
        last_roll=e.last_roll,
        log=tuple(e.log) if with_log else (),
        die_faces=e.data.die.faces,
        cards=e.data.treasures,
    )


def builder_view(exploration: Exploration) -> BuilderView:
    e = exploration
    features = dict(e.features)
    return BuilderView(
        dungeon=e.dungeon,
        features=MappingProxyType(features),
        targets=MappingProxyType({c: t for c, t in e.targets.items() if c in features}),
        explorer_position=e.position,
        explorer_known=frozenset(e.known),
    )
