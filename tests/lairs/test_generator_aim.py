"""The generator that aims at a verdict: valid, seeded, and in the band a report measures."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from companion.cli import main
from companion.lairs.aim import Aimed
from companion.lairs.aim import aimed_dungeon as aim
from companion.lairs.difficulty import Verdict, difficulty
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.generator import tilted_dungeon
from companion.lairs.measures import measure
from companion.lairs.scale import typical_turns
from companion.lairs.validation import validate

aimed_dungeon = cache(aim)  # each test asks for some of the same dungeons


@pytest.mark.parametrize("verdict", list(Verdict))
def test_aimed_dungeons_are_valid_and_land_in_their_band(verdict: Verdict) -> None:
    aimed: Aimed = aimed_dungeon(11, verdict)
    assert aimed.hit and validate(aimed.dungeon).valid
    if verdict is Verdict.HARD:  # the quickest to aim at
        assert aim(11, verdict) == aimed  # the same seed and verdict, the same dungeon
    assert str(verdict) in aimed.dungeon.name and "seed 11" in aimed.dungeon.name
    # An independent report (other dice and decks) agrees within the short report's error.
    check = difficulty(aimed.dungeon, 3, seed=12345)
    assert abs(check.score - aimed.estimate) < 12


def test_easy_and_brutal_are_far_apart() -> None:
    easy = difficulty(aimed_dungeon(11, Verdict.EASY).dungeon, 3, seed=7).score
    brutal = difficulty(aimed_dungeon(11, Verdict.BRUTAL).dungeon, 3, seed=7).score
    # Apart by the scale's own measure: a typical explorer needs three turns more.
    assert typical_turns(brutal) - typical_turns(easy) >= 3, (easy, brutal)


def test_tilt_moves_the_goals_towards_or_away_from_the_start() -> None:
    near = [measure(tilted_dungeon(random.Random(s), -2.0)).route for s in range(15)]
    far = [measure(tilted_dungeon(random.Random(s), 2.0)).route for s in range(15)]
    assert sum(near) < sum(far)
    assert all(validate(tilted_dungeon(random.Random(s), t)).valid
               for s in range(10) for t in (-2.5, 0.0, 2.0))


def test_generate_cli_aims(tmp_path, capsys) -> None:
    assert main(["lairs", "generate", "--seed", "10", "--count", "2", "--out", str(tmp_path),
                 "--difficulty", "hard"]) == 0
    files = sorted(tmp_path.glob("lairs-*.json"))
    assert [f.name for f in files] == ["lairs-10.json", "lairs-11.json"]
    assert all(validate(load_dungeon(f)).valid for f in files)
    assert load_dungeon(files[1]) == aimed_dungeon(11, Verdict.HARD).dungeon
    capsys.readouterr()
    assert main(["lairs", "generate", "--seed", "11", "--difficulty", "easy"]) == 0
    assert json.loads(capsys.readouterr().out)["format"] == "lairs-dungeon"
    assert main(["lairs", "generate", "--difficulty", "nasty"]) == 2
    assert "invalid choice" in capsys.readouterr().err
