"""The phases of a Coup game: whose decision it is and what it is about."""

from enum import IntEnum


class Phase(IntEnum):
    PICK = 0
    SIDE = 1
    ACTION = 2
    CHALLENGE = 3
    BLOCK = 4
    BLOCK_CHALLENGE = 5
    PROVE = 6
    LOSE = 7
    EXCHANGE = 8
    SHOW = 9
    VERDICT = 10
    OVER = 11

    @property
    def label(self) -> str:
        """The phase in words, as positions and messages spell it."""
        return PHASE_NAMES[self]


# Plain names for the engine's hot loop (IntEnum members compare as ints).
(
    PICK, SIDE, ACTION, CHALLENGE, BLOCK, BLOCK_CHALLENGE, PROVE, LOSE, EXCHANGE, SHOW, VERDICT,
    OVER,
) = tuple(Phase)
PHASE_NAMES = (
    "pick", "allegiance", "action", "challenge", "block", "block challenge", "prove", "lose",
    "exchange", "show", "verdict", "over",
)
PHASE_BY_NAME = {name: Phase(index) for index, name in enumerate(PHASE_NAMES)}

# What follows a pending influence loss (public: everyone saw why the card is being turned):
# the turn ends; the challenged action's claim stands; the challenged block fails; the block holds.
K_END, K_CLAIM_STANDS, K_BLOCK_FAILS, K_BLOCKED = range(4)
AFTER_LOSS_NAMES = ("end", "claim stands", "block fails", "blocked")
