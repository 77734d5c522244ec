"""The difficulty report's one scale: turns, a score, and where the score stands.

A run's hardship reads its turns on a log scale, because the step from 3 to 6 turns matters far
more to a player than the step from 15 to 18: a run out in ``FASTEST_TURNS`` turns is 0, one
still inside after ``TURN_BUDGET`` turns is 100. A dungeon's score is the mean hardship of its
runs, so it says how long a typical explorer needs (``typical_turns``).

The verdict says where the score stands among generated dungeons (the reference set), as the
percentile does: **easy** for the quickest quarter of them, **fair** for the middle half,
**hard** for the next fifth and **brutal** for the hardest twentieth. So a verdict and a
percentile never disagree; what each verdict means in turns and in strikes is read off the
reference set (``reference.Reference.meaning``) and written in docs/lairs-builder.md.
"""

from __future__ import annotations

import math
from enum import StrEnum

from companion.core.messages import Message, message

TURN_BUDGET = 20  # a two-player game lasts about 12 Explorer turns each; 20 is a long one
FASTEST_TURNS = 2  # the first turn cannot fetch three chests and leave as well


def hardship(turns: int | None) -> float:
    """One run on the 0–100 scale: None = not out within the budget."""
    if turns is None or turns >= TURN_BUDGET:
        return 100.0
    return 100.0 * max(0.0, math.log(turns / FASTEST_TURNS)) / math.log(
        TURN_BUDGET / FASTEST_TURNS)


def typical_turns(score: float) -> float:
    """The turns a run of this score needs (the inverse of ``hardship``)."""
    return FASTEST_TURNS * (TURN_BUDGET / FASTEST_TURNS) ** (score / 100.0)


class Verdict(StrEnum):
    EASY = "easy"
    FAIR = "fair"
    HARD = "hard"
    BRUTAL = "brutal"


# The report's words as the app shows them (spelled out for the catalogues).
VERDICT_WORDS: dict[Verdict, Message] = {
    Verdict.EASY: message("LairsDifficulty", "easy"),
    Verdict.FAIR: message("LairsDifficulty", "fair"),
    Verdict.HARD: message("LairsDifficulty", "hard"),
    Verdict.BRUTAL: message("LairsDifficulty", "brutal"),
}

# Where each verdict starts among generated dungeons: the share of them (in %) that score lower.
VERDICT_SHARES: dict[Verdict, float] = {
    Verdict.EASY: 0.0, Verdict.FAIR: 25.0, Verdict.HARD: 75.0, Verdict.BRUTAL: 95.0}
