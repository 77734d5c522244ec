"""Scout's 45 double-sided cards, the deck per player count, and the strength of a set.

A card *in play* is one int: ``top << 4 | bottom``, the top number being the active one
(turning the card swaps the two). Written for people as ``"5/3"`` (5 active, 3 below).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from companion.core.errors import NotationError

CARDS: tuple[int, ...] = tuple(a << 4 | b for a, b in combinations(range(1, 11), 2))

# Strength of a set: more cards first, then a group over a run, then the higher number. One int
# (compared with ``>``) so the engine compares sets without building tuples.
SET_LENGTH = 32
SET_GROUP = 16


def top(card: int) -> int:
    return card >> 4


def turned(card: int) -> int:
    return (card & 15) << 4 | card >> 4


def turned_hand(hand: Sequence[int]) -> list[int]:
    """The hand turned around (the once-a-round decision): the order reversed, every card
    showing its other number."""
    return [(c & 15) << 4 | c >> 4 for c in reversed(hand)]


def identity(card: int) -> int:
    """The physical card, whichever way up it lies."""
    return min(card, turned(card))


def deck_for(players: int) -> tuple[int, ...]:
    """The cards used per round: 3 players drop every 10, 4 and 2 players the 9/10, 5 use all."""
    if players == 3:
        return tuple(c for c in CARDS if c & 15 != 10)
    if players in (2, 4):
        return tuple(c for c in CARDS if c != (9 << 4 | 10))
    return CARDS


def rounds_for(players: int) -> int:
    """As many rounds as players; the 2-player game has two."""
    return 2 if players == 2 else players


def hand_size(players: int) -> int:
    return {2: 11, 3: 12, 4: 11, 5: 9}[players]


def card_text(card: int) -> str:
    return f"{card >> 4}/{card & 15}"


def parse_card(text: str) -> int:
    """``"5/3"`` → the card with 5 active; refuses numbers outside 1–10 and equal halves."""
    first, slash, second = text.partition("/")
    if slash and first.isascii() and second.isascii() and first.isdigit() and second.isdigit():
        a, b = int(first), int(second)
        if 1 <= a <= 10 and 1 <= b <= 10 and a != b and len(text) <= 5:
            return a << 4 | b
    raise NotationError(f"{text[:20]!r} is not a card such as 5/3 (two different numbers 1–10)")


def set_strength(values: Sequence[int]) -> int:
    """The strength of a valid set of active numbers (0 for an empty table, -1 if not a set)."""
    n = len(values)
    if n == 0:
        return 0
    first = values[0]
    if all(v == first for v in values):
        return n * SET_LENGTH + SET_GROUP + first
    step = values[1] - first
    if step in (1, -1) and all(values[i + 1] - values[i] == step for i in range(n - 1)):
        return n * SET_LENGTH + max(first, values[-1])
    return -1


def sets_in(values: Sequence[int]) -> Iterator[tuple[int, int, int]]:
    """Every valid set of adjacent cards: ``(first, last, strength)`` (indices inclusive).

    From each start at most one kind of set grows (the next card decides: equal, one up or one
    down), so this is linear in the hand plus the sets found.
    """
    n = len(values)
    for i in range(n):
        v = values[i]
        yield i, i, SET_LENGTH + SET_GROUP + v
        if i + 1 == n:
            break
        step = values[i + 1] - v
        j = i + 1
        if step == 0:
            while j < n and values[j] == v:
                yield i, j, (j - i + 1) * SET_LENGTH + SET_GROUP + v
                j += 1
        elif step in (1, -1):
            while j < n and values[j] - values[j - 1] == step:
                yield i, j, (j - i + 1) * SET_LENGTH + (values[j] if step == 1 else v)
                j += 1


def can_beat(values: Sequence[int], strength: int) -> bool:
    """Whether some set of adjacent cards beats a set of that strength (0: an empty table)."""
    return any(s > strength for _, _, s in sets_in(values))
