"""How much faster the search bot's explorer style gets out than Easy, and what that wins.

Two measures with the luck of the dungeon taken out, which otherwise swamps a bot's skill
(a game's first explorer out wins about four games in five):

- alone: each style explores the same dungeons with the same dice (the difficulty report's
  solo run); the Explorer turns until it leaves;
- paired seats: each game seed is played twice, the style in either seat against Easy. Easy
  against itself wins exactly half, so every point above 50% is the style's.

``companion lairs simulate --bots ismcts,heuristic`` is the issue's measure (seats rotate, but
each game has its own dungeons): ±5 points over 100 games.

Run from the repository root: ``python benchmarks/lairs_explorers.py [bot]`` (default: a
``HeuristicBot`` with the search bot's style; ``ismcts`` takes minutes).
"""

from __future__ import annotations

import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.bots import Bot
from companion.core.protocol import GameSetup
from companion.core.simulate import derived_seed, play_out
from companion.lairs import GAME
from companion.lairs.bots import THRIFTY, ExplorerStyle, HeuristicBot
from companion.lairs.difficulty import SEARCHER, Profile, explore_alone
from companion.lairs.generator import generate_dungeon

DUNGEONS = 600
GAME_SEEDS = 300


def alone() -> None:
    easy = Profile("easy", ExplorerStyle(), 0.0, GAME.levels[0].description)
    thrifty = Profile("thrifty", THRIFTY, 0.0, SEARCHER.description)
    turns = {profile.name: [explore_alone(generate_dungeon(1000 + i), 1000 + i, profile).turns
                            for i in range(DUNGEONS)] for profile in (easy, thrifty)}
    gains = [a - b for a, b in zip(turns["easy"], turns["thrifty"], strict=True)]
    print(f"alone, {DUNGEONS} dungeons: Easy leaves after {statistics.mean(turns['easy']):.2f} "
          f"turns, the search bot's style after {statistics.mean(turns['thrifty']):.2f} "
          f"({statistics.mean(gains):.2f} ± {statistics.stdev(gains) / DUNGEONS ** 0.5:.2f} "
          f"sooner)")


def paired(name: str, make: Callable[[int], Bot]) -> None:
    points = 0.0
    for g in range(GAME_SEEDS):
        seed = derived_seed(5, g)
        for seat in (0, 1):
            state = GAME.start(GameSetup(2, seed))
            bots: list[Bot] = [HeuristicBot(1), HeuristicBot(1)]
            bots[seat] = make(seed)
            play_out(state, bots, GAME.turn_limit)
            winners = state.result().winners
            points += 1.0 if winners == {seat} else 0.5 if len(winners) != 1 else 0.0
    games = 2 * GAME_SEEDS
    print(f"paired seats, {games} games: {name} against Easy wins {points:g} "
          f"({100 * points / games:.1f}%)")


def main() -> None:
    alone()
    if len(sys.argv) > 1:
        paired(sys.argv[1], lambda seed: GAME.bot(sys.argv[1], seed))
    else:
        paired("thrifty", lambda seed: HeuristicBot(seed, THRIFTY))


if __name__ == "__main__":
    main()
