"""The fast policy the search bot finishes its sampled Coup games with.

A uniformly random table is a poor model of Coup: every claim is challenged by half the players
and every challenged player concedes half the time even with the card, so a search that rolls
out at random learns never to claim anything. Here players play like the heuristic bot, on the
state and with dice in place of its reading of the log: they act mostly on what they hold (in a
sampled world every hand is the sampler's guess, so each player "knows" its own), bluff now and
then, challenge a claim the more readily the less likely it is from what *they* can see (a
challenger does not know the claimant's cards, even in a sampled world), show the card when they
have it, block with a card they hold, and keep their best cards.

Its turn and block choices are written as odds (``turn_odds``, ``block_odds``), which the policy
draws from: the same odds tell the sampler how likely a player's past moves were under each hand
it might hold (``companion.coup.belief``), so the worlds the search imagines and the players it
imagines in them are one model.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
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
        blockers = [block.character for block in legal[1:]]
        pick = _draw(block_odds(state.kind, blockers, state.hands[seat], state.coins[seat]),
                     random_())
        return legal[0] if pick < 0 else legal[1 + blockers.index(pick)]
    if phase == ACTION:
        return _turn(state, legal, rng)
    if phase == PROVE:
        return legal[0]  # showing the card when they hold it (else conceding a card)
    if phase in (LOSE, SHOW):
        card = least_valued([a.character for a in legal])
        return next(a for a in legal if a.character == card)
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


def turn_odds(hand: Sequence[int], coins: int, *, assassinate: bool, steal: bool,
              embezzle: bool, swapper: int) -> list[tuple[int, float]]:
    """How the policy picks its turn's action (each kind with its chance) from its hand and
    what is open to it: a Coup when it can afford one, else the action its cards allow (an
    Assassination, a Steal from a player with two coins, Tax), else now and then a bluff, else
    Foreign Aid or Income. (Ten coins force the Coup: no choice, no odds.)"""
    odds: list[tuple[int, float]] = []
    rest = 1.0
    if coins >= 7:
        odds.append((A.COUP, COUP_RATE))
        rest -= COUP_RATE
    if ASSASSIN in hand and assassinate:
        return [*odds, (A.ASSASSINATE, rest)]
    if CAPTAIN in hand and steal:
        return [*odds, (A.STEAL, rest)]
    if DUKE in hand:
        return [*odds, (A.TAX, rest)]
    if embezzle:
        return [*odds, (A.EMBEZZLE, rest)]
    if swapper in hand and _hand_value(tuple(hand)) < 8:
        return [*odds, (A.EXCHANGE, rest)]
    for kind, rate, open_ in ((A.ASSASSINATE, BLUFF_ASSASSINATE, assassinate),
                              (A.TAX, BLUFF_TAX, True), (A.STEAL, BLUFF_STEAL, steal),
                              (A.FOREIGN_AID, FOREIGN_AID_RATE, True)):
        if open_:
            odds.append((kind, rest * rate))
            rest *= 1.0 - rate
    odds.append((A.INCOME, rest))
    return odds


def block_odds(kind: int, blockers: Sequence[int], hand: Sequence[int], coins: int
               ) -> list[tuple[int, float]]:
    """How the policy answers a block window (each blocking character, or -1 for a pass, with
    its chance): it blocks with a card it holds; facing an Assassination it claims a Contessa it
    lacks when it has one card left (nothing to lose) and now and then with two; otherwise it
    bluffs a block rarely, more readily when it has coins to lose."""
    for card in blockers:
        if card in hand:
            return [(card, 1.0)]
    if kind == A.ASSASSINATE:
        chance = 1.0 if len(hand) == 1 else ASSASSIN_BLUFF_BLOCK
        return [(blockers[0], chance), (-1, 1.0 - chance)]
    chance = BLUFF_BLOCK_RATE * (1.0 if coins >= 2 else 0.3)
    return [*((card, chance / len(blockers)) for card in blockers), (-1, 1.0 - chance)]


def least_valued(cards: Sequence[int]) -> int:
    """The card the policy turns face up when it must lose one (or show one)."""
    return min(cards, key=VALUE.__getitem__)


def _draw(odds: list[tuple[int, float]], roll: float) -> int:
    for choice, chance in odds:
        roll -= chance
        if roll < 0:
            return choice
    return odds[-1][0]


def _turn(state: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
    seat = state.actor
    first = legal[0]
    if first.kind == A.COUP:  # ten coins or more: the Coup is forced
        return legal[int(rng.random() * len(legal))]
    by_kind: dict[int, list[Any]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    steals = [a for a in by_kind.get(A.STEAL, ()) if state.coins[a.target] >= 2]
    kind = _draw(turn_odds(
        state.hands[seat], state.coins[seat], assassinate=A.ASSASSINATE in by_kind,
        steal=bool(steals), embezzle=A.EMBEZZLE in by_kind and state.reserve >= 3,
        swapper=INQUISITOR if state.inquisitor else AMBASSADOR), rng.random())
    if kind == A.STEAL:
        return _one(steals, rng)
    return _one(by_kind[kind], rng)


def _one(options: list[Any], rng: random.Random) -> Any:
    return options[int(rng.random() * len(options))]
