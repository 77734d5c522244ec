"""How hard is a dungeon? N solo explorations by the heuristic bot, summarised.

Each run is one explorer alone in the dungeon with its own shuffled treasure supply, playing
turn after turn until it exits or reaches ``SOLO_TURN_LIMIT`` turns. VP counts treasures (best 4
face-up), defeated monsters and the exit bonus as if first out (4 VP) — there is no opponent.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from statistics import fmean
from typing import Any

from companion.core.simulate import derived_seed
from companion.lairs.board import Dungeon
from companion.lairs.bots import HeuristicBot
from companion.lairs.exploration import Exploration
from companion.lairs.rulesdata import RulesData, default_rules_data
from companion.lairs.scoring import best_face_up, score_sheet
from companion.lairs.treasures import TreasureSupply
from companion.lairs.views import explorer_view

SOLO_TURN_LIMIT = 60


@dataclass(frozen=True)
class Run:
    turns: int
    exited: bool
    vp: int
    chests: int
    monsters: int


@dataclass(frozen=True)
class DifficultyReport:
    runs: tuple[Run, ...]
    seed: int

    @property
    def exit_rate(self) -> float:
        return sum(r.exited for r in self.runs) / len(self.runs)

    @property
    def mean_turns_to_exit(self) -> float | None:
        exits = [r.turns for r in self.runs if r.exited]
        return fmean(exits) if exits else None

    @property
    def mean_vp(self) -> float:
        return fmean(r.vp for r in self.runs)

    @property
    def stopped(self) -> int:
        """Runs that hit the turn limit without exiting."""
        return sum(not r.exited for r in self.runs)

    def to_json(self) -> dict[str, Any]:
        return {
            "runs": len(self.runs), "seed": self.seed, "turn_limit": SOLO_TURN_LIMIT,
            "exit_rate": self.exit_rate, "mean_turns_to_exit": self.mean_turns_to_exit,
            "mean_vp": self.mean_vp, "stopped_at_limit": self.stopped,
            "mean_chests": fmean(r.chests for r in self.runs),
            "mean_monsters": fmean(r.monsters for r in self.runs),
        }


def explore_alone(dungeon: Dungeon, seed: int, data: RulesData | None = None) -> Run:
    """One solo exploration by the heuristic bot (seeded: the same seed, the same run)."""
    data = data or default_rules_data()
    rng = random.Random(seed)
    e = Exploration(dungeon, data, TreasureSupply.shuffled(data.treasures, rng), rng)
    bot = HeuristicBot(seed, data.treasures)
    while not e.exited and e.turns < SOLO_TURN_LIMIT:
        e.begin_turn()
        while e.in_turn:
            e.apply(bot.choose_exploring(explorer_view(e), e.legal_actions()))
    sheet = score_sheet(data.treasures, e.treasures, best_face_up(data.treasures, e.treasures),
                        e.monsters, 0 if e.exited else None)
    return Run(e.turns, e.exited, sheet.total, e.chests, e.monsters)


def difficulty(
    dungeon: Dungeon, runs: int, seed: int = 0,
    progress: Callable[[int], None] | None = None,
) -> DifficultyReport:
    results = []
    for index in range(runs):
        results.append(explore_alone(dungeon, derived_seed(seed, index)))
        if progress is not None:
            progress(index + 1)
    return DifficultyReport(tuple(results), seed)
