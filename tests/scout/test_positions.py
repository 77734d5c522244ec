"""Scout positions and set-ups: located errors, given hands, the public view."""

from __future__ import annotations

import copy

import pytest

from companion.core.errors import MalformedInput
from companion.core.protocol import GameSetup
from companion.scout import GAME
from companion.scout.cards import parse_card
from tests.scout.tables import play, start, table


def test_a_set_up_gives_hands_and_deals_the_rest() -> None:
    given = ["1/2", "3/4", "5/6", "7/8", "9/1", "2/4", "3/5", "6/8", "7/9", "1/3", "2/5"]
    s = start(4, None, given, first=2)  # type: ignore[arg-type]
    assert s.hands[1] == [parse_card(c) for c in given] and s.to_move == 2
    assert all(len(h) == 11 for h in s.hands)
    two = start(2, given)
    assert len(two.reserve) == 22 and two.chips == [3, 3] and two.scout_show == [False, False]


@pytest.mark.parametrize(("options", "where"), [
    ({"hands": [["1/2"]]}, "set-up: hands[0]"),
    ({"hands": [["1/2"] * 11]}, "set-up: hands[0][1]"),
    ({"hands": [["9/10"] + ["1/2"] * 10]}, "set-up: hands[0][0]"),
    ({"hands": [["11/2"]]}, "set-up"),
    ({"first": 7}, "set-up"),
    ({"deck": []}, "set-up"),
])
def test_set_up_errors_are_located(options: dict, where: str) -> None:
    with pytest.raises(MalformedInput) as error:
        GAME.start(GameSetup(4, 1, frozenset(), options))
    assert str(error.value).startswith(where)


def test_position_errors_are_located() -> None:
    good = table(3, hands=[["5/3", "6/1"], None, None], active=["2/1"], owner=2).position()
    GAME.rebuild(GameSetup(3, 1), good)
    cases = [
        (("hands", 0, 0), "10/3", "position: hands[0][0]"),  # no 10s with 3 players
        (("hands", 0, 1), "5/3", "position: hands[0][1]"),  # the same card twice
        (("hands", 1, 0), "x", "position"),
        (("active",), ["2/1", "6/4"], "position: active"),  # not a set
        (("owner",), None, "position: owner"),
        (("to_move",), 2, "position: to_move"),  # the owner never moves next
        (("chips",), [0, 0], "position: chips"),
        (("round",), 4, "position"),
    ]
    for path, value, where in cases:
        data = copy.deepcopy(good)
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        with pytest.raises(MalformedInput) as error:
            GAME.rebuild(GameSetup(3, 1), data)
        assert str(error.value).startswith(where), (path, str(error.value))
    missing = copy.deepcopy(good)
    missing["hands"][2].pop()
    missing["public"][2].pop()
    with pytest.raises(MalformedInput, match="round's cards are 36"):
        GAME.rebuild(GameSetup(3, 1), missing)


def test_the_public_view_shows_only_what_the_table_saw() -> None:
    s = table(3, hands=[["4/1", "5/1", "9/2"], None, None], active=["6/7"], owner=2)
    play(s, "p1 scout left turned 2")
    public = s.view(None)
    assert public.player is None and public.hand == ()
    assert public.seats[0].known == (None, parse_card("7/6"), None, None)
    assert public.seats[0].hand_size == 4 and public.seats[2].chips == 1
    mine = s.view(0)
    assert mine.hand == tuple(s.hands[0]) and mine.players == 3 and mine.variants == frozenset()
    assert mine.seats[1].known == (None,) * len(s.hands[1])
    assert GAME.rebuild(s.setup, s.position()).view(None) == public
    assert s.summary()["players"][0]["hand"] == ["?", "7/6", "?", "?"]
