"""Pebbles: a tiny game that proves the core protocol; it lives in tests only.

Each player is dealt a secret card (1–6) from the game's seeded RNG. In turn, players take 1–3
pebbles from a shared pile; when the pile is empty, pebbles + secret card is the score and the
highest score wins (ties share the win).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import partial
from typing import Any

from companion.core.bots import RandomBot
from companion.core.errors import NotationError
from companion.core.montecarlo import MonteCarloBot
from companion.core.protocol import GameSetup, GameSpec, GameState, Result


@dataclass(frozen=True)
class Take:
    count: int

    def __str__(self) -> str:
        return f"take {self.count}"


def parse_action(text: str) -> Take:
    match = re.fullmatch(r"take ([1-9])", text.strip())
    if not match:
        raise NotationError(f"{text!r} is not 'take N'")
    return Take(int(match.group(1)))


@dataclass(frozen=True)
class PebblesView:
    player: int
    secret: int
    pile: int
    pebbles: tuple[int, ...]
    to_move: int | None


class Pebbles(GameState):
    def __init__(self, setup: GameSetup) -> None:
        super().__init__(setup)
        self.pile = int(setup.options.get("pile", 10))
        self.secrets = [self.rng.randint(1, 6) for _ in range(self.num_players)]
        self.pebbles = [0] * self.num_players
        self.current = 0
        self.turns = 0

    @property
    def to_move(self) -> int | None:
        return None if self.is_over() else self.current

    def _legal_actions(self) -> list[Any]:
        return [Take(n) for n in range(1, min(3, self.pile) + 1)]

    def _explain_illegal(self, action: Any) -> str:
        if isinstance(action, Take) and action.count > self.pile:
            return f"only {self.pile} pebbles are left"
        return "take 1, 2 or 3 pebbles"

    def _apply(self, action: Any) -> None:
        self.pile -= action.count
        self.pebbles[self.current] += action.count
        self.current = (self.current + 1) % self.num_players
        self.turns += 1

    def is_over(self) -> bool:
        return self.pile == 0

    def scores(self) -> tuple[float, ...]:
        return tuple(p + s for p, s in zip(self.pebbles, self.secrets, strict=True))

    def result(self) -> Result:
        scores = self.scores()
        best = max(scores)
        return Result(frozenset(i for i, s in enumerate(scores) if s == best), scores)

    @property
    def turn(self) -> int:
        return self.turns

    def view(self, player: int) -> PebblesView:
        return PebblesView(player, self.secrets[player], self.pile, tuple(self.pebbles),
                           self.to_move)

    def summary(self) -> dict[str, Any]:
        return {"pile": self.pile, "pebbles": list(self.pebbles)}


def determinize(view: PebblesView, rng: random.Random) -> Pebbles:
    """A full state consistent with the view: the other players' secret cards dealt at random."""
    state = Pebbles(GameSetup(len(view.pebbles), seed=rng.getrandbits(32),
                              options={"pile": view.pile}))
    state.secrets = [view.secret if seat == view.player else rng.randint(1, 6)
                     for seat in range(len(view.pebbles))]
    state.pebbles = list(view.pebbles)
    assert view.to_move is not None
    state.current = view.to_move
    return state


class GreedyBot:
    """Always takes as many as it may: enough to beat ``random`` clearly."""

    name = "greedy"
    wants_view = True

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: PebblesView, legal: list[Take]) -> Take:
        return max(legal, key=lambda take: take.count)


SPEC = GameSpec(
    name="pebbles", title="Pebbles", min_players=2, max_players=4,
    new_game=Pebbles, parse_action=parse_action,
    bots={"random": RandomBot, "greedy": GreedyBot,
          "montecarlo": partial(MonteCarloBot, determinize=determinize, playouts=60)},
    variants={"short": "a pile of 5 (unused by the rules: proves variant plumbing)"},
    turn_limit=50,
)
