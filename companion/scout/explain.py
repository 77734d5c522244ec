"""Why a Scout action is refused, in plain words (hand-built actions included)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.scout import actions as A
from companion.scout.cards import card_text, set_strength
from companion.scout.views import DECIDE, SHOW

if TYPE_CHECKING:
    from companion.scout.state import ScoutState


def why_not(state: ScoutState, action: Any) -> str:
    if not isinstance(action, A.TurnHand | A.Show | A.Scout):
        return "it is not a Scout action"
    seat = action.seat
    if not isinstance(seat, int) or seat != state.current:
        return f"it is p{state.current + 1}'s decision"
    if state.phase == DECIDE:
        return "first every player decides whether to turn the hand (turn hand / keep hand)"
    if isinstance(action, A.TurnHand):
        return "the hand can be turned only before the round's first turn"
    hand = state.hands[seat]
    if isinstance(action, A.Show):
        if not 0 <= action.first <= action.last < len(hand):
            return f"the hand holds {len(hand)} cards"
        values = [c >> 4 for c in hand[action.first:action.last + 1]]
        shown = " ".join(card_text(c) for c in hand[action.first:action.last + 1])
        strength = set_strength(values)
        if strength < 0:
            return f"{shown} is not a single, a group or a run"
        return f"{shown} does not beat the Active Set"
    if state.phase == SHOW:
        return "after a Scout & Show's Scout comes the Show"
    if not state.active:
        return "the table is empty: there is nothing to scout (Show a set)"
    if state.two and action.and_show:
        return "a 2-player game has no Scout & Show"
    if state.two and not state.chips[seat]:
        return "no Scout chip left: Show a set"
    if action.and_show and not state.scout_show[seat]:
        return "the Scout & Show chip is already spent this round"
    if len(state.active) == 1 and action.end == A.RIGHT:
        return "a one-card Active Set is scouted as left"
    if not 0 <= action.place <= len(hand):
        return f"a scouted card goes to a position from 1 to {len(hand) + 1}"
    if action.and_show:
        return "no Show would beat what is left of the Active Set after this Scout"
    return "it is not a legal action now"
