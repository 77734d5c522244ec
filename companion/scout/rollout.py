"""The search bot's seams for Scout: a fast policy, the evaluation of a cut rollout, and the
moves worth searching.

The policy plays on the state (in a sampled world every hand is the sampler's guess, so each
player "knows" its own) and must be cheap, so it does not plan whole hands like the heuristic:
it shows the strongest set it can most of the time (sometimes another one, or a Scout), and
scouts a card where it joins a neighbour (equal or one apart) when it can. Rollouts stop after
``ROLLOUT_DEPTH`` decisions and are scored from the totals and the round so far.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from companion.scout import actions as A
from companion.scout.cards import set_strength
from companion.scout.views import DECIDE

STRONGEST_SHOW = 0.75  # how often the policy shows its strongest set (else another one)
SCOUT_INSTEAD = 0.15  # how often it scouts though it could show
ROLLOUT_DEPTH = 40
# Points between two seats that make the leader about e (2.7) times likelier to win.
SCORE_SCALE = 3.0
CARD_PRICE = 0.8  # a card still held costs about this much by the round's end


def _joins(values: list[int], place: int, value: int) -> bool:
    """Whether a card of ``value`` put at ``place`` sits beside an equal or adjacent number."""
    return any(0 <= i < len(values) and abs(values[i] - value) <= 1 for i in (place - 1, place))


def _scout_value(state: Any, action: A.Scout) -> int:
    card = state.active[-1] if action.end else state.active[0]
    return card & 15 if action.turned else card >> 4


def rollout_action(state: Any, rng: random.Random) -> Any:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase == DECIDE:
        return legal[0]
    random_ = rng.random
    shows = [a for a in legal if a.__class__ is A.Show]
    scouts = [a for a in legal if a.__class__ is A.Scout and not a.and_show]
    if shows and not (scouts and random_() < SCOUT_INSTEAD):
        if random_() < STRONGEST_SHOW:
            values = [c >> 4 for c in state.hands[state.current]]
            return max(shows, key=lambda a: set_strength(values[a.first:a.last + 1]))
        return shows[int(random_() * len(shows))]
    values = [c >> 4 for c in state.hands[state.current]]
    joining = [a for a in scouts if _joins(values, a.place, _scout_value(state, a))]
    options = joining or scouts or list(legal)
    return options[int(random_() * len(options))]


def evaluate(state: Any) -> list[float]:
    """Each seat's chance to win: the totals so far plus the round as it stands, softened."""
    n = state.n
    totals = state.totals
    scores = [totals[s] + len(state.captured[s]) + state.chips[s]
              - CARD_PRICE * len(state.hands[s]) for s in range(n)]
    top = max(scores)
    weights = [math.exp((s - top) / SCORE_SCALE) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def candidates(state: Any, legal: Sequence[Any]) -> Sequence[Any]:
    """Every Show, and the Scouts that put the card beside a neighbour it joins or at either
    end of the hand (a card dropped among strangers is rarely the move)."""
    if state.phase == DECIDE:
        return legal
    values = [c >> 4 for c in state.hands[state.current]]
    last = len(values)
    kept = [a for a in legal if a.__class__ is not A.Scout or a.place in (0, last)
            or _joins(values, a.place, _scout_value(state, a))]
    return kept or legal
