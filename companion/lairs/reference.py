"""The reference set: difficulty reports of generated dungeons, computed once and shipped.

It is the report's yardstick (``scale``): a score's percentile ("harder than 80% of generated
dungeons") and its verdict (the quarter, half, fifth or twentieth of them it falls in) read the
scores in ``resources/lairs/difficulty-reference.json``; what a verdict means in turns and in
strikes, what the layout alone would suggest, and what is usual for the explorers (cells
learned, strikes, fights, an Exit found late) are read off the same dungeons. The file records
what it was made with (profiles, turn budget, runs), and a test checks that this still matches
the report, so a change to the report cannot silently compare against stale figures. Regenerate
it with::

    python -m companion.lairs.reference            # 400 dungeons, 16 runs per profile
    python -m companion.lairs.reference --dungeons 100 --runs 8 --out /tmp/ref.json
"""

from __future__ import annotations

import argparse
import bisect
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from companion.core.document import parse_json
from companion.core.errors import MalformedInput
from companion.core.files import write_json_atomic
from companion.core.resources import read_resource_text
from companion.lairs.scale import (
    FASTEST_TURNS,
    TURN_BUDGET,
    VERDICT_SHARES,
    Verdict,
    typical_turns,
)

FORMAT = "lairs-difficulty-reference"
VERSION = 2
FILE_NAME = "difficulty-reference.json"
DUNGEONS, RUNS, FIRST_SEED = 400, 16, 0
# What the file keeps of each dungeon's report, besides its seed.
FIGURES = ("score", "route_cost", "learned", "strikes", "exit_late", "dice")


@dataclass(frozen=True)
class ReferenceDungeon:
    """One generated dungeon's report, in figures (the runs of the counted profiles)."""

    seed: int
    score: float
    route_cost: int  # the layout's cheapest achievement and out (``measures``)
    learned: float  # cells known when a run ends
    strikes: float  # strikes a run
    exit_late: float  # share of the runs out whose Exit was unknown when they could leave
    dice: float  # dice rolled a run


@dataclass(frozen=True)
class Meaning:
    """What a verdict means: the turns a typical explorer needs, and how often hazards
    strike in a run (the middle half of the reference dungeons in the verdict)."""

    turns_from: float
    turns_to: float  # infinite for the hardest verdict
    strikes_low: float
    strikes_high: float


@dataclass(frozen=True)
class Reference:
    dungeons: tuple[ReferenceDungeon, ...]  # by score
    profiles: tuple[str, ...]
    turn_budget: int
    fastest_turns: int
    runs: int  # per profile and dungeon
    first_seed: int

    @cached_property
    def scores(self) -> tuple[float, ...]:
        return tuple(d.score for d in self.dungeons)

    def percentile(self, score: float) -> float:
        """The share of reference dungeons (in %) that score lower: "harder than N%"."""
        below = bisect.bisect_left(self.scores, score)
        return round(100.0 * below / len(self.scores), 1)

    def cut(self, share: float) -> float:
        """The score above which a dungeon is harder than ``share`` % of the reference ones
        (0 for a share of 0): the percentile of a score is ``share`` or more exactly when the
        score exceeds it."""
        needed = math.ceil(len(self.scores) * share / 100.0)
        return self.scores[needed - 1] if needed > 0 else 0.0

    def verdict(self, score: float) -> Verdict:
        """Where the score stands among the reference dungeons: the verdict whose share of
        them (``scale.VERDICT_SHARES``) its percentile reaches."""
        found = Verdict.EASY
        for verdict, share in VERDICT_SHARES.items():
            if share <= 0 or score > self.cut(share):
                found = verdict
        return found

    def band(self, verdict: Verdict) -> tuple[float, float]:
        """The scores of a verdict: above the first (0 included for the first verdict) up to
        the second (included; 100 for the last)."""
        shares = list(VERDICT_SHARES.values())
        index = list(VERDICT_SHARES).index(verdict)
        high = self.cut(shares[index + 1]) if index + 1 < len(shares) else 100.0
        return self.cut(shares[index]), high

    def meaning(self, verdict: Verdict) -> Meaning:
        strikes = [d.strikes for d in self.dungeons if self.verdict(d.score) is verdict]
        low, high = self.band(verdict)
        quarters = (statistics.quantiles(strikes, n=4, method="inclusive")
                    if len(strikes) > 1 else [strikes[0]] * 3 if strikes else [0.0] * 3)
        return Meaning(typical_turns(low), typical_turns(high) if high < 100.0 else float("inf"),
                       quarters[0], quarters[2])

    @cached_property
    def layout_fit(self) -> tuple[float, float, float]:
        """What the layout alone suggests: the score as a straight line in the route's cost
        (``measures.route_cost``, the best single layout measure), by least squares over the
        reference dungeons: (intercept, slope, the residuals' standard deviation)."""
        xs = [float(d.route_cost) for d in self.dungeons]
        ys = list(self.scores)
        if len(xs) < 3 or len(set(xs)) < 2:
            return statistics.fmean(ys), 0.0, statistics.pstdev(ys) or 1.0
        slope, intercept = statistics.linear_regression(xs, ys)
        residuals = [y - (intercept + slope * x) for x, y in zip(xs, ys, strict=True)]
        return intercept, slope, statistics.stdev(residuals)

    def expected_score(self, route_cost: int) -> float:
        intercept, slope, _ = self.layout_fit
        return intercept + slope * route_cost

    def usual(self, figure: str) -> tuple[float, float, float]:
        """A figure's quartiles over the reference dungeons (``FIGURES``)."""
        values = [getattr(d, figure) for d in self.dungeons]
        low, mid, high = statistics.quantiles(values, n=4, method="inclusive")
        return low, mid, high

    @property
    def matches_report(self) -> bool:
        """Made with the report's current profiles and scale?"""
        # The report reads this module for its scale; it is imported here only when asked.
        from companion.lairs.difficulty import PROFILE_NAMES

        return (self.profiles, self.turn_budget, self.fastest_turns) == (
            PROFILE_NAMES, TURN_BUDGET, FASTEST_TURNS)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": VERSION,
            "note": "Difficulty reports of generated dungeons (seeds first_seed, first_seed+1, "
                    "...) in figures, made by python -m companion.lairs.reference",
            "profiles": list(self.profiles), "turn_budget": self.turn_budget,
            "fastest_turns": self.fastest_turns, "runs_per_profile": self.runs,
            "first_seed": self.first_seed,
            "dungeons": [{"seed": d.seed, **{f: getattr(d, f) for f in FIGURES}}
                         for d in self.dungeons],
        }


def parse_reference(data: Any, where: str) -> Reference:
    def fail(key: str, message: str) -> MalformedInput:
        return MalformedInput(message, f"{where}: {key}")

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise fail("format", f"expected {FORMAT!r}")
    if data.get("version") != VERSION:
        raise fail("version", f"unsupported version {data.get('version')!r}")
    entries = data.get("dungeons")
    if not isinstance(entries, list) or not entries:
        raise fail("dungeons", "must be a non-empty list")
    dungeons = []
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict) or not _whole(entry.get("seed")) or not all(
                _number(entry.get(f)) for f in FIGURES):
            raise fail(f"dungeons[{index}]", f"must hold a seed and the numbers {FIGURES}")
        dungeons.append(ReferenceDungeon(entry["seed"], *(float(entry[f]) for f in FIGURES)))
    profiles = data.get("profiles")
    if not isinstance(profiles, list) or not all(isinstance(p, str) for p in profiles):
        raise fail("profiles", "must list profile names")
    numbers = {key: data.get(key) for key in ("turn_budget", "fastest_turns",
                                              "runs_per_profile", "first_seed")}
    for key, value in numbers.items():
        if not _whole(value):
            raise fail(key, "must be a whole number")
    return Reference(
        tuple(sorted(dungeons, key=lambda d: d.score)),
        tuple(profiles), numbers["turn_budget"], numbers["fastest_turns"],
        numbers["runs_per_profile"], numbers["first_seed"])


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@cache
def shipped_reference() -> Reference:
    where = f"resources/lairs/{FILE_NAME}"
    try:
        text = read_resource_text("lairs", FILE_NAME)
    except OSError as error:
        raise MalformedInput(f"cannot be read: {error}", where) from None
    return parse_reference(parse_json(text, where), where)


def build_reference(
    dungeons: int = DUNGEONS, runs: int = RUNS, first_seed: int = FIRST_SEED,
    progress: Callable[[int], None] | None = None,
) -> Reference:
    # The report reads this module for its scale; it is imported here only to make the set.
    from companion.lairs.difficulty import PROFILE_NAMES, difficulty
    from companion.lairs.generator import generate_dungeon

    found = []
    for index in range(dungeons):
        seed = first_seed + index
        report = difficulty(generate_dungeon(seed), runs, seed=seed)
        found.append(ReferenceDungeon(
            seed, round(report.score, 2), report.measures.route_cost,
            round(report.learned_per_run, 2), round(report.strikes_per_run, 2),
            round(report.exit_late, 3), round(report.dice_per_run, 2)))
        if progress is not None:
            progress(index + 1)
    return Reference(tuple(sorted(found, key=lambda d: d.score)), PROFILE_NAMES, TURN_BUDGET,
                     FASTEST_TURNS, runs, first_seed)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m companion.lairs.reference",
        description="Recompute the difficulty reference set of generated dungeons.")
    parser.add_argument("--dungeons", type=int, default=DUNGEONS, metavar="N")
    parser.add_argument("--runs", type=int, default=RUNS, metavar="R",
                        help="explorations per profile and dungeon")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED, metavar="S")
    parser.add_argument("--out", metavar="FILE", help="default: the shipped file")
    args = parser.parse_args(argv)
    if args.dungeons < 10 or args.runs < 1:
        parser.error("at least 10 dungeons and 1 run")
    out = Path(args.out) if args.out else Path(__file__).resolve().parents[2] / (
        "resources/lairs/" + FILE_NAME)
    started = time.perf_counter()

    def progress(done: int) -> None:
        if sys.stderr.isatty():
            print(f"\r{done}/{args.dungeons} dungeons", end="", file=sys.stderr, flush=True)

    reference = build_reference(args.dungeons, args.runs, args.first_seed, progress)
    write_json_atomic(out, reference.to_json())
    print(f"\n{out}: {args.dungeons} dungeons in {time.perf_counter() - started:.0f} s",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
