"""Two dungeons side by side: which is harder, and why.

The verdict is the difficulty reports' (scores on the same scale, the same profiles and runs);
the reasons are the figures where the two differ, in the dungeon's and the explorers' own terms,
the turns first, then the largest differences, each said from the harder dungeon's side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from companion.lairs.difficulty import DifficultyReport, typical_turns

CLOSE = 3.0  # score points within which two dungeons count as about as hard


@dataclass(frozen=True)
class Reason:
    key: str  # what is compared (the UI words it in the user's language by this key)
    mine: float  # the harder dungeon's figure
    theirs: float  # the other one's
    text: str  # in English: "a typical explorer needs about 7 turns against 3"
    weight: float  # how much it tells the two apart (relative difference)


@dataclass(frozen=True)
class Comparison:
    reports: tuple[DifficultyReport, DifficultyReport]
    harder: int | None  # 0 or 1, None when about as hard
    reasons: tuple[Reason, ...]  # why the harder one is harder (or how they differ)


def number(value: float) -> str:
    return f"{value:.0f}" if abs(value - round(value)) < 0.05 else f"{value:.1f}"


# (key, the figure, how to say the harder side's worse figure against the other's). Each
# figure grows with difficulty.
_FIGURES: tuple[tuple[str, Callable[[DifficultyReport], float], str], ...] = (
    ("turns", lambda r: typical_turns(r.score), "a typical explorer needs about {0} turns "
     "against {1}"),
    ("stuck", lambda r: 1 - r.exit_rate, "{0}% of the runs are not out within the budget "
     "against {1}%"),
    ("route", lambda r: r.measures.route, "an achievement and out takes {0} steps against {1}"),
    ("forced", lambda r: len(r.measures.forced_hazards), "{0} hazards stand on every way to "
     "some goal against {1}"),
    ("strikes", lambda r: sum(p.strikes_per_run for p in r.profiles) / len(r.profiles),
     "explorers suffer {0} strikes a run against {1}"),
    ("fatigue", lambda r: sum(p.fatigue_per_run for p in r.profiles) / len(r.profiles),
     "{0} cubes are fatigued a run against {1}"),
    ("sprawl", lambda r: r.measures.sprawl, "a cell lies {0} steps from the Start on average "
     "against {1}"),
    ("dead-ends", lambda r: r.measures.dead_ends, "{0} dead ends against {1}"),
)


def compare(first: DifficultyReport, second: DifficultyReport) -> Comparison:
    reports = (first, second)
    gap = second.score - first.score
    harder = None if abs(gap) < CLOSE else (1 if gap > 0 else 0)
    side = harder if harder is not None else 0
    reasons = []
    for key, figure, words in _FIGURES:
        mine, theirs = figure(reports[side]), figure(reports[1 - side])
        if harder is not None and mine <= theirs:
            continue  # not a reason it is harder
        if mine == theirs:
            continue
        if key == "stuck":
            mine, theirs = 100 * mine, 100 * theirs
        weight = abs(mine - theirs) / max(abs(mine), abs(theirs), 1e-9)
        reasons.append(Reason(key, mine, theirs, words.format(number(mine), number(theirs)),
                              weight))
    # The turns first (the score is made of them), then the largest differences.
    reasons.sort(key=lambda r: (r.key != "turns", -r.weight))
    return Comparison(reports, harder, tuple(reasons))
