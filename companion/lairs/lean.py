"""How the Builder leans: goals near the Start and hazards far off, or the other way round,
inferred from the cells an explorer has learned.

The build rules say nothing about where a Builder puts the goals, and a generated dungeon puts
them anywhere. A person builds with intent, and an explorer who has found two chests next to
the Start looks at the Start's other neighbours before it crosses the board. The lean is the
generator's own model of intent (``generator.tilted_dungeon``): each goal weighs
``exp(LEAN × tilt × d / farthest)`` by its steps d from the Start, each hazard the opposite
tilt. The explorer holds a few tilts, the even spread the likeliest, and weighs each by how
well it explains what the map sheet shows (each learned cell as an independent draw: a goal,
a hazard or empty); the belief spreads what is still hidden by the mixture.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache

from companion.lairs.board import CELLS, FEATURE_COUNTS, Cell, Feature
from companion.lairs.generator import LEAN

# The tilts an explorer holds, and how likely each is before it has seen anything: most
# dungeons lean little (a generated one not at all).
TILTS: tuple[tuple[float, float], ...] = (
    (-1.5, 0.1), (-0.75, 0.15), (0.0, 0.5), (0.75, 0.15), (1.5, 0.1))
_GOALS = FEATURE_COUNTS[Feature.EXIT] + FEATURE_COUNTS[Feature.CHEST]
_HAZARDS = FEATURE_COUNTS[Feature.MONSTER] + FEATURE_COUNTS[Feature.TRAP]


def lean_weights(learned: Mapping[Cell, Feature | None], start: Cell,
                 steps: Sequence[int]) -> tuple[list[float], list[float]]:
    """Per cell, how much a hidden goal and a hidden hazard weigh there (relative weights,
    to be spread over the Unknown cells): the tilts' weights mixed by how likely each is after
    the learned cells (``learned``: what each held, None for empty). ``steps``: each cell's
    steps from the Start."""
    cells = [c for c in CELLS if c != start]
    farthest = max((steps[c] for c in cells if steps[c] < len(CELLS)), default=1) or 1
    far = [min(steps[c], farthest) for c in CELLS]
    # The cells by their steps from the Start, and what the learned ones held: the tilts
    # weigh a cell by its steps alone.
    at = Counter(far[c] for c in cells)
    seen = Counter((far[c], _kind(f)) for c, f in learned.items() if c != start)
    tilts = []
    for tilt, prior in TILTS:
        goal, hazard = _tilted(tilt, farthest), _tilted(-tilt, farthest)
        goal_sum = sum(n * goal[d] for d, n in at.items())
        hazard_sum = sum(n * hazard[d] for d, n in at.items())
        log_likelihood = math.log(prior)
        for (d, kind), n in seen.items():
            p_goal = min(0.99, _GOALS * goal[d] / goal_sum)
            p_hazard = min(0.99 - p_goal, _HAZARDS * hazard[d] / hazard_sum)
            if kind == "empty":
                p = max(0.01, 1.0 - p_goal - p_hazard)
            elif kind == "goal":
                p = p_goal
            else:
                p = max(0.01, p_hazard)
            log_likelihood += n * math.log(p)
        tilts.append((log_likelihood, goal, goal_sum, hazard, hazard_sum))
    top = max(t[0] for t in tilts)
    posterior = [math.exp(t[0] - top) for t in tilts]
    total = sum(posterior)
    goal_by_steps = [0.0] * (farthest + 1)
    hazard_by_steps = [0.0] * (farthest + 1)
    for share, (_, goal, goal_sum, hazard, hazard_sum) in zip(posterior, tilts, strict=True):
        g, h = share / total / goal_sum, share / total / hazard_sum
        for d in range(farthest + 1):
            goal_by_steps[d] += g * goal[d]
            hazard_by_steps[d] += h * hazard[d]
    goal_weights = [0.0] * len(CELLS)
    hazard_weights = [0.0] * len(CELLS)
    for c in cells:
        goal_weights[c] = goal_by_steps[far[c]]
        hazard_weights[c] = hazard_by_steps[far[c]]
    return goal_weights, hazard_weights


def _kind(feature: Feature | None) -> str:
    if feature is None:
        return "empty"
    return "goal" if feature.is_goal else "hazard"


@cache
def _tilted(tilt: float, farthest: int) -> tuple[float, ...]:
    """A feature's weight by its steps from the Start (0 to ``farthest``) under ``tilt``."""
    return tuple(math.exp(LEAN * tilt * d / farthest) for d in range(farthest + 1))
