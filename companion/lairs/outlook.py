"""What an explorer still has to do to get out, reckoned in cubes.

For each achievement (3 chests, 2 chests + 2 monsters, 3 monsters): the walk past the known
goals it would use (nearest first), their fights (``odds.fight_cost``), and the search for what
is still hidden, the Exit included (``odds.cells_to_learn`` cells at ``LEARN_CUBES`` each).
The explorer that reasons about the Unknown (``prospects``) reckons so with the steps the known
walls allow; the search bot's evaluation (``rollout``) reckons the same way, quicker, with
steps as the crow flies.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from companion.lairs.board import Cell, Feature
from companion.lairs.odds import cells_to_learn, fight_cost

# The achievements: chests and monsters each needs.
ACHIEVEMENTS: tuple[tuple[int, int], ...] = ((3, 0), (2, 2), (0, 3))
# Cubes an explorer expects to spend per cell it learns while it searches: the steps between
# the cells (measured: 1.0 early to 1.5 late in a run), and the strikes of the hazards among
# them. Tuned with the other weights on generated dungeons (seeds 5000–6399, not the
# benchmark's), where 2.0–3.0 all did alike.
LEARN_CUBES = 2.5
FULL_TARGET = 6  # a Hungry Blob's target (resources/lairs/hazards.json)

Steps = Callable[[Cell, Cell], float]  # steps between two cells


@dataclass(frozen=True)
class Known:
    """What the map sheet shows of the goals: the chests and monsters still there (a monster
    with its target) and the Exit's cell."""

    chests: tuple[Cell, ...]
    monsters: tuple[tuple[Cell, int], ...]
    exit: Cell | None


@dataclass(frozen=True)
class Way:
    """One achievement's way out, from some cell: the cells whose steps to it count (the first
    goal of the walk, and the Exit when it ends the walk there) and the cubes besides."""

    steps_from: tuple[Cell, ...]
    cubes: float
    monsters: int  # monsters it still fights

    def total(self, steps: Steps, here: Cell) -> float:
        return self.cubes + sum(steps(c, here) for c in self.steps_from)


@dataclass(frozen=True)
class Outlook:
    """What is left to do: the achievements' ways out; from any cell, the cheapest counts."""

    ways: tuple[Way, ...]

    def best(self, steps: Steps, here: Cell) -> Way | None:
        return min(self.ways, key=lambda way: way.total(steps, here), default=None)

    def total(self, steps: Steps, here: Cell) -> float:
        way = self.best(steps, here)
        return math.inf if way is None else way.total(steps, here)

    def less(self, cubes: float) -> Outlook:
        return Outlook(tuple(Way(w.steps_from, w.cubes - cubes, w.monsters)
                             for w in self.ways))


@dataclass(frozen=True)
class Reckoning:
    """How an explorer reckons: its die's faces, the least chance it fights at, what a strike
    costs it, how far a cell is from where it stands, and the steps between two cells."""

    faces: tuple[int, ...]
    fights: float
    strike: float
    far: Callable[[Cell], float]
    steps: Steps

    def outlook(self, chests: int, monsters: int, known: Known, unknown: int,
                left: Mapping[Feature, int], exit_here: bool = False,
                monster_here: bool = False) -> Outlook:
        """Every achievement's way out for an explorer holding ``chests`` and ``monsters``
        with ``unknown`` cells Unknown and ``left`` pieces hidden in them. ``exit_here``/
        ``monster_here``: the cell just learned holds it (a monster at its full target)."""
        exit_known = known.exit is not None or exit_here
        full_target = fight_cost(self.faces, FULL_TARGET, self.fights)[0]
        ways = []
        by_far = sorted(known.chests, key=self.far)
        fights = sorted(((c, fight_cost(self.faces, t, self.fights)[0])
                         for c, t in known.monsters), key=lambda m: self.far(m[0]) + m[1])
        for need_chests, need_monsters in ACHIEVEMENTS:
            want_c = max(0, need_chests - chests)
            want_m = max(0, need_monsters - monsters)
            use_c = by_far[:want_c]
            here_monster = monster_here and want_m > 0
            use_m = fights[:max(0, want_m - here_monster)]
            hidden_c = want_c - len(use_c)
            hidden_m = want_m - len(use_m) - here_monster
            search = cells_to_learn(unknown, (
                (hidden_c, left[Feature.CHEST]), (hidden_m, left[Feature.MONSTER]),
                (0 if exit_known else 1, left[Feature.EXIT])))
            if math.isinf(search):
                continue
            cubes = LEARN_CUBES * search + sum(f for _, f in use_m)
            cubes += hidden_m * (full_target + self.strike)
            cubes += full_target if here_monster else 0.0
            goals = [*use_c, *(c for c, _ in use_m)]
            walk, first, last = self._walk(goals)
            cubes += walk
            steps_from: tuple[Cell, ...] = () if first is None else (first,)
            if hidden_c == hidden_m == 0 and known.exit is not None:
                if last is None:
                    steps_from = (known.exit,)
                else:
                    cubes += self.steps(known.exit, last)
            elif exit_here and hidden_c == hidden_m == 0:
                # The Exit is where the explorer stands: the walk comes back to it.
                steps_from = (*steps_from, *(() if last is None else (last,)))
            ways.append(Way(steps_from, cubes, want_m))
        return Outlook(tuple(ways))

    def _walk(self, goals: Sequence[Cell]) -> tuple[float, Cell | None, Cell | None]:
        """A walk past ``goals``, nearest first from where the explorer stands: the steps
        between them, the first and the last (the steps to the first are counted from
        wherever the walk starts)."""
        if not goals:
            return 0.0, None, None
        left = sorted(goals, key=self.far)
        first = here = left.pop(0)
        walk = 0.0
        while left:
            nxt = min(left, key=lambda c: self.steps(here, c))
            walk += self.steps(here, nxt)
            left.remove(nxt)
            here = nxt
        return walk, first, here
