"""How good a Scout hand is to hold: the best split of its cards into sets to show later.

A hand is played out set by set, and every card still held at the round's end costs a point, so
a hand is worth more the fewer and the longer its sets: the value of a hand is the best sum,
over a split of it into adjacent valid sets, of what each set is worth, less a price per card.
The bots share it (the heuristic on its view, the search's rollouts on a sampled world).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from companion.scout.cards import SET_GROUP, SET_LENGTH, sets_in

CARD_PRICE = 0.8  # a card held is a likely point lost at the round's end
# What a set of so many cards is worth to hold: long sets beat whatever is on the table and
# empty the hand quickly.
LENGTH_WORTH = (0.0, 0.0, 1.5, 3.2, 5.0, 7.0, 9.0, 11.0, 13.0, 15.0, 17.0, 19.0)
GROUP_WORTH = 0.4  # a group beats a run of its length
HIGH_WORTH = 0.03  # per point of the set's number: higher sets win ties of length


def _worth(strength: int) -> float:
    """What holding a set of this strength is worth (a strength tells its length, whether it is
    a group and its number)."""
    length = strength // SET_LENGTH
    worth = LENGTH_WORTH[length] + HIGH_WORTH * (strength % SET_GROUP)
    if length > 1 and strength & SET_GROUP:
        worth += GROUP_WORTH
    return worth


# Every set's worth by its strength (no set is longer than ten cards: a run of 1–10).
_WORTH = tuple(_worth(strength) for strength in range(len(LENGTH_WORTH) * SET_LENGTH))


def hand_value(values: Sequence[int]) -> float:
    return _plan(tuple(values))[0]


def best_split(values: Sequence[int]) -> tuple[tuple[int, int, int, float], ...]:
    """The sets of the hand's best split, left to right: ``(first, last, strength, worth)``."""
    return _plan(tuple(values))[1]


# The search asks about the same few hands in world after world (its own, after each
# candidate move): remembering them makes its ranking of moves several times cheaper.
@lru_cache(maxsize=1 << 16)
def _plan(values: tuple[int, ...]) -> tuple[float, tuple[tuple[int, int, int, float], ...]]:
    n = len(values)
    if not n:
        return 0.0, ()
    # best[i]: the best split of the first i cards; last[i]: the set that ends it. Sets come
    # by their first card, so best[first] is final by the time a set starting there comes.
    best = [0.0] + [-1e9] * n
    last: list[tuple[int, int, int, float]] = [(0, 0, 0, 0.0)] * (n + 1)
    for first, end, strength in sets_in(values):
        worth = _WORTH[strength]
        total = best[first] + worth
        if total > best[end + 1]:
            best[end + 1] = total
            last[end + 1] = (first, end, strength, worth)
    split = []
    end = n
    while end:
        split.append(last[end])
        end = last[end][0]
    return best[n] - CARD_PRICE * n, tuple(reversed(split))
