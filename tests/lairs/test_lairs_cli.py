"""`companion lairs validate` and `companion lairs generate` against the CLI contract."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.core.resources import resource
from companion.lairs.dungeon_file import load_dungeon, save_dungeon
from companion.lairs.generator import generate_dungeon
from companion.lairs.validation import validate


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    valid = generate_dungeon(11)
    invalid = valid.with_walls(sorted(valid.walls)[:10])
    save_dungeon(tmp_path / "valid.json", valid)
    save_dungeon(tmp_path / "invalid.json", invalid)
    (tmp_path / "broken.json").write_text(
        '{"format": "lairs-dungeon", "version": 9, "walls": [], "features": {}}')
    return {name: str(tmp_path / f"{name}.json") for name in ("valid", "invalid", "broken")}


def test_exit_codes(files: dict[str, str]) -> None:
    assert main(["lairs", "validate", files["valid"]]) == 0
    assert main(["lairs", "validate", files["valid"], files["invalid"]]) == 1
    assert main(["lairs", "validate", files["invalid"], files["broken"]]) == 2
    assert main(["lairs", "validate", files["valid"], files["valid"] + ".missing"]) == 2


def test_human_output_is_one_line_per_file(files: dict[str, str], capsys) -> None:
    main(["lairs", "validate", files["valid"], files["invalid"], files["broken"]])
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0] == f"{files['valid']}: OK"
    assert lines[1].startswith(f"{files['invalid']}: INVALID") and "wall-count" in lines[1]
    assert len(lines) == 2
    assert err.strip() == f"{files['broken']}: version must be 1, found 9"
    assert "Traceback" not in err


def test_json_for_one_file_is_an_object(files: dict[str, str], capsys) -> None:
    assert main(["lairs", "validate", files["invalid"], "--json"]) == 1
    document = json.loads(capsys.readouterr().out)
    assert document["file"] == files["invalid"] and document["valid"] is False
    assert document["violations"][0] == {
        "rule": "wall-count", "cells": [], "message": "10 walls placed; a dungeon needs 17–20"}


def test_json_for_several_files_is_an_array_in_order(files: dict[str, str], capsys) -> None:
    assert main(["lairs", "validate", files["broken"], files["valid"], "--json"]) == 2
    documents = json.loads(capsys.readouterr().out)
    assert documents[0] == {"file": files["broken"], "error": "version must be 1, found 9"}
    assert documents[1] == {"file": files["valid"], "valid": True, "violations": []}


def test_samples_are_valid_and_named() -> None:
    samples = [s for s in resource("lairs", "samples").iterdir() if s.name.endswith(".json")]
    assert len(samples) >= 4
    for sample in samples:
        dungeon = load_dungeon(str(sample))
        assert dungeon.name and validate(dungeon).valid, sample.name


def test_generate_to_stdout_is_one_valid_file(capsys, tmp_path: Path) -> None:
    assert main(["lairs", "generate", "--seed", "42"]) == 0
    (tmp_path / "g.json").write_text(capsys.readouterr().out, encoding="utf-8")
    dungeon = load_dungeon(tmp_path / "g.json")
    assert dungeon == generate_dungeon(42)
    assert validate(dungeon).valid


def test_generate_count_into_a_folder(tmp_path: Path, capsys) -> None:
    assert main(["lairs", "generate", "--seed", "5", "--count", "3", "--out", str(tmp_path)]) == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["lairs-5.json", "lairs-6.json", "lairs-7.json"]
    assert main(["lairs", "validate", *(str(p) for p in tmp_path.iterdir())]) == 0


def test_generate_bad_usage(capsys) -> None:
    assert main(["lairs", "generate", "--count", "2"]) == 2
    assert main(["lairs", "generate", "--count", "0", "--out", "x"]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_generate_never_overwrites_without_force(tmp_path: Path, capsys) -> None:
    mine = tmp_path / "lairs-6.json"
    mine.write_text("my own dungeon", encoding="utf-8")
    argv = ["lairs", "generate", "--seed", "5", "--count", "3", "--out", str(tmp_path)]
    assert main(argv) == 2
    assert capsys.readouterr().err.strip() == (
        f"companion: {mine} exists already; give --force to overwrite, or another --seed "
        "or --out")
    assert [p.name for p in tmp_path.iterdir()] == ["lairs-6.json"]  # nothing written
    assert mine.read_text(encoding="utf-8") == "my own dungeon"
    assert main([*argv, "--force"]) == 0
    assert load_dungeon(mine) == generate_dungeon(6)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "lairs-5.json", "lairs-6.json", "lairs-7.json"]


def test_generate_names_how_many_files_exist(tmp_path: Path, capsys) -> None:
    for seed in (1, 2):
        save_dungeon(tmp_path / f"lairs-{seed}.json", generate_dungeon(seed))
    assert main(["lairs", "generate", "--seed", "1", "--count", "2", "--out", str(tmp_path)]) == 2
    assert f"{tmp_path / 'lairs-1.json'} exists already (and 1 more)" in capsys.readouterr().err
