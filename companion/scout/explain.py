"""Why a Scout action is refused, in plain words (hand-built actions included)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.core.messages import Message, message
from companion.core.protocol import NOT_LEGAL_NOW
from companion.scout import actions as A
from companion.scout.cards import card_text, set_strength
from companion.scout.views import DECIDE, SHOW

if TYPE_CHECKING:
    from companion.scout.state import ScoutState


def why_not(state: ScoutState, action: Any) -> Message:
    if not isinstance(action, A.TurnHand | A.Show | A.Scout):
        return message("ScoutRefusal", "it is not a Scout action")
    seat = action.seat
    if not isinstance(seat, int) or seat != state.current:
        return message("ScoutRefusal", "it is {player}'s decision").format(
            player=f"p{state.current + 1}")
    if state.phase == DECIDE:
        return message("ScoutRefusal", "first every player decides whether to turn the hand "
                       "(turn hand / keep hand)")
    if isinstance(action, A.TurnHand):
        return message("ScoutRefusal", "the hand can be turned only before the round's first turn")
    hand = state.hands[seat]
    if isinstance(action, A.Show):
        if not 0 <= action.first <= action.last < len(hand):
            return message("ScoutRefusal", "the hand holds {cards} cards").format(
                cards=len(hand))
        values = [c >> 4 for c in hand[action.first:action.last + 1]]
        shown = " ".join(card_text(c) for c in hand[action.first:action.last + 1])
        strength = set_strength(values)
        if strength < 0:
            return message("ScoutRefusal", "{set} is not a single, a group or a run").format(
                set=shown)
        return message("ScoutRefusal", "{set} does not beat the Active Set").format(set=shown)
    if state.phase == SHOW:
        return message("ScoutRefusal", "after a Scout & Show's Scout comes the Show")
    if not state.active:
        return message("ScoutRefusal", "the table is empty: there is nothing to scout (Show a set)")
    if state.two and action.and_show:
        return message("ScoutRefusal", "a 2-player game has no Scout & Show")
    if state.two and not state.chips[seat]:
        return message("ScoutRefusal", "no Scout chip left: Show a set")
    if action.and_show and not state.scout_show[seat]:
        return message("ScoutRefusal", "the Scout & Show chip is already spent this round")
    if len(state.active) == 1 and action.end == A.RIGHT:
        return message("ScoutRefusal", "a one-card Active Set is scouted as left")
    if not 0 <= action.place <= len(hand):
        return message("ScoutRefusal", "a scouted card goes to a position from 1 to {last}"
                       ).format(last=len(hand) + 1)
    if action.and_show:
        return message("ScoutRefusal", "no Show would beat what is left of the Active Set after "
                       "this Scout")
    return NOT_LEGAL_NOW
