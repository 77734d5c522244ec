"""The bot interface: a bot sees a view and the legal actions, never the full state."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol


class Bot(Protocol):
    name: ClassVar[str]
    # False for bots that ignore the view, so fast self-play need not build one per decision.
    wants_view: ClassVar[bool]

    def choose(self, view: Any, legal: Sequence[Any]) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions with its own seeded generator."""

    name: ClassVar[str] = "random"
    wants_view: ClassVar[bool] = False

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[int(self.rng.random() * len(legal))]  # randrange costs twice as much
