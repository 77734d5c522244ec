"""The generator: every dungeon valid, seeds reproducible, layouts varied; and the statistics."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.lairs.board import WALL_SLOTS, Dungeon, Feature, parse_cell, wall
from companion.lairs.generator import generate_dungeon, generate_dungeons
from companion.lairs.statistics import dungeon_stats
from companion.lairs.validation import validate


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**40))
def test_every_generated_dungeon_is_valid(seed: int) -> None:
    assert validate(generate_dungeon(seed)).valid


def test_many_seeds_all_valid_and_varied() -> None:
    dungeons = [d for _seed, d in generate_dungeons(1000, 300)]
    assert all(validate(d).valid for d in dungeons)
    assert len({d.walls for d in dungeons}) == 300
    assert len({frozenset(d.features.items()) for d in dungeons}) == 300
    assert {len(d.walls) for d in dungeons} == {17, 18, 19, 20}
    starts = {d.start for d in dungeons}
    assert len(starts) > 25  # the Start is not pinned to a template cell


def test_the_same_seed_gives_the_same_dungeon() -> None:
    assert generate_dungeon(99) == generate_dungeon(99)
    assert generate_dungeon(99) != generate_dungeon(100)
    assert [s for s, _d in generate_dungeons(7, 3)] == [7, 8, 9]


def test_statistics_of_a_corridor() -> None:
    # Open passages: A1-A2-A3 and A1-B1 only, so A3 and B1 are dead ends.
    open_slots = {wall(parse_cell(a), parse_cell(b)) for a, b in [("A1", "A2"), ("A2", "A3"),
                                                                   ("A1", "B1")]}
    d = Dungeon(frozenset(WALL_SLOTS) - open_slots, {
        parse_cell("A1"): Feature.START, parse_cell("A2"): Feature.TRAP,
        parse_cell("A3"): Feature.EXIT, parse_cell("B1"): Feature.CHEST})
    stats = dungeon_stats(d)
    assert stats.dead_ends == (parse_cell("A3"), parse_cell("B1"))
    assert stats.loops == 0 and stats.components == 33
    exit_stats, chest_stats = stats.goals
    assert (exit_stats.goal, exit_stats.legal_length, exit_stats.traps) == (parse_cell("A3"), 2, 1)
    assert (chest_stats.distance, chest_stats.legal_length, chest_stats.traps) == (1, 1, 0)


def test_statistics_of_a_generated_dungeon() -> None:
    stats = dungeon_stats(generate_dungeon(3))
    assert stats.components == 1
    assert len(stats.goals) == 4
    assert all(g.legal_length is not None and g.legal_length >= g.distance for g in stats.goals)
