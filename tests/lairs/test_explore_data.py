"""The shipped rules data (die, hazard cards) and how a bad file is reported."""

import random

import pytest

from companion.core.errors import MalformedInput
from companion.lairs.board import Feature
from companion.lairs.hazards import (
    Die,
    FailedCheck,
    default_die,
    hazard_cards,
    parse_die,
    parse_hazard,
)


def fail(key: str, message: str) -> MalformedInput:
    return MalformedInput(message, key)


def test_the_shipped_die_is_labelled_as_an_assumption() -> None:
    die = default_die()
    assert die.faces == (1, 1, 2, 2, 3, 4) and "assumption" in die.assumption
    assert set(die.roll(random.Random(1), 50)) <= set(die.faces)


def test_the_shipped_hazards_match_the_rules() -> None:
    cards = hazard_cards()
    blob, pit = cards[Feature.MONSTER], cards[Feature.TRAP]
    assert (blob.name, blob.target, blob.category) == ("Hungry Blob", 6, "Natural")
    assert (blob.strike.count, blob.strike.fresh) == (2, False)
    assert blob.on_failed_check is FailedCheck.LOWER_TARGET
    assert (pit.name, pit.target, pit.strike.fresh) == ("Greased Pit", 5, True)
    assert pit.on_failed_check is FailedCheck.REMOVE


def test_chances_of_a_check() -> None:
    die = Die((1, 2))
    assert die.chance_at_least(2, 4) == pytest.approx(0.25)
    assert die.chance_at_least(0, 1) == 0.0
    assert die.chance_at_least(3, 3) == 1.0


@pytest.mark.parametrize("faces", [[], [0, 1], ["2"], None])
def test_bad_die_faces_are_refused(faces) -> None:
    with pytest.raises(MalformedInput, match="faces"):
        parse_die({"faces": faces}, fail)


@pytest.mark.parametrize(("change", "where"), [
    ({"feature": "chest"}, "feature"), ({"target": 0}, "target"),
    ({"strike": {"fatigue": 2, "from": "spent"}}, "strike"), ({"on_failed_check": "x"}, "h"),
])
def test_bad_hazard_cards_are_refused(change, where) -> None:
    card = {"feature": "monster", "name": "Blob", "target": 6, "category": "Natural",
            "strike": {"fatigue": 2, "from": "any"}, "on_failed_check": "lower-target"}
    assert parse_hazard(card, "h", fail).target == 6
    with pytest.raises(MalformedInput, match=where):
        parse_hazard({**card, **change}, "h", fail)
