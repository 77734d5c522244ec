"""The heuristic explorer bot: plans on its own map sheet only (an ``ExplorerView``).

Each decision: pick the best goal on the map sheet (``plans.Plan``, the Easy bot's: the Exit
once an achievement holds, known chests, a monster while it still needs one, else the nearest
Unknown cell next to a known one; or ``prospects.Prospects``, for a style that reasons about
the Unknown: what a cube buys there), find the cheapest route to it, and take the cheapest
action along it: Backtrack over long Known stretches, Hustle for runs of two or more, Peer into
Unknown cells while the Perception cube is free (a peered hazard does not strike), otherwise
Creep. Monsters are fought with enough dice for a ~75% chance, saving cubes with Conserve
before stepping onto one when the budget is short.

``REASONING`` is the style of the explorers that reason about the Unknown (the difficulty
report's, the Normal and Hard bots'); ``THRIFTY`` the search bot's rollout style before them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

from companion.core.errors import CompanionError
from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    Enter,
    FaceUp,
    Hustle,
    Leave,
    OpenChest,
    Peer,
    Stay,
    Step,
    Stop,
)
from companion.lairs.board import Cell, Feature
from companion.lairs.energy import Basket, Kind, Pick, Picks
from companion.lairs.exploration import (
    PendingDisplay,
    PendingExit,
    PendingFatigue,
    PendingHustle,
    PendingPeer,
)
from companion.lairs.hazards import Die
from companion.lairs.plans import KIND_WEIGHT, ExplorerStyle, Plan
from companion.lairs.prospects import Prospects
from companion.lairs.scoring import best_face_up, score_treasures
from companion.lairs.treasures import TreasureSet
from companion.lairs.views import ExplorerMap, ExplorerView

# How much a spent cube of each kind hurts (Quickness and Perception do more than a Basic).
_PICK_COST = {
    Pick.FB: 1.0, Pick.CB: 1.05, Pick.FP: 1.2, Pick.CP: 1.25, Pick.FQ: 1.4, Pick.CQ: 1.45,
}
# How much fatiguing a cube hurts: a Spent one is back a turn later than a Fresh one.
_FATIGUE_COST = {Basket.SPENT: 1.0, Basket.FRESH: 2.0, Basket.CONSERVED: 3.0}


def _pay_cost(picks: Picks) -> float:
    return sum(_PICK_COST.get(p, 1.0) for p in picks)


def _fatigue_cost(picks: Picks, quickness: float = KIND_WEIGHT[Kind.QUICKNESS]) -> float:
    return sum(_FATIGUE_COST[p.basket] * (quickness if p.kind is Kind.QUICKNESS
                                          else KIND_WEIGHT[p.kind]) for p in picks)


# A Hustle paid with two Basic cubes is taken where it is expected to take more Creeps than
# this (two Creeps would cost the same two cubes); below two, because a Hustle may also step
# back through Known cells towards the next Unknown one for free. Tuned on generated dungeons.
BASIC_HUSTLE_STEPS = 1.7

# Measured by exploring the same 600 dungeons with the same dice (benchmarks/
# lairs_explorers.py): Easy leaves after 8.16 turns, THRIFTY after 7.63. Of that, fighting at
# 60% rather than 75% is about a tenth of a turn; the Hustle into the Unknown most of the rest.
THRIFTY = ExplorerStyle(fight_chance=0.6, hustles_into_unknown=True, pocket_pull=0.2,
                        quickness_worth=2.0)


# The explorer that reasons about the Unknown (``prospects``): it plans by what a cube buys,
# Hustles into the Unknown with its Quickness cube and with two Basic cubes where that takes
# more Creeps, clears the pocket it stands by, and fights only with plenty of dice. The
# difficulty report's explorers and the Normal and Hard bots are built on it.
REASONING = ExplorerStyle(fight_chance=0.9, reasons=True, hustles_into_unknown=True,
                          hustles_with_basics=True, pocket_pull=0.3, quickness_worth=2.0)


class HeuristicBot:
    name: ClassVar[str] = "heuristic"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int, style: ExplorerStyle | None = None) -> None:
        del seed  # every bot is built with a seed; this one plays deterministically
        self.style = style or ExplorerStyle()

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        if isinstance(legal[0], FaceUp):
            wanted = FaceUp(view.suggested_face_up)
            return wanted if wanted in legal else legal[0]
        return self.choose_exploring(view.explorer, legal)

    # --- one explorer decision -----------------------------------------------------------------
    def choose_exploring(self, view: ExplorerView, legal: Sequence[Any],
                         plan: Plan | None = None) -> Any:
        """One decision; ``plan``: the route to keep to (the search bot's rollouts keep the
        route they compare), else the style's own plan."""
        pending = view.pending
        if isinstance(pending, PendingFatigue):
            worth = self.style.quickness_worth
            return min(legal, key=lambda a: _fatigue_cost(a.cubes, worth))
        if isinstance(pending, PendingDisplay):
            return max(legal, key=lambda a: _value_with(view.cards, view.treasures, a.card))
        if isinstance(pending, PendingExit):
            return Leave()
        if isinstance(pending, PendingPeer):
            return self._peer_entry(view, pending, legal)
        if OpenChest() in legal:
            return OpenChest()
        plan = plan or self.plan(view)
        if isinstance(pending, PendingHustle):
            nxt = plan.next_cell()
            if nxt is not None and Step(nxt) in legal and plan.next_is_safe_run():
                return Step(nxt)
            return Stop()
        return self.act(view, plan, legal)

    def plan(self, view: ExplorerView) -> Plan:
        """The style's plan: the nearest goal on the map, or what a cube buys."""
        if self.style.reasons:
            return Prospects(view, self.style)
        return Plan(view, self.style)

    def _peer_entry(self, view: ExplorerView, pending: PendingPeer, legal: Sequence[Any]) -> Any:
        if Stay() not in legal:
            return Enter()
        known = view.map.cells[pending.cell]
        if known.feature is Feature.TRAP:
            return Stay()
        if known.feature is Feature.MONSTER and not self.plan(view).wants_monster:
            return Stay()
        if self.style.reasons and known.feature is not Feature.CHEST:
            # Entering is free, but the explorer may be better placed where it stands (by a
            # dead end it peered into, or the Start's other neighbours): it goes in when what
            # is left to do looks cheaper from there.
            there = replace(view, map=ExplorerMap(view.map.cells, pending.cell))
            stays = Prospects(view, self.style).best_total < Prospects(
                there, self.style).best_total
            return Stay() if stays else Enter()
        return Enter()

    def act(self, view: ExplorerView, plan: Plan, legal: Sequence[Any]) -> Any:
        """The action that takes ``plan``'s route (or fights, or rests) with no decision owed."""
        here = view.map.cells[view.map.position]  # type: ignore[index]
        die = Die(view.die_faces)
        dice = plan.fight_here(die)
        if dice is not None:
            check = self._fight(dice, legal)
            if check is not None:
                return check
        nxt = plan.next_cell()
        if nxt is None:
            return self._rest(legal)
        if (
            plan.goal_is_monster and len(plan.path) == 2 and here.feature is None
            and _budget_after_entry(view) < plan.dice_for(die, plan.goal_target)
            and view.mat.total(Basket.FRESH) > 0
        ):
            return self._rest(legal)  # save cubes for the fight next turn
        move = self._move(view, plan, nxt, legal)
        if move is not None:
            return move
        return self._rest(legal)

    def _fight(self, wanted: int, legal: Sequence[Any]) -> Check | None:
        checks = [a for a in legal if isinstance(a, Check)]
        if not checks:
            return None
        # Too few cubes for a good chance: a weak fight still lowers the monster's target.
        dice = min(wanted, max(a.dice for a in checks))
        options = [a for a in checks if a.dice == dice]
        return min(options, key=lambda a: _pay_cost(a.pay))

    def _move(self, view: ExplorerView, plan: Plan, nxt: Cell, legal: Sequence[Any]) -> Any:
        by_kind: dict[type, list[Any]] = {}
        for action in legal:
            by_kind.setdefault(type(action), []).append(action)
        # Backtrack: jump as far along the route as a Backtrack may go.
        backtracks = {a.target: a for a in by_kind.get(Backtrack, [])}
        reach = [i for i, cell in enumerate(plan.path) if cell in backtracks]
        if reach and max(reach) >= 3:
            return backtracks[plan.path[max(reach)]]
        hustles = [a for a in by_kind.get(Hustle, []) if a.target == nxt and len(a.pay) == 1]
        if not view.map.is_known(nxt):
            peers = [a for a in by_kind.get(Peer, []) if a.target == nxt
                     and (len(a.pay) == 1 or plan.peer_with_any(nxt))]
            if peers:
                return min(peers, key=lambda a: _pay_cost(a.pay))
            if hustles and self.style.hustles_into_unknown:
                return hustles[0]
        if hustles and plan.run_length() >= 2:
            return hustles[0]
        if self.style.hustles_with_basics:
            # Two Basic cubes for up to three Creeps: cheaper than creeping a long run.
            basics = [a for a in by_kind.get(Hustle, []) if a.target == nxt
                      and len(a.pay) == 2 and all(p.kind is Kind.BASIC for p in a.pay)]
            if basics and plan.steps_a_hustle_takes() > BASIC_HUSTLE_STEPS:
                return min(basics, key=lambda a: _pay_cost(a.pay))
        creeps = [a for a in by_kind.get(Creep, []) if a.target == nxt]
        if creeps:
            return min(creeps, key=lambda a: _pay_cost(a.pay))
        if reach:
            return backtracks[plan.path[max(reach)]]
        return None

    def _rest(self, legal: Sequence[Any]) -> Any:
        conserves = [a for a in legal if isinstance(a, Conserve)]
        if conserves:
            # Keep as many cubes as possible, Basic ones first.
            return max(conserves, key=lambda a: (len(a.cubes), -_pay_cost(a.cubes)))
        checks = [a for a in legal if isinstance(a, Check)]
        if checks:
            return max(checks, key=lambda a: a.dice)
        return legal[0]


# The Normal bot's style: it reasons like ``REASONING`` but pays a Hustle with its Quickness
# cube only (measured alone in 200 generated dungeons: out after 7.59 turns, where REASONING
# takes 7.24 and Easy 8.06).
STEADY = replace(REASONING, hustles_with_basics=False)
_REASONING_STYLES = {"": REASONING, "steady": STEADY}


class ReasoningBot(HeuristicBot):
    """The explorer that reasons about the Unknown, as a bot of its own: ``reasoning`` plays
    ``REASONING``, ``reasoning:steady`` the Normal bot's ``STEADY``."""

    name: ClassVar[str] = "reasoning"
    takes_parameter: ClassVar[bool] = True

    def __init__(self, seed: int, parameter: str | None = None) -> None:
        style = _REASONING_STYLES.get(parameter or "")
        if style is None:
            raise CompanionError(f"reasoning takes no parameter or 'steady', not "
                                 f"{parameter[:20]!r}")
        super().__init__(seed, style)


def _budget_after_entry(view: ExplorerView) -> int:
    return view.mat.spend_units - 1


def _value_with(cards: TreasureSet, held: Sequence[str], card: str) -> int:
    """The treasures' score holding ``card`` as well (best face-up choice)."""
    hand = [*held, card]
    return score_treasures(cards, hand, best_face_up(cards, hand)).total


