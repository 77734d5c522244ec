"""Random 4-player Scout self-play: rounds and games a second.

Every seat is a ``RandomBot`` (uniform among the legal actions) and the game runs through
``play_out`` exactly as ``companion scout simulate`` does. For scale: myselph/scout-ai's Python
engine plays 35–55 random rounds a second (its README); issue 11 asks for at least five times that.

Usage: python benchmarks/scout_selfplay.py [--games N] [--players P] [--seed S]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.bots import RandomBot
from companion.core.protocol import GameSetup
from companion.core.simulate import derived_seed, play_out
from companion.scout import GAME


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rounds = decisions = unfinished = 0
    started = time.perf_counter()
    for g in range(args.games):
        seed = derived_seed(args.seed, g)
        state = GAME.start(GameSetup(args.players, seed))
        seats = [RandomBot(derived_seed(seed, s)) for s in range(args.players)]
        unfinished += not play_out(state, seats, GAME.turn_limit)
        rounds += len(state.round_scores)
        decisions += state.turn
    seconds = time.perf_counter() - started
    print(f"{args.games} games of {args.players}-player Scout ({unfinished} cut at the turn "
          f"limit) in {seconds:.2f} s: {rounds / seconds:.0f} rounds/s, "
          f"{args.games / seconds:.1f} games/s, {decisions / seconds:.0f} decisions/s")


if __name__ == "__main__":
    main()
