"""The fast policy the search bot finishes its sampled Coup games with.

A uniformly random table is a poor model of Coup: every claim is challenged by half the players
and every challenged player concedes half the time even with the card, so a search that rolls
out at random learns never to claim anything. Here players play like the heuristic bot, on the
state and with dice in place of its reading of the log: they act mostly on what they hold (in a
sampled world every hand is the sampler's guess, so each player "knows" its own), bluff now and
then, challenge a claim the more readily the less likely it is from what *they* can see (a
challenger does not know the claimant's cards, even in a sampled world), show the card when they
have it, block with a card they hold, and keep their best cards.
"""

from __future__ import annotations

import random
from math import comb
from typing import Any

from companion.coup import actions as A
from companion.coup.cards import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, INQUISITOR
from companion.coup.phases import (
    ACTION,
    BLOCK,
    BLOCK_CHALLENGE,
    CHALLENGE,
    EXCHANGE,
    LOSE,
    PROVE,
    SHOW,
)

# How readily a responder challenges an unlikely claim: more when the claim hurts them, less
# with one card left (the heuristic bot's figures).
EAGER_HURT = 0.35
EAGER_OTHER = 0.12
BLUFF_BLOCK_RATE = 0.15  # a blocker's chance to block a Steal without the card
ASSASSIN_BLUFF_BLOCK = 0.25  # a two-card target's chance to claim a Contessa it lacks
COUP_RATE = 0.95  # how often a player who can afford a Coup launches it
# A player without the card claims it now and then (the heuristic bot's bluff rates).
BLUFF_ASSASSINATE = 0.15
BLUFF_TAX = 0.3
BLUFF_STEAL = 0.2
FOREIGN_AID_RATE = 0.7
# How much a card is worth keeping.
VALUE = (5.0, 4.5, 3.5, 2.0, 3.0, 3.0)  # duke, assassin, captain, ambassador, contessa, inquisitor


def rollout_action(state: Any, rng: random.Random) -> Any:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    random_ = rng.random
    if phase == CHALLENGE:
        if state.kind == A.EMBEZZLE:  # the claim is "no Duke": doubted by those who saw Dukes
            return legal[1] if random_() < 0.05 else legal[0]
        hurts = state.target == state.to_move
        return legal[1] if random_() < _challenge_rate(
            state, state.actor, state.claimed, hurts) else legal[0]
    if phase == BLOCK_CHALLENGE:
        hurts = state.actor == state.to_move
        return legal[1] if random_() < _challenge_rate(
            state, state.blocker, state.block_char, hurts) else legal[0]
    if phase == BLOCK:
        seat = state.to_move
        hand = state.hands[seat]
        for block in legal[1:]:
            if block.character in hand:
                return block
        if state.kind == A.ASSASSINATE:
            return legal[1] if len(hand) == 1 or random_() < ASSASSIN_BLUFF_BLOCK else legal[0]
        if random_() < BLUFF_BLOCK_RATE * (1.0 if state.coins[seat] >= 2 else 0.3):
            return legal[1 + int(random_() * (len(legal) - 1))]
        return legal[0]
    if phase == ACTION:
        return _turn(state, legal, rng)
    if phase == PROVE:
        return legal[0]  # showing the card when they hold it (else conceding a card)
    if phase in (LOSE, SHOW):
        return min(legal, key=lambda a: VALUE[a.character])
    if phase == EXCHANGE:
        return max(legal, key=lambda a: _hand_value(a.cards))
    return legal[int(random_() * len(legal))]


def _hand_value(cards: tuple[int, ...]) -> float:
    return sum(VALUE[c] for c in cards) + (1.5 if len(set(cards)) == len(cards) else 0.0)


def _challenge_rate(state: Any, claimant: int, card: int, hurts: bool) -> float:
    """The chance a responder challenges: how unlikely the claim is from what *they* can see
    (their own cards and the face-up ones), times their eagerness."""
    me = state.to_move
    mine = state.hands[me]
    left = state.config.copies - mine.count(card) - sum(r.count(card) for r in state.revealed)
    if left <= 0:
        return 1.0
    k = len(state.hands[claimant])
    pool = len(state.deck) + sum(len(h) for h in state.hands) - len(mine)
    held = 1.0 - comb(pool - left, k) / comb(pool, k) if pool >= k else 1.0
    if hurts and state.kind == A.ASSASSINATE and len(mine) == 1 and CONTESSA not in mine:
        return 1.0 if held < 0.9 else 0.0  # facing exile, a challenge is the only way out
    eager = EAGER_HURT if hurts else EAGER_OTHER
    if len(mine) == 1:
        eager /= 2
    return (1.0 - held) * eager


def _turn(state: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
    seat = state.actor
    first = legal[0]
    if first.kind == A.COUP:  # ten coins or more: the Coup is forced
        return legal[int(rng.random() * len(legal))]
    by_kind: dict[int, list[Any]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    pick = rng.random
    if A.COUP in by_kind and pick() < COUP_RATE:
        return _one(by_kind[A.COUP], rng)
    hand = state.hands[seat]
    steals = [a for a in by_kind.get(A.STEAL, ()) if state.coins[a.target] >= 2]
    if ASSASSIN in hand and A.ASSASSINATE in by_kind:
        return _one(by_kind[A.ASSASSINATE], rng)
    if CAPTAIN in hand and steals:
        return _one(steals, rng)
    if DUKE in hand:
        return by_kind[A.TAX][0]
    if A.EMBEZZLE in by_kind and state.reserve >= 3:
        return by_kind[A.EMBEZZLE][0]
    swapper = INQUISITOR if state.inquisitor else AMBASSADOR
    if swapper in hand and _hand_value(tuple(hand)) < 8:
        return by_kind[A.EXCHANGE][0]
    if A.ASSASSINATE in by_kind and pick() < BLUFF_ASSASSINATE:
        return _one(by_kind[A.ASSASSINATE], rng)
    if pick() < BLUFF_TAX:
        return by_kind[A.TAX][0]
    if steals and pick() < BLUFF_STEAL:
        return _one(steals, rng)
    if pick() < FOREIGN_AID_RATE:
        return by_kind[A.FOREIGN_AID][0]
    return by_kind[A.INCOME][0]


def _one(options: list[Any], rng: random.Random) -> Any:
    return options[int(rng.random() * len(options))]
