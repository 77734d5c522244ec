"""After the game: every claim made, and whether it was true (the end screen marks the bluffs).

Only a finished game may be looked at this way: it replays the record from its set-up and, at
each claim, looks at the claimant's hand as it was then.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup
from companion.coup import actions as A
from companion.coup.actions import parse_action
from companion.coup.cards import AMBASSADOR, DUKE, INQUISITOR
from companion.coup.state import CoupState


@dataclass(frozen=True)
class ClaimCheck:
    """One claim: made at log entry ``entry`` by ``seat``; ``character`` is the one claimed
    (for an Embezzle, the Duke the claimant said they did not hold)."""

    entry: int
    seat: int
    character: int
    truthful: bool


def claim_checks(setup: GameSetup, actions: Sequence[str]) -> list[ClaimCheck]:
    """Every claim of the finished game that ``actions`` (notation) played from ``setup``."""
    state = CoupState(setup)
    checks: list[ClaimCheck] = []
    for text in actions:
        action = parse_action(text)
        entry = len(state.history)
        hand = state.hands[action.seat]
        if isinstance(action, A.Declare) and A.CLAIMS[action.kind] >= 0:
            claimed = A.CLAIMS[action.kind]
            if claimed == AMBASSADOR and state.inquisitor:
                claimed = INQUISITOR
            truthful = (DUKE not in hand) if action.kind == A.EMBEZZLE else claimed in hand
            checks.append(ClaimCheck(entry, action.seat, claimed, truthful))
        elif isinstance(action, A.Block):
            checks.append(ClaimCheck(entry, action.seat, action.character,
                                     action.character in hand))
        state.apply(action)
    if not state.is_over():
        raise CompanionError("the claims are judged only when the game is over")
    return checks
