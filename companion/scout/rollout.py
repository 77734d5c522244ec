"""The search bot's seams for Scout: a fast policy, the evaluation of a cut rollout, and the
moves worth searching (the heuristic's best few).

The policy plays on the state (in a sampled world every hand is the sampler's guess, so each
player "knows" its own) and plays as the heuristic does, on fewer moves: of the Shows, the sets
of the hand's plan (``plan.best_split``) that beat the table and its strongest set; of the
Scouts, each end of the Active Set either way up, put where it joins a card (or at an end of the
hand), with Scout & Show where it is offered. The heuristic weighs those (``HeuristicBot.score``).
A cheaper policy that showed its strongest set and scouted at random won none of 300 games
against three heuristic players (benchmarks/strength.py, Rollout against Easy, tuning seeds
1000 on); without Scout & Show, 4.5% of 100; this one a third, as the heuristic does.

Rollouts stop after ``ROLLOUT_DEPTH`` decisions, about once round the table: far enough to see
whether the others can beat a Show or what they make of a Scout, short enough to leave time for
many worlds. The position is then scored as the heuristic sees a hand: the
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
from companion.scout.plan import best_split, hand_value
from companion.scout.views import DECIDE

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


class _Seat:
    """A seat's side of a sampled world as the heuristic reads a view: its hand, the table."""

    __slots__ = ("active", "hand", "owner", "player", "players")

    def __init__(self, state: Any, seat: int) -> None:
        self.hand, self.active, self.players = state.hands[seat], state.active, state.n
        self.player, self.owner = seat, (state.owner if state.owner >= 0 else None)


def rollout_action(state: Any, rng: random.Random) -> Any:
    """The heuristic's choice among a few moves: the sets of the hand's plan that beat the
    table and its strongest set; each end of the Active Set, either way up, put where it joins
    a card (or at an end of the hand)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = state.current
    if state.phase == DECIDE:
        return _RANKER.choose(_Seat(state, seat), legal)  # type: ignore[arg-type]
    values = [c >> 4 for c in state.hands[seat]]
    options: list[Any] = []
    if legal[0].__class__ is A.Show:
        floor = state.strength
        shown = {(s[0], s[1]) for s in best_split(values) if s[2] > floor}
        beating = [s for s in sets_in(values) if s[2] > floor]
        if beating:
            first, last, _ = max(beating, key=itemgetter(2))
            shown.add((first, last))
        options += [A.show(seat, first, last) for first, last in sorted(shown)]
    if legal[-1].__class__ is A.Scout:
        active = state.active
        offered = set(legal)
        for end in ((A.LEFT, A.RIGHT) if len(active) > 1 else (A.LEFT,)):
            card = active[-1] if end else active[0]
            for is_turned in (False, True):
                value = card & 15 if is_turned else card >> 4
                places = [p for p in range(len(values) + 1) if _joins(values, p, value)] \
                    or [0, len(values)]
                options += [A.scout(seat, end, is_turned, p) for p in places]
                if state.scout_show[seat]:
                    options += [a for p in places
                                if (a := A.scout(seat, end, is_turned, p, True)) in offered]
    if not options:
        return legal[int(rng.random() * len(legal))]
    view = _Seat(state, seat)
    before = _RANKER.hand_worth(view)  # type: ignore[arg-type]
    return max(options, key=lambda a: _RANKER.score(view, a, before) + 1e-6 * rng.random())


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
