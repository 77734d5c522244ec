"""Scoring: the rulebook's worked example, best face-up choice, monsters, exiting, tie-break."""

import json

import pytest

from companion.core.errors import MalformedInput
from companion.lairs.scoring import (
    best_face_up,
    exit_vp,
    monster_vp,
    score_sheet,
    score_treasures,
    winners,
)
from companion.lairs.treasures import default_treasures, parse_treasures

CARDS = default_treasures()
EXAMPLE_UP = ("tranquil-goblet", "scroll-of-harmony", "moon-shard", "sun-shard")


def test_the_worked_example_scores_22() -> None:
    held = [*EXAMPLE_UP, "jade-idol", "bestiary"]
    sheet = score_sheet(CARDS, held, EXAMPLE_UP, defeated=3, exit_rank=1)
    points = {c.card.id: c.points for c in sheet.treasures.face_up}
    assert points == {"tranquil-goblet": 1, "scroll-of-harmony": 5, "moon-shard": 3,
                      "sun-shard": 3}
    assert sheet.treasures.total == 14 and sheet.monsters == 6 and sheet.exiting == 2
    assert sheet.total == 22


def test_face_down_cards_score_one_and_give_no_bonus() -> None:
    held = ["scroll-of-harmony", "tranquil-goblet"]
    assert score_treasures(CARDS, held, ["scroll-of-harmony"]).total == 3 + 1


def test_best_face_up_picks_the_strongest_four() -> None:
    held = ["moon-shard", "sun-shard", "star-shard", "jade-idol", "bestiary", "hymnal"]
    up = best_face_up(CARDS, held)
    assert set(up) == {"moon-shard", "sun-shard", "star-shard", "jade-idol"}
    assert score_treasures(CARDS, held, up).total == 3 * 3 + 3 + 2


def test_monster_and_exit_points() -> None:
    assert [monster_vp(n) for n in range(4)] == [0, 0, 2, 6]
    assert (exit_vp(0), exit_vp(1), exit_vp(None)) == (4, 2, 0)


def test_tie_goes_to_the_first_out_else_draw() -> None:
    assert winners([10, 8], [None, 0]) == {0}
    assert winners([10, 10], [1, 0]) == {1}
    assert winners([10, 10], [None, 0]) == {1}
    assert winners([10, 10], [None, None]) == frozenset()


def test_the_shipped_cards_label_the_stand_ins() -> None:
    assert len(CARDS.cards) == 22
    real = {c.id for c in CARDS.cards.values() if not c.standin}
    assert real == set(EXAMPLE_UP)
    assert len(CARDS.standins) == 18 and CARDS.standin_note
    assert "stand-in" in CARDS["jade-idol"].describe()


def test_a_bad_treasure_file_says_where() -> None:
    data = json.loads(json.dumps({"format": "lairs-treasures", "version": 1, "types": ["Cup"],
                                  "cards": [{"id": f"c{i}", "name": "C", "type": "Cup",
                                             "base": 1, "bonus": None} for i in range(4)]}))
    assert len(parse_treasures(data).cards) == 4
    data["cards"][2]["bonus"] = {"kind": "per-moon", "points": 1}
    with pytest.raises(MalformedInput, match=r"cards\[2\]\.bonus"):
        parse_treasures(data)
    data["cards"][2]["bonus"] = None
    data["cards"][1]["base"] = 0  # a real card may be all bonus
    assert parse_treasures(data)["c1"].base == 0
    data["cards"][1]["base"] = -1
    with pytest.raises(MalformedInput, match=r"cards\[1\]\.base"):
        parse_treasures(data)
