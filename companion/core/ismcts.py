"""The shared search bot: Information-Set Monte Carlo Tree Search over the game protocol.

The shape follows OpenSpiel's ``ismcts.py`` (Cowling, Powley and Whitehouse's single-observer
ISMCTS): every iteration draws one world consistent with the bot's view (the game's sampler) and
walks down a tree of the bot's own decisions, whose nodes are keyed by what it knows there
(``information_key``), so that worlds it cannot tell apart share statistics. Actions are picked
by UCT among those legal in this world (at the root every action is tried first, ties are broken
at random); the other players act by the game's fast policy, a model of them rather than a best
response to the bot's guess of their cards. Each iteration adds one node, finishes the game with
the policy (cut at a depth and evaluated where the game asks for it) and backs up "my result
minus the others' average". The action played is the root's most visited; a game that names a
default action (its policy's choice) instead gets paired worlds at the root and keeps the
default unless another action clearly beats it.

The bot never touches a real game: it sees its view and the legal actions, and searches only in
positions the game's sampler made from that view.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup, GameSpec, GameState, SearchSeams

DEFAULT_ITERATIONS = 400
EXPLORATION = 0.9  # UCT's constant, for rewards in [-1, 1]
MIN_ITERATIONS = 16  # even a short time budget searches a little
# Below the root, a node follows the game's policy for this many visits per legal action.
POLICY_VISITS = 8
# How many decisions past a rollout's start a rollout may run before it is scored as it stands.
ROLLOUT_LIMIT = 2000
# With a game's default action, another one replaces it only when it wins more by this many
# standard errors of the paired difference, over at least MIN_ROUNDS worlds (a one-sided test).
DEFAULT_MARGIN = 1.5
MIN_ROUNDS = 8


class _Node:
    """One information set of the acting player: per action, [visits, total reward]."""

    __slots__ = ("stats", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.stats: dict[Hashable, list[float]] = {}


class ISMCTSBot:
    name: ClassVar[str] = "ismcts"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int, spec: GameSpec, iterations: int | None = DEFAULT_ITERATIONS,
                 seconds: float | None = None, exploration: float = EXPLORATION,
                 policy_visits: int = POLICY_VISITS) -> None:
        if spec.search is None or spec.from_position is None:
            raise CompanionError(f"{spec.title} offers no search bot")
        self.rng = random.Random(seed)
        self.spec = spec
        self.seams: SearchSeams = spec.search
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.policy_visits = policy_visits
        self.last_iterations = 0  # how many the last decision used (benchmarks report it)
        # The last decision against the game's default: the default, the action played, and
        # the paired test's z (None where the default stood); benchmarks/overrides.py reads it.
        self.last_verdict: Verdict | None = None

    # --- deciding --------------------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        self.last_iterations = 0
        self.last_verdict = None
        if len(legal) == 1:
            return legal[0]
        if self.seams.obvious is not None:
            answer = self.seams.obvious(view, legal)
            if answer is not None:
                return answer
        setup = GameSetup(view.players, 0, frozenset(view.variants))
        root = _Node()
        nodes: dict[Hashable, _Node] = {}
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        sample = self.seams.sampler(view)
        if self.seams.default is not None:
            return self._paired(view, legal, setup, sample, root, nodes, deadline)
        done = 0
        while self._budget_left(done, deadline):
            world = _world(self.spec, setup, sample(self.rng))
            self._iterate(world, root, nodes, self.rng)
            done += 1
        self.last_iterations = done
        return self._most_visited(root, legal)

    def _budget_left(self, done: int, deadline: float | None) -> bool:
        """Whether to search on: a time budget still searches ``MIN_ITERATIONS`` at least."""
        if deadline is not None:
            return done < MIN_ITERATIONS or time.perf_counter() < deadline
        return done < (self.iterations or DEFAULT_ITERATIONS)

    def _paired(self, view: Any, legal: Sequence[Any], setup: GameSetup,
                sample: Callable[[random.Random], dict[str, Any]], root: _Node,
                nodes: dict[Hashable, _Node], deadline: float | None) -> Any:
        """Common random numbers against the game's default action: each round draws one world
        and plays every root action in it, with the same seed for the world and its rollouts,
        so that an action is judged by how much better it does *in the same world*. The
        default stands unless another action beats it clearly; the hidden part of the world
        (a dungeon, a hand) varies far more than the choice at hand, and unpaired means over a
        few dozen worlds mostly measure which worlds each action happened to get."""
        default = self.seams.default(view, legal)  # type: ignore[misc]
        rounds: list[dict[Any, float]] = []  # per world, each root action's reward
        options: Sequence[Any] | None = None
        done = 0
        while self._budget_left(done, deadline):
            position = sample(self.rng)
            seed = self.rng.getrandbits(32)
            world = _world(self.spec, setup, position)
            if options is None:
                # The root is the bot's own information set: the same options in every world.
                options = world.legal_actions()
                if self.seams.candidates is not None:
                    options = self.seams.candidates(world, options)
            played: dict[Any, float] = {}
            for index, action in enumerate(options):
                if index:
                    world = _world(self.spec, setup, position)
                played[action] = self._iterate(world, root, nodes, random.Random(seed), action)
                done += 1
            rounds.append(played)
        self.last_iterations = done
        self.last_verdict = _unless_beaten(default, legal, rounds)
        return self.last_verdict.played

    def _most_visited(self, root: _Node, legal: Sequence[Any]) -> Any:
        best: list[Any] = []
        best_key = (-1.0, -math.inf)
        for action in legal:
            visits, total = root.stats.get(action, (0, 0.0))
            key = (visits, total / visits if visits else -math.inf)
            if key > best_key:
                best, best_key = [action], key
            elif key == best_key:
                best.append(action)
        return best[self.rng.randrange(len(best))]

    # --- one iteration ---------------------------------------------------------------------
    def _iterate(self, state: GameState, root: _Node, nodes: dict[Hashable, _Node],
                 rng: random.Random, first: Any = None) -> float:
        """One walk down the tree and a rollout (``first``: the root action to play, else
        UCT picks it); returns the reward of the seat at the root."""
        path: list[tuple[_Node, Any, int]] = []
        node: _Node | None = root
        me = state.to_move
        policy = self.seams.rollout
        while not state.is_over():
            player = state.to_move
            assert player is not None
            if player != me:
                # The others play the game's policy: a model of them, not a best response to
                # this bot's guess of their cards.
                state.apply(policy(state, rng))
                continue
            added = False
            if node is None:
                key = (player, state.information_key(player))
                node = nodes.get(key)
                if node is None:
                    node = nodes[key] = _Node()
                    added = True
            if first is not None and node is root:
                # The root action is given: its candidates were asked for once, in _paired.
                action = first
                node.stats.setdefault(action, [0, 0.0])
            else:
                action = self._select(node, state, node is root, rng)
            path.append((node, action, player))
            if node is root and self.seams.carry is not None:
                self.seams.carry(state, action)
            state.apply(action)
            if added:
                break
            node = None
        values = self._rollout(state, rng)
        rewards = _relative(values)
        for node, action, player in path:
            node.visits += 1
            stat = node.stats[action]
            stat[0] += 1
            stat[1] += rewards[player]
        return rewards[me]  # type: ignore[index]

    def _select(self, node: _Node, state: GameState, at_root: bool, rng: random.Random) -> Any:
        """UCT among the actions legal in this world. At the root every action is tried first;
        below it, a node plays the game's policy until it has been visited often enough to
        trust its statistics, and an untried action counts as the node's average so far (first
        play urgency): a few visits of random choices would make every line look bad."""
        stats = node.stats
        # A node below the root that is this young plays the policy whatever its actions: it is
        # told before they are listed, since a game's candidates may cost more than the policy.
        young = not at_root and node.visits < self.policy_visits
        legal: Sequence[Any] = ()
        if not young:
            legal = state.legal_actions()
            if self.seams.candidates is not None:
                legal = self.seams.candidates(state, legal)
        if at_root:
            fresh = [action for action in legal if action not in stats]
            if fresh:
                action = fresh[rng.randrange(len(fresh))]
                stats[action] = [0, 0.0]
                return action
        elif young or node.visits < self.policy_visits * len(legal):
            action = self.seams.rollout(state, rng)
            stats.setdefault(action, [0, 0.0])
            return action
        scale = self.exploration * math.sqrt(math.log(max(node.visits, 1)))
        average = sum(total for _, total in stats.values()) / max(node.visits, 1)
        best: list[Any] = []
        best_score = -math.inf
        for action in legal:
            stat = stats.get(action)
            if stat is None or not stat[0]:
                score = average + scale
            else:
                score = stat[1] / stat[0] + scale / math.sqrt(stat[0])
            if score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        action = best[rng.randrange(len(best))]
        stats.setdefault(action, [0, 0.0])
        return action

    def _rollout(self, state: GameState, rng: random.Random) -> Sequence[float]:
        seams = self.seams
        depth = seams.rollout_depth if seams.evaluate is not None else None
        limit = ROLLOUT_LIMIT if depth is None else depth
        policy = seams.rollout
        steps = 0
        while not state.is_over() and steps < limit:
            state.apply(policy(state, rng))
            steps += 1
        if state.is_over():
            if seams.outcome is not None:
                return seams.outcome(state)
            winners = state.result().winners
            share = 1.0 / len(winners) if winners else 0.0
            return [share if seat in winners else 0.0 for seat in range(state.num_players)]
        if seams.evaluate is not None:
            return seams.evaluate(state)
        return [0.0] * state.num_players


class RolloutPolicyBot:
    """The search's own rollout policy as a player: it samples one world from its view, as the
    search does, and plays the policy's move there. It is what the search would play without
    searching, so the search's gain is measured against it (``benchmarks/strength.py``)."""

    name: ClassVar[str] = "rollout"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int, spec: GameSpec) -> None:
        if spec.search is None or spec.from_position is None:
            raise CompanionError(f"{spec.title} offers no search bot")
        self.rng = random.Random(seed)
        self.spec = spec
        self.seams: SearchSeams = spec.search

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        setup = GameSetup(view.players, 0, frozenset(view.variants))
        world = _world(self.spec, setup, self.seams.sampler(view)(self.rng))
        action = self.seams.rollout(world, self.rng)
        # The sampled world offers the viewer the same actions: hand back the real one.
        return legal[legal.index(action)]


def _world(spec: GameSpec, setup: GameSetup, position: dict[str, Any]) -> GameState:
    """The state a sampled position stands for (read unchecked when the game offers it)."""
    world = spec.search.world if spec.search is not None else None
    return world(setup, position) if world is not None else spec.rebuild(setup, position)


@dataclass(frozen=True)
class Verdict:
    """How a decision against the game's default action went: the default, the action the
    search played (the default unless another beat it), with the winner's z."""

    default: Any
    played: Any
    z: float | None  # the played action's paired advantage in standard errors (None: default)
    rounds: int


def _unless_beaten(default: Any, legal: Sequence[Any], rounds: list[dict[Any, float]]
                   ) -> Verdict:
    """The default action, unless another one's paired advantage over it is significant."""
    best, best_gain, best_z = default, 0.0, None
    for action in legal:
        gains = [played[action] - played[default] for played in rounds
                 if action in played and default in played]
        n = len(gains)
        if action == default or n < MIN_ROUNDS:
            continue
        gain = sum(gains) / n
        variance = sum((g - gain) ** 2 for g in gains) / (n - 1)
        # A floor on the spread: a few equal rewards must not make a gain look certain.
        error = math.sqrt(max(variance, 0.01) / n)
        if gain > DEFAULT_MARGIN * error and gain > best_gain:
            best, best_gain, best_z = action, gain, gain / error
    return Verdict(default, best, best_z, len(rounds))


def _relative(values: Sequence[float]) -> list[float]:
    """Each seat's value minus the average of the others' (a zero-sum reward in [-1, 1])."""
    n = len(values)
    total = sum(values)
    return [v - (total - v) / (n - 1) for v in values]


def parse_budget(parameter: str) -> tuple[int | None, float | None]:
    """``400`` = 400 iterations a decision; ``0.25s`` = a quarter of a second a decision."""
    text = parameter.strip().lower()
    try:
        if text.endswith("s"):
            seconds = float(text[:-1])
            if math.isfinite(seconds) and 0 < seconds <= 600:
                return None, seconds
        elif text.isascii() and text.isdigit() and len(text) <= 7 and int(text) > 0:
            return int(text), None
    except ValueError:
        pass
    raise CompanionError(
        f"ismcts takes a number of iterations (e.g. ismcts:400) or seconds (e.g. ismcts:0.5s), "
        f"not {parameter[:20]!r}")


class ISMCTSFactory:
    """The ``ismcts`` entry of a game's bots: ``ismcts``, ``ismcts:N`` or ``ismcts:Ts``."""

    takes_parameter: ClassVar[bool] = True

    def __init__(self, spec: Callable[[], GameSpec], iterations: int = DEFAULT_ITERATIONS,
                 exploration: float = EXPLORATION, policy_visits: int = POLICY_VISITS) -> None:
        # The game's spec names this factory among its bots, so it is looked up when needed.
        self.spec = spec
        self.iterations = iterations
        self.exploration = exploration
        self.policy_visits = policy_visits

    def __call__(self, seed: int, parameter: str | None = None) -> ISMCTSBot:
        iterations: int | None = self.iterations
        seconds = None
        if parameter is not None:
            iterations, seconds = parse_budget(parameter)
        return ISMCTSBot(seed, self.spec(), iterations, seconds, self.exploration,
                         policy_visits=self.policy_visits)
