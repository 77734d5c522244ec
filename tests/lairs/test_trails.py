"""Explorer trails replayed from a record: Start first, one visit per move, turns as in the log."""

from __future__ import annotations

from itertools import pairwise

from companion.core.protocol import GameSetup
from companion.core.record import Match
from companion.lairs import GAME
from companion.lairs.actions import Creep
from companion.lairs.board import direction_between
from companion.lairs.bots import HeuristicBot
from companion.lairs.energy import Pick
from companion.lairs.trails import TrailBook, Visit, cells_of, explorer_trails, turn_trail


def test_a_trail_starts_on_start_and_follows_every_move() -> None:
    match = Match.start(GAME, GameSetup(2, 5))
    game = match.state
    e = game.explorations[0]
    start = e.position
    target = next(iter(e.dungeon.open_neighbours(start)))
    match.play(Creep(target, (Pick.FB,)))
    trails = explorer_trails(match.record)
    assert trails[0] == (Visit(1, start), Visit(1, target))
    assert trails[1] == ()  # p2 has not begun exploring yet


def test_a_whole_game_s_trails_are_walks_through_the_dungeons() -> None:
    match = Match.start(GAME, GameSetup(2, 11), seats=["heuristic", "heuristic"])
    match.play_out([HeuristicBot(1), HeuristicBot(2)])
    game = match.state
    for seat, trail in enumerate(explorer_trails(match.record)):
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


def test_a_trail_book_follows_a_growing_record() -> None:
    match = Match.start(GAME, GameSetup(2, 11), seats=["heuristic", "heuristic"])
    book = TrailBook(match.record)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    for _ in range(40):
        seat = match.state.to_move
        match.play(bots[seat].choose(match.state.view(seat), match.state.legal_actions()))
        if len(match.record.actions) % 7 == 0:
            assert book.trails() == explorer_trails(match.record)
    assert book.trails() == explorer_trails(match.record)
