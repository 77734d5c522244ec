"""How much sooner the explorers that reason about the Unknown get out than Easy, and what
that wins. The luck of the dungeon, which otherwise swamps a bot's skill (a game's first
explorer out wins about four games in five), is taken out by pairing:

- ``alone``: the careful explorer (the difficulty report's, ``bots.REASONING``) and Easy each
  explore the same generated dungeons with the same dice (the report's solo run); the Explorer
  turns until each leaves, their paired difference with a 95% interval and the spread. Then
  dungeons whose three chests and Exit all touch the Start (``touching_dungeon``: open to it,
  walls and hazards elsewhere drawn at random), where a person would look around the Start
  first: the careful explorer's median turns there.
- ``paired BOT``: each game seed is played twice, BOT in either seat against a reference bot
  (``--against``, default Easy); the reference against itself wins exactly half, so every point
  above 50% is BOT's. Wins are shares (a draw gives each seat half), with Wilson's 95% interval.

Run from the repository root::

    python benchmarks/lairs_explorers.py alone [--dungeons 600]
    python benchmarks/lairs_explorers.py paired ismcts:1s [--against ismcts:0.25s] [--seeds 300]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.strength import Z95, wilson
from companion.core.protocol import GameSetup
from companion.core.simulate import derived_seed, play_out
from companion.lairs import GAME
from companion.lairs.board import CELLS, SIZE, WALL_SLOTS, Cell, Dungeon, Feature
from companion.lairs.bots import ExplorerStyle
from companion.lairs.difficulty import PROFILES, Profile, explore_alone
from companion.lairs.generator import generate_dungeon, random_walls
from companion.lairs.validation import validate

FIRST_DUNGEON = 1000  # dungeon i of the solo measure is generate_dungeon(1000 + i), dice too
FIRST_TOUCHING = 20_000


def touching_dungeon(seed: int) -> Dungeon:
    """A valid dungeon whose Exit and three chests lie on the four cells around an inner
    Start, open to it; the walls (17–20, off a random spanning tree that keeps the Start's four
    sides open) and the hazards elsewhere are drawn at random."""
    rng = random.Random(seed)
    while True:
        start = rng.choice([c for c in CELLS if 0 < c // SIZE < SIZE - 1
                            and 0 < c % SIZE < SIZE - 1])
        around = [start - SIZE, start + 1, start + SIZE, start - 1]
        fixed_open = {WALL_SLOTS.index((min(start, c), max(start, c))) for c in around}
        walls = random_walls(rng, frozenset(fixed_open))
        features: dict[Cell, Feature] = {start: Feature.START}
        goals = [Feature.EXIT, Feature.CHEST, Feature.CHEST, Feature.CHEST]
        rng.shuffle(goals)
        features.update(zip(around, goals, strict=True))
        rest = [c for c in CELLS if c not in features]
        for cell, hazard in zip(rng.sample(rest, 6), [Feature.MONSTER] * 3 + [Feature.TRAP] * 3,
                                strict=True):
            features[cell] = hazard
        dungeon = Dungeon(frozenset(WALL_SLOTS[s] for s in walls), features,
                          f"Goals around the Start (seed {seed})")
        if validate(dungeon).valid:
            return dungeon


def _interval(diffs: Sequence[float]) -> str:
    mean = statistics.fmean(diffs)
    half = Z95 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return f"{mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]"


def _spread(turns: Sequence[int]) -> str:
    q1, q2, q3 = statistics.quantiles(turns, n=4, method="inclusive")
    return (f"mean {statistics.fmean(turns):.2f}, median {q2:g}, quartiles {q1:g}–{q3:g}, "
            f"sd {statistics.stdev(turns):.2f}")


def alone(dungeons: int, touching: int) -> None:
    easy = Profile("easy", ExplorerStyle(), 0.0, GAME.levels[0].description)
    careful = PROFILES[0]
    started = time.perf_counter()
    turns: dict[str, list[int]] = {"easy": [], "careful": []}
    for i in range(dungeons):
        dungeon = generate_dungeon(FIRST_DUNGEON + i)
        for profile in (easy, careful):
            turns[profile.name].append(explore_alone(dungeon, FIRST_DUNGEON + i, profile).turns)
    gains = [a - b for a, b in zip(turns["easy"], turns["careful"], strict=True)]
    print(f"alone, {dungeons} generated dungeons (seeds {FIRST_DUNGEON}–"
          f"{FIRST_DUNGEON + dungeons - 1}), turns to leave:")
    for name, values in turns.items():
        print(f"  {name:<8} {_spread(values)}")
    print(f"  careful leaves {_interval(gains)} turns sooner than Easy (paired, 95% interval); "
          f"sooner in {sum(g > 0 for g in gains)}, later in {sum(g < 0 for g in gains)} "
          f"[{time.perf_counter() - started:.0f} s]")
    if touching:
        runs = [explore_alone(touching_dungeon(FIRST_TOUCHING + i), FIRST_TOUCHING + i,
                              careful).turns for i in range(touching)]
        easy_runs = [explore_alone(touching_dungeon(FIRST_TOUCHING + i), FIRST_TOUCHING + i,
                                   easy).turns for i in range(touching)]
        print(f"goals touching the Start, {touching} dungeons (seeds {FIRST_TOUCHING}–"
              f"{FIRST_TOUCHING + touching - 1}): careful {_spread(runs)}; "
              f"Easy {_spread(easy_runs)}")


def _game_points(task: tuple[str, str, int, int]) -> float:
    """The points ``bot`` wins in game ``g`` from ``seat`` (a draw is half a point)."""
    bot, against, g, seat = task
    seed = derived_seed(5, g)
    state = GAME.start(GameSetup(2, seed))
    bots = [GAME.bot(against, seed + 1), GAME.bot(against, seed + 1)]
    bots[seat] = GAME.bot(bot, seed)
    play_out(state, bots, GAME.turn_limit)
    winners = state.result().winners
    return 1.0 if winners == {seat} else 0.5 if len(winners) != 1 else 0.0


def paired(bot: str, against: str, seeds: int, first: int, processes: int) -> None:
    started = time.perf_counter()
    tasks = [(bot, against, g, seat) for g in range(first, first + seeds) for seat in (0, 1)]
    if processes > 1:
        with ProcessPoolExecutor(processes) as pool:
            points = sum(pool.map(_game_points, tasks, chunksize=2))
    else:
        points = sum(map(_game_points, tasks))
    games = len(tasks)
    low, high = wilson(points, games)
    print(f"paired seats, {seeds} seeds (from {first}) × 2 seats = {games} games: {bot} against "
          f"{against} wins {points:g} ({100 * points / games:.1f}%, 95% interval "
          f"{100 * low:.1f}–{100 * high:.1f}%) [{time.perf_counter() - started:.0f} s]",
          flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python benchmarks/lairs_explorers.py")
    commands = parser.add_subparsers(dest="command", required=True)
    solo = commands.add_parser("alone", help="careful and Easy alone in the same dungeons")
    solo.add_argument("--dungeons", type=int, default=600)
    solo.add_argument("--touching", type=int, default=100,
                      help="dungeons whose goals all touch the Start")
    games = commands.add_parser("paired", help="BOT against a reference, both seats a seed")
    games.add_argument("bot")
    games.add_argument("--against", default="heuristic")
    games.add_argument("--seeds", type=int, default=300)
    games.add_argument("--first", type=int, default=0, help="the first game seed's index")
    games.add_argument("--processes", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "alone":
        alone(args.dungeons, args.touching)
    else:
        paired(args.bot, args.against, args.seeds, args.first, args.processes)


if __name__ == "__main__":
    main()
