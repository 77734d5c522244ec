"""Bot-vs-bot self-play behind ``companion GAME simulate`` (contract: docs/specs/cli.md)."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from companion.core.bots import Bot
from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup, GameSpec, GameState


def derived_seed(*parts: int) -> int:
    """A 63-bit seed from a tuple of ints, stable across runs and Python versions (a hash, not a
    string-seeded generator: simulate derives several seeds per game)."""
    digest = hashlib.blake2b(":".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def play_out(state: GameState, seats: Sequence[Bot], turn_limit: int | None = None) -> bool:
    """Let the bots play until the game ends; False when it was stopped at the turn limit."""
    wants_view = [bot.wants_view for bot in seats]
    choosers = [bot.choose for bot in seats]
    legal_actions, apply, view, is_over = (
        state.legal_actions, state.apply, state.view, state.is_over)
    while not is_over():
        if turn_limit is not None and state.turn >= turn_limit:
            return False
        seat = state.to_move
        assert seat is not None
        apply(choosers[seat](view(seat) if wants_view[seat] else None, legal_actions()))
    return True


@dataclass(frozen=True)
class SimulationRequest:
    spec: GameSpec
    games: int
    players: int
    seed: int
    bots: Sequence[str]
    variants: frozenset[str] = frozenset()
    options: Mapping[str, Any] = field(default_factory=dict)  # the set-up of every game

    def entrants(self) -> list[str]:
        if len(self.bots) == 1:
            return list(self.bots) * self.players
        if len(self.bots) != self.players:
            raise CompanionError(
                f"--bots names {len(self.bots)} bots for {self.players} players "
                f"(give 1 or {self.players})"
            )
        return list(self.bots)

    def check(self) -> None:
        if self.games < 1:
            raise CompanionError(f"--games must be at least 1, not {self.games}")
        self.spec.check_players(self.players)
        self.spec.check_variants(sorted(self.variants))
        for name in self.bots:
            self.spec.check_bot(name)
        self.entrants()


def simulate(
    request: SimulationRequest, progress: Callable[[int], None] | None = None
) -> dict[str, Any]:
    request.check()
    spec, players = request.spec, request.players
    entrants = request.entrants()
    wins = {str(i): 0 for i in range(players)}
    draws = shared = unfinished = total_turns = 0
    started = time.perf_counter()
    for g in range(request.games):
        game_seed = derived_seed(request.seed, g)
        state = spec.start(GameSetup(players, game_seed, request.variants, request.options))
        # Entrant i sits at seat (i + g) mod P, so every entrant plays every position equally.
        entrant_at = [(seat - g) % players for seat in range(players)]
        seats = [
            spec.bot(entrants[entrant_at[seat]], derived_seed(game_seed, seat))
            for seat in range(players)
        ]
        finished = play_out(state, seats, spec.turn_limit)
        total_turns += state.turn
        if not finished:
            unfinished += 1
        else:
            winners = state.result().winners
            if not winners:
                draws += 1
            elif len(winners) > 1:
                shared += 1
            for seat in winners:
                wins[str(entrant_at[seat])] += 1
        if progress is not None:
            progress(g + 1)
    seconds = time.perf_counter() - started
    return {
        "game": spec.name,
        "games": request.games,
        "players": players,
        "seed": request.seed,
        "bots": entrants,
        "variants": sorted(request.variants),
        "wins": wins,
        "draws": draws,
        # A tie for first is won by each of its winners, so ``wins`` may sum to more than the
        # finished games; this count is what makes the totals add up.
        "shared_games": shared,
        "unfinished": unfinished,
        "turn_limit": spec.turn_limit,
        "mean_turns": total_turns / request.games,
        "seconds": seconds,
        "games_per_second": request.games / seconds if seconds > 0 else None,
    }
