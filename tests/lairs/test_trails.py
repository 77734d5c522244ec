"""Explorer trails: kept by each exploration, carried by every view (both trails are public at the
table), written in positions; Start first, one visit per move, turns as in the log."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

from companion.core.protocol import GameSetup
from companion.core.record import Match
from companion.lairs import GAME
from companion.lairs.actions import Creep
from companion.lairs.board import direction_between, parse_cell
from companion.lairs.bots import HeuristicBot
from companion.lairs.energy import Basket, EnergyMat, Kind, Pick
from companion.lairs.game import LairsGame, PlayerView, PublicView
from companion.lairs.sampler import sample_world
from companion.lairs.trails import Trail, Visit, cells_of, turn_trail
from tests.lairs.explore_support import rebuild, start


def trails_seen(state: LairsGame) -> tuple[Trail, Trail]:
    """Both trails as the public view shows them, checked to be the same in both players'
    views."""
    public = state.view(None)
    assert isinstance(public, PublicView)
    trails = (public.explorers[0].trail, public.explorers[1].trail)
    for seat in (0, 1):
        view = state.view(seat)
        assert isinstance(view, PlayerView)
        assert (view.explorer.trail, view.opponent.trail) == (trails[seat], trails[1 - seat])
    return trails


def mixed_play(state: LairsGame, seed: int, share_random: float,
               turns: int = 120) -> Iterator[Any]:
    """The actions of heuristic bots taking a random one now and then (``share_random`` of
    their decisions), each chosen in ``state`` as it is when asked (the caller applies it),
    until the game ends or has had ``turns`` Explorer turns."""
    rng = random.Random(seed)
    bots = [HeuristicBot(seed), HeuristicBot(seed + 1)]
    while not state.is_over() and state.turn < turns:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        if rng.random() < share_random:
            yield legal[rng.randrange(len(legal))]
        else:
            yield bots[seat].choose(state.player_view(seat), legal)


def test_a_trail_starts_on_start_and_follows_every_move() -> None:
    game = start(5)
    e = game.explorations[0]
    start_cell = e.position
    assert start_cell is not None
    target = next(iter(e.dungeon.open_neighbours(start_cell)))
    game.apply(Creep(target, (Pick.FB,)))
    assert trails_seen(game) == ((Visit(1, start_cell), Visit(1, target)), ())


def test_the_trails_of_a_fixed_game() -> None:
    match = Match.start(GAME, GameSetup(2, 5))
    bots = [HeuristicBot(1), HeuristicBot(2)]
    state = match.state
    for _ in range(40):
        seat = state.to_move
        match.play(bots[seat].choose(state.view(seat), state.legal_actions()))
    expected = (
        [(1, "C4"), (1, "B4"), (1, "A4"), (1, "A3"), (1, "A2"), (2, "A1"), (2, "B1"), (4, "B2"),
         (4, "B3"), (4, "C3")],
        [(1, "A6"), (1, "B6"), (1, "C6"), (1, "C5"), (1, "B5"), (2, "A5"), (2, "B5"), (2, "B4"),
         (2, "A4"), (2, "B4"), (2, "B3"), (3, "A3"), (3, "A2"), (3, "A1"), (3, "B1")],
    )
    trails = trails_seen(state)
    assert trails == tuple(tuple(Visit(t, parse_cell(c)) for t, c in trail)
                           for trail in expected)


def test_at_every_decision_views_trails_positions_and_sampled_worlds_agree() -> None:
    # A game to its end, and random play (long turns, Backtracks, Peers) for a while.
    for seed, share_random, turns in ((1, 0.3, 120), (2, 1.0, 30)):
        state = start(seed)
        trails = trails_seen(state)
        for index, action in enumerate(mixed_play(state, seed, share_random, turns)):
            assert trails_seen(state) == trails
            again = rebuild(state)
            for seat in (0, 1, None):
                assert again.view(seat) == state.view(seat)
            if index % 5 == 0:
                seat = index // 5 % 2
                view = state.player_view(seat)
                world = GAME.rebuild(GameSetup(2, 0), sample_world(view, random.Random(index)))
                assert world.view(seat) == view
            mover = state.to_move
            before = [(e.turns, e.position) for e in state.explorations]
            state.apply(action)
            # A move is a visit in the mover's turn; the other explorer's Start is stood on
            # when their first turn begins.
            grown = []
            for seat, e in enumerate(state.explorations):
                turns, position = before[seat]
                visit = Visit(turns if seat == mover else e.turns, e.position)
                grown.append(trails[seat] + ((visit,) if e.position != position else ()))
            trails = (grown[0], grown[1])
        assert trails_seen(state) == trails


def test_a_move_that_ends_the_turn_keeps_its_turn_when_the_next_comes_at_once() -> None:
    # The opponent's cubes are all Fatigued: their turn ends as it begins, and the mover's
    # next turn begins within the same action. The move still belongs to the turn it was made
    # in (the record replayed would label it with the next one).
    state = start(5)
    position = copy.deepcopy(state.position())
    tired = EnergyMat.from_baskets({Basket.FATIGUED: {Kind.BASIC: 4, Kind.QUICKNESS: 1,
                                                      Kind.PERCEPTION: 1}})
    last_cube = EnergyMat.from_baskets({Basket.FRESH: {Kind.BASIC: 1},
                                        Basket.SPENT: {Kind.BASIC: 3, Kind.QUICKNESS: 1,
                                                       Kind.PERCEPTION: 1}})
    position["explorers"][0]["mat"] = last_cube.to_json()
    position["explorers"][1]["mat"] = tired.to_json()
    game = rebuild(state, position)
    here = game.explorations[0].here
    target = next(iter(game.explorations[0].dungeon.open_neighbours(here)))
    game.apply(Creep(target, (Pick.FB,)))
    assert game.current == 0 and game.explorations[0].turns == 2
    assert trails_seen(game)[0] == (Visit(1, here), Visit(1, target))


def test_a_whole_game_s_trails_are_walks_through_the_dungeons() -> None:
    match = Match.start(GAME, GameSetup(2, 11), seats=["heuristic", "heuristic"])
    match.play_out([HeuristicBot(1), HeuristicBot(2)])
    game = match.state
    for seat, trail in enumerate(trails_seen(game)):
        e = game.explorations[seat]
        cells = cells_of(trail)
        assert cells[0] == e.dungeon.start and cells[-1] == e.position
        assert set(cells) <= e.known
        turns = [v.turn for v in trail]
        assert turns == sorted(turns) and turns[-1] <= e.turns
        # No step between neighbours goes through a wall (a Backtrack may jump further).
        steps = [(a, b) for a, b in pairwise(cells) if direction_between(a, b) is not None]
        assert steps and not any(e.dungeon.has_wall(a, b) for a, b in steps)


def test_a_turn_s_trail_begins_where_the_turn_began() -> None:
    trail = (Visit(1, 0), Visit(1, 1), Visit(2, 7), Visit(2, 13), Visit(4, 14))
    assert turn_trail(trail, 2) == [1, 7, 13]
    assert turn_trail(trail, 3) == [13]
    assert turn_trail(trail, 1) == [0, 1]


def test_what_the_search_tells_apart_does_not_include_the_trails() -> None:
    state = start(6)
    for action in mixed_play(state, 6, 0.0):
        if state.turn >= 6:
            break
        state.apply(action)
    position = state.position()
    for entry in position["explorers"]:
        del entry["trail"]
    shortened = rebuild(state, position)
    assert trails_seen(shortened) != trails_seen(state)
    for seat in (0, 1):
        assert shortened.information_key(seat) == state.information_key(seat)
