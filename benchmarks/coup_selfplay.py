"""Random self-play speed of the Coup engine (base game): prints games per second.

Runs the real engine through the generic core runner (``play_out``), the same path as
``companion coup simulate --bots random``.  Usage: python benchmarks/coup_selfplay.py [GAMES] [P]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.bots import RandomBot
from companion.core.protocol import GameSetup
from companion.core.simulate import SimulationRequest, play_out, simulate
from companion.coup import GAME


def run(games: int, players: int, variants: frozenset[str] = frozenset()) -> tuple[float, float]:
    decisions = 0
    started = time.perf_counter()
    for g in range(games):
        state = GAME.start(GameSetup(players, g, variants))
        bots = [RandomBot(g * 16 + seat) for seat in range(players)]
        play_out(state, bots, GAME.turn_limit)
        decisions += len(state.history)
    seconds = time.perf_counter() - started
    return games / seconds, decisions / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    best = 0.0
    for _ in range(3):  # best of three: the machine is shared
        rate, per_game = run(games, players)
        best = max(best, rate)
    print(f"coup base game, {players} players, random self-play: {best:,.0f} games/s "
          f"({per_game:.1f} decisions/game, best of 3 x {games} games)")
    summary = simulate(SimulationRequest(GAME, games // 2, players, 0, ["random"]))
    print(f"  companion coup simulate --bots random: {summary['games_per_second']:,.0f} games/s")
    for variant in ("inquisitor", "reformation"):
        rate, per_game = run(games // 4, players, frozenset({variant}))
        print(f"  with {variant}: {rate:,.0f} games/s ({per_game:.1f} decisions/game)")


if __name__ == "__main__":
    main()
