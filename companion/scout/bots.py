"""Scout bots: ``random``, ``greedy`` (the strongest Show now, else a Scout), ``heuristic``.

The heuristic bot plans: it values a hand by its best split into sets (``plan.hand_value``),
and weighs every legal move by what it captures, what it does to that plan and what it gives
away (a Scout pays the Active Set's owner a chip; the Scout that brings play back to the owner
ends the round with its hand counted). It turns its hand before the round when the turned hand
plans better, and spends Scout & Show only when it beats its best other move clearly (it comes
once a round).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import ClassVar

from companion.core.bots import Bot, RandomBot
from companion.scout import actions as A
from companion.scout.cards import set_strength, sets_in, turned
from companion.scout.plan import hand_value
from companion.scout.views import ScoutView

CHIP_COST = 1.1  # a chip given away: a point for a rival
SCOUT_AND_SHOW_RESERVE = 1.5  # what keeping the once-a-round Scout & Show is worth
EMPTY_HAND_BONUS = 3.0  # ending the round: no hand penalty, the others' hands count


def _values(cards: Sequence[int]) -> list[int]:
    return [c >> 4 for c in cards]


class GreedyBot:
    name: ClassVar[str] = "greedy"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: ScoutView, legal: Sequence[A.ScoutAction]) -> A.ScoutAction:
        shows = [a for a in legal if a.__class__ is A.Show]
        if shows:
            values = _values(view.hand)
            return max(shows, key=lambda a: set_strength(values[a.first:a.last + 1]))
        scouts = [a for a in legal if a.__class__ is A.Scout and not a.and_show]
        options = scouts or list(legal)
        return options[self.rng.randrange(len(options))]


class HeuristicBot:
    name: ClassVar[str] = "heuristic"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int) -> None:
        del seed  # deterministic: ties go to the first legal action

    def choose(self, view: ScoutView, legal: Sequence[A.ScoutAction]) -> A.ScoutAction:
        if len(legal) == 1:
            return legal[0]
        if legal[0].__class__ is A.TurnHand:
            values = _values(view.hand)
            flipped = [c & 15 for c in reversed(view.hand)]
            return legal[1] if hand_value(flipped) > hand_value(values) else legal[0]
        return self.ranked(view, legal)[0]

    def ranked(self, view: ScoutView, legal: Sequence[A.ScoutAction]) -> list[A.ScoutAction]:
        """The play-phase moves, best first (ties in the legal order)."""
        before = self.hand_worth(view)
        return sorted(legal, key=lambda action: -self.score(view, action, before))

    @staticmethod
    def hand_worth(view: ScoutView) -> float:
        """The hand's plan as it stands (what ``score`` measures a move's change of)."""
        return hand_value(_values(view.hand))

    def score(self, view: ScoutView, action: A.ScoutAction, before: float | None = None
              ) -> float:
        """What the move is worth: captures and chips, plus the change in the hand's plan
        (``before``: the plan's worth as it stands, when many moves are weighed)."""
        hand = list(view.hand)
        if before is None:
            before = self.hand_worth(view)
        me = view.player
        assert me is not None
        if action.__class__ is A.Show:
            rest = hand[:action.first] + hand[action.last + 1:]
            gain = float(len(view.active))
            if not rest:
                return gain + EMPTY_HAND_BONUS - before
            # A strong set is hard to beat: the round may end on it, and Scouts pay me.
            shown = set_strength(_values(hand[action.first:action.last + 1]))
            return gain + hand_value(_values(rest)) - before + shown / 200
        active = view.active
        card = active[-1] if action.end else active[0]
        if action.turned:
            card = turned(card)
        hand.insert(action.place, card)
        cost = 1.0 if view.players == 2 else CHIP_COST
        if action.and_show:
            left = active[:-1] if action.end else active[1:]
            return self._best_show_after(hand, len(left), set_strength(_values(left)), before) \
                - cost - SCOUT_AND_SHOW_RESERVE
        if view.players > 2 and (me + 1) % view.players == view.owner:
            return -float(len(hand)) - cost - before  # this Scout ends the round on my hand
        return hand_value(_values(hand)) - before - cost

    @staticmethod
    def _best_show_after(hand: list[int], captured: int, strength: int, before: float) -> float:
        values = _values(hand)
        best = -1e9
        for first, last, s in sets_in(values):
            if s > strength:
                rest = values[:first] + values[last + 1:]
                worth = captured + (EMPTY_HAND_BONUS if not rest else hand_value(rest))
                best = max(best, worth - before)
        return best


BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "heuristic": HeuristicBot,
}
