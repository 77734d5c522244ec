"""Speed of full Lairs games: games and decisions per second, heuristic and random bots.

Run from the repository root: ``python benchmarks/lairs_play.py``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.bots import RandomBot
from companion.core.protocol import GameSetup
from companion.core.simulate import play_out
from companion.lairs import GAME
from companion.lairs.bots import HeuristicBot
from companion.lairs.difficulty import difficulty
from companion.lairs.generator import generate_dungeon


class Counting:
    """Wraps a bot to count its decisions."""

    def __init__(self, bot: HeuristicBot | RandomBot) -> None:
        self.bot, self.name, self.wants_view, self.decisions = bot, bot.name, bot.wants_view, 0

    def choose(self, view: object, legal: list) -> object:
        self.decisions += 1
        return self.bot.choose(view, legal)


def run(kind: type, games: int) -> None:
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        state = GAME.start(GameSetup(2, seed))
        seats = [Counting(kind(seed)), Counting(kind(seed + 1))]
        play_out(state, seats, GAME.turn_limit)
        decisions += sum(s.decisions for s in seats)
    seconds = time.perf_counter() - start
    print(f"{kind.name:>9}: {games / seconds:6.1f} games/s, {decisions / seconds:8,.0f} "
          f"decisions/s ({decisions / games:.0f} decisions per game)")


def main() -> None:
    run(HeuristicBot, 100)
    run(RandomBot, 100)
    start = time.perf_counter()
    report = difficulty(generate_dungeon(1), 40)
    print(f"difficulty report: {len(report.runs)} explorations (40 per profile) in "
          f"{time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main()
