"""Helpers for Coup tests: explicit set-ups and playing notation."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.core.protocol import GameSetup
from companion.coup import parse_action
from companion.coup.state import CoupState


def start(players: int, variants: tuple[str, ...] = (), seed: int = 1, **options: Any) -> CoupState:
    return CoupState(GameSetup(players, seed, frozenset(variants), options))


def play(state: CoupState, *moves: str) -> CoupState:
    for move in moves:
        state.apply(parse_action(move))
    return state


@pytest.fixture
def game() -> Callable[..., CoupState]:
    return start


@pytest.fixture
def moves() -> Callable[..., CoupState]:
    return play
