"""A Scout hand's plan: the best split into adjacent sets, checked against every split."""

from __future__ import annotations

from functools import cache

from hypothesis import given
from hypothesis import strategies as st

from companion.scout.cards import set_strength
from companion.scout.plan import (
    CARD_PRICE,
    GROUP_WORTH,
    HIGH_WORTH,
    LENGTH_WORTH,
    best_split,
    hand_value,
)


def _worth(values: tuple[int, ...]) -> float | None:
    """A piece's worth read from the rules' words (None: not a set)."""
    if set_strength(values) < 0:
        return None
    group = len(values) > 1 and len(set(values)) == 1
    return (LENGTH_WORTH[len(values)] + HIGH_WORTH * max(values)
            + (GROUP_WORTH if group else 0.0))


def _every_split(values: tuple[int, ...]) -> float:
    @cache
    def best(start: int) -> float:
        if start == len(values):
            return 0.0
        found = []
        for end in range(start + 1, len(values) + 1):
            worth = _worth(values[start:end])
            if worth is not None:
                found.append(worth + best(end))
        return max(found)  # a single card is always a set

    return best(0) - CARD_PRICE * len(values)


hands = st.lists(st.integers(1, 10), max_size=11).map(tuple)


@given(hands)
def test_the_plan_is_the_best_of_every_split(values: tuple[int, ...]) -> None:
    assert abs(hand_value(values) - _every_split(values)) < 1e-9


@given(hands)
def test_the_best_split_covers_the_hand_with_sets(values: tuple[int, ...]) -> None:
    split = best_split(values)
    ends = [0, *(last + 1 for _, last, _, _ in split)]
    assert [first for first, _, _, _ in split] == ends[:-1]
    assert ends[-1] == len(values)
    for first, last, strength, worth in split:
        assert strength == set_strength(values[first:last + 1])
        assert worth == _worth(values[first:last + 1])
    total = sum(worth for *_, worth in split) - CARD_PRICE * len(values)
    assert abs(total - hand_value(values)) < 1e-9


def test_a_long_run_is_kept_whole() -> None:
    assert [(first, last) for first, last, _, _ in best_split((3, 4, 5, 6, 9))] == [(0, 3), (4, 4)]
