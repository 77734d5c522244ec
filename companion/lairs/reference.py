"""The reference set: difficulty reports of generated dungeons, computed once and shipped.

A report's percentile ("harder than 80% of generated dungeons") reads the sorted scores in
``resources/lairs/difficulty-reference.json``. The file records what it was made with (profiles,
turn budget, runs), and a test checks that this still matches the report, so a change to the
report cannot silently compare against stale scores. Regenerate it with::

    python -m companion.lairs.reference            # 400 dungeons, 16 runs per profile
    python -m companion.lairs.reference --dungeons 100 --runs 8 --out /tmp/ref.json
"""

from __future__ import annotations

import argparse
import bisect
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from companion.core.document import parse_json
from companion.core.errors import MalformedInput
from companion.core.files import write_json_atomic
from companion.core.resources import read_resource_text
from companion.lairs.difficulty import FASTEST_TURNS, PROFILE_NAMES, TURN_BUDGET, difficulty
from companion.lairs.generator import generate_dungeon

FORMAT = "lairs-difficulty-reference"
VERSION = 1
FILE_NAME = "difficulty-reference.json"
DUNGEONS, RUNS, FIRST_SEED = 400, 16, 0


@dataclass(frozen=True)
class Reference:
    scores: tuple[float, ...]  # sorted
    profiles: tuple[str, ...]
    turn_budget: int
    fastest_turns: int
    runs: int  # per profile and dungeon
    first_seed: int

    def percentile(self, score: float) -> float:
        """The share of reference dungeons (in %) that score lower: "harder than N%"."""
        below = bisect.bisect_left(self.scores, score)
        return round(100.0 * below / len(self.scores), 1)

    @property
    def matches_report(self) -> bool:
        """Made with the report's current profiles and scale?"""
        return (self.profiles, self.turn_budget, self.fastest_turns) == (
            PROFILE_NAMES, TURN_BUDGET, FASTEST_TURNS)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": VERSION,
            "note": "Difficulty scores of generated dungeons (seeds first_seed, first_seed+1, "
                    "...), made by python -m companion.lairs.reference",
            "profiles": list(self.profiles), "turn_budget": self.turn_budget,
            "fastest_turns": self.fastest_turns, "runs_per_profile": self.runs,
            "first_seed": self.first_seed, "scores": list(self.scores),
        }


def parse_reference(data: Any, where: str) -> Reference:
    def fail(key: str, message: str) -> MalformedInput:
        return MalformedInput(message, f"{where}: {key}")

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise fail("format", f"expected {FORMAT!r}")
    if data.get("version") != VERSION:
        raise fail("version", f"unsupported version {data.get('version')!r}")
    scores = data.get("scores")
    if not isinstance(scores, list) or not scores or not all(_number(s) for s in scores):
        raise fail("scores", "must be a non-empty list of numbers")
    profiles = data.get("profiles")
    if not isinstance(profiles, list) or not all(isinstance(p, str) for p in profiles):
        raise fail("profiles", "must list profile names")
    numbers = {key: data.get(key) for key in ("turn_budget", "fastest_turns",
                                              "runs_per_profile", "first_seed")}
    for key, value in numbers.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise fail(key, "must be a whole number")
    return Reference(
        tuple(sorted(float(s) for s in scores)),
        tuple(profiles), numbers["turn_budget"], numbers["fastest_turns"],
        numbers["runs_per_profile"], numbers["first_seed"])


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


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
    scores = []
    for index in range(dungeons):
        seed = first_seed + index
        scores.append(round(difficulty(generate_dungeon(seed), runs, seed=seed).score, 2))
        if progress is not None:
            progress(index + 1)
    return Reference(
        tuple(sorted(scores)), PROFILE_NAMES, TURN_BUDGET, FASTEST_TURNS, runs, first_seed)


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
