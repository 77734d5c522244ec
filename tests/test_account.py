"""A record told in words: decisions by turn with the players' names, and readable summaries."""

from __future__ import annotations

import json
from pathlib import Path

from companion.core import registry
from companion.core.account import decisions, seat_names, summary_lines, with_names
from companion.core.record import GameRecord, replay

GOLDEN = Path(__file__).parent / "golden"


def coup_record() -> GameRecord:
    record = GameRecord.from_json(json.loads((GOLDEN / "coup-4p-11.json").read_text())["record"])
    record.names = ["Ada", "Ben", "Cleo", "Dan"]
    return record


def test_decisions_name_the_decider_and_the_targets() -> None:
    record = coup_record()
    steps = decisions(registry.get("coup"), record)
    names = seat_names(record)
    assert len(steps) == len(record.actions)
    assert [step.words(names) for step in steps[:4]] == [
        "Ada: steal Ben", "Ben: challenge", "Ada: reveal captain", "Ben: lose contessa"]
    assert steps[0].turn == 0 and steps[-1].turn > 0


def test_seat_tokens_become_names_but_other_words_stay() -> None:
    assert with_names("p2 steal p10 p3x", ["A", "B", "C"]) == "B steal p10 p3x"
    assert seat_names(GameRecord("coup", coup_record().setup)) == [
        "Player 1", "Player 2", "Player 3", "Player 4"]


def test_summaries_read_as_lines_without_python_values() -> None:
    record = coup_record()
    state = replay(registry.get("coup"), record)
    lines = summary_lines(state.summary(), seat_names(record))
    text = "\n".join(lines)
    assert "players:" in lines and any(line.startswith("  Ada: coins") for line in lines)
    assert "{" not in text and "None" not in text and "'" not in text
