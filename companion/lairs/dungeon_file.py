"""Dungeon files: version-1 JSON (contract: specs/lairs-dungeon-format.md).

Loading reports *every* problem of a malformed file at once, each naming the offending value, so
a user fixes a hand-edited file in one go. Saving is atomic.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

from companion.core.errors import CompanionError, MalformedInput
from companion.core.files import write_json_atomic
from companion.lairs.board import (
    CELLS,
    Cell,
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


class DungeonFileError(MalformedInput):
    """A file that is not a version-1 dungeon; ``problems`` holds one line per problem."""

    def __init__(self, problems: list[str], where: str = "") -> None:
        self.problems = tuple(problems)
        super().__init__("; ".join(problems), where)


class _Object(dict[str, Any]):
    """A JSON object that remembers keys it saw twice (json keeps only the last value)."""

    duplicates: list[str]


def _object_pairs(pairs: list[tuple[str, Any]]) -> _Object:
    obj = _Object()
    obj.duplicates = []
    for key, value in pairs:
        if key in obj:
            obj.duplicates.append(key)
        obj[key] = value
    return obj


def parse_dungeon(text: str, where: str = "") -> Dungeon:
    """Read a dungeon from JSON text; raise ``DungeonFileError`` listing every problem."""
    try:
        data = json.loads(text, object_pairs_hook=_object_pairs)
    except json.JSONDecodeError as error:
        raise DungeonFileError(
            [f"not valid JSON ({error.msg} at line {error.lineno}, column {error.colno})"],
            where) from None
    except (ValueError, RecursionError) as error:  # e.g. absurdly long numbers, deep nesting
        raise DungeonFileError([f"not a readable JSON document ({error})"], where) from None
    return dungeon_from_json(data, where)


def dungeon_from_json(data: Any, where: str = "") -> Dungeon:
    problems = list(_problems(data))
    if problems:
        raise DungeonFileError(problems, where)
    walls = frozenset(w for text in data.get("walls", []) if (w := _parse_wall(text)[0]))
    features = {
        parse_cell(cell): Feature(name) for cell, name in data.get("features", {}).items()}
    return Dungeon(walls, features, data.get("name", ""))


def _problems(data: Any) -> Iterator[str]:
    if not isinstance(data, dict):
        yield f"the top level must be a JSON object, not {_json_type(data)}"
        return
    for key in getattr(data, "duplicates", []):
        yield f"key {key!r} appears twice"
    if data.get("format") != FORMAT:
        yield f"format must be {FORMAT!r}, found {_shown(data, 'format')}"
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        yield f"version must be {VERSION}, found {_shown(data, 'version')}"
    if "name" in data and not isinstance(data["name"], str):
        yield f"name must be a string, found {json.dumps(data['name'])}"
    # Only ``name`` is optional: a dungeon lists its walls and features, even when empty.
    for key, problems in (("walls", _wall_problems), ("features", _feature_problems)):
        if key in data:
            yield from problems(data[key])
        else:
            yield f"{key} is missing"


def _shown(data: dict[str, Any], key: str) -> str:
    return json.dumps(data[key]) if key in data else "nothing"


def _json_type(value: Any) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    return "a number"


def _wall_problems(walls: Any) -> Iterator[str]:
    if not isinstance(walls, list):
        yield f"walls must be a list of strings, not {_json_type(walls)}"
        return
    seen: dict[Wall, str] = {}
    for index, text in enumerate(walls):
        if not isinstance(text, str):
            yield f"walls[{index}]: {json.dumps(text)} is not a string like \"B3|C3\""
            continue
        w, problem = _parse_wall(text)
        if w is None:
            yield f"walls[{index}] {text!r}: {problem}"
        elif w in seen:
            yield f"walls[{index}] {text!r}: the same wall as {seen[w]!r}, listed twice"
        else:
            seen[w] = text


@lru_cache(maxsize=1024)  # 60 wall names serve every file (and the search's sampled worlds)
def _parse_wall(text: str) -> tuple[Wall | None, str]:
    """The wall a ``"X|Y"`` string names, or None and why it names none."""
    parts = text.split("|")
    if len(parts) != 2:
        return None, "a wall is written \"X|Y\" with two cells, e.g. \"B3|C3\""
    cells: list[Cell] = []
    for part in parts:
        try:
            cells.append(parse_cell(part))
        except CompanionError:
            return None, (f"{part!r} is not a cell on the 6×6 board (A1–F6); "
                          "the outer frame is never listed")
    a, b = cells
    if direction_between(a, b) is None:
        return None, f"{cell_name(a)} and {cell_name(b)} are not orthogonally adjacent"
    return (min(a, b), max(a, b)), ""


def _feature_problems(features: Any) -> Iterator[str]:
    if not isinstance(features, dict):
        yield f"features must be an object mapping cells to features, not {_json_type(features)}"
        return
    for cell in getattr(features, "duplicates", []):
        yield f"features: cell {cell!r} appears twice"
    known = ", ".join(f.value for f in Feature)
    for cell, name in features.items():
        try:
            parse_cell(cell)
        except CompanionError:
            yield f"features: {cell!r} is not a cell on the 6×6 board (A1–F6)"
        if not isinstance(name, str) or name not in {f.value for f in Feature}:
            yield f"features[{cell!r}]: unknown feature {json.dumps(name)} (known: {known})"


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
    """Read a dungeon file; raise ``DungeonFileError`` (a ``MalformedInput``) naming the file."""
    where = str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise DungeonFileError(["no such file"], where) from None
    except OSError as error:
        raise DungeonFileError([f"cannot read: {error.strerror or error}"], where) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DungeonFileError(
            [f"not UTF-8 text (byte {raw[error.start]:#04x} at offset {error.start})"],
            where) from None
    return parse_dungeon(text, where)


def save_dungeon(path: str | os.PathLike[str], dungeon: Dungeon) -> None:
    write_json_atomic(path, dungeon_to_json(dungeon))
