"""How much faster the search bot's explorer style gets out than Easy, and what that wins.

Two measures with the luck of the dungeon taken out, which otherwise swamps a bot's skill
(a game's first explorer out wins about four games in five):

- alone: each style explores the same dungeons with the same dice; the Explorer turns until it
  leaves (a fraction for the cubes left in its last turn);
- paired seats: each game seed is played twice, the style in either seat against Easy. Easy
  against itself wins exactly half, so every point above 50% is the style's.

``companion lairs simulate --bots ismcts,heuristic`` is the issue's measure (seats rotate, but
each game has its own dungeons): ±5 points over 100 games.

Run from the repository root: ``python benchmarks/lairs_explorers.py [bot]`` (default: a
``HeuristicBot`` with the search bot's style; ``ismcts`` takes minutes).
"""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.bots import Bot
from companion.core.protocol import GameSetup
from companion.core.simulate import derived_seed, play_out
from companion.lairs import GAME
from companion.lairs.bots import THRIFTY, HeuristicBot
from companion.lairs.exploration import Exploration
from companion.lairs.generator import generate_dungeon
from companion.lairs.rollout import quick_view
from companion.lairs.rulesdata import default_rules_data
from companion.lairs.treasures import TreasureSupply

DUNGEONS = 600
GAME_SEEDS = 300
TURN_LIMIT = 30


def turns_to_leave(bot: HeuristicBot, seed: int) -> float:
    data = default_rules_data()
    rng = random.Random(seed)
    e = Exploration(generate_dungeon(seed), data, TreasureSupply.shuffled(data.treasures, rng),
                    rng)
    while not e.exited and e.turns < TURN_LIMIT:
        if not e.in_turn:
            e.begin_turn()
            continue
        e.apply(bot.choose_exploring(quick_view(e), e.legal_actions()))
    return e.turns + 1 - e.mat.spend_units / 6 if e.exited else TURN_LIMIT


def alone() -> None:
    easy = [turns_to_leave(HeuristicBot(0), 1000 + i) for i in range(DUNGEONS)]
    thrifty = [turns_to_leave(HeuristicBot(0, THRIFTY), 1000 + i) for i in range(DUNGEONS)]
    gains = [a - b for a, b in zip(easy, thrifty, strict=True)]
    print(f"alone, {DUNGEONS} dungeons: Easy leaves after {statistics.mean(easy):.2f} turns, "
          f"the search bot's style after {statistics.mean(thrifty):.2f} "
          f"({statistics.mean(gains):.2f} ± {statistics.stdev(gains) / DUNGEONS ** 0.5:.2f} "
          f"sooner)")


def paired(name: str, make: type[Bot] | None) -> None:
    points = 0.0
    for g in range(GAME_SEEDS):
        seed = derived_seed(5, g)
        for seat in (0, 1):
            state = GAME.start(GameSetup(2, seed))
            bots: list[Bot] = [HeuristicBot(1), HeuristicBot(1)]
            bots[seat] = make(seed) if make is not None else GAME.bot(name, seed)
            play_out(state, bots, GAME.turn_limit)
            winners = state.result().winners
            points += 1.0 if winners == {seat} else 0.5 if len(winners) != 1 else 0.0
    games = 2 * GAME_SEEDS
    print(f"paired seats, {games} games: {name} against Easy wins {points:g} "
          f"({100 * points / games:.1f}%)")


class Thrifty(HeuristicBot):
    name = "thrifty"

    def __init__(self, seed: int) -> None:
        super().__init__(seed, THRIFTY)


def main() -> None:
    alone()
    if len(sys.argv) > 1:
        paired(sys.argv[1], None)
    else:
        paired("thrifty", Thrifty)


if __name__ == "__main__":
    main()
