"""The generator that aims: how often a full difficulty report agrees with the verdict asked
for, and how long aiming takes (target: a hard dungeon well under a second).

Run from the repository root: ``python benchmarks/lairs_aim.py [DUNGEONS_PER_VERDICT]``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from statistics import fmean, median

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.lairs.aim import aimed_dungeon
from companion.lairs.difficulty import Verdict, difficulty


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for verdict in Verdict:
        times, agree, hits = [], 0, 0
        for seed in range(count):
            start = time.perf_counter()
            aimed = aimed_dungeon(seed, verdict)
            times.append(time.perf_counter() - start)
            hits += aimed.hit
            agree += difficulty(aimed.dungeon, 16, seed=10_000 + seed).verdict is verdict
        print(f"{verdict:>6}: aimed in median {median(times):.2f} s (mean {fmean(times):.2f}, "
              f"max {max(times):.2f}); {hits}/{count} landed; a full report (16 runs per "
              f"profile) agrees for {agree}/{count}")


if __name__ == "__main__":
    main()
