"""Why a hand-built Intrige action is refused, in plain words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.intrige.actions import (
    MIN_BRIBE,
    PROFESSIONS,
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


def why_not(state: IntrigeState, action: Any) -> str:
    if not isinstance(action, Bribe | Place | Island | Send):
        return "it is not an Intrige action"
    n = state.n
    if not 0 <= action.seat < n:
        return f"there is no {seat_name(action.seat)} at a table of {n}"
    if isinstance(action, Send):
        return _send(state, action)
    if isinstance(action, Bribe):
        return _bribe(state, action)
    return _decide(state, action)


def _send(state: IntrigeState, action: Send) -> str:
    if not 0 <= action.profession < len(PROFESSIONS) or not 0 <= action.castle < state.n:
        return "there is no such scholar or castle"
    if state.round == ROUNDS:
        return f"in round {ROUNDS} nobody sends scholars (all of them are out)"
    if action.castle == action.seat:
        return "a scholar never applies to its own castle"
    if action.seat != state.landlord:
        return f"only the landlord ({seat_name(state.landlord)}) sends scholars now"
    if state.phase != "send":
        return "the landlord sends scholars after admitting the applicants"
    if not state.supply[action.seat][action.profession]:
        return f"{seat_name(action.seat)} has no {PROFESSIONS[action.profession]} left to send"
    if state.config.different_castles and action.castle in state.sent:
        return "with different-castles the two scholars of a turn go to two castles"
    return "it is not a legal action now"


def _bribe(state: IntrigeState, action: Bribe) -> str:
    if state.phase != "bribe":
        return "no bribe is due now"
    if action.seat != state.to_move:
        return f"{seat_name(state.to_move or 0)} pays the next bribe"
    amount = action.amount
    if amount < MIN_BRIBE:
        return f"a bribe is at least {MIN_BRIBE}"
    if amount % MIN_BRIBE:
        return f"a bribe is a multiple of {MIN_BRIBE}"
    money = state.money[action.seat]
    if money < MIN_BRIBE and amount != MIN_BRIBE:
        return f"with nothing left, {seat_name(action.seat)} offers {MIN_BRIBE} (the bank pays)"
    if amount > money >= MIN_BRIBE:
        return f"{seat_name(action.seat)} has only {money}"
    if action.request is not None:
        if state.stage == INTERNAL:
            return "in an internal conflict the suite is the contested one: name none"
        if action.request not in state.free_suites():
            return f"suite {action.request} is not free"
    return "it is not a legal action now"


def _decide(state: IntrigeState, action: Place | Island) -> str:
    landlord = state.landlord
    if action.seat != landlord:
        return f"only the landlord ({seat_name(landlord)}) admits applicants"
    if state.phase != "place":
        return "no applicant waits for the landlord's decision now"
    entry = state.current_applicant()
    if action.scholar != entry.scholar:
        return f"{scholar_name(entry.scholar)} is the applicant to decide now"
    if isinstance(action, Island):
        if state.stage == CALM:
            return "an applicant without a conflict must be admitted"
        return f"one {PROFESSIONS[profession_of(entry.scholar)]} of the group must be admitted"
    index = SUITE_INDEX.get(action.suite, EMPTY)
    if index == EMPTY:
        return f"{action.suite} is not a suite"
    held = state.castles[landlord][index]
    if state.stage == INTERNAL and index != state.contested:
        if held == EMPTY:
            return (f"the castle already has a {PROFESSIONS[profession_of(entry.scholar)]} "
                    f"(in {SUITES[state.contested]}): oust them or send this one away")
        return f"suite {action.suite} is occupied ({scholar_name(held)})"
    if held != EMPTY and state.stage != INTERNAL:
        return f"suite {action.suite} is occupied ({scholar_name(held)})"
    if owner_of(action.scholar) == landlord:
        return "a scholar never lives in its own castle"
    if state.config.binding_promises and entry.request is not None:
        return f"binding promises: the bribe asked for suite {entry.request}"
    return "it is not a legal action now"
