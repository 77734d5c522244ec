"""Intrige's engine speed and bot strength: random self-play games per second, then the
heuristic against three random bots (the issue's target: at least 60% of wins).

Usage: python benchmarks/intrige_selfplay.py [GAMES]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.simulate import SimulationRequest, simulate
from companion.intrige import GAME


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    started = time.perf_counter()
    simulate(SimulationRequest(GAME, games, 4, 0, ["random"]))
    rate = games / (time.perf_counter() - started)
    print(f"intrige, 4 players, random self-play: {rate:,.0f} games/s")
    wins = simulate(SimulationRequest(GAME, games, 4, 1,
                                      ["heuristic", "random", "random", "random"]))["wins"]
    print(f"heuristic against three random bots: {wins['0'] / games:.0%} of {games} games")


if __name__ == "__main__":
    main()
