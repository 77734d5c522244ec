"""Random 4-player Coup self-play: our engine against octachrome/rlcard's Python Coup engine.

Both engines play N games in one process, in alternating blocks (so a busy machine slows both
alike), driven by the same ``RandomBot`` per seat: uniform among the legal actions. Ours runs
through ``play_out`` exactly as ``coup_selfplay.py`` and ``companion coup simulate`` do (history
kept, so positions, views and records stay available on demand). Prints games/s, decisions/s and
the ratio.

The reference is never part of this repository: it is imported at run time from a checkout you
make yourself, at the last commit that still has the rules inside rlcard (later commits moved
them to the separate ``coupml`` package)::

    git clone https://github.com/octachrome/rlcard /tmp/octachrome-rlcard
    git -C /tmp/octachrome-rlcard checkout cefac81   # on branch coup-game-orig
    python benchmarks/coup_engine_compare.py --reference /tmp/octachrome-rlcard

Only ``rlcard/games/coup/{coup,dealer,player,constants,utils}.py`` are loaded, as a package of
their own, so rlcard's ``__init__`` (which pulls in numpy and the RL environments) never runs and
no extra package is needed. Its engine takes its ``numpy.random.RandomState`` as an argument and
calls only ``shuffle(list)`` and ``choice(n)``; a stdlib ``random.Random`` stands in for it.

Usage: python benchmarks/coup_engine_compare.py [--games N] [--blocks B] [--reference DIR]
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from side_by_side import Runner, alternate

from companion.core.bots import RandomBot
from companion.core.protocol import GameSetup
from companion.core.simulate import play_out
from companion.coup import GAME

PLAYERS = 4
REFERENCE_PACKAGE = "_reference_rlcard_coup"


class StdlibRandomState:
    """The two ``numpy.random.RandomState`` methods the reference engine calls."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self.shuffle = self._rng.shuffle

    def choice(self, n: int) -> int:
        return self._rng.randrange(n)


def load_reference(checkout: Path) -> ModuleType:
    """``rlcard/games/coup/coup.py`` of the checkout, imported without the rest of rlcard."""
    folder = checkout / "rlcard" / "games" / "coup"
    if not (folder / "coup.py").is_file():
        sys.exit(f"{folder / 'coup.py'} not found: check out commit cefac81 (see --help)")
    spec = importlib.util.spec_from_file_location(
        REFERENCE_PACKAGE, folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[REFERENCE_PACKAGE] = package
    spec.loader.exec_module(package)
    return importlib.import_module(f"{REFERENCE_PACKAGE}.coup")


def ours(first: int, games: int) -> tuple[float, int]:
    """Seconds and decisions for games ``first`` .. ``first + games - 1`` on our engine."""
    decisions = 0
    started = time.perf_counter()
    for g in range(first, first + games):
        state = GAME.start(GameSetup(PLAYERS, g))
        bots = [RandomBot(g * 16 + seat) for seat in range(PLAYERS)]
        play_out(state, bots, GAME.turn_limit)
        decisions += len(state.history)
    return time.perf_counter() - started, decisions


def reference(engine: Any, first: int, games: int) -> tuple[float, int]:
    """The same games on the reference engine: same bots, same loop as ``play_out``."""
    decisions = 0
    started = time.perf_counter()
    for g in range(first, first + games):
        game = engine.Coup(PLAYERS, StdlibRandomState(g))
        game.init_game()
        bots = [RandomBot(g * 16 + seat) for seat in range(PLAYERS)]
        while not game.is_game_over():
            legal = game.get_legal_actions()
            game.play_action(bots[game.player_to_act()].choose(None, legal))
            decisions += 1
    return time.perf_counter() - started, decisions


def report(name: str, games: int, seconds: float, decisions: int) -> float:
    rate = games / seconds
    print(f"{name:>10}: {rate:8,.0f} games/s  {decisions / seconds:9,.0f} decisions/s  "
          f"({decisions / games:.1f} decisions/game)")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20000, help="games per engine")
    parser.add_argument("--blocks", type=int, default=10, help="alternating blocks")
    parser.add_argument("--reference", type=Path, help="checkout of octachrome/rlcard")
    args = parser.parse_args()
    engine = load_reference(args.reference) if args.reference else None
    per_block = max(1, args.games // args.blocks)
    games = per_block * args.blocks
    runners: dict[str, Runner] = {"ours": ours}
    if engine is not None:
        runners["reference"] = lambda first, count: reference(engine, first, count)
    totals = alternate(runners, args.blocks, per_block)
    print(f"coup, {PLAYERS} players, random self-play, {games:,} games per engine "
          f"in {args.blocks} alternating blocks")
    ours_rate = report("ours", games, totals["ours"][0], int(totals["ours"][1]))
    if engine is None:
        print(" reference: not given (--reference DIR, a checkout of octachrome/rlcard; --help)")
        return
    ref_rate = report("reference", games, totals["reference"][0], int(totals["reference"][1]))
    print(f"     ratio: {ours_rate / ref_rate:.2f}x the reference's games/s (goal: >= 2x)")


if __name__ == "__main__":
    main()
