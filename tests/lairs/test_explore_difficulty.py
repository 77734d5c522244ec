"""The dungeon difficulty report (library and ``companion lairs difficulty``)."""

import json
from pathlib import Path

from companion.cli import main
from companion.core.resources import resource
from companion.lairs.difficulty import difficulty, explore_alone
from companion.lairs.dungeon_file import load_dungeon

SAMPLE = Path(str(resource("lairs", "samples", "goblin-warren.json")))


def test_solo_runs_are_seeded_and_summarised() -> None:
    dungeon = load_dungeon(SAMPLE)
    assert explore_alone(dungeon, 5) == explore_alone(dungeon, 5)
    report = difficulty(dungeon, 10, seed=1)
    assert len(report.runs) == 10 and 0 <= report.exit_rate <= 1
    assert report.exit_rate > 0.5  # the heuristic bot gets out of a sample dungeon
    assert report.mean_turns_to_exit is not None and report.mean_vp >= 4


def test_difficulty_cli_json(capsys) -> None:
    assert main(["lairs", "difficulty", str(SAMPLE), "--runs", "5", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["runs"] == 5 and {"exit_rate", "mean_turns_to_exit", "mean_vp"} <= set(document)


def test_difficulty_cli_rejects_bad_input(tmp_path, capsys) -> None:
    assert main(["lairs", "difficulty", str(tmp_path / "missing.json")]) == 2
    invalid = tmp_path / "invalid.json"
    invalid.write_text(json.dumps({"format": "lairs-dungeon", "version": 1, "walls": [],
                                   "features": {"A1": "start"}}))
    assert main(["lairs", "difficulty", str(invalid)]) == 1
    assert main(["lairs", "difficulty", str(SAMPLE), "--runs", "0"]) == 2
    assert "Traceback" not in capsys.readouterr().err
