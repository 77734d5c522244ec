"""The explorer's arithmetic: how many cells a blind search takes, and what a fight costs.

Both are exact under their assumptions and cached, because an explorer asks at every decision.
"""

from __future__ import annotations

import math
from functools import cache

from companion.lairs.hazards import roll_distribution

# What a strike costs, in cubes: two fatigued cubes, each out of play for a turn (a Fresh one
# for the rest of this turn as well). The explorers price a strike by their mat; this is the
# price where a fight's failed rolls are weighed, before the explorer knows when it will fight.
STRIKE_CUBES = 2.5
MOST_DICE = 6  # a turn's cubes: a fight buys no more


@cache
def cells_to_learn(unknown: int, wanted: tuple[tuple[int, int], ...]) -> float:
    """How many of ``unknown`` cells an explorer expects to learn, in no particular order,
    until it has met what it wants: ``wanted`` holds, per kind of feature, (how many it needs,
    how many of them are hidden). Infinite when it needs more than are hidden.

    The hidden features lie on the Unknown cells like a random draw without replacement, so
    the chance that the first j cells hold enough of every kind is a multivariate
    hypergeometric sum; the expectation adds up the chances of not being done yet."""
    wanted = tuple(w for w in wanted if w[1])
    if any(need > hidden for need, hidden in wanted):
        return math.inf
    if all(need <= 0 for need, _ in wanted):
        return 0.0
    others = unknown - sum(hidden for _, hidden in wanted)
    if others < 0:
        return math.inf
    # Every way the kinds can be met: (cells of those kinds among the first j, ways to pick
    # them), whatever j is.
    met = [(0, 1)]
    for need, hidden in wanted:
        met = [(used + found, ways * math.comb(hidden, found)) for used, ways in met
               for found in range(max(need, 0), hidden + 1)]
    rest = [math.comb(others, r) for r in range(others + 1)]
    expected = 0.0
    for learned in range(unknown):
        done = sum(ways * rest[learned - used] for used, ways in met
                   if 0 <= learned - used <= others)
        expected += 1.0 - done / math.comb(unknown, learned)
    return expected


@cache
def fight_cost(faces: tuple[int, ...], target: int, least_chance: float = 0.0,
               strike: float = STRIKE_CUBES, first_most: int = MOST_DICE) -> tuple[float, int]:
    """The expected cubes to defeat a monster of ``target`` (its dice, and a strike for every
    failed roll, after which the target drops by the roll), fighting each time with the dice
    that make this least; ``least_chance``: never with fewer dice than succeed this often
    (when a turn's cubes can); ``first_most``: the dice the explorer can pay for the first
    roll. Returns the cost and the dice for the first roll."""
    if target <= 0:
        return 0.0, 0
    best: tuple[float, int] | None = None
    most = max(1, min(MOST_DICE, first_most))
    for dice in range(1, most + 1):
        totals = roll_distribution(faces, dice)
        chance = sum(p for total, p in totals if total >= target)
        if chance < least_chance and dice < most:
            continue
        cost = float(dice)
        for total, p in totals:
            if total < target:
                cost += p * (strike + fight_cost(faces, target - total, least_chance, strike)[0])
        if best is None or cost < best[0]:
            best = (cost, dice)
    assert best is not None
    return best

