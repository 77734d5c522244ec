"""Pebbles: a tiny game that proves the core protocol; it lives in tests only (and is the worked
example of docs/adding-a-game.md).

Each player is dealt a secret card (1–6) from the game's seeded RNG. In turn, players take 1–3
pebbles from a shared pile; when the pile is empty, pebbles + secret card is the score and the
highest score wins (ties share the win).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from companion.core.bots import RandomBot
from companion.core.errors import MalformedInput, NotationError
from companion.core.ismcts import ISMCTSFactory
from companion.core.protocol import (
    GameSetup,
    GameSpec,
    GameState,
    Result,
    SearchSeams,
    rng_from,
    rng_state,
)


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
    player: int | None  # None: the public view
    secret: int  # 0 in the public view
    pile: int
    pebbles: tuple[int, ...]
    to_move: int | None
    turns: int
    variants: frozenset[str] = frozenset()

    @property
    def players(self) -> int:
        return len(self.pebbles)


class Pebbles(GameState[Take, PebblesView]):
    def __init__(self, setup: GameSetup, position: Mapping[str, Any] | None = None) -> None:
        super().__init__(setup)
        n = self.num_players
        if position is None:
            position = {"pile": int(setup.options.get("pile", 10)),
                        "secrets": [self.rng.randint(1, 6) for _ in range(n)],
                        "pebbles": [0] * n, "current": 0, "turns": 0}
        try:
            self.pile = int(position["pile"])
            self.secrets = [int(c) for c in position["secrets"]]
            self.pebbles = [int(p) for p in position["pebbles"]]
            self.current = int(position["current"])
            self.turns = int(position["turns"])
        except (KeyError, TypeError, ValueError) as error:
            raise MalformedInput(f"not a Pebbles position ({error})", "position") from None
        if "rng" in position:
            self.rng = rng_from(position["rng"], "position: rng")

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

    def view(self, player: int | None) -> PebblesView:
        secret = 0 if player is None else self.secrets[player]
        return PebblesView(player, secret, self.pile, tuple(self.pebbles), self.to_move,
                           self.turns)

    def summary(self) -> dict[str, Any]:
        return {"pile": self.pile, "pebbles": list(self.pebbles)}

    def position(self) -> dict[str, Any]:
        return {"pile": self.pile, "secrets": list(self.secrets), "pebbles": list(self.pebbles),
                "current": self.current, "turns": self.turns, "rng": rng_state(self.rng)}


def sampler(view: PebblesView) -> Callable[[random.Random], dict[str, Any]]:
    """Worlds consistent with the view: the other players' secret cards dealt at random."""

    def sample(rng: random.Random) -> dict[str, Any]:
        secrets = [view.secret if seat == view.player else rng.randint(1, 6)
                   for seat in range(view.players)]
        return {"pile": view.pile, "secrets": secrets, "pebbles": list(view.pebbles),
                "current": view.to_move, "turns": view.turns,
                "rng": {"seed": rng.getrandbits(32)}}

    return sample


def sample_world(view: PebblesView, rng: random.Random) -> dict[str, Any]:
    return sampler(view)(rng)


def rollout(state: Pebbles, rng: random.Random) -> Take:
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


class GreedyBot:
    """Always takes as many as it may: enough to beat ``random`` clearly."""

    name = "greedy"
    wants_view = True

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: PebblesView, legal: list[Take]) -> Take:
        return max(legal, key=lambda take: take.count)


SPEC: GameSpec = GameSpec(
    name="pebbles", title="Pebbles", min_players=2, max_players=4,
    new_game=Pebbles, parse_action=parse_action, from_position=Pebbles,
    bots={"random": RandomBot, "greedy": GreedyBot,
          "ismcts": ISMCTSFactory(lambda: SPEC, iterations=60)},
    search=SearchSeams(sampler=sampler, rollout=rollout),
    variants={"short": "a pile of 5 (unused by the rules: proves variant plumbing)"},
    turn_limit=50,
)
