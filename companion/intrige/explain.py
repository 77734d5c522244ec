"""Why a hand-built Intrige action is refused, in plain words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.core.messages import Message, message
from companion.core.protocol import NOT_LEGAL_NOW
from companion.intrige.actions import (
    MIN_BRIBE,
    ROUNDS,
    SUITE_INDEX,
    SUITES,
    Bribe,
    Island,
    Place,
    Send,
    owner_of,
    profession_of,
    scholar_name,
    seat_name,
)
from companion.intrige.stages import CALM, EMPTY, INTERNAL

if TYPE_CHECKING:
    from companion.intrige.state import IntrigeState

# The professions (``PROFESSIONS``) as the reasons name them, spelled out for the catalogues.
PROFESSION_WORDS = (
    message("IntrigeRefusal", "scientist"), message("IntrigeRefusal", "physician"),
    message("IntrigeRefusal", "theologian"), message("IntrigeRefusal", "writer"),
)


def why_not(state: IntrigeState, action: Any) -> Message:
    if not isinstance(action, Bribe | Place | Island | Send):
        return message("IntrigeRefusal", "it is not an Intrige action")
    n = state.n
    if not 0 <= action.seat < n:
        return message("IntrigeRefusal", "there is no {player} at a table of {players}").format(
            player=seat_name(action.seat), players=n)
    if isinstance(action, Send):
        return _send(state, action)
    if isinstance(action, Bribe):
        return _bribe(state, action)
    return _decide(state, action)


def _send(state: IntrigeState, action: Send) -> Message:
    if not 0 <= action.profession < len(PROFESSION_WORDS) or not 0 <= action.castle < state.n:
        return message("IntrigeRefusal", "there is no such scholar or castle")
    if state.round == ROUNDS:
        return message("IntrigeRefusal", "in round {round} nobody sends scholars (all of them are "
                       "out)").format(round=ROUNDS)
    if action.castle == action.seat:
        return message("IntrigeRefusal", "a scholar never applies to its own castle")
    if action.seat != state.landlord:
        return message("IntrigeRefusal", "only the landlord ({player}) sends scholars now").format(
            player=seat_name(state.landlord))
    if state.phase != "send":
        return message("IntrigeRefusal", "the landlord sends scholars after admitting the "
                       "applicants")
    if not state.supply[action.seat][action.profession]:
        return message("IntrigeRefusal", "{player} has no {profession} left to send").format(
            player=seat_name(action.seat), profession=PROFESSION_WORDS[action.profession])
    if state.config.different_castles and action.castle in state.sent:
        return message("IntrigeRefusal", "with different-castles the two scholars of a turn go "
                       "to two castles")
    return NOT_LEGAL_NOW


def _bribe(state: IntrigeState, action: Bribe) -> Message:
    if state.phase != "bribe":
        return message("IntrigeRefusal", "no bribe is due now")
    if action.seat != state.to_move:
        return message("IntrigeRefusal", "{player} pays the next bribe").format(
            player=seat_name(state.to_move or 0))
    amount = action.amount
    if amount < MIN_BRIBE:
        return message("IntrigeRefusal", "a bribe is at least {least}").format(least=MIN_BRIBE)
    if amount % MIN_BRIBE:
        return message("IntrigeRefusal", "a bribe is a multiple of {least}").format(
            least=MIN_BRIBE)
    money = state.money[action.seat]
    if money < MIN_BRIBE and amount != MIN_BRIBE:
        return message("IntrigeRefusal", "with nothing left, {player} offers {least} (the bank "
                       "pays)").format(player=seat_name(action.seat), least=MIN_BRIBE)
    if amount > money >= MIN_BRIBE:
        return message("IntrigeRefusal", "{player} has only {money}").format(
            player=seat_name(action.seat), money=money)
    if action.request is not None:
        if state.stage == INTERNAL:
            return message("IntrigeRefusal", "in an internal conflict the suite is the contested "
                           "one: name none")
        if action.request not in state.free_suites():
            return message("IntrigeRefusal", "suite {suite} is not free").format(
                suite=action.request)
    return NOT_LEGAL_NOW


def _decide(state: IntrigeState, action: Place | Island) -> Message:
    landlord = state.landlord
    if action.seat != landlord:
        return message("IntrigeRefusal", "only the landlord ({player}) admits applicants").format(
            player=seat_name(landlord))
    if state.phase != "place":
        return message("IntrigeRefusal", "no applicant waits for the landlord's decision now")
    entry = state.current_applicant()
    if action.scholar != entry.scholar:
        return message("IntrigeRefusal", "{scholar} is the applicant to decide now").format(
            scholar=scholar_name(entry.scholar))
    if isinstance(action, Island):
        if state.stage == CALM:
            return message("IntrigeRefusal", "an applicant without a conflict must be admitted")
        return message("IntrigeRefusal", "one {profession} of the group must be admitted").format(
            profession=PROFESSION_WORDS[profession_of(entry.scholar)])
    index = SUITE_INDEX.get(action.suite, EMPTY)
    if index == EMPTY:
        return message("IntrigeRefusal", "{suite} is not a suite").format(suite=action.suite)
    held = state.castles[landlord][index]
    if state.stage == INTERNAL and index != state.contested:
        if held == EMPTY:
            return message("IntrigeRefusal", "the castle already has a {profession} (in {suite}): "
                           "oust them or send this one away").format(
                profession=PROFESSION_WORDS[profession_of(entry.scholar)],
                suite=SUITES[state.contested])
        return _occupied(action.suite, held)
    if held != EMPTY and state.stage != INTERNAL:
        return _occupied(action.suite, held)
    if owner_of(action.scholar) == landlord:
        return message("IntrigeRefusal", "a scholar never lives in its own castle")
    if state.config.binding_promises and entry.request is not None:
        return message("IntrigeRefusal", "binding promises: the bribe asked for suite {suite}"
                       ).format(suite=entry.request)
    return NOT_LEGAL_NOW


def _occupied(suite: int, held: int) -> Message:
    return message("IntrigeRefusal", "suite {suite} is occupied ({scholar})").format(
        suite=suite, scholar=scholar_name(held))
