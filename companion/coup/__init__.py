"""Coup: bluffing, challenges and blocks for 2–10 players (base game, Inquisitor, Reformation)."""

from companion.core.protocol import GameSpec
from companion.coup.actions import parse_action
from companion.coup.bots import BOTS
from companion.coup.setup import VARIANTS
from companion.coup.state import CoupState, new_game

GAME = GameSpec(
    name="coup",
    title="Coup",
    min_players=2,
    max_players=10,
    new_game=new_game,
    parse_action=parse_action,
    bots=BOTS,
    variants=VARIANTS,
    default_players=4,
    turn_limit=1000,
)

__all__ = ["GAME", "CoupState", "new_game", "parse_action"]
