"""What the search bot needs besides sampled worlds: its own policy, a fast rollout policy that
keeps to a plan, an evaluation, and which actions are worth searching.

The bot plays the explorer that reasons about the Unknown (``bots.REASONING``): its choice is
the ``default`` and stands wherever planning does not pay (``obvious``). Where it does, the
search compares plans, not single steps:

- ``candidates``: at the bot's own decision, the first step towards each of the few best
  goals its plan ranks (``routes``: the third chest here or there, the monster next door, the
  Exit), ending the turn with a Conserve, each number of dice in a fight; small decisions
  (enter or not, leave or not) keep every option. Deeper in the tree, one action of each kind.
- ``carry``: the goal the root action stands for is kept in that sampled world, and
  ``rollout_action`` keeps the explorer on its route there until it arrives; from then on,
  and for the other explorer, the rollout policy is the cheap heuristic explorer
  (``ROLLOUT_STYLE``: the plan on the map sheet alone, no belief), with a little randomness
  so that rollouts from one node differ.
- ``evaluate``: a rollout is cut after ``ROLLOUT_DEPTH`` decisions (about a turn of each
  explorer); each explorer's own estimate of the cubes it still needs (``Prospects.best_total``)
  says who is likely out first, and the VP each holds and is likely to gain decide the game.
- ``obvious``: the search decides where planning pays: leave or stay, standing on a hazard
  (fight, with how many dice, or walk away), ending the turn with a Conserve, every move of
  the last turn, and a route where the plan's best goals are close (``routes.CLOSE``);
  elsewhere the policy's choice stands.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Hashable, Sequence
from dataclasses import replace
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
from companion.lairs.board import CELLS, FEATURE_COUNTS, Cell, Feature
from companion.lairs.bots import REASONING, THRIFTY, HeuristicBot, _fatigue_cost, _pay_cost
from companion.lairs.energy import TOTAL_CUBES
from companion.lairs.exploration import Exploration, PendingExit, PendingFatigue, PendingHustle
from companion.lairs.game import LairsGame, Phase
from companion.lairs.odds import STRIKE_CUBES
from companion.lairs.outlook import Known, Reckoning
from companion.lairs.plans import Route
from companion.lairs.routes import CLOSE, route_options
from companion.lairs.scoring import best_face_up, exit_vp, monster_vp, score_treasures
from companion.lairs.views import ExplorerMap, ExplorerView, KnownCell, explorer_view, known_cell

ROLLOUT_DEPTH = 16  # decisions: most of a turn of each explorer
EXPLORE_RATE = 0.1  # how often the rollout policy plays a random candidate instead
ROLLOUT_STYLE = replace(THRIFTY, hustles_with_basics=True)
CHEST_VP = 3.5  # a chest brings two treasures (the drawn card and one from the display)
RACE_SCALE = 0.7  # turns of lead that make being out first about 80% likely
WIN_SCALE = 2.5  # VP of projected lead that make a win about 73% likely

_OWN = HeuristicBot(0, REASONING)  # the bot's own policy
_POLICY = HeuristicBot(0, ROLLOUT_STYLE)  # the rollout policy
_SHEETS: WeakKeyDictionary[Exploration, dict[Cell, tuple[Any, KnownCell]]] = WeakKeyDictionary()
# Per sampled world past its root: the explorer (seat) keeping to a goal, and the goal (None
# when the root action stands for none).
_CARRIED: WeakKeyDictionary[LairsGame, tuple[int, Cell | None]] = WeakKeyDictionary()
# The goals the root's candidates stand for, by the root decision (the explorer's map sheet
# and mat): the same in every world of one search.
_ROOT_GOALS: dict[Hashable, dict[Any, Cell]] = {}


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


def _decision_key(view: ExplorerView) -> Hashable:
    return (view.map, view.mat, view.pending, view.chests, view.monsters)


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
        return _fatigue_cost(action.cubes, REASONING.quickness_worth)
    if action.__class__ is Conserve:
        return _pay_cost(action.cubes)  # keep the Basic cubes, the cheap ones to conserve
    return _pay_cost(action.pay)


def _by_kind(legal: Sequence[Any], choice: Any) -> list[Any]:
    """The choice, and one action of each other kind: a Creep each way, each number of dice
    in a fight, ending the turn with the largest, cheapest Conserve."""
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
            kind = (Conserve,)
            other = best.get(kind)
            if other is None or (len(action.cubes), -_cost(action)) > (len(other.cubes),
                                                                         -_cost(other)):
                best[kind] = action
            continue
        other = best.get(kind)
        if other is None or _cost(action) < _cost(other):
            best[kind] = action
    mine = _kind(choice)
    if mine is not None and mine[0] is Conserve:
        mine = (Conserve,)
    return [choice, *(a for k, a in best.items() if k != mine and a != choice)]


def candidates(state: LairsGame, legal: Sequence[Any]) -> Sequence[Any]:
    """At the root: the policy's choice and its few rivals (the first step towards the plan's
    next best goal, which ``carry`` keeps in the rollout; ending the turn with a Conserve; a
    die more or less in a fight); small decisions (enter or not, leave or not, which card)
    keep every option. Deeper in the tree, one action of each kind. Few rivals, because the
    search pairs every one with the choice in each world, and a decision affords a few
    dozen rollouts."""
    if legal and legal[0].__class__ is FaceUp:
        return [_face_up(state, legal)]
    e = state.explorations[state.current]
    if e.pending and not isinstance(e.pending[0], PendingHustle | PendingFatigue):
        return legal
    view = quick_view(e)
    if state in _CARRIED:  # below the root: this world already keeps a goal
        return _by_kind(legal, _POLICY.choose_exploring(view, legal))
    choice = _OWN.choose_exploring(view, legal)
    if e.pending:
        return _by_kind(legal, choice)
    rivals = [a for a in _by_kind(legal, choice)[1:] if a.__class__ is Conserve or (
        a.__class__ is Check and choice.__class__ is Check
        and abs(a.dice - choice.dice) == 1)]
    goals = {}
    for option in route_options(view, legal, _OWN):
        goals[option.action] = option.target
        if option.action != choice and option.action not in rivals:
            rivals.append(option.action)
    _ROOT_GOALS.clear()  # one search at a time: the last root's goals are the ones asked for
    _ROOT_GOALS[_decision_key(view)] = goals
    return [choice, *rivals]


def carry(state: LairsGame, action: Any) -> None:
    """The root action is about to be played in this world: keep the goal it stands for."""
    goals = _ROOT_GOALS.get(_decision_key(quick_view(state.explorations[state.current])))
    _CARRIED[state] = (state.current, goals.get(action) if goals else None)


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
    seat = state.current
    e = state.explorations[seat]
    view = quick_view(e)
    carried = _CARRIED.get(state)
    if carried is not None and carried[0] == seat and carried[1] is not None:
        route = _keep_to(state, e, view, carried[1])
        if route is not None:
            return _POLICY.choose_exploring(view, legal, plan=route)
    if rng.random() < EXPLORE_RATE:
        options = _by_kind(legal, legal[0])
        return options[int(rng.random() * len(options))]
    return _POLICY.choose_exploring(view, legal)


def _keep_to(state: LairsGame, e: Exploration, view: ExplorerView, target: Cell) -> Route | None:
    """The route to the goal the explorer keeps to, or None once it is there (or the goal is
    gone): then the policy plays on."""
    goal = view.map.cells.get(target)
    arrived = e.position == target or (goal is not None and goal.feature is None
                                       and goal.learned is not None)
    route = None if arrived else Route(view, ROLLOUT_STYLE, target)
    if route is None or not route.path:
        _CARRIED[state] = (state.current, None)
        return None
    return route


def obvious(view: Any, legal: Sequence[Any]) -> Any:
    """The policy's choice, except where planning pays: leaving by the Exit or staying,
    standing on a hazard (fight with how many dice, or walk away), ending the turn with a
    Conserve, every move of the game's last turn, and a route where the plan's best goals are
    close to one another."""
    first = legal[0]
    if first.__class__ is FaceUp or first.__class__ is Fatigue or first.__class__ is Take:
        return _OWN.choose(view, legal)
    if OpenChest() in legal:
        return OpenChest()  # a chest is never worse opened: its cards are worth at least 1 VP
    explorer = view.explorer
    if isinstance(explorer.pending, PendingExit) or view.final_turn:
        # The last turn of the game: what it may still gain (a chest, a monster's VP, the
        # Exit) is all there is, and a rollout ends with the game or close to it.
        return None
    choice = _OWN.choose_exploring(explorer, legal)
    if explorer.pending is None and (choice.__class__ is Conserve
                                     or any(a.__class__ is Check for a in legal)):
        return None
    if explorer.pending is None and _close_goals(explorer, legal):
        return None
    return choice


def _close_goals(view: ExplorerView, legal: Sequence[Any]) -> bool:
    options = route_options(view, legal, _OWN)
    return len(options) > 1 and options[1].total - options[0].total < CLOSE


def default(view: Any, legal: Sequence[Any]) -> Any:
    """The policy's choice, which the search keeps unless another action clearly beats it:
    with a few dozen noisy rollouts the most visited action is mostly chance."""
    return _OWN.choose(view, legal)


# --- the evaluation ------------------------------------------------------------------------------
def _cubes_left(e: Exploration) -> float:
    """The cubes the explorer still needs to get out, reckoned as the reasoning explorer does
    (``outlook``) but quickly: steps as the crow flies, pieces spread evenly."""
    if e.exited:
        return 0.0
    here = e.position
    if here is None:
        return 40.0
    chests, monsters, exit_cell = [], [], None
    learned: Counter[Feature] = Counter()
    for cell in e.known:
        feature = e.features.get(cell)
        if feature is Feature.CHEST:
            chests.append(cell)
        elif feature is Feature.MONSTER:
            monsters.append((cell, e.targets[cell]))
        built = e.dungeon.features.get(cell)
        if built is not None:
            learned[built] += 1
            if built is Feature.EXIT:
                exit_cell = cell
    left = {f: FEATURE_COUNTS[f] - learned[f] for f in FEATURE_COUNTS}
    reckoning = Reckoning(e.data.die.faces, REASONING.fight_chance, STRIKE_CUBES,
                          lambda c: _crow(here, c), _crow)
    known = Known(tuple(chests), tuple(monsters), exit_cell)
    return reckoning.outlook(e.chests, e.monsters, known, len(CELLS) - len(e.known),
                             left).total(_crow, here)


def _crow(a: Cell, b: Cell) -> float:
    return abs(a // 6 - b // 6) + abs(a % 6 - b % 6)


def _turns_left(state: LairsGame, seat: int) -> float:
    """Explorer turns until the explorer is likely out, this turn's cubes counted first."""
    e = state.explorations[seat]
    need = _cubes_left(e)
    if math.isinf(need):
        return 20.0
    at_hand = e.mat.spend_units if e.in_turn else 0
    if need <= at_hand:
        return 0.5 * need / max(at_hand, 1)
    return (1.0 if e.in_turn else 0.0) + (need - at_hand) / TOTAL_CUBES


def projected(state: LairsGame, seat: int, first_out: float) -> float:
    """The VP a seat holds now plus what it is likely still to gain: the chests its
    achievement still needs, and the Exit's VP as likely first or second out."""
    e = state.explorations[seat]
    cards = state.data.treasures
    vp = float(score_treasures(cards, e.treasures, best_face_up(cards, e.treasures)).total)
    vp += monster_vp(e.monsters)
    if e.exited:
        return vp + exit_vp(state.exit_rank(seat))
    vp += CHEST_VP * max(0, 2 - e.chests) if not e.achieved else 0.0
    return vp + first_out * exit_vp(0) + (1.0 - first_out) * exit_vp(1)


def evaluate(state: LairsGame) -> list[float]:
    done = [e.exited for e in state.explorations]
    if all(done):
        first = [0.5, 0.5]
    elif any(done):
        first = [1.0 if d else 0.0 for d in done]
    else:
        gap = _turns_left(state, 1) - _turns_left(state, 0)
        # Turns alternate: the explorer in turn is half a turn ahead of the other.
        gap += 0.5 if state.current == 0 else -0.5
        p = 1.0 / (1.0 + math.exp(-gap / RACE_SCALE))
        first = [p, 1.0 - p]
    lead = projected(state, 0, first[0]) - projected(state, 1, first[1])
    p0 = 1.0 / (1.0 + math.exp(-lead / WIN_SCALE))
    return [p0, 1.0 - p0]
