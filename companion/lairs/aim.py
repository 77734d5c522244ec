"""A generator that aims: valid dungeons whose difficulty verdict is the one asked for.

The layout alone predicts the simulated score poorly (``companion.lairs.measures``), but a short
report predicts the full one well: two runs per profile correlate 0.95 with sixteen (measured on
40 generated dungeons; they differ by 2.5 points on average). So the generator draws a tilted
dungeon (``generator.tilted_dungeon``), screens it with one run per profile, confirms a
promising one with two more, and steers the tilt towards the band until a dungeon lands inside
it, a little clear of its edges so that a full report agrees.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from companion.lairs.board import Dungeon
from companion.lairs.difficulty import Verdict, band, difficulty
from companion.lairs.generator import dungeon_name, tilted_dungeon

SCREEN_RUNS, CONFIRM_RUNS = 1, 2  # per profile
SCREEN_SLACK = 8.0  # a screened candidate this far outside the band is dropped unconfirmed
MARGIN = 2.5  # points clear of the band's edges (the short report's typical error)
ATTEMPTS = 60
# Where the tilt starts for each verdict, and how far a miss moves it: per point missed, at
# most a big step at once.
_FIRST_TILT = {Verdict.EASY: -1.2, Verdict.FAIR: -0.4, Verdict.HARD: 0.0, Verdict.BRUTAL: 0.8}
_TILT_PER_POINT, _TILT_STEP = 0.04, 0.5
_TILTS = (-2.5, 2.0)


@dataclass(frozen=True)
class Aimed:
    dungeon: Dungeon
    estimate: float  # the short report's score
    attempts: int
    hit: bool  # False: no attempt landed in the band; ``dungeon`` is the nearest miss


def aimed_dungeon(seed: int, verdict: Verdict) -> Aimed:
    """The dungeon for ``seed`` and ``verdict`` (the same pair always gives the same one)."""
    rng = random.Random(seed)
    name = f"{dungeon_name(rng)} ({verdict}, seed {seed})"
    low, high = band(verdict)
    # Clear of the band's edges, by the short report's error or a quarter of a narrow band.
    margin = min(MARGIN, (high - low) / 4)
    inner_low = low + margin if low > 0 else low
    inner_high = high - margin if high < 100 else high
    tilt = _FIRST_TILT[verdict]
    best: Aimed | None = None
    for attempt in range(1, ATTEMPTS + 1):
        dungeon = tilted_dungeon(rng, tilt, name)
        estimate = _estimate(dungeon, rng, inner_low - SCREEN_SLACK, inner_high + SCREEN_SLACK)
        if inner_low <= estimate < inner_high or (high == 100 and estimate >= inner_low):
            return Aimed(dungeon, estimate, attempt, True)
        miss = inner_low - estimate if estimate < inner_low else estimate - inner_high
        if best is None or miss < _miss(best, inner_low, inner_high):
            best = Aimed(dungeon, estimate, attempt, False)
        step = min(_TILT_STEP, _TILT_PER_POINT * (miss + margin))
        tilt += step if estimate < inner_low else -step
        tilt = max(_TILTS[0], min(_TILTS[1], tilt))
    assert best is not None
    return Aimed(best.dungeon, best.estimate, ATTEMPTS, False)


def _estimate(dungeon: Dungeon, rng: random.Random, low: float, high: float) -> float:
    """A short report's score: a screening run per profile, and more runs only for a
    candidate the screen puts near the band."""
    screen = difficulty(dungeon, SCREEN_RUNS, seed=rng.getrandbits(32)).score
    if not low <= screen <= high:
        return screen
    confirm = difficulty(dungeon, CONFIRM_RUNS, seed=rng.getrandbits(32)).score
    return (screen * SCREEN_RUNS + confirm * CONFIRM_RUNS) / (SCREEN_RUNS + CONFIRM_RUNS)


def _miss(aimed: Aimed, low: float, high: float) -> float:
    return low - aimed.estimate if aimed.estimate < low else aimed.estimate - high


def aimed_dungeons(seed: int, count: int, verdict: Verdict) -> Iterator[tuple[int, Dungeon]]:
    """``count`` aimed dungeons with their seeds (seed + i), as ``generate_dungeons``."""
    for index in range(count):
        yield seed + index, aimed_dungeon(seed + index, verdict).dungeon
