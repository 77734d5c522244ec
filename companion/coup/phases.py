"""The phases of a Coup game: whose decision it is and what it is about."""

(
    PICK, SIDE, ACTION, CHALLENGE, BLOCK, BLOCK_CHALLENGE, PROVE, LOSE, EXCHANGE, SHOW, VERDICT,
    OVER,
) = range(12)
PHASE_NAMES = (
    "pick", "allegiance", "action", "challenge", "block", "block challenge", "prove", "lose",
    "exchange", "show", "verdict", "over",
)
