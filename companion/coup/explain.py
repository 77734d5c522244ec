"""Why an action is illegal, in plain words (only asked when an action was refused); and why a
legal one is futile: it can gain its player nothing, yet still risks a challenge."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.core.messages import Message, message
from companion.core.protocol import NOT_LEGAL_NOW
from companion.coup import actions as A
from companion.coup.cards import NAMES
from companion.coup.phases import (
    ACTION,
    BLOCK,
    BLOCK_CHALLENGE,
    CHALLENGE,
    EXCHANGE,
    LOSE,
    PICK,
    PROVE,
    SHOW,
    SIDE,
    VERDICT,
)

if TYPE_CHECKING:
    from companion.coup.state import CoupState
    from companion.coup.views import CoupView

# The notation's words (``NAMES``, ``KIND_NAMES``, ``PHASE_NAMES``) as the reasons use them,
# spelled out so that the catalogues hold them.
CHARACTERS = (
    message("CoupRefusal", "duke"), message("CoupRefusal", "assassin"),
    message("CoupRefusal", "captain"), message("CoupRefusal", "ambassador"),
    message("CoupRefusal", "contessa"), message("CoupRefusal", "inquisitor"),
)
KINDS = (
    message("CoupRefusal", "income"), message("CoupRefusal", "foreign aid"),
    message("CoupRefusal", "coup"), message("CoupRefusal", "tax"),
    message("CoupRefusal", "assassinate"), message("CoupRefusal", "steal"),
    message("CoupRefusal", "exchange"), message("CoupRefusal", "examine"),
    message("CoupRefusal", "convert"), message("CoupRefusal", "embezzle"),
)
PHASES = (
    message("CoupRefusal", "pick"), message("CoupRefusal", "allegiance"),
    message("CoupRefusal", "action"), message("CoupRefusal", "challenge"),
    message("CoupRefusal", "block"), message("CoupRefusal", "block challenge"),
    message("CoupRefusal", "prove"), message("CoupRefusal", "lose"),
    message("CoupRefusal", "exchange"), message("CoupRefusal", "show"),
    message("CoupRefusal", "verdict"), message("CoupRefusal", "over"),
)


def _seat(seat: int) -> str:
    return f"p{seat + 1}"


def why_not(state: CoupState, action: Any) -> Message:
    seat = getattr(action, "seat", None)
    if not isinstance(seat, int) or not 0 <= seat < state.n:
        return message("CoupRefusal", "there is no such player in a {players}-player game"
                       ).format(players=state.n)
    odd = _out_of_range(action)
    if odd:
        return odd
    if seat != state.to_move:
        return message("CoupRefusal", "it is {player}'s decision ({phase}), not {seat}'s").format(
            player=_seat(state.to_move or 0), phase=PHASES[state.phase], seat=_seat(seat))
    if state.phase != ACTION:
        if isinstance(action, A.Declare):
            return message("CoupRefusal", "{player} must answer the {phase} first").format(
                player=_seat(seat), phase=PHASES[state.phase])
        return _response_reason(state, action)
    if not isinstance(action, A.Declare):
        return message("CoupRefusal", "it is the start of a turn: choose an action")
    return _declare_reason(state, action)


def _out_of_range(action: Any) -> Message | None:
    """What is wrong with a hand-built action whose fields name no character, action or card."""
    if isinstance(action, A.Declare) and not 0 <= action.kind < len(A.KIND_NAMES):
        return message("CoupRefusal", "there is no such action")
    character = getattr(action, "character", 0)
    cards = getattr(action, "cards", ())
    if not all(isinstance(c, int) and 0 <= c < len(NAMES) for c in (character, *cards)):
        return message("CoupRefusal", "there is no such character")
    if isinstance(action, A.ChooseSide) and action.allegiance not in (0, 1):
        return message("CoupRefusal", "there is no such allegiance (loyalist or reformist)")
    return None


def _declare_reason(state: CoupState, action: A.Declare) -> Message:
    coins = state.coins[action.seat]
    if coins >= 10 and action.kind != A.COUP:
        return message("CoupRefusal", "a player who starts the turn with 10 or more coins must "
                       "Coup")
    cost = {A.COUP: 7, A.ASSASSINATE: 3}.get(action.kind, 0)
    if action.kind == A.CONVERT:
        cost = 1 if action.target == action.seat else 2
    if coins < cost:
        return message("CoupRefusal", "{kind} costs {cost} coins; {player} has {coins}").format(
            kind=KINDS[action.kind], cost=cost, player=_seat(action.seat), coins=coins)
    if action.kind in (A.CONVERT, A.EMBEZZLE) and not state.reformation:
        return message("CoupRefusal", "{kind} is part of the reformation variant").format(
            kind=KINDS[action.kind])
    if action.kind == A.EXAMINE and not state.inquisitor:
        return message("CoupRefusal", "examine needs the inquisitor variant")
    target = action.target
    if action.kind in A.TARGETED_KINDS or action.kind == A.CONVERT:
        if not 0 <= target < state.n:
            return message("CoupRefusal", "there is no such target")
        if target == action.seat and action.kind != A.CONVERT:
            return message("CoupRefusal", "a player cannot target themselves")
        if not state.alive[target]:
            return message("CoupRefusal", "{player} is exiled").format(player=_seat(target))
        if action.kind != A.CONVERT and target not in state.targets(action.seat):
            return message("CoupRefusal", "players of the same allegiance may not target each "
                           "other")
    return NOT_LEGAL_NOW


# The question each phase asks, and how it is answered.
_QUESTIONS = {
    CHALLENGE: message("CoupRefusal", "a challenge (pass or challenge)"),
    BLOCK: message("CoupRefusal", "a block (pass or block)"),
    BLOCK_CHALLENGE: message("CoupRefusal", "a challenge of the block (pass or challenge)"),
    PROVE: message("CoupRefusal", "a challenge of their claim (reveal it or lose a card)"),
    LOSE: message("CoupRefusal", "a lost influence (lose a face-down card)"),
    EXCHANGE: message("CoupRefusal", "an exchange (keep as many cards as before)"),
    SHOW: message("CoupRefusal", "an examine (show a face-down card)"),
    VERDICT: message("CoupRefusal", "an examined card (give back or force exchange)"),
    SIDE: message("CoupRefusal", "the choice of allegiance"),
    PICK: message("CoupRefusal", "the two-player set-up (pick a card of the set)"),
}


def _response_reason(state: CoupState, action: Any) -> Message:
    seat = action.seat
    cls = action.__class__
    if state.phase == PROVE and cls in (A.Reveal, A.RevealHand):
        return _proof_reason(state, action)
    if cls not in {a.__class__ for a in state.legal_actions()}:
        return message("CoupRefusal", "{player} is answering {question}").format(
            player=_seat(seat), question=_QUESTIONS[state.phase])
    if cls is A.Block:  # the blocker is asked, so only the character can be wrong
        return message("CoupRefusal", "a {character} cannot block {kind}").format(
            character=CHARACTERS[action.character], kind=KINDS[state.kind])
    if cls in (A.Lose, A.Show):
        return _no_face_down(seat, action.character)
    if cls is A.Keep:
        return message("CoupRefusal", "keep exactly as many cards as before, from your hand and "
                       "the cards drawn")
    return message("CoupRefusal", "it does not answer the current question")


def _no_face_down(seat: int, character: int) -> Message:
    return message("CoupRefusal", "{player} has no face-down {character}").format(
        player=_seat(seat), character=CHARACTERS[character])


def _proof_reason(state: CoupState, action: Any) -> Message:
    seat = action.seat
    if state.kind == A.EMBEZZLE and not state.proving_block:
        if action.__class__ is A.Reveal:
            return message("CoupRefusal", "{player} claimed to have no Duke: reveal the whole "
                           "hand, or concede").format(player=_seat(seat))
        return message("CoupRefusal", "{player} holds a Duke and must concede").format(
            player=_seat(seat))
    claimed = state.block_char if state.proving_block else state.claimed
    if action.__class__ is A.RevealHand or action.character != claimed:
        return message("CoupRefusal", "{player} claimed the {character}: reveal it, or concede"
                       ).format(player=_seat(seat), character=CHARACTERS[claimed])
    return _no_face_down(seat, claimed)


def why_futile(view: CoupView, action: Any) -> Message | None:
    """Why a legal action can only lose, as its player sees it (None: it may gain something).
    A Steal from a player with no coins takes nothing, an Embezzle of an empty Treasury Reserve
    too; either still claims a character (or its absence) that may be challenged."""
    if not isinstance(action, A.Declare):
        return None
    if action.kind == A.STEAL and view.seats[action.target].coins == 0:
        return message("CoupRefusal", "{player} has no coins: a Steal would take nothing"
                       ).format(player=_seat(action.target))
    if action.kind == A.EMBEZZLE and view.reserve == 0:
        return message("CoupRefusal", "the Treasury Reserve is empty: an Embezzle would take "
                       "nothing")
    return None
