"""Random 4-player Scout self-play: our engine against myselph/scout-ai's Python engine.

Both engines play N whole games (four rounds, each seat dealing once) in one process, in
alternating blocks (so a busy machine slows both alike). Ours runs through ``play_out`` with a
``RandomBot`` per seat, exactly as ``scout_selfplay.py`` and ``companion scout simulate`` do. The
reference runs its own ``RandomPlayer`` (random flip, uniform among ``possible_moves()``) in the
loop of its ``evaluation.play_round``, at its default ``max_moves``. Prints rounds/s, decisions/s
and the ratio (issue 11: at least 5x the reference's rounds/s).

The reference is never part of this repository: it is imported at run time from a checkout you
make yourself::

    git clone https://github.com/myselph/scout-ai /tmp/scout-ai
    git -C /tmp/scout-ai checkout 97c3694   # the commit last measured
    python benchmarks/scout_compare.py --reference /tmp/scout-ai

Only ``scout_engine/{common,game_state,players}.py`` are loaded; they need the standard library
alone, but Python >= 3.12 (``type`` statements, ``typing.Self``): run this script under 3.12+
to give ``--reference`` (ours runs on 3.11 too). ``scout_engine/evaluation.py`` is not imported, as
it pulls in torch and pyparsing, and nor is the rest of its ``requirements.txt`` (numpy) needed.
Its engine and players draw from the global ``random`` module, seeded once per game here.

Usage: python benchmarks/scout_compare.py [--games N] [--blocks B] [--reference DIR]
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from side_by_side import Runner, alternate

from companion.core.bots import RandomBot
from companion.core.protocol import GameSetup
from companion.core.simulate import derived_seed, play_out
from companion.scout import GAME

PLAYERS = 4


def load_reference(checkout: Path) -> tuple[ModuleType, ModuleType]:
    """``scout_engine.game_state`` and ``scout_engine.players`` of the checkout."""
    if not (checkout / "scout_engine" / "game_state.py").is_file():
        sys.exit(f"{checkout / 'scout_engine' / 'game_state.py'} not found (see --help)")
    sys.path.insert(0, str(checkout))
    return (importlib.import_module("scout_engine.game_state"),
            importlib.import_module("scout_engine.players"))


def ours(first: int, games: int) -> tuple[float, int, int]:
    """Seconds, rounds and decisions for games ``first`` .. ``first + games - 1``."""
    rounds = decisions = 0
    started = time.perf_counter()
    for g in range(first, first + games):
        seed = derived_seed(1, g)
        state = GAME.start(GameSetup(PLAYERS, seed))
        play_out(state, [RandomBot(derived_seed(seed, s)) for s in range(PLAYERS)],
                 GAME.turn_limit)
        rounds += len(state.round_scores)
        decisions += state.turn
    return time.perf_counter() - started, rounds, decisions


def reference(engine: tuple[ModuleType, ModuleType], first: int,
              games: int) -> tuple[float, int, int]:
    """The same number of games on the reference engine, as its ``play_game`` plays them."""
    game_state, players = engine
    rounds = decisions = 0
    started = time.perf_counter()
    for g in range(first, first + games):
        random.seed(g)
        seats = [players.RandomPlayer() for _ in range(PLAYERS)]
        for dealer in range(PLAYERS):
            state = game_state.GameState(PLAYERS, dealer)
            state.maybe_flip_hand([p.flip_hand for p in seats])
            while not state.is_finished():
                state.move(seats[state.current_player].select_move(state.info_state()))
                decisions += 1
            rounds += 1
    return time.perf_counter() - started, rounds, decisions


def report(name: str, seconds: float, rounds: int, decisions: int) -> float:
    rate = rounds / seconds
    print(f"{name:>10}: {rate:8,.0f} rounds/s  {decisions / seconds:9,.0f} decisions/s  "
          f"({decisions / rounds:.1f} decisions/round)")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--games", type=int, default=100, help="games per engine (4 rounds each)")
    parser.add_argument("--blocks", type=int, default=10, help="alternating blocks")
    parser.add_argument("--reference", type=Path, help="checkout of myselph/scout-ai")
    args = parser.parse_args()
    engine = load_reference(args.reference) if args.reference else None
    per_block = max(1, args.games // args.blocks)
    runners: dict[str, Runner] = {"ours": ours}
    if engine is not None:
        runners["reference"] = lambda first, count: reference(engine, first, count)
    totals = alternate(runners, args.blocks, per_block)
    print(f"scout, {PLAYERS} players, random self-play, {per_block * args.blocks:,} games "
          f"per engine in {args.blocks} alternating blocks")
    ours_rate = report("ours", totals["ours"][0], int(totals["ours"][1]), int(totals["ours"][2]))
    if engine is None:
        print(" reference: not given (--reference DIR, a checkout of myselph/scout-ai; --help)")
        return
    ref = totals["reference"]
    ref_rate = report("reference", ref[0], int(ref[1]), int(ref[2]))
    print(f"     ratio: {ours_rate / ref_rate:.2f}x the reference's rounds/s (goal: >= 5x)")


if __name__ == "__main__":
    main()
