"""Decision time of the shared search bot (``ismcts``) at the app's levels, by game and table.

The bot plays against heuristic bots; every decision it takes with a real choice is timed
(mean, 95th percentile, and the iterations the time budget bought). The app's Normal level is
``ismcts:0.25s`` and Hard ``ismcts:1s``; the target is at most 0.5 s per decision at p95 for the
default (Normal) level.

Usage: python benchmarks/search_bot.py [GAMES] [BOT]     (default: 2 games, ismcts:0.25s)
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core import registry
from companion.core.ismcts import ISMCTSBot
from companion.core.protocol import GameSetup

TABLES = [("coup", 2, frozenset()), ("coup", 4, frozenset()),
          ("coup", 6, frozenset({"inquisitor", "reformation"})), ("lairs", 2, frozenset()),
          ("scout", 4, frozenset()), ("intrige", 4, frozenset())]


def decisions(game: str, players: int, variants: frozenset[str], games: int,
              bot_name: str) -> tuple[list[float], list[int]]:
    spec = registry.get(game)
    times: list[float] = []
    iterations: list[int] = []
    for g in range(games):
        state = spec.start(GameSetup(players, g, variants))
        bots = [spec.bot(bot_name if seat == g % players else "heuristic", g * 16 + seat)
                for seat in range(players)]
        while not state.is_over() and state.turn < (spec.turn_limit or 1000):
            seat = state.to_move
            assert seat is not None
            legal = state.legal_actions()
            view = state.view(seat)
            bot = bots[seat]
            started = time.perf_counter()
            action = bot.choose(view, legal)
            if isinstance(bot, ISMCTSBot) and len(legal) > 1 and bot.last_iterations:
                times.append(time.perf_counter() - started)
                iterations.append(bot.last_iterations)
            state.apply(action)
    return times, iterations


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    bot_name = sys.argv[2] if len(sys.argv) > 2 else "ismcts:0.25s"
    for game, players, variants in TABLES:
        times, iterations = decisions(game, players, variants, games, bot_name)
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        label = ", ".join(sorted(variants)) or "base game"
        print(f"{game} {players} players ({label}), {bot_name}: "
              f"{statistics.mean(times) * 1000:5.0f} ms mean, {p95 * 1000:5.0f} ms p95, "
              f"{statistics.mean(iterations):6.0f} iterations mean, over {len(times)} decisions")


if __name__ == "__main__":
    main()
