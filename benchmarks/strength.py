"""How strong each bot level is, measured honestly: every level against the level below and
against Easy, for every game, on seeds set aside for measuring (never used while tuning), with
a 95% interval on every share.

A table seats one entrant of the stronger level among the weaker (heads-up in a 2-player game),
and the seats rotate from game to game, so that every entrant plays every seat equally. A game
won by several players gives each of them an equal share of it, so the shares of a table add up
to the number of games. The interval is Wilson's score interval; ``--games`` sets how many games
a pairing plays (about 500 reach ±4 points where a share is near a third; the default is that).

The measuring seeds are the block 900,000–999,999 (a pairing's games take consecutive seeds
from 900,000): no tuning run of this project used them (the README's tuning seeds are below
1,000).

Usage: python benchmarks/strength.py [--game coup|scout|intrige|lairs ...] [--games N]
       [--players P] [--strong LEVEL ...] [--processes K] [--json]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from companion.core import registry
from companion.core.protocol import GameSetup, GameSpec, Level
from companion.core.simulate import derived_seed, play_out

FIRST_SEED = 900_000
Z95 = 1.959964
TABLE_PLAYERS = {"coup": (4, 2), "scout": (4,), "intrige": (4,), "lairs": (2,)}


@dataclass(frozen=True)
class Pairing:
    game: str
    players: int
    strong: Level
    weak: Level


@dataclass
class Outcome:
    game: str
    players: int
    strong: str
    weak: str
    games: int
    share: float  # of the games, the stronger entrant's share of the wins
    low: float
    high: float
    parity: float
    seconds: float


def wilson(share: float, games: int) -> tuple[float, float]:
    """The 95% score interval of a share observed in ``games`` games."""
    if games == 0:
        return 0.0, 1.0
    rate = share / games
    centre = rate + Z95 ** 2 / (2 * games)
    spread = Z95 * math.sqrt(rate * (1 - rate) / games + Z95 ** 2 / (4 * games ** 2))
    bottom = 1 + Z95 ** 2 / games
    return max(0.0, (centre - spread) / bottom), min(1.0, (centre + spread) / bottom)


def pairings(spec: GameSpec, players: Sequence[int]) -> list[Pairing]:
    """Each level against the one below, and each level above Easy against Easy."""
    levels = list(spec.levels)
    found = []
    for count in players:
        for index in range(1, len(levels)):
            found.append(Pairing(spec.name, count, levels[index], levels[index - 1]))
            if index > 1:
                found.append(Pairing(spec.name, count, levels[index], levels[0]))
    return found


def one_game(table: tuple[str, int, str, str], number: int) -> float:
    """The stronger entrant's share of game ``number`` at ``table`` (game, players, the
    stronger bot, the weaker one); the stronger seat rotates with the number."""
    game, players, strong, weak = table
    spec = registry.get(game)
    seed = FIRST_SEED + number
    state = spec.start(GameSetup(players, derived_seed(seed)))
    strong_seat = number % players
    seats = [spec.bot(strong if seat == strong_seat else weak, derived_seed(seed, seat))
             for seat in range(players)]
    if not play_out(state, seats, spec.turn_limit):
        return 0.0  # stopped at the turn limit: nobody's win
    winners = state.result().winners
    return 1 / len(winners) if strong_seat in winners else 0.0


def measure(pairing: Pairing, games: int, pool: ProcessPoolExecutor) -> Outcome:
    started = time.perf_counter()
    table = (pairing.game, pairing.players, pairing.strong.bot, pairing.weak.bot)
    share = sum(pool.map(one_game, [table] * games, range(games)))
    low, high = wilson(share, games)
    return Outcome(pairing.game, pairing.players, pairing.strong.label, pairing.weak.label,
                   games, share / games, low, high, 1 / pairing.players,
                   time.perf_counter() - started)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(TABLE_PLAYERS),
                        help="measure this game (again for more; default: all four)")
    parser.add_argument("--games", type=int, default=500, help="games a pairing plays")
    parser.add_argument("--players", type=int, action="append",
                        help="table size (default: 4 and 2 for Coup, 4 for Scout and Intrige)")
    parser.add_argument("--strong", action="append", metavar="LEVEL",
                        help="only the pairings of this stronger level (Normal, Hard; again for "
                             "more; default: every level)")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if args.games < 1 or args.processes < 1:
        parser.error("--games and --processes must be at least 1")
    outcomes = []
    with ProcessPoolExecutor(args.processes) as pool:
        for game in args.game or sorted(TABLE_PLAYERS):
            spec = registry.get(game)
            for pairing in pairings(spec, args.players or TABLE_PLAYERS[game]):
                if args.strong and pairing.strong.label not in args.strong:
                    continue
                outcome = measure(pairing, args.games, pool)
                outcomes.append(outcome)
                if not args.json:
                    print(f"{game:8} {outcome.players}p  {outcome.strong:6} vs {outcome.weak:6}"
                          f"  {100 * outcome.share:5.1f}%  [{100 * outcome.low:4.1f}–"
                          f"{100 * outcome.high:4.1f}]  parity {100 * outcome.parity:4.1f}%"
                          f"  ({outcome.games} games, {outcome.seconds:.0f} s)", flush=True)
    if args.json:
        print(json.dumps([asdict(outcome) for outcome in outcomes], indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
