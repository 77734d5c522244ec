"""Speed of Lairs dungeon validation (target: ≤ 0.1 ms mean over random dungeons, ≤ 1 ms worst).

Run from the repository root: ``python benchmarks/lairs_validation.py``. Three populations:
random boards (random walls, 0–60 of them, random features), generated valid dungeons, and
hand-made worst cases (open board, a one-cell-wide snake, a hazard maze).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.lairs.board import SIZE, WALL_SLOTS, Dungeon, Feature, wall
from companion.lairs.generator import generate_dungeon
from companion.lairs.validation import validate

PIECES = [Feature.START, Feature.EXIT] + [Feature.CHEST] * 3 + [Feature.MONSTER] * 3 + [
    Feature.TRAP] * 3


def random_dungeon(rng: random.Random) -> Dungeon:
    walls = rng.sample(WALL_SLOTS, rng.randint(0, len(WALL_SLOTS)))
    cells = rng.sample(range(SIZE * SIZE), len(PIECES))
    return Dungeon(frozenset(walls), dict(zip(cells, PIECES, strict=True)))


def snake() -> Dungeon:
    """One corridor winding through all 36 cells: the longest possible searches."""
    order = [r * SIZE + (c if r % 2 == 0 else SIZE - 1 - c)
             for r in range(SIZE) for c in range(SIZE)]
    corridor = {wall(a, b) for a, b in pairwise(order)}
    features = {order[0]: Feature.START, order[-1]: Feature.EXIT, order[5]: Feature.TRAP,
                order[10]: Feature.MONSTER, order[20]: Feature.CHEST, order[30]: Feature.CHEST,
                order[33]: Feature.CHEST, order[2]: Feature.TRAP, order[25]: Feature.TRAP,
                order[7]: Feature.MONSTER, order[28]: Feature.MONSTER}
    return Dungeon(frozenset(WALL_SLOTS) - corridor, features)


def hazard_maze() -> Dungeon:
    """Every layer of the peril search in use: goals fenced by hazards on an open board."""
    f = Feature
    return Dungeon(frozenset(), {0: f.START, 35: f.EXIT, 29: f.TRAP, 34: f.MONSTER, 28: f.TRAP,
                                 33: f.MONSTER, 27: f.TRAP, 5: f.CHEST, 30: f.CHEST, 22: f.MONSTER,
                                 21: f.CHEST})


def per_call(function: Callable[[], object], repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        function()
    return (time.perf_counter() - start) / repeat * 1000


def main() -> None:
    rng = random.Random(1)
    population = [random_dungeon(rng) for _ in range(20_000)]
    start = time.perf_counter()
    for dungeon in population:
        validate(dungeon)
    mean = (time.perf_counter() - start) / len(population) * 1000
    print(f"random dungeons:    {mean:.4f} ms mean over {len(population)}")
    valid = [generate_dungeon(seed) for seed in range(5_000)]
    start = time.perf_counter()
    for dungeon in valid:
        validate(dungeon)
    print(f"generated (valid):  {(time.perf_counter() - start) / len(valid) * 1000:.4f} ms mean")
    worst = max(population, key=lambda d: per_call(lambda: validate(d), 1))
    cases = {"0 walls": valid[0].with_walls(()), "60 walls": valid[0].with_walls(WALL_SLOTS),
             "snake": snake(), "hazard maze": hazard_maze(), "slowest random": worst}
    for name, dungeon in cases.items():
        print(f"{name + ':':19} {per_call(lambda d=dungeon: validate(d), 2000):.4f} ms per call")
    print("targets: mean ≤ 0.1 ms, every case ≤ 1 ms")


if __name__ == "__main__":
    main()
