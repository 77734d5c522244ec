"""Game set-up: variants and player limits (explicit set-ups are partial positions: see
``companion.coup.position``)."""

from __future__ import annotations

from dataclasses import dataclass

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup
from companion.coup.cards import characters_in_play, copies_for, full_deck

INQUISITOR_VARIANT = "inquisitor"
TWO_PLAYER_SETS = "two-player-sets"
REFORMATION = "reformation"
VARIANTS = {
    INQUISITOR_VARIANT: "the Inquisitor replaces the Ambassador (Exchange 1 card, or Examine)",
    TWO_PLAYER_SETS: "2 players: deal from 3 sets of one of each character, keep 1 of your set",
    REFORMATION: "Loyalists and Reformists, Conversion, Embezzle, Treasury Reserve (2–10 players)",
}


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
