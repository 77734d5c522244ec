"""The search bot's seams for Scout: a fast policy, the evaluation of a cut rollout, and the
moves worth searching (the heuristic's best few).

The policy plays on the state (in a sampled world every hand is the sampler's guess, so each
player "knows" its own) and must be cheap, so it does not plan whole hands like the heuristic:
it shows the strongest set it can most of the time (sometimes another one, or a Scout), and
scouts a card where it joins a neighbour (equal or one apart) when it can. Rollouts stop after
``ROLLOUT_DEPTH`` decisions, about once round the table: far enough to see whether the others
can beat a Show or what they make of a Scout, short enough that the cheap policy's poor play
does not decide the outcome. The position is then scored as the heuristic sees a hand: the
totals and the round so far, with every hand valued by its best split into sets
(``plan.hand_value``) rather than by its size.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from companion.scout import actions as A
from companion.scout.bots import HeuristicBot
from companion.scout.cards import sets_in
from companion.scout.plan import hand_value
from companion.scout.views import DECIDE

STRONGEST_SHOW = 0.75  # how often the policy shows its strongest set (else another one)
SCOUT_INSTEAD = 0.15  # how often it scouts though it could show
ROLLOUT_DEPTH = 4
# Points between two seats that make the leader about e (2.7) times likelier to win.
SCORE_SCALE = 3.0
MARGIN_WEIGHT = 0.3  # how much of a finished game's value is the score margin
CANDIDATES = 3  # the moves searched at a decision of the searching player
_RANKER = HeuristicBot(0)


def _joins(values: list[int], place: int, value: int) -> bool:
    """Whether a card of ``value`` put at ``place`` sits beside an equal or adjacent number."""
    return ((place > 0 and -1 <= values[place - 1] - value <= 1)
            or (place < len(values) and -1 <= values[place] - value <= 1))


def rollout_action(state: Any, rng: random.Random) -> Any:
    legal = state.legal_actions()
    if len(legal) == 1 or state.phase == DECIDE:
        return legal[0]
    random_ = rng.random
    seat = state.current
    values = [c >> 4 for c in state.hands[seat]]
    can_scout = legal[-1].__class__ is A.Scout
    if legal[0].__class__ is A.Show and not (can_scout and random_() < SCOUT_INSTEAD):
        if random_() < STRONGEST_SHOW:
            floor = state.strength
            first, last, _ = max((s for s in sets_in(values) if s[2] > floor),
                                 key=itemgetter(2))
            return A.show(seat, first, last)
        shows = [a for a in legal if a.__class__ is A.Show]
        return shows[int(random_() * len(shows))]
    # A Scout: a random end and side, put beside a card it joins when there is one.
    active = state.active
    end = A.RIGHT if len(active) > 1 and random_() < 0.5 else A.LEFT
    card = active[-1] if end else active[0]
    is_turned = random_() < 0.5
    value = card & 15 if is_turned else card >> 4
    places = [p for p in range(len(values) + 1) if _joins(values, p, value)]
    place = places[int(random_() * len(places))] if places else int(
        random_() * (len(values) + 1))
    return A.scout(seat, end, is_turned, place)


def evaluate(state: Any) -> list[float]:
    """Each seat's chance to win: the totals so far plus the round as it stands (a hand worth
    what its sets are worth), softened."""
    n = state.n
    totals = state.totals
    scores = [totals[s] + len(state.captured[s]) + state.chips[s]
              + hand_value([c >> 4 for c in state.hands[s]]) for s in range(n)]
    top = max(scores)
    weights = [math.exp((s - top) / SCORE_SCALE) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def outcome(state: Any) -> list[float]:
    """Each seat's value of a finished game: mostly its share of the win, partly where its total
    stands between the lowest and the highest (a steadier signal than winning alone)."""
    totals = state.totals
    low, high = min(totals), max(totals)
    winners = state.result().winners
    share = 1.0 / len(winners)
    return [(1 - MARGIN_WEIGHT) * (share if s in winners else 0.0)
            + MARGIN_WEIGHT * ((t - low) / (high - low) if high > low else 0.5)
            for s, t in enumerate(totals)]


def candidates(state: Any, legal: Sequence[Any]) -> Sequence[Any]:
    """The heuristic's few best moves: the search then compares plans, not the dozens of
    places a card could go (most of them obviously poor)."""
    if state.phase == DECIDE or len(legal) <= CANDIDATES:
        return legal
    return _RANKER.ranked(state.view(state.current), legal)[:CANDIDATES]
