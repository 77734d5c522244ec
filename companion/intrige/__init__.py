"""Intrige (Stefan Dorra, AMIGO): castles, scholars and bribes for 3–5 players."""

from companion.core.protocol import GameSpec
from companion.intrige.actions import parse_action
from companion.intrige.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS
from companion.intrige.state import IntrigeState, from_position, new_game

GAME = GameSpec(
    name="intrige",
    title="Intrige",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    new_game=new_game,
    parse_action=parse_action,
    from_position=from_position,
    variants=VARIANTS,
    default_players=4,
    # 5 rounds of 5 turns at most; the engine counts turns, the limit only guards simulate.
    turn_limit=100,
)

__all__ = ["GAME", "IntrigeState", "from_position", "new_game", "parse_action"]
