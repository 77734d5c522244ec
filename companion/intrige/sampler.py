"""Sampled worlds for the search bot: the one world an Intrige view describes.

Money is secret at the table, but every ducat that moves is announced (income, open bribes,
refunds, the bank's minimum bribes), so a player who keeps count knows every purse. The sampler
keeps that count: it is exact, and the search over its worlds is a perfect-information search.
"""

from __future__ import annotations

import random
from typing import Any

from companion.intrige.position import money_from_log, table_position
from companion.intrige.state import IntrigeView


class IntrigeSampler:
    """Rebuilds the one world a view describes: nothing in Intrige is hidden from a player who
    counts (see the module docstring)."""

    def __init__(self, view: IntrigeView) -> None:
        if view.player is None:
            raise ValueError("a world is sampled for a player, not for the public view")
        money = money_from_log(view.opening, view.log)
        if money[view.player] != view.money:
            raise ValueError("the view's money does not follow from its log")
        self.position = table_position(view, money)

    def sample(self, rng: random.Random) -> dict[str, Any]:
        return {**self.position, "rng": {"seed": rng.getrandbits(32)}}


def sample_world(view: IntrigeView, rng: random.Random) -> dict[str, Any]:
    return IntrigeSampler(view).sample(rng)
