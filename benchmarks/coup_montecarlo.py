"""Decision time of the Coup Monte Carlo bot, by table size (mean and 90th percentile, ms).

The bot plays against heuristic bots; every decision it takes with a real choice is timed.
Usage: python benchmarks/coup_montecarlo.py [GAMES]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.protocol import GameSetup
from companion.coup import GAME

TABLES = [(2, frozenset()), (4, frozenset()), (6, frozenset({"inquisitor", "reformation"})),
          (10, frozenset({"reformation"}))]


def decision_times(players: int, variants: frozenset[str], games: int) -> list[float]:
    times = []
    for g in range(games):
        state = GAME.start(GameSetup(players, g, variants))
        bots = [GAME.bots["montecarlo" if seat == 0 else "heuristic"](g * 16 + seat)
                for seat in range(players)]
        while not state.is_over() and state.turn < (GAME.turn_limit or 1000):
            seat = state.to_move
            assert seat is not None
            legal = state.legal_actions()
            view = state.view(seat)
            started = time.perf_counter()
            action = bots[seat].choose(view, legal)
            if seat == 0 and len(legal) > 1:
                times.append((time.perf_counter() - started) * 1000)
            state.apply(action)
    return times


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for players, variants in TABLES:
        times = sorted(decision_times(players, variants, games))
        p90 = times[int(0.9 * (len(times) - 1))]
        label = ", ".join(sorted(variants)) or "base game"
        print(f"{players:2} players ({label}): {statistics.mean(times):5.1f} ms mean, "
              f"{p90:5.1f} ms p90 over {len(times)} decisions")


if __name__ == "__main__":
    main()
