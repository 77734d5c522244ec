"""The fast policy the search bot finishes its sampled Coup games with.

A uniformly random table is a poor model of Coup: every claim is challenged by half the players
and every challenged player concedes half the time even with the card, so a search that rolls
out at random learns never to claim anything. Here players act mostly on what they hold (in a
sampled world every hand is the sampler's guess, so each player "knows" its own), bluff now and
then, challenge a claim the more readily the more copies of the claimed card they can see (a
challenger does not know the claimant's cards, even in a sampled world), show the card when they
have it, block with a card they hold, and keep their best cards.
"""

from __future__ import annotations

import random
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

# A responder's chance to challenge a claim: a base rate, growing with the share of the claimed
# character's copies the responder can see (in their hand or face up); certain when all are seen.
CHALLENGE_BASE = 0.04
CHALLENGE_PER_SEEN = 0.3
BLUFF_BLOCK_RATE = 0.15  # a blocker's chance to block without the card
TRUTH_RATE = 0.8  # how often a turn is an action the player's cards back
COUP_RATE = 0.9  # how often a player who can afford a Coup launches it
# How much a card is worth keeping.
VALUE = (5.0, 4.5, 3.5, 2.0, 3.0, 3.0)  # duke, assassin, captain, ambassador, contessa, inquisitor


def rollout_action(state: Any, rng: random.Random) -> Any:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    random_ = rng.random
    if phase == CHALLENGE:
        card = DUKE if state.kind == A.EMBEZZLE else state.claimed
        return legal[1] if random_() < _challenge_rate(state, card, state.kind) else legal[0]
    if phase == BLOCK_CHALLENGE:
        return legal[1] if random_() < _challenge_rate(state, state.block_char, -1) else legal[0]
    if phase == BLOCK:
        hand = state.hands[state.to_move]
        for block in legal[1:]:
            if block.character in hand:
                return block
        if random_() < BLUFF_BLOCK_RATE:
            return legal[1 + int(random_() * (len(legal) - 1))]
        return legal[0]
    if phase == ACTION:
        return _turn(state, legal, rng)
    if phase == PROVE:
        return legal[0]  # showing the card when they hold it (else conceding a card)
    if phase in (LOSE, SHOW):
        return min(legal, key=lambda a: VALUE[a.character])
    if phase == EXCHANGE:
        return max(legal, key=lambda a: sum(VALUE[c] for c in a.cards))
    return legal[int(random_() * len(legal))]


def _challenge_rate(state: Any, card: int, kind: int) -> float:
    copies = state.config.copies
    seen = state.hands[state.to_move].count(card) + sum(r.count(card) for r in state.revealed)
    if kind == A.EMBEZZLE:  # the claim is to hold no Duke: the more Dukes unseen, the likelier
        return CHALLENGE_BASE + CHALLENGE_PER_SEEN * (copies - seen) / copies / 2
    if seen >= copies:
        return 1.0
    return CHALLENGE_BASE + CHALLENGE_PER_SEEN * seen / copies


def _turn(state: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
    seat = state.actor
    coins = state.coins[seat]
    if legal[0].kind == A.COUP:  # ten coins or more: the Coup is forced
        return legal[int(rng.random() * len(legal))]
    if coins >= 7 and rng.random() < COUP_RATE:
        coups = [a for a in legal if a.kind == A.COUP]
        return coups[int(rng.random() * len(coups))]
    if rng.random() < TRUTH_RATE:
        hand = state.hands[seat]
        backed = [a for a in legal if _backed(a, hand, state, coins)]
        if backed:
            return backed[int(rng.random() * len(backed))]
    return legal[int(rng.random() * len(legal))]


def _backed(action: Any, hand: list[int], state: Any, coins: int) -> bool:
    kind = action.kind
    if kind == A.TAX:
        return DUKE in hand
    if kind == A.ASSASSINATE:
        return ASSASSIN in hand
    if kind == A.STEAL:
        return CAPTAIN in hand and state.coins[action.target] >= 2
    if kind == A.EXCHANGE:
        return (INQUISITOR if state.inquisitor else AMBASSADOR) in hand and CONTESSA not in hand
    if kind == A.EMBEZZLE:
        return DUKE not in hand and state.reserve >= 2
    return kind == A.INCOME and coins >= 6  # one coin short of a Coup: a safe step
