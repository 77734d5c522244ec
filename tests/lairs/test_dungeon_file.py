"""Dungeon files: round trip, every malformed case of the spec, atomic writes."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.document import DocumentError
from companion.core.errors import MalformedInput
from companion.lairs.board import WALL_SLOTS, Dungeon, Feature
from companion.lairs.dungeon_file import (
    dumps_dungeon,
    dungeon_to_json,
    load_dungeon,
    parse_dungeon,
    save_dungeon,
)
from companion.lairs.generator import generate_dungeon

GOOD = {
    "format": "lairs-dungeon", "version": 1, "name": "Goblin Warren",
    "walls": ["A2|A3", "C3|B3"],
    "features": {"A1": "start", "D6": "exit", "A6": "chest", "B4": "monster", "C1": "trap"},
}


def test_round_trip_keeps_walls_features_and_name(tmp_path: Path) -> None:
    dungeon = generate_dungeon(3)
    save_dungeon(tmp_path / "d.json", dungeon)
    assert load_dungeon(tmp_path / "d.json") == dungeon
    assert list(tmp_path.iterdir()) == [tmp_path / "d.json"]  # no temporary file left behind


def test_walls_may_name_their_cells_in_either_order() -> None:
    dungeon = parse_dungeon(json.dumps(GOOD))
    assert dungeon_to_json(dungeon)["walls"] == ["A2|A3", "B3|C3"]
    assert dungeon.name == "Goblin Warren"


def test_name_is_optional_and_unknown_keys_are_ignored() -> None:
    document = {k: v for k, v in GOOD.items() if k != "name"} | {"author": "me", "v2": [1]}
    assert parse_dungeon(json.dumps(document)).name == ""
    assert "name" not in json.loads(dumps_dungeon(parse_dungeon(json.dumps(document))))


def _problems(text: str) -> tuple[str, ...]:
    with pytest.raises(DocumentError) as caught:
        parse_dungeon(text, "x.json")
    assert isinstance(caught.value, MalformedInput)
    assert str(caught.value).startswith("x.json: ")
    return caught.value.problems


def _with(**changes: object) -> str:
    return json.dumps(GOOD | changes)


@pytest.mark.parametrize(("text", "expected"), [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "the top level must be an object, found [1, 2]"),
    ('"dungeon"', "the top level must be an object, found \"dungeon\""),
    (_with(format="lairs-record"), "format must be 'lairs-dungeon', found \"lairs-record\""),
    (_with(version=2), "version must be 1, found 2"),
    (_with(version="1"), "version must be 1, found \"1\""),
    (_with(version=True), "version must be 1, found true"),
    (_with(walls="A1|A2"), 'walls must be a list of walls like "B3|C3", found "A1|A2"'),
    (_with(walls=[["A1", "A2"]]), 'walls[0] must be a wall like "B3|C3", found ["A1", "A2"]'),
    (_with(walls=["A1|G1"]), 'walls[0] "A1|G1": \'G1\' is not a cell on the 6×6 board'),
    (_with(walls=["A6|A7"]), 'walls[0] "A6|A7": \'A7\' is not a cell on the 6×6 board'),
    (_with(walls=["A1|C1"]), 'walls[0] "A1|C1": A1 and C1 are not orthogonally adjacent'),
    (_with(walls=["A1|B2"]), "A1 and B2 are not orthogonally adjacent"),
    (_with(walls=["A1A2"]), 'walls[0] "A1A2": a wall is written "X|Y"'),
    (_with(walls=["A1|A2", "A2|A1"]), 'walls[1] "A2|A1": the same wall as "A1|A2", listed twice'),
    (_with(walls=["A1|A2", "A1|A2"]), "listed twice"),
    (_with(features=["A1"]), 'features must be an object mapping cells to features, found ["A1"]'),
    (_with(features={"A1": "dragon"}),
      'features.A1 must be a feature (start, exit, chest, monster, trap), found "dragon"'),
    (_with(features={"G7": "trap"}),
      'features key must be a cell on the 6×6 board (A1–F6), found "G7"'),
    (_with(features={"a1": "trap"}),
      'features key must be a cell on the 6×6 board (A1–F6), found "a1"'),
    # Unicode digits that are not 1-6: superscript two (int() rejects it), Arabic-Indic two.
    (_with(walls=["A\u00b2|A1"]), "'A\u00b2' is not a cell on the 6×6 board"),
    (_with(features={"A\u0662": "trap"}),
      'features key must be a cell on the 6×6 board (A1–F6), found "A\u0662"'),
    ('{"format": "lairs-dungeon", "version": 1, "walls": [],'
     ' "features": {"A1": "start", "A1": "exit"}}', 'features: key "A1" appears twice'),
    (_with(name=7), "name must be a string, found 7"),
    (_with(walls={}), 'walls must be a list of walls like "B3|C3", found {}'),
    ('{"format": "lairs-dungeon", "version": 1, "features": {}}', "walls is missing"),
    ('{"format": "lairs-dungeon", "version": 1, "walls": []}', "features is missing"),
])
def test_malformed_files_name_the_offending_value(text: str, expected: str) -> None:
    problems = _problems(text)
    assert any(expected in p for p in problems), problems


def test_pathological_json_is_reported_not_raised() -> None:
    assert _problems("[" * 100_000 + "]" * 100_000) == (
        "nested more than 64 levels deep (line 1, column 65)",)
    assert _problems('{"version": ' + "9" * 5000 + "}") == (
        "a number of more than 100 characters (line 1, column 13)",)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 60), st.text(max_size=20))
def test_any_dungeon_survives_a_round_trip(seed: int, walls: int, name: str) -> None:
    rng = random.Random(seed)
    cells = rng.sample(range(36), rng.randint(0, 15))
    dungeon = Dungeon(frozenset(rng.sample(WALL_SLOTS, walls)),
                      {c: rng.choice(list(Feature)) for c in cells}, name)
    assert parse_dungeon(dumps_dungeon(dungeon)) == dungeon


def test_every_problem_of_a_file_is_reported() -> None:
    problems = _problems(_with(version=3, walls=["A1|A3", "Z9|A1"], features={"A1": "x"}))
    assert len(problems) == 4


def test_files_that_are_not_utf8_or_missing(tmp_path: Path) -> None:
    bad = tmp_path / "latin1.json"
    bad.write_bytes(json.dumps(GOOD | {"name": "Gör"}, ensure_ascii=False).encode("latin-1"))
    with pytest.raises(DocumentError, match="not UTF-8"):
        load_dungeon(bad)
    with pytest.raises(DocumentError, match="no such file"):
        load_dungeon(tmp_path / "missing.json")


def test_a_saved_file_follows_the_spec_layout(tmp_path: Path) -> None:
    save_dungeon(tmp_path / "d.json", generate_dungeon(1))
    document = json.loads((tmp_path / "d.json").read_text(encoding="utf-8"))
    assert list(document)[:2] == ["format", "version"]
    assert document["format"] == "lairs-dungeon" and document["version"] == 1
    assert all("|" in w for w in document["walls"])
