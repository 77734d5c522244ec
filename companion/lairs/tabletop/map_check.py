"""The Builder's duty to watch the explorer's map: compare their map sheet with what they have
been told, and list the slips.

Only what the explorer was told is checked (Known cells, their walls and features, shading,
lowered targets, the tracker), and a slip never gives away anything else: a wall pencilled
between two Unknown cells is reported as "not described", not as right or wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from companion.lairs.board import Cell, Direction, Feature, Wall, step, wall
from companion.lairs.tabletop.builder_console import BuilderConsole
from companion.lairs.tabletop.map_sheet import MapSheet
from companion.lairs.views import ExplorerMap


class Slip(StrEnum):
    NOT_MARKED_KNOWN = "not-marked-known"
    MARKED_KNOWN = "marked-known"  # marked Known but never learned
    WALL_MISSING = "wall-missing"
    WALL_WRONG = "wall-wrong"  # pencilled where the Builder described no wall
    WALL_UNTOLD = "wall-untold"  # pencilled between two cells nobody described
    SYMBOL_MISSING = "symbol-missing"
    SYMBOL_WRONG = "symbol-wrong"
    SHADE_MISSING = "shade-missing"
    SHADE_WRONG = "shade-wrong"
    TARGET_WRONG = "target-wrong"
    TRACKER = "tracker"


@dataclass(frozen=True)
class MapSlip:
    slip: Slip
    cell: Cell | None = None
    wall: Wall | None = None
    expected: Feature | int | None = None  # the symbol or target that should be there
    found: Feature | int | None = None


def told_walls(told: ExplorerMap) -> set[Wall]:
    """Every interior wall the explorer has been told about (around their Known cells)."""
    return {
        wall(cell, other)
        for cell, seen in told.cells.items() for d in Direction
        if (other := step(cell, d)) is not None and seen.wall(d)
    }


def check_map(console: BuilderConsole, sheet: MapSheet) -> list[MapSlip]:
    told = console.explorer_map()
    known = frozenset(told.cells)
    slips = [MapSlip(Slip.NOT_MARKED_KNOWN, c) for c in sorted(known - sheet.known)]
    slips += [MapSlip(Slip.MARKED_KNOWN, c) for c in sorted(sheet.known - known)]
    walls = told_walls(told)
    slips += [MapSlip(Slip.WALL_MISSING, wall=w) for w in sorted(walls - sheet.walls)]
    for w in sorted(sheet.walls - walls):
        described = w[0] in known or w[1] in known
        slips.append(MapSlip(Slip.WALL_WRONG if described else Slip.WALL_UNTOLD, wall=w))
    for cell in sorted(known | set(sheet.symbols)):
        seen = told.cells.get(cell)
        expected, found = (seen.learned if seen else None), sheet.symbols.get(cell)
        if expected is not None and found is None:
            slips.append(MapSlip(Slip.SYMBOL_MISSING, cell, expected=expected))
        elif found is not None and found != expected:
            slips.append(MapSlip(Slip.SYMBOL_WRONG, cell, expected=expected, found=found))
    done = set(console.outcomes)
    slips += [MapSlip(Slip.SHADE_MISSING, c) for c in sorted(done - sheet.shaded)]
    slips += [MapSlip(Slip.SHADE_WRONG, c) for c in sorted(sheet.shaded - done)]
    # A lowered target must be written; a written one must be right (once the hazard is gone,
    # its last target may stay on the paper).
    for cell in sorted(set(console.lowered_targets) | (set(sheet.targets) - done)):
        seen = told.cells.get(cell)
        expected, found = (seen.target if seen else None), sheet.targets.get(cell)
        if found != expected:
            slips.append(MapSlip(Slip.TARGET_WRONG, cell, expected=expected, found=found))
    if sheet.tracker != told.position:
        slips.append(MapSlip(Slip.TRACKER, told.position, found=sheet.tracker))
    return slips
