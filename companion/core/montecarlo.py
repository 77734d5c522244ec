"""The shared determinized Monte Carlo bot: works for any game through the protocol.

It never sees the state: for each playout it asks the game to *determinize* its view (deal the
hidden information at random, consistently with what the view shows), tries one of its legal
actions there, and finishes the game with random moves. The action with the best mean result wins.
A game offers the bot by providing ``determinize(view, rng) -> GameState``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from companion.core.protocol import GameState

Determinize = Callable[[Any, random.Random], GameState]


class MonteCarloBot:
    name: ClassVar[str] = "montecarlo"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int, determinize: Determinize, playouts: int = 240,
                 playout_turns: int = 400) -> None:
        self.rng = random.Random(seed)
        self.determinize = determinize
        self.playouts = playouts
        self.playout_turns = playout_turns

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        totals = [0.0] * len(legal)
        counts = [0] * len(legal)
        for i in range(max(self.playouts, len(legal))):
            index = i % len(legal)
            world = self.determinize(view, self.rng)
            seat = world.to_move
            world.apply(legal[index])
            totals[index] += self._play_out(world, seat)
            counts[index] += 1
        best = max(range(len(legal)), key=lambda k: totals[k] / counts[k])
        return legal[best]

    def _play_out(self, world: GameState, seat: int | None) -> float:
        """Finish the game at random; a win scores 1 (shared among the winners), else 0."""
        limit = world.turn + self.playout_turns
        while not world.is_over() and world.turn < limit:
            moves = world.legal_actions()
            world.apply(moves[self.rng.randrange(len(moves))])
        if not world.is_over():
            return 0.0
        winners = world.result().winners
        return 1.0 / len(winners) if seat in winners else 0.0
