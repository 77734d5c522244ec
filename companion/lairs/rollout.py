"""What the search bot needs besides sampled worlds: a fast policy, an evaluation, and which
actions are worth searching.

- ``rollout_action``: the heuristic explorer in the search bot's style (``bots.THRIFTY``: it
  gets out about half a turn sooner than Easy, and the search keeps its move) playing on the
  state itself (in a sampled world everything is the bot's imagination, so reading the state is
  fine), with a little randomness so that rollouts from one node differ. Its map sheet is built
  without the log and from cells cached per exploration: a rollout asks for it at every
  decision.
- ``evaluate``: a rollout is cut after ``ROLLOUT_DEPTH`` decisions (a whole game is a hundred);
  each seat's projected score — what it holds now, plus what it is likely still to gain — is
  turned into a chance to win.
- ``candidates``: the rules offer dozens of actions (the same move paid with different cubes);
  the search compares the heuristic's choice with the alternatives that change the plan.
- ``obvious``: the search decides only where planning pays (leave or stay, fight or not and
  with how many dice, Conserve or go on, the last turn); elsewhere the heuristic's choice
  stands;
- ``default``: where it searches, the heuristic's choice stands unless clearly beaten.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any
from weakref import WeakKeyDictionary

from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    FaceUp,
    Fatigue,
    Hustle,
    OpenChest,
    Peer,
    Step,
    Stop,
    Take,
)
from companion.lairs.board import Cell, Feature
from companion.lairs.bots import THRIFTY, HeuristicBot, _fatigue_cost, _pay_cost
from companion.lairs.exploration import Exploration, PendingExit, PendingFatigue, PendingHustle
from companion.lairs.game import LairsGame, Phase
from companion.lairs.scoring import best_face_up, exit_vp, monster_vp, score_treasures
from companion.lairs.views import ExplorerMap, ExplorerView, KnownCell, explorer_view, known_cell

ROLLOUT_DEPTH = 12  # decisions: about one turn of each explorer
EXPLORE_RATE = 0.1  # how often the rollout policy plays a random candidate instead
# Projection: what an explorer still inside is likely to gain.
CHEST_VALUE = 3.5  # a chest brings two treasures (the drawn card and one from the display)
CHEST_CHANCE = 0.15  # of each chest not opened yet, while the game lasts
EXIT_CHANCE = 0.6  # an explorer with an achievement leaves (first, if the other is inside)
ACHIEVE_CHANCE = 0.2  # an explorer without one gets it in time and leaves second
WIN_SCALE = 2.5  # VP of projected lead that make a win about 73% likely

_POLICY = HeuristicBot(0, THRIFTY)
_SHEETS: WeakKeyDictionary[Exploration, dict[Cell, tuple[Any, KnownCell]]] = WeakKeyDictionary()


def _sheet_cell(e: Exploration, cell: Cell, cache: dict[Cell, tuple[Any, KnownCell]]
                ) -> KnownCell:
    """The cell as the map sheet shows it, remade only when its feature or target changed."""
    feature = e.features.get(cell)
    state = (feature, e.targets.get(cell) if feature is not None and feature.is_hazard else None)
    hit = cache.get(cell)
    if hit is not None and hit[0] == state:
        return hit[1]
    known = known_cell(e, cell)
    cache[cell] = (state, known)
    return known


def quick_view(e: Exploration) -> ExplorerView:
    """The explorer's view without the log, for the policy (not for players)."""
    cache = _SHEETS.get(e)
    if cache is None:
        cache = _SHEETS[e] = {}
    cells = {cell: _sheet_cell(e, cell, cache) for cell in e.known}
    return explorer_view(e, ExplorerMap(cells, e.position), with_log=False)


# --- which actions the search compares ----------------------------------------------------------
def _kind(action: Any) -> tuple[Any, ...] | None:
    """What an action does, regardless of the cubes it is paid with (None: keep it as it is)."""
    cls = action.__class__
    if cls in (Creep, Hustle, Peer, Backtrack):
        return (cls, action.target)
    if cls is Check:
        return (cls, action.dice)
    if cls is Conserve:
        return (cls, len(action.cubes))
    if cls is Fatigue:
        return (cls,)
    return None


def _cost(action: Any) -> float:
    if action.__class__ is Fatigue:
        return _fatigue_cost(action.cubes, THRIFTY.quickness_worth)
    if action.__class__ is Conserve:
        return _pay_cost(action.cubes)  # keep the Basic cubes, the cheap ones to conserve
    return _pay_cost(action.pay)


def candidates(state: LairsGame, legal: Sequence[Any]) -> Sequence[Any]:
    """The heuristic's own choice and the alternatives that change the plan: a Creep each way,
    each number of dice in a fight, ending the turn with the best Conserve; small decisions
    (enter or not, leave or not, which card) keep every option."""
    if legal and legal[0].__class__ is FaceUp:
        return [_face_up(state, legal)]
    e = state.explorations[state.current]
    choice = _POLICY.choose_exploring(quick_view(e), legal)
    if e.pending and not isinstance(e.pending[0], PendingHustle | PendingFatigue):
        return legal
    best: dict[tuple[Any, ...], Any] = {}
    for action in legal:
        kind = _kind(action)
        if kind is None:
            if action.__class__ is Step or action.__class__ is Stop:
                best[(action,)] = action
            continue
        if kind[0] is not Creep and kind[0] is not Check and kind[0] is not Conserve:
            continue
        if kind[0] is Conserve:
            kind = (Conserve,)  # only the largest, cheapest Conserve: "end the turn here"
            other = best.get(kind)
            if other is None or (len(action.cubes), -_cost(action)) > (len(other.cubes),
                                                                         -_cost(other)):
                best[kind] = action
            continue
        other = best.get(kind)
        if other is None or _cost(action) < _cost(other):
            best[kind] = action
    # The choice stands for its own kind of move (it may pay with other cubes than the
    # cheapest: the heuristic keeps Quickness for Hustles).
    mine = _kind(choice)
    if mine is not None and mine[0] is Conserve:
        mine = (Conserve,)
    return [choice, *(a for k, a in best.items() if k != mine and a != choice)]


def _face_up(state: LairsGame, legal: Sequence[Any]) -> Any:
    seat = state.to_move
    assert seat is not None
    wanted = FaceUp(best_face_up(state.data.treasures, state.explorations[seat].treasures))
    return wanted if wanted in legal else legal[0]


# --- the policy ------------------------------------------------------------------------------
def rollout_action(state: LairsGame, rng: random.Random) -> Any:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase is not Phase.EXPLORING:
        return _face_up(state, legal)
    if rng.random() < EXPLORE_RATE:
        options = candidates(state, legal)
        return options[int(rng.random() * len(options))]
    return _POLICY.choose_exploring(quick_view(state.explorations[state.current]), legal)


def obvious(view: Any, legal: Sequence[Any]) -> Any:
    """The heuristic's choice, except where planning pays: leaving by the Exit or staying,
    standing on a hazard (fight with how many dice, or walk away), ending the turn with a
    Conserve, and every move of the game's last turn. Measured: searching every step of a
    route plays worse than the heuristic's route, because a short rollout's evaluation cannot
    tell one step from another."""
    first = legal[0]
    if first.__class__ is FaceUp or first.__class__ is Fatigue or first.__class__ is Take:
        return _POLICY.choose(view, legal)
    if OpenChest() in legal:
        return OpenChest()  # a chest is never worse opened: its cards are worth at least 1 VP
    explorer = view.explorer
    if isinstance(explorer.pending, PendingExit) or view.final_turn:
        # The last turn of the game: what it may still gain (a chest, a monster's VP, the
        # Exit) is all there is, and a rollout ends with the game or close to it.
        return None
    choice = _POLICY.choose_exploring(explorer, legal)
    if explorer.pending is None and (choice.__class__ is Conserve
                                     or any(a.__class__ is Check for a in legal)):
        return None
    return choice


def default(view: Any, legal: Sequence[Any]) -> Any:
    """The heuristic's choice, which the search keeps unless another action clearly beats it:
    measured, with a few dozen noisy rollouts the most visited action is mostly chance."""
    return _POLICY.choose(view, legal)


# --- the evaluation ------------------------------------------------------------------------------
def _exit_distance(e: Exploration) -> int:
    """Steps to the Exit as the crow flies (its cell is known to the world, if not the
    explorer); a rough measure of how soon an explorer can leave."""
    exit_cell = next((c for c, f in e.dungeon.features.items() if f is Feature.EXIT), None)
    if exit_cell is None or e.position is None:
        return 6
    return abs(exit_cell // 6 - e.position // 6) + abs(exit_cell % 6 - e.position % 6)


def projected(state: LairsGame, seat: int) -> float:
    """The VP a seat holds now plus what it is likely still to gain."""
    e, other = state.explorations[seat], state.explorations[1 - seat]
    cards = state.data.treasures
    vp = float(score_treasures(cards, e.treasures, best_face_up(cards, e.treasures)).total)
    vp += monster_vp(e.monsters)
    if e.exited:
        return vp + exit_vp(state.exit_rank(seat))
    if other.exited:
        # Only this explorer's final turn is left (if it is still to come or under way).
        last = state.final_turn_of == seat and state.phase is Phase.EXPLORING
        if last and e.achieved and _exit_distance(e) <= e.mat.spend_units:
            return vp + 0.7 * exit_vp(1)
        return vp
    vp += CHEST_CHANCE * CHEST_VALUE * (3 - e.chests)
    if e.achieved:
        # The one nearer the Exit is likelier to leave first.
        ahead = other.achieved and _exit_distance(other) < _exit_distance(e)
        return vp + EXIT_CHANCE * (exit_vp(1) if ahead else exit_vp(0))
    near = e.chests + e.monsters >= 3 or e.chests >= 2 or e.monsters >= 2
    return vp + (2 * ACHIEVE_CHANCE if near else ACHIEVE_CHANCE) * exit_vp(1)


def evaluate(state: LairsGame) -> list[float]:
    lead = projected(state, 0) - projected(state, 1)
    first = 1.0 / (1.0 + math.exp(-lead / WIN_SCALE))
    return [first, 1.0 - first]
