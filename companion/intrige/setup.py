"""Intrige's variants and the configuration a set-up names."""

from __future__ import annotations

from dataclasses import dataclass

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup

REFUND = "refund"
BINDING_PROMISES = "binding-promises"
DIFFERENT_CASTLES = "different-castles"
VARIANTS = {
    REFUND: "bribes for scholars sent to the Island are paid back",
    BINDING_PROMISES: "an accepted bribe's requested suite must be given (if still free)",
    DIFFERENT_CASTLES: "the two scholars of one turn go to two different castles",
}
MIN_PLAYERS, MAX_PLAYERS = 3, 5


@dataclass(frozen=True)
class IntrigeConfig:
    players: int
    refund: bool
    binding_promises: bool
    different_castles: bool

    @classmethod
    def from_setup(cls, setup: GameSetup) -> IntrigeConfig:
        unknown = sorted(set(setup.variants) - set(VARIANTS))
        if unknown:
            raise CompanionError(
                f"unknown intrige variant {unknown[0]!r} (known: {', '.join(VARIANTS)})")
        if not MIN_PLAYERS <= setup.players <= MAX_PLAYERS:
            raise CompanionError(
                f"intrige is played by {MIN_PLAYERS}–{MAX_PLAYERS} players, not {setup.players}")
        v = setup.variants
        return cls(setup.players, REFUND in v, BINDING_PROMISES in v, DIFFERENT_CASTLES in v)

    @property
    def variants(self) -> frozenset[str]:
        on = {REFUND: self.refund, BINDING_PROMISES: self.binding_promises,
              DIFFERENT_CASTLES: self.different_castles}
        return frozenset(name for name, chosen in on.items() if chosen)
