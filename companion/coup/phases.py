"""The phases of a Coup game: whose decision it is and what it is about."""

(
    PICK, SIDE, ACTION, CHALLENGE, BLOCK, BLOCK_CHALLENGE, PROVE, LOSE, EXCHANGE, SHOW, VERDICT,
    OVER,
) = range(12)
PHASE_NAMES = (
    "pick", "allegiance", "action", "challenge", "block", "block challenge", "prove", "lose",
    "exchange", "show", "verdict", "over",
)

# What follows a pending influence loss (public: everyone saw why the card is being turned):
# the turn ends; the challenged action's claim stands; the challenged block fails; the block holds.
K_END, K_CLAIM_STANDS, K_BLOCK_FAILS, K_BLOCKED = range(4)
