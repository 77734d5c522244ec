"""How hard is a dungeon? Solo explorations by several explorer profiles, summarised.

Each run is one explorer alone in the dungeon with its own dice and shuffled treasure deck,
playing turn after turn until it exits or reaches ``SOLO_TURN_LIMIT`` turns. VP counts treasures
(best 4 face-up), defeated monsters and the exit bonus as if first out (4 VP): there is no
opponent.

The score and the verdict are on the report's one scale (``scale``): each run's turns on a log
scale, the mean over every run of the three standard profiles (the search bot, sent in on
request, is shown but not counted), and the verdict by where that stands among generated
dungeons (``reference``), as the percentile does. When the score and the layout disagree, the
report says why (``explain``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from statistics import fmean, median, quantiles
from typing import Any

from companion.core.messages import Message, message
from companion.core.simulate import derived_seed
from companion.lairs.actions import Check, ExplorerAction
from companion.lairs.board import CELLS, Cell, Dungeon, Feature, cell_name
from companion.lairs.bots import REASONING, ExplorerStyle, HeuristicBot
from companion.lairs.energy import Basket
from companion.lairs.explain import expected_turns, explain
from companion.lairs.exploration import Exploration
from companion.lairs.measures import Measures, measure
from companion.lairs.reference import shipped_reference
from companion.lairs.rollout import quick_view
from companion.lairs.rulesdata import RulesData, default_rules_data

# The scale's names, which the report's readers (the CLI, the app) take from here too.
from companion.lairs.scale import FASTEST_TURNS as FASTEST_TURNS
from companion.lairs.scale import TURN_BUDGET as TURN_BUDGET
from companion.lairs.scale import VERDICT_WORDS as VERDICT_WORDS
from companion.lairs.scale import Verdict as Verdict
from companion.lairs.scale import hardship as hardship
from companion.lairs.scale import typical_turns as typical_turns
from companion.lairs.scoring import best_face_up, score_sheet
from companion.lairs.treasures import TreasureSupply

SOLO_TURN_LIMIT = 40
# The cubes the greedy explorer pays for a chest or a monster it no longer needs: a chest's
# two treasures are worth about 4 VP, the first out of the dungeon 4 VP.
GREEDY_SPOILS = 6.0


def verdict_of(score: float) -> Verdict:
    """Where a score stands among generated dungeons (the shipped reference set)."""
    return shipped_reference().verdict(score)


def band(verdict: Verdict) -> tuple[float, float]:
    """The scores of a verdict: low (included) to high (excluded; 100 included for brutal)."""
    return shipped_reference().band(verdict)


class Achievement(StrEnum):
    """Which achievement an explorer left with (the first that holds, in the rules' order)."""

    CHESTS = "3 chests"
    MONSTERS = "3 monsters"
    MIXED = "2 chests + 2 monsters"


# The achievements as the report counts them ("none": did not get out).
ACHIEVEMENT_WORDS: dict[str, Message] = {
    Achievement.CHESTS: message("LairsDifficulty", "3 chests"),
    Achievement.MONSTERS: message("LairsDifficulty", "3 monsters"),
    Achievement.MIXED: message("LairsDifficulty", "2 chests + 2 monsters"),
    "none": message("LairsDifficulty", "not out"),
}


def achievement_of(chests: int, monsters: int) -> Achievement | None:
    if chests >= 3:
        return Achievement.CHESTS
    if monsters >= 3:
        return Achievement.MONSTERS
    if chests >= 2 and monsters >= 2:
        return Achievement.MIXED
    return None


@dataclass(frozen=True)
class Profile:
    """An explorer the report sends in: a playing style, and how often it blunders; or a bot
    of the game spec (``search``, e.g. ``ismcts:20``) playing the full game's explorer."""

    name: str
    style: ExplorerStyle
    mistakes: float  # chance per decision of a random legal action instead of the plan
    description: str  # a Message: the app translates it
    search: str = ""


# Every profile reasons about the cells it has not seen (``bots.REASONING``: it explores by
# what a cube buys), each in its own character.
PROFILES: tuple[Profile, ...] = (
    Profile("careful", REASONING,
            0.0, message("LairsDifficulty", "leaves as soon as it may, fights only with plenty "
                         "of dice")),
    Profile("greedy", replace(REASONING, fight_chance=0.6, hunts_after_achievement=True,
                              spoils_worth=GREEDY_SPOILS),
            0.0, message("LairsDifficulty", "opens every chest it finds and hunts every monster "
                         "before it leaves")),
    Profile("beginner", REASONING, 0.2,
            message("LairsDifficulty", "explores like the careful one but makes a mistake in "
                    "one decision of five")),
)
PROFILE_NAMES = tuple(p.name for p in PROFILES)
# The search bot explores too, on request: a few tenths of a second a run where the others take
# 15 ms, so it is shown beside the score but not counted in it (the reference set was made
# without it).
SEARCHER = Profile("ismcts", REASONING, 0.0,
                   message("LairsDifficulty", "the search bot: explores like the careful one "
                           "and searches where its best goals are close, at fights, Conserve, "
                           "the Exit and its last turn"),
                   search="ismcts:20")
# The profiles' names as the app shows them.
PROFILE_WORDS: dict[str, Message] = {
    "careful": message("LairsDifficulty", "careful"),
    "greedy": message("LairsDifficulty", "greedy"),
    "beginner": message("LairsDifficulty", "beginner"),
    "ismcts": message("LairsDifficulty", "search bot"),
}


@dataclass(frozen=True)
class Run:
    profile: str
    turns: int
    exited: bool
    vp: int
    chests: int
    monsters: int
    strikes: tuple[Cell, ...]  # where a hazard struck, once per strike
    fatigue: tuple[tuple[Cell, int], ...]  # (cell, cubes fatigued there), in cell order
    learned: int = 0  # cells known when the run ended
    exit_late: bool | None = None  # the Exit unknown when it could first leave (None: never)
    dice: int = 0  # dice rolled in fights and disarms

    @property
    def within_budget(self) -> bool:
        return self.exited and self.turns <= TURN_BUDGET

    @property
    def hardship(self) -> float:
        return hardship(self.turns if self.within_budget else None)

    @property
    def achievement(self) -> Achievement | None:
        return achievement_of(self.chests, self.monsters) if self.exited else None


def explore_alone(dungeon: Dungeon, seed: int, profile: Profile = PROFILES[0],
                  data: RulesData | None = None) -> Run:
    """One solo exploration (seeded: the same seed, the same run)."""
    data = data or default_rules_data()
    if profile.search:
        return _explore_with_search(dungeon, seed, profile, data)
    rng = random.Random(seed)
    blunders = random.Random(derived_seed(seed, 1))  # apart, so dice stay as without mistakes
    e = Exploration(dungeon, data, TreasureSupply.shuffled(data.treasures, rng), rng)
    bot = HeuristicBot(seed, profile.style)
    watch = _Watch()
    while not e.exited and e.turns < SOLO_TURN_LIMIT:
        e.begin_turn()
        while e.in_turn:
            legal = e.legal_actions()
            if profile.mistakes and blunders.random() < profile.mistakes:
                action = legal[blunders.randrange(len(legal))]
            else:
                action = bot.choose_exploring(quick_view(e), legal)
            watch.apply(e, action, e.apply)
    return watch.run(profile, e, data)


def _explore_with_search(dungeon: Dungeon, seed: int, profile: Profile, data: RulesData) -> Run:
    """The full game with the search bot as explorer 1 and an explorer 2 who stands still
    (Conserve at once, every turn), so the run is explorer 1's alone, as for the others."""
    from companion.core.protocol import GameSetup
    from companion.lairs import GAME  # the game spec holds the search bot
    from companion.lairs.actions import Conserve
    from companion.lairs.game import LairsGame, setup_options

    game = LairsGame(GameSetup(2, seed, frozenset(), setup_options((dungeon, dungeon))), data)
    bot = GAME.bot(profile.search, seed)
    e = game.explorations[0]
    watch = _Watch()
    while not game.is_over() and not e.exited and e.turns <= SOLO_TURN_LIMIT:
        legal = game.legal_actions()
        if game.to_move == 1:
            game.apply(Conserve(()) if Conserve(()) in legal else legal[0])
            continue
        watch.apply(e, bot.choose(game.view(0), legal), game.apply)
    return watch.run(profile, e, data)


@dataclass
class _Watch:
    """What a run's figures need besides the exploration's end: where hazards struck and
    cubes were fatigued, the dice rolled, and whether the Exit was known when the explorer
    could first leave."""

    strikes: list[Cell] = field(default_factory=list)
    fatigue: Counter[Cell] = field(default_factory=Counter)
    dice: int = 0
    exit_late: bool | None = None

    def apply(self, e: Exploration, action: ExplorerAction,
              apply: Callable[[ExplorerAction], None]) -> None:
        """Apply an action, noting a strike (an Unknown hazard entered, a failed Check) and
        the cubes fatigued, on the cell where it happened."""
        known, roll, tired = set(e.known), e.last_roll, e.mat.total(Basket.FATIGUED)
        apply(action)
        here = e.here
        feature = e.features.get(here)
        entered_unknown = here not in known and feature is not None and feature.is_hazard
        failed = isinstance(action, Check) and e.last_roll is not roll \
            and e.last_roll is not None and not e.last_roll.success
        if entered_unknown or failed:
            self.strikes.append(here)
        if isinstance(action, Check):
            self.dice += len(action.pay)
        more = e.mat.total(Basket.FATIGUED) - tired
        if more > 0:
            self.fatigue[here] += more
        if self.exit_late is None and e.achieved:
            exit_cell = e.dungeon.cells_with(Feature.EXIT)
            self.exit_late = bool(exit_cell) and exit_cell[0] not in e.known

    def run(self, profile: Profile, e: Exploration, data: RulesData) -> Run:
        sheet = score_sheet(data.treasures, e.treasures,
                            best_face_up(data.treasures, e.treasures),
                            e.monsters, 0 if e.exited else None)
        return Run(profile.name, e.turns, e.exited, sheet.total, e.chests, e.monsters,
                   tuple(self.strikes), tuple(sorted(self.fatigue.items())), len(e.known),
                   self.exit_late, self.dice)


@dataclass(frozen=True)
class Spread:
    """Turns to exit of the runs that got out: median and quartiles."""

    median: float
    low: float  # 25th percentile
    high: float  # 75th percentile
    fastest: int
    slowest: int

    @classmethod
    def of(cls, turns: Sequence[int]) -> Spread | None:
        if not turns:
            return None
        low, _, high = quantiles(turns, n=4, method="inclusive") if len(turns) > 1 else (
            turns[0], turns[0], turns[0])
        return cls(median(turns), low, high, min(turns), max(turns))

    def to_json(self) -> dict[str, float]:
        return {"median": self.median, "p25": self.low, "p75": self.high,
                "min": self.fastest, "max": self.slowest}


@dataclass(frozen=True)
class ProfileReport:
    profile: Profile
    runs: tuple[Run, ...]

    @property
    def name(self) -> str:
        return self.profile.name

    @property
    def score(self) -> float:
        return fmean(r.hardship for r in self.runs)

    @property
    def exit_rate(self) -> float:
        """Runs out within ``TURN_BUDGET`` turns."""
        return sum(r.within_budget for r in self.runs) / len(self.runs)

    @property
    def turns(self) -> Spread | None:
        return Spread.of([r.turns for r in self.runs if r.exited])

    @property
    def mean_vp(self) -> float:
        return fmean(r.vp for r in self.runs)

    @property
    def achievements(self) -> dict[str, int]:
        """How many runs left with each achievement ("none": did not get out)."""
        counts = Counter(str(r.achievement) if r.achievement else "none" for r in self.runs)
        return {name: counts[name] for name in (*map(str, Achievement), "none")}

    @property
    def strikes_per_run(self) -> float:
        return fmean(len(r.strikes) for r in self.runs)

    @property
    def fatigue_per_run(self) -> float:
        return fmean(sum(n for _, n in r.fatigue) for r in self.runs)

    def to_json(self) -> dict[str, Any]:
        turns = self.turns
        return {
            "profile": self.name, "description": self.profile.description,
            "counted": not self.profile.search,
            "runs": len(self.runs), "score": round(self.score, 1),
            "exit_rate": self.exit_rate, "turn_budget": TURN_BUDGET,
            "turns_to_exit": turns.to_json() if turns else None,
            "mean_vp": round(self.mean_vp, 2), "achievements": self.achievements,
            "strikes_per_run": round(self.strikes_per_run, 2),
            "fatigue_per_run": round(self.fatigue_per_run, 2),
        }


@dataclass(frozen=True)
class Heat:
    """Where explorers got hurt, per run on average: strikes and fatigued cubes per cell."""

    strikes: tuple[float, ...]  # indexed by cell
    fatigue: tuple[float, ...]

    @classmethod
    def of(cls, runs: Sequence[Run]) -> Heat:
        strikes, fatigue = [0.0] * len(CELLS), [0.0] * len(CELLS)
        for run in runs:
            for cell in run.strikes:
                strikes[cell] += 1 / len(runs)
            for cell, n in run.fatigue:
                fatigue[cell] += n / len(runs)
        return cls(tuple(strikes), tuple(fatigue))

    @property
    def hottest(self) -> float:
        return max(self.fatigue, default=0.0)

    def to_json(self) -> dict[str, dict[str, float]]:
        return {cell_name(c): {"strikes": round(self.strikes[c], 3),
                               "fatigue": round(self.fatigue[c], 3)}
                for c in CELLS if self.strikes[c] or self.fatigue[c]}


@dataclass(frozen=True)
class DifficultyReport:
    profiles: tuple[ProfileReport, ...]
    seed: int
    measures: Measures

    @property
    def runs(self) -> tuple[Run, ...]:
        """The runs the score counts: those of the standard profiles."""
        return tuple(r for p in self.profiles if not p.profile.search for r in p.runs)

    @property
    def score(self) -> float:
        return fmean(r.hardship for r in self.runs)

    @property
    def difficulty(self) -> int:
        return round(self.score)

    @property
    def verdict(self) -> Verdict:
        return verdict_of(self.score)

    @property
    def exit_rate(self) -> float:
        return sum(r.within_budget for r in self.runs) / len(self.runs)

    @property
    def heat(self) -> Heat:
        return Heat.of(self.runs)

    # The figures the reference set keeps of a report, and the explanations read.
    @property
    def learned_per_run(self) -> float:
        """Cells known when a run ends: how much of the dungeon the explorers searched."""
        return fmean(r.learned for r in self.runs)

    @property
    def strikes_per_run(self) -> float:
        return fmean(len(r.strikes) for r in self.runs)

    @property
    def exit_late(self) -> float:
        """Of the runs that could leave, the share whose Exit was still unknown then."""
        could = [r.exit_late for r in self.runs if r.exit_late is not None]
        return sum(could) / len(could) if could else 0.0

    @property
    def dice_per_run(self) -> float:
        return fmean(r.dice for r in self.runs)

    def profile(self, name: str) -> ProfileReport:
        return next(p for p in self.profiles if p.name == name)

    def to_json(self, percentile: float | None = None) -> dict[str, Any]:
        m = self.measures
        surprise = explain(self, shipped_reference())
        return {
            "difficulty": self.difficulty, "score": round(self.score, 2),
            "verdict": str(self.verdict), "percentile": percentile,
            "typical_turns": round(typical_turns(self.score), 1),
            "turn_budget": TURN_BUDGET, "turn_limit": SOLO_TURN_LIMIT, "seed": self.seed,
            "runs_per_profile": len(self.profiles[0].runs),
            "exit_rate": self.exit_rate,
            "profiles": [p.to_json() for p in self.profiles],
            "heat": self.heat.to_json(),
            "layout": {
                "achievement_route": m.route,
                "route_goals": [cell_name(c) for c in m.route_goals],
                "forced_hazards": [cell_name(c) for c in m.forced_hazards],
                "sprawl": round(m.sprawl, 2), "dead_ends": m.dead_ends,
                "expected_turns": round(expected_turns(self, shipped_reference()), 1),
                "surprise": None if surprise is None else str(surprise),
            },
            "learned_per_run": round(self.learned_per_run, 2),
            "strikes_per_run": round(self.strikes_per_run, 2),
            "exit_late": round(self.exit_late, 3), "dice_per_run": round(self.dice_per_run, 2),
        }


def difficulty(
    dungeon: Dungeon, runs: int, seed: int = 0,
    progress: Callable[[int], None] | None = None,
    data: RulesData | None = None, profiles: Sequence[Profile] = PROFILES,
) -> DifficultyReport:
    """``runs`` explorations per profile; ``progress`` hears the runs done so far (all
    profiles together, up to ``runs * len(profiles)``)."""
    reports, done = [], 0
    for index, profile in enumerate(profiles):
        results = []
        for run in range(runs):
            results.append(explore_alone(dungeon, derived_seed(seed, index, run), profile, data))
            done += 1
            if progress is not None:
                progress(done)
        reports.append(ProfileReport(profile, tuple(results)))
    return DifficultyReport(tuple(reports), seed, measure(dungeon))


def spread_words(turns: Spread) -> str:
    """Turns to exit in plain words: whole turns, and a range that collapses said as its one
    value (the JSON keeps the exact quartiles)."""
    if turns.fastest == turns.slowest:
        return f"every run out in {turns.fastest} turns"

    def span(low: float, high: float) -> str:
        low, high = round(low), round(high)
        return f"{low}" if low == high else f"{low} to {high}"

    return (f"usually {turns.median:g} turns (half of the runs took {span(turns.low, turns.high)}"
            f", all of them {span(turns.fastest, turns.slowest)})")


def report_lines(report: DifficultyReport, percentile: float | None) -> list[str]:
    """The report in plain text (the CLI's human output)."""
    harder = "" if percentile is None else (
        f", harder than {percentile:.0f}% of generated dungeons")
    lines = [f"difficulty {report.difficulty}/100: {report.verdict}{harder}",
             f"  a typical explorer needs about {typical_turns(report.score):.0f} turns "
             f"(budget {TURN_BUDGET}, runs stop at {SOLO_TURN_LIMIT})"]
    for p in report.profiles:
        turns = p.turns
        counted = "" if not p.profile.search else " (not counted in the score)"
        spread = "never out" if turns is None else spread_words(turns)
        left = ", ".join(f"{n}× {name}" for name, n in p.achievements.items() if n)
        lines.append(f"  {p.name:<9} exit {p.exit_rate:4.0%} within {TURN_BUDGET}; {spread}; "
                     f"VP {p.mean_vp:.1f}; {p.strikes_per_run:.1f} strikes, "
                     f"{p.fatigue_per_run:.1f} cubes fatigued a run; left with {left}{counted}")
    m = report.measures
    forced = ", ".join(cell_name(c) for c in m.forced_hazards) or "none"
    lines.append(f"  layout: {m.route} steps to an achievement and out; forced hazards: {forced};"
                 f" {m.dead_ends} dead ends")
    surprise = explain(report, shipped_reference())
    if surprise is not None:
        lines.append(f"  {surprise}")
    hot = sorted(CELLS, key=lambda c: -report.heat.fatigue[c])[:3]
    hurt = ", ".join(f"{cell_name(c)} ({report.heat.fatigue[c]:.1f})" for c in hot
                     if report.heat.fatigue[c])
    if hurt:
        lines.append(f"  hurt most at: {hurt} cubes fatigued a run")
    return lines
