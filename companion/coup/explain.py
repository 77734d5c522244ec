"""Why an action is illegal, in plain words (only asked when an action was refused)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.coup import actions as A
from companion.coup.cards import NAMES
from companion.coup.phases import (
    ACTION,
    BLOCK,
    BLOCK_CHALLENGE,
    CHALLENGE,
    EXCHANGE,
    LOSE,
    PHASE_NAMES,
    PICK,
    PROVE,
    SHOW,
    SIDE,
    VERDICT,
)

if TYPE_CHECKING:
    from companion.coup.state import CoupState


def why_not(state: CoupState, action: Any) -> str:
    seat = getattr(action, "seat", None)
    if not isinstance(seat, int) or not 0 <= seat < state.n:
        return f"there is no such player in a {state.n}-player game"
    odd = _out_of_range(action)
    if odd:
        return odd
    if seat != state.to_move:
        return f"it is p{(state.to_move or 0) + 1}'s decision ({PHASE_NAMES[state.phase]}), " \
            f"not p{seat + 1}'s"
    if state.phase != ACTION:
        if isinstance(action, A.Declare):
            return f"p{seat + 1} must answer the {PHASE_NAMES[state.phase]} first"
        return _response_reason(state, action)
    if not isinstance(action, A.Declare):
        return "it is the start of a turn: choose an action"
    return _declare_reason(state, action)


def _out_of_range(action: Any) -> str | None:
    """What is wrong with a hand-built action whose fields name no character, action or card."""
    if isinstance(action, A.Declare) and not 0 <= action.kind < len(A.KIND_NAMES):
        return "there is no such action"
    character = getattr(action, "character", 0)
    cards = getattr(action, "cards", ())
    if not all(isinstance(c, int) and 0 <= c < len(NAMES) for c in (character, *cards)):
        return "there is no such character"
    if isinstance(action, A.ChooseSide) and action.allegiance not in (0, 1):
        return "there is no such allegiance (loyalist or reformist)"
    return None


def _declare_reason(state: CoupState, action: A.Declare) -> str:
    coins = state.coins[action.seat]
    if coins >= 10 and action.kind != A.COUP:
        return "a player who starts the turn with 10 or more coins must Coup"
    cost = {A.COUP: 7, A.ASSASSINATE: 3}.get(action.kind, 0)
    if action.kind == A.CONVERT:
        cost = 1 if action.target == action.seat else 2
    if coins < cost:
        return f"{A.KIND_NAMES[action.kind]} costs {cost} coins; p{action.seat + 1} has {coins}"
    if action.kind in (A.CONVERT, A.EMBEZZLE) and not state.reformation:
        return f"{A.KIND_NAMES[action.kind]} is part of the reformation variant"
    if action.kind == A.EXAMINE and not state.inquisitor:
        return "examine needs the inquisitor variant"
    target = action.target
    if action.kind in A.TARGETED_KINDS or action.kind == A.CONVERT:
        if not 0 <= target < state.n:
            return "there is no such target"
        if target == action.seat and action.kind != A.CONVERT:
            return "a player cannot target themselves"
        if not state.alive[target]:
            return f"p{target + 1} is exiled"
        if action.kind != A.CONVERT and target not in state.targets(action.seat):
            return "players of the same allegiance may not target each other"
    return "it is not a legal action now"


# The question each phase asks, and how it is answered.
_QUESTIONS = {
    CHALLENGE: "a challenge (pass or challenge)",
    BLOCK: "a block (pass or block)",
    BLOCK_CHALLENGE: "a challenge of the block (pass or challenge)",
    PROVE: "a challenge of their claim (reveal it or lose a card)",
    LOSE: "a lost influence (lose a face-down card)",
    EXCHANGE: "an exchange (keep as many cards as before)",
    SHOW: "an examine (show a face-down card)",
    VERDICT: "an examined card (give back or force exchange)",
    SIDE: "the choice of allegiance",
    PICK: "the two-player set-up (pick a card of the set)",
}


def _response_reason(state: CoupState, action: Any) -> str:
    seat = action.seat
    cls = action.__class__
    if state.phase == PROVE and cls in (A.Reveal, A.RevealHand):
        return _proof_reason(state, action)
    if cls not in {a.__class__ for a in state.legal_actions()}:
        return f"p{seat + 1} is answering {_QUESTIONS[state.phase]}"
    if cls is A.Block:  # the blocker is asked, so only the character can be wrong
        return f"a {NAMES[action.character]} cannot block {A.KIND_NAMES[state.kind]}"
    if cls in (A.Lose, A.Show):
        return f"p{seat + 1} has no face-down {NAMES[action.character]}"
    if cls is A.Keep:
        return "keep exactly as many cards as before, from your hand and the cards drawn"
    return "it does not answer the current question"


def _proof_reason(state: CoupState, action: Any) -> str:
    seat = action.seat
    if state.kind == A.EMBEZZLE and not state.proving_block:
        if action.__class__ is A.Reveal:
            return f"p{seat + 1} claimed to have no Duke: reveal the whole hand, or concede"
        return f"p{seat + 1} holds a Duke and must concede"
    claimed = state.block_char if state.proving_block else state.claimed
    if action.__class__ is A.RevealHand or action.character != claimed:
        return f"p{seat + 1} claimed the {NAMES[claimed]}: reveal it, or concede"
    return f"p{seat + 1} has no face-down {NAMES[claimed]}"
