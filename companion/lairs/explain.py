"""Why the explorers took as long as they did, when the layout would have said otherwise.

The layout alone suggests a score: over the reference set of generated dungeons, the score as
a straight line in the route's cost (``Reference.layout_fit``; the route is the cheapest walk
Start → an achievement → the Exit, a hazard entered counting extra). A blind explorer's turns
go mostly into searching, so the two often disagree; when a report's score lies more than
``SURPRISE`` standard deviations of that line away from it, the report says why, from the
figures of its runs that stand out against the reference dungeons in the same direction: the
cells learned before the explorers were out (the goals lay where they looked last, or first),
the strikes, how often the Exit was still unknown when they could leave, the dice rolled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.core.messages import Joined, Message, message
from companion.lairs.reference import Reference
from companion.lairs.scale import typical_turns

if TYPE_CHECKING:  # the report imports this module
    from companion.lairs.difficulty import DifficultyReport

SURPRISE = 1.0  # standard deviations of the layout's line
STANDS_OUT = 0.5  # a figure this many spreads from the usual is a reason
_SPREAD = 1.349  # a normal spread is the quartiles' distance divided by this


@dataclass(frozen=True)
class _Figure:
    key: str  # the reference set's name for it
    read: Callable[[DifficultyReport], float]
    shown: Callable[[float], float]  # as it is said (a share in %)
    more: Message  # said when it is higher than usual
    less: Message


_FIGURES = (
    _Figure("learned", lambda r: r.learned_per_run, lambda v: v,
            message("LairsDifficulty", "they learned {value} cells a run before they were out "
                    "(a generated dungeon takes {usual}): the goals lay where they looked last"),
            message("LairsDifficulty", "they learned only {value} cells a run (a generated "
                    "dungeon takes {usual}): the goals lay where they looked first")),
    _Figure("strikes", lambda r: r.strikes_per_run, lambda v: v,
            message("LairsDifficulty", "hazards struck them {value} times a run (usually "
                    "{usual})"),
            message("LairsDifficulty", "hazards struck them only {value} times a run (usually "
                    "{usual})")),
    _Figure("exit_late", lambda r: r.exit_late, lambda v: 100 * v,
            message("LairsDifficulty", "the Exit was still unknown when they could leave in "
                    "{value}% of the runs (usually {usual}%)"),
            message("LairsDifficulty", "the Exit was still unknown when they could leave in "
                    "only {value}% of the runs (usually {usual}%)")),
    _Figure("dice", lambda r: r.dice_per_run, lambda v: v,
            message("LairsDifficulty", "they rolled {value} dice a run in fights (usually "
                    "{usual})"),
            message("LairsDifficulty", "they hardly fought: {value} dice a run (usually "
                    "{usual})")),
)

_SLOWER = message("LairsDifficulty", "the layout alone suggests about {expected} turns "
                  "({route} steps to an achievement and out), but explorers needed about "
                  "{actual}: {reasons}")
_QUICKER = message("LairsDifficulty", "the layout alone suggests about {expected} turns "
                   "({route} steps to an achievement and out), but explorers needed only about "
                   "{actual}: {reasons}")
_NO_FIGURE = message("LairsDifficulty", "no single figure of their runs stands out")


def expected_turns(report: DifficultyReport, reference: Reference) -> float:
    """The turns the layout alone suggests."""
    return typical_turns(reference.expected_score(report.measures.route_cost))


def explain(report: DifficultyReport, reference: Reference) -> Message | None:
    """Why the score and the layout disagree, or None when they agree."""
    expected = reference.expected_score(report.measures.route_cost)
    gap = report.score - expected
    if abs(gap) <= SURPRISE * reference.layout_fit[2]:
        return None
    slower = gap > 0
    found = []
    for figure in _FIGURES:
        low, mid, high = reference.usual(figure.key)
        value = figure.read(report)
        spread = max((high - low) / _SPREAD, 1e-9)
        stand_out = (value - mid) / spread
        if (stand_out if slower else -stand_out) > STANDS_OUT:
            words = figure.more if stand_out > 0 else figure.less
            found.append((abs(stand_out), words.format(value=_number(figure.shown(value)),
                                                       usual=_number(figure.shown(mid)))))
    found.sort(key=lambda f: -f[0])
    reasons = Joined([words for _, words in found[:2]], "; ") if found else _NO_FIGURE
    return (_SLOWER if slower else _QUICKER).format(
        expected=f"{typical_turns(expected):.0f}", route=report.measures.route,
        actual=f"{typical_turns(report.score):.0f}", reasons=reasons)


def _number(value: float) -> str:
    return f"{value:.0f}" if abs(value - round(value)) < 0.05 or value >= 10 else f"{value:.1f}"
