"""What each player has claimed at the table and not since swapped away or lost (read from a
view): an Exchange, a forced exchange or a hand shown to prove an Embezzle replaces the cards; a
claimed character revealed (and shuffled back) or lost face up no longer stands."""

from __future__ import annotations

from companion.coup import actions as A
from companion.coup.cards import AMBASSADOR, INQUISITOR
from companion.coup.views import CoupView, Secret, ShownHand


def remembered_claims(view: CoupView, before: type | None = None) -> list[set[int]]:
    """What each player has claimed and not since swapped away or lost; with ``before``, up to the
    latest entry of that class (the claim being challenged does not vouch for itself)."""
    claims: list[set[int]] = [set() for _ in range(view.players)]
    inquisitor = view.inquisitor
    examined = -1
    log = view.log
    if before is not None:
        last = max((i for i, e in enumerate(log) if e.__class__ is before), default=len(log))
        log = log[:last]
    for entry in log:
        cls = entry.__class__
        if cls is A.Declare:
            claim = A.CLAIMS[entry.kind]
            if entry.kind == A.EXAMINE:
                examined = entry.target
            if claim == AMBASSADOR and inquisitor:
                claim = INQUISITOR
            if claim >= 0 and entry.kind != A.EMBEZZLE:
                claims[entry.seat].add(claim)
        elif cls is A.Block:
            claims[entry.seat].add(entry.character)
        elif cls in (A.Reveal, A.Lose):
            claims[entry.seat].discard(entry.character)
        elif cls in (A.Keep, ShownHand) or (cls is Secret and entry.what == "keep"):
            claims[entry.seat].clear()  # a new hand
        elif cls is A.Verdict and entry.force and examined >= 0:
            claims[examined].clear()
    return claims
