"""Characters, allegiances and the Court deck's make-up.

Characters are plain ints in the engine's hot loop (list indexing, no enum lookups); the
``Character`` enum gives them names for notation, views and the UI.
"""

from __future__ import annotations

from enum import IntEnum

from companion.core.errors import NotationError


class Character(IntEnum):
    DUKE = 0
    ASSASSIN = 1
    CAPTAIN = 2
    AMBASSADOR = 3
    CONTESSA = 4
    INQUISITOR = 5

    @property
    def label(self) -> str:
        return self.name.lower()


DUKE, ASSASSIN, CAPTAIN, AMBASSADOR, CONTESSA, INQUISITOR = range(6)
CHARACTER_COUNT = 6
NAMES: tuple[str, ...] = tuple(c.label for c in Character)
_BY_NAME = {name: index for index, name in enumerate(NAMES)}


class Allegiance(IntEnum):
    LOYALIST = 0
    REFORMIST = 1

    @property
    def label(self) -> str:
        return self.name.lower()


ALLEGIANCE_NAMES: tuple[str, ...] = tuple(a.label for a in Allegiance)

TREASURY_COINS = 50


def character(name: str) -> int:
    """The character called ``name`` (case-insensitive), or a NotationError."""
    try:
        return _BY_NAME[name.strip().lower()]
    except KeyError:
        raise NotationError(f"unknown character {name!r} (known: {', '.join(NAMES)})") from None


def allegiance(name: str) -> int:
    try:
        return ALLEGIANCE_NAMES.index(name.strip().lower())
    except ValueError:
        raise NotationError(f"unknown allegiance {name!r} (loyalist or reformist)") from None


def characters_in_play(inquisitor: bool) -> tuple[int, ...]:
    """The five characters of a game: the Inquisitor replaces the Ambassador when chosen."""
    return (DUKE, ASSASSIN, CAPTAIN, INQUISITOR if inquisitor else AMBASSADOR, CONTESSA)


def copies_for(players: int) -> int:
    """3 copies for 2–6 players, 4 for 7–8, 5 for 9–10."""
    if players <= 6:
        return 3
    return 4 if players <= 8 else 5


def full_deck(players: int, inquisitor: bool) -> list[int]:
    copies = copies_for(players)
    return [c for c in characters_in_play(inquisitor) for _ in range(copies)]
