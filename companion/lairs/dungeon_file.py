"""Dungeon files: version-1 JSON (contract: specs/lairs-dungeon-format.md).

Read through the shared document reader with a declared shape, so a malformed file reports
*every* problem at once, each naming the offending value, and a user fixes a hand-edited file in
one go. Saving is atomic.
"""

from __future__ import annotations

import json
import os
from typing import Any

from companion.core.document import DocumentType
from companion.core.errors import CompanionError
from companion.core.files import write_json_atomic
from companion.core.shape import Choice, Const, Field, Fields, ListOf, MapOf, Parsed, Text
from companion.lairs.board import (
    CELLS,
    Dungeon,
    Feature,
    Wall,
    cell_name,
    direction_between,
    parse_cell,
    wall_name,
)

FORMAT = "lairs-dungeon"
VERSION = 1
SUFFIX = ".json"


def parse_wall(text: str) -> Wall:
    """The wall a ``"X|Y"`` string names; ``CompanionError`` says why it names none."""
    parts = text.split("|")
    if len(parts) != 2:
        raise CompanionError("a wall is written \"X|Y\" with two cells, e.g. \"B3|C3\"")
    cells = []
    for part in parts:
        try:
            cells.append(parse_cell(part))
        except CompanionError:
            raise CompanionError(f"{part!r} is not a cell on the 6×6 board (A1–F6); "
                                 "the outer frame is never listed") from None
    a, b = cells
    if direction_between(a, b) is None:
        raise CompanionError(f"{cell_name(a)} and {cell_name(b)} are not orthogonally adjacent")
    return min(a, b), max(a, b)


# Shapes of the board's values, shared by every Lairs document that names cells and walls.
CELL = Choice({cell_name(c): c for c in CELLS}, "a cell on the 6×6 board (A1–F6)")
WALL = Parsed(parse_wall, 'a wall like "B3|C3"')
FEATURE = Choice({f.value: f for f in Feature}, "a feature (" + ", ".join(Feature) + ")")

# Only ``name`` is optional: a dungeon lists its walls and features, even when empty.
DUNGEON = DocumentType(FORMAT, VERSION, Fields({
    "format": Const(FORMAT),
    "version": Const(VERSION),
    "name": Field(Text(), ""),
    "walls": ListOf(WALL, 'a list of walls like "B3|C3"', unique="wall"),
    "features": MapOf(CELL, FEATURE, "an object mapping cells to features"),
}), "a Lairs dungeon")


def parse_dungeon(text: str, where: str = "") -> Dungeon:
    """Read a dungeon from JSON text; ``DocumentError`` lists every problem."""
    return dungeon_from_checked(DUNGEON.parse(text, where))


def dungeon_from_json(data: Any, where: str = "") -> Dungeon:
    return dungeon_from_checked(DUNGEON.check(data, where))


def dungeon_from_checked(checked: dict[str, Any]) -> Dungeon:
    """The dungeon from a value ``DUNGEON.shape`` has read (e.g. inside another document)."""
    return Dungeon(frozenset(checked["walls"]), checked["features"], checked["name"])


def dungeon_to_json(dungeon: Dungeon) -> dict[str, Any]:
    """The version-1 document; walls and features in board order so saved files diff well."""
    document: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if dungeon.name:
        document["name"] = dungeon.name
    document["walls"] = [wall_name(w) for w in sorted(dungeon.walls)]
    document["features"] = {
        cell_name(c): dungeon.features[c].value for c in CELLS if c in dungeon.features}
    return document


def dumps_dungeon(dungeon: Dungeon) -> str:
    return json.dumps(dungeon_to_json(dungeon), indent=2, ensure_ascii=False) + "\n"


def load_dungeon(path: str | os.PathLike[str]) -> Dungeon:
    """Read a dungeon file; ``DocumentError`` (a ``MalformedInput``) names the file."""
    return dungeon_from_checked(DUNGEON.read(path))


def save_dungeon(path: str | os.PathLike[str], dungeon: Dungeon) -> None:
    write_json_atomic(path, dungeon_to_json(dungeon))
