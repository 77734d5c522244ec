"""Lairs positions: written as JSON, rebuilt with the same future; located errors; clones; the
public view."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from companion.core.errors import MalformedInput
from companion.core.protocol import GameSetup
from companion.lairs import GAME
from companion.lairs.bots import HeuristicBot
from companion.lairs.game import LairsGame, PlayerView, PublicView, setup_options
from companion.lairs.generator import generate_dungeon
from companion.lairs.trails import Visit
from tests.lairs.explore_support import rebuild, start


def mixed_play(state: LairsGame, rng: random.Random) -> Iterator[LairsGame]:
    """A game half heuristic, half random (random play alone rarely opens chests or leaves),
    yielding the state before every decision."""
    bots = [HeuristicBot(0), HeuristicBot(1)]
    while not state.is_over() and state.turn < 120:
        yield state
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        if rng.random() < 0.3:
            state.apply(legal[rng.randrange(len(legal))])
        else:
            state.apply(bots[seat].choose(state.player_view(seat), legal))
    yield state


@pytest.mark.parametrize("seed", range(6))
def test_positions_round_trip_and_rebuild_the_same_future(seed: int) -> None:
    rng = random.Random(seed)
    for index, state in enumerate(mixed_play(start(seed), rng)):
        position = state.position()
        again = rebuild(state)
        assert again.position() == position
        assert again.legal_actions() == state.legal_actions()
        for seat in (0, 1, None):
            assert again.view(seat) == state.view(seat)
        assert all(again.information_key(seat) == state.information_key(seat) for seat in (0, 1))
        if index % 25 == 0 and not state.is_over():
            # The same actions from the rebuilt state lead to the same positions (dice and
            # draws come from the rebuilt generator).
            twin, future = rebuild(state), state.clone()
            chooser = random.Random(index)
            for _ in range(40):
                if future.is_over():
                    break
                action = future.legal_actions()[chooser.randrange(len(future.legal_actions()))]
                future.apply(action)
                twin.apply(action)
            assert twin.position() == future.position()


def test_a_finished_game_is_a_position_too() -> None:
    state = start(3)
    for _ in mixed_play(state, random.Random(3)):
        pass
    assert state.is_over()
    again = rebuild(state)
    assert again.is_over() and again.result() == state.result()


def test_explicit_set_ups_become_positions() -> None:
    dungeons = (generate_dungeon(5), generate_dungeon(6))
    state = LairsGame(GameSetup(2, 0, options=setup_options(dungeons, first=1, die=(2, 3))))
    position = state.position()
    assert position["die"] == [2, 3] and position["current"] == 1
    assert rebuild(state).dungeons == dungeons


def test_a_clone_is_independent() -> None:
    state = start(4)
    twin = state.clone()
    twin.apply(twin.legal_actions()[0])
    assert twin.position() != state.position()
    assert state.clone().position() == state.position()


def _broken(change: Any) -> str:
    state = start(5)
    for _ in range(12):
        state.apply(HeuristicBot(0).choose(state.player_view(state.to_move or 0),
                                           state.legal_actions()))
    position = copy.deepcopy(state.position())
    change(position)
    with pytest.raises(MalformedInput) as error:
        rebuild(state, position)
    return error.value.where


def test_malformed_positions_are_reported_where_they_are_wrong() -> None:
    def drop(key: str) -> Any:
        return lambda p: p.pop(key)

    def set_explorer(key: str, value: Any) -> Any:
        return lambda p: p["explorers"][0].__setitem__(key, value)

    assert _broken(drop("supply")) == "position: supply"
    assert _broken(set_explorer("position", "Z9")) == "position: explorers[0].position"
    assert _broken(set_explorer("chests", 3)) == "position: explorers[0].chests"
    assert _broken(set_explorer("mat", {"fresh": {"basic": 9}})) == (
        "position: explorers[0].mat.fresh.basic")
    assert _broken(set_explorer("in_turn", "yes")) == "position: explorers[0].in_turn"
    assert _broken(lambda p: p["supply"]["deck"].append("moon-shard")) == "position: supply"
    assert _broken(lambda p: p["dungeons"][1]["walls"].clear()) == "position: dungeons[1]"
    assert _broken(lambda p: p.__setitem__("rng", "x")) == "position: rng"
    assert _broken(lambda p: p.__setitem__("current", 1 - p["current"])) == "position: current"
    assert _broken(lambda p: p["explorers"][1]["pending"].append({"kind": "dance"})) in (
        "position: explorers[1].pending[0]", "position: explorers[1].pending[0].kind")
    assert _broken(set_explorer("trail", [["A1"], "B2"])) == "position: explorers[0]"
    assert _broken(set_explorer("trail", [["A1", "Z9"]])) == "position: explorers[0]"
    assert _broken(lambda p: p["explorers"][1]["trail"][-1].pop()) == (
        "position: explorers[1].trail")  # the trail ends elsewhere than the explorer stands
    assert _broken(lambda p: p["explorers"][1]["trail"].insert(0, [])) == (
        "position: explorers[1].trail")  # more turns than the explorer has had
    with pytest.raises(MalformedInput, match="must be an object"):
        GAME.rebuild(GameSetup(2, 0), [])  # type: ignore[arg-type]


def test_a_wrong_trail_is_reported_with_its_place_in_it() -> None:
    position = copy.deepcopy(start(5).position())
    position["explorers"][0]["trail"] = [["C4", 7]]
    with pytest.raises(MalformedInput, match=r"trail\[0\]\[1\] must be a cell"):
        GAME.rebuild(GameSetup(2, 0), position)


def test_a_position_without_trails_starts_them_where_the_explorers_stand() -> None:
    # Written before trails were kept (or by hand): each trail is the explorer's cell alone.
    state = start(7)
    for _ in mixed_play(state, random.Random(7)):
        if state.turn > 6:
            break
    position = copy.deepcopy(state.position())
    for entry in position["explorers"]:
        del entry["trail"]
    again = rebuild(state, position)
    for e, was in zip(again.explorations, state.explorations, strict=True):
        assert was.position is not None and len(was.trail) > 1
        assert e.trail == (Visit(was.turns, was.position),)
    assert rebuild(again).position() == again.position()  # and it is written from then on


def test_the_public_view_shows_map_sheets_and_no_unknown_cell() -> None:
    state = start(6)
    for _ in mixed_play(state, random.Random(6)):
        if state.turn > 12:
            break
    public = state.view(None)
    assert isinstance(public, PublicView)
    for seat in (0, 1):
        assert set(public.maps[seat].cells) == state.explorations[seat].known
        assert public.explorers[seat].treasure_count == len(state.explorations[seat].treasures)
    assert "treasures=(" not in repr(public)  # which cards a player holds is secret
    mine = state.view(0)
    assert isinstance(mine, PlayerView) and mine.players == 2 and mine.variants == frozenset()
    assert mine.opponent == public.explorers[1]
