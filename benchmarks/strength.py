"""How strong each bot level is, measured honestly: every level against the level below and
against Easy, for every game, on seeds set aside for measuring (never used while tuning), with
a 95% interval on every share.

A table seats one entrant of the stronger level among the weaker (heads-up in a 2-player game),
and the seats rotate from game to game, so that every entrant plays every seat equally. Every
game with a search bot also seats its rollout policy (``Rollout``: what the search plays out its
sampled worlds with, as a player of its own) against Easy on the very same seeds and seats; a
search level's *gain* is its share against Easy less the policy's, game by game (a paired
difference, with a 95% normal interval), so what the search itself adds is told apart from what
the policy already wins. A game
won by several players gives each of them an equal share of it, so the shares of a table add up
to the number of games. The interval is Wilson's score interval; ``--games`` sets how many games
a pairing plays (about 500 reach ±4 points where a share is near a third; the default is that).

The measuring seeds are the block 900,000–999,999 (a pairing's games take consecutive seeds
from 900,000): no tuning run of this project used them (the README's tuning seeds are below
1,000).

Each searching entrant's mean iterations per searched decision is printed too: a level is a
time budget, so a busy machine plays a weaker level, and the figure says how much weaker.

A pairing of the Hard level takes hours on a small machine, so ``--record FILE`` keeps every
game's result as it is played (a JSON file, rewritten whole after every few games): run again
with the same file and a pairing goes on from the games it already has, up to ``--games``. A
record is kept per pairing, the bots as the levels name them, the first seed and a fingerprint
of the code that plays the game (its package and the shared core), so games played by other
code are never mixed in: a pairing starts afresh after any change to them.

Usage: python benchmarks/strength.py [--game coup|scout|intrige|lairs ...] [--games N]
       [--players P] [--strong LEVEL ...] [--weak LEVEL ...] [--processes K] [--json]
       [--record FILE]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from typing import Any

from filelock import FileLock

import companion
from companion.core import registry
from companion.core.bots import Bot
from companion.core.errors import CompanionError
from companion.core.files import write_text_atomic
from companion.core.ismcts import RolloutPolicyBot
from companion.core.protocol import GameSetup, GameSpec, Level
from companion.core.simulate import derived_seed, play_out

FIRST_SEED = 900_000
RECORD_VERSION = 1
SAVE_EVERY = 10  # games per process between two saves of a record
Z95 = 1.959964
TABLE_PLAYERS = {"coup": (4, 2), "scout": (4,), "intrige": (4,), "lairs": (2,)}
# Issue #28's targets: the lower end of its interval a pairing's share must reach (Intrige's
# "keeps its margin" is the 35% the README's earlier table asked of it). Hard must beat
# Normal in every game: its lower end above parity.
TARGETS: dict[tuple[str, int, str, str], float] = {
    ("scout", 4, "Normal", "Easy"): 0.32, ("scout", 4, "Hard", "Easy"): 0.36,
    ("coup", 4, "Normal", "Easy"): 0.33, ("coup", 2, "Normal", "Easy"): 0.65,
    ("intrige", 4, "Normal", "Easy"): 0.35,
}
# Not a level of the app: the search's rollout policy as a player (the baseline of its gain).
ROLLOUT = Level("Rollout", "rollout", "the search's rollout policy, playing on one sampled world")


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
    iterations: float | None  # the stronger entrant's mean per searched decision (None: no search)
    per_game: list[float]  # the stronger entrant's share of each game, by game number


@dataclass
class Gain:
    """A search level's share against Easy less its rollout policy's, on the same games."""

    game: str
    players: int
    level: str
    games: int
    gain: float
    low: float
    high: float


def verdict(outcome: Outcome) -> str:
    """Whether the pairing reaches its target ("" where it has none)."""
    target = TARGETS.get((outcome.game, outcome.players, outcome.strong, outcome.weak))
    if target is not None:
        met = "met" if outcome.low >= target else "not met"
        return f"  target {100 * target:.0f}% at the lower end: {met}"
    if (outcome.strong, outcome.weak) == ("Hard", "Normal"):
        return f"  above parity: {'met' if outcome.low > outcome.parity else 'not met'}"
    return ""


def wilson(share: float, games: int) -> tuple[float, float]:
    """The 95% score interval of a share observed in ``games`` games."""
    if games == 0:
        return 0.0, 1.0
    rate = share / games
    centre = rate + Z95 ** 2 / (2 * games)
    spread = Z95 * math.sqrt(rate * (1 - rate) / games + Z95 ** 2 / (4 * games ** 2))
    bottom = 1 + Z95 ** 2 / games
    return max(0.0, (centre - spread) / bottom), min(1.0, (centre + spread) / bottom)


def paired(differences: Sequence[float]) -> tuple[float, float, float]:
    """The mean of paired differences and its 95% normal interval."""
    n = len(differences)
    mean = sum(differences) / n
    if n < 2:
        return mean, -1.0, 1.0
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    spread = Z95 * math.sqrt(variance / n)
    return mean, mean - spread, mean + spread


def pairings(spec: GameSpec, players: Sequence[int]) -> list[Pairing]:
    """Each level against the one below, and each level above Easy against Easy; with a search
    bot, its rollout policy against Easy too (the baseline of the search's gain)."""
    levels = list(spec.levels)
    found = []
    for count in players:
        if spec.search is not None:
            found.append(Pairing(spec.name, count, ROLLOUT, levels[0]))
        for index in range(1, len(levels)):
            found.append(Pairing(spec.name, count, levels[index], levels[index - 1]))
            if index > 1:
                found.append(Pairing(spec.name, count, levels[index], levels[0]))
    return found


def chosen(found: list[Pairing], strong: Sequence[str] | None, weak: Sequence[str] | None,
           easy: Level) -> list[Pairing]:
    """The pairings of the named stronger and weaker levels, with the rollout baseline at every
    table where a level is measured against Easy (its gain needs it)."""
    if not strong and not weak:
        return found
    kept = [p for p in found if (p.strong.label in strong if strong else p.strong is not ROLLOUT)
            and (not weak or p.weak.label in weak)]
    tables = {p.players for p in kept if p.weak == easy}
    return [p for p in found if p in kept or (p.strong is ROLLOUT and p.players in tables)]


class _Counted:
    """A bot that tells how much it searched: decisions searched and iterations spent."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.wants_view = bot.wants_view
        self.searched = 0
        self.iterations = 0

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        action = self.bot.choose(view, legal)
        spent = getattr(self.bot, "last_iterations", 0)
        if spent:
            self.searched += 1
            self.iterations += spent
        return action


def make_bot(spec: GameSpec, name: str, seed: int) -> Bot:
    if name == ROLLOUT.bot:
        return RolloutPolicyBot(seed, spec)
    return spec.bot(name, seed)


def one_game(table: tuple[str, int, str, str, int], number: int) -> tuple[float, int, int]:
    """The stronger entrant's share of game ``number`` at ``table`` (game, players, the
    stronger bot, the weaker one), with the decisions it searched and the iterations spent; the
    stronger seat rotates with the number."""
    game, players, strong, weak, first = table
    spec = registry.get(game)
    seed = first + number
    state = spec.start(GameSetup(players, derived_seed(seed)))
    strong_seat = number % players
    seats: list[Any] = [make_bot(spec, strong if seat == strong_seat else weak,
                                 derived_seed(seed, seat)) for seat in range(players)]
    counted = seats[strong_seat] = _Counted(seats[strong_seat])
    finished = play_out(state, seats, spec.turn_limit)
    winners = state.result().winners if finished else frozenset()  # a cut game: nobody's win
    share = 1 / len(winners) if strong_seat in winners else 0.0
    return share, counted.searched, counted.iterations


class Record:
    """Every game played so far, per pairing (``--record``); ``None`` keeps nothing. Several
    runs may share one record: each keeps its own pairings, under the file's lock."""

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.pairings = self._read()

    def _read(self) -> dict[str, dict[str, Any]]:
        if self.path is None or not os.path.exists(self.path):
            return {}
        try:
            with open(self.path, encoding="utf-8") as handle:
                document = json.load(handle)
        except (OSError, ValueError) as error:
            raise CompanionError(f"cannot read the record {self.path}: {error}") from error
        if not isinstance(document, dict) or document.get("version") != RECORD_VERSION:
            raise CompanionError(f"{self.path} is not a strength record of version "
                                 f"{RECORD_VERSION}")
        return document["pairings"]

    @staticmethod
    def key(pairing: Pairing, first: int) -> str:
        return (f"{pairing.game}/{pairing.players}p/{pairing.strong.label}={pairing.strong.bot}"
                f"/{pairing.weak.label}={pairing.weak.bot}/{first}/{code_fingerprint(pairing.game)}")

    def played(self, key: str) -> tuple[list[tuple[float, int, int]], float]:
        entry = self.pairings.get(key, {})
        return [tuple(game) for game in entry.get("games", [])], entry.get("seconds", 0.0)

    def keep(self, key: str, played: list[tuple[float, int, int]], seconds: float) -> None:
        if self.path is None:
            return
        with FileLock(self.path + ".lock"):
            self.pairings = self._read()  # what other runs kept meanwhile
            self.pairings[key] = {"games": [list(game) for game in played], "seconds": seconds}
            write_text_atomic(self.path, _record_text(self.pairings))


def _record_text(pairings: dict[str, dict[str, Any]]) -> str:
    """The record as JSON with one game a line: a quarter of the size indented JSON takes, and
    a run's new games read as new lines in a diff."""
    entries = []
    for key, entry in sorted(pairings.items()):
        games = ",\n      ".join(json.dumps(game) for game in entry["games"])
        entries.append(f"    {json.dumps(key)}: {{\"seconds\": {json.dumps(entry['seconds'])}, "
                       f"\"games\": [\n      {games}]}}")
    return (f"{{\"version\": {RECORD_VERSION}, \"pairings\": {{\n" + ",\n".join(entries)
            + "}}\n")


@cache
def code_fingerprint(game: str) -> str:
    """A digest of the code that plays ``game``: its package and the shared core."""
    root = Path(companion.__file__).parent
    digest = hashlib.sha256()
    for path in sorted([*(root / game).rglob("*.py"), *(root / "core").rglob("*.py")]):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def measure(pairing: Pairing, games: int, pool: ProcessPoolExecutor | None, record: Record,
            first: int = FIRST_SEED, chunk: int = SAVE_EVERY) -> Outcome | None:
    """The pairing's figures over ``games`` games, played on from what the record holds
    (``pool`` None: only what it holds; None where it holds nothing)."""
    key = record.key(pairing, first)
    played, seconds = record.played(key)
    played = played[:games]
    if pool is None and not played:
        return None
    games = games if pool is not None else len(played)
    table = (pairing.game, pairing.players, pairing.strong.bot, pairing.weak.bot, first)
    while len(played) < games:
        assert pool is not None
        started = time.perf_counter()
        numbers = range(len(played), min(games, len(played) + chunk))
        played.extend(pool.map(one_game, [table] * len(numbers), numbers))
        seconds += time.perf_counter() - started
        record.keep(key, played, seconds)
    per_game = [share for share, _, _ in played]
    share = sum(per_game)
    searched = sum(s for _, s, _ in played)
    low, high = wilson(share, games)
    iterations = sum(i for _, _, i in played) / searched if searched else None
    return Outcome(pairing.game, pairing.players, pairing.strong.label, pairing.weak.label,
                   games, share / games, low, high, 1 / pairing.players, seconds, iterations,
                   per_game)


def gains(outcomes: Sequence[Outcome], easy: dict[str, str]) -> list[Gain]:
    """Each search level's gain over its rollout policy, from their games against Easy."""
    found = []
    for outcome in outcomes:
        if outcome.weak != easy[outcome.game] or outcome.strong == ROLLOUT.label:
            continue
        base = next((o for o in outcomes if o.game == outcome.game
                     and o.players == outcome.players and o.strong == ROLLOUT.label
                     and o.weak == outcome.weak), None)
        if base is None or outcome.iterations is None:
            continue
        games = min(outcome.games, base.games)
        gain, low, high = paired([outcome.per_game[i] - base.per_game[i] for i in range(games)])
        found.append(Gain(outcome.game, outcome.players, outcome.strong, games, gain, low, high))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(TABLE_PLAYERS),
                        help="measure this game (again for more; default: all four)")
    parser.add_argument("--games", type=int, default=500, help="games a pairing plays")
    parser.add_argument("--players", type=int, action="append",
                        help="table size (default: 4 and 2 for Coup, 4 for Scout and Intrige)")
    parser.add_argument("--strong", action="append", metavar="LEVEL",
                        help="only the pairings of this stronger level (Normal, Hard, Rollout; "
                             "again for more; default: every level), with the rollout baseline "
                             "where a level meets Easy")
    parser.add_argument("--weak", action="append", metavar="LEVEL",
                        help="only the pairings against this weaker level (Easy, Normal; again "
                             "for more; default: every level)")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED,
                        help="the first game's seed (default: the measuring block; a tuning "
                             "run takes seeds below 900,000)")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--record", metavar="FILE",
                        help="keep every game's result in FILE and go on from the games it "
                             "holds (a long pairing over several runs)")
    parser.add_argument("--no-play", action="store_true",
                        help="play nothing: the figures of the games the record holds (a "
                             "pairing short of --games shows how far it got)")
    args = parser.parse_args()
    if args.games < 1 or args.processes < 1:
        parser.error("--games and --processes must be at least 1")
    if args.no_play and not args.record:
        parser.error("--no-play reads a record: name it with --record")
    try:
        record = Record(args.record)
    except CompanionError as error:
        parser.error(str(error))
    outcomes: list[Outcome] = []
    easy: dict[str, str] = {}
    with ProcessPoolExecutor(args.processes) as pool:
        for game in args.game or sorted(TABLE_PLAYERS):
            spec = registry.get(game)
            easy[game] = spec.levels[0].label
            for pairing in chosen(pairings(spec, args.players or TABLE_PLAYERS[game]),
                                  args.strong, args.weak, spec.levels[0]):
                outcome = measure(pairing, args.games, None if args.no_play else pool, record,
                                  args.first_seed, SAVE_EVERY * args.processes)
                if outcome is None:
                    continue
                outcomes.append(outcome)
                if not args.json:
                    searched = ("" if outcome.iterations is None
                                else f", {outcome.iterations:.0f} iterations a decision")
                    print(f"{game:8} {outcome.players}p  {outcome.strong:7} vs {outcome.weak:6}"
                          f"  {100 * outcome.share:5.1f}%  [{100 * outcome.low:4.1f}–"
                          f"{100 * outcome.high:4.1f}]  parity {100 * outcome.parity:4.1f}%"
                          f"  ({outcome.games} games, {outcome.seconds:.0f} s{searched})"
                          f"{verdict(outcome)}", flush=True)
    found = gains(outcomes, easy)
    if args.json:
        print(json.dumps({
            "outcomes": [{k: v for k, v in asdict(o).items() if k != "per_game"}
                         for o in outcomes],
            "gains": [asdict(g) for g in found]}, indent=2))
        return 0
    for gain in found:
        print(f"{gain.game:8} {gain.players}p  {gain.level:7} gains {100 * gain.gain:+5.1f} "
              f"points over its rollout policy against Easy  [{100 * gain.low:+5.1f} to "
              f"{100 * gain.high:+5.1f}]  ({gain.games} paired games)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
