"""Do the search's overrides of its own policy pay? Each one judged from the true position.

A search level with a game's ``default`` policy (Lairs, Scout, Intrige) plays that policy's
move unless its paired test finds another clearly better in sampled worlds. Whether the
search adds anything over its policy is, at the level of whole games, a difference of a
point or two, which takes thousands of games to see. This asks the sharper question, one
override at a time: the level plays games against Easy; wherever it plays another move than
its policy's, the real position (the true dungeon or hands, which the bot never saw) is
played on from both moves, ``--playouts`` times with the same dice and the same seeds for
each pair, the searching seat playing its policy from there and the others Easy. The
override's gain is the difference in the searching seat's share of the wins.

Printed: how many overrides a game, their mean gain with a 95% interval, and the same by
the paired test's z (how sure the search was). Seeds 7,000 on by default: a tuning block,
not the measuring one (benchmarks/strength.py).

Usage: python benchmarks/overrides.py --game lairs [--level Hard] [--games 60]
       [--playouts 30] [--first-seed 7000] [--processes K]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.strength import Z95
from companion.core import registry
from companion.core.ismcts import ISMCTSBot
from companion.core.protocol import GameSetup, GameSpec, GameState
from companion.core.simulate import derived_seed, play_out

Z_BANDS = ((1.5, 2.0), (2.0, 2.5), (2.5, math.inf))  # the search overrides from z = 1.5


class PolicyBot:
    """The search's default policy as a player (what the searching seat plays on with)."""

    wants_view: ClassVar[bool] = True

    def __init__(self, spec: GameSpec) -> None:
        assert spec.search is not None and spec.search.default is not None
        self.default = spec.search.default

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return self.default(view, legal)


def _share(state: GameState, seat: int) -> float:
    winners = state.result().winners
    return 1 / len(winners) if seat in winners else 0.0


def _played_on(spec: GameSpec, position: GameState, action: Any, seat: int, easy: str,
               playout: int) -> float:
    state = position.clone()
    state.rng.seed(derived_seed(7, playout))  # the same dice for both moves of a pair
    state.apply(action)
    seats: list[Any] = [PolicyBot(spec) if other == seat
                        else spec.bot(easy, derived_seed(8, playout, other))
                        for other in range(state.num_players)]
    play_out(state, seats, spec.turn_limit)
    return _share(state, seat)


def one_game(table: tuple[str, int, str, int, int], number: int
             ) -> list[tuple[float, float]]:
    """Every override of game ``number``: (the paired test's z, the override's gain)."""
    game, players, level, first, playouts = table
    spec = registry.get(game)
    seed = first + number
    state = spec.start(GameSetup(players, derived_seed(seed)))
    seat = number % players
    easy = spec.levels[0].bot
    bots: list[Any] = [spec.bot(level if other == seat else easy, derived_seed(seed, other))
                       for other in range(players)]
    searcher = bots[seat]
    assert isinstance(searcher, ISMCTSBot)
    found = []
    while not state.is_over() and state.turn < (spec.turn_limit or 10_000):
        mover = state.to_move
        assert mover is not None
        bot = bots[mover]
        before = state.clone() if mover == seat else None
        action = bot.choose(state.view(mover) if bot.wants_view else None,
                            state.legal_actions())
        verdict = searcher.last_verdict if mover == seat else None
        if before is not None and verdict is not None and verdict.z is not None:
            gain = statistics.fmean(
                _played_on(spec, before, verdict.played, seat, easy, p)
                - _played_on(spec, before, verdict.default, seat, easy, p)
                for p in range(playouts))
            found.append((verdict.z, gain))
        state.apply(action)
    return found


def _mean(values: Sequence[float]) -> str:
    if len(values) < 2:
        return f"{len(values)} override{'' if len(values) == 1 else 's'}"
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return (f"{len(values)} overrides, gain {100 * statistics.fmean(values):+5.1f} "
            f"± {100 * half:4.1f} points")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True,
                        choices=[spec.name for spec in registry.games()
                                 if spec.search is not None and spec.search.default is not None])
    parser.add_argument("--level", default="Hard", help="the searching level (default Hard)")
    parser.add_argument("--players", type=int, help="table size (default: the game's)")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--playouts", type=int, default=30,
                        help="pairs of playouts judging each override")
    parser.add_argument("--first-seed", type=int, default=7000)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    spec = registry.get(args.game)
    level = next((lv for lv in spec.levels if lv.label == args.level), None)
    if level is None or not level.bot.startswith("ismcts"):
        parser.error(f"{args.game} has no searching level {args.level!r}")
    if min(args.games, args.playouts, args.processes) < 1:
        parser.error("--games, --playouts and --processes must be at least 1")
    players = args.players or spec.default_players
    table = (args.game, players, level.bot, args.first_seed, args.playouts)
    with ProcessPoolExecutor(args.processes) as pool:
        found = [row for rows in pool.map(one_game, [table] * args.games, range(args.games))
                 for row in rows]
    print(f"{args.game} {players}p {level.label} ({level.bot}) against Easy, {args.games} games "
          f"from seed {args.first_seed}: {len(found) / args.games:.1f} overrides a game")
    print(f"  all: {_mean([gain for _, gain in found])}")
    for low, high in Z_BANDS:
        band = f"z {low}–{high}" if high < math.inf else f"z ≥ {low}"
        print(f"  {band}: {_mean([gain for z, gain in found if low <= z < high])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
