"""Seeded random dungeons that obey every build rule.

Instead of rejection sampling whole boards, the generator builds the rules in: a random spanning
tree of the 6×6 grid (randomised Kruskal) keeps every cell reachable, walls go only on the 25 slots
off the tree, so any connected wall layout can come out. Features are then placed at random and
only the Peril Rule is checked (with the bitboard search); a failed placement is re-drawn on the
same walls a few times before new walls are tried.

``tilted_dungeon`` places the features with a lean instead: goals near the Start and hazards far
away, or the other way round. The generator that aims at a difficulty (``companion.lairs.aim``)
steers with it.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Iterator

from companion.lairs.board import (
    CELLS,
    FEATURE_COUNTS,
    MAX_WALLS,
    MIN_WALLS,
    SIZE,
    WALL_SLOTS,
    Cell,
    Dungeon,
    Feature,
)
from companion.lairs.validation import Layout

# The features in placement order: one value per piece.
_PIECES: tuple[Feature, ...] = tuple(
    feature for feature, count in FEATURE_COUNTS.items() for _ in range(count))
_PLACEMENTS_PER_LAYOUT = 8

_ADJECTIVES = ("Damp", "Gloomy", "Forgotten", "Crooked", "Echoing", "Mossy", "Sunken", "Howling",
               "Dusty", "Twisting", "Cursed", "Silent", "Frozen", "Smoky", "Hidden", "Rotten")
_PLACES = ("Warren", "Crypt", "Burrow", "Vault", "Catacombs", "Cellar", "Den", "Grotto",
           "Labyrinth", "Hollow", "Pit", "Tunnels", "Keep", "Mines", "Sewers", "Lair")


def generate_dungeon(seed: int) -> Dungeon:
    """The valid dungeon for ``seed`` (the same seed always gives the same dungeon)."""
    rng = random.Random(seed)
    name = f"{dungeon_name(rng)} (seed {seed})"
    while True:
        walls = _random_walls(rng)
        wall_mask = sum(1 << slot for slot in walls)
        for _ in range(_PLACEMENTS_PER_LAYOUT):
            features = _random_features(rng)
            layout = Layout.from_parts(wall_mask, features)
            if layout.legal_goals() == layout.goals:
                return Dungeon(frozenset(WALL_SLOTS[slot] for slot in walls), features, name)


def dungeon_name(rng: random.Random) -> str:
    return f"{rng.choice(_ADJECTIVES)} {rng.choice(_PLACES)}"


def generate_dungeons(seed: int, count: int) -> Iterator[tuple[int, Dungeon]]:
    """``count`` dungeons with their seeds: dungeon i uses seed ``seed + i`` so each one can be
    made again on its own."""
    for index in range(count):
        yield seed + index, generate_dungeon(seed + index)


def tilted_dungeon(rng: random.Random, tilt: float, name: str = "") -> Dungeon:
    """A valid dungeon whose features lean by ``tilt`` (about -2 … 2): below 0 the Exit and
    the chests lie near the Start and the hazards far off, above 0 the goals lie far and the
    hazards in between; 0 is an even spread. A positive lean also favours more walls."""
    while True:
        walls = _tilted_walls(rng, tilt)
        wall_mask = sum(1 << slot for slot in walls)
        dungeon = Dungeon(frozenset(WALL_SLOTS[slot] for slot in walls), {}, name)
        for _ in range(_PLACEMENTS_PER_LAYOUT):
            features = _tilted_features(rng, dungeon, tilt)
            layout = Layout.from_parts(wall_mask, features)
            if layout.legal_goals() == layout.goals:
                return Dungeon(dungeon.walls, features, name)


LEAN = 4.0  # how steeply a full tilt weighs cells by their distance from the Start


def _tilted_features(rng: random.Random, dungeon: Dungeon, tilt: float) -> dict[Cell, Feature]:
    start = rng.randrange(SIZE * SIZE)
    distance = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for other in dungeon.open_neighbours(cell):
            if other not in distance:
                distance[other] = distance[cell] + 1
                queue.append(other)
    farthest = max(distance.values()) or 1
    features = {start: Feature.START}
    for feature in _PIECES[1:]:
        lean = tilt if feature.is_goal else -tilt
        free = [c for c in CELLS if c not in features]
        weights = [math.exp(LEAN * lean * distance[c] / farthest) for c in free]
        features[rng.choices(free, weights)[0]] = feature
    return features


def _random_walls(rng: random.Random) -> list[int]:
    """Slot indices of 17–20 walls that leave all 36 cells connected."""
    return _spare_slots(rng)[:rng.randint(MIN_WALLS, MAX_WALLS)]


def random_walls(rng: random.Random, keep_open: frozenset[int]) -> list[int]:
    """Like ``_random_walls``, with the slots ``keep_open`` (no loop among them) left open."""
    return _spare_slots(rng, keep_open)[:rng.randint(MIN_WALLS, MAX_WALLS)]


def _tilted_walls(rng: random.Random, lean: float) -> list[int]:
    """Like ``_random_walls``, but a positive lean favours more walls."""
    counts = range(MIN_WALLS, MAX_WALLS + 1)
    weights = [math.exp(lean * (n - MIN_WALLS)) for n in counts]
    return _spare_slots(rng)[:rng.choices(counts, weights)[0]]


def _spare_slots(rng: random.Random, keep_open: frozenset[int] = frozenset()) -> list[int]:
    """The 25 slots off a random spanning tree (randomised Kruskal), in random order;
    ``keep_open``: slots the tree takes first (they must not close a loop)."""
    slots = list(range(len(WALL_SLOTS)))
    rng.shuffle(slots)
    if keep_open:
        slots.sort(key=lambda slot: slot not in keep_open)
    group = list(CELLS)  # union-find over cells

    def root(cell: Cell) -> Cell:
        while group[cell] != cell:
            group[cell] = group[group[cell]]
            cell = group[cell]
        return cell

    spare = []
    for slot in slots:
        a, b = WALL_SLOTS[slot]
        ra, rb = root(a), root(b)
        if ra == rb:
            spare.append(slot)  # the cells are already joined: a wall here cuts nothing off
        else:
            group[ra] = rb
    # A spanning tree of 36 cells uses 35 of the 60 slots, leaving 25 spare slots.
    return spare


def _random_features(rng: random.Random) -> dict[Cell, Feature]:
    cells = rng.sample(range(SIZE * SIZE), len(_PIECES))
    return dict(zip(cells, _PIECES, strict=True))
