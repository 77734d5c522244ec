"""The explorer's arithmetic: cells a blind search takes, and what a fight costs."""

from __future__ import annotations

import math
from itertools import permutations

import pytest

from companion.lairs.odds import cells_to_learn, fight_cost

FACES = (1, 1, 2, 2, 3, 4)  # the shipped die


def _by_enumeration(kinds: list[str], wanted: dict[str, int]) -> float:
    """Every order of learning the cells, each as likely: when is enough of each kind met?"""
    total = count = 0
    for order in set(permutations(kinds)):
        seen: dict[str, int] = {}
        for learned, kind in enumerate(order, 1):
            seen[kind] = seen.get(kind, 0) + 1
            if all(seen.get(k, 0) >= n for k, n in wanted.items()):
                total += learned
                break
        count += 1
    return total / count


def test_cells_to_learn_is_exact() -> None:
    assert cells_to_learn(10, ((1, 1),)) == pytest.approx(5.5)
    assert cells_to_learn(35, ((3, 3), (1, 1))) == pytest.approx(4 * 36 / 5)
    kinds = ["c", "c", "m", "m", "m", "x", ".", "."]
    expected = _by_enumeration(kinds, {"c": 1, "m": 2, "x": 1})
    assert cells_to_learn(8, ((1, 2), (2, 3), (1, 1))) == pytest.approx(expected)


def test_a_search_for_more_than_is_hidden_never_ends() -> None:
    assert math.isinf(cells_to_learn(10, ((2, 1),)))
    assert cells_to_learn(10, ((0, 3), (0, 1))) == 0


def test_fight_cost() -> None:
    assert fight_cost(FACES, 0) == (0.0, 0)
    assert fight_cost((6,), 6) == (1.0, 1)
    cost, dice = fight_cost(FACES, 6)
    assert dice == 4 and 4 < cost < 4.5  # 4 dice succeed 94% of the time
    # Never fewer dice than succeed 90% of the time, when a turn can pay for them.
    assert fight_cost(FACES, 5, 0.9)[1] > fight_cost(FACES, 5)[1]
    # With two cubes at hand, the first roll takes two dice and costs more in all.
    few = fight_cost(FACES, 6, first_most=2)
    assert few[1] == 2 and few[0] > cost
