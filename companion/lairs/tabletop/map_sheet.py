"""The Explorer's paper map sheet, digitally: what the explorer has drawn, nothing more.

The sheet is what the player *wrote*, not what is true: it may be wrong (the Builder watches it
and corrects it). It is an immutable value; every pencil stroke is an edit value whose ``apply``
returns the new sheet, so the UI's undo stack holds exact before/after pairs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, ClassVar

from companion.core.errors import CompanionError
from companion.core.messages import message
from companion.core.shape import Field, Fields, Integer, ListOf, MapOf, Nullable, Text
from companion.lairs.board import Cell, Feature, Wall, cell_name, wall_name
from companion.lairs.dungeon_file import CELL, FEATURE, WALL

NOTES_LIMIT = 4000  # the Notes box of the sheet is small; keep files sane


def _frozen(mapping: Mapping[Cell, Any]) -> Mapping[Cell, Any]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class MapSheet:
    known: frozenset[Cell] = frozenset()  # cells with the Known circle drawn
    walls: frozenset[Wall] = frozenset()  # walls drawn between cells (the frame is printed)
    symbols: Mapping[Cell, Feature] = field(default_factory=lambda: _frozen({}))
    shaded: frozenset[Cell] = frozenset()  # symbols shaded: defeated, removed, opened
    targets: Mapping[Cell, int] = field(default_factory=lambda: _frozen({}))  # written targets
    tracker: Cell | None = None
    notes: str = ""

    def __post_init__(self) -> None:
        for name in ("symbols", "targets"):
            value = getattr(self, name)
            if not isinstance(value, MappingProxyType):
                object.__setattr__(self, name, _frozen(value))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MapSheet):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple[Any, ...]:
        return (self.known, self.walls, frozenset(self.symbols.items()), self.shaded,
                frozenset(self.targets.items()), self.tracker, self.notes)

    def apply(self, edit: SheetEdit) -> MapSheet:
        return edit.apply(self)

    # --- files ---------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "known": sorted(cell_name(c) for c in self.known),
            "walls": sorted(wall_name(w) for w in self.walls),
            "symbols": {cell_name(c): f.value for c, f in sorted(self.symbols.items())},
            "shaded": sorted(cell_name(c) for c in self.shaded),
            "targets": {cell_name(c): t for c, t in sorted(self.targets.items())},
            "tracker": cell_name(self.tracker) if self.tracker is not None else None,
            "notes": self.notes,
        }

    @classmethod
    def from_checked(cls, checked: dict[str, Any]) -> MapSheet:
        """The sheet from a value ``SHAPE`` has read."""
        return cls(frozenset(checked["known"]), frozenset(checked["walls"]), checked["symbols"],
                   frozenset(checked["shaded"]), checked["targets"], checked["tracker"],
                   checked["notes"])


SHAPE = Fields({
    "known": Field(ListOf(CELL, "a list of cells"), ()),
    "walls": Field(ListOf(WALL, 'a list of walls like "B3|C3"'), ()),
    "symbols": Field(MapOf(CELL, FEATURE, "an object mapping cells to features"), {}),
    "shaded": Field(ListOf(CELL, "a list of cells"), ()),
    "targets": Field(MapOf(CELL, Integer(0), "an object mapping cells to targets"), {}),
    "tracker": Field(Nullable(CELL), None),
    "notes": Field(Text(max_length=NOTES_LIMIT), ""),
})


# --- edits: one pencil stroke each ---------------------------------------------------------
class SheetEdit:
    part: ClassVar[str] = "map"

    def apply(self, sheet: MapSheet) -> MapSheet:
        raise NotImplementedError


@dataclass(frozen=True)
class MarkKnown(SheetEdit):
    cell: Cell
    known: bool = True

    def apply(self, sheet: MapSheet) -> MapSheet:
        known = sheet.known | {self.cell} if self.known else sheet.known - {self.cell}
        return replace(sheet, known=known)


@dataclass(frozen=True)
class DrawWall(SheetEdit):
    wall: Wall
    drawn: bool = True

    def apply(self, sheet: MapSheet) -> MapSheet:
        walls = sheet.walls | {self.wall} if self.drawn else sheet.walls - {self.wall}
        return replace(sheet, walls=walls)


@dataclass(frozen=True)
class PlaceSymbol(SheetEdit):
    """Draw a feature symbol on a cell (None rubs it out, with its shading and target)."""

    cell: Cell
    feature: Feature | None

    def apply(self, sheet: MapSheet) -> MapSheet:
        symbols = dict(sheet.symbols)
        targets = dict(sheet.targets)
        shaded = sheet.shaded
        if self.feature is None:
            symbols.pop(self.cell, None)
            shaded = shaded - {self.cell}
        else:
            symbols[self.cell] = self.feature
        if self.feature is None or not self.feature.is_hazard:
            targets.pop(self.cell, None)
        return replace(sheet, symbols=symbols, targets=targets, shaded=shaded)


@dataclass(frozen=True)
class Shade(SheetEdit):
    """Shade a symbol: the monster defeated, the trap gone, the chest opened (cell now Empty)."""

    cell: Cell
    shaded: bool = True

    def apply(self, sheet: MapSheet) -> MapSheet:
        if self.shaded and self.cell not in sheet.symbols:
            raise CompanionError(message("LairsSheet", "there is no symbol to shade on {cell}"
                                         ).format(cell=cell_name(self.cell)))
        shaded = sheet.shaded | {self.cell} if self.shaded else sheet.shaded - {self.cell}
        return replace(sheet, shaded=shaded)


@dataclass(frozen=True)
class WriteTarget(SheetEdit):
    """Write a hazard's target beside its symbol (a monster's lowered target after a fight)."""

    cell: Cell
    target: int | None

    def apply(self, sheet: MapSheet) -> MapSheet:
        feature = sheet.symbols.get(self.cell)
        if self.target is not None and (feature is None or not feature.is_hazard):
            raise CompanionError(message("LairsSheet", "write a target next to a monster or "
                                         "trap symbol, and {cell} has none").format(
                cell=cell_name(self.cell)))
        if self.target is not None and self.target < 0:
            raise CompanionError(message("LairsSheet", "a target is a whole number ≥ 0"))
        targets = dict(sheet.targets)
        if self.target is None:
            targets.pop(self.cell, None)
        else:
            targets[self.cell] = self.target
        return replace(sheet, targets=targets)


@dataclass(frozen=True)
class MoveTracker(SheetEdit):
    cell: Cell | None

    def apply(self, sheet: MapSheet) -> MapSheet:
        return replace(sheet, tracker=self.cell)


@dataclass(frozen=True)
class WriteNotes(SheetEdit):
    text: str

    def apply(self, sheet: MapSheet) -> MapSheet:
        if len(self.text) > NOTES_LIMIT:
            raise CompanionError(message("LairsSheet", "the notes box holds at most {limit} "
                                         "characters").format(limit=NOTES_LIMIT))
        return replace(sheet, notes=self.text)

