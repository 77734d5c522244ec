"""Game set-up: variants, player limits, the deal, and explicit set-ups for tests and puzzles.

Explicit set-up (``GameSetup.options``, plain JSON), every key optional::

    {"hands": [["duke", "captain"], ["contessa", "assassin"], ...],   # face-down cards per seat
     "deck": ["ambassador", ...],        # Court deck, top card first (default: the rest, shuffled)
                                         # seats without a hand are dealt from the cards left over
     "coins": [2, 2, ...], "reserve": 0, # Treasury = 50 minus every coin on the table
     "first": 0,                         # the starting seat
     "allegiances": ["loyalist", "reformist", ...]}   # Reformation: skips the opening choice
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from companion.core.errors import CompanionError, NotationError
from companion.core.protocol import GameSetup
from companion.coup.cards import (
    NAMES,
    TREASURY_COINS,
    allegiance,
    character,
    characters_in_play,
    copies_for,
    full_deck,
)

INQUISITOR_VARIANT = "inquisitor"
TWO_PLAYER_SETS = "two-player-sets"
REFORMATION = "reformation"
VARIANTS = {
    INQUISITOR_VARIANT: "the Inquisitor replaces the Ambassador (Exchange 1 card, or Examine)",
    TWO_PLAYER_SETS: "2 players: deal from 3 sets of one of each character, keep 1 of your set",
    REFORMATION: "Loyalists and Reformists, Conversion, Embezzle, Treasury Reserve (2–10 players)",
}
_OPTION_KEYS = {"hands", "deck", "coins", "reserve", "first", "allegiances"}


@dataclass(frozen=True)
class CoupConfig:
    players: int
    inquisitor: bool
    two_player_sets: bool
    reformation: bool

    @classmethod
    def from_setup(cls, setup: GameSetup) -> CoupConfig:
        variants = setup.variants
        unknown = sorted(set(variants) - set(VARIANTS))
        if unknown:
            raise CompanionError(
                f"unknown coup variant {unknown[0]!r} (known: {', '.join(VARIANTS)})"
            )
        config = cls(
            setup.players,
            INQUISITOR_VARIANT in variants,
            TWO_PLAYER_SETS in variants,
            REFORMATION in variants,
        )
        config.check()
        return config

    def check(self) -> None:
        n = self.players
        if self.two_player_sets and n != 2:
            raise CompanionError(f"the two-player-sets variant is for 2 players, not {n}")
        top = player_range(self.two_player_sets, self.reformation)[1]
        if not 2 <= n <= top:
            detail = "" if self.reformation else " (9–10 players need the reformation variant)"
            raise CompanionError(f"coup is played by 2–{top} players, not {n}{detail}")

    @property
    def characters(self) -> tuple[int, ...]:
        return characters_in_play(self.inquisitor)

    @property
    def copies(self) -> int:
        return copies_for(self.players)

    def deck(self) -> list[int]:
        return full_deck(self.players, self.inquisitor)


def player_range(two_player_sets: bool, reformation: bool) -> tuple[int, int]:
    """The fewest and most players with these variants."""
    if two_player_sets:
        return 2, 2
    return 2, 10 if reformation else 8


@dataclass
class Deal:
    """The opening position before any decision."""

    hands: list[list[int]]
    deck: list[int]  # top card last (the engine pops from the end)
    coins: list[int]
    reserve: int
    first: int
    allegiances: list[int] | None
    # Two-player sets: the set each player picks one card from (empty lists otherwise).
    sets: list[list[int]]


def deal(config: CoupConfig, options: Mapping[str, Any], rng: Any) -> Deal:
    if options:
        return _explicit(config, options, rng)
    n = config.players
    coins = _opening_coins(n, 0)
    if config.two_player_sets:
        dealt = list(config.characters)
        rng.shuffle(dealt)
        hands = [[dealt[0]], [dealt[1]]]
        sets = [list(config.characters), list(config.characters)]
        return Deal(hands, dealt[2:], coins, 0, 0, None, sets)
    cards = config.deck()
    rng.shuffle(cards)
    hands = [[cards.pop(), cards.pop()] for _ in range(n)]
    return Deal(hands, cards, coins, 0, 0, None, [[] for _ in range(n)])


def _explicit(config: CoupConfig, options: Mapping[str, Any], rng: Any) -> Deal:
    unknown = sorted(set(options) - _OPTION_KEYS)
    if unknown:
        raise CompanionError(f"unknown coup set-up key {unknown[0]!r}")
    if config.two_player_sets:
        raise CompanionError("an explicit set-up replaces the two-player-sets deal; drop one")
    n = config.players
    composition = Counter(config.deck())
    hands = [_cards(h, f"hands[{i}]") for i, h in enumerate(_list(options, "hands", n))]
    used = Counter(c for h in hands for c in h)
    deck: list[int] | None = None
    if "deck" in options:
        deck = _cards(options["deck"], "deck")[::-1]
        used += Counter(deck)
    for card, count in used.items():
        if count > composition[card]:
            raise CompanionError(
                f"set-up uses {count} {NAMES[card]} cards; this game has {composition[card]}"
            )
    # Seats without a given hand are dealt from the cards the set-up leaves over.
    rest = list((composition - used).elements())
    rng.shuffle(rest)
    if 2 * (n - len(hands)) > len(rest):
        raise CompanionError("the set-up leaves too few cards to deal the missing hands")
    while len(hands) < n:
        hands.append([rest.pop(), rest.pop()])
    if deck is None:
        deck = rest
    if any(len(h) not in (1, 2) for h in hands):
        raise CompanionError("every hand in a set-up holds 1 or 2 face-down cards")
    first = _ints([options.get("first", 0)], "first", 1)[0]
    if not 0 <= first < n:
        raise CompanionError(f"set-up 'first' must be a seat 0..{n - 1}, not {first}")
    coins = _ints(options.get("coins", _opening_coins(n, first)), "coins", n)
    reserve = _ints([options.get("reserve", 0)], "reserve", 1)[0]
    if sum(coins) + reserve > TREASURY_COINS:
        raise CompanionError(f"set-up puts more than the {TREASURY_COINS} coins on the table")
    sides = None
    if "allegiances" in options:
        if not config.reformation:
            raise CompanionError("allegiances need the reformation variant")
        raw = _list(options, "allegiances", n)
        if len(raw) != n:
            raise CompanionError(f"set-up 'allegiances' needs one per player ({n})")
        try:
            sides = [allegiance(str(a)) for a in raw]
        except NotationError as error:
            raise CompanionError(f"set-up allegiances: {error}") from None
    return Deal(hands, deck, coins, reserve, first, sides, [[] for _ in range(n)])


def _opening_coins(players: int, first: int) -> list[int]:
    coins = [2] * players
    if players == 2:
        coins[first] = 1  # the official 2-player rule: the starting player takes only 1 coin
    return coins


def _list(options: Mapping[str, Any], key: str, n: int) -> list[Any]:
    value = options.get(key, [])
    if not isinstance(value, list) or len(value) > n:
        raise CompanionError(f"set-up {key!r} must be a list of at most {n} entries")
    return value


def _cards(value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise CompanionError(f"set-up {where} must be a list of character names")
    try:
        return [character(str(name)) for name in value]
    except NotationError as error:
        raise CompanionError(f"set-up {where}: {error}") from None


def _ints(value: Any, where: str, n: int) -> list[int]:
    if (
        not isinstance(value, list)
        or len(value) != n
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        raise CompanionError(f"set-up {where!r} must be {n} whole number(s) ≥ 0")
    return list(value)
