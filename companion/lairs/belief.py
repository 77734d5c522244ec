"""What an explorer may expect of the cells it has not learned: the chance that each Unknown
cell holds the Exit, a chest, a monster or a trap, and that each slot between two Unknown cells
holds a wall.

The build rules fix the pieces (what is not met yet is somewhere Unknown), the walls (17–20,
every cell reachable) and the Peril Rule (every goal has a path from Start past at most one
trap and one monster). ``UnseenDungeon`` draws valid dungeons that agree with a map sheet; the
belief is what those draws say, worked out exactly where that is cheap:

- a goal (the Exit or a chest) can lie only on an Unknown cell that has a legal path even in
  the most open completion (every free slot open, no hazard in the Unknown): adding walls or
  hazards only takes paths away. The goals not met yet are spread over those cells, the
  hazards over the rest. Spread evenly, the chances agree with the draws within their own
  noise (``tests/lairs/test_belief.py`` checks it on maps from real games): where a hazard the
  explorer has not met would block a goal is a second-order effect;
- the draws spread evenly because they know nothing of the Builder. People build with intent,
  so the explorer spreads the hidden pieces by how the Builder seems to lean (``lean``: goals
  near the Start or far from it, inferred from the cells learned); in a generated dungeon the
  lean it infers stays close to none;
- a free slot that every completion needs open (a bridge between parts that would otherwise be
  cut off) is never a wall; the walls still to place are spread over the other free slots,
  those inside a part the known passages already join taking a full share (the completion
  never needs them open). This is rougher than the features' chances: it is off by up to a
  few tenths on a slot early on, where the draws' spanning forest favours some slots.

So a belief costs a fraction of a millisecond where sampling even a few dozen worlds costs
several, and it has none of their noise (``benchmarks/lairs_belief.py`` measures both).
``sampled_belief`` is the same picture drawn from worlds.
"""

from __future__ import annotations

import math
import random
from collections import Counter, OrderedDict
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from companion.lairs.board import (
    CELLS,
    FEATURE_COUNTS,
    MAX_WALLS,
    MIN_WALLS,
    NEIGHBOURS,
    WALL_SLOTS,
    Cell,
    Feature,
)
from companion.lairs.lean import lean_weights
from companion.lairs.unseen import UnseenDungeon, root
from companion.lairs.validation import Layout, flood_step, passages
from companion.lairs.views import ExplorerMap

# The features an Unknown cell may hold (the Start is always Known: the Builder names it).
HIDDEN = (Feature.EXIT, Feature.CHEST, Feature.MONSTER, Feature.TRAP)


@dataclass(frozen=True)
class Belief:
    """Chances for the Unknown cells (0 for Known ones) and for the wall slots (0 or 1 where a
    Known cell shows the slot)."""

    unknown: frozenset[Cell]
    left: Mapping[Feature, int]  # pieces not met yet
    chances: Mapping[Feature, tuple[float, ...]]  # per feature, indexed by cell
    # The wall chances, or the map sheet's completion to work them out from when first asked
    # (most decisions never ask).
    wall_source: tuple[float, ...] | UnseenDungeon = field(compare=False, repr=False)
    known_walls: int = 0  # the wall slots Known cells show, as a mask
    _steps: dict[Cell, tuple[int, ...]] = field(default_factory=dict, compare=False,
                                                repr=False)

    def chance(self, feature: Feature, cell: Cell) -> float:
        return self.chances[feature][cell]

    def hazard(self, cell: Cell) -> float:
        """The chance that entering this Unknown cell strikes."""
        return self.chances[Feature.MONSTER][cell] + self.chances[Feature.TRAP][cell]

    @cached_property
    def walls(self) -> tuple[float, ...]:
        """Per wall slot: the chance of a wall (0 or 1 where a Known cell shows the slot)."""
        source = self.wall_source
        return source if isinstance(source, tuple) else _wall_chances(source)

    def wall(self, a: Cell, b: Cell) -> float:
        return self.walls[_SLOT_OF[(min(a, b), max(a, b))]]

    def steps_from(self, cell: Cell) -> tuple[int, ...]:
        """The fewest steps from ``cell`` to every cell when no unseen wall is in the way (the
        walls Known cells show do stand): how far a goal is, at best, from where the explorer
        may be."""
        steps = self._steps.get(cell)
        if steps is None:
            steps = self._steps[cell] = _steps_from(cell, self.known_walls)
        return steps

    @cached_property
    def ways_on(self) -> tuple[float, ...]:
        """Per Unknown cell: how many of its sides are expected to open onto other Unknown
        cells (what entering it is likely to lead on to)."""
        ways = [0.0] * len(CELLS)
        for cell in self.unknown:
            ways[cell] = sum(1.0 - self.walls[slot] for other, slot in NEIGHBOURS[cell]
                             if other in self.unknown)
        return tuple(ways)


_SLOT_OF = {w: i for i, w in enumerate(WALL_SLOTS)}


def exact_belief(sheet: ExplorerMap, lean: bool = True) -> Belief:
    """The belief worked out from the build rules (see the module's notes), with what is
    hidden spread by how the Builder seems to lean (``lean``), or evenly."""
    unseen = UnseenDungeon(sheet)
    unknown = frozenset(unseen.unknown)
    left = Counter(FEATURE_COUNTS) - Counter(unseen.features.values())
    chances = {f: [0.0] * len(CELLS) for f in HIDDEN}
    goals = left[Feature.EXIT] + left[Feature.CHEST]
    layout = _most_open(unseen)
    room = _goal_room(layout, unseen) or unknown  # a contradiction: spread over every cell
    if len(room) < goals:
        room = unknown
    goal_weights, hazard_weights = _leans(sheet, unseen) if lean else (
        [1.0] * len(CELLS), [1.0] * len(CELLS))
    room_weight = sum(goal_weights[c] for c in room)
    goal_chance = {c: min(1.0, goals * goal_weights[c] / room_weight) if c in room else 0.0
                   for c in unknown}
    for cell in unknown:
        goal = goal_chance[cell]
        if goals:
            chances[Feature.EXIT][cell] = goal * left[Feature.EXIT] / goals
            chances[Feature.CHEST][cell] = goal * left[Feature.CHEST] / goals
    # Each kind of hazard takes the cells the goals leave, by the lean's weights and the
    # chance that one there cuts no hidden goal off (a second of its kind on every way).
    for kind in (Feature.MONSTER, Feature.TRAP):
        if not left[kind]:
            continue
        odds = _hazard_odds(layout, unseen, kind, room, goals)
        weights = {c: (1.0 - goal_chance[c]) * hazard_weights[c] * odds[c] for c in unknown}
        total = sum(weights.values())
        if total <= 0:
            weights = {c: 1.0 - goal_chance[c] for c in unknown}
            total = sum(weights.values()) or 1.0
        for cell in unknown:
            chances[kind][cell] = left[kind] * weights[cell] / total
    return Belief(unknown, {f: left[f] for f in HIDDEN},
                  {f: tuple(v) for f, v in chances.items()}, unseen, unseen.known_mask)


def _steps_from(cell: Cell, wall_mask: int) -> tuple[int, ...]:
    east, south = passages(wall_mask)
    steps = [len(CELLS)] * len(CELLS)
    reached = ring = 1 << cell
    distance = 0
    while ring:
        bits = ring
        while bits:
            lowest = bits & -bits
            steps[lowest.bit_length() - 1] = distance
            bits ^= lowest
        grown = flood_step(ring, east, south) & ~reached
        reached |= grown
        ring = grown
        distance += 1
    return tuple(steps)


def _leans(sheet: ExplorerMap, unseen: UnseenDungeon) -> tuple[list[float], list[float]]:
    """The goals' and the hazards' weights per cell by how the Builder seems to lean
    (``lean``); even weights before the Start is known."""
    start = next((c for c, f in unseen.features.items() if f is Feature.START), None)
    if start is None:
        return [1.0] * len(CELLS), [1.0] * len(CELLS)
    learned = {c: k.learned for c, k in sheet.cells.items()}
    return lean_weights(learned, start, _steps_from(start, unseen.known_mask))


def _most_open(unseen: UnseenDungeon) -> Layout | None:
    """The dungeon at its most open: every free slot open, no hazard in the Unknown, and a
    goal wherever one may be (every Unknown cell, and the goals learned); None before the
    Start is known."""
    bits = dict.fromkeys(Feature, 0)
    for cell, feature in unseen.features.items():
        bits[feature] |= 1 << cell
    if not bits[Feature.START]:
        return None
    east, south = passages(unseen.known_mask)
    goals = bits[Feature.EXIT] | bits[Feature.CHEST] | sum(1 << c for c in unseen.unknown)
    return Layout(east, south, bits[Feature.START], bits[Feature.TRAP], bits[Feature.MONSTER],
                  goals)


def _goal_room(layout: Layout | None, unseen: UnseenDungeon) -> frozenset[Cell]:
    """The Unknown cells a goal may lie on: those with a legal path from Start even when the
    dungeon is at its most open (more walls or hazards only take paths away)."""
    if layout is None:
        return frozenset(unseen.unknown)
    legal = layout.legal_goals()
    return frozenset(c for c in unseen.unknown if legal >> c & 1)


def _hazard_odds(layout: Layout | None, unseen: UnseenDungeon, kind: Feature,
                 room: frozenset[Cell], goals: int) -> dict[Cell, float]:
    """Per Unknown cell, the chance that a hazard of ``kind`` there breaks no Peril Rule: that
    none of the ``goals`` hidden goals lies among the cells it would cut off (each reached only
    past it and a second one of its kind), and no learned goal is cut off. Without a learned
    hazard of the kind one more cuts nothing (a second unseen one is left out)."""
    even = dict.fromkeys(unseen.unknown, 1.0)
    if layout is None:
        return even
    known = layout.traps if kind is Feature.TRAP else layout.monsters
    if not known:
        return even
    learned_goals = layout.goals & ~sum(1 << c for c in unseen.unknown)
    room_bits = sum(1 << c for c in room)
    odds = {}
    for cell in unseen.unknown:
        bit = 1 << cell
        traps, monsters = layout.traps, layout.monsters
        if kind is Feature.TRAP:
            traps |= bit
        else:
            monsters |= bit
        with_it = Layout(layout.east, layout.south, layout.start, traps, monsters,
                         layout.goals & ~bit)
        legal = with_it.legal_goals()
        if learned_goals & ~legal:
            odds[cell] = 0.0
            continue
        others = len(room) - (cell in room)
        cut = bin(room_bits & ~bit & ~legal).count("1")
        odds[cell] = (math.comb(others - cut, goals) / math.comb(others, goals)
                      if others >= goals else 1.0)
    return odds


def _wall_chances(unseen: UnseenDungeon) -> tuple[float, ...]:
    walls = [0.0] * len(WALL_SLOTS)
    for slot in unseen.known_walls:
        walls[slot] = 1.0
    free = unseen.free_slots
    if not free:
        return tuple(walls)
    # The completion keeps a spanning forest open, which joins the parts the known open
    # passages leave apart, and walls a count of the other free slots drawn evenly between
    # what the wall limits allow. A slot inside one part is never needed by the forest; a
    # bridge between parts always is; the forest's other slots fall among the rest.
    group = list(unseen.group)
    parts = len({root(group, c) for c in CELLS})
    bridges = _bridges(unseen)
    inside = [s for s in free if root(group, WALL_SLOTS[s][0]) == root(group, WALL_SLOTS[s][1])]
    between = [s for s in free if s not in bridges and s not in inside]
    spare = len(free) - (parts - 1)
    low = max(0, MIN_WALLS - len(unseen.known_walls))
    high = min(MAX_WALLS - len(unseen.known_walls), spare)
    if spare <= 0 or high < low:
        return tuple(walls)
    per_spare = (low + high) / 2 / spare
    spare_between = 1.0 - (parts - 1 - len(bridges)) / len(between) if between else 0.0
    for slot in inside:
        walls[slot] = per_spare
    for slot in between:
        walls[slot] = per_spare * spare_between
    return tuple(walls)


def _bridges(unseen: UnseenDungeon) -> frozenset[int]:
    """The free slots no completion may wall: removing one would cut the cells in two. The
    parts that the known open passages join are nodes; the free slots are the edges."""
    group = list(unseen.group)
    node = {slot: (root(group, a), root(group, b))
            for slot in unseen.free_slots for a, b in (WALL_SLOTS[slot],)}
    edges: dict[int, list[tuple[int, int]]] = {}
    for slot, (a, b) in node.items():
        if a != b:
            edges.setdefault(a, []).append((b, slot))
            edges.setdefault(b, []).append((a, slot))
    found: set[int] = set()
    order: dict[int, int] = {}
    low: dict[int, int] = {}
    for start in edges:
        if start in order:
            continue
        order[start] = low[start] = len(order)
        stack = [(start, -1, iter(edges[start]))]
        while stack:
            here, via, ways = stack[-1]
            for other, slot in ways:
                if slot == via:
                    continue
                if other in order:
                    low[here] = min(low[here], order[other])
                else:
                    order[other] = low[other] = len(order)
                    stack.append((other, slot, iter(edges[other])))
                    break
            else:
                stack.pop()
                if stack:
                    parent = stack[-1][0]
                    low[parent] = min(low[parent], low[here])
                    if low[here] > order[parent]:
                        found.add(via)
    return frozenset(found)


def sampled_belief(sheet: ExplorerMap, rng: random.Random, worlds: int) -> Belief:
    """The same picture from ``worlds`` dungeons drawn to agree with the map sheet."""
    unseen = UnseenDungeon(sheet)
    counts = {f: [0] * len(CELLS) for f in HIDDEN}
    walls = [0] * len(WALL_SLOTS)
    for _ in range(worlds):
        dungeon = unseen.complete(rng)
        for cell in unseen.unknown:
            feature = dungeon.features.get(cell)
            if feature is not None:
                counts[feature][cell] += 1
        for wall in dungeon.walls:
            walls[_SLOT_OF[wall]] += 1
    left = Counter(FEATURE_COUNTS) - Counter(unseen.features.values())
    return Belief(frozenset(unseen.unknown), {f: left[f] for f in HIDDEN},
                  {f: tuple(n / worlds for n in v) for f, v in counts.items()},
                  tuple(n / worlds for n in walls), unseen.known_mask)


# Beliefs by what the map sheet shows: an explorer asks at every decision, and the answer
# changes only when it learns a cell.
_CACHE: OrderedDict[Hashable, Belief] = OrderedDict()
_CACHE_SIZE = 512


def belief_of(sheet: ExplorerMap) -> Belief:
    key = frozenset((c, k.walls, k.learned) for c, k in sheet.cells.items())
    belief = _CACHE.get(key)
    if belief is None:
        belief = _CACHE[key] = exact_belief(sheet)
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return belief



