"""Speed of the Lairs dungeon generator (target: ≥ 1,000 valid dungeons per second).

Run from the repository root: ``python benchmarks/lairs_generator.py``. For comparison it also
times plain rejection sampling (random walls and features until every rule holds).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.lairs.board import SIZE, WALL_SLOTS, Dungeon, Feature
from companion.lairs.generator import generate_dungeon
from companion.lairs.validation import validate

PIECES = [Feature.START, Feature.EXIT] + [Feature.CHEST] * 3 + [Feature.MONSTER] * 3 + [
    Feature.TRAP] * 3


def rejection_sample(rng: random.Random) -> Dungeon:
    while True:
        walls = rng.sample(WALL_SLOTS, rng.randint(17, 20))
        cells = rng.sample(range(SIZE * SIZE), len(PIECES))
        dungeon = Dungeon(frozenset(walls), dict(zip(cells, PIECES, strict=True)))
        if validate(dungeon).valid:
            return dungeon


def main() -> None:
    count = 5_000
    start = time.perf_counter()
    dungeons = [generate_dungeon(seed) for seed in range(count)]
    rate = count / (time.perf_counter() - start)
    assert all(validate(d).valid for d in dungeons)
    print(f"generator:          {rate:,.0f} valid dungeons/s ({count} seeds, all valid)")
    rng = random.Random(1)
    start = time.perf_counter()
    for _ in range(300):
        rejection_sample(rng)
    print(f"rejection sampling: {300 / (time.perf_counter() - start):,.0f} valid dungeons/s")
    print("target: ≥ 1,000 valid dungeons/s")


if __name__ == "__main__":
    main()
