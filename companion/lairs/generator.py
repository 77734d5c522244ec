"""Seeded random dungeons that obey every build rule.

Instead of rejection sampling whole boards, the generator builds the rules in: a random spanning
tree of the 6×6 grid (randomised Kruskal) keeps every cell reachable, walls go only on the 25 slots
off the tree, so any connected wall layout can come out. Features are then placed at random and
only the Peril Rule is checked (with the bitboard search); a failed placement is re-drawn on the
same walls a few times before new walls are tried.
"""

from __future__ import annotations

import random
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
    name = f"{rng.choice(_ADJECTIVES)} {rng.choice(_PLACES)} (seed {seed})"
    while True:
        walls = _random_walls(rng)
        wall_mask = sum(1 << slot for slot in walls)
        for _ in range(_PLACEMENTS_PER_LAYOUT):
            features = _random_features(rng)
            layout = Layout.from_parts(wall_mask, features)
            if layout.goals & ~layout.legal_cells() == 0:
                return Dungeon(frozenset(WALL_SLOTS[slot] for slot in walls), features, name)


def generate_dungeons(seed: int, count: int) -> Iterator[tuple[int, Dungeon]]:
    """``count`` dungeons with their seeds: dungeon i uses seed ``seed + i`` so each one can be
    made again on its own."""
    for index in range(count):
        yield seed + index, generate_dungeon(seed + index)


def _random_walls(rng: random.Random) -> list[int]:
    """Slot indices of 17–20 walls that leave all 36 cells connected."""
    slots = list(range(len(WALL_SLOTS)))
    rng.shuffle(slots)
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
    return spare[:rng.randint(MIN_WALLS, MAX_WALLS)]


def _random_features(rng: random.Random) -> dict[Cell, Feature]:
    cells = rng.sample(range(SIZE * SIZE), len(_PIECES))
    return dict(zip(cells, _PIECES, strict=True))
