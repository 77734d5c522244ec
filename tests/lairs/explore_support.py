"""Small explicit dungeons and explorations for the exploration scenario tests, and whole games
started and rebuilt from their positions."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from companion.core.protocol import GameSetup, GameState
from companion.lairs import GAME
from companion.lairs.board import Dungeon, Feature, parse_cell, wall
from companion.lairs.bots import HeuristicBot
from companion.lairs.energy import Basket, EnergyMat, Kind
from companion.lairs.exploration import Exploration
from companion.lairs.game import LairsGame
from companion.lairs.hazards import Die
from companion.lairs.rulesdata import RulesData, default_rules_data
from companion.lairs.treasures import TreasureSupply


def dungeon(features: Mapping[str, str], walls: Sequence[str] = ()) -> Dungeon:
    """``dungeon({"A1": "start", "A2": "trap"}, ["A2|B2"])``."""
    return Dungeon(
        frozenset(wall(parse_cell(w[:2]), parse_cell(w[3:])) for w in walls),
        {parse_cell(cell): Feature(name) for cell, name in features.items()},
    )


def explore(
    d: Dungeon, faces: Sequence[int] | None = None, deck: Sequence[str] | None = None,
    seed: int = 0,
) -> Exploration:
    """An exploration whose first turn has begun (the explorer stands on Start, all Fresh)."""
    base = default_rules_data()
    die = Die(tuple(faces)) if faces else base.die
    data = RulesData(die, base.hazards, base.treasures)
    rng = random.Random(seed)
    supply = TreasureSupply(deck if deck is not None else list(base.treasures.cards), rng)
    e = Exploration(d, data, supply, rng)
    e.begin_turn()
    return e


def mat(**baskets: Mapping[str, int]) -> EnergyMat:
    """``mat(fresh={"b": 1}, spent={"b": 3, "q": 1, "p": 1})``."""
    return EnergyMat.from_baskets({
        Basket[name.upper()]: {Kind(k): n for k, n in kinds.items()}
        for name, kinds in baskets.items()
    })


def cell(name: str) -> int:
    return parse_cell(name)


def play_out(state: Callable[[], GameState], play: Callable[[Any], object]) -> None:
    """Two heuristic bots finish the game: ``state()`` reads it, ``play(action)`` acts
    (a ``Match`` or a UI session, so the record or the window follows every action)."""
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while not state().is_over():
        seat = state().to_move
        assert seat is not None
        play(bots[seat].choose(state().view(seat), state().legal_actions()))


def start(seed: int) -> LairsGame:
    state = GAME.start(GameSetup(2, seed))
    assert isinstance(state, LairsGame)
    return state


def rebuild(state: LairsGame, position: dict[str, Any] | None = None) -> LairsGame:
    """``state`` rebuilt from its position (or ``position``) after a trip through JSON text."""
    data = json.loads(json.dumps(state.position() if position is None else position))
    again = GAME.rebuild(state.setup, data)
    assert isinstance(again, LairsGame)
    return again
